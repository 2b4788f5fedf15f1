//! Positions described as a player at a real table sees them give the view the engine gives.

use zz_engine::card::{Cards, Pile};
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{Event, Match, MoveList, Phase, Rules, View};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::EngineError;

/// What the player to move of `m` would say about the position.
fn described(m: &Match) -> Description {
    let me = m.to_move().unwrap();
    let view = m.view(me);
    let start = view
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .unwrap()
        + 1;
    let mut tricks = Vec::new();
    let mut current = Vec::new();
    for e in &view.log[start..] {
        match *e {
            Event::Play { player, cards, .. } => current.push((player, cards)),
            Event::Trick { .. } => tricks.push(std::mem::take(&mut current)),
            _ => {}
        }
    }
    let n = m.player_count();
    Description {
        rules: Some(*m.rules()),
        players: n as u8,
        seat: me as u8,
        dealer: m.dealer() as u8,
        phase: Some(m.phase()),
        deal: Some(m.deal_number()),
        hand: m.hand(me),
        discards: m.discards(me),
        exchanged: Some((0..n).map(|p| m.exchanged(p)).collect()),
        trick: m.trick().plays.to_vec(),
        tricks,
        played: None,
        loss_cards: Some((0..n).map(|p| *m.loss_cards(p)).collect()),
        totals: Some(m.totals().to_vec()),
        out: (0..n)
            .filter(|&p| !m.in_match().has(p))
            .map(|p| p as u8)
            .collect(),
    }
}

fn same_position(a: &View, b: &View) {
    assert_eq!(
        (
            a.player,
            a.phase,
            a.dealer,
            a.to_move,
            a.in_match,
            a.hand_size,
            a.hand
        ),
        (
            b.player,
            b.phase,
            b.dealer,
            b.to_move,
            b.in_match,
            b.hand_size,
            b.hand
        )
    );
    assert_eq!(
        (a.stock_size, &a.exchanged, &a.trick, a.played),
        (b.stock_size, &b.exchanged, &b.trick, b.played)
    );
    assert_eq!(
        (&a.totals, &a.loss_cards, a.discards),
        (&b.totals, &b.loss_cards, b.discards)
    );
    assert_eq!(deal_event(a), deal_event(b), "the deal's size and stock");
    let (mut ma, mut mb) = (MoveList::new(), MoveList::new());
    a.legal_moves_into(&mut ma);
    b.legal_moves_into(&mut mb);
    assert_eq!(ma, mb);
}

/// The size and stock of the last deal in a view's log.
fn deal_event(v: &View) -> (u8, u16) {
    v.log
        .iter()
        .rev()
        .find_map(|e| match *e {
            Event::Deal {
                hand_size, stock, ..
            } => Some((hand_size, stock)),
            _ => None,
        })
        .unwrap()
}

