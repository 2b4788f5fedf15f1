//! Listing the exchange's discards (1.5): every distinct sub-multiset of the hand of at most the
//! stock's size, by number of cards and then by value, nothing first (the order of
//! [`super::moves::Move::order_key`]), written out: where a slice of them is wanted (the Python
//! listing, the action mask, [`super::move_list::MoveList::write_into`]). The engine's list of
//! legal moves counts them instead (`counted_discards.rs`), in the same order.
//!
//! The list is built rank by rank from the lowest held rank up, in place, each size's discards
//! kept together in the room they will fill (counted first): taking `j` cards of a new rank
//! above every rank so far adds the same amount to each discard of the ranks below, and lands
//! above all of them. So the discards of `s` cards with the new rank are those of `s` cards
//! without it, then those of `s - 1` cards plus one card of it, then those of `s - 2` plus two,
//! ...: each size's run grows by copies of the smaller sizes' runs with a constant added, and
//! stays in increasing order. Copying runs costs a few instructions a discard where stepping
//! through the discards one by one (an odometer over the ranks) cost some twenty-five
//! (BENCHMARKS.md, "Issue 31: the family"). Only the sizes up to half the hand are built so;
//! each size above is the cards not kept of the discards of the hand's length less that size,
//! read backwards (fewer sizes a rank, and one vector copy a size). The plain listing, every sub-multiset of each size
//! (`legal::for_each_subset`), fences it (`exchanges_list_every_discard_by_size_then_value`).

use crate::card::Cards;

use super::moves::{Move, WrittenList};
use super::rules::MAX_HAND;

/// Room for a count per discard size, `0..=MAX_HAND`.
const SIZES: usize = MAX_HAND as usize + 1;

/// Every distinct discard of at most `max` cards of `hand` (the exchange, 1.5), nothing first,
/// appended to `out`. Kept out of line: inlined into a loop that lists every decision's moves,
/// it cost that loop's other decisions more (7 players, 820 against 799 instructions a decision).
#[inline(never)]
pub fn exchanges(hand: Cards, max: u8, out: &mut WrittenList) {
    let max = usize::from(max.min(hand.few_len()));
    let len = usize::from(hand.few_len());
    // The sizes up to half the hand are built rank by rank; those above, from the cards kept.
    let built = max.min(len / 2);
    let mut list = Runs {
        start: [0; SIZES],
        lens: [0; SIZES],
        top: 0,
        max: built,
    };
    // Each size's run gets its final room at once, so that no run moves as it grows.
    let mut at = out.len();
    let lanes = product_lanes(hand);
    for s in 0..=max {
        list.start[s] = at;
        at += usize::from(lanes[s.min(len - s)]);
    }
    make_room(out, at - out.len());
    // Discarding nothing, the first slot's move already.
    list.lens[0] = 1;
    // The list's slice, taken once (its length is not read again through the list).
    let out = out.as_mut_slice();
    for_each_rank(hand, |unit, count| list.add_rank(out, unit, count));
    for s in built + 1..=max {
        let kept = len - s;
        let run = list.start[kept]..list.start[kept] + list.lens[kept];
        let (below, above) = out.split_at_mut(list.start[s]);
        copy_kept(&below[run], above, hand.0);
    }
}

/// Writes the discards of a size above half the hand into `to` from those of the cards kept,
/// `from` (the discards of the hand's length less that size): the cards not kept of each, from
/// the last to the first. Taking a sub-multiset from the hand reverses the order (no rank's
/// count borrows from the next), and the exchange's bit, subtracted from none, stays set
/// (`hand - (kept + bit)` is `hand - kept + bit` modulo 2^64).
#[inline(always)]
fn copy_kept(from: &[Move], to: &mut [Move], hand: u64) {
    let kept = |m: Move| Move::from_packed(hand.wrapping_sub(m.packed()));
    let (from_rest, from_fours) = from.as_rchunks::<4>();
    let (to_fours, to_rest) = to[..from.len()].as_chunks_mut::<4>();
    for (to, from) in to_fours.iter_mut().zip(from_fours.iter().rev()) {
        *to = [from[3], from[2], from[1], from[0]].map(kept);
    }
    for (to, from) in to_rest.iter_mut().zip(from_rest.iter().rev()) {
        *to = kept(*from);
    }
}

