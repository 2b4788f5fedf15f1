//! Loss cards, totals, and which deal this is (1.4, 1.8, 1.9).

use crate::card::Pile;
use crate::error::EngineError;

use super::super::rules::{LossCards, Rules};
use super::{bad, Table};

/// The loss cards and totals: totals from loss cards under `kept`, checked when both are given.
/// Under `kept` a seat still in with points has its loss cards lying out, so they must be named
/// (the deal was dealt without them). A seat out may be given its loss cards or none: they went
/// back into the deck.
pub(super) fn losses(t: &Table) -> Result<(Vec<Pile>, Vec<u16>), EngineError> {
    let (d, n) = (t.d, t.n);
    let loss_cards = d.loss_cards.clone().unwrap_or_else(|| vec![Pile::EMPTY; n]);
    if loss_cards.len() != n {
        return bad(format!(
            "loss cards for {} seats at a {n}-player table",
            loss_cards.len()
        ));
    }
    let kept = t.rules.loss_cards == LossCards::Kept;
    if !kept && loss_cards.iter().any(|p| !p.is_empty()) {
        return bad("these rules return loss cards to the deck; none lie out".into());
    }
    let from_cards: Vec<u16> = loss_cards.iter().map(points_of).collect();
    let totals = match &d.totals {
        Some(t) if t.len() != n => {
            return bad(format!(
                "totals for {} seats at a {n}-player table",
                t.len()
            ))
        }
        Some(t) => t.clone(),
        None => from_cards.clone(),
    };
    for (p, &total) in totals.iter().enumerate() {
        let out = total >= t.rules.elimination;
        if out == t.in_match.has(p) {
            let (is, said) = if out { ("out", "in") } else { ("in", "out") };
            return bad(format!(
                "seat {p} has {total} points and the limit is {}, so it is {is}, not {said}",
                t.rules.elimination
            ));
        }
    }
    if kept {
        match_loss_cards(t, &loss_cards, &totals, &from_cards)?;
    }
    Ok((loss_cards, totals))
}

/// The points loss cards are worth (in `u16`: a pile of 255 cards of each rank still fits).
fn points_of(pile: &Pile) -> u16 {
    pile.ranks_high_to_low()
        .map(|r| u16::from(Rules::value(r)))
        .sum()
}

/// Under `kept`, each seat's total is what its loss cards are worth: for every seat still in,
/// and for a seat out whose loss cards are given.
fn match_loss_cards(
    t: &Table,
    loss_cards: &[Pile],
    totals: &[u16],
    from_cards: &[u16],
) -> Result<(), EngineError> {
    for p in 0..t.n {
        let named = t.d.loss_cards.is_some();
        if !t.in_match.has(p) && (!named || loss_cards[p].is_empty()) {
            continue;
        }
        if totals[p] == from_cards[p] {
            continue;
        }
        if !named {
            return bad(format!(
                "seat {p} has {} points: under these rules its loss cards lie in front of it, \
                 out of the deck; name them (loss cards)",
                totals[p]
            ));
        }
        return bad(format!(
            "totals {totals:?} do not match the loss cards ({from_cards:?}): seat {p} has {} \
             points and loss cards worth {}",
            totals[p], from_cards[p]
        ));
    }
    Ok(())
}

/// Which deal a description is of.
#[derive(Clone, Copy, Debug)]
pub(super) struct Deal {
    /// Its number, from 1.
    pub number: u16,
    /// Whether it is the first deal (dealt `first_deal` cards each).
    pub first: bool,
}

/// The deal, checked against the totals: deal 1 comes before any showdown, and in a later deal
/// the dealer is the loser of the last showdown (1.9), so has points. Unless given, the deal is
/// the first when nobody has points, else a later one (numbered 2 for the record).
pub(super) fn which_deal(t: &Table, totals: &[u16]) -> Result<Deal, EngineError> {
    let scored = totals.iter().position(|&points| points > 0);
    let first = match t.d.deal {
        Some(0) => return bad("deals are numbered from 1".into()),
        Some(number) => number == 1,
        None => scored.is_none(),
    };
    if let (true, Some(p)) = (first, scored) {
        return bad(format!(
            "deal 1 comes before any showdown, but seat {p} has {} points",
            totals[p]
        ));
    }
    let dealer = t.d.dealer;
    if !first && totals[dealer as usize] == 0 {
        return bad(format!(
            "in a later deal the dealer lost the last showdown, but the dealer, seat {dealer}, \
             has no points"
        ));
    }
    Ok(Deal {
        number: t.d.deal.unwrap_or(if first { 1 } else { 2 }),
        first,
    })
}
