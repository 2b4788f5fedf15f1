//! The policies of Arschloch by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{Advisor, Algorithm, Settings, MAX_NODES};

use super::heuristic::Heuristic;
use super::state::Match;

/// How the `advisor` policy searches at each decision: PIMC, 100 determinizations, heuristic
/// playouts to the end of the game, one thread (BENCHMARKS.md gives its time a decision).
pub const ADVISOR_SETTINGS: Settings = Settings {
    algorithm: Algorithm::Pimc,
    iterations: Some(100),
    time_limit: None,
    seed: 0,
    threads: 1,
    trees: 2,
    exploration: 0.7,
    max_nodes: MAX_NODES,
};

/// The Monte Carlo advisor as a player. It reads no log: the view carries the exchange and the
/// passes of the lead that the determinization uses.
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: ADVISOR_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of Arschloch: `random`, `heuristic` and `advisor`.
static POLICIES: [Registered<Match>; 3] = [
    Registered {
        name: "random",
        policy: &RandomPolicy,
        reads_log: false,
    },
    Registered {
        name: "heuristic",
        policy: &Heuristic,
        reads_log: false,
    },
    Registered {
        name: "advisor",
        policy: &ADVISOR,
        reads_log: false,
    },
];

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
