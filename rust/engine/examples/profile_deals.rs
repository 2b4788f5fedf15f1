//! Plays random single deals in a loop, for profilers: each a new match stopped before its first
//! deal, which is dealt (7 cards each) and played to its showdown, where the match stops.
//! `cargo run --release --example profile_deals -- [DEALS] [--no-play]`; with `--no-play` only
//! the matches are made, so that two counts of instructions (with and without) differ by the
//! deals alone.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::rng::Rng;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300_000);
    let play = std::env::args().all(|a| a != "--no-play");
    let mut decisions = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..n {
        let mut m = Match::new_stopping(4, Rules::standard(), seed).unwrap();
        if play {
            m.deal_next().unwrap();
            let mut rng = Rng::derived(seed, 1);
            while m.current_player().is_some() {
                let mv = m.random_move(&mut rng);
                m.apply_unchecked(mv);
                decisions += 1;
            }
        }
        std::hint::black_box(&m);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{:.0} deals/s, {:.0} decisions/s ({decisions} decisions)",
        n as f64 / secs,
        decisions as f64 / secs
    );
}
