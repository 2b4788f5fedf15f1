//! A dense, stable id for every move Big Two can have, whatever the rules: the same id always
//! means the same cards, so that a learning agent's outputs keep their meaning across rule sets.
//!
//! The ids run over [`ACTIONS`] = 19,899 moves, in this order (ranks and suits in the order of
//! the standard rules: 3 lowest, 2 highest; ♦ ♣ ♥ ♠):
//!
//! | ids | moves | how many |
//! | --- | --- | ---: |
//! | 0 | the pass | 1 |
//! | 1–52 | singles, weakest first | 52 |
//! | 53–130 | pairs: by rank, then the two suits | 78 |
//! | 131–182 | triples: by rank, then the suit left out | 52 |
//! | 183–10,422 | straights (straight flushes too): the 10 sequences from A-2-3-4-5 up, then the suits of the cards as base-4 digits, the lowest rank's (3 lowest) the last | 10,240 |
//! | 10,423–15,530 | flushes that are no sequence: by suit, then by the ranks as a number | 5,108 |
//! | 15,531–19,274 | full houses: by the triple's rank, the suit it leaves out, the pair's rank, the pair's suits | 3,744 |
//! | 19,275–19,898 | fours of a kind with a fifth card: by rank, then the fifth card, weakest first | 624 |
//!
//! Every five cards some rule set can play are among them (a flush of a sequence's ranks is a
//! straight flush in most rule sets, a plain flush where straights hold no 2: it has its straight's
//! id either way). A rule set's legal moves are a subset; [`id`] of a move outside the list is
//! `None` (it is no move of any rule set).

use crate::encoded::Encoded;

use std::sync::OnceLock;

use super::combination::sequence_mask;
use super::legal::MoveList;
use super::moves::Move;
use super::observation::{self, OBSERVATION_LEN};
use super::order::Order;
use super::rules::Rules;
use super::state::Match;
use super::view::View;

/// The number of action ids.
pub const ACTIONS: usize = 19_899;

/// The moves by id, in strength space of the standard rules (0 for the pass), and the ids by
/// those cards (sorted, for a binary search).
struct Table {
    cards: Vec<u64>,
    ids: Vec<(u64, u16)>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let cards = all_moves();
        let mut ids: Vec<(u64, u16)> = (cards.iter().enumerate())
            .map(|(i, &c)| (c, i as u16))
            .collect();
        ids.sort_unstable();
        Table { cards, ids }
    })
}

/// The order the ids are given in (the standard rules' strengths; any fixed order would do).
fn canonical() -> Order {
    Order::new(&Rules::standard())
}

/// The id of `mv`, or `None` for cards no rule set plays together.
pub fn id(mv: Move) -> Option<u16> {
    if mv.is_pass() {
        return Some(0);
    }
    let bits = canonical().to_strength(mv.cards());
    let ids = &table().ids;
    ids.binary_search_by_key(&bits, |&(c, _)| c)
        .ok()
        .map(|place| ids[place].1)
}

/// The move of `id`, or `None` past [`ACTIONS`].
pub fn move_of(id: usize) -> Option<Move> {
    let bits = *table().cards.get(id)?;
    Some(match id {
        0 => Move::PASS,
        _ => Move::play(canonical().to_cards(bits)),
    })
}

/// Every move in id order, as strength-space sets (0 for the pass).
fn all_moves() -> Vec<u64> {
    let mut all = vec![0];
    all.extend((0..52).map(|card| 1u64 << card));
    for rank in 0..13 {
        all.extend(suit_sets(2).map(|suits| suits << (4 * rank)));
    }
    for rank in 0..13 {
        all.extend(suit_sets(3).map(|suits| suits << (4 * rank)));
    }
    all.extend(straights());
    all.extend(flushes());
    all.extend(full_houses());
    all.extend(fours());
    debug_assert_eq!(all.len(), ACTIONS);
    all
}

/// The sets of `n` suits of one rank (a nibble), the lowest first; for triples, by the suit left
/// out from the weakest.
fn suit_sets(n: u32) -> impl Iterator<Item = u64> {
    let sets: Vec<u64> = (0..16u64).filter(|s| s.count_ones() == n).collect();
    let ordered: Vec<u64> = match n {
        3 => (0..4).map(|out| 0xF & !(1 << out)).collect(),
        _ => sets,
    };
    ordered.into_iter()
}

/// The cards of the ranks in `mask` with the suits in `suits` (two bits a card, the lowest
/// rank's first).
fn with_suits(mask: u32, suits: u32) -> u64 {
    let mut bits = 0u64;
    let (mut left, mut digits) = (mask, suits);
    while left != 0 {
        let rank = left.trailing_zeros();
        bits |= 1u64 << (4 * rank + (digits & 3));
        digits >>= 2;
        left &= left - 1;
    }
    bits
}

fn straights() -> impl Iterator<Item = u64> {
    (0..10u8).flat_map(|seq| (0..1024u32).map(move |suits| with_suits(sequence_mask(seq), suits)))
}

fn flushes() -> impl Iterator<Item = u64> {
    let sequence = |mask: u32| (0..10u8).any(|seq| sequence_mask(seq) == mask);
    (0..4u32).flat_map(move |suit| {
        (0..1u32 << 13)
            .filter(move |&m| m.count_ones() == 5 && !sequence(m))
            .map(move |m| with_suits(m, suit * 0x155))
    })
}

fn full_houses() -> impl Iterator<Item = u64> {
    (0..13u32).flat_map(|triple| {
        suit_sets(3).flat_map(move |three| {
            (0..13u32)
                .filter(move |&p| p != triple)
                .flat_map(move |pair| {
                    suit_sets(2).map(move |two| three << (4 * triple) | two << (4 * pair))
                })
        })
    })
}

fn fours() -> impl Iterator<Item = u64> {
    (0..13u32).flat_map(|rank| {
        let four = 0xFu64 << (4 * rank);
        (0..52)
            .filter(move |c| four >> c & 1 == 0)
            .map(move |c| four | 1 << c)
    })
}

/// Marks in `out` (one slot an id, [`ACTIONS`] of them) the legal moves of `view` with 1, the
/// others with 0.
pub fn mask(view: &View, out: &mut [i8]) {
    out.fill(0);
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
        move_of(id)
    }
}
