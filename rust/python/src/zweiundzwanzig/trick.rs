//! The trick-level functions: `legal_plays`, `beats`, `trick_winner`.

use pyo3::prelude::*;
use zz_engine::card::Cards;
use zz_engine::game::MAX_PLAYERS;
use zz_engine::games::zweiundzwanzig::position;

use crate::errors::Result;
use crate::zweiundzwanzig::play::{extract_cards, Play};
use crate::zweiundzwanzig::rules::rules_arg;

fn extract_plays(plays: &Bound<'_, PyAny>) -> PyResult<Vec<Cards>> {
    if plays.cast::<pyo3::types::PyString>().is_ok() {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "the trick is a list of plays, lead first (e.g. [\"7 7\", \"Q 7\"]), not one string",
        ));
    }
    let mut out = Vec::new();
    for play in plays.try_iter()? {
        if out.len() == MAX_PLAYERS {
            return Err(crate::errors::CardError::new_err(format!(
                "a trick has at most {MAX_PLAYERS} plays (one per player); reading stopped there"
            )));
        }
        out.push(extract_cards(&play?)?);
    }
    Ok(out)
}

/// The distinct legal plays for a player holding `hand` when `trick` (plays so far, lead first;
/// `[]` to lead) has been played. Ordered by number of cards, then from the highest card down,
/// lowest first.
#[pyfunction]
#[pyo3(signature = (hand, trick, rules = None))]
pub fn legal_plays(
    hand: &Bound<'_, PyAny>,
    trick: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> Result<Vec<Play>> {
    let rules = rules_arg(rules)?;
    let hand = extract_cards(hand)?;
    let plays = extract_plays(trick)?;
    let moves = position::legal_plays(hand, &plays, &rules)?;
    Ok(moves.iter().map(|m| Play { cards: m.cards() }).collect())
}

/// Whether `play` beats `best`: sorted from high to low, each card is equal to or higher than the
/// card at the same position (jokers count as the highest rank card of their play).
#[pyfunction]
#[pyo3(signature = (play, best, rules = None))]
pub fn beats(
    play: &Bound<'_, PyAny>,
    best: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> Result<bool> {
    let rules = rules_arg(rules)?;
    Ok(position::beats_checked(
        extract_cards(play)?,
        extract_cards(best)?,
        &rules,
    )?)
}

/// The index in `plays` (lead first, one play per player, all of one size) of the trick's winner.
#[pyfunction]
#[pyo3(signature = (plays, rules = None))]
pub fn trick_winner(plays: &Bound<'_, PyAny>, rules: Option<&Bound<'_, PyAny>>) -> Result<usize> {
    let rules = rules_arg(rules)?;
    Ok(position::trick_winner_checked(
        &extract_plays(plays)?,
        &rules,
    )?)
}
