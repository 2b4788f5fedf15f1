//! The work of random play, for counting instructions a decision under callgrind:
//! `cargo run --release --example instructions -- GAME PATH PLAYERS GAMES [count]`, GAME one of
//! `zweiundzwanzig`, `arschloch`, `big_two` (standard rules, one game a match for Big Two and
//! Arschloch, a whole match for the family), PATH one of
//!
//! - `bare`: the bare loop, every decision's moves listed and one drawn (`random_decisions`:
//!   what an agent that lists the moves pays);
//! - `plan`: the simulation path (`Plan::tally` with random players on one thread: each game's
//!   own sampler of a random move).
//!
//! It prints nothing but the decisions played when given `count` (a counting policy; the
//! counted run is not the one measured). `benches/instructions.py` runs it under callgrind for
//! GAMES = 0 and GAMES = N and divides the difference by the decisions.

use std::sync::atomic::{AtomicU64, Ordering};

use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::sim::{random_decisions, Plan};

/// The random player, counting its decisions.
struct Counting(AtomicU64);

impl<G: Game> Policy<G> for Counting {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        self.0.fetch_add(1, Ordering::Relaxed);
        game.random_move(rng)
    }
}

/// Plays `games` games of `G` on `path`; the decisions when `count`, else 0.
fn run<G: Game + Send + Sync>(path: &str, players: usize, games: usize, count: bool) -> u64
where
    G::Rules: GameRules + Copy + Send + Sync,
    G::Move: Send,
{
    let rules = G::Rules::standard_preset();
    // One game a match where the game plays several (the family's match is one game).
    let rules = rules
        .with_option("games", &OptionValue::Int(1))
        .unwrap_or(rules);
    match path {
        "bare" => random_decisions::<G>(players, rules, games as u64).expect("a valid table"),
        "plan" => {
            let counting = Counting(AtomicU64::new(0));
            let policy: &dyn Policy<G> = if count { &counting } else { &RandomPolicy };
            let plan = Plan {
                policies: vec![policy; players],
                new_game: |s| G::start(players, rules, s, false).expect("a valid table"),
                seed: 0,
            };
            plan.tally(0, games, 1).expect("one thread starts");
            counting.0.load(Ordering::Relaxed)
        }
        other => panic!("PATH is bare or plan, not {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, path, players, games, rest @ ..] = args.as_slice() else {
        panic!("usage: instructions GAME PATH PLAYERS GAMES [count]");
    };
    let players: usize = players.parse().expect("PLAYERS is a number");
    let games: usize = games.parse().expect("GAMES is a number");
    let count = rest.first().is_some_and(|a| a == "count");
    let decisions = match game.as_str() {
        "zweiundzwanzig" => run::<zweiundzwanzig::Match>(path, players, games, count),
        "arschloch" => run::<arschloch::Match>(path, players, games, count),
        "big_two" => run::<big_two::Match>(path, players, games, count),
        other => panic!("GAME is zweiundzwanzig, arschloch or big_two, not {other}"),
    };
    if count {
        println!("{decisions}");
    }
}
