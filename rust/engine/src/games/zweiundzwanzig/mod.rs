//! Zweiundzwanzig, Twenty-Two, Schlagen und Stechen and Sechsundzwanzig (`docs/rules/`; the
//! numbers below are the sections of those pages).
//!
//! - **Cards** (1.1): suits play no role; ranks 2..A and the joker above; values 2-10, J Q K 10,
//!   A 11, joker 13. One deck for 2-6 players, `ceil(n / 6)` decks beyond (the `decks` option).
//! - **Match** (1.2, 1.3): the first dealer is drawn (ties draw again); deals follow until at most
//!   one player is left in.
//! - **Deal** (1.4): 7 cards first (`first_deal`), then the previous loss card's value, capped by
//!   the cards available (`floor(available / players in)`); loss cards of players still in stay
//!   out of the deck (`loss_cards = kept`). The rest is the face-down stock.
//! - **Exchange** (1.5): from the left of the dealer, one turn each, discard 0 to `stock` cards and
//!   draw as many. Turns with an empty stock are taken by the engine (the log shows them).
//! - **Tricks** (1.6, 1.7): the leader plays one rank (jokers may join a rank card) and keeps a
//!   card; followers beat (sorted dominance, equal beats) or give off their lowest cards. Legal
//!   moves are distinct rank multisets, listed by size, then from the highest card down, lowest
//!   first.
//! - **Showdown** (1.8): at one card each, the highest rank loses, ties all lose; totals grow by the
//!   card's value. **Out and the next dealer** (1.9): out at the `elimination` limit; the loser
//!   deals (several losers draw); the match ends with one player left, or by `all_out` when all
//!   remaining players go out together.
//! - **Variants** (1.10): Schlagen und Stechen (`beat_against = lead`, `compulsory_beating`,
//!   `trick_winner = last_stechen`, `loss_cards = returned`) and Sechsundzwanzig (two decks, two
//!   jokers per deck, out at 26).

pub mod actions;
mod apply;
mod beating;
pub mod belief;
pub(crate) mod calibration;
mod clone;
mod consistency;
pub mod counted_discards;
pub mod counted_leads;
mod deal;
pub mod decisions;
pub mod description;
pub mod determinize;
mod discards;
pub mod endgame;
pub mod event;
mod exchange;
pub mod heuristic;
pub mod inference;
pub mod legal;
mod levels;
pub mod move_list;
pub mod moves;
pub mod observation;
mod past_deals;
pub mod play;
pub mod policies;
pub mod position;
mod rebuild;
mod record;
pub mod rules;
mod sample;
pub mod search;
mod showdown;
pub mod state;
pub mod stock;
mod swaps;
pub mod trick;
mod tricks;
pub mod view;
mod written;
mod written_draw;

pub use crate::options::{GameRules, OptionValue};
pub use event::{DrawFor, Event};
pub use move_list::MoveList;
pub use moves::{Move, MoveKind, PlayList, WrittenList, MOVE_CAPACITY};
pub use rules::{AllOut, BeatAgainst, LossCards, Rules, TrickWinner};
pub use state::{Match, Phase};
pub use trick::{trick_winner, PlayKind, Trick};
pub use view::View;
