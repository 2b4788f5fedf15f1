//! Big Two's classes and functions, the submodule `zweiundzwanzig._core.big_two` behind
//! `zweiundzwanzig.big_two`.

pub mod advice;
mod as_written;
mod bound;
pub mod card;
pub mod combination;
mod description;
pub mod encoding;
pub mod matches;
pub mod moves;
pub mod public;
pub mod result;
pub mod rules;
pub mod view;

use pyo3::prelude::*;

/// Adds the submodule `big_two` to the core module `parent`, importable by its full name.
pub fn register(parent: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = parent.py();
    let m = PyModule::new(py, "big_two")?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<card::Card>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<matches::Match>()?;
    m.add_class::<view::View>()?;
    m.add_class::<result::MatchResult>()?;
    m.add_function(wrap_pyfunction!(combination::combination, &m)?)?;
    m.add_function(wrap_pyfunction!(combination::beats, &m)?)?;
    m.add_function(wrap_pyfunction!(encoding::action_id, &m)?)?;
    m.add_function(wrap_pyfunction!(encoding::action_move, &m)?)?;
    m.add_function(wrap_pyfunction!(encoding::encode_batch, &m)?)?;
    m.add("ACTIONS", zz_engine::games::big_two::actions::ACTIONS)?;
    m.add(
        "OBSERVATION_SIZE",
        zz_engine::games::big_two::observation::OBSERVATION_LEN,
    )?;
    m.add("MAX_PLAYERS", zz_engine::games::big_two::rules::MAX_PLAYERS)?;
    m.add("MOVE_CAPACITY", zz_engine::games::big_two::MOVE_CAPACITY)?;
    parent.add_submodule(&m)?;
    m.setattr("__name__", "zweiundzwanzig._core.big_two")?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("zweiundzwanzig._core.big_two", &m)?;
    Ok(())
}
