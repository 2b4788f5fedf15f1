//! The state of a whole match and its phases (3.2-3.4). Dealing and the exchange, the turns of
//! play, and the end of a game each live in their own file; this one holds the state and what
//! can be read from it.
//!
//! **Seating.** A player's index never changes. The order of play of a game is its *seating*:
//! `seating[0]` leads the game, `seating[i + 1]` sits to the left of `seating[i]` (plays after
//! them), and `seating[n - 1]`, right of the leader, deals. The first game is seated by index
//! from the left of the drawn dealer; every later game is seated by the finishing order of the
//! game before — first Chef, second Chef to their left, and so on round to the last Arsch, right
//! of the first Chef, who deals — so the first Chef, left of the dealer, leads.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::{Cards, Pile, JOKER};
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
    pub cards: Cards,
}

impl Round {
    /// The round's number of cards.
    #[inline]
    pub fn size(&self) -> u8 {
        self.cards.len()
    }

    /// The rank the last play counts as (jokers as the rank they join).
    #[inline]
    pub fn rank(&self) -> u8 {
        set_rank(self.cards)
    }
}

/// The rank a set counts as, 0 for cards that are no set: the lowest rank held, when nothing
/// but jokers is held beside it. Exactly the plain `one_rank(cards).unwrap_or(0)` for every
/// set of at most 15 cards (more overflow the plain code's nibble) and every other multiset
/// (`fast_paths.rs`), without working out what the jokers count as.
#[inline]
pub(super) fn set_rank(cards: Cards) -> u8 {
    let lowest = cards.0.trailing_zeros() & !3;
    let nibble = 0xFu64.checked_shl(lowest).unwrap_or(0);
    let rest = cards.0 & !nibble & !(0xF << (4 * JOKER));
    match cards.0 != 0 && rest == 0 {
        true => (lowest / 4) as u8,
        false => 0,
    }
}

/// One pair of this game's exchange, with the cards that went each way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Exchanged {
    /// The Arsch who gave their best cards.
    pub giver: u8,
    /// The Chef who gave their worst cards back.
    pub taker: u8,
    /// How many cards went each way.
    pub count: u8,
    /// The giver's best cards, now the taker's (empty in a match search drew from a view that
    /// did not see them).
    pub given: Cards,
    /// The taker's worst cards, now the giver's (empty where `given` is).
    pub returned: Cards,
}

/// A finishing order: players, first out first.
pub type Order = ArrayVec<u8, MAX_PLAYERS>;

