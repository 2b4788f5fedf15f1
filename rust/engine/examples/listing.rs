//! What listing the moves costs, apart from playing them, for counting instructions under
//! callgrind: `cargo run --release --example listing -- GAME PLAYERS GAMES [count]` plays the
//! bare loop of `instructions` (every decision's moves listed and one drawn uniformly, the same
//! seeds and draws as `sim::random_decisions`), with the listing and the draw in a function of
//! their own, [`list_and_draw`], which `benches/instructions.py` alone counts (callgrind's
//! `--toggle-collect`). A binary of its own: a second caller of `legal_moves` in `instructions`
//! changed how the compiler inlined the bare loop there (+10 instructions a decision).
//! It prints nothing but the decisions played when given `count`.

use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::moves::Moves;
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::rng::Rng;

/// Lists the moves of `game` into `moves` and draws one uniformly: the part of a decision that
/// is counted, kept out of line so that callgrind can tell it apart.
#[inline(never)]
fn list_and_draw<G: Game>(game: &G, moves: &mut G::MoveList, rng: &mut Rng) -> G::Move {
    game.legal_moves(moves);
    moves.at(rng.below(moves.len() as u32) as usize)
}

/// Plays the matches seeded `0..games` as `sim::random_decisions` does; returns the decisions.
fn run<G: Game>(players: usize, games: u64) -> u64
where
    G::Rules: GameRules + Copy,
{
    let rules = G::Rules::standard_preset();
    // One game a match where the game plays several (the family's match is one game).
    let rules = rules
        .with_option("games", &OptionValue::Int(1))
        .unwrap_or(rules);
    let mut moves = G::MoveList::default();
    let mut count = 0;
    for seed in 0..games {
        let mut game = G::start(players, rules, seed, false).expect("a valid table");
        let mut rng = Rng::derived(seed, 7);
        while !game.is_over() {
            let mv = list_and_draw(&game, &mut moves, &mut rng);
            game.apply_unchecked(mv);
            count += 1;
        }
    }
    count
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, players, games, rest @ ..] = args.as_slice() else {
        panic!("usage: listing GAME PLAYERS GAMES [count]");
    };
    let players: usize = players.parse().expect("PLAYERS is a number");
    let games: u64 = games.parse().expect("GAMES is a number");
    let decisions = match game.as_str() {
        "zweiundzwanzig" => run::<zweiundzwanzig::Match>(players, games),
        "arschloch" => run::<arschloch::Match>(players, games),
        "big_two" => run::<big_two::Match>(players, games),
        other => panic!("GAME is zweiundzwanzig, arschloch or big_two, not {other}"),
    };
    if rest.first().is_some_and(|a| a == "count") {
        println!("{decisions}");
    }
}
