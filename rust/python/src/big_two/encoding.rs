//! Big Two's action ids for learning agents (`action_id`, `action_move`); the layout is
//! `games/big_two/actions.rs`'s. A view's observation and mask are `View` methods (`arrays.rs`).

use pyo3::prelude::*;
use zz_engine::games::big_two::actions::{self, ACTIONS};
use zz_engine::games::big_two::Rules as EngineRules;

use crate::args::{action_arg, Int};
use crate::big_two::moves::{Given, Move};
use crate::big_two::rules::Rules;
use crate::errors::IllegalMoveError;

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
pub fn action_move(id: Int, rules: Option<PyRef<'_, Rules>>) -> PyResult<Move> {
    let rules: EngineRules = rules.map_or_else(EngineRules::standard, |r| r.rules);
    let mv = action_arg(id, ACTIONS, actions::move_of)?;
    Ok(Move::new(mv, rules))
}