/// Calls `visit` with each rank `hand` holds, from the lowest up: one card of it (its lowest
/// bit, [`Cards::of`] the rank and 1) and how many the hand holds.
#[inline(always)]
pub(super) fn for_each_rank(hand: Cards, mut visit: impl FnMut(u64, usize)) {
    let mut bits = hand.rank_bits();
    while bits != 0 {
        let shift = bits.trailing_zeros();
        visit(1 << shift, ((hand.0 >> shift) & 15) as usize);
        bits &= bits - 1;
    }
}

/// Moves to fill the list's new room with, copied a block at a time.
const BLANK: [Move; 256] = [Move::exchange(Cards::EMPTY); 256];

/// Appends `n` moves of discarding nothing to `out`, a block at a time (a copy of memory, where
/// pushing moves one by one cost several instructions each).
fn make_room(out: &mut WrittenList, mut n: usize) {
    while n > 0 {
        let block = n.min(BLANK.len());
        let fits = out.try_extend_from_slice(&BLANK[..block]);
        debug_assert!(fits.is_ok(), "the discards of a hand fit a move list");
        n -= block;
    }
}

/// The discards of the ranks added so far, each size `s` (none above `max`) a run of `lens[s]`
/// at the front of its final room in the list, from `start[s]`; the largest is `top` cards.
struct Runs {
    start: [usize; SIZES],
    lens: [usize; SIZES],
    top: usize,
    max: usize,
}

impl Runs {
    /// Adds a rank above every rank so far, held `count` times, one card of it `unit`: each
    /// size's run gets the runs of the sizes below it, `j` sizes below with `j` cards of the new
    /// rank added. Sizes are grown from the largest down, so each copies the runs below it as
    /// they were before the rank. The runs above the old top are still empty and skipped; the
    /// run of no cards is one move, discarding nothing, so `j` cards of the rank alone are
    /// written directly.
    fn add_rank(&mut self, out: &mut [Move], unit: u64, count: usize) {
        let old_top = self.top;
        self.top = (old_top + count).min(self.max);
        if count == 1 {
            self.add_single(out, unit);
            return;
        }
        if count == 2 {
            self.add_double(out, unit, old_top);
            return;
        }
        for s in (1..=self.top).rev() {
            let mut at = self.start[s] + self.lens[s];
            let highest = (s - 1).min(old_top);
            let mut added = (s - highest) as u64 * unit;
            for from in (s.saturating_sub(count).max(1)..=highest).rev() {
                let len = self.lens[from];
                let run = self.start[from];
                // The run copied lies in a smaller size's room, below this one.
                let (below, above) = out.split_at_mut(at);
                copy_added(&below[run..run + len], &mut above[..len], added);
                at += len;
                added += unit;
            }
            if s <= count {
                out[at] = Move::exchange(Cards(s as u64 * unit));
                at += 1;
            }
            self.lens[s] = at - self.start[s];
        }
    }

    /// [`Runs::add_rank`] for a rank held twice, many ranks of two decks' hands: each size's run
    /// gets the run one size below with a card of the rank added (unless that size was not
    /// reached yet), then the run two sizes below with both; the runs of one and two cards end
    /// with the rank's cards alone.
    fn add_double(&mut self, out: &mut [Move], unit: u64, old_top: usize) {
        for s in (1..=self.top).rev() {
            let mut at = self.start[s] + self.lens[s];
            if s >= 2 && s - 1 <= old_top {
                at = self.copy_run(out, s - 1, at, unit);
            }
            if s >= 3 {
                at = self.copy_run(out, s - 2, at, 2 * unit);
            } else {
                out[at] = Move::exchange(Cards(s as u64 * unit));
                at += 1;
            }
            self.lens[s] = at - self.start[s];
        }
    }

