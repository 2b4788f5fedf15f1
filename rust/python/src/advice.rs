//! `advise`: Monte Carlo move advice from a player's view of any game, and the `Advice` it
//! returns. Each game gives the view its argument holds and the policy of the playouts; the
//! search, the arguments and the result are shared.

use std::time::Duration;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::policy::Policy;
use zz_engine::search::{advise_with as search, Algorithm, MoveValue, Searchable, Settings};

use crate::args::{seed_arg, Int, Threads};
use crate::errors::Result;
use crate::watch::{interrupted, watched};

/// Iterations when neither `iterations` nor `time_limit` is given.
const DEFAULT_ITERATIONS: u32 = 200;

/// The advice on one legal move: its estimated value for the advised player (from 0 to 1, higher
/// is better), the standard error of that estimate, a 95% interval, the number of playouts
/// (`visits`) and the mean points the player takes in the current round. In the Zweiundzwanzig
/// family the value is the probability of winning the match and the points are the loss points
/// of the current deal; in Arschloch the value is the share of the other players one finishes
/// ahead of in the current game (1 first out, 0 last) and the points are the finishing position;
/// in Big Two the value is 1 for winning the current game and less the more cards one is left
/// with, and the points are the penalty points of the game.
/// A move with no playouts (the only legal move, or a discard the search pruned) has value `nan`.
#[pyclass(module = "zweiundzwanzig", frozen)]
#[derive(Debug)]
pub struct Advice {
    /// The game's own move object.
    mv: Py<PyAny>,
    value: f64,
    stderr: f64,
    visits: u32,
    points: f64,
}

#[pymethods]
impl Advice {
    /// The move (of the advised game's `Move` class).
    #[getter]
    fn r#move(&self, py: Python<'_>) -> Py<PyAny> {
        self.mv.clone_ref(py)
    }

    /// The estimated value of this move for the advised player (`nan` without playouts).
    #[getter]
    fn value(&self) -> f64 {
        self.value
    }

    /// The standard error of `value` (`inf` below two playouts).
    #[getter]
    fn stderr(&self) -> f64 {
        self.stderr
    }

    /// A 95% interval for `value`: `value ± 1.96 stderr`, within 0 and 1.
    #[getter]
    fn interval(&self) -> (f64, f64) {
        if self.visits < 2 {
            return (0.0, 1.0);
        }
        let half = 1.96 * self.stderr;
        ((self.value - half).max(0.0), (self.value + half).min(1.0))
    }

    /// The number of playouts through this move.
    #[getter]
    fn visits(&self) -> u32 {
        self.visits
    }

    /// The mean points the advised player takes in the current round after this move (loss
    /// points of the deal; in Arschloch the finishing position; in Big Two the penalty points).
    #[getter]
    fn points(&self) -> f64 {
        self.points
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "Advice(move={}, value={:.3}, stderr={:.3}, visits={}, points={:.2})",
            self.mv.bind(py).repr()?,
            self.value,
            self.stderr,
            self.visits,
            self.points
        ))
    }
}

