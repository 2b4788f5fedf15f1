//! A match as a record: its seed and moves, read back by replaying them (the engine's
//! [`crate::record`], written once for every game).

use crate::error::EngineError;

use super::state::Match;

impl Match {
    /// The match as JSON: players, rules, seed, moves, and the state they lead to.
    pub fn to_json(&self) -> Result<String, EngineError> {
        crate::record::to_json(self)
    }

    /// A match from [`Match::to_json`] output, rebuilt by replaying its moves from its seed.
    pub fn from_json(text: &str) -> Result<Match, EngineError> {
        crate::record::from_json(text)
    }
}