    /// Copies the run of `from` cards to `at` with `added` added to each, returning where it ends.
    #[inline(always)]
    fn copy_run(&self, out: &mut [Move], from: usize, at: usize, added: u64) -> usize {
        let run = self.start[from]..self.start[from] + self.lens[from];
        let len = run.len();
        // The run copied lies in a smaller size's room, below this one.
        let (below, above) = out.split_at_mut(at);
        copy_added(&below[run], &mut above[..len], added);
        at + len
    }

    /// [`Runs::add_rank`] for a rank held once, most ranks of most hands: each size's run gets
    /// the run one size below with the card added, the run of one card the card alone.
    fn add_single(&mut self, out: &mut [Move], unit: u64) {
        for s in (2..=self.top).rev() {
            let at = self.start[s] + self.lens[s];
            let (below, above) = out.split_at_mut(at);
            let run = &below[self.start[s - 1]..][..self.lens[s - 1]];
            copy_added(run, &mut above[..run.len()], unit);
            self.lens[s] += run.len();
        }
        if self.top >= 1 {
            out[self.start[1] + self.lens[1]] = Move::exchange(Cards(unit));
            self.lens[1] += 1;
        }
    }
}

/// Writes each move of `from` with `added` added to its cards into `to` (of the same length):
/// four at a time, which the compiler turns into vector additions; a run of four or more that
/// does not end on a whole four ends with the last four moves written again (the same values),
/// where moves left over one by one cost more; a run under four one by one.
#[inline(always)]
fn copy_added(from: &[Move], to: &mut [Move], added: u64) {
    let n = from.len();
    if n < 4 {
        for (to, from) in to.iter_mut().zip(from) {
            *to = Move::from_packed(from.packed() + added);
        }
        return;
    }
    let (from_fours, _) = from.as_chunks::<4>();
    let (to_fours, _) = to.as_chunks_mut::<4>();
    for (to, from) in to_fours.iter_mut().zip(from_fours) {
        *to = from.map(|m| Move::from_packed(m.packed() + added));
    }
    if !n.is_multiple_of(4) {
        let from: &[Move; 4] = from[n - 4..].try_into().expect("four moves");
        let to: &mut [Move; 4] = (&mut to[n - 4..n]).try_into().expect("four moves");
        *to = from.map(|m| Move::from_packed(m.packed() + added));
    }
}

/// A polynomial's coefficients of `x^0` to `x^7`, sixteen bits each (the discards of a size
/// stay far below 2^16: at most 1,716, the 6-card discards of 13 distinct cards).
pub(super) type Lanes = u128;

/// The highest coefficient [`Lanes`] holds.
pub(super) const TOP_LANE: usize = 7;

/// `ONES[c]`: the polynomial `1 + x + ... + x^c`, the ways to discard cards of a rank held `c`
/// times (cut above `x^7`).
pub(super) const ONES: [Lanes; TOP_LANE + 1] = {
    let mut ones = [0; TOP_LANE + 1];
    let mut c = 0;
    let mut row = 0;
    while c <= TOP_LANE {
        row |= 1 << (16 * c);
        ones[c] = row;
        c += 1;
    }
    ones
};

/// `INVERSE[c]`: the inverse of `ONES[c]` (the polynomial `1 + x + ... + x^c` in [`Lanes`], an
/// odd number) modulo 2^128, by Newton's iteration (each step doubles the bits that are right;
/// an odd number is its own inverse to three bits).
pub(super) const INVERSE: [Lanes; TOP_LANE + 1] = {
    let mut inverse = [0; TOP_LANE + 1];
    let mut c = 0;
    while c <= TOP_LANE {
        let a = ONES[c];
        let mut x = a;
        let mut step = 0;
        while step < 6 {
            x = x.wrapping_mul(2u128.wrapping_sub(a.wrapping_mul(x)));
            step += 1;
        }
        inverse[c] = x;
        c += 1;
    }
    inverse
};

