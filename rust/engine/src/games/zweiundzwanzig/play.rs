//! How plays compare: effective ranks with jokers, beating by sorted dominance, stechen (1.6, 1.10).

use crate::card::{nibbles_at_least, Cards, JOKER, RANKS};

/// The cards a play counts as: in a play with at least one rank card, each joker counts as the
/// highest rank card of that play (1.10.2); a play of jokers only keeps them above the ace.
#[inline]
pub fn effective(play: Cards) -> Cards {
    let jokers = play.count(JOKER);
    // Most plays hold no joker: one test, before anything else is computed.
    if jokers == 0 {
        return play;
    }
    let ranks = play.minus(Cards::of(JOKER, jokers));
    if ranks.is_empty() {
        return play;
    }
    ranks.plus(Cards::of(ranks.highest(), jokers))
}

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

/// The rank of a one-rank play (jokers counting as that rank), or `None` for mixed ranks.
#[inline]
pub fn one_rank(play: Cards) -> Option<u8> {
    effective(play).single_rank()
}

/// Whether `play` is a legal lead by its shape: one rank, plus jokers when there is a rank card;
/// jokers alone only when the leader holds nothing else (checked by the caller).
#[inline]
pub fn is_one_rank_with_jokers(play: Cards) -> bool {
    let ranks = play.minus(Cards::of(JOKER, play.count(JOKER)));
    ranks.distinct() <= 1 && !play.is_empty()
}

/// Whether `hand` holds nothing but jokers.
#[inline]
pub fn only_jokers(hand: Cards) -> bool {
    hand.count(JOKER) == hand.len()
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
    fn jokers_count_as_the_highest_rank_card() {
        assert_eq!(effective(c("* * 8")), c("8 8 8"));
        assert_eq!(effective(c("* Q J")), c("Q Q J"));
        assert_eq!(effective(c("* *")), c("* *"));
        assert!(!beats(c("* Q J"), c("K Q 9")));
        assert!(beats(c("* *"), c("A A")));
    }

    #[test]
    fn one_rank_plays() {
        assert_eq!(one_rank(c("9 9")), Some(7));
        assert_eq!(one_rank(c("9 *")), Some(7));
        assert_eq!(one_rank(c("10 9")), None);
    }
}
