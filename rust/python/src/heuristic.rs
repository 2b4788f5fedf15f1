//! `heuristic(view)`: the move a game's built-in `"heuristic"` policy makes from a view, for a
//! Python policy to fall back on. Written once; each game's module gets it (`<game>/bound.rs`).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use zz_engine::game::GameView;
use zz_engine::rng::Rng;

use crate::bound_game::BoundGame;
use crate::errors::{Result, StateError};

/// The move game `G`'s `"heuristic"` policy makes for the player of `obj` (a `View` of `G`
/// whose player is to move, or a `Match` of `G`, for its player to move), as a `Move` of `G`.
/// The heuristic reads only what the player may know, so the move is the one it makes in a
/// simulation from the same view. `called` names the function in messages.
pub fn move_at<G: BoundGame>(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    called: &str,
) -> Result<Py<PyAny>> {
    let Some(view) = G::view_of(obj)? else {
        return Err(PyTypeError::new_err(format!(
            "{called} takes a View or a Match of {}, not {}",
            G::TITLE,
            obj.get_type().name()?
        ))
        .into());
    };
    match view.to_move() {
        None => Err(StateError::new_err(
            "nobody is to move in this view: there is no move to make",
        )
        .into()),
        Some(seat) if seat != view.player() => Err(StateError::new_err(format!(
            "player {seat} is to move, not player {} whose view this is: the heuristic plays \
             for the player to move",
            view.player()
        ))
        .into()),
        Some(_) => {
            let mv = chosen::<G>(&view)?;
            Ok(G::py_move(py, G::view_rules(&view), mv)?.unbind())
        }
    }
}

/// The move game `G`'s `"heuristic"` policy makes from `view`, whose player is to move.
pub fn chosen<G: BoundGame>(view: &G::View) -> Result<G::Move> {
    // Any state the view allows gives the same move: the heuristic reads only the view.
    let hidden = G::hidden(view)?;
    let m = G::determinize(view, &hidden, &mut Rng::seeded(0))?;
    let policy = G::policy_named("heuristic")?.policy;
    Ok(policy.choose(&m, &mut Rng::seeded(0)))
}
