//! Big Two's part of the binding's shared rooms: its name, rules argument, moves and views as
//! Python objects, its search's rollout and its classes (see `bound_game.rs`).

use pyo3::prelude::*;
use zz_engine::games::big_two::{heuristic::Heuristic, Match as EngineMatch, Move as EngineMove};
use zz_engine::games::big_two::{Rules as EngineRules, View as EngineView};
use zz_engine::policy::Policy;

use crate::big_two::matches::{self, Match};
use crate::big_two::moves::Move;
use crate::big_two::view::View;
use crate::bound_game::BoundGame;
use crate::errors::Result;

impl BoundGame for EngineMatch {
    const NAME: &'static str = "big_two";
    const TITLE: &'static str = "Big Two";

    fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> Result<EngineRules> {
        crate::big_two::rules::rules_arg(obj)
    }

    fn view_rules(view: &EngineView) -> EngineRules {
        view.rules
    }

    fn py_move<'py>(
        py: Python<'py>,
        rules: EngineRules,
        mv: EngineMove,
    ) -> PyResult<Bound<'py, PyAny>> {
        Ok(Bound::new(py, Move::new(mv, rules))?.into_any())
    }

    fn py_view(py: Python<'_>, view: EngineView) -> PyResult<Bound<'_, PyAny>> {
        Ok(Bound::new(py, View::of(view))?.into_any())
    }

    fn view_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<EngineView>> {
        crate::big_two::advice::view_of(obj)
    }

    fn match_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<EngineMatch>> {
        match obj.cast::<Match>() {
            Ok(m) => Ok(Some(m.get().inner.cloned()?)),
            Err(_) => Ok(None),
        }
    }

    fn move_from(&self, obj: &Bound<'_, PyAny>) -> PyResult<EngineMove> {
        matches::move_from(self, obj)
    }

    fn rollout() -> &'static dyn Policy<EngineMatch> {
        &Heuristic
    }

    fn register(core: &Bound<'_, PyModule>) -> PyResult<()> {
        crate::big_two::register(core)?;
        let m = core.getattr("big_two")?.cast_into::<PyModule>()?;
        m.add("MIN_PLAYERS", zz_engine::games::big_two::rules::MIN_PLAYERS)?;
        m.add_function(wrap_pyfunction!(heuristic, &m)?)
    }
}

/// The move Big Two's built-in `"heuristic"` policy makes from `view` (a `View` whose player is to
/// move, or a `Match`, for its player to move): the move it makes in a simulation from that view,
/// for a Python policy to fall back on. A view with nobody to move, or whose player is not to move,
/// is a `StateError`; another game's view a `TypeError`.
///
/// >>> from zweiundzwanzig import big_two
/// >>> m = big_two.Match(players=4, seed=1)
/// >>> big_two.heuristic(m.view(m.current_player)) in m.legal_moves()
/// True
#[pyfunction]
#[pyo3(signature = (view, /))]
fn heuristic(py: Python<'_>, view: &Bound<'_, PyAny>) -> Result<Py<PyAny>> {
    crate::heuristic::move_at::<EngineMatch>(py, view, "big_two.heuristic")
}
