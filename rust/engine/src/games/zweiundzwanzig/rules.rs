//! The rule set of the Zweiundzwanzig family: one immutable value, every difference between the
//! presets an option (1.10, `docs/rules/options.md`), so that house rules combine freely.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Pile, ACE, JOKER, RANKS};
use crate::error::EngineError;
use crate::options::{
    choice_name, chosen, optional, truth, unknown_option, unknown_preset, whole, GameRules,
    OptionKind, OptionValue,
};

/// Which play a follower must dominate to beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BeatAgainst {
    /// The best play of the trick so far (standard, 1.6).
    Best,
    /// The leader's cards, whatever others played (Schlagen und Stechen, 1.10.1).
    Lead,
}

/// Who leads the next trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrickWinner {
    /// Whoever made the last beat (standard, 1.6).
    LastBeat,
    /// Whoever made the last stechen play; the leader again if nobody stach (1.10.1).
    LastStechen,
}

/// What happens to a loss card after the showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossCards {
    /// It lies in front of its owner, out of the deck while the owner is in (standard, 1.4).
    Kept,
    /// Only its value is written down; every deal is dealt from all cards (1.10.1).
    Returned,
}

/// Who wins when every player still in goes out in the same showdown (1.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllOut {
    /// All of them win together.
    Share,
    /// The lowest total wins; a tie shares the win.
    LowestTotal,
}

/// A rule set of the Zweiundzwanzig family. Immutable; [`Rules::with_option`] returns a changed copy.
///
/// Read from a document, a rule set is rebuilt option by option through [`Rules::with_option`], so
/// a document passes exactly the checks that building the same rules would; a rule set built by
/// hand with out-of-range fields is refused by [`Rules::check_players`] before any match starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesDocument")]
pub struct Rules {
    /// What a follower must dominate to beat.
    pub beat_against: BeatAgainst,
    /// Whether a player who can beat must beat (give off only when unable).
    pub compulsory_beating: bool,
    /// Who leads the next trick.
    pub trick_winner: TrickWinner,
    /// What happens to loss cards.
    pub loss_cards: LossCards,
    /// Jokers per deck (0, or 2 in Sechsundzwanzig).
    pub jokers_per_deck: u8,
    /// Number of 52-card decks; `None` means `ceil(players / 6)`.
    pub decks: Option<u8>,
    /// A player whose total reaches this is out.
    pub elimination: u16,
    /// Cards each player gets in the first deal.
    pub first_deal: u8,
    /// Whether the exchange phase is played.
    pub exchange: bool,
    /// Who wins when all players still in go out together.
    pub all_out: AllOut,
}

/// The names of the presets, in the order of `docs/rules/index.md`.
pub const PRESETS: [&str; 4] = ["standard", "twenty_two", "rasmussen", "sechsundzwanzig"];

/// The names of the options, in the order `Rules` lists them.
pub const OPTIONS: [&str; 10] = [
    "beat_against",
    "compulsory_beating",
    "trick_winner",
    "loss_cards",
    "jokers_per_deck",
    "decks",
    "elimination",
    "first_deal",
    "exchange",
    "all_out",
];

/// The largest hand the engine deals: the value of a joker.
pub const MAX_HAND: u8 = 13;
/// The fewest players at a table of the family.
pub const MIN_PLAYERS: usize = crate::game::MIN_PLAYERS;
/// The most players at a table of the family: as many as the engine seats (the decks grow with
/// the table, one per six players).
pub const MAX_PLAYERS: usize = crate::game::MAX_PLAYERS;
/// The most decks a match may use.
pub const MAX_DECKS: u8 = 16;
/// The highest elimination limit.
pub const MAX_ELIMINATION: u16 = 1000;
/// The most jokers a deck may hold.
pub const MAX_JOKERS_PER_DECK: u8 = 8;
/// The most cards any rule set's decks hold: every deck at its most jokers.
pub const MOST_CARDS: u32 = MAX_DECKS as u32 * (52 + MAX_JOKERS_PER_DECK as u32);

/// A rule set as a document writes it: every option by name, values as given, not yet checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesDocument {
    beat_against: String,
    compulsory_beating: bool,
    trick_winner: String,
    loss_cards: String,
    jokers_per_deck: i64,
    decks: Option<i64>,
    elimination: i64,
    first_deal: i64,
    exchange: bool,
    all_out: String,
}

