//! The order of Big Two's cards (2.1): by rank from the 3 up to the ace and then the 2, and
//! within a rank by the suit order of the rules (♦ ♣ ♥ ♠ standard, ♣ ♦ ♥ ♠ bridge, ♣ ♠ ♥ ♦
//! philippines).
//!
//! The game works on its cards in *strength space*: the same 52 bits as a [`SuitedCards`], moved
//! so that bit `4 * rank + suit` holds the card of that Big Two rank (`0` the 3 … `11` the ace,
//! `12` the 2) and suit strength (`0` the lowest suit … `3` the highest). A card's strength is its
//! bit there, so of two cards the one with the higher bit is the stronger, and of two sets of
//! the same size the higher integer is the one whose highest card is the stronger, then the next
//! highest, and so on. The move between the two layouts is a rotation of the ranks' nibbles and
//! a permutation of the bits inside each nibble, a dozen operations.

use crate::card::{SuitedCard, SuitedCards};

use super::rules::{Rules, SuitOrder};

/// Big Two's ranks, `0` the 3 … `11` the ace, `12` the 2.
pub const RANKS: u8 = 13;
/// The Big Two rank of the ace.
pub const ACE: u8 = 11;
/// The Big Two rank of the 2.
pub const TWO: u8 = 12;

/// One bit at the bottom of each of the 13 ranks' nibbles.
const NIBBLE_LOW: u64 = 0x1_1111_1111_1111;
/// All 52 bits.
const ALL: u64 = (1 << 52) - 1;

/// The suit strength (`0` lowest … `3` highest) of each suit index of the card layer (`♠ ♥ ♦ ♣`).
#[inline]
pub const fn suit_strengths(order: SuitOrder) -> [u8; 4] {
    match order {
        SuitOrder::Standard => [3, 2, 0, 1],
        SuitOrder::Bridge => [3, 2, 1, 0],
        SuitOrder::Philippines => [1, 2, 3, 0],
    }
}

/// The suit index (`♠ ♥ ♦ ♣`) of each suit strength, lowest first: the inverse of
/// [`suit_strengths`].
#[inline]
pub const fn suits_low_to_high(order: SuitOrder) -> [u8; 4] {
    let strengths = suit_strengths(order);
    let mut suits = [0; 4];
    let mut suit = 0;
    while suit < 4 {
        suits[strengths[suit] as usize] = suit as u8;
        suit += 1;
    }
    suits
}

/// The Big Two rank (`0` the 3 … `12` the 2) of a card layer rank (`0` the 2 … `12` the ace).
#[inline]
pub fn big_two_rank(rank: u8) -> u8 {
    (rank + RANKS - 1) % RANKS
}

/// A card's strength under `rules`: `4 * Big Two rank + suit strength`, `0` the lowest card
/// (3♦ standard) … `51` the highest (2♠ standard, 2♦ philippines).
#[inline]
pub fn strength(card: SuitedCard, rules: &Rules) -> u8 {
    4 * big_two_rank(card.rank()) + suit_strengths(rules.suit_order)[usize::from(card.suit())]
}

/// The card of strength `strength` (0 to 51) under `rules`.
#[inline]
pub fn card_of_strength(strength: u8, rules: &Rules) -> SuitedCard {
    let suit = suits_low_to_high(rules.suit_order)[usize::from(strength % 4)];
    SuitedCard::new((strength / 4 + 1) % RANKS, suit)
}

/// The lowest card of the deck: the 3 of the lowest suit (3♦ standard, 3♣ bridge and
/// philippines), which leads the first round of a game.
#[inline]
pub fn lowest_card(rules: &Rules) -> SuitedCard {
    card_of_strength(0, rules)
}

/// The cards from the strongest down, in the game's order (for showing a hand or a play).
pub fn high_to_low(cards: SuitedCards, rules: &Rules) -> impl Iterator<Item = SuitedCard> {
    let order = Order::new(rules);
    let mut bits = order.to_strength(cards);
    let rules = *rules;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let top = 63 - bits.leading_zeros();
            bits &= !(1 << top);
            card_of_strength(top as u8, &rules)
        })
    })
}

/// The cards written from the strongest down in the game's order, space-separated (`2♠ A♥ 3♦`):
/// how every hand and play reads in Big Two's text (transcripts, messages).
pub fn written(cards: SuitedCards, rules: &Rules) -> String {
    let names: Vec<String> = high_to_low(cards, rules).map(|c| c.to_string()).collect();
    names.join(" ")
}

