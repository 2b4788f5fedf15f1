//! A player's view as a fixed-length vector of numbers in [0, 1], for learning agents: what that
//! player may know and nothing else (it is made from the [`View`] alone).
//!
//! Seats are relative: slot 0 is the viewer, then the players after them in this game's order of
//! play (slots past the players stay 0). The layout is that of tables of up to 11 players and
//! hands of up to 15 cards, and stays so: at the larger tables the house rules allow (up to
//! [`super::rules::MAX_PLAYERS`]), the seats past the eleventh from the viewer are not shown
//! one by one (their cards are still among the unseen ones) and the table size reads as eleven;
//! a count of cards held above 15 reads 1. A set of cards takes 14 slots, ranks 2 to ace and then
//! the jokers, each count divided by what the pack holds (8 of a rank, 6 jokers).
//!
//! | slots | what |
//! | --- | --- |
//! | 0–13 | the viewer's hand |
//! | 14–167 | the cards each player played in this game (11 seats of 14) |
//! | 168–178 | the cards each player holds, ÷ 15 |
//! | 179–192 | the play to beat (none: a lead) |
//! | 193–203 | who made it |
//! | 204–214 | who is out of this game already |
//! | 215–225 | who passed the lead in this game |
//! | 226 | 1 when the viewer is to move |
//! | 227 | the lead passes in a row, ÷ 11 |
//! | 228–241 | the cards the viewer gave in this game's exchange |
//! | 242–255 | the cards the viewer was given |
//! | 256–265 | two to eleven players |

use arrayvec::ArrayVec;

use crate::card::{Cards, JOKER, RANKS};

use super::rules::{JOKERS, MAX_PLAYERS};
use super::view::View;

/// The length of an observation.
pub const OBSERVATION_LEN: usize = 266;

/// The seats an observation shows one by one, the viewer's first.
const SEATS: usize = 11;

/// What a count of cards held is divided by.
const HELD_SCALE: u8 = 15;

/// Writes the observation of `view` into `out` (every slot: what was there is overwritten).
pub fn encode(view: &View, out: &mut [f32; OBSERVATION_LEN]) {
    out.fill(0.0);
    let seats = relative_seats(view);
    let place = |p: u8| seats.iter().position(|&s| s == p);
    cards(view.hand, &mut out[0..14]);
    for (i, &p) in seats.iter().enumerate().take(SEATS) {
        if let Some(&played) = view.played.get(usize::from(p)) {
            cards(played, &mut out[14 + 14 * i..28 + 14 * i]);
        }
        let held = view.held.get(usize::from(p)).copied().unwrap_or(0);
        out[168 + i] = (f32::from(held) / f32::from(HELD_SCALE)).min(1.0);
        out[215 + i] = f32::from(u8::from(view.lead_passed.has(p.into())));
    }
    if let Some(round) = view.table {
        cards(round.cards, &mut out[179..193]);
        if let Some(i) = place(round.last).filter(|&i| i < SEATS) {
            out[193 + i] = 1.0;
        }
    }
    for i in view
        .finished
        .iter()
        .filter_map(|&p| place(p))
        .filter(|&i| i < SEATS)
    {
        out[204 + i] = 1.0;
    }
    out[226] = f32::from(u8::from(view.to_move == Some(view.player)));
    out[227] = (f32::from(view.lead_passes) / SEATS as f32).min(1.0);
    for e in &view.exchanges {
        let (gave, got) = match (e.giver == view.player, e.taker == view.player) {
            (true, _) => (e.given, e.returned),
            (_, true) => (e.returned, e.given),
            _ => (None, None),
        };
        gave.into_iter().for_each(|c| cards(c, &mut out[228..242]));
        got.into_iter().for_each(|c| cards(c, &mut out[242..256]));
    }
    let players = usize::from(view.players.clamp(2, SEATS as u8));
    out[256 + players - 2] = 1.0;
}

/// The seats from the viewer's on, in this game's order of play (the seats in turn when there
/// is no seating).
fn relative_seats(view: &View) -> ArrayVec<u8, MAX_PLAYERS> {
    let n = view.players.clamp(1, MAX_PLAYERS as u8);
    let order: ArrayVec<u8, MAX_PLAYERS> = if view.seating.len() == usize::from(n) {
        view.seating.iter().copied().collect()
    } else {
        (0..n).collect()
    };
    let start = order.iter().position(|&p| p == view.player).unwrap_or(0);
    (0..order.len())
        .map(|i| order[(start + i) % order.len()])
        .collect()
}

/// Adds each rank's count of `set` to `out` (14 slots), divided by what the pack holds.
fn cards(set: Cards, out: &mut [f32]) {
    for (rank, slot) in (0..RANKS as u8).zip(out.iter_mut()) {
        let most = if rank == JOKER { JOKERS } else { 8 };
        *slot = (f32::from(set.count(rank)) / f32::from(most)).min(1.0);
    }
}
