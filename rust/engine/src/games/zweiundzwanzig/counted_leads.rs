//! The leads of a hand without jokers (1.6) counted instead of written out: the hand alone, and
//! how many leads it has, so that listing them costs a few instructions however many there are.
//! A lead is `k` cards of one rank, `k` from 1 to the count held but never the whole hand; the
//! written listing (`legal::leads`) lists them by size, then by rank from the lowest. The lead at
//! a place is worked out when asked ([`CountedLeads::get`]: the size whose ranks held at least
//! that often reach the place, then the rank among them), and in order one from the next
//! ([`CountedLeads::iter`]). Counted, a lead costs the bare loop (list every move, draw one) a
//! few dozen instructions where writing a hand's leads out cost some 160: at 2 players 43% of
//! the decisions lead, at 12 players 12% (BENCHMARKS.md, "the family's bare loop at 2
//! players").
//! The tests fence both against the written listing (`every_place_holds_the_written_lead`, and
//! in `move_list.rs` random play from both lists). A hand with a joker keeps its leads written.

use crate::card::{Cards, JOKER};

use super::moves::Move;

/// The leads of `hand` (no jokers), `len` of them; none when `len` is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountedLeads {
    hand: Cards,
    len: u8,
}

impl CountedLeads {
    /// No leads at all: the list of a position that is not a lead.
    pub const NONE: CountedLeads = CountedLeads {
        hand: Cards::EMPTY,
        len: 0,
    };

    /// The leads of `hand`, which holds no joker: each rank gives one lead of each size up to its
    /// count, so the leads are as many as the cards, less the whole hand when it is one rank.
    #[inline]
    pub fn of(hand: Cards) -> CountedLeads {
        debug_assert_eq!(
            hand.count(JOKER),
            0,
            "a hand with jokers keeps its leads written"
        );
        let cards = hand.few_len();
        let ranks = hand.rank_bits();
        let one_rank = ranks & ranks.wrapping_sub(1) == 0;
        CountedLeads {
            hand,
            len: cards - u8::from(one_rank && cards > 0),
        }
    }

    /// The hand whose leads these are.
    pub fn hand(&self) -> Cards {
        self.hand
    }

    /// How many leads.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are none (not a lead).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The lead at place `i` (below [`CountedLeads::len`]; panics past it): the leads of each
    /// size are one a rank held at least that often, so the size is the first whose ranks reach
    /// the place, and the lead that rank among them, from the lowest.
    #[inline]
    pub fn get(&self, i: usize) -> Move {
        assert!(i < self.len(), "lead {i} of {}", self.len);
        let mut pick = i as u32;
        let mut size = 1;
        let mut held = self.hand.rank_bits();
        while pick >= held.count_ones() {
            pick -= held.count_ones();
            size += 1;
            held = self.hand.ranks_with_at_least(size);
        }
        for _ in 0..pick {
            held &= held - 1;
        }
        // A rank's bit times `size` is `size` cards of that rank.
        Move::play(Cards((held & held.wrapping_neg()) * u64::from(size)))
    }

    /// Every lead in order: by size, then by rank from the lowest.
    pub fn iter(&self) -> LeadsInOrder {
        LeadsInOrder {
            hand: self.hand,
            size: 1,
            held: self.hand.rank_bits(),
            left: self.len(),
        }
    }
}

/// The leads of a [`CountedLeads`] in order.
#[derive(Clone, Debug)]
pub struct LeadsInOrder {
    hand: Cards,
    size: u8,
    /// The ranks of this size not yet given, one bit a rank.
    held: u64,
    left: usize,
}

impl Iterator for LeadsInOrder {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        if self.left == 0 {
            return None;
        }
        while self.held == 0 {
            self.size += 1;
            self.held = self.hand.ranks_with_at_least(self.size);
        }
        self.left -= 1;
        let rank = self.held & self.held.wrapping_neg();
        self.held &= self.held - 1;
        Some(Move::play(Cards(rank * u64::from(self.size))))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for LeadsInOrder {}

#[cfg(test)]
mod tests {
    use super::super::legal;
    use super::super::moves::WrittenList;
    use super::*;
    use crate::card::RANKS;
    use crate::rng::Rng;

    /// A hand of up to 13 cards without jokers: one deck's ranks, or two decks' and more (up to
    /// 13 of a rank), spread over few ranks or many.
    fn random_hand(rng: &mut Rng) -> Cards {
        let spread = 1 + rng.below(JOKER.into());
        let most = [4, 8, 13][rng.below(3) as usize];
        // No more cards than the ranks can hold.
        let size = rng.below((spread * most + 1).min(14)) as u8;
        let mut counts = [0u8; RANKS];
        let mut n = 0;
        while n < size {
            let r = rng.below(spread) as usize;
            if u32::from(counts[r]) < most {
                counts[r] += 1;
                n += 1;
            }
        }
        Cards::from_counts(&counts).unwrap()
    }

    #[test]
    fn every_place_holds_the_written_lead() {
        let mut rng = Rng::seeded(36);
        let mut one_rank = 0;
        for _ in 0..20_000 {
            let hand = random_hand(&mut rng);
            let mut written = WrittenList::new();
            legal::leads(hand, &mut written);
            let counted = CountedLeads::of(hand);
            assert_eq!(counted.len(), written.len(), "{hand}");
            assert_eq!(counted.is_empty(), written.is_empty(), "{hand}");
            let by_place: Vec<Move> = (0..counted.len()).map(|i| counted.get(i)).collect();
            assert_eq!(by_place, written.as_slice(), "{hand}");
            assert_eq!(counted.iter().len(), written.len(), "{hand}");
            assert!(counted.iter().eq(written.iter().copied()), "{hand}");
            assert_eq!(counted.hand(), hand);
            one_rank += usize::from(hand.len() > 1 && hand.rank_bits().count_ones() == 1);
        }
        assert!(one_rank > 100, "hands of one rank are met: {one_rank}");
    }

    #[test]
    fn the_edges_are_counted() {
        for (hand, len) in [("", 0), ("7", 0), ("7 7", 1), ("7 7 7 7", 3), ("7 2", 2)] {
            let counted = CountedLeads::of(Cards::parse(hand).unwrap());
            assert_eq!(counted.len(), len, "[{hand}]");
        }
        assert!(CountedLeads::NONE.is_empty() && CountedLeads::NONE.iter().next().is_none());
    }

    #[test]
    #[should_panic(expected = "lead 2 of 2")]
    fn no_lead_past_the_count() {
        CountedLeads::of(Cards::parse("K 5").unwrap()).get(2);
    }
}
