//! Big Two with the regional variants (`docs/rules/big_two.md`; the numbers are the sections of
//! that page): one deck, 2 to 4 players, singles, pairs, triples and five-card hands.

pub mod combination;
pub mod legal;
pub mod moves;
pub mod order;
pub mod rules;

pub use crate::options::{GameRules, OptionValue};
pub use combination::{beats, classify, Combination, Strength};
pub use legal::{MoveList, Turn, MOVE_CAPACITY};
pub use moves::{Move, MoveKind};
pub use order::lowest_card;
pub use rules::{Penalties, Rules, Straights, SuitOrder};
