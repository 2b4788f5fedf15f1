//! Legal moves and applying moves: checked for users, unchecked for search; the
//! [`crate::game::Game`] impl (written once for the climbing games: `game_impl.rs`).

use crate::error::EngineError;
use crate::game::Outcome;

use super::event::Event;
use super::legal::{self, MoveList};
use super::moves::{Move, MoveKind};
use super::order::written;
use super::rules::Rules;
use super::state::{Match, Phase};
use super::view::View;

/// The format tag of a match record.
pub const MATCH_FORMAT: &str = "zweiundzwanzig.big_two/1";

impl Match {
    /// Fills `out` with the legal moves of the player to move (none when nobody is to move).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        if let Some(turn) = self.turn() {
            legal::moves(
                self.hands[usize::from(self.to_move)],
                turn,
                &self.rules,
                out,
            );
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
        let hand = self.hands[usize::from(self.to_move)];
        if legal::allows(hand, turn, &self.rules, mv) {
            return Ok(());
        }
        let why = if mv.is_pass() {
            "the leader of a round plays; a pass is for the others".to_string()
        } else if !hand.contains(mv.cards()) {
            format!(
                "[{}] is not in their hand",
                written(mv.cards().minus(hand), &self.rules)
            )
        } else if let Some(card) = turn.must_hold.filter(|c| !mv.cards().has(*c)) {
            format!("the first lead of the game must contain {card}")
        } else if turn.last.is_some() {
            "it is not a play of the round's size that beats the last play".into()
        } else {
            "it is not a single, a pair, a triple or a five-card hand".into()
        };
        let what = match mv.kind() {
            MoveKind::Pass => "pass".to_string(),
            MoveKind::Play => format!("play {}", written(mv.cards(), &self.rules)),
        };
        Err(EngineError::IllegalMove(format!(
            "player {} cannot {what}: {why}",
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

crate::game_impl::game_of_match!(
    /// Drawn without a new list each decision ([`Match::draw_move`]): the move the listed moves
    /// have at `rng.below(len)`.
    fn random_move(&self, rng: &mut crate::rng::Rng) -> Move {
        self.draw_move(rng)
    }
);
