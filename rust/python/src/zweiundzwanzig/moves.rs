//! `Move`: an exchange (the cards discarded) or a play (the cards played).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use zz_engine::games::zweiundzwanzig::{Move as EngineMove, MoveKind};

use crate::cards::{card_list, rank_tuple};
use crate::errors::RulesError;
use crate::zweiundzwanzig::play::{extract_cards, Play};
use crate::zweiundzwanzig::pool::MovePool;

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

    /// Makes this object another move: only for an object no one else can reach.
    #[inline]
    pub(crate) fn rewrite(&self, mv: EngineMove) {
        self.packed.store(mv.packed(), Ordering::Relaxed);
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

/// The pool that listed moves are handed out from.
static POOL: Mutex<MovePool> = Mutex::new(MovePool::new());

/// A new `Move` object that the cycle collector does not track. A move holds no Python objects,
/// so it can never be part of a reference cycle (CPython untracks tuples of plain values for
/// the same reason); tracked, the moves of every listed exchange would be traversed by each
/// collection, and the pool's by every full collection.
pub(crate) fn untracked_move(py: Python<'_>, mv: EngineMove) -> PyResult<Py<Move>> {
    let obj = Py::new(py, Move::new(mv))?;
    // SAFETY: `obj` is a live object of a garbage-collected type (PyO3 gives every class
    // `Py_TPFLAGS_HAVE_GC`) and we hold the GIL. Untracking an untracked object (one reused from
    // the free list) does nothing, and the class's deallocator untracks only tracked objects.
    unsafe { ffi::PyObject_GC_UnTrack(obj.as_ptr().cast()) };
    Ok(obj)
}

/// The moves as a Python list of `Move` objects from the pool, each placed straight into the
/// new list. When another thread holds the pool (a finalizer run during an allocation can
/// switch threads), fresh objects are made instead of waiting, so the pool can never deadlock
/// with the GIL.
pub fn move_list<'py>(py: Python<'py>, moves: &[EngineMove]) -> PyResult<Bound<'py, PyList>> {
    let len = ffi::Py_ssize_t::try_from(moves.len())
        .map_err(|_| pyo3::exceptions::PyMemoryError::new_err("too many moves for a list"))?;
    // SAFETY: we hold the GIL; `PyList_New` returns a new reference or null with an exception
    // set. Its slots start null, which the list's deallocator accepts if we stop early.
    let list = unsafe { Bound::from_owned_ptr_or_err(py, ffi::PyList_New(len))? };
    let list = list.cast_into::<PyList>()?;
    let mut pool = match POOL.try_lock() {
        Ok(pool) => Some(pool),
        Err(std::sync::TryLockError::Poisoned(e)) => Some(e.into_inner()),
        Err(std::sync::TryLockError::WouldBlock) => None,
    };
    for (i, &mv) in (0..len).zip(moves) {
        let obj = match pool.as_mut() {
            Some(pool) => pool.take(py, mv)?,
            None => untracked_move(py, mv)?.into_ptr(),
        };
        // SAFETY: `obj` is a new reference, which the list takes over.
        unsafe { set_item(&list, i, obj) };
    }
    Ok(list)
}

/// Places `obj` in the still empty slot `i` of `list`, which takes over the reference.
///
/// # Safety
/// `obj` must be a new (strong) reference to a live object; the caller holds the GIL.
#[inline(always)]
unsafe fn set_item(list: &Bound<'_, PyList>, i: ffi::Py_ssize_t, obj: *mut ffi::PyObject) {
    debug_assert!(i < list.len() as ffi::Py_ssize_t);
    // SAFETY: `i` is below the list's length and its slot is still empty.
    unsafe { ffi::PyList_SET_ITEM(list.as_ptr(), i, obj) };
}
