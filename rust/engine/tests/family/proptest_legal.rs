//! Property tests of legal-move generation and of whole matches (1.6, 1.7, 1.10 of `docs/rules/`).
//!
//! The reference implementations here are written from the rule text and share nothing with the
//! engine but the card encoding: sorted dominance on rank lists, jokers as the highest rank card
//! of their play, the give-off as the `k` lowest cards, subsets by index.

use std::collections::BTreeSet;

use proptest::prelude::*;
use zz_engine::card::{Cards, ACE, JOKER};
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{
    legal, play, Match, Move, MoveList, Phase, PlayList, Rules, WrittenList,
};
use zz_engine::rng::Rng;

// ------------------------------------------------------------------------------------------------
// The reference, from the rule text.

fn cards_of(ranks: &[u8]) -> Cards {
    ranks
        .iter()
        .fold(Cards::EMPTY, |c, &r| c.plus(Cards::of(r, 1)))
}

/// The ranks from high to low.
fn ranks_of(cards: Cards) -> Vec<u8> {
    cards.ranks_high_to_low().collect()
}

/// What a play counts as (1.10.2): jokers as the highest rank card of the play; jokers alone
/// stay jokers. From high to low.
fn counted(cards: Cards) -> Vec<u8> {
    let ranks = ranks_of(cards);
    let top = ranks.iter().copied().filter(|&r| r != JOKER).max();
    let mut out: Vec<u8> = ranks
        .iter()
        .map(|&r| if r == JOKER { top.unwrap_or(JOKER) } else { r })
        .collect();
    out.sort_unstable_by(|a, b| b.cmp(a));
    out
}

/// Sorted dominance (1.6): same size, each card >= the card at the same position.
fn dominates_ref(play: &[u8], best: &[u8]) -> bool {
    play.len() == best.len() && play.iter().zip(best).all(|(a, b)| a >= b)
}

fn beats_ref(play: Cards, best: Cards) -> bool {
    dominates_ref(&counted(play), &counted(best))
}

fn only_jokers_ref(hand: Cards) -> bool {
    ranks_of(hand).iter().all(|&r| r == JOKER)
}

/// A joker only with a rank card, unless the holder has nothing but jokers (1.10.2).
fn joker_rule_ref(p: Cards, hand: Cards) -> bool {
    let r = ranks_of(p);
    !r.contains(&JOKER) || r.iter().any(|&c| c != JOKER) || only_jokers_ref(hand)
}

/// The `k` lowest cards, jokers the highest.
fn give_off_ref(hand: Cards, k: usize) -> Cards {
    let mut r = ranks_of(hand);
    r.reverse();
    cards_of(&r[..k])
}

/// Every distinct `k`-multiset of the hand, from all 2^h subsets by index.
fn subsets_by_index(hand: Cards, k: usize) -> BTreeSet<Cards> {
    let r = ranks_of(hand);
    let mut out = BTreeSet::new();
    for mask in 0u32..(1 << r.len()) {
        if mask.count_ones() as usize == k {
            let chosen: Vec<u8> = (0..r.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| r[i])
                .collect();
            out.insert(cards_of(&chosen));
        }
    }
    out
}

fn sorted_by_order_key(mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(|m| m.order_key());
    moves
}

/// The follows by the rule text, filtering `legal::for_each_subset`.
fn follows_ref(hand: Cards, best: Cards, compulsory: bool) -> Vec<Move> {
    let k = best.len();
    let mut beating = Vec::new();
    legal::for_each_subset(hand, k, &mut |p| {
        if joker_rule_ref(p, hand) && beats_ref(p, best) {
            beating.push(Move::play(p));
        }
    });
    let lowest = Move::play(give_off_ref(hand, k as usize));
    let legal = if compulsory && !beating.is_empty() {
        beating
    } else if compulsory {
        vec![lowest]
    } else {
        if !beating.contains(&lowest) {
            beating.push(lowest);
        }
        beating
    };
    sorted_by_order_key(legal)
}

/// The leads by the rule text: one rank (jokers joining a rank card), jokers alone only from a
/// hand of jokers; at most `h - 1` cards.
fn leads_ref(hand: Cards) -> Vec<Move> {
    let h = hand.len();
    let mut out = Vec::new();
    for k in 1..h {
        legal::for_each_subset(hand, k, &mut |p| {
            let ranks: BTreeSet<u8> = ranks_of(p).into_iter().filter(|&r| r != JOKER).collect();
            let shape = if ranks.is_empty() {
                only_jokers_ref(hand)
            } else {
                ranks.len() == 1
            };
            if shape {
                out.push(Move::play(p));
            }
        });
    }
    sorted_by_order_key(out)
}

