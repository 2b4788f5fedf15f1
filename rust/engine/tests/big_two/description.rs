//! Positions of Big Two described as a player at a real table sees them give the view the engine
//! gives; impossible descriptions are refused, each with its reason.

use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::game::Game;
use zz_engine::games::big_two::description::{Description, SeatPlay};
use zz_engine::games::big_two::{Event, GameRules, Match, OptionValue, Rules, View};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::EngineError;

fn cards(text: &str) -> SuitedCards {
    SuitedCards::parse(text).unwrap()
}

fn card(text: &str) -> SuitedCard {
    SuitedCard::parse(text).unwrap()
}

fn with(rules: Rules, name: &str, value: OptionValue) -> Rules {
    rules.with_option(name, &value).unwrap()
}

/// Where this game's events start in a view's log: after its last deal.
fn game_start(view: &View) -> usize {
    view.log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .unwrap()
}

/// This game's rounds as a view's log shows them: a round ends when it is won.
fn rounds(view: &View) -> Vec<Vec<SeatPlay>> {
    let mut rounds = Vec::new();
    let mut current = Vec::new();
    for e in &view.log[game_start(view)..] {
        match *e {
            Event::Play { player, cards } => current.push((player, Some(cards))),
            Event::Pass { player } => current.push((player, None)),
            Event::RoundWon { .. } => rounds.push(std::mem::take(&mut current)),
            _ => {}
        }
    }
    if !current.is_empty() {
        rounds.push(current);
    }
    rounds
}

/// What the player to move of `m` would say about the position, from their view alone.
fn described(m: &Match) -> Description {
    let view = m.view(m.to_move().unwrap());
    Description {
        rules: Some(view.rules),
        players: view.players,
        seat: view.player,
        hand: view.hand,
        game: Some(view.game),
        dealer: Some(view.dealer),
        rounds: rounds(&view),
        face_up: view.face_up,
        cards_left: Some(view.cards_left.clone()),
        totals: Some(view.totals.clone()),
        winners: Some(view.game_winners.clone()),
    }
}

/// The described view is the engine's, its log this game's part of the engine's (a player at
/// the table says nothing of earlier games but who won them and the totals).
fn same_view(described: &View, engine: &View) {
    let mut whole = engine.clone();
    whole.log = engine.log[game_start(engine)..].to_vec();
    assert_eq!(*described, whole);
}

/// A rule set from `seed`: a preset, and every option that changes the turns or the deal
/// varied (`clockwise`, `pass_is_final`, `winner_leads`, two players' `hand_size`), with a few
/// games a match so that later games come up.
fn rules_of(seed: u64) -> Rules {
    let preset = ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"][seed as usize % 5];
    let mut r = Rules::preset(preset).unwrap();
    let bit = |k: u64| OptionValue::Bool((seed >> k) & 1 == 1);
    r = with(r, "clockwise", bit(3));
    r = with(r, "winner_leads", bit(4));
    if seed.is_multiple_of(7) {
        r = with(r, "pass_is_final", OptionValue::Bool(true));
    }
    if (seed >> 5) & 1 == 1 {
        r = with(r, "hand_size", OptionValue::Int(17));
    }
    with(r, "games", OptionValue::Int(4))
}

