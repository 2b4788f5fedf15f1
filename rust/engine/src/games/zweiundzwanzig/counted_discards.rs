//! The exchange's discards (1.5) counted instead of written out: the hand, the most cards one may
//! discard and how many discards that allows, so that listing them costs the same however many
//! there are (a 13-card hand up to a large stock has hundreds). The discard at a place is worked
//! out when asked, [`CountedDiscards::get`] (some 370 instructions, against some 3,000 to write a
//! large listing out), and the discards in order one from the next ([`CountedDiscards::iter`]):
//! the same as at that place of the written listing (`legal::exchanges`, every sub-multiset of
//! each size, `legal::for_each_subset`): by number of cards, then by value, nothing first. The
//! tests fence them (`every_place_holds_the_listed_discard`, and in `move_list.rs` random play
//! from both lists); BENCHMARKS.md ("the family's counted discards") has the figures.

use crate::card::Cards;

use super::discards::{discards_up_to, lanes_of, product, size_at, Lanes, INVERSE, TOP_LANE};
use super::moves::Move;

/// The discards of at most `max` cards of `hand`, `len` of them; none when `len` is 0 (a list of
/// discards always has one: discarding nothing). `product` is the product of
/// `1 + x + ... + x^count` over the ranks held, in 16-bit lanes (`discards::product`): lane `s`
/// is how many discards of `s` cards there are (or of `len - s`: a discard and the cards kept).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountedDiscards {
    product: Lanes,
    hand: Cards,
    max: u8,
    len: u16,
}

impl CountedDiscards {
    /// No discards at all: the list of a position that is not an exchange.
    pub const NONE: CountedDiscards = CountedDiscards {
        product: 0,
        hand: Cards::EMPTY,
        max: 0,
        len: 0,
    };

    /// Every distinct discard of at most `max` cards of `hand`, counted: the discards of each
    /// size are the coefficients of the product of `1 + x + ... + x^count` over the ranks held.
    #[inline]
    pub fn of(hand: Cards, max: u8) -> CountedDiscards {
        let len = usize::from(hand.few_len());
        let max = usize::from(max).min(len);
        let product = product(hand);
        CountedDiscards {
            product,
            hand,
            max: max as u8,
            len: discards_up_to(product, len, max),
        }
    }

    /// The hand whose discards these are.
    pub fn hand(&self) -> Cards {
        self.hand
    }

    /// The most cards a discard may hold.
    pub fn max(&self) -> u8 {
        self.max
    }

    /// How many discards.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are none (not an exchange).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The discard at place `i` of the listing (below [`CountedDiscards::len`]; panics past
    /// it): its size found from the counts of each size ([`size_at`]), then the discard
    /// unranked among those of that size ([`unrank`]). Kept out of line: one decision in ten is
    /// an exchange.
    #[inline(never)]
    pub fn get(&self, i: usize) -> Move {
        assert!(i < self.len(), "discard {i} of {}", self.len);
        let len = usize::from(self.hand.few_len());
        let (size, pick) = size_at(self.product, len, i as u16);
        Move::exchange(unrank(self.hand, self.product, size, pick))
    }

    /// Every discard in order, each found from the one before ([`next_of_size`]) rather than
    /// worked out by its place.
    pub fn iter(&self) -> DiscardsInOrder {
        DiscardsInOrder {
            hand: self.hand,
            max: self.max,
            next: Cards::EMPTY,
            left: self.len(),
        }
    }
}

/// The discard number `pick` (from 0) among the `size`-card sub-multisets of `hand` in
/// increasing order. The highest rank weighs most in a discard's value, so the walk goes from
/// the highest rank held down, taking fewer of a rank first: taking `c` of it leaves the
/// sub-multisets of `size - c` cards of the ranks below, as many as the coefficient of
/// `x^(size - c)` in the product of `1 + x + ... + x^count` over those ranks. That product is
/// the one over the ranks so far (`product`, that of the whole hand at first) times the inverse
/// of the rank's own factor: the lanes, read as one number modulo 2^128, multiply as the
/// polynomials do as long as no lane carries, and the product's lanes up to `x^7` do not depend
/// on the terms cut above. A product of ranks holding `n` cards has the same coefficients read
/// from either end, so the lanes up to `x^6` (`n` is at most 13) give them all.
fn unrank(hand: Cards, mut product: Lanes, mut size: usize, mut pick: u16) -> Cards {
    let mut out = 0u64;
    let mut bits = hand.rank_bits();
    let mut cards = usize::from(hand.few_len());
    while size > 0 {
        if pick == 0 {
            // The first of its size: the lowest cards left, all in the ranks not yet walked.
            out += hand.lowest_n(size as u8).0;
            break;
        }
        let shift = 63 - bits.leading_zeros();
        bits ^= 1 << shift;
        let have = ((hand.0 >> shift) & 15) as usize;
        product = product.wrapping_mul(INVERSE[have.min(TOP_LANE)]);
        let lanes = lanes_of(product);
        // The cards of the ranks below; each count taken must leave no more than they hold.
        cards -= have;
        let mut take = size.saturating_sub(cards);
        loop {
            let rest = size - take;
            let ways = lanes[rest.min(cards - rest)];
            if pick < ways {
                break;
            }
            pick -= ways;
            take += 1;
        }
        debug_assert!(take <= have, "a pick below the count");
        out += (take as u64) << shift;
        size -= take;
    }
    Cards(out)
}

