//! Big Two's simulation path makes no heap allocation a decision: the random player's move
//! (`Game::random_move`) and applying it (`apply_unchecked`), counted by a global allocator over
//! thousands of decisions of whole matches, after one decision of warm-up (the thread's kept
//! list of moves is made once).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};

use zz_engine::game::Game;
use zz_engine::games::big_two::{Match, Rules};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;

/// The system allocator, counting the allocations made through it by the threads that count.
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// Whether this thread's allocations are counted (the test's thread only, not the
    /// harness's).
    static COUNTED: Cell<bool> = const { Cell::new(false) };
}

/// Counts one allocation if this thread counts.
fn count() {
    if COUNTED.with(Cell::get) {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_play_allocates_nothing_a_decision() {
    COUNTED.with(|c| c.set(true));
    let mut decisions = 0;
    for preset in ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"] {
        let rules = Rules::preset(preset).unwrap();
        for players in 2..=4 {
            for seed in 0..20 {
                let mut game = Match::start(players, rules, seed, false).unwrap();
                let mut rng = Rng::derived(seed, 5);
                // Warm-up: the first decision may make the thread's kept list.
                let mv = game.random_move(&mut rng);
                game.apply_unchecked(mv);
                let before = ALLOCATIONS.load(Ordering::Relaxed);
                let mut made = 0;
                while !game.is_over() {
                    let mv = game.random_move(&mut rng);
                    game.apply_unchecked(mv);
                    made += 1;
                }
                let allocated = ALLOCATIONS.load(Ordering::Relaxed) - before;
                assert_eq!(allocated, 0, "{allocated} allocations in {made} decisions ({preset}, {players} players, seed {seed})");
                decisions += made;
            }
        }
    }
    assert!(decisions > 10_000, "only {decisions} decisions");
}
