//! Legal moves and applying moves: checked for users, unchecked for search; the
//! [`crate::game::Game`] impl (written once for the climbing games: `game_impl.rs`).

use crate::card::joker::{is_one_rank_with_jokers, one_rank};
use crate::card::{cards_in_words, Cards, ACE, JOKER};
use crate::error::EngineError;
use crate::game::Outcome;

use super::event::Event;
use super::legal::Turn;
use super::listing;
use super::moves::{Move, MoveKind, MoveList};
use super::rules::{Rules, MAX_HAND};
use super::state::{Match, Phase};
use super::view::View;

/// The format tag of a match record.
pub const MATCH_FORMAT: &str = "zweiundzwanzig.arschloch/1";

impl Match {
    /// Fills `out` with the legal moves of the player to move (none when nobody is to move).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        let hand = |m: &Match| m.hands[usize::from(m.to_move)];
        match self.table {
            // A follow, the most common turn, read without building the turn: what
            // `self.turn()` is when no Chef chooses (`fast_paths.rs` holds them together).
            Some(round)
                if self.phase == Phase::Play
                    && self.giving_back == 0
                    && round.last != self.to_move =>
            {
                listing::follow(hand(self), round.size(), round.rank(), out)
            }
            _ if self.phase == Phase::Play && self.giving_back == 0 => {
                listing::moves(hand(self), self.play_turn(), self.rules.lead_jokers, out)
            }
            _ => {
                if let Some(turn) = self.turn() {
                    listing::moves(hand(self), turn, self.rules.lead_jokers, out);
                }
            }
        }
    }

    /// Why `mv` is not legal for the player to move, if it is not.
    pub fn check(&self, mv: Move) -> Result<(), EngineError> {
        let Some(turn) = self.turn() else {
            return Err(EngineError::IllegalMove(match self.phase {
                Phase::Over => "the match is over; no more moves".into(),
                _ => format!(
                    "game {} is over and the next is not dealt yet (next_deal deals it)",
                    self.game
                ),
            }));
        };
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        if moves.contains(&mv) {
            return Ok(());
        }
        let hand = self.hands[usize::from(self.to_move)];
        let why = why_illegal(hand, turn, self.rules.lead_jokers, mv);
        Err(EngineError::IllegalMove(format!(
            "player {} cannot {mv}: {why}",
            self.to_move
        )))
    }

    /// Whether `mv` is legal for the player to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Applies a move known to be legal.
    pub fn apply_move(&mut self, mv: Move) {
        if self.logging {
            self.history.push(mv);
        }
        match mv.kind() {
            MoveKind::Play if self.giving_back > 0 => self.give_back(mv.cards()),
            MoveKind::Play => self.play(mv.cards()),
            MoveKind::Pass => self.pass(),
        }
    }

    /// The outcome, once the match is over: places by total, the lowest total first.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(Outcome::by_lowest_total(self.totals()))
    }
}

/// What is wrong with `mv` at `turn` for a player holding `hand` (a move the list lacks).
pub fn why_illegal(hand: Cards, turn: Turn, lead_jokers: bool, mv: Move) -> String {
    let cards = mv.cards();
    if let Turn::GiveBack { count } = turn {
        return match mv.is_pass() {
            true => format!("they give back {} to their Arsch", cards_in_words(count)),
            false if !hand.contains(cards) => format!("[{cards}] is not in their hand [{hand}]"),
            false => format!(
                "they give back {}, not {}",
                cards_in_words(count),
                cards.len()
            ),
        };
    }
    if mv.is_pass() {
        return match turn {
            Turn::Lead {
                on_top: Some(_), ..
            } => {
                "their play came back unbeaten: they lead anew or put aces or jokers on top".into()
            }
            _ => "they can lead, and a leader does not pass".into(),
        };
    }
    if cards.is_empty() || cards.len() > MAX_HAND {
        return format!("a play of {}", cards_in_words(cards.len()));
    }
    if !hand.contains(cards) {
        return format!("[{cards}] is not in their hand [{hand}]");
    }
    if !is_one_rank_with_jokers(cards) {
        return format!("[{cards}] is not one rank (jokers may join a rank)");
    }
    let rank = one_rank(cards).unwrap_or(0);
    match turn {
        Turn::Follow { size, .. } if cards.len() != size => {
            format!(
                "the round is of {}, not {}",
                cards_in_words(size),
                cards.len()
            )
        }
        Turn::Follow { .. } => "it does not beat the last play".into(),
        Turn::Lead {
            on_top: Some(size), ..
        } if rank >= ACE && cards.len() != size => format!(
            "aces or jokers go on top of their own round only as {}, and are never led",
            cards_in_words(size)
        ),
        Turn::Lead { .. } if rank == ACE => "an ace is never led".into(),
        Turn::Lead { .. } if rank == JOKER && !lead_jokers => {
            "jokers alone are not led under these rules".into()
        }
        Turn::Lead { .. } => "it is not a lead".into(),
        Turn::GiveBack { .. } => "it is not a choice of cards to give back".into(),
    }
}

crate::game_impl::game_of_match!(
    /// Drawn by counting the moves rather than listing them ([`Match::draw_move`]): the move
    /// the listed moves have at `rng.below(len)`.
    fn random_move(&self, rng: &mut crate::rng::Rng) -> Move {
        self.draw_move(rng)
    }
);
