//! A rule-based player that a decent human would recognise. Getting rid of the cards is the aim;
//! aces and jokers are the cards that win a round at once and can never be led, so they are kept
//! for when they are needed, and sets are not broken up:
//!
//! - **Going out**: a play that empties the hand is always made.
//! - **Lead**: lead the lowest rank held, with every copy of it and no joker. Low cards are the
//!   hard ones to get rid of (anyone can beat them), so they go when one has the lead.
//! - **Own round back**: put aces or jokers on top only when what is left after them is one rank
//!   (jokers beside), to be led as the last play; otherwise lead anew as above.
//! - **Follow**: beat with the lowest set that neither adds a joker nor breaks up a rank (a set
//!   of exactly the cards held of that rank), aces included. With three cards or fewer left
//!   after the play, any play without jokers, lowest first, and then any play at all. Otherwise
//!   pass.

use crate::card::{Cards, ACE, JOKER};
use crate::policy::Policy;
use crate::rng::Rng;

use super::legal::{wins_at_once, Turn};
use super::moves::{Move, MoveList};
use super::state::Match;

/// Cards left after a follow at or below which a player stops keeping sets and jokers.
const ENDGAME: u8 = 3;

/// The rule-based player described in this module's documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Policy<Match> for Heuristic {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn choose(&self, game: &Match, _rng: &mut Rng) -> Move {
        let mut moves = MoveList::new();
        game.legal_moves_into(&mut moves);
        let hand = game.hand(game.to_move().unwrap_or(0));
        choose(hand, game.turn(), &moves)
    }
}

/// The heuristic's move for `hand` at `turn` among `moves` (the legal moves, in their order).
pub fn choose(hand: Cards, turn: Option<Turn>, moves: &[Move]) -> Move {
    choose_keeping(hand, turn, moves, ENDGAME)
}

/// The move of an *eager* player: the heuristic's, except that they beat whenever they can (as
/// the heuristic does with few cards left: a whole set without jokers, else the lowest play
/// without jokers, else any play). Not a player of its own: where the tuned player, the
/// advisor's model of its own later turns in a playout, started from, and one of its features
/// ([`super::tuned`]).
pub fn choose_eager(hand: Cards, turn: Option<Turn>, moves: &[Move]) -> Move {
    choose_keeping(hand, turn, moves, u8::MAX)
}

/// The heuristic's move, keeping sets and jokers in a follow while more than `endgame` cards
/// would be left.
fn choose_keeping(hand: Cards, turn: Option<Turn>, moves: &[Move], endgame: u8) -> Move {
    let first = moves.first().copied().unwrap_or(Move::PASS);
    if let Some(&out) = moves.iter().find(|m| !m.is_pass() && m.cards() == hand) {
        return out;
    }
    match turn {
        // The automatic exchange's choice: the worst cards, the first listed.
        Some(Turn::GiveBack { .. }) => first,
        Some(Turn::Follow { .. }) => follow(hand, moves, endgame),
        Some(Turn::Lead { on_top, .. }) => on_top
            .and_then(|size| on_top_move(hand, size, moves))
            .or_else(|| lowest_lead(hand, moves))
            .unwrap_or(first),
        None => first,
    }
}

/// The lowest rank below the ace held, every copy and no joker (when it is a legal lead).
fn lowest_lead(hand: Cards, moves: &[Move]) -> Option<Move> {
    let plain = hand.without(JOKER);
    let rank = (0..ACE).find(|&r| plain.count(r) > 0)?;
    let set = Move::play(Cards::of(rank, hand.count(rank)));
    moves.contains(&set).then_some(set)
}

/// Aces or jokers on top of one's own round, when what is left is one rank (jokers beside).
fn on_top_move(hand: Cards, size: u8, moves: &[Move]) -> Option<Move> {
    moves.iter().copied().find(|m| {
        let rest = hand.minus(m.cards());
        let rest_ranks = rest.without(JOKER);
        !m.is_pass()
            && m.cards().len() == size
            && wins_at_once(m.cards())
            && rest_ranks.distinct() <= 1
    })
}

/// The follow described in the module documentation, sets and jokers kept while more than
/// `endgame` cards would be left.
fn follow(hand: Cards, moves: &[Move], endgame: u8) -> Move {
    let plays = || moves.iter().copied().filter(|m| !m.is_pass());
    let no_jokers = |m: &Move| m.cards().count(JOKER) == 0;
    let whole = |m: &Move| {
        let cards = m.cards();
        no_jokers(m) && hand.count(cards.highest()) == cards.len()
    };
    if let Some(m) = plays().find(whole) {
        return m;
    }
    let endgame = plays()
        .next()
        .is_some_and(|m| hand.len() - m.cards().len() <= endgame);
    if endgame {
        if let Some(m) = plays().find(no_jokers).or_else(|| plays().next()) {
            return m;
        }
    }
    Move::PASS
}

#[cfg(test)]
mod tests {
    use super::super::legal::moves as list;
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    fn pick(hand: &str, turn: Turn) -> String {
        let mut moves = MoveList::new();
        list(c(hand), turn, false, &mut moves);
        choose(c(hand), Some(turn), &moves).to_string()
    }

    const LEAD: Turn = Turn::Lead {
        anyway: false,
        on_top: None,
    };

    #[test]
    fn leads_the_lowest_rank_whole_without_jokers() {
        assert_eq!(pick("3 3 7 9 * A", LEAD), "play 3 3");
    }

    #[test]
    fn goes_out_when_a_play_empties_the_hand() {
        assert_eq!(pick("9 9 *", LEAD), "play * 9 9");
        assert_eq!(pick("K *", Turn::Follow { size: 2, rank: 5 }), "play * K");
    }

    #[test]
    fn follows_with_the_lowest_whole_set_and_keeps_jokers() {
        let turn = Turn::Follow { size: 2, rank: 3 };
        assert_eq!(pick("4 6 6 8 8 8 * 2 2 2", turn), "play 6 6");
        assert_eq!(pick("4 8 8 8 * 2 2 2 3 5", turn), "pass");
    }

    /// The eager player beats where the heuristic keeps its sets, and plays as it does
    /// otherwise.
    #[test]
    fn the_eager_player_beats_whenever_it_can() {
        let eager = |hand: &str, turn: Turn| {
            let mut moves = MoveList::new();
            list(c(hand), turn, false, &mut moves);
            choose_eager(c(hand), Some(turn), &moves).to_string()
        };
        let turn = Turn::Follow { size: 2, rank: 3 };
        assert_eq!(pick("4 8 8 8 * 2 2 2 3 5", turn), "pass");
        assert_eq!(eager("4 8 8 8 * 2 2 2 3 5", turn), "play 8 8");
        assert_eq!(eager("4 6 6 8 8 8 * 2 2 2", turn), "play 6 6");
        assert_eq!(eager("3 3 7 9 * A", LEAD), "play 3 3");
    }

    #[test]
    fn puts_aces_on_top_only_before_the_last_rank() {
        let back = Turn::Lead {
            anyway: false,
            on_top: Some(1),
        };
        assert_eq!(pick("A 7 7", back), "play A");
        assert_eq!(pick("A 7 8", back), "play 7");
    }
}
