//! Cards face down (1.3-1.5): the pack drawn from for the deal, and the stock (Talon) the
//! exchange draws from. A draw takes a card uniformly at random among those left, the same as
//! taking the top card of a well-shuffled pile; no order is kept that a player could know.

use serde::{Deserialize, Serialize};

use crate::card::{Cards, Pile};
use crate::rng::Rng;

/// Writes the cards of `pile` into `cards` in rank order (one byte a card) and returns how many;
/// `cards` must have room for them all. Bytes past the cards may be overwritten.
///
/// When no rank has more than 8 cards and a word's room is left past the cards (one deck, or
/// two without jokers, in a stock's buffer), where each rank starts is worked out for all
/// ranks at once (the running sums of the counts, a byte a rank, in two multiplies) and each
/// rank is one word written there, with no test of its count; the place is held below the
/// buffer's last word, which it never reaches then, so that the compiler sees every word in
/// bounds. Otherwise [`lay_out_plain`] (`laying_out_is_laying_out_plainly`).
#[inline(always)]
pub(super) fn lay_out(pile: &Pile, cards: &mut [u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let (low, high) = pile.words();
    // A count from 9 up sets its byte's top bit once 0x77 is added (from 0x80 up it is set
    // already; a carry out of a byte needs such a count).
    let over_8 = (low.wrapping_add(0x77 * ONES) | low | high.wrapping_add(0x77 * ONES) | high)
        & (0x80 * ONES);
    let total = pile.len() as usize;
    if over_8 != 0 || total + 8 > cards.len() {
        return lay_out_plain(pile, cards);
    }
    // Byte `r` of `starts`: the cards of the ranks below `r` (at most `total`, no carries).
    let low_sums = low.wrapping_mul(ONES);
    let starts = [
        low_sums << 8,
        (high.wrapping_mul(ONES) << 8).wrapping_add((low_sums >> 56).wrapping_mul(ONES)),
    ];
    let last = cards.len() - 8;
    for (rank, _) in pile.0.iter().enumerate() {
        let at = usize::from((starts[rank / 8] >> (8 * (rank % 8))) as u8).min(last);
        cards[at..at + 8].copy_from_slice(&[rank as u8; 8]);
    }
    total
}

/// [`lay_out`] for any pile: a word a rank of up to 8 cards where the buffer has room for it,
/// else the rank's cards one by one. Out of line, so that its preparations (each count taken
/// out of the pile) are not made on the way to the common case.
#[inline(never)]
fn lay_out_plain(pile: &Pile, cards: &mut [u8]) -> usize {
    let mut len = 0;
    for (rank, &n) in pile.0.iter().enumerate() {
        let n = n as usize;
        match cards.get_mut(len..len + 8) {
            // One word of the rank (up to two decks' worth); the next rank writes over the rest.
            Some(word) if n <= 8 => word.copy_from_slice(&[rank as u8; 8]),
            _ => cards[len..len + n].fill(rank as u8),
        }
        len += n;
    }
    len
}

/// Cards face down, counted by rank: a draw finds card number `i` counting from the lowest rank.
pub(super) struct Pack {
    pile: Pile,
    left: u32,
}

impl Pack {
    pub(super) fn of(pile: &Pile) -> Pack {
        Pack {
            pile: *pile,
            left: pile.len(),
        }
    }

    pub(super) fn left(&self) -> u32 {
        self.left
    }

    /// The next card, uniform among those left.
    #[inline(always)]
    pub(super) fn draw(&mut self, rng: &mut Rng) -> u8 {
        let rank = self.pile.nth_from_low(rng.below(self.left), self.left);
        self.pile.0[rank as usize] -= 1;
        self.left -= 1;
        rank
    }

    /// Takes a card of `rank`, as a draw that turned it up would; false (nothing taken) when
    /// none is left.
    pub(super) fn take(&mut self, rank: u8) -> bool {
        match self.pile.0.get_mut(rank as usize) {
            Some(n) if *n > 0 => {
                *n -= 1;
                self.left -= 1;
                true
            }
            _ => false,
        }
    }
}

/// The most stock cards kept laid out one byte each (one or two decks' worth).
pub(super) const LAID_OUT: usize = 128;
const _: () = assert!(LAID_OUT.is_power_of_two());

/// The stock: its cards by rank and, when they number at most `LAID_OUT`, the same cards one
/// byte each in no meaningful order, so that a draw is a random index and a swap. A larger stock
/// is drawn from by its counts.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "StockRecord", try_from = "StockRecord")]
pub struct Stock {
    counts: Pile,
    /// `cards[..len]` when laid out.
    cards: [u8; LAID_OUT],
    len: u32,
    laid_out: bool,
}

impl Stock {
    /// No cards.
    pub const EMPTY: Stock = Stock {
        counts: Pile::EMPTY,
        cards: [0; LAID_OUT],
        len: 0,
        laid_out: true,
    };

    /// A stock of the cards `cards` (laid out one byte each), which are the cards of `counts`.
    pub(super) fn laid_out(counts: Pile, cards: &[u8]) -> Stock {
        debug_assert!(cards.len() <= LAID_OUT && cards.len() as u32 == counts.len());
        let mut stock = Stock {
            counts,
            len: cards.len() as u32,
            ..Stock::EMPTY
        };
        stock.cards[..cards.len()].copy_from_slice(cards);
        stock
    }

    /// The buffer a deal of at most [`LAID_OUT`] cards is shuffled in, before [`Stock::keep`]
    /// makes the cards left in it the stock.
    pub(super) fn buffer(&mut self) -> &mut [u8; LAID_OUT] {
        &mut self.cards
    }

    /// Makes the cards `buffer[start..end]` the stock (the cards of `counts`): they move to the
    /// front of the buffer, in their order.
    pub(super) fn keep(&mut self, counts: Pile, start: usize, end: usize) {
        debug_assert!(end - start == counts.len() as usize);
        self.cards.copy_within(start..end, 0);
        self.counts = counts;
        self.len = (end - start) as u32;
        self.laid_out = true;
    }

    /// A stock of the cards of `counts`, laid out when they are few enough.
    pub(super) fn of(counts: Pile) -> Stock {
        if counts.len() as usize > LAID_OUT {
            return Stock::counted(counts);
        }
        let mut cards = [0u8; LAID_OUT];
        let len = lay_out(&counts, &mut cards);
        Stock::laid_out(counts, &cards[..len])
    }

    /// A stock of the cards of `counts`, drawn from by counting.
    pub(super) fn counted(counts: Pile) -> Stock {
        Stock {
            counts,
            len: counts.len(),
            laid_out: false,
            ..Stock::EMPTY
        }
    }

    /// The cards of the stock by rank.
    pub fn pile(&self) -> &Pile {
        &self.counts
    }

    /// The number of cards.
    #[inline]
    pub fn len(&self) -> u32 {
        self.len
    }

    /// Whether the stock is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards in their places, when laid out.
    fn order(&self) -> Option<&[u8]> {
        self.laid_out.then(|| &self.cards[..self.len as usize])
    }

    /// Draws one card, uniform among those left. The stock must not be empty.
    #[inline]
    pub(super) fn draw(&mut self, rng: &mut Rng) -> u8 {
        let rank = if self.laid_out {
            // Modulo the buffer's size (a power of two), which leaves the places as they are:
            // the compiler then sees them in bounds.
            let at = rng.below(self.len) as usize % LAID_OUT;
            let rank = self.cards[at];
            self.cards[at] = self.cards[(self.len as usize - 1) % LAID_OUT];
            rank
        } else {
            self.counts.nth_from_low(rng.below(self.len), self.len)
        };
        self.counts.0[rank as usize] -= 1;
        self.len -= 1;
        rank
    }

    /// Draws `n` cards, the stock holding at least `n`: the same cards by the same draws of the
    /// generator as `n` calls of [`Stock::draw`], with what a laid-out stock keeps in registers
    /// between the draws (`drawing_several_is_drawing_each`).
    #[inline]
    pub(super) fn draw_cards(&mut self, n: u8, rng: &mut Rng) -> Cards {
        let mut drawn = Cards::EMPTY;
        if !self.laid_out {
            for _ in 0..n {
                drawn = drawn.plus(Cards::of(self.draw(rng), 1));
            }
            return drawn;
        }
        let mut len = self.len as usize;
        for _ in 0..n {
            let at = rng.below(len as u32) as usize % LAID_OUT;
            let rank = self.cards[at];
            self.cards[at] = self.cards[(len - 1) % LAID_OUT];
            self.counts.0[rank as usize] -= 1;
            len -= 1;
            drawn = drawn.plus(Cards::one(rank));
        }
        self.len = len as u32;
        drawn
    }

    /// Takes the cards `cards`, which the stock must hold, as draws that turned them up would.
    pub(super) fn take(&mut self, cards: Cards) {
        debug_assert!(self.counts.checked_minus(&Pile::of(cards)).is_some());
        for rank in cards.ranks_high_to_low() {
            if self.laid_out {
                let len = self.len as usize;
                let at = self.cards[..len].iter().position(|&r| r == rank);
                self.cards[at.unwrap_or(0) % LAID_OUT] = self.cards[(len - 1) % LAID_OUT];
            }
            self.counts.0[rank as usize] -= 1;
            self.len -= 1;
        }
    }
}

/// Two stocks are the same when they hold the same cards in the same places (what lies beyond
/// the cards left does not count).
impl PartialEq for Stock {
    fn eq(&self, other: &Stock) -> bool {
        self.counts == other.counts && self.order() == other.order()
    }
}

impl Eq for Stock {}

/// How a stock is written down: its counts and, when laid out, the order of its cards (part of
/// the state, so that a match read back draws the same cards).
#[derive(Serialize, Deserialize)]
struct StockRecord {
    counts: Pile,
    order: Option<Vec<u8>>,
}

impl From<Stock> for StockRecord {
    fn from(s: Stock) -> StockRecord {
        StockRecord {
            counts: s.counts,
            order: s.order().map(<[u8]>::to_vec),
        }
    }
}

impl TryFrom<StockRecord> for Stock {
    type Error = String;

    fn try_from(r: StockRecord) -> Result<Stock, String> {
        let Some(order) = r.order else {
            return Ok(Stock::counted(r.counts));
        };
        let mut counts = Pile::EMPTY;
        for &rank in &order {
            if usize::from(rank) >= counts.0.len() {
                return Err(format!("{rank} is not a rank"));
            }
            counts.add_rank(rank);
        }
        if order.len() > LAID_OUT || counts != r.counts {
            return Err("the stock's order does not hold its cards".into());
        }
        Ok(Stock::laid_out(counts, &order))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw_all(mut stock: Stock, rng: &mut Rng) -> Pile {
        let all = *stock.pile();
        let mut drawn = Pile::EMPTY;
        while !stock.is_empty() {
            drawn.add_rank(stock.draw(rng));
            let mut both = *stock.pile();
            both.add_pile(&drawn);
            assert_eq!(both, all);
            assert_eq!(stock.pile().len(), stock.len());
        }
        drawn
    }

    #[test]
    fn laying_out_is_laying_out_plainly() {
        let mut rng = Rng::seeded(36);
        for _ in 0..20_000 {
            // Up to 4, 8, 9, 15 or 255 cards of a rank: now and then more than a word holds.
            let most = [5, 9, 10, 16, 256][rng.below(5) as usize];
            let mut pile = Pile::EMPTY;
            for n in pile.0.iter_mut() {
                *n = if rng.below(3) == 0 {
                    0
                } else {
                    rng.below(most) as u8
                };
            }
            let total = pile.len() as usize;
            // A buffer as large as a stock's or the deal's, or just large enough.
            for room in [LAID_OUT, 1024, total, total + 7, total + 8] {
                if room < total {
                    continue;
                }
                let mut fast = vec![0xEE; room];
                let mut plain = vec![0xEE; room];
                assert_eq!(lay_out(&pile, &mut fast), total);
                assert_eq!(lay_out_plain(&pile, &mut plain), total);
                assert_eq!(fast[..total], plain[..total], "{pile:?}, room {room}");
                let mut counted = Pile::EMPTY;
                for &rank in &fast[..total] {
                    counted.add_rank(rank);
                }
                assert_eq!(counted, pile);
                assert!(fast[..total].windows(2).all(|w| w[0] <= w[1]));
            }
        }
    }

    #[test]
    fn both_kinds_of_stock_give_every_card_once() {
        let mut pile = Pile::EMPTY;
        pile.add(Cards::parse("* A A K 6 3 2 2").unwrap());
        let order: Vec<u8> = pile.ranks_high_to_low().collect();
        let mut rng = Rng::seeded(1);
        assert_eq!(draw_all(Stock::laid_out(pile, &order), &mut rng), pile);
        assert_eq!(draw_all(Stock::counted(pile), &mut rng), pile);
    }

    #[test]
    fn drawing_several_is_drawing_each() {
        let mut rng = Rng::seeded(33);
        for _ in 0..3_000 {
            let mut pile = Pile::EMPTY;
            for n in pile.0.iter_mut() {
                let most = if rng.below(4) == 0 { 20 } else { 5 };
                *n = rng.below(most) as u8;
            }
            if pile.is_empty() {
                continue;
            }
            let n = 1 + rng.below(pile.len().min(13)) as u8;
            for stock in [Stock::of(pile), Stock::counted(pile)] {
                let seed = rng.next_u64();
                let (mut one, mut each) = (stock.clone(), stock);
                let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                let drawn = one.draw_cards(n, &mut a);
                let mut plain = Cards::EMPTY;
                for _ in 0..n {
                    plain = plain.plus(Cards::of(each.draw(&mut b), 1));
                }
                assert_eq!(drawn, plain);
                assert_eq!(one, each);
                assert_eq!(one.len(), each.len());
                assert_eq!(a, b, "the same draws of the generator");
            }
        }
    }

    #[test]
    fn a_draw_is_uniform_over_the_cards_left() {
        let mut pile = Pile::EMPTY;
        pile.add(Cards::parse("A K K 2 2 2").unwrap());
        let order: Vec<u8> = pile.ranks_high_to_low().collect();
        let mut rng = Rng::seeded(2);
        for stock in [Stock::laid_out(pile, &order), Stock::counted(pile)] {
            let mut seen = [0u32; 14];
            for _ in 0..60_000 {
                seen[stock.clone().draw(&mut rng) as usize] += 1;
            }
            // 1/6, 2/6 and 3/6 of the draws, within a few standard deviations.
            for (rank, share) in [(12, 1.0), (11, 2.0), (0, 3.0)] {
                let expected = 60_000.0 * share / 6.0;
                assert!((f64::from(seen[rank]) - expected).abs() < 600.0, "{seen:?}");
            }
        }
    }

    #[test]
    fn taking_cards_leaves_the_others_in_both_kinds_of_stock() {
        let mut pile = Pile::EMPTY;
        pile.add(Cards::parse("A K K 6 2 2").unwrap());
        let order: Vec<u8> = pile.ranks_high_to_low().collect();
        let mut rest = Pile::EMPTY;
        rest.add(Cards::parse("K 6 2").unwrap());
        for mut stock in [Stock::laid_out(pile, &order), Stock::counted(pile)] {
            stock.take(Cards::parse("A K 2").unwrap());
            assert_eq!(*stock.pile(), rest);
            assert_eq!(stock.len(), 3);
            assert_eq!(draw_all(stock, &mut Rng::seeded(3)), rest);
        }
    }

    #[test]
    fn a_written_stock_reads_back_the_same() {
        let mut pile = Pile::EMPTY;
        pile.add(Cards::parse("Q 9 9 4").unwrap());
        let stock = Stock::laid_out(pile, &[7, 2, 10, 7]);
        let text = serde_json::to_string(&stock).unwrap();
        assert_eq!(serde_json::from_str::<Stock>(&text).unwrap(), stock);
        let counted = Stock::counted(pile);
        let text = serde_json::to_string(&counted).unwrap();
        assert_eq!(serde_json::from_str::<Stock>(&text).unwrap(), counted);
        let mut bad = serde_json::to_value(&stock).unwrap();
        bad["order"] = serde_json::json!([7, 7]);
        assert!(serde_json::from_value::<Stock>(bad).is_err());
    }
}
