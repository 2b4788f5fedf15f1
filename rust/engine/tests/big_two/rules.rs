//! Big Two's rules of play, scoring and the match (2.3-2.5), one test a rule, each named after
//! the rule it pins. Positions are dealt with chosen hands (`Match::from_hands`) or from seeds.

use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::game::Game;
use zz_engine::games::big_two::{Event, Match, Move, Rules};
use zz_engine::options::{GameRules, OptionValue};

fn cards(text: &str) -> SuitedCards {
    SuitedCards::parse(text).unwrap()
}

fn card(text: &str) -> SuitedCard {
    SuitedCard::parse(text).unwrap()
}

fn play(text: &str) -> Move {
    Move::play(cards(text))
}

fn with(rules: Rules, name: &str, value: OptionValue) -> Rules {
    rules.with_option(name, &value).unwrap()
}

/// Four hands of 13: seat 0 holds the 3♦ and low singles, the others what each test needs.
fn four(rules: Rules) -> Match {
    let hands = [
        cards("3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d"),
        cards("3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ac 2c"),
        cards("3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah 2h"),
        cards("3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As 2s"),
    ];
    Match::from_hands(rules, 1, &hands, None, 7).unwrap()
}

#[test]
fn the_holder_of_the_lowest_card_leads_and_the_lead_contains_it() {
    let m = four(Rules::standard());
    assert_eq!(m.current_player(), Some(0));
    assert_eq!(m.must_hold(), Some(card("3d")));
    assert!(m.check(play("4d")).is_err());
    assert!(m.check(play("3d")).is_ok());
    // Bridge and Philippine orders: the 3♣ is the lowest card.
    for order in ["bridge", "philippines"] {
        let m = four(with(
            Rules::standard(),
            "suit_order",
            OptionValue::Str(order.into()),
        ));
        assert_eq!(m.current_player(), Some(1), "{order}");
        assert_eq!(m.must_hold(), Some(card("3c")));
    }
}

#[test]
fn play_passes_to_the_right_by_default_and_to_the_left_when_clockwise() {
    let mut m = four(Rules::standard());
    m.apply(play("3d")).unwrap();
    assert_eq!(m.current_player(), Some(3));
    let mut m = four(with(
        Rules::standard(),
        "clockwise",
        OptionValue::Bool(true),
    ));
    m.apply(play("3d")).unwrap();
    assert_eq!(m.current_player(), Some(1));
}

#[test]
fn a_leader_does_not_pass_and_a_follower_may() {
    let mut m = four(Rules::standard());
    assert!(m.check(Move::PASS).is_err());
    m.apply(play("3d")).unwrap();
    assert!(m.check(Move::PASS).is_ok());
}

#[test]
fn a_follow_has_the_leads_size_and_beats_it() {
    let mut m = four(Rules::standard());
    m.apply(play("3d")).unwrap();
    assert!(m.check(play("3s")).is_ok(), "3♠ beats 3♦");
    assert!(
        m.check(play("3s 4s")).is_err(),
        "a pair does not follow a single"
    );
    m.apply(play("3s")).unwrap();
    assert!(m.check(play("3h")).is_err(), "3♥ is below 3♠");
}

#[test]
fn a_pass_does_not_stop_a_later_play_unless_pass_is_final() {
    let mut m = four(Rules::standard());
    m.apply(play("3d")).unwrap(); // P0
    m.apply(Move::PASS).unwrap(); // P3
    m.apply(play("4h")).unwrap(); // P2
    m.apply(play("5c")).unwrap(); // P1
    m.apply(Move::PASS).unwrap(); // P0
    assert_eq!(
        m.current_player(),
        Some(3),
        "P3 passed before and is asked again"
    );
    assert!(m.check(play("6s")).is_ok());

    let mut m = four(Rules::indonesia());
    m.apply(play("3d")).unwrap(); // P0
    m.apply(Move::PASS).unwrap(); // P3 passes: out of this round
    m.apply(play("4h")).unwrap(); // P2
    m.apply(play("5c")).unwrap(); // P1
    m.apply(Move::PASS).unwrap(); // P0 passes too
    assert_eq!(m.current_player(), Some(2), "P3 is skipped, not asked");
}

