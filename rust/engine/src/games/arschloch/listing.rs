//! The legal moves listed fast: the same list, in the same order, as [`legal::moves`] (the
//! plain code, which the tests below hold this one to on many random hands and turns), but
//! visiting only the ranks a hand holds often enough for a set of the size at hand, and only
//! the sizes some set reaches, where the plain code tries every rank at every size up to the
//! hand's length.

use crate::card::{Cards, ACE, JOKER};

use super::legal::{self, Turn};
use super::moves::{Move, MoveList};

/// The bit of each rank below the ace, in the form of [`Cards::rank_bits`].
pub(super) const BELOW_ACE: u64 = 0x0000_1111_1111_1111;

/// The bits of every rank up to the ace.
const UP_TO_ACE: u64 = 0x0001_1111_1111_1111;

/// The legal moves of `hand` at `turn`: exactly [`legal::moves`].
pub fn moves(hand: Cards, turn: Turn, lead_jokers: bool, out: &mut MoveList) {
    out.clear();
    match turn {
        Turn::Lead { anyway, on_top } => lead(hand, anyway, on_top, lead_jokers, out),
        Turn::Follow { size, rank } => follow(hand, size, rank, out),
        Turn::GiveBack { .. } => legal::moves(hand, turn, lead_jokers, out),
    }
}

/// The leads, by size, then rank, then fewer jokers; the pass alone when there is none.
fn lead(hand: Cards, anyway: bool, on_top: Option<u8>, lead_jokers: bool, out: &mut MoveList) {
    let jokers = hand.count(JOKER);
    if jokers == 0 {
        return lead_without_jokers(hand, anyway, on_top, out);
    }
    for size in 1.. {
        let reach = holding_enough(hand, size, jokers);
        if size > jokers && reach & UP_TO_ACE == 0 {
            break;
        }
        let winning = anyway || on_top == Some(size);
        sets_among(hand, reach & BELOW_ACE, size, jokers, out);
        if winning {
            sets_among(hand, reach & bit(ACE), size, jokers, out);
        }
        if (winning || lead_jokers) && jokers >= size {
            out.push(Move::play(Cards::of(JOKER, size)));
        }
    }
    if out.is_empty() {
        out.push(Move::PASS);
    }
}

/// [`lead`] for a hand without jokers: one set a rank held often enough, each size.
#[inline(always)]
fn lead_without_jokers(hand: Cards, anyway: bool, on_top: Option<u8>, out: &mut MoveList) {
    for size in 1.. {
        let reach = holding_enough(hand, size, 0);
        if reach & UP_TO_ACE == 0 {
            break;
        }
        whole_sets(reach & BELOW_ACE, size, out);
        if anyway || on_top == Some(size) {
            whole_sets(reach & bit(ACE), size, out);
        }
    }
    if out.is_empty() {
        out.push(Move::PASS);
    }
}

/// The sets of `size` above `rank` up to the ace, then jokers alone, then the pass: the moves
/// at `Turn::Follow { size, rank }`, into a list already cleared.
#[inline(always)]
pub fn follow(hand: Cards, size: u8, rank: u8, out: &mut MoveList) {
    let jokers = hand.count(JOKER);
    if jokers == 0 {
        // No joker: one set a rank held `size` times (the common case, listed apart).
        whole_sets(holding_enough(hand, size, 0) & ranks_above(rank), size, out);
        out.push(Move::PASS);
        return;
    }
    follow_with_jokers(hand, size, rank, jokers, out);
}

/// [`follow`] for a hand holding `jokers` jokers (at least one).
#[inline(never)]
fn follow_with_jokers(hand: Cards, size: u8, rank: u8, jokers: u8, out: &mut MoveList) {
    sets_among(
        hand,
        holding_enough(hand, size, jokers) & ranks_above(rank),
        size,
        jokers,
        out,
    );
    if rank < JOKER && jokers >= size {
        out.push(Move::play(Cards::of(JOKER, size)));
    }
    out.push(Move::PASS);
}

/// The ranks (one bit each, [`Cards::rank_bits`]) held often enough to make a set of `size`
/// with at most `jokers` jokers added: at least one card, and at least `size - jokers`.
#[inline(always)]
pub(super) fn holding_enough(hand: Cards, size: u8, jokers: u8) -> u64 {
    match size.checked_sub(jokers) {
        Some(least) if least > 15 => 0, // more than a rank's nibble holds
        Some(least) if least > 1 => hand.ranks_with_at_least(least),
        _ => hand.rank_bits(),
    }
}

