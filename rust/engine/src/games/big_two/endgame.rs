//! Big Two's exact endgames ([`crate::search::Endgame`]): a game's last cards solved with every
//! hand known. Nothing is left to chance once a game is dealt, so any position of a game can be
//! solved; the search solves those with few cards left.

use crate::card::{SuitedCard, SuitedCards};
use crate::game::PlayerSet;
use crate::search::Endgame;

use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase, Round};

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
    use crate::search::{brute_force, to_endgame, Searchable, Solver};

    use super::super::{Match, Rules};

    /// The solver's values equal the brute force's, and its best line ends the game with them,
    /// on random positions of at most 9 cards left (2 to 4 players).
    #[test]
    fn solves_as_the_brute_force() {
        let mut solver = Solver::<Match>::new(u64::MAX);
        let mut solved = 0;
        for seed in 0..1_500 {
            let players = 2 + (seed % 3) as usize;
            let mut game = Match::start(players, Rules::default(), seed, false).unwrap();
            game.stop_between_deals(true);
            if !to_endgame(&mut game, 9, &mut Rng::derived(seed, 11)) {
                continue;
            }
            let values = solver.solve(&game).unwrap();
            assert_eq!(values, brute_force(&game), "seed {seed}");
            let mut end = game.clone();
            solver.play_best(&mut end);
            assert!(
                end.current_player().is_none(),
                "seed {seed}: the line ends the game"
            );
            let ended: Vec<f64> = (0..players).map(|s| end.value(s)).collect();
            assert_eq!(ended, values, "seed {seed}: the line ends as solved");
            solved += 1;
        }
        assert!(solved > 300, "{solved} positions solved");
    }
}
