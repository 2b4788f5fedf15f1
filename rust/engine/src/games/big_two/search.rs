//! Search on Big Two: how a view is determinized ([`super::determinize`]), which moves search
//! tries, and what a finished game is worth.
//!
//! **Candidate moves.** A lead of a 13- or 17-card hand has hundreds of legal moves, most of
//! them breaking the hand up for nothing, and search has about 10 ms a decision. It tries the
//! plays a decent player weighs, taken from the hand's [`Partition`]:
//!
//! - a lead: the heuristic's lead, the lowest planned play of each size (single, pair, triple,
//!   five cards) and the strongest planned single (at most 6); at the game's first lead, whose
//!   plays must hold the lowest card, those holding it and the weakest legal play of each size
//!   (at most 10);
//! - a follow: every legal move when there are at most [`ALL_FOLLOWS_UP_TO`] (nearly always);
//!   else the heuristic's move, the weakest planned play that beats the last play, the weakest
//!   and the strongest play that beats it, and the pass (at most 5).
//!
//! They are listed in the order of the legal moves; the advice lists the pruned moves after
//! them, with no playouts. The same function of the hand, the turn and the fewest cards another
//! player holds gives both [`Searchable::candidates`] and [`Searchable::candidates_in`].
//!
//! **Determinizations.** The uniform draw of [`super::determinize`], walked towards the deals
//! under which the heuristic would have made the others' decisions of this game
//! ([`super::inference`]): the model of the others that the playouts play them by. Each
//! decision the chain judges counts as a move of the search's work. So measured (BENCHMARKS.md,
//! issue 32), the advisor wins 48.9% of 2,000 games against three heuristic players, where it
//! won 40.7% with the uniform draw.
//!
//! **Playouts.** The other seats are played by the rollout policy (the heuristic: the model of
//! the others). The searching seat's first [`LOOKAHEADS`] turns of a playout look one move
//! ahead on the determinization: each of its [`few_candidates`] is played out plainly to the
//! game's end, and the one that ends best for it by the value is made; its later turns are the
//! rollout's. So the searcher's own later play is better than the heuristic's, and a candidate
//! is judged by what a good continuation makes of it. The lookahead knows the determinization's
//! hands, so it is optimistic; the value's loser share keeps the penalty points in view. Every
//! trial move counts in the search's work ([`crate::search::Settings::work`]). It draws nothing
//! more from the generator with the heuristic rollout. The advisor player screens its
//! candidates with plain playouts first and bounds its work ([`super::policies`]); so measured
//! (BENCHMARKS.md, four players against three heuristic players), it wins 40.7% of 8,000 games,
//! where the advisor with plain playouts won 36.4% of the first 4,000 of them.
//!
//! **Exact endgames.** Once at most [`super::endgame::SOLVED_FROM`] cards are left in the
//! hands, a playout solves its determinization exactly ([`crate::search::Solver`]: every seat
//! makes its best move by the value, every hand known) and plays the solved line to the game's
//! end; the positions the solve visits count in the work. A solve past its limit gives up, and
//! the playout goes on as before. So measured (BENCHMARKS.md, issue 32), the advisor is as
//! strong as with the heuristic's and the lookahead's playouts to the end (40.7% of 2,000 games
//! against 40.3%), at the same time a decision.
//!
//! **Value.** Playouts end at the end of the current game. Its winner scores 1; another player
//! scores [`LOSER_SHARE`]` × max(0, 1 - penalty / full)`, where `penalty` is what their cards left
//! cost and `full` what a whole hand of the deal would cost by the rules' table (without doubled
//! twos): a player caught with more cards is worse off, and no loser is worth as much as the
//! winner. A game not over (search never values one) is valued the same way with nobody the
//! winner. The match's standing is not valued: each game is played for itself. The raw chance to
//! win ([`Searchable::win`]) is 1 for the game's winner and 0 for the others.

use std::cell::RefCell;

use arrayvec::ArrayVec;

use crate::error::EngineError;
use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;
use crate::search::{play_to_deal_end, Calibration, Searchable, Stage};

use super::endgame;
use super::event::Event;
use super::heuristic::{self, Position};
use super::inference::{self, Belief};
use super::moves::Move;
use super::order::Order;
use super::partition::Partition;
use super::plan_cache;
use super::scoring::penalty;
use super::state::{Match, Phase};
use super::view::View;

