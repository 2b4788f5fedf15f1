//! The Zweiundzwanzig family's classes and functions: its rules, matches, views, moves, the
//! trick-level functions, described positions, advice and simulation batches. The classes are
//! the package's top-level names (`zz.Match`, `zz.Rules`, ...).

pub mod advice;
mod bound;
pub mod description;
pub mod encoding;
pub mod matches;
pub mod moves;
pub mod play;
pub mod result;
pub mod rules;
pub mod trick;
pub mod view;
mod written;

use pyo3::prelude::*;

/// Adds the family's classes, functions and constants to the core module `core`, at its root.
pub fn register(core: &Bound<'_, PyModule>) -> PyResult<()> {
    core.add(
        "MAX_PLAYERS",
        zz_engine::games::zweiundzwanzig::rules::MAX_PLAYERS,
    )?;
    core.add(
        "ACTIONS",
        zz_engine::games::zweiundzwanzig::actions::ACTIONS,
    )?;
    core.add(
        "OBSERVATION_SIZE",
        zz_engine::games::zweiundzwanzig::observation::OBSERVATION_LEN,
    )?;
    core.add_class::<play::Play>()?;
    core.add_class::<moves::Move>()?;
    core.add_class::<rules::Rules>()?;
    core.add_class::<matches::Match>()?;
    core.add_class::<view::View>()?;
    core.add_class::<result::MatchResult>()?;
    core.add_function(wrap_pyfunction!(trick::legal_plays, core)?)?;
    core.add_function(wrap_pyfunction!(encoding::encode_batch, core)?)?;
    core.add_function(wrap_pyfunction!(trick::beats, core)?)?;
    core.add_function(wrap_pyfunction!(trick::trick_winner, core)?)?;
    Ok(())
}
