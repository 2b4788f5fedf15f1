//! Plays random first deals in a loop, for profilers: `cargo run --release --example profile_deals`.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::rng::Rng;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300_000);
    let mut decisions = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..n {
        let mut m = Match::new_unlogged(4, Rules::standard(), seed).unwrap();
        let mut rng = Rng::derived(seed, 1);
        while m.deal_number() == 1 && !m.is_over() {
            let mv = m.random_move(&mut rng);
            m.apply_unchecked(mv);
            decisions += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{:.0} deals/s, {:.0} decisions/s",
        n as f64 / secs,
        decisions as f64 / secs
    );
}
