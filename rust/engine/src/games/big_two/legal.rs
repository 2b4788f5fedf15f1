//! Legal moves (2.2, 2.3): every play of the hand that the turn allows, and the pass where it
//! is allowed.
//!
//! **The order of the list.** Plays come by number of cards (singles, pairs, triples, five-card
//! hands); five-card hands by kind from the weakest (straights, flushes, full houses, fours of a
//! kind, straight flushes); within a kind from the weakest up (the order in which they beat each
//! other, [`super::combination`]); plays of equal strength by their cards, compared from the
//! strongest card down in the game's order (so 9♠ 9♦ before 9♠ 9♣ standard, a four of sevens
//! with the 3♦ before the one with the 3♣). The pass comes last. So a follow lists the plays of
//! the lead's list that beat the last play, in the same order, and then the pass.
//!
//! The plays are listed straight from the hand's ranks and suits, kind by kind, in that order;
//! a follow starts each kind at the first play strong enough. No play is listed twice.

use crate::card::{SuitedCard, SuitedCards};

use super::combination::{
    flush_value, rank_mask as ranks_held, sequence_mask, sequence_ranks, straight_order, strength,
    Combination, NIBBLE_LOW,
};
use super::moves::Move;
use super::order::{Order, RANKS};
use super::rules::Rules;

/// What the player to move may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The play to beat (same size, stronger), or `None` for a lead.
    pub last: Option<SuitedCards>,
    /// A card every play must contain (the lowest card on the first lead of a game).
    pub must_hold: Option<SuitedCard>,
    /// Whether the player may pass (every turn but a lead).
    pub may_pass: bool,
}

/// The most moves a turn lists for a hand of up to 18 cards (17, and the face-up card of the
/// three-player game): 1,400 plays, the lead of a hand of every rank with four tens and three
/// nines (18 singles, 9 pairs, 5 triples, 49 straights, 1,277 flushes of its 13-card suit,
/// 18 full houses, 14 fours and the 10 straight flushes of that suit), and a pass beside them.
/// A list grows past it only for hands no game deals; it is a `Vec`, so nothing overflows.
pub const MOVE_CAPACITY: usize = 1401;

/// The legal moves of a turn, listed into a reused buffer.
pub type MoveList = Vec<Move>;

/// The legal moves of `hand` at `turn` under `rules`, in the documented order: the plays (of
/// any kind for a lead; of the last play's number of cards and stronger for a follow; all
/// containing `must_hold` when it is set), then the pass when the turn allows it. A turn with
/// no play lists the pass alone. A last play that is no play is beaten by nothing.
///
/// Listed by the quick lister ([`super::quick_list`]), which skips the kinds and ranks the hand
/// cannot make; the same list as [`plain_moves`] (a test compares the two).
pub fn moves(hand: SuitedCards, turn: Turn, rules: &Rules, out: &mut MoveList) {
    super::quick_list::moves(hand, turn, rules, out);
}

/// The legal moves as [`moves`] lists them, by the plain lister: every rank and kind looked at.
/// The reference the quick lister is checked against.
pub fn plain_moves(hand: SuitedCards, turn: Turn, rules: &Rules, out: &mut MoveList) {
    out.clear();
    let mut list = Lister::new(hand, rules, out);
    match turn.last {
        None => {
            list.singles(0);
            list.pairs(0);
            list.triples(0);
            list.five_card_hands(0);
        }
        Some(last) => {
            if let Some(s) = strength(last, rules) {
                let floor = s.key + 1;
                match s.combination {
                    Combination::Single => list.singles(floor),
                    Combination::Pair => list.pairs(floor),
                    Combination::Triple => list.triples(floor),
                    _ => list.five_card_hands(floor),
                }
            }
        }
    }
    if let Some(card) = turn.must_hold {
        out.retain(|m| m.cards().has(card));
    }
    if turn.may_pass || out.is_empty() {
        out.push(Move::PASS);
    }
}

/// Whether `mv` is one of the moves [`moves`] lists for `hand` at `turn`, worked out from the
/// move alone: a play of cards held that is a play at all (a lead), or beats the last play (a
/// follow), and holds `must_hold`; the pass where the turn allows it, or where no play is
/// allowed. The same answer as listing and looking (a test compares the two on every play of
/// random hands), without listing every play of a lead to check one.
pub fn allows(hand: SuitedCards, turn: Turn, rules: &Rules, mv: Move) -> bool {
    if mv.is_pass() {
        return turn.may_pass || {
            let mut out = MoveList::new();
            moves(hand, turn, rules, &mut out);
            out == [Move::PASS]
        };
    }
    let cards = mv.cards();
    let holds = turn.must_hold.is_none_or(|c| cards.has(c));
    holds
        && hand.contains(cards)
        && match turn.last {
            None => strength(cards, rules).is_some(),
            Some(last) => super::combination::beats(cards, last, rules),
        }
}

