//! `advise`: Monte Carlo move advice from a player's view, and the `Advice` it returns.

use std::time::Duration;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{
    Match as EngineMatch, Move as EngineMove, View as EngineView,
};
use zz_engine::search::{advise_with as search, Algorithm, MoveValue, Settings};

use crate::args::{seed_arg, Int, Threads};
use crate::errors::to_py;
use crate::watch::{interrupted, watched};
use crate::zweiundzwanzig::matches::Match;
use crate::zweiundzwanzig::moves::Move;
use crate::zweiundzwanzig::view::View;

/// Iterations when neither `iterations` nor `time_limit` is given.
const DEFAULT_ITERATIONS: u32 = 200;

/// The advice on one legal move: its estimated value for the advised player (the probability of
/// winning the match, from 0 to 1), the standard error of that estimate, a 95% interval, the
/// number of playouts (`visits`) and the mean loss points the player takes in the current deal.
/// A move with no playouts (the only legal move, or a discard the search pruned) has value `nan`.
#[pyclass(module = "zweiundzwanzig", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct Advice {
    mv: EngineMove,
    value: f64,
    stderr: f64,
    visits: u32,
    points: f64,
}

#[pymethods]
impl Advice {
    /// The move.
    #[getter]
    fn r#move(&self) -> Move {
        Move::new(self.mv)
    }

    /// The estimated probability of winning the match after this move (`nan` without playouts).
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

    /// The mean loss points the advised player takes in the current deal after this move.
    #[getter]
    fn points(&self) -> f64 {
        self.points
    }

    fn __repr__(&self) -> String {
        format!(
            "Advice(move={}, value={:.3}, stderr={:.3}, visits={}, points={:.2})",
            format_args!(
                "Move('{}', '{}')",
                crate::zweiundzwanzig::moves::kind_name(self.mv.kind()),
                self.mv.cards()
            ),
            self.value,
            self.stderr,
            self.visits,
            self.points
        )
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
) -> PyResult<Vec<Advice>> {
    let engine_view = view_arg(view)?;
    let settings = Settings {
        algorithm: Algorithm::named(algorithm).map_err(to_py)?,
        iterations: iterations_arg(iterations, time_limit)?,
        time_limit: time_arg(time_limit)?,
        seed: seed_arg(seed)?,
        threads: threads.0,
        ..Settings::default()
    };
    let run = watched(py, None, settings.threads, |control| {
        search::<EngineMatch>(&engine_view, &settings, &Heuristic, control)
    })?;
    let advice: Vec<Advice> = run
        .value
        .map_err(to_py)?
        .into_iter()
        .map(Advice::of)
        .collect();
    match run.signal {
        None => Ok(advice),
        Some(signal) => {
            let partial = advice.into_pyobject(py)?.into_any();
            Err(interrupted(py, signal, "the search", partial))
        }
    }
}

impl Advice {
    /// The advice on one move from its playouts' statistics.
    fn of(a: MoveValue<EngineMove>) -> Advice {
        let searched = |x: f64| if a.stats.visits == 0 { f64::NAN } else { x };
        Advice {
            mv: a.mv,
            value: searched(a.stats.mean()),
            stderr: searched(a.stats.stderr()),
            visits: a.stats.visits,
            points: searched(a.stats.points()),
        }
    }
}

fn view_arg(view: &Bound<'_, PyAny>) -> PyResult<EngineView> {
    if let Ok(v) = view.cast::<View>() {
        return Ok(v.get().inner.clone());
    }
    if let Ok(m) = view.cast::<Match>() {
        let m = m.get().inner.lock()?;
        let Some(p) = m.to_move() else {
            return Err(crate::errors::StateError::new_err(
                "the match is over: there is no move to advise on",
            ));
        };
        return Ok(EngineView::of(&m, p));
    }
    Err(pyo3::exceptions::PyTypeError::new_err(format!(
        "advise takes a View or a Match, not {}",
        view.get_type().name()?
    )))
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
