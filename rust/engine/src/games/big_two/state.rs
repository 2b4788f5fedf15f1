//! The state of a whole match and what can be read from it. The deal, the turns and the end of a
//! game each live in their own file.
//!
//! **Turn order.** Play passes to the right by default: the player after seat `p` is `p - 1`
//! (mod n); with `clockwise` it is `p + 1`. Players keep their seats for the whole match.
//!
//! **A round** is the plays since the last lead. `passed` holds the players who passed since the
//! round's last play (with `pass_is_final`: since the round began, and they are skipped). When
//! the turn would come back to the player of the last play, the round is theirs and they lead.

use serde::{Deserialize, Serialize};

use crate::card::{SuitedCard, SuitedCards};
use crate::game::PlayerSet;
use crate::rng::Rng;

use super::event::Event;
use super::legal::Turn;
use super::moves::Move;
use super::rules::{Rules, MAX_PLAYERS};

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A game is being played.
    Play,
    /// A game is over and the next is to be dealt: nobody is to move. Only a match that stops
    /// between games waits here, until [`crate::game::Game::next_deal`] deals.
    Dealing,
    /// The match is over.
    Over,
}

impl Phase {
    /// The phase's name: `"play"`, `"dealing"` or `"over"`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Play => "play",
            Phase::Dealing => "dealing",
            Phase::Over => "over",
        }
    }
}

/// The round on the table: its last play and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Round {
    /// The player of the last play.
    pub last: u8,
    /// The last play.
    pub cards: SuitedCards,
}

/// A whole match of Big Two, from the first deal to the end of its last game. Its `Clone` is
/// written out (`clone.rs`), so that a copy into a match reuses its lists.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub(super) rules: Rules,
    pub(super) players: u8,
    pub(super) seed: u64,
    pub(super) rng: Rng,
    pub(super) phase: Phase,
    /// The number of the current game, from 1.
    pub(super) game: u16,
    pub(super) dealer: u8,
    pub(super) hands: [SuitedCards; MAX_PLAYERS],
    /// Three players: the card dealt face up, and who took it.
    pub(super) face_up: Option<(SuitedCard, u8)>,
    /// Two players: the cards dealt to nobody, unseen by both.
    pub(super) out_of_play: SuitedCards,
    pub(super) table: Option<Round>,
    pub(super) to_move: u8,
    /// The players who passed since the round's last play (see the module documentation).
    pub(super) passed: PlayerSet,
    /// The card the next lead must contain (the first lead of a game), if any.
    pub(super) must_hold: Option<SuitedCard>,
    /// Each player's penalty points over the games over.
    pub(super) totals: [u32; MAX_PLAYERS],
    /// The winner of every game over.
    pub(super) game_winners: Vec<u8>,
    pub(super) log: Vec<Event>,
    /// The moves applied so far (kept with the log).
    pub(super) history: Vec<Move>,
    pub(super) logging: bool,
    /// Whether a game's end stops the match in [`Phase::Dealing`] (written only when it does).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) stops: bool,
    /// Whether a game was dealt as written (`as_written.rs`), not as the seed deals: its record
    /// then never reads back from the seed (written only when it was).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) written: bool,
}

impl Match {
    pub(super) fn record(&mut self, event: impl FnOnce() -> Event) {
        if self.logging {
            self.log.push(event());
        }
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.players.into()
    }
    /// The seed the match was started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The number of the current game, from 1.
    pub fn game_number(&self) -> u16 {
        self.game
    }
    /// The dealer of the current game.
    pub fn dealer(&self) -> usize {
        self.dealer.into()
    }
    /// A player's hand.
    pub fn hand(&self, player: usize) -> SuitedCards {
        self.hands[player]
    }
    /// The card dealt face up and its taker (three players).
    pub fn face_up(&self) -> Option<(SuitedCard, u8)> {
        self.face_up
    }
    /// The cards out of play (two players; unseen by both).
    pub fn out_of_play(&self) -> SuitedCards {
        self.out_of_play
    }
    /// The round on the table, if any.
    pub fn table(&self) -> Option<&Round> {
        self.table.as_ref()
    }
    /// The players who passed since the round's last play.
    pub fn passed(&self) -> PlayerSet {
        self.passed
    }
    /// The card the next lead must contain, if any.
    pub fn must_hold(&self) -> Option<SuitedCard> {
        self.must_hold
    }
    /// Each player's penalty points.
    pub fn totals(&self) -> &[u32] {
        &self.totals[..self.player_count()]
    }
    /// The winner of every game over.
    pub fn game_winners(&self) -> &[u8] {
        &self.game_winners
    }
    /// The event log (empty for a match that keeps none).
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// The moves applied so far (empty for a match that keeps no log).
    pub fn history(&self) -> &[Move] {
        &self.history
    }
    /// The player to move, or `None` when over or between games.
    pub fn to_move(&self) -> Option<usize> {
        (self.phase == Phase::Play).then_some(self.to_move.into())
    }

    /// What the player to move may do, or `None` when nobody is to move.
    pub fn turn(&self) -> Option<Turn> {
        (self.phase == Phase::Play).then(|| turn_of(self.table, self.must_hold))
    }

    /// The player after `p` in the direction of play.
    pub(super) fn after(&self, p: u8) -> u8 {
        after(p, self.players, self.rules.clockwise)
    }

    /// Replaces the generator that decides all future chance events (for search).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::seeded(seed);
    }
}

/// The turn of a player with `table` on the table and `must_hold` for a lead.
pub(super) fn turn_of(table: Option<Round>, must_hold: Option<SuitedCard>) -> Turn {
    match table {
        Some(round) => Turn {
            last: Some(round.cards),
            must_hold: None,
            may_pass: true,
        },
        None => Turn {
            last: None,
            must_hold,
            may_pass: false,
        },
    }
}

/// The player after `p` at a table of `n` in the direction of play.
pub(super) fn after(p: u8, n: u8, clockwise: bool) -> u8 {
    if clockwise {
        (p + 1) % n
    } else {
        (p + n - 1) % n
    }
}
