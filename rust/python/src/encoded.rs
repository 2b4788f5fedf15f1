//! What a framework step calls on a match of any game (`Match.encode`, `Match.apply_action`):
//! a seat's observation and action mask written in one call, without a `View` object, and the
//! move of an action id made if it is legal. Each game's `Match` forwards to these.

use numpy::PyArray1;
use pyo3::prelude::*;
use zz_engine::encoded::{self, Encoded};

use crate::args::{action_arg, seat_arg, Int};
use crate::arrays;
use crate::errors::Result;

/// A seat's observation and action mask and the arrays they are in.
pub type Encoding<'py> = (Bound<'py, PyArray1<f32>>, Bound<'py, PyArray1<i8>>);

/// `seat`'s observation and action mask of `game`, written into `observation` and `mask` when
/// given (each checked as `View.observation` and `View.action_mask` check theirs) or new arrays.
pub fn encode<'py, G: Encoded>(
    py: Python<'py>,
    game: &G,
    seat: Int,
    observation: Option<&Bound<'py, PyAny>>,
    mask: Option<&Bound<'py, PyAny>>,
) -> PyResult<Encoding<'py>> {
    let seat = seat_arg(game.players(), seat)?;
    let view = game.position(seat);
    let observation = arrays::filled(py, observation, G::OBSERVATION_LEN, "float32", |o| {
        G::encode(&view, o)
    })?;
    let mask = arrays::action_mask(py, mask, G::ACTIONS, |m| G::mask(&view, m))?;
    Ok((observation, mask))
}

/// Makes the move of action `id` for the player to move if it is legal: whether it was made.
/// An integer that is no id is a ValueError stating the range.
pub fn apply_action<G: Encoded>(game: &mut G, id: Int) -> Result<bool> {
    let id = action_arg(id, G::ACTIONS, Some)?;
    Ok(encoded::apply_action(game, id)?)
}
