//! Big Two play strength, one game a match, the measured player's seat rotated over every seat:
//! `cargo run --release -p zweiundzwanzig-engine --example big_two_advisor -- GAMES PLAYER
//! OPPONENT [THREADS] [PLAYERS] [PRESET] [ITERATIONS] [WORK]` (PLAYER `advisor`, `heuristic`,
//! `random` or `level1` to `level5`, the advisor at that strength level; OPPONENT `heuristic`,
//! `random` or `erratic:SHARE`, the heuristic with a share of its moves random; defaults 2
//! threads, 4 players, `standard`, the advisor's own settings: ITERATIONS its most
//! determinizations a decision, WORK its most moves a decision's playouts make). Prints the
//! player's share of games won with a 95% interval and parity, the mean penalty points a game of
//! the player and of the opponents (each with a 95% interval, and of their difference), and the
//! player's time a decision (mean and longest).

use zz_engine::games::big_two::heuristic::Heuristic;
use zz_engine::games::big_two::policies::ADVISOR;
use zz_engine::games::big_two::{GameRules, Match, OptionValue, Rules};
use zz_engine::policy::{Erratic, Policies, Policy, RandomPolicy};
use zz_engine::search::{Advisor, Settings, Timed};
use zz_engine::sim::Plan;

mod common;
use common::Mean;

fn policy<'a>(name: &str, advisor: &'a Advisor<'a, Match>) -> &'a dyn Policy<Match> {
    match name {
        "advisor" => advisor,
        "heuristic" => &Heuristic,
        "random" => &RandomPolicy,
        _ => match name.strip_prefix("erratic:").map(str::parse::<f64>) {
            Some(Ok(share)) => Box::leak(Box::new(Erratic {
                policy: &Heuristic,
                share,
            })),
            // `level1` to `level5`: the game's registered players.
            _ => match Match::policy_named(name) {
                Ok(registered) => registered.policy,
                Err(e) => panic!("{e}, or erratic:SHARE"),
            },
        },
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let games: usize = arg(0, "400").parse().unwrap();
    let threads: usize = arg(3, "2").parse().unwrap();
    let players: usize = arg(4, "4").parse().unwrap();
    let rules = Rules::preset(&arg(5, "standard"))
        .unwrap()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    let mut settings = ADVISOR.settings;
    if let Some(work) = args.get(7) {
        settings.work = Some(work.parse().unwrap());
    }
    if let Some(iterations) = args.get(6) {
        settings = Settings {
            iterations: Some(iterations.parse().unwrap()),
            ..settings
        };
    }
    let advisor = Advisor {
        settings,
        ..ADVISOR
    };
    let timed = Timed::new(policy(&arg(1, "advisor"), &advisor));
    let opponent = policy(&arg(2, "heuristic"), &advisor);
    let (mut won, mut mine, mut theirs, mut diff) = (
        Mean::default(),
        Mean::default(),
        Mean::default(),
        Mean::default(),
    );
    let start = std::time::Instant::now();
    for seat in 0..players {
        let mut seats: Vec<&dyn Policy<Match>> = vec![opponent; players];
        seats[seat] = &timed;
        let plan = Plan {
            policies: seats,
            // Logged, as `simulate` logs a match an advisor plays: its search reads the others'
            // play from the log (`games::big_two::inference`).
            new_game: |s| Match::new(players, rules, s).unwrap(),
            seed: 2000 + seat as u64,
        };
        let count = games / players;
        let batch = plan.batch(0, count, threads).unwrap();
        for g in 0..count {
            let row = &batch.totals[g * players..(g + 1) * players];
            let own = f64::from(row[seat]);
            let others =
                (row.iter().map(|&t| f64::from(t)).sum::<f64>() - own) / (players - 1) as f64;
            won.add(f64::from(u8::from(batch.places[g * players + seat] == 1)));
            mine.add(own);
            theirs.add(others);
            diff.add(own - others);
        }
    }
    println!(
        "{players}p {}, {} vs {} {}, {} games ({:.1} s): won {} (parity {:.3}); penalty a game {} vs \
         the others' {} (difference {}); {:.3} ms a decision, longest {:.2} ms, {} decisions",
        arg(5, "standard"),
        arg(1, "advisor"),
        players - 1,
        arg(2, "heuristic"),
        won.count(),
        start.elapsed().as_secs_f64(),
        won.show(),
        1.0 / players as f64,
        mine.show(),
        theirs.show(),
        diff.show(),
        timed.mean_ms(),
        timed.longest_ms(),
        timed.decisions(),
    );
}