/// The polynomial `1 + x + ... + x^count` cut above `x^7`: the ways to discard cards of a rank
/// held `count` times, as far as [`Lanes`] hold them.
#[cfg(test)]
#[inline(always)]
pub(super) fn ones(count: usize) -> Lanes {
    ONES[count.min(TOP_LANE)]
}

/// How many distinct discards of each size up to `max` the held ranks (`len` cards) give: the
/// coefficients of the product of `1 + x + ... + x^count` over the ranks, one multiply a rank
/// in sixteen-bit lanes (no lane carries into the next, and a product's lanes up to `x^7` do
/// not depend on the terms cut above). The coefficients of a hand of `len` cards are the same
/// read from either end (a discard and the cards kept), so the sizes above half the hand read
/// the lanes below it: a hand holds at most 13 cards, so none above `x^6` is read. The listing
/// reads the lanes itself ([`product_lanes`]); this is their reading that the tests check.
#[cfg(test)]
fn discards_by_size(hand: Cards, len: usize, max: usize) -> [u16; SIZES] {
    debug_assert!(len <= 2 * TOP_LANE + 1);
    let lanes = product_lanes(hand);
    let mut ways = [0u16; SIZES];
    for (s, ways) in ways.iter_mut().enumerate().take(max + 1) {
        *ways = lanes[s.min(len - s)];
    }
    ways
}

/// The product of `1 + x + ... + x^count` over the ranks of `hand` ([`discards_by_size`]), its
/// lanes one by one (read from the word's bytes, where a shift of 128 bits by a size cost
/// several instructions).
#[inline(always)]
pub(super) fn product_lanes(hand: Cards) -> [u16; TOP_LANE + 1] {
    lanes_of(product(hand))
}

/// `RISES[h - 1][n]`: `(ONES[h] / ONES[h - 1])^n` modulo 2^128 (the division by the inverse,
/// [`INVERSE`]), for `h` from 1 to [`TOP_LANE`] and `n` up to the 14 ranks.
const RISES: [[Lanes; 15]; TOP_LANE] = {
    let mut rises: [[Lanes; 15]; TOP_LANE] = [[1; 15]; TOP_LANE];
    let mut h = 1;
    while h <= TOP_LANE {
        let rise = ONES[h].wrapping_mul(INVERSE[h - 1]);
        let mut n = 1;
        while n < 15 {
            rises[h - 1][n] = rises[h - 1][n - 1].wrapping_mul(rise);
            n += 1;
        }
        h += 1;
    }
    rises
};

/// The product of `1 + x + ... + x^count` over the ranks of `hand`, in [`Lanes`]. A rank held
/// `c` times gives `ONES[c]`, the product of `ONES[h] / ONES[h - 1]` for `h` from 1 to `c`
/// (modulo 2^128, where each `ONES` has an inverse), so the product over the ranks is that of
/// `(ONES[h] / ONES[h - 1])^n` over `h`, `n` the ranks held at least `h` times: a table's row
/// a count reached, where the plain way multiplies a rank at a time ([`product_plain`],
/// `a_product_is_the_plain_one`).
#[inline(always)]
pub(super) fn product(hand: Cards) -> Lanes {
    let mut product = RISES[0][hand.distinct() as usize];
    for h in 2..=TOP_LANE {
        let n = hand.ranks_with_at_least(h as u8).count_ones() as usize;
        if n == 0 {
            break;
        }
        product = product.wrapping_mul(RISES[h - 1][n]);
    }
    product
}

/// [`product`] a rank at a time.
#[cfg(test)]
fn product_plain(hand: Cards) -> Lanes {
    let mut product: Lanes = 1;
    for_each_rank(hand, |_, count| {
        product = product.wrapping_mul(ones(count));
    });
    product
}

