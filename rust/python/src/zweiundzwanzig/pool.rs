//! The pool of recycled `Move` objects that listed moves are handed out in.
//!
//! A move object is immutable to Python, but once the pool holds the only reference to it, no
//! one can see it any more: the pool may then write another move into it and hand it out
//! again instead of allocating a new object. The pool is a ring walked in order. An object
//! still held elsewhere (in a list, or kept by the caller) is never rewritten: the pool lets it
//! go and takes a new object in its place. Why a ring, and of this size, with the figures: see
//! BENCHMARKS.md ("The Python step loop's ring of `Move` objects").
//!
//! **The pool relies on the GIL.** Every call into it holds the GIL (a `Python<'_>` token), and
//! the module does not declare itself free of the GIL (no `gil_used = false`), so even a
//! free-threaded interpreter runs it with the GIL held. That guarantees: one thread at a time
//! in the pool (its ring and cursor need no lock), and no other thread can take a new reference
//! to a pooled object between the check that the pool holds the only one
//! (`held_by_pool_alone`) and the rewrite of the object. Declaring the module free of the GIL
//! would need both guarded some other way.

use pyo3::ffi;
use pyo3::prelude::*;
use zz_engine::games::zweiundzwanzig::{Move as EngineMove, MOVE_CAPACITY};

use crate::zweiundzwanzig::moves::{untracked_move, Move};

/// The objects in the ring: as many as the longest list (every discard of 13 distinct cards),
/// 2^13, about 400 KB of objects. In a step loop the ring comes back to an object some 25
/// listed exchanges later, when its list is long gone.
const POOL_SIZE: usize = MOVE_CAPACITY;

/// How far ahead in the ring the next objects are prefetched.
const PREFETCH_AHEAD: usize = 8;

/// A ring of `Move` objects, each either free (held by the pool alone) or still in use.
#[derive(Debug)]
pub(crate) struct MovePool {
    objects: Vec<Py<Move>>,
    next: usize,
}

impl MovePool {
    pub(crate) const fn new() -> MovePool {
        MovePool {
            objects: Vec::new(),
            next: 0,
        }
    }

    /// An object holding `mv`, as a new reference: the ring's next object if nothing else
    /// holds it, else a new object that takes its place in the ring.
    #[inline(always)]
    pub(crate) fn take(&mut self, py: Python<'_>, mv: EngineMove) -> PyResult<*mut ffi::PyObject> {
        if self.objects.len() < POOL_SIZE {
            let obj = untracked_move(py, mv)?;
            let new = obj.clone_ref(py).into_ptr();
            self.objects.push(obj);
            return Ok(new);
        }
        let i = self.next;
        self.next = (i + 1) % POOL_SIZE;
        prefetch(self.objects[(i + PREFETCH_AHEAD) % POOL_SIZE].as_ptr());
        let slot = &mut self.objects[i];
        if held_by_pool_alone(slot) {
            slot.get().rewrite(mv);
            return Ok(slot.clone_ref(py).into_ptr());
        }
        let obj = untracked_move(py, mv)?;
        let new = obj.clone_ref(py).into_ptr();
        // The old object lives on with its other holders; the pool lets it go.
        *slot = obj;
        Ok(new)
    }
}

/// Whether the pool's reference is the only one: then no list, variable or container can reach
/// the object (every holder of a borrowed reference relies on some counted one), and with the
/// GIL held (see the module's doc) none can until the caller has rewritten it.
#[inline(always)]
fn held_by_pool_alone(obj: &Py<Move>) -> bool {
    // SAFETY: the object is alive (the pool holds it) and the caller holds the GIL.
    unsafe { ffi::Py_REFCNT(obj.as_ptr()) == 1 }
}

#[inline(always)]
fn prefetch(at: *mut ffi::PyObject) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it never faults, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch(at.cast_const().cast(), std::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
