//! `Rules`: an immutable rule set of the Zweiundzwanzig family with presets and `replace`.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};
use zz_engine::games::zweiundzwanzig::rules::{OptionValue, OPTIONS, PRESETS};
use zz_engine::games::zweiundzwanzig::Rules as EngineRules;

use crate::errors::{json_to_py, to_py, RulesError};

/// A rule set of the Zweiundzwanzig family (`docs/rules/`). Immutable: `replace` returns a
/// changed copy; unknown or inconsistent options raise `RulesError`.
///
/// >>> import zweiundzwanzig as zz
/// >>> r = zz.Rules.standard().replace(elimination=30)
/// >>> r.elimination, r.preset, r
/// (30, None, Rules.standard().replace(elimination=30))
#[pyclass(module = "zweiundzwanzig", frozen, eq, hash)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub rules: EngineRules,
}

#[pymethods]
impl Rules {
    /// `Rules(**options)` is `Rules.standard().replace(**options)`.
    #[new]
    #[pyo3(signature = (**options))]
    fn py_new(options: Option<&Bound<'_, PyDict>>) -> PyResult<Rules> {
        Rules {
            rules: EngineRules::standard(),
        }
        .replace(options)
    }

    /// The standard game, `docs/rules/standard.md` (`all_out="share"`).
    #[staticmethod]
    fn standard() -> Rules {
        Rules {
            rules: EngineRules::standard(),
        }
    }

    /// Twenty-Two, `docs/rules/twenty_two.md`: the lowest total wins when all go out together.
    #[staticmethod]
    fn twenty_two() -> Rules {
        Rules {
            rules: EngineRules::twenty_two(),
        }
    }

    /// Schlagen und Stechen (Ben Rasmussen), `docs/rules/rasmussen.md`.
    #[staticmethod]
    fn rasmussen() -> Rules {
        Rules {
            rules: EngineRules::rasmussen(),
        }
    }

    /// Sechsundzwanzig (Roman Igumnow), `docs/rules/sechsundzwanzig.md`.
    #[staticmethod]
    fn sechsundzwanzig() -> Rules {
        Rules {
            rules: EngineRules::sechsundzwanzig(),
        }
    }

    /// A preset by name: one of `Rules.presets()`.
    #[staticmethod]
    fn preset_named(name: &str) -> PyResult<Rules> {
        Ok(Rules {
            rules: EngineRules::preset(name).map_err(to_py)?,
        })
    }

    /// The names of the presets.
    #[staticmethod]
    fn presets() -> Vec<&'static str> {
        PRESETS.to_vec()
    }

    /// A copy with the given options changed.
    #[pyo3(signature = (**options))]
    fn replace(&self, options: Option<&Bound<'_, PyDict>>) -> PyResult<Rules> {
        let mut rules = self.rules;
        if let Some(options) = options {
            for (key, value) in options.iter() {
                let name: String = key.extract()?;
                rules = rules
                    .with_option(&name, &option_value(&name, &value)?)
                    .map_err(to_py)?;
            }
        }
        Ok(Rules { rules })
    }

    /// The name of the preset this rule set equals, or None.
    #[getter]
    fn preset(&self) -> Option<&'static str> {
        self.rules.preset_name()
    }

    /// Every option and its value.
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for name in OPTIONS {
            dict.set_item(
                name,
                option_object(py, &self.rules.option(name).map_err(to_py)?)?,
            )?;
        }
        Ok(dict)
    }

    /// The number of decks for `players` players.
    fn decks_for(&self, players: usize) -> u8 {
        self.rules.decks_for(players)
    }

    /// The value of a card rank for scoring and deal sizes: 2-10, J Q K 10, A 11, joker 13.
    #[staticmethod]
    fn value(rank: &str) -> PyResult<u8> {
        let r = zz_engine::card::parse_rank(rank).map_err(to_py)?;
        Ok(EngineRules::value(r))
    }

    fn __getattr__<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        match self.rules.option(name) {
            Ok(v) => option_object(py, &v),
            Err(_) => Err(pyo3::exceptions::PyAttributeError::new_err(format!(
                "'Rules' object has no attribute {name:?}"
            ))),
        }
    }

    fn __dir__(&self) -> Vec<&'static str> {
        let mut names = OPTIONS.to_vec();
        names.extend([
            "replace",
            "options",
            "preset",
            "decks_for",
            "value",
            "to_json",
        ]);
        names
    }

    fn __repr__(&self) -> String {
        let (name, base) = self.rules.nearest_preset();
        let diffs = self.rules.differences(&base);
        let mut s = format!("Rules.{name}()");
        if !diffs.is_empty() {
            let parts: Vec<String> = diffs
                .iter()
                .map(|(n, v)| format!("{n}={}", python_literal(v)))
                .collect();
            s.push_str(&format!(".replace({})", parts.join(", ")));
        }
        s
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

fn python_literal(v: &OptionValue) -> String {
    match v {
        OptionValue::Bool(true) => "True".into(),
        OptionValue::Bool(false) => "False".into(),
        OptionValue::Str(s) => format!("'{s}'"),
        other => other.to_string(),
    }
}

fn option_value(name: &str, value: &Bound<'_, PyAny>) -> PyResult<OptionValue> {
    if value.is_none() {
        return Ok(OptionValue::None);
    }
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(OptionValue::Bool(b.is_true()));
    }
    if let Ok(i) = value.cast::<PyInt>() {
        return match i.extract::<i64>() {
            Ok(i) => Ok(OptionValue::Int(i)),
            Err(_) => Err(RulesError::new_err(format!(
                "option {name}: {i} is out of range"
            ))),
        };
    }
    if let Ok(s) = value.cast::<PyString>() {
        return Ok(OptionValue::Str(s.to_str()?.to_string()));
    }
    Err(PyTypeError::new_err(format!(
        "option {name} takes a bool, an int, a str or None, not {}",
        value.get_type().name()?
    )))
}

fn option_object<'py>(py: Python<'py>, v: &OptionValue) -> PyResult<Bound<'py, PyAny>> {
    use pyo3::IntoPyObjectExt;
    match v {
        OptionValue::Int(i) => i.into_bound_py_any(py),
        OptionValue::Bool(b) => b.into_bound_py_any(py),
        OptionValue::Str(s) => s.into_bound_py_any(py),
        OptionValue::None => Ok(py.None().into_bound(py)),
    }
}

/// The rules given by a Python argument: a `Rules`, a preset name, or None (standard).
pub fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> PyResult<EngineRules> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(EngineRules::standard());
    };
    if let Ok(r) = obj.cast::<Rules>() {
        return Ok(r.get().rules);
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return EngineRules::preset(s.to_str()?).map_err(to_py);
    }
    Err(PyTypeError::new_err(format!(
        "rules must be a zz.Rules or a preset name, not {}",
        obj.get_type().name()?
    )))
}
