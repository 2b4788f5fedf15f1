//! The move of a climbing game — play these cards, or pass — packed into one `u64`, written once
//! for every game whose move is that (Arschloch over rank counts, Big Two over suited cards).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::card::{Cards, SuitedCards};

/// A set of cards held in the low 63 bits of a `u64`.
pub trait CardBits: Copy + Default + fmt::Display + Serialize + DeserializeOwned {
    /// The set's bits.
    fn bits(self) -> u64;
    /// The set of these bits.
    fn from_bits(bits: u64) -> Self;
}

impl CardBits for Cards {
    #[inline]
    fn bits(self) -> u64 {
        self.0
    }
    #[inline]
    fn from_bits(bits: u64) -> Self {
        Cards(bits)
    }
}

impl CardBits for SuitedCards {
    #[inline]
    fn bits(self) -> u64 {
        self.0
    }
    #[inline]
    fn from_bits(bits: u64) -> Self {
        SuitedCards(bits)
    }
}

/// Whether a move plays cards or passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Play these cards.
    Play,
    /// Pass.
    Pass,
}

const PASS_BIT: u64 = 1 << 63;

/// A move: its cards (a pass has none), packed with the pass flag into one `u64`.
pub struct PlayOrPass<C> {
    bits: u64,
    cards: PhantomData<C>,
}

impl<C: CardBits> PlayOrPass<C> {
    /// The pass.
    pub const PASS: Self = PlayOrPass {
        bits: PASS_BIT,
        cards: PhantomData,
    };

    /// Playing `cards`.
    #[inline]
    pub fn play(cards: C) -> Self {
        PlayOrPass {
            bits: cards.bits() & !PASS_BIT,
            cards: PhantomData,
        }
    }

    /// The move's kind.
    #[inline]
    pub fn kind(self) -> MoveKind {
        if self.bits & PASS_BIT != 0 {
            MoveKind::Pass
        } else {
            MoveKind::Play
        }
    }

    /// Whether the move is the pass.
    #[inline]
    pub fn is_pass(self) -> bool {
        self.bits == PASS_BIT
    }

    /// The cards played (none for a pass).
    #[inline]
    pub fn cards(self) -> C {
        C::from_bits(self.bits & !PASS_BIT)
    }
}

impl<C> Clone for PlayOrPass<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C> Copy for PlayOrPass<C> {}

impl<C> PartialEq for PlayOrPass<C> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl<C> Eq for PlayOrPass<C> {}

impl<C> Hash for PlayOrPass<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}

impl<C: CardBits> fmt::Display for PlayOrPass<C> {
    /// `play K♠ K♥` or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Play => write!(f, "play {}", self.cards()),
            MoveKind::Pass => f.write_str("pass"),
        }
    }
}

impl<C: CardBits> fmt::Debug for PlayOrPass<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRepr<C> {
    kind: MoveKind,
    #[serde(default)]
    cards: C,
}

impl<C: CardBits> Serialize for PlayOrPass<C> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveRepr {
            kind: self.kind(),
            cards: self.cards(),
        }
        .serialize(s)
    }
}

impl<'de, C: CardBits> Deserialize<'de> for PlayOrPass<C> {
    /// A pass with cards, or a play of none, is no move.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let r = MoveRepr::<C>::deserialize(d)?;
        let empty = r.cards.bits() == 0;
        match r.kind {
            MoveKind::Pass if !empty => Err(serde::de::Error::custom(format!(
                "a pass plays no cards, got [{}]",
                r.cards
            ))),
            MoveKind::Play if empty => {
                Err(serde::de::Error::custom("a play plays at least one card"))
            }
            MoveKind::Pass => Ok(Self::PASS),
            MoveKind::Play => Ok(Self::play(r.cards)),
        }
    }
}

/// A described game's rounds, each its plays (seat, cards) and passes (seat, `None`) in turn.
pub type Rounds<C> = Vec<Vec<(u8, Option<C>)>>;

/// A described game's rounds as a document writes them, `[[[seat, "5 5"], [seat, "pass"],
/// [seat, null]], ...]`: each play's text read by `cards`, a pass written as `null` or `"pass"`
/// (any case, spaces around it allowed).
pub fn rounds_from_text<C>(
    rounds: Vec<Vec<(u8, Option<String>)>>,
    cards: impl Fn(&str) -> Result<C, crate::error::EngineError>,
) -> Result<Rounds<C>, crate::error::EngineError> {
    let play = |text: Option<String>| match text {
        Some(t) if !t.trim().eq_ignore_ascii_case("pass") => cards(&t).map(Some),
        _ => Ok(None),
    };
    rounds
        .into_iter()
        .map(|round| {
            round
                .into_iter()
                .map(|(seat, text)| Ok((seat, play(text)?)))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    type Suited = PlayOrPass<SuitedCards>;
    type Counted = PlayOrPass<Cards>;

    #[test]
    fn moves_print_and_read_back() {
        let pair = Suited::play(SuitedCards::parse("Ks Kh").unwrap());
        assert_eq!(pair.to_string(), "play K♥ K♠"); // the neutral order; a game shows its own
        let q = Counted::play(Cards::parse("Q Q *").unwrap());
        assert_eq!(q.to_string(), "play * Q Q");
        assert_eq!(Counted::PASS.to_string(), "pass");
        for mv in [pair, Suited::PASS] {
            let text = serde_json::to_string(&mv).unwrap();
            assert_eq!(serde_json::from_str::<Suited>(&text).unwrap(), mv);
        }
        for mv in [q, Counted::PASS] {
            let text = serde_json::to_string(&mv).unwrap();
            assert_eq!(serde_json::from_str::<Counted>(&text).unwrap(), mv);
        }
        let pass = serde_json::from_str::<Counted>(r#"{"kind":"pass"}"#).unwrap();
        assert_eq!(pass, Counted::PASS);
    }

    #[test]
    fn a_pass_with_cards_or_a_play_of_none_is_no_move() {
        assert!(serde_json::from_str::<Suited>(r#"{"kind":"pass","cards":"3d"}"#).is_err());
        assert!(serde_json::from_str::<Suited>(r#"{"kind":"play","cards":""}"#).is_err());
        assert!(serde_json::from_str::<Counted>(r#"{"kind":"pass","cards":"Q"}"#).is_err());
        assert!(serde_json::from_str::<Counted>(r#"{"kind":"play"}"#).is_err());
    }

    #[test]
    fn the_kind_and_cards_come_back() {
        let cards = SuitedCards::parse("2s").unwrap();
        let mv = Suited::play(cards);
        assert_eq!(
            (mv.kind(), mv.cards(), mv.is_pass()),
            (MoveKind::Play, cards, false)
        );
        let pass = Suited::PASS;
        assert_eq!(pass.kind(), MoveKind::Pass);
        assert!(pass.is_pass() && pass.cards().0 == 0);
    }
}
