//! Moves of Arschloch — a play of cards or a pass — and the stack buffer they are listed in.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::Cards;

use super::rules::{JOKERS, MAX_HAND};

/// The most plays a turn can list for a hand of this pack (at most six jokers): every set of
/// one rank with jokers added, of any size, and every number of jokers alone (the lead of a
/// player who may lead anything). A hand of `L` cards with `j` jokers holds at most `L - j` rank
/// cards, each of which can lead with 0 to `j` jokers beside the ones of its rank below it, so
/// at most `(L - j)(j + 1) + j` sets: 69 for six jokers and nine ranks.
pub const PLAY_CAPACITY: usize = most_sets(MAX_HAND as usize, JOKERS as usize);

/// The most moves a turn can list for any hand a [`Cards`] holds, even one with more jokers than
/// the pack has (a hand read from outside the engine, which no match deals), so that no input
/// overflows the list: 71, the lead of seven jokers and eight ranks. A pass is listed with a
/// follow's plays, which are far fewer (one a rank card held at most, and one of jokers alone),
/// or alone; never beside the plays of a lead.
pub const MOVE_CAPACITY: usize = most_sets(MAX_HAND as usize, MAX_HAND as usize);

/// `max over j <= jokers of (hand - j)(j + 1) + j`.
const fn most_sets(hand: usize, jokers: usize) -> usize {
    let mut best = 0;
    let mut j = 0;
    while j <= jokers && j <= hand {
        let sets = (hand - j) * (j + 1) + j;
        if sets > best {
            best = sets;
        }
        j += 1;
    }
    best
}

/// The legal moves of a turn, on the stack.
pub type MoveList = ArrayVec<Move, MOVE_CAPACITY>;

/// Whether a move plays cards or passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Play these cards: a lead, a follow, or a set on top of one's own round (3.3).
    Play,
    /// Pass: in a round ("weiter"), or, for a player who cannot lead, pass the lead to the left.
    Pass,
}

const PASS_BIT: u64 = 1 << 63;

/// A move: its kind and its cards, packed into one `u64` (a pass has no cards).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u64);

impl Move {
    /// The pass.
    pub const PASS: Move = Move(PASS_BIT);

    /// Playing `cards`.
    #[inline]
    pub fn play(cards: Cards) -> Move {
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
    pub fn cards(self) -> Cards {
        Cards(self.0 & !PASS_BIT)
    }
}

impl fmt::Display for Move {
    /// `play Q Q *` or `pass`.
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
    cards: Cards,
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
    /// A pass with cards is no move.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let r = MoveRepr::deserialize(d)?;
        match r.kind {
            MoveKind::Pass if !r.cards.is_empty() => Err(serde::de::Error::custom(format!(
                "a pass plays no cards, got [{}]",
                r.cards
            ))),
            MoveKind::Pass => Ok(Move::PASS),
            MoveKind::Play => Ok(Move::play(r.cards)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacity_is_the_lead_of_six_jokers_and_nine_ranks_or_of_seven_and_eight() {
        assert_eq!(PLAY_CAPACITY, 9 * 7 + 6);
        assert_eq!(MOVE_CAPACITY, 8 * 8 + 7);
    }

    #[test]
    fn moves_print_and_read_back() {
        let q = Move::play(Cards::parse("Q Q *").unwrap());
        assert_eq!(q.to_string(), "play * Q Q");
        assert_eq!(Move::PASS.to_string(), "pass");
        for mv in [q, Move::PASS] {
            let text = serde_json::to_string(&mv).unwrap();
            assert_eq!(serde_json::from_str::<Move>(&text).unwrap(), mv);
        }
        assert!(serde_json::from_str::<Move>(r#"{"kind":"pass","cards":"Q"}"#).is_err());
        assert_eq!(
            serde_json::from_str::<Move>(r#"{"kind":"pass"}"#).unwrap(),
            Move::PASS
        );
    }
}
