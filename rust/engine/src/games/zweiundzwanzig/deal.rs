//! Drawing for the deal and dealing (1.3, 1.4, 1.9): who deals, how many cards, from which cards.

use crate::card::{Cards, Pile, JOKER};
use arrayvec::ArrayVec;

use crate::game::{PlayerSet, MAX_PLAYERS};

use super::event::{DrawFor, Event};
use super::rules::{LossCards, MAX_HAND};
use super::state::{Match, Phase, NOT_YET};

/// The most cards a match can hold: 16 decks of 52 cards and 8 jokers each.
const MAX_CARDS: usize = 16 * 60;

/// A shuffled pack, dealt from the front.
struct Pack {
    cards: ArrayVec<u8, MAX_CARDS>,
    next: usize,
}

impl Pack {
    fn of(pile: &Pile) -> Pack {
        let mut cards = ArrayVec::new();
        for rank in 0..=JOKER {
            cards.extend(std::iter::repeat_n(rank, pile.count(rank) as usize));
        }
        Pack { cards, next: 0 }
    }

    fn left(&self) -> usize {
        self.cards.len() - self.next
    }

    /// The next card, chosen uniformly among those left (a lazy Fisher-Yates shuffle).
    fn draw(&mut self, rng: &mut crate::rng::Rng) -> u8 {
        let pick = self.next + rng.below(self.left() as u32) as usize;
        self.cards.swap(self.next, pick);
        self.next += 1;
        self.cards[self.next - 1]
    }
}

impl Match {
    /// Draws for the deal among `candidates` until one holds the highest card alone (1.3, 1.9).
    pub(super) fn draw_for_dealer(&mut self, candidates: PlayerSet, purpose: DrawFor) -> u8 {
        let deck = self.rules.deck(self.players as usize);
        let mut pack = Pack::of(&deck);
        let mut drawing = candidates;
        loop {
            if pack.left() < drawing.len() {
                pack = Pack::of(&deck);
            }
            let draws: ArrayVec<(u8, u8), MAX_PLAYERS> = drawing
                .iter()
                .map(|p| (p as u8, pack.draw(&mut self.rng)))
                .collect();
            let top = draws.iter().map(|&(_, r)| r).max().unwrap_or(0);
            drawing = PlayerSet::default();
            for &(p, r) in &draws {
                if r == top {
                    drawing.insert(p as usize);
                }
            }
            self.record(|| Event::Draw {
                purpose,
                draws: draws.to_vec(),
            });
            if drawing.len() == 1 {
                return drawing.iter().next().unwrap_or(0) as u8;
            }
        }
    }

    /// The cards a deal is dealt from: all cards but the loss cards in front of players still in.
    pub(super) fn available_cards(&self) -> Pile {
        let mut avail = self.rules.deck(self.players as usize);
        if self.rules.loss_cards == LossCards::Kept {
            for p in self.in_match.iter() {
                avail.remove_pile(&self.loss_cards[p]);
            }
        }
        avail
    }

    /// Deals `target` cards each, or as many as every player can get (1.4), and opens the exchange.
    pub(super) fn start_deal(&mut self, target: u8) {
        let avail = self.available_cards();
        let players_in = self.in_match.len() as u32;
        let size = u32::from(target.min(MAX_HAND)).min(avail.len() / players_in) as u8;
        debug_assert!(size >= 1, "Rules::check_players guarantees a card each");
        self.deal += 1;
        self.hand_size = size;
        self.stock = avail;
        self.played = Pile::EMPTY;
        self.trick = Default::default();
        self.discards = Default::default();
        self.exchanged = [NOT_YET; MAX_PLAYERS];
        let mut pack = Pack::of(&avail);
        let first = self.left_of(self.dealer);
        let mut seat = first;
        for _ in 0..players_in {
            let mut hand = Cards::EMPTY;
            for _ in 0..size {
                hand = hand.plus(Cards::of(pack.draw(&mut self.rng), 1));
            }
            self.stock.remove(hand);
            self.hands[seat as usize] = hand;
            seat = self.left_of(seat);
        }
        self.record_deal();
        self.open_exchange();
    }

    fn record_deal(&mut self) {
        let (deal, dealer, hand_size) = (self.deal, self.dealer, self.hand_size);
        let stock = self.stock.len() as u16;
        let hands: Vec<(u8, Option<Cards>)> = self
            .in_match
            .iter()
            .map(|p| (p as u8, Some(self.hands[p])))
            .collect();
        self.record(|| Event::Deal {
            deal,
            dealer,
            hand_size,
            hands,
            stock,
        });
    }

    fn open_exchange(&mut self) {
        self.to_move = self.left_of(self.dealer);
        if self.rules.exchange {
            self.phase = Phase::Exchange;
            self.exchanges_left = self.in_match.len() as u8;
            self.skip_exchanges_without_stock();
        } else {
            self.start_tricks();
        }
    }

    /// Draws `n` cards from the stock, uniformly (the stock is face down and shuffled).
    pub(super) fn draw_from_stock(&mut self, n: u8) -> Cards {
        let mut drawn = Cards::EMPTY;
        for _ in 0..n {
            let index = self.rng.below(self.stock.len());
            let rank = self.stock.nth_from_low(index);
            self.stock.0[rank as usize] -= 1;
            drawn = drawn.plus(Cards::of(rank, 1));
        }
        drawn
    }
}
