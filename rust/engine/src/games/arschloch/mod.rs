//! Arschloch with two decks and six jokers (`docs/rules/arschloch.md`; the numbers below are the
//! sections of that page).
//!
//! - **Cards** (3.1): 110 cards, two decks and six jokers; suits play no role; ranks 2..A and the
//!   joker above. A joker joins a set as its rank; jokers alone rank above the ace.
//! - **Deal** (3.2): 11 piles of 10 cards, one pile a player at random, the rest out of play and
//!   unseen (`piles`, `hand_size`). The first dealer is drawn; later the last Arsch deals.
//! - **Play** (3.3): the leader plays one rank (jokers may join) in any number; no aces and no
//!   jokers alone are led (`lead_jokers`); the others beat with as many cards of a strictly
//!   higher rank or pass; aces or jokers alone win the round at once; a round that comes back
//!   unbeaten is its player's, who leads anew or puts aces or jokers on top. A player out of cards
//!   finishes; the last one left is the last Arsch.
//! - **Roles and exchange** (3.4): the first `floor(n / 2)` out are Chefs, the last as many
//!   Ärsche, the middle one of an odd table Neutral; before every later game the Ärsche give their
//!   best cards to the Chefs for their worst, automatically and in public (under `chef_chooses`
//!   each Chef chooses what to give back: `give_back.rs`); the table is seated by the roles. A match is `games` games; the lowest sum of finishing positions wins.

pub mod actions;
mod apply;
pub(crate) mod calibration;
mod clone;
mod consistency;
mod deal;
pub mod description;
pub mod determinize;
mod endgame;
pub mod event;
#[cfg(test)]
mod fast_paths;
mod give_back;
pub mod heuristic;
pub mod inference;
pub mod legal;
mod levels;
mod listing;
pub mod moves;
pub mod observation;
mod past_deal;
mod play;
mod playout;
pub mod policies;
mod rebuild;
mod record;
mod replay;
pub mod roles;
pub mod rules;
mod sample;
pub mod search;
mod setup;
pub mod state;
pub mod tuned;
pub mod view;
mod written;

pub use crate::options::{GameRules, OptionValue};
pub use apply::{why_illegal, MATCH_FORMAT};
pub use event::{Event, PlayKind};
pub use legal::{wins_at_once, Turn};
pub use moves::{Move, MoveKind, MoveList, MOVE_CAPACITY};
pub use roles::Role;
pub use rules::Rules;
pub use state::{Exchanged, Match, Phase, Round};
pub use view::{ExchangeSeen, View};
