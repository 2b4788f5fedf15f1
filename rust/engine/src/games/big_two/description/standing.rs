//! The match so far (2.4): which game this is, who won the earlier ones, the totals, the dealer.
//!
//! - `game` defaults to 1, and is at most the rules' `games`.
//! - `winners` names one seat a game over. Omitted, the earlier winners are not known; every one
//!   is taken to be this game's first leader (the seat of the first play, else the describing
//!   seat). Only the last winner changes the play, and only with `winner_leads`, where the last
//!   winner leads the game: so there the first leader is the last winner, as the rule says.
//! - `totals` default to 0 each. None may have reached the `penalty_limit` (the match would be
//!   over), nobody has points in game 1, and given totals hold a point at least for every game a
//!   seat lost (a loser keeps a card, and every card costs a point).
//! - `dealer` defaults to the describing seat: the dealer changes no play, only the order the
//!   cards were dealt in and who deals next.

use crate::error::EngineError;

use super::{bad, Table};

/// The match so far, checked.
pub(super) struct Standing {
    /// The number of this game, from 1.
    pub game: u16,
    /// The dealer of this game.
    pub dealer: u8,
    /// The winner of every earlier game.
    pub winners: Vec<u8>,
    /// Each seat's penalty points.
    pub totals: Vec<u32>,
}

impl Standing {
    pub fn of(t: &Table) -> Result<Standing, EngineError> {
        let d = t.d;
        let game = d.game.unwrap_or(1);
        if game == 0 {
            return bad("game 0: the games of a match are numbered from 1".into());
        }
        if let Some(games) = t.rules.games.filter(|&g| game > g) {
            return bad(format!(
                "game {game}, but the match has {games} games: it is over"
            ));
        }
        let dealer = d.dealer.unwrap_or(d.seat);
        if !t.is_seat(dealer) {
            return bad(format!(
                "dealer {dealer} is not a seat of a {}-player table",
                t.n
            ));
        }
        let winners = winners(t, game)?;
        let totals = totals(t, game, &winners)?;
        Ok(Standing {
            game,
            dealer,
            winners,
            totals,
        })
    }
}

/// The winners of the earlier games, given or taken as the module documentation says.
fn winners(t: &Table, game: u16) -> Result<Vec<u8>, EngineError> {
    let earlier = usize::from(game - 1);
    let Some(given) = &t.d.winners else {
        let leader = t.d.first_play().map_or(t.d.seat, |&(seat, _)| seat);
        return Ok(vec![leader; earlier]);
    };
    if given.len() != earlier {
        return bad(format!(
            "game {game} comes after {earlier} games, but winners names {}",
            given.len()
        ));
    }
    if let Some(&p) = given.iter().find(|&&p| !t.is_seat(p)) {
        return bad(format!(
            "winner {p} is not a seat of a {}-player table",
            t.n
        ));
    }
    Ok(given.clone())
}

/// Each seat's total, given or 0, checked as the module documentation says.
fn totals(t: &Table, game: u16, winners: &[u8]) -> Result<Vec<u32>, EngineError> {
    let Some(given) = &t.d.totals else {
        return Ok(vec![0; t.n]);
    };
    if given.len() != t.n {
        return bad(format!(
            "totals name {} seats, but the table has {}",
            given.len(),
            t.n
        ));
    }
    if let Some(limit) = t.rules.penalty_limit {
        if let Some(p) = given.iter().position(|&x| x >= limit) {
            return bad(format!(
                "seat {p}'s total {} reached the penalty limit {limit}: the match is over",
                given[p]
            ));
        }
    }
    if game == 1 && given.iter().any(|&x| x > 0) {
        return bad(format!(
            "totals {given:?} in game 1: nobody has penalty points before a game is over"
        ));
    }
    if t.d.winners.is_some() {
        each_loss_scored(given, winners)?;
    } else {
        losses_scored(given, t.n, u32::from(game - 1))?;
    }
    Ok(given.clone())
}

/// Every seat scored a point at least in each game it lost.
fn each_loss_scored(totals: &[u32], winners: &[u8]) -> Result<(), EngineError> {
    for (p, &total) in totals.iter().enumerate() {
        let won = winners.iter().filter(|&&w| usize::from(w) == p).count();
        let lost = (winners.len() - won) as u32;
        if total < lost {
            return bad(format!(
                "seat {p} lost {lost} earlier games, a point at least each, but has {total} points"
            ));
        }
    }
    Ok(())
}

/// The losers of `earlier` games, whoever they were, scored a point at least each game.
fn losses_scored(totals: &[u32], n: usize, earlier: u32) -> Result<(), EngineError> {
    let most: u64 = totals.iter().map(|&x| u64::from(x.min(earlier))).sum();
    let least = u64::from(earlier) * (n as u64 - 1);
    if most < least {
        return bad(format!(
            "after {earlier} games, each with {} losers scoring a point at least, the totals \
             {totals:?} are too low",
            n - 1
        ));
    }
    Ok(())
}
