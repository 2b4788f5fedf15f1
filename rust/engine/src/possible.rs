//! One validation of a view for every game: a view is possible when its game can rebuild a match
//! from it — the hidden cards drawn as the record allows, from a fixed seed, and the view's log
//! replayed through the rules, event by event, as a record is replayed — whose view of that seat
//! is the view itself. Loading a view (`from_json`, pickle) and describing one accept exactly
//! this set; a determinization of an accepted view shows it again.
//!
//! Big Two and Arschloch rebuild every game of the log, finished matches included (a game over
//! dealt as its plays allow). The family rebuilds the deal being played with its determinizer
//! and checks its log trick by trick; between deals and at the end of the match it draws
//! nothing, and the view is checked by its structural and log checks alone
//! ([`GameView::check`]).

use std::fmt::Display;
use std::ops::Range;

use serde::Serialize;
use serde_json::Value;

use crate::error::EngineError;
use crate::game::{Game, GameView};
use crate::rng::Rng;

/// The seed every rebuild draws its hidden cards from, so that a view is accepted or refused
/// the same way every time.
const SEED: u64 = 0x7669_6577;

/// A game whose views can be rebuilt into a match.
pub trait Rebuild: Game {
    /// The match `view` says was played: its hidden cards drawn from `rng` as the record allows,
    /// its log replayed by the rules; `None` where the game draws nothing (the family between
    /// deals and at the end). An error names what the rules could not do.
    fn rebuilt(view: &Self::View, rng: &mut Rng) -> Result<Option<Self>, EngineError>;
}

/// Checks that `view` is a possible view of its game: its structural check, then the match
/// rebuilt from it, which must show that seat this very view.
pub fn check<G: Rebuild>(view: &G::View) -> Result<(), EngineError> {
    view.check()?;
    let Some(m) = G::rebuilt(view, &mut Rng::seeded(SEED)).map_err(as_impossible)? else {
        return Ok(());
    };
    let again = m.view(view.player());
    if again == *view {
        return Ok(());
    }
    Err(EngineError::State(format!(
        "not a possible view: {}",
        first_difference(&again, view)
    )))
}

/// A view refused because `what` is impossible.
pub fn not_possible(what: impl Display) -> EngineError {
    EngineError::State(format!("not a possible view: {what}"))
}

/// The deals of a view's log, each from its deal (an event `is_deal` picks) to the next; an
/// error when the log does not start with a deal.
pub fn deals_of<E>(
    log: &[E],
    is_deal: impl Fn(&E) -> bool,
) -> Result<Vec<Range<usize>>, EngineError> {
    let starts: Vec<usize> = (log.iter().enumerate())
        .filter(|(_, e)| is_deal(e))
        .map(|(i, _)| i)
        .collect();
    if starts.first() != Some(&0) {
        return Err(not_possible("the log does not start with a deal"));
    }
    let ends = starts.iter().skip(1).copied().chain([log.len()]);
    Ok(starts.iter().zip(ends).map(|(&s, e)| s..e).collect())
}

/// A determinizer's refusal ("cannot sample the hidden cards: ...") as a view's.
fn as_impossible(e: EngineError) -> EngineError {
    match e {
        EngineError::State(m) if !m.starts_with("not a possible view") => {
            let why = m
                .strip_prefix("cannot sample the hidden cards: ")
                .unwrap_or(&m);
            EngineError::State(format!("not a possible view: {why}"))
        }
        other => other,
    }
}

/// Event `i` of a view's log, which the rules refused when it was replayed: `why`.
pub fn refused_event<E: Serialize>(i: usize, event: &E, why: &dyn Display) -> EngineError {
    EngineError::State(format!(
        "not a possible view: the log's event {i} ({}) breaks the rules: {why}",
        event_name(event)
    ))
}

/// An event's name in the log (`play`, `round_won`).
pub fn event_name<E: Serialize>(event: &E) -> String {
    serde_json::to_value(event)
        .ok()
        .and_then(|v| v.get("event").and_then(Value::as_str).map(String::from))
        .unwrap_or_else(|| "?".into())
}

/// The first field of `given` (or the first event of its log) that is not what the rules give.
fn first_difference<V: GameView>(rebuilt: &V, given: &V) -> String {
    let (Ok(Value::Object(rebuilt)), Ok(Value::Object(given))) =
        (serde_json::to_value(rebuilt), serde_json::to_value(given))
    else {
        return "it is not what the rules give".into();
    };
    for (field, value) in &given {
        let again = rebuilt.get(field).unwrap_or(&Value::Null);
        if again == value {
            continue;
        }
        return match (field.as_str(), again, value) {
            ("log", Value::Array(again), Value::Array(log)) => first_event(again, log),
            _ => format!(
                "its {field} is not what the rules give ({})",
                bounded(&again.to_string())
            ),
        };
    }
    "it is not what the rules give".into()
}

/// The first event of `log` that differs from the rebuilt log `again`.
fn first_event(again: &[Value], log: &[Value]) -> String {
    let i = again.iter().zip(log).take_while(|(a, b)| a == b).count();
    match log.get(i) {
        Some(event) => format!(
            "the log's event {i} ({}) is not what the rules give here",
            event.get("event").and_then(Value::as_str).unwrap_or("?")
        ),
        None => format!(
            "the log ends before event {i} ({}), which the rules give",
            again[i].get("event").and_then(Value::as_str).unwrap_or("?")
        ),
    }
}

/// `text` cut to about 80 characters.
fn bounded(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.into(),
    }
}
