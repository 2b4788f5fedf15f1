//! A rule-based player that a decent human would recognise. It splits its hand into the plays it
//! means to make ([`Partition`]: five-card hands kept together, then the sets) and keeps to them.
//! A planned play is *sure* when no play of its size from the cards it has not seen (neither in
//! its hand nor played this game) beats it: a single, pair or triple above every one the others
//! could make (a five-card hand never counts as sure).
//!
//! - **Going out**: a play that empties the hand is always made.
//! - **Lead**: the first lead of a game, the planned play holding the card it must hold. With
//!   two plays left of which the stronger is topped by a 2, that one first. Against a player on
//!   one card: the lowest play of more than one card, else the strongest single. With at most
//!   one planned play that is not sure, a sure one first (the one with the lowest card), to keep
//!   the lead and go out with the last. Otherwise the planned play holding the lowest card, so
//!   the weak cards go while one has the lead, with whatever set or five-card hand they belong
//!   to.
//! - **Follow**: against a player on one card, a single is beaten with the strongest single. A
//!   sure planned play that beats the last play, when at most one other play left would not be
//!   sure. Else the weakest of its planned plays that beats the last play; but a single, pair or
//!   triple topped by a 2 is kept to regain the lead later, and spent only on an ace or a 2,
//!   when someone is down to [`SPEND_TWOS_AT`] cards or fewer, or when at most
//!   [`SPEND_TWOS_WITH`] plays are left in the plan. A play that breaks the plan up (the weakest
//!   that beats) is made only near the end: when the player holds at most [`BREAK_AT`] cards or
//!   someone else at most [`BREAK_AGAINST`]. Otherwise it passes.
//!
//! It is deterministic: ties go to the first move in the documented order of the legal moves
//! (weakest first), and it draws nothing from the generator. The thresholds are the best of
//! those tried, one at a time and then together, in games against the previous version
//! (`big_two_advisor` with `heuristic` against `heuristic`).

use crate::card::SuitedCards;
use crate::policy::Policy;
use crate::rng::Rng;

use super::legal::{self, MoveList, Turn, MOVE_CAPACITY};
use super::moves::Move;
use super::order::{Order, ACE, TWO};
use super::partition::Partition;
use super::plan_cache;
use super::rules::Rules;
use super::state::Match;
use super::view::View;

/// Someone else holding this many cards or fewer makes the heuristic spend its 2s.
pub const SPEND_TWOS_AT: u8 = 3;
/// Plays left in the plan at or below which the heuristic spends its 2s.
pub const SPEND_TWOS_WITH: usize = 3;
/// Cards held at or below which the heuristic breaks its plan to beat a play.
pub const BREAK_AT: u32 = 6;
/// Cards held by someone else at or below which the heuristic breaks its plan to beat a play.
pub const BREAK_AGAINST: u8 = 3;

/// What the heuristic reads of a position: the hand, the turn and the fewest cards any other
/// player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The hand of the player to move.
    pub hand: SuitedCards,
    /// Their turn.
    pub turn: Turn,
    /// The fewest cards another player holds.
    pub fewest_others: u8,
    /// The cards played this game.
    pub played: SuitedCards,
    /// The rule set.
    pub rules: Rules,
}

impl Position {
    /// The position of the player to move in `m`, if anyone is to move.
    pub fn of_match(m: &Match) -> Option<Position> {
        let me = m.to_move()?;
        let fewest_others = (0..m.player_count())
            .filter(|&p| p != me)
            .map(|p| m.hand(p).len() as u8)
            .min()
            .unwrap_or(0);
        let held = (0..m.player_count()).fold(SuitedCards::EMPTY, |a, p| a.plus(m.hand(p)));
        Some(Position {
            hand: m.hand(me),
            turn: m.turn()?,
            fewest_others,
            played: SuitedCards::DECK.minus(held).minus(m.out_of_play()),
            rules: *m.rules(),
        })
    }

    /// The position of the viewer of `v`, if it is their turn.
    pub fn of_view(v: &View) -> Option<Position> {
        let me = v.to_move.filter(|&p| p == v.player)?;
        let fewest_others = (0..v.players)
            .filter(|&p| p != me)
            .map(|p| v.cards_left[usize::from(p)])
            .min()
            .unwrap_or(0);
        Some(Position {
            hand: v.hand,
            turn: super::state::turn_of(v.table, v.must_hold),
            fewest_others,
            played: v.played,
            rules: v.rules,
        })
    }

    /// The legal moves of this position, in their documented order.
    pub fn legal_moves(&self, out: &mut MoveList) {
        legal::moves(self.hand, self.turn, &self.rules, out);
    }
}

/// The rule-based player described in this module's documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Policy<Match> for Heuristic {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn choose(&self, game: &Match, _rng: &mut Rng) -> Move {
        match Position::of_match(game) {
            Some(position) => choose(&position),
            None => Move::PASS,
        }
    }
}

/// The heuristic's move at `position`.
pub fn choose(position: &Position) -> Move {
    let hand = Order::new(&position.rules).to_strength(position.hand);
    with_follows(position, |moves| {
        plan_cache::with_plan(hand, &position.rules, |plan| {
            choose_in(position, plan, moves)
        })
    })
}