#[test]
fn when_all_others_pass_the_round_is_won_and_its_player_leads_anything() {
    let mut m = four(Rules::standard());
    m.apply(play("3d")).unwrap(); // P0
    m.apply(play("2s")).unwrap(); // P3: the highest single
    m.apply(Move::PASS).unwrap(); // P2
    m.apply(Move::PASS).unwrap(); // P1
    m.apply(Move::PASS).unwrap(); // P0
    assert_eq!(m.current_player(), Some(3));
    assert!(m.table().is_none(), "the round is cleared");
    assert!(m.log().contains(&Event::RoundWon { player: 3 }));
    assert!(
        m.check(play("3s 4s 5s 6s 7s")).is_ok(),
        "any combination leads"
    );
    assert!(m.check(Move::PASS).is_err());
}

#[test]
fn a_turn_whose_only_legal_move_is_a_pass_is_still_the_players_decision() {
    let mut m = four(Rules::standard());
    m.apply(play("3d")).unwrap();
    m.apply(play("2s")).unwrap(); // nobody beats the 2♠
    let mut moves = Vec::new();
    m.legal_moves(&mut moves);
    assert_eq!(moves, [Move::PASS]);
    assert_eq!(m.current_player(), Some(2), "P2 is asked");
}

#[test]
fn the_game_ends_the_moment_a_hand_is_empty_and_the_others_score_penalties() {
    let hands = [
        cards("3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d"),
        cards("3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ac 2c"),
        cards("3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah 2h"),
        cards("3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As 2s"),
    ];
    let rules = with(Rules::standard(), "games", OptionValue::Int(1));
    let mut m = Match::from_hands(rules, 1, &hands, None, 7).unwrap();
    // P0 leads its flushes and straights: nobody can follow a 13-card run of them.
    m.apply(play("3d 4d 5d 6d 7d")).unwrap();
    for _ in 0..3 {
        m.apply(Move::PASS).unwrap();
    }
    m.apply(play("8d 9d 10d Jd Qd")).unwrap();
    for _ in 0..3 {
        m.apply(Move::PASS).unwrap();
    }
    m.apply(play("Kd Ad")).unwrap_err(); // not a pair
    m.apply(play("Kd")).unwrap();
    for _ in 0..3 {
        m.apply(Move::PASS).unwrap();
    }
    m.apply(play("Ad")).unwrap();
    assert!(m.log().contains(&Event::LastCard { player: 0 }));
    for _ in 0..3 {
        m.apply(Move::PASS).unwrap();
    }
    m.apply(play("2d")).unwrap();
    assert!(m.is_over());
    assert_eq!(m.totals(), [0, 39, 39, 39]);
    assert_eq!(m.outcome().unwrap().places, [1, 2, 2, 2]);
}

#[test]
fn three_players_get_17_and_the_face_up_card_goes_to_the_holder_of_the_lowest_card() {
    for seed in 0..200 {
        let m = Match::new(3, Rules::standard(), seed).unwrap();
        let (face_up, taker) = m.face_up().unwrap();
        let sizes: Vec<u32> = (0..3).map(|p| m.hand(p).len()).collect();
        for p in 0..3u8 {
            assert_eq!(
                sizes[usize::from(p)],
                17 + u32::from(p == taker),
                "seed {seed}"
            );
        }
        assert!(m.hand(taker.into()).has(face_up));
        assert_eq!(m.current_player(), Some(usize::from(taker)), "seed {seed}");
        assert_eq!(m.must_hold(), Some(card("3d")));
        if face_up == card("3d") {
            // The taker is the holder of the next lowest card; the lead still holds the 3♦.
            assert!(m.hand(taker.into()).has(card("3d")));
        }
    }
}