fn follows_of(hand: Cards, best: Cards, compulsory: bool) -> Vec<Move> {
    let mut out = PlayList::new();
    legal::follows(hand, play::effective(best), compulsory, &mut out);
    out.to_vec()
}

fn leads_of(hand: Cards) -> Vec<Move> {
    let mut out = PlayList::new();
    legal::leads(hand, &mut out);
    out.to_vec()
}

fn strictly_ordered(moves: &[Move]) -> bool {
    moves
        .windows(2)
        .all(|w| w[0].order_key() < w[1].order_key())
}

// ------------------------------------------------------------------------------------------------
// Strategies.

/// `n` cards in `min..=max`; with jokers, about one card in four is a joker.
fn cards(jokers: bool, min: usize, max: usize) -> impl Strategy<Value = Cards> {
    let top = if jokers { JOKER + 3 } else { ACE };
    prop::collection::vec(0..=top, min..=max).prop_map(|v| {
        let v: Vec<u8> = v.into_iter().map(|r| r.min(JOKER)).collect();
        cards_of(&v)
    })
}

/// A hand of 1..=12 cards and a best play of `k <= h` cards to follow.
fn follow_case() -> impl Strategy<Value = (Cards, Cards, bool, bool)> {
    (any::<bool>(), any::<bool>(), 1usize..=12).prop_flat_map(|(jokers, compulsory, h)| {
        (cards(jokers, h, h), 1..=h).prop_flat_map(move |(hand, k)| {
            (
                Just(hand),
                cards(jokers, k, k),
                Just(compulsory),
                Just(jokers),
            )
        })
    })
}

