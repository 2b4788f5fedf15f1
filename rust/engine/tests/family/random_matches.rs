//! Whole matches of random legal moves under every preset and table size: the invariants hold,
//! the log replays to the same state, and seeds reproduce matches.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Event, Match, MoveList, Phase, Rules};
use zz_engine::rng::Rng;

fn presets() -> [(&'static str, Rules); 4] {
    [
        ("standard", Rules::standard()),
        ("twenty_two", Rules::twenty_two()),
        ("rasmussen", Rules::rasmussen()),
        ("sechsundzwanzig", Rules::sechsundzwanzig()),
    ]
}

/// Plays a match of uniformly random legal moves, checking invariants after each move.
fn play_random(
    players: usize,
    rules: Rules,
    seed: u64,
) -> (Match, Vec<zz_engine::games::zweiundzwanzig::Move>) {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0xABCD);
    let mut moves = MoveList::new();
    let mut history = Vec::new();
    let mut last_totals = m.totals().to_vec();
    while !m.is_over() {
        m.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "no legal move before the end");
        let mv = moves.get(rng.below(moves.len() as u32) as usize);
        m.apply(mv).unwrap();
        history.push(mv);
        m.check_consistency().unwrap();
        assert!(m.totals().iter().zip(&last_totals).all(|(a, b)| a >= b));
        last_totals = m.totals().to_vec();
    }
    (m, history)
}

#[test]
fn random_matches_keep_the_invariants() {
    for (name, rules) in presets() {
        for players in [2, 3, 4, 5, 6, 7, 8, 12] {
            for seed in 0..20 {
                let (m, _) = play_random(players, rules, seed);
                let outcome = m.outcome().unwrap();
                assert!(!outcome.winners.is_empty(), "{name} {players} {seed}");
                for p in outcome.winners.iter() {
                    assert_eq!(outcome.places[p], 1);
                }
                let over_limit = m
                    .totals()
                    .iter()
                    .filter(|&&t| t >= rules.elimination)
                    .count();
                assert!(
                    over_limit >= players - 1,
                    "{name}: at most one player below the limit"
                );
            }
        }
    }
}

#[test]
fn the_log_replays_to_the_same_state() {
    for (_, rules) in presets() {
        for seed in 0..10 {
            let (m, history) = play_random(4, rules, seed);
            let mut again = Match::new(4, rules, seed).unwrap();
            for mv in history {
                again.apply(mv).unwrap();
            }
            assert_eq!(again, m);
            assert!(matches!(m.log().last(), Some(Event::End { .. })));
            assert_eq!(m.phase(), Phase::Over);
        }
    }
}

#[test]
fn json_round_trips_by_replaying() {
    let (m, _) = play_random(5, Rules::sechsundzwanzig(), 3);
    let back = Match::from_json(&m.to_json().unwrap()).unwrap();
    assert_eq!(back, m);
}

#[test]
fn a_tampered_record_is_refused() {
    let (m, _) = play_random(4, Rules::standard(), 4);
    let text = m.to_json().unwrap();
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    record["state"]["totals"][0] = serde_json::json!(0);
    assert!(Match::from_json(&record.to_string()).is_err());
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    record["moves"][0]["cards"] = serde_json::json!("A A A A A");
    assert!(Match::from_json(&record.to_string()).is_err());
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    record["seed"] = serde_json::json!(5);
    assert!(Match::from_json(&record.to_string()).is_err());
}

/// What a match holds, less its log and its history.
fn without_log(m: &Match) -> String {
    let seats = 0..m.player_count();
    format!(
        "{:?} {} {} {:?} {:?} {} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        m.phase(),
        m.deal_number(),
        m.dealer(),
        m.to_move(),
        m.in_match(),
        m.hand_size(),
        m.totals(),
        m.stock(),
        m.trick(),
        m.winners(),
        seats.clone().map(|p| m.hand(p)).collect::<Vec<_>>(),
        seats.clone().map(|p| m.discards(p)).collect::<Vec<_>>(),
        seats.clone().map(|p| m.exchanged(p)).collect::<Vec<_>>(),
        seats.clone().map(|p| m.loss_cards(p)).collect::<Vec<_>>(),
        seats.map(|p| m.out_after(p)).collect::<Vec<_>>(),
    )
}

/// An unlogged match applies its moves by a path that writes no events (`play::<false>`): the
/// same moves give the same match as with a log, move by move, and the same random moves.
#[test]
fn an_unlogged_match_plays_as_a_logged_one() {
    for (name, rules) in presets() {
        for players in [2, 3, 4, 7, 12] {
            for seed in 0..15 {
                let mut logged = Match::new(players, rules, seed).unwrap();
                let mut unlogged = Match::new_unlogged(players, rules, seed).unwrap();
                let mut rng = Rng::seeded(seed);
                while !logged.is_over() {
                    let mut twin = rng;
                    let mv = logged.random_move(&mut rng);
                    assert_eq!(unlogged.random_move(&mut twin), mv);
                    logged.apply_unchecked(mv);
                    unlogged.apply_unchecked(mv);
                    assert_eq!(
                        without_log(&logged),
                        without_log(&unlogged),
                        "{name} {seed}"
                    );
                }
                assert!(unlogged.is_over() && unlogged.log().is_empty());
                // The logged match wrote an event for every play and every trick.
                let plays = logged.log().iter();
                let plays = plays.filter(|e| matches!(e, Event::Play { .. })).count();
                let tricks = logged.log().iter();
                let tricks = tricks.filter(|e| matches!(e, Event::Trick { .. })).count();
                assert!(plays > 0 && tricks > 0 && plays >= tricks);
            }
        }
    }
}

/// [`Game::play_out_random`]: the family's own loop (one test of the phase a move, for an
/// unlogged match) makes the same draws and moves as the plain loop of `random_move` and
/// `apply_unchecked`: the same match and generator at the end, logged or not, and for a match
/// that stops between deals the same match at every stop.
#[test]
fn random_tables_play_as_the_plain_loop_does() {
    fn plain(m: &mut Match, rng: &mut Rng) {
        while m.current_player().is_some() {
            let mv = m.random_move(rng);
            m.apply_unchecked(mv);
        }
    }
    for (name, rules) in presets() {
        for players in [2, 3, 4, 7, 12] {
            for seed in 0..20 {
                let starts = [
                    Match::new(players, rules, seed).unwrap(),
                    Match::new_unlogged(players, rules, seed).unwrap(),
                    Match::new_stopping(players, rules, seed).unwrap(),
                ];
                for start in starts {
                    let (mut fast, mut slow) = (start.clone(), start);
                    let (mut fast_rng, mut slow_rng) = (Rng::seeded(seed), Rng::seeded(seed));
                    loop {
                        fast.play_out_random(&mut fast_rng);
                        plain(&mut slow, &mut slow_rng);
                        assert!(fast == slow, "{name} {players} {seed}");
                        assert_eq!(fast_rng, slow_rng, "{name} {players} {seed}");
                        if !fast.is_between_deals() {
                            break;
                        }
                        fast.next_deal().unwrap();
                        slow.next_deal().unwrap();
                    }
                    assert!(fast.is_over());
                }
            }
        }
    }
}
