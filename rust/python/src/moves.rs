//! `Move`: an exchange (the cards discarded) or a play (the cards played).

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use zz_engine::games::zweiundzwanzig::{Move as EngineMove, MoveKind};

use crate::cards::{card_list, extract_cards, rank_tuple, Card, Play};
use crate::errors::RulesError;

/// A move of a match: `.kind` is `"exchange"` or `"play"`, `.ranks` the cards from high to low.
///
/// >>> import zweiundzwanzig as zz
/// >>> m = zz.Move("play", "Q J")
/// >>> m.kind, m.ranks, str(m), m == zz.Play("Q J")
/// ('play', ('Q', 'J'), 'Q J', True)
#[pyclass(module = "zweiundzwanzig", frozen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub mv: EngineMove,
}

#[pymethods]
impl Move {
    #[new]
    fn py_new(kind: &str, cards: &Bound<'_, PyAny>) -> PyResult<Move> {
        let cards = extract_cards(cards)?;
        let mv = match kind {
            "exchange" => EngineMove::exchange(cards),
            "play" => EngineMove::play(cards),
            _ => {
                return Err(RulesError::new_err(format!(
                    "a move's kind is \"exchange\" or \"play\", not {kind:?}"
                )))
            }
        };
        Ok(Move { mv })
    }

    /// `"exchange"` or `"play"`.
    #[getter]
    fn kind(&self) -> &'static str {
        kind_name(self.mv.kind())
    }

    /// The cards discarded or played, from high to low (jokers as `"*"`).
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, rank_tuple(self.mv.cards()))
    }

    /// The cards discarded or played, from high to low.
    #[getter]
    fn cards(&self) -> Vec<Card> {
        card_list(self.mv.cards())
    }

    fn __len__(&self) -> usize {
        self.mv.cards().len() as usize
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        if let Ok(m) = other.cast::<Move>() {
            return m.get().mv == self.mv;
        }
        if let Ok(p) = other.cast::<Play>() {
            return self.mv.kind() == MoveKind::Play && p.get().cards == self.mv.cards();
        }
        false
    }

    fn __hash__(&self) -> u64 {
        // A play hashes as the `Play` of the same cards, which it equals.
        match self.mv.kind() {
            MoveKind::Play => crate::cards::cards_hash(self.mv.cards()),
            MoveKind::Exchange => crate::cards::cards_hash(self.mv.cards()) ^ 0x5bd1_e995,
        }
    }

    fn __str__(&self) -> String {
        self.mv.cards().to_string()
    }

    fn __repr__(&self) -> String {
        format!("Move('{}', '{}')", self.kind(), self.mv.cards())
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, String))> {
        Ok((
            py.get_type::<Move>().into_any(),
            (self.kind(), self.mv.cards().to_string()),
        ))
    }
}

pub fn kind_name(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Exchange => "exchange",
        MoveKind::Play => "play",
    }
}
