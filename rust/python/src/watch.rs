//! Long calls that Ctrl-C stops. Python runs signal handlers only on its main thread, with the
//! GIL, so someone on the calling thread must look every so often (`POLL`): take the GIL, run
//! the handlers, report progress. When a handler raises (Ctrl-C raises `KeyboardInterrupt`) the
//! work is asked to stop through the engine's `Control`; it ends at its next check, within
//! milliseconds, and the call hands back both what the work had done and the exception.
//!
//! Work on one thread runs on the calling thread with the GIL released, and its own checks of
//! the control do the looking (the control's watcher takes the GIL for a moment every `POLL`):
//! no thread is started. Work on a pool of threads runs on a thread of its own while the
//! calling thread keeps watch.
//!
//! Signals reach the main thread only: work started by a call on another thread (a chunk of a
//! simulation on an executor's worker, in this process or another) is stopped by a *stop
//! token* instead, any object with `is_set()` that the watcher asks along with the signals
//! (`simulate` passes one with every chunk and sets it when it is interrupted). Work whose token
//! is set ends like work stopped by Ctrl-C, with a `KeyboardInterrupt` for its signal.
//!
//! This is the one place where engine work meets Python's signals, written once for every long
//! call (`advise`, simulation batches, the computer players' moves). A panic in the work is
//! caught here too and becomes an exception, never a crash.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use zz_engine::control::{Control, Watcher, LOOK_EVERY};

use crate::errors::StateError;

/// How often the watcher looks at signals and progress.
const POLL: Duration = LOOK_EVERY;

/// The stack of the thread the work runs on (the main thread's usual size).
const STACK: usize = 8 << 20;

/// What a watched call ended with: the work's result, and the exception a signal handler raised
/// (the work was then asked to stop, so the result covers only what was done).
pub struct Watched<T> {
    pub value: T,
    pub signal: Option<PyErr>,
}

/// Runs `work` (on `threads` threads) under a fresh `Control`, keeping watch as the module
/// documents. `progress`, if given, is called with the units done so far whenever the count has
/// moved (at most every `POLL`); an exception it raises stops the work like a signal does.
pub fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    threads: usize,
    work: impl FnOnce(&Control<'_>) -> T + Send,
) -> PyResult<Watched<T>> {
    watched_until(py, progress, None, threads, work)
}

/// [`watched`], stopped also when the stop token `stop` (an object with `is_set()`) is set:
/// before the work starts, or at any look. An exception `is_set()` raises stops it like a
/// signal does.
pub fn watched_until<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    stop: Option<&Bound<'_, PyAny>>,
    threads: usize,
    work: impl FnOnce(&Control<'_>) -> T + Send,
) -> PyResult<Watched<T>> {
    let stop = stop.map(|s| s.clone().unbind());
    if threads <= 1 {
        on_this_thread(py, progress, stop, work)
    } else {
        on_a_thread_of_its_own(py, progress, stop, work)
    }
}

/// The signals' handlers run, then the stop token asked: the exception to stop with, if any.
fn look_outside(py: Python<'_>, stop: Option<&Py<PyAny>>) -> PyResult<()> {
    py.check_signals()?;
    let Some(token) = stop else {
        return Ok(());
    };
    if token.call_method0(py, "is_set")?.is_truthy(py)? {
        return Err(PyKeyboardInterrupt::new_err(
            "stopped: the call that started this work was interrupted",
        ));
    }
    Ok(())
}

/// The calling thread's look at signals and progress, for work on the calling thread.
struct Look {
    progress: Option<Py<PyAny>>,
    stop: Option<Py<PyAny>>,
    reported: AtomicU64,
    signal: Mutex<Option<PyErr>>,
}

impl Watcher for Look {
    fn keep_going(&self, done: u64) -> bool {
        Python::attach(|py| {
            let before = self.reported.swap(done, Ordering::Relaxed);
            let checked =
                look_outside(py, self.stop.as_ref()).and_then(|()| match &self.progress {
                    Some(report) if done != before => report.call1(py, (done,)).map(drop),
                    _ => Ok(()),
                });
            let Err(err) = checked else {
                return true;
            };
            *self.signal.lock().unwrap_or_else(|e| e.into_inner()) = Some(err);
            false
        })
    }
}

impl Look {
    /// Whether the token was set before the work began (then the work is not started).
    fn stopped_before(&self, py: Python<'_>) -> bool {
        let Err(err) = look_outside(py, self.stop.as_ref()) else {
            return false;
        };
        *self.signal.lock().unwrap_or_else(|e| e.into_inner()) = Some(err);
        true
    }
}

