//! The event log of any game as Python dicts, converted once per event: a match's log only grows,
//! so each read converts the events added since the last one and copies the rest from the cache.
//!
//! Every read returns new lists and dicts (a copy of the cached ones: the strings, numbers and
//! None inside are immutable and shared), so a caller may change what it got without changing
//! what the next read returns. Copying a dict costs a small part of converting an event
//! (serializing it and building its keys and values again).

use std::sync::{Mutex, PoisonError};

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::Value;

use crate::convert::json_to_object;

/// The events converted so far, as dicts.
#[derive(Debug, Default)]
pub struct LogCache(Mutex<Vec<Py<PyDict>>>);

impl LogCache {
    /// How many events are converted. The lock is held for steps of Rust alone (no Python code
    /// runs while it is held, so it never waits).
    pub fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    /// Forgets the events converted from `len` on: for the calls that replace events of a log
    /// (a deal dealt as written replaces the deal the shuffle logged; the family's draw for the
    /// deal, replaced by the draw as written), the one exception to its growing.
    pub fn truncate(&self, len: usize) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .truncate(len);
    }

    /// The whole log, as [`LogCache::read_since`] from its start.
    pub fn read<'py>(
        &self,
        py: Python<'py>,
        from: usize,
        new: &[Value],
    ) -> PyResult<Bound<'py, PyList>> {
        self.read_since(py, 0, from, new)
    }

    /// The log's events from `start` on (`log[start:]`, empty past its end) as a new list of
    /// new dicts, copying only those; its events from `from` on are `new`, serialized (the
    /// events before are in the cache: the caller read [`LogCache::len`] first).
    pub fn read_since<'py>(
        &self,
        py: Python<'py>,
        start: usize,
        from: usize,
        new: &[Value],
    ) -> PyResult<Bound<'py, PyList>> {
        let mut converted = Vec::with_capacity(new.len());
        for value in new {
            converted.push(json_to_object(py, value)?.cast_into::<PyDict>()?.unbind());
        }
        let cached: Vec<Py<PyDict>> = {
            let mut cache = self.0.lock().unwrap_or_else(PoisonError::into_inner);
            // Another read (in a finalizer, or another thread) may have added them meanwhile.
            if cache.len() == from {
                cache.extend(converted.iter().map(|d| d.clone_ref(py)));
            }
            let end = from.min(cache.len());
            cache[start.min(end)..end]
                .iter()
                .map(|d| d.clone_ref(py))
                .collect()
        };
        let list = PyList::empty(py);
        for d in cached
            .iter()
            .chain(converted.iter().skip(start.saturating_sub(from)))
        {
            list.append(copy_dict(d.bind(py))?)?;
        }
        Ok(list)
    }
}

/// Events of game `G` serialized, for [`LogCache::read`].
pub fn serialized<G: zz_engine::game::Game>(events: &[G::Event]) -> PyResult<Vec<Value>> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).map_err(crate::errors::json_to_py))
        .collect()
}

/// A copy of an event's dict: new dicts and lists, the same immutable values.
fn copy_dict<'py>(d: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(d.py());
    for (k, v) in d.iter() {
        out.set_item(k, copy_value(&v)?)?;
    }
    Ok(out)
}

fn copy_value<'py>(v: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if let Ok(list) = v.cast::<PyList>() {
        let out = PyList::empty(v.py());
        for item in list.iter() {
            out.append(copy_value(&item)?)?;
        }
        return Ok(out.into_any());
    }
    if let Ok(d) = v.cast::<PyDict>() {
        return Ok(copy_dict(d)?.into_any());
    }
    Ok(v.clone())
}
