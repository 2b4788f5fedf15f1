//! Legal-move generation (1.5-1.7, 1.10): distinct rank multisets, listed by number of cards and
//! then from the highest card down, lowest first (the order of [`Move::order_key`]).

use arrayvec::ArrayVec;

use crate::card::{Cards, JOKER, RANKS};

use super::rules::MAX_HAND;

use super::beating::{beating_pairs, beating_singles};
pub use super::discards::exchanges;
use super::moves::Move;
use super::play::{dominates, effective, give_off, is_one_rank_with_jokers, joker_rule_allows};
use super::trick::Trick;

/// Calls `visit` with every distinct `k`-card sub-multiset of `hand`, in increasing order.
pub fn for_each_subset<F: FnMut(Cards)>(hand: Cards, k: u8, visit: &mut F) {
    for_each_dominating(hand, Cards::EMPTY, k, visit);
}

/// Calls `visit` with every distinct `k`-card sub-multiset of `hand` that dominates `best`
/// (`k` cards, or none for no bound), in increasing order. Jokers are taken at face value here
/// (as the top rank), so callers with jokers in hand filter by effective cards afterwards.
fn for_each_dominating<F: FnMut(Cards)>(hand: Cards, best: Cards, k: u8, visit: &mut F) {
    if k > hand.few_len() {
        return;
    }
    let mut walk = Walk {
        hand,
        best,
        ranks: [0; RANKS],
        below: [0; RANKS],
        len: 0,
    };
    // Only ranks where the hand or `best` has cards matter; walk them from the top down.
    let mut bits = Cards(hand.0 | best.0).rank_bits();
    let mut seen = 0u8;
    let mut last = 0u8;
    while bits != 0 {
        let r = (bits.trailing_zeros() / 4) as u8;
        seen += hand.count_between(last, r);
        walk.ranks[walk.len] = r;
        walk.below[walk.len] = seen;
        walk.len += 1;
        last = r;
        bits &= bits - 1;
    }
    walk.step(walk.len, k, 0, 0, Cards::EMPTY, visit);
}

/// A walk from the top rank down choosing how many cards of each rank to take: fewer first, so
/// the multisets come out in increasing order. A count is skipped when the ranks below cannot
/// fill the play, or when the running count from the top falls behind `best`'s.
struct Walk {
    hand: Cards,
    best: Cards,
    /// The ranks that matter, from low to high.
    ranks: [u8; RANKS],
    /// `below[i]`: how many cards of the hand rank below `ranks[i]`.
    below: [u8; RANKS],
    len: usize,
}

impl Walk {
    /// Chooses counts for `ranks[..i]`, highest first.
    fn step<F: FnMut(Cards)>(
        &self,
        i: usize,
        left: u8,
        mine: u8,
        theirs: u8,
        chosen: Cards,
        visit: &mut F,
    ) {
        if left == 0 {
            // All `k` cards are chosen, so every lower threshold holds `k >= best`'s count.
            visit(chosen);
            return;
        }
        if i == 0 {
            return;
        }
        let i = i - 1;
        let r = self.ranks[i];
        let theirs = theirs + self.best.count(r);
        let need_here = left.saturating_sub(self.below[i]);
        let start = need_here.max(theirs.saturating_sub(mine));
        for c in start..=self.hand.count(r).min(left) {
            let next = chosen.plus(Cards::of(r, c));
            self.step(i, left - c, mine + c, theirs, next, visit);
        }
    }
}

