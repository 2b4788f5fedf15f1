//! Drawing for the deal and dealing (1.3, 1.4, 1.9): who deals, how many cards, from which cards.

use arrayvec::ArrayVec;

use crate::card::{Cards, Pile};
use crate::game::{PlayerSet, MAX_PLAYERS};
use crate::rng::Rng;

use super::event::{DrawFor, Event};
use super::rules::{LossCards, Rules, MAX_HAND};
use super::state::{seats_after, Match, Phase, NOT_YET};
use super::stock::{lay_out, Pack, Stock, LAID_OUT};

/// Room for the most cards a match holds (16 decks of 52 cards and 8 jokers each, 960), rounded
/// up to a power of two like [`LAID_OUT`] (see [`shuffle_out`]).
const MAX_CARDS: usize = 1024;
const _: () = assert!(MAX_CARDS >= 16 * 60 && MAX_CARDS.is_power_of_two());

/// Deals `size` cards to each of `seats` (into `hands`) from `pile` by a partial Fisher-Yates
/// shuffle of its cards laid out in rank order in `cards`; returns the cards dealt (`next`: the
/// stock is `cards[next..total]`), `total` and the stock's counts. `N` must be at least the
/// number of cards, and a power of two: the picks are taken modulo `N` (which leaves them as
/// they are) so that the compiler sees them in bounds.
fn shuffle_out<const N: usize>(
    pile: &Pile,
    size: u8,
    seats: impl Iterator<Item = u8>,
    hands: &mut [Cards; MAX_PLAYERS],
    rng: &mut Rng,
    cards: &mut [u8; N],
) -> (usize, usize, Pile) {
    let total = lay_out(pile, cards);
    let mut next = 0;
    let mut left = *pile;
    // With at most 15 cards of each rank in the pile, the hands drawn from it hold at most 15
    // together too: they are added up as one multiset and taken off the pile at once
    // (`the_cards_left_are_the_pile_less_the_hands`).
    let summed = pile.0.iter().all(|&n| n <= 15);
    let mut dealt = Cards::EMPTY;
    // The cards not dealt yet, `total - next`, counted down beside `next`.
    let mut undealt = total as u32;
    for seat in seats {
        let mut hand = Cards::EMPTY;
        for _ in 0..size {
            let pick = (next + rng.below(undealt) as usize) % N;
            // The card at `next` takes the picked card's place; the place at `next` is not
            // read again.
            let card = cards[pick];
            cards[pick] = cards[next % N];
            hand = hand.plus(Cards::one(card));
            next += 1;
            undealt -= 1;
        }
        if summed {
            dealt = dealt.plus(hand);
        } else {
            left.remove(hand);
        }
        hands[seat as usize] = hand;
    }
    left.remove(dealt);
    (next, total, left)
}

/// The cards a deal is dealt from: the deck less the loss cards lying in front of the players
/// still in (`loss_cards = kept`), or `None` if those are not all in the deck.
pub(super) fn cards_of_deal(
    rules: &Rules,
    players: usize,
    in_match: PlayerSet,
    loss_cards: &[Pile],
) -> Option<Pile> {
    let mut avail = rules.deck(players);
    if rules.loss_cards == LossCards::Kept {
        for p in in_match.iter() {
            avail = avail.checked_minus(loss_cards.get(p)?)?;
        }
    }
    Some(avail)
}

/// [`cards_of_deal`] for a match's own loss cards (one pile a seat): the loss cards of the
/// players still in are added up first, each count saturating at 255, and taken off the deck at
/// once. Exact, as no rank has 255 cards in a deck (at most [`MAX_DECKS`](super::rules::MAX_DECKS) decks of 8 jokers):
/// a sum past 255 leaves the deck short either way (`the_cards_of_a_deal_are_as_counted`).
#[inline]
fn cards_of_match_deal(
    rules: &Rules,
    players: usize,
    in_match: PlayerSet,
    loss_cards: &[Pile; MAX_PLAYERS],
) -> Option<Pile> {
    let deck = rules.deck(players);
    if rules.loss_cards != LossCards::Kept {
        return Some(deck);
    }
    let mut lying = Pile::EMPTY;
    for p in in_match.iter() {
        for (n, &more) in lying.0.iter_mut().zip(&loss_cards[p % MAX_PLAYERS].0) {
            *n = n.saturating_add(more);
        }
    }
    deck.checked_minus(&lying)
}

