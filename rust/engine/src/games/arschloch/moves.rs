//! Moves of Arschloch — a play of cards or a pass — and the stack buffer they are listed in.

use arrayvec::ArrayVec;

use crate::card::Cards;
pub use crate::play_or_pass::MoveKind;
use crate::play_or_pass::PlayOrPass;

use super::rules::{JOKERS, MAX_HAND};

/// The most plays a turn can list for a hand of this pack (at most six jokers): every set of
/// one rank with jokers added, of any size, and every number of jokers alone (the lead of a
/// player who may lead anything). A hand of `L` cards with `j` jokers holds at most `L - j` rank
/// cards, each of which can lead with 0 to `j` jokers beside the ones of its rank below it, so
/// at most `(L - j)(j + 1) + j` sets: 349 for a hand of 55 (the whole pack dealt to two) with six
/// jokers; a hand of 15 lists at most 69.
pub const PLAY_CAPACITY: usize = most_sets(MAX_HAND as usize, JOKERS as usize);

/// The most moves a turn can list for any hand of at most [`MAX_HAND`] cards, even one with more
/// jokers than the pack has (a hand read from outside the engine, which no match deals; a rank's
/// nibble holds at most 15), so that no input overflows the list: 655, the lead of 15 jokers and
/// 40 rank cards. A pass is listed with a
/// follow's plays, which are far fewer (one a rank card held at most, and one of jokers alone),
/// or alone; never beside the plays of a lead.
pub const MOVE_CAPACITY: usize = most_sets(MAX_HAND as usize, MOST_OF_A_RANK);

/// The most cards of one rank a [`Cards`] holds: a nibble's.
const MOST_OF_A_RANK: usize = 15;

/// `max over j <= jokers of (hand - j)(j + 1) + j`.
const fn most_sets(hand: usize, jokers: usize) -> usize {
    let mut best = 0;
    let mut j = 0;
    while j <= jokers && j <= hand {
        let sets = (hand - j) * (j + 1) + j;
        if sets > best {
            best = sets;
        }
        j += 1;
    }
    best
}

/// The legal moves of a turn, on the stack.
pub type MoveList = ArrayVec<Move, MOVE_CAPACITY>;

/// A move of Arschloch: a lead, a follow, or a set on top of one's own round (3.3); or a pass,
/// in a round ("weiter") or, for a player who cannot lead, passing the lead to the left. Its
/// cards (a pass has none) are packed with the pass flag into one `u64`.
pub type Move = PlayOrPass<Cards>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacity_is_the_lead_of_six_jokers_or_fifteen_beside_the_rest_of_the_largest_hand() {
        assert_eq!(PLAY_CAPACITY, 49 * 7 + 6);
        assert_eq!(MOVE_CAPACITY, 40 * 16 + 15);
        assert_eq!(most_sets(15, JOKERS as usize), 9 * 7 + 6);
    }
}
