//! A policy that times another: the decisions it made and their mean and longest time (wall
//! time, or any clock given), for the examples that measure the advisor's time a decision.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;

/// Nanoseconds of wall time since the first call in this process: the default clock of
/// [`Timed`].
pub fn wall_nanos() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    let nanos = START.get_or_init(Instant::now).elapsed().as_nanos();
    nanos.min(u128::from(u64::MAX)) as u64
}

/// `inner`, counting its decisions and the time they take by its clock (safe to share between
/// threads).
pub struct Timed<'a, G: Game> {
    inner: &'a dyn Policy<G>,
    clock: fn() -> u64,
    decisions: AtomicU64,
    nanos: AtomicU64,
    longest: AtomicU64,
}

impl<'a, G: Game> Timed<'a, G> {
    /// `inner` timed in wall time, with no decision counted yet.
    pub fn new(inner: &'a dyn Policy<G>) -> Timed<'a, G> {
        Timed::with_clock(inner, wall_nanos)
    }

    /// `inner` timed by `clock` (nanoseconds, never decreasing on the calling thread: the
    /// thread's time on the CPU, say), with no decision counted yet.
    pub fn with_clock(inner: &'a dyn Policy<G>, clock: fn() -> u64) -> Timed<'a, G> {
        Timed {
            inner,
            clock,
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
        let start = (self.clock)();
        let mv = self.inner.choose(game, rng);
        let nanos = (self.clock)().saturating_sub(start);
        self.nanos.fetch_add(nanos, Ordering::Relaxed);
        self.longest.fetch_max(nanos, Ordering::Relaxed);
        self.decisions.fetch_add(1, Ordering::Relaxed);
        mv
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::*;
    use crate::games::zweiundzwanzig::{Match, Rules};
    use crate::policy::RandomPolicy;

    /// A clock that moves on by 7 ns at each reading.
    fn ticking() -> u64 {
        static NOW: AtomicU64 = AtomicU64::new(0);
        NOW.fetch_add(7, Ordering::Relaxed)
    }

    #[test]
    fn a_timed_policy_plays_as_its_inner_one_and_reads_its_clock() {
        let game = Match::new(4, Rules::default(), 3).unwrap();
        let timed = Timed::with_clock(&RandomPolicy, ticking);
        for seed in 0..5 {
            let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
            assert_eq!(
                timed.choose(&game, &mut a),
                RandomPolicy.choose(&game, &mut b)
            );
        }
        assert_eq!(timed.decisions(), 5);
        assert_eq!(timed.mean_ms(), 7e-6);
        assert_eq!(timed.longest_ms(), 7e-6);
        let wall = Timed::new(&RandomPolicy);
        wall.choose(&game, &mut Rng::seeded(1));
        assert_eq!(wall.decisions(), 1);
        assert!(wall.longest_ms() >= wall.mean_ms());
    }
}
