//! The state of a whole match and its phases (1.2-1.9). Dealing, the exchange, tricks and the
//! showdown each live in their own file; this one holds the state and moves it along.

use serde::{Deserialize, Serialize};

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::{PlayerSet, MAX_PLAYERS};
use crate::options::GameRules;
use crate::rng::Rng;

use super::event::Event;
use super::rules::Rules;
use super::stock::Stock;
use super::trick::Trick;

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Players discard and draw, one turn each, starting left of the dealer (1.5).
    Exchange,
    /// Tricks are played (1.6).
    Play,
    /// The match has ended (1.9).
    Over,
    /// A deal is to be dealt (1.4): the dealer is chosen and nobody is to move. Only a match
    /// that stops between deals ([`Match::stop_between_deals`]) waits here, until
    /// [`Match::deal_next`]; search plays out to here and no further.
    Dealing,
}

impl Phase {
    /// The phase's name: `"exchange"`, `"play"`, `"over"` or `"dealing"`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Exchange => "exchange",
            Phase::Play => "play",
            Phase::Over => "over",
            Phase::Dealing => "dealing",
        }
    }

    /// Whether a player is to move (the exchange or the tricks of a deal).
    pub fn in_deal(self) -> bool {
        matches!(self, Phase::Exchange | Phase::Play)
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Marks a player who has not had their exchange turn in this deal.
pub const NOT_YET: u8 = u8::MAX;

/// A whole match of the Zweiundzwanzig family, from the first dealer's draw to the end.
/// Its `Clone` is written out (`clone.rs`), so that a copy into a match reuses its lists.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub(super) rules: Rules,
    pub(super) players: u8,
    pub(super) seed: u64,
    pub(super) rng: Rng,
    pub(super) phase: Phase,
    /// The number of the current deal, from 1.
    pub(super) deal: u16,
    pub(super) dealer: u8,
    pub(super) to_move: u8,
    pub(super) in_match: PlayerSet,
    /// Cards each player held at the start of the current trick.
    pub(super) hand_size: u8,
    pub(super) hands: [Cards; MAX_PLAYERS],
    pub(super) stock: Stock,
    /// Each player's discards in this deal (known to that player only).
    pub(super) discards: [Cards; MAX_PLAYERS],
    /// The cards of this deal: dealt to the hands or left in the stock, less the cards shown at
    /// its showdown. The cards played to tricks are these less the stock, hands and discards.
    pub(super) in_deal: Pile,
    /// Cards each player exchanged in this deal, or [`NOT_YET`].
    pub(super) exchanged: [u8; MAX_PLAYERS],
    pub(super) exchanges_left: u8,
    pub(super) trick: Trick,
    pub(super) totals: [u16; MAX_PLAYERS],
    /// Loss cards lying in front of each player (with `loss_cards = kept`).
    pub(super) loss_cards: [Pile; MAX_PLAYERS],
    /// The deal after whose showdown each player went out; 0 while in.
    pub(super) out_after: [u16; MAX_PLAYERS],
    pub(super) winners: PlayerSet,
    pub(super) log: Vec<Event>,
    /// The moves applied so far (kept with the log).
    pub(super) history: Vec<super::moves::Move>,
    pub(super) logging: bool,
    /// Whether a deal's end stops the match in [`Phase::Dealing`] (written only when it does:
    /// a record of a match that stops replays as one).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) stops: bool,
    /// The cards each that the deal waiting in [`Phase::Dealing`] is to give (1.4); 0 once
    /// dealt (written only while a deal waits).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(super) next_deal: u8,
}

impl Match {
    /// A new match: the first dealer is drawn and the first deal is dealt.
    pub fn new(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::with_logging(players, rules, seed, true)
    }

    /// A new match that keeps no event log (for rollouts, where the log is not read).
    pub fn new_unlogged(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::with_logging(players, rules, seed, false)
    }

    /// A new match without a log that stops before every deal, the first one too: the first
    /// dealer is drawn and [`Match::deal_next`] deals. Dealt on, it plays as
    /// [`Match::new_unlogged`] with the same seed does.
    pub fn new_stopping(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::stopping(players, rules, seed, false)
    }

    /// A new match with a log that stops before every deal, the first one too, for dealing each
    /// deal as written ([`Match::deal_as`]): the first dealer is drawn, and `deal_as` takes the
    /// draw as written in its place.
    pub fn new_written(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::stopping(players, rules, seed, true)
    }

    fn stopping(
        players: usize,
        rules: Rules,
        seed: u64,
        logging: bool,
    ) -> Result<Match, EngineError> {
        rules.check_players(players)?;
        let mut m = Match::undealt(players, rules, seed, logging);
        m.draw_first_dealer();
        m.stops = true;
        m.next_deal = rules.first_deal;
        Ok(m)
    }

