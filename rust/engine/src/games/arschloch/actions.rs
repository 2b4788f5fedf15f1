//! A dense, stable id for every move of Arschloch: [`ACTIONS`] = 735, the same id always the
//! same cards whatever the rules.
//!
//! | ids | moves |
//! | --- | --- |
//! | 0 | the pass (in a round, or passing the lead) |
//! | 1–728 | `n` cards of rank `r` with `j` jokers: `1 + 56 r + 7 (n - 1) + j`, for the ranks `r` from 2 (0) to the ace (12), `n` from 1 to 8, `j` from 0 to 6 |
//! | 729–734 | `j` jokers alone: `728 + j`, `j` from 1 to 6 |
//!
//! The pack has two decks (8 cards of a rank) and 6 jokers, so every play of any hand is one of
//! them; `5 5` and `5 *` (a five with a joker) are two ids, as they are two moves.
//!
//! A Chef's choice of the cards to give back under `chef_chooses` (any cards, not a set) is no
//! action: its turn's mask is empty and no id applies there; a learning environment leaves
//! that choice to a policy of the library (`docs/rules-decisions-arschloch.md`).

use crate::encoded::Encoded;

use crate::card::{Cards, JOKER};

use super::moves::{Move, MoveList};
use super::observation::{self, OBSERVATION_LEN};
use super::rules::JOKERS;
use super::state::Match;
use super::view::View;

/// The number of action ids.
pub const ACTIONS: usize = 735;

/// The most cards of one rank in the pack.
const PER_RANK: u8 = 8;

/// Ids a rank takes: 8 counts by 7 joker counts.
const PER_RANK_IDS: usize = (PER_RANK as usize) * (JOKERS as usize + 1);

/// The id of `mv`, or `None` for cards that are no set of the pack (two ranks, nine of a rank,
/// seven jokers).
pub fn id(mv: Move) -> Option<u16> {
    if mv.is_pass() {
        return Some(0);
    }
    let cards = mv.cards();
    let jokers = cards.count(JOKER);
    let rest = cards.without(JOKER);
    if jokers > JOKERS {
        return None;
    }
    if rest.is_empty() {
        return (jokers >= 1).then(|| (13 * PER_RANK_IDS) as u16 + u16::from(jokers));
    }
    let rank = rest.single_rank()?;
    let n = rest.len();
    if n > PER_RANK {
        return None;
    }
    let place = usize::from(rank) * PER_RANK_IDS
        + usize::from(n - 1) * (JOKERS as usize + 1)
        + usize::from(jokers);
    Some(1 + place as u16)
}

/// The move of `id`, or `None` past [`ACTIONS`].
pub fn move_of(id: usize) -> Option<Move> {
    match id {
        0 => Some(Move::PASS),
        _ if id <= 13 * PER_RANK_IDS => {
            let place = id - 1;
            let rank = (place / PER_RANK_IDS) as u8;
            let n = (place % PER_RANK_IDS / (JOKERS as usize + 1)) as u8 + 1;
            let jokers = (place % (JOKERS as usize + 1)) as u8;
            Some(Move::play(
                Cards::of(rank, n).plus(Cards::of(JOKER, jokers)),
            ))
        }
        _ if id < ACTIONS => {
            let jokers = (id - 13 * PER_RANK_IDS) as u8;
            Some(Move::play(Cards::of(JOKER, jokers)))
        }
        _ => None,
    }
}

/// Marks in `out` ([`ACTIONS`] slots) the legal moves of `view` with 1, the others with 0.
pub fn mask(view: &View, out: &mut [i8]) {
    out.fill(0);
    if view.giving_back_pair().is_some() {
        // A Chef's choice of the cards to give back (`chef_chooses`) has no action id.
        return;
    }
    let mut moves = MoveList::new();
    view.legal_moves_into(&mut moves);
    for &mv in &moves {
        if let Some(slot) = id(mv).and_then(|i| out.get_mut(usize::from(i))) {
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
        self.giving_back().is_none().then(|| move_of(id)).flatten()
    }
}
