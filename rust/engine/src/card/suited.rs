//! [`SuitedCards`]: a set of distinct cards of one 52-card deck, one bit a card — the hands and
//! plays of the games whose cards keep their suits (Big Two).
//!
//! Card `(rank, suit)` is bit `4 * rank + suit`: the four cards of a rank fill its nibble, in the
//! ranks' usual order (`0` the 2 … `12` the ace, [`super::rank`]) and the suits' order of
//! [`SUIT_SYMBOLS`] (`♠ ♥ ♦ ♣`). This layout is the game-neutral one; a game ranks the cards
//! its own way (Big Two's 3 lowest and 2 highest, its suit orders). Counting each nibble's bits
//! gives the multiset of ranks as a [`Cards`] (the same nibble a rank) in a few operations.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::counts::Cards;
use super::rank::{parse_rank, rank_name, tokens, ACE, SUIT_SYMBOLS};
use crate::error::EngineError;

/// The cards of one deck: 13 ranks of 4 suits.
pub const DECK: u32 = 52;

/// All 52 bits.
const ALL: u64 = (1 << DECK) - 1;

/// One card with its suit: `4 * rank + suit`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SuitedCard(pub u8);

impl SuitedCard {
    /// The card of `rank` (0 the 2 … 12 the ace) and `suit` (an index of [`SUIT_SYMBOLS`]).
    #[inline]
    pub fn new(rank: u8, suit: u8) -> SuitedCard {
        debug_assert!(rank <= ACE && suit < 4);
        SuitedCard(4 * rank + suit)
    }

    /// Its rank.
    #[inline]
    pub fn rank(self) -> u8 {
        self.0 / 4
    }

    /// Its suit.
    #[inline]
    pub fn suit(self) -> u8 {
        self.0 % 4
    }

    /// Parses one card that must carry a suit: `"3d"`, `"3♦"`, `"10h"`, `"Th"`, `"As"`, `"2♠"`.
    pub fn parse(token: &str) -> Result<SuitedCard, EngineError> {
        let bad = |why: &str| EngineError::Card(format!("{token:?} is not a card{why}"));
        let mut chars = token.chars();
        let last = chars.next_back().ok_or_else(|| bad(""))?;
        let suit = super::rank::parse_suit(last)
            .filter(|_| !chars.as_str().is_empty())
            .ok_or_else(|| bad(": a card here carries a suit (3d, 3♦, 10h, Th, As, 2♠)"))?;
        let rank = parse_rank(chars.as_str()).map_err(|_| bad(""))?;
        if rank > ACE {
            return Err(bad(": there are no jokers in this game"));
        }
        Ok(SuitedCard::new(rank, suit))
    }
}

impl fmt::Display for SuitedCard {
    /// The short form with the suit symbol: `3♦`, `10♥`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            rank_name(self.rank()),
            SUIT_SYMBOLS[usize::from(self.suit())]
        )
    }
}

impl fmt::Debug for SuitedCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SuitedCard({self})")
    }
}

impl Serialize for SuitedCard {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for SuitedCard {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SuitedCard, D::Error> {
        let text = String::deserialize(d)?;
        SuitedCard::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A set of distinct cards of one deck, one bit a card (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct SuitedCards(pub u64);

impl SuitedCards {
    /// No cards.
    pub const EMPTY: SuitedCards = SuitedCards(0);
    /// The whole deck.
    pub const DECK: SuitedCards = SuitedCards(ALL);

    /// The set of one card.
    #[inline]
    pub fn of(card: SuitedCard) -> SuitedCards {
        SuitedCards(1 << card.0)
    }

    /// Whether `card` is in the set.
    #[inline]
    pub fn has(self, card: SuitedCard) -> bool {
        self.0 >> card.0 & 1 == 1
    }

    /// The number of cards.
    #[inline]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Both sets' cards.
    #[inline]
    pub fn plus(self, other: SuitedCards) -> SuitedCards {
        SuitedCards(self.0 | other.0)
    }

    /// These cards without `other`'s.
    #[inline]
    pub fn minus(self, other: SuitedCards) -> SuitedCards {
        SuitedCards(self.0 & !other.0)
    }

    /// Whether every card of `other` is in this set.
    #[inline]
    pub fn contains(self, other: SuitedCards) -> bool {
        other.0 & !self.0 == 0
    }

    /// The cards of `rank`, as a set.
    #[inline]
    pub fn of_rank(self, rank: u8) -> SuitedCards {
        SuitedCards(self.0 & (0xF << (4 * rank)))
    }

    /// The suits held of `rank`, as four bits (bit `s` for suit `s`).
    #[inline]
    pub fn suits_of(self, rank: u8) -> u8 {
        ((self.0 >> (4 * rank)) & 0xF) as u8
    }

    /// The multiset of the ranks: each nibble's bits counted, in place.
    #[inline]
    pub fn ranks(self) -> Cards {
        let x = self.0 - ((self.0 >> 1) & 0x5555_5555_5555_5555);
        Cards((x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333))
    }

    /// The cards, in the order of their bits (by rank from the 2 up, then by suit).
    pub fn iter(self) -> impl Iterator<Item = SuitedCard> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let card = SuitedCard(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                card
            })
        })
    }

