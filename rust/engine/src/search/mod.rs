//! Move advice by Monte Carlo search from one player's view, written against the game traits so
//! that every game of the engine gets it.
//!
//! Every playout starts from a *determinization*: a full state drawn uniformly among those the
//! view allows ([`Searchable::determinize`]), so search sees only what the player may see. A
//! playout runs to the end of the current deal (the family's deal, or a game) with the rollout policy, and
//! is scored by [`Searchable::value`], the game's ranking objective. Kept alongside are whether the
//! player won ([`Searchable::win`]: the match, or the game) and the points they took in the
//! deal; each game's [`Calibration`], fitted in self-play, turns the shares of playouts won and
//! their mean points into a chance to win and points a player can read literally
//! ([`MoveValue::estimate`]).
//!
//! Two algorithms ([`Algorithm`]): flat Monte Carlo over determinizations (PIMC: every candidate
//! move is played out once on each determinization) and single-observer information-set MCTS
//! (ISMCTS: one tree over the player's information sets, opponents' moves included, with UCB1
//! counting a move's availability across determinizations).
//!
//! Budgets are iterations, time, work (the moves the playouts make, [`Settings::work`]), or any
//! of them together (whichever ends first); search is anytime, and a
//! [`Control`] can stop it early from another thread (it then returns what it has). Memory does
//! not grow with the budget: PIMC keeps one set of statistics per candidate, and an ISMCTS tree
//! stops growing at a fixed number of nodes (later iterations play out from its leaves). Iterations
//! are seeded from `(seed, index)` and merged in index order (PIMC), or split over a fixed number
//! of independent trees (ISMCTS), so for an iteration budget the advice is the same whatever the
//! number of threads. A time budget depends on the machine's speed and is not reproducible.

mod advisor;
mod belief;
mod calibration;
mod endgame;
mod ismcts;
mod level;
mod pimc;
mod stats;
mod timed;

use std::time::{Duration, Instant};

use crate::control::Control;
use crate::error::EngineError;
use crate::game::{Game, GameView};
use crate::policy::Policy;
use crate::rng::Rng;

pub use advisor::{Advisor, PLAYER_SETTINGS};
pub use belief::{walk, Chain, Weighed};
pub use calibration::{Calibration, Estimate, Fitted, Part, Stage};
pub use endgame::{
    brute_force, check_positions, check_solved, to_endgame, Endgame, Mix, Solver, Values,
};
pub use level::{built_in_policies, scaled, AtLevel, Level, Levels, LEVEL_PLAYERS};
pub use stats::{Outcome, Stats};
pub use timed::Timed;

/// A game that search can advise on.
pub trait Searchable: Game<Move: Send + Sync, View: Sync> + Send + Sync {
    /// What the hidden part of a view is, worked out once per search.
    type Hidden: Sync;