    fn with_logging(
        players: usize,
        rules: Rules,
        seed: u64,
        logging: bool,
    ) -> Result<Match, EngineError> {
        rules.check_players(players)?;
        let mut m = Match::undealt(players, rules, seed, logging);
        m.draw_first_dealer();
        m.start_deal(rules.first_deal);
        Ok(m)
    }

    /// A new match before the first dealer is drawn; `players` must suit the rules.
    fn undealt(players: usize, rules: Rules, seed: u64, logging: bool) -> Match {
        Match {
            rules,
            players: players as u8,
            seed,
            rng: Rng::seeded(seed),
            phase: Phase::Dealing,
            deal: 0,
            dealer: 0,
            to_move: 0,
            in_match: PlayerSet::first(players),
            hand_size: 0,
            hands: [Cards::EMPTY; MAX_PLAYERS],
            stock: Stock::EMPTY,
            discards: [Cards::EMPTY; MAX_PLAYERS],
            in_deal: Pile::EMPTY,
            exchanged: [NOT_YET; MAX_PLAYERS],
            exchanges_left: 0,
            trick: Trick::default(),
            totals: [0; MAX_PLAYERS],
            loss_cards: [Pile::EMPTY; MAX_PLAYERS],
            out_after: [0; MAX_PLAYERS],
            winners: PlayerSet::default(),
            log: Vec::new(),
            history: Vec::new(),
            logging,
            stops: false,
            next_deal: 0,
        }
    }

    /// Draws for the first deal (1.3).
    fn draw_first_dealer(&mut self) {
        self.dealer = self.draw_for_dealer(self.in_match, super::event::DrawFor::FirstDealer);
    }

    /// Makes the match stop when a deal ends, in [`Phase::Dealing`] before the next deal is
    /// dealt (`true`), or deal on at once (`false`, as every new match does). Search plays its
    /// playouts to the end of a deal this way, without dealing the next one. The setting is
    /// kept in JSON: a record of a match that stops replays as one, waiting where it waited.
    pub fn stop_between_deals(&mut self, stop: bool) {
        self.stops = stop;
    }

    /// Deals the deal a match stopped between deals waits for, as the match would have dealt it
    /// at once; fails in any other phase.
    pub fn deal_next(&mut self) -> Result<(), EngineError> {
        if self.phase != Phase::Dealing {
            return Err(EngineError::IllegalMove(format!(
                "no deal is waiting to be dealt: the match is in the {} phase",
                self.phase.name()
            )));
        }
        let target = std::mem::take(&mut self.next_deal);
        self.start_deal(target);
        Ok(())
    }

    pub(super) fn record(&mut self, event: impl FnOnce() -> Event) {
        if self.logging {
            self.log.push(event());
        }
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The number of seats.
    pub fn player_count(&self) -> usize {
        self.players as usize
    }
    /// The seed the match was started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The number of the current deal, from 1.
    pub fn deal_number(&self) -> u16 {
        self.deal
    }
    /// The dealer of the current deal (who may have just gone out).
    pub fn dealer(&self) -> usize {
        self.dealer as usize
    }
    /// The players still in the match.
    pub fn in_match(&self) -> PlayerSet {
        self.in_match
    }
    /// A player's hand.
    pub fn hand(&self, player: usize) -> Cards {
        self.hands[player]
    }
    /// Cards each player in the match held when the current trick began.
    pub fn hand_size(&self) -> u8 {
        self.hand_size
    }
    /// The cards left in the stock.
    pub fn stock(&self) -> &Pile {
        self.stock.pile()
    }
    /// Each player's total of loss points.
    pub fn totals(&self) -> &[u16] {
        &self.totals[..self.players as usize]
    }
    /// The loss cards in front of a player.
    pub fn loss_cards(&self, player: usize) -> &Pile {
        &self.loss_cards[player]
    }
    /// How many cards each player exchanged in this deal (`None`: not yet).
    pub fn exchanged(&self, player: usize) -> Option<u8> {
        let n = self.exchanged[player];
        (n != NOT_YET).then_some(n)
    }
    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }
    /// The cards played to tricks in this deal (worked out from where the other cards lie, so
    /// that playing a card costs nothing to track).
    pub fn played(&self) -> Pile {
        let played = self.cards_played();
        debug_assert!(played.is_some(), "the cards of the deal are accounted for");
        played.unwrap_or_default()
    }

