//! The Arschloch advisor against other players, its seat rotated, one game a match:
//! `cargo run --release --example arschloch_advisor -- GAMES PLAYERS OPPONENT ITERATIONS THREADS
//! [GAMES_A_MATCH] [WORK]` (OPPONENT `heuristic`, `random` or `erratic:SHARE`: the heuristic
//! with a share of its moves random) prints the advisor's mean finishing position (1 = first
//! out) with a 95% interval, parity (`(n + 1) / 2`), its share of games won (first out, with a
//! 95% interval; one game a match only) and its time per decision (mean and longest). The
//! advisor is the `advisor` player ([`ADVISOR`]) with ITERATIONS its most determinizations a
//! decision (0: its own; `level2` to `level5`: the advisor of that strength level, WORK
//! ignored) and WORK its most moves a decision's playouts make (default: its own); the time a
//! decision is given as wall time and as the thread's time on the CPU (Linux). With
//! `GAMES_A_MATCH` above 1 the matches run with the exchange and the roles, and the mean is over
//! every game.

use std::time::Instant;

use zz_engine::games::arschloch::heuristic::Heuristic;
use zz_engine::games::arschloch::policies::ADVISOR;
use zz_engine::games::arschloch::{Match, Rules};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Erratic, Policy, RandomPolicy};
use zz_engine::search::{Advisor, Level, Timed};
use zz_engine::sim::Plan;

mod common;
use common::Mean;

/// The nanoseconds this thread has run on a CPU (Linux: `/proc/thread-self/schedstat`; 0 where
/// it cannot be read): the clock of the advisor's time on the CPU.
fn cpu_nanos() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

/// The share of random moves of an opponent named `erratic:SHARE` (the heuristic otherwise).
fn erratic_share(name: &str) -> f64 {
    match name.strip_prefix("erratic:") {
        Some(share) => share.parse().expect("erratic:SHARE, a share of moves"),
        None if matches!(name, "random" | "heuristic") => 0.0,
        None => panic!("unknown opponent {name:?}: heuristic, random or erratic:SHARE"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let games: usize = arg(0, "400").parse().unwrap();
    let players: usize = arg(1, "4").parse().unwrap();
    let erratic = Erratic {
        policy: &Heuristic,
        share: erratic_share(&arg(2, "heuristic")),
    };
    let opponent: &dyn Policy<Match> = match arg(2, "heuristic").as_str() {
        "random" => &RandomPolicy,
        "heuristic" => &Heuristic,
        _ => &erratic,
    };
    // `levelN` plays the advisor of that strength level; a number, the advisor with that many
    // determinizations.
    let budget = arg(3, "100");
    let level = budget
        .strip_prefix("level")
        .map(|n| Level::new(n.parse().expect("level1 to level5")).unwrap());
    let iterations: u32 = match level {
        Some(_) => 0,
        None => budget.parse().unwrap(),
    };
    let threads: usize = arg(4, "2").parse().unwrap();
    let per_match: i64 = arg(5, "1").parse().unwrap();
    let rules = Rules::standard()
        .with_option("games", &OptionValue::Int(per_match))
        .unwrap();
    let mut settings = ADVISOR.settings;
    if iterations > 0 {
        settings.iterations = Some(iterations);
    }
    if let Some(work) = args.get(6) {
        settings.work = Some(work.parse().unwrap());
    }
    let advisor = match level {
        Some(level) => level.advisor::<Match>().expect("level2 to level5 search"),
        None => Advisor {
            settings,
            ..ADVISOR
        },
    };
    let settings = advisor.settings;
    // The thread's time on the CPU: on a busy machine the wall time a decision also counts the
    // time other processes held the core.
    let on_cpu = Timed::with_clock(&advisor, cpu_nanos);
    let timed = Timed::new(&on_cpu);
    let (mut place, mut won) = (Mean::default(), Mean::default());
    let start = Instant::now();
    for seat in 0..players {
        let mut seats: Vec<&dyn Policy<Match>> = vec![opponent; players];
        seats[seat] = &timed;
        let plan = Plan {
            policies: seats,
            // Logged, as `simulate` logs a match an advisor plays: its search reads the others'
            // play from the log (`games::arschloch::inference`).
            new_game: |s| Match::new(players, rules, s).unwrap(),
            seed: 1000 + seat as u64,
        };
        let batch = plan.batch(0, games / players, threads).unwrap();
        for g in 0..games / players {
            // A match's total is the sum of its games' positions: its mean is the mean position.
            let position = f64::from(batch.totals[g * players + seat]) / per_match as f64;
            place.add(position);
            won.add(f64::from(u8::from(position == 1.0)));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{players}p, {per_match} game(s) a match, advisor ({} iterations, work {}) vs {} {}: \
         mean finishing position {} (parity {:.1}) over {} matches \
         ({secs:.1} s, {:.2} ms per advisor decision, {:.1} ms the longest)",
        settings.iterations.unwrap_or(0),
        settings.work.map_or("none".to_string(), |w| w.to_string()),
        players - 1,
        arg(2, "heuristic"),
        place.show(),
        (players as f64 + 1.0) / 2.0,
        place.count(),
        timed.mean_ms(),
        timed.longest_ms()
    );
    println!(
        "on the CPU: {:.2} ms per advisor decision, {:.1} ms the longest",
        on_cpu.mean_ms(),
        on_cpu.longest_ms()
    );
    if per_match == 1 {
        let (share, half) = (won.mean(), won.half_width());
        println!(
            "games won (first out): {share:.3} [{:.3}, {:.3}] (parity {:.3})",
            share - half,
            share + half,
            1.0 / players as f64
        );
    }
}
