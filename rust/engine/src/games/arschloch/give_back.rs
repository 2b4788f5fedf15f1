//! Under `chef_chooses` (a house rule, 3.4): a Chef's choice of the cards to give back. The
//! Arsch's best cards were set aside for the Chef when the game was dealt; the Chef, seeing
//! them, gives back any `count` cards of their hand as dealt (so never a card just received),
//! and the pair's cards change hands at once. The Chefs choose in turn, the first Chef first;
//! after the last, the game's leader leads.

use crate::card::Cards;

use super::event::Event;
use super::state::Match;

impl Match {
    /// The Chef to move gives back `cards` (a legal choice) to the Arsch of their pair.
    #[cold]
    #[inline(never)]
    pub(super) fn give_back(&mut self, cards: Cards) {
        let at = self
            .exchanges
            .len()
            .checked_sub(usize::from(self.giving_back));
        let Some(pair) = at.and_then(|at| self.exchanges.get_mut(at)) else {
            return;
        };
        pair.returned = cards;
        let pair = *pair;
        let (giver, taker) = (usize::from(pair.giver), usize::from(pair.taker));
        self.hands[giver] = self.hands[giver].minus(pair.given).plus(cards);
        self.hands[taker] = self.hands[taker].minus(cards).plus(pair.given);
        self.giving_back -= 1;
        self.record(|| Event::Exchange {
            giver: pair.giver,
            taker: pair.taker,
            count: pair.count,
            given: Some(pair.given),
            returned: Some(cards),
        });
        self.to_move = match self.giving_back() {
            Some(next) => next.taker,
            None => self.seating[0],
        };
    }
}
