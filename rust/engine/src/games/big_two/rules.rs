//! The rule set of Big Two (`docs/rules/big_two.md`): one immutable value holding every regional
//! variant as an option, so that house rules combine freely; the five presets are named option
//! sets.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::options::{
    choice_name, chosen, optional, truth, unknown_option, unknown_preset, whole, GameRules,
    OptionKind, OptionValue,
};

/// The fewest and most players at a table.
pub const MIN_PLAYERS: usize = 2;
/// The most players: four hands of 13 use the deck.
pub const MAX_PLAYERS: usize = 4;
/// The most games a match may have.
pub const MAX_GAMES: i64 = 1000;
/// The highest penalty limit. A total stays below it plus one game's worst penalty (17 cards at
/// 4 points, doubled for four 2s: 1,088), so every total fits the 16 bits a simulation keeps.
pub const MAX_PENALTY_LIMIT: i64 = 10_000;

/// The order of the suits, low to high.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuitOrder {
    /// ♦ ♣ ♥ ♠: the 3♦ is the lowest card.
    Standard,
    /// ♣ ♦ ♥ ♠ (Taiwan): the 3♣ is the lowest card.
    Bridge,
    /// ♣ ♠ ♥ ♦ (Pusoy Dos): the 3♣ is the lowest card.
    Philippines,
}

/// Where the straights that hold a 2 stand, or whether they exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Straights {
    /// A-2-3-4-5 lowest (top 5), then 2-3-4-5-6, 3-4-5-6-7, … 10-J-Q-K-A highest.
    Standard,
    /// A-2-3-4-5 is the highest straight; the others keep their order.
    #[serde(rename = "a2345_high")]
    A2345High,
    /// 2-3-4-5-6 is the highest straight; the others keep their order.
    #[serde(rename = "23456_high")]
    Two3456High,
    /// No straight holds a 2: 3-4-5-6-7 is the lowest.
    NoTwos,
}

/// The penalty table of the cards left in hand at a game's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Penalties {
    /// 1 a card below 10, 2 a card at 10-12, 3 a card at 13 or more.
    Standard,
    /// 1 a card below 8, 2 at 8-9, 3 at 10-12, 4 at 13 or more.
    Harsh,
}

/// A rule set of Big Two. Immutable; [`GameRules::with_option`] returns a changed copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesDocument")]
pub struct Rules {
    /// The order of the suits.
    pub suit_order: SuitOrder,
    /// Whether play passes to the left (seat `p + 1`) instead of the right (`p - 1`).
    pub clockwise: bool,
    /// Whether only the first game starts with the lowest card, later ones led by the last winner.
    pub winner_leads: bool,
    /// Whether a player who passed has no more turns in the round.
    pub pass_is_final: bool,
    /// Whether flushes compare by their highest card first, suit only on a tie.
    pub flush_by_rank: bool,
    /// Where straights with a 2 stand.
    pub straights: Straights,
    /// The penalty table.
    pub penalties: Penalties,
    /// Whether each 2 left in hand doubles the penalty again.
    pub double_twos: bool,
    /// The cards each of two players gets: 13 or 17 (three players always get 17, four 13).
    pub hand_size: u8,
    /// The games of a match, if it has a fixed number.
    pub games: Option<u16>,
    /// The total at which a player's penalties end the match, if any.
    pub penalty_limit: Option<u32>,
}

/// The names of the presets.
pub const PRESETS: [&str; 5] = ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"];

/// The names of the options, in the order `Rules` lists them.
pub const OPTIONS: [&str; 11] = [
    "suit_order",
    "clockwise",
    "winner_leads",
    "pass_is_final",
    "flush_by_rank",
    "straights",
    "penalties",
    "double_twos",
    "hand_size",
    "games",
    "penalty_limit",
];

/// The options whose values a `Rules` value can hold out of range.
const RANGED_OPTIONS: [&str; 3] = ["hand_size", "games", "penalty_limit"];

/// A rule set as a document writes it: every option by name, not yet checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesDocument {
    suit_order: SuitOrder,
    clockwise: bool,
    winner_leads: bool,
    pass_is_final: bool,
    flush_by_rank: bool,
    straights: Straights,
    penalties: Penalties,
    double_twos: bool,
    hand_size: i64,
    games: Option<i64>,
    penalty_limit: Option<i64>,
}

impl TryFrom<RulesDocument> for Rules {
    type Error = EngineError;

