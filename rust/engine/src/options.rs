//! Rule sets as presets and named options, written once for every game of the engine.
//!
//! A game's rule set is an immutable value; every difference between its presets is an option
//! with a name, so house rules combine freely. A game says what its presets and options are and
//! how to read and set one option ([`GameRules`]); everything else — which preset a rule set is,
//! how it differs from the nearest one, how it prints, setting several options at once, reading
//! a rule set back from its options, the checks and messages for a value out of range — is
//! written here once.

use std::fmt;

use serde::Deserialize;

use crate::error::EngineError;

/// A value given for an option, as it arrives from a user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// An integer.
    Int(i64),
    /// A truth value.
    Bool(bool),
    /// A name, for the options with named choices.
    Str(String),
    /// No value (an option whose value is worked out when it is not given).
    None,
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Str(s) => f.write_str(&crate::error::shown(s)),
            OptionValue::None => f.write_str("None"),
        }
    }
}

/// A game's rule set: presets by name and options by name.
pub trait GameRules: Copy + PartialEq + fmt::Debug + Send + Sync + Sized + 'static {
    /// The names of the presets; the first is the game's standard.
    const PRESETS: &'static [&'static str];
    /// The names of the options, in the order the rule set lists them.
    const OPTIONS: &'static [&'static str];
    /// The options whose fields a value built by hand can hold out of range (numbers; a named
    /// choice or a truth value is always one of its choices).
    const RANGED_OPTIONS: &'static [&'static str];

    /// A preset by name (one of [`GameRules::PRESETS`]).
    fn preset(name: &str) -> Result<Self, EngineError>;
    /// The value of an option, by name.
    fn option(&self, name: &str) -> Result<OptionValue, EngineError>;
    /// A copy with one option changed, checked for consistency.
    fn with_option(&self, name: &str, value: &OptionValue) -> Result<Self, EngineError>;
    /// Checks that a game of `players` players can be played under these rules (every option in
    /// range, whoever built the value, and the table possible).
    fn check_players(&self, players: usize) -> Result<(), EngineError>;

    /// The game's standard rules: its first preset.
    fn standard_preset() -> Self {
        Self::preset(Self::PRESETS[0]).unwrap_or_else(|_| unreachable!("presets are named"))
    }

    /// The name of the preset this rule set equals, if any.
    fn preset_name(&self) -> Option<&'static str> {
        Self::PRESETS
            .iter()
            .copied()
            .find(|name| Self::preset(name).is_ok_and(|r| r == *self))
    }

    /// The options where this rule set differs from `base`, as (name, value) pairs.
    fn differences(&self, base: &Self) -> Vec<(&'static str, OptionValue)> {
        Self::OPTIONS
            .iter()
            .copied()
            .filter_map(|name| {
                let mine = self.option(name).ok()?;
                (base.option(name).ok()? != mine).then_some((name, mine))
            })
            .collect()
    }

    /// The preset this rule set is closest to (fewest differences; the earlier on a tie).
    fn nearest_preset(&self) -> (&'static str, Self) {
        Self::PRESETS
            .iter()
            .map(|&name| {
                (
                    name,
                    Self::preset(name).unwrap_or_else(|_| Self::standard_preset()),
                )
            })
            .min_by_key(|(_, base)| self.differences(base).len())
            .unwrap_or_else(|| unreachable!("every game has presets"))
    }

    /// A copy with several options changed, in order; the first refusal stops it.
    fn with_options<'a>(
        &self,
        options: impl IntoIterator<Item = (&'a str, OptionValue)>,
    ) -> Result<Self, EngineError> {
        options
            .into_iter()
            .try_fold(*self, |r, (name, value)| r.with_option(name, &value))
    }

    /// The rule set a document gives as every option's value ([`GameRules::OPTIONS`] order):
    /// the standard rules with each option set in turn, so a document passes exactly the checks
    /// that building the same rules does.
    fn from_values(values: Vec<OptionValue>) -> Result<Self, EngineError> {
        Self::standard_preset().with_options(Self::OPTIONS.iter().copied().zip(values))
    }

    /// Checks that every option holds a value [`GameRules::with_option`] accepts (a value built
    /// by hand may not): each ranged option is set again to its own value.
    fn check_options(&self) -> Result<(), EngineError> {
        for &name in Self::RANGED_OPTIONS {
            self.with_option(name, &self.option(name)?)?;
        }
        Ok(())
    }
}

