//! The leads of a hand counted kind by kind without listing them, and the single, pair or
//! triple at a place of the list found without listing it: what the random player draws a lead
//! from ([`super::sample`]).
//!
//! A lead lists the singles, the pairs, the triples and then the five-card hands
//! ([`super::legal`]). Their numbers come from the count of each rank and suit: `C(c, 2)` pairs
//! and `C(c, 3)` triples of a rank held `c` times; of the five-card hands, the product of the
//! counts of a straight's ranks (the straight flushes among them counted once, as straight
//! flushes), `C(n, 5)` flushes of a suit held `n` times (less its straight flushes), each triple
//! with every pair of another rank, each four with every other card. A test compares every
//! count and every place with the listed leads.

use crate::card::nth_bit;

use super::combination::{straight_order, NIBBLE_LOW};
use super::legal::{bits_of, PAIRS, TRIPLES};
use super::quick_list::{held_at_least, rank_counts, SEQUENCE_LOW_BITS};
use super::rules::Rules;

/// `C(c, 2)`, the pairs of a rank held `c` times.
const PAIRS_OF: [u32; 5] = [0, 0, 1, 3, 6];
/// `C(c, 3)`, the triples of a rank held `c` times.
const TRIPLES_OF: [u32; 5] = [0, 0, 0, 1, 4];
/// `C(n, 5)`, the five-card sets of a suit held `n` times.
const FIVES_OF: [u32; 14] = [0, 0, 0, 0, 0, 1, 6, 21, 56, 126, 252, 462, 792, 1287];

/// The leads of one hand, counted by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Leads {
    /// The hand in strength space.
    hand: u64,
    /// Its count of each rank, one a nibble.
    counts: u64,
    pub(super) singles: u32,
    pub(super) pairs: u32,
    pub(super) triples: u32,
    pub(super) five_card_hands: u32,
}

impl Leads {
    /// The leads of a strength-space hand under `rules`.
    pub(super) fn of(hand: u64, rules: &Rules) -> Leads {
        let counts = rank_counts(hand);
        let count = |low: u64| (counts >> low.trailing_zeros() & 0xF) as usize;
        let sets = |size, of: &[u32; 5]| -> u32 {
            bits_of(held_at_least(hand, size))
                .map(|low| of[count(low)])
                .sum()
        };
        let pairs = sets(2, &PAIRS_OF);
        let triples = sets(3, &TRIPLES_OF);
        let mut leads = Leads {
            hand,
            counts,
            singles: hand.count_ones(),
            pairs,
            triples,
            five_card_hands: 0,
        };
        if hand.count_ones() >= 5 {
            leads.five_card_hands = leads.count_five_card_hands(rules);
        }
        leads
    }

    /// How many cards of the rank whose nibble's bit 0 is `low` the hand holds.
    fn count(&self, low: u64) -> u32 {
        (self.counts >> low.trailing_zeros() & 0xF) as u32
    }

    /// The five-card hands: straights and straight flushes, flushes, full houses and fours.
    fn count_five_card_hands(&self, rules: &Rules) -> u32 {
        let held = held_at_least(self.hand, 1);
        let mut straights = 0;
        let mut straight_flushes = 0;
        for &seq in straight_order(rules) {
            let ranks = SEQUENCE_LOW_BITS[usize::from(seq)];
            if ranks & !held != 0 {
                continue;
            }
            straights += bits_of(ranks).map(|low| self.count(low)).product::<u32>();
            straight_flushes += (0..4)
                .filter(|&suit| self.hand & ranks << suit == ranks << suit)
                .count() as u32;
        }
        let flushes: u32 = (0..4)
            .map(|suit| FIVES_OF[(self.hand >> suit & NIBBLE_LOW).count_ones() as usize])
            .sum();
        let full_houses: u32 = bits_of(held_at_least(self.hand, 3))
            .map(|low| {
                let c = self.count(low) as usize;
                TRIPLES_OF[c] * (self.pairs - PAIRS_OF[c])
            })
            .sum();
        let fours = held_at_least(self.hand, 4).count_ones() * (self.singles - 4);
        // The straight flushes are in `straights` and in `flushes`, and count once.
        straights + flushes - straight_flushes + full_houses + fours
    }

    /// How many leads the hand has.
    pub(super) fn len(&self) -> u32 {
        self.singles + self.pairs + self.triples + self.five_card_hands
    }

    /// The singles, pairs and triples together: the leads before the five-card hands.
    pub(super) fn small(&self) -> u32 {
        self.singles + self.pairs + self.triples
    }

    /// The single, pair or triple at place `k` of the list (in strength space), or `None` when
    /// `k` is the place of a five-card hand.
    pub(super) fn small_at(&self, k: u32) -> Option<u64> {
        if k < self.singles {
            return Some(nth_bit(self.hand, k));
        }
        let k = k - self.singles;
        if k < self.pairs {
            return Some(self.set_at(&PAIRS, 2, &PAIRS_OF, k));
        }
        let k = k - self.pairs;
        (k < self.triples).then(|| self.set_at(&TRIPLES, 3, &TRIPLES_OF, k))
    }

    /// The `k`-th set of `size` cards of one rank, ranks from the weakest up and, within a rank,
    /// in the order of `sets`; `of` the number of them in a rank by its count.
    fn set_at(&self, sets: &[u64], size: u64, of: &[u32; 5], mut k: u32) -> u64 {
        for low in bits_of(held_at_least(self.hand, size)) {
            let in_rank = of[self.count(low) as usize];
            if k >= in_rank {
                k -= in_rank;
                continue;
            }
            let shift = low.trailing_zeros();
            let held = self.hand >> shift & 0xF;
            let mut fitting = sets.iter().filter(|&&set| set & !held == 0);
            return fitting.nth(k as usize).map_or(0, |&set| set << shift);
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::big_two::legal::{plain_moves, MoveList, Turn};
    use crate::games::big_two::order::Order;
    use crate::games::big_two::quick_list::tests::{every_rule_set, random_hand};
    use crate::rng::Rng;

    #[test]
    fn the_counts_and_places_are_those_of_the_listed_leads() {
        let lead = Turn {
            last: None,
            must_hold: None,
            may_pass: false,
        };
        let mut rng = Rng::seeded(22);
        let mut listed = MoveList::new();
        let mut checked = 0;
        for rules in every_rule_set() {
            let order = Order::new(&rules);
            for _ in 0..1_500 {
                let size = rng.below(19);
                let hand = random_hand(&mut rng, size);
                plain_moves(hand, lead, &rules, &mut listed);
                let plays: Vec<_> = listed.iter().filter(|m| !m.is_pass()).collect();
                let leads = Leads::of(order.to_strength(hand), &rules);
                assert_eq!(leads.len() as usize, plays.len(), "hand {hand}, {rules}");
                for (k, play) in plays.iter().enumerate() {
                    let small = leads.small_at(k as u32);
                    assert_eq!(small.is_some(), play.cards().len() < 5);
                    if let Some(bits) = small {
                        assert_eq!(order.to_cards(bits), play.cards(), "{k} of {hand}");
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 100_000, "only {checked} leads checked");
    }
}
