//! Arschloch's classes and functions, the submodule `zweiundzwanzig._core.arschloch` behind
//! `zweiundzwanzig.arschloch`.

pub mod advice;
mod bound;
pub mod description;
pub mod encoding;
pub mod exchange;
pub mod matches;
pub mod moves;
pub mod public;
pub mod result;
pub mod rules;
pub mod view;

use pyo3::prelude::*;

/// Adds the submodule `arschloch` to the core module `parent`, importable by its full name.
pub fn register(parent: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = parent.py();
    let m = PyModule::new(py, "arschloch")?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<matches::Match>()?;
    m.add_class::<view::View>()?;
    m.add_class::<exchange::Exchange>()?;
    m.add_class::<result::MatchResult>()?;
    m.add(
        "MAX_PLAYERS",
        zz_engine::games::arschloch::rules::MAX_PLAYERS,
    )?;
    m.add_function(wrap_pyfunction!(encoding::action_id, &m)?)?;
    m.add_function(wrap_pyfunction!(encoding::action_move, &m)?)?;
    m.add_function(wrap_pyfunction!(encoding::encode_batch, &m)?)?;
    m.add("ACTIONS", zz_engine::games::arschloch::actions::ACTIONS)?;
    m.add(
        "OBSERVATION_SIZE",
        zz_engine::games::arschloch::observation::OBSERVATION_LEN,
    )?;
    parent.add_submodule(&m)?;
    m.setattr("__name__", "zweiundzwanzig._core.arschloch")?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("zweiundzwanzig._core.arschloch", &m)?;
    Ok(())
}