/// A whole match of Arschloch, from the first deal to the end of its last game.
/// Its `Clone` is written out (`clone.rs`), so that a copy into a match reuses its lists.
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
    /// The order of play of this game, the leader first (see the module documentation).
    pub(super) seating: [u8; MAX_PLAYERS],
    pub(super) hands: [Cards; MAX_PLAYERS],
    /// The cards each player played in this game.
    pub(super) played: [Cards; MAX_PLAYERS],
    /// The cards of the pack no player holds in this game: the unused piles and the undealt rest.
    pub(super) out_of_play: Pile,
    /// This game's exchange.
    pub(super) exchanges: ArrayVec<Exchanged, { MAX_PLAYERS / 2 }>,
    /// Under `chef_chooses`, the pairs of the exchange whose Chef has still to choose what to
    /// give back: the last ones of `exchanges`, their `returned` empty and their cards not yet
    /// swapped (0 otherwise; written only when not 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(super) giving_back: u8,
    pub(super) table: Option<Round>,
    pub(super) to_move: u8,
    /// How many players in a row passed the lead since the last play.
    pub(super) lead_passes: u8,
    /// The players who passed the lead in this game: they held nothing but cards no one may
    /// lead (aces, and jokers unless `lead_jokers`), and so do they now.
    pub(super) lead_passed: PlayerSet,
    /// This game's finishing order so far.
    pub(super) finished: Order,
    /// The finishing order of every game over.
    pub(super) orders: Vec<Order>,
    /// Each player's sum of finishing positions over the games over.
    pub(super) totals: [u16; MAX_PLAYERS],
    pub(super) log: Vec<Event>,
    /// The moves applied so far (kept with the log).
    pub(super) history: Vec<Move>,
    pub(super) logging: bool,
    /// Whether a game's end stops the match in [`Phase::Dealing`] (written only when it does).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) stops: bool,
    /// Whether a game was dealt as written ([`Match::deal_as`]) rather than by the seed: such
    /// a match does not replay from its seed (written only when true).
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
    /// The phase's name as a user reads it: `"exchange"` while a Chef chooses what to give back
    /// (`chef_chooses`: the first turns of a game's play phase), else [`Phase::name`].
    pub fn phase_name(&self) -> &'static str {
        match self.giving_back() {
            Some(_) => "exchange",
            None => self.phase.name(),
        }
    }
    /// The number of the current game, from 1.
    pub fn game_number(&self) -> u16 {
        self.game
    }
    /// The dealer of the current game.
    pub fn dealer(&self) -> usize {
        self.dealer.into()
    }
    /// The order of play of the current game, the leader first.
    pub fn seating(&self) -> &[u8] {
        &self.seating[..self.player_count()]
    }
    /// A player's hand.
    pub fn hand(&self, player: usize) -> Cards {
        self.hands[player]
    }
    /// The cards a player played in the current game.
    pub fn played_by(&self, player: usize) -> Cards {
        self.played[player]
    }
    /// The cards out of play in the current game (unseen by every player).
    pub fn out_of_play(&self) -> &Pile {
        &self.out_of_play
    }
    /// The current game's exchange.
    pub fn exchanges(&self) -> &[Exchanged] {
        &self.exchanges
    }
    /// Under `chef_chooses`, the pair of the exchange whose Chef (the player to move) chooses
    /// the cards to give back now; `None` when no Chef is choosing.
    pub fn giving_back(&self) -> Option<&Exchanged> {
        pending_pair(&self.exchanges, self.giving_back)
    }
    /// How many pairs of the exchange still wait for their Chef's choice.
    pub fn pairs_giving_back(&self) -> u8 {
        self.giving_back
    }
    /// The round on the table, if any.
    pub fn table(&self) -> Option<&Round> {
        self.table.as_ref()
    }
    /// How many players in a row passed the lead.
    pub fn lead_passes(&self) -> u8 {
        self.lead_passes
    }
    /// The players who passed the lead in the current game.
    pub fn lead_passed(&self) -> PlayerSet {
        self.lead_passed
    }
    /// The current game's finishing order so far.
    pub fn finished(&self) -> &[u8] {
        &self.finished
    }
    /// The finishing order of every game over, first out first.
    pub fn finishing_orders(&self) -> &[Order] {
        &self.orders
    }
    /// Each player's sum of finishing positions over the games over.
    pub fn totals(&self) -> &[u16] {
        &self.totals[..self.player_count()]
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

    /// The players who still hold cards in the current game.
    pub fn holding(&self) -> PlayerSet {
        holding(&self.hands[..self.player_count()])
    }

    /// What the player to move may do, or `None` when nobody is to move.
    #[inline]
    pub fn turn(&self) -> Option<Turn> {
        (self.phase == Phase::Play).then(|| match self.giving_back() {
            Some(pair) => Turn::GiveBack { count: pair.count },
            None => self.play_turn(),
        })
    }

    /// The turn of the player to move in play when no Chef is choosing: what [`Match::turn`]
    /// is then.
    #[inline]
    pub(super) fn play_turn(&self) -> Turn {
        turn_of(self.table, self.to_move, || self.everyone_passed())
    }

    /// Whether every player still holding cards passed the lead in turn (the leader may lead
    /// anything): the lead passes in a row at least the players holding cards, who are counted
    /// only when the lead was passed or the player to move holds nothing (else there is one
    /// holder at least, and no pass).
    #[inline]
    pub(super) fn everyone_passed(&self) -> bool {
        let holds = !self.hands[usize::from(self.to_move)].is_empty();
        match self.lead_passes {
            0 if holds => false,
            passes => usize::from(passes) >= self.holding().len(),
        }
    }

    /// Whether the player to move follows a round: exactly whether [`Match::turn`] is a
    /// [`Turn::Follow`], read without building the turn (what a pass asks).
    pub(super) fn follows(&self) -> bool {
        self.phase == Phase::Play
            && self.giving_back().is_none()
            && self.table.is_some_and(|round| round.last != self.to_move)
    }

    /// The player left of `p` (next in the seating) who still holds cards; `p` when nobody else
    /// does.
    pub(super) fn left_of(&self, p: u8) -> u8 {
        left_of(
            self.seating(),
            |q| !self.hands[usize::from(q)].is_empty(),
            p,
        )
    }

    /// Replaces the generator that decides all future chance events (for search).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::seeded(seed);
    }
}

/// The pair whose Chef chooses now among `exchanges` when the last `giving_back` of them wait.
pub(super) fn pending_pair<E>(exchanges: &[E], giving_back: u8) -> Option<&E> {
    let at = exchanges.len().checked_sub(usize::from(giving_back))?;
    (giving_back > 0).then(|| exchanges.get(at)).flatten()
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The players whose hands are not empty.
pub(super) fn holding(hands: &[Cards]) -> PlayerSet {
    let mut set = PlayerSet::default();
    for (p, hand) in hands.iter().enumerate() {
        if !hand.is_empty() {
            set.insert(p);
        }
    }
    set
}

/// The turn of `to_move` with `table` on the table, when `everyone_passed()` says whether every
/// player still holding cards passed the lead in turn (3.3; asked only for a lead on an empty
/// table, the one turn that asks).
#[inline(always)]
pub(super) fn turn_of(
    table: Option<Round>,
    to_move: u8,
    everyone_passed: impl FnOnce() -> bool,
) -> Turn {
    match table {
        Some(round) if round.last == to_move => Turn::Lead {
            anyway: false,
            on_top: Some(round.size()),
        },
        Some(round) => Turn::Follow {
            size: round.size(),
            rank: round.rank(),
        },
        None => Turn::Lead {
            anyway: everyone_passed(),
            on_top: None,
        },
    }
}

/// The player after `p` in `seating` who `holds` cards; `p` when there is none.
#[inline]
pub(super) fn left_of(seating: &[u8], holds: impl Fn(u8) -> bool, p: u8) -> u8 {
    let at = seating.iter().position(|&q| q == p).unwrap_or(0);
    // The seats after `at`, then round to `at` itself.
    let (upto, after) = seating.split_at(seating.len().min(at + 1));
    after
        .iter()
        .chain(upto)
        .copied()
        .find(|&q| holds(q))
        .unwrap_or(p)
}
