//! Counts the kinds of decisions in random 4-player matches and the sizes of their move lists,
//! to see where random rollouts spend their time: `cargo run --release --example decision_mix`.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, MoveList, Phase, Rules};
use zz_engine::rng::Rng;

fn main() {
    let mut counts = [0u64; 5];
    let mut lengths = [0u64; 5];
    let names = [
        "exchange",
        "lead",
        "follow k=1",
        "follow k=2",
        "follow k>=3",
    ];
    let n = 2000;
    for seed in 0..n {
        let mut m = Match::new_unlogged(4, Rules::standard(), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let mut moves = MoveList::new();
        while !m.is_over() {
            m.legal_moves(&mut moves);
            let kind = match m.phase() {
                Phase::Exchange => 0,
                _ if m.trick().is_empty() => 1,
                _ if m.trick().size() == 1 => 2,
                _ if m.trick().size() == 2 => 3,
                _ => 4,
            };
            counts[kind] += 1;
            lengths[kind] += moves.len() as u64;
            let mv = m.random_move(&mut rng);
            m.apply_unchecked(mv);
        }
    }
    for k in 0..names.len() {
        println!(
            "{:12} {:6.1} per match, {:6.1} moves listed on average",
            names[k],
            counts[k] as f64 / n as f64,
            lengths[k] as f64 / counts[k].max(1) as f64
        );
    }
}
