//! Stopping a long call from outside, and watching how far it got.
//!
//! Simulation and search poll a [`Control`] that another thread may set: the Python binding
//! keeps watch on the calling thread while the work runs on another, and asks it to stop when
//! the user presses Ctrl-C. Work that is asked to stop ends at its next check and returns what
//! it has done so far. A call nobody needs to stop passes [`Control::never`].

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A request to stop, and a count of the units of work done (games, iterations).
#[derive(Debug, Default)]
pub struct Control {
    stop: AtomicBool,
    done: AtomicU64,
}

/// The control of calls that nobody stops.
static NEVER: Control = Control::new();

impl Control {
    /// A control not asked to stop, with nothing done.
    pub const fn new() -> Control {
        Control {
            stop: AtomicBool::new(false),
            done: AtomicU64::new(0),
        }
    }

    /// The control of a call that nobody stops or watches.
    pub fn never() -> &'static Control {
        &NEVER
    }

    /// Asks the work to stop at its next check (the shared [`Control::never`] ignores it).
    pub fn stop(&self) {
        if !std::ptr::eq(self, &NEVER) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the work has been asked to stop.
    #[inline]
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Counts `units` more units of work done.
    #[inline]
    pub fn advance(&self, units: u64) {
        if !std::ptr::eq(self, &NEVER) {
            self.done.fetch_add(units, Ordering::Relaxed);
        }
    }

    /// The units of work done so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_control_counts_and_stops_and_never_is_never_stopped_by_counting() {
        let c = Control::new();
        assert!(!c.is_stopped());
        c.advance(3);
        c.advance(2);
        assert_eq!(c.done(), 5);
        c.stop();
        assert!(c.is_stopped());
        Control::never().advance(7);
        Control::never().stop();
        assert_eq!(Control::never().done(), 0);
        assert!(!Control::never().is_stopped());
    }
}
