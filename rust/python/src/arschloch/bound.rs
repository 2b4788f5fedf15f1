//! Arschloch's part of the binding's shared rooms: its name, rules argument, moves and views as Python
//! objects, its search's rollout and its classes (see `bound_game.rs`).

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
        crate::arschloch::register(core)
    }
}
