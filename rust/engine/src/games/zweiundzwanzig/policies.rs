//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::error::EngineError;
use crate::policy::{Policy, RandomPolicy};

use super::heuristic::Heuristic;
use super::state::Match;

/// The names of the built-in policies.
pub const POLICY_NAMES: [&str; 2] = ["random", "heuristic"];

/// A built-in policy by name.
pub fn policy_named(name: &str) -> Result<&'static dyn Policy<Match>, EngineError> {
    match name {
        "random" => Ok(&RandomPolicy),
        "heuristic" => Ok(&Heuristic),
        _ => Err(EngineError::Rules(format!(
            "unknown policy {name:?}; the policies are {}",
            POLICY_NAMES.join(", ")
        ))),
    }
}
