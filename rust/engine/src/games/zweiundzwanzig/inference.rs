//! What the public record of the current deal says about the hands nobody else can see.
//!
//! A deal starts from a fresh shuffle of every card not lying out as a loss card, so earlier deals
//! say nothing about the hidden cards of this one (the cards shown at their showdowns are back in
//! the pack, or lie in sight as loss cards). Within the deal, every play was legal for the hand
//! its player held at the time, and that hand is the player's hand now plus every card they have
//! played since. Legality is what the record reveals:
//!
//! - **A give-off** is the player's lowest cards (1.6): they held no card lower than the highest
//!   card given off, then or since.
//! - **Under compulsory beating** (`rasmussen`) a give-off also means the player held no play
//!   that beat the card to beat at the time.
//! - **A play of jokers only** (`sechsundzwanzig`, 1.10.2) means the player held nothing but jokers.
//! - **A lead** keeps at least one card and is of one rank (jokers may join it).
//! - **Exchanges** say only how many cards a player discarded and drew: the sample treats the
//!   cards as unknown (no model of how people choose their discards).
//!
//! [`Record::allows`] checks a sampled hand against every play of its player in this deal by the
//! rules themselves (`legal::is_legal_play`), so nothing the record shows can be contradicted.
//! [`Record::floors`] gives the lowest rank each player can hold, which the sampler uses to draw
//! only from cards that can satisfy the give-offs.

use crate::card::{Cards, JOKER};
use crate::game::MAX_PLAYERS;

use super::event::Event;
use super::legal;
use super::rules::Rules;
use super::trick::Trick;

/// One play of the current deal: who, what, and the effective play it followed (`None` for a lead).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SeenPlay {
    seat: u8,
    cards: Cards,
    reference: Option<Cards>,
}

/// The public plays of the current deal, read from a player's event log.
#[derive(Clone, Debug, Default)]
pub struct Record {
    plays: Vec<SeenPlay>,
    compulsory: bool,
}

impl Record {
    /// The plays of the deal in progress, from the last `Deal` event of `log` on.
    pub fn of(log: &[Event], rules: &Rules) -> Record {
        let start = log
            .iter()
            .rposition(|e| matches!(e, Event::Deal { .. }))
            .map_or(0, |i| i + 1);
        let mut trick = Trick::default();
        let mut plays = Vec::new();
        for event in &log[start..] {
            match *event {
                Event::Play { player, cards, .. } => {
                    let reference = (!trick.is_empty()).then_some(trick.reference);
                    plays.push(SeenPlay {
                        seat: player,
                        cards,
                        reference,
                    });
                    trick.add(player, cards, rules);
                }
                Event::Trick { .. } => trick.clear(),
                _ => {}
            }
        }
        Record {
            plays,
            compulsory: rules.compulsory_beating,
        }
    }

    /// The lowest rank each seat can hold now: the highest card of each give-off, and the joker
    /// after a play of jokers only.
    pub fn floors(&self) -> [u8; MAX_PLAYERS] {
        let mut floors = [0u8; MAX_PLAYERS];
        for p in &self.plays {
            let jokers_only = p.cards.count(JOKER) == p.cards.len();
            let floor = if jokers_only {
                JOKER
            } else if p.reference.is_some_and(|r| is_give_off(p, r)) {
                p.cards.highest()
            } else {
                0
            };
            let f = &mut floors[p.seat as usize];
            *f = (*f).max(floor);
        }
        floors
    }

    /// Whether `seat`, holding `hand` now, could have made each of their plays in this deal.
    pub fn allows(&self, seat: u8, hand: Cards) -> bool {
        self.misfits(seat, hand, 1) == 0
    }

    /// How many of `seat`'s plays in this deal they could not have made holding `hand` now,
    /// counted up to `most` (a hand too big to have held them all counts as misfitting every
    /// play).
    pub fn misfits(&self, seat: u8, hand: Cards, most: u32) -> u32 {
        let mut held = hand;
        let mut misfits = 0;
        let plays = || self.plays.iter().rev().filter(|p| p.seat == seat);
        for p in plays() {
            if u32::from(held.len()) + u32::from(p.cards.len()) > 15 {
                return plays().count() as u32;
            }
            held = held.plus(p.cards);
            if !legal::is_legal_play(held, p.cards, p.reference, self.compulsory) {
                misfits += 1;
                if misfits >= most {
                    break;
                }
            }
        }
        misfits
    }

    /// Each play of `seat` in this deal, the last first: the cards, and the effective play it
    /// followed (`None` for a lead).
    pub(super) fn plays_of(&self, seat: u8) -> impl Iterator<Item = (Cards, Option<Cards>)> + '_ {
        self.plays
            .iter()
            .rev()
            .filter(move |p| p.seat == seat)
            .map(|p| (p.cards, p.reference))
    }

    /// Whether a follow that could beat had to (`compulsory_beating`).
    pub(super) fn compulsory(&self) -> bool {
        self.compulsory
    }

    /// The seats that have played in this deal.
    pub fn seats(&self) -> crate::game::PlayerSet {
        let mut seats = crate::game::PlayerSet::default();
        for p in &self.plays {
            seats.insert(p.seat as usize);
        }
        seats
    }
}

/// Whether a follow did not beat (then it was the player's lowest cards).
fn is_give_off(play: &SeenPlay, reference: Cards) -> bool {
    !super::play::dominates(super::play::effective(play.cards), reference)
}