/// Every set of `size` of each rank in `ranks` (low to high), fewer jokers first: the plain
/// code's `sets_of` for those ranks.
#[inline(always)]
fn sets_among(hand: Cards, ranks: u64, size: u8, jokers: u8, out: &mut MoveList) {
    match jokers.min(size - 1) {
        0 => whole_sets(ranks, size, out),
        most => sets_with_jokers(hand, ranks, size, most, out),
    }
}

/// [`sets_among`] where jokers can join (`most` of them at most, one rank card at least).
fn sets_with_jokers(hand: Cards, mut ranks: u64, size: u8, most: u8, out: &mut MoveList) {
    while ranks != 0 {
        let rank = (ranks.trailing_zeros() / 4) as u8;
        ranks &= ranks - 1;
        let held = hand.count(rank);
        let fewest = size.saturating_sub(held);
        for added in fewest..=most {
            out.push(Move::play(
                Cards::of(rank, size - added).plus(Cards::of(JOKER, added)),
            ));
        }
    }
}

/// The sets of `size` without jokers, one a rank of `ranks` (each held `size` times at least),
/// low to high: what [`sets_among`] lists when no joker can join (none held, or singles).
#[inline(always)]
fn whole_sets(mut ranks: u64, size: u8, out: &mut MoveList) {
    while ranks != 0 {
        let low = ranks & ranks.wrapping_neg();
        out.push(Move::play(Cards(low * u64::from(size))));
        ranks ^= low;
    }
}

/// The ranks (one bit each) above `rank` up to the ace.
pub(super) const fn ranks_above(rank: u8) -> u64 {
    UP_TO_ACE & !((bit(rank) << 1) - 1)
}

/// The bit of `rank`.
pub(super) const fn bit(rank: u8) -> u64 {
    1 << (4 * rank)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rng::Rng;

    fn plain(hand: Cards, turn: Turn, lead_jokers: bool) -> MoveList {
        let mut out = MoveList::new();
        legal::moves(hand, turn, lead_jokers, &mut out);
        out
    }

    fn fast(hand: Cards, turn: Turn, lead_jokers: bool) -> MoveList {
        let mut out = MoveList::new();
        out.push(Move::PASS); // a list not empty before: it is cleared
        moves(hand, turn, lead_jokers, &mut out);
        out
    }

    /// A random hand: up to `most` of each rank, jokers up to `jokers`.
    pub(in crate::games::arschloch) fn random_hand(rng: &mut Rng, most: u32, jokers: u32) -> Cards {
        let mut hand = Cards::EMPTY;
        for rank in 0..JOKER {
            hand = hand.plus(Cards::of(rank, rng.below(most + 1) as u8));
        }
        hand.plus(Cards::of(JOKER, rng.below(jokers + 1) as u8))
    }

    /// Leads of every kind, then follows of every size and rank.
    pub(in crate::games::arschloch) fn leads_and_follows() -> Vec<Turn> {
        let mut turns = vec![];
        for anyway in [false, true] {
            for on_top in [None, Some(1), Some(2), Some(3), Some(5), Some(8)] {
                turns.push(Turn::Lead { anyway, on_top });
            }
        }
        for size in 1..=10 {
            for rank in 0..=JOKER {
                turns.push(Turn::Follow { size, rank });
            }
        }
        turns
    }

    fn every_turn() -> Vec<Turn> {
        let mut turns = leads_and_follows();
        turns.push(Turn::GiveBack { count: 2 });
        turns
    }

    #[test]
    fn lists_what_the_plain_code_lists_on_random_hands_and_every_turn() {
        let mut rng = Rng::seeded(31);
        let turns = every_turn();
        for round in 0..3000 {
            // Sparse hands, hands as dealt, whole-pack hands, and hands no deal makes.
            let (most, jokers) = [(1, 1), (2, 2), (4, 6), (8, 6), (3, 15)][round % 5];
            let hand = random_hand(&mut rng, most, jokers);
            for &turn in &turns {
                for lead_jokers in [false, true] {
                    assert_eq!(
                        fast(hand, turn, lead_jokers),
                        plain(hand, turn, lead_jokers),
                        "{hand} at {turn:?}, lead_jokers {lead_jokers}"
                    );
                }
            }
        }
    }

    #[test]
    fn lists_what_the_plain_code_lists_for_the_empty_hand_and_jokers_alone() {
        for hand in ["", "*", "* * * * * *", "A A", "A *", "2"] {
            let hand = Cards::parse(hand).unwrap();
            for turn in every_turn() {
                for lead_jokers in [false, true] {
                    assert_eq!(
                        fast(hand, turn, lead_jokers),
                        plain(hand, turn, lead_jokers)
                    );
                }
            }
        }
    }
}
