//! The intern table of `Move` objects: a move is immutable, so one Python object per distinct
//! move can be shared by every list that holds it, and listing a move costs a lookup instead
//! of an allocation.
//!
//! Open addressing over twice as many slots as moves kept, each slot holding the packed move
//! beside its object, so that a lookup reads one slot (a cache line) and the hit's object. The
//! caller can announce the moves it will look up next ([`InternTable::prefetch`]): a listed
//! exchange's few hundred moves then wait for memory together instead of one after another.

use pyo3::ffi;

/// The most moves kept; later new moves get objects of their own. Random play lists some
/// 160,000 distinct moves in 400 matches, most of them large discards; with room for 2^17 of
/// them, 97% of listed moves are found (93% with 2^16, which measured 7% slower in the step
/// loop). Full, the table takes 4 MB and its objects 6 MB.
const INTERN_LIMIT: usize = 1 << 17;

/// log2 of the slot count: twice [`INTERN_LIMIT`].
const SLOT_BITS: u32 = 18;
const SLOT_MASK: usize = (1 << SLOT_BITS) - 1;

#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    /// A strong reference the table owns, or null for an empty slot.
    obj: *mut ffi::PyObject,
}

/// Packed moves and their objects. The table owns a reference to each object and never gives
/// one up, so an interned object lives as long as the process.
pub(crate) struct InternTable {
    slots: Box<[Slot; 1 << SLOT_BITS]>,
    len: usize,
}

// SAFETY: the objects are only touched with the GIL held, and the table is only reached
// through the mutex that owns it.
unsafe impl Send for InternTable {}

impl std::fmt::Debug for InternTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InternTable({} moves)", self.len)
    }
}

/// Where the probe for `key` starts: the top bits of a multiplicative hash, after folding the
/// high half in, so that moves differing only in high ranks start apart.
#[inline(always)]
pub(crate) fn home(key: u64) -> usize {
    ((key ^ (key >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SLOT_BITS)) as usize
}

impl InternTable {
    pub(crate) fn new() -> InternTable {
        let empty = Slot {
            key: 0,
            obj: std::ptr::null_mut(),
        };
        let slots = vec![empty; 1 << SLOT_BITS].into_boxed_slice();
        InternTable {
            slots: slots
                .try_into()
                .unwrap_or_else(|_| unreachable!("made at the right size")),
            len: 0,
        }
    }

    /// Asks the processor to start loading slot `home` (where a lookup begins).
    #[inline(always)]
    pub(crate) fn prefetch(&self, home: usize) {
        let slot: *const Slot = &self.slots[home & SLOT_MASK];
        prefetch(slot.cast());
    }

    /// The object of `key` (whose probe starts at `home`) as a new (strong) reference, or
    /// `None` if it is not interned.
    #[inline(always)]
    pub(crate) fn get(&self, home: usize, key: u64) -> Option<*mut ffi::PyObject> {
        let mut i = home & SLOT_MASK;
        loop {
            let slot = self.slots[i];
            if slot.obj.is_null() {
                return None;
            }
            if slot.key == key {
                // SAFETY: the table holds a reference, so the object is alive; the caller
                // holds the GIL.
                unsafe { ffi::Py_INCREF(slot.obj) };
                return Some(slot.obj);
            }
            i = (i + 1) & SLOT_MASK;
        }
    }

    /// Keeps `obj` (taking a new reference to it) as the object of `key`, which must not be
    /// interned yet, while the table has room; returns whether it was kept.
    pub(crate) fn insert(&mut self, key: u64, obj: *mut ffi::PyObject) -> bool {
        if self.len >= INTERN_LIMIT {
            return false;
        }
        let mut i = home(key) & SLOT_MASK;
        while !self.slots[i].obj.is_null() {
            debug_assert!(self.slots[i].key != key, "interned twice");
            i = (i + 1) & SLOT_MASK;
        }
        // SAFETY: `obj` is a live object and the caller holds the GIL.
        unsafe { ffi::Py_INCREF(obj) };
        self.slots[i] = Slot { key, obj };
        self.len += 1;
        true
    }
}

#[inline(always)]
fn prefetch(at: *const i8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it never faults, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch(at, std::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
