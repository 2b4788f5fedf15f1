//! The describing player's own plays in the earlier tricks given trick by trick (1.6, 1.7, 1.10):
//! each was a legal move of the hand they held then, which is their hand now plus every card
//! they played in that trick and the tricks after it. Legality is the engine's own
//! ([`legal::is_legal_play`]); this file only rebuilds the hands and says what a refused play
//! broke.

use crate::card::Cards;
use crate::error::EngineError;

use super::super::legal;
use super::super::play::{dominates, effective, give_off, is_one_rank_with_jokers};
use super::super::trick::{PlayKind, Trick};
use super::{bad, Table};

/// Checks the player's plays in `tricks` (in order, the player yet to play in the trick in
/// progress) against the hands they held. The hands stay within a deal's 13 cards: the cards
/// dealt are checked first.
pub(super) fn check(t: &Table, tricks: &[(Trick, Vec<PlayKind>)]) -> Result<(), EngineError> {
    let seat = t.d.seat;
    let compulsory = t.rules.compulsory_beating;
    let mut held = t.d.hand;
    for (i, (trick, _)) in tricks.iter().enumerate().rev() {
        let mut before = Trick::default();
        for &(p, cards) in &trick.plays {
            if p != seat {
                before.add(p, cards, &t.rules);
                continue;
            }
            held = held.plus(cards);
            let reference = (!before.is_empty()).then_some(before.reference);
            if !legal::is_legal_play(held, cards, reference, compulsory) {
                let verb = if reference.is_some() {
                    "plays"
                } else {
                    "leads"
                };
                return bad(format!(
                    "trick {}: seat {seat} {verb} [{cards}] holding [{held}]: {}",
                    i + 1,
                    why_not(held, cards, reference)
                ));
            }
            break;
        }
    }
    Ok(())
}

/// What rule a play that is not legal breaks (`reference`: the play to beat; `None` for a lead).
fn why_not(held: Cards, play: Cards, reference: Option<Cards>) -> String {
    let Some(reference) = reference else {
        return if play.len() >= held.len() {
            "a lead keeps at least one card".into()
        } else if !is_one_rank_with_jokers(play) {
            "a lead is of one rank (jokers may join it)".into()
        } else {
            "jokers are led alone only by a player holding nothing but jokers".into()
        };
    };
    if dominates(effective(play), reference) {
        return "jokers are played alone only by a player holding nothing but jokers".into();
    }
    let lowest = give_off(held, reference.len());
    if play != lowest {
        return format!(
            "it does not beat [{reference}], and a give-off is the lowest cards, [{lowest}]"
        );
    }
    format!("beating is compulsory, and [{held}] can beat [{reference}]")
}
