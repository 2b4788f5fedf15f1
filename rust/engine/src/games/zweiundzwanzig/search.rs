//! Search on the Zweiundzwanzig family: how a view is determinized, which moves search tries,
//! and what a position at the end of a deal is worth.
//!
//! **Candidate moves.** Every play to a trick is tried. The exchange can allow thousands of
//! discards; search tries, for each number of cards the stock allows, discarding that many of
//! the highest cards (from nothing up to the limit: at most 14 discards). A discard that throws
//! away a card while keeping a higher one is pruned: the drawn cards are random, and the card
//! that loses the showdown is the highest one held, so keeping the higher card is the worse
//! choice for the showdown (it can help to beat or lead with; the pruning gives that up). The
//! advice lists the pruned discards after the searched ones, with no playouts.
//!
//! **Value.** A match over is worth 1 to each winner's share (a shared win split evenly) and 0
//! to the rest. Between deals, a player's chance to win the match is estimated from the points
//! each player still in can lose before going out (`elimination - total`): a player with margin
//! `m` wins with probability `m^1.5 / sum of every margin^1.5`; a player out is worth 0. The
//! exponent fits matches of heuristic players best among 0.5 to 4 for every preset and 2, 4 and
//! 6 players (`cargo run --release --example value_model`; BENCHMARKS.md). The value is also the
//! raw chance to win ([`Searchable::win`]) that the advice's calibration reads.

use crate::card::Cards;
use crate::error::EngineError;
use crate::game::{Game, GameView};
use crate::rng::Rng;
use crate::search::{Calibration, Searchable, Stage};

use super::belief::{self, Belief};
use super::legal;
use super::moves::Move;
use super::state::{Match, Phase};
use super::view::View;

/// The exponent of the margin model of a match's winner.
const MARGIN_EXPONENT: f64 = 1.5;

impl Searchable for Match {
    type Hidden = Belief;

    fn hidden(view: &View) -> Result<Belief, EngineError> {
        Belief::of(view, belief::CHAIN)
    }

    /// The draw's work is the decisions its chain judged: each is one heuristic move, as a
    /// playout's move is. The determinization stops at the end of the deal: playouts end there,
    /// and the next deal would be dealt for nothing.
    fn determinize_counted(
        view: &View,
        hidden: &Belief,
        rng: &mut Rng,
    ) -> Result<(Match, u64), EngineError> {
        let (deal, judged) = hidden.draw(rng)?;
        let mut m = Match::from_deal(view, &hidden.unseen, deal, rng);
        m.stop_between_deals(true);
        Ok((m, u64::from(judged)))
    }

    fn candidates(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase() {
            Phase::Exchange => {
                let hand = self.hand(self.to_move().unwrap_or(0));
                top_discards(hand, self.exchange_limit(), out);
            }
            Phase::Play => {
                let mut plays = super::moves::PlayList::new();
                self.legal_plays_into(&mut plays);
                out.extend_from_slice(&plays);
            }
            Phase::Over | Phase::Dealing => {}
        }
    }

    fn candidates_in(view: &View) -> Vec<Move> {
        if view.phase != Phase::Exchange {
            return view.legal_moves();
        }
        let mut out = Vec::new();
        let limit = legal::exchange_limit(view.hand, view.stock_size);
        top_discards(view.hand, limit, &mut out);
        out
    }

    fn value(&self, seat: usize) -> f64 {
        if self.is_over() {
            let winners = self.winners();
            return if winners.has(seat) {
                1.0 / winners.len() as f64
            } else {
                0.0
            };
        }
        if !self.in_match().has(seat) {
            return 0.0;
        }
        let limit = f64::from(self.rules().elimination);
        let weight = |p: usize| {
            (limit - f64::from(self.totals()[p]))
                .max(1.0)
                .powf(MARGIN_EXPONENT)
        };
        let all: f64 = self.in_match().iter().map(weight).sum();
        weight(seat) / all
    }

    /// The value: it already is the chance of winning the match.
    fn win(&self, seat: usize) -> f64 {
        self.value(seat)
    }

    fn calibration(view: &View) -> Calibration {
        Calibration::fitted(super::calibration::FITTED, view.players.into(), stage(view))
    }
}

/// Discarding the `t` highest cards of `hand`, for `t` from 0 to `limit`.
pub fn top_discards(hand: Cards, limit: u8, out: &mut Vec<Move>) {
    for t in 0..=limit.min(hand.len()) {
        out.push(Move::exchange(hand.minus(hand.lowest_n(hand.len() - t))));
    }
}

/// Where `view`'s decision stands: the player's first decision of the match is their exchange
/// of the first deal (with no exchange, their first play of it); the share of the cards left
/// is the deal's.
fn stage(view: &View) -> Stage {
    let held: u32 = view
        .in_match
        .iter()
        .map(|p| u32::from(view.held_by(p as u8)))
        .sum();
    let dealt = held + view.played.len();
    let each = dealt / (view.in_match.len() as u32).max(1);
    let me = view.player;
    let first = view.deal == 1
        && if view.rules.exchange {
            view.phase == Phase::Exchange && view.exchanged[usize::from(me)].is_none()
        } else {
            u32::from(view.held_by(me)) == each
        };
    Stage {
        first,
        left: f64::from(held) / f64::from(dealt.max(1)),
    }
}
