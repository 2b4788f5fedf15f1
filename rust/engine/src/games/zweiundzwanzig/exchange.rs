//! The exchange (Kartentausch, 1.5): one turn each from the left of the dealer; discard up to as
//! many cards as the stock holds and draw as many.

use crate::card::Cards;

use super::event::Event;
use super::state::{Match, Phase};

impl Match {
    /// Applies `player`'s discard of `cards` (checked by the caller) and draws as many.
    pub(super) fn exchange(&mut self, cards: Cards) {
        let drawn = self.draw_from_stock(cards.few_len());
        self.exchange_for(cards, drawn);
    }

    /// Applies `player`'s discard of `cards` for `drawn`, already taken from the stock.
    pub(super) fn exchange_for(&mut self, cards: Cards, drawn: Cards) {
        let player = self.to_move;
        let hand = self.hands[player as usize].minus(cards);
        self.hands[player as usize] = hand.plus(drawn);
        self.discards[player as usize] = cards;
        self.exchanged[player as usize] = cards.few_len();
        self.record(|| Event::Exchange {
            player,
            count: cards.few_len(),
            discarded: Some(cards),
            drawn: Some(drawn),
        });
        self.next_exchange();
    }

    fn next_exchange(&mut self) {
        self.exchanges_left -= 1;
        self.to_move = self.left_of(self.to_move);
        // Most turns leave a stock and a turn to come: nothing to skip, no call.
        if self.exchanges_left > 0 && !self.stock.is_empty() {
            return;
        }
        self.skip_exchanges_without_stock();
    }

    /// With the stock empty, the remaining turns can only exchange nothing: the engine takes them
    /// (the log shows them), then the tricks begin.
    pub(super) fn skip_exchanges_without_stock(&mut self) {
        while self.exchanges_left > 0 && self.stock.is_empty() {
            let player = self.to_move;
            self.exchanged[player as usize] = 0;
            self.record(|| Event::Exchange {
                player,
                count: 0,
                discarded: Some(Cards::EMPTY),
                drawn: Some(Cards::EMPTY),
            });
            self.exchanges_left -= 1;
            self.to_move = self.left_of(player);
        }
        if self.exchanges_left == 0 {
            self.start_tricks();
        }
    }

    /// The most cards the current player may discard.
    pub fn exchange_limit(&self) -> u8 {
        super::legal::exchange_limit(self.hands[self.to_move as usize], self.stock.len())
    }

    pub(super) fn start_tricks(&mut self) {
        self.phase = Phase::Play;
        self.to_move = self.left_of(self.dealer);
        self.trick.clear();
        if self.hand_size == 1 {
            self.showdown();
        }
    }
}