    /// The standard rules with each option of the document set in turn.
    fn try_from(d: RulesDocument) -> Result<Rules, EngineError> {
        let optional = |v: Option<i64>| v.map_or(OptionValue::None, OptionValue::Int);
        Rules::from_values(vec![
            OptionValue::Str(choice_name(&d.suit_order)),
            OptionValue::Bool(d.clockwise),
            OptionValue::Bool(d.winner_leads),
            OptionValue::Bool(d.pass_is_final),
            OptionValue::Bool(d.flush_by_rank),
            OptionValue::Str(choice_name(&d.straights)),
            OptionValue::Str(choice_name(&d.penalties)),
            OptionValue::Bool(d.double_twos),
            OptionValue::Int(d.hand_size),
            optional(d.games),
            optional(d.penalty_limit),
        ])
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard()
    }
}

impl Rules {
    /// Every option at its default: ♦ ♣ ♥ ♠, to the right, the lowest card leads every game,
    /// passing is not final, flushes by suit, standard straights and penalties, 13 cards for
    /// two players, the match ends when a total reaches 50.
    pub const fn standard() -> Rules {
        Rules {
            suit_order: SuitOrder::Standard,
            clockwise: false,
            winner_leads: false,
            pass_is_final: false,
            flush_by_rank: false,
            straights: Straights::Standard,
            penalties: Penalties::Standard,
            double_twos: false,
            hand_size: 13,
            games: None,
            penalty_limit: Some(50),
        }
    }

    /// Taiwan: the bridge order of the suits (♣ ♦ ♥ ♠).
    pub const fn taiwan() -> Rules {
        Rules {
            suit_order: SuitOrder::Bridge,
            ..Rules::standard()
        }
    }

    /// Hong Kong: flushes compare by rank first.
    pub const fn hong_kong() -> Rules {
        Rules {
            flush_by_rank: true,
            ..Rules::standard()
        }
    }

    /// Pusoy Dos: the Philippine order of the suits (♣ ♠ ♥ ♦).
    pub const fn pusoy_dos() -> Rules {
        Rules {
            suit_order: SuitOrder::Philippines,
            ..Rules::standard()
        }
    }

    /// Indonesia: a pass is final for the round.
    pub const fn indonesia() -> Rules {
        Rules {
            pass_is_final: true,
            ..Rules::standard()
        }
    }

    /// The cards each player gets at a table of `players`: 13 or `hand_size` for two, 17 for
    /// three, 13 for four.
    pub fn cards_each(&self, players: usize) -> u8 {
        match players {
            2 => self.hand_size,
            3 => 17,
            _ => 13,
        }
    }
}

