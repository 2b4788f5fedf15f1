//! `arschloch.Rules`: an immutable rule set of Arschloch with presets and `replace`.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use zz_engine::games::arschloch::rules::PRESETS;
use zz_engine::games::arschloch::Rules as EngineRules;
use zz_engine::options::GameRules;

use crate::errors::{json_to_py, Result};
use crate::options::{option_named, options_dict, replaced, rules_repr, RulesClass};

/// A rule set of Arschloch (the rules: `docs/rules/arschloch.md`). Immutable: `replace` returns a
/// changed copy; unknown or out-of-range options raise `RulesError`, and a table the rules cannot
/// deal for is refused when a match starts. The preset is `standard()`; the options, each a
/// property below, are `games`, `lead_jokers`, `piles` and `hand_size`.
///
/// >>> from zweiundzwanzig import arschloch
/// >>> r = arschloch.Rules.standard().replace(games=3)
/// >>> r.games, r.preset, r
/// (3, None, Rules.standard().replace(games=3))
#[pyclass(module = "zweiundzwanzig.arschloch", frozen, eq, hash)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub rules: EngineRules,
}

#[pymethods]
impl Rules {
    /// `Rules(**options)` is `Rules.standard().replace(**options)`.
    #[new]
    #[pyo3(signature = (**options))]
    fn py_new(options: Option<&Bound<'_, PyDict>>) -> Result<Rules> {
        Rules::standard().replace(options)
    }

    /// The standard game: 11 piles of 10 cards, no joker leads, matches of 5 games.
    #[staticmethod]
    fn standard() -> Rules {
        Rules {
            rules: EngineRules::standard(),
        }
    }

    /// A preset by name: one of `Rules.presets()`.
    #[staticmethod]
    fn preset_named(name: &str) -> Result<Rules> {
        Ok(Rules {
            rules: EngineRules::preset(name)?,
        })
    }

    /// The names of the presets.
    #[staticmethod]
    fn presets() -> Vec<&'static str> {
        PRESETS.to_vec()
    }

    /// A copy with the given options changed.
    #[pyo3(signature = (**options))]
    fn replace(&self, options: Option<&Bound<'_, PyDict>>) -> Result<Rules> {
        Ok(Rules {
            rules: replaced(self.rules, options)?,
        })
    }

    /// The name of the preset this rule set equals, or None.
    #[getter]
    fn preset(&self) -> Option<&'static str> {
        self.rules.preset_name()
    }

    /// Every option and its value.
    fn options<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyDict>> {
        options_dict(py, &self.rules)
    }

    /// The games in a match (1 to 1000; 5 standard).
    #[getter]
    fn games<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        option_named(py, &self.rules, "games")
    }

    /// Whether jokers alone may be led (they win the round at once; not in the standard game).
    #[getter]
    fn lead_jokers<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        option_named(py, &self.rules, "lead_jokers")
    }

    /// The piles the pack is dealt into, one a player, the rest out of play (2 to 11; 11 standard).
    #[getter]
    fn piles<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        option_named(py, &self.rules, "piles")
    }

    /// The cards on each pile: every player's hand (1 to 15; 10 standard).
    #[getter]
    fn hand_size<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        option_named(py, &self.rules, "hand_size")
    }

    fn __repr__(&self) -> String {
        rules_repr(&self.rules)
    }

    /// The rule set as JSON.
    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.rules).map_err(json_to_py)
    }

    /// A rule set from `to_json` output.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Rules> {
        Ok(Rules {
            rules: serde_json::from_str(text).map_err(json_to_py)?,
        })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_json = py.get_type::<Rules>().getattr("from_json")?;
        Ok((from_json, (self.to_json()?,)))
    }
}

impl RulesClass for Rules {
    type Rules = EngineRules;
    const GAME: &'static str = "Arschloch";
    const CLASS: &'static str = "an arschloch.Rules";
    fn rules(&self) -> EngineRules {
        self.rules
    }
}

/// The rules given by a Python argument: an `arschloch.Rules`, a preset name, or None (standard).
pub fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> Result<EngineRules> {
    crate::options::rules_arg::<Rules>(obj)
}
