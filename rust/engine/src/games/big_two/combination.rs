//! Combinations (2.2): what a set of cards is as a play, and which of two plays beats the other.
//!
//! A play is a single, a pair, a triple or a five-card hand; four cards, or any other number,
//! are never a play. Plays compare only with plays of the same number of cards:
//!
//! - singles, pairs and triples by rank, then by the highest suit in them (9♠ 9♦ beats 9♥ 9♣);
//! - five-card hands by kind first, weakest to strongest: straight, flush, full house, four of
//!   a kind (with any fifth card), straight flush; any hand of a stronger kind beats any of a
//!   weaker one;
//! - straights by the top card of the sequence in the order of the rules' `straights` option,
//!   then by that card's suit (the 5 of A-2-3-4-5, the 6 of 2-3-4-5-6);
//! - flushes by suit, then by the highest card, the next highest and so on (with `flush_by_rank`:
//!   by the highest card, the next highest, …, and by suit only when all five ranks are equal);
//! - full houses by the rank of the triple, fours of a kind by the rank of the four;
//! - straight flushes as straights: the top card's rank, then the suit.
//!
//! Two plays of the same number of cards are either of equal strength (neither beats the other,
//! such as 9♠ 9♦ and 9♠ 9♣, or two fours of sevens with different fifth cards) or one beats the
//! other.

use std::fmt;

use crate::card::SuitedCards;

use super::order::{Order, ACE, TWO};
use super::rules::{Rules, Straights};

/// The kinds of play, the five-card ones from the weakest up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Combination {
    /// One card.
    Single,
    /// Two cards of one rank.
    Pair,
    /// Three cards of one rank.
    Triple,
    /// Five cards of consecutive ranks, not all of one suit.
    Straight,
    /// Five cards of one suit, not a straight.
    Flush,
    /// A triple and a pair.
    FullHouse,
    /// Four cards of one rank and any fifth card.
    FourOfAKind,
    /// A straight of one suit.
    StraightFlush,
}

impl Combination {
    /// Every kind, in the order above.
    pub const ALL: [Combination; 8] = [
        Combination::Single,
        Combination::Pair,
        Combination::Triple,
        Combination::Straight,
        Combination::Flush,
        Combination::FullHouse,
        Combination::FourOfAKind,
        Combination::StraightFlush,
    ];

    /// Its name: `"single"`, `"pair"`, `"triple"`, `"straight"`, `"flush"`, `"full_house"`,
    /// `"four_of_a_kind"` or `"straight_flush"`.
    pub fn name(self) -> &'static str {
        match self {
            Combination::Single => "single",
            Combination::Pair => "pair",
            Combination::Triple => "triple",
            Combination::Straight => "straight",
            Combination::Flush => "flush",
            Combination::FullHouse => "full_house",
            Combination::FourOfAKind => "four_of_a_kind",
            Combination::StraightFlush => "straight_flush",
        }
    }

    /// Its number of cards.
    pub fn size(self) -> u32 {
        match self {
            Combination::Single => 1,
            Combination::Pair => 2,
            Combination::Triple => 3,
            _ => 5,
        }
    }

    /// The five-card kinds' place from the weakest (0, the straight) up; 0 for the others.
    fn five_card_place(self) -> u32 {
        (self as u32).saturating_sub(Combination::Straight as u32)
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A play's kind and strength: of two plays of the same number of cards, the one with the higher
/// `key` beats the other, and equal keys are plays of equal strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Strength {
    /// The kind of play.
    pub combination: Combination,
    /// The strength among plays of the same number of cards.
    pub key: u32,
}

/// The kind of play `cards` make under `rules`, or `None` when they are no play.
pub fn classify(cards: SuitedCards, rules: &Rules) -> Option<Combination> {
    strength(cards, rules).map(|s| s.combination)
}

/// Whether `play` beats `last` under `rules`: both are plays of the same number of cards and
/// `play` is the stronger.
pub fn beats(play: SuitedCards, last: SuitedCards, rules: &Rules) -> bool {
    match (strength(play, rules), strength(last, rules)) {
        (Some(p), Some(l)) => play.len() == last.len() && p.key > l.key,
        _ => false,
    }
}

/// The kind and strength of `cards` as a play under `rules`, or `None` when they are no play.
pub fn strength(cards: SuitedCards, rules: &Rules) -> Option<Strength> {
    if cards.0 >> 52 != 0 || cards.is_empty() {
        return None;
    }
    let bits = Order::new(rules).to_strength(cards);
    let top = 63 - bits.leading_zeros();
    let of_one_rank = top / 4 == bits.trailing_zeros() / 4;
    let small = |combination| {
        Some(Strength {
            combination,
            key: top,
        })
    };
    match bits.count_ones() {
        1 => small(Combination::Single),
        2 if of_one_rank => small(Combination::Pair),
        3 if of_one_rank => small(Combination::Triple),
        5 => five_card_strength(bits, rules),
        _ => None,
    }
}

