//! A view rebuilt into the match it says was played ([`crate::possible`]), every game of its log
//! dealt again and replayed through the rules:
//!
//! - **The hands of each deal** are each seat's cards played in that game plus the cards it kept:
//!   in a game being played, the hidden cards drawn as the determinizer draws them; in a game
//!   over, a deal the record allows (`past_deal.rs`). The viewer's hand is the one the deal
//!   event shows them.
//! - **The deal** is then given its face-up card (three players) and its first lead by the rules,
//!   and logged by them; every play and pass of the log is checked and applied by the rules, which
//!   log the rounds won, the last cards, the games' and the match's end. Nothing the rules log is
//!   taken from the view.
//! - **The standing** starts from nothing when the log starts with the match (game 1); a log
//!   that starts later (a described position: its one game) starts from the view's.

use std::ops::Range;

use crate::card::SuitedCards;
use crate::error::EngineError;
use crate::possible::{deals_of, not_possible, refused_event, Rebuild};
use crate::rng::Rng;

use super::determinize::Unseen;
use super::event::Event;
use super::moves::Move;
use super::past_deal::past_deal;
use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};
use super::view::View;

impl Rebuild for Match {
    fn rebuilt(view: &View, rng: &mut Rng) -> Result<Option<Match>, EngineError> {
        let drawn = match view.phase {
            Phase::Play => Some(Match::from_unseen(view, &Unseen::of(view)?, rng)),
            Phase::Dealing | Phase::Over => None,
        };
        if view.log.is_empty() {
            // A match that keeps no log: nothing to replay, nothing drawn between games.
            return Ok(drawn);
        }
        let games = deals_of(&view.log, |e| matches!(e, Event::Deal { .. }))?;
        let mut m = standing_before(view, drawn.clone().unwrap_or_else(|| blank(view)))?;
        for (k, game) in games.iter().enumerate() {
            if k > 0 {
                next_game(&mut m, game.start)?;
            }
            let events = &view.log[game.start + 1..game.end];
            let played = played_in(view, events)?;
            let hands = match &drawn {
                Some(d) if k + 1 == games.len() => d.hands,
                _ => past_deal(view, &view.log[game.clone()], &played)?,
            };
            deal_again(&mut m, view, &view.log[game.start], hands, played)?;
            replay(&mut m, view, game.start + 1..game.end)?;
        }
        Ok(Some(m))
    }
}

/// A match with the view's table and rules, to rebuild between games and at the end.
fn blank(view: &View) -> Match {
    let mut m = Match::new_unlogged(view.players.into(), view.rules, 0)
        .unwrap_or_else(|_| unreachable!("the view's check seats its table"));
    m.phase = view.phase;
    m
}

/// `m` at the start of the log's first game: game 1 with nothing scored, or (a log that starts
/// later) the view's standing, which must then be its only game.
fn standing_before(view: &View, mut m: Match) -> Result<Match, EngineError> {
    let Some(Event::Deal { game, dealer, .. }) = view.log.first() else {
        return Err(not_possible("the log does not start with a deal"));
    };
    m.game = *game;
    m.dealer = *dealer;
    if *game == 1 {
        m.totals = [0; MAX_PLAYERS];
        m.game_winners.clear();
    } else if *game != view.game {
        return Err(not_possible(format!(
            "the log starts in game {game}, before the game in progress"
        )));
    }
    m.log.clear();
    m.history.clear();
    m.logging = true;
    m.stops = true;
    Ok(m)
}

/// The match moved on to the next game, dealt at event `i`: the last one must be over.
fn next_game(m: &mut Match, i: usize) -> Result<(), EngineError> {
    if m.phase != Phase::Dealing {
        return Err(not_possible(format!(
            "the log's event {i} (deal) deals while game {} is not over as the rules end it",
            m.game
        )));
    }
    m.dealer = m.after(m.dealer);
    m.game += 1;
    Ok(())
}

/// The cards each seat plays in `events`; an error when a card is played twice.
fn played_in(view: &View, events: &[Event]) -> Result<[SuitedCards; MAX_PLAYERS], EngineError> {
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

/// The game dealt again: `kept` (the cards each seat keeps to the end of the log) and `played`
/// make the hands, the rules give the face-up card (three players, which card the deal
/// event says) and the first lead, and log the deal.
fn deal_again(
    m: &mut Match,
    view: &View,
    deal: &Event,
    kept: [SuitedCards; MAX_PLAYERS],
    played: [SuitedCards; MAX_PLAYERS],
) -> Result<(), EngineError> {
    let Event::Deal { face_up, .. } = deal else {
        return Err(not_possible("no deal where the log deals"));
    };
    let n = usize::from(view.players);
    let mut dealt = SuitedCards::EMPTY;
    for p in 0..n {
        m.hands[p] = kept[p].plus(played[p]);
        dealt = dealt.plus(m.hands[p]);
    }
    m.phase = Phase::Play;
    m.table = None;
    m.passed = Default::default();
    m.face_up = None;
    m.out_of_play = SuitedCards::DECK.minus(dealt);
    if let Some((card, _)) = *face_up {
        for hand in &mut m.hands {
            *hand = hand.minus(SuitedCards::of(card));
        }
        m.give_face_up(SuitedCards::of(card));
    }
    let each = u32::from(m.rules.cards_each(n));
    for p in 0..m.players {
        let taker = u32::from(m.face_up.is_some_and(|(_, t)| t == p));
        if m.hands[usize::from(p)].len() != each + taker {
            return Err(not_possible(format!(
                "seat {p}'s cards left and plays in game {} do not make a hand dealt",
                m.game
            )));
        }
    }
    m.give_first_lead();
    m.record_deal();
    Ok(())
}

/// Every play and pass of `events` (indices of the view's log) checked and applied by the rules.
fn replay(m: &mut Match, view: &View, events: Range<usize>) -> Result<(), EngineError> {
    for i in events {
        let event = &view.log[i];
        let mv = match event {
            Event::Play { cards, .. } => Move::play(*cards),
            Event::Pass { .. } => Move::PASS,
            _ => continue,
        };
        m.check(mv).map_err(|e| refused_event(i, event, &e))?;
        m.apply_move(mv);
    }
    Ok(())
}
