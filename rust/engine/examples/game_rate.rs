//! The pure-Rust rate of any game with uniformly random legal moves, one game a match (the
//! family: one match), standard rules: `cargo run --release --example game_rate -- GAME GAMES
//! PLAYERS THREADS` (GAME `arschloch` or `big_two`) prints, as JSON, decisions/s and whole
//! games/s of the bare loop on one thread, and games/s of the simulation plan on THREADS — the
//! baseline `benches/arschloch_throughput.py` compares `zz.simulate` with.

use std::time::Instant;

use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::sim::{random_decisions, Plan};

/// The figures of `games` matches of `G` under `rules` at `players` seats.
fn measure<G: Game + Send + Sync>(rules: G::Rules, games: usize, players: usize, threads: usize)
where
    G::Rules: Copy + Send + Sync,
    G::Move: Send,
{
    let start = Instant::now();
    let count = random_decisions::<G>(players, rules, games as u64).expect("a valid table");
    let secs = start.elapsed().as_secs_f64();
    let seats: Vec<&dyn Policy<G>> = vec![&RandomPolicy; players];
    let plan = Plan {
        policies: seats,
        new_game: |s| G::start(players, rules, s, false).expect("a valid table"),
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

/// The standard rules with one game a match.
fn one_game<R: GameRules>() -> R {
    R::standard_preset()
        .with_option("games", &OptionValue::Int(1))
        .expect("one game is a match")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let game = args.first().map_or("arschloch", String::as_str);
    let (games, threads) = (number(1, 100_000), number(3, 1));
    match game {
        "arschloch" => measure::<arschloch::Match>(one_game(), games, number(2, 10), threads),
        "big_two" => measure::<big_two::Match>(one_game(), games, number(2, 4), threads),
        other => panic!("unknown game {other:?}: arschloch or big_two"),
    }
}
