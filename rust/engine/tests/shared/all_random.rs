//! A table of random players only is played by a loop of its own (`sim/all_random.rs`: the
//! game's `random_move` called directly); the same games as the general loop, in every game.

use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::sim::Plan;

/// The random player, not known as one: its table goes through the general loop.
struct Unflagged;

impl<G: Game> Policy<G> for Unflagged {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        game.random_move(rng)
    }
}

/// Checks `count` matches of `G` at `players` seats under `rules`: the same tally, batch and
/// games, whichever loop plays them.
fn check<G: Game + PartialEq + 'static>(players: usize, rules: G::Rules, count: usize)
where
    G::Rules: Copy + Sync,
    RandomPolicy: Policy<G>,
{
    let plan = |policy: &'static dyn Policy<G>| Plan {
        policies: vec![policy; players],
        new_game: move |s| G::start(players, rules, s, false).unwrap(),
        seed: 5,
    };
    let fast = plan(&RandomPolicy);
    let general = plan(&Unflagged);
    assert_eq!(
        fast.tally(3, count, 1).unwrap(),
        general.tally(3, count, 1).unwrap()
    );
    assert_eq!(
        fast.tally(3, count, 2).unwrap(),
        general.tally(3, count, 1).unwrap()
    );
    assert_eq!(
        fast.batch(3, count, 1).unwrap(),
        general.batch(3, count, 1).unwrap()
    );
    let never = zz_engine::control::Control::never();
    for i in 0..count as u64 {
        let g = fast.try_play(i, never).unwrap();
        assert!(g.is_over());
        assert!(g == general.play(i), "game {i} differs");
    }
}

#[test]
fn the_family_s_random_tables_play_as_the_general_loop_does() {
    for players in [2, 4, 7, 12] {
        check::<zweiundzwanzig::Match>(players, zweiundzwanzig::Rules::standard(), 150);
    }
    check::<zweiundzwanzig::Match>(3, zweiundzwanzig::Rules::rasmussen(), 150);
    check::<zweiundzwanzig::Match>(5, zweiundzwanzig::Rules::sechsundzwanzig(), 150);
}

#[test]
fn big_two_s_random_tables_play_as_the_general_loop_does() {
    for players in [2, 3, 4] {
        check::<big_two::Match>(players, big_two::Rules::standard(), 150);
    }
}

#[test]
fn arschloch_s_random_tables_play_as_the_general_loop_does() {
    for players in [4, 6, 11] {
        check::<arschloch::Match>(players, arschloch::Rules::standard(), 150);
    }
}

#[test]
fn only_the_random_policy_is_known_as_random() {
    assert!(Policy::<zweiundzwanzig::Match>::is_random(&RandomPolicy));
    assert!(!Policy::<zweiundzwanzig::Match>::is_random(&Unflagged));
    assert!(!Policy::<zweiundzwanzig::Match>::is_random(
        &zweiundzwanzig::heuristic::Heuristic
    ));
}
