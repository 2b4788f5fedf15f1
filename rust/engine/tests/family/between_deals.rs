//! A match that stops between deals (`Match::new_stopping`, `stop_between_deals`): it waits in
//! the dealing phase at every deal's end, refuses moves there, and once dealt on plays exactly as
//! a match that never stops.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, Move, MoveList, Phase, Rules};
use zz_engine::rng::Rng;

fn presets() -> [Rules; 4] {
    [
        Rules::standard(),
        Rules::twenty_two(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ]
}

/// Checks what a match waiting between deals allows: nobody to move, no legal move, a refused
/// move that changes nothing, and consistent cards and totals.
fn check_waiting(m: &mut Match, deal: u16) {
    assert_eq!(m.phase(), Phase::Dealing);
    assert_eq!(m.deal_number(), deal, "no deal is dealt while waiting");
    assert_eq!(m.current_player(), None);
    assert!(!m.is_over());
    let mut moves = MoveList::new();
    m.legal_moves(&mut moves);
    assert!(moves.is_empty());
    let before = m.clone();
    let err = m.apply(Move::play(m.hand(0))).unwrap_err().to_string();
    assert!(err.contains("not dealt yet"), "{err}");
    assert_eq!(*m, before, "a refused move leaves the state as it was");
    for p in 0..m.player_count() {
        assert!(m.hand(p).is_empty(), "the hands are shown and gone");
    }
    m.check_consistency().unwrap();
}

/// Plays a stopping match and one that deals on with the same random moves, comparing them
/// after every move and deal; returns how many times the stopping one waited.
fn play_side_by_side(players: usize, rules: Rules, seed: u64) -> u16 {
    let mut dealing_on = Match::new_unlogged(players, rules, seed).unwrap();
    let mut stopping = Match::new_stopping(players, rules, seed).unwrap();
    check_waiting(&mut stopping, 0);
    let mut rng = Rng::seeded(seed);
    let mut waits = 0;
    loop {
        if stopping.phase() == Phase::Dealing {
            check_waiting(&mut stopping, dealing_on.deal_number() - 1);
            stopping.deal_next().unwrap();
            waits += 1;
        }
        stopping.stop_between_deals(false);
        assert_eq!(
            stopping, dealing_on,
            "seed {seed}: the same match once dealt on"
        );
        stopping.stop_between_deals(true);
        if dealing_on.is_over() {
            return waits;
        }
        let mv = dealing_on.random_move(&mut rng);
        dealing_on.apply(mv).unwrap();
        stopping.apply(mv).unwrap();
    }
}

#[test]
fn a_stopping_match_waits_at_every_deal_and_plays_as_one_that_deals_on() {
    for rules in presets() {
        for players in [2, 4, 7] {
            for seed in 0..15 {
                let waits = play_side_by_side(players, rules, seed);
                let mut m = Match::new_unlogged(players, rules, seed).unwrap();
                let mut rng = Rng::seeded(seed);
                while !m.is_over() {
                    let mv = m.random_move(&mut rng);
                    m.apply_unchecked(mv);
                }
                assert_eq!(
                    waits,
                    m.deal_number(),
                    "one wait before each deal, the first included"
                );
            }
        }
    }
}

#[test]
fn deal_next_is_refused_while_a_deal_is_on_or_the_match_is_over() {
    let mut m = Match::new_unlogged(4, Rules::standard(), 3).unwrap();
    let before = m.clone();
    let err = m.deal_next().unwrap_err().to_string();
    assert!(err.contains("exchange phase"), "{err}");
    assert_eq!(m, before);
    let mut rng = Rng::seeded(3);
    while !m.is_over() {
        let mv = m.random_move(&mut rng);
        m.apply_unchecked(mv);
    }
    assert!(m
        .deal_next()
        .unwrap_err()
        .to_string()
        .contains("over phase"));
}

#[test]
fn a_match_set_to_stop_mid_deal_waits_at_that_deal_s_end() {
    let mut m = Match::new_unlogged(4, Rules::standard(), 8).unwrap();
    let mut rng = Rng::seeded(8);
    for _ in 0..5 {
        let mv = m.random_move(&mut rng);
        m.apply_unchecked(mv);
    }
    m.stop_between_deals(true);
    while m.current_player().is_some() {
        let mv = m.random_move(&mut rng);
        m.apply_unchecked(mv);
    }
    assert!(m.is_over() || m.phase() == Phase::Dealing);
    assert_eq!(m.deal_number(), 1);
}

#[test]
fn a_view_between_deals_cannot_be_determinized() {
    let m = Match::new_stopping(4, Rules::standard(), 1).unwrap();
    let view = m.view(0);
    assert_eq!(view.phase, Phase::Dealing);
    let err = Match::determinize(&view, &mut Rng::seeded(0))
        .unwrap_err()
        .to_string();
    assert!(err.contains("not dealt yet"), "{err}");
}

#[test]
fn a_logged_match_that_stops_reads_back_from_its_record_waiting_where_it_waited() {
    for (players, rules, seed) in [(4, Rules::standard(), 3), (3, Rules::sechsundzwanzig(), 8)] {
        let mut m = Match::new(players, rules, seed).unwrap();
        m.stop_between_deals(true);
        let mut rng = Rng::seeded(seed);
        let mut waited = 0;
        while !m.is_over() && waited < 3 {
            if m.phase() == Phase::Dealing {
                let back = Match::from_json(&m.to_json().unwrap()).unwrap();
                assert_eq!(back, m, "read back waiting between deals");
                assert_eq!(back.phase(), Phase::Dealing);
                m.deal_next().unwrap();
                waited += 1;
                continue;
            }
            let mut moves = MoveList::new();
            m.legal_moves(&mut moves);
            m.apply(moves.get(rng.below(moves.len() as u32) as usize))
                .unwrap();
            assert_eq!(Match::from_json(&m.to_json().unwrap()).unwrap(), m);
        }
        assert!(waited > 0, "the walk reaches a deal's end");
    }
}