impl TryFrom<RulesDocument> for Rules {
    type Error = EngineError;

    /// The standard rules with each option of the document set in turn by
    /// [`GameRules::with_option`].
    fn try_from(d: RulesDocument) -> Result<Rules, EngineError> {
        Rules::from_values(vec![
            OptionValue::Str(d.beat_against),
            OptionValue::Bool(d.compulsory_beating),
            OptionValue::Str(d.trick_winner),
            OptionValue::Str(d.loss_cards),
            OptionValue::Int(d.jokers_per_deck),
            d.decks.map_or(OptionValue::None, OptionValue::Int),
            OptionValue::Int(d.elimination),
            OptionValue::Int(d.first_deal),
            OptionValue::Bool(d.exchange),
            OptionValue::Str(d.all_out),
        ])
    }
}

/// The options whose values a `Rules` value can hold out of range (its other fields are names
/// and truth values, each of which is a valid choice).
const RANGED_OPTIONS: [&str; 4] = ["jokers_per_deck", "decks", "elimination", "first_deal"];

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard()
    }
}

impl Rules {
    /// The standard game (`docs/rules/standard.md`): `all_out = share`.
    pub const fn standard() -> Rules {
        Rules {
            beat_against: BeatAgainst::Best,
            compulsory_beating: false,
            trick_winner: TrickWinner::LastBeat,
            loss_cards: LossCards::Kept,
            jokers_per_deck: 0,
            decks: None,
            elimination: 22,
            first_deal: 7,
            exchange: true,
            all_out: AllOut::Share,
        }
    }

    /// Twenty-Two (`docs/rules/twenty_two.md`): the lowest total wins when all go out together.
    pub const fn twenty_two() -> Rules {
        let mut r = Rules::standard();
        r.all_out = AllOut::LowestTotal;
        r
    }

    /// Schlagen und Stechen (1.10.1, `docs/rules/rasmussen.md`).
    pub const fn rasmussen() -> Rules {
        let mut r = Rules::standard();
        r.beat_against = BeatAgainst::Lead;
        r.compulsory_beating = true;
        r.trick_winner = TrickWinner::LastStechen;
        r.loss_cards = LossCards::Returned;
        r
    }

    /// Sechsundzwanzig (1.10.2, `docs/rules/sechsundzwanzig.md`): two decks, four jokers, out
    /// at 26.
    pub const fn sechsundzwanzig() -> Rules {
        let mut r = Rules::standard();
        r.jokers_per_deck = 2;
        r.decks = Some(2);
        r.elimination = 26;
        r
    }

    /// The number of decks for `players` players.
    pub fn decks_for(&self, players: usize) -> u8 {
        self.decks.unwrap_or_else(|| players.div_ceil(6) as u8)
    }

    /// All cards of the decks for `players` players.
    pub fn deck(&self, players: usize) -> Pile {
        let decks = self.decks_for(players);
        let mut pile = Pile([4 * decks; RANKS]);
        pile.0[JOKER as usize] = self.jokers_per_deck * decks;
        pile
    }

    /// The value of a card: 2-10 face value, J Q K 10, A 11, joker 13 (1.1).
    #[inline]
    pub fn value(rank: u8) -> u8 {
        match rank {
            0..=8 => rank + 2,
            9..=11 => 10,
            ACE => 11,
            _ => 13,
        }
    }

    /// Whether every ranged option's field is in its range, read from the fields: what
    /// [`GameRules::check_options`] finds by name (some 570 instructions, which every match's
    /// start paid: 9 a decision at 2 players), in a few comparisons. A rule set it refuses is
    /// checked by name, which names the option (`the_fields_are_in_range_as_checked_by_name`).
    fn options_in_range(&self) -> bool {
        self.jokers_per_deck <= MAX_JOKERS_PER_DECK
            && self.decks.is_none_or(|d| (1..=MAX_DECKS).contains(&d))
            && (1..=MAX_ELIMINATION).contains(&self.elimination)
            && (1..=MAX_HAND).contains(&self.first_deal)
    }

