//! The hands of a game as written, read for `Match._deal_as`: one hand a seat, each as Big Two's
//! card arguments are read.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;
use zz_engine::card::SuitedCards;
use zz_engine::games::big_two::rules::MAX_PLAYERS;

use crate::big_two::card::extract_cards;

/// A list of hands (one a seat, each cards as `Match.apply` reads them): at most a table's.
pub fn hands_arg(obj: &Bound<'_, PyAny>) -> PyResult<Vec<SuitedCards>> {
    if obj.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "hands are a list with one hand a seat, not one string",
        ));
    }
    let mut hands = Vec::new();
    for hand in obj.try_iter()?.take(MAX_PLAYERS + 1) {
        if hands.len() == MAX_PLAYERS {
            return Err(PyValueError::new_err(format!(
                "more than {MAX_PLAYERS} hands: Big Two seats at most {MAX_PLAYERS} players"
            )));
        }
        hands.push(extract_cards(&hand?)?);
    }
    Ok(hands)
}
