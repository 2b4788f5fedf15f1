//! The check of a view's log: every event names seats at the table and shows only what the
//! viewer may see, and the current game's record adds up to the view (its deal, its exchange,
//! the cards each player played, the players out in order).

use crate::card::Cards;
use crate::error::EngineError;

use super::event::Event;
use super::state::Phase;
use crate::possible::not_possible;

use super::view::{impossible, View};

/// Checks `view.log` against the rest of the view; an empty log (a match that keeps none) passes.
pub(super) fn check_log(view: &View) -> Result<(), EngineError> {
    let me = view.player;
    for (i, event) in view.log.iter().enumerate() {
        event
            .check(view.players, |p| p == me)
            .map_err(|m| not_possible(format!("event {i} of the log ({event}): {m}")))?;
    }
    if view.log.is_empty() {
        return Ok(());
    }
    let deals: Vec<(usize, u16)> = (view.log.iter().enumerate())
        .filter_map(|(i, e)| match e {
            Event::Deal { game, .. } => Some((i, *game)),
            _ => None,
        })
        .collect();
    if deals
        .iter()
        .enumerate()
        .any(|(k, &(_, g))| usize::from(g) != k + 1)
    {
        return impossible("the log's games are not numbered one after another");
    }
    check_orders(view)?;
    match deals.last() {
        Some(&(start, game)) if game == view.game => check_game(view, &view.log[start..]),
        _ => impossible(&format!(
            "the log does not show game {} being dealt",
            view.game
        )),
    }
}

/// The events of the current game, from its deal.
fn check_game(view: &View, events: &[Event]) -> Result<(), EngineError> {
    if let Event::Deal {
        dealer, seating, ..
    } = &events[0]
    {
        if *dealer != view.dealer || *seating != view.seating {
            return impossible("the log's deal is not the game in progress");
        }
    }
    let n = usize::from(view.players);
    let mut played = vec![Cards::EMPTY; n];
    let mut finished = Vec::new();
    let mut exchanges = Vec::new();
    for event in &events[1..] {
        match event {
            Event::Play { player, cards, .. } => {
                let p = usize::from(*player);
                played[p] = played[p].plus(*cards);
            }
            Event::Finished { player, .. } => finished.push(*player),
            Event::Exchange {
                giver,
                taker,
                count,
                given,
                returned,
            } => exchanges.push((*giver, *taker, *count, *given, *returned)),
            _ => {}
        }
    }
    if played != view.played {
        return impossible("the log's plays are not the cards played in this game");
    }
    let out = if view.phase == Phase::Play {
        &view.finished[..]
    } else {
        &view.finished[..view.finished.len().saturating_sub(1)]
    };
    if finished != out {
        return impossible("the log's finishes are not this game's finishing order");
    }
    let seen: Vec<_> = (view.exchanged().iter())
        .map(|e| (e.giver, e.taker, e.count, e.given, e.returned))
        .collect();
    if exchanges != seen {
        return impossible("the log's exchange is not this game's exchange");
    }
    Ok(())
}

/// When the log shows the whole match from the first deal, its games' finishing orders are the
/// view's orders of the games over (which its check holds the totals to).
fn check_orders(view: &View) -> Result<(), EngineError> {
    if !matches!(view.log.first(), Some(Event::Deal { game: 1, .. })) {
        return Ok(());
    }
    let logged = view.log.iter().filter_map(|e| match e {
        Event::GameOver { order, .. } => Some(order),
        _ => None,
    });
    if !logged.eq(view.orders.iter()) {
        return impossible("the log's finishing orders are not the games over");
    }
    Ok(())
}
