//! [`Cards`]: a multiset of ranks packed four bits per rank into a `u64` — the hand, a play, a
//! discard of the games whose cards are their ranks (the Zweiundzwanzig family, Arschloch).
//!
//! The count of rank `r` lies in bits `4r..4r+4`, so a rank holds at most 15 cards. The running
//! sums of the counts ([`Cards::running_sums`], [`Cards::kth_lowest`], [`Cards::lowest_n`]) fit
//! their nibbles while a multiset holds at most 15 cards (a hand at most 13 in the family, and
//! any play); the count of cards ([`Cards::len`]) is exact for any multiset, such as an
//! Arschloch hand of a deal of the whole pack (up to 55 cards, at most 8 of a rank). Comparing two `Cards` of the same size as integers compares them
//! from the highest rank down, which is the order in which the engine lists plays.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::rank::{parse_rank, rank_name, tokens, RANKS};
use crate::error::EngineError;

/// A multiset of ranks packed four bits per rank into a `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Cards(pub u64);

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards(0);

    /// The most cards a multiset read from outside holds: an Arschloch hand of the whole pack
    /// dealt to two players (55 cards); every other hand and every play holds far fewer.
    pub const MOST: u8 = 55;

    /// `n` cards of rank `rank`.
    #[inline]
    pub fn of(rank: u8, n: u8) -> Cards {
        Cards(u64::from(n) << (4 * rank))
    }

    /// One card of `rank` (of `rank % 16`, the ranks a word holds): [`Cards::of`]`(rank, 1)`
    /// read from a table, one load where the shift by four times the rank takes three
    /// instructions (`one_is_one_card_of_the_rank`). The table has a row for every byte, so
    /// that a rank read from memory indexes it as it is (no mask for the bounds check).
    #[inline]
    pub fn one(rank: u8) -> Cards {
        const ONE: [Cards; 256] = {
            let mut one = [Cards::EMPTY; 256];
            let mut rank = 0;
            while rank < one.len() {
                one[rank] = Cards(1 << (4 * (rank % 16)));
                rank += 1;
            }
            one
        };
        ONE[usize::from(rank)]
    }

    /// How many cards of `rank`.
    #[inline]
    pub fn count(self, rank: u8) -> u8 {
        ((self.0 >> (4 * rank)) & 0xF) as u8
    }

    /// The number of cards of ranks `low..high`.
    #[inline]
    pub fn count_between(self, low: u8, high: u8) -> u8 {
        let below_high = if high >= 16 {
            u64::MAX
        } else {
            (1u64 << (4 * high)) - 1
        };
        let below_low = (1u64 << (4 * low)) - 1;
        Cards(self.0 & below_high & !below_low).len()
    }

    /// The number of cards, for any multiset: the counts of even and odd ranks are added in byte
    /// lanes (at most 30 a lane) and the lanes summed by one multiply (at most 240, no carry).
    #[inline]
    pub fn len(self) -> u8 {
        const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
        let lanes = (self.0 & LOW) + ((self.0 >> 4) & LOW);
        (lanes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
    }

    /// The number of cards of a multiset of at most 15 cards (every hand and play of the
    /// Zweiundzwanzig family): the top nibble of the running sums, two operations where
    /// [`Cards::len`], exact for any multiset, takes six. Equal to `len` on every multiset of
    /// at most 15 cards (`few_len_is_len_up_to_15_cards`).
    #[inline]
    pub fn few_len(self) -> u8 {
        debug_assert!(self.len() <= 15);
        (self.running_sums() >> 60) as u8
    }

    /// Nibble `r` holds the number of cards of rank `r` or lower (one multiply; no carries
    /// while the multiset holds at most 15 cards, which every caller's multisets do).
    #[inline]
    pub fn running_sums(self) -> u64 {
        self.0.wrapping_mul(0x1111_1111_1111_1111)
    }

    /// Whether there are no cards.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The highest rank present. Must not be empty.
    #[inline]
    pub fn highest(self) -> u8 {
        debug_assert!(!self.is_empty());
        ((63 - self.0.leading_zeros()) / 4) as u8
    }

    /// The lowest rank present. Must not be empty.
    #[inline]
    pub fn lowest(self) -> u8 {
        debug_assert!(!self.is_empty());
        (self.0.trailing_zeros() / 4) as u8
    }

    /// Whether every card of `other` is in `self` (as multisets): every count at least as large.
    #[inline]
    pub fn contains(self, other: Cards) -> bool {
        nibbles_at_least(self.0, other.0)
    }

    /// The union of two multisets (counts add). The sum of counts must stay below 16 per rank.
    #[inline]
    pub fn plus(self, other: Cards) -> Cards {
        Cards(self.0 + other.0)
    }

    /// The difference of two multisets. `self` must contain `other`.
    #[inline]
    pub fn minus(self, other: Cards) -> Cards {
        debug_assert!(self.contains(other));
        Cards(self.0 - other.0)
    }

    /// The cards but those of `rank`: [`Cards::minus`] of all of them.
    #[inline]
    pub fn without(self, rank: u8) -> Cards {
        Cards(self.0 & !(0xF << (4 * rank)))
    }

    /// The number of distinct ranks.
    #[inline]
    pub fn distinct(self) -> u32 {
        self.rank_bits().count_ones()
    }

    /// The ranks held at least `n` times (`n` from 1 to 15), as one bit each at the bottom of the
    /// rank's nibble (the form of [`Cards::rank_bits`]): the counts of even and of odd ranks are
    /// compared with `n` in byte lanes with a guard bit each.
    #[inline]
    pub fn ranks_with_at_least(self, n: u8) -> u64 {
        const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
        const GUARD: u64 = 0x8080_8080_8080_8080;
        let n = u64::from(n).wrapping_mul(0x0101_0101_0101_0101);
        let even = (((self.0 & LOW) | GUARD) - n) & GUARD;
        let odd = ((((self.0 >> 4) & LOW) | GUARD) - n) & GUARD;
        (even >> 7) | (odd >> 3)
    }

    /// The ranks held at least twice ([`Cards::ranks_with_at_least`]`(2)`): a count of two or
    /// more has a bit above its nibble's lowest, so they are the ranks held of the counts with
    /// that bit cleared, six operations where the byte lanes take twelve
    /// (`ranks_held_twice_are_those_with_at_least_two`).
    #[inline]
    pub fn ranks_held_twice(self) -> u64 {
        Cards(self.0 & 0xEEEE_EEEE_EEEE_EEEE).rank_bits()
    }

    /// The rank of the cards when they are all of one rank (and there is at least one).
    #[inline]
    pub fn single_rank(self) -> Option<u8> {
        let lowest = (self.0.trailing_zeros() / 4) as u8;
        (self.0 != 0 && self.0 >> (4 * u32::from(lowest)) < 16).then_some(lowest)
    }

    /// The counts of ranks 0-7 and 8-13 spread a byte each into two words (the form of
    /// [`Pile::words`]), without a loop.
    #[inline]
    pub(super) fn byte_words(self) -> (u64, u64) {
        (
            spread_nibbles(self.0 as u32),
            spread_nibbles((self.0 >> 32) as u32),
        )
    }

    /// One bit per rank held: bit `4r` is set when the hand holds rank `r`. A nibble's low three
    /// bits plus 7 reach its top bit (with no carry out) exactly when one of them is set, so the
    /// top bit of the sum or of the nibble is set exactly when the nibble is not zero: three
    /// operations and a shift, where or-ing the nibble's four bits together takes six and the
    /// copies (`rank_bits_is_or_of_the_bits`).
    #[inline]
    pub fn rank_bits(self) -> u64 {
        const LOW_BITS: u64 = 0x7777_7777_7777_7777;
        let x = self.0;
        (((x & LOW_BITS) + LOW_BITS) | x) >> 3 & 0x1111_1111_1111_1111
    }

    /// The `k` lowest cards (jokers are the highest). `k` must not exceed the size, and the
    /// multiset must hold at most 15 cards (its running sums).
    #[inline]
    pub fn lowest_n(self, k: u8) -> Cards {
        let (rank, below) = self.kth_lowest(k);
        below.plus(Cards::of(rank, k - below.len()))
    }

    /// The rank of the `k`-th lowest card (`k` from 1 to the size), and every card below that
    /// rank. No loop over the ranks: it is the lowest rank whose running sum reaches `k`.
    #[inline]
    pub fn kth_lowest(self, k: u8) -> (u8, Cards) {
        debug_assert!(k <= self.len());
        let at = Cards(self.running_sums())
            .ranks_with_at_least(k)
            .trailing_zeros();
        ((at / 4) as u8, Cards(self.0 & ((1u64 << at) - 1)))
    }

    /// The ranks from high to low, each repeated by its count.
    pub fn ranks_high_to_low(self) -> impl Iterator<Item = u8> {
        (0..RANKS as u8)
            .rev()
            .flat_map(move |r| std::iter::repeat_n(r, self.count(r) as usize))
    }

    /// Parses a card string (`"K K 6 3"`, `"Q-J"`, `"10,9,7"`; suits ignored).
    pub fn parse(text: &str) -> Result<Cards, EngineError> {
        let mut counts = [0u8; RANKS];
        for token in tokens(text) {
            let rank = parse_rank(token)?;
            counts[rank as usize] += 1;
            if counts[rank as usize] > 13 {
                return Err(EngineError::Card(format!(
                    "{text:?} holds more cards of one rank than any hand can"
                )));
            }
        }
        Cards::from_counts(&counts)
    }

    /// Packs a count array. Fails when a count does not fit its nibble, or the cards are more
    /// than [`Cards::MOST`].
    pub fn from_counts(counts: &[u8; RANKS]) -> Result<Cards, EngineError> {
        let mut out = Cards::EMPTY;
        for (rank, &n) in counts.iter().enumerate() {
            if n > 15 || u32::from(out.len()) + u32::from(n) > u32::from(Cards::MOST) {
                return Err(EngineError::Card(
                    "more cards than a hand or a play can hold".into(),
                ));
            }
            out = out.plus(Cards::of(rank as u8, n));
        }
        Ok(out)
    }
}

