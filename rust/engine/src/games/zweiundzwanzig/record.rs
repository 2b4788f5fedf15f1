//! A match written down as its seed and moves (plus the state they lead to, for readers), and
//! read back by replaying them: a record that does not replay is refused, so no inconsistent
//! state can be loaded.

use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::game::Game;

use super::moves::Move;
use super::rules::Rules;
use super::state::Match;

/// The format tag of a match record.
pub const MATCH_FORMAT: &str = "zweiundzwanzig.match/1";

/// A match as players, rules, seed and moves; `state` is what they lead to.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    format: String,
    players: u8,
    rules: Rules,
    seed: u64,
    moves: Vec<Move>,
    state: Option<Match>,
}

impl Match {
    /// The match as JSON: players, rules, seed, moves, and the state they lead to.
    pub fn to_json(&self) -> Result<String, EngineError> {
        let record = Record {
            format: MATCH_FORMAT.into(),
            players: self.players,
            rules: self.rules,
            seed: self.seed,
            moves: self.history.clone(),
            state: Some(self.clone()),
        };
        serde_json::to_string(&record).map_err(|e| EngineError::State(e.to_string()))
    }

    /// A match from [`Match::to_json`] output, rebuilt by replaying its moves from its seed. Fails
    /// when the text is no record, a move does not replay, or the state does not match.
    pub fn from_json(text: &str) -> Result<Match, EngineError> {
        let record: Record = serde_json::from_str(text)
            .map_err(|e| EngineError::State(format!("not a match record: {e}")))?;
        if record.format != MATCH_FORMAT {
            return Err(EngineError::State(format!(
                "unknown record format {:?}; expected {MATCH_FORMAT:?}",
                record.format
            )));
        }
        let mut m = Match::new(record.players.into(), record.rules, record.seed)
            .map_err(|e| EngineError::State(format!("the record's configuration: {e}")))?;
        for (i, &mv) in record.moves.iter().enumerate() {
            m.apply(mv).map_err(|e| {
                EngineError::State(format!(
                    "move {i} ({mv}) of the record does not replay: {e}"
                ))
            })?;
        }
        if record.state.as_ref().is_some_and(|s| *s != m) {
            return Err(EngineError::State(
                "the record's state does not follow from its seed and moves".into(),
            ));
        }
        Ok(m)
    }
}
