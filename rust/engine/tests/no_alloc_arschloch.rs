//! Arschloch's simulation and search paths allocate nothing a decision: a counting global
//! allocator counts the allocations of this thread while random players list their moves, draw
//! one and apply it — through deals, exchanges and the ends of games of a long match, and through
//! search's playouts of determinized matches to the end of the game: random ones, and those the
//! advisor plays (its own, the plain one, the random player's, each copied into a kept match).
//! A whole advice allocates a few times an iteration.

mod counting;

use zz_engine::game::{Game, Outcome};
use zz_engine::games::arschloch::heuristic::Heuristic;
use zz_engine::games::arschloch::policies::ADVISOR;
use zz_engine::games::arschloch::{Match, MoveList, Rules};
use zz_engine::rng::Rng;
use zz_engine::search::{Algorithm, Searchable, Settings};

use counting::allocations;
use counting::search::{
    allocations_of_200_iterations, into_the_second_deal, playouts_allocate_nothing,
};

/// One decision of each path: the moves listed into a reused list and one drawn (the bare
/// loop), then the game's own random move (the simulation path's sampler), applied.
fn decide(m: &mut Match, moves: &mut MoveList, rng: &mut Rng) {
    m.legal_moves(moves);
    let listed = moves[rng.below(moves.len() as u32) as usize];
    let drawn = m.random_move(rng);
    m.apply_unchecked(if rng.below(2) == 0 { listed } else { drawn });
}

#[test]
fn a_long_match_of_random_play_allocates_nothing_after_its_first_game() {
    let rules = Rules {
        games: 40,
        ..Rules::standard()
    };
    for players in [2, 4, 6, 8, 11] {
        let mut m = Match::start(players, rules, 7, false).unwrap();
        let (mut moves, mut rng) = (MoveList::new(), Rng::seeded(31));
        while m.deals() < 2 {
            decide(&mut m, &mut moves, &mut rng); // the warm-up: the first game
        }
        let (before, mut decisions) = (allocations(), 0);
        while !m.is_over() {
            decide(&mut m, &mut moves, &mut rng);
            decisions += 1;
        }
        assert_eq!(allocations() - before, 0, "{players} players");
        assert!(decisions > 500, "{decisions} decisions");
        assert!(m
            .outcome()
            .is_some_and(|o: Outcome| o.places.len() == players));
    }
}

#[test]
fn search_playouts_to_the_end_of_the_game_allocate_nothing() {
    let rules = Rules {
        games: 3,
        ..Rules::standard()
    };
    for players in [4, 8] {
        let mut m = Match::start(players, rules, 11, false).unwrap();
        let (mut moves, mut rng) = (MoveList::new(), Rng::seeded(5));
        while m.deals() < 2 {
            decide(&mut m, &mut moves, &mut rng); // into the second game: orders to carry
        }
        let view = m.view(m.current_player().unwrap());
        let hidden = <Match as Searchable>::hidden(&view).unwrap();
        let mut decisions = 0;
        for _ in 0..50 {
            let mut playout = <Match as Searchable>::determinize(&view, &hidden, &mut rng).unwrap();
            let before = allocations();
            while playout.current_player().is_some() {
                decide(&mut playout, &mut moves, &mut rng);
                decisions += 1;
            }
            assert_eq!(allocations() - before, 0, "{players} players");
        }
        assert!(decisions > 1000, "{decisions} decisions");
    }
}

#[test]
fn the_advisors_playouts_allocate_nothing() {
    let rules = Rules {
        games: 3,
        ..Rules::standard()
    };
    let mut decisions = 0;
    for players in [2, 4, 8, 11] {
        for (seed, into) in [(1, 0), (2, 5), (3, 2 * players)] {
            let mut m = Match::start(players, rules, seed, false).unwrap();
            let mut rng = Rng::derived(seed, 9);
            into_the_second_deal(&mut m, &Heuristic, into, &mut rng);
            let table = format!("{players} players, seed {seed}");
            decisions += playouts_allocate_nothing(&m, &Heuristic, &mut rng, &table);
        }
    }
    assert!(decisions > 5_000, "only {decisions} decisions");
}

/// A whole advice allocates a few times an iteration at most, however many iterations, and
/// none a decision of its playouts: the advisor's PIMC under a work budget (a block of one
/// iteration: its statistics, its playout match, the wave's results and the rest: 5) and ISMCTS
/// (the tree's growth: 3 at most).
#[test]
fn an_advice_allocates_a_few_times_an_iteration() {
    let rules = Rules {
        games: 3,
        ..Rules::standard()
    };
    for players in [2, 4, 8, 11] {
        for into in [0, 2 * players] {
            let mut m = Match::start(players, rules, 4, false).unwrap();
            into_the_second_deal(&mut m, &Heuristic, into, &mut Rng::seeded(3));
            let view = m.view(m.current_player().unwrap());
            let pimc = Settings {
                work: Some(u64::MAX),
                ..ADVISOR.settings
            };
            let ismcts = Settings {
                algorithm: Algorithm::Ismcts,
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
