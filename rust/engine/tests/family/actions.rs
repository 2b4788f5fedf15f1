//! The family's action ids: a move is the places of the hand it takes, so every legal move of
//! random matches (every preset, 2 to 32 players) has exactly one id, that id gives it back, the
//! mask is the legal moves, and the observation is the same for every deal of the hidden cards.

use std::collections::HashSet;

use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::actions::{cards_of, id, mask, move_of, ACTIONS};
use zz_engine::games::zweiundzwanzig::observation::{encode, OBSERVATION_LEN};
use zz_engine::games::zweiundzwanzig::{Match, MoveList, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::Searchable;

fn cards(text: &str) -> Cards {
    Cards::parse(text).unwrap()
}

#[test]
fn an_id_is_the_places_of_the_hand_a_move_takes() {
    let hand = cards("2 5 5 K K K A");
    assert_eq!(ACTIONS, 8192);
    assert_eq!(id(hand, Cards::EMPTY), Some(0));
    assert_eq!(id(hand, cards("2")), Some(0b1));
    assert_eq!(id(hand, cards("5 5")), Some(0b110));
    assert_eq!(id(hand, cards("K A")), Some(0b1001000));
    assert_eq!(id(hand, cards("Q")), None);
    assert_eq!(cards_of(hand, 0b1001000), Some(cards("K A")));
    // The second king without the first, and a place past the hand, are no move.
    assert_eq!(cards_of(hand, 0b10000), None);
    assert_eq!(cards_of(hand, 1 << 7), None);
    assert_eq!(cards_of(hand, ACTIONS), None);
}

#[test]
fn every_subset_of_a_hand_has_one_id_and_it_maps_back() {
    for text in [
        "2 3 4 5 6 7 8 9 10 J Q K A",
        "K K K K K K K K K K K K K",
        "5 5 7 9 9 9 * *",
    ] {
        let hand = cards(text);
        let mut seen = HashSet::new();
        for i in 0..ACTIONS {
            if let Some(taken) = cards_of(hand, i) {
                assert!(hand.contains(taken));
                assert!(seen.insert(taken.0), "{text}: id {i} repeats a move");
                assert_eq!(id(hand, taken), Some(i as u16));
            }
        }
        let subsets: usize = (0..14u8).map(|r| usize::from(hand.count(r)) + 1).product();
        assert_eq!(seen.len(), subsets, "{text}");
    }
}

fn matches(check: &mut impl FnMut(&Match)) {
    let presets = [
        Rules::standard(),
        Rules::twenty_two(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ];
    for rules in presets {
        for players in [2, 4, 7, 32] {
            for seed in 0..2 {
                let Ok(mut m) = Match::new_unlogged(players, rules, seed) else {
                    continue;
                };
                let mut rng = Rng::seeded(seed);
                let mut turns = 0;
                while m.current_player().is_some() && turns < 400 {
                    check(&m);
                    let mv = RandomPolicy.choose(&m, &mut rng);
                    m.apply(mv).unwrap();
                    turns += 1;
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
        let view = m.view(p);
        let mut legal = MoveList::new();
        m.legal_moves(&mut legal);
        let ids: HashSet<usize> = legal
            .iter()
            .map(|mv| usize::from(id(view.hand, mv.cards()).unwrap()))
            .collect();
        assert_eq!(ids.len(), legal.len());
        for mv in legal.iter() {
            let i = usize::from(id(view.hand, mv.cards()).unwrap());
            assert_eq!(move_of(&view, i), Some(mv));
        }
        mask(&view, &mut out);
        let marked: HashSet<usize> = (0..ACTIONS).filter(|&i| out[i] == 1).collect();
        assert_eq!(marked, ids);
        met.extend(ids);
    });
    assert!(met.len() > 500, "{} ids met", met.len());
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
        assert_eq!(obs[256], 1.0, "the viewer is to move");
        assert_eq!(obs[265], 1.0, "the viewer is in the match");
        let held: f32 = obs[..182].iter().sum();
        assert_eq!(held, f32::from(view.hand.len()), "one place a card");
        checked += 1;
        if checked % 37 != 0 {
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
    assert!(checked > 1000, "{checked} views");
}