/// How many discards of at most `max` cards (at most `len`) a hand of `len` cards has, from its
/// [`product`]: the coefficients of `x^0` to `x^max` added up in one multiply, where a sum a size
/// cost some 100 instructions an exchange listed. The product times `1 + x + ... + x^7` holds in
/// lane `k` the discards of at most `k` cards (no lane carries: a hand of at most 15 cards has at
/// most 2^15 discards). Past `x^7` they are counted from the other end, as the coefficients read
/// the same from either end: all the hand's discards (the two halves, each at most `len / 2`
/// cards, the middle size once) less those of more than `max` cards. The sum a size
/// (`discards_up_to_plain` in the tests) fences it (`the_discards_up_to_a_size_are_the_sum`).
#[inline(always)]
pub(super) fn discards_up_to(product: Lanes, len: usize, max: usize) -> u16 {
    debug_assert!(max <= len && len <= 2 * TOP_LANE + 1);
    let sums = lanes_of(product.wrapping_mul(ONES[TOP_LANE]));
    if max <= TOP_LANE {
        return sums[max];
    }
    let all = sums[len / 2] + sums[(len - 1) / 2];
    if max == len {
        all
    } else {
        all - sums[len - max - 1]
    }
}

/// The size of the discard at place `i` of the listing of a hand of `len` cards (by size, every
/// size, as [`discards_up_to`] counts them) from its [`product`], and its place among the
/// discards of its size: the first size whose discards of at most that size pass `i`, found by
/// comparing `i` with the eight lanes of those counts at once, where a size at a time cost some
/// 60 instructions a discard drawn. Past `x^7` from the other end, as [`discards_up_to`] does.
/// The walk a size at a time (`size_at_plain` in the tests) fences it
/// (`the_size_at_a_place_is_the_walks`).
#[inline(always)]
pub(super) fn size_at(product: Lanes, len: usize, i: u16) -> (usize, u16) {
    let sums = product.wrapping_mul(ONES[TOP_LANE]);
    let lanes = lanes_of(sums);
    let size = lanes_at_most(sums, i);
    if size <= TOP_LANE {
        let before = if size > 0 { lanes[size - 1] } else { 0 };
        return (size, i - before);
    }
    // `i` is past the discards of at most 7 cards: `left` of them lie at or after place `i`,
    // and the discards of more than `s` cards number `lanes[len - s - 1]`.
    let all = lanes[len / 2] + lanes[(len - 1) / 2];
    let left = all - i;
    let above = lanes_at_most(sums, left - 1);
    (len - above, lanes[above] - left)
}

/// How many of the eight lanes of `lanes` (each below 2^15, increasing) are at most `x`: each
/// lane's top bit, set above it, survives subtracting the lane from `x` exactly when it is.
#[inline(always)]
fn lanes_at_most(lanes: Lanes, x: u16) -> usize {
    const TOP_BITS: Lanes = ONES[TOP_LANE] << 15;
    let x = Lanes::from(x).wrapping_mul(ONES[TOP_LANE]);
    (((x | TOP_BITS) - lanes) & TOP_BITS).count_ones() as usize
}

/// The lanes of a polynomial one by one.
#[inline(always)]
pub(super) fn lanes_of(product: Lanes) -> [u16; TOP_LANE + 1] {
    let bytes = product.to_le_bytes();
    std::array::from_fn(|k| u16::from_le_bytes([bytes[2 * k], bytes[2 * k + 1]]))
}

#[cfg(test)]
mod tests {
    use super::super::sample::Held;
    use super::*;
    use crate::card::RANKS;
    use crate::rng::Rng;

    #[test]
    fn a_product_is_the_plain_one() {
        // Random multisets of up to 15 cards over a few or all fourteen ranks (up to 15 of a
        // rank, past the 7 a lane counts), and every rank held 1 to 15 times alone.
        let mut rng = crate::rng::Rng::seeded(40);
        for _ in 0..100_000 {
            let size = rng.below(16);
            let spread = 1 + rng.below(14);
            let mut hand = Cards::EMPTY;
            while hand.len() < size as u8 {
                hand = hand.plus(Cards::of(rng.below(spread) as u8, 1));
            }
            assert_eq!(product(hand), product_plain(hand), "[{hand}]");
        }
        for rank in 0..14 {
            for n in 1..=15 {
                let hand = Cards::of(rank, n);
                assert_eq!(product(hand), product_plain(hand), "[{hand}]");
            }
        }
    }

