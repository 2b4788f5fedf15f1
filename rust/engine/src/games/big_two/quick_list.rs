//! The quick lister: the legal moves of [`super::legal`], in the same order, looking only at
//! the ranks and kinds the hand can make. Each rank's count of cards is worked out once for the
//! whole hand (a nibble-wise population count), so the pairs visit only the ranks held twice,
//! the full houses only the ranks held three times, a straight only when its five ranks are all
//! held, flushes only in a suit held five times, and a hand that can make none of a kind skips
//! it at once.
//!
//! A faster path of [`super::legal::plain_moves`], kept beside it: the tests below compare the
//! two lists on random hands, turns and rule sets.

use crate::card::{SuitedCard, SuitedCards};

use super::combination::{
    flush_value, rank_mask as ranks_held, sequence_ranks, straight_order, straight_place, strength,
    Combination, NIBBLE_LOW,
};
use super::legal::{bits_of, for_each_five_of, spread, suit_ranks, MoveList, Turn, PAIRS, TRIPLES};
use super::moves::Move;
use super::order::Order;
use super::rules::Rules;

/// The legal moves of `hand` at `turn` under `rules`: what [`super::legal::moves`] lists.
///
/// The follow of a single of the deck (most turns of a game) is listed here, by a short path of
/// its own; every other turn by [`other_moves`], kept out of line so that the short path does
/// not pay for setting up the long one.
#[inline]
pub(super) fn moves(hand: SuitedCards, turn: Turn, rules: &Rules, out: &mut MoveList) {
    out.clear();
    match turn {
        Turn {
            last: Some(last),
            must_hold: None,
            may_pass,
        } if last.len() == 1 && last.0 >> 52 == 0 => {
            single_follows(hand, last, rules, out);
            if may_pass || out.is_empty() {
                out.push(Move::PASS);
            }
        }
        _ => other_moves(hand, turn, rules, out),
    }
}

/// The singles of `hand` that beat the single `last` (a card of the deck), into `out`: the
/// hand's cards above it in strength space, each turned into its card by one look-up.
#[inline]
fn single_follows(hand: SuitedCards, last: SuitedCards, rules: &Rules, out: &mut MoveList) {
    let order = Order::new(rules);
    // A strength is at most 51, so the shift keeps the bits above it.
    let floor = order.single_strength(last) + 1;
    let above = order.to_strength(hand) >> floor << floor;
    for bit in bits_of(above) {
        out.push(Move::play(order.single_to_cards(bit)));
    }
}

/// The legal moves of every turn but the follow of a single with no card to hold.
#[inline(never)]
fn other_moves(hand: SuitedCards, turn: Turn, rules: &Rules, out: &mut MoveList) {
    match turn.must_hold {
        None => plays(Lister::<false>::new(hand, rules, out), turn.last),
        Some(card) => plays_holding(hand, card, turn.last, rules, out),
    }
    if turn.may_pass || out.is_empty() {
        out.push(Move::PASS);
    }
}

/// The plays that hold `card` (the first lead of a game), out of line: the other turns' code
/// is laid out as if there were none.
#[inline(never)]
fn plays_holding(
    hand: SuitedCards,
    card: SuitedCard,
    last: Option<SuitedCards>,
    rules: &Rules,
    out: &mut MoveList,
) {
    let mut list = Lister::<true>::new(hand, rules, out);
    list.must = list.must_bit(card);
    plays(list, last);
}

