//! Arschloch's part of the binding's shared rooms: its name, rules argument, moves and views as
//! Python objects, its search's rollout and its classes (see `bound_game.rs`).

use pyo3::prelude::*;
use zz_engine::games::arschloch::{heuristic::Heuristic, Match as EngineMatch, Move as EngineMove};
use zz_engine::games::arschloch::{Rules as EngineRules, View as EngineView};
use zz_engine::policy::Policy;

use crate::arschloch::matches::{self, Match};
use crate::arschloch::moves::Move;
use crate::arschloch::view::View;
use crate::bound_game::BoundGame;
use crate::errors::Result;

impl BoundGame for EngineMatch {
    const NAME: &'static str = "arschloch";
    const TITLE: &'static str = "Arschloch";

    fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> Result<EngineRules> {
        crate::arschloch::rules::rules_arg(obj)
    }

    fn view_rules(view: &EngineView) -> EngineRules {
        view.rules
    }

    fn py_move<'py>(
        py: Python<'py>,
        _rules: EngineRules,
        mv: EngineMove,
    ) -> PyResult<Bound<'py, PyAny>> {
        Ok(Bound::new(py, Move::new(mv))?.into_any())
    }

    fn py_view(py: Python<'_>, view: EngineView) -> PyResult<Bound<'_, PyAny>> {
        Ok(Bound::new(py, View::of(view))?.into_any())
    }

    fn view_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<EngineView>> {
        crate::arschloch::advice::view_of(obj)
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
        crate::arschloch::register(core)?;
        let m = core.getattr("arschloch")?.cast_into::<PyModule>()?;
        m.add("MIN_PLAYERS", zz_engine::game::MIN_PLAYERS)?;
        m.add(
            "MOVE_CAPACITY",
            zz_engine::games::arschloch::moves::MOVE_CAPACITY,
        )?;
        m.add_function(wrap_pyfunction!(heuristic, &m)?)
    }
}

/// The move Arschloch's built-in `"heuristic"` policy makes from `view` (a `View` whose player is
/// to move, or a `Match`, for its player to move): the move it makes in a simulation from that
/// view, for a Python policy to fall back on. A view with nobody to move, or whose player is not to
/// move, is a `StateError`; another game's view a `TypeError`.
///
/// >>> from zweiundzwanzig import arschloch
/// >>> m = arschloch.Match(players=4, seed=1)
/// >>> arschloch.heuristic(m.view(m.current_player)) in m.legal_moves()
/// True
#[pyfunction]
#[pyo3(signature = (view, /))]
fn heuristic(py: Python<'_>, view: &Bound<'_, PyAny>) -> Result<Py<PyAny>> {
    crate::heuristic::move_at::<EngineMatch>(py, view, "arschloch.heuristic")
}