/// How a rule set is told: the name of its nearest preset, and each option that differs from it
/// as `name=value`, the value written by `value`.
pub fn described<R: GameRules>(
    rules: &R,
    value: impl Fn(&OptionValue) -> String,
) -> (&'static str, Vec<String>) {
    let (name, base) = rules.nearest_preset();
    let diffs = rules.differences(&base);
    let parts = diffs
        .iter()
        .map(|(n, v)| format!("{n}={}", value(v)))
        .collect();
    (name, parts)
}

/// `standard`, or the nearest preset with its differences: `standard(elimination=30)`.
pub fn display<R: GameRules>(rules: &R, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (name, diffs) = described(rules, ToString::to_string);
    f.write_str(name)?;
    if !diffs.is_empty() {
        write!(f, "({})", diffs.join(", "))?;
    }
    Ok(())
}

/// The error of an option name that is not one of `options`.
pub fn unknown_option(name: &str, options: &[&str]) -> EngineError {
    EngineError::Rules(format!(
        "unknown rule option {}; the options are {}",
        crate::error::shown(name),
        options.join(", ")
    ))
}

/// The error of a preset name that is not one of `presets`.
pub fn unknown_preset(name: &str, presets: &[&str]) -> EngineError {
    EngineError::Rules(format!(
        "unknown preset {}; the presets are {}",
        crate::error::shown(name),
        presets.join(", ")
    ))
}

/// The name a choice serializes as (`"last_beat"`).
pub fn choice_name<T: serde::Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => unreachable!("choices serialize as names"),
    }
}

/// A named choice of option `name`, one of `choices`.
pub fn named<T: for<'de> Deserialize<'de>>(
    name: &str,
    value: &OptionValue,
    choices: &[&str],
) -> Result<T, EngineError> {
    let OptionValue::Str(s) = value else {
        return Err(EngineError::Rules(format!(
            "option {name} takes a name, got {value}"
        )));
    };
    serde_json::from_value(serde_json::Value::String(s.clone())).map_err(|_| {
        let quoted: Vec<String> = choices.iter().map(|c| format!("{c:?}")).collect();
        EngineError::Rules(format!(
            "option {name} cannot be {}; choose {}",
            crate::error::shown(s),
            or_list(&quoted)
        ))
    })
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A truth value of option `name`.
pub fn boolean(name: &str, value: &OptionValue) -> Result<bool, EngineError> {
    match value {
        OptionValue::Bool(b) => Ok(*b),
        _ => Err(EngineError::Rules(format!(
            "option {name} takes True or False, got {value}"
        ))),
    }
}

/// An integer of option `name`, from `low` to `high`.
pub fn integer(name: &str, value: &OptionValue, low: i64, high: i64) -> Result<i64, EngineError> {
    match value {
        OptionValue::Int(i) if (low..=high).contains(i) => Ok(*i),
        _ => Err(EngineError::Rules(format!(
            "option {name} takes an integer from {low} to {high}, got {value}"
        ))),
    }
}

/// A document's rules (a position description's, say): a preset's name (`"taiwan"`) or the
/// options, read into the game's rule set `R`; absent or null, `None`. A name is a preset; an
/// object gives options, set on the standard rules in its order as `Rules.replace` sets them,
/// so each reports its own mistake as there (an unknown preset, an unknown option, an option's
/// invalid value).
pub fn rules_or_preset<'de, D, R>(d: D) -> Result<Option<R>, D::Error>
where
    D: serde::Deserializer<'de>,
    R: GameRules,
{
    d.deserialize_option(RulesVisitor(std::marker::PhantomData))
}

/// Reads `rules_or_preset`'s value by its shape: a string is a preset's name, a map the options.
struct RulesVisitor<R>(std::marker::PhantomData<R>);

impl<'de, R> serde::de::Visitor<'de> for RulesVisitor<R>
where
    R: GameRules,
{
    type Value = Option<R>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a preset's name or an object of options")
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_some<S: serde::Deserializer<'de>>(self, d: S) -> Result<Self::Value, S::Error> {
        d.deserialize_any(self)
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Self::Value, E> {
        R::preset(name).map(Some).map_err(E::custom)
    }

    fn visit_map<M: serde::de::MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
        let mut options = Vec::new();
        while let Some((name, value)) = map.next_entry::<String, GivenValue>()? {
            options.push((name, value.0));
        }
        R::standard_preset()
            .with_options(options.iter().map(|(n, v)| (n.as_str(), v.clone())))
            .map(Some)
            .map_err(serde::de::Error::custom)
    }
}

