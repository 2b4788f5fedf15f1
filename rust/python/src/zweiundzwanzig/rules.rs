//! `Rules`: an immutable rule set of the Zweiundzwanzig family with presets and `replace`.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use zz_engine::games::zweiundzwanzig::rules::PRESETS;
use zz_engine::games::zweiundzwanzig::Rules as EngineRules;
use zz_engine::options::GameRules;

use crate::errors::{json_to_py, Result};
use crate::options::{option_named, options_dict, replaced, rules_repr, RulesClass};

/// A rule set of the Zweiundzwanzig family (the rules: `docs/rules/`). Immutable: `replace`
/// returns a changed copy; unknown or inconsistent options raise `RulesError`. The presets are
/// `standard()`, `twenty_two()`, `rasmussen()` and `sechsundzwanzig()`; the options, each a
/// property below, are `beat_against`, `compulsory_beating`, `trick_winner`, `loss_cards`,
/// `jokers_per_deck`, `decks`, `elimination`, `first_deal`, `exchange` and `all_out`, and combine
/// freely (`docs/rules/options.md`).
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
    fn py_new(options: Option<&Bound<'_, PyDict>>) -> Result<Rules> {
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

    /// The number of decks for `players` players.
    fn decks_for(&self, players: usize) -> u8 {
        self.rules.decks_for(players)
    }

    /// The value of a card rank for scoring and deal sizes: 2-10, J Q K 10, A 11, joker 13.
    #[staticmethod]
    fn value(rank: &str) -> Result<u8> {
        let r = zz_engine::card::parse_rank(rank)?;
        Ok(EngineRules::value(r))
    }

    /// What a follower must dominate to beat: `"best"`, the best play of the trick so far (standard), or `"lead"`, the leader's cards (Schlagen und Stechen).
    #[getter]
    fn beat_against<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "beat_against")
    }

    /// Whether a player who can beat must beat (and may give off only when unable).
    #[getter]
    fn compulsory_beating<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "compulsory_beating")
    }

    /// Who wins the trick and leads the next: `"last_beat"`, whoever beat last (standard), or `"last_stechen"`, whoever made the last stechen play, else the leader again.
    #[getter]
    fn trick_winner<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "trick_winner")
    }

    /// What happens to a loss card: `"kept"`, it lies in front of its owner and is out of the deck while they are in (standard), or `"returned"`, only its value is written down.
    #[getter]
    fn loss_cards<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "loss_cards")
    }

    /// Jokers in each deck (0 to 8; 2 in Sechsundzwanzig).
    #[getter]
    fn jokers_per_deck<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "jokers_per_deck")
    }

    /// The number of 52-card decks (1 to 16), or None for one deck per six players.
    #[getter]
    fn decks<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "decks")
    }

    /// A player whose total reaches this many points is out (22 standard, 26 Sechsundzwanzig).
    #[getter]
    fn elimination<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "elimination")
    }

    /// The cards each player gets in the first deal (1 to 13; 7 standard).
    #[getter]
    fn first_deal<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "first_deal")
    }

    /// Whether each player may exchange cards with the stock before the tricks of a deal.
    #[getter]
    fn exchange<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "exchange")
    }

    /// Who wins when every player still in goes out at the same showdown: `"share"`, all of them, or `"lowest_total"`, the lowest total (a tie shares).
    #[getter]
    fn all_out<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        self.option_named(py, "all_out")
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

impl Rules {
    fn option_named<'py>(&self, py: Python<'py>, name: &str) -> Result<Bound<'py, PyAny>> {
        option_named(py, &self.rules, name)
    }
}

impl RulesClass for Rules {
    type Rules = EngineRules;
    const GAME: &'static str = "the Zweiundzwanzig family";
    const CLASS: &'static str = "a zz.Rules";
    fn rules(&self) -> EngineRules {
        self.rules
    }
}

/// The rules given by a Python argument: a `zz.Rules`, a preset name, or None (standard).
pub fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> Result<EngineRules> {
    crate::options::rules_arg::<Rules>(obj)
}