impl GameRules for Rules {
    const PRESETS: &'static [&'static str] = &PRESETS;
    const OPTIONS: &'static [&'static str] = &OPTIONS;
    const RANGED_OPTIONS: &'static [&'static str] = &RANGED_OPTIONS;

    fn preset(name: &str) -> Result<Rules, EngineError> {
        match name {
            "standard" => Ok(Rules::standard()),
            "taiwan" => Ok(Rules::taiwan()),
            "hong_kong" => Ok(Rules::hong_kong()),
            "pusoy_dos" => Ok(Rules::pusoy_dos()),
            "indonesia" => Ok(Rules::indonesia()),
            _ => Err(unknown_preset(name, &PRESETS)),
        }
    }

    fn option(&self, name: &str) -> Result<OptionValue, EngineError> {
        let optional = |v: Option<i64>| v.map_or(OptionValue::None, OptionValue::Int);
        Ok(match name {
            "suit_order" => OptionValue::Str(choice_name(&self.suit_order)),
            "clockwise" => OptionValue::Bool(self.clockwise),
            "winner_leads" => OptionValue::Bool(self.winner_leads),
            "pass_is_final" => OptionValue::Bool(self.pass_is_final),
            "flush_by_rank" => OptionValue::Bool(self.flush_by_rank),
            "straights" => OptionValue::Str(choice_name(&self.straights)),
            "penalties" => OptionValue::Str(choice_name(&self.penalties)),
            "double_twos" => OptionValue::Bool(self.double_twos),
            "hand_size" => OptionValue::Int(self.hand_size.into()),
            "games" => optional(self.games.map(i64::from)),
            "penalty_limit" => optional(self.penalty_limit.map(i64::from)),
            _ => return Err(unknown_option(name, &OPTIONS)),
        })
    }

    /// What each option takes: the names of its choices, or its integers.
    fn option_kind(name: &str) -> Result<OptionKind, EngineError> {
        let up_to = |high| OptionKind::Integer {
            low: 1,
            high,
            optional: true,
        };
        Ok(match name {
            "suit_order" => OptionKind::Choice(&["standard", "bridge", "philippines"]),
            "clockwise" | "winner_leads" | "pass_is_final" | "flush_by_rank" | "double_twos" => {
                OptionKind::Bool
            }
            "straights" => OptionKind::Choice(&["standard", "a2345_high", "23456_high", "no_twos"]),
            "penalties" => OptionKind::Choice(&["standard", "harsh"]),
            "hand_size" => OptionKind::IntegerChoice {
                choices: &[13, 17],
                optional: false,
            },
            "games" => up_to(MAX_GAMES),
            "penalty_limit" => up_to(MAX_PENALTY_LIMIT),
            _ => return Err(unknown_option(name, &OPTIONS)),
        })
    }

    /// A copy with one option changed, each in its own range; whether the match can end is
    /// checked when a match starts ([`GameRules::check_players`]), so that options may be
    /// changed in any order.
    fn with_checked_option(&self, name: &str, value: &OptionValue) -> Result<Rules, EngineError> {
        let mut r = *self;
        match name {
            "suit_order" => r.suit_order = chosen(name, value)?,
            "clockwise" => r.clockwise = truth(name, value)?,
            "winner_leads" => r.winner_leads = truth(name, value)?,
            "pass_is_final" => r.pass_is_final = truth(name, value)?,
            "flush_by_rank" => r.flush_by_rank = truth(name, value)?,
            "straights" => r.straights = chosen(name, value)?,
            "penalties" => r.penalties = chosen(name, value)?,
            "double_twos" => r.double_twos = truth(name, value)?,
            "hand_size" => r.hand_size = whole(name, value)? as u8,
            "games" => r.games = optional(name, value)?.map(|g| g as u16),
            "penalty_limit" => r.penalty_limit = optional(name, value)?.map(|l| l as u32),
            _ => return Err(unknown_option(name, &OPTIONS)),
        }
        Ok(r)
    }

    /// Checks that a match of `players` can be played: every option in range, 2 to 4 players,
    /// and a match that ends (a number of games, a penalty limit, or both).
    fn check_players(&self, players: usize) -> Result<(), EngineError> {
        self.check_options()?;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(EngineError::Rules(format!(
                "Big Two needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {players}"
            )));
        }
        if self.games.is_none() && self.penalty_limit.is_none() {
            return Err(EngineError::Rules(
                "a match needs an end: set games, penalty_limit, or both".into(),
            ));
        }
        Ok(())
    }
}

impl fmt::Display for Rules {
    /// `standard`, or the nearest preset with its differences: `standard(games=3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::options::display(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presets_are_named_option_sets() {
        for name in PRESETS {
            let r = Rules::preset(name).unwrap();
            assert_eq!(r.preset_name(), Some(name));
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(serde_json::from_str::<Rules>(&text).unwrap(), r);
        }
        assert_eq!(Rules::taiwan().suit_order, SuitOrder::Bridge);
        assert!(Rules::indonesia().pass_is_final);
    }

    #[test]
    fn options_combine_and_are_checked() {
        let r = Rules::standard()
            .with_option("straights", &OptionValue::Str("no_twos".into()))
            .unwrap()
            .with_option("games", &OptionValue::Int(3))
            .unwrap();
        assert_eq!(r.to_string(), "standard(straights=\"no_twos\", games=3)");
        assert!(r.with_option("hand_size", &OptionValue::Int(14)).is_err());
        let endless = r
            .with_option("games", &OptionValue::None)
            .unwrap()
            .with_option("penalty_limit", &OptionValue::None)
            .unwrap();
        assert!(endless
            .check_players(4)
            .unwrap_err()
            .to_string()
            .contains("needs an end"));
        assert!(Rules::standard().check_players(5).is_err());
        assert!(Rules::standard().check_players(2).is_ok());
    }

    #[test]
    fn each_option_says_what_it_takes() {
        crate::options::check_option_kinds::<Rules>();
        let kind = |name| Rules::option_kind(name).unwrap();
        assert_eq!(
            kind("hand_size"),
            OptionKind::IntegerChoice {
                choices: &[13, 17],
                optional: false
            }
        );
        assert_eq!(
            kind("games"),
            OptionKind::Integer {
                low: 1,
                high: MAX_GAMES,
                optional: true
            }
        );
        assert_eq!(
            kind("suit_order"),
            OptionKind::Choice(&["standard", "bridge", "philippines"])
        );
        assert!(Rules::option_kind("jokers").is_err());
    }
}
