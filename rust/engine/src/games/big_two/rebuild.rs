//! A view rebuilt into the match it says was played ([`crate::possible`]): the hidden cards drawn
//! as the determinizer draws them, the current game dealt again from them (each seat's cards
//! now plus the cards the log shows it playing since the deal), its first lead and face-up card
//! given by the rules, then every play and pass of the log replayed and checked by the rules.
//! The events the rules log (rounds won, last cards, the game's end) come from the replay, never
//! from the view. The standing (game, dealer, totals, winners) is the view's, and the games
//! before the current one stay as the view's log shows them.

use crate::card::SuitedCards;
use crate::error::EngineError;
use crate::possible::{refused_event, Rebuild};
use crate::rng::Rng;

use super::determinize::Unseen;
use super::event::Event;
use super::moves::Move;
use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};
use super::view::View;

fn not_possible(what: String) -> EngineError {
    EngineError::State(format!("not a possible view: {what}"))
}

impl Rebuild for Match {
    fn rebuilt(view: &View, rng: &mut Rng) -> Result<Option<Match>, EngineError> {
        if view.phase != Phase::Play {
            return Ok(None);
        }
        let unseen = Unseen::of(view)?;
        let mut m = Match::from_unseen(view, &unseen, rng);
        if view.log.is_empty() {
            // A match that keeps no log: nothing to replay.
            return Ok(Some(m));
        }
        let start = current_deal(view)?;
        let events = &view.log[start + 1..];
        deal_again(&mut m, view, played_since(view, events)?);
        for (k, event) in events.iter().enumerate() {
            let mv = match event {
                Event::Play { cards, .. } => Move::play(*cards),
                Event::Pass { .. } => Move::PASS,
                _ => continue,
            };
            let i = start + 1 + k;
            m.check(mv).map_err(|e| refused_event(i, event, &e))?;
            m.apply_move(mv);
        }
        let replayed = std::mem::take(&mut m.log);
        m.log = view.log[..start].to_vec();
        m.log.extend(replayed);
        Ok(Some(m))
    }
}

/// Where the log deals the view's game.
fn current_deal(view: &View) -> Result<usize, EngineError> {
    let start = view
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }));
    match start.map(|i| (i, &view.log[i])) {
        Some((i, Event::Deal { game, .. })) if *game == view.game => Ok(i),
        _ => Err(not_possible(format!(
            "the log does not show game {} being dealt",
            view.game
        ))),
    }
}

/// The cards each seat plays in `events`; an error when a card is played twice.
fn played_since(view: &View, events: &[Event]) -> Result<[SuitedCards; MAX_PLAYERS], EngineError> {
    let mut played = [SuitedCards::EMPTY; MAX_PLAYERS];
    let mut all = SuitedCards::EMPTY;
    for event in events {
        if let Event::Play { player, cards } = *event {
            if all.0 & cards.0 != 0 || usize::from(player) >= usize::from(view.players) {
                return Err(not_possible(format!(
                    "the log's play of seat {player} shows a card played twice"
                )));
            }
            all = all.plus(cards);
            played[usize::from(player)] = played[usize::from(player)].plus(cards);
        }
    }
    Ok(played)
}

/// `m` (drawn from the view) taken back to the deal of its game: each hand with the cards its
/// seat played since, the face-up card (three players) given by the rules, the first lead too.
fn deal_again(m: &mut Match, view: &View, played: [SuitedCards; MAX_PLAYERS]) {
    for (hand, cards) in m.hands.iter_mut().zip(played) {
        *hand = hand.plus(cards);
    }
    m.logging = true;
    m.log.clear();
    m.table = None;
    m.passed = Default::default();
    m.stops = true;
    m.face_up = None;
    if let Some((card, _)) = view.face_up {
        for hand in &mut m.hands {
            *hand = hand.minus(SuitedCards::of(card));
        }
        m.give_face_up(SuitedCards::of(card));
    }
    m.give_first_lead();
    m.record_deal();
}
