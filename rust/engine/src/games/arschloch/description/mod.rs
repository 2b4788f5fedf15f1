//! A position described by someone at a real Arschloch table: what they can see, turned into
//! the [`View`] search works from. The description is checked as a whole by replaying it through
//! the engine's own rules; an impossible description is refused with the reason, as
//! `EngineError::State("impossible position: <reason>")`.
//!
//! The description is of the describing player's own turn in the game being played. What
//! nobody says out loud is worked out: the seating and the dealer (from each other), the roles
//! and the exchange's pairs (from the last game's finishing order, which is this game's
//! seating), the cards each player holds (a hand less what they played), the players out, the
//! totals (from the finishing orders), and where the unseen cards may lie.
//!
//! What is checked, one concept a file:
//! - `standing.rs`: the table, the game number, the seating, the dealer, the finishing orders of
//!   the games over and the totals they make;
//! - `exchange.rs`: the describing player's part of the exchange (what it took and gave), the
//!   best or worst cards of the hand they were dealt;
//! - `sight.rs`: every card in sight is in the pack, and the hands add up;
//! - `replay.rs`: the game replayed move by move from its start with the engine's own legality
//!   check: each play and pass in turn, round by round, the describing player to move at the end;
//! - `hidden.rs`: the hidden cards can be dealt as the record has them: the exchange partner's
//!   plays and hand fit the exchange, the players who passed the lead hold only what cannot be
//!   led.
//!
//! The log of the view is the game's record as the player saw it for the first game; for a
//! later game it is empty, since the earlier games' plays (and the first game's dealer) are not
//! described, and a view's log must begin with the first game.

mod exchange;
mod hidden;
mod replay;
mod sight;
mod standing;

use serde::Deserialize;

use crate::card::Cards;
use crate::error::EngineError;
use crate::play_or_pass::rounds_from_text;

use super::rules::Rules;
use super::view::View;

/// One described play: the seat, and its cards (`None` for a pass).
pub type SeatPlay = (u8, Option<Cards>);

/// What a player at a real table can see and say about the position, on their turn.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Description {
    /// The rule set (default: standard): a preset's name or the options.
    #[serde(default, deserialize_with = "crate::options::rules_or_preset")]
    pub rules: Option<Rules>,
    /// The number of players.
    pub players: u8,
    /// The describing player's seat (it is their turn).
    pub seat: u8,
    /// The player's hand now.
    pub hand: Cards,
    /// The number of this game, from 1 (default 1).
    #[serde(default)]
    pub game: Option<u16>,
    /// The dealer of this game (default: the seating's last).
    #[serde(default)]
    pub dealer: Option<u8>,
    /// This game's order of play, the leader first and the dealer last (default: game 1 by seat
    /// number from the dealer's left; a later game the last finishing order).
    #[serde(default)]
    pub seating: Option<Vec<u8>>,
    /// The cards the exchange took from the player (only for a player in a pair).
    #[serde(default)]
    pub given: Option<Cards>,
    /// The cards the exchange gave the player (only for a player in a pair).
    #[serde(default)]
    pub received: Option<Cards>,
    /// This game's rounds in order, each its `(seat, cards)` plays and `(seat, None)` passes;
    /// the last one is on the table.
    #[serde(default, deserialize_with = "rounds_text")]
    pub rounds: Vec<Vec<SeatPlay>>,
    /// The players out in this game, first out first (checked).
    #[serde(default)]
    pub finished: Option<Vec<u8>>,
    /// The cards each player holds (checked).
    #[serde(default)]
    pub cards_left: Option<Vec<u8>>,
    /// Each player's total (default: worked out from `orders`, else 0).
    #[serde(default)]
    pub totals: Option<Vec<u16>>,
    /// The finishing orders of the games over, first out first.
    #[serde(default)]
    pub orders: Option<Vec<Vec<u8>>>,
}

/// Rounds as JSON writes them ([`rounds_from_text`]).
fn rounds_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Vec<SeatPlay>>, D::Error> {
    let rounds = Vec::<Vec<(u8, Option<String>)>>::deserialize(d)?;
    rounds_from_text(rounds, Cards::parse).map_err(serde::de::Error::custom)
}

fn bad<T>(what: String) -> Result<T, EngineError> {
    Err(EngineError::State(format!("impossible position: {what}")))
}

impl View {
    /// The view `d` describes, or why it cannot be.
    pub fn describe(d: &Description) -> Result<View, EngineError> {
        let s = standing::Standing::of(d)?;
        let played = sight::played(d, &s)?;
        sight::check(d, &played)?;
        let exchange = exchange::mine(d, &s, played[usize::from(d.seat)])?;
        let m = replay::replayed(d, &s, &played, exchange)?;
        let view = View::of(&m, d.seat.into());
        replay::check_counts(d, &view)?;
        hidden::check(&view)?;
        crate::possible::check::<super::state::Match>(&view)?;
        Ok(view)
    }
}
