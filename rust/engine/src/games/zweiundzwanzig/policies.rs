//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{Advisor, Algorithm, Settings, MAX_NODES};

use super::heuristic::Heuristic;
use super::state::Match;

/// How the `advisor` policy searches at each decision: PIMC, 100 determinizations, heuristic
/// playouts, one thread (about half a millisecond a decision; see BENCHMARKS.md).
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

/// The Monte Carlo advisor as a player: it reads the record of the deal from its view, so the
/// matches it plays in must keep their log (its entry in [`Match::policies`] says so).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: ADVISOR_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of the family: `random`, `heuristic` and `advisor` (which reads the log).
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
        reads_log: true,
    },
];

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
