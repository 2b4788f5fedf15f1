//! `simulate_batch`: whole matches of any game in Rust with the GIL released, results as numpy
//! arrays; the built-in policies of each game by name.

use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use zz_engine::control::Control;
use zz_engine::options::GameRules;
use zz_engine::policy::{Policies, Policy, Registered};
use zz_engine::sim::{Plan, NOT_DEALT};

use crate::args::{u64_arg, Int, Players, Threads};
use crate::bound_game::BoundGame;
use crate::callable::{ask, callable_name, Callable, Failure};
use crate::errors::{json_to_py, PolicyError, Result, RulesError};
use crate::games::{self, ForGame, TryGame};
use crate::watch::{interrupted, watched, watched_until};

/// Plays games `start .. start + count` of a run seeded with `seed` and returns either the
/// per-game arrays of `game` (`places`, `totals`: count × players; `deals`: count, the deals or
/// games of each match) or, with
/// `summary_only`, the summary counts, with `run`: what the batch covers (game, seed, start, count,
/// players, policies as given, rules as JSON, summary_only), for the caller to check. Every
/// game is seeded from `(seed, game index)`, so any split into batches and any `threads` give
/// the same results. A policy is a built-in name or a Python callable `view -> move` (see
/// `callable.rs`); a run with a callable plays its games one after another on the calling
/// thread, whatever `threads`, so that the callables are called in the same order on every run,
/// and a callable that fails raises its `PolicyError` (no results). `progress`, if given, is
/// called with the games finished so far, a few times a
/// second. Ctrl-C stops the batch within a fraction of a second and raises `Interrupted`, whose
/// `partial` is the same dict for what was done: in summary mode the counts of every game
/// finished; with arrays the first games up to the first one not finished (`run["count"]` says
/// how many). `stop`, a stop token (any object with `is_set()`, see `watch.rs`), stops the
/// batch the same way once it is set: how a call stops the chunks it gave an executor. With
/// `per_game` the arrays hold `game_points` too (count × the batch's most deals × players,
/// uint16: each seat's points in each deal, `NOT_DEALT` for a seat not dealt in and after a
/// match's last deal); not with `summary_only` (a ValueError).
#[pyfunction]
#[pyo3(
    signature = (*, game = "zweiundzwanzig", players, rules, policies, seed, start, count, threads = Threads(1), summary_only = false, progress = None, stop = None, per_game = false),
    text_signature = "(*, game='zweiundzwanzig', players, rules, policies, seed, start, count, threads=1, summary_only=False, progress=None, stop=None, per_game=False)"
)]
#[allow(clippy::too_many_arguments)] // keyword-only arguments of one Python call
pub fn simulate_batch<'py>(
    py: Python<'py>,
    game: &str,
    players: Players,
    rules: Option<&Bound<'py, PyAny>>,
    policies: Vec<Bound<'py, PyAny>>,
    seed: Int,
    start: Int,
    count: Int,
    threads: Threads,
    summary_only: bool,
    progress: Option<&Bound<'py, PyAny>>,
    stop: Option<&Bound<'py, PyAny>>,
    per_game: bool,
) -> PyResult<Bound<'py, PyDict>> {
    if summary_only && per_game {
        return Err(PyValueError::new_err(
            "per_game needs the per-game arrays, which a summary_only run does not keep",
        ));
    }
    let (seed, start) = (u64_arg("seed", seed)?, u64_arg("start", start)?);
    let count = count_arg(count, start)?;
    let seats = policies.iter().map(Seat::read).collect::<PyResult<_>>()?;
    let batch = Batch {
        players: players.0,
        given: PyList::new(py, &policies)?,
        seats,
        seed,
        start,
        count,
        threads: threads.0,
        summary_only,
        per_game,
        stop: stop.cloned(),
    };
    games::named(
        game,
        Simulation {
            py,
            batch,
            rules,
            progress,
        },
    )?
}

