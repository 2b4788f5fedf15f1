//! Big Two's exact endgames ([`crate::search::Endgame`]): a game's last cards solved with every
//! hand known. Nothing is left to chance once a game is dealt, so any position of a game can be
//! solved; the search solves those with few cards left.
//!
//! **In the search.** A playout (`super::search`) solves its determinization once at most
//! [`SOLVED_FROM`] cards are left in the hands, and plays the solved line to the game's end:
//! every seat makes the move best for itself by the search's value, knowing every hand, as the
//! playout's own seat already does in its lookahead. The positions the solve visits count in
//! the search's work, as the moves they replace did; a solve past [`SOLVE_LIMIT`] positions
//! gives up, and the playout goes on as before. The solver is this thread's, kept with its
//! table and buffers sized once, so a playout allocates nothing.

use std::cell::RefCell;

use crate::card::{SuitedCard, SuitedCards};
use crate::game::PlayerSet;
use crate::search::{Endgame, Solver};

use super::legal::{MoveList, MOVE_CAPACITY};
use super::rules::{Rules, MAX_PLAYERS};
use super::state::{Match, Phase, Round};

/// The cards left in the hands at or below which a playout solves the rest of its game.
pub const SOLVED_FROM: usize = 10;

/// The most positions a playout's solve visits before it gives up.
pub const SOLVE_LIMIT: u64 = 2_000;

/// The deepest line of a solve: every card played alone, each play passed by every other seat.
const DEPTH: usize = SOLVED_FROM * MAX_PLAYERS;

thread_local! {
    /// This thread's solver for playouts, its table and buffers sized once.
    static SOLVER: RefCell<Solver<Match>> = RefCell::new(Solver::with_room(
        SOLVE_LIMIT,
        DEPTH,
        || MoveList::with_capacity(MOVE_CAPACITY),
        || Match::new_unlogged(MAX_PLAYERS, Rules::default(), 0).expect("a valid table"),
    ));
}

/// Makes this thread's solver, if not yet made: a playout calls it first, so that its solve
/// allocates nothing, whichever playout is the first to solve.
pub fn ready() {
    SOLVER.with(|_| ());
}

/// Whether `game` has few enough cards left for a playout to solve it.
pub fn solvable(game: &Match) -> bool {
    game.cards_left().is_some_and(|left| left <= SOLVED_FROM)
}

/// Solves `game` and plays its solved line to the end of the game: the positions visited and
/// the moves made, and whether it was solved (`false`: past [`SOLVE_LIMIT`], nothing played).
pub fn play_solved(game: &mut Match) -> (u64, bool) {
    SOLVER.with(|solver| solver.borrow_mut().play_solved(game))
}

/// What tells two positions of one game apart: the hands, the round on the table, who is to
/// move, who passed, and the card a lead must hold. The rules, the seats and the penalty points
/// of the games before are the same for every position of one solve.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Key {
    hands: [SuitedCards; MAX_PLAYERS],
    table: Option<Round>,
    to_move: u8,
    passed: PlayerSet,
    must_hold: Option<SuitedCard>,
    playing: bool,
}

impl Endgame for Match {
    type Key = Key;

    fn key(&self) -> Key {
        Key {
            hands: self.hands,
            table: self.table,
            to_move: self.to_move,
            passed: self.passed,
            must_hold: self.must_hold,
            playing: self.phase == Phase::Play,
        }
    }

    fn cards_left(&self) -> Option<usize> {
        let seats = &self.hands[..self.player_count()];
        Some(seats.iter().map(|h| h.len() as usize).sum())
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::rng::Rng;
    use crate::search::{brute_force, check_positions, to_endgame, Searchable};

    use super::super::{Match, Rules};
    use super::{play_solved, solvable, SOLVED_FROM};

    /// The solver's values equal the brute force's, and its best line ends the game with them,
    /// on random positions of at most 9 cards left (2 to 4 players).
    #[test]
    fn solves_as_the_brute_force() {
        let positions = (0..1_500).filter_map(|seed| {
            let players = 2 + (seed % 3) as usize;
            let mut game = Match::start(players, Rules::default(), seed, false).unwrap();
            game.stop_between_deals(true);
            to_endgame(&mut game, 9, &mut Rng::derived(seed, 11)).then_some((seed, game))
        });
        let solved = check_positions(positions).unwrap_or_else(|e| panic!("{e}"));
        assert!(solved > 300, "{solved} positions solved");
    }

    /// A playout's solve ([`play_solved`]) ends the game as the brute force values it, on
    /// random positions of at most [`SOLVED_FROM`] cards left (2 to 4 players), or gives up
    /// past its limit having played nothing.
    #[test]
    fn a_playout_ends_the_game_as_solved() {
        let mut ended = 0;
        for seed in 0..400 {
            let players = 2 + (seed % 3) as usize;
            let mut game = Match::start(players, Rules::default(), seed, false).unwrap();
            game.stop_between_deals(true);
            if !to_endgame(&mut game, SOLVED_FROM, &mut Rng::derived(seed, 12)) {
                continue;
            }
            assert!(solvable(&game), "seed {seed}");
            let before = game.clone();
            let (work, solved) = play_solved(&mut game);
            assert!(work > 0, "seed {seed}");
            if !solved {
                assert_eq!(game, before, "seed {seed}: nothing played");
                continue;
            }
            assert!(game.current_player().is_none(), "seed {seed}");
            let values: Vec<f64> = (0..players).map(|s| game.value(s)).collect();
            assert_eq!(values, brute_force(&before), "seed {seed}");
            ended += 1;
        }
        assert!(ended > 100, "{ended} games ended");
    }
}
