//! The rings of recycled `Move` objects that listed moves are handed out in (every game's).
//!
//! A move object is immutable to Python, but once its ring holds the only reference to it, no
//! one can see it any more: the ring may then write another move into it and hand it out again
//! instead of allocating a new object. The ring is walked in order. An object still held
//! elsewhere (in a list, or kept by the caller) is never rewritten: the ring lets it go and takes
//! a new object in its place. Why a ring, and of the family's size, with the figures: see
//! BENCHMARKS.md ("The Python step loop's ring of `Move` objects").
//!
//! **The rings rely on the GIL.** Every call into one holds the GIL (a `Python<'_>` token), and
//! the module does not declare itself free of the GIL (no `gil_used = false`), so even a
//! free-threaded interpreter runs it with the GIL held. That guarantees: one thread at a time in
//! a ring (its objects and cursor are behind a mutex that is only tried, never waited for), and
//! no other thread can take a new reference to a ring's object between the check that the ring
//! holds the only one (`held_by_ring_alone`) and the rewrite of the object. Declaring the module
//! free of the GIL would need both guarded some other way.

use std::sync::{Mutex, TryLockError};

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::pyclass::boolean_struct::True;
use pyo3::types::PyList;
use pyo3::PyClass;

/// A game's `Move` class as a ring recycles it.
pub(crate) trait Recycled:
    PyClass<Frozen = True> + Sync + Into<PyClassInitializer<Self>>
{
    /// What an object holds: the engine's move, and what else the class carries with it.
    type Value: Copy;

    /// A new object holding `value`.
    fn fresh(value: Self::Value) -> Self;

    /// Makes this object hold `value`, if it can (false: it cannot, and is unchanged). Only for
    /// an object no one else can reach: the ring calls it only for those.
    fn rewrite(&self, value: Self::Value) -> bool;
}

/// How far ahead in a ring the next objects are prefetched.
const PREFETCH_AHEAD: usize = 8;

/// A ring of `SIZE` objects (a power of two), each either free (held by the ring alone) or still
/// in use.
#[derive(Debug)]
pub(crate) struct Ring<T, const SIZE: usize> {
    objects: Vec<Py<T>>,
    next: usize,
}

impl<T: Recycled, const SIZE: usize> Ring<T, SIZE> {
    const MASK: usize = {
        assert!(SIZE.is_power_of_two(), "a ring's size is a power of two");
        SIZE - 1
    };

    pub(crate) const fn new() -> Ring<T, SIZE> {
        Ring {
            objects: Vec::new(),
            next: 0,
        }
    }

    /// Fills the empty slots of `list` with objects holding `values`, in order: the ring's next
    /// objects where nothing else holds them (and they can hold the value), else new objects
    /// that take their places in the ring.
    fn fill(
        &mut self,
        py: Python<'_>,
        list: &Bound<'_, PyList>,
        mut values: impl Iterator<Item = (ffi::Py_ssize_t, T::Value)>,
    ) -> PyResult<()> {
        while self.objects.len() < SIZE {
            let Some((i, value)) = values.next() else {
                return Ok(());
            };
            let obj = untracked(py, T::fresh(value))?;
            // SAFETY: a new reference, which the list takes over; slot `i` is still empty.
            unsafe { set_item(list, i, obj.clone_ref(py).into_ptr()) };
            self.objects.push(obj);
        }
        let objects: &mut [Py<T>; SIZE] =
            (self.objects.as_mut_slice().try_into()).expect("a full ring holds SIZE objects");
        // The cursor and the list's slots are kept in registers through the loop (written back
        // once, read again only after `replace`, which can run Python code), and the cursor is
        // masked so that indexing the ring needs no check: a few instructions an object less
        // than going through `self` and `PyList_SET_ITEM` each time (BENCHMARKS.md, "Issue 31:
        // the family's listing").
        let mut at = self.next & Self::MASK;
        let mut items = list_items(list);
        for (i, value) in values {
            prefetch(objects[(at + PREFETCH_AHEAD) & Self::MASK].as_ptr());
            let slot = &mut objects[at];
            at = (at + 1) & Self::MASK;
            if !(held_by_ring_alone(slot) && slot.get().rewrite(value)) {
                self.next = at;
                replace(py, slot, value)?;
                items = list_items(list);
            }
            debug_assert!(i < list.len() as ffi::Py_ssize_t);
            // SAFETY: a new reference, which the list takes over; slot `i` is below the list's
            // length and still empty, and `items` is the list's array of slots as it is now.
            unsafe { items.offset(i).write(slot.clone_ref(py).into_ptr()) };
        }
        self.next = at;
        Ok(())
    }
}

