//! Determinized playouts per second: PIMC from the first decision of seeded 4-player standard
//! matches, one thread. `cargo run --release --example playout_rate -- ITERATIONS POSITIONS`.

use std::time::Instant;

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::search::{advise, Settings};

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let iterations = args.first().copied().unwrap_or(2000);
    let positions = args.get(1).copied().unwrap_or(20);
    let rollouts: [(&str, &dyn Policy<Match>); 2] =
        [("heuristic", &Heuristic), ("random", &RandomPolicy)];
    for (name, rollout) in rollouts {
        let mut playouts = 0u64;
        let start = Instant::now();
        for seed in 0..u64::from(positions) {
            let mut m = Match::new(4, Rules::standard(), seed).unwrap();
            // Past the exchange, to a play decision with several moves.
            let mut rng = zz_engine::rng::Rng::seeded(seed);
            while m.phase().name() == "exchange" {
                let mv = Heuristic.choose(&m, &mut rng);
                m.apply(mv).unwrap();
            }
            let view = m.view(m.to_move().unwrap());
            let settings = Settings {
                iterations: Some(iterations),
                seed,
                ..Settings::default()
            };
            let advice = advise(&view, &settings, rollout).unwrap();
            playouts += advice
                .iter()
                .map(|a| u64::from(a.stats.visits))
                .sum::<u64>();
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name} playouts: {playouts} in {secs:.2} s = {:.0} determinized playouts/s (one thread)",
            playouts as f64 / secs
        );
    }
}
