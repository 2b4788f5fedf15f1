//! The family's simulation path and its bare loop allocate nothing a decision: whole random
//! matches (drawn by the game's own random player, or from the listed moves in a reused
//! `MoveList`), started unlogged, under a global allocator that counts the allocations made on
//! the thread under test; and the search's playouts of determinized matches to the end of the
//! deal, as the advisor plays them.

mod counting;

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::policies::ADVISOR;
use zz_engine::games::zweiundzwanzig::{Match, MoveList, Rules};
use zz_engine::rng::Rng;
use zz_engine::search::{Algorithm, Settings};

use counting::allocations_of;
use counting::search::{
    allocations_of_200_iterations, into_the_second_deal, playouts_allocate_nothing,
};

/// Plays the unlogged matches seeded `0..matches` of `players` under `rules`, each move drawn
/// by the random player (`listed` false) or from the listed moves; returns the decisions.
fn play(rules: Rules, players: usize, matches: u64, listed: bool) -> u64 {
    let mut moves = MoveList::new();
    let mut decisions = 0;
    for seed in 0..matches {
        let mut game = Match::new_unlogged(players, rules, seed).expect("a valid table");
        let mut rng = Rng::derived(seed, 7);
        while !game.is_over() {
            let mv = if listed {
                game.legal_moves(&mut moves);
                moves.get(rng.below(moves.len() as u32) as usize)
            } else {
                game.random_move(&mut rng)
            };
            game.apply_unchecked(mv);
            decisions += 1;
        }
    }
    decisions
}

#[test]
fn random_matches_allocate_nothing_a_decision() {
    // The counter counts: one vector, one allocation.
    assert_eq!(
        allocations_of(|| drop(std::hint::black_box(vec![1u8; 10]))),
        1
    );
    for rules in [
        Rules::standard(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ] {
        for players in [2, 4, 7, 12] {
            for listed in [false, true] {
                // Warm-up: whatever a first use sets up once is not a decision's.
                play(rules, players, 2, listed);
                let mut decisions = 0;
                let made = allocations_of(|| decisions = play(rules, players, 30, listed));
                assert!(decisions > 1000, "{players} players: {decisions} decisions");
                assert_eq!(
                    made, 0,
                    "{players} players, listed {listed}: {made} allocations"
                );
            }
        }
    }
}

#[test]
fn search_playouts_to_the_end_of_the_deal_allocate_nothing() {
    let mut decisions = 0;
    for rules in [
        Rules::standard(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ] {
        for players in [2, 4, 7, 12] {
            // Into the second deal: its exchange, its first trick, and later.
            for (seed, into) in [(1, 0), (2, 3), (3, 2 * players)] {
                let mut m = Match::new(players, rules, seed).expect("a valid table");
                let mut rng = Rng::derived(seed, 9);
                into_the_second_deal(&mut m, &Heuristic, into, &mut rng);
                let table = format!("{players} players, seed {seed}");
                decisions += playouts_allocate_nothing(&m, &Heuristic, &mut rng, &table);
            }
        }
    }
    assert!(decisions > 5_000, "only {decisions} decisions");
}

/// A whole advice allocates less than once an iteration, however many iterations, and none a
/// decision of its playouts: the advisor's PIMC (a block's statistics, every 4 iterations) and
/// ISMCTS (the tree's growth).
#[test]
fn an_advice_allocates_less_than_once_an_iteration() {
    for players in [2, 4, 7, 12] {
        for into in [0, 2 * players] {
            let mut m = Match::new(players, Rules::standard(), 4).expect("a valid table");
            into_the_second_deal(&mut m, &Heuristic, into, &mut Rng::seeded(3));
            let view = m.view(m.current_player().unwrap());
            let ismcts = Settings {
                algorithm: Algorithm::Ismcts,
                ..ADVISOR.settings
            };
            for settings in [ADVISOR.settings, ismcts] {
                let made = allocations_of_200_iterations(&view, settings, &Heuristic);
                assert!(
                    made < 200,
                    "{made} allocations in 200 iterations ({players} players, {:?})",
                    settings.algorithm
                );
            }
        }
    }
}
