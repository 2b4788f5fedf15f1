//! `Play`'s methods (the class itself: `ranked.rs`); and how the family's card arguments are
//! read (strings, cards, plays, moves, lists of them).

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use zz_engine::card::{Cards, Pile};

use crate::cards::{card_list, rank_tuple, read_cards, read_pile, Card};
pub use crate::ranked::Play;
use crate::ranked::{cards_hash, play_cards};
use crate::zweiundzwanzig::moves::Move;

#[pymethods]
impl Play {
    #[new]
    fn py_new(cards: &Bound<'_, PyAny>) -> PyResult<Play> {
        Ok(Play {
            cards: extract_cards(cards)?,
        })
    }

    /// The ranks from high to low; jokers as `"*"`.
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, rank_tuple(self.cards))
    }

    /// The cards from high to low.
    #[getter]
    fn cards(&self) -> Vec<Card> {
        card_list(self.cards)
    }

    fn __len__(&self) -> usize {
        self.cards.len() as usize
    }

    fn __hash__(&self) -> u64 {
        cards_hash(self.cards)
    }

    fn __str__(&self) -> String {
        self.cards.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Play('{}')", self.cards)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<Play>().into_any(), (self.cards.to_string(),)))
    }
}

/// The plays of a trick as (seat, `Play`) pairs, lead first.
pub fn trick_plays(trick: &zz_engine::games::zweiundzwanzig::Trick) -> Vec<(u8, Play)> {
    trick
        .plays
        .iter()
        .map(|&(p, cards)| (p, Play { cards }))
        .collect()
}

/// The cards of the family's own objects that hold cards: a `Play`, a `Move`.
fn known(obj: &Bound<'_, PyAny>) -> Option<Cards> {
    if let Some(cards) = play_cards(obj) {
        return Some(cards);
    }
    obj.cast::<Move>().ok().map(|m| m.get().mv().cards())
}

/// Reads cards from a string, a `Card`, a `Play`, a `Move`, or an iterable of them (lists of
/// lists too, to a small depth): at most the 15 cards a hand or a play can hold.
pub fn extract_cards(obj: &Bound<'_, PyAny>) -> PyResult<Cards> {
    read_cards(obj, known)
}

/// Reads any number of cards (a deck's worth at most), as `extract_cards` reads them.
pub fn extract_pile(obj: &Bound<'_, PyAny>) -> PyResult<Pile> {
    read_pile(
        obj,
        zz_engine::games::zweiundzwanzig::rules::MOST_CARDS,
        known,
    )
}
