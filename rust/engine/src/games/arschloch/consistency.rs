//! Checks that a state obeys the rules' invariants: used by the random-play tests and on every
//! state search builds from a view.

use crate::card::joker::one_rank;
use crate::card::{Cards, Pile, ACE};
use crate::error::EngineError;
use crate::options::GameRules;

use super::legal::can_lead;
use super::roles::pairs;
use super::rules::{Rules, MAX_PLAYERS, PACK_SIZE};
use super::state::{Match, Order, Phase};

fn bad<T>(what: String) -> Result<T, EngineError> {
    Err(EngineError::State(format!("an inconsistent match: {what}")))
}

impl Match {
    /// Checks the invariants: every card of the pack accounted for exactly once (hands, cards
    /// played this game, out of play); every hand and its plays make a whole pile; the players
    /// out are the finishing order; the round on the table, the passes of the lead, the
    /// exchange, the orders of past games and the totals as the rules make them.
    pub fn check_consistency(&self) -> Result<(), EngineError> {
        self.rules.check_players(self.player_count())?;
        self.check_seating()?;
        self.check_cards()?;
        self.check_standing()?;
        self.check_turn()?;
        self.check_exchange()
    }

    fn check_seating(&self) -> Result<(), EngineError> {
        let n = self.player_count();
        if !is_order(self.seating(), n) || self.seating[n - 1] != self.dealer {
            return bad(format!(
                "seating {:?} with dealer {}",
                self.seating(),
                self.dealer
            ));
        }
        // Game g >= 2 is seated by the order of game g - 1.
        let expected = usize::from(self.game)
            .checked_sub(2)
            .and_then(|g| self.orders.get(g));
        if let Some(order) = expected {
            if order.as_slice() != self.seating() {
                return bad("the seating is not the last game's finishing order".into());
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), EngineError> {
        let n = self.player_count();
        let mut left = Rules::pack().checked_minus(&self.out_of_play);
        for p in 0..MAX_PLAYERS {
            let (hand, played) = (self.hands[p], self.played[p]);
            if p >= n && !(hand.is_empty() && played.is_empty()) {
                return bad(format!("seat {p} is not at the table but holds cards"));
            }
            if p < n
                && u32::from(hand.len()) + u32::from(played.len())
                    != u32::from(self.rules.hand_size)
            {
                return bad(format!("player {p} holds [{hand}] and played [{played}]"));
            }
            left = left
                .and_then(|l| l.checked_minus(&Pile::of(hand)))
                .and_then(|l| l.checked_minus(&Pile::of(played)));
        }
        let out = PACK_SIZE - n as u32 * u32::from(self.rules.hand_size);
        if left.is_none_or(|l| !l.is_empty()) || self.out_of_play.len() != out {
            return bad("the hands, the plays and the cards out of play are not the pack".into());
        }
        Ok(())
    }

    /// The finishing order of this game and of the games over, and the totals they make.
    fn check_standing(&self) -> Result<(), EngineError> {
        let n = self.player_count();
        let done = self.phase != Phase::Play;
        if self.game == 0
            || self.game > self.rules.games
            || (self.phase == Phase::Over) != (self.game == self.rules.games && done)
        {
            return bad(format!(
                "game {} of {} in the {} phase",
                self.game,
                self.rules.games,
                self.phase.name()
            ));
        }
        let games_over = usize::from(self.game) - usize::from(!done);
        if self.orders.len() != games_over || !self.orders.iter().all(|o| is_order(o, n)) {
            return bad("the orders of the games over".into());
        }
        let mut totals = [0u16; MAX_PLAYERS];
        for order in &self.orders {
            for (i, &p) in order.iter().enumerate() {
                totals[usize::from(p)] += i as u16 + 1;
            }
        }
        if totals != self.totals {
            return bad("the totals are not the sums of the finishing positions".into());
        }
        let holding = self.holding();
        if done {
            let last: &Order = self.orders.last().unwrap_or(&self.finished);
            if *last != self.finished || holding.len() != 1 || !holding.has(last[n - 1].into()) {
                return bad("a game over whose order is not its finishing order".into());
            }
            return Ok(());
        }
        let out: Vec<u8> = (0..n as u8).filter(|&p| !holding.has(p.into())).collect();
        let mut sorted: Vec<u8> = self.finished.to_vec();
        sorted.sort_unstable();
        if sorted != out || holding.len() < 2 {
            return bad(format!(
                "players out {out:?}, finishing order {:?}",
                self.finished
            ));
        }
        Ok(())
    }

    /// The player to move, the round on the table and the passes of the lead.
    fn check_turn(&self) -> Result<(), EngineError> {
        if self.phase != Phase::Play {
            return Ok(());
        }
        let holding = self.holding();
        if !holding.has(self.to_move.into()) {
            return bad(format!("player {} is to move without cards", self.to_move));
        }
        if let Some(round) = self.table {
            let rank = one_rank(round.cards);
            if !holding.has(round.last.into())
                || rank.is_none_or(|r| r >= ACE)
                || self.lead_passes > 0
            {
                return bad(format!(
                    "the round [{}] of player {}",
                    round.cards, round.last
                ));
            }
        }
        if usize::from(self.lead_passes) > holding.len() {
            return bad(format!("{} passes of the lead in a row", self.lead_passes));
        }
        for p in self.lead_passed.iter() {
            if p >= self.player_count() || can_lead(self.hands[p], self.rules.lead_jokers) {
                return bad(format!("player {p} passed the lead but can lead"));
            }
        }
        Ok(())
    }

    /// The exchange is the one the last game's order makes, of the counts it gives.
    fn check_exchange(&self) -> Result<(), EngineError> {
        if usize::from(self.giving_back) > self.exchanges.len() {
            return bad("more pairs giving back than the exchange has".into());
        }
        let expected: Vec<(u8, u8, u8)> = match self.game {
            1 => Vec::new(),
            g => self
                .orders
                .get(usize::from(g) - 2)
                .map_or_else(Vec::new, |o| {
                    pairs(o).map(|p| (p.giver, p.taker, p.count)).collect()
                }),
        };
        let actual: Vec<(u8, u8, u8)> = self
            .exchanges
            .iter()
            .map(|e| (e.giver, e.taker, e.count))
            .collect();
        let shown = |c: Cards, n: u8| c.is_empty() || c.len() == n;
        if expected != actual
            || (self.exchanges.iter())
                .any(|e| !shown(e.given, e.count) || !shown(e.returned, e.count))
        {
            return bad("the exchange is not the one the last game's order makes".into());
        }
        let waiting = &self.exchanges[self.exchanges.len() - usize::from(self.giving_back)..];
        if let Some(pair) = self.giving_back() {
            let untouched = self.played.iter().all(|c| c.is_empty()) && self.table.is_none();
            if !self.rules.chef_chooses
                || !untouched
                || self.to_move != pair.taker
                || waiting.iter().any(|e| !e.returned.is_empty())
            {
                return bad("a Chef chooses what to give back where the rules have none".into());
            }
        }
        Ok(())
    }
}

/// Whether `seats` names every player of a table of `n` once.
fn is_order(seats: &[u8], n: usize) -> bool {
    let mut seen = [false; MAX_PLAYERS];
    seats.len() == n
        && seats
            .iter()
            .all(|&p| usize::from(p) < n && !std::mem::replace(&mut seen[usize::from(p)], true))
}
