//! The described game replayed through the engine's own rules (2.3): the match at the start of
//! this game, dealt as worked out, its first lead given as a deal gives it, then every play and
//! pass in turn, each checked by the engine.
//!
//! Each round but the last must end won (everyone else passed on its last play), and no round
//! goes on after it is won; the last is the one on the table (or, won, leaves its winner to
//! lead). No play may empty a hand (the game would be over), and at the end it is the describing
//! seat's turn.

use crate::card::SuitedCards;
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::rng::Rng;

use super::super::moves::Move;
use super::super::order::written;
use super::super::rules::MAX_PLAYERS;
use super::super::state::{Match, Phase};
use super::dealt::Deal;
use super::standing::Standing;
use super::{bad, SeatPlay, Table};

/// The match after the described plays, the describing seat to move.
pub(super) fn replayed(t: &Table, standing: &Standing, deal: &Deal) -> Result<Match, EngineError> {
    let mut m = dealt_match(t, standing, deal);
    let last = t.d.rounds.len().saturating_sub(1);
    for (r, round) in t.d.rounds.iter().enumerate() {
        play_round(t, &mut m, r + 1, round, r == last)?;
    }
    if m.to_move != t.d.seat {
        return bad(format!(
            "it is seat {}'s turn, not yours (seat {}): {}",
            m.to_move,
            t.d.seat,
            whose_turn(t, &m)
        ));
    }
    Ok(m)
}

/// The match at the start of this game, dealt `deal`; it stops at the game's end rather than
/// deal the next.
fn dealt_match(t: &Table, standing: &Standing, deal: &Deal) -> Match {
    let mut totals = [0; MAX_PLAYERS];
    totals[..t.n].copy_from_slice(&standing.totals);
    let mut m = Match {
        rules: t.rules,
        players: t.n as u8,
        seed: 0,
        rng: Rng::seeded(0),
        phase: Phase::Play,
        game: standing.game,
        dealer: standing.dealer,
        hands: deal.hands,
        face_up: t.d.face_up,
        out_of_play: deal.out_of_play,
        table: None,
        to_move: 0,
        passed: PlayerSet::default(),
        must_hold: None,
        totals,
        game_winners: standing.winners.clone(),
        log: Vec::new(),
        history: Vec::new(),
        logging: true,
        stops: true,
        written: false,
    };
    m.give_first_lead();
    m.record_deal();
    m
}

/// Round `r` (from 1) applied to `m`, checked as the module documentation says.
fn play_round(
    t: &Table,
    m: &mut Match,
    r: usize,
    round: &[SeatPlay],
    last: bool,
) -> Result<(), EngineError> {
    if round.is_empty() && !last {
        return bad(format!("round {r} has no plays"));
    }
    for (k, &(seat, play)) in round.iter().enumerate() {
        if k > 0 && m.table.is_none() {
            return bad(format!(
                "round {r} goes on after seat {} won it: seat {seat}'s {} comes after",
                m.to_move,
                shown(t, play)
            ));
        }
        play_one(t, m, r, seat, play)?;
    }
    if let (false, Some(on)) = (last, m.table) {
        return bad(format!(
            "round {r} ends before it is won: seat {} is to play on seat {}'s {}",
            m.to_move,
            on.last,
            written(on.cards, &t.rules)
        ));
    }
    Ok(())
}

/// One play or pass of round `r`, in turn and legal, that does not end the game.
fn play_one(
    t: &Table,
    m: &mut Match,
    r: usize,
    seat: u8,
    play: Option<SuitedCards>,
) -> Result<(), EngineError> {
    if m.to_move != seat {
        return bad(format!(
            "round {r}: seat {seat}'s {} is out of turn: {}",
            shown(t, play),
            whose_turn(t, m)
        ));
    }
    if play.is_some_and(|cards| cards.is_empty()) {
        return bad(format!(
            "round {r}: seat {seat}'s play holds no cards (a pass is written None or \"pass\")"
        ));
    }
    let mv = play.map_or(Move::PASS, Move::play);
    if let Err(e) = m.check(mv) {
        let text = e.to_string();
        let why = text.split_once(": ").map_or(text.as_str(), |(_, why)| why);
        return bad(format!(
            "round {r}: seat {seat} cannot {}: {why}",
            match play {
                Some(cards) => format!("play {}", written(cards, &t.rules)),
                None => "pass".into(),
            }
        ));
    }
    m.apply_move(mv);
    if m.phase != Phase::Play {
        return bad(format!(
            "round {r}: seat {seat} went out with {}: game {} is over",
            shown(t, play),
            m.game
        ));
    }
    Ok(())
}

/// A play or pass in words: `5♠ 5♦`, `pass`.
fn shown(t: &Table, play: Option<SuitedCards>) -> String {
    play.map_or("pass".into(), |cards| written(cards, &t.rules))
}

/// Whose turn it is in `m`, and why.
fn whose_turn(t: &Table, m: &Match) -> String {
    let p = m.to_move;
    if m.history.is_empty() {
        return match m.must_hold {
            Some(card) => format!("seat {p} holds {card}, the lowest card dealt, and leads"),
            None => format!("with winner_leads the last winner, seat {p}, leads"),
        };
    }
    match m.table {
        Some(round) => format!(
            "seat {p} is next on seat {}'s {} ({})",
            round.last,
            written(round.cards, &t.rules),
            t.direction()
        ),
        None => format!("seat {p} won the round and leads"),
    }
}
