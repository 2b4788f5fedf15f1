//! A position of Big Two described by someone at a real table: what they can see, turned into
//! the [`View`] search works from. The description is checked as a whole by replaying it through
//! the engine's own rules; an impossible description is refused with the reason.
//!
//! The description is of the describing player's own turn in a game being played. What nobody
//! says out loud is worked out: the cards each player holds (what the deal gave them less what
//! they played this game), with two players the cards out of play (every card below the first
//! lead's lowest card, when the game is led by the lowest card dealt), the place of the cards the
//! deal fixes (the face-up card and the card that gave it to its taker, the lowest card with the
//! first leader).
//!
//! How it is checked, one concept a file:
//! - `standing.rs`: the match so far: the game's number, the earlier winners, the totals (none
//!   at the limit, each lost game worth a point at least), the dealer;
//! - `sight.rs`: every card in sight (the hand and every play) once, the plays' seats at the
//!   table;
//! - `dealt.rs`: what the deal gave each seat: the hand sizes adding up, the face-up card with
//!   its taker, the first lead's card with its leader, with two players the cards out of play;
//!   the other hands filled with unseen cards as the deal allows;
//! - `replay.rs`: the match at the start of this game, dealt as `dealt.rs` says, and every play
//!   and pass applied in turn with the engine's own legality check, round by round; the
//!   describing seat is to move at the end.
//!
//! The hidden cards are filled in one arbitrary way the deal allows. Nothing the view shows
//! depends on which: plays are legal or not by the cards played, and every card whose place a
//! rule reads is placed where that rule puts it.

mod dealt;
mod replay;
mod sight;
mod standing;

use serde::{Deserialize, Deserializer};

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;
use crate::options::GameRules;
use crate::play_or_pass::rounds_from_text;

use super::rules::Rules;
use super::view::View;

/// One play or pass of a round: the seat, and its cards (`None`: a pass).
pub type SeatPlay = (u8, Option<SuitedCards>);

/// What a player at a real table can see and say about a game of Big Two, on their turn.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Description {
    /// The rule set (default: standard): a preset's name or the options.
    #[serde(deserialize_with = "crate::options::rules_or_preset")]
    pub rules: Option<Rules>,
    /// The number of seats.
    pub players: u8,
    /// The describing player's seat (it is their turn).
    pub seat: u8,
    /// The player's hand.
    pub hand: SuitedCards,
    /// The number of this game in the match, from 1 (default 1).
    pub game: Option<u16>,
    /// The dealer of this game (default: the describing seat; the dealer changes no play).
    pub dealer: Option<u8>,
    /// This game's rounds in order, each its plays and passes in order; the last is the one on
    /// the table. Empty: nobody has played yet.
    #[serde(deserialize_with = "rounds_text")]
    pub rounds: Vec<Vec<SeatPlay>>,
    /// Three players: the card dealt face up and the seat that took it.
    pub face_up: Option<(SuitedCard, u8)>,
    /// The cards each seat holds (default: worked out; checked when given).
    pub cards_left: Option<Vec<u8>>,
    /// Each seat's penalty points over the games over (default: all 0).
    pub totals: Option<Vec<u32>>,
    /// The winner of each earlier game, the first game's first (default: see `standing.rs`).
    pub winners: Option<Vec<u8>>,
}

/// Rounds as JSON writes them ([`rounds_from_text`]; `null`: none).
fn rounds_text<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<SeatPlay>>, D::Error> {
    let rounds = Option::<Vec<Vec<(u8, Option<String>)>>>::deserialize(d)?.unwrap_or_default();
    rounds_from_text(rounds, |t| SuitedCards::parse(t.trim())).map_err(serde::de::Error::custom)
}

impl Description {
    /// The game's first play or pass, if any.
    fn first_play(&self) -> Option<&SeatPlay> {
        self.rounds.iter().flatten().next()
    }
}

fn bad<T>(what: String) -> Result<T, EngineError> {
    Err(EngineError::State(format!("impossible position: {what}")))
}

/// The table a description is of, with what every check reads.
struct Table<'a> {
    d: &'a Description,
    rules: Rules,
    /// The number of seats.
    n: usize,
}

impl<'a> Table<'a> {
    /// The rules and the seats of `d`, checked.
    fn of(d: &'a Description) -> Result<Table<'a>, EngineError> {
        let rules = d.rules.unwrap_or_else(Rules::standard);
        let n = usize::from(d.players);
        rules.check_players(n)?;
        if d.seat >= d.players {
            return bad(format!(
                "seat {} is not a seat of a {n}-player table",
                d.seat
            ));
        }
        Ok(Table { d, rules, n })
    }

    /// Whether `p` is a seat at the table.
    fn is_seat(&self, p: u8) -> bool {
        usize::from(p) < self.n
    }

    /// Which way play passes, in words.
    fn direction(&self) -> &'static str {
        if self.rules.clockwise {
            "play passes to the left, clockwise"
        } else {
            "play passes to the right"
        }
    }
}

impl View {
    /// The view `d` describes, or why it cannot be (`EngineError::State`, "impossible
    /// position: ..."; rules that cannot be played: `EngineError::Rules`).
    pub fn describe(d: &Description) -> Result<View, EngineError> {
        let t = Table::of(d)?;
        let standing = standing::Standing::of(&t)?;
        let sight = sight::Sight::of(&t)?;
        let deal = dealt::Deal::of(&t, &sight, &standing)?;
        let m = replay::replayed(&t, &standing, &deal)?;
        let view = View::of(&m, usize::from(d.seat));
        // Checks the view, and that its cards add up as search reads them.
        super::determinize::Unseen::of(&view)?;
        crate::possible::check::<super::state::Match>(&view)?;
        Ok(view)
    }
}
