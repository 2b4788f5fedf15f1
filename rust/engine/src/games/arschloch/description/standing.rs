//! Where the match stands (3.2, 3.4): the table, the game, its seating and dealer, the
//! finishing orders of the games over and the totals they make. The first game is seated by
//! seat number from the dealer's left (play goes to the left); every later game by the last
//! game's finishing order, whose last Arsch deals.

use crate::error::EngineError;
use crate::options::GameRules;

use super::super::rules::Rules;
use super::super::view::is_order;
use super::{bad, Description};

/// The standing of a described position, checked.
#[derive(Clone, Debug)]
pub(super) struct Standing {
    pub rules: Rules,
    /// The number of players.
    pub n: usize,
    pub game: u16,
    pub dealer: u8,
    /// This game's order of play, the leader first.
    pub seating: Vec<u8>,
    /// The finishing orders of the games over.
    pub orders: Vec<Vec<u8>>,
    pub totals: Vec<u16>,
}

impl Standing {
    /// The standing `d` describes, its defaults worked out.
    pub fn of(d: &Description) -> Result<Standing, EngineError> {
        let rules = d.rules.unwrap_or_else(Rules::standard);
        let n = usize::from(d.players);
        rules.check_players(n)?;
        if usize::from(d.seat) >= n {
            return bad(format!(
                "seat {} is not a seat of a {n}-player table",
                d.seat
            ));
        }
        let game = game_of(d, &rules)?;
        let orders = orders_of(d, n, game)?;
        let seating = seating_of(d, n, game, &orders)?;
        let dealer = seating[n - 1];
        if let Some(given) = d.dealer.filter(|&g| g != dealer) {
            return bad(if game == 1 {
                format!("seat {given} is not the dealer: the seating {seating:?} ends with seat {dealer}, who deals")
            } else {
                format!(
                    "seat {given} does not deal game {game}: the last Arsch of game {}, seat {dealer}, deals",
                    game - 1
                )
            });
        }
        let orders = if orders.is_empty() && game == 2 {
            vec![seating.clone()]
        } else {
            orders
        };
        let totals = totals_of(d, n, &orders)?;
        Ok(Standing {
            rules,
            n,
            game,
            dealer,
            seating,
            orders,
            totals,
        })
    }
}

/// The game's number: 1 unless said, within the match.
fn game_of(d: &Description, rules: &Rules) -> Result<u16, EngineError> {
    let game = d.game.unwrap_or(1);
    if game == 0 {
        return bad("game 0: games are numbered from 1".into());
    }
    if game > rules.games {
        return bad(format!(
            "game {game} of a match of {} games: the match is over",
            rules.games
        ));
    }
    Ok(game)
}

/// The finishing orders of the games over as given (none when not given), each the table once.
fn orders_of(d: &Description, n: usize, game: u16) -> Result<Vec<Vec<u8>>, EngineError> {
    let Some(orders) = &d.orders else {
        if game >= 3 {
            return bad(format!(
                "game {game} follows {} games: give their finishing orders (orders)",
                game - 1
            ));
        }
        return Ok(Vec::new());
    };
    if let Some(i) = orders.iter().position(|o| !is_order(o, n)) {
        return bad(format!(
            "orders[{i}] {:?} does not name each of the {n} players once",
            orders[i]
        ));
    }
    let over = usize::from(game) - 1;
    if orders.len() != over {
        return bad(format!(
            "game {game} follows {over} games over, and orders gives {} finishing orders",
            orders.len()
        ));
    }
    Ok(orders.clone())
}

/// This game's seating: as given, checked; else worked out (see the module documentation).
fn seating_of(
    d: &Description,
    n: usize,
    game: u16,
    orders: &[Vec<u8>],
) -> Result<Vec<u8>, EngineError> {
    if let Some(s) = &d.seating {
        if !is_order(s, n) {
            return bad(format!(
                "the seating {s:?} does not name each of the {n} players once"
            ));
        }
    }
    if game == 1 {
        return first_seating(d, n);
    }
    let last = orders.last().or(d.seating.as_ref());
    let Some(last) = last else {
        return bad(
            "game 2 is seated by the finishing order of game 1: give seating or orders".into(),
        );
    };
    match &d.seating {
        Some(s) if s != last => bad(format!(
            "the seating {s:?} is not the finishing order of game {}, {last:?}: a later game \
             is seated by the last game's finishing order",
            game - 1
        )),
        _ => Ok(last.clone()),
    }
}

/// The first game's seating, by seat number from the dealer's left.
fn first_seating(d: &Description, n: usize) -> Result<Vec<u8>, EngineError> {
    let from_left =
        |dealer: usize| -> Vec<u8> { (1..=n).map(|i| ((dealer + i) % n) as u8).collect() };
    if let Some(s) = &d.seating {
        let by_number = from_left(usize::from(s[n - 1]));
        if *s != by_number {
            return bad(format!(
                "game 1 is seated by seat number from the dealer's left (play goes to the \
                 left): dealt by seat {}, its seating is {by_number:?}, not {s:?}",
                s[n - 1]
            ));
        }
        return Ok(by_number);
    }
    if let Some(dealer) = d.dealer {
        if usize::from(dealer) >= n {
            return bad(format!(
                "dealer {dealer} is not a seat of a {n}-player table"
            ));
        }
        return Ok(from_left(dealer.into()));
    }
    // The first play was the leader's, left of the dealer; with no play the player leads.
    let leader = (d.rounds.iter().flatten().next())
        .map(|&(p, _)| p)
        .filter(|&p| usize::from(p) < n)
        .unwrap_or(d.seat);
    Ok(from_left(usize::from(leader) + n - 1))
}

/// The totals: the sums of the finishing positions of the games over, checked when given.
fn totals_of(d: &Description, n: usize, orders: &[Vec<u8>]) -> Result<Vec<u16>, EngineError> {
    let mut totals = vec![0u16; n];
    for order in orders {
        for (i, &p) in order.iter().enumerate() {
            totals[usize::from(p)] += i as u16 + 1;
        }
    }
    match &d.totals {
        Some(given) if *given != totals => bad(format!(
            "totals {given:?} are not the sums of the finishing positions of the games over, \
             {totals:?}"
        )),
        _ => Ok(totals),
    }
}