    /// The cards of the deal not in the stock, a hand or a discard pile, or `None` if those are
    /// not all among the cards of the deal.
    pub(super) fn cards_played(&self) -> Option<Pile> {
        let mut left = self.in_deal.checked_minus(self.stock.pile())?;
        for p in 0..self.players as usize {
            left = left.checked_minus(&Pile::of(self.hands[p]))?;
            left = left.checked_minus(&Pile::of(self.discards[p]))?;
        }
        Some(left)
    }
    /// A player's discards in this deal.
    pub fn discards(&self, player: usize) -> Cards {
        self.discards[player]
    }
    /// The event log (empty for an unlogged match).
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// The moves applied so far (empty for an unlogged match).
    pub fn history(&self) -> &[super::moves::Move] {
        &self.history
    }
    /// The winners, once over.
    pub fn winners(&self) -> PlayerSet {
        self.winners
    }
    /// The deal after which a player went out, or `None` while in.
    pub fn out_after(&self, player: usize) -> Option<u16> {
        let d = self.out_after[player];
        (d != 0).then_some(d)
    }
    /// The seat to move, or `None` when over or between deals.
    pub fn to_move(&self) -> Option<usize> {
        self.phase.in_deal().then_some(self.to_move as usize)
    }

    /// Replaces the generator that decides all future chance events (for search).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::seeded(seed);
    }

    /// The player to the left of `p` still in the match.
    pub(super) fn left_of(&self, p: u8) -> u8 {
        debug_assert!(u64::from(self.in_match.0) >> self.players == 0);
        next_in(self.in_match, p)
    }
}

/// The seat after `p` in `seats` (the lowest above it, else the lowest; `p` when none), for a
/// set of seats of the table only, as a match's players in the match are (`consistency.rs`
/// checks it): [`PlayerSet::next_after`] without cutting the set down to the table, a few
/// instructions less on every move (`the_seat_to_the_left_is_as_next_after_says`).
///
/// The set turned so that the seat after `p` comes first: its lowest seat, counted from
/// `p + 1` around the 32 seats a set holds, is the next one. The bit that turning brings last
/// stands for `p` itself, set so that an empty set gives `p` with no test.
#[inline]
pub(super) fn next_in(seats: PlayerSet, p: u8) -> u8 {
    const SEATS: u32 = u32::BITS;
    let after = u32::from(p) + 1;
    let turned = seats.0.rotate_right(after) | 1 << (SEATS - 1);
    ((after + turned.trailing_zeros()) % SEATS) as u8
}

/// Every seat of `seats` once, from the one after `p` around the table (as [`next_in`] goes
/// from `p`; `seats_after_p_are_next_in_after_next_in`): the set turned so that the seat after
/// `p` is its lowest bit, and its bits taken from the lowest up.
#[inline]
pub(super) fn seats_after(seats: PlayerSet, p: u8) -> impl Iterator<Item = u8> {
    let after = u32::from(p) + 1;
    let mut turned = seats.0.rotate_right(after);
    std::iter::from_fn(move || {
        (turned != 0).then(|| {
            let seat = (after + turned.trailing_zeros()) % u32::BITS;
            turned &= turned - 1;
            seat as u8
        })
    })
}

/// [`next_in`] as first written: the seats above `p`, else the lowest.
#[cfg(test)]
fn next_in_plain(seats: PlayerSet, p: u8) -> u8 {
    let seats = u64::from(seats.0);
    let above = seats & !((2u64 << p) - 1);
    let next = if above != 0 { above } else { seats };
    if next == 0 {
        p
    } else {
        next.trailing_zeros() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each table size up to 32 with sets of its seats: every set up to 10 seats, 2,000 random
    /// ones from `seed`'s generator above.
    fn tables_and_sets(seed: u64) -> Vec<(usize, u32)> {
        let mut rng = Rng::seeded(seed);
        let mut out = Vec::new();
        for n in 1..=MAX_PLAYERS {
            let all = PlayerSet::first(n).0;
            if n <= 10 {
                out.extend((0..=all).map(|set| (n, set)));
            } else {
                out.extend((0..2000).map(|_| (n, rng.next_u64() as u32 & all)));
            }
        }
        out
    }

    #[test]
    fn seats_after_p_are_next_in_after_next_in() {
        // Every set of seats of tables up to 10, random sets of larger tables up to 32, from
        // every seat (in the set or not).
        for (n, set) in tables_and_sets(41) {
            let seats = PlayerSet(set);
            for p in 0..n as u8 {
                let plain: Vec<u8> =
                    std::iter::successors(Some(next_in(seats, p)), |&q| Some(next_in(seats, q)))
                        .take(seats.len())
                        .collect();
                let turned: Vec<u8> = seats_after(seats, p).collect();
                assert_eq!(turned, plain, "table {n}, seats {set:#x}, after {p}");
            }
        }
    }

    #[test]
    fn the_seat_to_the_left_is_as_next_after_says() {
        // Every set of seats of tables up to 10, random sets of larger tables up to 32.
        for (n, set) in tables_and_sets(31) {
            for p in 0..n {
                let seats = PlayerSet(set);
                assert_eq!(
                    usize::from(next_in(seats, p as u8)),
                    seats.next_after(p, n),
                    "table {n}, seats {set:#x}, after {p}"
                );
                assert_eq!(next_in(seats, p as u8), next_in_plain(seats, p as u8));
            }
        }
    }
}
