//! One seat of Arschloch against three heuristic players, for tuning the tuned player's weights
//! (`games::arschloch::tuned`): `cargo run --release --example arschloch_tuning -- GAMES PLAYER
//! [FIRST] [WEIGHTS]` plays GAMES four-player games of one game a match (seeds from 7,000,000 +
//! FIRST), the seat rotated, that seat played by PLAYER (`tuned`, `eager` or `heuristic`) and
//! the others by the heuristic, and prints the seat's mean finishing position and share of games
//! won. With WEIGHTS (a file of the tuned player's weights, one a line) the tuned player plays
//! with them in place of its own. The tuned player reads every hand: this measures it as a model
//! for playouts, not as a player at a real table. `benches/arschloch_tuning.py` runs the search.

use zz_engine::game::Game;
use zz_engine::games::arschloch::heuristic::{self, Heuristic};
use zz_engine::games::arschloch::moves::MoveList;
use zz_engine::games::arschloch::tuned::{self, FEATURES};
use zz_engine::games::arschloch::{Match, Rules};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::Policy;
use zz_engine::rng::Rng;
use zz_engine::search::Searchable;

/// The weights read from `path`.
fn read_weights(path: &str) -> [f64; FEATURES] {
    let text = std::fs::read_to_string(path).expect("a file of weights");
    let values: Vec<f64> = text
        .split_whitespace()
        .map(|t| t.parse().expect("a weight"))
        .collect();
    values.try_into().expect("one weight a feature")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let games: u64 = arg(0, "20000").parse().unwrap();
    let player = arg(1, "tuned");
    let first: u64 = arg(2, "0").parse().unwrap();
    let weights = args
        .get(3)
        .map_or(tuned::WEIGHTS, |path| read_weights(path));
    let rules = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    let (mut place, mut won) = (0.0, 0.0);
    for g in first..first + games {
        let mut game = Match::new(4, rules, 7_000_000 + g).unwrap();
        let seat = (g % 4) as usize;
        let mut rng = Rng::seeded(g);
        while let Some(p) = game.to_move() {
            let mv = match (p == seat, player.as_str()) {
                (false, _) | (true, "heuristic") => Heuristic.choose(&game, &mut rng),
                (true, "eager") => {
                    let mut moves = MoveList::new();
                    game.legal_moves_into(&mut moves);
                    heuristic::choose_eager(game.hand(p), game.turn(), &moves)
                }
                (true, "tuned") => tuned::choose_weighted(&game, &weights),
                (true, other) => panic!("unknown player {other:?}: tuned, eager or heuristic"),
            };
            game.apply_unchecked(mv);
        }
        place += 4.0 - 3.0 * game.value(seat);
        won += game.win(seat);
    }
    let n = games as f64;
    println!(
        "{player}: mean place {:.4}, won {:.4} over {games} games",
        place / n,
        won / n
    );
}