#[test]
fn described_positions_match_the_engine_s_views() {
    let mut checked = 0;
    for rules in [
        Rules::standard(),
        Rules::twenty_two(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ] {
        for seed in 0..80u64 {
            let players = 2 + (seed % 5) as usize;
            let mut m = Match::new(players, rules, seed).unwrap();
            let mut rng = Rng::seeded(seed);
            for _ in 0..(seed as usize * 13) % 160 {
                if m.is_over() {
                    break;
                }
                let mv = RandomPolicy.choose(&m, &mut rng);
                m.apply(mv).unwrap();
            }
            if m.is_over() {
                continue;
            }
            let me = m.to_move().unwrap();
            let view = View::describe(&described(&m)).unwrap();
            same_position(&view, &m.view(me));
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn earlier_tricks_may_be_given_as_cards_only() {
    let mut m = Match::new(4, Rules::standard(), 3).unwrap();
    let mut rng = Rng::seeded(3);
    while m.phase() == Phase::Exchange || m.played().len() < 8 {
        let mv = RandomPolicy.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    let mut d = described(&m);
    let mut earlier = Pile::EMPTY;
    for t in d.tricks.drain(..) {
        for (_, c) in t {
            earlier.add(c);
        }
    }
    d.played = Some(earlier);
    let view = View::describe(&d).unwrap();
    same_position(&view, &m.view(m.to_move().unwrap()));
}

#[test]
fn impossible_positions_say_why() {
    let base = || Description {
        players: 4,
        seat: 0,
        dealer: 3,
        hand: Cards::parse("K K 6 3 2 2 9").unwrap(),
        ..Description::default()
    };
    View::describe(&base()).unwrap();
    let cases: Vec<(Description, &str)> = vec![
        (
            Description {
                hand: Cards::parse("A A A A A").unwrap(),
                ..base()
            },
            "card",
        ),
        (Description { seat: 7, ..base() }, "seat 7"),
        (
            Description {
                trick: vec![(2, Cards::parse("5").unwrap())],
                ..base()
            },
            "turn",
        ),
        (
            Description {
                dealer: 2,
                trick: vec![(3, Cards::parse("5 5 5 5 5 5 5").unwrap())],
                ..base()
            },
            "follow",
        ),
        (
            Description {
                totals: Some(vec![0, 30, 0, 0]),
                ..base()
            },
            "limit",
        ),
        (
            Description {
                out: vec![0],
                ..base()
            },
            "out",
        ),
        (
            Description {
                phase: Some(Phase::Exchange),
                trick: vec![(3, Cards::parse("5").unwrap())],
                ..base()
            },
            "exchange",
        ),
    ];
    let early = Description {
        phase: Some(Phase::Exchange),
        exchanged: Some(vec![None, Some(2), None, None]),
        ..base()
    };
    let cases = cases
        .into_iter()
        .chain([(early, "cannot have exchanged yet")])
        .collect::<Vec<_>>();
    for (d, needle) in cases {
        let err = View::describe(&d).unwrap_err().to_string();
        assert!(err.contains(needle), "{err:?} should mention {needle:?}");
    }
}

#[test]
fn a_description_reads_from_json() {
    let text = r#"{"rules": "rasmussen", "players": 3, "seat": 1, "dealer": 0,
        "hand": "K 9 7 3 2 2", "trick": [[0, "Q"]], "played": "A 8 4",
        "loss_cards": ["", "", ""], "totals": [0, 0, 0]}"#;
    let d: Description = serde_json::from_str(text).unwrap();
    let view = View::describe(&d).unwrap();
    assert_eq!(view.hand_size, 6);
    assert_eq!(view.rules, Rules::rasmussen());
    assert_eq!(view.stock_size, 52 - 3 * 7);
    assert_eq!(deal_event(&view), (7, 52 - 3 * 7));
}

/// Descriptions that name far more cards than a deck holds are refused, in debug builds too
/// (a pile counts a byte per rank: the sums must not wrap or overflow).
#[test]
fn hostile_counts_are_refused_without_overflow() {
    // 2912 cards: 91 for each of 32 players.
    let many = Pile([208; 14]);
    let twos = Pile::parse("2 2 2 2 2 2 2 2 2 2").unwrap();
    let mut aces_and_a_two = Pile::EMPTY;
    aces_and_a_two.0[12] = 255;
    aces_and_a_two.0[0] = 1;
    let aces = Cards::of(12, 15);
    let base = || Description {
        players: 32,
        seat: 0,
        dealer: 31,
        hand: Cards::parse("K K 6 3 2 2 9").unwrap(),
        ..Description::default()
    };
    let cases = [
        Description {
            loss_cards: Some(vec![twos; 32]),
            ..base()
        },
        Description {
            played: Some(many),
            tricks: vec![(0..32).map(|p| (p, aces)).collect()],
            seat: 31,
            ..base()
        },
        Description {
            trick: (0..40)
                .map(|p| (p % 32, Cards::parse("5").unwrap()))
                .collect(),
            ..base()
        },
        Description {
            tricks: vec![vec![(0, aces)]; 100_000],
            ..base()
        },
        Description {
            played: Some(aces_and_a_two),
            trick: vec![(31, Cards::of(12, 13))],
            hand: Cards::of(11, 15),
            ..base()
        },
    ];
    for d in cases {
        let err = View::describe(&d).unwrap_err().to_string();
        assert!(err.starts_with("impossible position"), "{err}");
    }
}

#[test]
fn seats_past_the_largest_table_in_described_plays_are_refused_without_a_shift_overflow() {
    // Found by the `description` fuzz target: a play's seat of 131 or 135 reached a seat set's
    // shift (a panic under debug assertions).
    for text in [
        r#"{"players": 4, "seat": 2, "dealer": 0, "hand": "K 8 9 4 3 2", "trick": [[131, "8"]],
            "played": "A Q J 7"}"#,
        r#"{"players": 3, "seat": 0, "dealer": 1, "hand": "* 9 5 5",
            "tricks": [[[135, "7"], [1, "8"], [2, "2"]]], "rules": "sechsundzwanzig",
            "loss_cards": ["", "K", ""], "out": []}"#,
    ] {
        let d: Description = serde_json::from_str(text).unwrap();
        match View::describe(&d) {
            Err(EngineError::State(m)) => assert!(m.contains("seat 13"), "{m}"),
            other => panic!("not refused: {other:?}"),
        }
    }
}