/// The pairs of a rank's four suits, as nibbles in ascending order.
pub(super) const PAIRS: [u64; 6] = [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100];
/// The triples of a rank's four suits, as nibbles in ascending order.
pub(super) const TRIPLES: [u64; 4] = [0b0111, 0b1011, 0b1101, 0b1110];

/// The bits of `x`, lowest first.
#[inline]
pub(super) fn bits_of(x: u64) -> impl Iterator<Item = u64> {
    let mut rest = x;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let low = rest & rest.wrapping_neg();
            rest ^= low;
            low
        })
    })
}

/// Lists the plays of one hand into the buffer, in strength space.
struct Lister<'a> {
    order: Order,
    rules: &'a Rules,
    /// The hand in strength space.
    hand: u64,
    /// The suits held of each Big Two rank.
    nibbles: [u64; RANKS as usize],
    out: &'a mut MoveList,
}

impl<'a> Lister<'a> {
    fn new(hand: SuitedCards, rules: &'a Rules, out: &'a mut MoveList) -> Lister<'a> {
        let order = Order::new(rules);
        let bits = order.to_strength(hand);
        let mut nibbles = [0; RANKS as usize];
        for (rank, n) in nibbles.iter_mut().enumerate() {
            *n = bits >> (4 * rank) & 0xF;
        }
        Lister {
            order,
            rules,
            hand: bits,
            nibbles,
            out,
        }
    }

    #[inline]
    fn push(&mut self, bits: u64) {
        self.out.push(Move::play(self.order.to_cards(bits)));
    }

    /// The singles of strength `floor` or more.
    fn singles(&mut self, floor: u32) {
        let above = self.hand & !((1u64 << floor.min(63)) - 1);
        for bit in bits_of(above) {
            self.push(bit);
        }
    }

    /// The pairs of strength `floor` or more.
    fn pairs(&mut self, floor: u32) {
        self.sets_of_one_rank(&PAIRS, floor);
    }

    /// The triples of strength `floor` or more.
    fn triples(&mut self, floor: u32) {
        self.sets_of_one_rank(&TRIPLES, floor);
    }

    /// The sets of one rank whose suits are one of `sets`, of strength `floor` or more.
    fn sets_of_one_rank(&mut self, sets: &[u64], floor: u32) {
        for rank in floor / 4..u32::from(RANKS) {
            let held = self.nibbles[rank as usize];
            for &set in sets {
                let key = 4 * rank + 63 - set.leading_zeros();
                if set & !held == 0 && key >= floor {
                    self.push(set << (4 * rank));
                }
            }
        }
    }

    /// The five-card hands of key `floor` or more, kind by kind.
    fn five_card_hands(&mut self, floor: u32) {
        let kind = floor >> 20;
        let value = |place: u32| match place.cmp(&kind) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Equal => Some(floor & 0xF_FFFF),
            std::cmp::Ordering::Greater => Some(0),
        };
        if let Some(v) = value(0) {
            self.straights(v);
        }
        if let Some(v) = value(1) {
            self.flushes(v);
        }
        if let Some(v) = value(2) {
            self.full_houses(v);
        }
        if let Some(v) = value(3) {
            self.fours(v);
        }
        if let Some(v) = value(4) {
            self.straight_flushes(v);
        }
    }

    /// The straights (not of one suit) of value `floor` or more: by place in the rules' order,
    /// then by the top card's suit, then by the other cards from the strongest down.
    fn straights(&mut self, floor: u32) {
        for (place, &seq) in straight_order(self.rules).iter().enumerate() {
            let [top, b, c, d, e] = sequence_ranks(seq).map(|r| (r, self.nibbles[r as usize]));
            if b.1 == 0 || c.1 == 0 || d.1 == 0 || e.1 == 0 {
                continue;
            }
            for t in bits_of(top.1) {
                if 4 * place as u32 + t.trailing_zeros() < floor {
                    continue;
                }
                for sb in bits_of(b.1) {
                    for sc in bits_of(c.1) {
                        for sd in bits_of(d.1) {
                            for se in bits_of(e.1) {
                                if t == sb && t == sc && t == sd && t == se {
                                    continue;
                                }
                                self.push(
                                    t << (4 * top.0)
                                        | sb << (4 * b.0)
                                        | sc << (4 * c.0)
                                        | sd << (4 * d.0)
                                        | se << (4 * e.0),
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// The flushes (not straights) of value `floor` or more, from the weakest up.
    fn flushes(&mut self, floor: u32) {
        let start = self.out.len();
        for suit in 0..4 {
            let ranks = suit_ranks(self.hand >> suit & NIBBLE_LOW);
            if ranks.count_ones() < 5 {
                continue;
            }
            for_each_five_of(ranks, |mask| {
                if flush_value(mask, suit, self.rules) >= floor && !self.is_straight(mask) {
                    self.push(spread(mask) << suit);
                }
            });
        }
        if self.rules.flush_by_rank {
            let order = self.order;
            self.out[start..].sort_unstable_by_key(|m| {
                let bits = order.to_strength(m.cards());
                (ranks_held(bits), bits.trailing_zeros() % 4)
            });
        }
    }

    /// Whether five ranks make one of the rules' straights.
    fn is_straight(&self, mask: u32) -> bool {
        straight_order(self.rules)
            .iter()
            .any(|&seq| sequence_mask(seq) == mask)
    }

    /// The full houses whose triple's rank is `floor` or more: by the triple's rank, then, of
    /// equal strength, by their cards from the strongest down.
    fn full_houses(&mut self, floor: u32) {
        let nibbles = self.nibbles;
        for triple in floor..u32::from(RANKS) {
            let held = nibbles[triple as usize];
            if held.count_ones() < 3 {
                continue;
            }
            let pairs_with = |r: u32| r != triple && nibbles[r as usize].count_ones() >= 2;
            // Pairs below the triple: the triple's cards decide first.
            for &t in TRIPLES.iter().filter(|&&t| t & !held == 0) {
                for pair in (0..triple).filter(|&r| pairs_with(r)) {
                    for &p in PAIRS.iter() {
                        if p & !nibbles[pair as usize] == 0 {
                            self.push(t << (4 * triple) | p << (4 * pair));
                        }
                    }
                }
            }
            // Pairs above it: the pair's cards decide first.
            for pair in (triple + 1..u32::from(RANKS)).filter(|&r| pairs_with(r)) {
                for &p in PAIRS.iter() {
                    if p & !nibbles[pair as usize] != 0 {
                        continue;
                    }
                    for &t in TRIPLES.iter().filter(|&&t| t & !held == 0) {
                        self.push(t << (4 * triple) | p << (4 * pair));
                    }
                }
            }
        }
    }

    /// The fours of a kind whose rank is `floor` or more, each with every fifth card from the
    /// weakest up.
    fn fours(&mut self, floor: u32) {
        for rank in floor..u32::from(RANKS) {
            if self.nibbles[rank as usize] == 0xF {
                let four = 0xF << (4 * rank);
                for fifth in bits_of(self.hand & !four) {
                    self.push(four | fifth);
                }
            }
        }
    }

    /// The straight flushes of value `floor` or more: by place in the rules' order, then suit.
    fn straight_flushes(&mut self, floor: u32) {
        for (place, &seq) in straight_order(self.rules).iter().enumerate() {
            let cards = spread(sequence_mask(seq));
            for suit in 0..4 {
                if 4 * place as u32 + suit >= floor && self.hand & cards << suit == cards << suit {
                    self.push(cards << suit);
                }
            }
        }
    }
}

/// The ranks of a set of bit-0-of-the-nibble bits, one bit each (gathered by
/// [`super::combination::gather_nibbles`], which a test checks on every set of ranks).
#[inline]
pub(super) fn suit_ranks(low_bits: u64) -> u32 {
    super::combination::gather_nibbles(low_bits)
}

/// A rank mask spread to bit 0 of each rank's nibble.
#[inline]
pub(super) fn spread(mask: u32) -> u64 {
    let mut bits = 0;
    let mut rest = mask;
    while rest != 0 {
        bits |= 1 << (4 * rest.trailing_zeros());
        rest &= rest - 1;
    }
    bits
}

/// Calls `f` with every five-bit subset of `ranks`, in ascending order.
#[inline]
pub(super) fn for_each_five_of(ranks: u32, mut f: impl FnMut(u32)) {
    let mut places = [0u32; 13];
    let mut k = 0;
    for rank in 0..u32::from(RANKS) {
        if ranks >> rank & 1 == 1 {
            places[k] = rank;
            k += 1;
        }
    }
    // Gosper's hack over the five-of-`k` index sets, ascending; the places are ascending, so
    // the rank sets come in ascending order too.
    let mut c: u32 = 0b11111;
    while c < 1 << k {
        let mut mask = 0;
        let mut rest = c;
        while rest != 0 {
            mask |= 1 << places[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        f(mask);
        let low = c & c.wrapping_neg();
        let ripple = c + low;
        c = (((ripple ^ c) >> 2) / low) | ripple;
    }
}
