//! The plan of a hand: a five-card hand is kept together only for what it saves, and one that
//! saves nothing is no saving (it once wrapped round to a huge one and was always taken).

use zz_engine::games::big_two::partition::Partition;
use zz_engine::games::big_two::Rules;

/// Strength space: rank `r` (0 = the 3) takes bits `4r` to `4r + 3`, ♦ ♣ ♥ ♠.
fn card(rank: u32, suit: u32) -> u64 {
    1 << (4 * rank + suit)
}

#[test]
fn two_flushes_of_the_same_five_ranks_are_five_pairs() {
    // 3 5 7 9 J in diamonds and in clubs: either flush leaves all five ranks, saving no play.
    let hand: u64 = [0, 2, 4, 6, 8]
        .iter()
        .map(|&r| card(r, 0) | card(r, 1))
        .sum();
    let plan = Partition::of(hand, &Rules::standard());
    assert_eq!(plan.units().len(), 5, "{:x?}", plan.units());
    assert!(plan.units().iter().all(|u| u.count_ones() == 2));
}

#[test]
fn a_flush_of_ranks_held_once_is_kept() {
    let hand: u64 = [0, 2, 4, 6, 8].iter().map(|&r| card(r, 0)).sum::<u64>() | card(12, 3);
    let plan = Partition::of(hand, &Rules::standard());
    assert!(plan.units().iter().any(|u| u.count_ones() == 5));
}
