//! `View.describe` and `View.from_description` of Arschloch: a position at a real table, as a
//! view. Only conversion: the engine checks the position.

use pyo3::prelude::*;
use zz_engine::card::Cards;
use zz_engine::games::arschloch::description::{Description, SeatPlay};
use zz_engine::games::arschloch::View as EngineView;

use crate::arschloch::moves::Given;
use crate::arschloch::view::View;
use crate::described::seat_play;
use crate::errors::{Result, StateError};

/// The plays of one round as Python passes them: (seat, cards or None) pairs.
pub type SeatPlays<'py> = Vec<Bound<'py, PyAny>>;

/// The plays of one round as the engine reads them.
pub fn round_arg(list: &[Bound<'_, PyAny>]) -> PyResult<Vec<SeatPlay>> {
    list.iter()
        .map(|play| seat_play(play, "(1, \"5 5\") or (2, None)", play_arg))
        .collect()
}

/// A play's cards, or `None` for a pass (`None`, `"pass"` or a pass `Move`).
fn play_arg(obj: &Bound<'_, PyAny>) -> PyResult<Option<Cards>> {
    if obj.is_none() {
        return Ok(None);
    }
    Ok(match Given::read(obj)? {
        Given::Move(m) => (!m.is_pass()).then(|| m.cards()),
        Given::Cards(c) => Some(c),
    })
}

/// The view a description describes, or `StateError` saying why it cannot be.
pub fn view_of(description: &Description) -> Result<View> {
    Ok(View::of(EngineView::describe(description)?))
}

/// A view from a description written as JSON (the keys of `View.describe`).
pub fn from_description(text: &str) -> PyResult<View> {
    let description: Description = serde_json::from_str(text)
        .map_err(|e| StateError::new_err(format!("not a position description: {e}")))?;
    Ok(view_of(&description)?)
}
