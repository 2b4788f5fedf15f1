//! Rule sets as presets and named options, written once for every game of the engine.
//!
//! A game's rule set is an immutable value; every difference between its presets is an option
//! with a name, so house rules combine freely. A game says what its presets and options are,
//! what values each option takes ([`OptionKind`]) and how to read and set one option
//! ([`GameRules`]); everything else — which preset a rule set is, how it differs from the
//! nearest one, how it prints, setting several options at once, reading a rule set back from its
//! options, the checks and messages for a value out of range — is written here once.

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

/// What values an option takes, as a settings form offers them. A game writes each option's
/// kind once ([`GameRules::option_kind`]), and [`GameRules::with_option`] checks every value
/// against it, so what a form offers and what the rules accept are the same list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// True or False.
    Bool,
    /// One of these names.
    Choice(&'static [&'static str]),
    /// An integer from `low` to `high`; None too when `optional` (a value worked out when it
    /// is not given).
    Integer {
        /// The lowest integer.
        low: i64,
        /// The highest integer.
        high: i64,
        /// Whether None is a value.
        optional: bool,
    },
    /// One of these integers (a hand size of 13 or 17, say); None too when `optional`.
    IntegerChoice {
        /// The integers, low to high.
        choices: &'static [i64],
        /// Whether None is a value.
        optional: bool,
    },
}

