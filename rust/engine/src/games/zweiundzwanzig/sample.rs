//! Drawing a legal move uniformly at random without listing every move. A discard is drawn rank
//! by rank (again when it is too large for the stock), or, when the stock allows few discards,
//! counted by size and unranked; a lead of a joker-free hand is a random card of it (the `k`-th
//! card of a rank standing for the lead of `k` of that rank): both in an order of their own.
//! One- and two-card follows and the leads of hands with jokers are picked from bit masks, and
//! longer follows of joker-free hands by counting the beats: all of them pick the same move as
//! taking that index of the listed moves.
//!
//! These are the random player's fast paths, fenced by tests of equality with the listed moves
//! (`fast_paths_pick_what_the_list_would`, `counted_follows_pick_what_the_list_would`) and of
//! uniformity (the chi-square tests); the rules are in `legal.rs`. How they were tuned, with the
//! figures and the commands behind them, is in BENCHMARKS.md ("The family's random play: how its
//! fast paths were tuned").

use std::hint::select_unpredictable;

use crate::card::{Cards, JOKER, RANKS};
use crate::rng::Rng;

use super::discards;
use super::play::{dominates_few, effective, give_off};
use super::rules::MAX_HAND;

/// The ranks a hand holds, low to high, with their counts.
#[cfg(test)]
pub(super) struct Held {
    pub(super) ranks: [u8; RANKS],
    pub(super) counts: [u8; RANKS],
    pub(super) len: usize,
}

#[cfg(test)]
impl Held {
    pub(super) fn of(hand: Cards) -> Held {
        let mut held = Held {
            ranks: [0; RANKS],
            counts: [0; RANKS],
            len: 0,
        };
        let mut bits = hand.rank_bits();
        while bits != 0 {
            let r = (bits.trailing_zeros() / 4) as u8;
            held.ranks[held.len] = r;
            held.counts[held.len] = hand.count(r);
            held.len += 1;
            bits &= bits - 1;
        }
        held
    }
}

/// The most cards the counting path of [`random_discard`] counts up to: it is taken when the
/// limit is below half the hand, and a multiset holds at most 15 cards (a hand at most 13).
const MOST_COUNTED: usize = 7;

/// `ways[i]`: lane `s` (16 bits each, `s` up to the limit: eight lanes fill the word) is how many
/// distinct multisets of `s` cards the held ranks `i..` can give. The counts stay far below 2^16
/// (at most 6,435, and their sum over the lanes at most 51,480), so no lane carries into the
/// next.
#[cfg(test)]
pub(super) type Ways = [u128; RANKS + 1];

/// `ONES[n]`: a one in each of the lanes `0..=n`, the polynomial `1 + x + ... + x^n`.
#[cfg(test)]
const ONES: [u128; MOST_COUNTED + 1] = {
    let mut ones = [0u128; MOST_COUNTED + 1];
    let mut n = 0;
    let mut row = 0u128;
    while n <= MOST_COUNTED {
        row |= 1 << (16 * n);
        ones[n] = row;
        n += 1;
    }
    ones
};

/// Lane `s` of a row of [`Ways`].
#[cfg(test)]
#[inline(always)]
fn lane(row: u128, s: usize) -> u32 {
    (row >> (16 * s)) as u32 & 0xFFFF
}

/// The rows of [`Ways`] for discards of up to `max` cards. Taking `0..=have` cards of a rank
/// multiplies the row above by `1 + x + ... + x^have`: one multiply of the packed lanes, whose
/// carries all go to lanes above `max`, which are then cleared.
#[cfg(test)]
pub(super) fn count_ways(held: &Held, max: u8) -> Ways {
    let max = usize::from(max);
    debug_assert!(max <= MOST_COUNTED);
    let keep = ONES[max] * 0xFFFF;
    let mut ways = [0u128; RANKS + 1];
    ways[held.len] = 1;
    for i in (0..held.len).rev() {
        let have = usize::from(held.counts[i]).min(max);
        ways[i] = ways[i + 1].wrapping_mul(ONES[have]) & keep;
    }
    ways
}

/// A discard of at most `max` cards, uniform over the distinct discards of `hand`.
///
/// With room for the whole hand every sub-multiset is a discard. With room for at least half
/// of it, a sub-multiset of any size is drawn until it fits: a sub-multiset of `s` cards and its
/// complement of `len - s` pair up, so at least half of them fit and two draws are needed on
/// average at most. Otherwise the discards of each size are counted and one is unranked.
///
/// The commonest case (room for the whole hand) is inlined into the caller; the others are
/// kept out of line, as [`random_pair_follow`] is (BENCHMARKS.md says why), with a copy of the
/// generator ([`lent`]).
#[inline(always)]
pub fn random_discard(hand: Cards, max: u8, rng: &mut Rng) -> Cards {
    if max >= hand.few_len() {
        return lent(rng, |g| any_discard(hand, g));
    }
    lent(rng, |g| random_partial_discard(hand, max, g))
}

/// [`random_discard`] where the stock has room for the whole hand: any sub-multiset.
#[inline(never)]
fn any_discard(hand: Cards, rng: &mut Rng) -> Cards {
    any_sub_multiset(hand, rng)
}

/// [`random_discard`] where the stock has room for part of the hand only.
#[inline(never)]
fn random_partial_discard(hand: Cards, max: u8, rng: &mut Rng) -> Cards {
    if 2 * max >= hand.few_len() {
        loop {
            let discard = any_sub_multiset(hand, rng);
            if discard.few_len() <= max {
                return discard;
            }
        }
    }
    counted_discard(hand, max, rng)
}

