//! The pure-Rust rate of Big Two with uniformly random legal moves, one match of one game at a
//! time: `cargo run --release --example big_two_rate -- GAMES PLAYERS THREADS` prints games/s
//! and decisions/s (one game a match, standard rules).

use std::time::Instant;

use zz_engine::games::big_two::{Match, Rules};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::sim::{random_decisions, Plan};

fn one_game() -> Rules {
    Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .expect("one game is a match")
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().ok());
    let games = args.next().flatten().unwrap_or(100_000);
    let players = args.next().flatten().unwrap_or(4);
    let threads = args.next().flatten().unwrap_or(1);
    let start = Instant::now();
    let count =
        random_decisions::<Match>(players, one_game(), games as u64).expect("a valid table");
    let secs = start.elapsed().as_secs_f64();
    let seats: Vec<&dyn Policy<Match>> = vec![&RandomPolicy; players];
    let plan = Plan {
        policies: seats,
        new_game: |s| Match::new_unlogged(players, one_game(), s).expect("a valid table"),
        seed: 0,
    };
    let start = Instant::now();
    plan.tally(0, games, threads).expect("threads start");
    let sim_secs = start.elapsed().as_secs_f64();
    println!(
        "{{\"games\": {games}, \"players\": {players}, \"threads\": {threads}, \
         \"decisions_per_s\": {:.0}, \"games_per_s\": {:.0}, \"sim_games_per_s\": {:.0}, \
         \"decisions_per_game\": {:.1}}}",
        count as f64 / secs,
        games as f64 / secs,
        games as f64 / sim_secs,
        count as f64 / games as f64
    );
}
