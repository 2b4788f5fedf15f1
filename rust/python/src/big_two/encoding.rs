//! Big Two's action ids for learning agents (`View.action_id`, `View.action_move`, and the
//! module's deprecated functions of the same names); the layout is `games/big_two/actions.rs`'s.
//! A view's observation and mask are `View` methods (`arrays.rs`).

use pyo3::prelude::*;
use zz_engine::games::big_two::actions::{self, ACTIONS};
use zz_engine::games::big_two::Match as EngineMatch;
use zz_engine::games::big_two::Rules as EngineRules;

use crate::args::{action_arg, Int};
use crate::big_two::matches::Match;
use crate::big_two::moves::{Given, Move};
use crate::big_two::rules::Rules;
use crate::encoded::{encode_batch_of, Batch, MatchClass};
use crate::errors::IllegalMoveError;
use crate::shared::Shared;

/// Deprecated: `View.action_id` (the same id, from any view).
#[pyfunction]
#[pyo3(signature = (r#move, /))]
pub fn action_id(py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
    crate::deprecated::warn(py, "big_two.action_id", "View.action_id")?;
    id_of(r#move)
}

/// Deprecated: `View.action_move` (the move under the view's rules).
#[pyfunction]
#[pyo3(signature = (id, /, rules = None))]
pub fn action_move(py: Python<'_>, id: Int, rules: Option<PyRef<'_, Rules>>) -> PyResult<Move> {
    crate::deprecated::warn(py, "big_two.action_move", "View.action_move")?;
    let rules: EngineRules = rules.map_or_else(EngineRules::standard, |r| r.rules);
    move_of(id, rules)
}

/// The action id of a move (a `Move`, `"pass"` or the cards of a play): 0 for the pass, 1 to
/// 19,898 for plays (the same cards always have the same id, whatever the rules). Cards that no
/// rule set plays together are an `IllegalMoveError`.
pub fn id_of(r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
    let mv = Given::read(r#move)?.to_move(None)?;
    actions::id(mv).ok_or_else(|| {
        IllegalMoveError::new_err(
            "these cards are no play of any rule set, so they have no action id",
        )
    })
}

/// The move of an action id (0 to 19,898) under `rules`. Any other number is a ValueError.
pub fn move_of(id: Int, rules: EngineRules) -> PyResult<Move> {
    let mv = action_arg(id, ACTIONS, actions::move_of)?;
    Ok(Move::new(mv, rules))
}

impl MatchClass for Match {
    type Game = EngineMatch;
    const CLASS: &'static str = "zweiundzwanzig.big_two.Match";

    fn shared(&self) -> &Shared<EngineMatch> {
        &self.inner
    }
}

/// The observations and action masks of many matches at once: one row a match, for `players`
/// (one a match; each match's player to move when None), as `Match.encode` writes them. Written
/// into `observations` (rows x 229 float32) and `action_masks` (rows x 19,899 int8) when
/// given, else into new arrays; both are returned.
///
/// >>> from zweiundzwanzig import big_two
/// >>> ms = [big_two.Match(players=4, seed=s) for s in range(3)]
/// >>> obs, masks = big_two.encode_batch(ms)
/// >>> obs.shape, masks.shape
/// ((3, 229), (3, 19899))
#[pyfunction]
#[pyo3(signature = (matches, players = None, observations = None, action_masks = None))]
pub fn encode_batch<'py>(
    py: Python<'py>,
    matches: Vec<Bound<'py, PyAny>>,
    players: Option<Vec<Int>>,
    observations: Option<&Bound<'py, PyAny>>,
    action_masks: Option<&Bound<'py, PyAny>>,
) -> PyResult<Batch<'py>> {
    encode_batch_of::<Match>(py, matches, players, (observations, action_masks))
}
