//! `advise`: Monte Carlo move advice from a player's view of any game, and the `Advice` it
//! returns. Each game gives the view its argument holds and the policy of the playouts; the
//! search, the arguments and the result are shared.

use std::time::Duration;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use zz_engine::game::GameView;
use zz_engine::policy::Policy;
use zz_engine::search::{advise_also as search, Algorithm, Estimate, Level, MoveValue, Settings};

use crate::args::{seed_arg, Int, Seconds, Threads};
use crate::bound_game::BoundGame;
use crate::errors::Result;
use crate::games::{self, TryGame};
use crate::watch::{interrupted, watched};

/// Iterations when neither `iterations` nor `time_limit` is given.
const DEFAULT_ITERATIONS: u32 = 200;

/// The advice on one legal move. `win` is the chance that the advised player wins (the
/// family: the match; Big Two and Arschloch: the game being played, by going out first) if
/// everyone plays on as well as the advisor: a probability to read literally, calibrated in
/// advisor self-play, with its 95% interval `win_interval`. `points` is the points the player
/// can expect to take in the current deal or game (the family's loss points, Big Two's penalty
/// points, Arschloch's finishing position), calibrated alike. `value` is the search's ranking
/// objective (from 0 to 1, higher is better; each game documents it), with its standard error
/// and `interval`; `playout_win` and `playout_points` are the raw figures of the playouts, which
/// the calibration turns into `win` and `points`; `visits` is the number of playouts. A move
/// with no playouts (a move the search pruned) has `nan` figures.
#[pyclass(module = "zweiundzwanzig", frozen)]
#[derive(Debug)]
pub struct Advice {
    /// The game's own move object.
    mv: Py<PyAny>,
    value: f64,
    stderr: f64,
    visits: u32,
    points: f64,
    win: f64,
    win_interval: (f64, f64),
    playout_win: f64,
    playout_points: f64,
}

#[pymethods]
impl Advice {
    /// An advice from its figures, as its pickle holds them (`advise` makes them).
    #[new]
    #[pyo3(signature = (r#move, value, stderr, visits, points, win, win_interval, playout_win, playout_points))]
    #[allow(clippy::too_many_arguments)] // the figures of one advice
    fn py_new(
        r#move: Py<PyAny>,
        value: f64,
        stderr: f64,
        visits: Int,
        points: f64,
        win: f64,
        win_interval: (f64, f64),
        playout_win: f64,
        playout_points: f64,
    ) -> PyResult<Advice> {
        let visits = visits.within(0, i128::from(u32::MAX), |v| {
            PyValueError::new_err(format!(
                "visits must be an integer from 0 to 4294967295 (2**32 - 1), got {v}"
            ))
        })?;
        Ok(Advice {
            mv: r#move,
            value,
            stderr,
            visits: visits as u32,
            points,
            win,
            win_interval,
            playout_win,
            playout_points,
        })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let figures = (
            self.mv.clone_ref(py),
            self.value,
            self.stderr,
            self.visits,
            self.points,
            self.win,
            self.win_interval,
            self.playout_win,
            self.playout_points,
        );
        Ok((
            py.get_type::<Advice>().into_any(),
            figures.into_pyobject(py)?.into_any(),
        ))
    }

    /// Equal figures (`nan` equal to `nan`) and equal moves.
    fn __eq__(&self, py: Python<'_>, other: PyRef<'_, Advice>) -> PyResult<bool> {
        let same = |a: f64, b: f64| a == b || (a.is_nan() && b.is_nan());
        Ok(same(self.value, other.value)
            && same(self.stderr, other.stderr)
            && self.visits == other.visits
            && same(self.points, other.points)
            && same(self.win, other.win)
            && same(self.win_interval.0, other.win_interval.0)
            && same(self.win_interval.1, other.win_interval.1)
            && same(self.playout_win, other.playout_win)
            && same(self.playout_points, other.playout_points)
            && self.mv.bind(py).eq(other.mv.bind(py))?)
    }

