//! The tricks of a described deal (1.6, 1.10.1): each trick's plays in turn, and the turn order
//! across tricks. The first seat still in to the dealer's left leads the first trick of the deal;
//! the winner of a trick, as the rule set's `trick_winner` has it, leads the next; the player is
//! the next to play in the trick so far.
//!
//! Earlier tricks given as `played` cards only come before the tricks given trick by trick; who
//! won them is not known, so the first trick given after them may be led by anyone.

use crate::card::Cards;
use crate::error::EngineError;

use super::super::play::is_one_rank_with_jokers;
use super::super::rules::{Rules, TrickWinner, MAX_HAND};
use super::super::state::Phase;
use super::super::trick::{PlayKind, Trick};
use super::sight::Tally;
use super::{bad, Table};

/// The plays of a described deal, checked.
pub(super) struct Plays {
    /// The earlier tricks given trick by trick, in order, each with what its plays did.
    pub earlier: Vec<(Trick, Vec<PlayKind>)>,
    /// The trick in progress.
    pub current: Trick,
    /// What each play of the trick in progress did.
    pub current_kinds: Vec<PlayKind>,
    /// Every card of the earlier tricks: the `played` cards and the tricks given.
    pub earlier_cards: Tally,
    /// How many cards each player played in the earlier tricks.
    pub per_player: u32,
}

/// Who leads the next trick, and why; `None` when it is not known.
type Leader = Option<(u8, String)>;

impl Plays {
    /// The tricks of `t`'s description, checked one by one and in turn.
    pub fn of(t: &Table) -> Result<Plays, EngineError> {
        let d = t.d;
        let played = d.played.unwrap_or_default();
        if t.phase == Phase::Exchange && (!d.tricks.is_empty() || !played.is_empty()) {
            return bad("no tricks are played during the exchange".into());
        }
        if d.tricks.len() >= MAX_HAND as usize {
            return bad(format!(
                "{} earlier tricks: a deal gives at most {MAX_HAND} cards, one kept for the \
                 showdown",
                d.tricks.len()
            ));
        }
        let players_in = t.players_in();
        if !played.len().is_multiple_of(players_in) {
            return bad(format!(
                "{} cards played in earlier tricks cannot be split evenly among {players_in} players",
                played.len()
            ));
        }
        let mut earlier_cards = Tally::default();
        earlier_cards.add_pile(&played);
        let mut per_player = played.len() / players_in;
        let mut leader = first_leader(t);
        let mut earlier = Vec::with_capacity(d.tricks.len());
        for (i, plays) in d.tricks.iter().enumerate() {
            let what = format!("trick {}", i + 1);
            let (trick, kinds) = checked_trick(t, plays, &what)?;
            if trick.plays.len() != t.in_match.len() {
                return bad(format!(
                    "{what} has {} plays for {} players",
                    trick.plays.len(),
                    t.in_match.len()
                ));
            }
            led_by(&trick, &leader, &what)?;
            leader = Some((trick.winning, won(&trick, &what, &t.rules)));
            per_player += u32::from(trick.size());
            for &(_, cards) in &trick.plays {
                earlier_cards.add_cards(cards);
            }
            earlier.push((trick, kinds));
        }
        let (current, current_kinds) = current_trick(t, &leader)?;
        Ok(Plays {
            earlier,
            current,
            current_kinds,
            earlier_cards,
            per_player,
        })
    }
}

/// Who leads the first trick given trick by trick: the first seat still in to the dealer's left
/// (also when the dealer is out), unless tricks given as cards only came before it.
fn first_leader(t: &Table) -> Leader {
    if t.d.played.is_some_and(|p| !p.is_empty()) {
        return None;
    }
    let (dealer, first) = (t.d.dealer, t.left_of(t.d.dealer));
    Some((
        first,
        format!(
            "seat {first}, the first seat still in to the dealer's left (the dealer is seat \
             {dealer}), leads the first trick of the deal"
        ),
    ))
}

