//! `View.describe` and `View.from_description`: a position at a real table, as a view.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PySequence, PyString};
use zz_engine::card::{Cards, Pile};
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{Phase, View as EngineView};

use crate::args::Int;
use crate::errors::{Result, StateError};
use crate::zweiundzwanzig::play::extract_cards;
use crate::zweiundzwanzig::view::View;

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
        small("a play's seat", pair.get_item(0)?.extract()?)?,
        extract_cards(&pair.get_item(1)?)?,
    ))
}

/// A seat or a count of a described position: a whole number that fits the engine's type `T`
/// (a byte for seats and cards, 16 bits for deals and points); else a `StateError` naming it.
pub fn small<T>(what: &str, value: Int) -> PyResult<T>
where
    T: TryFrom<i128> + Into<i128> + num_bound::Bounded,
{
    let most: i128 = T::MOST.into();
    let v = value.within(0, most, |v| {
        StateError::new_err(format!(
            "impossible position: {what} {v} is not a whole number from 0 to {most}"
        ))
    })?;
    T::try_from(v).map_err(|_| StateError::new_err(format!("impossible position: {what} {v}")))
}

/// The largest value of the small unsigned types a description holds.
pub mod num_bound {
    /// A type with a largest value.
    pub trait Bounded: Sized {
        /// The largest value.
        const MOST: Self;
    }
    impl Bounded for u8 {
        const MOST: u8 = u8::MAX;
    }
    impl Bounded for u16 {
        const MOST: u16 = u16::MAX;
    }
}

/// A list of seats or counts without gaps, each as [`small`] reads it.
pub fn numbers<T>(what: &str, values: Option<Vec<Int>>) -> PyResult<Option<Vec<T>>>
where
    T: TryFrom<i128> + Into<i128> + num_bound::Bounded,
{
    let values = values.map(|v| v.into_iter().map(Some).collect());
    Ok(smalls(what, values)?.map(|v| v.into_iter().flatten().collect()))
}

/// A list of seats or counts, each as [`small`] reads it (`None` entries kept).
pub fn smalls<T>(what: &str, values: Option<Vec<Option<Int>>>) -> PyResult<Option<Vec<Option<T>>>>
where
    T: TryFrom<i128> + Into<i128> + num_bound::Bounded,
{
    values
        .map(|v| {
            v.into_iter()
                .enumerate()
                .map(|(i, x)| x.map(|x| small(&format!("{what}[{i}]"), x)).transpose())
                .collect()
        })
        .transpose()
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
            "phase must be \"exchange\" or \"play\", got {phase:?}"
        ))),
    }
}

/// Any number of cards: a string, or an iterable of cards.
pub fn pile_arg(obj: &Bound<'_, PyAny>) -> PyResult<Pile> {
    crate::zweiundzwanzig::play::extract_pile(obj)
}
