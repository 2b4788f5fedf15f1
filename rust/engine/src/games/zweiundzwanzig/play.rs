//! How plays compare: effective ranks with jokers, beating by sorted dominance, stechen (1.6, 1.10).

use crate::card::{nibbles_at_least, Cards, JOKER, RANKS};

// What a joker counts as is the card layer's, shared with Arschloch.
pub use crate::card::joker::{effective, is_one_rank_with_jokers, one_rank, only_jokers};

/// Whether `play` dominates `best` (both effective, same size): sorted from high to low, each card
/// of `play` is equal to or higher than the card at the same position of `best`. Equal beats.
///
/// Equivalently, for every rank `r`, `play` has at most as many cards of rank `r` or lower as
/// `best` (the two having the same size): one multiply each gives the running sums in nibbles,
/// compared all at once.
#[inline]
pub fn dominates(play: Cards, best: Cards) -> bool {
    debug_assert_eq!(play.len(), best.len());
    nibbles_at_least(best.running_sums(), play.running_sums())
}

/// [`dominates`] by one subtraction where the plays have at most 7 cards (nearly all of them):
/// every nibble of both running sums is then at most 7 (the top one is the size), so a guard bit
/// set over each nibble of `best`'s is never borrowed past, and stays set exactly where `best`'s
/// sum is at least `play`'s. Larger plays take the plain test (`dominates_few_is_dominates`).
#[inline(always)]
pub fn dominates_few(play: Cards, best: Cards) -> bool {
    const GUARD: u64 = 0x8888_8888_8888_8888;
    let (play_sums, best_sums) = (play.running_sums(), best.running_sums());
    if play_sums & (1 << 63) != 0 {
        return dominates(play, best);
    }
    (best_sums | GUARD).wrapping_sub(play_sums) & GUARD == GUARD
}

/// Whether `play` beats `best` under the rule of sorted dominance, jokers counted as in 1.10.2.
#[inline]
pub fn beats(play: Cards, best: Cards) -> bool {
    play.len() == best.len() && dominates(effective(play), effective(best))
}

/// Whether a play respects the joker rule (1.10.2): a joker goes with at least one rank card,
/// unless its holder has nothing but jokers left.
#[inline]
pub fn joker_rule_allows(play: Cards, hand: Cards) -> bool {
    play.count(JOKER) == 0 || play.count(JOKER) < play.len() || only_jokers(hand)
}

/// The give-off (abgeben): the `k` lowest cards of the hand, jokers being the highest.
#[inline]
pub fn give_off(hand: Cards, k: u8) -> Cards {
    hand.lowest_n(k)
}

const _: () = assert!(RANKS == 14);

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    /// `k` random cards of the lowest `ranks` ranks (at most 15 of a rank).
    fn random_play(rng: &mut crate::rng::Rng, k: u8, ranks: u32) -> Cards {
        let mut cards = Cards::EMPTY;
        while cards.len() < k {
            let rank = rng.below(ranks) as u8;
            if cards.count(rank) < 15 {
                cards = cards.plus(Cards::of(rank, 1));
            }
        }
        cards
    }

    #[test]
    fn dominates_few_is_dominates() {
        // Random pairs of plays of 1 to 15 cards, of a few low ranks (often equal or near) and
        // of any ranks, jokers among them.
        let mut rng = crate::rng::Rng::seeded(34);
        for _ in 0..200_000 {
            let k = 1 + rng.below(15) as u8;
            let ranks = [2, 3, 14][rng.below(3) as usize];
            let play = random_play(&mut rng, k, ranks);
            let best = random_play(&mut rng, k, ranks);
            assert_eq!(
                dominates_few(play, best),
                dominates(play, best),
                "[{play}] over [{best}]"
            );
        }
    }

    #[test]
    fn equal_counts_as_beating() {
        assert!(beats(c("7"), c("7")));
        assert!(beats(c("7 6"), c("6 6")));
        assert!(!beats(c("K K 6"), c("10 9 7")));
    }

    #[test]
    fn jokers_beat_as_what_they_count_as() {
        assert!(!beats(c("* Q J"), c("K Q 9")), "* Q J counts as Q Q J");
        assert!(beats(c("* *"), c("A A")), "jokers alone rank above the ace");
    }
}
