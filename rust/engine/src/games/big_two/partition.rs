//! A decent player's plan for a hand: the hand split into the plays they mean to make (its
//! *units*), so that the heuristic and the search's candidates know which plays keep the hand
//! together and which break it up.
//!
//! The split is greedy, in strength space ([`super::order`]):
//!
//! 1. **Five-card hands first**, one at a time while five cards are left: of the straights (in
//!    the rules' order, weakest first; each rank's lowest card), the flushes (by suit, each the
//!    five lowest cards of the suit, cards of ranks held once first), the full house of the
//!    lowest triple and the lowest other pair, and each four of a kind with the lowest card of a
//!    rank held once (else the lowest other card), the one that leaves the hand in the fewest
//!    plays is taken (the first of those, in that order). A straight or a flush is taken only when
//!    it saves at least [`MIN_SAVING_SEQUENCE`] plays (it may break up one set, not two), a full
//!    house or a four when it saves at least one.
//! 2. **Then the sets**: every rank's cards left are one play (a single, a pair or a triple); four
//!    left of a rank are two pairs.
//!
//! A hand's number of plays counts every rank held as one, a four as two. The units are kept by
//! their lowest card, weakest first.

use arrayvec::ArrayVec;

use super::combination::{rank_mask, sequence_mask, straight_order, NIBBLE_LOW};
use super::order::RANKS;
use super::rules::Rules;

/// The most units a hand splits into (18 cards, all singles).
pub const MOST_UNITS: usize = 18;

/// The plays a straight or a flush must save to be kept together (five ranks held once save 4).
pub const MIN_SAVING_SEQUENCE: u32 = 3;

/// A hand split into the plays a decent player means to make, as strength-space sets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    units: ArrayVec<u64, MOST_UNITS>,
}

impl Partition {
    /// The split of `hand` (in strength space) under `rules`, as the module documentation says.
    pub fn of(hand: u64, rules: &Rules) -> Partition {
        let mut units = ArrayVec::new();
        let mut rest = hand;
        while let Some(five) = best_five(rest, rules) {
            units.push(five);
            rest &= !five;
        }
        for rank in 0..u32::from(RANKS) {
            let held = rest >> (4 * rank) & 0xF;
            if held == 0xF {
                units.push(0x3 << (4 * rank));
                units.push(0xC << (4 * rank));
            } else if held != 0 {
                units.push(held << (4 * rank));
            }
        }
        units.sort_unstable_by_key(|u| u.trailing_zeros());
        Partition { units }
    }

    /// The units, by their lowest card, weakest first.
    pub fn units(&self) -> &[u64] {
        &self.units
    }

    /// Whether `cards` (in strength space) are one of the units.
    pub fn is_unit(&self, cards: u64) -> bool {
        self.units.contains(&cards)
    }

    /// The unit holding the card `card` (a strength-space bit), if any.
    pub fn unit_with(&self, card: u64) -> Option<u64> {
        self.units.iter().copied().find(|u| u & card != 0)
    }
}

/// The plays a strength-space set makes as the module documentation counts them.
#[inline]
fn plays(bits: u64) -> u32 {
    let any = (bits | bits >> 1 | bits >> 2 | bits >> 3) & NIBBLE_LOW;
    let four = bits & bits >> 1 & bits >> 2 & bits >> 3 & NIBBLE_LOW;
    any.count_ones() + four.count_ones()
}

/// The five-card hand to take out of `rest` next, if any is worth taking.
fn best_five(rest: u64, rules: &Rules) -> Option<u64> {
    if rest.count_ones() < 5 {
        return None;
    }
    let before = plays(rest);
    let mut best: Option<(u32, u64)> = None;
    let mut consider = |five: u64, least: u32| {
        // Taking out five cards may save nothing (a flush whose ranks all stay in `rest`):
        // that is no saving, not a wrapped-around huge one.
        let saved = before.saturating_sub(plays(rest & !five) + 1);
        if saved >= least && best.is_none_or(|(s, _)| saved > s) {
            best = Some((saved, five));
        }
    };
    for five in straights(rest, rules) {
        consider(five, MIN_SAVING_SEQUENCE);
    }
    for five in flushes(rest) {
        consider(five, MIN_SAVING_SEQUENCE);
    }
    if let Some(five) = full_house(rest) {
        consider(five, 1);
    }
    for five in fours(rest) {
        consider(five, 1);
    }
    best.map(|(_, five)| five)
}

