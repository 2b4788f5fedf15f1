//! Long calls under a `Control`: a stopped control ends search and simulation at their next
//! check with what they have; huge budgets take no memory up front; progress is counted.

use zz_engine::control::Control;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::games::{arschloch, big_two};
use zz_engine::policy::{Policies, Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::{advise, advise_with, Algorithm, Searchable, Settings};
use zz_engine::sim::Plan;

fn plan<'a>(policies: Vec<&'a dyn Policy<Match>>) -> Plan<'a, Match, impl Fn(u64) -> Match + Sync> {
    let players = policies.len();
    Plan {
        policies,
        new_game: move |s| Match::new_unlogged(players, Rules::standard(), s).unwrap(),
        seed: 7,
    }
}

fn a_view() -> zz_engine::games::zweiundzwanzig::View {
    let m = Match::new(4, Rules::standard(), 3).unwrap();
    m.view(m.to_move().unwrap())
}

#[test]
fn a_stopped_control_ends_a_search_at_once_with_no_playouts() {
    let stopped = Control::new();
    stopped.stop();
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let settings = Settings {
            algorithm,
            iterations: Some(u32::MAX),
            ..Settings::default()
        };
        let advice = advise_with(&a_view(), &settings, &Heuristic, &stopped).unwrap();
        assert!(advice.iter().all(|a| a.stats.visits == 0), "{algorithm:?}");
        assert_eq!(stopped.done(), 0);
    }
}

#[test]
fn the_largest_iteration_budget_with_a_short_time_limit_ends_with_the_time() {
    // Before, PIMC handed out every block of the budget at once (34 GB for 2^32 - 1 iterations).
    for (algorithm, threads) in [
        (Algorithm::Pimc, 1),
        (Algorithm::Pimc, 2),
        (Algorithm::Ismcts, 1),
    ] {
        let settings = Settings {
            algorithm,
            iterations: Some(u32::MAX),
            // Long enough for a playout even on a busy machine that keeps the search waiting.
            time_limit: Some(std::time::Duration::from_millis(500)),
            threads,
            ..Settings::default()
        };
        let control = Control::new();
        let advice = advise_with(&a_view(), &settings, &Heuristic, &control).unwrap();
        let visits: u64 = advice.iter().map(|a| u64::from(a.stats.visits)).sum();
        assert!(visits > 0 && visits < u64::from(u32::MAX), "{algorithm:?}");
        assert!(control.done() > 0, "iterations are counted as they finish");
    }
}

#[test]
fn a_control_that_is_never_stopped_changes_no_advice() {
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let settings = Settings {
            algorithm,
            iterations: Some(300),
            seed: 5,
            ..Settings::default()
        };
        let control = Control::new();
        let watched = advise_with(&a_view(), &settings, &Heuristic, &control).unwrap();
        assert_eq!(watched, advise(&a_view(), &settings, &Heuristic).unwrap());
        assert_eq!(control.done(), 300);
    }
}

#[test]
fn a_tree_at_its_node_limit_still_spends_the_whole_budget_on_the_candidates() {
    let settings = Settings {
        algorithm: Algorithm::Ismcts,
        iterations: Some(400),
        max_nodes: 8,
        ..Settings::default()
    };
    let advice = advise(&a_view(), &settings, &Heuristic).unwrap();
    let visits: u32 = advice.iter().map(|a| a.stats.visits).sum();
    assert_eq!(visits, 400);
}

#[test]
fn a_stopped_simulation_counts_only_the_games_it_finished() {
    let p = plan(vec![&Heuristic, &RandomPolicy, &RandomPolicy]);
    let stopped = Control::new();
    stopped.stop();
    for threads in [1, 2] {
        let t = p.tally_with(0, 10_000, threads, &stopped).unwrap();
        assert_eq!(t.games, 0);
    }
    let control = Control::new();
    let t = p.tally_with(0, 600, 2, &control).unwrap();
    assert_eq!((t.games, control.done()), (600, 600));
    assert_eq!(
        t,
        p.tally(0, 600, 1).unwrap(),
        "the blocks add up in any order"
    );
    let b = p.batch_with(0, 300, 2, &control).unwrap();
    assert_eq!(control.done(), 900);
    assert_eq!(b, p.batch(0, 300, 1).unwrap());
}

#[test]
fn more_threads_than_blocks_of_games_give_the_same_results() {
    let p = plan(vec![&RandomPolicy, &RandomPolicy]);
    assert_eq!(p.batch(0, 3, 200).unwrap(), p.batch(0, 3, 1).unwrap());
    assert_eq!(p.tally(0, 3, 200).unwrap(), p.tally(0, 3, 1).unwrap());
}

/// A match of `G` played at random up to a decision with two moves or more to search.
fn a_decision<G: Searchable + Policies>(rules: G::Rules) -> G {
    let mut game = G::start(4, rules, 11, true).unwrap();
    let mut rng = Rng::seeded(5);
    while G::candidates_in(&game.view(game.current_player().unwrap())).len() < 2 {
        let mv = game.random_move(&mut rng);
        game.apply_unchecked(mv);
    }
    game
}

/// The advisor of `G` gives up on a game whose control is stopped (it would otherwise play a
/// move from a search cut short, or search to the end first), and under a control nobody stops
/// it plays the move it always plays, counting none of its iterations as the control's units.
fn the_advisor_looks_at_the_control<G: Searchable + Policies>(rules: G::Rules)
where
    G::Move: std::fmt::Debug,
{
    let game = a_decision::<G>(rules);
    let advisor = G::policy_named("advisor").unwrap().policy;
    let stopped = Control::new();
    stopped.stop();
    assert_eq!(
        advisor.choose_under(&game, &mut Rng::seeded(1), &stopped),
        None
    );
    let going = Control::new();
    let chosen = advisor.choose_under(&game, &mut Rng::seeded(1), &going);
    assert_eq!(chosen, Some(advisor.choose(&game, &mut Rng::seeded(1))));
    assert_eq!(going.done(), 0);
}

#[test]
fn the_advisor_of_every_game_stops_its_search_with_the_simulation() {
    the_advisor_looks_at_the_control::<Match>(Rules::standard());
    the_advisor_looks_at_the_control::<arschloch::Match>(arschloch::Rules::standard());
    the_advisor_looks_at_the_control::<big_two::Match>(big_two::Rules::standard());
}
