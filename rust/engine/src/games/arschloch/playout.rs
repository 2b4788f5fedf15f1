//! The advisor's playouts on Arschloch ([`crate::search::Searchable::play_out`]): the rollout
//! policy plays every seat, except that
//!
//! - **the last cards are solved**: once at most [`SOLVE_UP_TO`] cards are left in the hands,
//!   the rest of the game is solved exactly ([`super::endgame`]: every player makes the move that
//!   ends the game best for them, knowing the determinization's hands) and its best line played;
//!   a solve that would visit more than [`SOLVE_LIMIT`] positions gives up and the rollout plays
//!   on;
//! - **the searching seat looks ahead** at its first [`LOOKAHEADS`] turns: each of its
//!   [`few_candidates`] is played out plainly (the rollout for every seat) to the game's end on
//!   the determinization, and the one that ends best for it is made.
//!
//! Every move counts in the search's work ([`crate::search::Settings::work`]): the trial moves
//! of a lookahead, and the positions a solve visits. The solver and the lookahead's trial match
//! are kept in this thread, so a playout allocates nothing once they have grown.

use std::cell::RefCell;

use arrayvec::ArrayVec;

use crate::card::JOKER;
use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;
use crate::search::{play_to_deal_end, Endgame, Searchable, Solver};

use super::heuristic;
use super::legal::{wins_at_once, Turn};
use super::moves::{Move, MoveList};
use super::state::Match;

/// The cards left in all hands at or below which a playout solves the rest of the game.
pub const SOLVE_UP_TO: usize = 0;
/// The most positions a playout's solve visits before it gives up.
pub const SOLVE_LIMIT: u64 = 2_000;
/// The searching seat's turns at the start of a playout that look ahead.
pub const LOOKAHEADS: u32 = 0;
/// The most candidates a lookahead weighs.
pub const FEW: usize = 6;

fn tuned(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

thread_local! {
    static TUNE: (usize, u64, u32, u64) = (
        tuned("ZZ_SOLVE_UP_TO", SOLVE_UP_TO as u64) as usize,
        tuned("ZZ_SOLVE_LIMIT", SOLVE_LIMIT),
        tuned("ZZ_LOOKAHEADS", u64::from(LOOKAHEADS)) as u32,
        tuned("ZZ_SELF", 0),
    );
    /// The solver of the playouts' endgames, its table and buffers kept.
    static SOLVER: RefCell<Solver<Match>> = RefCell::new(Solver::new(SOLVE_LIMIT));
    /// The match a lookahead's trials are played on, kept from one trial to the next.
    static TRIAL: RefCell<Option<Match>> = const { RefCell::new(None) };
}

/// `game` played to the end of its game for the search of `me` (see the module documentation);
/// the moves made and positions solved.
pub(super) fn play_out(game: &mut Match, me: usize, rollout: &dyn Policy<Match>, rng: &mut Rng) -> u64 {
    let (solve_up_to, limit, lookaheads, eager) = TUNE.with(|t| *t);
    let (mut moves, mut looks, deal) = (0u64, 0u32, game.deals());
    while let Some(p) = game.to_move().filter(|_| game.deals() == deal) {
        if game.cards_left().is_some_and(|left| left <= solve_up_to) {
            if let Some(solved) = solve(game, limit) {
                return moves + solved;
            }
        }
        let mv = if p == me && looks < lookaheads {
            looks += 1;
            let (mv, tried) = lookahead(game, me, rollout, rng);
            moves += tried;
            mv
        } else if p == me && eager == 1 {
            eager_move(game)
        } else {
            rollout.choose(game, rng)
        };
        game.apply_unchecked(mv);
        moves += 1;
    }
    moves
}

/// The eager player's move at `game` ([`heuristic::choose_eager`]).
fn eager_move(game: &Match) -> Move {
    let mut moves = MoveList::new();
    game.legal_moves_into(&mut moves);
    let hand = game.hand(game.to_move().unwrap_or(0));
    heuristic::choose_eager(hand, game.turn(), &moves)
}

/// Solves the rest of `game`'s game and plays its best line: the positions visited and the
/// moves made, or `None` (nothing played) past `limit` positions.
fn solve(game: &mut Match, limit: u64) -> Option<u64> {
    SOLVER.with(|kept| {
        let mut solver = kept.try_borrow_mut().ok()?;
        solver.limit = limit;
        solver.value(game, 0)?;
        let visited = solver.nodes();
        Some(visited + solver.play_best(game))
    })
}

/// The searching seat's move in a playout, and the trial moves it took: each of its
/// [`few_candidates`] is played out plainly (`rollout` for every seat) on this determinization,
/// and the one worth most to `me` is made (the first of those worth as much).
fn lookahead(m: &Match, me: usize, rollout: &dyn Policy<Match>, rng: &mut Rng) -> (Move, u64) {
    let mut moves = ArrayVec::new();
    few_candidates(m, &mut moves);
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

/// `f` of a copy of `m`: this thread's kept trial match (a new copy when that is in use).
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

/// The moves a lookahead weighs at `m`, each once, the heuristic's first: then the plays of a
/// whole rank without jokers (every card held of the rank), aces and jokers put on top, and the
/// pass of a follow, in the legal moves' order, at most [`FEW`].
pub fn few_candidates(m: &Match, out: &mut ArrayVec<Move, FEW>) {
    out.clear();
    let mut moves = MoveList::new();
    m.legal_moves_into(&mut moves);
    let hand = m.hand(m.to_move().unwrap_or(0));
    let turn = m.turn();
    out.push(heuristic::choose(hand, turn, &moves));
    let on_top = matches!(turn, Some(Turn::Lead { on_top: Some(_), .. }));
    let worth = |mv: &Move| {
        let cards = mv.cards();
        mv.is_pass()
            || (on_top && wins_at_once(cards))
            || (cards.count(JOKER) == 0 && hand.count(cards.highest()) == cards.len())
    };
    for &mv in moves.iter().filter(|mv| worth(mv)) {
        if out.is_full() {
            break;
        }
        if !out.contains(&mv) {
            out.push(mv);
        }
    }
}
