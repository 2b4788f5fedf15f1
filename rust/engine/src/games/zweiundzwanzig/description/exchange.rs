//! The exchange counts of a described deal (1.5): who has exchanged, in turn, and that the counts
//! fit the hands and the stock.

use crate::error::EngineError;

use super::super::state::Phase;
use super::dealt::Dealt;
use super::{bad, Table};

/// The exchange counts, defaulted and checked for their order. Under rules without an exchange
/// nobody exchanges (the counts are `None`, as the engine keeps them).
pub(super) fn counts(t: &Table) -> Result<Vec<Option<u8>>, EngineError> {
    let (d, n, in_match) = (t.d, t.n, t.in_match);
    if !t.rules.exchange {
        return no_exchange(t);
    }
    let exchanged = match &d.exchanged {
        Some(e) if e.len() != n => {
            return bad(format!(
                "exchange counts for {} seats at a {n}-player table",
                e.len()
            ))
        }
        Some(e) => e.clone(),
        None if t.phase == Phase::Play => (0..n).map(|p| in_match.has(p).then_some(0)).collect(),
        None => (0..n).map(|_| None).collect(),
    };
    for (p, count) in exchanged.iter().enumerate() {
        if t.phase == Phase::Play && in_match.has(p) && count.is_none() {
            return bad(format!(
                "seat {p} has not exchanged, but the tricks have begun"
            ));
        }
        if !in_match.has(p) && count.unwrap_or(0) > 0 {
            return bad(format!("seat {p} is out and cannot have exchanged"));
        }
    }
    if t.phase == Phase::Exchange {
        exchange_order(t, &exchanged)?;
    }
    let mine = exchanged[d.seat as usize].unwrap_or(0);
    if mine != d.discards.len() {
        return bad(format!(
            "the player exchanged {mine} cards but names {} discards",
            d.discards.len()
        ));
    }
    Ok(exchanged)
}

/// Under rules without an exchange: no exchange phase, no counts but 0, no discards.
fn no_exchange(t: &Table) -> Result<Vec<Option<u8>>, EngineError> {
    let d = t.d;
    if t.phase == Phase::Exchange {
        return bad("these rules have no exchange".into());
    }
    let counts = d.exchanged.iter().flatten().flatten();
    if counts.copied().any(|c| c > 0) || !d.discards.is_empty() {
        return bad("these rules have no exchange, so nobody exchanged cards".into());
    }
    Ok(vec![None; t.n])
}

/// In the exchange, the seats from the dealer's left up to the player have exchanged, the player
/// and the seats after have not.
fn exchange_order(t: &Table, exchanged: &[Option<u8>]) -> Result<(), EngineError> {
    let me = t.d.seat as usize;
    let mut seat = t.left_of(t.d.dealer) as usize;
    let mut before_me = true;
    for _ in 0..t.in_match.len() {
        if seat == me {
            before_me = false;
        }
        match (before_me, exchanged[seat]) {
            (true, None) => {
                return bad(format!(
                    "seat {seat} exchanges before seat {me} but has no exchange count"
                ))
            }
            (false, Some(_)) if seat == me => {
                return bad("the player has exchanged already: it is not their turn".into())
            }
            (false, Some(_)) => {
                return bad(format!(
                    "seat {seat} exchanges after seat {me} and cannot have exchanged yet"
                ))
            }
            _ => {}
        }
        seat = t.left_of(seat as u8) as usize;
    }
    Ok(())
}

/// The seats in the order they exchange: from the dealer's left, once round.
pub(super) fn exchange_turns(t: &Table) -> Vec<u8> {
    let mut seats = Vec::with_capacity(t.in_match.len());
    let mut seat = t.left_of(t.d.dealer);
    for _ in 0..t.in_match.len() {
        seats.push(seat);
        seat = t.left_of(seat);
    }
    seats
}

/// The stock now, after checking that every count fits: a player discards from their hand, and
/// no more than the stock holds at their turn (in turn from the dealer's left, so the counts
/// together fit what the deal left in the stock). An exchange turn with an empty stock is taken
/// by the engine (0 cards), so it is nobody's turn to advise on.
pub(super) fn within_stock(
    t: &Table,
    exchanged: &[Option<u8>],
    dealt: &Dealt,
) -> Result<u32, EngineError> {
    let mut stock = dealt.stock;
    for seat in exchange_turns(t) {
        let count = exchanged[seat as usize].unwrap_or(0);
        if u32::from(count) > dealt.size {
            return bad(format!(
                "seat {seat} exchanged {count} cards, but each player was dealt {}",
                dealt.size
            ));
        }
        let Some(left) = stock.checked_sub(u32::from(count)) else {
            return bad(format!(
                "seat {seat} exchanged {count} cards, but only {stock} were left in the stock \
                 ({} after the deal)",
                dealt.stock
            ));
        };
        stock = left;
    }
    if t.phase == Phase::Exchange && stock == 0 {
        return bad(
            "the stock is empty, so the player can only exchange nothing: that turn is taken \
             for them, and it is not their turn"
                .into(),
        );
    }
    Ok(stock)
}
