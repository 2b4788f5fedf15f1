//! The card layer's tests: parsing, counting, the word tricks against plain counting.

use super::*;

#[test]
fn parses_the_documented_spellings() {
    assert_eq!(
        Cards::parse("K K 6 3 2 2").unwrap().to_string(),
        "K K 6 3 2 2"
    );
    assert_eq!(Cards::parse("Q-J").unwrap().to_string(), "Q J");
    assert_eq!(Cards::parse("10,9,7").unwrap().to_string(), "10 9 7");
    assert_eq!(Cards::parse("T Qs 10h").unwrap().to_string(), "Q 10 10");
    assert_eq!(Cards::parse("B D As").unwrap().to_string(), "A Q J");
    assert_eq!(Cards::parse("Q♠ * d").unwrap().to_string(), "* Q Q");
    assert_eq!(Cards::parse("").unwrap(), Cards::EMPTY);
}

#[test]
fn rejects_malformed_cards() {
    for bad in ["1", "11", "X", "Qx", "♠", "10 Z"] {
        assert!(Cards::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn counts_and_extremes() {
    let c = Cards::parse("K K 6 3 2 2").unwrap();
    assert_eq!(c.len(), 6);
    assert_eq!(c.highest(), 11);
    assert_eq!(c.lowest(), 0);
    assert_eq!(c.distinct(), 4);
    assert_eq!(c.single_rank(), None);
    assert_eq!(Cards::parse("K K").unwrap().single_rank(), Some(11));
    assert_eq!(Cards::parse("*").unwrap().single_rank(), Some(JOKER));
    assert_eq!(Cards::EMPTY.single_rank(), None);
    assert_eq!(c.lowest_n(3).to_string(), "3 2 2");
}

#[test]
fn lowest_n_takes_the_lowest_cards_rank_by_rank() {
    let mut rng = crate::rng::Rng::seeded(3);
    for _ in 0..2000 {
        let mut counts = [0u8; RANKS];
        for _ in 0..rng.below(16) {
            counts[rng.below(RANKS as u32) as usize] += 1;
        }
        let hand = Cards::from_counts(&counts).unwrap();
        for k in 0..=hand.len() {
            let mut left = k;
            let mut expected = Cards::EMPTY;
            for rank in 0..RANKS as u8 {
                let take = hand.count(rank).min(left);
                expected = expected.plus(Cards::of(rank, take));
                left -= take;
            }
            assert_eq!(hand.lowest_n(k), expected, "{k} lowest of [{hand}]");
        }
    }
}

#[test]
fn nth_from_low_walks_the_pile() {
    let mut pile = Pile::EMPTY;
    pile.add(Cards::parse("* A A K 6 3 2 2").unwrap());
    pile.0[5] = 60;
    let expected: Vec<u8> = {
        let mut v: Vec<u8> = pile.ranks_high_to_low().collect();
        v.reverse();
        v
    };
    for (i, &r) in expected.iter().enumerate() {
        assert_eq!(pile.nth_from_low(i as u32, pile.len()), r, "index {i}");
    }
    pile.0[5] = 3;
    let small: Vec<u8> = {
        let mut v: Vec<u8> = pile.ranks_high_to_low().collect();
        v.reverse();
        v
    };
    for (i, &r) in small.iter().enumerate() {
        assert_eq!(pile.nth_from_low(i as u32, pile.len()), r, "index {i}");
    }
}

#[test]
fn word_tricks_agree_with_counting() {
    let mut rng = crate::rng::Rng::seeded(3);
    for _ in 0..20_000 {
        let mut random = || {
            let mut counts = [0u8; RANKS];
            for _ in 0..rng.below(16) {
                counts[rng.below(RANKS as u32) as usize] += 1;
            }
            (Cards::from_counts(&counts).unwrap(), counts)
        };
        let (a, ca) = random();
        let (b, cb) = random();
        assert_eq!(
            u32::from(a.len()),
            ca.iter().map(|&n| u32::from(n)).sum::<u32>()
        );
        let at_least = ca.iter().zip(&cb).all(|(x, y)| x >= y);
        assert_eq!(a.contains(b), at_least, "{a} contains {b}");
        assert_eq!(Pile::of(a).0, ca);
        for n in 1..=15 {
            let expected = (0..RANKS).filter(|&r| ca[r] >= n).map(|r| 1u64 << (4 * r));
            assert_eq!(a.ranks_with_at_least(n), expected.sum::<u64>(), "{a} {n}");
        }
    }
}

#[test]
fn piles_add_and_remove_multisets_rank_by_rank() {
    let c = Cards::parse("* A A K 6 3 2 2").unwrap();
    let mut pile = Pile::of(c);
    for r in 0..RANKS as u8 {
        assert_eq!(pile.count(r), c.count(r));
    }
    pile.0[5] = 200;
    pile.add(c);
    assert_eq!(
        (pile.count(5), pile.count(12), pile.count(JOKER)),
        (200, 4, 2)
    );
    pile.remove(c);
    assert_eq!(pile.len(), 200 + u32::from(c.len()));
}

#[test]
fn integer_order_is_high_to_low_order() {
    let a = Cards::parse("Q J").unwrap();
    let b = Cards::parse("Q 10").unwrap();
    let c = Cards::parse("K 2").unwrap();
    assert!(b < a && a < c);
}

#[test]
fn rank_bits_is_or_of_the_bits() {
    let plain = |x: u64| (x | (x >> 1) | (x >> 2) | (x >> 3)) & 0x1111_1111_1111_1111;
    let mut rng = crate::rng::Rng::seeded(36);
    for _ in 0..100_000 {
        // Any word, and words with many empty nibbles (hands of a few ranks).
        let x = rng.next_u64();
        for word in [
            x,
            x & rng.next_u64() & rng.next_u64(),
            x & 0x000F_00F0_0F00_F00F,
        ] {
            assert_eq!(Cards(word).rank_bits(), plain(word), "{word:#x}");
        }
    }
    for nibble in 0..16u64 {
        for r in 0..16 {
            let word = nibble << (4 * r);
            assert_eq!(Cards(word).rank_bits(), plain(word), "{word:#x}");
        }
    }
}

#[test]
fn ranks_held_twice_are_those_with_at_least_two() {
    let mut rng = crate::rng::Rng::seeded(37);
    for _ in 0..100_000 {
        // Any word, and words with many small counts (hands of the family).
        let x = rng.next_u64();
        for word in [
            x,
            x & 0x3333_3333_3333_3333,
            x & rng.next_u64() & 0x1313_3131_1133_3311,
        ] {
            assert_eq!(
                Cards(word).ranks_held_twice(),
                Cards(word).ranks_with_at_least(2),
                "{word:#x}"
            );
        }
    }
}

#[test]
fn one_is_one_card_of_the_rank() {
    for rank in 0..=255u8 {
        assert_eq!(Cards::one(rank), Cards::of(rank % 16, 1));
        assert_eq!(Cards::one(rank).count(rank % 16), 1);
        assert_eq!(Cards::one(rank).len(), 1);
    }
}

#[test]
fn few_len_is_len_up_to_15_cards() {
    let mut rng = crate::rng::Rng::seeded(31);
    for _ in 0..100_000 {
        let mut counts = [0u8; RANKS];
        let size = rng.below(16);
        for _ in 0..size {
            let rank = rng.below(RANKS as u32) as usize;
            counts[rank] += 1;
        }
        let cards = Cards::from_counts(&counts).unwrap();
        assert_eq!(cards.few_len(), cards.len(), "{cards}");
    }
    // All fifteen cards in one rank, in the top rank, and spread.
    for rank in 0..RANKS as u8 {
        assert_eq!(Cards::of(rank, 15).few_len(), 15);
    }
}

#[test]
fn without_a_rank_is_minus_all_its_cards() {
    let mut rng = crate::rng::Rng::seeded(38);
    for _ in 0..10_000 {
        let cards = Cards(rng.next_u64());
        for rank in 0..16 {
            let plain = cards.minus(Cards::of(rank, cards.count(rank)));
            assert_eq!(cards.without(rank), plain, "{:#x} without {rank}", cards.0);
        }
    }
}
