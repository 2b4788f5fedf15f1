//! Search on Arschloch: how a view is determinized, which moves search tries, and what a
//! position at the end of a game is worth.
//!
//! **Candidate moves.** Every legal move (at most [`super::moves::MOVE_CAPACITY`]).
//!
//! **Value.** A game is worth its finishing position: the player first out scores 1, the last
//! Arsch 0, and the others evenly between (`(n - position) / (n - 1)`), so that the advice's
//! values read as the share of the other players one finishes ahead of. Search plays each
//! determinization to the end of the current game; the roles that game gives for the next one
//! are not valued.

use crate::error::EngineError;
use crate::game::{Game, GameView};
use crate::rng::Rng;
use crate::search::Searchable;

use super::determinize::Unseen;
use super::moves::{Move, MoveList};
use super::state::{Match, Phase};
use super::view::View;

impl Searchable for Match {
    type Hidden = Unseen;

    fn hidden(view: &View) -> Result<Unseen, EngineError> {
        Unseen::of(view)
    }

    /// The determinization stops at the end of the game: playouts end there.
    fn determinize(view: &View, hidden: &Unseen, rng: &mut Rng) -> Result<Match, EngineError> {
        let mut m = Match::from_unseen(view, hidden, rng)?;
        m.stop_between_rounds(true);
        Ok(m)
    }

    fn candidates(&self, out: &mut Vec<Move>) {
        out.clear();
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        out.extend_from_slice(&moves);
    }

    fn candidates_in(view: &View) -> Vec<Move> {
        view.legal_moves()
    }

    fn value(&self, seat: usize) -> f64 {
        let order = match self.phase() {
            Phase::Play => self.finished(),
            Phase::Dealing | Phase::Over => self.finishing_orders().last().map_or(&[][..], |o| o),
        };
        let n = self.player_count();
        match order.iter().position(|&p| usize::from(p) == seat) {
            Some(i) => (n - 1 - i) as f64 / (n - 1) as f64,
            // Still playing: halfway between the places left.
            None => {
                let left = n - order.len();
                (left - 1) as f64 / 2.0 / (n - 1) as f64
            }
        }
    }
}
