//! A policy that times another: the decisions it made and their mean and longest wall time, for
//! the examples that measure the advisor's time a decision.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;

/// `inner`, counting its decisions and the time they take (safe to share between threads).
pub struct Timed<'a, G: Game> {
    inner: &'a dyn Policy<G>,
    decisions: AtomicU64,
    nanos: AtomicU64,
    longest: AtomicU64,
}

impl<'a, G: Game> Timed<'a, G> {
    /// `inner`, with no decision counted yet.
    pub fn new(inner: &'a dyn Policy<G>) -> Timed<'a, G> {
        Timed {
            inner,
            decisions: AtomicU64::new(0),
            nanos: AtomicU64::new(0),
            longest: AtomicU64::new(0),
        }
    }

    /// The decisions made.
    pub fn decisions(&self) -> u64 {
        self.decisions.load(Ordering::Relaxed)
    }

    /// The mean time a decision, in milliseconds (0 before the first).
    pub fn mean_ms(&self) -> f64 {
        let n = self.decisions().max(1) as f64;
        self.nanos.load(Ordering::Relaxed) as f64 / n / 1e6
    }

    /// The longest decision, in milliseconds.
    pub fn longest_ms(&self) -> f64 {
        self.longest.load(Ordering::Relaxed) as f64 / 1e6
    }
}

impl<G: Game> std::fmt::Debug for Timed<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Timed({}, {} decisions)",
            self.inner.name(),
            self.decisions()
        )
    }
}

impl<G: Game> Policy<G> for Timed<'_, G> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        let start = Instant::now();
        let mv = self.inner.choose(game, rng);
        let nanos = start.elapsed().as_nanos().min(u128::from(u64::MAX)) as u64;
        self.nanos.fetch_add(nanos, Ordering::Relaxed);
        self.longest.fetch_max(nanos, Ordering::Relaxed);
        self.decisions.fetch_add(1, Ordering::Relaxed);
        mv
    }
}
