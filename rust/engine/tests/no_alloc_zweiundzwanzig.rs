//! The family's simulation path and its bare loop allocate nothing a decision: whole random
//! matches (drawn by the game's own random player, or from the listed moves in a reused
//! `MoveList`), started unlogged, under a global allocator that counts the allocations made on
//! the thread under test.

mod counting;

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, MoveList, Rules};
use zz_engine::rng::Rng;

use counting::allocations_of;

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
                moves[rng.below(moves.len() as u32) as usize]
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
