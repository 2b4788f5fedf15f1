//! The rule set of Arschloch (`docs/rules/arschloch.md`): one immutable value with the options
//! the game names — the number of games in a match, whether jokers may be led, the piles the
//! pack is dealt into, and whether the Chefs choose what they give back — so that house rules
//! combine freely.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{cards_in_words, Cards, Pile, JOKER, RANKS};
use crate::error::EngineError;
use crate::options::{
    truth, unknown_option, unknown_preset, whole, GameRules, OptionKind, OptionValue,
};

/// The most players at a table: the largest `n` whose hands can hold the exchange's
/// `floor(n / 2)` cards with the pack dealt to all of them (15 players, 7 cards each: 105 of the
/// 110; 16 players would need hands of 8, 128 cards).
pub const MAX_PLAYERS: usize = most_players();
/// The most cards in a hand: the whole pack dealt to two players.
pub const MAX_HAND: u8 = (PACK_SIZE / 2) as u8;
/// The most piles the pack is dealt into: a pile of one card for every card of the pack (a
/// table seats no more players than there are piles).
pub const MAX_PILES: u8 = PACK_SIZE as u8;
/// The cards of the pack: two decks of 52 and 6 jokers (3.1).
pub const PACK_SIZE: u32 = 2 * 52 + JOKERS as u32;
/// The jokers of the pack.
pub const JOKERS: u8 = 6;
/// The most games a match may have.
pub const MAX_GAMES: u16 = 1000;

/// The largest table whose hands hold the exchange: `n * floor(n / 2) <= PACK_SIZE`.
const fn most_players() -> usize {
    let mut n = 2;
    while (n + 1) * Rules::largest_exchange(n + 1) as usize <= PACK_SIZE as usize {
        n += 1;
    }
    n
}

/// A rule set of Arschloch. Immutable; [`GameRules::with_option`] returns a changed copy.
///
/// Read from a document, a rule set is rebuilt option by option through
/// [`GameRules::with_option`], so a document passes exactly the checks that building the same
/// rules would; a rule set built by hand with out-of-range fields is refused by
/// [`GameRules::check_players`] before any match starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesDocument")]
pub struct Rules {
    /// Games in a match (3.4), 1 to [`MAX_GAMES`].
    pub games: u16,
    /// Whether jokers alone may be led (3.3; they win the round at once, so the standard game
    /// forbids it).
    pub lead_jokers: bool,
    /// The piles the pack is dealt into (3.2): one a player, the rest out of play.
    pub piles: u8,
    /// The cards on each pile: every player's hand.
    pub hand_size: u8,
    /// Whether each Chef chooses the cards they give back in the exchange (a decision in the
    /// game; a house rule) rather than giving their worst (3.4). Written in a document only when
    /// set, so the documents of the standard rules read as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chef_chooses: bool,
}

/// The names of the presets.
pub const PRESETS: [&str; 1] = ["standard"];

/// The names of the options, in the order `Rules` lists them.
pub const OPTIONS: [&str; 5] = ["games", "lead_jokers", "piles", "hand_size", "chef_chooses"];

/// The options whose values a `Rules` value can hold out of range.
const RANGED_OPTIONS: [&str; 3] = ["games", "piles", "hand_size"];

/// A rule set as a document writes it: every option by name, values as given, not yet checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesDocument {
    games: i64,
    lead_jokers: bool,
    piles: i64,
    hand_size: i64,
    #[serde(default)]
    chef_chooses: bool,
}

impl TryFrom<RulesDocument> for Rules {
    type Error = EngineError;

    /// The standard rules with each option of the document set in turn.
    fn try_from(d: RulesDocument) -> Result<Rules, EngineError> {
        Rules::from_values(vec![
            OptionValue::Int(d.games),
            OptionValue::Bool(d.lead_jokers),
            OptionValue::Int(d.piles),
            OptionValue::Int(d.hand_size),
            OptionValue::Bool(d.chef_chooses),
        ])
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard()
    }
}

impl Rules {
    /// The standard game: 11 piles of 10 cards, no joker leads, matches of 5 games.
    pub const fn standard() -> Rules {
        Rules {
            games: 5,
            lead_jokers: false,
            piles: 11,
            hand_size: 10,
            chef_chooses: false,
        }
    }

    /// The pack: 8 cards of every rank from 2 to the ace, and 6 jokers (3.1).
    pub fn pack() -> Pile {
        let mut pile = Pile([8; RANKS]);
        pile.0[JOKER as usize] = JOKERS;
        pile
    }

