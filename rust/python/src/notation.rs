//! The notation for games (`match.to_record()`, `Match.from_record`, `View.from_record`) is
//! written in Python, in `zweiundzwanzig.records` and each game's `record.py`: these methods of
//! the classes call it. Nothing of the notation is here.

use pyo3::prelude::*;
use pyo3::types::PyType;

/// The Python module that reads and writes records.
const RECORDS: &str = "zweiundzwanzig.records";

/// `match` written as a record (`zweiundzwanzig.records.write`).
pub fn to_record<T: pyo3::PyTypeInfo>(game: &Bound<'_, T>) -> PyResult<String> {
    game.py()
        .import(RECORDS)?
        .getattr("write")?
        .call1((game,))?
        .extract()
}

/// An object of class `cls` read from `text` by `zweiundzwanzig.records.<reader>`.
pub fn from_record<T: pyo3::PyClass>(
    py: Python<'_>,
    reader: &str,
    cls: Bound<'_, PyType>,
    text: &str,
) -> PyResult<Py<T>> {
    let read = py.import(RECORDS)?.getattr(reader)?.call1((text, cls))?;
    Ok(read.cast_into::<T>()?.unbind())
}
