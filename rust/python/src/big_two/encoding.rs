//! Big Two's action ids for learning agents (`action_id`, `action_move`); the layout is
//! `games/big_two/actions.rs`'s. A view's observation and mask are `View` methods (`arrays.rs`).

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
