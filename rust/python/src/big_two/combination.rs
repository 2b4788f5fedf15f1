//! `big_two.combination` and `big_two.beats`: what cards make as a play, and whether one play
//! beats another, asked of the engine.

use pyo3::prelude::*;
use zz_engine::card::SuitedCards;
use zz_engine::games::big_two::{beats as engine_beats, classify, Rules as EngineRules};

use crate::big_two::card::{extract_cards, shown};
use crate::big_two::rules::rules_arg;
use crate::errors::{IllegalMoveError, Result};

/// The kind of play `cards` make under `rules` (standard if None): `"single"`, `"pair"`,
/// `"triple"`, `"straight"`, `"flush"`, `"full_house"`, `"four_of_a_kind"` or
/// `"straight_flush"`; None when they are no play (four cards, say, or five that are none of
/// the five-card hands).
///
/// >>> from zweiundzwanzig import big_two
/// >>> big_two.combination("9s 9d"), big_two.combination("As 2d 3c 4h 5s"), big_two.combination("Ks Kh Kd Kc")
/// ('pair', 'straight', None)
/// >>> big_two.combination("As 2d 3c 4h 5s", rules=big_two.Rules(straights="no_twos")) is None
/// True
#[pyfunction]
#[pyo3(signature = (cards, rules = None))]
pub fn combination(
    cards: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> Result<Option<&'static str>> {
    let rules = rules_arg(rules)?;
    Ok(classify(extract_cards(cards)?, &rules).map(|c| c.name()))
}

/// Whether `play` beats `last` under `rules` (standard if None): a play of as many cards that
/// is stronger (a play of another number of cards never beats). Cards that are no play raise
/// `IllegalMoveError`.
///
/// >>> from zweiundzwanzig import big_two
/// >>> big_two.beats("9s 9d", "9h 9c"), big_two.beats("2d", "As"), big_two.beats("2d", "As Ah")
/// (True, True, False)
#[pyfunction]
#[pyo3(signature = (play, last, rules = None))]
pub fn beats(
    play: &Bound<'_, PyAny>,
    last: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> Result<bool> {
    let rules = rules_arg(rules)?;
    let play = a_play(extract_cards(play)?, "play", &rules)?;
    let last = a_play(extract_cards(last)?, "last", &rules)?;
    Ok(engine_beats(play, last, &rules))
}

/// `cards` if they make a play under `rules`; else an error naming the argument.
fn a_play(cards: SuitedCards, name: &str, rules: &EngineRules) -> PyResult<SuitedCards> {
    if classify(cards, rules).is_none() {
        return Err(IllegalMoveError::new_err(format!(
            "{name} [{}] is no play: a play is a single, a pair, a triple or a five-card hand",
            shown(cards, rules)
        )));
    }
    Ok(cards)
}
