//! Big Two with the regional variants (`docs/rules/big_two.md`; the numbers are the sections of
//! that page): one deck, 2 to 4 players, singles, pairs, triples and five-card hands.

pub mod moves;
pub mod rules;

pub use crate::options::{GameRules, OptionValue};
pub use moves::{Move, MoveKind};
pub use rules::{Penalties, Rules, Straights, SuitOrder};