    /// The move (of the advised game's `Move` class).
    #[getter]
    fn r#move(&self, py: Python<'_>) -> Py<PyAny> {
        self.mv.clone_ref(py)
    }

    /// The chance that the advised player wins after this move if everyone plays on as well
    /// as the advisor (`nan` without playouts).
    #[getter]
    fn win(&self) -> f64 {
        self.win
    }

    /// A 95% interval for `win` (`(nan, nan)` without playouts).
    #[getter]
    fn win_interval(&self) -> (f64, f64) {
        self.win_interval
    }

    /// The share of this move's playouts that the advised player won, before calibration
    /// (`nan` without playouts).
    #[getter]
    fn playout_win(&self) -> f64 {
        self.playout_win
    }

    /// The search's ranking objective for this move, from 0 to 1 (`nan` without playouts).
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

    /// The mean points the advised player took in this move's playouts, before calibration
    /// (`nan` without playouts).
    #[getter]
    fn playout_points(&self) -> f64 {
        self.playout_points
    }

    /// The number of playouts through this move.
    #[getter]
    fn visits(&self) -> u32 {
        self.visits
    }

    /// The points the advised player can expect to take in the current deal or game after this
    /// move if everyone plays on as well as the advisor (the family's loss points of the deal;
    /// Big Two's penalty points; Arschloch's finishing position), calibrated as `win` is
    /// (`nan` without playouts).
    #[getter]
    fn points(&self) -> f64 {
        self.points
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "Advice(move={}, win={:.3}, points={:.2}, value={:.3}, visits={})",
            self.mv.bind(py).repr()?,
            self.win,
            self.points,
            self.value,
            self.visits
        ))
    }
}

/// The legal moves of the viewing player, best first, each an `Advice`: the chance to win after
/// the move (`win`, calibrated: a probability to read literally if everyone plays on as well as
/// the advisor), the points to expect this deal or game, and the search's `value`, by which the
/// moves are ranked. `view` is a `View` (the advice uses nothing else), or a `Match` (then the
/// view of the player to move). `iterations` (1 to 2**32 - 1) counts determinizations
/// (`"pimc"`) or tree descents (`"ismcts"`); `time_limit` is in seconds; with both, the search
/// ends at whichever comes first; with neither, 200 iterations. The same view, seed and
/// iterations give the same advice on any machine and any number of `threads` (1 to 256); a
/// time limit is not reproducible. Ctrl-C stops the search within a fraction of a second and
/// raises `zz.Interrupted` (a `KeyboardInterrupt`) whose `partial` is the advice so far.
/// `also` lists legal moves (as `legal_moves()` gives them, at most 64) to search besides the
/// ones the search picks itself: a move it would prune still gets its playouts and chances (a
/// review judges the move a player made so). `level` (1 to 5) searches instead as the advisor of
/// that strength level plays (its `level1` to `level5` policies): level 3 is the `"advisor"`
/// policy, levels 2, 4 and 5 a quarter, four and twelve times its budget (three and six times
/// in Big Two and Arschloch, whose searches weigh the others' play), and level 1 the
/// rule-based `"heuristic"`, whose move comes first with figures from level 2's search; a
/// level is a budget, so it is given without `iterations` or `time_limit`, and with PIMC.
///
/// >>> m = zz.Match(players=4, seed=1)
/// >>> advice = zz.advise(m, iterations=20, seed=0)
/// >>> advice[0].value >= advice[-1].value or advice[-1].visits == 0
/// True
/// >>> all(0 <= a.win <= 1 for a in advice if a.visits)
/// True
#[pyfunction]
#[pyo3(
    signature = (view, *, iterations=None, time_limit=None, seed=None, algorithm="pimc", threads=Threads(1), also=None, level=None),
    text_signature = "(view, *, iterations=None, time_limit=None, seed=None, algorithm='pimc', threads=1, also=None, level=None)"
)]
#[allow(clippy::too_many_arguments)] // the keyword arguments of one Python call
pub fn advise(
    py: Python<'_>,
    view: &Bound<'_, PyAny>,
    iterations: Option<Int>,
    time_limit: Option<Seconds>,
    seed: Option<Int>,
    algorithm: &str,
    threads: Threads,
    also: Option<&Bound<'_, PyAny>>,
    level: Option<Int>,
) -> Result<Vec<Advice>> {
    let time_limit = time_limit.map(|s| s.0);
    let level = level_arg(
        level,
        iterations.is_some() || time_limit.is_some(),
        algorithm,
    )?;
    let settings = Settings {
        algorithm: Algorithm::named(algorithm)?,
        iterations: iterations_arg(iterations, time_limit)?,
        time_limit: time_arg(time_limit)?,
        seed: seed_arg(seed)?,
        threads: threads.0,
        ..Settings::default()
    };
    let mut work = Search {
        py,
        view,
        settings: &settings,
        also,
        level,
    };
    match games::first(&mut work)? {
        Some(advice) => advice,
        None => Err(PyTypeError::new_err(format!(
            "advise takes a View or a Match of one of the games, not {}",
            view.get_type().name()?
        ))
        .into()),
    }
}