    /// `a` and `b` together, or `None` when the pack does not hold them both (more of a rank
    /// than it has): cards read from outside are added only so, which keeps every rank's count
    /// in its place in a [`Cards`].
    pub fn joined(a: Cards, b: Cards) -> Option<Cards> {
        let mut both = Pile::of(a);
        both.add(b);
        Rules::pack().checked_minus(&both)?;
        Some(a.plus(b))
    }

    /// The cards of the piles the dealer counts out (`piles × hand_size`); the rest of the pack
    /// is not dealt.
    pub fn cards_on_piles(&self) -> u32 {
        u32::from(self.piles) * u32::from(self.hand_size)
    }

    /// The most cards a player gives in the exchange at a table of `players`: `floor(n / 2)`.
    pub const fn largest_exchange(players: usize) -> u8 {
        (players / 2) as u8
    }
}

impl GameRules for Rules {
    const PRESETS: &'static [&'static str] = &PRESETS;
    const OPTIONS: &'static [&'static str] = &OPTIONS;
    const RANGED_OPTIONS: &'static [&'static str] = &RANGED_OPTIONS;

    fn preset(name: &str) -> Result<Rules, EngineError> {
        match name {
            "standard" => Ok(Rules::standard()),
            _ => Err(unknown_preset(name, &PRESETS)),
        }
    }

    fn option(&self, name: &str) -> Result<OptionValue, EngineError> {
        Ok(match name {
            "games" => OptionValue::Int(self.games.into()),
            "lead_jokers" => OptionValue::Bool(self.lead_jokers),
            "piles" => OptionValue::Int(self.piles.into()),
            "hand_size" => OptionValue::Int(self.hand_size.into()),
            "chef_chooses" => OptionValue::Bool(self.chef_chooses),
            _ => return Err(unknown_option(name, &OPTIONS)),
        })
    }

    /// What each option takes: its range, or True or False.
    fn option_kind(name: &str) -> Result<OptionKind, EngineError> {
        let from = |low, high: u16| OptionKind::Integer {
            low,
            high: high.into(),
            optional: false,
        };
        Ok(match name {
            "games" => from(1, MAX_GAMES),
            "lead_jokers" | "chef_chooses" => OptionKind::Bool,
            "piles" => from(2, MAX_PILES.into()),
            "hand_size" => from(1, MAX_HAND.into()),
            _ => return Err(unknown_option(name, &OPTIONS)),
        })
    }

    /// A copy with one option changed, each in its own range; whether the piles fit the pack
    /// and the table is checked when a match starts ([`GameRules::check_players`]), so that
    /// options may be changed in any order.
    fn with_checked_option(&self, name: &str, value: &OptionValue) -> Result<Rules, EngineError> {
        let mut r = *self;
        match name {
            "games" => r.games = whole(name, value)? as u16,
            "lead_jokers" => r.lead_jokers = truth(name, value)?,
            "piles" => r.piles = whole(name, value)? as u8,
            "hand_size" => r.hand_size = whole(name, value)? as u8,
            "chef_chooses" => r.chef_chooses = truth(name, value)?,
            _ => return Err(unknown_option(name, &OPTIONS)),
        }
        Ok(r)
    }

    /// Checks that a match of `players` can be played: every option in range, 2 to 11 players,
    /// a pile for every player, piles the pack can fill, and hands no smaller than the largest
    /// exchange (3.4).
    fn check_players(&self, players: usize) -> Result<(), EngineError> {
        self.check_options()?;
        let refuse = |m: String| Err(EngineError::Rules(m));
        if !(2..=MAX_PLAYERS).contains(&players) {
            return refuse(format!(
                "Arschloch needs 2 to {MAX_PLAYERS} players, got {players}"
            ));
        }
        if players > usize::from(self.piles) {
            return refuse(format!(
                "{players} players need {players} piles, the rules deal {}",
                self.piles
            ));
        }
        if self.cards_on_piles() > PACK_SIZE {
            return refuse(format!(
                "{} piles of {} cards need {} cards; the pack holds {PACK_SIZE}",
                self.piles,
                self.hand_size,
                self.cards_on_piles()
            ));
        }
        let exchange = Rules::largest_exchange(players);
        if self.hand_size < exchange {
            return refuse(format!(
                "hands of {} are smaller than the exchange of {} at a table of {players}",
                cards_in_words(self.hand_size),
                cards_in_words(exchange)
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
    fn each_option_says_what_it_takes() {
        crate::options::check_option_kinds::<Rules>();
        let kind = |name| Rules::option_kind(name).unwrap();
        assert_eq!(
            kind("piles"),
            OptionKind::Integer {
                low: 2,
                high: MAX_PILES.into(),
                optional: false
            }
        );
        assert_eq!(kind("chef_chooses"), OptionKind::Bool);
    }
}