/// The move between the card layer's bits and strength space under one suit order.
///
/// The moves of whole sets are shifts and masks by constants, one set of them for each suit
/// order (a `match` picks it, so no shift amount is read from memory); a card of its own and the
/// cards of one rank go by tables made at compile time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order(SuitOrder);

/// The suit indexes (a card layer nibble) of each set of suit strengths (a strength-space
/// nibble), by suit order.
static NIBBLES: [[u8; 16]; 3] = [
    nibbles_of(SuitOrder::Standard),
    nibbles_of(SuitOrder::Bridge),
    nibbles_of(SuitOrder::Philippines),
];

/// The card (one bit of the card layer) of each strength, by suit order.
static CARDS: [[u64; 52]; 3] = [
    cards_of(SuitOrder::Standard),
    cards_of(SuitOrder::Bridge),
    cards_of(SuitOrder::Philippines),
];

/// The strength of each card of the card layer (by its bit), by suit order.
static STRENGTHS: [[u8; 52]; 3] = [
    strengths_of(SuitOrder::Standard),
    strengths_of(SuitOrder::Bridge),
    strengths_of(SuitOrder::Philippines),
];

/// The row of a suit order in the tables.
#[inline]
const fn row(order: SuitOrder) -> usize {
    match order {
        SuitOrder::Standard => 0,
        SuitOrder::Bridge => 1,
        SuitOrder::Philippines => 2,
    }
}

/// The suit indexes of each set of suit strengths under `order`.
const fn nibbles_of(order: SuitOrder) -> [u8; 16] {
    let suits = suits_low_to_high(order);
    let mut nibbles = [0; 16];
    let mut set = 0;
    while set < 16 {
        let mut strength = 0;
        while strength < 4 {
            if set >> strength & 1 == 1 {
                nibbles[set] |= 1 << suits[strength];
            }
            strength += 1;
        }
        set += 1;
    }
    nibbles
}

/// The card layer's rank of a Big Two rank: the 2 (Big Two rank 12) is its rank 0, every other
/// one up one.
#[inline]
const fn layer_rank(rank: u32) -> u32 {
    if rank == 12 {
        0
    } else {
        rank + 1
    }
}

/// The card of each strength under `order`, as its bit in the card layer.
const fn cards_of(order: SuitOrder) -> [u64; 52] {
    let suits = suits_low_to_high(order);
    let mut cards = [0; 52];
    let mut strength = 0;
    while strength < 52 {
        let rank = layer_rank(strength as u32 / 4);
        cards[strength] = 1 << (4 * rank + suits[strength % 4] as u32);
        strength += 1;
    }
    cards
}

/// The strength of each card of the card layer under `order` (the inverse of [`cards_of`]).
const fn strengths_of(order: SuitOrder) -> [u8; 52] {
    let cards = cards_of(order);
    let mut strengths = [0; 52];
    let mut strength = 0;
    while strength < 52 {
        strengths[cards[strength].trailing_zeros() as usize] = strength as u8;
        strength += 1;
    }
    strengths
}

impl Order {
    /// The order of `rules`.
    #[inline]
    pub fn new(rules: &Rules) -> Order {
        Order(rules.suit_order)
    }

    /// The cards of a strength-space set within one rank (`to_cards` of it, by one look-up):
    /// `suits` a nibble of suit strengths, `rank` its Big Two rank.
    #[inline]
    pub fn rank_set_to_cards(self, suits: u64, rank: u32) -> SuitedCards {
        let nibble = NIBBLES[row(self.0)][(suits & 0xF) as usize];
        SuitedCards(u64::from(nibble) << (4 * layer_rank(rank)))
    }

    /// The card of a strength-space set of one card (`to_cards` of it, by one look-up).
    #[inline]
    pub fn single_to_cards(self, bit: u64) -> SuitedCards {
        SuitedCards(CARDS[row(self.0)][bit.trailing_zeros() as usize % 52])
    }

    /// The strength of one card of the deck given as a set (`to_strength` of it is the bit of
    /// this number, by one look-up).
    #[inline]
    pub fn single_strength(self, card: SuitedCards) -> u32 {
        u32::from(STRENGTHS[row(self.0)][card.0.trailing_zeros() as usize % 52])
    }

