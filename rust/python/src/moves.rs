//! `Move`: an exchange (the cards discarded) or a play (the cards played).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
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

/// Interned `Move` objects: a move is immutable, so one Python object per distinct move can be
/// shared by every list that holds it. Listing an exchange then costs a lookup per move instead
/// of an allocation. The table stops growing at `INTERN_LIMIT` moves.
static INTERNED: Mutex<Option<InternTable>> = Mutex::new(None);
type InternTable = HashMap<EngineMove, Py<Move>, BuildHasherDefault<MoveHasher>>;
const INTERN_LIMIT: usize = 1 << 16;

/// A hasher for packed moves: SplitMix64's finalizer, so that every bit of the move reaches the
/// low bits that pick the bucket (moves that differ only in high ranks must not collide).
#[derive(Default)]
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = self.0.rotate_left(5) ^ x;
    }
}

/// The moves as a Python list of (interned) `Move` objects. When another thread holds the
/// table (a finalizer run during an allocation can switch threads), fresh objects are made
/// instead of waiting, so the table can never deadlock with the GIL.
pub fn move_list<'py>(py: Python<'py>, moves: &[EngineMove]) -> PyResult<Bound<'py, PyList>> {
    let mut guard = match INTERNED.try_lock() {
        Ok(guard) => guard,
        Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner(),
        Err(std::sync::TryLockError::WouldBlock) => {
            let fresh: PyResult<Vec<Py<Move>>> =
                moves.iter().map(|&mv| Py::new(py, Move { mv })).collect();
            return PyList::new(py, fresh?);
        }
    };
    let table = guard.get_or_insert_with(HashMap::default);
    let mut items = Vec::with_capacity(moves.len());
    for &mv in moves {
        let obj = match table.get(&mv) {
            Some(obj) => obj.clone_ref(py),
            None => {
                let obj = Py::new(py, Move { mv })?;
                if table.len() < INTERN_LIMIT {
                    table.insert(mv, obj.clone_ref(py));
                }
                obj
            }
        };
        items.push(obj);
    }
    drop(guard);
    PyList::new(py, items)
}
