//! Arschloch's exact endgames ([`crate::search::Endgame`]): a game's last cards solved with every
//! hand known. Nothing is left to chance once a game is dealt (the out-of-play piles are never
//! drawn from), so any position of a game can be solved; the search solves those with few cards
//! left ([`super::search`]).

use crate::card::Cards;
use crate::game::PlayerSet;
use crate::search::Endgame;

use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase, Round};

/// What tells two positions of one game apart: the hands, the round on the table, who is to
/// move, the passes of the lead, the Chefs still to give back, and the finishing order so far
/// (first out first: the values are read from it). The rules, the seating and the exchange are
/// the same for every position of one solve.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Key {
    hands: [Cards; MAX_PLAYERS],
    table: Option<Round>,
    to_move: u8,
    lead_passes: u8,
    lead_passed: PlayerSet,
    giving_back: u8,
    finished: u64,
    playing: bool,
}

impl Endgame for Match {
    type Key = Key;

    fn key(&self) -> Key {
        Key {
            hands: self.hands,
            table: self.table,
            to_move: self.to_move,
            lead_passes: self.lead_passes,
            lead_passed: self.lead_passed,
            giving_back: self.giving_back,
            finished: packed(self.order_so_far()),
            playing: self.phase == Phase::Play,
        }
    }

    fn cards_left(&self) -> Option<usize> {
        let seats = &self.hands[..self.player_count()];
        Some(seats.iter().map(|h| usize::from(h.len())).sum())
    }
}

/// A finishing order in one word: its length in the lowest four bits, then four bits a player
/// (at most 15 players of at most 15 each: 64 bits).
fn packed(order: &[u8]) -> u64 {
    order
        .iter()
        .rev()
        .fold(0u64, |word, &p| (word << 4) | u64::from(p))
        .wrapping_shl(4)
        | order.len() as u64
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::options::GameRules;
    use crate::rng::Rng;
    use crate::search::{check_positions, to_endgame};

    use super::super::{Match, Rules};
    use super::packed;

    /// The solver's values equal the brute force's, and its best line ends the game with them,
    /// on random positions of at most 7 cards left (2 to 6 players).
    #[test]
    fn solves_as_the_brute_force() {
        let positions = (0..1_500).filter_map(|seed| {
            let players = 2 + (seed % 5) as usize;
            let mut game = Match::start(players, Rules::standard_preset(), seed, false).unwrap();
            game.stop_between_deals(true);
            to_endgame(&mut game, 7, &mut Rng::derived(seed, 11)).then_some((seed, game))
        });
        let solved = check_positions(positions).unwrap_or_else(|e| panic!("{e}"));
        assert!(solved >= 1_000, "{solved} positions solved");
    }

    /// Two orders of the same players, or of different lengths, pack apart.
    #[test]
    fn orders_pack_apart() {
        assert_ne!(packed(&[1, 2]), packed(&[2, 1]));
        assert_ne!(packed(&[0]), packed(&[0, 0]));
        assert_ne!(packed(&[]), packed(&[0]));
        assert_eq!(packed(&[14; 15]) >> 4, 0x0EEE_EEEE_EEEE_EEEE);
    }
}