    /// Whether the cards suffice without counting closely: loss cards are worth at least 2 points,
    /// so players still in hold at most half their points' worth of them.
    fn surely_enough_cards(&self, players: usize) -> bool {
        let points = u32::from(self.elimination.saturating_sub(1)) * players as u32;
        let most_held = if self.loss_cards == LossCards::Kept {
            points / 2
        } else {
            0
        };
        self.deck(players).len().saturating_sub(most_held) >= players as u32
    }

    /// A lower bound on the cards available for a deal: all cards less the most loss cards that
    /// players still in could hold (each total below the elimination limit).
    pub fn fewest_cards_available(&self, players: usize) -> u32 {
        let deck = self.deck(players);
        if self.loss_cards == LossCards::Returned {
            return deck.len();
        }
        let mut budget = u32::from(self.elimination.saturating_sub(1)) * players as u32;
        let mut held = 0u32;
        for rank in 0..=JOKER {
            let value = u32::from(Rules::value(rank));
            let taken = u32::from(deck.count(rank)).min(budget / value);
            held += taken;
            budget -= taken * value;
            if taken < u32::from(deck.count(rank)) {
                break;
            }
        }
        deck.len() - held
    }
}

impl GameRules for Rules {
    const PRESETS: &'static [&'static str] = &PRESETS;
    const OPTIONS: &'static [&'static str] = &OPTIONS;
    const RANGED_OPTIONS: &'static [&'static str] = &RANGED_OPTIONS;

    /// A preset by name.
    fn preset(name: &str) -> Result<Rules, EngineError> {
        match name {
            "standard" => Ok(Rules::standard()),
            "twenty_two" => Ok(Rules::twenty_two()),
            "rasmussen" => Ok(Rules::rasmussen()),
            "sechsundzwanzig" => Ok(Rules::sechsundzwanzig()),
            _ => Err(unknown_preset(name, &PRESETS)),
        }
    }

    /// The value of an option, by name.
    fn option(&self, name: &str) -> Result<OptionValue, EngineError> {
        let v = match name {
            "beat_against" => OptionValue::Str(choice_name(&self.beat_against)),
            "compulsory_beating" => OptionValue::Bool(self.compulsory_beating),
            "trick_winner" => OptionValue::Str(choice_name(&self.trick_winner)),
            "loss_cards" => OptionValue::Str(choice_name(&self.loss_cards)),
            "jokers_per_deck" => OptionValue::Int(self.jokers_per_deck.into()),
            "decks" => self
                .decks
                .map_or(OptionValue::None, |d| OptionValue::Int(d.into())),
            "elimination" => OptionValue::Int(self.elimination.into()),
            "first_deal" => OptionValue::Int(self.first_deal.into()),
            "exchange" => OptionValue::Bool(self.exchange),
            "all_out" => OptionValue::Str(choice_name(&self.all_out)),
            _ => return Err(unknown_option(name, &OPTIONS)),
        };
        Ok(v)
    }

    /// What each option takes: the names of its choices, or its range.
    fn option_kind(name: &str) -> Result<OptionKind, EngineError> {
        let from = |low, high: u16, optional| OptionKind::Integer {
            low,
            high: high.into(),
            optional,
        };
        Ok(match name {
            "beat_against" => OptionKind::Choice(&["best", "lead"]),
            "compulsory_beating" | "exchange" => OptionKind::Bool,
            "trick_winner" => OptionKind::Choice(&["last_beat", "last_stechen"]),
            "loss_cards" => OptionKind::Choice(&["kept", "returned"]),
            "jokers_per_deck" => from(0, MAX_JOKERS_PER_DECK.into(), false),
            "decks" => from(1, MAX_DECKS.into(), true),
            "elimination" => from(1, MAX_ELIMINATION, false),
            "first_deal" => from(1, MAX_HAND.into(), false),
            "all_out" => OptionKind::Choice(&["share", "lowest_total"]),
            _ => return Err(unknown_option(name, &OPTIONS)),
        })
    }

    /// A copy with one option changed, each in its own range; whether there are cards enough
    /// is checked when a match starts ([`GameRules::check_players`]).
    fn with_checked_option(&self, name: &str, value: &OptionValue) -> Result<Rules, EngineError> {
        let mut r = *self;
        match name {
            "beat_against" => r.beat_against = chosen(name, value)?,
            "compulsory_beating" => r.compulsory_beating = truth(name, value)?,
            "trick_winner" => r.trick_winner = chosen(name, value)?,
            "loss_cards" => r.loss_cards = chosen(name, value)?,
            "jokers_per_deck" => r.jokers_per_deck = whole(name, value)? as u8,
            "decks" => r.decks = optional(name, value)?.map(|d| d as u8),
            "elimination" => r.elimination = whole(name, value)? as u16,
            "first_deal" => r.first_deal = whole(name, value)? as u8,
            "exchange" => r.exchange = truth(name, value)?,
            "all_out" => r.all_out = chosen(name, value)?,
            _ => return Err(unknown_option(name, &OPTIONS)),
        }
        Ok(r)
    }

    /// Checks that a match of `players` players can be played under these rules: the options in
    /// range ([`GameRules::check_options`] of the ranged ones), the number of players, and enough cards.
    fn check_players(&self, players: usize) -> Result<(), EngineError> {
        if !self.options_in_range() {
            self.check_options()?;
        }
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(EngineError::Rules(format!(
                "a match needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {players}"
            )));
        }
        if self.decks_for(players) > MAX_DECKS {
            return Err(EngineError::Rules(format!(
                "{players} players would need more than {MAX_DECKS} decks"
            )));
        }
        if self.surely_enough_cards(players) {
            return Ok(());
        }
        let worst = self.fewest_cards_available(players);
        if worst < players as u32 {
            return Err(EngineError::Rules(format!(
                "{} cards cannot give each of {players} players a card once loss cards lie out \
                 (at worst {worst} remain); use more decks",
                self.deck(players).len()
            )));
        }
        Ok(())
    }
}

