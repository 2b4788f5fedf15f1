//! The pool of recycled `Move` objects that listed moves are handed out in.
//!
//! Listing moves is the hot path of a Python step loop: an exchange lists some 330 discards. A
//! move object is immutable to Python, but once the pool holds the only reference to it, no
//! one can see it any more: the pool may then write another move into it and hand it out
//! again, which costs a few instructions instead of an allocation now and a deallocation later.
//! The pool is a ring walked in order, so its objects are met one after another in memory.
//! An object still held elsewhere (in a list, or kept by the caller) is never rewritten: the
//! pool lets it go and takes a new object in its place.

use pyo3::ffi;
use pyo3::prelude::*;
use zz_engine::games::zweiundzwanzig::{Move as EngineMove, MOVE_CAPACITY};

use crate::zweiundzwanzig::moves::{untracked_move, Move};

/// The objects in the ring: as many as the longest list (every discard of 13 distinct cards),
/// 2^13, about 400 KB of objects. In a step loop the ring comes back to an object
/// some 25 listed exchanges later, when its list is long gone. (2^10 objects measured 12%
/// slower in the step loop, where the ring often came back to objects of live lists; 2^12 and
/// 2^14 the same as this.)
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
/// the object (every holder of a borrowed reference relies on some counted one). The module
/// does not declare itself free of the GIL, so even a free-threaded interpreter runs it with
/// the GIL, and no other thread can take a reference between this check and the rewrite.
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
