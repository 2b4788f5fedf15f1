//! A game dealt as written (a record of a game played at a real table, read without its seed):
//! the hands a game deals, and the first dealer, taken as written instead of from the match's
//! seed, at the point the deal makes them: when a game is dealt and before its first move.
//!
//! The written deal is checked as the deal makes it (every seat a hand of `hand_size` cards, all
//! of them in the pack, the dealer the rules' one after the first game), and what follows from
//! the hands is made again as the rules make it: the cards out of play, the deal's log event,
//! the exchange (automatic, or its Arsch's best cards set aside for a Chef who chooses) and the
//! player to move. A refused deal says what is wrong and leaves the match as it was. A match
//! dealt so is marked: it does not replay from its seed ([`Match::from_json`] refuses it).

use crate::card::{Cards, Pile};
use crate::error::EngineError;

use super::event::Event;
use super::rules::Rules;
use super::state::{Match, Phase};

impl Match {
    /// Deals the current game (or the game the match waits to deal) as written: `hands[p]` is
    /// seat `p`'s hand as dealt, before any exchange. `dealer` is the first game's dealer as
    /// written (drawn by chance, so any seat); from the second game on the rules fix the dealer
    /// (the last Arsch), and a dealer given must be that one. The game must not have seen a move
    /// yet (a Chef's choice of what to give back included).
    pub fn deal_as(&mut self, dealer: Option<usize>, hands: &[Cards]) -> Result<(), EngineError> {
        let mut m = self.clone();
        m.deal_written(dealer, hands)?;
        *self = m;
        Ok(())
    }

    fn deal_written(&mut self, dealer: Option<usize>, hands: &[Cards]) -> Result<(), EngineError> {
        if self.phase == Phase::Dealing {
            self.deal_next()?;
        }
        self.check_before_first_move()?;
        let out_of_play = self.pack_left(hands)?;
        self.dealer_as(dealer)?;
        self.forget_deal();
        self.hands[..hands.len()].copy_from_slice(hands);
        self.out_of_play = out_of_play;
        self.record_deal();
        self.exchange_and_lead();
        self.written = true;
        Ok(())
    }

    /// Refuses a game that is over or has seen a move: a play, a pass, a passed lead, or a
    /// Chef's choice of what to give back.
    fn check_before_first_move(&self) -> Result<(), EngineError> {
        if self.phase != Phase::Play {
            return Err(EngineError::State(format!(
                "no game is to be dealt: the match is {}",
                self.phase.name()
            )));
        }
        let n = self.player_count();
        let chosen = self.exchanges.len() - usize::from(self.giving_back);
        let moved = self.played[..n].iter().any(|c| !c.is_empty())
            || self.lead_passes > 0
            || !self.lead_passed.is_empty()
            || !self.finished.is_empty()
            || self.table.is_some()
            || (self.rules.chef_chooses && chosen > 0);
        if moved {
            return Err(EngineError::State(format!(
                "game {} is under way: a game is dealt as written before its first move",
                self.game
            )));
        }
        Ok(())
    }

    /// The pack less `hands`, checked as the deal deals them: a hand a seat, each of
    /// `hand_size` cards, no rank more often than the pack holds it.
    fn pack_left(&self, hands: &[Cards]) -> Result<Pile, EngineError> {
        let refuse = |m: String| Err(EngineError::Rules(m));
        let (n, size) = (self.player_count(), self.rules.hand_size);
        if hands.len() != n {
            return refuse(format!(
                "{} hands written for a table of {n} players",
                hands.len()
            ));
        }
        if let Some(p) = hands.iter().position(|h| h.len() != size) {
            return refuse(format!(
                "seat {p}'s hand [{}] holds {} cards, not the {size} dealt",
                hands[p],
                hands[p].len()
            ));
        }
        let mut left = Rules::pack();
        for (p, h) in hands.iter().enumerate() {
            left = match left.checked_minus(&Pile::of(*h)) {
                Some(rest) => rest,
                None => return refuse(too_many(hands, p)),
            };
        }
        Ok(left)
    }

    /// Takes the first game's dealer as written (the table seated from their left); from the
    /// second game on, checks a written dealer against the rules' one.
    fn dealer_as(&mut self, dealer: Option<usize>) -> Result<(), EngineError> {
        let n = self.player_count();
        let Some(d) = dealer else {
            return Ok(());
        };
        if d >= n {
            return Err(EngineError::Rules(format!(
                "dealer {d} is not at a table of {n}"
            )));
        }
        if self.game > 1 && d != usize::from(self.dealer) {
            return Err(EngineError::Rules(format!(
                "game {} is dealt by seat {}, the last Arsch of the game before, not by seat {d}",
                self.game, self.dealer
            )));
        }
        self.dealer = d as u8;
        if self.game == 1 {
            self.seat_left_of_dealer();
        }
        Ok(())
    }

    /// Drops the log's events of the current game's deal (its deal and exchange) and puts the
    /// hands back as the exchange found them, so that the deal can be made again.
    fn forget_deal(&mut self) {
        if let Some(at) = (self.log.iter()).rposition(|e| matches!(e, Event::Deal { .. })) {
            self.log.truncate(at);
        }
        self.exchanges.clear();
        self.giving_back = 0;
    }
}

/// What is wrong with hands that hold more of a rank than the pack once seat `p`'s is added.
fn too_many(hands: &[Cards], p: usize) -> String {
    let mut held = Pile::EMPTY;
    for h in &hands[..=p] {
        for rank in h.ranks_high_to_low() {
            held.add_rank(rank);
            if Rules::pack().checked_minus(&held).is_none() {
                return format!(
                    "seat {p}'s hand [{}] holds a {} the pack has no more of (a card twice)",
                    hands[p],
                    crate::card::rank_name(rank)
                );
            }
        }
    }
    format!("the hands up to seat {p}'s hold more cards than the pack")
}
