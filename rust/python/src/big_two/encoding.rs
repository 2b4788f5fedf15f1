//! Big Two for learning agents: the action id of each move and a view as numbers
//! (`View.observation`, `View.action_mask`, `action_id`, `action_move`), written into numpy
//! arrays by the engine (`games/big_two/{actions, observation}.rs` document the layouts).

use numpy::PyArray1;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use zz_engine::games::big_two::actions::{self, ACTIONS};
use zz_engine::games::big_two::observation::{self, OBSERVATION_LEN};
use zz_engine::games::big_two::{Rules as EngineRules, View as EngineView};

use crate::arrays::filled;
use crate::big_two::moves::{Given, Move};
use crate::big_two::rules::Rules;
use crate::errors::IllegalMoveError;

/// The observation of `view` written into `out` (or a new array).
pub fn observation<'py>(
    py: Python<'py>,
    view: &EngineView,
    out: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray1<f32>>> {
    filled(py, out, OBSERVATION_LEN, "float32", |slots| {
        if let Ok(fixed) = <&mut [f32; OBSERVATION_LEN]>::try_from(slots) {
            observation::encode(view, fixed);
        }
    })
}

/// The action mask of `view` written into `out` (or a new array).
pub fn action_mask<'py>(
    py: Python<'py>,
    view: &EngineView,
    out: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    filled(py, out, ACTIONS, "int8", |slots| actions::mask(view, slots))
}

/// The action id of a move (a `Move`, `"pass"` or the cards of a play): 0 for the pass, 1 to
/// 19,898 for plays (the same cards always have the same id, whatever the rules). Cards that no
/// rule set plays together are an `IllegalMoveError`.
///
/// >>> from zweiundzwanzig import big_two
/// >>> big_two.action_id("pass"), big_two.action_id("3d"), big_two.action_id("2s")
/// (0, 1, 52)
#[pyfunction]
#[pyo3(signature = (r#move, /))]
pub fn action_id(r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
    let mv = Given::read(r#move)?.to_move(None)?;
    actions::id(mv).ok_or_else(|| {
        IllegalMoveError::new_err(
            "these cards are no play of any rule set, so they have no action id",
        )
    })
}

/// The move of an action id (0 to 19,898), under `rules` (the standard rules if none; a move
/// carries its rules for how it is written). Any other number is a ValueError.
///
/// >>> from zweiundzwanzig import big_two
/// >>> big_two.action_move(1), big_two.action_move(0)
/// (Move('play', '3♦'), Move('pass'))
#[pyfunction]
#[pyo3(signature = (id, /, rules = None))]
pub fn action_move(id: i64, rules: Option<PyRef<'_, Rules>>) -> PyResult<Move> {
    let rules: EngineRules = rules.map_or_else(EngineRules::standard, |r| r.rules);
    let mv = usize::try_from(id)
        .ok()
        .and_then(actions::move_of)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "action ids run from 0 to {}, not {id}",
                ACTIONS - 1
            ))
        })?;
    Ok(Move::new(mv, rules))
}
