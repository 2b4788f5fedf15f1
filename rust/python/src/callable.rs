//! Policies given as Python callables, beside the built-in names, written once for every game:
//! a callable receives the view of the player to move (the game's Python `View`, as
//! `match.view(p)` gives it) and returns a move in any form the game's `Match.apply` takes.
//!
//! A callable is called with the GIL, on the thread that plays its game. What it gets wrong
//! becomes a `PolicyError` naming the game, the seat and what was wrong, with the exception
//! behind it as `__cause__`: it raised, it returned something that is no move, or an illegal
//! one. In a simulation the policy then gives up on the game ([`Policy::try_choose`]): the game
//! is abandoned, the run's `Control` stopped, and the error kept for the caller to raise. An
//! exception that is no `Exception` (Ctrl-C's `KeyboardInterrupt` raised inside the callable,
//! `SystemExit`) is kept as it is, for the caller to treat as the signal it is.

use std::sync::Mutex;

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use zz_engine::control::Control;
use zz_engine::policy::Policy;
use zz_engine::rng::Rng;

use crate::bound_game::BoundGame;
use crate::errors::{Error, PolicyError, StateError};

/// The name a callable goes by in messages: its `__name__`, else its type's.
pub fn callable_name(func: &Bound<'_, PyAny>) -> String {
    func.getattr("__name__")
        .and_then(|n| n.extract::<String>())
        .or_else(|_| func.get_type().name().map(|n| n.to_string()))
        .unwrap_or_else(|_| "callable".into())
}

/// The move `func` (called `name`) chooses for the player to move of `game`, checked: the
/// callable's mistakes as `PolicyError`s (see the module).
pub fn ask<G: BoundGame>(
    py: Python<'_>,
    func: &Bound<'_, PyAny>,
    name: &str,
    game: &G,
) -> PyResult<G::Move> {
    let Some(seat) = game.current_player() else {
        return Err(StateError::new_err(
            "the match is over: there is no move to make",
        ));
    };
    let whose = format!("{}, seat {seat}: the policy {name}", G::TITLE);
    let view = G::py_view(py, game.view(seat))?;
    let answer = func
        .call1((view,))
        .map_err(|e| mistake(py, e, |e| format!("{whose} raised {e}")))?;
    let shown = shown(&answer);
    let mv = game.move_from(&answer).map_err(|e| {
        mistake(py, e, |e| {
            format!(
                "{whose} returned {shown}, which is not a move of {}: {e}",
                G::TITLE
            )
        })
    })?;
    let mut probe = game.clone();
    if let Err(e) = probe.apply(mv) {
        let e = PyErr::from(Error::from(e));
        return Err(mistake(py, e, |e| {
            format!(
                "{whose} returned an illegal move, {shown}: {}",
                reason(py, e)
            )
        }));
    }
    Ok(mv)
}

/// `cause` as a `PolicyError` that says `message` of it, with `cause` as its `__cause__`; an
/// exception that is no `Exception` (`KeyboardInterrupt`, `SystemExit`) as it is.
fn mistake(py: Python<'_>, cause: PyErr, message: impl FnOnce(&PyErr) -> String) -> PyErr {
    if !cause.is_instance_of::<PyException>(py) {
        return cause;
    }
    let err = PolicyError::new_err(message(&cause));
    err.set_cause(py, Some(cause));
    err
}

/// The message of an exception, without its type.
fn reason(py: Python<'_>, err: &PyErr) -> String {
    err.value(py)
        .str()
        .map(|s| s.to_string())
        .unwrap_or_else(|_| err.to_string())
}

/// A short `repr` of what a callable returned.
pub fn shown(obj: &Bound<'_, PyAny>) -> String {
    const MOST: usize = 60;
    let text = obj
        .repr()
        .map(|r| r.to_string())
        .unwrap_or_else(|_| "an object without a repr".into());
    if text.chars().count() <= MOST {
        return text;
    }
    text.chars().take(MOST).chain("...".chars()).collect()
}

/// The first error of a run's callables, kept for the caller.
#[derive(Default)]
pub struct Failure(Mutex<Option<PyErr>>);

impl Failure {
    fn keep(&self, err: PyErr) {
        let mut slot = self.0.lock().unwrap_or_else(|e| e.into_inner());
        slot.get_or_insert(err);
    }

    fn happened(&self) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).is_some()
    }

    /// The error, if a callable failed.
    pub fn take(self) -> Option<PyErr> {
        self.0.into_inner().unwrap_or_else(|e| e.into_inner())
    }
}

/// A seat of a simulation played by a Python callable: gives up on its game (and stops the
/// run) when the callable fails or the run is stopped, so a Ctrl-C or a mistake ends the run
/// at once, not after the game's remaining calls.
pub struct Callable<'a> {
    func: &'a Py<PyAny>,
    name: &'a str,
    failure: &'a Failure,
    control: &'a Control<'a>,
}

impl<'a> Callable<'a> {
    /// The seat played by `func`, called `name`, in the run under `control`.
    pub fn new(
        func: &'a Py<PyAny>,
        name: &'a str,
        failure: &'a Failure,
        control: &'a Control<'a>,
    ) -> Callable<'a> {
        Callable {
            func,
            name,
            failure,
            control,
        }
    }
}

impl<G: BoundGame> Policy<G> for Callable<'_> {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        self.try_choose(game, rng)
            .unwrap_or_else(|| game.random_move(rng))
    }

    fn try_choose(&self, game: &G, _rng: &mut Rng) -> Option<G::Move> {
        if self.failure.happened() || self.control.is_stopped() {
            return None;
        }
        let chosen = Python::attach(|py| ask(py, self.func.bind(py), self.name, game));
        chosen
            .map_err(|err| {
                self.failure.keep(err);
                self.control.stop();
            })
            .ok()
    }
}
