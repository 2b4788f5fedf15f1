//! `big_two.View.describe` and `View.from_description`: a position at a real table, as a view.
//! Only conversion: the engine checks the position (`games::big_two::description`).

use pyo3::prelude::*;
use pyo3::types::PyString;
use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::games::big_two::description::{Description, SeatPlay};
use zz_engine::games::big_two::View as EngineView;

use crate::big_two::card::{extract_cards, one_card};
use crate::big_two::view::View;
use crate::described::{pair, seat_play, small};
use crate::errors::{Result, StateError};

/// The plays of one round as Python passes them: (seat, cards) pairs, each a tuple or a list.
pub type SeatPlays<'py> = Vec<Bound<'py, PyAny>>;

/// One round's plays and passes as the engine reads them.
pub fn round_arg(list: &[Bound<'_, PyAny>]) -> PyResult<Vec<SeatPlay>> {
    list.iter()
        .map(|play| seat_play(play, "(1, \"5d 5s\") or (2, None)", play_arg))
        .collect()
}

/// A play's cards, or a pass: `None` or `"pass"`.
fn play_arg(obj: &Bound<'_, PyAny>) -> PyResult<Option<SuitedCards>> {
    if obj.is_none() {
        return Ok(None);
    }
    if let Ok(text) = obj.cast::<PyString>() {
        let text = text.to_cow()?;
        if text.trim().eq_ignore_ascii_case("pass") {
            return Ok(None);
        }
    }
    extract_cards(obj).map(Some)
}

/// The face-up card and its taker: a `(card, seat)` pair as any sequence of two.
pub fn face_up_arg(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Option<(SuitedCard, u8)>> {
    let Some(obj) = obj else { return Ok(None) };
    let (card, taker) = pair(obj, "the face-up card as (card, seat) such as (\"2s\", 0)")?;
    let card = one_card(&card)?;
    let taker = small("the face-up card's taker", taker.extract()?)?;
    Ok(Some((card, taker)))
}

/// The view a description describes, or `StateError` saying why it cannot be.
pub fn view_of(description: &Description) -> Result<View> {
    Ok(View::of(EngineView::describe(description)?))
}

/// A view from a description written as JSON (the keys of `View.describe`).
pub fn from_description(text: &str) -> PyResult<View> {
    let not_one = |e: String| StateError::new_err(format!("not a position description: {e}"));
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| not_one(e.to_string()))?;
    if !value.is_object() {
        return Err(not_one(
            "a JSON object with the keys of View.describe is expected".into(),
        ));
    }
    let description: Description =
        serde_json::from_value(value).map_err(|e| not_one(e.to_string()))?;
    Ok(view_of(&description)?)
}