/// A discard of at most `max` cards (below half the hand) counted by size and unranked, ranks
/// from the lowest up and fewer of a rank first (an order of its own). The hand's product of
/// `1 + x + ... + x^count` over its ranks, in 16-bit lanes, counts the discards of each size;
/// going up the ranks, the product over the ranks above one is the product so far times the
/// inverse of that rank's own factor modulo 2^128 (`discards::INVERSE`), so no table of rows is
/// built. The same draw as [`counted_discard_plain`], the table's way, which the tests fence it
/// with (`a_counted_discard_is_the_plain_one`).
fn counted_discard(hand: Cards, max: u8, rng: &mut Rng) -> Cards {
    let product = discards::product(hand);
    let lanes = discards::lanes_of(product);
    let max = usize::from(max);
    debug_assert!(max <= MOST_COUNTED);
    let total: u32 = lanes[..=max].iter().map(|&n| u32::from(n)).sum();
    let mut pick = rng.below(total);
    let mut size = 0usize;
    while pick >= u32::from(lanes[size]) {
        pick -= u32::from(lanes[size]);
        size += 1;
    }
    let mut product = product;
    let mut out = 0u64;
    let mut bits = hand.rank_bits();
    while size > 0 {
        let shift = bits.trailing_zeros();
        bits &= bits - 1;
        let have = ((hand.0 >> shift) & 15) as usize;
        product = product.wrapping_mul(discards::INVERSE[have.min(discards::TOP_LANE)]);
        // The discards of `size - take` cards of the ranks above, fewer of this rank first.
        let above = discards::lanes_of(product);
        let mut take = 0;
        while pick >= u32::from(above[size - take]) {
            pick -= u32::from(above[size - take]);
            take += 1;
        }
        out += (take as u64) << shift;
        size -= take;
    }
    Cards(out)
}

/// [`counted_discard`] as first written: the rows of discards by size of the ranks from each
/// up ([`count_ways`]), then the discard unranked from them ([`unrank`]).
#[cfg(test)]
fn counted_discard_plain(hand: Cards, max: u8, rng: &mut Rng) -> Cards {
    let held = Held::of(hand);
    let ways = count_ways(&held, max);
    // Lane `max` of the row times `1 + x + ... + x^max` sums its lanes.
    let total = lane(ways[0].wrapping_mul(ONES[max as usize]), max as usize);
    let mut pick = rng.below(total);
    let mut size = 0usize;
    while pick >= lane(ways[0], size) {
        pick -= lane(ways[0], size);
        size += 1;
    }
    unrank(&held, &ways, size, pick)
}

/// A sub-multiset of any size, uniform: every rank's count chosen on its own, uniformly. The
/// ranks held once take a random bit each, all from one draw.
#[inline(always)]
fn any_sub_multiset(hand: Cards, rng: &mut Rng) -> Cards {
    let several = hand.ranks_held_twice();
    let once = hand.rank_bits() & !several;
    let mut out = Cards(rng.next_u64() & once);
    let mut ranks = several;
    while ranks != 0 {
        let r = (ranks.trailing_zeros() / 4) as u8;
        ranks &= ranks - 1;
        let count = rng.below(u32::from(hand.count(r)) + 1) as u8;
        out = out.plus(Cards::of(r, count));
    }
    out
}

/// The discard number `pick` among those of `size` cards, choosing counts from the lowest rank.
#[cfg(test)]
fn unrank(held: &Held, ways: &Ways, mut size: usize, mut pick: u32) -> Cards {
    let mut out = Cards::EMPTY;
    for i in 0..held.len {
        if size == 0 {
            break;
        }
        for c in 0..=(held.counts[i] as usize).min(size) {
            let rest = lane(ways[i + 1], size - c);
            if pick < rest {
                out = out.plus(Cards::of(held.ranks[i], c as u8));
                size -= c;
                break;
            }
            pick -= rest;
        }
    }
    out
}

/// A play drawn uniformly from the legal plays of `hand` (a lead when `reference` is `None`, else
/// a follow against it), the same one as the listed plays at the drawn index; `None` where no
/// fast path applies (follows of three cards or more by a hand with jokers, hands of jokers
/// only), for the caller to draw from the list. Inlined into the family's `random_move`, and
/// with it into the loop that calls it.
#[inline(always)]
pub fn random_play(
    hand: Cards,
    reference: Option<Cards>,
    compulsory: bool,
    rng: &mut Rng,
) -> Option<Cards> {
    let jokers = hand.count(JOKER);
    // Joker-free hands (every hand of most presets) first, on a path of their own.
    if jokers == 0 {
        return Some(match reference {
            None => random_lead(hand, rng),
            Some(r) if r.few_len() == 1 => random_single_follow(hand, r, compulsory, rng),
            Some(r) if r.few_len() == 2 => {
                lent(rng, |g| random_pair_follow(hand, r, compulsory, g))
            }
            Some(r) => lent(rng, |g| random_counted_follow(hand, r, compulsory, g)),
        });
    }
    if jokers == hand.few_len() {
        return None;
    }
    match reference {
        None => Some(lent(rng, |g| random_lead_with_jokers(hand, g))),
        // A joker cannot be played alone beside a rank card, so only the rank cards matter.
        Some(r) if r.few_len() == 1 => {
            let rank_cards = hand.without(JOKER);
            Some(random_single_follow(rank_cards, r, compulsory, rng))
        }
        Some(r) if r.few_len() == 2 => {
            Some(lent(rng, |g| random_pair_follow(hand, r, compulsory, g)))
        }
        Some(_) => None,
    }
}

/// Calls `draw` (out of line) with a copy of `rng`, written back after: the caller's generator
/// is never lent out itself, so that an inlined caller may keep it in registers.
#[inline(always)]
pub(super) fn lent<T>(rng: &mut Rng, draw: impl FnOnce(&mut Rng) -> T) -> T {
    let mut copy = *rng;
    let out = draw(&mut copy);
    *rng = copy;
    out
}

