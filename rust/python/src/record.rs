//! Reading a game's match and views back from JSON, written once for every game: a match record
//! replayed by the engine (and dealt on when it was written waiting between two rounds), a view
//! checked field by field.

use zz_engine::game::{Game, GameView};
use zz_engine::EngineError;

use crate::errors::{json_to_py, Result};

/// A match of game `G` from its record, rebuilt by replaying its moves from its seed (a record
/// that does not replay is a `StateError`). A match recorded waiting between two rounds deals
/// the next one: a Python match never waits.
pub fn match_from_json<G: Game>(text: &str) -> Result<G> {
    let mut m: G = zz_engine::record::from_json(text)?;
    if m.stops_between_deals() {
        m.stop_between_deals(false);
        if m.is_between_deals() {
            m.next_deal()?;
        }
    }
    Ok(m)
}

/// A view from its JSON, checked: a document that is not a possible view (a field out of range,
/// cards that do not add up) is a `StateError` saying what is wrong.
pub fn view_from_json<V: GameView>(text: &str) -> Result<V> {
    let view: V = serde_json::from_str(text).map_err(json_to_py)?;
    // A table the rules cannot seat is a document's fault here, not a choice of rules.
    view.check().map_err(|e| match e {
        EngineError::Rules(m) => EngineError::State(format!("not a possible view: {m}")),
        other => other,
    })?;
    Ok(view)
}
