//! Moves of Big Two — a play of cards or a pass — packed into one `u64`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::SuitedCards;

/// Whether a move plays cards or passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Play these cards: a single, a pair, a triple or a five-card hand.
    Play,
    /// Pass.
    Pass,
}

const PASS_BIT: u64 = 1 << 63;

/// A move: its cards (a pass has none), packed with the pass flag into one `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u64);

impl Move {
    /// The pass.
    pub const PASS: Move = Move(PASS_BIT);

    /// Playing `cards`.
    #[inline]
    pub fn play(cards: SuitedCards) -> Move {
        Move(cards.0 & !PASS_BIT)
    }

    /// The move's kind.
    #[inline]
    pub fn kind(self) -> MoveKind {
        if self.0 & PASS_BIT != 0 {
            MoveKind::Pass
        } else {
            MoveKind::Play
        }
    }

    /// Whether the move is the pass.
    #[inline]
    pub fn is_pass(self) -> bool {
        self == Move::PASS
    }

    /// The cards played (none for a pass).
    #[inline]
    pub fn cards(self) -> SuitedCards {
        SuitedCards(self.0 & !PASS_BIT)
    }
}

impl fmt::Display for Move {
    /// `play K♠ K♥` or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Play => write!(f, "play {}", self.cards()),
            MoveKind::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRepr {
    kind: MoveKind,
    #[serde(default)]
    cards: SuitedCards,
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveRepr {
            kind: self.kind(),
            cards: self.cards(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Move {
    /// A pass with cards, or a play of none, is no move.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let r = MoveRepr::deserialize(d)?;
        match r.kind {
            MoveKind::Pass if !r.cards.is_empty() => Err(serde::de::Error::custom(format!(
                "a pass plays no cards, got [{}]",
                r.cards
            ))),
            MoveKind::Play if r.cards.is_empty() => {
                Err(serde::de::Error::custom("a play plays at least one card"))
            }
            MoveKind::Pass => Ok(Move::PASS),
            MoveKind::Play => Ok(Move::play(r.cards)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_print_and_read_back() {
        let pair = Move::play(SuitedCards::parse("Ks Kh").unwrap());
        assert_eq!(pair.to_string(), "play K♥ K♠"); // the neutral order; the game shows its own
        for mv in [pair, Move::PASS] {
            let text = serde_json::to_string(&mv).unwrap();
            assert_eq!(serde_json::from_str::<Move>(&text).unwrap(), mv);
        }
        assert!(serde_json::from_str::<Move>(r#"{"kind":"pass","cards":"3d"}"#).is_err());
        assert!(serde_json::from_str::<Move>(r#"{"kind":"play","cards":""}"#).is_err());
    }
}