/// The follow of a single card for a joker-free hand against `reference` (one effective card):
/// move number `pick` of the list the legal-move generator gives (the give-off first when it
/// does not beat, then the beating ranks from low to high), without building the list.
///
/// `reference` is one card, so the bits below its own are the ranks below it: the beating ranks
/// and whether the hand holds a lower card are read with that mask, where the plain way finds
/// the reference's rank and shifts ([`random_single_follow_plain`],
/// `a_single_follow_is_the_plain_one`).
#[inline(always)]
pub fn random_single_follow(
    hand: Cards,
    reference: Cards,
    compulsory: bool,
    rng: &mut Rng,
) -> Cards {
    debug_assert_eq!(reference.few_len(), 1);
    let below_best = reference.0 - 1;
    let beating = hand.rank_bits() & !below_best;
    let give_off = hand.0 & below_best != 0 && !(compulsory && beating != 0);
    let n = beating.count_ones() + u32::from(give_off);
    // `k`: the place of the pick among the beating ranks, from 1; 0 for the give-off. Neither
    // finding the `k`-th beating rank (by running counts) nor choosing between it and the
    // give-off takes a branch on the draw, which goes either way (BENCHMARKS.md).
    let k = (rng.below(n) + 1 - u32::from(give_off)) as u8;
    let beat = kth_rank(beating, k);
    Cards::of(select_unpredictable(k == 0, hand.lowest(), beat), 1)
}

/// [`random_single_follow`] as first written, from the reference's rank `best`.
#[cfg(test)]
fn random_single_follow_plain(hand: Cards, best: u8, compulsory: bool, rng: &mut Rng) -> Cards {
    let held = hand.rank_bits();
    let beating = held & !below(best);
    let lowest = hand.lowest();
    let give_off = lowest < best && !(compulsory && beating != 0);
    let n = beating.count_ones() + u32::from(give_off);
    let k = (rng.below(n) + 1 - u32::from(give_off)) as u8;
    let beat = kth_rank(beating, k);
    Cards::of(select_unpredictable(k == 0, lowest, beat), 1)
}

/// The follow of two cards against `reference` (two effective cards) for a hand holding at least
/// one rank card: move number `pick` of the listed follows (the give-off first when listed, then
/// the beating pairs of rank cards by their higher card, then their lower card, both from low to
/// high, then a joker with each rank card from `reference`'s higher card up), without the list.
///
/// The beating pairs are counted without running sums: with `a` held ranks from `low` below
/// `top` and `t` from `top` up, the `j`-th of the latter (from 1) tops `a + j - 1` pairs of two
/// ranks and one more when held twice, `t·a + t(t-1)/2` and the doubled ones in all; the
/// give-off is the lowest card and the lowest of the rest. The same pick as
/// [`random_pair_follow_plain`], the running sums' way (`a_pair_follow_is_the_plain_one`).
///
/// Kept out of line, like [`random_discard`], so that the common random plays (leads, one-card
/// follows) save fewer registers (BENCHMARKS.md).
#[inline(never)]
pub fn random_pair_follow(hand: Cards, reference: Cards, compulsory: bool, rng: &mut Rng) -> Cards {
    let (top, low) = (reference.highest(), reference.lowest());
    let held = hand.rank_bits() & below(JOKER);
    let from_low = held & !below(low);
    let tops = held & !below(top);
    let t = tops.count_ones();
    // Held below `top`, from `low` up: the lower card of a pair under each of `tops`.
    let a = from_low.count_ones() - t;
    let doubled = hand.ranks_held_twice() & tops;
    let of_ranks = t * a + t * t.saturating_sub(1) / 2 + doubled.count_ones();
    // A joker counts as its partner, so with a rank card `y` it beats when `y` reaches `top`.
    let with_joker = if hand.count(JOKER) > 0 { t } else { 0 };
    let lowest = Cards::one(hand.lowest());
    let give_off = lowest.plus(Cards::one(hand.minus(lowest).lowest()));
    let beating = of_ranks + with_joker;
    let listed_give_off =
        !(dominates_few(effective(give_off), reference) || compulsory && beating > 0);
    let mut pick = rng.below(beating + u32::from(listed_give_off));
    if listed_give_off {
        if pick == 0 {
            return give_off;
        }
        pick -= 1;
    }
    if pick >= of_ranks {
        // The pick is below the joker's pairs, one for each of `tops`.
        let y = kth_rank(tops, (pick - of_ranks + 1) as u8);
        return Cards::of(y, 1).plus(Cards::of(JOKER, 1));
    }
    // `under`: the pairs of two ranks topped by `x`, the held ranks from `low` below it.
    for (under, x) in (a..).zip(ranks_of(tops)) {
        let n = under + u32::from(doubled >> (4 * u32::from(x)) & 1 != 0);
        if pick < n {
            // Below `under`, the pick is one of the held ranks from `low` up.
            let y = if pick < under {
                kth_rank(from_low, pick as u8 + 1)
            } else {
                x
            };
            return Cards::of(x, 1).plus(Cards::of(y, 1));
        }
        pick -= n;
    }
    unreachable!("the pick is below the number of follows")
}