/// The lowest card of each rank of `ranks` (a rank mask) in `rest`.
fn lowest_of_ranks(rest: u64, ranks: u32) -> u64 {
    let mut cards = 0;
    let mut left = ranks;
    while left != 0 {
        let nibble = rest >> (4 * left.trailing_zeros()) & 0xF;
        cards |= (nibble & nibble.wrapping_neg()) << (4 * left.trailing_zeros());
        left &= left - 1;
    }
    cards
}

/// The straights `rest` holds, weakest first, each of every rank's lowest card.
fn straights(rest: u64, rules: &Rules) -> impl Iterator<Item = u64> + '_ {
    let held = rank_mask(rest);
    straight_order(rules)
        .iter()
        .map(|&seq| sequence_mask(seq))
        .filter(move |&mask| held & mask == mask)
        .map(move |mask| lowest_of_ranks(rest, mask))
}

/// One flush of each suit with five cards or more: the lowest cards of ranks held once, then the
/// lowest others.
fn flushes(rest: u64) -> impl Iterator<Item = u64> {
    let single = move |rank: u32| (rest >> (4 * rank) & 0xF).count_ones() == 1;
    (0..4u32).filter_map(move |suit| {
        let cards = rest & NIBBLE_LOW << suit;
        if cards.count_ones() < 5 {
            return None;
        }
        let (mut five, mut taken) = (0u64, 0);
        for pass_singles in [true, false] {
            for rank in 0..u32::from(RANKS) {
                let card = 1u64 << (4 * rank + suit);
                if taken < 5
                    && cards & card != 0
                    && five & card == 0
                    && single(rank) == pass_singles
                {
                    five |= card;
                    taken += 1;
                }
            }
        }
        Some(five)
    })
}

/// The lowest triple with the lowest pair of another rank (sets held exactly first), if any.
fn full_house(rest: u64) -> Option<u64> {
    let count = |rank: u32| (rest >> (4 * rank) & 0xF).count_ones();
    let find = |exact: u32, at_least: u32, not: Option<u32>| {
        let ranks = || (0..u32::from(RANKS)).filter(|&r| Some(r) != not);
        ranks()
            .find(|&r| count(r) == exact)
            .or_else(|| ranks().find(|&r| count(r) >= at_least))
    };
    let triple = find(3, 3, None)?;
    let pair = find(2, 2, Some(triple))?;
    Some(lowest_cards(rest, triple, 3) | lowest_cards(rest, pair, 2))
}

/// The `n` lowest cards of `rank` in `rest`.
fn lowest_cards(rest: u64, rank: u32, n: u32) -> u64 {
    keep_lowest(rest >> (4 * rank) & 0xF, n) << (4 * rank)
}

/// The `n` lowest bits of `x`.
fn keep_lowest(x: u64, n: u32) -> u64 {
    let mut kept = 0;
    let mut rest = x;
    for _ in 0..n {
        let low = rest & rest.wrapping_neg();
        kept |= low;
        rest ^= low;
    }
    kept
}

/// Each four of a kind of `rest` with the lowest card of a rank held once (else the lowest
/// other card).
fn fours(rest: u64) -> impl Iterator<Item = u64> {
    let all = rest & rest >> 1 & rest >> 2 & rest >> 3 & NIBBLE_LOW;
    let lone = (0..u32::from(RANKS))
        .map(|r| rest >> (4 * r) & 0xF)
        .position(|n| n.count_ones() == 1)
        .map(|r| rest & 0xF << (4 * r));
    (0..u32::from(RANKS))
        .filter(move |&r| all >> (4 * r) & 1 == 1)
        .map(move |r| {
            let four = 0xF << (4 * r);
            let others = rest & !four;
            let fifth = lone
                .filter(|&l| l & four == 0)
                .unwrap_or(others & others.wrapping_neg());
            four | fifth
        })
        .filter(|five| five.count_ones() == 5)
}
