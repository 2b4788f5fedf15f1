//! Documents (rules, match records, views, position descriptions) pass exactly the checks that
//! building the same object would: no out-of-range rule set can be read or played, every view a
//! match gives passes `View::check`, and views the check passes can be played on from.

use serde_json::{json, Value};
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{Match, MoveList, OptionValue, Phase, Rules, View};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;
use zz_engine::EngineError;

fn presets() -> [Rules; 4] {
    [
        Rules::standard(),
        Rules::twenty_two(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ]
}

/// Values no ranged option takes (or that no field of a rule set can even hold).
const OUT_OF_RANGE: [(&str, i64); 9] = [
    ("jokers_per_deck", 9),
    ("jokers_per_deck", 255),
    ("jokers_per_deck", -1),
    ("decks", 0),
    ("decks", 17),
    ("decks", 255),
    ("elimination", 0),
    ("elimination", 1001),
    ("first_deal", 0),
];

fn state_error(result: Result<impl std::fmt::Debug, EngineError>) -> String {
    match result {
        Err(EngineError::State(m)) => m,
        other => panic!("expected a state error, got {other:?}"),
    }
}

#[test]
fn defect_4_rules_json_out_of_range_is_refused() {
    // The two cases: 255 jokers in each of 16 decks (a deal past the card buffer), and a
    // first deal of no cards (a match that gets stuck).
    let standard = serde_json::to_value(Rules::standard()).unwrap();
    for (name, value) in OUT_OF_RANGE
        .iter()
        .chain(&[("first_deal", 14), ("decks", -3)])
    {
        let mut doc = standard.clone();
        doc[*name] = json!(value);
        let err = serde_json::from_value::<Rules>(doc)
            .unwrap_err()
            .to_string();
        assert!(err.contains(name), "{name}={value}: {err}");
    }
    let mut both = standard.clone();
    both["jokers_per_deck"] = json!(255);
    both["decks"] = json!(16);
    assert!(serde_json::from_value::<Rules>(both).is_err());
    // The message is the one `with_option` gives for the same value.
    let mut zero = standard.clone();
    zero["first_deal"] = json!(0);
    let from_doc = serde_json::from_value::<Rules>(zero)
        .unwrap_err()
        .to_string();
    let from_option = Rules::standard()
        .with_option("first_deal", &OptionValue::Int(0))
        .unwrap_err()
        .to_string();
    assert!(
        from_doc.starts_with(&from_option),
        "{from_doc} / {from_option}"
    );
    for (name, value) in [("beat_against", json!("worst")), ("decks", json!(2.5))] {
        let mut doc = standard.clone();
        doc[name] = value;
        assert!(serde_json::from_value::<Rules>(doc).is_err(), "{name}");
    }
}

#[test]
fn every_valid_rule_set_reads_back() {
    for rules in presets() {
        for (name, value) in [
            ("jokers_per_deck", OptionValue::Int(8)),
            ("decks", OptionValue::Int(16)),
            ("decks", OptionValue::None),
            ("elimination", OptionValue::Int(1000)),
            ("first_deal", OptionValue::Int(13)),
            ("all_out", OptionValue::Str("lowest_total".into())),
        ] {
            let r = rules.with_option(name, &value).unwrap();
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(serde_json::from_str::<Rules>(&text).unwrap(), r, "{text}");
        }
    }
}

#[test]
fn defect_4_hand_built_rules_out_of_range_cannot_be_played() {
    let mut jokers = Rules::standard();
    jokers.jokers_per_deck = 255;
    jokers.decks = Some(16);
    let mut no_deal = Rules::standard();
    no_deal.first_deal = 0;
    let mut no_limit = Rules::standard();
    no_limit.elimination = 0;
    let mut no_decks = Rules::standard();
    no_decks.decks = Some(0);
    for rules in [jokers, no_deal, no_limit, no_decks] {
        assert!(matches!(rules.check_players(4), Err(EngineError::Rules(_))));
        assert!(Match::new(4, rules, 1).is_err(), "{rules:?}");
        assert!(Match::new_stopping(4, rules, 1).is_err(), "{rules:?}");
        let mut view = Match::new(4, Rules::standard(), 1).unwrap().view(0);
        view.rules = rules;
        assert!(view.check().is_err(), "{rules:?}");
    }
}

/// A match record with one rule option set to a raw value.
fn record_with(name: &str, value: i64) -> String {
    let m = Match::new(4, Rules::standard(), 3).unwrap();
    let mut record: Value = serde_json::from_str(&m.to_json().unwrap()).unwrap();
    record["rules"][name] = json!(value);
    record["state"] = Value::Null;
    record.to_string()
}

#[test]
fn defect_4_match_record_with_rules_out_of_range_is_refused() {
    for (name, value) in OUT_OF_RANGE {
        let err = state_error(Match::from_json(&record_with(name, value)));
        assert!(err.contains(name), "{err}");
    }
    // The same record with values in range reads back.
    assert!(Match::from_json(&record_with("first_deal", 5)).is_ok());
    // The state's own copy of the rules is read as strictly.
    let m = Match::new(4, Rules::standard(), 3).unwrap();
    let mut record: Value = serde_json::from_str(&m.to_json().unwrap()).unwrap();
    record["state"]["rules"]["first_deal"] = json!(0);
    state_error(Match::from_json(&record.to_string()));
}

#[test]
fn defect_4_view_with_rules_out_of_range_is_refused() {
    let view = Match::new(4, Rules::standard(), 3).unwrap().view(1);
    let good = serde_json::to_value(&view).unwrap();
    for (name, value) in OUT_OF_RANGE {
        let mut doc = good.clone();
        doc["rules"][name] = json!(value);
        assert!(
            serde_json::from_value::<View>(doc).is_err(),
            "{name}={value}"
        );
    }
}

#[test]
fn defect_4_description_with_rules_out_of_range_is_refused() {
    let good = json!({
        "players": 4, "seat": 2, "dealer": 0, "hand": "K 9 9 4 3 2",
        "trick": [[1, "8"]], "played": "A Q J 7",
        "rules": serde_json::to_value(Rules::standard()).unwrap(),
    });
    let d: Description = serde_json::from_value(good.clone()).unwrap();
    assert!(View::describe(&d).is_ok());
    for (name, value) in OUT_OF_RANGE {
        let mut doc = good.clone();
        doc["rules"][name] = json!(value);
        assert!(
            serde_json::from_value::<Description>(doc).is_err(),
            "{name}={value}"
        );
    }
}

/// Plays a logged match at random, calling `visit` on it before every move and at the end.
fn walk(players: usize, rules: Rules, seed: u64, mut visit: impl FnMut(&Match)) {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0x5eed);
    let mut moves = MoveList::new();
    loop {
        visit(&m);
        if m.is_over() {
            return;
        }
        m.legal_moves(&mut moves);
        m.apply(moves.get(rng.below(moves.len() as u32) as usize))
            .unwrap();
    }
}