/// The leads of a hand of `h` cards: one rank (plus jokers), keeping at least one card (1.6), by
/// size, then by the jokers joining, then by rank. The leads of `k` cards with `w` jokers are
/// the ranks held at least `k - w` times, so only the sizes up to the most cards of a rank
/// held plus the jokers have any (the plain listing, `leads_plain` in the tests, tries every size
/// of the hand; `leads_list_what_the_plain_listing_would` fences the two).
pub fn leads<const N: usize>(hand: Cards, out: &mut ArrayVec<Move, N>) {
    let h = hand.few_len();
    let jokers = hand.count(JOKER);
    let ranks = hand.without(JOKER);
    if ranks.is_empty() {
        for k in 1..h {
            out.push(Move::play(Cards::of(JOKER, k)));
        }
        return;
    }
    if jokers == 0 {
        leads_without_jokers(hand, h, out);
        return;
    }
    // `at_least[c]`: the ranks held at least `c` times (one bit a rank), for `c` up to `most`.
    let mut at_least = [0u64; MAX_HAND as usize + 1];
    let mut most = 0;
    while most < MAX_HAND {
        let held = ranks.ranks_with_at_least(most + 1);
        if held == 0 {
            break;
        }
        most += 1;
        at_least[usize::from(most)] = held;
    }
    for k in 1..=(h - 1).min(most + jokers) {
        for w in k.saturating_sub(most)..=jokers.min(k - 1) {
            let of_rank = k - w;
            let joining = Cards::of(JOKER, w).0;
            let mut held = at_least[usize::from(of_rank)];
            while held != 0 {
                // A rank's bit times `of_rank` is `of_rank` cards of that rank.
                let rank = held & held.wrapping_neg();
                out.push(Move::play(Cards(rank * u64::from(of_rank) + joining)));
                held &= held - 1;
            }
        }
    }
}

/// [`leads`] of a hand of `h` cards without jokers, most hands: of each size, the ranks held at
/// least that often, worked out size by size until none is (no table of them first).
fn leads_without_jokers<const N: usize>(hand: Cards, h: u8, out: &mut ArrayVec<Move, N>) {
    for k in 1..h {
        let mut held = hand.ranks_with_at_least(k);
        if held == 0 {
            return;
        }
        while held != 0 {
            // A rank's bit times `k` is `k` cards of that rank.
            let rank = held & held.wrapping_neg();
            out.push(Move::play(Cards(rank * u64::from(k))));
            held &= held - 1;
        }
    }
}

/// The plays of a player holding `hand` in `trick`: leads when it is empty, else follows.
/// Inlined into its callers, as when the lists of plays and of discards were one type (with a
/// second caller it stayed out of line: the loop that lists every decision's moves paid some
/// 4 instructions a decision more).
#[inline(always)]
pub fn plays<const N: usize>(
    hand: Cards,
    trick: &Trick,
    compulsory: bool,
    out: &mut ArrayVec<Move, N>,
) {
    if trick.is_empty() {
        leads(hand, out);
    } else {
        follows(hand, trick.reference, compulsory, out);
    }
}

/// The most cards a player holding `hand` may discard with `stock` cards in the stock (1.5).
pub fn exchange_limit(hand: Cards, stock: u32) -> u8 {
    stock.min(u32::from(hand.few_len())) as u8
}

/// The plays of a follower holding `hand` against `reference` (the effective play to beat):
/// every beating play, and the give-off unless it beats already or `compulsory` forbids it.
pub fn follows<const N: usize>(
    hand: Cards,
    reference: Cards,
    compulsory: bool,
    out: &mut ArrayVec<Move, N>,
) {
    let k = reference.few_len();
    let start = out.len();
    let lowest = give_off(hand, k);
    let give_off_beats = dominates(effective(lowest), reference);
    if !give_off_beats {
        out.push(Move::play(lowest));
    }
    let first_beat = out.len();
    if hand.count(JOKER) == 0 {
        match k {
            1 => beating_singles(hand, reference, out),
            2 => beating_pairs(hand, reference, out),
            _ => for_each_dominating(hand, reference, k, &mut |p| out.push(Move::play(p))),
        }
    } else {
        for_each_subset(hand, k, &mut |p| {
            if joker_rule_allows(p, hand) && dominates(effective(p), reference) {
                out.push(Move::play(p));
            }
        });
    }
    if compulsory && out.len() > first_beat && !give_off_beats {
        out.remove(start);
    }
}

