//! A per-thread memo of hands' plans ([`Partition::of`]), the dearest part of the heuristic's
//! move: in a playout a player's hand changes only when they play, so the same hands are planned
//! again and again (and again in each of a lookahead's trial play-outs).
//!
//! The memo is direct-mapped: [`SLOTS`] slots, a hand's slot given by a hash of the hand and of
//! the one rule the plan reads (the straights' order); a slot holds the last hand planned there,
//! and a hand found there is given its stored plan, any other is planned anew and replaces it.
//! It is the plain [`Partition::of`] with its answers kept: a test checks that
//! [`planned`] and [`with_plan`] answer as `Partition::of` does on random hands, under every
//! straights variant, with the slots colliding and from inside `with_plan`; BENCHMARKS.md gives
//! what it saves.

use std::cell::RefCell;

use super::partition::Partition;
use super::rules::{Rules, Straights};

/// The memo's slots per thread.
pub const SLOTS: usize = 256;

/// A key no hand has: a hand's key holds at most 52 card bits and the variant above bit 56.
const EMPTY: u64 = u64::MAX;

struct Memo {
    keys: Vec<u64>,
    plans: Vec<Partition>,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo {
        keys: vec![EMPTY; SLOTS],
        plans: vec![Partition::of(0, &Rules::standard()); SLOTS],
    });
}

/// The plan of `hand` (in strength space) under `rules`: [`Partition::of`], from the memo when
/// this thread planned the same hand under the same straights last in its slot.
pub fn planned(hand: u64, rules: &Rules) -> Partition {
    with_plan(hand, rules, Partition::clone)
}

/// `f` of the plan of `hand` under `rules` ([`planned`]), read in the memo without a copy. Called
/// again from inside `f`, it plans without the memo.
pub fn with_plan<T>(hand: u64, rules: &Rules, f: impl FnOnce(&Partition) -> T) -> T {
    let key = hand | (variant(rules.straights) << 56);
    let slot = slot(key);
    MEMO.with(|memo| match memo.try_borrow_mut() {
        Ok(mut memo) => {
            if memo.keys[slot] != key {
                memo.plans[slot] = Partition::of(hand, rules);
                memo.keys[slot] = key;
            }
            f(&memo.plans[slot])
        }
        Err(_) => f(&Partition::of(hand, rules)),
    })
}

/// The slot of `key`.
fn slot(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize % SLOTS
}

/// The straights variant as a number (all the plan reads of the rules).
fn variant(straights: Straights) -> u64 {
    match straights {
        Straights::Standard => 0,
        Straights::A2345High => 1,
        Straights::Two3456High => 2,
        Straights::NoTwos => 3,
    }
}
