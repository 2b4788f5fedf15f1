//! The showdown (Ultimo, 1.8), going out, the next dealer and the end of the match (1.9).

use arrayvec::ArrayVec;

use crate::game::{Outcome, PlayerSet, MAX_PLAYERS};

use super::event::{DrawFor, Event};
use super::rules::{AllOut, LossCards, Rules};
use super::state::{Match, Phase};

impl Match {
    /// Everybody shows their last card; the highest loses, ties all lose.
    pub(super) fn showdown(&mut self) {
        let shown: ArrayVec<(u8, u8), MAX_PLAYERS> = self
            .in_match
            .iter()
            .map(|p| (p as u8, self.hands[p].highest()))
            .collect();
        let top = shown.iter().map(|&(_, r)| r).max().unwrap_or(0);
        let points = Rules::value(top);
        let mut losers = PlayerSet::default();
        for &(p, r) in &shown {
            if r == top {
                losers.insert(p as usize);
            }
        }
        for p in losers.iter() {
            self.totals[p] += u16::from(points);
            if self.rules.loss_cards == LossCards::Kept {
                self.loss_cards[p].add_rank(top);
            }
        }
        for &(p, _) in &shown {
            self.in_deal.remove(self.hands[p as usize]);
            self.hands[p as usize] = Default::default();
        }
        self.record(|| Event::Showdown {
            cards: shown.to_vec(),
            losers: losers.iter().map(|p| p as u8).collect(),
            points,
        });
        self.after_showdown(losers, points);
    }

    fn after_showdown(&mut self, losers: PlayerSet, points: u8) {
        let before = self.in_match;
        self.eliminate();
        match self.in_match.len() {
            0 => self.finish(self.settle_all_out(before)),
            1 => self.finish(self.in_match),
            _ => {
                self.dealer = if losers.len() == 1 {
                    losers.iter().next().unwrap_or(0) as u8
                } else {
                    self.draw_for_dealer(losers, DrawFor::NextDealer)
                };
                if self.stops {
                    self.next_deal = points;
                    self.phase = Phase::Dealing;
                } else {
                    self.start_deal(points);
                }
            }
        }
    }

    /// Players whose total reached the limit go out (1.9); their loss cards go back in the deck.
    fn eliminate(&mut self) {
        for p in self.in_match.iter() {
            if self.totals[p] >= self.rules.elimination {
                self.in_match.remove(p);
                self.out_after[p] = self.deal;
                let total = self.totals[p];
                self.record(|| Event::Out {
                    player: p as u8,
                    total,
                });
            }
        }
    }

    /// Who wins when every player still in went out together (the `all_out` option).
    fn settle_all_out(&self, group: PlayerSet) -> PlayerSet {
        match self.rules.all_out {
            AllOut::Share => group,
            AllOut::LowestTotal => {
                let low = group.iter().map(|p| self.totals[p]).min().unwrap_or(0);
                let mut winners = PlayerSet::default();
                for p in group.iter().filter(|&p| self.totals[p] == low) {
                    winners.insert(p);
                }
                winners
            }
        }
    }

    fn finish(&mut self, winners: PlayerSet) {
        self.winners = winners;
        self.phase = Phase::Over;
        self.record(|| Event::End {
            winners: winners.iter().map(|p| p as u8).collect(),
        });
    }

    /// Each seat's place: winners 1; then the later a player went out, the better; players out
    /// in the same showdown share a place.
    pub fn places(&self) -> Vec<u8> {
        let n = self.players as usize;
        let rank_key = |p: usize| -> (bool, u16) {
            let still_in = self.out_after[p] == 0;
            (
                self.winners.has(p),
                if still_in {
                    u16::MAX
                } else {
                    self.out_after[p]
                },
            )
        };
        (0..n)
            .map(|p| {
                let mine = rank_key(p);
                1 + (0..n).filter(|&q| rank_key(q) > mine).count() as u8
            })
            .collect()
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            winners: self.winners,
            places: self.places(),
        })
    }
}
