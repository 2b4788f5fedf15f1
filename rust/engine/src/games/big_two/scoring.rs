//! Penalty points (2.4, 2.5): what the cards left in a hand cost at a game's end.

use crate::card::SuitedCards;

use super::rules::{Penalties, Rules};

/// The two's rank in the card layer's order (0 the 2 … 12 the ace).
const TWO: u8 = 0;

/// The points a hand left with `hand` scores: per card by the table (standard: 1 a card below
/// 10, 2 at 10-12, 3 at 13 or more; harsh: 1 below 8, 2 at 8-9, 3 at 10-12, 4 at 13 or more),
/// doubled again for each 2 left with `double_twos`. An empty hand (the winner's) scores 0.
pub fn penalty(hand: SuitedCards, rules: &Rules) -> u32 {
    let cards = hand.len();
    let per_card = match rules.penalties {
        Penalties::Standard => match cards {
            0..=9 => 1,
            10..=12 => 2,
            _ => 3,
        },
        Penalties::Harsh => match cards {
            0..=7 => 1,
            8..=9 => 2,
            10..=12 => 3,
            _ => 4,
        },
    };
    let twos = if rules.double_twos {
        hand.suits_of(TWO).count_ones()
    } else {
        0
    };
    (cards * per_card) << twos
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{GameRules, OptionValue};

    fn hand(n: usize) -> SuitedCards {
        // n cards without a 2: the 3s up.
        SuitedCards(((1u64 << n) - 1) << 4)
    }

    #[test]
    fn the_seeds_penalty_examples() {
        let r = Rules::standard();
        assert_eq!(penalty(hand(3), &r), 3);
        assert_eq!(penalty(hand(10), &r), 20);
        assert_eq!(penalty(hand(13), &r), 39);
        assert_eq!(penalty(hand(0), &r), 0);
        assert_eq!(penalty(hand(17), &r), 51);
    }

    #[test]
    fn harsher_penalties_and_doubled_twos() {
        let harsh = Rules::standard()
            .with_option("penalties", &OptionValue::Str("harsh".into()))
            .unwrap();
        assert_eq!(penalty(hand(7), &harsh), 7);
        assert_eq!(penalty(hand(8), &harsh), 16);
        assert_eq!(penalty(hand(12), &harsh), 36);
        assert_eq!(penalty(hand(13), &harsh), 52);
        let twos = harsh
            .with_option("double_twos", &OptionValue::Bool(true))
            .unwrap();
        let two_twos = SuitedCards::parse("2s 2h 3d 4d 5d").unwrap();
        assert_eq!(penalty(two_twos, &twos), 5 * 4);
    }
}