impl OptionKind {
    /// Checks that option `name` takes `value`; the error says what it takes.
    pub fn check(&self, name: &str, value: &OptionValue) -> Result<(), EngineError> {
        let refuse = |takes: String| {
            Err(EngineError::Rules(format!(
                "option {name} takes {takes}, got {value}"
            )))
        };
        match (*self, value) {
            (OptionKind::Bool, OptionValue::Bool(_)) => Ok(()),
            (OptionKind::Bool, _) => refuse("True or False".into()),
            (OptionKind::Choice(choices), OptionValue::Str(s)) => {
                if choices.contains(&s.as_str()) {
                    return Ok(());
                }
                let quoted: Vec<String> = choices.iter().map(|c| format!("{c:?}")).collect();
                Err(EngineError::Rules(format!(
                    "option {name} cannot be {}; choose {}",
                    crate::error::shown(s),
                    or_list(&quoted)
                )))
            }
            (OptionKind::Choice(_), _) => refuse("a name".into()),
            (
                OptionKind::Integer { optional: true, .. }
                | OptionKind::IntegerChoice { optional: true, .. },
                OptionValue::None,
            ) => Ok(()),
            (OptionKind::Integer { low, high, .. }, OptionValue::Int(i))
                if (low..=high).contains(i) =>
            {
                Ok(())
            }
            (OptionKind::IntegerChoice { choices, .. }, OptionValue::Int(i))
                if choices.contains(i) =>
            {
                Ok(())
            }
            (
                OptionKind::Integer {
                    low,
                    high,
                    optional,
                },
                _,
            ) => {
                let none = if optional { "None or " } else { "" };
                refuse(format!("{none}an integer from {low} to {high}"))
            }
            (OptionKind::IntegerChoice { choices, optional }, _) => {
                let mut listed: Vec<String> = choices.iter().map(i64::to_string).collect();
                if optional {
                    listed.insert(0, "None".into());
                }
                refuse(or_list(&listed))
            }
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
    /// What values an option takes, by name: the description a settings form shows, and the
    /// check [`GameRules::with_option`] makes.
    fn option_kind(name: &str) -> Result<OptionKind, EngineError>;
    /// A copy with one option changed to `value`, which [`GameRules::with_option`] has checked
    /// against the option's kind; read it with [`truth`], [`chosen`], [`whole`] or [`optional`].
    fn with_checked_option(&self, name: &str, value: &OptionValue) -> Result<Self, EngineError>;
    /// Checks that a game of `players` players can be played under these rules (every option in
    /// range, whoever built the value, and the table possible).
    fn check_players(&self, players: usize) -> Result<(), EngineError>;

    /// A copy with one option changed: the value checked against what the option takes
    /// ([`GameRules::option_kind`]), then set.
    fn with_option(&self, name: &str, value: &OptionValue) -> Result<Self, EngineError> {
        Self::option_kind(name)?.check(name, value)?;
        self.with_checked_option(name, value)
    }

    /// Every option and what it takes, in [`GameRules::OPTIONS`] order.
    fn option_kinds() -> Vec<(&'static str, OptionKind)> {
        Self::OPTIONS
            .iter()
            .map(|&name| {
                let kind = Self::option_kind(name)
                    .unwrap_or_else(|_| unreachable!("every option has a kind"));
                (name, kind)
            })
            .collect()
    }

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

/// A checked name of option `name` read as its choice `T` (a name the option's kind lists that
/// `T` does not know is refused: each game's tests set every listed choice).
pub fn chosen<T: for<'de> Deserialize<'de>>(
    name: &str,
    value: &OptionValue,
) -> Result<T, EngineError> {
    let not_known = || EngineError::Rules(format!("option {name} cannot be {value}"));
    let OptionValue::Str(s) = value else {
        return Err(not_known());
    };
    serde_json::from_value(serde_json::Value::String(s.clone())).map_err(|_| not_known())
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A checked truth value of option `name`.
pub fn truth(name: &str, value: &OptionValue) -> Result<bool, EngineError> {
    match value {
        OptionValue::Bool(b) => Ok(*b),
        _ => Err(EngineError::Rules(format!(
            "option {name} takes True or False, got {value}"
        ))),
    }
}

/// A checked integer of option `name`.
pub fn whole(name: &str, value: &OptionValue) -> Result<i64, EngineError> {
    optional(name, value)?
        .ok_or_else(|| EngineError::Rules(format!("option {name} takes an integer, got {value}")))
}

/// A checked integer of option `name`, or None.
pub fn optional(name: &str, value: &OptionValue) -> Result<Option<i64>, EngineError> {
    match value {
        OptionValue::Int(i) => Ok(Some(*i)),
        OptionValue::None => Ok(None),
        _ => Err(EngineError::Rules(format!(
            "option {name} takes an integer, got {value}"
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

/// Checks a game's option kinds against its rules: every option has one, in
/// [`GameRules::OPTIONS`] order; the standard rules take every value a kind lists (a choice, an
/// integer's ends, None when optional) and read it back; they refuse a value outside (a made-up
/// name, an integer past either end, None when not optional); and every preset's values are
/// values its kinds list. Each game's tests call it.
#[cfg(test)]
pub(crate) fn check_option_kinds<R: GameRules>() {
    let names: Vec<&str> = R::option_kinds().iter().map(|(n, _)| *n).collect();
    assert_eq!(names, R::OPTIONS);
    let standard = R::standard_preset();
    for (name, kind) in R::option_kinds() {
        let (taken, refused) = kind_values(kind);
        for value in taken {
            let r = standard.with_option(name, &value);
            let r = r.unwrap_or_else(|e| panic!("{name}={value} refused: {e}"));
            assert_eq!(r.option(name).unwrap(), value, "{name}");
        }
        for value in refused {
            assert!(
                standard.with_option(name, &value).is_err(),
                "{name}={value} taken"
            );
        }
        for preset in R::PRESETS {
            let value = R::preset(preset).unwrap().option(name).unwrap();
            assert!(kind.check(name, &value).is_ok(), "{preset}: {name}={value}");
        }
    }
}

/// The values a kind lists, and values just outside it.
#[cfg(test)]
fn kind_values(kind: OptionKind) -> (Vec<OptionValue>, Vec<OptionValue>) {
    use OptionValue::{Bool, Int, Str};
    let none = |optional: bool| {
        if optional {
            (vec![OptionValue::None], vec![])
        } else {
            (vec![], vec![OptionValue::None])
        }
    };
    let (mut taken, mut refused) = match kind {
        OptionKind::Bool => (
            vec![Bool(true), Bool(false)],
            vec![Int(1), OptionValue::None],
        ),
        OptionKind::Choice(choices) => (
            choices.iter().map(|c| Str(c.to_string())).collect(),
            vec![Str("made_up".into()), Int(0), OptionValue::None],
        ),
        OptionKind::Integer {
            low,
            high,
            optional,
        } => {
            let (t, r) = none(optional);
            (
                t,
                [r, vec![Int(low - 1), Int(high + 1), Bool(true)]].concat(),
            )
        }
        OptionKind::IntegerChoice { choices, optional } => {
            let (t, r) = none(optional);
            let between = (choices[0]..choices[choices.len() - 1]).filter(|i| !choices.contains(i));
            let outside = [choices[0] - 1, choices[choices.len() - 1] + 1];
            (t, [r, between.chain(outside).map(Int).collect()].concat())
        }
    };
    match kind {
        OptionKind::Integer { low, high, .. } => taken.extend([Int(low), Int(high)]),
        OptionKind::IntegerChoice { choices, .. } => taken.extend(choices.iter().map(|&i| Int(i))),
        _ => {}
    }
    refused.retain(|v| !taken.contains(v));
    (taken, refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_outside_an_option_s_kind_is_refused_saying_what_it_takes() {
        let refused =
            |kind: OptionKind, value: OptionValue| kind.check("x", &value).unwrap_err().to_string();
        let range = OptionKind::Integer {
            low: 1,
            high: 9,
            optional: true,
        };
        assert!(range.check("x", &OptionValue::None).is_ok());
        assert!(refused(range, OptionValue::Int(10))
            .contains("option x takes None or an integer from 1 to 9, got 10"));
        let sizes = OptionKind::IntegerChoice {
            choices: &[13, 17],
            optional: false,
        };
        assert!(refused(sizes, OptionValue::None).contains("option x takes 13 or 17, got None"));
        let names = OptionKind::Choice(&["best", "lead"]);
        assert!(refused(names, OptionValue::Str("worst".into()))
            .contains("option x cannot be \"worst\"; choose \"best\" or \"lead\""));
        assert!(refused(names, OptionValue::Int(1)).contains("option x takes a name, got 1"));
        assert!(refused(OptionKind::Bool, OptionValue::Int(1))
            .contains("option x takes True or False, got 1"));
    }

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