    /// The hidden part of `view`, or an error when the view is not a possible one.
    fn hidden(view: &Self::View) -> Result<Self::Hidden, EngineError>;
    /// A full state drawn among those `view` allows ([`Searchable::determinize_counted`]
    /// without its work).
    fn determinize(
        view: &Self::View,
        hidden: &Self::Hidden,
        rng: &mut Rng,
    ) -> Result<Self, EngineError> {
        Ok(Self::determinize_counted(view, hidden, rng)?.0)
    }
    /// A full state drawn among those `view` allows (future chance comes from `rng`), and the
    /// work the draw took, counted in the search's work as its playouts' moves are
    /// ([`Settings::work`]): a game whose draw weighs the others' play (an inference that
    /// judges their decisions) counts each decision judged as a move, so that a work budget
    /// bounds the draws' cost too; a uniform draw counts nothing.
    fn determinize_counted(
        view: &Self::View,
        hidden: &Self::Hidden,
        rng: &mut Rng,
    ) -> Result<(Self, u64), EngineError>;
    /// The moves search tries at this state: the legal moves, or a documented pruning of them.
    fn candidates(&self, out: &mut Vec<Self::Move>);
    /// The moves search tries from the view (the same pruning as [`Searchable::candidates`]).
    fn candidates_in(view: &Self::View) -> Vec<Self::Move>;
    /// What the end of a deal is worth to a seat: the search's objective, which ranks the
    /// moves (each game documents its scale, from 0 to 1).
    fn value(&self, seat: usize) -> f64;
    /// A seat's chance of winning what the game's advice counts as a win (the family: the
    /// match; Big Two and Arschloch: the game being played), at the end of a deal: 1 or 0 once
    /// it is decided, else an estimate. Its mean over the playouts is [`Stats::win`], the raw
    /// figure that each game's calibration turns into the advice's chance to win.
    fn win(&self, seat: usize) -> f64;
    /// The map that turns the raw share of playouts won at `view` into a chance to win a player
    /// can read literally ([`Calibration`]); by default none (the raw share).
    fn calibration(view: &Self::View) -> Calibration {
        let _ = view;
        Calibration::IDENTITY
    }
    /// Plays this state to the end of its deal for the search of seat `me` and returns the
    /// moves made, every move counted ([`Settings::work`]). By default `rollout` plays every seat
    /// ([`play_to_deal_end`]); a game may play the searching seat's own turns otherwise (a
    /// documented lookahead, whose trial moves count too), the other seats keeping to `rollout`.
    fn play_out(&mut self, me: usize, rollout: &dyn Policy<Self>, rng: &mut Rng) -> u64 {
        let _ = me;
        play_to_deal_end(self, rollout, rng)
    }
}

/// The search algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Flat Monte Carlo over determinizations.
    Pimc,
    /// Single-observer information-set Monte Carlo tree search.
    Ismcts,
}

impl Algorithm {
    /// The algorithm by name: `"pimc"` or `"ismcts"`.
    pub fn named(name: &str) -> Result<Algorithm, EngineError> {
        match name {
            "pimc" => Ok(Algorithm::Pimc),
            "ismcts" => Ok(Algorithm::Ismcts),
            _ => Err(EngineError::Rules(format!(
                "unknown search algorithm {}; the algorithms are pimc, ismcts",
                crate::error::shown(name)
            ))),
        }
    }

    /// The algorithm's name.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Pimc => "pimc",
            Algorithm::Ismcts => "ismcts",
        }
    }
}

/// How long to search and how.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Iterations (determinizations for PIMC, tree descents for ISMCTS); `None`: no limit.
    pub iterations: Option<u32>,
    /// Wall-clock limit; `None`: no limit. At least one of `iterations`, `time_limit` and
    /// `work` must be set.
    pub time_limit: Option<Duration>,
    /// The most moves the playouts of a search may make together, lookaheads' trial moves
    /// included; `None`: no limit. A count, not a clock, so a search bounded by it is
    /// reproducible and its cost bounded on any machine. PIMC stops after the first iteration
    /// (in index order) that reaches it; ISMCTS gives each tree an equal share and stops a tree
    /// after the descent that reaches its share.
    pub work: Option<u64>,
    /// PIMC: screen the candidates with plain playouts first and search only the best few
    /// ([`Screen`]); `None`: search them all. ISMCTS does not screen (an error).
    pub screen: Option<Screen>,
    /// The seed of every random choice of the search.
    pub seed: u64,
    /// Threads to search on (root-parallel).
    pub threads: usize,
    /// ISMCTS: the number of independent trees (fixed, so that results do not depend on threads).
    pub trees: u32,
    /// ISMCTS: the UCB1 exploration constant.
    pub exploration: f64,
    /// ISMCTS: the most nodes a tree grows; past it, descents stop at the known nodes and play
    /// out from there, so memory stays bounded whatever the budget.
    pub max_nodes: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            algorithm: Algorithm::Pimc,
            iterations: Some(200),
            time_limit: None,
            work: None,
            screen: None,
            seed: 0,
            threads: 1,
            trees: 2,
            exploration: 0.7,
            max_nodes: MAX_NODES,
        }
    }
}

