//! A deal of a game over that its log allows, for the rebuild of a view (`rebuild.rs`): the
//! cards each seat kept to the game's end, around the cards the log shows it playing. The viewer
//! kept what the deal event shows them less their plays. Each other seat keeps as many cards as
//! a hand dealt less its plays, drawn from the cards nobody is seen with:
//!
//! - the face-up card and the card that gave it to its taker (three players), unless played,
//!   are the taker's;
//! - with two players, in a game led by the lowest card dealt, no hand holds a card below that
//!   lead's lowest card (the cards below it were dealt to nobody);
//! - with `double_twos`, a seat keeps as many 2s as its penalty at the game's end doubled for.
//!
//! Any such deal does: the replay then gives the game's events, which the view's must be.

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;

use super::event::Event;
use super::order::{card_of_strength, strength};
use super::rules::MAX_PLAYERS;
use super::scoring::penalty;
use super::view::View;
use crate::possible::not_possible;

/// The rank of the 2 in the card layer's order.
const TWO: u8 = 0;

/// The cards each seat kept to the end of the game of `events` (its deal first).
pub(super) fn past_deal(
    view: &View,
    events: &[Event],
    played: &[SuitedCards; MAX_PLAYERS],
) -> Result<[SuitedCards; MAX_PLAYERS], EngineError> {
    let Some(Event::Deal {
        game,
        hands,
        face_up,
        ..
    }) = events.first()
    else {
        return Err(not_possible("no deal where the log deals"));
    };
    let cannot = || not_possible(format!("the plays of game {game} fit no deal"));
    let me = usize::from(view.player);
    let mine = (hands.iter())
        .find(|(p, _)| usize::from(*p) == me)
        .and_then(|(_, h)| *h)
        .ok_or_else(cannot)?;
    if !mine.contains(played[me]) {
        return Err(cannot());
    }
    let mut kept = [SuitedCards::EMPTY; MAX_PLAYERS];
    kept[me] = mine.minus(played[me]);
    let seen = played.iter().fold(mine, |all, p| all.plus(*p));
    let mut free = SuitedCards::DECK.minus(seen);
    for (card, taker) in taken(view, *face_up) {
        if free.has(card) && usize::from(taker) < usize::from(view.players) {
            kept[usize::from(taker)] = kept[usize::from(taker)].plus(SuitedCards::of(card));
            free = free.minus(SuitedCards::of(card));
        }
    }
    free = free.minus(below_first_lead(view, *game, events));
    let penalties = events.iter().find_map(|e| match e {
        Event::GameOver { penalties, .. } => Some(penalties),
        _ => None,
    });
    let each = u32::from(view.rules.cards_each(view.players.into()));
    for p in (0..usize::from(view.players)).filter(|&p| p != me) {
        let taker = u32::from(face_up.is_some_and(|(_, t)| usize::from(t) == p));
        let left = (each + taker)
            .checked_sub(played[p].len())
            .ok_or_else(cannot)?;
        let twos = match penalties.and_then(|pen| pen.get(p)) {
            Some(&points) => twos_for(view, left, points).ok_or_else(cannot)?,
            None => None,
        };
        kept[p] = fill(kept[p], left, twos, &mut free).ok_or_else(cannot)?;
    }
    Ok(kept)
}

/// The face-up card and the card that gave it to its taker, each with the taker.
fn taken(view: &View, face_up: Option<(SuitedCard, u8)>) -> Vec<(SuitedCard, u8)> {
    let Some((card, taker)) = face_up else {
        return Vec::new();
    };
    let lowest = card_of_strength(0, &view.rules);
    let reason = if card == lowest {
        card_of_strength(1, &view.rules)
    } else {
        lowest
    };
    vec![(card, taker), (reason, taker)]
}

/// With two players, in a game led by the lowest card dealt: the cards below the first lead's
/// lowest card, dealt to nobody.
fn below_first_lead(view: &View, game: u16, events: &[Event]) -> SuitedCards {
    let free_lead = view.rules.winner_leads && game > 1;
    let first = events.iter().find_map(|e| match e {
        Event::Play { cards, .. } => Some(*cards),
        _ => None,
    });
    let lowest = first.and_then(|c| c.iter().min_by_key(|&c| strength(c, &view.rules)));
    match lowest {
        Some(lowest) if view.players == 2 && !free_lead => {
            let floor = strength(lowest, &view.rules);
            (SuitedCards::DECK.iter())
                .filter(|&c| strength(c, &view.rules) < floor)
                .fold(SuitedCards::EMPTY, |s, c| s.plus(SuitedCards::of(c)))
        }
        _ => SuitedCards::EMPTY,
    }
}

/// How many 2s a hand of `left` cards holds that scores `points` (`Some(None)`: any number, as
/// without `double_twos`); `None` when no such hand scores `points`.
fn twos_for(view: &View, left: u32, points: u32) -> Option<Option<u32>> {
    let plain = (SuitedCards::DECK.iter())
        .filter(|c| c.rank() != TWO)
        .take(left as usize)
        .fold(SuitedCards::EMPTY, |s, c| s.plus(SuitedCards::of(c)));
    let base = penalty(plain, &view.rules);
    if !view.rules.double_twos {
        return (base == points).then_some(None);
    }
    if base == 0 {
        return (points == 0).then_some(Some(0));
    }
    (0..=4).find(|&t| base << t == points).map(Some)
}

/// `hand` filled to `left` cards from `free`, with `twos` 2s in all (`None`: any number).
fn fill(
    hand: SuitedCards,
    left: u32,
    twos: Option<u32>,
    free: &mut SuitedCards,
) -> Option<SuitedCards> {
    let needed = left.checked_sub(hand.len())?;
    let chosen = match twos {
        None => pick(*free, |_| true, needed)?,
        Some(twos) => {
            let twos_needed = twos.checked_sub(u32::from(hand.suits_of(TWO)).count_ones())?;
            let others_needed = needed.checked_sub(twos_needed)?;
            let is_two = |c: SuitedCard| c.rank() == TWO;
            pick(*free, is_two, twos_needed)?.plus(pick(*free, |c| !is_two(c), others_needed)?)
        }
    };
    *free = free.minus(chosen);
    Some(hand.plus(chosen))
}

/// `count` cards of `free` that are `wanted`, if there are as many.
fn pick(free: SuitedCards, wanted: impl Fn(SuitedCard) -> bool, count: u32) -> Option<SuitedCards> {
    let cards: Vec<SuitedCard> = free
        .iter()
        .filter(|&c| wanted(c))
        .take(count as usize)
        .collect();
    (cards.len() == count as usize).then(|| {
        cards
            .iter()
            .fold(SuitedCards::EMPTY, |s, &c| s.plus(SuitedCards::of(c)))
    })
}
