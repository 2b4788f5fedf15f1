//! `Move`: an exchange (the cards discarded) or a play (the cards played).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use zz_engine::games::zweiundzwanzig::{Move as EngineMove, MoveKind, MOVE_CAPACITY};

use crate::cards::{card_list, rank_tuple};
use crate::errors::RulesError;
use crate::pool::{ring_list, Recycled, Ring};
use crate::zweiundzwanzig::play::{extract_cards, Play};

/// A move of a match: `.kind` is `"exchange"` or `"play"`, `.ranks` the cards from high to low.
///
/// >>> import zweiundzwanzig as zz
/// >>> m = zz.Move("play", "Q J")
/// >>> m.kind, m.ranks, str(m), m == zz.Play("Q J")
/// ('play', ('Q', 'J'), 'Q J', True)
#[pyclass(module = "zweiundzwanzig", frozen, freelist = 4096)]
#[derive(Debug)]
pub struct Move {
    /// The engine's move, packed. Python cannot change it; the pool of listed moves rewrites it
    /// only while it holds the object's one reference (see `pool.rs`).
    packed: AtomicU64,
}

impl Move {
    pub fn new(mv: EngineMove) -> Move {
        Move {
            packed: AtomicU64::new(mv.packed()),
        }
    }

    /// The engine's move.
    #[inline]
    pub fn mv(&self) -> EngineMove {
        EngineMove::from_packed(self.packed.load(Ordering::Relaxed))
    }
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
                    "a move's kind is \"exchange\" or \"play\", not {}",
                    zz_engine::error::shown(kind)
                )))
            }
        };
        Ok(Move::new(mv))
    }

    /// `"exchange"` or `"play"`.
    #[getter]
    fn kind(&self) -> &'static str {
        kind_name(self.mv().kind())
    }

    /// The cards discarded or played, from high to low (jokers as `"*"`).
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, rank_tuple(self.mv().cards()))
    }

    /// The cards discarded or played, from high to low (a tuple).
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, card_list(self.mv().cards()))
    }

    fn __len__(&self) -> usize {
        self.mv().cards().len() as usize
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        if let Ok(m) = other.cast::<Move>() {
            return m.get().mv() == self.mv();
        }
        if let Ok(p) = other.cast::<Play>() {
            return self.mv().kind() == MoveKind::Play && p.get().cards == self.mv().cards();
        }
        false
    }

    fn __hash__(&self) -> u64 {
        // A play hashes as the `Play` of the same cards, which it equals.
        match self.mv().kind() {
            MoveKind::Play => crate::ranked::cards_hash(self.mv().cards()),
            MoveKind::Exchange => crate::ranked::cards_hash(self.mv().cards()) ^ 0x5bd1_e995,
        }
    }

    fn __str__(&self) -> String {
        self.mv().cards().to_string()
    }

    fn __repr__(&self) -> String {
        format!("Move('{}', '{}')", self.kind(), self.mv().cards())
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, String))> {
        Ok((
            py.get_type::<Move>().into_any(),
            (self.kind(), self.mv().cards().to_string()),
        ))
    }
}

pub fn kind_name(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Exchange => "exchange",
        MoveKind::Play => "play",
    }
}

/// The ring that listed moves are handed out from: as many objects as the longest list (every
/// discard of 13 distinct cards), 2^13, about 400 KB of objects. In a step loop the ring comes
/// back to an object some 25 listed exchanges later, when its list is long gone.
static RING: Mutex<Ring<Move, MOVE_CAPACITY>> = Mutex::new(Ring::new());

impl Recycled for Move {
    type Value = EngineMove;

    #[inline(always)]
    fn fresh(mv: EngineMove) -> Move {
        Move::new(mv)
    }

    #[inline(always)]
    fn rewrite(&self, mv: EngineMove) -> bool {
        self.packed.store(mv.packed(), Ordering::Relaxed);
        true
    }
}

/// The moves as a Python list of `Move` objects from the ring (see `pool.rs`).
pub fn move_list<'py>(py: Python<'py>, moves: &[EngineMove]) -> PyResult<Bound<'py, PyList>> {
    ring_list(py, &RING, moves.iter().copied())
}
