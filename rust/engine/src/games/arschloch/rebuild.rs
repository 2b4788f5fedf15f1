//! A view rebuilt into the match it says was played ([`crate::possible`]): the hidden cards drawn
//! as the determinizer draws them, the current game taken back to its first lead (each seat's
//! cards now plus the cards the log shows it playing since), then every play, pass and passed
//! lead of the log replayed and checked by the rules. The events the rules log (rounds won,
//! players out, the game's end) come from the replay, never from the view. The deal and the
//! exchange are the view's (its check holds them to the game's seating and exchange), as are
//! the standing and the games before.

use crate::card::Cards;
use crate::error::EngineError;
use crate::possible::{refused_event, Rebuild};
use crate::rng::Rng;

use super::determinize::Unseen;
use super::event::Event;
use super::moves::Move;
use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};
use super::view::View;

impl Rebuild for Match {
    fn rebuilt(view: &View, rng: &mut Rng) -> Result<Option<Match>, EngineError> {
        if view.phase != Phase::Play {
            return Ok(None);
        }
        let mut m = Match::from_unseen(view, &Unseen::of(view)?, rng)?;
        if view.log.is_empty() {
            // A match that keeps no log: nothing to replay.
            return Ok(Some(m));
        }
        let deal = (view.log.iter())
            .rposition(|e| matches!(e, Event::Deal { .. }))
            .unwrap_or(0);
        let first = (deal..view.log.len())
            .find(|&i| is_move(&view.log[i]))
            .unwrap_or(view.log.len());
        back_to_first_lead(&mut m, played_since(&view.log[first..]));
        if let Some(p) = (0..m.player_count()).find(|&p| m.hands[p].len() != m.rules.hand_size) {
            return Err(EngineError::State(format!(
                "not a possible view: seat {p}'s cards left and plays do not make the hand dealt"
            )));
        }
        for (i, event) in view.log.iter().enumerate().skip(first) {
            let mv = match event {
                Event::Play { cards, .. } => Move::play(*cards),
                Event::Pass { .. } | Event::PassLead { .. } => Move::PASS,
                _ => continue,
            };
            m.check(mv).map_err(|e| refused_event(i, event, &e))?;
            m.apply_move(mv);
        }
        let replayed = std::mem::take(&mut m.log);
        m.log = view.log[..first].to_vec();
        m.log.extend(replayed);
        Ok(Some(m))
    }
}

/// Whether `event` is a move: a play, a pass, or a passed lead.
fn is_move(event: &Event) -> bool {
    matches!(
        event,
        Event::Play { .. } | Event::Pass { .. } | Event::PassLead { .. }
    )
}

/// The cards each seat plays in `events` (the view's check holds them to the cards played).
fn played_since(events: &[Event]) -> [Cards; MAX_PLAYERS] {
    let mut played = [Cards::EMPTY; MAX_PLAYERS];
    for event in events {
        if let Event::Play { player, cards, .. } = *event {
            if let Some(seat) = played.get_mut(usize::from(player)) {
                *seat = seat.plus(cards);
            }
        }
    }
    played
}

/// `m` taken back to its game's first lead: each hand with the cards its seat played since.
fn back_to_first_lead(m: &mut Match, played: [Cards; MAX_PLAYERS]) {
    for (hand, cards) in m.hands.iter_mut().zip(played) {
        *hand = hand.plus(cards);
    }
    m.played = [Cards::EMPTY; MAX_PLAYERS];
    m.table = None;
    m.lead_passes = 0;
    m.lead_passed = Default::default();
    m.finished.clear();
    m.to_move = m.seating[0];
    m.logging = true;
    m.log.clear();
    m.history.clear();
    m.stops = true;
}
