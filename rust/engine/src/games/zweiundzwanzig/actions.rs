//! Action ids for learning agents, relative to the hand: the family's moves are rank multisets,
//! which run into millions over all tables, but every move is some of the mover's own cards, and
//! a hand holds at most 13 (1.4).
//!
//! Put the hand in order from the lowest card up (jokers last): its cards are places 0 to 12.
//! The id of a move is a 13-bit number with bit `i` set when the card in place `i` is among the
//! move's cards; of equal cards, the lowest places are the ones taken. In the exchange the cards
//! are the ones laid aside (id 0: exchange nothing), in play the cards played. So the same id in
//! the same position always means the same move, there are [`ACTIONS`] = 8,192 ids whatever the
//! rules or the table, and every legal move has exactly one id: an id that takes a higher copy of
//! a rank while leaving a lower one (`K K` in places 5 and 6, bit 6 set without bit 5), or takes
//! places past the hand, is no move. The observation ([`super::observation`]) shows the hand
//! place by place, so an agent sees what each bit stands for.

use crate::encoded::Encoded;

use crate::card::{Cards, RANKS};

use super::move_list::MoveList;
use super::moves::{Move, WrittenList};
use super::observation::{self, OBSERVATION_LEN};
use super::state::Match;
use super::state::Phase;
use super::view::View;

/// The number of action ids: every subset of 13 places.
pub const ACTIONS: usize = 1 << 13;

/// The id of taking `cards` from `hand`, or `None` when `hand` does not hold them.
pub fn id(hand: Cards, cards: Cards) -> Option<u16> {
    if !hand.contains(cards) || hand.len() > 13 {
        return None;
    }
    let mut bits = 0u16;
    let mut place = 0u8;
    for rank in 0..RANKS as u8 {
        let taken = cards.count(rank);
        bits |= ((1u16 << taken) - 1) << place;
        place += hand.count(rank);
    }
    Some(bits)
}

/// The cards of `hand` that `id` takes, or `None` when `id` is no move of that hand (a place
/// past the hand, or a higher copy of a rank taken before a lower one).
pub fn cards_of(hand: Cards, id: usize) -> Option<Cards> {
    if id >= ACTIONS || id >> hand.len() != 0 {
        return None;
    }
    let mut cards = Cards::EMPTY;
    let mut place = 0u8;
    for rank in 0..RANKS as u8 {
        let held = hand.count(rank);
        let places = (id >> place) & ((1usize << held) - 1);
        if places & (places + 1) != 0 {
            return None;
        }
        cards = cards.plus(Cards::of(rank, places.count_ones() as u8));
        place += held;
    }
    Some(cards)
}

/// The move `id` stands for in `view` (an exchange in the exchange, a play in play), or `None`
/// when it is no move of the hand or there is nothing to do (the match is over).
pub fn move_of(view: &View, id: usize) -> Option<Move> {
    in_phase(view.phase, cards_of(view.hand, id)?)
}

/// Laying `cards` aside in the exchange, playing them in play.
fn in_phase(phase: Phase, cards: Cards) -> Option<Move> {
    match phase {
        Phase::Exchange => Some(Move::exchange(cards)),
        Phase::Play => Some(Move::play(cards)),
        Phase::Over | Phase::Dealing => None,
    }
}

/// Marks in `out` (one slot an id, [`ACTIONS`] of them) the legal moves of `view` with 1, the
/// others with 0.
pub fn mask(view: &View, out: &mut [i8]) {
    out.fill(0);
    let mut moves = MoveList::new();
    view.legal_moves_into(&mut moves);
    // Written out: the exchange's listing writes a discard in a few instructions.
    let mut written = WrittenList::new();
    moves.write_into(&mut written);
    for &mv in &written {
        if let Some(slot) = id(view.hand, mv.cards()).and_then(|i| out.get_mut(usize::from(i))) {
            *slot = 1;
        }
    }
}

impl Encoded for Match {
    const ACTIONS: usize = ACTIONS;
    const OBSERVATION_LEN: usize = OBSERVATION_LEN;

    fn position(&self, seat: usize) -> View {
        View::without_log(self, seat)
    }

    fn encode(view: &View, out: &mut [f32]) {
        if let Ok(out) = out.try_into() {
            observation::encode(view, out);
        }
    }

    fn mask(view: &View, out: &mut [i8]) {
        mask(view, out);
    }

    fn action_move(&self, id: usize) -> Option<Move> {
        in_phase(self.phase(), cards_of(self.hand(self.to_move()?), id)?)
    }
}