/// A `simulate_batch` call, for the game it names.
struct Simulation<'a, 'py> {
    py: Python<'py>,
    batch: Batch<'py>,
    rules: Option<&'a Bound<'py, PyAny>>,
    progress: Option<&'a Bound<'py, PyAny>>,
}

impl<'py> ForGame for Simulation<'_, 'py> {
    type Output = PyResult<Bound<'py, PyDict>>;

    fn with<G: BoundGame>(self) -> Self::Output {
        let rules = G::rules_arg(self.rules)?;
        Ok(run::<G>(self.py, self.batch, rules, self.progress)?)
    }
}

/// One seat's policy as `simulate_batch` was given it: a built-in name, or a Python callable
/// with the name it goes by.
enum Seat {
    Named(String),
    Callable(Py<PyAny>, String),
}

impl Seat {
    fn read(obj: &Bound<'_, PyAny>) -> PyResult<Seat> {
        if let Ok(name) = obj.extract::<String>() {
            return Ok(Seat::Named(name));
        }
        if obj.is_callable() {
            return Ok(Seat::Callable(obj.clone().unbind(), callable_name(obj)));
        }
        Err(PyTypeError::new_err(format!(
            "a policy is a name (str) or a callable view -> move, not {}",
            obj.get_type().name()?
        )))
    }
}

/// What one batch covers, as `simulate_batch` was given it.
struct Batch<'py> {
    players: usize,
    given: Bound<'py, PyList>,
    seats: Vec<Seat>,
    seed: u64,
    start: u64,
    count: usize,
    threads: usize,
    summary_only: bool,
    per_game: bool,
    stop: Option<Bound<'py, PyAny>>,
}

/// The table of a run of game `G`: who plays each seat, and how a game starts.
struct Table<'t, G: Policies> {
    seats: &'t [Seat],
    registered: Vec<Option<&'static Registered<G>>>,
    players: usize,
    rules: G::Rules,
    logged: bool,
    seed: u64,
    failure: Failure,
}

impl<G: BoundGame> Table<'_, G> {
    /// `work` on the run's plan under `control` (the callables' seats stop it when they fail).
    fn with_plan<T>(
        &self,
        control: &Control<'_>,
        work: impl FnOnce(&Plan<'_, G, &(dyn Fn(u64) -> G + Sync)>) -> T,
    ) -> T {
        let callables: Vec<Option<Callable<'_>>> = self
            .seats
            .iter()
            .map(|seat| match seat {
                Seat::Callable(func, name) => {
                    Some(Callable::new(func, name, &self.failure, control))
                }
                Seat::Named(_) => None,
            })
            .collect();
        let policies = self
            .registered
            .iter()
            .zip(&callables)
            .map(|(named, callable)| match (named, callable) {
                (Some(r), _) => r.policy,
                (None, Some(c)) => c as &dyn Policy<G>,
                (None, None) => unreachable!("every seat is named or a callable"),
            })
            .collect();
        let (players, rules, logged) = (self.players, self.rules, self.logged);
        let new_game = move |s| {
            G::start(players, rules, s, logged)
                .unwrap_or_else(|_| unreachable!("the configuration was checked before the run"))
        };
        work(&Plan {
            policies,
            new_game: &new_game,
            seed: self.seed,
        })
    }
}

/// The exception a watched run ends with: a callable's `PolicyError` (raised: the run's
/// results are not kept), else the signal, which a callable may also have met first.
fn settled(py: Python<'_>, failure: Failure, signal: Option<PyErr>) -> Result<Option<PyErr>> {
    match failure.take() {
        Some(err) if err.is_instance_of::<PolicyError>(py) => Err(err.into()),
        other => Ok(signal.or(other)),
    }
}