/// [`random_pair_follow`] as first written: the pairs topped by each rank read from the running
/// sums of the held ranks, the give-off as the hand's two lowest cards.
#[cfg(test)]
fn random_pair_follow_plain(
    hand: Cards,
    reference: Cards,
    compulsory: bool,
    rng: &mut Rng,
) -> Cards {
    let (top, low) = (reference.highest(), reference.lowest());
    let held = hand.rank_bits() & below(JOKER);
    let from_low = held & !below(low);
    let tops = held & !below(top);
    // The beating pairs whose higher card is `x`: a lower card of a held rank from `low` up to
    // `x`, or a second `x`. Nibble `x` of the running sums of `from_low` counts the held ranks
    // from `low` up to `x`, `x` among them when it is one of `tops`.
    let counted = Cards(from_low).running_sums();
    let under = |x: u8| ((counted >> (4 * u32::from(x))) & 0xF) as u32 - 1;
    let doubled = hand.ranks_with_at_least(2) & tops;
    let pairs_topped_by = |x: u8| under(x) + u32::from(hand.count(x) >= 2);
    let of_ranks = nibble_sum(counted & (tops * 0xF)) - tops.count_ones() + doubled.count_ones();
    // A joker counts as its partner, so with a rank card `y` it beats when `y` reaches `top`.
    let with_joker = if hand.count(JOKER) > 0 {
        tops.count_ones()
    } else {
        0
    };
    let give_off = give_off(hand, 2);
    let beating = of_ranks + with_joker;
    let listed_give_off =
        !(dominates_few(effective(give_off), reference) || compulsory && beating > 0);
    let mut pick = rng.below(beating + u32::from(listed_give_off));
    if listed_give_off {
        if pick == 0 {
            return give_off;
        }
        pick -= 1;
    }
    if pick >= of_ranks {
        // The pick is below the joker's pairs, one for each of `tops`.
        let y = kth_rank(tops, (pick - of_ranks + 1) as u8);
        return Cards::of(y, 1).plus(Cards::of(JOKER, 1));
    }
    for x in ranks_of(tops) {
        let n = pairs_topped_by(x);
        if pick < n {
            // Below `under(x)`, the pick is one of the held ranks from `low` up.
            let y = if pick < under(x) {
                kth_rank(from_low, pick as u8 + 1)
            } else {
                x
            };
            return Cards::of(x, 1).plus(Cards::of(y, 1));
        }
        pick -= n;
    }
    unreachable!("the pick is below the number of follows")
}

/// The follow of a joker-free hand against `reference` (any number of effective cards): move
/// number `pick` of the listed follows (the give-off first when listed, then the beating plays
/// in increasing order), found by counting instead of listing.
///
/// The listed beats come from a walk down from the top rank taking fewer cards of a rank first,
/// never falling behind `reference`'s count from the top. With `k - left` cards taken above a
/// rank, the bound at that rank depends only on `left`, so `ways[i][left]` (the ways to take
/// `left` more cards from the ranks below number `i`) counts each branch of the walk, and the
/// pick is found by going down the walk once.
#[inline(never)]
pub fn random_counted_follow(
    hand: Cards,
    reference: Cards,
    compulsory: bool,
    rng: &mut Rng,
) -> Cards {
    let mut walk = FollowWalk::empty(reference.few_len());
    walk.fill(hand, reference);
    let beating = u32::from(walk.ways[walk.len][walk.k as usize]);
    let give_off = give_off(hand, walk.k);
    let listed_give_off = !(dominates_few(give_off, reference) || compulsory && beating > 0);
    let mut pick = rng.below(beating + u32::from(listed_give_off));
    if listed_give_off {
        if pick == 0 {
            return give_off;
        }
        pick -= 1;
    }
    walk.unrank(pick)
}

/// The counts behind [`random_counted_follow`].
struct FollowWalk {
    k: u8,
    /// The ranks where the hand or the reference has cards, low to high.
    ranks: [u8; RANKS],
    /// `have[i]`: the hand's cards of `ranks[i]`.
    have: [u8; RANKS],
    /// `theirs[i]`: the reference's cards at `ranks[i]` or above.
    theirs: [u8; RANKS],
    len: usize,
    ways: [[u16; MAX_HAND as usize + 1]; RANKS + 1],
}

impl FollowWalk {
    /// No ranks and no ways yet, for a reference of `k` cards.
    fn empty(k: u8) -> FollowWalk {
        FollowWalk {
            k,
            ranks: [0; RANKS],
            have: [0; RANKS],
            theirs: [0; RANKS],
            len: 0,
            ways: [[0; MAX_HAND as usize + 1]; RANKS + 1],
        }
    }

    /// Fills an [`FollowWalk::empty`] walk with the counts of `hand` against `reference`, in
    /// place (a walk built and then moved was copied, some 470 bytes).
    fn fill(&mut self, hand: Cards, reference: Cards) {
        let k = self.k;
        let walk = self;
        // A beat's lowest card is at least the reference's lowest, so lower ranks never count.
        let mut bits = Cards(hand.0 | reference.0).rank_bits() & !below(reference.lowest());
        let mut below_here = 0;
        while bits != 0 {
            let r = (bits.trailing_zeros() / 4) as u8;
            walk.ranks[walk.len] = r;
            walk.have[walk.len] = hand.count(r);
            walk.theirs[walk.len] = k - below_here;
            below_here += reference.count(r);
            walk.len += 1;
            bits &= bits - 1;
        }
        walk.ways[0][0] = 1;
        let mut held_below = 0;
        for i in 0..walk.len {
            walk.count_step(i, held_below);
            held_below += walk.have[i] as usize;
        }
    }

    /// `ways[i + 1]` from `ways[i]`: taking `c` of rank `ranks[i]` with `left` to take leaves
    /// `j = left - c` for the ranks below, where `left - have <= j <= left` (at most what is
    /// held) and `j <= k - theirs[i]` (keeping up with the reference): a window of `ways[i]`
    /// that slides up by one as `left` grows.
    #[inline(always)]
    fn count_step(&mut self, i: usize, held_below: usize) {
        let k = self.k as usize;
        let have = self.have[i] as usize;
        let most_left = k - self.theirs[i] as usize;
        let (below, here) = self.ways.split_at_mut(i + 1);
        let (below, here) = (&below[i], &mut here[0]);
        // Nothing below can give more than the cards held there.
        let last = k.min(held_below + have);
        let top = most_left.min(held_below);
        let mut window = 0;
        for left in 0..=last {
            if left <= top {
                window += below[left];
            }
            if left > have && left - have - 1 <= top {
                window -= below[left - have - 1];
            }
            here[left] = window;
        }
    }

    /// The counts the walk may take of `ranks[i]` with `left` cards to take: enough to keep up
    /// with the reference from the top, at most what is held and left.
    fn counts_at(&self, i: usize, left: u8) -> (u8, u8) {
        let taken_above = self.k - left;
        (
            self.theirs[i].saturating_sub(taken_above),
            self.have[i].min(left),
        )
    }