/// The strength of five cards in strength space, or `None`.
fn five_card_strength(bits: u64, rules: &Rules) -> Option<Strength> {
    let mask = rank_mask(bits);
    let one_suit = (0..4u32).find(|&s| bits & (NIBBLE_LOW << s) == bits);
    let straight = (mask.count_ones() == 5)
        .then(|| straight_place(mask, rules))
        .flatten();
    let (combination, value) = match (straight, one_suit) {
        (Some((place, _)), Some(suit)) => (Combination::StraightFlush, 4 * place + suit),
        (Some((place, top)), None) => {
            let top_suit = (bits >> (4 * u32::from(top)) & 0xF).trailing_zeros();
            (Combination::Straight, 4 * place + top_suit)
        }
        (None, Some(suit)) => (Combination::Flush, flush_value(mask, suit, rules)),
        (None, None) => {
            let (big, small) = repeated_ranks(bits)?;
            match (rank_count(bits, big), rank_count(bits, small)) {
                (4, 1) => (Combination::FourOfAKind, u32::from(big)),
                (3, 2) => (Combination::FullHouse, u32::from(big)),
                _ => return None,
            }
        }
    };
    Some(Strength {
        combination,
        key: combination.five_card_place() << 20 | value,
    })
}

/// A flush's value among flushes: by suit, then by its ranks from the highest down; with
/// `flush_by_rank`, by its ranks, then by suit.
#[inline]
pub(super) fn flush_value(mask: u32, suit: u32, rules: &Rules) -> u32 {
    if rules.flush_by_rank {
        mask << 2 | suit
    } else {
        suit << 13 | mask
    }
}

/// The two ranks of five cards of exactly two ranks, the one held more often first.
fn repeated_ranks(bits: u64) -> Option<(u8, u8)> {
    let mask = rank_mask(bits);
    if mask.count_ones() != 2 {
        return None;
    }
    let low = mask.trailing_zeros() as u8;
    let high = (31 - mask.leading_zeros()) as u8;
    if rank_count(bits, low) > rank_count(bits, high) {
        Some((low, high))
    } else {
        Some((high, low))
    }
}

/// How many cards of Big Two rank `rank` the strength-space set holds.
#[inline]
pub(super) fn rank_count(bits: u64, rank: u8) -> u32 {
    (bits >> (4 * u32::from(rank)) & 0xF).count_ones()
}

/// One bit at the bottom of each of the 13 ranks' nibbles.
pub(super) const NIBBLE_LOW: u64 = 0x1_1111_1111_1111;

/// The ranks a strength-space set holds, one bit each (bit `r` for Big Two rank `r`): the
/// nibbles held, folded onto their lowest bits and gathered ([`gather_nibbles`]).
#[inline]
pub(super) fn rank_mask(bits: u64) -> u32 {
    gather_nibbles((bits | bits >> 1 | bits >> 2 | bits >> 3) & NIBBLE_LOW)
}

/// The ranks a strength-space set holds, rank by rank: the reference [`rank_mask`] is checked
/// against.
#[cfg(test)]
fn rank_mask_by_rank(bits: u64) -> u32 {
    let mut mask = 0;
    for rank in 0..13 {
        mask |= u32::from(bits >> (4 * rank) & 0xF != 0) << rank;
    }
    mask
}

/// The bits at the bottom of the 13 nibbles (bit `4 r`), gathered into bit `r`: four folds,
/// each joining neighbouring groups into one of twice the width.
#[inline]
pub(super) fn gather_nibbles(low_bits: u64) -> u32 {
    let x = low_bits & NIBBLE_LOW;
    let x = (x | x >> 3) & 0x0303_0303_0303_0303;
    let x = (x | x >> 6) & 0x000F_000F_000F_000F;
    let x = (x | x >> 12) & 0x0000_00FF_0000_00FF;
    ((x | x >> 24) & 0x1FFF) as u32
}

/// The Big Two ranks of sequence `seq`, its top card's first (the 5 of A-2-3-4-5, the 6 of
/// 2-3-4-5-6), then the others from the strongest down.
#[inline]
pub(super) const fn sequence_ranks(seq: u8) -> [u8; 5] {
    match seq {
        0 => [2, TWO, ACE, 1, 0],
        1 => [3, TWO, 2, 1, 0],
        _ => [seq + 2, seq + 1, seq, seq - 1, seq - 2],
    }
}

