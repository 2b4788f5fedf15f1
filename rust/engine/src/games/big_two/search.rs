//! Search on Big Two: how a view is determinized ([`super::determinize`]), which moves search
//! tries, and what a finished game is worth.
//!
//! **Candidate moves.** A lead of a 13- or 17-card hand has hundreds of legal moves, most of
//! them breaking the hand up for nothing, and search has about 10 ms a decision. It tries the
//! plays a decent player weighs, taken from the hand's [`Partition`]:
//!
//! - a lead: the heuristic's lead, the lowest planned play of each size (single, pair, triple,
//!   five cards) and the strongest planned single — each holding the first lead's card when
//!   there is one (at most 6);
//! - a follow: every legal move when there are at most [`ALL_FOLLOWS_UP_TO`] (nearly always);
//!   else the heuristic's move, the weakest planned play that beats the last play, the weakest
//!   and the strongest play that beats it, and the pass (at most 5).
//!
//! They are listed in the order of the legal moves; the advice lists the pruned moves after
//! them, with no playouts. The same function of the hand, the turn and the fewest cards another
//! player holds gives both [`Searchable::candidates`] and [`Searchable::candidates_in`].
//!
//! **Value.** Playouts end at the end of the current game. Its winner scores 1; another player
//! scores [`LOSER_SHARE`]` × max(0, 1 - penalty / full)`, where `penalty` is what their cards left
//! cost and `full` what a whole hand of the deal would cost by the rules' table (without doubled
//! twos): a player caught with more cards is worse off, and no loser is worth as much as the
//! winner. A game not over (search never values one) is valued the same way with nobody the
//! winner. The match's standing is not valued: each game is played for itself.

use arrayvec::ArrayVec;

use crate::error::EngineError;
use crate::game::Game;
use crate::rng::Rng;
use crate::search::Searchable;

use super::determinize::Unseen;
use super::heuristic::{self, Position};
use super::legal::MoveList;
use super::moves::Move;
use super::order::Order;
use super::partition::Partition;
use super::scoring::penalty;
use super::state::{Match, Phase};
use super::view::View;

/// What the best loser of a game is worth, the winner being worth 1.
pub const LOSER_SHARE: f64 = 0.5;

impl Searchable for Match {
    type Hidden = Unseen;

    fn hidden(view: &View) -> Result<Unseen, EngineError> {
        Unseen::of(view)
    }

    /// The determinization stops at the end of the game: playouts end there.
    fn determinize(view: &View, hidden: &Unseen, rng: &mut Rng) -> Result<Match, EngineError> {
        let mut m = Match::from_unseen(view, hidden, rng);
        m.stop_between_rounds(true);
        Ok(m)
    }

    fn candidates(&self, out: &mut Vec<Move>) {
        out.clear();
        if let Some(position) = Position::of_match(self) {
            candidates(&position, out);
        }
    }

    fn candidates_in(view: &View) -> Vec<Move> {
        let mut out = Vec::new();
        if let Some(position) = Position::of_view(view) {
            candidates(&position, &mut out);
        }
        out
    }

    fn value(&self, seat: usize) -> f64 {
        let winner = match self.phase() {
            Phase::Play => None,
            Phase::Dealing | Phase::Over => self.game_winners().last().map(|&w| usize::from(w)),
        };
        if winner == Some(seat) {
            return 1.0;
        }
        let rules = self.rules();
        let full = penalty_of_cards(rules.cards_each(self.player_count()).into(), rules);
        let lost = f64::from(penalty(self.hand(seat), rules));
        LOSER_SHARE * (1.0 - lost / full).max(0.0)
    }
}

/// What `cards` cards left cost by the rules' table, without doubled twos.
fn penalty_of_cards(cards: u32, rules: &super::rules::Rules) -> f64 {
    let plain = super::rules::Rules {
        double_twos: false,
        ..*rules
    };
    // Any `cards` cards: the lowest of the deck in the game-neutral order.
    let hand = crate::card::SuitedCards((1u64 << cards) - 1);
    f64::from(penalty(hand, &plain)).max(1.0)
}

/// Legal follows at or below which every one is a candidate.
pub const ALL_FOLLOWS_UP_TO: usize = 16;

/// The candidate moves of `position` (see the module documentation), in the legal moves' order.
pub fn candidates(position: &Position, out: &mut Vec<Move>) {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    out.clear();
    if position.turn.last.is_some() && moves.len() <= ALL_FOLLOWS_UP_TO {
        out.extend_from_slice(&moves);
        return;
    }
    let order = Order::new(&position.rules);
    let plan = Partition::of(order.to_strength(position.hand), &position.rules);
    let mut chosen: ArrayVec<Move, 6> = ArrayVec::new();
    chosen.push(heuristic::choose(position));
    if position.turn.last.is_none() {
        lead_candidates(position, &plan, order, &mut chosen);
    } else {
        let plays = || moves.iter().filter(|m| !m.is_pass());
        let planned = plays().find(|m| plan.is_unit(order.to_strength(m.cards())));
        chosen.extend(planned.copied());
        chosen.extend(plays().next().copied());
        chosen.extend(plays().next_back().copied());
        chosen.push(Move::PASS);
    }
    out.extend(moves.iter().copied().filter(|m| chosen.contains(m)));
}

/// The lowest planned lead of each size and the strongest planned single, each holding the card
/// the lead must hold (if any).
fn lead_candidates(
    position: &Position,
    plan: &Partition,
    order: Order,
    chosen: &mut ArrayVec<Move, 6>,
) {
    let may_lead = |u: &&u64| {
        let must = position.turn.must_hold;
        must.is_none_or(|c| order.to_cards(**u).has(c))
    };
    let units = || plan.units().iter().filter(may_lead);
    let play = |u: &u64| Move::play(order.to_cards(*u));
    for size in [1, 2, 3, 5] {
        chosen.extend(units().find(|u| u.count_ones() == size).map(play));
    }
    chosen.extend(units().filter(|u| u.count_ones() == 1).max().map(play));
}
