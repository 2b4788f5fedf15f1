//! Checks that a state obeys the rules' invariants: used on states read back from JSON and by the
//! random-play tests.

use crate::card::Pile;
use crate::error::EngineError;
use crate::options::GameRules;

use super::rules::LossCards;
use super::state::{Match, Phase};

impl Match {
    /// Checks the invariants: every card accounted for exactly once; players in the match hold
    /// equal hands between tricks; totals match loss cards; players out have reached the limit.
    pub fn check_consistency(&self) -> Result<(), EngineError> {
        self.rules.check_players(self.players as usize)?;
        let bad = |m: String| Err(EngineError::State(m));
        // In 64 bits: a table of 32 seats fills all 32 bits of a set.
        if u64::from(self.in_match.0) >> self.players != 0 {
            return bad("a player outside the table is in the match".into());
        }
        if self.phase == Phase::Dealing && self.next_deal == 0 {
            return bad("between deals with no deal to deal (a match read back never is)".into());
        }
        if self.cards_played().is_none() {
            return bad("the stock, hands and discards hold cards the deal does not".into());
        }
        if self.accounted_cards() != self.rules.deck(self.players as usize) {
            return bad(format!(
                "the cards do not add up to the deck: {} accounted",
                self.accounted_cards()
            ));
        }
        for p in 0..self.players as usize {
            let is_in = self.in_match.has(p);
            let held = self.hands[p].len();
            let played = self.trick.plays.iter().any(|&(q, _)| q as usize == p);
            let expected = match (self.phase, is_in) {
                (Phase::Over | Phase::Dealing, _) | (_, false) => 0,
                _ if played => self.hand_size - self.trick.size(),
                _ => self.hand_size,
            };
            if held != expected {
                return bad(format!(
                    "player {p} holds {held} cards, expected {expected}"
                ));
            }
            if is_in == (self.totals[p] >= self.rules.elimination) && self.phase != Phase::Over {
                return bad(format!(
                    "player {p}'s total {} and status disagree",
                    self.totals[p]
                ));
            }
            if self.rules.loss_cards == LossCards::Kept && self.loss_points(p) != self.totals[p] {
                return bad(format!("player {p}'s loss cards do not make the total"));
            }
        }
        Ok(())
    }

    fn loss_points(&self, p: usize) -> u16 {
        self.loss_cards[p]
            .ranks_high_to_low()
            .map(|r| u16::from(super::rules::Rules::value(r)))
            .sum()
    }

    /// Every card of the match where it lies: hands, stock, discards, tricks, loss cards in front
    /// of players still in.
    pub fn accounted_cards(&self) -> Pile {
        let mut all = *self.stock.pile();
        all.add_pile(&self.cards_played().unwrap_or_default());
        for p in 0..self.players as usize {
            all.add(self.hands[p]);
            all.add(self.discards[p]);
            if self.in_match.has(p) && self.rules.loss_cards == LossCards::Kept {
                all.add_pile(&self.loss_cards[p]);
            }
        }
        if !self.phase.in_deal() {
            // After a showdown the shown cards are gone from the hands; count them back as the
            // deck the next deal uses.
            return self.rules.deck(self.players as usize);
        }
        all
    }
}