/// Plays `batch` of game `G` under `rules` (see `simulate_batch`).
fn run<'py, G: BoundGame>(
    py: Python<'py>,
    batch: Batch<'py>,
    rules: G::Rules,
    progress: Option<&Bound<'py, PyAny>>,
) -> Result<Bound<'py, PyDict>> {
    let Batch {
        players,
        given,
        seats,
        seed,
        start,
        count,
        threads,
        summary_only,
        per_game,
        stop,
    } = batch;
    rules.check_players(players)?;
    if seats.len() != players {
        return Err(RulesError::new_err(format!(
            "{} policies for {players} players: give one policy per seat",
            seats.len()
        ))
        .into());
    }
    let registered = seats
        .iter()
        .map(|seat| match seat {
            Seat::Named(name) => G::policy_named(name).map(Some),
            Seat::Callable(..) => Ok(None),
        })
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let callables = registered.iter().any(Option::is_none);
    // Callables read whole views, log included; they are called one at a time, in order.
    let logged = callables || registered.iter().flatten().any(|r| r.reads_log);
    let threads = if callables { 1 } else { threads };
    let table = Table::<G> {
        seats: &seats,
        registered,
        players,
        rules,
        logged,
        seed,
        failure: Failure::default(),
    };
    let out = PyDict::new(py);
    let run = PyDict::new(py);
    run.set_item("game", G::NAME)?;
    run.set_item("seed", seed)?;
    run.set_item("start", start)?;
    run.set_item("count", count)?;
    run.set_item("players", players)?;
    run.set_item("policies", given)?;
    run.set_item("rules", serde_json::to_string(&rules).map_err(json_to_py)?)?;
    run.set_item("summary_only", summary_only)?;
    run.set_item("per_game", per_game)?;
    out.set_item("run", &run)?;
    if summary_only {
        let done = watched_until(py, progress, stop.as_ref(), threads, |c| {
            table.with_plan(c, |plan| plan.tally_with(start, count, threads, c))
        })?;
        let signal = settled(py, table.failure, done.signal)?;
        let t = done.value?;
        out.set_item("games", t.games)?;
        out.set_item("wins", t.wins)?;
        out.set_item("totals", t.totals)?;
        out.set_item("totals_sq", t.totals_sq)?;
        out.set_item("places", t.places)?;
        out.set_item("deals", t.deals)?;
        out.set_item("deals_sq", t.deals_sq)?;
        run.set_item("count", t.games)?;
        if let Some(signal) = signal {
            return Err(interrupted(py, signal, "the simulation", out.into_any()).into());
        }
    } else {
        let done = watched_until(py, progress, stop.as_ref(), threads, |c| {
            table.with_plan(c, |plan| {
                if per_game {
                    plan.batch_by_deal(start, count, threads, c)
                } else {
                    plan.batch_with(start, count, threads, c)
                }
            })
        })?;
        let signal = settled(py, table.failure, done.signal)?;
        let mut b = done.value?;
        // Stopped, the batch keeps its first games up to the first one not finished (every
        // finished game has a deal or more).
        let finished = b.deals.iter().position(|&d| d == 0).unwrap_or(count);
        b.deals.truncate(finished);
        b.places.truncate(finished * players);
        b.totals.truncate(finished * players);
        run.set_item("count", finished)?;
        let shape = [finished, players];
        out.set_item("places", PyArray1::from_vec(py, b.places).reshape(shape)?)?;
        out.set_item("totals", PyArray1::from_vec(py, b.totals).reshape(shape)?)?;
        out.set_item("deals", PyArray1::from_vec(py, b.deals))?;
        if per_game {
            b.deal_points.truncate(finished);
            out.set_item("game_points", game_points(py, b.deal_points, players)?)?;
        }
        if let Some(signal) = signal {
            return Err(interrupted(py, signal, "the simulation", out.into_any()).into());
        }
    }
    Ok(out)
}

/// The matches' points in each deal as one array, matches × the most deals of any × players,
/// the rows after a match's last deal `NOT_DEALT`; a MemoryError when it would pass 4 GiB.
fn game_points<'py>(
    py: Python<'py>,
    matches: Vec<Vec<u16>>,
    players: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let width = players.max(1);
    let most = matches.iter().map(|m| m.len() / width).max().unwrap_or(0);
    crate::arrays::check_batch(matches.len().saturating_mul(most), 2 * width)?;
    let row = most * width;
    let mut cells = vec![NOT_DEALT; matches.len() * row];
    for (i, points) in matches.iter().enumerate() {
        cells[i * row..i * row + points.len()].copy_from_slice(points);
    }
    let shape = [matches.len(), most, players];
    Ok(PyArray1::from_vec(py, cells).reshape(shape)?.into_any())
}

