//! JSON values (the engine's serialized events and states) as Python objects.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use pyo3::IntoPyObjectExt;
use serde_json::Value;

/// A JSON value as the Python object `json.loads` would give.
pub fn json_to_object<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_bound_py_any(py)?,
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.into_bound_py_any(py)?,
            None => n.as_f64().unwrap_or(f64::NAN).into_bound_py_any(py)?,
        },
        Value::String(s) => s.into_bound_py_any(py)?,
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(json_to_object(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, v) in map {
                dict.set_item(k, json_to_object(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// Events as a list of dicts.
pub fn events_to_list<'py>(
    py: Python<'py>,
    events: &[zz_engine::games::zweiundzwanzig::Event],
) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for e in events {
        let value = serde_json::to_value(e).map_err(crate::errors::json_to_py)?;
        list.append(json_to_object(py, &value)?)?;
    }
    Ok(list)
}

/// Players or counts as Python ints (a `Vec<u8>` would become `bytes`).
pub fn seats(list: &[u8]) -> Vec<usize> {
    list.iter().map(|&p| usize::from(p)).collect()
}
