//! [`Pile`]: cards of any number counted one byte per rank — a deck, the stock, the cards out of
//! play, loss cards, unused piles.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::counts::Cards;
use super::rank::{parse_rank, rank_name, tokens, RANKS};
use crate::error::EngineError;

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
    pub(crate) fn words(&self) -> (u64, u64) {
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