/// An `advise` call, for the game whose view or match it was given.
struct Search<'a, 'py> {
    py: Python<'py>,
    view: &'a Bound<'py, PyAny>,
    settings: &'a Settings,
    also: Option<&'a Bound<'py, PyAny>>,
    level: Option<Level>,
}

impl TryGame for Search<'_, '_> {
    type Output = Result<Vec<Advice>>;

    fn try_with<G: BoundGame>(&mut self) -> PyResult<Option<Self::Output>> {
        let Some(v) = G::view_of(self.view)? else {
            return Ok(None);
        };
        let mut also = match also_moves::<G>(self.py, &v, self.also) {
            Ok(also) => also,
            Err(e) => return Ok(Some(Err(e.into()))),
        };
        let Some(level) = self.level else {
            return Ok(Some(run::<G>(
                self.py,
                &v,
                self.settings,
                G::rollout(),
                &also,
                None,
            )));
        };
        // Level 1 is the rule-based player: its move first, the figures from level 2's search.
        // (Only where the viewer is to move: elsewhere the search says why there is no advice.)
        let to_move = v.to_move() == Some(v.player());
        let first = match level.number() {
            1 if to_move => match crate::heuristic::chosen::<G>(&v) {
                Ok(mv) => Some(mv),
                Err(e) => return Ok(Some(Err(e))),
            },
            _ => None,
        };
        also.extend(first);
        let searched = level
            .advisor::<G>()
            .or_else(|| Level::ALL[1].advisor::<G>())
            .expect("level 2 searches");
        let settings = Settings {
            seed: self.settings.seed,
            threads: self.settings.threads,
            ..searched.settings
        };
        Ok(Some(run::<G>(
            self.py,
            &v,
            &settings,
            searched.rollout,
            &also,
            first,
        )))
    }
}

/// The calibration `advise` applies at `view` (a `View` or `Match` of any game, as for
/// `advise`): the table size it was fitted at (0 for none), the part of the round (`"first"`,
/// `"early"`, `"middle"` or `"late"`) and the knots of its maps, `(playout_win, win)` and
/// `(playout_points, points)` pairs between which the figure is interpolated (held beyond the
/// ends, except a chance to win above the last knot, which keeps that knot's correction up to
/// 1; no knots: the raw figure). For the calibration scripts and tests.
#[pyfunction]
#[pyo3(name = "_calibration")]
pub fn calibration(view: &Bound<'_, PyAny>) -> Result<Knots> {
    let Some(c) = games::first(&mut Calibrated(view))? else {
        return Err(PyTypeError::new_err(format!(
            "_calibration takes a View or a Match of one of the games, not {}",
            view.get_type().name()?
        ))
        .into());
    };
    Ok((c.players, c.part.name(), c.win.to_vec(), c.points.to_vec()))
}

/// A `_calibration` call, for the game whose view or match it was given.
struct Calibrated<'a, 'py>(&'a Bound<'py, PyAny>);

impl TryGame for Calibrated<'_, '_> {
    type Output = zz_engine::search::Calibration;

    fn try_with<G: BoundGame>(&mut self) -> PyResult<Option<Self::Output>> {
        Ok(G::view_of(self.0)?.map(|v| G::calibration(&v)))
    }
}

