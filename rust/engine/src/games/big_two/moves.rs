//! Moves of Big Two: a play of cards (a single, a pair, a triple or a five-card hand) or a
//! pass, over suited cards ([`crate::play_or_pass`]).

use crate::card::SuitedCards;
pub use crate::play_or_pass::MoveKind;
use crate::play_or_pass::PlayOrPass;

/// A move of Big Two: its cards (a pass has none), packed with the pass flag into one `u64`.
pub type Move = PlayOrPass<SuitedCards>;
