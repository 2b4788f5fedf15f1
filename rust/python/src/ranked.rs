//! Cards of ranks only, as the games that keep no suits (the family, Arschloch) hold them: the
//! `Play` class's data, how a `Play` given as cards is read, and the hash of such cards. The
//! family gives `Play` its methods (`zweiundzwanzig/play.rs`); Arschloch reads plays as cards.

use pyo3::prelude::*;
use zz_engine::card::Cards;

// Its methods: `zweiundzwanzig/play.rs`.
/// Some cards played together, compared by their ranks.
///
/// >>> import zweiundzwanzig as zz
/// >>> p = zz.Play("J Q")
/// >>> p.ranks, str(p), p == zz.Play("Q-J")
/// (('Q', 'J'), 'Q J', True)
#[pyclass(module = "zweiundzwanzig", frozen, eq)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    pub cards: Cards,
}

/// The cards of `obj` when it is a `Play`.
pub fn play_cards(obj: &Bound<'_, PyAny>) -> Option<Cards> {
    obj.cast::<Play>().ok().map(|p| p.get().cards)
}

/// The hash of a multiset of cards, shared by `Play` and the moves that play cards of ranks
/// only.
pub fn cards_hash(cards: Cards) -> u64 {
    zz_engine::rng::splitmix64(&mut cards.0.clone()) >> 1
}