/// What the best loser of a game is worth, the winner being worth 1.
pub const LOSER_SHARE: f64 = 0.6;

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
        let (hands, out, judged) = hidden.draw(rng);
        let mut m = Match::from_drawn(view, hands, out, rng);
        m.stop_between_deals(true);
        Ok((m, u64::from(judged)))
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

    /// The searching seat looks ahead at its first [`LOOKAHEADS`] turns of the playout, and
    /// the game's last cards are solved exactly (see the module documentation); every trial move
    /// and every position solved is counted.
    fn play_out(&mut self, me: usize, rollout: &dyn Policy<Match>, rng: &mut Rng) -> u64 {
        let (mut moves, mut looks, round) = (0u64, 0u32, self.deals());
        let mut unsolved = true;
        endgame::ready();
        while let Some(p) = self.to_move().filter(|_| self.deals() == round) {
            if unsolved && endgame::solvable(self) {
                unsolved = false;
                let (work, solved) = endgame::play_solved(self);
                moves += work;
                if solved {
                    break;
                }
            }
            let mv = if p == me && looks < LOOKAHEADS {
                looks += 1;
                let (mv, tried) = lookahead(self, me, rollout, rng);
                moves += tried;
                mv
            } else {
                rollout.choose(self, rng)
            };
            self.apply_unchecked(mv);
            moves += 1;
        }
        moves
    }

    fn value(&self, seat: usize) -> f64 {
        if self.winner() == Some(seat) {
            return 1.0;
        }
        let rules = self.rules();
        let full = penalty_of_cards(rules.cards_each(self.player_count()).into(), rules);
        let lost = f64::from(penalty(self.hand(seat), rules));
        LOSER_SHARE * (1.0 - lost / full).max(0.0)
    }

    /// 1 for the winner of the game (the first out), else 0.
    fn win(&self, seat: usize) -> f64 {
        f64::from(u8::from(self.winner() == Some(seat)))
    }

    fn calibration(view: &View) -> Calibration {
        Calibration::fitted(super::calibration::FITTED, view.players.into(), stage(view))
    }
}

/// Where `view`'s decision stands in the game: the player's first decision while they have
/// neither played (a hand of the cards dealt each, and the face-up card for its taker) nor
/// passed (by the log of this game, where the view keeps one).
fn stage(view: &View) -> Stage {
    let each = u32::from(view.rules.cards_each(view.players.into()));
    let took = view.face_up.is_some_and(|(_, seat)| seat == view.player);
    let held: u32 = view.cards_left.iter().map(|&n| u32::from(n)).sum();
    let dealt = held + view.played.len();
    let this_game = view
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .map_or(&view.log[..], |i| &view.log[i..]);
    let passed = this_game
        .iter()
        .any(|e| matches!(e, Event::Pass { player } if *player == view.player));
    Stage {
        first: view.hand.len() == each + u32::from(took) && !passed,
        left: f64::from(held) / f64::from(dealt.max(1)),
    }
}

impl Match {
    /// The winner of the game just played; `None` while it is played.
    fn winner(&self) -> Option<usize> {
        match self.phase() {
            Phase::Play => None,
            Phase::Dealing | Phase::Over => self.game_winners().last().map(|&w| usize::from(w)),
        }
    }
}

/// The searching seat's move in a playout, and the trial moves it took: each of its
/// [`few_candidates`] is played out plainly (`rollout` for every seat) on this determinization,
/// and the one worth most to `me` is made (the first of those worth as much).
fn lookahead(m: &Match, me: usize, rollout: &dyn Policy<Match>, rng: &mut Rng) -> (Move, u64) {
    let mut moves = ArrayVec::new();
    if let Some(position) = Position::of_match(m) {
        few_candidates(&position, &mut moves);
    }
    let Some(&first) = moves.first() else {
        return (rollout.choose(m, rng), 0);
    };
    let mut best = (f64::NEG_INFINITY, first);
    let mut tried = 0;
    for &mv in moves.iter().filter(|_| moves.len() > 1) {
        let v = on_trial(m, |game| {
            game.apply_unchecked(mv);
            tried += 1 + play_to_deal_end(game, rollout, rng);
            game.value(me)
        });
        if v > best.0 {
            best = (v, mv);
        }
    }
    (best.1, tried)
}

