//! A player's view as a fixed-length vector of numbers in [0, 1], for learning agents: what that
//! player may know and nothing else (it is made from the [`View`] alone).
//!
//! Ranks take 14 slots, 2 first, the ace and then the joker last. Counts are divided by 13 (the
//! most a hand holds), cards played by the copies of that rank in the decks. Seats are relative:
//! slot 0 is the viewer, slot 1 the player to the left (the next to play), and so on to the 32
//! seats a table may have (slots past the players stay 0).
//!
//! | slots | what |
//! | --- | --- |
//! | 0–181 | the hand place by place from the lowest card (13 places × 14 ranks, one-hot): place `i` is bit `i` of the action id ([`super::actions`]) |
//! | 182–195 | the hand, rank counts |
//! | 196–209 | the viewer's discards in this deal, rank counts |
//! | 210–223 | the cards played to tricks in this deal, per rank ÷ its copies in the decks |
//! | 224–237 | the lead of the trick in progress (none yet: 0) |
//! | 238–251 | the cards a follower must dominate to beat |
//! | 252 | the size of the trick's plays ÷ 13 |
//! | 253 | the cards each player held when the trick began ÷ 13 |
//! | 254 | the cards in the stock ÷ the cards in the decks |
//! | 255 | 1 in the exchange |
//! | 256 | 1 when the viewer is to move |
//! | 257 | the players ÷ 32 |
//! | 258–263 | the rules: beat against the lead, compulsory beating, the last stechen wins, loss cards returned, jokers in the decks, an exchange |
//! | 264 | the elimination limit ÷ 100 (at most 1) |
//! | 265–296 | in the match (relative seats) |
//! | 297–328 | total ÷ the elimination limit, at most 1 |
//! | 329–360 | played to this trick |
//! | 361–392 | would win this trick now |
//! | 393–424 | exchanged in this deal (any number, none included) |
//! | 425–456 | cards exchanged ÷ 13 |

use crate::card::{Cards, Pile, RANKS};
use crate::game::MAX_PLAYERS;

use super::rules::{BeatAgainst, LossCards, TrickWinner, MAX_HAND};
use super::state::Phase;
use super::view::View;

/// The length of an observation.
pub const OBSERVATION_LEN: usize = 457;

const HAND_SIZE: f32 = MAX_HAND as f32;
const SEATS: usize = MAX_PLAYERS;
const PER_SEAT: usize = 265;

/// Writes the observation of `view` into `out` (every slot: what was there is overwritten).
pub fn encode(view: &View, out: &mut [f32; OBSERVATION_LEN]) {
    out.fill(0.0);
    places(view.hand, &mut out[0..182]);
    counts(view.hand, &mut out[182..196]);
    counts(view.discards, &mut out[196..210]);
    played(view, &mut out[210..224]);
    if let Some(&(_, lead)) = view.trick.plays.first() {
        counts(lead, &mut out[224..238]);
        counts(view.trick.reference, &mut out[238..252]);
        out[252] = f32::from(lead.len()) / HAND_SIZE;
    }
    out[253] = f32::from(view.hand_size) / HAND_SIZE;
    let deck = view.rules.deck(usize::from(view.players)).len().max(1);
    out[254] = (view.stock_size as f32 / deck as f32).min(1.0);
    out[255] = flag(view.phase == Phase::Exchange);
    out[256] = flag(view.to_move == Some(view.player));
    out[257] = f32::from(view.players) / SEATS as f32;
    rules(view, &mut out[258..265]);
    seats(view, &mut out[PER_SEAT..]);
}

fn flag(on: bool) -> f32 {
    f32::from(u8::from(on))
}

/// The hand's cards in order from the lowest, one 14-slot block a place.
fn places(hand: Cards, out: &mut [f32]) {
    let mut place = 0;
    for rank in 0..RANKS {
        for _ in 0..hand.count(rank as u8) {
            if let Some(slot) = out.get_mut(place * RANKS + rank) {
                *slot = 1.0;
            }
            place += 1;
        }
    }
}

/// The count of each rank ÷ 13.
fn counts(cards: Cards, out: &mut [f32]) {
    for (rank, slot) in out.iter_mut().enumerate() {
        *slot = (f32::from(cards.count(rank as u8)) / HAND_SIZE).min(1.0);
    }
}

/// The cards played to tricks in this deal, per rank ÷ the copies of that rank in the decks.
fn played(view: &View, out: &mut [f32]) {
    let deck: Pile = view.rules.deck(usize::from(view.players));
    for (rank, slot) in out.iter_mut().enumerate() {
        let copies = f32::from(deck.count(rank as u8).max(1));
        *slot = (f32::from(view.played.count(rank as u8)) / copies).min(1.0);
    }
}

fn rules(view: &View, out: &mut [f32]) {
    let r = &view.rules;
    out[0] = flag(r.beat_against == BeatAgainst::Lead);
    out[1] = flag(r.compulsory_beating);
    out[2] = flag(r.trick_winner == TrickWinner::LastStechen);
    out[3] = flag(r.loss_cards == LossCards::Returned);
    out[4] = flag(r.jokers_per_deck > 0);
    out[5] = flag(r.exchange);
    out[6] = (f32::from(r.elimination) / 100.0).min(1.0);
}

/// Six blocks of [`SEATS`] slots, one slot a relative seat.
fn seats(view: &View, out: &mut [f32]) {
    let n = usize::from(view.players).clamp(1, SEATS);
    let limit = f32::from(view.rules.elimination.max(1));
    let trick = &view.trick;
    for place in 0..n {
        let p = (usize::from(view.player) + place) % n;
        let at = |block: usize| block * SEATS + place;
        out[at(0)] = flag(view.in_match.has(p));
        let total = view.totals.get(p).copied().unwrap_or(0);
        out[at(1)] = (f32::from(total) / limit).min(1.0);
        out[at(2)] = flag(trick.plays.iter().any(|&(s, _)| usize::from(s) == p));
        out[at(3)] = flag(!trick.is_empty() && usize::from(trick.winning) == p);
        if let Some(Some(k)) = view.exchanged.get(p) {
            out[at(4)] = 1.0;
            out[at(5)] = (f32::from(*k) / HAND_SIZE).min(1.0);
        }
    }
}
