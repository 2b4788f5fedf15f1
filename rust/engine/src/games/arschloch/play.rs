//! The turns of play (3.3): a play or a pass, and where the turn goes after it; the end of a
//! game and of the match (3.4).

use crate::card::Cards;

use super::event::{Event, PlayKind};
use super::legal::{wins_at_once, Turn};
use super::roles::{places, roles};
use super::state::{Match, Phase, Round};

impl Match {
    /// The player to move plays `cards` (a legal play).
    pub(super) fn play(&mut self, cards: Cards) {
        let p = self.to_move;
        if self.logging {
            let kind = self.play_kind(cards);
            self.record(|| Event::Play {
                player: p,
                cards,
                kind,
            });
        }
        let at = usize::from(p);
        self.hands[at] = self.hands[at].minus(cards);
        self.played[at] = self.played[at].plus(cards);
        self.lead_passes = 0;
        let out = self.hands[at].is_empty();
        if wins_at_once(cards) {
            self.table = None;
            self.record(|| Event::RoundWon { player: p });
            if out {
                self.finish(p);
            }
            return;
        }
        if out {
            // The round ends with the finish; the next player with cards leads anew.
            self.table = None;
            self.finish(p);
            return;
        }
        self.table = Some(Round { last: p, cards });
        let next = self.left_of(p);
        self.give_turn(next);
    }

    /// What a play of `cards` by the player to move is (for the log: a match that keeps none
    /// never asks).
    fn play_kind(&self, cards: Cards) -> PlayKind {
        match self.turn() {
            Some(Turn::Follow { .. }) => PlayKind::Beat,
            Some(Turn::Lead {
                on_top: Some(size), ..
            }) if wins_at_once(cards) && cards.len() == size => PlayKind::OnTop,
            _ => PlayKind::Lead,
        }
    }

    /// The player to move passes: in a round, or, unable to lead, passes the lead.
    pub(super) fn pass(&mut self) {
        let p = self.to_move;
        if self.follows() {
            self.record(|| Event::Pass { player: p });
            let next = self.left_of(p);
            self.give_turn(next);
        } else {
            self.pass_lead(p);
        }
    }

    /// `p`, unable to lead, passes the lead (rare: a hand of aces and jokers alone).
    #[cold]
    #[inline(never)]
    fn pass_lead(&mut self, p: u8) {
        self.record(|| Event::PassLead { player: p });
        self.table = None;
        self.lead_passes += 1;
        self.lead_passed.insert(p.into());
        self.to_move = self.left_of(p);
    }

    /// The turn goes to `next`; when it is the player of the round's last play, the round has
    /// come back unbeaten and is theirs.
    fn give_turn(&mut self, next: u8) {
        self.to_move = next;
        if self.table.is_some_and(|r| r.last == next) {
            self.record(|| Event::RoundWon { player: next });
        }
    }

    /// `p` played their last card: their position is the next; the next player to their left
    /// with cards leads, or the game is over when one player is left with cards.
    #[cold]
    #[inline(never)]
    fn finish(&mut self, p: u8) {
        self.finished.push(p);
        let position = self.finished.len() as u8;
        self.record(|| Event::Finished {
            player: p,
            position,
        });
        let holding = self.holding();
        if holding.len() <= 1 {
            self.end_game();
            return;
        }
        self.lead_passes = 0;
        self.to_move = self.left_of(p);
    }

    /// The last player with cards is the last Arsch; totals grow by the positions; the match
    /// ends after its last game, waits between games when it stops, or deals on.
    fn end_game(&mut self) {
        for p in self.holding().iter() {
            self.finished.push(p as u8);
        }
        for (i, &p) in self.finished.iter().enumerate() {
            self.totals[usize::from(p)] += i as u16 + 1;
        }
        let order = self.finished.clone();
        if self.logging {
            let game = self.game;
            self.record(|| Event::GameOver {
                game,
                order: order.to_vec(),
                roles: roles(&order),
            });
        }
        self.orders.push(order);
        if self.game >= self.rules.games {
            self.phase = Phase::Over;
            if self.logging {
                let totals = self.totals().to_vec();
                let winners = self.winners_list();
                self.record(|| Event::MatchOver { totals, winners });
            }
        } else if self.stops {
            self.phase = Phase::Dealing;
        } else {
            self.deal_next_game();
        }
    }

    fn deal_next_game(&mut self) {
        self.phase = Phase::Dealing;
        let dealt = self.deal_next();
        debug_assert!(dealt.is_ok(), "a game over waits to be dealt");
    }

    /// The players with the lowest total.
    pub(super) fn winners_list(&self) -> Vec<u8> {
        places(self.totals())
            .iter()
            .enumerate()
            .filter(|&(_, &place)| place == 1)
            .map(|(p, _)| p as u8)
            .collect()
    }
}
