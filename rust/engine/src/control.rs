//! Stopping a long call from outside, and watching how far it got.
//!
//! Simulation and search poll a [`Control`] at each unit of work (a game, an iteration). It is
//! stopped in one of two ways: another thread calls [`Control::stop`], or — for work that runs
//! on the caller's own thread — the control's [`Watcher`] says so when asked, which it is at
//! most every [`LOOK_EVERY`]. The Python binding uses the second to run Python's signal
//! handlers (Ctrl-C) and report progress without a thread of its own. Work that is stopped
//! ends at its next check and returns what it has done so far. A call nobody needs to stop
//! passes [`Control::never`]. Work inside other work (the advisor's search at each decision of
//! a simulated match) runs under a control [`Control::under`] the outer one: stopped with it,
//! counting its own units.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often a control asks its watcher, at most.
pub const LOOK_EVERY: Duration = Duration::from_millis(50);

/// Something outside the work that is asked, now and then, whether the work may go on.
pub trait Watcher: Sync {
    /// Whether the work may go on, `done` units into it.
    fn keep_going(&self, done: u64) -> bool;
}

/// A request to stop, a count of the units of work done, and who else to ask.
#[derive(Default)]
pub struct Control<'w> {
    stop: AtomicBool,
    done: AtomicU64,
    watcher: Option<(&'w dyn Watcher, Instant)>,
    /// The control of the work this work is part of: stopping it stops this one too.
    outer: Option<&'w Control<'w>>,
    /// When to ask the watcher next, in nanoseconds since the watch began.
    next_look: AtomicU64,
}

impl std::fmt::Debug for Control<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Control")
            .field("stopped", &self.is_stopped_already())
            .field("done", &self.done())
            .field("watched", &self.watcher.is_some())
            .finish()
    }
}

/// The control of calls that nobody stops.
static NEVER: Control<'static> = Control::new();

impl<'w> Control<'w> {
    /// A control not asked to stop, with nothing done.
    pub const fn new() -> Control<'w> {
        Control {
            stop: AtomicBool::new(false),
            done: AtomicU64::new(0),
            watcher: None,
            outer: None,
            next_look: AtomicU64::new(0),
        }
    }

    /// A control for work that is part of the work under `outer`: it is stopped when `outer` is
    /// (asked at each check) or when asked itself, and counts its own units, not `outer`'s.
    pub fn under(outer: &'w Control<'w>) -> Control<'w> {
        Control {
            outer: Some(outer),
            ..Control::new()
        }
    }

    /// A control that also asks `watcher` whether to go on, at most every [`LOOK_EVERY`]. Only
    /// for work that polls it from one thread: the watcher is asked from whichever thread
    /// checks the control.
    pub fn watched_by(watcher: &'w dyn Watcher) -> Control<'w> {
        Control {
            watcher: Some((watcher, Instant::now())),
            next_look: AtomicU64::new(LOOK_EVERY.as_nanos() as u64),
            ..Control::new()
        }
    }

    /// The control of a call that nobody stops or watches.
    pub fn never() -> &'static Control<'static> {
        &NEVER
    }

    /// Asks the work to stop at its next check (the shared [`Control::never`] ignores it).
    pub fn stop(&self) {
        if !std::ptr::eq(self.as_never(), &NEVER) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the work must stop: it was asked to, the work it is part of must stop, or its
    /// watcher, asked now, says so.
    #[inline]
    pub fn is_stopped(&self) -> bool {
        if self.is_stopped_already() || self.outer.is_some_and(Control::is_stopped) {
            return true;
        }
        match self.watcher {
            None => false,
            Some((watcher, since)) => self.look(watcher, since),
        }
    }

    fn is_stopped_already(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Asks the watcher if it is time to; stops when it says so.
    #[cold]
    #[inline(never)]
    fn look(&self, watcher: &dyn Watcher, since: Instant) -> bool {
        let now = since.elapsed().as_nanos() as u64;
        if now < self.next_look.load(Ordering::Relaxed) {
            return false;
        }
        self.next_look
            .store(now + LOOK_EVERY.as_nanos() as u64, Ordering::Relaxed);
        if watcher.keep_going(self.done()) {
            return false;
        }
        self.stop();
        true
    }

    /// Counts `units` more units of work done.
    #[inline]
    pub fn advance(&self, units: u64) {
        if !std::ptr::eq(self.as_never(), &NEVER) {
            self.done.fetch_add(units, Ordering::Relaxed);
        }
    }

    /// The units of work done so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    fn as_never(&self) -> *const Control<'static> {
        (self as *const Control<'w>).cast()
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

    #[test]
    fn a_control_under_another_stops_with_it_and_counts_apart() {
        let outer = Control::new();
        let inner = Control::under(&outer);
        inner.advance(4);
        assert_eq!((inner.done(), outer.done()), (4, 0));
        inner.stop();
        assert!(
            inner.is_stopped() && !outer.is_stopped(),
            "the inner stop stays inside"
        );
        let inner = Control::under(&outer);
        assert!(!inner.is_stopped());
        outer.stop();
        assert!(inner.is_stopped());
        assert!(!Control::under(Control::never()).is_stopped());
    }

    struct After(u64, AtomicU64);

    impl Watcher for After {
        fn keep_going(&self, done: u64) -> bool {
            self.1.fetch_add(1, Ordering::Relaxed);
            done < self.0
        }
    }

    #[test]
    fn a_watcher_is_asked_at_most_every_look_and_stops_the_work_when_it_says_so() {
        let patient = After(u64::MAX, AtomicU64::new(0));
        let began = Instant::now();
        let c = Control::watched_by(&patient);
        // Until it was asked once, however long a busy machine keeps this thread waiting.
        while began.elapsed() < 3 * LOOK_EVERY || patient.1.load(Ordering::Relaxed) == 0 {
            assert!(!c.is_stopped());
        }
        let asked = patient.1.load(Ordering::Relaxed);
        let most = (began.elapsed().as_nanos() / LOOK_EVERY.as_nanos()) as u64;
        assert!(
            (1..=most).contains(&asked),
            "asked {asked} times, at most {most}"
        );
        let watcher = After(3, AtomicU64::new(0));
        let d = Control::watched_by(&watcher);
        d.advance(5);
        std::thread::sleep(LOOK_EVERY + Duration::from_millis(5));
        assert!(d.is_stopped());
        assert!(d.is_stopped(), "stopped stays stopped");
        assert_eq!(watcher.1.load(Ordering::Relaxed), 1);
    }
}
