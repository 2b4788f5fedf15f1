//! Moves of Arschloch — a play of cards or a pass — and the stack buffer they are listed in.

use arrayvec::ArrayVec;

use crate::card::Cards;
pub use crate::play_or_pass::MoveKind;
use crate::play_or_pass::PlayOrPass;

use super::rules::{JOKERS, MAX_HAND, MAX_PLAYERS, PACK_SIZE};
use crate::card::RANKS;

/// The most plays a turn can list for a hand of this pack (at most six jokers): every set of
/// one rank with jokers added, of any size, and every number of jokers alone (the lead of a
/// player who may lead anything). A hand of `L` cards with `j` jokers holds at most `L - j` rank
/// cards, each of which can lead with 0 to `j` jokers beside the ones of its rank below it, so
/// at most `(L - j)(j + 1) + j` sets: 349 for a hand of 55 (the whole pack dealt to two) with six
/// jokers; a hand of 15 lists at most 69.
pub const PLAY_CAPACITY: usize = most_sets(MAX_HAND as usize, JOKERS as usize);

/// The most moves a turn can list: 715, the most choices of cards a Chef can give back
/// ([`GIVE_BACK_CAPACITY`]), which is more than the plays of any hand of at most [`MAX_HAND`]
/// cards list, even one with more jokers than the pack has (a hand read from outside the engine,
/// which no match deals; a rank's nibble holds at most 15): 655, the lead of 15 jokers and 40
/// rank cards. So no input overflows the list. A pass is listed with a follow's plays, which are
/// far fewer (one a rank card held at most, and one of jokers alone), or alone; never beside
/// the plays of a lead.
pub const MOVE_CAPACITY: usize = max(
    most_sets(MAX_HAND as usize, MOST_OF_A_RANK),
    GIVE_BACK_CAPACITY,
);

/// The most choices a Chef can have of the cards to give back (`chef_chooses`), at any table
/// whose hands hold the exchange: `k = floor(n / 2)` cards of a hand of at most `110 / n`, at
/// most as many as the `k`-card multisets of a pack's 14 ranks: 715, four of 13 cards at a table
/// of eight.
pub const GIVE_BACK_CAPACITY: usize = most_give_backs();

const fn most_give_backs() -> usize {
    let mut best = 0;
    let mut n = 2;
    while n <= MAX_PLAYERS {
        let hand = PACK_SIZE as usize / n;
        let k = n / 2;
        let choices = min(binomial(hand, k), binomial(RANKS + k - 1, k));
        best = max(best, choices);
        n += 1;
    }
    best
}

const fn binomial(n: usize, k: usize) -> usize {
    let mut out = 1;
    let mut i = 0;
    while i < k {
        out = out * (n - i) / (i + 1);
        i += 1;
    }
    out
}

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

const fn min(a: usize, b: usize) -> usize {
    if a < b {
        a
    } else {
        b
    }
}

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
        assert_eq!(most_sets(MAX_HAND as usize, MOST_OF_A_RANK), 40 * 16 + 15);
        assert_eq!(GIVE_BACK_CAPACITY, 715);
        assert_eq!(MOVE_CAPACITY, 715);
        assert_eq!(most_sets(15, JOKERS as usize), 9 * 7 + 6);
    }
}
