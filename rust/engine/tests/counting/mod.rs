//! The system allocator, counting each thread's allocations: the `no_alloc_*` tests declare it
//! their global allocator (`mod counting;`) and read what the test's own thread allocated, so the
//! harness's threads allocating beside it do not count.

pub mod search;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting each thread's allocations (a reallocation counts as one).
pub struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The allocations of this thread so far.
#[allow(dead_code)] // each test file uses one of the two readings
pub fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// The allocations `run` makes on this thread.
#[allow(dead_code)] // each test file uses one of the two readings
pub fn allocations_of(run: impl FnOnce()) -> u64 {
    let before = allocations();
    run();
    allocations() - before
}
