//! Names kept one release after a rename: each use warns with a `DeprecationWarning` that gives
//! the new spelling, then does what the new name does.

use std::ffi::CString;

use pyo3::exceptions::PyDeprecationWarning;
use pyo3::prelude::*;

/// Warns that `old` is deprecated in favour of `new` (pointing at the caller's line).
pub fn warn(py: Python<'_>, old: &str, new: &str) -> PyResult<()> {
    let message = CString::new(format!(
        "{old} is deprecated and will be removed in the next release; use {new}"
    ))
    .unwrap_or_default();
    PyErr::warn(py, &py.get_type::<PyDeprecationWarning>(), &message, 1)
}
