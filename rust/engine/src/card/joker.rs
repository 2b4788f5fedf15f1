//! What a joker means, for the games that have jokers (Sechsundzwanzig in the family,
//! Arschloch): in a play with rank cards each joker counts as a rank card of that play — the
//! highest one, which for a set of one rank is the set's rank (three jacks and a joker are four
//! jacks); a play of jokers only stays jokers, ranked above the ace.

use super::counts::Cards;
use super::rank::JOKER;

/// The cards a play counts as: each joker as the highest rank card of the play; jokers alone as
/// jokers.
#[inline]
pub fn effective(play: Cards) -> Cards {
    let jokers = play.count(JOKER);
    // Most plays hold no joker: one test, before anything else is computed.
    if jokers == 0 {
        return play;
    }
    let ranks = play.without(JOKER);
    if ranks.is_empty() {
        return play;
    }
    ranks.plus(Cards::of(ranks.highest(), jokers))
}

/// The rank of a one-rank play (jokers counting as that rank; jokers alone as the joker), or
/// `None` for mixed ranks or no cards.
#[inline]
pub fn one_rank(play: Cards) -> Option<u8> {
    effective(play).single_rank()
}

/// Whether `play` is a set: cards of one rank, jokers added (or jokers alone).
#[inline]
pub fn is_one_rank_with_jokers(play: Cards) -> bool {
    let ranks = play.without(JOKER);
    ranks.distinct() <= 1 && !play.is_empty()
}

/// Whether `hand` holds nothing but jokers.
#[inline]
pub fn only_jokers(hand: Cards) -> bool {
    hand.count(JOKER) == hand.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    #[test]
    fn jokers_count_as_the_highest_rank_card_and_alone_stay_jokers() {
        assert_eq!(effective(c("* * 8")), c("8 8 8"));
        assert_eq!(effective(c("* Q J")), c("Q Q J"));
        assert_eq!(
            effective(c("J J J *")),
            c("J J J J"),
            "three jacks and a joker"
        );
        assert_eq!(effective(c("* *")), c("* *"));
    }

    #[test]
    fn sets_are_one_rank_with_jokers() {
        assert_eq!(one_rank(c("9 9")), Some(7));
        assert_eq!(one_rank(c("9 *")), Some(7));
        assert_eq!(one_rank(c("* *")), Some(JOKER));
        assert_eq!(one_rank(c("10 9")), None);
        assert!(is_one_rank_with_jokers(c("8 * *")) && is_one_rank_with_jokers(c("*")));
        assert!(!is_one_rank_with_jokers(c("8 7")) && !is_one_rank_with_jokers(Cards::EMPTY));
        assert!(only_jokers(c("* *")) && !only_jokers(c("* 2")));
    }
}