/// The plays of a lead (`last` none) or of a follow of `last`, listed by `list`.
#[inline]
fn plays<const MUST: bool>(mut list: Lister<'_, MUST>, last: Option<SuitedCards>) {
    let rules = list.rules;
    match last {
        None => {
            list.singles(0);
            list.pairs(0);
            list.triples(0);
            list.five_card_hands(0);
        }
        // A single of the deck: its strength by one look-up.
        Some(last) if last.len() == 1 && last.0 >> 52 == 0 => {
            list.singles(list.order.single_strength(last) + 1);
        }
        // Two or three cards of the deck: a pair or a triple when they are of one rank, their
        // strength the top card's (as `strength` finds it); no play otherwise.
        Some(last) if matches!(last.len(), 2 | 3) && last.0 >> 52 == 0 => {
            let bits = list.order.to_strength(last);
            let top = 63 - bits.leading_zeros();
            if top / 4 == bits.trailing_zeros() / 4 {
                match last.len() {
                    2 => list.pairs(top + 1),
                    _ => list.triples(top + 1),
                }
            }
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
}

/// The five-card hands `hand` may lead, listed into `out` (cleared first) in the order of the
/// legal moves.
pub(super) fn five_card_leads(hand: SuitedCards, rules: &Rules, out: &mut MoveList) {
    out.clear();
    Lister::<false>::new(hand, rules, out).five_card_hands(0);
}

/// How many cards of each rank a strength-space hand holds, one count a nibble.
#[inline]
pub(super) fn rank_counts(bits: u64) -> u64 {
    let pairs = bits - (bits >> 1 & 0x5555_5555_5555_5555);
    (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333)
}

/// The ranks (as bit 0 of their nibbles) a strength-space hand holds at least `n` times, for
/// `n` from 1 to 4.
#[inline]
pub(super) fn held_at_least(bits: u64, n: u64) -> u64 {
    let counts = rank_counts(bits);
    // A count of 0 to 4 plus 8 - n reaches 8 (bit 3) exactly when it is n or more.
    (counts + (8 - n) * NIBBLE_LOW) >> 3 & NIBBLE_LOW
}

/// The sequences' rank masks (bit `r` for Big Two rank `r`), by sequence: [`sequence_mask`]
/// worked out once.
const SEQUENCE_MASKS: [u32; 10] = {
    let mut masks = [0; 10];
    let mut seq = 0;
    while seq < 10 {
        let ranks = sequence_ranks(seq as u8);
        let mut i = 0;
        while i < 5 {
            masks[seq] |= 1 << ranks[i];
            i += 1;
        }
        seq += 1;
    }
    masks
};

/// The sequences' ranks as bit 0 of their nibbles, by sequence: [`spread`] of
/// [`SEQUENCE_MASKS`] worked out once.
pub(super) const SEQUENCE_LOW_BITS: [u64; 10] = {
    let mut bits = [0; 10];
    let mut seq = 0;
    while seq < 10 {
        let mut rank = 0;
        while rank < 13 {
            if SEQUENCE_MASKS[seq] >> rank & 1 == 1 {
                bits[seq] |= 1 << (4 * rank);
            }
            rank += 1;
        }
        seq += 1;
    }
    bits
};

/// The sequences (bit `seq`) whose five ranks are all in the rank mask `ranks`: five ranks in a
/// row up to the ace (from a run of five set bits), or one of the two that hold the 2.
#[inline]
pub(super) fn sequences_in(ranks: u32) -> u32 {
    let all_of = |seq: usize| u32::from(ranks & SEQUENCE_MASKS[seq] == SEQUENCE_MASKS[seq]);
    // Bit `k`: ranks `k` to `k + 4` held, the sequence `k + 2` (up to the ace: `k` at most 7).
    let runs = ranks & ranks >> 1 & ranks >> 2 & ranks >> 3 & ranks >> 4 & 0xFF;
    runs << 2 | all_of(1) << 1 | all_of(0)
}

/// The pairs within each nibble of suits held, in the order of [`PAIRS`], four bits each from
/// the lowest.
const PAIRS_WITHIN: [u32; 16] = sets_within(&PAIRS);
/// The triples within each nibble of suits held, in the order of [`TRIPLES`], four bits each
/// from the lowest.
const TRIPLES_WITHIN: [u32; 16] = sets_within(&TRIPLES);

/// The sets of `sets` within each nibble of suits held, packed in their order.
const fn sets_within(sets: &[u64]) -> [u32; 16] {
    let mut within = [0; 16];
    let mut held = 0;
    while held < 16 {
        let (mut i, mut shift) = (0, 0);
        while i < sets.len() {
            if sets[i] & !(held as u64) == 0 {
                within[held] |= (sets[i] as u32) << shift;
                shift += 4;
            }
            i += 1;
        }
        held += 1;
    }
    within
}

/// The Big Two rank of a bit at the bottom of a rank's nibble.
#[inline]
fn rank_of(low_bit: u64) -> u32 {
    low_bit.trailing_zeros() / 4
}

/// Lists the plays of one hand into the buffer, in strength space; with `MUST`, only those that
/// hold the card in `must`.
struct Lister<'a, const MUST: bool> {
    order: Order,
    rules: &'a Rules,
    /// The hand in strength space.
    hand: u64,
    /// How many cards of each rank the hand holds, one count a nibble ([`rank_counts`]).
    counts: u64,
    /// With `MUST`, the card every play must hold, in strength space: the plays without it are
    /// not listed, and the straights and flushes that cannot hold it not looked at.
    must: u64,
    out: &'a mut MoveList,
}

impl<'a, const MUST: bool> Lister<'a, MUST> {
    fn new(hand: SuitedCards, rules: &'a Rules, out: &'a mut MoveList) -> Lister<'a, MUST> {
        let order = Order::new(rules);
        let hand = order.to_strength(hand);
        Lister {
            order,
            rules,
            hand,
            counts: rank_counts(hand),
            must: 0,
            out,
        }
    }

    /// The strength-space bit of `card` as a card to hold: a bit no play has for a card off
    /// the deck.
    fn must_bit(&self, card: SuitedCard) -> u64 {
        if card.0 < 52 {
            1 << self.order.single_strength(SuitedCards::of(card))
        } else {
            1 << 63
        }
    }

    /// The ranks (as bit 0 of their nibbles) the hand holds at least `n` times: what
    /// [`held_at_least`] finds, from the counts worked out once.
    #[inline]
    fn held_at_least(&self, n: u64) -> u64 {
        (self.counts + (8 - n) * NIBBLE_LOW) >> 3 & NIBBLE_LOW
    }

    /// Whether the strength-space play `bits` holds the card it must.
    #[inline]
    fn holds_must(&self, bits: u64) -> bool {
        !MUST || bits & self.must == self.must
    }

    /// The suits held of Big Two rank `rank`.
    #[inline]
    fn nibble(&self, rank: u32) -> u64 {
        self.hand >> (4 * rank) & 0xF
    }

    #[inline]
    fn push(&mut self, bits: u64) {
        if self.holds_must(bits) {
            self.out.push(Move::play(self.order.to_cards(bits)));
        }
    }

    /// The singles of strength `floor` or more.
    fn singles(&mut self, floor: u32) {
        let above = self.hand & !((1u64 << floor.min(63)) - 1);
        let must = self.must;
        for bit in bits_of(above).filter(|&bit| !MUST || bit & must == must) {
            self.out.push(Move::play(self.order.single_to_cards(bit)));
        }
    }

    /// The pairs of strength `floor` or more.
    fn pairs(&mut self, floor: u32) {
        self.sets_of_one_rank(&PAIRS_WITHIN, 2, floor);
    }

    /// The triples of strength `floor` or more.
    fn triples(&mut self, floor: u32) {
        self.sets_of_one_rank(&TRIPLES_WITHIN, 3, floor);
    }

    /// The sets of `size` cards of one rank, of strength `floor` or more: only the ranks held
    /// `size` times or more, from `floor`'s rank up, and of each the sets within its suits held
    /// (`within`, by the nibble of suits held: [`PAIRS_WITHIN`] or [`TRIPLES_WITHIN`]).
    #[inline]
    fn sets_of_one_rank(&mut self, within: &[u32; 16], size: u64, floor: u32) {
        let from = floor / 4 * 4;
        let ranks = self.held_at_least(size) & !((1u64 << from) - 1);
        for low in bits_of(ranks) {
            let rank = rank_of(low);
            let mut sets = within[self.nibble(rank) as usize];
            while sets != 0 {
                let set = u64::from(sets & 0xF);
                sets >>= 4;
                let key = 4 * rank + 63 - set.leading_zeros();
                if key >= floor && self.holds_must(set << (4 * rank)) {
                    let cards = self.order.rank_set_to_cards(set, rank);
                    self.out.push(Move::play(cards));
                }
            }
        }
    }

    /// The five-card hands of key `floor` or more, kind by kind; none for a hand of fewer than
    /// five cards.
    fn five_card_hands(&mut self, floor: u32) {
        if self.hand.count_ones() < 5 {
            return;
        }
        let kind = floor >> 20;
        let value = |place: u32| match place.cmp(&kind) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Equal => Some(floor & 0xF_FFFF),
            std::cmp::Ordering::Greater => Some(0),
        };
        let flush_suits = self.flush_suits();
        if let Some(v) = value(0) {
            self.straights(v);
        }
        if let (Some(v), true) = (value(1), flush_suits != 0) {
            self.flushes(v, flush_suits);
        }
        if let Some(v) = value(2) {
            self.full_houses(v);
        }
        if let Some(v) = value(3) {
            self.fours(v);
        }
        if let (Some(v), true) = (value(4), flush_suits != 0) {
            self.straight_flushes(v, flush_suits);
        }
    }

    /// The suits (bit `s` for suit strength `s`) the hand holds five cards or more of.
    fn flush_suits(&self) -> u32 {
        let five_of = |suit: u32| u32::from((self.hand >> suit & NIBBLE_LOW).count_ones() >= 5);
        five_of(0) | five_of(1) << 1 | five_of(2) << 2 | five_of(3) << 3
    }

    /// The straights (not of one suit) of value `floor` or more: by place in the rules' order,
    /// then by the top card's suit, then by the other cards from the strongest down. Only the
    /// sequences whose five ranks are all held.
    ///
    /// With a card to hold, the straights of the hand whose card of that rank is the one held
    /// (the other cards of its rank set aside), among the sequences holding its rank.
    fn straights(&mut self, floor: u32) {
        let (hand, sequences) = match (MUST, self.must) {
            (false, _) => (self.hand, !0),
            (true, must) => {
                let rank_cards = 0xF << (must.trailing_zeros() / 4 * 4);
                let rank = ranks_held(rank_cards);
                let with_rank = (0..10).filter(|&seq| SEQUENCE_MASKS[seq] & rank != 0);
                let sequences = with_rank.fold(0, |held, seq| held | 1 << seq);
                (self.hand & !rank_cards | self.hand & must, sequences)
            }
        };
        let held = sequences_in(ranks_held(hand)) & sequences;
        if held == 0 {
            return;
        }
        let nibble = |rank: u8| hand >> (4 * u32::from(rank)) & 0xF;
        for (place, &seq) in straight_order(self.rules).iter().enumerate() {
            if held >> seq & 1 == 0 {
                continue;
            }
            let [top, b, c, d, e] = sequence_ranks(seq).map(|r| (r, nibble(r)));
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

    /// The flushes (not straights) of value `floor` or more, from the weakest up, in the suits
    /// `suits` (those held five times or more).
    ///
    /// With a card to hold, only in its suit and of the ranks holding its rank.
    fn flushes(&mut self, floor: u32, suits: u32) {
        let start = self.out.len();
        let (suits, rank) = match (MUST, self.must) {
            (false, _) => (suits, 0),
            (true, must) => (suits & 1 << (must.trailing_zeros() % 4), ranks_held(must)),
        };
        for suit in 0..4 {
            if suits >> suit & 1 == 0 {
                continue;
            }
            let ranks = suit_ranks(self.hand >> suit & NIBBLE_LOW);
            for_each_five_of(ranks, |mask| {
                if mask & rank == rank
                    && flush_value(mask, suit, self.rules) >= floor
                    && !self.is_straight(mask)
                {
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
        straight_place(mask, self.rules).is_some()
    }

    /// The full houses whose triple's rank is `floor` or more: by the triple's rank, then, of
    /// equal strength, by their cards from the strongest down. Only the ranks held three times
    /// for the triple, twice for the pair.
    fn full_houses(&mut self, floor: u32) {
        let pairs = self.held_at_least(2);
        let triples = self.held_at_least(3) & !((1u64 << (4 * floor.min(15))) - 1);
        if triples == 0 || pairs.count_ones() < 2 {
            return;
        }
        for low in bits_of(triples) {
            let triple = rank_of(low);
            let held = self.nibble(triple);
            let below = pairs & (low - 1);
            let above = pairs & !(low | (low - 1));
            // Pairs below the triple: the triple's cards decide first.
            for &t in TRIPLES.iter().filter(|&&t| t & !held == 0) {
                for pair in bits_of(below).map(rank_of) {
                    let suits = self.nibble(pair);
                    for &p in PAIRS.iter().filter(|&&p| p & !suits == 0) {
                        self.push(t << (4 * triple) | p << (4 * pair));
                    }
                }
            }
            // Pairs above it: the pair's cards decide first.
            for pair in bits_of(above).map(rank_of) {
                let suits = self.nibble(pair);
                for &p in PAIRS.iter().filter(|&&p| p & !suits == 0) {
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
        let fours = self.held_at_least(4) & !((1u64 << (4 * floor.min(15))) - 1);
        for low in bits_of(fours) {
            let four = 0xF * low;
            for fifth in bits_of(self.hand & !four) {
                self.push(four | fifth);
            }
        }
    }

    /// The straight flushes of value `floor` or more: by place in the rules' order, then suit;
    /// only in the suits `suits` (those held five times or more).
    fn straight_flushes(&mut self, floor: u32, suits: u32) {
        let in_suit = |suit: u32| {
            let ranks = suit_ranks(self.hand >> suit & NIBBLE_LOW);
            sequences_in(ranks) * (suits >> suit & 1)
        };
        if in_suit(0) | in_suit(1) | in_suit(2) | in_suit(3) == 0 {
            return;
        }
        for (place, &seq) in straight_order(self.rules).iter().enumerate() {
            let cards = SEQUENCE_LOW_BITS[usize::from(seq)];
            for suit in 0..4 {
                if suits >> suit & 1 == 1
                    && 4 * place as u32 + suit >= floor
                    && self.hand & cards << suit == cards << suit
                {
                    self.push(cards << suit);
                }
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::card::SuitedCard;
    use crate::games::big_two::legal::plain_moves;
    use crate::games::big_two::rules::{Straights, SuitOrder};
    use crate::rng::Rng;

    /// Every suit order, straight variant and flush order, combined.
    pub(crate) fn every_rule_set() -> Vec<Rules> {
        let mut all = Vec::new();
        for suit_order in [
            SuitOrder::Standard,
            SuitOrder::Bridge,
            SuitOrder::Philippines,
        ] {
            for straights in [
                Straights::Standard,
                Straights::A2345High,
                Straights::Two3456High,
                Straights::NoTwos,
            ] {
                for flush_by_rank in [false, true] {
                    all.push(Rules {
                        suit_order,
                        straights,
                        flush_by_rank,
                        ..Rules::standard()
                    });
                }
            }
        }
        all
    }

    /// A random hand of `size` cards, leaning to few ranks now and then (fours, full houses and
    /// flushes come up often).
    pub(crate) fn random_hand(rng: &mut Rng, size: u32) -> SuitedCards {
        let narrow = rng.below(3) == 0;
        let mut hand = SuitedCards::EMPTY;
        while hand.len() < size {
            let rank = if narrow { rng.below(6) } else { rng.below(13) } as u8;
            let suit = if narrow && rng.below(2) == 0 {
                0
            } else {
                rng.below(4) as u8
            };
            hand = hand.plus(SuitedCards::of(SuitedCard::new(rank, suit)));
        }
        hand
    }

    /// A random turn for `hand`: a lead (now and then with a card to hold), or a follow of a
    /// play some other hand lists, or of cards that are no play.
    fn random_turn(rng: &mut Rng, hand: SuitedCards, rules: &Rules) -> Turn {
        let lead = Turn {
            last: None,
            must_hold: None,
            may_pass: false,
        };
        match rng.below(4) {
            0 => lead,
            1 => {
                let held: Vec<SuitedCard> = hand.iter().collect();
                let must_hold = if held.is_empty() || rng.below(4) == 0 {
                    SuitedCard::new(rng.below(13) as u8, rng.below(4) as u8)
                } else {
                    held[rng.below(held.len() as u32) as usize]
                };
                Turn {
                    must_hold: Some(must_hold),
                    ..lead
                }
            }
            _ => {
                let size = 5 + rng.below(14);
                let other = random_hand(rng, size);
                let mut plays = MoveList::new();
                plain_moves(other, lead, rules, &mut plays);
                let last = if rng.below(10) == 0 {
                    {
                        let size = 1 + rng.below(6);
                        random_hand(rng, size)
                    }
                } else {
                    plays[rng.below(plays.len() as u32) as usize].cards()
                };
                Turn {
                    last: Some(last),
                    must_hold: None,
                    may_pass: rng.below(8) != 0,
                }
            }
        }
    }

    #[test]
    fn the_sequence_tables_are_the_sequences() {
        for seq in 0..10u8 {
            let mask = crate::games::big_two::combination::sequence_mask(seq);
            assert_eq!(SEQUENCE_MASKS[usize::from(seq)], mask);
            assert_eq!(SEQUENCE_LOW_BITS[usize::from(seq)], spread(mask));
        }
    }

    #[test]
    fn the_sequences_in_a_rank_set_are_those_it_holds() {
        for ranks in 0..1u32 << 13 {
            let by_search = (0..10u8)
                .filter(|&seq| SEQUENCE_MASKS[usize::from(seq)] & !ranks == 0)
                .fold(0, |held, seq| held | 1 << seq);
            assert_eq!(sequences_in(ranks), by_search, "{ranks:013b}");
        }
    }

    #[test]
    fn the_quick_list_is_the_plain_list() {
        let mut rng = Rng::seeded(31);
        let (mut quick, mut plain) = (MoveList::new(), MoveList::new());
        let mut listed = 0;
        for rules in every_rule_set() {
            for _ in 0..4_000 {
                let size = rng.below(19);
                let hand = random_hand(&mut rng, size);
                let turn = random_turn(&mut rng, hand, &rules);
                moves(hand, turn, &rules, &mut quick);
                plain_moves(hand, turn, &rules, &mut plain);
                assert_eq!(quick, plain, "hand {hand}, {turn:?}, rules {rules}");
                listed += plain.len();
            }
        }
        assert!(listed > 1_000_000, "only {listed} moves listed");
    }
}