/// The number of games of a batch: from 0 up to what game indices can count from `start`.
fn count_arg(count: Int, start: u64) -> PyResult<usize> {
    let most = (u64::MAX - start).min(usize::MAX as u64);
    let v = count.within(0, i128::from(most), |v| {
        PyValueError::new_err(format!(
            "count must be an integer from 0 to {most} (game indices end at 2**64 - 1), got {v}"
        ))
    })?;
    Ok(v as usize)
}

/// The names of the built-in policies of `game`.
#[pyfunction]
#[pyo3(signature = (game = "zweiundzwanzig"))]
pub fn policy_names(game: &str) -> PyResult<Vec<&'static str>> {
    games::named(game, PolicyNames)
}

/// `policy_names` for the game it names.
struct PolicyNames;

impl ForGame for PolicyNames {
    type Output = Vec<&'static str>;

    fn with<G: BoundGame>(self) -> Self::Output {
        G::policy_names()
    }
}

/// The move a policy makes for the player to move of `game` (a match of any game): a built-in
/// policy by name (`random`, `heuristic`, `advisor`, as the game has them), its randomness
/// seeded by `seed`, or a Python callable `view -> move`, its answer checked (a mistake is a
/// `PolicyError` naming the game and seat). The computer players of the terminal game. The
/// move is of the match's game.
#[pyfunction]
pub fn policy_move(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    policy: &Bound<'_, PyAny>,
    seed: Int,
) -> Result<Py<PyAny>> {
    let seed = u64_arg("seed", seed)?;
    let mut work = PolicyMove {
        py,
        game,
        policy,
        seed,
    };
    match games::first(&mut work)? {
        Some(mv) => Ok(mv),
        None => Err(PyTypeError::new_err(format!(
            "policy_move takes a Match of one of the games, not {}",
            game.get_type().name()?
        ))
        .into()),
    }
}

/// A `policy_move` call, for the game whose match it was given.
struct PolicyMove<'a, 'py> {
    py: Python<'py>,
    game: &'a Bound<'py, PyAny>,
    policy: &'a Bound<'py, PyAny>,
    seed: u64,
}

impl TryGame for PolicyMove<'_, '_> {
    type Output = Py<PyAny>;

    fn try_with<G: BoundGame>(&mut self) -> PyResult<Option<Py<PyAny>>> {
        let Some(m) = G::match_of(self.game)? else {
            return Ok(None);
        };
        let rules = *m.rules();
        let mv = chosen(self.py, m, self.policy, self.seed)?;
        Ok(Some(G::py_move(self.py, rules, mv)?.unbind()))
    }
}

/// The move `policy` (a name or a callable) of game `G` makes in `m`, with Ctrl-C watched.
fn chosen<G: BoundGame>(
    py: Python<'_>,
    m: G,
    policy: &Bound<'_, PyAny>,
    seed: u64,
) -> Result<G::Move> {
    if m.current_player().is_none() {
        return Err(crate::errors::StateError::new_err(
            "the match is over: there is no move to make",
        )
        .into());
    }
    let name = match Seat::read(policy)? {
        Seat::Callable(_, name) => return Ok(ask(py, policy, &name, &m)?),
        Seat::Named(name) => name,
    };
    let chosen = G::policy_named(&name)?.policy;
    // A search looks at the control: Ctrl-C stops it, not only the wait for it.
    let done = watched(py, None, 1, |c| {
        chosen.choose_under(&m, &mut zz_engine::rng::Rng::seeded(seed), c)
    })?;
    match (done.value, done.signal) {
        (_, Some(signal)) => Err(signal.into()),
        (Some(mv), None) => Ok(mv),
        (None, None) => Err(crate::errors::StateError::new_err("the policy gave no move").into()),
    }
}