thread_local! {
    /// The list a position's legal moves are made in, kept from one move to the next: the
    /// heuristic plays every move of a playout, and search lists a position's moves at each of
    /// its own turns; each would otherwise allocate a list each time.
    static KEPT: std::cell::RefCell<MoveList> = std::cell::RefCell::new(MoveList::with_capacity(MOVE_CAPACITY));
}

/// `f` of the legal moves of `position` if it is a follow (none for a lead), listed in this
/// thread's kept list (in a new one when that is in use).
pub fn with_follows<T>(position: &Position, f: impl FnOnce(&[Move]) -> T) -> T {
    with_listed(position, position.turn.last.is_some(), f)
}

/// `f` of the legal moves of `position` (none when not `list`), listed in this thread's kept
/// list (in a new one when that is in use: `f` may list again).
pub fn with_listed<T>(position: &Position, list: bool, f: impl FnOnce(&[Move]) -> T) -> T {
    let listed = |moves: &mut MoveList| {
        moves.clear();
        if list {
            position.legal_moves(moves);
        }
    };
    KEPT.with(|kept| match kept.try_borrow_mut() {
        Ok(mut moves) => {
            listed(&mut moves);
            f(&moves)
        }
        Err(_) => {
            let mut moves = MoveList::new();
            listed(&mut moves);
            f(&moves)
        }
    })
}

/// The heuristic's move at `position`, given the plan of its hand and, for a follow, its legal
/// moves in their documented order (unused for a lead).
pub fn choose_in(position: &Position, plan: &Partition, moves: &[Move]) -> Move {
    let order = Order::new(&position.rules);
    if position.turn.last.is_none() {
        return Move::play(order.to_cards(lead(position, plan, order)));
    }
    follow(position, plan, order, moves)
}

/// The cards of `position` its player has not seen, in strength space.
fn unseen(position: &Position, order: Order) -> u64 {
    order.to_strength(
        SuitedCards::DECK
            .minus(position.hand)
            .minus(position.played),
    )
}

/// The top card's place in strength space.
fn top(bits: u64) -> u32 {
    63 - bits.leading_zeros()
}

/// The lead described in the module documentation, as a strength-space set.
fn lead(position: &Position, plan: &Partition, order: Order) -> u64 {
    let units = plan.units();
    let lowest = units[0];
    if let Some(card) = position.turn.must_hold {
        let bit = order.to_strength(SuitedCards::of(card));
        return plan.unit_with(bit).unwrap_or(lowest);
    }
    let strongest = units
        .iter()
        .copied()
        .max_by_key(|&u| top(u))
        .unwrap_or(lowest);
    if units.len() == 2 && top(strongest) / 4 == u32::from(TWO) {
        return strongest;
    }
    if position.fewest_others == 1 {
        return units
            .iter()
            .copied()
            .find(|u| u.count_ones() > 1)
            .unwrap_or(strongest);
    }
    let outside = unseen(position, order);
    let sure = || units.iter().copied().filter(|&u| is_sure(u, outside));
    if units.len() - sure().count() <= 1 {
        if let Some(first) = sure().next() {
            return first;
        }
    }
    lowest
}

/// The follow described in the module documentation.
fn follow(position: &Position, plan: &Partition, order: Order, moves: &[Move]) -> Move {
    let plays = || moves.iter().copied().filter(|m| !m.is_pass());
    let bits = |m: Move| order.to_strength(m.cards());
    if let Some(out) = plays().find(|m| m.cards() == position.hand) {
        return out;
    }
    let last = position.turn.last.map_or(0, |c| order.to_strength(c));
    if last.count_ones() == 1 && position.fewest_others == 1 {
        return plays().next_back().unwrap_or(Move::PASS);
    }
    let outside = unseen(position, order);
    let unsure_besides = |m: Move| {
        let others = plan.units().iter().filter(|&&u| u != bits(m));
        others.filter(|&&u| !is_sure(u, outside)).count()
    };
    let planned = |m: &Move| plan.is_unit(bits(*m));
    let sure = |m: &Move| is_sure(bits(*m), outside) && unsure_besides(*m) <= 1;
    if let Some(m) = plays().filter(planned).find(sure) {
        return m;
    }
    if let Some(m) = plays().find(planned) {
        let kept = m.cards().len() < 5 && top(bits(m)) / 4 == u32::from(TWO);
        let spend = top(last) / 4 >= u32::from(ACE)
            || position.fewest_others <= SPEND_TWOS_AT
            || plan.units().len() <= SPEND_TWOS_WITH;
        if !kept || spend {
            return m;
        }
    }
    let near_end = position.hand.len() <= BREAK_AT || position.fewest_others <= BREAK_AGAINST;
    match plays().next() {
        Some(m) if near_end => m,
        _ => Move::PASS,
    }
}

/// Whether no play of the same size from the cards `outside` (strength space) beats `unit`, a
/// single, pair or triple (a five-card hand is never sure).
pub fn is_sure(unit: u64, outside: u64) -> bool {
    let size = unit.count_ones();
    if size > 3 {
        return false;
    }
    // The strongest set of that size outside: at the highest rank with as many cards outside.
    let best = (0..13u32).rev().find_map(|rank| {
        let held = outside >> (4 * rank) & 0xF;
        (held.count_ones() >= size).then(|| top(held << (4 * rank)))
    });
    best.is_none_or(|b| b < top(unit))
}