/// The discards of a [`CountedDiscards`] in order: discarding nothing first, then each size's
/// discards by value.
#[derive(Clone, Debug)]
pub struct DiscardsInOrder {
    hand: Cards,
    max: u8,
    next: Cards,
    left: usize,
}

impl Iterator for DiscardsInOrder {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let this = self.next;
        if self.left > 0 {
            self.next = next_of_size(self.hand, this).unwrap_or_else(|| {
                let size = this.few_len() + 1;
                debug_assert!(size <= self.max, "a discard left within the limit");
                self.hand.lowest_n(size)
            });
        }
        Some(Move::exchange(this))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for DiscardsInOrder {}

/// The sub-multiset of `hand` of as many cards as `discard` that comes next by value, if any:
/// one more card of the lowest rank that has one more to give and some card of `discard` below
/// it, the ranks above kept, and below it the lowest cards of the hand, one fewer than
/// `discard` had there (the smallest value those ranks can take).
fn next_of_size(hand: Cards, discard: Cards) -> Option<Cards> {
    let mut below = 0u8;
    let mut bits = hand.rank_bits();
    while bits != 0 {
        let shift = bits.trailing_zeros();
        bits &= bits - 1;
        let took = ((discard.0 >> shift) & 15) as u8;
        if below > 0 && took < ((hand.0 >> shift) & 15) as u8 {
            let above = discard.0 & !((1u64 << shift) - 1);
            let rest = if below > 1 {
                hand.lowest_n(below - 1)
            } else {
                Cards::EMPTY
            };
            return Some(Cards(above + (1 << shift)).plus(rest));
        }
        below += took;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::discards::{ones, ONES};
    use super::super::legal::for_each_subset;
    use super::super::moves::WrittenList;
    use super::*;
    use crate::card::{JOKER, RANKS};
    use crate::rng::Rng;

    /// A hand of up to 13 cards: one deck's ranks, two decks' (up to 8 of a rank), jokers.
    fn random_hand(rng: &mut Rng) -> Cards {
        let size = rng.below(14) as u8;
        let spread = 1 + rng.below(13);
        let mut counts = [0u8; RANKS];
        let mut n = 0;
        while n < size {
            let r = if rng.below(10) == 0 {
                JOKER
            } else {
                rng.below(spread) as u8
            };
            if counts[r as usize] < 8 {
                counts[r as usize] += 1;
                n += 1;
            }
        }
        Cards::from_counts(&counts).unwrap()
    }

    #[test]
    fn every_place_holds_the_listed_discard() {
        let mut rng = Rng::seeded(34);
        for _ in 0..3_000 {
            let hand = random_hand(&mut rng);
            for max in 0..=hand.len() + 1 {
                let counted = CountedDiscards::of(hand, max);
                let mut written = WrittenList::new();
                super::super::legal::exchanges(hand, max, &mut written);
                let mut plain = Vec::new();
                for k in 0..=max.min(hand.len()) {
                    for_each_subset(hand, k, &mut |d| plain.push(Move::exchange(d)));
                }
                assert_eq!(written.as_slice(), plain, "{hand} up to {max}");
                assert_eq!(counted.len(), plain.len(), "{hand} up to {max}");
                let by_place: Vec<Move> = (0..counted.len()).map(|i| counted.get(i)).collect();
                assert_eq!(by_place, plain, "{hand} up to {max}");
                assert_eq!(counted.iter().len(), plain.len());
                assert!(
                    counted.iter().eq(plain.iter().copied()),
                    "{hand} up to {max}"
                );
            }
        }
    }

    #[test]
    fn the_largest_listings_are_counted_whole() {
        for hand in [
            "A K Q J 10 9 8 7 6 5 4 3 2",
            "A A K K Q Q J J 10 10 9 9 *",
            "2",
        ] {
            let hand = Cards::parse(hand).unwrap();
            let counted = CountedDiscards::of(hand, hand.len());
            let mut written = WrittenList::new();
            super::super::legal::exchanges(hand, hand.len(), &mut written);
            assert_eq!(counted.len(), written.len(), "{hand}");
            assert!(counted.iter().eq(written.iter().copied()), "{hand}");
        }
        assert_eq!(
            CountedDiscards::of(Cards::parse("A K Q J 10 9 8 7 6 5 4 3 2").unwrap(), 13).len(),
            1 << 13
        );
        assert!(CountedDiscards::NONE.is_empty());
        assert_eq!(
            CountedDiscards::of(Cards::EMPTY, 3).len(),
            1,
            "discarding nothing"
        );
    }

    #[test]
    fn the_inverses_undo_each_factor() {
        for c in 0..=TOP_LANE {
            assert_eq!(ONES[c].wrapping_mul(INVERSE[c]), 1, "{c}");
            assert_eq!(ones(c + 3), ONES[TOP_LANE.min(c + 3)]);
        }
    }

    #[test]
    #[should_panic(expected = "discard 3 of 3")]
    fn no_discard_past_the_count() {
        CountedDiscards::of(Cards::parse("5 5").unwrap(), 2).get(3);
    }
}
