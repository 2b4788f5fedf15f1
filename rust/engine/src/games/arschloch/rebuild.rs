//! A view rebuilt into the match it says was played ([`crate::possible`]), every game of its log
//! replayed through the rules from its first lead:
//!
//! - **The hands at each first lead** are each seat's cards played in that game plus the cards it
//!   kept: in a game being played, the hidden cards drawn as the determinizer draws them; in a
//!   game over, a deal the record allows (`past_deal.rs`). The viewer's are those the deal event
//!   shows them, changed by their side of the exchange.
//! - **Each game** is seated by the rules (the last game's finishing order), its lead given to
//!   the seating's first, and every play, pass and passed lead of the log checked and applied by
//!   the rules, which log the rounds won, the players out, the game's and the match's end. The
//!   deal and exchange events are the view's (the exchange's cards are hidden from most seats).
//! - **Chefs still choosing** what to give back (`chef_chooses`): the pairs waiting, and the
//!   Chef to move, are the view's.
//! - **The standing** starts from nothing when the log starts with the match (game 1); a log that
//!   starts later (a described position: its one game) starts from the view's.

use std::ops::Range;

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::possible::{deals_of, not_possible, refused_event, Rebuild};
use crate::rng::Rng;

use super::determinize::Unseen;
use super::event::Event;
use super::moves::Move;
use super::past_deal::{my_first_hand, past_kept, played_in};
use super::rules::{Rules, MAX_PLAYERS};
use super::state::{Exchanged, Match, Phase};
use super::view::View;

impl Rebuild for Match {
    fn rebuilt(view: &View, rng: &mut Rng) -> Result<Option<Match>, EngineError> {
        let drawn = match view.phase {
            Phase::Play => Some(Match::from_unseen(view, &Unseen::of(view)?, rng)?),
            Phase::Dealing | Phase::Over => None,
        };
        if view.log.is_empty() {
            // A match that keeps no log: nothing to replay, nothing drawn between games.
            return Ok(drawn);
        }
        let games = deals_of(&view.log, |e| matches!(e, Event::Deal { .. }))?;
        let mut m = standing_before(view, drawn.clone())?;
        for (k, game) in games.iter().enumerate() {
            let events = &view.log[game.clone()];
            seat(&mut m, k, game.start, &events[0])?;
            let played = played_in(view, events)?;
            let kept = match &drawn {
                Some(d) if k + 1 == games.len() => d.hands,
                _ => past_kept(view, events, &played)?,
            };
            first_lead(&mut m, view, events, kept, played)?;
            replay(&mut m, view, game.clone())?;
        }
        if let Some(d) = drawn.filter(|d| d.giving_back > 0) {
            // Chefs still choosing what to give back: the pairs waiting are the view's.
            m.exchanges = d.exchanges;
            m.giving_back = d.giving_back;
            m.to_move = d.to_move;
        }
        Ok(Some(m))
    }
}

/// The match before the log's first game: nothing scored (game 1), or the view's standing (a
/// log that starts later, which must then be the game in progress).
fn standing_before(view: &View, drawn: Option<Match>) -> Result<Match, EngineError> {
    let Some(Event::Deal { game, .. }) = view.log.first() else {
        return Err(not_possible("the log does not start with a deal"));
    };
    let mut m = match drawn {
        Some(m) => m,
        None => Match::new(view.players.into(), view.rules, 0)?,
    };
    if *game == 1 {
        m.totals = [0; MAX_PLAYERS];
        m.orders.clear();
    } else if *game != view.game || m.phase != Phase::Play {
        return Err(not_possible(format!(
            "the log starts in game {game}, before the game in progress"
        )));
    }
    m.game = *game - 1;
    m.log.clear();
    m.history.clear();
    m.logging = true;
    m.stops = true;
    Ok(m)
}

/// Game `k` of the log (dealt at event `i`) seated: the first as its deal says, each later one
/// by the rules once the last is over; the deal event must say so.
fn seat(m: &mut Match, k: usize, i: usize, deal: &Event) -> Result<(), EngineError> {
    let Event::Deal {
        dealer, seating, ..
    } = deal
    else {
        return Err(not_possible("no deal where the log deals"));
    };
    let n = m.player_count();
    if k == 0 {
        if seating.len() != n {
            return Err(not_possible("the log's first deal seats another table"));
        }
        m.seating[..n].copy_from_slice(seating);
        m.dealer = *dealer;
    } else if m.phase != Phase::Dealing {
        return Err(not_possible(format!(
            "the log's event {i} (deal) deals while game {} is not over as the rules end it",
            m.game
        )));
    } else {
        m.seat_by_roles();
        if m.seating() != seating.as_slice() || m.dealer != *dealer {
            return Err(not_possible(format!(
                "the log's event {i} (deal) seats the table otherwise than the rules"
            )));
        }
    }
    m.game += 1;
    Ok(())
}

/// `m` at the first lead of the game of `events` (its deal first): the hands `kept` and `played`
/// make, the exchange its events show, the lead to the seating's first.
fn first_lead(
    m: &mut Match,
    view: &View,
    events: &[Event],
    kept: [Cards; MAX_PLAYERS],
    played: [Cards; MAX_PLAYERS],
) -> Result<(), EngineError> {
    let n = m.player_count();
    let mut out = Rules::pack();
    for p in 0..n {
        m.hands[p] = kept[p].plus(played[p]);
        out = (out.checked_minus(&Pile::of(m.hands[p])))
            .filter(|_| m.hands[p].len() == view.rules.hand_size)
            .ok_or_else(|| {
                not_possible(format!(
                    "seat {p}'s cards left and plays in game {} do not make a hand dealt",
                    m.game
                ))
            })?;
    }
    let me = usize::from(view.player);
    if my_first_hand(view, events) != Some(m.hands[me]) {
        return Err(not_possible(format!(
            "the log's deal and exchange of game {} are not the hand you played from",
            m.game
        )));
    }
    m.out_of_play = out;
    m.exchanges = (events.iter())
        .filter_map(|e| match *e {
            Event::Exchange {
                giver,
                taker,
                count,
                given,
                returned,
            } => Some(Exchanged {
                giver,
                taker,
                count,
                given: given.unwrap_or_default(),
                returned: returned.unwrap_or_default(),
            }),
            _ => None,
        })
        .take(MAX_PLAYERS / 2)
        .collect();
    // Every pair the log shows has changed its cards (Chefs still choosing are set at the end).
    m.giving_back = 0;
    m.phase = Phase::Play;
    m.played = [Cards::EMPTY; MAX_PLAYERS];
    m.table = None;
    m.lead_passes = 0;
    m.lead_passed = Default::default();
    m.finished.clear();
    m.to_move = m.seating[0];
    m.log.extend(
        (events.iter())
            .take_while(|e| matches!(e, Event::Deal { .. } | Event::Exchange { .. }))
            .cloned(),
    );
    Ok(())
}

/// Every play, pass and passed lead of the log's events at `events`, checked and applied by the
/// rules; the deal and exchange events before the first are the view's.
fn replay(m: &mut Match, view: &View, events: Range<usize>) -> Result<(), EngineError> {
    for i in events {
        let event = &view.log[i];
        let mv = match event {
            Event::Play { cards, .. } => Move::play(*cards),
            Event::Pass { .. } | Event::PassLead { .. } => Move::PASS,
            _ => continue,
        };
        m.check(mv).map_err(|e| refused_event(i, event, &e))?;
        m.apply_move(mv);
    }
    Ok(())
}
