//! The advisor's playouts on Arschloch ([`crate::search::Searchable::play_out`]): the rollout
//! policy plays the other seats, and
//!
//! - **the searching seat plays the tuned player** ([`super::tuned`]): each move scored by
//!   features of the move and of the hand it leaves, with weights tuned offline by self-play.
//!   Its later turns in the real game are searched, not the heuristic's, and the stronger
//!   player is the better model of them: alone against three heuristic players the tuned player
//!   finishes 2.16 on average, the eager player (who beats whenever they can,
//!   [`super::heuristic::choose_eager`]) 2.25 and the heuristic 2.50, and with it in place of
//!   the eager player the advisor finishes 1.89 instead of 1.95 (BENCHMARKS.md);
//! - **the last cards are solved**: once at most [`SOLVE_UP_TO`] cards are left in the hands,
//!   the rest of the game is solved exactly ([`super::endgame`]: every player makes the move that
//!   ends the game best for them, knowing the determinization's hands) and its best line played;
//!   a solve that would visit more than [`SOLVE_LIMIT`] positions gives up and the playout goes
//!   on as before.
//!
//! Every position a solve visits counts in the search's work
//! ([`crate::search::Settings::work`]), as every move made does. The solver is kept in this
//! thread, so a playout allocates nothing once its table and buffers have grown. Nothing here
//! draws from the generator but the rollout.

use std::cell::RefCell;

use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;
use crate::search::{Endgame, Solver};

use super::state::Match;
use super::tuned;

/// The cards left in all hands at or below which a playout solves the rest of the game: none
/// for now (0: a game with a player to move has cards left). So measured (BENCHMARKS.md, four
/// players against three heuristic players, 2,000 games), solving at 4 cards or fewer moved the
/// advisor's mean place by 0.01 to 0.03 (inside the intervals, ± 0.048) for twice the time a
/// decision, and at 6 cards or fewer it cost ten times the time; the solver is kept here, checked,
/// for a cheaper key or a larger budget to try again ([`solve_up_to`] takes any threshold).
pub const SOLVE_UP_TO: usize = 0;
/// The most positions a playout's solve visits before it gives up.
pub const SOLVE_LIMIT: u64 = 2_000;

thread_local! {
    /// The solver of the playouts' endgames, its table and buffers kept.
    static SOLVER: RefCell<Solver<Match>> = RefCell::new(Solver::new(SOLVE_LIMIT));
}

/// `game` played to the end of its game for the search of `me` (see the module documentation):
/// the moves made and the positions solved.
pub(super) fn play_out(
    game: &mut Match,
    me: usize,
    rollout: &dyn Policy<Match>,
    rng: &mut Rng,
) -> u64 {
    solve_up_to(game, me, rollout, rng, SOLVE_UP_TO)
}

/// [`play_out`] solving the rest of the game once at most `cards` cards are left.
pub fn solve_up_to(
    game: &mut Match,
    me: usize,
    rollout: &dyn Policy<Match>,
    rng: &mut Rng,
    cards: usize,
) -> u64 {
    let (mut moves, deal) = (0u64, game.deals());
    while let Some(p) = game.to_move().filter(|_| game.deals() == deal) {
        if cards > 0 && game.cards_left().is_some_and(|left| left <= cards) {
            if let Some(solved) = solve(game) {
                return moves + solved;
            }
        }
        let mv = match p == me {
            true => tuned::choose(game),
            false => rollout.choose(game, rng),
        };
        game.apply_unchecked(mv);
        moves += 1;
    }
    moves
}

/// Solves the rest of `game`'s game and plays its best line: the positions visited and the
/// moves made, or `None` (nothing played) past [`SOLVE_LIMIT`] positions or while this thread's
/// solver is in use.
fn solve(game: &mut Match) -> Option<u64> {
    SOLVER.with(|kept| {
        let (work, solved) = kept.try_borrow_mut().ok()?.play_solved(game);
        solved.then_some(work)
    })
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::options::GameRules;
    use crate::rng::Rng;
    use crate::search::{to_endgame, Searchable, Solver};

    use super::super::heuristic::Heuristic;
    use super::super::{Match, Rules};
    use super::solve_up_to;

    /// The threshold the test solves at.
    const CARDS: usize = 4;

    /// A playout from a position with few enough cards left ends the game as the solver's best
    /// line does, and it ends the game from any position.
    #[test]
    fn a_playout_ends_the_game_solved() {
        for seed in 0..300 {
            let players = 2 + (seed % 5) as usize;
            let mut game = Match::start(players, Rules::standard_preset(), seed, false).unwrap();
            game.stop_between_deals(true);
            let mut rng = Rng::derived(seed, 3);
            let mut early = game.clone();
            if !to_endgame(&mut game, CARDS, &mut rng) {
                continue;
            }
            let me = game.to_move().unwrap();
            let mut solved = game.clone();
            let mut solver = Solver::<Match>::new(u64::MAX);
            let values = solver.solve(&game).unwrap();
            solve_up_to(&mut solved, me, &Heuristic, &mut rng, CARDS);
            let ended: Vec<f64> = (0..players).map(|s| solved.value(s)).collect();
            assert_eq!(ended, values, "seed {seed}");
            assert!(solved.to_move().is_none(), "seed {seed}");
            solve_up_to(&mut early, 0, &Heuristic, &mut rng, CARDS);
            assert!(early.to_move().is_none(), "seed {seed}");
        }
    }
}