/// The cards each of `players_in` players gets when a deal should give `target` each from
/// `available` cards: `target`, at most [`MAX_HAND`], or as many as everyone can get (1.4).
pub(super) fn deal_size(target: u8, available: u32, players_in: u32) -> u8 {
    u32::from(target.min(MAX_HAND)).min(available / players_in.max(1)) as u8
}

impl Match {
    /// Draws for the deal among `candidates` until one holds the highest card alone (1.3, 1.9).
    pub(super) fn draw_for_dealer(&mut self, candidates: PlayerSet, purpose: DrawFor) -> u8 {
        let deck = self.rules.deck(self.players as usize);
        let mut pack = Pack::of(&deck);
        let mut drawing = candidates;
        loop {
            if pack.left() < drawing.len() as u32 {
                pack = Pack::of(&deck);
            }
            // The seats that drew the highest card so far, found as they draw; the draws are
            // kept for the log only.
            let mut draws: ArrayVec<(u8, u8), MAX_PLAYERS> = ArrayVec::new();
            let mut top = 0;
            let mut highest = PlayerSet::default();
            for p in drawing.iter() {
                let r = pack.draw(&mut self.rng);
                if r > top {
                    top = r;
                    highest = PlayerSet::default();
                }
                if r == top {
                    highest.insert(p);
                }
                if self.logging {
                    draws.push((p as u8, r));
                }
            }
            drawing = highest;
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
        let avail = cards_of_match_deal(
            &self.rules,
            self.players as usize,
            self.in_match,
            &self.loss_cards,
        );
        debug_assert!(avail.is_some(), "loss cards come from the deck");
        avail.unwrap_or_default()
    }

    /// Deals `target` cards each, or as many as every player can get (1.4), and opens the exchange.
    pub(super) fn start_deal(&mut self, target: u8) {
        let avail = self.available_cards();
        let players_in = self.in_match.len() as u32;
        let size = deal_size(target, avail.len(), players_in);
        debug_assert!(size >= 1, "Rules::check_players guarantees a card each");
        self.begin_deal(avail, size);
        // The seats from the dealer's left, each found as it is dealt to (no list of them).
        let seats = seats_after(self.in_match, self.dealer);
        if avail.len() as usize <= LAID_OUT {
            // Shuffled in the stock's own buffer: the cards left there are the stock.
            let buffer = self.stock.buffer();
            let (next, total, left) =
                shuffle_out(&avail, size, seats, &mut self.hands, &mut self.rng, buffer);
            self.stock.keep(left, next, total);
        } else {
            let mut cards = [0u8; MAX_CARDS];
            let (next, total, left) = shuffle_out(
                &avail,
                size,
                seats,
                &mut self.hands,
                &mut self.rng,
                &mut cards,
            );
            self.stock = if total - next <= LAID_OUT {
                Stock::laid_out(left, &cards[next..total])
            } else {
                Stock::counted(left)
            };
        }
        self.record_deal();
        self.open_exchange();
    }

    /// Counts a new deal of `size` cards each from `avail`, with no trick, discards or exchange
    /// yet (the hands and the stock are the dealing's to fill).
    pub(super) fn begin_deal(&mut self, avail: Pile, size: u8) {
        self.deal += 1;
        self.hand_size = size;
        self.in_deal = avail;
        self.trick.clear();
        self.discards = Default::default();
        self.exchanged = [NOT_YET; MAX_PLAYERS];
    }

    pub(super) fn record_deal(&mut self) {
        if !self.logging {
            return;
        }
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

    pub(super) fn open_exchange(&mut self) {
        self.to_move = self.left_of(self.dealer);
        if self.rules.exchange {
            self.phase = Phase::Exchange;
            self.exchanges_left = self.in_match.len() as u8;
            // Most deals leave a stock: no turn to skip, no call.
            if self.exchanges_left == 0 || self.stock.is_empty() {
                self.skip_exchanges_without_stock();
            }
        } else {
            self.start_tricks();
        }
    }

    /// Draws `n` cards from the stock, uniformly (the stock is face down and shuffled).
    pub(super) fn draw_from_stock(&mut self, n: u8) -> Cards {
        self.stock.draw_cards(n, &mut self.rng)
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::MAX_DECKS;
    use super::*;
    use crate::options::{GameRules, OptionValue};

    #[test]
    fn the_cards_of_a_deal_are_as_counted() {
        let mut rng = Rng::seeded(33);
        let kept = Rules::standard();
        assert_eq!(kept.loss_cards, LossCards::Kept);
        let most_decks = kept
            .with_option("decks", &OptionValue::Int(MAX_DECKS.into()))
            .unwrap()
            .with_option("jokers_per_deck", &OptionValue::Int(8))
            .unwrap();
        for rules in [
            kept,
            Rules::sechsundzwanzig(),
            Rules::rasmussen(),
            most_decks,
        ] {
            for _ in 0..20_000 {
                let players = 2 + rng.below(31) as usize;
                let in_match = PlayerSet(rng.next_u64() as u32 & PlayerSet::first(players).0);
                let mut loss_cards = [Pile::EMPTY; MAX_PLAYERS];
                // Now and then more than a deck holds, or more than a byte counts in all.
                let most = [3, 20, 140][rng.below(3) as usize];
                for pile in loss_cards.iter_mut() {
                    for n in pile.0.iter_mut() {
                        *n = if rng.below(4) == 0 {
                            rng.below(most) as u8
                        } else {
                            0
                        };
                    }
                }
                assert_eq!(
                    cards_of_match_deal(&rules, players, in_match, &loss_cards),
                    cards_of_deal(&rules, players, in_match, &loss_cards),
                    "{players} players, {in_match:?}"
                );
            }
        }
    }

    #[test]
    fn the_cards_left_are_the_pile_less_the_hands() {
        let mut rng = Rng::seeded(32);
        for _ in 0..5_000 {
            // Up to 40 cards of a rank (more than a nibble holds) now and then.
            let most = if rng.below(3) == 0 { 40 } else { 9 };
            let mut pile = Pile::EMPTY;
            for n in pile.0.iter_mut() {
                *n = rng.below(most) as u8;
            }
            let total = pile.len() as usize;
            if total == 0 || total > MAX_CARDS {
                continue;
            }
            let players = 1 + rng.below(12) as usize;
            let size = (rng.below((total / players).min(13) as u32 + 1) as u8).max(1);
            if usize::from(size) * players > total {
                continue;
            }
            let seats: Vec<u8> = (0..players as u8).collect();
            let mut hands = [Cards::EMPTY; MAX_PLAYERS];
            let mut cards = [0u8; MAX_CARDS];
            let (next, end, left) = shuffle_out(
                &pile,
                size,
                seats.into_iter(),
                &mut hands,
                &mut rng,
                &mut cards,
            );
            let mut plain = pile;
            for hand in &hands[..players] {
                assert_eq!(hand.len(), size);
                plain = plain
                    .checked_minus(&Pile::of(*hand))
                    .expect("dealt from the pile");
            }
            assert_eq!(left, plain, "{pile:?}");
            assert_eq!((next, end), (players * usize::from(size), total));
            let mut stock = Pile::EMPTY;
            for &c in &cards[next..end] {
                stock.add_rank(c);
            }
            assert_eq!(stock, left);
        }
    }
}
