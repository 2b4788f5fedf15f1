//! Big Two's simulation path makes no heap allocation a decision: the random player's move
//! (`Game::random_move`) and applying it (`apply_unchecked`), counted by a global allocator over
//! thousands of decisions of whole matches, after one decision of warm-up (the thread's kept
//! list of moves is made once). Nor does the search's: whole playouts of determinized matches
//! to the end of the game, as the advisor plays them, the copy of the match into the playout's
//! included.

mod counting;

use zz_engine::game::Game;
use zz_engine::games::big_two::heuristic::Heuristic;
use zz_engine::games::big_two::policies::ADVISOR;
use zz_engine::games::big_two::{Match, Rules};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;
use zz_engine::search::{Algorithm, Settings};

use counting::allocations;
use counting::search::{
    allocations_of_200_iterations, into_the_second_deal, playouts_allocate_nothing,
};

#[test]
fn random_play_allocates_nothing_a_decision() {
    let mut decisions = 0;
    for preset in ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"] {
        let rules = Rules::preset(preset).unwrap();
        for players in 2..=4 {
            for seed in 0..20 {
                let mut game = Match::start(players, rules, seed, false).unwrap();
                let mut rng = Rng::derived(seed, 5);
                // Warm-up: the first decision may make the thread's kept list.
                let mv = game.random_move(&mut rng);
                game.apply_unchecked(mv);
                let before = allocations();
                let mut made = 0;
                while !game.is_over() {
                    let mv = game.random_move(&mut rng);
                    game.apply_unchecked(mv);
                    made += 1;
                }
                let allocated = allocations() - before;
                assert_eq!(allocated, 0, "{allocated} allocations in {made} decisions ({preset}, {players} players, seed {seed})");
                decisions += made;
            }
        }
    }
    assert!(decisions > 10_000, "only {decisions} decisions");
}

#[test]
fn search_playouts_to_the_end_of_the_game_allocate_nothing() {
    let mut decisions = 0;
    for preset in ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"] {
        let rules = Rules {
            games: Some(3),
            ..Rules::preset(preset).unwrap()
        };
        for players in 2..=4 {
            for (seed, into) in [(1, 0), (2, 5), (3, 11)] {
                let mut m = Match::start(players, rules, seed, false).unwrap();
                let mut rng = Rng::derived(seed, 9);
                into_the_second_deal(&mut m, &Heuristic, into, &mut rng);
                let table = format!("{preset}, {players} players, seed {seed}");
                decisions += playouts_allocate_nothing(&m, &Heuristic, &mut rng, &table);
            }
        }
    }
    assert!(decisions > 10_000, "only {decisions} decisions");
}

/// A whole advice allocates a few times an iteration, however many iterations, and none a
/// decision of its playouts: the advisor's PIMC under a work budget (a block of one iteration:
/// the determinization's list of game winners, the block's statistics, its playout match and
/// the end of its game, the wave's results: 5) and ISMCTS (the determinization, and the tree's
/// growth: about 1.5).
#[test]
fn an_advice_allocates_a_few_times_an_iteration() {
    let rules = Rules {
        games: Some(3),
        ..Rules::standard()
    };
    for players in 2..=4 {
        for into in [0, 3] {
            let mut m = Match::start(players, rules, 4, false).unwrap();
            into_the_second_deal(&mut m, &Heuristic, into, &mut Rng::seeded(3));
            let view = m.view(m.current_player().unwrap());
            let pimc = Settings {
                work: Some(u64::MAX),
                ..ADVISOR.settings
            };
            let ismcts = Settings {
                algorithm: Algorithm::Ismcts,
                screen: None,
                work: None,
                ..ADVISOR.settings
            };
            for (settings, most) in [(pimc, 5), (ismcts, 3)] {
                let made = allocations_of_200_iterations(&view, settings, &Heuristic);
                assert!(
                    made <= 200 * most,
                    "{made} allocations in 200 iterations ({players} players, {:?})",
                    settings.algorithm
                );
            }
        }
    }
}