/// The array of `list`'s slots.
#[inline(always)]
fn list_items(list: &Bound<'_, PyList>) -> *mut *mut ffi::PyObject {
    // SAFETY: `list` is a live list (the caller holds the GIL through `list`'s token).
    unsafe { (*list.as_ptr().cast::<ffi::PyListObject>()).ob_item }
}

/// Puts a new object holding `value` in the ring's `slot`. The old object lives on with its
/// other holders (or dies here); the ring lets it go.
#[cold]
#[inline(never)]
fn replace<T: Recycled>(py: Python<'_>, slot: &mut Py<T>, value: T::Value) -> PyResult<()> {
    *slot = untracked(py, T::fresh(value))?;
    Ok(())
}

/// The values as a Python list of objects from `ring`, each placed straight into the new list.
/// When another thread holds the ring (a finalizer run during an allocation can switch
/// threads), fresh objects are made instead of waiting, so a ring can never deadlock with the
/// GIL.
pub(crate) fn ring_list<'py, T: Recycled, const SIZE: usize>(
    py: Python<'py>,
    ring: &Mutex<Ring<T, SIZE>>,
    values: impl ExactSizeIterator<Item = T::Value>,
) -> PyResult<Bound<'py, PyList>> {
    let len = ffi::Py_ssize_t::try_from(values.len())
        .map_err(|_| pyo3::exceptions::PyMemoryError::new_err("too many moves for a list"))?;
    // SAFETY: we hold the GIL; `PyList_New` returns a new reference or null with an exception
    // set. Its slots start null, which the list's deallocator accepts if we stop early.
    let list = unsafe { Bound::from_owned_ptr_or_err(py, ffi::PyList_New(len))? };
    let list = list.cast_into::<PyList>()?;
    let mut ring = match ring.try_lock() {
        Ok(ring) => ring,
        Err(TryLockError::Poisoned(e)) => e.into_inner(),
        Err(TryLockError::WouldBlock) => return fresh_list::<T>(py, list, values),
    };
    ring.fill(py, &list, (0..len).zip(values))?;
    Ok(list)
}

/// `list` filled with new objects holding `values` (none from a ring).
#[cold]
#[inline(never)]
fn fresh_list<'py, T: Recycled>(
    py: Python<'py>,
    list: Bound<'py, PyList>,
    values: impl Iterator<Item = T::Value>,
) -> PyResult<Bound<'py, PyList>> {
    for (i, value) in (0..list.len() as ffi::Py_ssize_t).zip(values) {
        // SAFETY: a new reference, which the list takes over; slot `i` is still empty.
        unsafe { set_item(&list, i, untracked(py, T::fresh(value))?.into_ptr()) };
    }
    Ok(list)
}

/// A new object that the cycle collector does not track. A move holds no Python objects, so it
/// can never be part of a reference cycle (CPython untracks tuples of plain values for the same
/// reason); tracked, the moves of every listed exchange would be traversed by each collection,
/// and a ring's by every full collection.
pub(crate) fn untracked<T: Recycled>(py: Python<'_>, value: T) -> PyResult<Py<T>> {
    let obj = Py::new(py, value)?;
    // SAFETY: `obj` is a live object of a garbage-collected type (PyO3 gives every class
    // `Py_TPFLAGS_HAVE_GC`) and we hold the GIL. Untracking an untracked object (one reused from
    // the free list) does nothing, and the class's deallocator untracks only tracked objects.
    unsafe { ffi::PyObject_GC_UnTrack(obj.as_ptr().cast()) };
    Ok(obj)
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

/// Whether the ring's reference is the only one: then no list, variable or container can reach
/// the object (every holder of a borrowed reference relies on some counted one), and with the
/// GIL held (see the module's doc) none can until the caller has rewritten it.
#[inline(always)]
fn held_by_ring_alone<T>(obj: &Py<T>) -> bool {
    // SAFETY: the object is alive (the ring holds it) and the caller holds the GIL.
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