#[test]
fn described_positions_are_the_engine_s_views() {
    let mut checked = 0;
    let mut later_games = 0;
    for seed in 0..1200u64 {
        let players = 2 + (seed / 5 % 3) as usize;
        let mut m = Match::new(players, rules_of(seed), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let steps = rng.below(260);
        for _ in 0..steps {
            if m.is_over() {
                break;
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
        let Some(me) = m.to_move() else { continue };
        let d = described(&m);
        let view = View::describe(&d).unwrap_or_else(|e| panic!("{e}\n{d:?}"));
        same_view(&view, &m.view(me));
        checked += 1;
        later_games += usize::from(m.game_number() > 1);
    }
    assert!(
        checked > 800 && later_games > 400,
        "{checked} {later_games}"
    );
}

#[test]
fn what_is_worked_out_may_be_left_out() {
    let mut checked = 0;
    for seed in 0..150u64 {
        let players = 2 + (seed % 3) as usize;
        let mut m = Match::new(players, rules_of(seed), seed).unwrap();
        let mut rng = Rng::seeded(seed ^ 0xd15c);
        for _ in 0..rng.below(200) {
            if m.is_over() {
                break;
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
        let Some(me) = m.to_move() else { continue };
        let engine = m.view(me);
        let d = Description {
            cards_left: None,
            winners: None,
            ..described(&m)
        };
        let view = View::describe(&d).unwrap_or_else(|e| panic!("{e}\n{d:?}"));
        // Omitted winners are all taken to be this game's first leader: only their number and,
        // with winner_leads, the last of them count, and those are right.
        let first_leader = rounds(&engine)
            .first()
            .and_then(|r| r.first())
            .map_or(engine.player, |p| p.0);
        assert_eq!(
            view.game_winners,
            vec![first_leader; engine.game_winners.len()]
        );
        if engine.rules.winner_leads && engine.game > 1 {
            assert_eq!(view.game_winners.last(), engine.game_winners.last());
        }
        let mut expected = engine.clone();
        expected.log = engine.log[game_start(&engine)..].to_vec();
        expected.game_winners = view.game_winners.clone();
        assert_eq!(view, expected);
        checked += 1;
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn the_documented_defaults() {
    // Four players, game 1, before any play: seat 2 holds the 3♦ and leads it.
    let d = Description {
        players: 4,
        seat: 2,
        hand: cards("3d 4c 5h 6s 7d 8c 9h 10s Jd Qc Kh As 2d"),
        ..Description::default()
    };
    let v = View::describe(&d).unwrap();
    assert_eq!(v.rules, Rules::standard());
    assert_eq!((v.game, v.dealer, v.to_move), (1, 2, Some(2)));
    assert_eq!(v.cards_left, vec![13; 4]);
    assert_eq!(v.totals, vec![0; 4]);
    assert!(v.game_winners.is_empty() && v.table.is_none());
    assert_eq!(v.must_hold, Some(card("3d")));
    // Two players: the cards below the first lead's lowest card are out of play.
    let two = Description {
        players: 2,
        seat: 0,
        hand: cards("5d 5c 6h 7s 8d 9c 10h Jd Qc Kh As 2d 2s"),
        ..Description::default()
    };
    let v = View::describe(&two).unwrap();
    assert_eq!((v.out_of_play, v.must_hold), (26, Some(card("5d"))));
}

fn refused(d: &Description) -> String {
    match View::describe(d) {
        Err(EngineError::State(why)) => why,
        other => panic!("not refused as impossible: {other:?}"),
    }
}

fn says(d: Description, words: &str) {
    let why = refused(&d);
    assert!(why.starts_with("impossible position: "), "{why}");
    assert!(why.contains(words), "{why:?} does not say {words:?}");
}

/// Four players, game 1: seat 0 led the 3♦, seat 3 (to the right) beat it; seat 2 is to play.
fn four() -> Description {
    Description {
        players: 4,
        seat: 2,
        hand: cards("4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s"),
        rounds: vec![vec![(0, Some(cards("3d"))), (3, Some(cards("6c")))]],
        ..Description::default()
    }
}

#[test]
fn the_base_position_is_possible() {
    let v = View::describe(&four()).unwrap();
    assert_eq!(v.cards_left, vec![12, 13, 13, 12]);
    assert_eq!(v.table.unwrap().last, 3);
}

#[test]
fn a_card_twice_is_refused() {
    let mut d = four();
    d.rounds[0][1].1 = Some(cards("4d"));
    says(
        d,
        "4♦ appears twice: in your hand and in seat 3's play in round 1",
    );
    let mut d = four();
    d.rounds[0].push((2, Some(cards("3d"))));
    says(
        d,
        "3♦ appears twice: in seat 0's play in round 1 and in seat 2's play in round 1",
    );
}

#[test]
fn a_card_outside_the_deck_is_refused() {
    let d = Description {
        hand: SuitedCards(1 << 60),
        ..four()
    };
    says(d, "not in the deck");
    assert!(serde_json::from_str::<Description>(r#"{"players": 4, "hand": "3x"}"#).is_err());
    assert!(serde_json::from_str::<Description>(r#"{"players": 4, "hand": "3d 3♦"}"#).is_err());
}

#[test]
fn a_play_out_of_turn_is_refused() {
    let mut d = four();
    d.rounds[0][1].0 = 1;
    says(
        d,
        "round 1: seat 1's 6♣ is out of turn: seat 3 is next on seat 0's 3♦ (play passes to the right)",
    );
    // Clockwise, seat 1 plays after seat 0: seat 3's play is out of turn there.
    let d = Description {
        rules: Some(with(
            Rules::standard(),
            "clockwise",
            OptionValue::Bool(true),
        )),
        ..four()
    };
    says(
        d,
        "round 1: seat 3's 6♣ is out of turn: seat 1 is next on seat 0's 3♦ (play passes to the left, clockwise)",
    );
}

#[test]
fn a_pass_is_final_in_indonesia() {
    // Seat 3 passed, seat 2 played, seat 1 passed, seat 0 played: with pass_is_final seat 3
    // has no turn left, seat 2 is next.
    let rounds = vec![vec![
        (0, Some(cards("3d"))),
        (3, None),
        (2, Some(cards("4d"))),
        (1, None),
        (0, Some(cards("5c"))),
    ]];
    let base = Description {
        seat: 3,
        hand: cards("3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As 2s"),
        rounds: rounds.clone(),
        ..four()
    };
    View::describe(&base).unwrap();
    let d = Description {
        rules: Some(Rules::indonesia()),
        ..base
    };
    says(d, "it is seat 2's turn, not yours (seat 3)");
}

#[test]
fn a_play_that_does_not_beat_is_refused() {
    let mut d = four();
    d.rounds[0][1].1 = Some(cards("6c 6h"));
    says(
        d,
        "round 1: seat 3 cannot play 6♥ 6♣: it is not a play of the round's size",
    );
}

#[test]
fn a_bad_lead_is_refused() {
    let mut d = four();
    d.rounds[0][0].1 = Some(cards("4c"));
    says(
        d,
        "round 1: seat 0 cannot play 4♣: the first lead of the game must contain 3♦",
    );
    let mut d = four();
    d.rounds[0][0].1 = None;
    says(
        d,
        "round 1: seat 0 cannot pass: the leader of a round plays",
    );
    let mut d = four();
    d.rounds[0][1].1 = Some(SuitedCards::EMPTY);
    says(d, "round 1: seat 3's play holds no cards");
    // A lead that is no combination.
    let mut d = four();
    d.rounds[0] = vec![(0, Some(cards("3d 4c")))];
    says(d, "not a single, a pair, a triple or a five-card hand");
}

#[test]
fn the_lowest_card_is_with_the_first_leader() {
    // Seat 2 holds the 3♦ but seat 0 led.
    let mut d = four();
    d.hand = cards("3d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s");
    d.rounds[0][0].1 = Some(cards("4d"));
    says(
        d,
        "seat 0 leads game 1, so was dealt 3♦, the lowest card dealt, but 3♦ is in your hand",
    );
    // Nobody has played and seat 2 does not hold it: seat 2 cannot be to lead.
    let d = Description {
        rounds: vec![],
        ..four()
    };
    says(d, "3♦ is neither in your hand nor among your plays");
}

#[test]
fn rounds_end_when_won_and_only_then() {
    let played = |seat: u8, text: &str| (seat, Some(cards(text)));
    let won = vec![played(0, "3d"), (3, None), (2, None), (1, None)];
    // Seat 0 won round 1 and leads round 2 in which seat 3 is next: seat 2 is not to move.
    let d = Description {
        rounds: vec![won.clone(), vec![played(0, "4c")]],
        ..four()
    };
    says(d, "it is seat 3's turn, not yours (seat 2)");
    let mut goes_on = won.clone();
    goes_on.push(played(0, "4c"));
    let d = Description {
        rounds: vec![goes_on],
        ..four()
    };
    says(d, "round 1 goes on after seat 0 won it");
    let d = Description {
        rounds: vec![won[..2].to_vec(), vec![(2, None)]],
        ..four()
    };
    says(
        d,
        "round 1 ends before it is won: seat 2 is to play on seat 0's 3♦",
    );
    let d = Description {
        rounds: vec![vec![], won.clone()],
        ..four()
    };
    says(d, "round 1 has no plays");
}

#[test]
fn hand_sizes_that_do_not_add_up_are_refused() {
    let d = Description {
        hand: cards("4d 5d 6d"),
        ..four()
    };
    says(
        d,
        "you hold 3 cards and played 0 this game, so were dealt 3, but the deal gave you 13",
    );
    let d = Description {
        cards_left: Some(vec![12, 13, 13, 13]),
        ..four()
    };
    says(
        d,
        "seat 3 holds 13 cards by cards_left, but was dealt 13 and played 1",
    );
    // Two players: the first lead's lowest card is the lowest dealt; the 26 cards below the 9♦
    // cannot all be out of play.
    let d = Description {
        rules: Some(with(Rules::standard(), "hand_size", OptionValue::Int(17))),
        players: 2,
        seat: 1,
        hand: cards("10d 10c 10h 10s Jd Jc Jh Js Qd Qc Qh Qs Kd Kc Kh Ks Ad"),
        rounds: vec![vec![(0, Some(cards("9d")))]],
        ..Description::default()
    };
    says(
        d,
        "so the 24 cards below it are out of play, but only 18 are",
    );
}

#[test]
fn the_face_up_card_goes_with_its_taker() {
    let three = Description {
        players: 3,
        seat: 1,
        hand: cards("4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 4c 5c 6c 7c 8c"),
        face_up: Some((card("2s"), 0)),
        ..Description::default()
    };
    says(
        three.clone(),
        "seat 1 leads game 1, so was dealt 3♦, the lowest card dealt, but the deal puts 3♦ \
         with seat 0",
    );
    let led = Description {
        rounds: vec![vec![(0, Some(cards("3d"))), (2, None)]],
        ..three.clone()
    };
    assert_eq!(View::describe(&led).unwrap().cards_left, vec![17, 17, 17]);
    let d = Description {
        face_up: None,
        ..three.clone()
    };
    says(d, "three players deal a card face up");
    let d = Description {
        face_up: Some((card("4d"), 0)),
        ..three.clone()
    };
    says(
        d,
        "the face-up card 4♦ went to seat 0, but 4♦ is in your hand",
    );
    let d = Description {
        face_up: Some((card("2s"), 2)),
        rounds: vec![vec![(0, Some(cards("3d")))]],
        ..three
    };
    says(
        d,
        "the face-up card 2♠ went to seat 2, the holder of 3♦, but seat 0 played 3♦",
    );
    let d = Description {
        face_up: Some((card("2s"), 0)),
        ..four()
    };
    says(d, "only three players deal a card face up, not 4");
}

#[test]
fn own_plays_the_hand_could_not_have_made_are_refused() {
    // Seat 2 says they played the 3♦ first, but seat 0 leads the game (the rounds begin with
    // seat 0): the 3♦ was seat 0's.
    let d = Description {
        hand: cards("4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d"),
        rounds: vec![vec![
            (0, Some(cards("3s"))),
            (3, Some(cards("6c"))),
            (2, Some(cards("3d"))),
        ]],
        ..four()
    };
    says(
        d,
        "seat 0 leads game 1, so was dealt 3♦, the lowest card dealt, but you played 3♦",
    );
    // Two players: a card of one's own below the first lead's lowest card was never dealt.
    let d = Description {
        players: 2,
        seat: 1,
        hand: cards("4d 10c 10h 10s Jd Jc Jh Js Qd Qc Qh Qs Kd"),
        rounds: vec![vec![(0, Some(cards("9d")))]],
        ..Description::default()
    };
    says(
        d,
        "9♦ is the lowest card dealt (the first lead holds it), but 4♦ below it is in sight",
    );
}

#[test]
fn a_finished_game_or_match_is_refused() {
    let out = |d: Description| refused(&d);
    let mut d = four();
    d.game = Some(5);
    d.rules = Some(with(Rules::standard(), "games", OptionValue::Int(4)));
    d.winners = Some(vec![0, 1, 2, 3]);
    assert!(out(d).contains("game 5, but the match has 4 games: it is over"));
    let mut d = four();
    d.game = Some(2);
    d.winners = Some(vec![1]);
    d.totals = Some(vec![3, 0, 50, 2]);
    assert!(out(d).contains("seat 2's total 50 reached the penalty limit 50"));
    let mut d = four();
    d.totals = Some(vec![0, 0, 1, 0]);
    assert!(out(d).contains("in game 1: nobody has penalty points"));
    let mut d = four();
    d.game = Some(3);
    d.winners = Some(vec![1, 1]);
    d.totals = Some(vec![2, 0, 1, 2]);
    assert!(out(d).contains("seat 2 lost 2 earlier games, a point at least each, but has 1 points"));
    let mut d = four();
    d.game = Some(3);
    d.totals = Some(vec![2, 0, 1, 2]);
    assert!(out(d).contains("the totals [2, 0, 1, 2] are too low"));
    let mut d = four();
    d.game = Some(3);
    d.winners = Some(vec![1]);
    assert!(out(d).contains("game 3 comes after 2 games, but winners names 1"));
    let d = Description {
        game: Some(0),
        ..four()
    };
    assert!(out(d).contains("numbered from 1"));
    // A play that empties a hand ends the game: there is no turn left to describe.
    let mut m = Match::new(3, Rules::standard(), 11).unwrap();
    let mut rng = Rng::seeded(11);
    loop {
        let mv = RandomPolicy.choose(&m, &mut rng);
        let me = m.to_move().unwrap();
        if mv.cards().len() == m.hand(me).len() {
            let mut d = described(&m);
            let last = d.rounds.len();
            if m.table().is_none() {
                d.rounds.push(vec![]);
            }
            let round = d.rounds.len() - 1;
            d.rounds[round].push((me as u8, Some(mv.cards())));
            d.hand = SuitedCards::EMPTY;
            d.cards_left = None;
            let why = out(d);
            let r = if m.table().is_none() { last + 1 } else { last };
            assert!(
                why.contains(&format!("round {r}: seat {me} went out with")),
                "{why}"
            );
            assert!(why.contains("game 1 is over"), "{why}");
            break;
        }
        m.apply(mv).unwrap();
    }
}

#[test]
fn winner_leads_gives_the_last_winner_the_first_lead() {
    let rules = with(Rules::standard(), "winner_leads", OptionValue::Bool(true));
    let d = Description {
        rules: Some(rules),
        game: Some(2),
        winners: Some(vec![1]),
        totals: Some(vec![4, 0, 7, 2]),
        rounds: vec![vec![(1, Some(cards("9c"))), (0, Some(cards("Kc")))]],
        hand: cards("3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d"),
        seat: 3,
        ..four()
    };
    let v = View::describe(&d).unwrap();
    assert_eq!((v.to_move, v.must_hold), (Some(3), None));
    let d = Description {
        winners: Some(vec![0]),
        totals: Some(vec![0, 3, 7, 2]),
        ..d
    };
    says(
        d,
        "round 1: seat 1's 9♣ is out of turn: with winner_leads the last winner, seat 0, leads",
    );
}

#[test]
fn seats_outside_the_table_are_refused() {
    says(
        Description { seat: 4, ..four() },
        "seat 4 is not a seat of a 4-player table",
    );
    says(
        Description {
            dealer: Some(9),
            ..four()
        },
        "dealer 9 is not a seat",
    );
    let mut d = four();
    d.rounds[0][1].0 = 7;
    says(d, "round 1: seat 7 is not a seat of a 4-player table");
    let d = Description {
        players: 5,
        ..four()
    };
    assert!(matches!(View::describe(&d), Err(EngineError::Rules(_))));
}

#[test]
fn descriptions_read_from_json() {
    let text = r#"{"players": 4, "seat": 2, "rules": "taiwan",
        "hand": "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s",
        "rounds": [[[0, "3c"], [3, "pass"]]]}"#;
    let d: Description = serde_json::from_str(text).unwrap();
    let v = View::describe(&d).unwrap();
    assert_eq!(v.rules, Rules::taiwan());
    assert_eq!((v.to_move, v.passed.has(3)), (Some(2), true));
    let null_pass = text.replace(r#"[3, "pass"]"#, "[3, null]");
    let d: Description = serde_json::from_str(&null_pass).unwrap();
    assert_eq!(View::describe(&d).unwrap(), v);
    let unknown = r#"{"players": 4, "seat": 2, "hand": "4d", "trick": []}"#;
    assert!(serde_json::from_str::<Description>(unknown).is_err());
}
