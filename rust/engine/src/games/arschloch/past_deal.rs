//! The hands of a game at its first lead, for the rebuild of a view (`rebuild.rs`): each seat's
//! cards played in the game plus the cards it kept to the end of the log. The viewer held what
//! the deal event shows them, changed by their side of the exchange. In a game over, the player
//! left with cards keeps as many as a hand less their plays, drawn from the cards nobody is seen
//! with: cards no one may lead (aces, and jokers unless `lead_jokers`) when they passed the lead
//! in that game, any otherwise. Any such deal does: the replay then gives the game's events,
//! which the view's must be.

use crate::card::{Cards, Pile, ACE, JOKER, RANKS};
use crate::error::EngineError;
use crate::possible::not_possible;

use super::event::Event;
use super::rules::{Rules, MAX_PLAYERS};
use super::view::View;

/// The cards each seat plays in `events`; an error when a seat plays more than a hand.
pub(super) fn played_in(
    view: &View,
    events: &[Event],
) -> Result<[Cards; MAX_PLAYERS], EngineError> {
    let mut played = [Cards::EMPTY; MAX_PLAYERS];
    for event in events {
        if let Event::Play { player, cards, .. } = *event {
            let seat = played.get_mut(usize::from(player)).ok_or_else(|| {
                not_possible(format!("the log's play of seat {player} is of no seat"))
            })?;
            if u32::from(seat.len()) + u32::from(cards.len()) > u32::from(view.rules.hand_size) {
                return Err(not_possible(format!(
                    "the log shows seat {player} playing more cards than a hand"
                )));
            }
            *seat = Rules::joined(*seat, cards).ok_or_else(|| {
                not_possible(format!(
                    "the log shows seat {player} playing more cards of a rank than the pack holds"
                ))
            })?;
        }
    }
    Ok(played)
}

/// The viewer's hand at the first lead of the game of `events` (its deal first).
pub(super) fn my_first_hand(view: &View, events: &[Event]) -> Option<Cards> {
    let Some(Event::Deal { hands, .. }) = events.first() else {
        return None;
    };
    let me = view.player;
    let mut hand = hands.iter().find(|(p, _)| *p == me).and_then(|(_, h)| *h)?;
    for event in events {
        if let Event::Exchange {
            giver,
            taker,
            given,
            returned,
            ..
        } = *event
        {
            let (out, back) = match (giver == me, taker == me) {
                (true, _) => (given?, returned?),
                (_, true) => (returned?, given?),
                _ => continue,
            };
            if !hand.contains(out) {
                return None;
            }
            hand = hand.minus(out).plus(back);
        }
    }
    Some(hand)
}

/// The cards each seat kept to the end of the game over of `events`, as the module says.
pub(super) fn past_kept(
    view: &View,
    events: &[Event],
    played: &[Cards; MAX_PLAYERS],
) -> Result<[Cards; MAX_PLAYERS], EngineError> {
    let game = match events.first() {
        Some(Event::Deal { game, .. }) => *game,
        _ => 0,
    };
    let cannot = || not_possible(format!("the plays of game {game} fit no deal"));
    let me = usize::from(view.player);
    let mine = my_first_hand(view, events).ok_or_else(cannot)?;
    if !mine.contains(played[me]) {
        return Err(cannot());
    }
    let mut kept = [Cards::EMPTY; MAX_PLAYERS];
    kept[me] = mine.minus(played[me]);
    let mut free = Rules::pack()
        .checked_minus(&Pile::of(mine))
        .ok_or_else(cannot)?;
    let seats = usize::from(view.players);
    let others = (played.iter().enumerate().take(seats)).filter(|&(p, _)| p != me);
    for (_, cards) in others.clone() {
        free = free.checked_minus(&Pile::of(*cards)).ok_or_else(cannot)?;
    }
    for (p, cards) in others {
        let left = view
            .rules
            .hand_size
            .checked_sub(cards.len())
            .ok_or_else(cannot)?;
        let passed_lead = events
            .iter()
            .any(|e| matches!(e, Event::PassLead { player } if usize::from(*player) == p));
        kept[p] = Cards::EMPTY;
        for _ in 0..left {
            let rank = (0..RANKS as u8)
                .rev()
                .find(|&r| free.count(r) > 0 && (!passed_lead || !leadable(r, &view.rules)))
                .ok_or_else(cannot)?;
            free.0[usize::from(rank)] -= 1;
            kept[p] = kept[p].plus(Cards::of(rank, 1));
        }
    }
    Ok(kept)
}

/// Whether a card of `rank` may be led: below the ace, or a joker with `lead_jokers`.
fn leadable(rank: u8, rules: &Rules) -> bool {
    rank < ACE || (rank == JOKER && rules.lead_jokers)
}
