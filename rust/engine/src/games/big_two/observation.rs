//! A player's view as a fixed-length vector of numbers in [0, 1], for learning agents: what that
//! player may know and nothing else (it is made from the [`View`] alone).
//!
//! Seats are relative: slot 0 is the viewer, slot 1 the next player in the direction of play,
//! and so on (slots past the players stay 0). Cards take 52 slots each, in the order of the
//! action ids ([`super::actions`]: the standard rules' strengths, 3♦ first), whatever the rules.
//!
//! | slots | what |
//! | --- | --- |
//! | 0–51 | the viewer's hand |
//! | 52–103 | the cards played this game |
//! | 104–155 | the play to beat (none: a lead) |
//! | 156–159 | who made it (relative seat) |
//! | 160–163 | who passed on it (relative seats) |
//! | 164–167 | the cards each player holds, ÷ 18 (relative seats) |
//! | 168 | 1 when the viewer is to move |
//! | 169 | 1 when the next lead must hold the first lead's card |
//! | 170–221 | the card dealt face up (three players) |
//! | 222–225 | its taker (relative seat) |
//! | 226–228 | two, three or four players |

use arrayvec::ArrayVec;

use crate::card::SuitedCards;

use super::order::Order;
use super::rules::{Rules, MAX_PLAYERS};
use super::state::after;
use super::view::View;

/// The length of an observation.
pub const OBSERVATION_LEN: usize = 229;

/// The most cards a hand holds (17), and so what `cards left` is divided by (18 keeps it below 1).
const MOST_CARDS: f32 = 18.0;

/// Writes the observation of `view` into `out` (every slot: what was there is overwritten).
pub fn encode(view: &View, out: &mut [f32; OBSERVATION_LEN]) {
    out.fill(0.0);
    let order = Order::new(&Rules::standard());
    let seats = relative_seats(view);
    let seat = |p: u8| seats.iter().position(|&s| s == p).unwrap_or(0);
    cards(order, view.hand, &mut out[0..52]);
    cards(order, view.played, &mut out[52..104]);
    if let Some(round) = view.table {
        cards(order, round.cards, &mut out[104..156]);
        out[156 + seat(round.last)] = 1.0;
    }
    for (place, &p) in seats.iter().enumerate() {
        if view.passed.has(p.into()) {
            out[160 + place] = 1.0;
        }
        let left = view.cards_left.get(usize::from(p)).copied().unwrap_or(0);
        out[164 + place] = f32::from(left) / MOST_CARDS;
    }
    out[168] = f32::from(u8::from(view.to_move == Some(view.player)));
    out[169] = f32::from(u8::from(view.must_hold.is_some()));
    if let Some((card, taker)) = view.face_up {
        cards(order, SuitedCards::of(card), &mut out[170..222]);
        out[222 + seat(taker)] = 1.0;
    }
    out[226 + usize::from(view.players.clamp(2, 4) - 2)] = 1.0;
}

/// The seats from the viewer's on, in the direction of play.
fn relative_seats(view: &View) -> ArrayVec<u8, MAX_PLAYERS> {
    let n = view.players.clamp(1, MAX_PLAYERS as u8);
    let mut seats = ArrayVec::new();
    seats.push(view.player.min(n - 1));
    while seats.len() < usize::from(n) {
        let last = seats[seats.len() - 1];
        seats.push(after(last, n, view.rules.clockwise));
    }
    seats
}

/// Sets the slot of each card of `set` in `out` (52 slots).
fn cards(order: Order, set: SuitedCards, out: &mut [f32]) {
    let mut bits = order.to_strength(set);
    while bits != 0 {
        out[bits.trailing_zeros() as usize] = 1.0;
        bits &= bits - 1;
    }
}
