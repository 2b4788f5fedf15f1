//! The showdown (Ultimo, 1.8), going out, the next dealer and the end of the match (1.9).

use crate::card::Cards;
use crate::game::{Outcome, PlayerSet, MAX_PLAYERS};

use super::event::{DrawFor, Event};
use super::rules::{AllOut, LossCards, Rules};
use super::state::{Match, Phase};

/// The highest rank shown by the seats of `seats` (0 when none) and the seats showing it. The
/// highest rank of all the hands together is the highest shown, and a seat shows it exactly when
/// its hand holds it: no list of what each shows is made (`the_highest_shown_is_as_listed`).
pub(super) fn highest_shown(hands: &[Cards; MAX_PLAYERS], seats: PlayerSet) -> (u8, PlayerSet) {
    let all = seats.iter().fold(0, |all, p| all | hands[p].0);
    if all == 0 {
        return (0, PlayerSet::default());
    }
    let top = Cards(all).highest();
    let mut losers = PlayerSet::default();
    for p in seats.iter() {
        if hands[p].count(top) > 0 {
            losers.insert(p);
        }
    }
    (top, losers)
}

/// Each seat's place (into `places`) from the winners and the deal after which each went out
/// (0: still in): 1 and how many seats rank above, winners first, then the players still in,
/// then the later out the better. Each seat's rank is one number (the winner's bit above the
/// deal, a seat still in counting as the last deal), so a place is a count of larger numbers
/// (`places_are_as_ranked`).
pub(super) fn places_of(winners: PlayerSet, out_after: &[u16], places: &mut [u8]) {
    let mut keys = [0u32; MAX_PLAYERS];
    for (p, key) in keys.iter_mut().enumerate().take(places.len()) {
        let out = if out_after[p] == 0 {
            u16::MAX
        } else {
            out_after[p]
        };
        *key = u32::from(winners.has(p)) << 16 | u32::from(out);
    }
    let keys = &keys[..places.len()];
    for (place, &mine) in places.iter_mut().zip(keys) {
        *place = 1 + keys.iter().filter(|&&k| k > mine).count() as u8;
    }
}

impl Match {
    /// Everybody shows their last card; the highest loses, ties all lose.
    pub(super) fn showdown(&mut self) {
        let (top, losers) = highest_shown(&self.hands, self.in_match);
        let points = Rules::value(top);
        for p in losers.iter() {
            self.totals[p] += u16::from(points);
            if self.rules.loss_cards == LossCards::Kept {
                self.loss_cards[p].add_rank(top);
            }
        }
        // What each showed, for the log (read before the hands are emptied).
        let shown: Option<Vec<(u8, u8)>> = self.logging.then(|| {
            self.in_match
                .iter()
                .map(|p| (p as u8, self.hands[p].highest()))
                .collect()
        });
        for p in self.in_match.iter() {
            let hand = std::mem::take(&mut self.hands[p]);
            self.take_out_of_deal(hand);
        }
        if let Some(cards) = shown {
            self.record(|| Event::Showdown {
                cards,
                losers: losers.iter().map(|p| p as u8).collect(),
                points,
            });
        }
        self.after_showdown(losers, points);
    }

    /// Takes a shown hand out of the cards of the deal: its one card by its count, any other
    /// hand (never at a showdown, where each holds one card) by its counts.
    fn take_out_of_deal(&mut self, hand: Cards) {
        let rank = hand.highest();
        if hand == Cards::of(rank, 1) {
            self.in_deal.0[rank as usize] -= 1;
        } else {
            self.in_deal.remove(hand);
        }
    }

    fn after_showdown(&mut self, losers: PlayerSet, points: u8) {
        let before = self.in_match;
        self.eliminate(losers);
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
    /// Only the showdown's `losers` have new points, and the others still in are below the limit
    /// (a match's invariant, `consistency.rs`), so only the losers are looked at.
    fn eliminate(&mut self, losers: PlayerSet) {
        for p in losers.iter() {
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
        let mut places = vec![0; self.players as usize];
        self.write_places(&mut places);
        places
    }

    /// [`Match::places`] written into `places` (one a seat).
    pub(super) fn write_places(&self, places: &mut [u8]) {
        places_of(self.winners, &self.out_after[..places.len()], places);
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            winners: self.winners,
            places: self.places(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The plain showdown's reading: each seat's highest card listed, the highest of them, and
    /// the seats that showed it.
    fn listed(hands: &[Cards; MAX_PLAYERS], seats: PlayerSet) -> (u8, PlayerSet) {
        let shown: Vec<(usize, u8)> = seats.iter().map(|p| (p, hands[p].highest())).collect();
        let top = shown.iter().map(|&(_, r)| r).max().unwrap_or(0);
        let mut losers = PlayerSet::default();
        for &(p, r) in &shown {
            if r == top {
                losers.insert(p);
            }
        }
        (top, losers)
    }

    /// The places as first written: a pair of keys a seat, compared a pair at a time.
    fn places_ranked(winners: PlayerSet, out_after: &[u16]) -> Vec<u8> {
        let n = out_after.len();
        let rank_key = |p: usize| -> (bool, u16) {
            let still_in = out_after[p] == 0;
            (
                winners.has(p),
                if still_in { u16::MAX } else { out_after[p] },
            )
        };
        (0..n)
            .map(|p| {
                let mine = rank_key(p);
                1 + (0..n).filter(|&q| rank_key(q) > mine).count() as u8
            })
            .collect()
    }

    #[test]
    fn places_are_as_ranked() {
        // Tables of 2 to 32 seats: random winners, seats out after a few deals (often the same
        // one) or after many, now and then after the last deal a total counts (u16::MAX).
        let mut rng = Rng::seeded(36);
        for _ in 0..20_000 {
            let n = 2 + rng.below(MAX_PLAYERS as u32 - 1) as usize;
            let deals = [3, 40, 65_535][rng.below(3) as usize];
            let out_after: Vec<u16> = (0..n)
                .map(|_| match rng.below(8) {
                    0 => u16::MAX,
                    _ => rng.below(deals + 1) as u16,
                })
                .collect();
            let winners = PlayerSet(rng.next_u64() as u32 & PlayerSet::first(n).0);
            let mut places = vec![0; n];
            places_of(winners, &out_after, &mut places);
            assert_eq!(
                places,
                places_ranked(winners, &out_after),
                "{winners:?} {out_after:?}"
            );
        }
    }

    #[test]
    fn the_highest_shown_is_as_listed() {
        let mut rng = Rng::seeded(31);
        for _ in 0..20_000 {
            let table = 2 + rng.below(MAX_PLAYERS as u32 - 1) as usize;
            let mut seats = PlayerSet::default();
            let mut hands = [Cards::EMPTY; MAX_PLAYERS];
            for (p, hand) in hands.iter_mut().enumerate().take(table) {
                if rng.below(4) > 0 {
                    seats.insert(p);
                    // One card (as at every showdown), or now and then a few.
                    for _ in 0..1 + rng.below(8) / 7 * rng.below(3) {
                        *hand = hand.plus(Cards::of(rng.below(14) as u8, 1));
                    }
                }
            }
            if seats.is_empty() {
                continue;
            }
            assert_eq!(
                highest_shown(&hands, seats),
                listed(&hands, seats),
                "{hands:?}"
            );
        }
    }
}