/// The ranks of sequence `seq` as a rank mask.
#[inline]
pub(super) fn sequence_mask(seq: u8) -> u32 {
    sequence_ranks(seq).iter().fold(0, |m, &r| m | 1 << r)
}

/// The straights of the rules, from the weakest up, as sequences.
pub(super) fn straight_order(rules: &Rules) -> &'static [u8] {
    straight_order_of(rules.straights)
}

/// The straights of a `straights` option, from the weakest up, as sequences.
const fn straight_order_of(straights: Straights) -> &'static [u8] {
    match straights {
        Straights::Standard => &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        Straights::A2345High => &[1, 2, 3, 4, 5, 6, 7, 8, 9, 0],
        Straights::Two3456High => &[0, 2, 3, 4, 5, 6, 7, 8, 9, 1],
        Straights::NoTwos => &[2, 3, 4, 5, 6, 7, 8, 9],
    }
}

/// Where five distinct ranks stand among the rules' straights (0 the weakest), with the rank of
/// the top card, or `None` when they are no straight: the sequence read off the mask
/// ([`sequence_of`]), its place by one look-up.
pub(super) fn straight_place(mask: u32, rules: &Rules) -> Option<(u32, u8)> {
    let seq = sequence_of(mask)?;
    let place = PLACES[rules.straights as usize][usize::from(seq)];
    (place != NO_PLACE).then(|| (u32::from(place), sequence_ranks(seq)[0]))
}

/// Where five distinct ranks stand among the rules' straights, by searching the sequences: the
/// reference [`straight_place`] is checked against.
#[cfg(test)]
fn straight_place_by_search(mask: u32, rules: &Rules) -> Option<(u32, u8)> {
    let order = straight_order(rules);
    let place = order.iter().position(|&seq| sequence_mask(seq) == mask)?;
    Some((place as u32, sequence_ranks(order[place])[0]))
}

/// The sequence whose ranks are `mask`, if any: five ranks in a row up to the ace, or one of the
/// two that hold the 2.
#[inline]
fn sequence_of(mask: u32) -> Option<u8> {
    const LOW: [u32; 2] = [sequence_mask_const(0), sequence_mask_const(1)];
    let low = mask.trailing_zeros();
    if mask == LOW[0] {
        Some(0)
    } else if mask == LOW[1] {
        Some(1)
    } else if low <= 7 && mask == 0x1F << low {
        Some(low as u8 + 2)
    } else {
        None
    }
}

/// The mark of a sequence that is no straight of the rules in [`PLACES`].
const NO_PLACE: u8 = u8::MAX;

/// The place of each sequence among the straights, by `straights` option (in the order of
/// [`Straights`]'s variants).
static PLACES: [[u8; 10]; 4] = [
    places_of(Straights::Standard),
    places_of(Straights::A2345High),
    places_of(Straights::Two3456High),
    places_of(Straights::NoTwos),
];

/// The place of each sequence among the straights of `straights`.
const fn places_of(straights: Straights) -> [u8; 10] {
    let order = straight_order_of(straights);
    let mut places = [NO_PLACE; 10];
    let mut place = 0;
    while place < order.len() {
        places[order[place] as usize] = place as u8;
        place += 1;
    }
    places
}

/// [`sequence_mask`] at compile time.
const fn sequence_mask_const(seq: u8) -> u32 {
    let ranks = sequence_ranks(seq);
    let mut mask = 0;
    let mut i = 0;
    while i < 5 {
        mask |= 1 << ranks[i];
        i += 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn the_rank_mask_is_the_ranks_held() {
        let mut rng = Rng::seeded(5);
        for _ in 0..100_000 {
            let bits = rng.next_u64() & rng.next_u64() >> rng.below(16);
            assert_eq!(rank_mask(bits & ((1 << 52) - 1)), rank_mask_by_rank(bits));
        }
        for mask in 0..1u32 << 13 {
            let low_bits = (0..13).fold(0u64, |b, r| b | u64::from(mask >> r & 1) << (4 * r));
            assert_eq!(gather_nibbles(low_bits), mask);
            assert_eq!(rank_mask(low_bits << 3), mask);
        }
    }

    #[test]
    fn the_place_read_off_the_mask_is_the_searched_place() {
        for straights in [
            Straights::Standard,
            Straights::A2345High,
            Straights::Two3456High,
            Straights::NoTwos,
        ] {
            let rules = Rules {
                straights,
                ..Rules::standard()
            };
            for mask in 0..1u32 << 13 {
                assert_eq!(
                    straight_place(mask, &rules),
                    straight_place_by_search(mask, &rules),
                    "{mask:013b} {straights:?}"
                );
            }
        }
        for seq in 0..10 {
            assert_eq!(sequence_mask_const(seq), sequence_mask(seq));
        }
    }
}
