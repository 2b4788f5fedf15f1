//! Moves of the Zweiundzwanzig family and the stack buffers they are written out in (the list
//! the engine hands out, with the exchange's discards counted, is `move_list::MoveList`).

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::Cards;

/// The most moves a position can have: every sub-multiset of a 13-card hand (exchange).
pub const MOVE_CAPACITY: usize = 1 << 13;

/// Every legal move of a position written out, on the stack (64 KB: room for the most an
/// exchange has), where a slice of them is wanted (the Python listing, the action mask).
pub type WrittenList = ArrayVec<Move, MOVE_CAPACITY>;

/// The most plays to a trick a position can have: the 6-card sub-multisets of 13 distinct cards.
pub const PLAY_CAPACITY: usize = 1716;

/// The legal plays to a trick, on a smaller stack buffer than [`WrittenList`].
pub type PlayList = ArrayVec<Move, PLAY_CAPACITY>;

/// Whether a move discards cards in the exchange or plays them to a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Discard these cards and draw as many from the stock (1.5).
    Exchange,
    /// Play these cards to the trick (1.6).
    Play,
}

const EXCHANGE_BIT: u64 = 1 << 63;

/// A move: its kind and its cards, packed into one `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u64);

impl Move {
    /// Playing `cards` to the trick.
    #[inline]
    pub fn play(cards: Cards) -> Move {
        Move(cards.0)
    }

    /// Discarding `cards` in the exchange (possibly none).
    #[inline]
    pub const fn exchange(cards: Cards) -> Move {
        Move(cards.0 | EXCHANGE_BIT)
    }

    /// The move's kind.
    #[inline]
    pub fn kind(self) -> MoveKind {
        if self.0 & EXCHANGE_BIT != 0 {
            MoveKind::Exchange
        } else {
            MoveKind::Play
        }
    }

    /// The cards played or discarded.
    #[inline]
    pub fn cards(self) -> Cards {
        Cards(self.0 & !EXCHANGE_BIT)
    }

    /// The move as one number: its cards, and its kind in the top bit. Distinct moves give
    /// distinct numbers.
    #[inline]
    pub fn packed(self) -> u64 {
        self.0
    }

    /// The move [`Move::packed`] gave `packed` for.
    #[inline]
    pub fn from_packed(packed: u64) -> Move {
        Move(packed)
    }

    /// The order moves are listed in: by number of cards, then from the highest card down,
    /// lowest first.
    #[inline]
    pub fn order_key(self) -> (u8, u64) {
        (self.cards().len(), self.cards().0)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Play => write!(f, "play {}", self.cards()),
            MoveKind::Exchange if self.cards().is_empty() => f.write_str("exchange nothing"),
            MoveKind::Exchange => write!(f, "exchange {}", self.cards()),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[derive(Serialize, Deserialize)]
struct MoveRepr {
    kind: MoveKind,
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
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let r = MoveRepr::deserialize(d)?;
        Ok(match r.kind {
            MoveKind::Exchange => Move::exchange(r.cards),
            MoveKind::Play => Move::play(r.cards),
        })
    }
}
