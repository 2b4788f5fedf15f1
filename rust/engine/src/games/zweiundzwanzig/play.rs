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