/// Why the winner of `trick` leads the next trick.
fn won(trick: &Trick, what: &str, rules: &Rules) -> String {
    let (winner, lead) = (trick.winning, trick.plays.first().map_or(0, |&(p, _)| p));
    if rules.trick_winner == TrickWinner::LastStechen && winner == lead {
        format!("nobody stach in {what}, so its leader, seat {winner}, leads the next trick")
    } else if rules.trick_winner == TrickWinner::LastStechen {
        format!("seat {winner} made the last stechen play of {what} and leads the next trick")
    } else {
        format!("seat {winner} won {what} and leads the next trick")
    }
}

/// Checks that `trick` is led by the expected leader, when known.
fn led_by(trick: &Trick, leader: &Leader, what: &str) -> Result<(), EngineError> {
    let (Some(&(p, _)), Some((expected, why))) = (trick.plays.first(), leader) else {
        return Ok(());
    };
    if p != *expected {
        return bad(format!("{what} is led by seat {p}, but {why}"));
    }
    Ok(())
}

/// The trick in progress, checked: led by whoever leads it, and the player is the next to play
/// (or leads, when nothing is played yet).
fn current_trick(t: &Table, leader: &Leader) -> Result<(Trick, Vec<PlayKind>), EngineError> {
    let d = t.d;
    if t.phase == Phase::Exchange && !d.trick.is_empty() {
        return bad("no trick is played during the exchange".into());
    }
    if d.hand.is_empty() {
        return bad("the player holds no cards".into());
    }
    if t.phase == Phase::Play && d.hand.len() == 1 {
        return bad(
            "the player holds one card: with one card each the showdown follows at once, and \
             nobody has a turn"
                .into(),
        );
    }
    let (trick, kinds) = checked_trick(t, &d.trick, "the trick")?;
    if trick.plays.len() >= t.in_match.len() {
        return bad(format!(
            "the trick has {} plays: every player still in has played to it",
            trick.plays.len()
        ));
    }
    let Some(&(last, _)) = trick.plays.last() else {
        if let (Phase::Play, Some((expected, why))) = (t.phase, leader) {
            if *expected != d.seat {
                return bad(format!("seat {} is to lead, but {why}", d.seat));
            }
        }
        return Ok((trick, kinds));
    };
    let next = t.left_of(last);
    if next != d.seat {
        return bad(format!(
            "after seat {last} it is seat {next}'s turn, not seat {}'s",
            d.seat
        ));
    }
    led_by(&trick, leader, "the trick")?;
    if d.hand.len() <= trick.size() {
        return bad(format!(
            "a hand of {} cannot follow a lead of {}: the leader kept a card, so every hand \
             holds more cards than the lead",
            d.hand.len(),
            trick.size()
        ));
    }
    Ok((trick, kinds))
}

/// The plays of one trick, checked for seats in turn and plays of one size, the lead of one rank
/// (jokers may join it), with what each play did.
fn checked_trick(
    t: &Table,
    plays: &[(u8, Cards)],
    what: &str,
) -> Result<(Trick, Vec<PlayKind>), EngineError> {
    let fail = |why: String| bad(format!("{what}: {why}"));
    if plays.len() > t.in_match.len() {
        return fail(format!(
            "{} plays, but {} players are in",
            plays.len(),
            t.in_match.len()
        ));
    }
    let mut trick = Trick::default();
    let mut kinds = Vec::with_capacity(plays.len());
    for (i, &(p, cards)) in plays.iter().enumerate() {
        if !t.in_match.has(p as usize) {
            return fail(format!("seat {p} is not in the match"));
        }
        if cards.is_empty() || (i > 0 && cards.len() != trick.size()) {
            return fail(format!(
                "[{cards}] does not have the lead's number of cards"
            ));
        }
        if i == 0 && !is_one_rank_with_jokers(cards) {
            return fail(format!(
                "seat {p} leads [{cards}], but a lead is of one rank (jokers may join it)"
            ));
        }
        if let Some(&(q, _)) = trick.plays.last() {
            let next = t.left_of(q);
            if next != p {
                return fail(format!(
                    "seat {p} plays after seat {q}, but it is seat {next}'s turn"
                ));
            }
        }
        kinds.push(trick.add(p, cards, &t.rules));
    }
    Ok((trick, kinds))
}
