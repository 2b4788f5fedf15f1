//! The memo of hands' plans answers as the plain split does: on random hands of every size a
//! hand can have, under every straights variant, with the memo's slots colliding (many more hands
//! than slots) and hands planned again (found in the memo) and under another variant in between.

use zz_engine::games::big_two::partition::Partition;
use zz_engine::games::big_two::plan_cache::{planned, with_plan, SLOTS};
use zz_engine::games::big_two::{Rules, Straights};
use zz_engine::rng::Rng;

/// A random strength-space hand of `cards` cards from the 52.
fn hand(cards: u32, rng: &mut Rng) -> u64 {
    let mut bits = 0u64;
    while bits.count_ones() < cards {
        bits |= 1 << rng.below(52);
    }
    bits
}

#[test]
fn the_memo_answers_as_the_plain_split_does() {
    let variants = [
        Straights::Standard,
        Straights::A2345High,
        Straights::Two3456High,
        Straights::NoTwos,
    ];
    let mut rng = Rng::seeded(2026);
    let mut seen: Vec<u64> = Vec::new();
    for i in 0..20 * SLOTS {
        let rules = Rules {
            straights: variants[i % variants.len()],
            ..Rules::standard()
        };
        // New hands, and now and then one planned before (possibly under another variant).
        let h = if i % 3 == 2 && !seen.is_empty() {
            seen[rng.below(seen.len() as u32) as usize]
        } else {
            hand(1 + rng.below(18), &mut rng)
        };
        seen.push(h);
        for _ in 0..2 {
            assert_eq!(
                planned(h, &rules),
                Partition::of(h, &rules),
                "{h:#x} {rules:?}"
            );
        }
    }
}

#[test]
fn a_plan_asked_for_inside_another_is_the_plain_split_too() {
    let rules = Rules::standard();
    let (outer, inner) = (0x1F_0F0F_u64, 0xF0_F0F0_1111_u64);
    let (a, b) = with_plan(outer, &rules, |p| (p.clone(), planned(inner, &rules)));
    assert_eq!(a, Partition::of(outer, &rules));
    assert_eq!(b, Partition::of(inner, &rules));
}