/// A screening of the candidates before a PIMC search: each is played out with the rollout
/// alone for every seat (plain playouts) on determinizations of their own, until those playouts
/// have made `work` moves, and the best `keep` by mean value go on to the search; the others are
/// left with no playouts, as pruned moves are. It spends a little cheap work to give a game's
/// dear playouts (a lookahead) to the moves worth them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// The candidates kept (at least one).
    pub keep: usize,
    /// The moves the screening's playouts may make together.
    pub work: u64,
}

/// The default [`Settings::max_nodes`]: about 50 MB a tree.
pub const MAX_NODES: usize = 1 << 19;

/// The advice on one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue<M> {
    /// The move.
    pub mv: M,
    /// The statistics of the playouts through it (none for a move the search pruned).
    pub stats: Stats,
    /// The chance to win after it and the points to expect, calibrated
    /// ([`Searchable::calibration`]); `None` without playouts.
    pub estimate: Option<Estimate>,
}

/// The viewer's legal moves, best first, each with the statistics of its playouts. Moves pruned
/// from the search come last with no playouts, in the game's order.
pub fn advise<G: Searchable>(
    view: &G::View,
    settings: &Settings,
    rollout: &dyn Policy<G>,
) -> Result<Vec<MoveValue<G::Move>>, EngineError> {
    advise_with(view, settings, rollout, Control::never())
}

/// [`advise`] under `control`: each finished iteration counts one unit done, and once `control`
/// is stopped the search ends at its next check and ranks the moves by what it has.
pub fn advise_with<G: Searchable>(
    view: &G::View,
    settings: &Settings,
    rollout: &dyn Policy<G>,
    control: &Control,
) -> Result<Vec<MoveValue<G::Move>>, EngineError> {
    advise_also(view, settings, rollout, control, &[])
}

/// [`advise_with`], searching the legal moves `also` besides the candidates the game's pruning
/// picks (the move a player made, for a review to judge it); a move of `also` that is already
/// a candidate, or that is not legal, changes nothing.
pub fn advise_also<G: Searchable>(
    view: &G::View,
    settings: &Settings,
    rollout: &dyn Policy<G>,
    control: &Control,
    also: &[G::Move],
) -> Result<Vec<MoveValue<G::Move>>, EngineError> {
    if settings.iterations.is_none() && settings.time_limit.is_none() && settings.work.is_none() {
        return Err(EngineError::Rules(
            "a search needs a budget: iterations, a time limit, work, or several".into(),
        ));
    }
    if settings.screen.is_some() && settings.algorithm == Algorithm::Ismcts {
        return Err(EngineError::Rules(
            "screening the candidates is for PIMC; ISMCTS searches them all".into(),
        ));
    }
    let Some(me) = view.to_move().filter(|&p| p == view.player()) else {
        return Err(EngineError::State(
            "it is not the viewing player's turn: there is nothing to advise".into(),
        ));
    };
    let hidden = G::hidden(view)?;
    let candidates = with_also::<G>(view, G::candidates_in(view), also);
    if candidates.is_empty() {
        return Err(EngineError::State("the view shows no legal move".into()));
    }
    let threads = pool(settings.threads)?;
    let job = Job {
        view,
        hidden: &hidden,
        me,
        candidates: &candidates,
        settings,
        rollout,
        deadline: settings
            .time_limit
            .and_then(|t| Instant::now().checked_add(t)),
        pool: threads.as_ref(),
        control,
    };
    // A lone candidate is searched too: the player still learns their chances.
    let stats = match settings.algorithm {
        Algorithm::Pimc => pimc::search(&job)?,
        Algorithm::Ismcts => ismcts::search(&job)?,
    };
    let mut advice = ranked(view.legal_moves(), &candidates, &stats, settings.algorithm);
    let calibration = G::calibration(view);
    for a in &mut advice {
        a.estimate = calibration.of(&a.stats);
    }
    Ok(advice)
}