    /// The cards in strength space (bits above the deck are dropped).
    #[inline]
    pub fn to_strength(self, cards: SuitedCards) -> u64 {
        let x = cards.0 & ALL;
        // The 2 (the card layer's rank 0) goes to the top; every other rank moves down one.
        // The bits pushed past the deck are the ones `permute` never takes.
        let rotated = (x >> 4) | (x << 48);
        match self.0 {
            SuitOrder::Standard => permute(rotated, const { suit_strengths(SuitOrder::Standard) }),
            SuitOrder::Bridge => permute(rotated, const { suit_strengths(SuitOrder::Bridge) }),
            SuitOrder::Philippines => {
                permute(rotated, const { suit_strengths(SuitOrder::Philippines) })
            }
        }
    }

    /// The cards of a strength-space set, back in the card layer's bits.
    #[inline]
    pub fn to_cards(self, bits: u64) -> SuitedCards {
        let x = match self.0 {
            SuitOrder::Standard => permute(bits, const { suits_low_to_high(SuitOrder::Standard) }),
            SuitOrder::Bridge => permute(bits, const { suits_low_to_high(SuitOrder::Bridge) }),
            SuitOrder::Philippines => {
                permute(bits, const { suits_low_to_high(SuitOrder::Philippines) })
            }
        };
        SuitedCards(((x << 4) & ALL) | (x >> 48))
    }
}

/// Each nibble's bit `i` moved to bit `to[i]`, for the 13 nibbles of the deck (bits above them
/// are dropped). Inlined always, so that `to` is a constant and every shift one by a constant.
#[inline(always)]
fn permute(x: u64, to: [u8; 4]) -> u64 {
    ((x & NIBBLE_LOW) << to[0])
        | ((x >> 1 & NIBBLE_LOW) << to[1])
        | ((x >> 2 & NIBBLE_LOW) << to[2])
        | ((x >> 3 & NIBBLE_LOW) << to[3])
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDERS: [SuitOrder; 3] = [
        SuitOrder::Standard,
        SuitOrder::Bridge,
        SuitOrder::Philippines,
    ];

    fn rules(order: SuitOrder) -> Rules {
        Rules {
            suit_order: order,
            ..Rules::standard()
        }
    }

    #[test]
    fn strength_space_is_the_order_of_the_cards_both_ways() {
        for order in ORDERS {
            let r = rules(order);
            let o = Order::new(&r);
            for card in SuitedCards::DECK.iter() {
                let s = strength(card, &r);
                assert_eq!(card_of_strength(s, &r), card);
                assert_eq!(o.to_strength(SuitedCards::of(card)), 1 << s);
                assert_eq!(o.to_cards(1 << s), SuitedCards::of(card));
                assert_eq!(o.single_strength(SuitedCards::of(card)), u32::from(s));
                assert_eq!(o.single_to_cards(1 << s), SuitedCards::of(card));
            }
            assert_eq!(o.to_strength(SuitedCards::DECK), ALL);
            for rank in 0..u32::from(RANKS) {
                for suits in 0..16u64 {
                    let bits = suits << (4 * rank);
                    assert_eq!(o.rank_set_to_cards(suits, rank), o.to_cards(bits));
                    if suits.count_ones() == 1 {
                        assert_eq!(o.single_to_cards(bits), o.to_cards(bits));
                    }
                }
            }
        }
    }

    /// Random sets (and cards above the deck) moved both ways, against the move card by card.
    #[test]
    fn a_set_moves_as_its_cards_do() {
        let mut rng = crate::rng::Rng::seeded(31);
        for order in ORDERS {
            let r = rules(order);
            let o = Order::new(&r);
            for _ in 0..20_000 {
                let x = rng.next_u64();
                let cards = SuitedCards(x & ALL);
                let by_card = cards
                    .iter()
                    .fold(0u64, |bits, card| bits | 1 << strength(card, &r));
                assert_eq!(o.to_strength(SuitedCards(x)), by_card);
                assert_eq!(o.to_cards(by_card), cards);
                let of_strengths = (0..52u8)
                    .filter(|&s| x >> s & 1 == 1)
                    .fold(SuitedCards::EMPTY, |set, s| {
                        set.plus(SuitedCards::of(card_of_strength(s, &r)))
                    });
                assert_eq!(o.to_cards(x), of_strengths);
            }
        }
    }

    #[test]
    fn a_hand_shows_high_to_low() {
        let hand = SuitedCards::parse("3d 2s 3s Ah 10c 2d").unwrap();
        assert_eq!(written(hand, &Rules::standard()), "2♠ 2♦ A♥ 10♣ 3♠ 3♦");
        let philippines = rules(SuitOrder::Philippines);
        assert_eq!(written(hand, &philippines), "2♦ 2♠ A♥ 10♣ 3♦ 3♠");
        assert_eq!(high_to_low(hand, &philippines).count(), 6);
    }
}
