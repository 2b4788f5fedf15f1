//! Big Two's cards and combinations (2.1, 2.2 and the suit order, flush and straight options of
//! 2.5): every rule and every worked example of the rules as a test named after it, under every
//! suit order and straight variant where it matters.

use zz_engine::card::SuitedCards;
use zz_engine::games::big_two::order::{high_to_low, lowest_card, strength};
use zz_engine::games::big_two::{
    beats, classify, legal, Combination, GameRules, Move, MoveList, OptionValue, Rules, Turn,
};

fn c(text: &str) -> SuitedCards {
    SuitedCards::parse(text).unwrap()
}

fn with(rules: Rules, name: &str, value: &str) -> Rules {
    rules
        .with_option(name, &OptionValue::Str(value.into()))
        .unwrap()
}

fn suit_order(value: &str) -> Rules {
    with(Rules::standard(), "suit_order", value)
}

fn straights(value: &str) -> Rules {
    with(Rules::standard(), "straights", value)
}

const SUIT_ORDERS: [&str; 3] = ["standard", "bridge", "philippines"];
const STRAIGHTS: [&str; 4] = ["standard", "a2345_high", "23456_high", "no_twos"];

/// Every suit order with every straight variant, flushes both ways.
fn every_rule_set() -> Vec<Rules> {
    let mut all = Vec::new();
    for order in SUIT_ORDERS {
        for s in STRAIGHTS {
            for by_rank in [false, true] {
                let r = with(suit_order(order), "straights", s)
                    .with_option("flush_by_rank", &OptionValue::Bool(by_rank))
                    .unwrap();
                all.push(r);
            }
        }
    }
    all
}

/// Asserts that each play of `plays` beats the one before it, and no play an earlier one.
fn ascending(plays: &[&str], rules: &Rules) {
    for (i, low) in plays.iter().enumerate() {
        for high in &plays[i + 1..] {
            assert!(
                beats(c(high), c(low), rules),
                "{high} beats {low} ({rules})"
            );
            assert!(
                !beats(c(low), c(high), rules),
                "{low} beats {high} ({rules})"
            );
        }
    }
}

/// Asserts that neither play beats the other.
fn equal(a: &str, b: &str, rules: &Rules) {
    assert!(
        !beats(c(a), c(b), rules) && !beats(c(b), c(a), rules),
        "{a} = {b} ({rules})"
    );
}

// --- 2.1 cards and order --------------------------------------------------------------------

#[test]
fn ranks_run_from_the_3_up_to_the_ace_and_then_the_2() {
    for r in every_rule_set() {
        ascending(
            &[
                "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "Js", "Qs", "Ks", "As", "2s",
            ],
            &r,
        );
        // Any card of a higher rank beats any of a lower one, whatever the suits.
        ascending(
            &["3d", "3c", "3h", "3s", "4d", "4c", "4h", "4s"],
            &Rules::standard(),
        );
    }
}

#[test]
fn suits_order_within_a_rank_per_suit_order() {
    ascending(&["7d", "7c", "7h", "7s"], &suit_order("standard"));
    ascending(&["7c", "7d", "7h", "7s"], &suit_order("bridge"));
    ascending(&["7c", "7s", "7h", "7d"], &suit_order("philippines"));
}

#[test]
fn a_seven_of_hearts_beats_a_seven_of_clubs_and_every_eight_every_seven() {
    let r = Rules::standard();
    assert!(beats(c("7h"), c("7c"), &r));
    for eight in ["8d", "8c", "8h", "8s"] {
        for seven in ["7d", "7c", "7h", "7s"] {
            assert!(beats(c(eight), c(seven), &r));
        }
    }
}

#[test]
fn three_of_diamonds_is_the_lowest_card_and_two_of_spades_the_highest() {
    let r = Rules::standard();
    assert_eq!(strength(c("3d").iter().next().unwrap(), &r), 0);
    assert_eq!(strength(c("2s").iter().next().unwrap(), &r), 51);
    for card in SuitedCards::DECK.iter() {
        let single = SuitedCards::of(card);
        assert!(card.to_string() == "3♦" || beats(single, c("3d"), &r));
        assert!(card.to_string() == "2♠" || beats(c("2s"), single, &r));
    }
}