fn on_this_thread<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    stop: Option<Py<PyAny>>,
    work: impl FnOnce(&Control<'_>) -> T + Send,
) -> PyResult<Watched<T>> {
    let look = Look {
        progress: progress.map(|p| p.clone().unbind()),
        stop,
        reported: AtomicU64::new(0),
        signal: Mutex::new(None),
    };
    let control = Control::watched_by(&look);
    if look.stop.is_some() && look.stopped_before(py) {
        control.stop();
    }
    let value = py.detach(|| catch_unwind(AssertUnwindSafe(|| work(&control))));
    let value = value.map_err(|panic| internal_error(&panic))?;
    let signal = look.signal.into_inner().unwrap_or_else(|e| e.into_inner());
    Ok(Watched { value, signal })
}

fn on_a_thread_of_its_own<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    stop: Option<Py<PyAny>>,
    work: impl FnOnce(&Control<'_>) -> T + Send,
) -> PyResult<Watched<T>> {
    let control = Control::new();
    let mut signal = None;
    if let Some(token) = &stop {
        if let Err(err) = look_outside(py, Some(token)) {
            control.stop();
            signal = Some(err);
        }
    }
    let slot = Slot::default();
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("zweiundzwanzig".into())
            .stack_size(STACK)
            .spawn_scoped(scope, || slot.fill(work(&control)))
            .map_err(|e| StateError::new_err(format!("cannot start a thread for the work: {e}")))?;
        let mut reported = 0;
        let value = loop {
            if let Some(value) = py.detach(|| slot.wait(POLL)) {
                break Some(value);
            }
            if worker.is_finished() {
                break slot.take();
            }
            if signal.is_some() {
                continue;
            }
            let done = control.done();
            let checked = look_outside(py, stop.as_ref()).and_then(|()| match progress {
                Some(report) if done != reported => report.call1((done,)).map(drop),
                _ => Ok(()),
            });
            reported = done;
            if let Err(err) = checked {
                control.stop();
                signal = Some(err);
            }
        };
        let joined = py.detach(|| worker.join());
        match (value, joined) {
            (Some(value), _) => Ok(Watched { value, signal }),
            (None, Err(panic)) => Err(internal_error(&panic)),
            (None, Ok(())) => Err(StateError::new_err("the work ended without a result")),
        }
    })
}

/// Where the work leaves its result for the watcher.
struct Slot<T> {
    value: Mutex<Option<T>>,
    filled: Condvar,
}

impl<T> Default for Slot<T> {
    fn default() -> Slot<T> {
        Slot {
            value: Mutex::new(None),
            filled: Condvar::new(),
        }
    }
}

impl<T> Slot<T> {
    fn fill(&self, value: T) {
        *self.value.lock().unwrap_or_else(|e| e.into_inner()) = Some(value);
        self.filled.notify_one();
    }

    /// The result, waiting for it at most `timeout`.
    fn wait(&self, timeout: Duration) -> Option<T> {
        let guard = self.value.lock().unwrap_or_else(|e| e.into_inner());
        let (mut guard, _) = self
            .filled
            .wait_timeout_while(guard, timeout, |v| v.is_none())
            .unwrap_or_else(|e| e.into_inner());
        guard.take()
    }

    fn take(&self) -> Option<T> {
        self.value.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}

/// A panic of the work as an exception that says so (a bug of the library: please report it).
fn internal_error(panic: &Box<dyn std::any::Any + Send>) -> PyErr {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown".into());
    StateError::new_err(format!(
        "internal error of the zweiundzwanzig engine ({message}); the input was refused — please \
         report it with the call that raised this"
    ))
}

/// The exception a watched call raises after a signal: for Ctrl-C an `Interrupted` (a
/// `KeyboardInterrupt`) that says what was stopped and holds `partial`, what the call had done;
/// any other exception a signal handler or the progress callback raised, as it was.
pub fn interrupted(py: Python<'_>, signal: PyErr, what: &str, partial: Bound<'_, PyAny>) -> PyErr {
    if !signal.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) {
        return signal;
    }
    let err = crate::errors::Interrupted::new_err(format!("{what} interrupted"));
    if let Err(e) = err.value(py).setattr("partial", partial) {
        return e;
    }
    err.set_cause(py, Some(signal));
    err
}
