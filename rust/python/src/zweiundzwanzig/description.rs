//! `View.describe` and `View.from_description`: a position at a real table, as a view.

use pyo3::prelude::*;
use zz_engine::card::{Cards, Pile};
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{Phase, View as EngineView};

use crate::described::seat_play;
use crate::errors::{Result, StateError};
use crate::zweiundzwanzig::play::extract_cards;
use crate::zweiundzwanzig::view::View;

/// Plays of one trick as Python passes them: (seat, cards) pairs, each a tuple or a list.
pub type SeatPlays<'py> = Vec<Bound<'py, PyAny>>;

/// The plays of one trick as the engine reads them.
pub fn plays_arg(list: &[Bound<'_, PyAny>]) -> PyResult<Vec<(u8, Cards)>> {
    list.iter()
        .map(|play| seat_play(play, "(1, \"Q J\")", extract_cards))
        .collect()
}

/// The view a description describes, or `StateError` saying why it cannot be.
pub fn view_of(description: &Description) -> Result<View> {
    let inner = EngineView::describe(description)?;
    Ok(View { inner })
}

/// A view from a description written as JSON (the keys of `View.describe`).
pub fn from_description(text: &str) -> PyResult<View> {
    let description: Description = serde_json::from_str(text)
        .map_err(|e| StateError::new_err(format!("not a position description: {e}")))?;
    Ok(view_of(&description)?)
}

pub fn phase_arg(phase: &str) -> PyResult<Phase> {
    match phase {
        "play" => Ok(Phase::Play),
        "exchange" => Ok(Phase::Exchange),
        _ => Err(StateError::new_err(format!(
            "phase must be \"exchange\" or \"play\", got {}",
            zz_engine::error::shown(phase)
        ))),
    }
}

/// Any number of cards: a string, or an iterable of cards.
pub fn pile_arg(obj: &Bound<'_, PyAny>) -> PyResult<Pile> {
    crate::zweiundzwanzig::play::extract_pile(obj)
}