/// Whether `play` is a legal lead (`reference` `None`) or follow of `hand`, decided from the rules
/// directly instead of listing the moves: the answer is the same as `leads`/`follows` listing it.
pub fn is_legal_play(hand: Cards, play: Cards, reference: Option<Cards>, compulsory: bool) -> bool {
    if play.is_empty() || !hand.contains(play) {
        return false;
    }
    let Some(reference) = reference else {
        return play.few_len() < hand.few_len()
            && is_one_rank_with_jokers(play)
            && joker_rule_allows(play, hand);
    };
    let k = reference.few_len();
    if play.few_len() != k {
        return false;
    }
    if dominates(effective(play), reference) {
        return joker_rule_allows(play, hand);
    }
    if play != give_off(hand, k) {
        return false;
    }
    !compulsory || !can_beat(hand, reference)
}

/// Whether some legal play of `hand` beats `reference`.
pub(super) fn can_beat(hand: Cards, reference: Cards) -> bool {
    let k = reference.few_len();
    if hand.count(JOKER) == 0 {
        // The k highest cards dominate every other choice of k cards.
        return dominates(hand.minus(hand.lowest_n(hand.few_len() - k)), reference);
    }
    let mut found = false;
    for_each_subset(hand, k, &mut |p| {
        found |= joker_rule_allows(p, hand) && dominates(effective(p), reference);
    });
    found
}

#[cfg(test)]
mod tests {
    use super::super::moves::WrittenList;
    use super::super::play::only_jokers;
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    fn listed(moves: &WrittenList) -> Vec<String> {
        moves.iter().map(|m| m.cards().to_string()).collect()
    }

    #[test]
    fn subsets_are_distinct_and_increasing() {
        let mut all = Vec::new();
        for_each_subset(c("K K 6 3 2 2"), 3, &mut |s| all.push(s));
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(all.len(), 10);
        assert_eq!(all[0], c("3 2 2"));
    }

    #[test]
    fn beating_enumeration_matches_filtering() {
        let hand = c("A K K 9 9 7 6 3 2");
        let best = c("9 8 3");
        let mut pruned = Vec::new();
        for_each_dominating(hand, best, 3, &mut |p| pruned.push(p));
        let mut filtered = Vec::new();
        for_each_subset(hand, 3, &mut |p| {
            if dominates(p, best) {
                filtered.push(p)
            }
        });
        assert_eq!(pruned, filtered);
    }

    #[test]
    fn deciding_a_play_agrees_with_listing_the_plays() {
        let mut rng = crate::rng::Rng::seeded(5);
        for _ in 0..3000 {
            let hand = random_hand(&mut rng);
            let mut leads_list = WrittenList::new();
            leads(hand, &mut leads_list);
            for k in 1..=hand.len() {
                for_each_subset(hand, k, &mut |p| {
                    let listed = leads_list.contains(&Move::play(p));
                    assert_eq!(
                        is_legal_play(hand, p, None, false),
                        listed,
                        "lead {p} of {hand}"
                    );
                });
            }
            let k = 1 + rng.below(u32::from(hand.len())) as u8;
            let other = random_hand(&mut rng);
            let reference = effective(other.lowest_n(k.min(3).min(other.len())));
            if reference.len() > hand.len() {
                continue;
            }
            for compulsory in [false, true] {
                let mut list = WrittenList::new();
                follows(hand, reference, compulsory, &mut list);
                for_each_subset(hand, reference.len(), &mut |p| {
                    let listed = list.contains(&Move::play(p));
                    let decided = is_legal_play(hand, p, Some(reference), compulsory);
                    assert_eq!(decided, listed, "{p} of {hand} against {reference}");
                });
            }
        }
    }

