//! Big Two's simulation path makes no heap allocation a decision: the random player's move
//! (`Game::random_move`) and applying it (`apply_unchecked`), counted by a global allocator over
//! thousands of decisions of whole matches, after one decision of warm-up (the thread's kept
//! list of moves is made once).

mod counting;

use zz_engine::game::Game;
use zz_engine::games::big_two::{Match, Rules};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;

use counting::allocations;

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