impl fmt::Display for Rules {
    /// `standard`, or the nearest preset with its differences: `standard(elimination=30)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::options::display(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_are_in_range_as_checked_by_name() {
        let mut rng = crate::rng::Rng::seeded(31);
        for _ in 0..20_000 {
            let mut r = Rules::standard();
            // Around each range's ends, and now and then far past them.
            let near = |rng: &mut crate::rng::Rng, high: u32| rng.below(high + 3);
            r.jokers_per_deck = near(&mut rng, MAX_JOKERS_PER_DECK.into()) as u8;
            r.decks = match rng.below(3) {
                0 => None,
                1 => Some(near(&mut rng, MAX_DECKS.into()) as u8),
                _ => Some(rng.below(256) as u8),
            };
            r.elimination = match rng.below(3) {
                0 => near(&mut rng, MAX_ELIMINATION.into()) as u16,
                1 => MAX_ELIMINATION - 2 + rng.below(5) as u16,
                _ => rng.below(65_536) as u16,
            };
            r.first_deal = if rng.below(2) == 0 {
                near(&mut rng, MAX_HAND.into()) as u8
            } else {
                rng.below(256) as u8
            };
            assert_eq!(r.options_in_range(), r.check_options().is_ok(), "{r:?}");
        }
    }

    #[test]
    fn each_option_says_what_it_takes() {
        crate::options::check_option_kinds::<Rules>();
        let kind = |name| Rules::option_kind(name).unwrap();
        assert_eq!(
            kind("decks"),
            OptionKind::Integer {
                low: 1,
                high: MAX_DECKS.into(),
                optional: true
            }
        );
        assert_eq!(
            kind("jokers_per_deck"),
            OptionKind::Integer {
                low: 0,
                high: MAX_JOKERS_PER_DECK.into(),
                optional: false
            }
        );
        assert_eq!(
            kind("all_out"),
            OptionKind::Choice(&["share", "lowest_total"])
        );
        assert_eq!(kind("exchange"), OptionKind::Bool);
    }

    #[test]
    fn the_quick_card_check_never_passes_what_close_counting_refuses() {
        for preset in PRESETS {
            let base = Rules::preset(preset).unwrap();
            for elimination in [1, 5, 22, 26, 60, 200, 1000] {
                for jokers in [0, 2, 8] {
                    let mut r = base;
                    r.elimination = elimination;
                    r.jokers_per_deck = jokers;
                    for players in 2..=crate::game::MAX_PLAYERS {
                        if r.surely_enough_cards(players) {
                            assert!(
                                r.fewest_cards_available(players) >= players as u32,
                                "{r:?} with {players} players"
                            );
                        }
                    }
                }
            }
        }
    }
}