    /// Beating play number `pick`, in the order of the walk.
    fn unrank(&self, mut pick: u32) -> Cards {
        let mut out = Cards::EMPTY;
        let mut left = self.k;
        for i in (0..self.len).rev() {
            let r = self.ranks[i];
            let (low, high) = self.counts_at(i, left);
            for c in low..=high {
                let n = u32::from(self.ways[i][(left - c) as usize]);
                if pick < n {
                    out = out.plus(Cards::of(r, c));
                    left -= c;
                    break;
                }
                pick -= n;
            }
        }
        debug_assert_eq!(left, 0, "the pick is below the number of beats");
        out
    }
}

/// The sum of the sixteen nibbles of `x`, for sums up to 255: the even and the odd nibbles are
/// added in byte lanes, and the lanes by one multiply.
#[cfg(test)]
#[inline(always)]
fn nibble_sum(x: u64) -> u32 {
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let lanes = (x & LOW) + ((x >> 4) & LOW);
    (lanes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The `k`-th lowest rank (from 1) of `ranks`, one bit each at the bottom of its nibble (the form
/// of [`Cards::rank_bits`]); any rank when `k` is 0 or more than the ranks. The running count of
/// the ranks first reaches `k` at the `k`-th of them, so that is the lowest nibble where the
/// running sums equal `k`: the lowest zero nibble of their difference from `k`, which the
/// borrow of a subtraction finds (a borrow only marks nibbles above a zero one). Fewer
/// operations than [`Cards::kth_lowest`], which any counts need (`kth_rank_is_kth_lowest`).
#[inline(always)]
fn kth_rank(ranks: u64, k: u8) -> u8 {
    const ONES: u64 = 0x1111_1111_1111_1111;
    const TOPS: u64 = 0x8888_8888_8888_8888;
    let apart = Cards(ranks).running_sums() ^ u64::from(k).wrapping_mul(ONES);
    let zero = apart.wrapping_sub(ONES) & !apart & TOPS;
    (zero.trailing_zeros() / 4) as u8
}

/// The nibble bits of the ranks below `rank`.
#[inline]
fn below(rank: u8) -> u64 {
    (1u64 << (4 * u32::from(rank))) - 1
}

/// The ranks whose nibble bit is set in `bits`, from low to high.
#[inline]
fn ranks_of(mut bits: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let r = (bits.trailing_zeros() / 4) as u8;
            bits &= bits - 1;
            r
        })
    })
}

/// A lead for a joker-free hand, uniform over its leads (in an order of its own). The leads are
/// `k` cards of a rank held at least `k` times, so they match the cards of the hand one to one:
/// the `k`-th card of a rank stands for the lead of `k` of that rank. The only card without a
/// lead is the last of a hand of one rank (a lead keeps a card), so a card is drawn among the
/// others and its rank and place among its rank give the lead. A leader holds cards, so the hand
/// is of one rank exactly when nothing lies above its lowest rank's nibble (no test for an empty
/// hand, as [`Cards::single_rank`] makes; `a_lead_is_the_plain_one`).
#[inline(always)]
pub fn random_lead(hand: Cards, rng: &mut Rng) -> Cards {
    debug_assert!(!hand.is_empty());
    let len = hand.few_len();
    let one_rank = hand.0 >> (4 * u32::from(hand.lowest())) < 16;
    let card = rng.below(u32::from(len - u8::from(one_rank))) as u8;
    let (rank, below_rank) = kth_card(hand, card + 1);
    Cards::of(rank, card + 1 - below_rank)
}

/// The rank of the `k`-th lowest card of `hand` (`k` from 1 to its size, at most 15 cards) and
/// the number of cards below that rank: [`Cards::kth_lowest`] by one addition. Adding `16 - k`
/// to every nibble of the running sums carries out of exactly the nibbles whose sum reaches `k`:
/// below the lowest such nibble nothing carries in, and above it the sums only grow, so a carry
/// in cannot change whether a nibble carries out. The lowest carry marks the rank
/// (`kth_card_is_kth_lowest`).
#[inline(always)]
fn kth_card(hand: Cards, k: u8) -> (u8, u8) {
    const ONES: u64 = 0x1111_1111_1111_1111;
    let sums = hand.running_sums();
    let add = u64::from(16 - k).wrapping_mul(ONES);
    let carries = (sums.wrapping_add(add) ^ sums ^ add) & (ONES << 4);
    let rank = (carries.trailing_zeros() / 4).wrapping_sub(1) as u8;
    let below = ((sums << 4) >> ((4 * u32::from(rank)) & 63)) & 0xF;
    (rank, below as u8)
}