/// The legal moves of the viewing player, best first, each an `Advice`. `view` is a `View` (the
/// advice uses nothing else), or a `Match` (then the view of the player to move). `iterations`
/// (1 to 2**32 - 1) counts determinizations (`"pimc"`) or tree descents (`"ismcts"`);
/// `time_limit` is in seconds; with both, the search ends at whichever comes first; with
/// neither, 200 iterations. The same view, seed and iterations give the same advice on any
/// machine and any number of `threads` (1 to 256); a time limit is not reproducible. Ctrl-C
/// stops the search within a fraction of a second and raises `zz.Interrupted` (a
/// `KeyboardInterrupt`) whose `partial` is the advice so far.
///
/// >>> m = zz.Match(players=4, seed=1)
/// >>> advice = zz.advise(m, iterations=20, seed=0)
/// >>> advice[0].value >= advice[-1].value or advice[-1].visits == 0
/// True
#[pyfunction]
#[pyo3(
    signature = (view, *, iterations=None, time_limit=None, seed=None, algorithm="pimc", threads=Threads(1)),
    text_signature = "(view, *, iterations=None, time_limit=None, seed=None, algorithm='pimc', threads=1)"
)]
pub fn advise(
    py: Python<'_>,
    view: &Bound<'_, PyAny>,
    iterations: Option<Int>,
    time_limit: Option<f64>,
    seed: Option<Int>,
    algorithm: &str,
    threads: Threads,
) -> Result<Vec<Advice>> {
    let settings = Settings {
        algorithm: Algorithm::named(algorithm)?,
        iterations: iterations_arg(iterations, time_limit)?,
        time_limit: time_arg(time_limit)?,
        seed: seed_arg(seed)?,
        threads: threads.0,
        ..Settings::default()
    };
    if let Some(v) = crate::zweiundzwanzig::advice::view_of(view)? {
        let rollout = &zweiundzwanzig::heuristic::Heuristic;
        return run::<zweiundzwanzig::Match>(py, &v, &settings, rollout, |py, mv| {
            Ok(crate::zweiundzwanzig::moves::Move::new(mv)
                .into_pyobject(py)?
                .into_any()
                .unbind())
        });
    }
    if let Some(v) = crate::arschloch::advice::view_of(view)? {
        let rollout = &arschloch::heuristic::Heuristic;
        return run::<arschloch::Match>(py, &v, &settings, rollout, |py, mv| {
            Ok(crate::arschloch::moves::Move::new(mv)
                .into_pyobject(py)?
                .into_any()
                .unbind())
        });
    }
    if let Some(v) = crate::big_two::advice::view_of(view)? {
        let rollout = &big_two::heuristic::Heuristic;
        let rules = v.rules;
        return run::<big_two::Match>(py, &v, &settings, rollout, |py, mv| {
            Ok(crate::big_two::moves::Move::new(mv, rules)
                .into_pyobject(py)?
                .into_any()
                .unbind())
        });
    }
    Err(PyTypeError::new_err(format!(
        "advise takes a View or a Match of one of the games, not {}",
        view.get_type().name()?
    ))
    .into())
}

/// Searches `view` of game `G` with `settings` and `rollout`, with Ctrl-C watched; each move
/// becomes the game's Python move through `to_py`.
fn run<G: Searchable>(
    py: Python<'_>,
    view: &G::View,
    settings: &Settings,
    rollout: &dyn Policy<G>,
    to_py: impl Fn(Python<'_>, G::Move) -> PyResult<Py<PyAny>>,
) -> Result<Vec<Advice>> {
    let done = watched(py, None, settings.threads, |control| {
        search::<G>(view, settings, rollout, control)
    })?;
    let advice = done
        .value?
        .into_iter()
        .map(|a| Advice::of(py, a, &to_py))
        .collect::<PyResult<Vec<Advice>>>()?;
    match done.signal {
        None => Ok(advice),
        Some(signal) => {
            let partial = advice.into_pyobject(py)?.into_any();
            Err(interrupted(py, signal, "the search", partial).into())
        }
    }
}

impl Advice {
    /// The advice on one move from its playouts' statistics.
    fn of<M>(
        py: Python<'_>,
        a: MoveValue<M>,
        to_py: impl Fn(Python<'_>, M) -> PyResult<Py<PyAny>>,
    ) -> PyResult<Advice> {
        let searched = |x: f64| if a.stats.visits == 0 { f64::NAN } else { x };
        Ok(Advice {
            value: searched(a.stats.mean()),
            stderr: searched(a.stats.stderr()),
            visits: a.stats.visits,
            points: searched(a.stats.points()),
            mv: to_py(py, a.mv)?,
        })
    }
}

fn iterations_arg(iterations: Option<Int>, time_limit: Option<f64>) -> PyResult<Option<u32>> {
    match (iterations, time_limit) {
        (None, None) => Ok(Some(DEFAULT_ITERATIONS)),
        (None, Some(_)) => Ok(None),
        (Some(n), _) => {
            let n = n.within(1, i128::from(u32::MAX), |v| {
                PyValueError::new_err(format!(
                    "iterations must be an integer from 1 to 4294967295 (2**32 - 1), got {v}"
                ))
            })?;
            Ok(Some(n as u32))
        }
    }
}

/// The longest time limit: about 31 years.
const MAX_SECONDS: f64 = 1e9;

fn time_arg(time_limit: Option<f64>) -> PyResult<Option<Duration>> {
    match time_limit {
        None => Ok(None),
        Some(t) if t.is_finite() && t > 0.0 && t < MAX_SECONDS => {
            Ok(Some(Duration::from_secs_f64(t)))
        }
        Some(t) => Err(PyValueError::new_err(format!(
            "time_limit must be a number of seconds above 0 and below {MAX_SECONDS:e}, got {t}"
        ))),
    }
}