fn presets() -> [Rules; 4] {
    [
        Rules::standard(),
        Rules::twenty_two(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ]
}

// ------------------------------------------------------------------------------------------------
// Properties.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// `for_each_subset` lists each distinct k-multiset once, in increasing order, and exactly the
    /// multisets of the 2^h subsets by index.
    #[test]
    fn subsets_are_the_distinct_index_subsets(hand in cards(true, 0, 12), k in 0u8..=13) {
        let mut listed = Vec::new();
        legal::for_each_subset(hand, k, &mut |p| listed.push(p));
        prop_assert!(listed.windows(2).all(|w| w[0] < w[1]), "not increasing: {:?}", listed);
        let expected: Vec<Cards> = subsets_by_index(hand, k as usize).into_iter().collect();
        prop_assert_eq!(listed, expected);
    }

    /// Legal follows are the brute-force filter of the rule text over all k-subsets.
    #[test]
    fn follows_are_the_filtered_subsets((hand, best, compulsory, _j) in follow_case()) {
        let got = follows_of(hand, best, compulsory);
        let expected = follows_ref(hand, best, compulsory);
        prop_assert_eq!(&got, &expected, "hand [{}] best [{}] compulsory {}", hand, best, compulsory);
        prop_assert!(strictly_ordered(&got));
    }

    /// The give-off is always legal without compulsory beating; with it, exactly when nothing
    /// beats or the give-off beats itself. There is always a legal follow.
    #[test]
    fn the_give_off_is_legal((hand, best, compulsory, _j) in follow_case()) {
        let got = follows_of(hand, best, compulsory);
        prop_assert!(!got.is_empty());
        let k = best.len();
        let lowest = Move::play(play::give_off(hand, k));
        prop_assert_eq!(lowest, Move::play(give_off_ref(hand, k as usize)));
        let any_beat = got.iter().any(|m| beats_ref(m.cards(), best));
        let expected = !compulsory || !any_beat || beats_ref(lowest.cards(), best);
        prop_assert_eq!(got.contains(&lowest), expected, "hand [{}] best [{}]", hand, best);
        for m in &got {
            prop_assert_eq!(m.cards().len(), k);
            prop_assert!(hand.contains(m.cards()));
            prop_assert!(*m == lowest || beats_ref(m.cards(), best));
            prop_assert!(joker_rule_ref(m.cards(), hand));
        }
    }

    /// Leads keep a card, are of one rank (jokers joining a rank card), and are all of them.
    #[test]
    fn leads_keep_a_card(hand in cards(true, 1, 13)) {
        let got = leads_of(hand);
        prop_assert_eq!(&got, &leads_ref(hand), "hand [{}]", hand);
        prop_assert_eq!(got.is_empty(), hand.len() < 2);
        prop_assert!(strictly_ordered(&got));
        for m in &got {
            prop_assert!(m.cards().len() < hand.len());
            prop_assert!(hand.contains(m.cards()));
            prop_assert!(play::is_one_rank_with_jokers(m.cards()));
        }
    }

    /// Dominance is reflexive and transitive, and agrees with the rule text.
    #[test]
    fn dominance_is_a_preorder(
        (a, b, c) in (1usize..=8, any::<bool>()).prop_flat_map(|(k, j)| {
            (cards(j, k, k), cards(j, k, k), cards(j, k, k))
        })
    ) {
        for x in [a, b, c] {
            prop_assert!(play::dominates(play::effective(x), play::effective(x)));
            prop_assert!(play::beats(x, x));
        }
        for (x, y) in [(a, b), (b, a), (a, c), (c, a), (b, c), (c, b)] {
            prop_assert_eq!(play::beats(x, y), beats_ref(x, y), "[{}] vs [{}]", x, y);
        }
        let d = |x: Cards, y: Cards| play::dominates(play::effective(x), play::effective(y));
        for (x, y, z) in [(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)] {
            prop_assert!(!(d(x, y) && d(y, z)) || d(x, z), "[{}] [{}] [{}]", x, y, z);
        }
    }

    /// Lowering cards one by one keeps dominance, so chains are transitive: a >= b >= c.
    #[test]
    fn lowering_cards_keeps_dominance(
        (a, drops1, drops2) in (1usize..=10).prop_flat_map(|k| {
            (
                prop::collection::vec(0u8..=ACE, k),
                prop::collection::vec(0u8..=4, k),
                prop::collection::vec(0u8..=4, k),
            )
        })
    ) {
        let b: Vec<u8> = a.iter().zip(&drops1).map(|(&r, &d)| r.saturating_sub(d)).collect();
        let c: Vec<u8> = b.iter().zip(&drops2).map(|(&r, &d)| r.saturating_sub(d)).collect();
        let (a, b, c) = (cards_of(&a), cards_of(&b), cards_of(&c));
        prop_assert!(play::dominates(a, b));
        prop_assert!(play::dominates(b, c));
        prop_assert!(play::dominates(a, c));
        prop_assert_eq!(play::dominates(b, a), b == a);
    }

    /// The exchange lists every distinct discard the stock allows, nothing first, in order.
    #[test]
    fn exchanges_are_every_discard(hand in cards(true, 1, 10), max in 0u8..=13) {
        let mut out = WrittenList::new();
        legal::exchanges(hand, max, &mut out);
        prop_assert!(strictly_ordered(&out));
        let mut counted = MoveList::new();
        counted.count_discards(hand, max);
        prop_assert_eq!(counted.to_vec(), out.to_vec(), "counted as written");
        let mut expected = Vec::new();
        for k in 0..=max.min(hand.len()) {
            expected.extend(subsets_by_index(hand, k as usize).into_iter().map(Move::exchange));
        }
        prop_assert_eq!(out.to_vec(), sorted_by_order_key(expected));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A match of random legal moves stays consistent after every move, its legal moves are
    /// never empty before the end and always distinct and ordered, and it ends with a result.
    #[test]
    fn random_matches_stay_consistent(
        preset in 0usize..4,
        players in prop::sample::select(vec![2usize, 3, 4, 5, 6, 7, 8, 12]),
        seed in any::<u64>(),
        choices in any::<u64>(),
    ) {
        let rules = presets()[preset];
        let mut m = Match::new(players, rules, seed).unwrap();
        m.check_consistency().unwrap();
        let mut rng = Rng::seeded(choices);
        let mut moves = MoveList::new();
        let mut steps = 0u32;
        while !m.is_over() {
            m.legal_moves(&mut moves);
            prop_assert!(!moves.is_empty(), "no legal move before the end");
            prop_assert!(strictly_ordered(&moves.to_vec()), "legal moves not strictly ordered");
            let mv = moves.get(rng.below(moves.len() as u32) as usize);
            let totals = m.totals().to_vec();
            m.apply(mv).unwrap();
            steps += 1;
            if let Err(e) = m.check_consistency() {
                return Err(TestCaseError::fail(format!("after move {steps} ({mv}): {e}")));
            }
            prop_assert!(m.totals().iter().zip(&totals).all(|(a, b)| a >= b));
            prop_assert!(steps < 100_000, "the match does not end");
        }
        prop_assert_eq!(m.phase(), Phase::Over);
        let outcome = m.outcome().unwrap();
        prop_assert!(!outcome.winners.is_empty());
        for p in 0..players {
            prop_assert_eq!(outcome.places[p] == 1, outcome.winners.has(p));
        }
    }
}
