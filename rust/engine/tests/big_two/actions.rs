//! Big Two's action ids: 19,899 of them, one a move, the same cards whatever the rules, and every
//! legal move of every preset and player count has one that gives it back.

use std::collections::HashSet;

use zz_engine::game::Game;
use zz_engine::games::big_two::actions::{id, move_of, ACTIONS};
use zz_engine::games::big_two::{classify, GameRules, Match, Move, OptionValue, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;

#[test]
fn there_are_19899_ids_each_a_different_move_that_maps_back() {
    assert_eq!(ACTIONS, 19_899);
    let mut seen = HashSet::new();
    for i in 0..ACTIONS {
        let mv = move_of(i).unwrap();
        assert!(seen.insert(mv.cards().0), "id {i} repeats cards");
        assert_eq!(id(mv), Some(i as u16), "id {i}");
    }
    assert_eq!(move_of(0), Some(Move::PASS));
    assert_eq!(move_of(ACTIONS), None);
}

#[test]
fn the_ids_come_in_the_documented_blocks() {
    let size = |i: usize| move_of(i).unwrap().cards().len();
    assert_eq!((size(1), size(52), size(53), size(130)), (1, 1, 2, 2));
    assert_eq!(
        (size(131), size(182), size(183), size(ACTIONS - 1)),
        (3, 3, 5, 5)
    );
}

#[test]
fn every_legal_move_of_every_rule_set_has_an_id_that_gives_it_back() {
    let mut ids_seen = HashSet::new();
    for preset in Rules::PRESETS {
        for players in [2, 3, 4] {
            let rules = Rules::preset(preset)
                .unwrap()
                .with_option("games", &OptionValue::Int(3))
                .unwrap();
            for seed in 0..8 {
                let mut m = Match::new_unlogged(players, rules, seed).unwrap();
                let mut rng = Rng::seeded(seed);
                while m.current_player().is_some() {
                    let mut moves = Vec::new();
                    m.legal_moves(&mut moves);
                    let ids: Vec<u16> = moves.iter().map(|&mv| id(mv).unwrap()).collect();
                    for (&mv, &i) in moves.iter().zip(&ids) {
                        assert_eq!(move_of(usize::from(i)), Some(mv));
                        ids_seen.insert(i);
                    }
                    let distinct: HashSet<u16> = ids.iter().copied().collect();
                    assert_eq!(distinct.len(), ids.len());
                    let mv = RandomPolicy.choose(&m, &mut rng);
                    m.apply(mv).unwrap();
                }
            }
        }
    }
    assert!(ids_seen.len() > 2_000, "{} ids met", ids_seen.len());
}

#[test]
fn every_id_is_a_play_some_rule_set_allows_and_other_cards_have_none() {
    let presets: Vec<Rules> = Rules::PRESETS
        .iter()
        .map(|p| Rules::preset(p).unwrap())
        .collect();
    for i in 1..ACTIONS {
        let cards = move_of(i).unwrap().cards();
        assert!(
            presets.iter().any(|r| classify(cards, r).is_some()),
            "id {i}"
        );
    }
    // 3♦ 4♣ 5♦ 7♦ 9♦ (standard order): five ranks, no sequence, two suits.
    let single = |i: usize| move_of(i).unwrap().cards();
    let cards = [1, 6, 9, 17, 25]
        .iter()
        .fold(single(1), |a, &i| a.plus(single(i)));
    assert_eq!(cards.len(), 5);
    assert_eq!(id(Move::play(cards)), None);
    assert!(presets.iter().all(|r| classify(cards, r).is_none()));
}

#[test]
fn the_mask_marks_exactly_the_legal_moves_and_the_observation_what_the_viewer_knows() {
    use zz_engine::games::big_two::actions::mask;
    use zz_engine::games::big_two::observation::{encode, OBSERVATION_LEN};
    let rules = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let mut m = Match::new_unlogged(players, rules, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let mut out = vec![7i8; ACTIONS];
        let mut obs = [9.0f32; OBSERVATION_LEN];
        while let Some(p) = m.current_player() {
            let view = m.view(p);
            mask(&view, &mut out);
            let mut legal = Vec::new();
            m.legal_moves(&mut legal);
            let marked: HashSet<usize> = (0..ACTIONS).filter(|&i| out[i] == 1).collect();
            let expected: HashSet<usize> = legal
                .iter()
                .map(|&mv| usize::from(id(mv).unwrap()))
                .collect();
            assert_eq!(marked, expected);
            assert!(out.iter().all(|&x| x == 0 || x == 1));
            encode(&view, &mut obs);
            assert!(obs.iter().all(|&x| (0.0..=1.0).contains(&x)));
            let hand: usize = obs[0..52].iter().map(|&x| x as usize).sum();
            assert_eq!(hand, m.hand(p).len() as usize);
            assert_eq!(obs[168], 1.0, "the viewer is to move");
            assert_eq!(obs[226 + players - 2], 1.0);
            // Another player's view of the same state differs only in what they may know.
            let other = (p + 1) % players;
            let mut theirs = [0.0f32; OBSERVATION_LEN];
            encode(&m.view(other), &mut theirs);
            assert_eq!(obs[52..104], theirs[52..104], "the cards played are public");
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
    }
}

#[test]
fn an_observation_does_not_depend_on_the_hidden_cards() {
    use zz_engine::games::big_two::observation::{encode, OBSERVATION_LEN};
    use zz_engine::search::Searchable;
    let m = Match::new_unlogged(4, Rules::standard(), 5).unwrap();
    let view = m.view(m.current_player().unwrap());
    let hidden = Match::hidden(&view).unwrap();
    let mut first = [0.0f32; OBSERVATION_LEN];
    encode(&view, &mut first);
    for seed in 0..20 {
        let other =
            <Match as Searchable>::determinize(&view, &hidden, &mut Rng::seeded(seed)).unwrap();
        let mut again = [0.0f32; OBSERVATION_LEN];
        encode(&other.view(view.player.into()), &mut again);
        assert_eq!(first, again, "a deal of the hidden cards the view allows");
    }
}
