//! What every game's `Rules` class shares: options read from and given to Python, `replace`,
//! the options dict, a `repr` that evaluates back, and reading a rules argument. Each game's
//! class is a thin wrapper over its engine rules that calls these.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};
use pyo3::PyClass;
use zz_engine::options::{GameRules, OptionKind, OptionValue};

use crate::errors::{Result, RulesError};

/// An option's value as Python writes it in a `repr`.
fn python_literal(v: &OptionValue) -> String {
    match v {
        OptionValue::Bool(true) => "True".into(),
        OptionValue::Bool(false) => "False".into(),
        OptionValue::Str(s) => format!("'{s}'"),
        other => other.to_string(),
    }
}

/// An option's value from Python: None, a bool, an int or a str.
fn option_value(name: &str, value: &Bound<'_, PyAny>) -> PyResult<OptionValue> {
    if value.is_none() {
        return Ok(OptionValue::None);
    }
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(OptionValue::Bool(b.is_true()));
    }
    // An int, or anything with `__index__` (a numpy integer), as the other integer arguments.
    let index = match value.cast::<PyInt>() {
        Ok(_) => Some(value.clone()),
        Err(_) => value.call_method0("__index__").ok(),
    };
    if let Some(i) = index {
        let i = i.cast_into::<PyInt>()?;
        return match i.extract::<i64>() {
            Ok(i) => Ok(OptionValue::Int(i)),
            // Python refuses to print ints of thousands of digits: name those without digits.
            Err(_) => Err(RulesError::new_err(format!(
                "option {name}: {} is out of range",
                i.extract::<i128>()
                    .map_or_else(|_| "a larger number".into(), |v| v.to_string())
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

/// An option's value as a Python object.
pub fn option_object<'py>(py: Python<'py>, v: &OptionValue) -> PyResult<Bound<'py, PyAny>> {
    use pyo3::IntoPyObjectExt;
    match v {
        OptionValue::Int(i) => i.into_bound_py_any(py),
        OptionValue::Bool(b) => b.into_bound_py_any(py),
        OptionValue::Str(s) => s.into_bound_py_any(py),
        OptionValue::None => Ok(py.None().into_bound(py)),
    }
}

/// `rules` with the keyword options changed, in the order given; unknown or out-of-range options
/// raise `RulesError` and nothing changes.
pub fn replaced<R: GameRules>(rules: R, options: Option<&Bound<'_, PyDict>>) -> Result<R> {
    let mut rules = rules;
    if let Some(options) = options {
        for (key, value) in options.iter() {
            let name: String = key.extract()?;
            rules = rules.with_option(&name, &option_value(&name, &value)?)?;
        }
    }
    Ok(rules)
}

/// Every option of `rules` and its value, in the order the game lists them.
pub fn options_dict<'py, R: GameRules>(py: Python<'py>, rules: &R) -> Result<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for name in R::OPTIONS {
        dict.set_item(name, option_object(py, &rules.option(name)?)?)?;
    }
    Ok(dict)
}

/// What each option takes, in the order the game lists them, as a settings form reads it:
/// `{"kind": "bool"}`, `{"kind": "choice", "choices": [...]}`, `{"kind": "integer", "low": 1,
/// "high": 99}` or `{"kind": "integer", "choices": [13, 17]}`, each with `"optional"` (whether
/// None is a value).
pub fn option_kinds_dict<R: GameRules>(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    for (name, kind) in R::option_kinds() {
        dict.set_item(name, kind_dict(py, kind)?)?;
    }
    Ok(dict)
}

/// One option's kind as a dict.
fn kind_dict(py: Python<'_>, kind: OptionKind) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    let optional = match kind {
        OptionKind::Bool => {
            dict.set_item("kind", "bool")?;
            false
        }
        OptionKind::Choice(choices) => {
            dict.set_item("kind", "choice")?;
            dict.set_item("choices", choices.to_vec())?;
            false
        }
        OptionKind::Integer {
            low,
            high,
            optional,
        } => {
            dict.set_item("kind", "integer")?;
            dict.set_item("low", low)?;
            dict.set_item("high", high)?;
            optional
        }
        OptionKind::IntegerChoice { choices, optional } => {
            dict.set_item("kind", "integer")?;
            dict.set_item("choices", choices.to_vec())?;
            optional
        }
    };
    dict.set_item("optional", optional)?;
    Ok(dict)
}

/// One option's value as a Python object.
pub fn option_named<'py, R: GameRules>(
    py: Python<'py>,
    rules: &R,
    name: &str,
) -> Result<Bound<'py, PyAny>> {
    Ok(option_object(py, &rules.option(name)?)?)
}

/// `Rules.standard().replace(games=3)`: the nearest preset and the differences, a `repr` that
/// evaluates back (with the class in scope).
pub fn rules_repr<R: GameRules>(rules: &R) -> String {
    let (name, diffs) = zz_engine::options::described(rules, python_literal);
    let mut s = format!("Rules.{name}()");
    if !diffs.is_empty() {
        s.push_str(&format!(".replace({})", diffs.join(", ")));
    }
    s
}

/// A game's `Rules` class: what [`rules_arg`] reads.
pub trait RulesClass: PyClass<Frozen = pyo3::pyclass::boolean_struct::True> + Sync {
    /// The engine's rules of the game.
    type Rules: GameRules;
    /// The game's name, for errors (`"Arschloch"`).
    const GAME: &'static str;
    /// The Python name of the class with its article (`"an arschloch.Rules"`).
    const CLASS: &'static str;
    /// The engine's rules this object holds.
    fn rules(&self) -> Self::Rules;
}

/// The rules given by a Python argument: the game's `Rules`, a preset name, or None (standard).
/// Another game's rules are a `RulesError` that says which game they are for; anything else a
/// `TypeError`.
pub fn rules_arg<C: RulesClass>(obj: Option<&Bound<'_, PyAny>>) -> Result<C::Rules> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(C::Rules::standard_preset());
    };
    if let Ok(r) = obj.cast::<C>() {
        return Ok(r.get().rules());
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(C::Rules::preset(s.to_str()?)?);
    }
    let module = obj
        .get_type()
        .module()
        .map(|m| m.to_string())
        .unwrap_or_default();
    if obj.get_type().name()? == "Rules" && module.starts_with("zweiundzwanzig") {
        return Err(RulesError::new_err(format!(
            "these are rules of {module}, not of {}: give {} or a preset name",
            C::GAME,
            C::CLASS
        ))
        .into());
    }
    Err(PyTypeError::new_err(format!(
        "rules must be {} or a preset name, not {}",
        C::CLASS,
        obj.get_type().name()?
    ))
    .into())
}
