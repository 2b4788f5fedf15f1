//! Arschloch's action ids: 735 of them, one a move, and every legal move of random matches (with
//! and without leading jokers, 2 to 11 players) has one that gives it back; the mask is the legal
//! moves and the observation the same for every deal of the hidden cards.

use std::collections::HashSet;

use zz_engine::game::Game;
use zz_engine::games::arschloch::actions::{id, mask, move_of, ACTIONS};
use zz_engine::games::arschloch::observation::{encode, OBSERVATION_LEN};
use zz_engine::games::arschloch::{Match, Move, Rules};
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::Searchable;

#[test]
fn there_are_735_ids_each_a_different_move_that_maps_back() {
    assert_eq!(ACTIONS, 735);
    let mut seen = HashSet::new();
    for i in 0..ACTIONS {
        let mv = move_of(i).unwrap();
        assert!(seen.insert(mv), "id {i} repeats a move");
        assert_eq!(id(mv), Some(i as u16), "id {i}");
    }
    assert_eq!(move_of(0), Some(Move::PASS));
    assert_eq!(move_of(ACTIONS), None);
}

fn matches(check: &mut impl FnMut(&Match)) {
    for lead_jokers in [false, true] {
        for players in [2, 4, 7, 11] {
            let rules = Rules::standard()
                .with_option("games", &OptionValue::Int(3))
                .unwrap()
                .with_option("lead_jokers", &OptionValue::Bool(lead_jokers))
                .unwrap();
            for seed in 0..3 {
                let mut m = Match::new_unlogged(players, rules, seed).unwrap();
                let mut rng = Rng::seeded(seed);
                while m.current_player().is_some() {
                    check(&m);
                    let mv = RandomPolicy.choose(&m, &mut rng);
                    m.apply(mv).unwrap();
                }
            }
        }
    }
}

#[test]
fn every_legal_move_has_an_id_and_the_mask_marks_exactly_them() {
    let mut out = vec![0i8; ACTIONS];
    let mut met = HashSet::new();
    matches(&mut |m| {
        let p = m.current_player().unwrap();
        let mut legal = zz_engine::games::arschloch::MoveList::new();
        m.legal_moves(&mut legal);
        let ids: HashSet<usize> = legal
            .iter()
            .map(|&mv| usize::from(id(mv).unwrap()))
            .collect();
        assert_eq!(ids.len(), legal.len());
        for &mv in &legal {
            assert_eq!(move_of(usize::from(id(mv).unwrap())), Some(mv));
        }
        mask(&m.view(p), &mut out);
        let marked: HashSet<usize> = (0..ACTIONS).filter(|&i| out[i] == 1).collect();
        assert_eq!(marked, ids);
        met.extend(ids);
    });
    assert!(met.len() > 100, "{} ids met", met.len());
}

#[test]
fn an_observation_holds_what_the_viewer_may_know_and_no_more() {
    let mut obs = [0.0f32; OBSERVATION_LEN];
    let mut checked = 0;
    matches(&mut |m| {
        let p = m.current_player().unwrap();
        let view = m.view(p);
        encode(&view, &mut obs);
        assert!(obs.iter().all(|&x| (0.0..=1.0).contains(&x)));
        assert_eq!(obs[226], 1.0, "the viewer is to move");
        checked += 1;
        if checked % 97 != 0 {
            return;
        }
        let hidden = <Match as Searchable>::hidden(&view).unwrap();
        for seed in 0..3 {
            let other =
                <Match as Searchable>::determinize(&view, &hidden, &mut Rng::seeded(seed)).unwrap();
            let mut again = [0.0f32; OBSERVATION_LEN];
            encode(&other.view(p), &mut again);
            assert_eq!(obs, again, "a deal of the hidden cards the view allows");
        }
    });
    assert!(checked > 500);
}
