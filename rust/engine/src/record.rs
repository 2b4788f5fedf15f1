//! A match written down as its seed and moves (plus the state they lead to, for readers), and
//! read back by replaying them — written once for every game. A record that does not replay is
//! refused, so no inconsistent state can be loaded: the configuration passes the same checks as
//! a new match, every move the same checks as a move made, and the state must be the one the
//! moves lead to.

use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::game::Game;

/// A match as players, rules, seed and moves; `state` is what they lead to; `stops` whether the
/// match stops between deals (written only when it does).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record<R, M, S> {
    format: String,
    players: u8,
    rules: R,
    seed: u64,
    moves: Vec<M>,
    state: Option<S>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    stops: bool,
}

/// The match as JSON: players, rules, seed, moves, and the state they lead to.
pub fn to_json<G: Game>(game: &G) -> Result<String, EngineError> {
    let record = Record {
        format: G::RECORD_FORMAT.into(),
        players: game.players() as u8,
        rules: *game.rules(),
        seed: game.seed(),
        moves: game.history().to_vec(),
        state: Some(game.clone()),
        stops: game.stops_between_deals(),
    };
    serde_json::to_string(&record).map_err(|e| EngineError::State(e.to_string()))
}

/// A match from [`to_json`] output, rebuilt by replaying its moves from its seed. Fails when the
/// text is no record of this game, a move does not replay, or the state does not match.
pub fn from_json<G: Game>(text: &str) -> Result<G, EngineError> {
    let record: Record<G::Rules, G::Move, G> = serde_json::from_str(text)
        .map_err(|e| EngineError::State(format!("not a match record: {e}")))?;
    if record.format != G::RECORD_FORMAT {
        return Err(EngineError::State(format!(
            "unknown record format {:?}; expected {:?}",
            record.format,
            G::RECORD_FORMAT
        )));
    }
    let mut game = G::start(record.players.into(), record.rules, record.seed, true)
        .map_err(|e| EngineError::State(format!("the record's configuration: {e}")))?;
    game.stop_between_deals(record.stops);
    for (i, &mv) in record.moves.iter().enumerate() {
        let replayed = if game.is_between_deals() {
            game.next_deal().and_then(|()| game.apply(mv))
        } else {
            game.apply(mv)
        };
        replayed.map_err(|e| {
            EngineError::State(format!(
                "move {i} ({mv}) of the record does not replay: {e}"
            ))
        })?;
    }
    // A match that stops may have been written just after dealing on, before its next move.
    if game.is_between_deals() && record.state.as_ref().is_some_and(|s| !s.is_between_deals()) {
        game.next_deal()
            .map_err(|e| EngineError::State(format!("the record's next deal: {e}")))?;
    }
    if record.state.as_ref().is_some_and(|s| *s != game) {
        return Err(EngineError::State(
            "the record's state does not follow from its seed and moves".into(),
        ));
    }
    Ok(game)
}
