//! Big Two with the regional variants (`docs/rules/big_two.md`; the numbers are the sections of
//! that page): one deck, 2 to 4 players, singles, pairs, triples and five-card hands.
//!
//! - **Cards** (2.1): a card's strength is its rank (3 lowest, 2 highest), then its suit in the
//!   rules' order ([`order`]).
//! - **Combinations** (2.2): singles, pairs, triples and five-card hands, compared within a size
//!   ([`combination`]); the legal moves of a turn ([`legal`]).
//! - **Play** (2.3): the holder of the lowest card leads with it; each in turn beats the last play
//!   with as many cards or passes; a round that everyone else passed on is its player's, who
//!   leads anew ([`state`], `play.rs`). The game ends the moment a hand is empty.
//! - **Scoring and the match** (2.4): the others score penalties for the cards left
//!   ([`scoring`]); the match ends after `games` games or at the `penalty_limit`.
//! - **Variants** (2.5): every one an option of [`Rules`], combined freely; five presets.
//! - **A game dealt as written** (a record without a seed): [`Match::deal_as`] takes a game's
//!   hands as written instead of the shuffle's, checked as the deal makes them.

pub mod actions;
mod apply;
mod as_written;
pub(crate) mod calibration;
mod clone;
pub mod combination;
mod deal;
pub mod description;
pub mod determinize;
pub mod endgame;
pub mod event;
pub mod heuristic;
pub mod inference;
mod lead_count;
pub mod legal;
mod levels;
pub mod moves;
pub mod observation;
pub mod order;
pub mod partition;
mod past_deal;
pub mod plan_cache;
mod play;
pub mod policies;
mod quick_list;
mod rebuild;
mod record;
pub mod rules;
mod sample;
pub mod scoring;
pub mod search;
mod setup;
mod standing_log;
pub mod state;
pub mod view;

pub use crate::options::{GameRules, OptionValue};
pub use apply::MATCH_FORMAT;
pub use combination::{beats, classify, Combination, Strength};
pub use event::Event;
pub use legal::{MoveList, Turn, MOVE_CAPACITY};
pub use moves::{Move, MoveKind};
pub use order::lowest_card;
pub use rules::{Penalties, Rules, Straights, SuitOrder};
pub use state::{Match, Phase, Round};
pub use view::View;