    /// Parses a card string in which every card carries a suit (`"3d 3♦"` is refused as the
    /// same card twice): a `CardError` names the card that is wrong.
    pub fn parse(text: &str) -> Result<SuitedCards, EngineError> {
        let mut set = SuitedCards::EMPTY;
        for token in tokens(text) {
            let card = SuitedCard::parse(token)?;
            if set.has(card) {
                return Err(EngineError::Card(format!(
                    "{card} is named twice in {text:?}: a deck holds each card once"
                )));
            }
            set = set.plus(SuitedCards::of(card));
        }
        Ok(set)
    }
}

impl fmt::Display for SuitedCards {
    /// The cards from the highest bit down (the neutral order), joined by spaces: `A♠ 3♦`.
    /// Games show their own order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards: Vec<SuitedCard> = self.iter().collect();
        for (i, card) in cards.iter().rev().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for SuitedCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SuitedCards({self})")
    }
}

impl Serialize for SuitedCards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for SuitedCards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SuitedCards, D::Error> {
        let text = String::deserialize(d)?;
        SuitedCards::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> SuitedCards {
        SuitedCards::parse(text).unwrap()
    }

    #[test]
    fn cards_carry_their_suits_in_every_spelling() {
        for (text, shown) in [
            ("3d", "3♦"),
            ("3♦", "3♦"),
            ("10h", "10♥"),
            ("Th", "10♥"),
            ("As", "A♠"),
            ("2♠", "2♠"),
            ("Qc", "Q♣"),
            ("Dd", "Q♦"),
        ] {
            assert_eq!(
                SuitedCard::parse(text).unwrap().to_string(),
                shown,
                "{text}"
            );
        }
    }

    #[test]
    fn a_card_without_a_suit_or_a_joker_is_refused() {
        for bad in ["3", "A", "10", "*", "*s", "s", "1h", "3x", "", "♠"] {
            assert!(SuitedCard::parse(bad).is_err(), "{bad}");
        }
        let err = SuitedCards::parse("3d 3♦").unwrap_err().to_string();
        assert!(err.contains("named twice"), "{err}");
        assert!(SuitedCard::parse("3")
            .unwrap_err()
            .to_string()
            .contains("carries a suit"));
    }

    #[test]
    fn the_rank_counts_are_the_nibbles_counted() {
        let hand = s("3d 3c 3h 9s 9d As 2h 2s 2d 2c");
        assert_eq!(hand.len(), 10);
        assert_eq!(hand.ranks(), Cards::parse("3 3 3 9 9 A 2 2 2 2").unwrap());
        // Against plain counting on every deck-sized prefix of a shuffled order.
        let mut rng = crate::rng::Rng::seeded(3);
        for _ in 0..500 {
            let bits = rng.next_u64() & ALL;
            let set = SuitedCards(bits);
            let mut counts = [0u8; super::super::RANKS];
            for card in set.iter() {
                counts[usize::from(card.rank())] += 1;
            }
            let plain = (0..13u8).fold(Cards::EMPTY, |c, r| {
                c.plus(Cards::of(r, counts[usize::from(r)]))
            });
            assert_eq!(set.ranks(), plain);
        }
    }

    #[test]
    fn sets_read_back_from_their_text() {
        let hand = s("3d Ks 10h 2c");
        assert_eq!(hand.to_string(), "K♠ 10♥ 3♦ 2♣");
        assert_eq!(s(&hand.to_string()), hand);
        let json = serde_json::to_string(&hand).unwrap();
        assert_eq!(serde_json::from_str::<SuitedCards>(&json).unwrap(), hand);
        assert_eq!(SuitedCards::DECK.len(), 52);
        assert_eq!(hand.suits_of(1), 0b0100);
        assert!(SuitedCards::DECK.contains(hand) && !hand.contains(SuitedCards::DECK));
    }
}