    #[test]
    fn beating_plays_list_what_the_walk_would() {
        let mut rng = crate::rng::Rng::seeded(31);
        for _ in 0..20_000 {
            let hand = random_hand(&mut rng);
            let hand = hand.without(JOKER);
            let other = random_hand(&mut rng);
            let k = 1 + rng.below(2) as u8;
            if hand.len() < k || other.len() < k {
                continue;
            }
            let highest = other.minus(other.lowest_n(other.len() - k));
            let reference = effective(if rng.below(2) == 0 {
                highest
            } else {
                other.lowest_n(k)
            });
            let mut fast = WrittenList::new();
            if k == 1 {
                beating_singles(hand, reference, &mut fast);
            } else {
                beating_pairs(hand, reference, &mut fast);
            }
            let mut walked = WrittenList::new();
            for_each_dominating(hand, reference, k, &mut |p| walked.push(Move::play(p)));
            assert_eq!(fast, walked, "{hand} against {reference}");
        }
    }

    fn random_hand(rng: &mut crate::rng::Rng) -> Cards {
        // Up to the family's largest hand (`MAX_HAND`, 13 cards).
        let size = 1 + rng.below(13) as u8;
        let mut counts = [0u8; RANKS];
        for _ in 0..size {
            let r = if rng.below(8) == 0 {
                JOKER
            } else {
                rng.below(13) as u8
            };
            counts[r as usize] += 1;
        }
        Cards::from_counts(&counts).unwrap()
    }

    #[test]
    fn exchanges_list_every_discard_by_size_then_value() {
        let mut rng = crate::rng::Rng::seeded(8);
        for _ in 0..500 {
            let hand = random_hand(&mut rng);
            for max in 0..=hand.len() {
                let mut fast = WrittenList::new();
                exchanges(hand, max, &mut fast);
                let mut slow = WrittenList::new();
                for k in 0..=max {
                    for_each_subset(hand, k, &mut |d| slow.push(Move::exchange(d)));
                }
                assert_eq!(fast, slow, "{hand} up to {max}");
            }
        }
    }

    #[test]
    fn anne_can_only_give_off() {
        let mut out = WrittenList::new();
        follows(c("K K 6 3 2 2"), c("10 9 7"), false, &mut out);
        assert_eq!(listed(&out), ["3 2 2"]);
    }

    /// The leads of a hand of `h` cards as first written: every size `k` below `h`, every number
    /// of jokers joining, every rank held often enough.
    fn leads_plain<const N: usize>(hand: Cards, out: &mut ArrayVec<Move, N>) {
        let h = hand.few_len();
        let jokers = hand.count(JOKER);
        let rank_cards = hand.without(JOKER);
        for k in 1..h {
            if only_jokers(hand) {
                out.push(Move::play(Cards::of(JOKER, k)));
                continue;
            }
            for with_jokers in 0..=jokers.min(k - 1) {
                let of_rank = k - with_jokers;
                let mut held = rank_cards.ranks_with_at_least(of_rank);
                while held != 0 {
                    let rank = (held.trailing_zeros() / 4) as u8;
                    let lead = Cards::of(rank, of_rank).plus(Cards::of(JOKER, with_jokers));
                    out.push(Move::play(lead));
                    held &= held - 1;
                }
            }
        }
    }

    #[test]
    fn leads_list_what_the_plain_listing_would() {
        let mut rng = crate::rng::Rng::seeded(32);
        for _ in 0..20_000 {
            let hand = random_hand(&mut rng);
            let mut fast = WrittenList::new();
            leads(hand, &mut fast);
            let mut plain = WrittenList::new();
            leads_plain(hand, &mut plain);
            assert_eq!(fast, plain, "{hand}");
        }
        for hand in [
            "",
            "*",
            "* *",
            "* * *",
            "5 * *",
            "5 5 5 5 * *",
            "K K 6 3 2 2",
        ] {
            let hand = c(hand);
            let (mut fast, mut plain) = (WrittenList::new(), WrittenList::new());
            leads(hand, &mut fast);
            leads_plain(hand, &mut plain);
            assert_eq!(fast, plain, "{hand}");
        }
    }

    #[test]
    fn leads_keep_a_card() {
        let mut out = WrittenList::new();
        leads(c("5 5 5"), &mut out);
        assert_eq!(listed(&out), ["5", "5 5"]);
    }
}
