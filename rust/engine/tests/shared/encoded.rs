//! What a framework step calls, for every game: `observe` writes what the view's own encoding
//! writes (the log left out changes nothing), and `apply_action` makes exactly the moves the mask
//! allows, leaving the match unchanged for every other id.

use zz_engine::encoded::{apply_action, observe, Encoded};
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;

/// Plays random matches of `G` at `players`, checking every decision.
fn check_matches<G: Encoded>(players: usize, rules: G::Rules)
where
    G::Rules: Copy,
    RandomPolicy: Policy<G>,
{
    let mut obs = vec![0.0f32; G::OBSERVATION_LEN];
    let mut mask = vec![0i8; G::ACTIONS];
    let mut expected = (vec![0.0f32; G::OBSERVATION_LEN], vec![0i8; G::ACTIONS]);
    let mut rng = Rng::seeded(players as u64);
    for seed in 0..3 {
        let mut m = G::start(players, rules, seed, true).unwrap();
        let mut turns = 0;
        while let Some(p) = m.current_player() {
            for seat in [p, (p + 1) % players] {
                observe(&m, seat, &mut obs, &mut mask);
                let view = m.view(seat);
                G::encode(&view, &mut expected.0);
                G::mask(&view, &mut expected.1);
                assert_eq!((&obs, &mask), (&expected.0, &expected.1), "seat {seat}");
            }
            observe(&m, p, &mut obs, &mut mask);
            for _ in 0..8 {
                let id = (rng.next_u64() % G::ACTIONS as u64) as usize;
                if mask[id] == 0 {
                    let before = m.clone();
                    assert!(
                        !apply_action(&mut m, id).unwrap(),
                        "id {id} is not in the mask"
                    );
                    assert!(m == before, "an id the mask does not allow changes nothing");
                }
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            let id = (0..G::ACTIONS)
                .find(|&i| mask[i] == 1 && m.action_move(i) == Some(mv))
                .expect("the move chosen has a marked id");
            let mut by_move = m.clone();
            by_move.apply(mv).unwrap();
            assert!(apply_action(&mut m, id).unwrap());
            assert!(m == by_move, "the id makes its move");
            turns += 1;
            if turns > 300 {
                break;
            }
        }
    }
}

#[test]
fn big_two() {
    for players in 2..=4 {
        check_matches::<big_two::Match>(players, big_two::Rules::standard());
    }
}

#[test]
fn arschloch() {
    let rules = arschloch::Rules::standard();
    for players in [2, 4, 7] {
        check_matches::<arschloch::Match>(players, rules);
    }
}

#[test]
fn zweiundzwanzig() {
    for rules in [
        zweiundzwanzig::Rules::standard(),
        zweiundzwanzig::Rules::rasmussen(),
        zweiundzwanzig::Rules::sechsundzwanzig(),
    ] {
        for players in [2, 5] {
            check_matches::<zweiundzwanzig::Match>(players, rules);
        }
    }
}
