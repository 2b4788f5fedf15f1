//! Arschloch's action ids for learning agents (`View.action_id`, `View.action_move`, and the
//! module's deprecated functions of the same names); the layout is `games/arschloch/actions.rs`'s.
//! A view's observation and mask are `View` methods (`arrays.rs`).

use pyo3::prelude::*;
use zz_engine::card::Cards;
use zz_engine::games::arschloch::actions::{self, ACTIONS};
use zz_engine::games::arschloch::Match as EngineMatch;
use zz_engine::games::arschloch::Move as EngineMove;

use crate::args::{action_arg, Int};
use crate::arschloch::matches::Match;
use crate::arschloch::moves::{Given, Move};
use crate::encoded::{encode_batch_of, Batch, MatchClass};
use crate::errors::IllegalMoveError;
use crate::shared::Shared;

/// Deprecated: `View.action_id` (the same id, from any view).
#[pyfunction]
#[pyo3(signature = (r#move, /))]
pub fn action_id(py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
    crate::deprecated::warn(py, "arschloch.action_id", "View.action_id")?;
    id_of(r#move)
}

/// Deprecated: `View.action_move` (the same move, from any view).
#[pyfunction]
#[pyo3(signature = (id, /))]
pub fn action_move(py: Python<'_>, id: Int) -> PyResult<Move> {
    crate::deprecated::warn(py, "arschloch.action_move", "View.action_move")?;
    move_of(id)
}

/// The action id of a move (a `Move`, `"pass"` or the cards of a play): 0 for the pass, then
/// `n` cards of a rank with `j` jokers, then jokers alone (734 ids for plays). Cards that are no
/// set of the pack (two ranks, nine of a rank) are an `IllegalMoveError`.
pub fn id_of(r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
    let mv = match Given::read(r#move)? {
        Given::Move(mv) => mv,
        Given::Cards(cards) if cards == Cards::EMPTY => {
            return Err(IllegalMoveError::new_err(
                "no cards is no play (the pass is \"pass\")",
            ))
        }
        Given::Cards(cards) => EngineMove::play(cards),
    };
    actions::id(mv).ok_or_else(|| {
        IllegalMoveError::new_err("these cards are no set of one rank, so they have no action id")
    })
}

/// The move of an action id (0 to 734); any other number is a ValueError.
pub fn move_of(id: Int) -> PyResult<Move> {
    let mv = action_arg(id, ACTIONS, actions::move_of)?;
    Ok(Move::new(mv))
}

impl MatchClass for Match {
    type Game = EngineMatch;
    const CLASS: &'static str = "zweiundzwanzig.arschloch.Match";

    fn shared(&self) -> &Shared<EngineMatch> {
        &self.inner
    }
}

/// The observations and action masks of many matches at once: one row a match, for `players`
/// (one a match; each match's player to move when None), as `Match.encode` writes them. Written
/// into `observations` (rows x 266 float32) and `action_masks` (rows x 735 int8) when
/// given, else into new arrays; both are returned.
///
/// >>> from zweiundzwanzig import arschloch
/// >>> ms = [arschloch.Match(players=4, seed=s) for s in range(3)]
/// >>> obs, masks = arschloch.encode_batch(ms)
/// >>> obs.shape, masks.shape
/// ((3, 266), (3, 735))
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
