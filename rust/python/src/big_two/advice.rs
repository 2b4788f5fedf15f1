//! Big Two's part of `advise`: the view a `View` or `Match` argument gives.

use pyo3::prelude::*;
use zz_engine::game::Game;
use zz_engine::games::big_two::View as EngineView;

use crate::big_two::matches::Match;
use crate::big_two::view::View;

/// The view `obj` gives when it is a Big Two `View`, or the `Match` whose player to move is
/// advised; `None` for anything else.
pub fn view_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<EngineView>> {
    if let Ok(v) = obj.cast::<View>() {
        return Ok(Some(v.get().view.clone()));
    }
    if let Ok(m) = obj.cast::<Match>() {
        let m = m.get().inner.lock()?;
        let Some(p) = m.to_move() else {
            return Err(crate::errors::StateError::new_err(
                "the match is over: there is no move to advise on",
            ));
        };
        return Ok(Some(Game::view(&*m, p)));
    }
    Ok(None)
}