/// An option's value as a document gives it (a truth value, an integer, a name or null), read
/// into an [`OptionValue`] for [`GameRules::with_option`] to check.
struct GivenValue(OptionValue);

impl<'de> serde::Deserialize<'de> for GivenValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(GivenValueVisitor)
    }
}

struct GivenValueVisitor;

impl<'de> serde::de::Visitor<'de> for GivenValueVisitor {
    type Value = GivenValue;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an option's value: true, false, an integer, a name or null")
    }

    fn visit_bool<E: serde::de::Error>(self, b: bool) -> Result<GivenValue, E> {
        Ok(GivenValue(OptionValue::Bool(b)))
    }

    fn visit_i64<E: serde::de::Error>(self, i: i64) -> Result<GivenValue, E> {
        Ok(GivenValue(OptionValue::Int(i)))
    }

    fn visit_u64<E: serde::de::Error>(self, u: u64) -> Result<GivenValue, E> {
        i64::try_from(u)
            .map(|i| GivenValue(OptionValue::Int(i)))
            .map_err(|_| E::custom(format!("an option's value {u} is out of range")))
    }

    fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<GivenValue, E> {
        Ok(GivenValue(OptionValue::Str(s.to_string())))
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<GivenValue, E> {
        Ok(GivenValue(OptionValue::None))
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<GivenValue, E> {
        Ok(GivenValue(OptionValue::None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A document with rules, as a position description has them.
    #[derive(serde::Deserialize)]
    struct Document {
        #[serde(default, deserialize_with = "rules_or_preset")]
        rules: Option<crate::games::big_two::Rules>,
    }

    fn read(json: &str) -> Result<Option<crate::games::big_two::Rules>, String> {
        serde_json::from_str::<Document>(json)
            .map(|d| d.rules)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_document_s_rules_are_a_preset_s_name_or_an_object_of_options() {
        use crate::games::big_two::Rules;
        assert_eq!(
            read(r#"{"rules": "taiwan"}"#),
            Ok(Some(Rules::preset("taiwan").unwrap()))
        );
        assert_eq!(read(r#"{"rules": null}"#), Ok(None));
        assert_eq!(read("{}"), Ok(None));
        let changed = Rules::preset("pusoy_dos")
            .unwrap()
            .with_options([("pass_is_final", OptionValue::Bool(true))])
            .unwrap();
        let given = r#"{"rules": {"suit_order": "philippines", "pass_is_final": true}}"#;
        assert_eq!(read(given), Ok(Some(changed)));
    }

    #[test]
    fn each_shape_of_rules_reports_its_own_mistake() {
        let unknown = read(r#"{"rules": {"x": 1}}"#).unwrap_err();
        assert!(unknown.contains("unknown rule option \"x\""), "{unknown}");
        let invalid = read(r#"{"rules": {"hand_size": 15}}"#).unwrap_err();
        assert!(invalid.contains("hand_size"), "{invalid}");
        let preset = read(r#"{"rules": "nope"}"#).unwrap_err();
        assert!(preset.contains("unknown preset \"nope\""), "{preset}");
        let shape = read(r#"{"rules": 3}"#).unwrap_err();
        assert!(
            shape.contains("a preset's name or an object of options"),
            "{shape}"
        );
        for message in [unknown, invalid, preset, shape] {
            assert!(!message.contains("untagged"), "{message}");
        }
    }

    #[test]
    fn choices_are_listed_as_a_player_would_say_them() {
        let two = ["best".to_string(), "lead".to_string()];
        assert_eq!(or_list(&two), "best or lead");
        let three = ["a".to_string(), "b".to_string(), "c".to_string()];
        assert_eq!(or_list(&three), "a, b or c");
    }
}
