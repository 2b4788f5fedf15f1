//! `View.describe` and `View.from_description`: a position at a real table, as a view.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PySequence, PyString};
use zz_engine::card::{Cards, Pile};
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{Phase, View as EngineView};

use crate::cards::extract_cards;
use crate::errors::{to_py, StateError};
use crate::view::View;

/// Plays of one trick as Python passes them: (seat, cards) pairs, each a tuple or a list.
pub type SeatPlays<'py> = Vec<Bound<'py, PyAny>>;

/// The plays of one trick as the engine reads them.
pub fn plays_arg(list: &[Bound<'_, PyAny>]) -> PyResult<Vec<(u8, Cards)>> {
    list.iter().map(seat_play).collect()
}

/// One play: a `(seat, cards)` pair as any sequence of two (a tuple, or a list as JSON has it).
fn seat_play(obj: &Bound<'_, PyAny>) -> PyResult<(u8, Cards)> {
    let pair = obj
        .cast::<PySequence>()
        .ok()
        .filter(|_| !obj.is_instance_of::<PyString>())
        .filter(|seq| seq.len().is_ok_and(|n| n == 2));
    let Some(pair) = pair else {
        return Err(PyTypeError::new_err(format!(
            "expected a play as (seat, cards) such as (1, \"Q J\"), got {}",
            obj.repr()?
        )));
    };
    Ok((
        pair.get_item(0)?.extract()?,
        extract_cards(&pair.get_item(1)?)?,
    ))
}

/// The view a description describes, or `StateError` saying why it cannot be.
pub fn view_of(description: &Description) -> PyResult<View> {
    let inner = EngineView::describe(description).map_err(to_py)?;
    Ok(View { inner })
}

/// A view from a description written as JSON (the keys of `View.describe`).
pub fn from_description(text: &str) -> PyResult<View> {
    let description: Description = serde_json::from_str(text)
        .map_err(|e| StateError::new_err(format!("not a position description: {e}")))?;
    view_of(&description)
}

pub fn phase_arg(phase: &str) -> PyResult<Phase> {
    match phase {
        "play" => Ok(Phase::Play),
        "exchange" => Ok(Phase::Exchange),
        _ => Err(StateError::new_err(format!(
            "phase must be \"exchange\" or \"play\", got {phase:?}"
        ))),
    }
}

/// Any number of cards: a string, or an iterable of cards.
pub fn pile_arg(obj: &Bound<'_, PyAny>) -> PyResult<Pile> {
    crate::cards::extract_pile(obj)
}