#[test]
fn every_view_a_match_gives_passes_the_check() {
    let mut checked = 0;
    for rules in presets() {
        // Large tables have long logs: their views are checked at every 11th decision.
        for (players, seeds, stride) in [(2, 2, 1), (3, 1, 1), (4, 2, 1), (5, 1, 1), (6, 1, 3)]
            .into_iter()
            .chain([(7, 1, 5), (8, 1, 11), (13, 1, 23)])
        {
            for seed in 0..seeds {
                let mut step = 0;
                walk(players, rules, seed, |m| {
                    step += 1;
                    if step % stride != 0 && !m.is_over() {
                        return;
                    }
                    for p in 0..players {
                        let view = m.view(p);
                        if let Err(e) = view.check() {
                            panic!("{rules} {players}p seed {seed}, P{p}: {e}\n{view:?}");
                        }
                        if checked % 17 == 0 {
                            let text = serde_json::to_string(&view).unwrap();
                            assert_eq!(serde_json::from_str::<View>(&text).unwrap(), view);
                        }
                        checked += 1;
                    }
                });
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn a_full_table_of_32_seats_passes_the_check() {
    // Found by the description fuzz target: the seat test shifted a 32-bit set by 32 (a panic
    // under debug; under release every 32-player view was refused).
    let mut m = Match::new(32, Rules::rasmussen(), 1).unwrap();
    let mut rng = Rng::seeded(1);
    let mut moves = MoveList::new();
    for step in 0..400 {
        if m.is_over() {
            break;
        }
        if step % 37 == 0 {
            m.check_consistency().unwrap();
            for p in [0, 17, 31] {
                m.view(p).check().unwrap();
            }
        }
        m.legal_moves(&mut moves);
        m.apply(moves.get(rng.below(moves.len() as u32) as usize))
            .unwrap();
    }
    let d: Description =
        serde_json::from_value(json!({"players": 32, "seat": 31, "dealer": 30, "hand": "K 7"}))
            .unwrap();
    let _ = View::describe(&d);
}

#[test]
fn views_between_deals_and_without_a_log_pass_the_check() {
    for rules in presets() {
        for players in [2, 4, 7] {
            let mut m = Match::new(players, rules, 9).unwrap();
            m.stop_between_deals(true);
            let mut unlogged = Match::new_stopping(players, rules, 9).unwrap();
            for p in 0..players {
                unlogged.view(p).check().unwrap();
            }
            unlogged.deal_next().unwrap();
            let mut rng = Rng::seeded(4);
            let mut moves = MoveList::new();
            while !m.is_over() {
                for game in [&m, &unlogged] {
                    for p in 0..players {
                        let view = game.view(p);
                        view.check()
                            .unwrap_or_else(|e| panic!("{rules} {players}p: {e}\n{view:?}"));
                    }
                }
                if m.phase() == Phase::Dealing {
                    m.deal_next().unwrap();
                    unlogged.deal_next().ok();
                    continue;
                }
                m.legal_moves(&mut moves);
                let mv = moves.get(rng.below(moves.len() as u32) as usize);
                m.apply(mv).unwrap();
                unlogged.apply(mv).ok();
            }
        }
    }
}

#[test]
fn a_determinized_checked_view_is_a_consistent_match() {
    let mut rng = Rng::seeded(12);
    for rules in presets() {
        for players in [2, 4, 6] {
            walk(players, rules, 5, |m| {
                if m.phase() == Phase::Over {
                    return;
                }
                for p in 0..players {
                    let sample = Match::determinize(&m.view(p), &mut rng).unwrap();
                    sample.check_consistency().unwrap();
                }
            });
        }
    }
}

/// A view of a match some moves in, as JSON.
fn view_document(players: usize, rules: Rules, moves: usize, player: usize) -> Value {
    let mut m = Match::new(players, rules, 21).unwrap();
    let mut rng = Rng::seeded(2);
    let mut list = MoveList::new();
    for _ in 0..moves {
        m.legal_moves(&mut list);
        m.apply(list.get(rng.below(list.len() as u32) as usize))
            .unwrap();
    }
    serde_json::to_value(m.view(player)).unwrap()
}

fn refused(doc: &Value) -> String {
    let view: View = match serde_json::from_value(doc.clone()) {
        Ok(v) => v,
        Err(e) => return e.to_string(),
    };
    match view.check() {
        Err(EngineError::State(m)) | Err(EngineError::Rules(m)) => m,
        other => panic!("not refused: {other:?}\n{doc}"),
    }
}

#[test]
fn defect_5_view_with_seat_255_is_refused() {
    let doc = view_document(4, Rules::standard(), 12, 1);
    let log = doc["log"].as_array().unwrap();
    let plays: Vec<usize> = (0..log.len())
        .filter(|&i| log[i]["event"] == "play")
        .collect();
    assert!(!plays.is_empty());
    for &i in &plays {
        for seat in [4, 31, 32, 255] {
            let mut bad = doc.clone();
            bad["log"][i]["player"] = json!(seat);
            let m = refused(&bad);
            assert!(m.contains("not a possible view"), "{m}");
        }
    }
    // Every other seat field of the log, anywhere.
    for (i, event) in log.iter().enumerate() {
        for field in ["player", "dealer", "winner"] {
            if event.get(field).is_some() {
                let mut bad = doc.clone();
                bad["log"][i][field] = json!(255);
                refused(&bad);
            }
        }
        for field in ["draws", "hands", "cards", "winners", "losers"] {
            if let Some(Value::Array(items)) = event.get(field) {
                for j in 0..items.len() {
                    let mut bad = doc.clone();
                    match &items[j] {
                        Value::Array(_) => bad["log"][i][field][j][0] = json!(255),
                        _ => bad["log"][i][field][j] = json!(255),
                    }
                    refused(&bad);
                }
            }
        }
    }
}

#[test]
fn views_with_impossible_fields_are_refused() {
    for (rules, moves) in [(Rules::standard(), 12), (Rules::rasmussen(), 2)] {
        let doc = view_document(4, rules, moves, 1);
        let trick_len = doc["trick"]["plays"].as_array().unwrap().len();
        let mut cases: Vec<(&str, Value)> = vec![
            ("player", json!(4)),
            ("dealer", json!(4)),
            ("to_move", json!(4)),
            ("to_move", Value::Null),
            ("in_match", json!(0b1_0000)),
            ("in_match", json!(0b0001)),
            ("winners", json!(1)),
            ("phase", json!("over")),
            ("phase", json!("dealing")),
            ("deal", json!(0)),
            ("deal", json!(7)),
            ("hand_size", json!(14)),
            ("hand_size", json!(1)),
            ("hand", json!("")),
            ("stock_size", json!(0)),
            ("stock_size", json!(4_000_000_000u32)),
            ("totals", json!([0, 0, 0, 30])),
            ("totals", json!([0, 0, 0])),
            ("out_after", json!([null, null, null, 1])),
            ("exchanged", json!([null, null, null, null, null])),
            ("played", json!([9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9])),
            (
                "loss_cards",
                json!([[5u8; 14], [0u8; 14], [0u8; 14], [0u8; 14]].to_vec()),
            ),
            ("log", json!([])),
        ];
        if trick_len > 0 {
            cases.push((
                "trick",
                json!({"plays": [], "reference": "", "winning": 0,
                "stechen_rank": 0}),
            ));
        }
        for (field, value) in cases {
            let mut bad = doc.clone();
            if field == "log" && doc["log"].as_array().unwrap().len() < 3 {
                continue;
            }
            if field == "log" {
                bad["log"].as_array_mut().unwrap().truncate(2);
            } else {
                bad[field] = value.clone();
            }
            if bad == doc {
                continue;
            }
            refused(&bad);
        }
        for field in ["reference", "winning", "stechen_rank"] {
            if trick_len == 0 {
                continue;
            }
            let mut bad = doc.clone();
            bad["trick"][field] = match field {
                "reference" => json!("A"),
                _ => json!(3),
            };
            if bad != doc {
                refused(&bad);
            }
        }
    }
}

#[test]
fn a_view_whose_log_has_the_wrong_seat_lead_a_trick_is_refused() {
    // Into the first deal's third trick: two tricks over and the third led.
    let doc = view_document(4, Rules::standard(), 14, 1);
    let log = doc["log"].as_array().unwrap();
    let deal = (0..log.len())
        .rfind(|&i| log[i]["event"] == "deal")
        .unwrap();
    let leads: Vec<usize> = (deal + 1..log.len())
        .filter(|&i| log[i]["event"] == "play" && log[i]["kind"] == "lead")
        .collect();
    assert!(leads.len() >= 2, "the walk reaches a second trick");
    for &i in &leads {
        let leader = log[i]["player"].as_u64().unwrap();
        let mut bad = doc.clone();
        bad["log"][i]["player"] = json!((leader + 1) % 4);
        let m = refused(&bad);
        assert!(m.contains("leads this trick"), "{m}");
    }
}