/// `candidates` and then each legal move of `also` that is not among them.
fn with_also<G: Searchable>(
    view: &G::View,
    mut candidates: Vec<G::Move>,
    also: &[G::Move],
) -> Vec<G::Move> {
    if also.is_empty() {
        return candidates;
    }
    let legal = view.legal_moves();
    for mv in also {
        if legal.contains(mv) && !candidates.contains(mv) {
            candidates.push(*mv);
        }
    }
    candidates
}

/// What one search works on.
struct Job<'a, G: Searchable> {
    view: &'a G::View,
    hidden: &'a G::Hidden,
    me: usize,
    candidates: &'a [G::Move],
    settings: &'a Settings,
    rollout: &'a dyn Policy<G>,
    deadline: Option<Instant>,
    pool: Option<&'a rayon::ThreadPool>,
    control: &'a Control<'a>,
}

impl<G: Searchable> Job<'_, G> {
    /// Whether the search must end now: out of time, or asked to stop.
    fn must_stop(&self) -> bool {
        self.control.is_stopped() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// Plays `game` to the end of its current deal with `rollout` for every seat.
pub fn play_to_deal_end<G: Game>(game: &mut G, rollout: &dyn Policy<G>, rng: &mut Rng) -> u64 {
    let deal = game.deals();
    let mut moves = 0;
    while game.current_player().is_some() && game.deals() == deal {
        let mv = rollout.choose(game, rng);
        game.apply_unchecked(mv);
        moves += 1;
    }
    moves
}

/// What a playout from `before` that ended at `game` is worth to `seat`.
fn outcome<G: Searchable>(game: &G, before: &G, seat: usize) -> Outcome {
    Outcome {
        value: game.value(seat),
        win: game.win(seat),
        points: f64::from(game.total(seat)) - f64::from(before.total(seat)),
    }
}

/// The legal moves with their statistics, searched ones first (PIMC by mean value, ISMCTS by
/// visits, then value), then the pruned ones in the game's order.
fn ranked<M: Copy + PartialEq>(
    all: Vec<M>,
    candidates: &[M],
    stats: &[Stats],
    algorithm: Algorithm,
) -> Vec<MoveValue<M>> {
    let mut searched: Vec<MoveValue<M>> = candidates
        .iter()
        .zip(stats)
        .map(|(&mv, &stats)| MoveValue {
            mv,
            stats,
            estimate: None,
        })
        .collect();
    let key = |a: &MoveValue<M>| match algorithm {
        Algorithm::Pimc => (a.stats.mean(), f64::from(a.stats.visits)),
        Algorithm::Ismcts => (f64::from(a.stats.visits), a.stats.mean()),
    };
    searched.sort_by(|a, b| {
        key(b)
            .partial_cmp(&key(a))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let pruned = all
        .into_iter()
        .filter(|m| !candidates.contains(m))
        .map(|mv| MoveValue {
            mv,
            stats: Stats::default(),
            estimate: None,
        });
    searched.extend(pruned);
    searched
}

/// A seed for stream `index` of the search.
fn stream(seed: u64, index: u64) -> Rng {
    Rng::derived(seed, index)
}

/// A pool of `threads` threads for one search, or none for one thread.
fn pool(threads: usize) -> Result<Option<rayon::ThreadPool>, EngineError> {
    if threads <= 1 {
        return Ok(None);
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map(Some)
        .map_err(|e| EngineError::Rules(format!("cannot start {threads} threads: {e}")))
}

/// Runs `work(i)` for `0..count` on the pool (in order without one), keeping the results in
/// index order.
fn in_parallel<T: Send>(
    count: usize,
    pool: Option<&rayon::ThreadPool>,
    work: impl Fn(usize) -> T + Sync + Send,
) -> Vec<T> {
    use rayon::prelude::*;
    match pool {
        None => (0..count).map(work).collect(),
        Some(pool) => pool.install(|| (0..count).into_par_iter().map(work).collect()),
    }
}
