//! `Shared`: a game state that Python may reach from several calls at once.
//!
//! A call takes the state only for a step of pure Rust — never while Python code runs (reading
//! an argument, building the objects it returns), so a generator or `__index__` passed to a call
//! can itself call methods of the same match. Two calls can still meet when another thread runs
//! between them; the later one then gets `BusyError` at once instead of waiting or panicking.

use std::sync::{Mutex, MutexGuard, TryLockError};

use pyo3::PyResult;

use crate::errors::{BusyError, StateError};

/// A value behind a lock that is tried, never waited for.
#[derive(Debug, Default)]
pub struct Shared<T>(Mutex<T>);

impl<T> Shared<T> {
    /// The value, shared.
    pub fn new(value: T) -> Shared<T> {
        Shared(Mutex::new(value))
    }

    /// The value for the length of one step, or `BusyError` when another call holds it.
    #[inline]
    pub fn lock(&self) -> PyResult<MutexGuard<'_, T>> {
        match self.0.try_lock() {
            Ok(guard) => Ok(guard),
            Err(TryLockError::WouldBlock) => Err(BusyError::new_err(
                "this match is in use by another call that has not returned (a call from \
                 inside an argument, or from another thread); nothing was changed",
            )),
            Err(TryLockError::Poisoned(_)) => Err(StateError::new_err(
                "this match was left unusable by an internal error in an earlier call",
            )),
        }
    }
}

impl<T: Clone> Shared<T> {
    /// A copy of the value.
    pub fn cloned(&self) -> PyResult<T> {
        Ok(self.lock()?.clone())
    }
}