#[test]
fn two_players_leave_the_rest_out_of_play_and_hidden_from_both() {
    for hand_size in [13, 17] {
        let rules = with(Rules::standard(), "hand_size", OptionValue::Int(hand_size));
        let m = Match::new(2, rules, 5).unwrap();
        assert_eq!(m.hand(0).len(), hand_size as u32);
        assert_eq!(m.out_of_play().len(), 52 - 2 * hand_size as u32);
        let leader = m.current_player().unwrap();
        assert!(
            m.hand(leader).has(m.must_hold().unwrap()),
            "the lowest dealt card leads"
        );
        let view = m.view(0);
        assert_eq!(view.out_of_play, (52 - 2 * hand_size) as u8);
        assert!(serde_json::to_string(&view).unwrap().len() < 4000);
    }
}

#[test]
fn later_games_are_dealt_by_the_next_player_and_led_by_the_lowest_card_or_the_winner() {
    for winner_leads in [false, true] {
        let rules = with(
            Rules::standard(),
            "winner_leads",
            OptionValue::Bool(winner_leads),
        );
        let mut m = Match::new(4, rules, 11).unwrap();
        m.stop_between_deals(true);
        let dealer = m.dealer();
        let mut rng = zz_engine::rng::Rng::seeded(1);
        while !m.is_between_deals() {
            let mv = m.random_move(&mut rng);
            m.apply(mv).unwrap();
        }
        let winner = *m.game_winners().last().unwrap();
        m.next_deal().unwrap();
        assert_eq!(
            m.dealer(),
            (dealer + 3) % 4,
            "the next player to the right deals"
        );
        if winner_leads {
            assert_eq!(m.current_player(), Some(usize::from(winner)));
            assert_eq!(m.must_hold(), None);
        } else {
            assert_eq!(m.must_hold(), Some(card("3d")));
        }
    }
}

#[test]
fn the_match_ends_at_the_penalty_limit_or_after_its_games_whichever_first() {
    let mut rng = zz_engine::rng::Rng::seeded(2);
    for (games, limit) in [(Some(2), None), (None, Some(50)), (Some(3), Some(20))] {
        let mut rules = Rules::standard();
        rules = with(
            rules,
            "games",
            games.map_or(OptionValue::None, OptionValue::Int),
        );
        rules = with(
            rules,
            "penalty_limit",
            limit.map_or(OptionValue::None, OptionValue::Int),
        );
        let mut m = Match::new(4, rules, 3).unwrap();
        while !m.is_over() {
            let mv = m.random_move(&mut rng);
            m.apply(mv).unwrap();
        }
        let played = m.game_winners().len() as i64;
        let reached = limit.is_some_and(|l| m.totals().iter().any(|&t| i64::from(t) >= l));
        assert!(games == Some(played) || reached, "{games:?} {limit:?}");
        if let Some(g) = games {
            assert!(played <= g);
        }
    }
}

#[test]
fn a_chosen_deal_must_give_the_face_up_card_as_a_deal_would() {
    let r = Rules::standard();
    let mut rng = zz_engine::rng::Rng::seeded(3);
    let dealt = Match::new(3, r, 5).unwrap();
    let hands: Vec<SuitedCards> = (0..3).map(|p| dealt.hand(p)).collect();
    let (card, taker) = dealt.face_up().unwrap();
    assert!(Match::from_hands(r, 0, &hands, Some((card, taker)), 1).is_ok());
    let other = (taker + 1 + rng.below(2) as u8) % 3;
    let moved: Vec<SuitedCards> = (0..3u8)
        .map(|p| match p {
            p if p == taker => hands[usize::from(p)].minus(SuitedCards::of(card)),
            p if p == other => hands[usize::from(p)].plus(SuitedCards::of(card)),
            p => hands[usize::from(p)],
        })
        .collect();
    assert!(Match::from_hands(r, 0, &moved, Some((card, other)), 1).is_err());
    assert!(Match::from_hands(r, 0, &hands, None, 1).is_err());
    assert!(Match::from_hands(r, 3, &hands, Some((card, taker)), 1).is_err());
    let four = Match::new(4, r, 5).unwrap();
    let four: Vec<SuitedCards> = (0..4).map(|p| four.hand(p)).collect();
    assert!(Match::from_hands(r, 0, &four, Some((card, 0)), 1).is_err());
}
