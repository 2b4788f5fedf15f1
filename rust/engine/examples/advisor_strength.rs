//! The advisor against other players over seeded matches, its seat rotated:
//! `cargo run --release --example advisor_strength -- MATCHES ALGORITHM ITERATIONS OPPONENT
//! THREADS PRESET PLAYERS` prints the advisor's match win rate and its time per decision (mean and
//! longest).

use std::time::Instant;

use zz_engine::options::GameRules;

use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::search::{Advisor, Algorithm, Settings, Timed};
use zz_engine::sim::Plan;

mod common;
use common::Mean;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let matches: usize = arg(0, "200").parse().unwrap();
    let algorithm = Algorithm::named(&arg(1, "pimc")).unwrap();
    let iterations: u32 = arg(2, "100").parse().unwrap();
    let opponent: &dyn Policy<Match> = if arg(3, "heuristic") == "random" {
        &RandomPolicy
    } else {
        &Heuristic
    };
    let threads: usize = arg(4, "2").parse().unwrap();
    let rules = Rules::preset(&arg(5, "standard")).unwrap();
    let players: usize = arg(6, "4").parse().unwrap();
    let advisor = Advisor {
        settings: Settings {
            algorithm,
            iterations: Some(iterations),
            ..Settings::default()
        },
        rollout: &Heuristic,
        fallback: &Heuristic,
    };
    let timed = Timed::new(&advisor);
    let mut wins = Mean::default();
    let start = Instant::now();
    for seat in 0..players {
        let mut seats: Vec<&dyn Policy<Match>> = vec![opponent; players];
        seats[seat] = &timed;
        let plan = Plan {
            policies: seats,
            new_game: |s| Match::new(players, rules, s).unwrap(),
            seed: seat as u64,
        };
        let batch = plan.batch(0, matches / players, threads).unwrap();
        for g in 0..matches / players {
            // A shared win counts as a win, as in the simulation summary.
            wins.add(f64::from(u8::from(batch.places[g * players + seat] == 1)));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} {players}p {} {} iterations vs {} {}: win rate {} over {} matches ({:.1} s, {:.2} ms per advisor decision, {:.1} ms the longest)",
        arg(5, "standard"),
        algorithm.name(),
        iterations,
        players - 1,
        arg(3, "heuristic"),
        wins.show(),
        wins.count(),
        secs,
        timed.mean_ms(),
        timed.longest_ms()
    );
}