thread_local! {
    /// The match a lookahead's trials are played on, kept from one trial to the next: a copy of
    /// the playout into it keeps its lists' room ([`Clone::clone_from`]), where a new copy
    /// would allocate them again for every trial.
    static TRIAL: RefCell<Option<Match>> = const { RefCell::new(None) };
}

/// `f` of a copy of `m`: this thread's kept trial match (a new copy when that is in use: the
/// rollout may look ahead too).
fn on_trial<T>(m: &Match, f: impl FnOnce(&mut Match) -> T) -> T {
    TRIAL.with(|kept| match kept.try_borrow_mut() {
        Ok(mut trial) => match trial.as_mut() {
            Some(game) => {
                game.clone_from(m);
                f(game)
            }
            None => f(trial.insert(m.clone())),
        },
        Err(_) => f(&mut m.clone()),
    })
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

/// The searching seat's turns at the start of a playout that look ahead.
pub const LOOKAHEADS: u32 = 6;

/// Legal follows at or below which every one is a candidate.
pub const ALL_FOLLOWS_UP_TO: usize = 16;

/// The candidate moves of `position` (see the module documentation), in the legal moves' order.
pub fn candidates(position: &Position, out: &mut Vec<Move>) {
    heuristic::with_listed(position, true, |moves| candidates_of(position, moves, out));
}

/// [`candidates`] among the legal `moves` of `position`.
fn candidates_of(position: &Position, moves: &[Move], out: &mut Vec<Move>) {
    out.clear();
    if position.turn.last.is_some() && moves.len() <= ALL_FOLLOWS_UP_TO {
        out.extend_from_slice(moves);
        return;
    }
    let chosen = chosen(position, moves);
    // The game's first lead (every play holds the lowest card) also tries the weakest play of
    // each size: the plan often holds only one play with that card.
    let first_lead = position.turn.last.is_none() && position.turn.must_hold.is_some();
    let weakest_of_its_size = |i: usize| i == 0 || size(moves[i - 1]) != size(moves[i]);
    out.extend(
        (0..moves.len())
            .filter(|&i| chosen.contains(&moves[i]) || (first_lead && weakest_of_its_size(i)))
            .map(|i| moves[i]),
    );
}

/// The cards a move plays.
fn size(mv: Move) -> u32 {
    mv.cards().len()
}

/// The candidates a playout's `lookahead` weighs, each once, the heuristic's move first: for a
/// lead the plays [`candidates`] tries (found from the plan, without listing the legal leads);
/// for a follow at most 5 (the heuristic's move, the weakest planned play, the weakest and the
/// strongest play that beats, the pass), however few the legal follows.
pub fn few_candidates(position: &Position, out: &mut ArrayVec<Move, 6>) {
    out.clear();
    heuristic::with_follows(position, |moves| {
        for m in chosen(position, moves) {
            if !out.contains(&m) {
                out.push(m);
            }
        }
    });
}

/// The plays a lead or a pruned follow tries (with repeats), the heuristic's move first; `moves`
/// are the legal moves of a follow (unused for a lead).
fn chosen(position: &Position, moves: &[Move]) -> ArrayVec<Move, 6> {
    let order = Order::new(&position.rules);
    let hand = order.to_strength(position.hand);
    plan_cache::with_plan(hand, &position.rules, |plan| {
        chosen_of(position, plan, order, moves)
    })
}

/// [`chosen`] with the plan of the hand.
fn chosen_of(
    position: &Position,
    plan: &Partition,
    order: Order,
    moves: &[Move],
) -> ArrayVec<Move, 6> {
    let mut chosen: ArrayVec<Move, 6> = ArrayVec::new();
    chosen.push(heuristic::choose_in(position, plan, moves));
    if position.turn.last.is_none() {
        lead_candidates(position, plan, order, &mut chosen);
    } else {
        let plays = || moves.iter().filter(|m| !m.is_pass());
        let planned = plays().find(|m| plan.is_unit(order.to_strength(m.cards())));
        chosen.extend(planned.copied());
        chosen.extend(plays().next().copied());
        chosen.extend(plays().next_back().copied());
        chosen.push(Move::PASS);
    }
    chosen
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
