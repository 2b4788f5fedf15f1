//! Search on Arschloch: how a view is determinized, which moves search tries, and what a
//! position at the end of a game is worth.
//!
//! **Determinization.** The uniform draw among the deals the record allows
//! ([`super::determinize`]), walked towards the deals under which the heuristic would have
//! played as the others did ([`super::inference`]).
//!
//! **Candidate moves.** Every legal move (at most [`super::moves::MOVE_CAPACITY`]).
//!
//! **Playouts.** The other seats are played by the rollout policy (the heuristic: the model of
//! the others); the searching seat plays the tuned player ([`super::tuned`]), and the last
//! cards are solved exactly ([`super::playout`]).
//!
//! **Value.** A game is worth its finishing position: the player first out scores 1, the last
//! Arsch 0, and the others evenly between (`(n - position) / (n - 1)`), so that the advice's
//! values read as the share of the other players one finishes ahead of. Search plays each
//! determinization to the end of the current game; the roles that game gives for the next one
//! are not valued. The raw chance to win ([`Searchable::win`]) is 1 for the first out, else 0.

use crate::error::EngineError;
use crate::game::{Game, GameView};
use crate::policy::Policy;
use crate::rng::Rng;
use crate::search::{Calibration, Searchable, Stage};

use super::event::Event;
use super::inference::{self, Belief};
use super::moves::{Move, MoveList};
use super::state::{Match, Phase};
use super::view::View;

impl Searchable for Match {
    type Hidden = Belief;

    fn hidden(view: &View) -> Result<Belief, EngineError> {
        Belief::of(view, inference::CHAIN)
    }

    /// The draw's work is the decisions its chain judged: each is one heuristic move, as a
    /// playout's move is. The determinization stops at the end of the game: playouts end there.
    fn determinize_counted(
        view: &View,
        hidden: &Belief,
        rng: &mut Rng,
    ) -> Result<(Match, u64), EngineError> {
        let (hands, out_of_play, judged) = hidden.draw_counted(rng)?;
        let mut m = Match::from_drawn(view, hands, out_of_play, rng);
        m.stop_between_deals(true);
        Ok((m, u64::from(judged)))
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

    /// The last cards solved exactly, and the searching seat's first turns looked ahead
    /// ([`super::playout`]).
    fn play_out(&mut self, me: usize, rollout: &dyn Policy<Match>, rng: &mut Rng) -> u64 {
        super::playout::play_out(self, me, rollout, rng)
    }

    fn value(&self, seat: usize) -> f64 {
        let order = self.order_so_far();
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

    /// 1 for the first out of the game, else 0.
    fn win(&self, seat: usize) -> f64 {
        let first = self.order_so_far().first().map(|&p| usize::from(p));
        f64::from(u8::from(first == Some(seat)))
    }

    fn calibration(view: &View) -> Calibration {
        Calibration::fitted(super::calibration::FITTED, view.players.into(), stage(view))
    }
}

/// Where `view`'s decision stands in the game: the player's first decision while they have
/// neither played nor passed (by the log of this game, where the view keeps one).
fn stage(view: &View) -> Stage {
    let held: u32 = view.held.iter().map(|&n| u32::from(n)).sum();
    let played: u32 = view.played.iter().map(|c| u32::from(c.len())).sum();
    let mine = view.played.get(usize::from(view.player));
    let this_game = view
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .map_or(&view.log[..], |i| &view.log[i..]);
    let passed = this_game.iter().any(|e| {
        matches!(e, Event::Pass { player } | Event::PassLead { player } if *player == view.player)
    });
    Stage {
        first: mine.is_none_or(|c| c.is_empty()) && !passed,
        left: f64::from(held) / f64::from((held + played).max(1)),
    }
}

impl Match {
    /// The finishing order of the game being played or just over, first out first.
    pub(super) fn order_so_far(&self) -> &[u8] {
        match self.phase() {
            Phase::Play => self.finished(),
            Phase::Dealing | Phase::Over => self.finishing_orders().last().map_or(&[][..], |o| o),
        }
    }
}
