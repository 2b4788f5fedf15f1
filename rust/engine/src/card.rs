//! Cards and card multisets.
//!
//! # Encoding
//! A rank is a `u8`: `0` is the 2, `12` the ace, [`JOKER`] (`13`) the joker. Suits play no role in
//! the Zweiundzwanzig family, so a card *is* its rank there.
//!
//! [`Cards`] is a multiset of ranks packed into one `u64`: four bits per rank, the count of rank `r`
//! in bits `4r..4r+4`. A multiset never holds more than 15 cards (a hand at most 13), so neither a
//! count nor a running sum of counts overflows its nibble.
//! Comparing two `Cards` of the same size as integers compares them from the highest rank down,
//! which is the order in which the engine lists plays (see [`crate::games::zweiundzwanzig`]).
//!
//! [`Pile`] counts cards of any number (a deck, the stock, the cards out of play) with a byte per rank.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::EngineError;

/// The joker's rank index: above the ace.
pub const JOKER: u8 = 13;
/// The ace's rank index.
pub const ACE: u8 = 12;
/// Number of rank indices, the joker included.
pub const RANKS: usize = 14;

const RANK_NAMES: [&str; RANKS] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*",
];

/// The short name of a rank: `"2"`..`"10"`, `"J" "Q" "K" "A"`, `"*"` for the joker.
pub fn rank_name(rank: u8) -> &'static str {
    RANK_NAMES[rank as usize]
}

/// Parses one rank token (`"10"`, `"T"`, `"q"`, `"B"`, `"*"`, ...), ignoring a trailing suit.
pub fn parse_rank(token: &str) -> Result<u8, EngineError> {
    let bad = || EngineError::Card(format!("{token:?} is not a card"));
    let body = strip_suit(token.trim()).ok_or_else(bad)?;
    let rank = match body.to_ascii_uppercase().as_str() {
        "2" => 0,
        "3" => 1,
        "4" => 2,
        "5" => 3,
        "6" => 4,
        "7" => 5,
        "8" => 6,
        "9" => 7,
        "10" | "T" => 8,
        "J" | "B" => 9,
        "Q" | "D" => 10,
        "K" => 11,
        "A" | "AS" => 12,
        "*" => JOKER,
        _ => return Err(bad()),
    };
    Ok(rank)
}

/// The suit symbol of a suit index 0..4 (`♠ ♥ ♦ ♣`).
pub const SUIT_SYMBOLS: [char; 4] = ['♠', '♥', '♦', '♣'];

/// Parses a suit character (`♠ ♥ ♦ ♣` or `s h d c`, either case) into its index.
pub fn parse_suit(c: char) -> Option<u8> {
    match c.to_ascii_lowercase() {
        '♠' | 's' => Some(0),
        '♥' | 'h' => Some(1),
        '♦' | 'd' => Some(2),
        '♣' | 'c' => Some(3),
        _ => None,
    }
}

/// Splits a card token into its rank part and its optional suit.
pub fn split_suit(token: &str) -> (&str, Option<u8>) {
    let mut chars = token.chars();
    match chars.next_back() {
        Some(last) if token.chars().count() > 1 => match parse_suit(last) {
            // "D" alone is a rank (Dame); "Dd" is a queen of diamonds. A bare letter is never a suit.
            Some(suit) if !token.eq_ignore_ascii_case("as") => (chars.as_str(), Some(suit)),
            _ => (token, None),
        },
        _ => (token, None),
    }
}

fn strip_suit(token: &str) -> Option<&str> {
    let (body, _) = split_suit(token);
    (!body.is_empty()).then_some(body)
}

/// Splits a card string into tokens at spaces, commas and dashes.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '-', '\t', '\n'])
        .filter(|t| !t.is_empty())
}

