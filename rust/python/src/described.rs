//! What every game's `View.describe` reads the same way: seats and counts as small whole
//! numbers, plays as `(seat, cards)` pairs and other pairs, each refused with a `StateError` naming it.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PySequence, PyString};

use crate::args::Int;
use crate::errors::StateError;

/// One play of a described position: a `(seat, cards)` pair as any sequence of two (a tuple,
/// or a list as JSON has it), the cards read by `cards`; `example` shows one in the error.
pub fn seat_play<C>(
    obj: &Bound<'_, PyAny>,
    example: &str,
    cards: impl FnOnce(&Bound<'_, PyAny>) -> PyResult<C>,
) -> PyResult<(u8, C)> {
    let (seat, play) = pair(obj, &format!("a play as (seat, cards) such as {example}"))?;
    Ok((small("a play's seat", seat.extract()?)?, cards(&play)?))
}

/// The two items of `obj`, any sequence of two but a string; else a TypeError saying that
/// `what` was expected.
pub fn pair<'py>(
    obj: &Bound<'py, PyAny>,
    what: &str,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let pair = obj
        .cast::<PySequence>()
        .ok()
        .filter(|_| !obj.is_instance_of::<PyString>())
        .filter(|seq| seq.len().is_ok_and(|n| n == 2));
    let Some(pair) = pair else {
        return Err(PyTypeError::new_err(format!(
            "expected {what}, got {}",
            obj.repr()?
        )));
    };
    Ok((pair.get_item(0)?, pair.get_item(1)?))
}

/// A seat or a count of a described position: a whole number that fits the engine's type `T`
/// (a byte for seats and cards, 16 or 32 bits for games and points); else a `StateError`
/// naming it.
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
    impl Bounded for u32 {
        const MOST: u32 = u32::MAX;
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
