//! A rule-based player that a decent human would recognise. The game is lost by holding the
//! highest card at the showdown, so every choice sheds high cards and keeps low ones:
//!
//! - **Exchange**: discard every card above a 9 (10, J, Q, K, A, jokers), highest first, as many
//!   as the stock allows. A card drawn from the stock is on average a middling card, so trading
//!   a high card is a gain, and trading a low card a loss.
//! - **Lead**: lead the highest rank held, with every copy of it and every joker, keeping at least
//!   one card (keeping the lowest). A strong multiple is hard to beat, so the others must give
//!   off their lowest cards and keep their high ones; and it sheds the leader's own high cards.
//! - **Follow**: play the highest legal play: the `k` highest cards when they beat (shedding the
//!   most), else the give-off. Beating with the highest cards also takes the lead, which is good.
//!
//! Under Schlagen und Stechen the same rules apply to the plays the compulsion leaves.

use crate::card::{Cards, JOKER};
use crate::policy::Policy;
use crate::rng::Rng;

use super::moves::{Move, PlayList};
use super::play::only_jokers;
use super::state::{Match, Phase};

/// The highest rank the heuristic player keeps in the exchange: the 9.
const KEEP_UP_TO: u8 = 7;

/// The rule-based player described in this module's documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Policy<Match> for Heuristic {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn choose(&self, game: &Match, _rng: &mut Rng) -> Move {
        let hand = game.hand(game.to_move().unwrap_or(0));
        match game.phase() {
            Phase::Exchange => Move::exchange(discard(hand, game.exchange_limit())),
            _ if game.trick().is_empty() => Move::play(lead(hand)),
            _ => {
                let mut moves = PlayList::new();
                game.legal_plays_into(&mut moves);
                moves[moves.len() - 1]
            }
        }
    }
}

/// The cards above `KEEP_UP_TO`, highest first, at most `max`.
pub(super) fn discard(hand: Cards, max: u8) -> Cards {
    let mut out = Cards::EMPTY;
    let mut left = max;
    for rank in (KEEP_UP_TO + 1..=JOKER).rev() {
        let take = hand.count(rank).min(left);
        out = out.plus(Cards::of(rank, take));
        left -= take;
    }
    out
}

/// The play this player makes holding `hand`: [`lead`] when `reference` is `None`, else the
/// last of the follows the rules list against it (the choice of [`Heuristic`] at a trick).
pub(super) fn play(hand: Cards, reference: Option<Cards>, compulsory: bool) -> Cards {
    let Some(reference) = reference else {
        return lead(hand);
    };
    let mut moves = PlayList::new();
    super::legal::follows(hand, reference, compulsory, &mut moves);
    moves.last().map_or(Cards::EMPTY, |m| m.cards())
}

/// The highest rank held with every joker, keeping at least one card.
fn lead(hand: Cards) -> Cards {
    let keep_max = hand.len() - 1;
    let jokers = hand.count(JOKER);
    if only_jokers(hand) {
        return Cards::of(JOKER, keep_max);
    }
    let ranks = hand.without(JOKER);
    let top = ranks.highest();
    let of_top = ranks.count(top).min(keep_max);
    let with_jokers = jokers.min(keep_max - of_top);
    Cards::of(top, of_top).plus(Cards::of(JOKER, with_jokers))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    #[test]
    fn discards_high_cards_as_the_stock_allows() {
        assert_eq!(discard(c("A K 10 9 3"), 5), c("A K 10"));
        assert_eq!(discard(c("A K 10 9 3"), 2), c("A K"));
        assert_eq!(discard(c("9 3"), 5), Cards::EMPTY);
    }

    #[test]
    fn leads_the_highest_rank_keeping_a_card() {
        assert_eq!(lead(c("K K 6 3")), c("K K"));
        assert_eq!(lead(c("5 5 5")), c("5 5"));
        assert_eq!(lead(c("* 8 8 3")), c("* 8 8"));
        assert_eq!(lead(c("* 8 8")), c("8 8"));
        assert_eq!(lead(c("* *")), c("*"));
    }
}