#[test]
fn the_lowest_card_per_suit_order() {
    for (order, lowest, highest) in [
        ("standard", "3♦", "2♠"),
        ("bridge", "3♣", "2♠"),
        ("philippines", "3♣", "2♦"),
    ] {
        let r = suit_order(order);
        assert_eq!(lowest_card(&r).to_string(), lowest, "{order}");
        let top = high_to_low(SuitedCards::DECK, &r).next().unwrap();
        assert_eq!(top.to_string(), highest, "{order}");
        assert_eq!(
            high_to_low(SuitedCards::DECK, &r).last(),
            Some(lowest_card(&r))
        );
    }
}

#[test]
fn cards_show_high_to_low_in_the_games_order() {
    let hand = c("3d 2c As 10h 10s 3c");
    let shown = |r: &Rules| {
        high_to_low(hand, r)
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(shown(&Rules::standard()), "2♣ A♠ 10♠ 10♥ 3♣ 3♦");
    assert_eq!(shown(&suit_order("bridge")), "2♣ A♠ 10♠ 10♥ 3♦ 3♣");
    assert_eq!(shown(&suit_order("philippines")), "2♣ A♠ 10♥ 10♠ 3♦ 3♣");
}

// --- 2.2 combinations -----------------------------------------------------------------------

#[test]
fn combinations_have_their_names() {
    let names: Vec<&str> = Combination::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(
        names,
        [
            "single",
            "pair",
            "triple",
            "straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "straight_flush"
        ]
    );
    let r = Rules::standard();
    for (cards, kind) in [
        ("Ks", Combination::Single),
        ("Ks Kd", Combination::Pair),
        ("Ks Kd Kc", Combination::Triple),
        ("5h 6c 7d 8s 9h", Combination::Straight),
        ("3h 6h 9h Qh Ah", Combination::Flush),
        ("Js Jh Jd 4c 4s", Combination::FullHouse),
        ("7s 7h 7d 7c Qd", Combination::FourOfAKind),
        ("10s Js Qs Ks As", Combination::StraightFlush),
    ] {
        assert_eq!(classify(c(cards), &r), Some(kind), "{cards}");
        assert_eq!(kind.size(), c(cards).len());
    }
}

#[test]
fn four_cards_alone_are_never_a_play() {
    for r in every_rule_set() {
        for four in ["7s 7h 7d 7c", "3d 4d 5d 6d", "3d 3c 4d 4c", "As Ks Qs Js"] {
            assert_eq!(classify(c(four), &r), None, "{four}");
        }
    }
}

#[test]
fn only_one_two_three_or_five_cards_make_a_play() {
    let r = Rules::standard();
    assert_eq!(classify(SuitedCards::EMPTY, &r), None);
    assert_eq!(classify(c("3d 4d 5d 6d 7d 8d"), &r), None);
    assert_eq!(classify(SuitedCards::DECK, &r), None);
    // Bits beyond the deck are no cards.
    assert_eq!(classify(SuitedCards(1 << 60), &r), None);
    assert!(!beats(SuitedCards(1 << 60 | 1), c("3d"), &r));
}

#[test]
fn two_or_three_cards_of_different_ranks_are_no_play() {
    let r = Rules::standard();
    for bad in ["3d 4d", "Ks As", "9s 9h 10s", "2s 2h As"] {
        assert_eq!(classify(c(bad), &r), None, "{bad}");
    }
}

#[test]
fn five_cards_of_no_kind_are_no_play() {
    let r = Rules::standard();
    for bad in [
        "3d 3c 4d 4c 5s",
        "3d 3c 3h 4d 5s",
        "3d 4c 5h 6s 8d",
        "9s 9h 9d 9c 2s 2h",
    ] {
        assert_eq!(classify(c(bad), &r), None, "{bad}");
    }
}

#[test]
fn singles_compare_by_rank_then_suit() {
    for order in SUIT_ORDERS {
        let r = suit_order(order);
        let suits: Vec<String> = high_to_low(c("Jd Jc Jh Js"), &r)
            .map(|x| x.to_string())
            .collect();
        let low_to_high: Vec<&str> = suits.iter().rev().map(String::as_str).collect();
        ascending(&low_to_high, &r);
        for q in ["Qd", "Qc", "Qh", "Qs"] {
            assert!(beats(c(q), c(low_to_high[3]), &r));
        }
    }
}

#[test]
fn nine_spades_pair_beats_nine_hearts_pair() {
    // 9♠ 9♦ beats 9♥ 9♣: the spade is above the heart (in every suit order the rules name,
    // the highest suit of the first pair is above the highest of the second).
    for order in SUIT_ORDERS {
        let r = suit_order(order);
        assert!(beats(c("9s 9d"), c("9h 9c"), &r), "{order}");
        assert!(!beats(c("9h 9c"), c("9s 9d"), &r), "{order}");
    }
}

#[test]
fn pairs_compare_by_rank_then_their_highest_suit() {
    let r = Rules::standard();
    ascending(&["3d 3c", "3d 3h", "3d 3s", "4d 4c", "2h 2s"], &r);
    equal("3d 3h", "3c 3h", &r);
    // The same highest card: of equal strength, neither beats the other.
    equal("9s 9d", "9s 9c", &r);
    equal("9s 9d", "9s 9h", &r);
    ascending(&["9h 9c", "9s 9d"], &r);
}

#[test]
fn triples_compare_by_rank_then_their_highest_suit() {
    let r = Rules::standard();
    ascending(
        &["3d 3c 3h", "3d 3c 3s", "4d 4c 4h", "As Ah Ad", "2d 2c 2h"],
        &r,
    );
    equal("8s 8h 8d", "8s 8h 8c", &r);
}

#[test]
fn a_play_beats_only_a_play_of_its_own_number_of_cards() {
    let r = Rules::standard();
    assert!(!beats(c("2s 2h"), c("3d"), &r));
    assert!(!beats(c("2s"), c("3d 3c"), &r));
    assert!(!beats(c("2s 2h 2d"), c("3d 3c"), &r));
    assert!(!beats(c("10s Js Qs Ks As"), c("3d 3c 3h"), &r));
    // No play beats a set that is no play, and a set that is no play beats nothing.
    assert!(!beats(c("2s 2h 2d 2c"), c("3d 3c 3h 3s"), &r));
    assert!(!beats(c("2s 2h"), c("3d 4d"), &r));
    assert!(!beats(c("3d 4d"), c("3c"), &r));
}

// --- straights ------------------------------------------------------------------------------

/// The ten straights from A-2-3-4-5 up, suits mixed.
const STRAIGHTS_UP: [&str; 10] = [
    "Ac 2d 3c 4h 5s",
    "2c 3d 4c 5h 6s",
    "3c 4d 5c 6h 7s",
    "4c 5d 6c 7h 8s",
    "5c 6d 7c 8h 9s",
    "6c 7d 8c 9h 10s",
    "7c 8d 9c 10h Js",
    "8c 9d 10c Jh Qs",
    "9c 10d Jc Qh Ks",
    "10c Jd Qc Kh As",
];

#[test]
fn a_straight_is_five_consecutive_ranks_with_suits_mixed() {
    for r in every_rule_set() {
        for s in &STRAIGHTS_UP[2..] {
            assert_eq!(classify(c(s), &r), Some(Combination::Straight), "{s}");
        }
    }
}

#[test]
fn ace_may_end_a_straight_but_never_stand_in_its_middle() {
    let r = Rules::standard();
    assert_eq!(
        classify(c(STRAIGHTS_UP[0]), &r),
        Some(Combination::Straight)
    );
    assert_eq!(
        classify(c(STRAIGHTS_UP[9]), &r),
        Some(Combination::Straight)
    );
    for middle in ["Kc Ad 2c 3h 4s", "Qc Kd Ac 2h 3s", "Jc Qd Kc Ah 2s"] {
        for r in every_rule_set() {
            assert_eq!(classify(c(middle), &r), None, "{middle}");
        }
    }
}

#[test]
fn j_q_k_a_2_is_no_straight() {
    for r in every_rule_set() {
        assert_eq!(classify(c("Jc Qd Kc Ah 2s"), &r), None);
        // Of one suit it is a flush, not a straight flush.
        assert_eq!(classify(c("Js Qs Ks As 2s"), &r), Some(Combination::Flush));
    }
}

#[test]
fn q_k_a_2_3_is_no_straight() {
    for r in every_rule_set() {
        assert_eq!(classify(c("Qc Kd Ac 2h 3s"), &r), None);
        assert_eq!(classify(c("Qh Kh Ah 2h 3h"), &r), Some(Combination::Flush));
    }
}

#[test]
fn straights_rank_by_their_top_card_from_a2345_up() {
    let r = Rules::standard();
    ascending(&STRAIGHTS_UP, &r);
}

#[test]
fn equal_straights_are_split_by_the_top_cards_suit() {
    // Ben's 5♥ 6♣ 7♦ 8♠ 9♥ and Carla's 5♠ 6♦ 7♣ 8♥ 9♠ both end with a 9: the spade beats the
    // heart. Dan's 6♣ 7♦ 8♣ 9♥ 10♦ beats both: its top card is a 10.
    let r = Rules::standard();
    let (ben, carla, dan) = ("5h 6c 7d 8s 9h", "5s 6d 7c 8h 9s", "6c 7d 8c 9h 10d");
    assert!(beats(c(carla), c(ben), &r));
    assert!(!beats(c(ben), c(carla), &r));
    assert!(beats(c(dan), c(ben), &r) && beats(c(dan), c(carla), &r));
    // Only the top card's suit counts.
    equal("5s 6d 7c 8h 9s", "5d 6d 7d 8d 9s", &r);
}

#[test]
fn the_top_card_of_a2345_is_its_5_and_of_23456_its_6() {
    for s in ["standard", "a2345_high", "23456_high"] {
        let r = straights(s);
        // The 2♠ and the A♠ do not count: the 5 and the 6 are the top cards.
        assert!(beats(c("Ad 2d 3d 4c 5s"), c("As 2s 3c 4d 5h"), &r), "{s}");
        assert!(beats(c("2d 3d 4c 5c 6s"), c("2s 3c 4d 5h 6h"), &r), "{s}");
    }
}

#[test]
fn straight_order_with_a2345_high() {
    let r = straights("a2345_high");
    let mut order: Vec<&str> = STRAIGHTS_UP[1..].to_vec();
    order.push(STRAIGHTS_UP[0]);
    ascending(&order, &r);
}

#[test]
fn straight_order_with_23456_high() {
    let r = straights("23456_high");
    let mut order: Vec<&str> = vec![STRAIGHTS_UP[0]];
    order.extend(&STRAIGHTS_UP[2..]);
    order.push(STRAIGHTS_UP[1]);
    ascending(&order, &r);
}

#[test]
fn no_twos_allows_no_2_in_a_straight() {
    let r = straights("no_twos");
    assert_eq!(classify(c(STRAIGHTS_UP[0]), &r), None);
    assert_eq!(classify(c(STRAIGHTS_UP[1]), &r), None);
    ascending(&STRAIGHTS_UP[2..], &r);
    // Of one suit they are flushes, and 3-4-5-6-7 is the lowest straight flush.
    assert_eq!(classify(c("Ah 2h 3h 4h 5h"), &r), Some(Combination::Flush));
    assert_eq!(classify(c("2h 3h 4h 5h 6h"), &r), Some(Combination::Flush));
    assert_eq!(
        classify(c("3d 4d 5d 6d 7d"), &r),
        Some(Combination::StraightFlush)
    );
}

// --- flushes --------------------------------------------------------------------------------

#[test]
fn flushes_compare_by_suit_first() {
    // Anna's heart flush 3♥ 6♥ 9♥ Q♥ A♥; Ben's club flush with a king does not beat it (clubs
    // are below hearts); Carla's spade flush 2♠ 4♠ 5♠ 7♠ 8♠ does, low cards and all.
    let (anna, ben, carla) = ("3h 6h 9h Qh Ah", "4c 5c 8c Jc Kc", "2s 4s 5s 7s 8s");
    for order in ["standard", "bridge"] {
        let r = suit_order(order);
        assert!(!beats(c(ben), c(anna), &r) && beats(c(anna), c(ben), &r));
        assert!(beats(c(carla), c(anna), &r) && beats(c(carla), c(ben), &r));
    }
    // In the Philippine order diamonds are the highest suit and spades below hearts.
    let r = suit_order("philippines");
    assert!(beats(c(anna), c(carla), &r));
    assert!(beats(c("3d 4d 6d 7d 9d"), c("9s Js Qs Ks As"), &r));
}

#[test]
fn flushes_of_one_suit_compare_by_highest_card_then_the_next() {
    let r = Rules::standard();
    ascending(
        &[
            "3h 4h 5h 6h 8h",
            "3h 4h 5h 7h 8h",
            "3h 4h 5h 6h 9h",
            "2h 3h 4h 5h 7h",
            "2h Ah Kh Qh 10h",
        ],
        &r,
    );
    // A 2 is the highest card of a flush.
    assert!(beats(c("2d 3d 4d 5d 7d"), c("Ad Kd Qd Jd 9d"), &r));
}

#[test]
fn flush_by_rank_compares_highest_cards_first() {
    let r = Rules::hong_kong();
    let (anna, ben, carla) = ("3h 6h 9h Qh Ah", "4c 5c 8c Jc Kc", "2s 4s 5s 7s 8s");
    assert!(beats(c(anna), c(ben), &r), "an ace beats a king");
    assert!(beats(c(carla), c(anna), &r), "a 2 beats an ace");
    // Then the next highest, whatever the suits.
    assert!(beats(c("Ad Kd 4d 5d 6d"), c("As Qs Js 10s 8s"), &r));
    assert!(beats(c("Ad Kd Qd 5d 4d"), c("As Ks Js 10s 9s"), &r));
    for order in SUIT_ORDERS {
        let r = with(Rules::hong_kong(), "suit_order", order);
        assert!(
            beats(c("3d 5d 7d 9d Jd"), c("3s 5s 7s 9s 10s"), &r),
            "{order}"
        );
    }
}

#[test]
fn flush_by_rank_splits_equal_ranks_by_suit() {
    let r = Rules::hong_kong();
    ascending(
        &[
            "3d 5d 7d 9d Jd",
            "3c 5c 7c 9c Jc",
            "3h 5h 7h 9h Jh",
            "3s 5s 7s 9s Js",
        ],
        &r,
    );
    let p = with(Rules::hong_kong(), "suit_order", "philippines");
    ascending(
        &[
            "3c 5c 7c 9c Jc",
            "3s 5s 7s 9s Js",
            "3h 5h 7h 9h Jh",
            "3d 5d 7d 9d Jd",
        ],
        &p,
    );
}

// --- full houses, fours, straight flushes ---------------------------------------------------

#[test]
fn full_houses_compare_by_the_triple() {
    let r = Rules::standard();
    assert_eq!(
        classify(c("Js Jh Jd 4c 4s"), &r),
        Some(Combination::FullHouse)
    );
    ascending(
        &["3d 3c 3h 2s 2h", "10s 10h 10d As Ah", "Jd Jc Jh 4d 4c"],
        &r,
    );
    equal("Jd Jc Jh 4d 4c", "Js Jc Jh As Ah", &r);
}

#[test]
fn four_of_a_kind_plus_any_fifth_compare_by_the_four() {
    let r = Rules::standard();
    assert_eq!(
        classify(c("7s 7h 7d 7c Qd"), &r),
        Some(Combination::FourOfAKind)
    );
    ascending(&["7s 7h 7d 7c 2s", "8s 8h 8d 8c 3d", "2s 2h 2d 2c 3d"], &r);
    equal("7s 7h 7d 7c Qd", "7s 7h 7d 7c 3d", &r);
}

#[test]
fn straight_flushes_compare_as_straights() {
    let r = Rules::standard();
    ascending(
        &[
            "As 2s 3s 4s 5s",
            "2d 3d 4d 5d 6d",
            "3d 4d 5d 6d 7d",
            "3s 4s 5s 6s 7s",
            "10d Jd Qd Kd Ad",
            "10h Jh Qh Kh Ah",
            "10s Js Qs Ks As",
        ],
        &r,
    );
    let high = straights("a2345_high");
    assert!(beats(c("Ad 2d 3d 4d 5d"), c("10s Js Qs Ks As"), &high));
    let high = straights("23456_high");
    assert!(beats(c("2d 3d 4d 5d 6d"), c("10s Js Qs Ks As"), &high));
    assert!(beats(c("10s Js Qs Ks As"), c("Ad 2d 3d 4d 5d"), &high));
}

/// Examples of each five-card kind, weakest kind first, each from its weakest to its strongest.
const FIVE_CARD_KINDS: [[&str; 3]; 5] = [
    ["Ac 2d 3c 4h 5d", "8c 9d 10c Jh Qs", "10c Jd Qc Kh As"],
    ["3d 4d 5d 6d 8d", "2h 4h 6h 8h 10h", "As Ks Qs Js 2s"],
    ["3d 3c 3h 4s 4h", "9s 9h 9d 2s 2h", "2s 2h 2d As Ah"],
    ["3d 3c 3h 3s 4d", "Qs Qh Qd Qc 3d", "2s 2h 2d 2c As"],
    ["Ad 2d 3d 4d 5d", "7c 8c 9c 10c Jc", "10s Js Qs Ks As"],
];

#[test]
fn any_stronger_kind_beats_any_weaker() {
    let r = Rules::standard();
    for (weaker, kinds) in FIVE_CARD_KINDS.iter().enumerate() {
        for stronger in &FIVE_CARD_KINDS[weaker + 1..] {
            for low in kinds {
                for high in stronger {
                    assert!(beats(c(high), c(low), &r), "{high} beats {low}");
                    assert!(!beats(c(low), c(high), &r), "{low} beats {high}");
                }
            }
        }
        ascending(kinds, &r);
    }
}

#[test]
fn royal_spade_straight_flush_is_the_strongest_play() {
    // Under the standard and bridge suit orders, with every straight variant that keeps
    // 10-J-Q-K-A on top, it beats every other five-card play of the deck's straights and fours.
    let royal = c("10s Js Qs Ks As");
    let mut others = Vec::new();
    for kinds in &FIVE_CARD_KINDS {
        others.extend(kinds.iter().map(|k| c(k)));
    }
    others.extend(["10h Jh Qh Kh Ah", "9s 10s Js Qs Ks", "2s 2h 2d 2c As"].map(c));
    others.retain(|&o| o != royal);
    for order in ["standard", "bridge"] {
        for s in ["standard", "no_twos"] {
            for by_rank in [false, true] {
                let r = with(suit_order(order), "straights", s)
                    .with_option("flush_by_rank", &OptionValue::Bool(by_rank))
                    .unwrap();
                for &o in others.iter().filter(|&&o| classify(o, &r).is_some()) {
                    assert!(beats(royal, o, &r), "{o} ({r})");
                }
            }
        }
    }
    // In the Philippine order diamonds are the highest suit: the royal diamond flush is on top.
    let p = suit_order("philippines");
    assert!(beats(c("10d Jd Qd Kd Ad"), royal, &p));
}

// --- a worked round and the legal moves it leads to ------------------------------------------

#[test]
fn every_play_of_the_worked_round_beats_the_last() {
    // Anna leads 3♦ 3♠; Ben 6♣ 6♥; Carla passes; Dan 10♦ 10♣; Anna K♣ K♠; Ben passes; Carla
    // 2♦ 2♥; everyone passes; Carla leads a single 4♣.
    let r = Rules::standard();
    let plays = ["3d 3s", "6c 6h", "10d 10c", "Kc Ks", "2d 2h"];
    for pair in plays.windows(2) {
        assert!(
            beats(c(pair[1]), c(pair[0]), &r),
            "{} on {}",
            pair[1],
            pair[0]
        );
    }
    assert_eq!(classify(c("4c"), &r), Some(Combination::Single));
}

fn listed(hand: &str, turn: Turn, rules: &Rules) -> Vec<Move> {
    let mut out = MoveList::new();
    legal::moves(c(hand), turn, rules, &mut out);
    out
}

/// The moves written as plays of cards, or `pass`.
fn moves(written: &[&str]) -> Vec<Move> {
    written
        .iter()
        .map(|&m| {
            if m == "pass" {
                Move::PASS
            } else {
                Move::play(c(m))
            }
        })
        .collect()
}

#[test]
fn the_first_lead_must_hold_the_lowest_card() {
    let hand = "3d 3c 4h 5s 6d 7c 9h 9s";
    for order in SUIT_ORDERS {
        let r = suit_order(order);
        let lowest = lowest_card(&r);
        let turn = Turn {
            last: None,
            must_hold: Some(lowest),
            may_pass: false,
        };
        let out = listed(hand, turn, &r);
        assert!(out.iter().all(|m| m.cards().has(lowest)), "{order}");
        // The lowest card alone, the pair of threes, and the straight 3-4-5-6-7 with it.
        assert_eq!(out.len(), 3, "{order}: {out:?}");
    }
}

#[test]
fn a_follow_lists_stronger_plays_of_the_same_size_then_the_pass() {
    let r = Rules::standard();
    let follow = |last: &str| Turn {
        last: Some(c(last)),
        must_hold: None,
        may_pass: true,
    };
    assert_eq!(
        listed("3d 9c 9s Kh 2d", follow("9h"), &r),
        moves(&["9s", "Kh", "2d", "pass"])
    );
    assert_eq!(
        listed("3d 9c 9s 9d Kh Ks 2d", follow("9h 9c"), &r),
        moves(&["9s 9d", "9s 9c", "Ks Kh", "pass"])
    );
    assert_eq!(listed("3d 9c 9s", follow("2s"), &r), moves(&["pass"]));
}

#[test]
fn a_turn_with_no_play_lists_the_pass_alone() {
    let r = Rules::standard();
    let turn = Turn {
        last: Some(c("2s 2h")),
        must_hold: None,
        may_pass: false,
    };
    assert_eq!(listed("3d 4d 2c 2d", turn, &r), moves(&["pass"]));
    let lead = Turn {
        last: None,
        must_hold: Some(lowest_card(&r)),
        may_pass: false,
    };
    assert_eq!(listed("4d 5d", lead, &r), moves(&["pass"]));
}

#[test]
fn a_lead_lists_every_kind_by_size_weakest_first() {
    let r = Rules::standard();
    let lead = Turn {
        last: None,
        must_hold: None,
        may_pass: false,
    };
    assert_eq!(
        listed("3d 3s 4c 5h 6d 7d", lead, &r),
        moves(&[
            "3d",
            "3s",
            "4c",
            "5h",
            "6d",
            "7d",
            "3s 3d",
            "7d 6d 5h 4c 3d",
            "7d 6d 5h 4c 3s",
        ])
    );
}
