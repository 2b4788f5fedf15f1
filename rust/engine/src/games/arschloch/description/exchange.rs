//! The exchange before a later game (3.4), as the describing player knows it. Its pairs and
//! counts are public (the last game's finishing order, this game's seating, makes them); the
//! cards are known to the two players of a pair only. A player in a pair must say what the
//! exchange took from them (`given`) and gave them (`received`): neither can be worked out
//! from the hand, so a description without them is refused. A player in no pair says neither.
//!
//! The hand the player was dealt is their hand now and their plays, less what they received,
//! plus what they gave; what an Arsch gave is the best cards of it, what a Chef gave the worst
//! (under `chef_chooses`, any cards of it).

use arrayvec::ArrayVec;

use crate::card::{cards_in_words, Cards};
use crate::error::EngineError;

use super::super::deal::{best, worst};
use super::super::roles::{pairs, Pair};
use super::super::rules::MAX_PLAYERS;
use super::super::state::Exchanged;
use super::standing::Standing;
use super::{bad, Description};

/// This game's exchange as the match holds it: the cards of the player's own pair, the other
/// pairs' left empty (nobody at the table saw them).
pub(super) type Exchange = ArrayVec<Exchanged, { MAX_PLAYERS / 2 }>;

/// The exchange of `d`, the player's part checked against the hand they were dealt (`played`:
/// their plays in this game).
pub(super) fn mine(d: &Description, s: &Standing, played: Cards) -> Result<Exchange, EngineError> {
    let all: Vec<Pair> = if s.game >= 2 {
        pairs(&s.seating).collect()
    } else {
        Vec::new()
    };
    let me = d.seat;
    let Some(pair) = all.iter().find(|p| p.giver == me || p.taker == me) else {
        if d.given.is_some() || d.received.is_some() {
            let why = if s.game == 1 {
                "the first game has no exchange".to_string()
            } else {
                format!("seat {me} is in no pair of game {}'s exchange", s.game)
            };
            return bad(format!(
                "{why}: given and received are for the two players of a pair"
            ));
        }
        return Ok(all.iter().map(|p| unseen(*p)).collect());
    };
    let (given, received) = said(d, pair)?;
    let dealt = dealt_hand(d, played, given, received)?;
    let giver = pair.giver == me;
    let (should, which) = if giver {
        (best(dealt, pair.count), "best")
    } else {
        (worst(dealt, pair.count), "worst")
    };
    // Under `chef_chooses` a Chef gives back any cards of the hand it was dealt.
    let chose = !giver && s.rules.chef_chooses;
    if given != should && !chose {
        return bad(format!(
            "seat {me}, {}, gives the {which} {} of the hand it was dealt, [{dealt}] (the hand \
             and the plays, less the cards received, plus those given): [{should}], not \
             [{given}]",
            if giver { "an Arsch" } else { "a Chef" },
            cards_in_words(pair.count)
        ));
    }
    Ok(all
        .iter()
        .map(|p| match p == pair {
            true if giver => seen(*p, given, received),
            true => seen(*p, received, given),
            false => unseen(*p),
        })
        .collect())
}

/// What the player says the exchange took and gave, each of the pair's count.
fn said(d: &Description, pair: &Pair) -> Result<(Cards, Cards), EngineError> {
    let me = d.seat;
    let (other, verb) = if pair.giver == me {
        (pair.taker, "gave its best cards to")
    } else {
        (pair.giver, "gave its worst cards to")
    };
    let (Some(given), Some(received)) = (d.given, d.received) else {
        return bad(format!(
            "seat {me} {verb} seat {other} in the exchange, {} each way: say which (given) \
             and which it received (received)",
            cards_in_words(pair.count)
        ));
    };
    for (what, cards) in [("given", given), ("received", received)] {
        if cards.len() != pair.count {
            return bad(format!(
                "{what} [{cards}] is {}, and seat {me} and seat {other} exchange {} each way",
                cards_in_words(cards.len()),
                cards_in_words(pair.count)
            ));
        }
    }
    Ok((given, received))
}

/// The hand the player was dealt: their hand and plays, less what they received, plus what
/// they gave.
fn dealt_hand(
    d: &Description,
    played: Cards,
    given: Cards,
    received: Cards,
) -> Result<Cards, EngineError> {
    let after = d.hand.plus(played);
    if !after.contains(received) {
        return bad(format!(
            "seat {} received [{received}], which are not all in its hand and its plays, \
             [{after}]",
            d.seat
        ));
    }
    Ok(after.minus(received).plus(given))
}

fn seen(p: Pair, given: Cards, returned: Cards) -> Exchanged {
    Exchanged {
        giver: p.giver,
        taker: p.taker,
        count: p.count,
        given,
        returned,
    }
}

fn unseen(p: Pair) -> Exchanged {
    seen(p, Cards::EMPTY, Cards::EMPTY)
}
