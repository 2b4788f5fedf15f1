//! The arguments of the family's hidden "as written" methods (`Match._deal_as`,
//! `Match._exchange_drawing`): hands by seat and the rounds of a draw for the deal, read into the
//! engine's values. The engine checks them against the deal (`written.rs` there).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use zz_engine::card::Cards;

use crate::args::{seat_arg, Int};
use crate::zweiundzwanzig::play::extract_cards;

/// The hands of a deal: a dict of seat to cards, or (seat, cards) pairs.
pub fn hands_arg(players: usize, hands: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, Cards)>> {
    let pairs = match hands.cast::<PyDict>() {
        Ok(dict) => dict.items().into_any(),
        Err(_) => hands.clone(),
    };
    let mut out = Vec::new();
    for pair in pairs.try_iter()? {
        let (seat, cards): (Int, Bound<'_, PyAny>) = pair?.extract()?;
        out.push((seat_arg(players, seat)? as u8, extract_cards(&cards)?));
    }
    Ok(out)
}

/// The rounds of a draw for the deal: each round (seat, card) pairs, one card a seat.
pub fn draws_arg(players: usize, draws: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<(u8, u8)>>> {
    let mut rounds = Vec::new();
    for round in draws.try_iter()? {
        let mut pairs = Vec::new();
        for pair in round?.try_iter()? {
            let (seat, card): (Int, Bound<'_, PyAny>) = pair?.extract()?;
            let seat = seat_arg(players, seat)? as u8;
            let cards = extract_cards(&card)?;
            if cards.len() != 1 {
                return Err(PyValueError::new_err(format!(
                    "seat {seat} draws one card for the deal, not [{cards}]"
                )));
            }
            pairs.push((seat, cards.highest()));
        }
        rounds.push(pairs);
    }
    Ok(rounds)
}