/// What `_calibration` returns.
type Knots = (u8, &'static str, Vec<(f64, f64)>, Vec<(f64, f64)>);

/// Searches `view` of game `G` with `settings` and `rollout`, with Ctrl-C watched; each move
/// becomes the game's Python move. `first`, if any, is moved to the front of the ranking.
fn run<G: BoundGame>(
    py: Python<'_>,
    view: &G::View,
    settings: &Settings,
    rollout: &dyn Policy<G>,
    also: &[G::Move],
    first: Option<G::Move>,
) -> Result<Vec<Advice>> {
    let mut done = watched(py, None, settings.threads, |control| {
        search::<G>(view, settings, rollout, control, also)
    })?;
    if let (Some(first), Ok(advice)) = (first, done.value.as_mut()) {
        if let Some(at) = advice.iter().position(|a| a.mv == first) {
            advice[..=at].rotate_right(1);
        }
    }
    let rules = G::view_rules(view);
    let to_py = |py: Python<'_>, mv| G::py_move(py, rules, mv).map(Bound::unbind);
    let advice = done
        .value?
        .into_iter()
        .map(|a| Advice::of(py, a, to_py))
        .collect::<PyResult<Vec<Advice>>>()?;
    match done.signal {
        None => Ok(advice),
        Some(signal) => {
            let partial = advice.into_pyobject(py)?.into_any();
            Err(interrupted(py, signal, "the search", partial).into())
        }
    }
}

/// The most moves `advise(also=...)` takes.
const MOST_ALSO: usize = 64;

/// The engine's moves of `advise(also=...)`: each one of the view's legal moves (found by
/// equality with the game's Python `Move`s, so nothing is parsed here).
fn also_moves<G: BoundGame>(
    py: Python<'_>,
    view: &G::View,
    also: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<G::Move>> {
    let Some(also) = also.filter(|a| !a.is_none()) else {
        return Ok(Vec::new());
    };
    let rules = G::view_rules(view);
    let legal = view.legal_moves();
    let mut found = Vec::new();
    let items = also.try_iter().map_err(|_| {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "also must be a list of moves, not {}",
            also.get_type()
                .name()
                .map_or_else(|_| "that".into(), |n| n.to_string())
        ))
    })?;
    for obj in items {
        let obj = obj?;
        if found.len() == MOST_ALSO {
            return Err(PyValueError::new_err(format!(
                "also takes at most {MOST_ALSO} moves"
            )));
        }
        let mut mine = None;
        for &mv in &legal {
            if G::py_move(py, rules, mv)?.eq(&obj)? {
                mine = Some(mv);
                break;
            }
        }
        match mine {
            Some(mv) => found.push(mv),
            None => {
                return Err(PyValueError::new_err(format!(
                    "also: {} is not a legal move of the view (give moves as legal_moves() gives \
                     them)",
                    crate::callable::shown(&obj)
                )))
            }
        }
    }
    Ok(found)
}

impl Advice {
    /// The advice on one move from its playouts' statistics.
    fn of<M>(
        py: Python<'_>,
        a: MoveValue<M>,
        to_py: impl Fn(Python<'_>, M) -> PyResult<Py<PyAny>>,
    ) -> PyResult<Advice> {
        let searched = |x: f64| if a.stats.visits == 0 { f64::NAN } else { x };
        let estimate = a.estimate.unwrap_or(Estimate {
            win: f64::NAN,
            low: f64::NAN,
            high: f64::NAN,
            points: f64::NAN,
        });
        Ok(Advice {
            value: searched(a.stats.mean()),
            stderr: searched(a.stats.stderr()),
            visits: a.stats.visits,
            points: estimate.points,
            playout_points: searched(a.stats.points()),
            win: estimate.win,
            win_interval: (estimate.low, estimate.high),
            playout_win: searched(a.stats.win()),
            mv: to_py(py, a.mv)?,
        })
    }
}

/// `advise(level=...)`: a level from 1 to 5, given instead of a budget and with PIMC.
fn level_arg(level: Option<Int>, budget: bool, algorithm: &str) -> PyResult<Option<Level>> {
    let Some(level) = level else {
        return Ok(None);
    };
    let n = level.within(1, i128::from(Level::MOST), |v| {
        PyValueError::new_err(format!("level must be an integer from 1 to 5, got {v}"))
    })?;
    if budget {
        return Err(PyValueError::new_err(
            "give a level or a budget (iterations, time_limit), not both: a level is a budget",
        ));
    }
    if algorithm != "pimc" {
        return Err(PyValueError::new_err(format!(
            "the levels search with pimc; algorithm={algorithm:?} takes a budget instead"
        )));
    }
    Ok(Some(
        Level::new(n as i64).map_err(|e| PyValueError::new_err(e.to_string()))?,
    ))
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