/// A multiset of ranks packed four bits per rank into a `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Cards(pub u64);

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards(0);

    /// `n` cards of rank `rank`.
    #[inline]
    pub fn of(rank: u8, n: u8) -> Cards {
        Cards(u64::from(n) << (4 * rank))
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

    /// The number of cards: the top nibble of the running sums (a multiset never holds more
    /// than 15 cards, so no running sum carries).
    #[inline]
    pub fn len(self) -> u8 {
        (self.running_sums() >> 60) as u8
    }

    /// Nibble `r` holds the number of cards of rank `r` or lower (one multiply; no carries,
    /// as a multiset never holds more than 15 cards).
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

    /// The rank of the cards when they are all of one rank (and there is at least one).
    #[inline]
    pub fn single_rank(self) -> Option<u8> {
        let lowest = (self.0.trailing_zeros() / 4) as u8;
        (self.0 != 0 && self.0 >> (4 * u32::from(lowest)) < 16).then_some(lowest)
    }

    /// The counts of ranks 0-7 and 8-13 spread a byte each into two words (the form of
    /// [`Pile::words`]), without a loop.
    #[inline]
    fn byte_words(self) -> (u64, u64) {
        (
            spread_nibbles(self.0 as u32),
            spread_nibbles((self.0 >> 32) as u32),
        )
    }

    /// One bit per rank held: bit `4r` is set when the hand holds rank `r`.
    #[inline]
    pub fn rank_bits(self) -> u64 {
        let x = self.0;
        (x | (x >> 1) | (x >> 2) | (x >> 3)) & 0x1111_1111_1111_1111
    }

    /// The `k` lowest cards (jokers are the highest). `k` must not exceed the size.
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

    /// Packs a count array. Fails when a count does not fit.
    pub fn from_counts(counts: &[u8; RANKS]) -> Result<Cards, EngineError> {
        let mut out = Cards::EMPTY;
        for (rank, &n) in counts.iter().enumerate() {
            if n > 15 || u32::from(out.len()) + u32::from(n) > 15 {
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

/// Cards counted one byte per rank: a deck, the stock, the cards out of play, loss cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Pile(pub [u8; RANKS]);

impl Pile {
    /// No cards.
    pub const EMPTY: Pile = Pile([0; RANKS]);

    /// How many cards of `rank`.
    #[inline]
    pub fn count(&self, rank: u8) -> u8 {
        self.0[rank as usize]
    }

    /// Cards written as for [`Cards::parse`], any number of them.
    pub fn parse(text: &str) -> Result<Pile, EngineError> {
        let mut pile = Pile::EMPTY;
        for token in tokens(text) {
            let rank = parse_rank(token)?;
            if pile.0[rank as usize] == u8::MAX {
                return Err(EngineError::Card(format!("{text:?} holds too many cards")));
            }
            pile.add_rank(rank);
        }
        Ok(pile)
    }

    /// The cards of a multiset.
    #[inline]
    pub fn of(cards: Cards) -> Pile {
        let mut pile = Pile::EMPTY;
        pile.add(cards);
        pile
    }

    /// This pile less `other`, or `None` if `other` holds a card this pile does not.
    #[inline]
    pub fn checked_minus(&self, other: &Pile) -> Option<Pile> {
        let mut out = *self;
        let mut fits = true;
        for (a, &b) in out.0.iter_mut().zip(&other.0) {
            fits &= *a >= b;
            *a = a.wrapping_sub(b);
        }
        fits.then_some(out)
    }

    /// The number of cards.
    #[inline]
    pub fn len(&self) -> u32 {
        const PAIRS: u64 = 0x00FF_00FF_00FF_00FF;
        let (low, high) = self.words();
        let pairs = (low & PAIRS) + ((low >> 8) & PAIRS) + (high & PAIRS) + ((high >> 8) & PAIRS);
        (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    }

    /// The counts of ranks 0-7 and 8-13 as two little-endian words.
    #[inline]
    fn words(&self) -> (u64, u64) {
        let mut high = [0u8; 8];
        high[..RANKS - 8].copy_from_slice(&self.0[8..]);
        let low: [u8; 8] = self.0[..8].try_into().unwrap_or_default();
        (u64::from_le_bytes(low), u64::from_le_bytes(high))
    }

    /// The pile whose counts [`Pile::words`] gives.
    #[inline]
    fn from_words(low: u64, high: u64) -> Pile {
        let mut pile = Pile::EMPTY;
        pile.0[..8].copy_from_slice(&low.to_le_bytes());
        pile.0[8..].copy_from_slice(&high.to_le_bytes()[..RANKS - 8]);
        pile
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// Adds the cards of `cards` (a word at a time: a pile's counts stay below 256).
    #[inline]
    pub fn add(&mut self, cards: Cards) {
        let ((low, high), (add_low, add_high)) = (self.words(), cards.byte_words());
        *self = Pile::from_words(low + add_low, high + add_high);
    }

    /// Removes the cards of `cards`, which must be present (a word at a time: no count borrows).
    #[inline]
    pub fn remove(&mut self, cards: Cards) {
        debug_assert!(self.checked_minus(&Pile::of(cards)).is_some());
        let ((low, high), (less_low, less_high)) = (self.words(), cards.byte_words());
        *self = Pile::from_words(low - less_low, high - less_high);
    }

    /// Adds one card.
    #[inline]
    pub fn add_rank(&mut self, rank: u8) {
        self.0[rank as usize] += 1;
    }

    /// Adds another pile.
    pub fn add_pile(&mut self, other: &Pile) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }

    /// Removes another pile, which must be contained.
    pub fn remove_pile(&mut self, other: &Pile) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a -= b;
        }
    }

    /// The ranks from high to low, each repeated by its count.
    pub fn ranks_high_to_low(&self) -> impl Iterator<Item = u8> + '_ {
        (0..RANKS as u8)
            .rev()
            .flat_map(move |r| std::iter::repeat_n(r, self.count(r) as usize))
    }

    /// The card at position `index` counting from the lowest rank up: the rank is the number of
    /// ranks whose running sum of counts is at most `index`. For piles of up to 127 cards (a
    /// stock of one or two decks) the running sums fit byte lanes with a guard bit and take one
    /// multiply per word; larger piles spread the counts into 16-bit lanes.
    #[inline]
    pub fn nth_from_low(&self, index: u32, len: u32) -> u8 {
        debug_assert_eq!(len, self.len());
        debug_assert!(index < len);
        if len > 127 {
            return self.nth_from_low_wide(index);
        }
        const ONES: u64 = 0x0101_0101_0101_0101;
        const GUARD: u64 = 0x8080_8080_8080_8080;
        let (low, high) = self.words();
        let low = low.wrapping_mul(ONES);
        let high = high.wrapping_mul(ONES) + (low >> 56).wrapping_mul(ONES);
        let at = u64::from(index).wrapping_mul(ONES) | GUARD;
        let count = |sums: u64| ((at - sums) & GUARD).count_ones();
        (count(low) + count(high)) as u8
    }

    /// [`Pile::nth_from_low`] for piles of any size, in 16-bit lanes.
    fn nth_from_low_wide(&self, index: u32) -> u8 {
        const ONES: u128 = 0x0001_0001_0001_0001_0001_0001_0001_0001;
        const HIGH: u128 = 0x8000_8000_8000_8000_8000_8000_8000_8000;
        let (mut low, mut high) = (0u128, 0u128);
        for (i, &n) in self.0[..8].iter().enumerate() {
            low |= u128::from(n) << (16 * i);
        }
        for (i, &n) in self.0[8..].iter().enumerate() {
            high |= u128::from(n) << (16 * i);
        }
        let low = low.wrapping_mul(ONES);
        let below_high = low >> 112;
        let high = high
            .wrapping_mul(ONES)
            .wrapping_add(below_high.wrapping_mul(ONES));
        let at = u128::from(index).wrapping_mul(ONES) | HIGH;
        let count = |sums: u128| ((at - sums) & HIGH).count_ones();
        (count(low) + count(high)) as u8
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.ranks_high_to_low().map(rank_name).collect();
        f.write_str(&names.join(" "))
    }
}

impl fmt::Debug for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pile({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_spellings() {
        assert_eq!(
            Cards::parse("K K 6 3 2 2").unwrap().to_string(),
            "K K 6 3 2 2"
        );
        assert_eq!(Cards::parse("Q-J").unwrap().to_string(), "Q J");
        assert_eq!(Cards::parse("10,9,7").unwrap().to_string(), "10 9 7");
        assert_eq!(Cards::parse("T Qs 10h").unwrap().to_string(), "Q 10 10");
        assert_eq!(Cards::parse("B D As").unwrap().to_string(), "A Q J");
        assert_eq!(Cards::parse("Q♠ * d").unwrap().to_string(), "* Q Q");
        assert_eq!(Cards::parse("").unwrap(), Cards::EMPTY);
    }

    #[test]
    fn rejects_malformed_cards() {
        for bad in ["1", "11", "X", "Qx", "♠", "10 Z"] {
            assert!(Cards::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn counts_and_extremes() {
        let c = Cards::parse("K K 6 3 2 2").unwrap();
        assert_eq!(c.len(), 6);
        assert_eq!(c.highest(), 11);
        assert_eq!(c.lowest(), 0);
        assert_eq!(c.distinct(), 4);
        assert_eq!(c.single_rank(), None);
        assert_eq!(Cards::parse("K K").unwrap().single_rank(), Some(11));
        assert_eq!(Cards::parse("*").unwrap().single_rank(), Some(JOKER));
        assert_eq!(Cards::EMPTY.single_rank(), None);
        assert_eq!(c.lowest_n(3).to_string(), "3 2 2");
    }

    #[test]
    fn lowest_n_takes_the_lowest_cards_rank_by_rank() {
        let mut rng = crate::rng::Rng::seeded(3);
        for _ in 0..2000 {
            let mut counts = [0u8; RANKS];
            for _ in 0..rng.below(16) {
                counts[rng.below(RANKS as u32) as usize] += 1;
            }
            let hand = Cards::from_counts(&counts).unwrap();
            for k in 0..=hand.len() {
                let mut left = k;
                let mut expected = Cards::EMPTY;
                for rank in 0..RANKS as u8 {
                    let take = hand.count(rank).min(left);
                    expected = expected.plus(Cards::of(rank, take));
                    left -= take;
                }
                assert_eq!(hand.lowest_n(k), expected, "{k} lowest of [{hand}]");
            }
        }
    }

    #[test]
    fn nth_from_low_walks_the_pile() {
        let mut pile = Pile::EMPTY;
        pile.add(Cards::parse("* A A K 6 3 2 2").unwrap());
        pile.0[5] = 60;
        let expected: Vec<u8> = {
            let mut v: Vec<u8> = pile.ranks_high_to_low().collect();
            v.reverse();
            v
        };
        for (i, &r) in expected.iter().enumerate() {
            assert_eq!(pile.nth_from_low(i as u32, pile.len()), r, "index {i}");
        }
        pile.0[5] = 3;
        let small: Vec<u8> = {
            let mut v: Vec<u8> = pile.ranks_high_to_low().collect();
            v.reverse();
            v
        };
        for (i, &r) in small.iter().enumerate() {
            assert_eq!(pile.nth_from_low(i as u32, pile.len()), r, "index {i}");
        }
    }

    #[test]
    fn word_tricks_agree_with_counting() {
        let mut rng = crate::rng::Rng::seeded(3);
        for _ in 0..20_000 {
            let mut random = || {
                let mut counts = [0u8; RANKS];
                for _ in 0..rng.below(16) {
                    counts[rng.below(RANKS as u32) as usize] += 1;
                }
                (Cards::from_counts(&counts).unwrap(), counts)
            };
            let (a, ca) = random();
            let (b, cb) = random();
            assert_eq!(
                u32::from(a.len()),
                ca.iter().map(|&n| u32::from(n)).sum::<u32>()
            );
            let at_least = ca.iter().zip(&cb).all(|(x, y)| x >= y);
            assert_eq!(a.contains(b), at_least, "{a} contains {b}");
            assert_eq!(Pile::of(a).0, ca);
            for n in 1..=15 {
                let expected = (0..RANKS).filter(|&r| ca[r] >= n).map(|r| 1u64 << (4 * r));
                assert_eq!(a.ranks_with_at_least(n), expected.sum::<u64>(), "{a} {n}");
            }
        }
    }

    #[test]
    fn piles_add_and_remove_multisets_rank_by_rank() {
        let c = Cards::parse("* A A K 6 3 2 2").unwrap();
        let mut pile = Pile::of(c);
        for r in 0..RANKS as u8 {
            assert_eq!(pile.count(r), c.count(r));
        }
        pile.0[5] = 200;
        pile.add(c);
        assert_eq!(
            (pile.count(5), pile.count(12), pile.count(JOKER)),
            (200, 4, 2)
        );
        pile.remove(c);
        assert_eq!(pile.len(), 200 + u32::from(c.len()));
    }

    #[test]
    fn integer_order_is_high_to_low_order() {
        let a = Cards::parse("Q J").unwrap();
        let b = Cards::parse("Q 10").unwrap();
        let c = Cards::parse("K 2").unwrap();
        assert!(b < a && a < c);
    }
}
