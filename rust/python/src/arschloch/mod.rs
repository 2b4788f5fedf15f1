//! Arschloch's classes and functions, the submodule `zweiundzwanzig._core.arschloch` behind
//! `zweiundzwanzig.arschloch`.

pub mod rules;

use pyo3::prelude::*;

/// Adds the submodule `arschloch` to the core module `parent`, importable by its full name.
pub fn register(parent: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = parent.py();
    let m = PyModule::new(py, "arschloch")?;
    m.add_class::<rules::Rules>()?;
    parent.add_submodule(&m)?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("zweiundzwanzig._core.arschloch", &m)?;
    Ok(())
}
