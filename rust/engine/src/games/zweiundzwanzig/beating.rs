//! Listing the plays of a joker-free hand that beat a play of one or two cards (1.6): most
//! follows are of one card, and most of the rest of two, so these take paths of their own that
//! read the ranks held from bit masks, where the general walk over the ranks
//! ([`super::legal`]'s `for_each_dominating`) recurses once a rank. Both list the same plays
//! in the same order (`beating_plays_list_what_the_walk_would`); the figures are in
//! BENCHMARKS.md ("Issue 31: the family").

use arrayvec::ArrayVec;

use crate::card::Cards;

use super::moves::Move;

/// One bit a rank at the bottom of its nibble (the form of [`Cards::rank_bits`]) for the ranks
/// `rank..`.
#[inline]
fn from_rank(rank: u8) -> u64 {
    !((1u64 << (4 * rank)) - 1)
}

/// Appends the single cards of `hand` (joker-free) that beat the single card `reference`, from
/// the lowest up: one card of each rank held at or above it.
#[inline]
pub(super) fn beating_singles<const N: usize>(
    hand: Cards,
    reference: Cards,
    out: &mut ArrayVec<Move, N>,
) {
    let mut ranks = hand.rank_bits() & from_rank(reference.lowest());
    while ranks != 0 {
        // A rank's bit is one card of that rank.
        out.push(Move::play(Cards(ranks & ranks.wrapping_neg())));
        ranks &= ranks - 1;
    }
}

/// Appends the pairs of `hand` (joker-free) that beat the two cards `reference`, in increasing
/// order: the higher card `a` at least the reference's higher card, from the lowest up, and for
/// each the lower card `b` from the reference's lower card up to `a` (`a` itself where two are
/// held). A pair `a b` lies below every pair with a higher `a`, since two cards of a rank are
/// less than one of the rank above.
#[inline]
pub(super) fn beating_pairs<const N: usize>(
    hand: Cards,
    reference: Cards,
    out: &mut ArrayVec<Move, N>,
) {
    let held = hand.rank_bits();
    let twice = hand.ranks_held_twice();
    let low_enough = from_rank(reference.lowest());
    let mut highs = held & from_rank(reference.highest());
    while highs != 0 {
        let a = highs & highs.wrapping_neg();
        // The lower cards: held ranks from the reference's lower card up to below `a`, then
        // `a` itself where it is held twice.
        let mut lows = held & low_enough & (a - 1);
        while lows != 0 {
            out.push(Move::play(Cards(a + (lows & lows.wrapping_neg()))));
            lows &= lows - 1;
        }
        if twice & a != 0 {
            out.push(Move::play(Cards(a + a)));
        }
        highs &= highs - 1;
    }
}
