//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::error::EngineError;
use crate::policy::{Policy, RandomPolicy};
use crate::search::{Advisor, Algorithm, Settings, MAX_NODES};

use super::heuristic::Heuristic;
use super::state::Match;

/// The names of the built-in policies.
pub const POLICY_NAMES: [&str; 3] = ["random", "heuristic", "advisor"];

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
/// matches it plays in must keep their log (see [`needs_log`]).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: ADVISOR_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// Whether a policy reads the event log (the matches it plays must be logged).
pub fn needs_log(name: &str) -> bool {
    name == "advisor"
}

/// A built-in policy by name.
pub fn policy_named(name: &str) -> Result<&'static dyn Policy<Match>, EngineError> {
    match name {
        "random" => Ok(&RandomPolicy),
        "heuristic" => Ok(&Heuristic),
        "advisor" => Ok(&ADVISOR),
        _ => Err(EngineError::Rules(format!(
            "unknown policy {name:?}; the policies are {}",
            POLICY_NAMES.join(", ")
        ))),
    }
}
