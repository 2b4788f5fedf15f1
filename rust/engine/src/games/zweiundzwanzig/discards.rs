//! Listing the exchange's discards (1.5): every distinct sub-multiset of the hand of at most the
//! stock's size, by number of cards and then by value, nothing first (the order of
//! [`super::moves::Move::order_key`]).
//!
//! The list is built rank by rank from the lowest held rank up, in place, each size's discards
//! kept together: taking `j` cards of a new rank above every rank so far adds the same amount
//! to each discard of the ranks below, and lands above all of them. So the discards of `s`
//! cards with the new rank are those of `s` cards without it, then those of `s - 1` cards plus
//! one card of it, then those of `s - 2` plus two, ...: every one is a copy of a run of the
//! list before, with a constant added, and each size's run stays in increasing order. Copying
//! runs costs a few instructions a discard where stepping through the discards one by one
//! (an odometer over the ranks) cost some twenty-five (BENCHMARKS.md, "Issue 31: the family").

use crate::card::Cards;

use super::moves::{Move, MoveList};
use super::rules::MAX_HAND;
use super::sample::Held;

/// Room for a count per discard size, `0..=MAX_HAND`.
const SIZES: usize = MAX_HAND as usize + 1;

/// Every distinct discard of at most `max` cards of `hand` (the exchange, 1.5), nothing first,
/// appended to `out`.
pub fn exchanges(hand: Cards, max: u8, out: &mut MoveList) {
    let held = Held::of(hand);
    let mut list = Runs {
        start: out.len(),
        lens: [0; SIZES],
        top: 0,
        max: usize::from(max.min(hand.len())),
    };
    out.push(Move::exchange(Cards::EMPTY));
    list.lens[0] = 1;
    for (&rank, &count) in held.ranks[..held.len].iter().zip(&held.counts) {
        list.add_rank(out, Cards::of(rank, 1).0, usize::from(count));
    }
}

/// The discards of the ranks added so far, laid out in the list from `start` by size: `lens[s]`
/// of `s` cards each, sizes `0..=top`, none above `max`.
struct Runs {
    start: usize,
    lens: [usize; SIZES],
    top: usize,
    max: usize,
}

impl Runs {
    /// Adds a rank above every rank so far, held `count` times, one card of it `unit`.
    ///
    /// Sizes are rebuilt from the largest down. Each size's run starts no earlier than before
    /// (no size has fewer discards), so writing a size's new run never overwrites the runs of
    /// smaller sizes, which the sizes below still copy from; the run's own old discards, which
    /// open the new run, are moved up last, after the copies that come from below it.
    fn add_rank(&mut self, out: &mut MoveList, unit: u64, count: usize) {
        let old_start = starts(&self.lens);
        let mut lens = [0usize; SIZES];
        let top = (self.top + count).min(self.max);
        for (s, len) in lens.iter_mut().enumerate().take(top + 1) {
            *len = (s.saturating_sub(count)..=s).map(|t| self.lens[t]).sum();
        }
        let new_start = starts(&lens);
        let grown = new_start[top] + lens[top] - (old_start[self.top] + self.lens[self.top]);
        out.extend(std::iter::repeat_n(Move::exchange(Cards::EMPTY), grown));
        let slots = &mut out[self.start..];
        for s in (0..=top).rev() {
            let (below, above) = slots.split_at_mut(old_start[s]);
            let mut at = new_start[s] + self.lens[s] - old_start[s];
            for j in 1..=count.min(s) {
                let from = s - j;
                let run = &below[old_start[from]..old_start[from] + self.lens[from]];
                copy_added(run, &mut above[at..at + run.len()], j as u64 * unit);
                at += run.len();
            }
            if self.lens[s] != 0 && new_start[s] != old_start[s] {
                let run = old_start[s]..old_start[s] + self.lens[s];
                slots.copy_within(run, new_start[s]);
            }
        }
        self.lens = lens;
        self.top = top;
    }
}

/// Where each size's run starts: the sums of the runs before it.
fn starts(lens: &[usize; SIZES]) -> [usize; SIZES] {
    let mut starts = [0usize; SIZES];
    let mut at = 0;
    for (start, &len) in starts.iter_mut().zip(lens) {
        *start = at;
        at += len;
    }
    starts
}

/// Writes each move of `from` with `added` added to its cards into `to` (of the same length).
#[inline(always)]
fn copy_added(from: &[Move], to: &mut [Move], added: u64) {
    let to = &mut to[..from.len()];
    for i in 0..from.len() {
        to[i] = Move::from_packed(from[i].packed() + added);
    }
}