/// Whether every nibble of `a` is at least the nibble of `b` in the same place: the nibbles at
/// even and at odd places are compared in byte lanes with a guard bit each, one subtraction each.
#[inline]
pub fn nibbles_at_least(a: u64, b: u64) -> bool {
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    const GUARD: u64 = 0x8080_8080_8080_8080;
    let even = ((a & LOW) | GUARD) - (b & LOW);
    let odd = (((a >> 4) & LOW) | GUARD) - ((b >> 4) & LOW);
    even & odd & GUARD == GUARD
}

/// The eight nibbles of `x` in the low halves of eight bytes, lowest first.
#[inline]
fn spread_nibbles(x: u32) -> u64 {
    let x = u64::from(x);
    let x = (x | (x << 16)) & 0x0000_FFFF_0000_FFFF;
    let x = (x | (x << 8)) & 0x00FF_00FF_00FF_00FF;
    (x | (x << 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

impl fmt::Display for Cards {
    /// The ranks from high to low joined by spaces: `"Q J"`, `"* 5 5"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for rank in self.ranks_high_to_low() {
            if !first {
                f.write_str(" ")?;
            }
            f.write_str(rank_name(rank))?;
            first = false;
        }
        Ok(())
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cards({self})")
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        let text = String::deserialize(d)?;
        Cards::parse(&text).map_err(serde::de::Error::custom)
    }
}