/// A lead for a hand holding jokers and at least one rank card: move number `pick` of the listed
/// leads (by size, then by the jokers joining, then by rank) without building the list. The
/// leads of `size` cards with `w` jokers are the ranks held at least `size - w` times.
#[inline(never)]
pub fn random_lead_with_jokers(hand: Cards, rng: &mut Rng) -> Cards {
    let jokers = hand.count(JOKER);
    let ranks = hand.without(JOKER);
    let keep = hand.few_len() - 1;
    // `at_least[c]`: the ranks held at least `c` times, for `c` up to `most`.
    let mut at_least = [0u64; MAX_HAND as usize + 1];
    let mut most = 0;
    while most < keep {
        let held = ranks.ranks_with_at_least(most + 1);
        if held == 0 {
            break;
        }
        most += 1;
        at_least[most as usize] = held;
    }
    let leads = |size: u8, w: u8| {
        let of_rank = size - w;
        if of_rank <= most {
            at_least[of_rank as usize]
        } else {
            0
        }
    };
    let last = keep.min(most + jokers);
    let mut total = 0;
    for size in 1..=last {
        for w in 0..=jokers.min(size - 1) {
            total += leads(size, w).count_ones();
        }
    }
    let mut pick = rng.below(total);
    for size in 1..=last {
        for w in 0..=jokers.min(size - 1) {
            let of_rank = leads(size, w);
            let n = of_rank.count_ones();
            if pick < n {
                let rank = ranks_of(of_rank).nth(pick as usize).unwrap_or(0);
                return Cards::of(rank, size - w).plus(Cards::of(JOKER, w));
            }
            pick -= n;
        }
    }
    unreachable!("the pick is below the number of leads")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::zweiundzwanzig::legal;
    use crate::games::zweiundzwanzig::moves::{Move, WrittenList};
    use crate::games::zweiundzwanzig::play::only_jokers;

    fn same_as_listing(hand: &str, best: Option<&str>, compulsory: bool) {
        let hand = Cards::parse(hand).unwrap();
        let reference = best.map(|b| Cards::parse(b).unwrap());
        if reference.is_some_and(|r| r.len() > hand.len()) {
            return; // no such trick: every player holds as many cards
        }
        let mut list = WrittenList::new();
        match reference {
            None => legal::leads(hand, &mut list),
            Some(r) => legal::follows(hand, r, compulsory, &mut list),
        }
        for seed in 0..50 {
            let mut a = Rng::seeded(seed);
            let mut b = Rng::seeded(seed);
            let Some(fast) = random_play(hand, reference, compulsory, &mut a) else {
                assert!(
                    only_jokers(hand)
                        || reference.is_some_and(|r| r.len() > 2 && hand.count(JOKER) > 0)
                );
                return;
            };
            if reference.is_none() && hand.count(JOKER) == 0 {
                // Leads of joker-free hands come in an order of their own (tested below).
                assert!(
                    list.contains(&Move::play(fast)),
                    "[{fast}] leads from [{hand}]"
                );
                continue;
            }
            assert_eq!(
                fast,
                list[b.below(list.len() as u32) as usize].cards(),
                "hand [{hand}], reference {best:?}, compulsory {compulsory}, seed {seed}"
            );
        }
    }

    #[test]
    fn a_lent_generator_draws_as_the_generator_itself() {
        // The same result and the generator left in the same state, for every out-of-line draw
        // `random_play` and `random_move` lend a copy to.
        let hands = ["K K 6 3 2 2", "A Q J * 9 6 3", "J J 9 9 * * 4 3", "7 2"];
        for (i, hand) in hands.iter().enumerate() {
            let hand = Cards::parse(hand).unwrap();
            for seed in 0..50 {
                let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                let reference = Cards::parse(["3 2", "4 4", "5 4 2", "9"][i]).unwrap();
                let plain = (
                    random_pair_follow(hand, Cards::parse("3 2").unwrap(), false, &mut a),
                    random_discard(hand, 2, &mut a),
                    random_counted_follow(hand.without(JOKER), reference, false, &mut a),
                    random_lead_with_jokers(hand, &mut a),
                );
                let lent_out = (
                    lent(&mut b, |g| {
                        random_pair_follow(hand, Cards::parse("3 2").unwrap(), false, g)
                    }),
                    lent(&mut b, |g| random_discard(hand, 2, g)),
                    lent(&mut b, |g| {
                        random_counted_follow(hand.without(JOKER), reference, false, g)
                    }),
                    lent(&mut b, |g| random_lead_with_jokers(hand, g)),
                );
                assert_eq!(plain, lent_out);
                assert_eq!(a, b);
            }
        }
    }

    #[test]
    fn fast_paths_pick_what_the_list_would() {
        for hand in [
            "K K 6 3 2 2",
            "A Q J 10 9 6 3",
            "5 5 5",
            "7 2",
            "A A A A K K K K 2",
            "J J 9 9 9 4 4 3",
            "A K",
            "K * 6 3 2 2",
            "A Q J * 9 6 3",
            "5 5 * *",
            "7 *",
            "* 2",
            "A A * K K 2",
            "J J 9 9 * * 4 3",
            "* *",
        ] {
            same_as_listing(hand, None, false);
            let mut list = WrittenList::new();
            legal::leads(Cards::parse(hand).unwrap(), &mut list);
            for seed in 0..20 {
                let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                if !only_jokers(Cards::parse(hand).unwrap()) {
                    let lead = random_lead_with_jokers(Cards::parse(hand).unwrap(), &mut a);
                    assert_eq!(lead, list[b.below(list.len() as u32) as usize].cards());
                }
            }
            let pairs = [
                "2 2", "3 2", "6 6", "9 4", "K 2", "A A", "A 9", "* *", "K Q", "Q Q",
            ];
            let more = [
                "2 2 2",
                "5 3 2",
                "9 9 4",
                "K K K",
                "A 9 2",
                "* * *",
                "4 4 3 3",
                "J 9 7 5 2",
            ];
            for best in ["2", "6", "9", "A"].into_iter().chain(pairs).chain(more) {
                same_as_listing(hand, Some(best), false);
                same_as_listing(hand, Some(best), true);
            }
        }
    }

    #[test]
    fn a_single_follow_is_the_plain_one() {
        // Random hands of 1 to 13 rank cards (up to 8 of a rank) against every single card,
        // the joker's too, compulsory or not: the same follow and the same draws.
        let mut rng = Rng::seeded(38);
        for _ in 0..20_000 {
            let spread = 1 + rng.below(13);
            let size = 1 + rng.below(13.min(8 * spread));
            let mut hand = Cards::EMPTY;
            while hand.len() < size as u8 {
                let r = rng.below(spread) as u8;
                if hand.count(r) < 8 {
                    hand = hand.plus(Cards::of(r, 1));
                }
            }
            for best in 0..=JOKER {
                let compulsory = rng.below(2) == 1;
                let seed = rng.next_u64();
                let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                assert_eq!(
                    random_single_follow(hand, Cards::of(best, 1), compulsory, &mut a),
                    random_single_follow_plain(hand, best, compulsory, &mut b),
                    "[{hand}] against {best}, compulsory {compulsory}"
                );
                assert!(a == b, "the same draws");
            }
        }
    }

    #[test]
    fn a_lead_is_the_plain_one() {
        // Random joker-free hands of 1 to 13 cards, of one rank now and then: the same lead and
        // the same draws as with the hand's single rank found by `Cards::single_rank`.
        let plain = |hand: Cards, rng: &mut Rng| {
            let len = hand.few_len();
            let one_rank = hand.single_rank().is_some();
            let card = rng.below(u32::from(len - u8::from(one_rank))) as u8;
            let (rank, below_rank) = kth_card(hand, card + 1);
            Cards::of(rank, card + 1 - below_rank)
        };
        let mut rng = Rng::seeded(39);
        for _ in 0..100_000 {
            let spread = 1 + rng.below(13);
            let size = 1 + rng.below(13.min(8 * spread));
            let low = rng.below(14 - spread) as u8;
            let mut hand = Cards::EMPTY;
            while hand.len() < size as u8 {
                let r = low + rng.below(spread) as u8;
                if hand.count(r) < 8 {
                    hand = hand.plus(Cards::of(r, 1));
                }
            }
            if hand.len() == 1 {
                continue; // no lead keeps a card
            }
            let seed = rng.next_u64();
            let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
            assert_eq!(random_lead(hand, &mut a), plain(hand, &mut b), "[{hand}]");
            assert!(a == b, "the same draws");
        }
    }

    #[test]
    fn a_pair_follow_is_the_plain_one() {
        // Random hands of 2 to 13 cards (jokers now and then, up to 8 of a rank) against random
        // pairs (jokers among them, counted as their partner), compulsory or not: the same
        // follow and the same draws as the running sums' way.
        let mut rng = Rng::seeded(37);
        let mut compared = 0;
        while compared < 200_000 {
            let size = 2 + rng.below(12);
            let spread = 1 + rng.below(14);
            let mut hand = Cards::EMPTY;
            while hand.len() < size as u8 {
                let r = rng.below(spread) as u8;
                let r = if rng.below(12) == 0 { JOKER } else { r };
                if hand.count(r) < 8 {
                    hand = hand.plus(Cards::of(r, 1));
                }
            }
            if hand.count(JOKER) == hand.len() {
                continue;
            }
            let (x, y) = (rng.below(14) as u8, rng.below(14) as u8);
            let reference = effective(Cards::of(x, 1).plus(Cards::of(y, 1)));
            let compulsory = rng.below(2) == 1;
            let seed = rng.next_u64();
            let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
            assert_eq!(
                random_pair_follow(hand, reference, compulsory, &mut a),
                random_pair_follow_plain(hand, reference, compulsory, &mut b),
                "[{hand}] against [{reference}], compulsory {compulsory}"
            );
            assert!(a == b, "the same draws");
            compared += 1;
        }
    }

    #[test]
    fn kth_rank_is_kth_lowest() {
        let mut rng = Rng::seeded(5);
        for _ in 0..100_000 {
            // Any set of the fourteen ranks (the joker's among them), any place in it.
            let ranks = rng.next_u64() & 0x0011_1111_1111_1111;
            let n = ranks.count_ones() as u8;
            for k in 1..=n {
                assert_eq!(
                    kth_rank(ranks, k),
                    Cards(ranks).kth_lowest(k).0,
                    "{ranks:#x}, k {k}"
                );
            }
        }
    }

    #[test]
    fn kth_card_is_kth_lowest() {
        let mut rng = Rng::seeded(35);
        for _ in 0..100_000 {
            // Hands of up to 15 cards, of a few ranks or of all fourteen, jokers among them.
            let size = 1 + rng.below(15);
            let ranks = [1, 3, 14][rng.below(3) as usize];
            let low = rng.below(15 - ranks);
            let mut hand = Cards::EMPTY;
            for _ in 0..size {
                hand = hand.plus(Cards::of((low + rng.below(ranks)) as u8, 1));
            }
            for k in 1..=hand.len() {
                let (rank, below) = hand.kth_lowest(k);
                assert_eq!(kth_card(hand, k), (rank, below.len()), "[{hand}], k {k}");
            }
        }
    }

    #[test]
    fn counted_follows_pick_what_the_list_would() {
        let mut rng = Rng::seeded(21);
        let deal = |rng: &mut Rng, size: u8| {
            let mut counts = [0u8; RANKS];
            for _ in 0..size {
                counts[rng.below(13) as usize] += 1;
            }
            Cards::from_counts(&counts).unwrap()
        };
        for _ in 0..3000 {
            let size = 1 + rng.below(13) as u8;
            let hand = deal(&mut rng, size);
            let k = 1 + rng.below(u32::from(size)) as u8;
            let reference = deal(&mut rng, k);
            let compulsory = rng.below(2) == 1;
            let mut list = WrittenList::new();
            legal::follows(hand, reference, compulsory, &mut list);
            for seed in 0..8 {
                let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                assert_eq!(
                    random_counted_follow(hand, reference, compulsory, &mut a),
                    list[b.below(list.len() as u32) as usize].cards(),
                    "[{hand}] against [{reference}], compulsory {compulsory}"
                );
            }
        }
    }

    /// How often each listed move comes out of `per * listed.len()` draws, in the list's order;
    /// panics (naming `what`) unless the draws give exactly the listed moves, every one of them.
    fn draw_counts(
        listed: &WrittenList,
        per: u32,
        what: &str,
        mut draw: impl FnMut() -> Cards,
    ) -> Vec<u32> {
        let mut seen = std::collections::HashMap::new();
        for _ in 0..per * listed.len() as u32 {
            *seen.entry(draw()).or_insert(0u32) += 1;
        }
        assert_eq!(
            seen.len(),
            listed.len(),
            "{what}: only listed moves, all of them"
        );
        listed.iter().map(|m| seen[&m.cards()]).collect()
    }

    /// How far (in standard deviations) the chi-square statistic of `counts` (`per` expected
    /// each) lies from its mean, when every listed move is equally likely.
    fn chi_square_z(counts: &[u32], per: u32) -> f64 {
        let expected = f64::from(per);
        let chi: f64 = counts
            .iter()
            .map(|&n| (f64::from(n) - expected).powi(2) / expected)
            .sum();
        let df = counts.len() as f64 - 1.0;
        (chi - df) / (2.0 * df).sqrt()
    }

    #[test]
    fn samplers_pass_a_chi_square_test() {
        let mut rng = Rng::seeded(77);
        // Room for the whole hand, for at least half of it, and for less.
        for (hand, max) in [
            ("K K 6 3 2 2 2", 7),
            ("K K 6 3 2 2 2", 4),
            ("A A A A K K K 9 9 2 *", 6),
            ("A Q J 10 9 8 7 6 5 4", 10),
            ("A Q J 10 9 8 7 6 5 4", 6),
            ("A Q J 10 9 8 7 6 5 4", 3),
        ] {
            let hand = Cards::parse(hand).unwrap();
            let mut all = WrittenList::new();
            legal::exchanges(hand, max, &mut all);
            let what = format!("[{hand}] up to {max}");
            let counts = draw_counts(&all, 1000, &what, || random_discard(hand, max, &mut rng));
            let z = chi_square_z(&counts, 1000);
            assert!(
                z.abs() < 4.0,
                "[{hand}] up to {max}: chi-square {z:.2} sd off"
            );
        }
        for hand in [
            "K K 6 3 2 2",
            "A A A A K K K K 2",
            "A K Q J 10 9 8 7 6 5 4 3 2",
        ] {
            let hand = Cards::parse(hand).unwrap();
            let mut leads = WrittenList::new();
            legal::leads(hand, &mut leads);
            let what = format!("leads of [{hand}]");
            let counts = draw_counts(&leads, 5000, &what, || random_lead(hand, &mut rng));
            let z = chi_square_z(&counts, 5000);
            assert!(z.abs() < 4.0, "leads of [{hand}]: chi-square {z:.2} sd off");
        }
    }

    #[test]
    fn every_lead_is_reachable_and_equally_likely() {
        let mut rng = Rng::seeded(4);
        for hand in [
            "K K 6 3 2 2",
            "5 5 5",
            "7 2",
            "A A A A K K K K 2",
            "A K Q J 10 9 8 7 6 5 4 3 2",
        ] {
            let hand = Cards::parse(hand).unwrap();
            let mut leads = WrittenList::new();
            legal::leads(hand, &mut leads);
            let counts = draw_counts(&leads, 300, &format!("[{hand}]"), || {
                random_lead(hand, &mut rng)
            });
            for (m, n) in leads.iter().zip(counts) {
                assert!(
                    (210..=390).contains(&n),
                    "[{hand}]: [{}] {n} of 300",
                    m.cards()
                );
            }
        }
    }

    #[test]
    fn a_counted_discard_is_the_plain_one() {
        let mut rng = Rng::seeded(34);
        let mut counted = 0;
        for round in 0..4_000 {
            // Up to 13 cards of one or two decks' ranks, jokers among them; now and then 15.
            let size = if round % 50 == 0 {
                15
            } else {
                1 + rng.below(13)
            };
            let spread = 1 + rng.below(13);
            let mut counts = [0u8; RANKS];
            let mut n = 0;
            while n < size {
                let r = if rng.below(10) == 0 {
                    JOKER
                } else {
                    rng.below(spread) as u8
                };
                if counts[r as usize] < 8 {
                    counts[r as usize] += 1;
                    n += 1;
                }
            }
            let hand = Cards::from_counts(&counts).unwrap();
            for max in (0..).take_while(|&m| 2 * m < hand.len()) {
                for seed in 0..4 {
                    let (mut a, mut b) = (Rng::seeded(seed), Rng::seeded(seed));
                    let fast = counted_discard(hand, max, &mut a);
                    let plain = counted_discard_plain(hand, max, &mut b);
                    assert_eq!(fast, plain, "[{hand}] up to {max}, seed {seed}");
                    assert!(a == b, "the same draws");
                    counted += 1;
                }
            }
        }
        assert!(counted > 20_000, "{counted} discards counted");
    }

    #[test]
    fn discard_counts_fill_every_lane_for_the_largest_multisets() {
        // Fifteen cards (more than a hand holds) counted up to seven, the eighth lane.
        for hand in [
            "A A A A K K K K Q Q Q Q J J J",
            "A K Q J 10 9 8 7 6 5 4 3 2 * *",
        ] {
            let hand = Cards::parse(hand).unwrap();
            let ways = count_ways(&Held::of(hand), 7);
            for size in 0..=7 {
                let mut n = 0;
                legal::for_each_subset(hand, size as u8, &mut |_| n += 1);
                assert_eq!(lane(ways[0], size), n, "[{hand}]: discards of {size}");
            }
            let mut rng = Rng::seeded(2);
            for _ in 0..200 {
                let d = random_discard(hand, 7, &mut rng);
                assert!(d.len() <= 7 && hand.contains(d), "[{d}] from [{hand}]");
            }
        }
    }

    #[test]
    fn every_discard_is_reachable_and_equally_likely() {
        let mut rng = Rng::seeded(9);
        // Room for the whole hand, for at least half of it (drawn again when too large), and
        // for less (counted): ranks held once, twice, three and four times, and a joker; and
        // the largest hand, counted up to six cards.
        for (hand, maxes) in [
            ("K K 6 3 2 2 2", [7, 4, 2]),
            ("A A A A K K K 9 9 2 *", [11, 6, 3]),
            ("Q J 9 7 5 4 3 2", [8, 5, 1]),
            ("A A A A K K K K Q Q Q Q J", [13, 6, 3]),
        ] {
            let hand = Cards::parse(hand).unwrap();
            for max in maxes {
                let mut all = WrittenList::new();
                legal::exchanges(hand, max, &mut all);
                let what = format!("[{hand}] up to {max}");
                let counts = draw_counts(&all, 200, &what, || random_discard(hand, max, &mut rng));
                for (m, n) in all.iter().zip(counts) {
                    assert!(
                        (130..=270).contains(&n),
                        "{what}: {} drawn {n} times of 200",
                        m.cards()
                    );
                }
            }
        }
    }
}