    #[test]
    fn the_counts_by_size_are_those_of_the_plain_product() {
        let mut rng = Rng::seeded(33);
        for _ in 0..20_000 {
            let mut counts = [0u8; RANKS];
            for _ in 0..rng.below(14) {
                counts[rng.below(RANKS as u32) as usize] += 1;
            }
            let hand = Cards::from_counts(&counts).unwrap();
            let held = Held::of(hand);
            let len = usize::from(hand.few_len());
            for max in 0..=len {
                let fast = discards_by_size(hand, len, max);
                let plain = discards_by_size_plain(&held, max);
                assert_eq!(fast[..=max], plain[..=max], "{hand} up to {max}");
            }
        }
    }

    /// A random hand of up to 15 cards: over one rank or many, up to 15 of a rank, jokers too.
    fn hand_of_up_to_15(rng: &mut Rng) -> Cards {
        let mut counts = [0u8; RANKS];
        let spread = 1 + rng.below(RANKS as u32);
        for _ in 0..rng.below(16) {
            counts[rng.below(spread) as usize] += 1;
        }
        Cards::from_counts(&counts).unwrap()
    }

    #[test]
    fn the_discards_up_to_a_size_are_the_sum() {
        let mut rng = Rng::seeded(36);
        for _ in 0..20_000 {
            let hand = hand_of_up_to_15(&mut rng);
            let len = usize::from(hand.few_len());
            for max in 0..=len {
                assert_eq!(
                    discards_up_to(product(hand), len, max),
                    discards_up_to_plain(hand, len, max),
                    "{hand} up to {max}"
                );
            }
        }
    }

    #[test]
    fn the_size_at_a_place_is_the_walks() {
        let mut rng = Rng::seeded(37);
        for _ in 0..5_000 {
            let hand = hand_of_up_to_15(&mut rng);
            let len = usize::from(hand.few_len());
            let all = discards_up_to(product(hand), len, len);
            for i in 0..all {
                assert_eq!(
                    size_at(product(hand), len, i),
                    size_at_plain(hand, len, i),
                    "{hand} at {i}"
                );
            }
        }
    }

    /// [`size_at`] as first written: the sizes walked from none up, each size's count taken off.
    fn size_at_plain(hand: Cards, len: usize, i: u16) -> (usize, u16) {
        let lanes = product_lanes(hand);
        let (mut pick, mut size) = (i, 0);
        while pick >= lanes[size.min(len - size)] {
            pick -= lanes[size.min(len - size)];
            size += 1;
        }
        (size, pick)
    }

    /// [`discards_up_to`] as first written: the count of each size added up.
    fn discards_up_to_plain(hand: Cards, len: usize, max: usize) -> u16 {
        let lanes = product_lanes(hand);
        (0..=max).map(|s| lanes[s.min(len - s)]).sum()
    }

    /// [`discards_by_size`] as first written, a size at a time: the coefficients of the product
    /// of `1 + x + ... + x^count` over the ranks, cut off above `max`. Each rank's factor
    /// reaches only the sizes the ranks so far can fill.
    fn discards_by_size_plain(held: &Held, max: usize) -> [u16; SIZES] {
        let mut ways = [0u16; SIZES];
        ways[0] = 1;
        let mut most = 0;
        for &have in &held.counts[..held.len] {
            let have = have as usize;
            most = (most + have).min(max);
            if have == 1 {
                // Taking the rank's card or not: one addition a size, from the top size down.
                for s in (1..=most).rev() {
                    ways[s] += ways[s - 1];
                }
                continue;
            }
            // Taking 0..=have cards of this rank: a running window sum over the ranks before it,
            // from the top size down so that each size reads the old counts.
            let mut window: u16 = ways[most.saturating_sub(have)..=most].iter().sum();
            for s in (0..=most).rev() {
                let old = ways[s];
                ways[s] = window;
                window -= old;
                if s > have {
                    window += ways[s - have - 1];
                }
            }
        }
        ways
    }
}
