//! The trick-level functions on a described position (a hand, the plays of a trick), with the
//! checks a position given by a user needs.

use crate::card::{Cards, JOKER};
use crate::error::EngineError;

use super::legal;
use super::moves::PlayList;
use super::play::{beats, is_one_rank_with_jokers};
use super::rules::{Rules, MAX_HAND};
use super::trick::Trick;

/// Fails with a card error when `cards` hold a joker and the rules play without.
pub fn check_in_game(cards: Cards, rules: &Rules) -> Result<(), EngineError> {
    if cards.count(JOKER) > 0 && rules.jokers_per_deck == 0 {
        return Err(EngineError::Card(format!(
            "[{cards}] holds a joker, and these rules play without jokers"
        )));
    }
    Ok(())
}

/// The trick these plays make, lead first, after checking that they can form one.
pub fn trick_of(plays: &[Cards], rules: &Rules) -> Result<Trick, EngineError> {
    let mut trick = Trick::default();
    let Some(&lead) = plays.first() else {
        return Ok(trick);
    };
    if !is_one_rank_with_jokers(lead) {
        return Err(EngineError::IllegalMove(format!(
            "[{lead}] is not a lead: a lead is one rank (jokers may join a rank card)"
        )));
    }
    if plays.len() > crate::game::MAX_PLAYERS {
        return Err(EngineError::IllegalMove(format!(
            "a trick of {} plays has more plays than a table has seats",
            plays.len()
        )));
    }
    for (i, &p) in plays.iter().enumerate() {
        check_in_game(p, rules)?;
        if p.len() != lead.len() {
            return Err(EngineError::IllegalMove(format!(
                "play {i} [{p}] has {} cards; the lead [{lead}] has {}",
                p.len(),
                lead.len()
            )));
        }
        trick.add(i as u8, p, rules);
    }
    Ok(trick)
}

/// The legal plays of a player holding `hand` when `plays` have been made in the trick.
pub fn legal_plays(hand: Cards, plays: &[Cards], rules: &Rules) -> Result<PlayList, EngineError> {
    check_in_game(hand, rules)?;
    if hand.len() > MAX_HAND {
        return Err(EngineError::Card(format!(
            "a hand of {} cards: no deal gives more than {MAX_HAND}",
            hand.len()
        )));
    }
    let trick = trick_of(plays, rules)?;
    if hand.len() < trick.size() {
        return Err(EngineError::IllegalMove(format!(
            "a hand of {} cards [{hand}] cannot follow a lead of {}",
            hand.len(),
            trick.size()
        )));
    }
    let mut out = PlayList::new();
    legal::plays(hand, &trick, rules.compulsory_beating, &mut out);
    Ok(out)
}

/// Whether `play` beats `best` by the standard beating rule (sorted dominance, jokers per 1.10.2).
pub fn beats_checked(play: Cards, best: Cards, rules: &Rules) -> Result<bool, EngineError> {
    check_in_game(play, rules)?;
    check_in_game(best, rules)?;
    if play.len() != best.len() || play.is_empty() {
        return Err(EngineError::IllegalMove(format!(
            "[{play}] and [{best}] cannot be compared: a play must have as many cards as the \
             best play, at least one"
        )));
    }
    Ok(beats(play, best))
}

/// The index of the play (lead first) that wins a trick of these plays.
pub fn trick_winner_checked(plays: &[Cards], rules: &Rules) -> Result<usize, EngineError> {
    if plays.is_empty() {
        return Err(EngineError::IllegalMove(
            "a trick needs at least one play".into(),
        ));
    }
    Ok(trick_of(plays, rules)?.winning as usize)
}
