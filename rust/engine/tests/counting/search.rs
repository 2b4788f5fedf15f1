//! The advisor's playouts as the search plays them, shared by the `no_alloc_*` tests' checks of
//! the search path: a position into a match's second deal (or game), and whole playouts of
//! determinizations of its view, each on a kept match copied into as the search copies it.

use zz_engine::game::Game;
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::{advise, play_to_deal_end, Searchable, Settings};

use super::allocations_of;

/// Plays `m` with `policy` until `moves` moves into its second deal (a game, where a match is
/// of games), or to its end.
pub fn into_the_second_deal<G: Game>(
    m: &mut G,
    policy: &dyn Policy<G>,
    moves: usize,
    rng: &mut Rng,
) {
    let mut made = 0;
    while m.current_player().is_some() && (m.deals() < 2 || made < moves) {
        if m.deals() >= 2 {
            made += 1;
        }
        let mv = policy.choose(m, rng);
        m.apply_unchecked(mv);
    }
}

/// One playout of each kind the advisor plays from `state` after `mv`, each on a kept match
/// that `state` is copied into ([`Clone::clone_from`]): the game's own with `rollout` (the
/// searching seat `me` may look ahead), the plain one of the screening, and the random
/// player's. Returns the allocations the copies and playouts made, and their moves.
fn playouts<G: Searchable>(
    kept: &mut [G; 3],
    state: &G,
    mv: G::Move,
    me: usize,
    rollout: &dyn Policy<G>,
    rng: &mut Rng,
) -> (u64, u64) {
    let mut moves = 0;
    let made = allocations_of(|| {
        for game in kept.iter_mut() {
            game.clone_from(state);
            game.apply_unchecked(mv);
        }
        let [own, plain, random] = kept;
        moves += own.play_out(me, rollout, rng);
        moves += play_to_deal_end(plain, rollout, rng);
        moves += play_to_deal_end(random, &RandomPolicy, rng);
    });
    (made, moves)
}

/// Plays the advisor's playouts of ten determinizations of the view of the player to move in
/// `m`, after one of warm-up (whatever a first playout sets up once), each candidate in turn;
/// panics naming `table` if any allocates. Returns the moves played, none if no one is to move.
pub fn playouts_allocate_nothing<G: Searchable>(
    m: &G,
    rollout: &dyn Policy<G>,
    rng: &mut Rng,
    table: &str,
) -> u64 {
    let Some(me) = m.current_player() else {
        return 0;
    };
    let view = m.view(me);
    let hidden = G::hidden(&view).unwrap();
    let candidates = G::candidates_in(&view);
    let state = G::determinize(&view, &hidden, rng).unwrap();
    let mut kept = [state.clone(), state.clone(), state.clone()];
    playouts(&mut kept, &state, candidates[0], me, rollout, rng);
    let mut decisions = 0;
    for i in 0..10 {
        let state = G::determinize(&view, &hidden, rng).unwrap();
        let mv = candidates[i % candidates.len()];
        let (made, moves) = playouts(&mut kept, &state, mv, me, rollout, rng);
        assert_eq!(made, 0, "{made} allocations in {moves} moves ({table})");
        decisions += moves;
    }
    decisions
}

/// The allocations of 200 iterations of a whole advice from `view` under `settings` with
/// `rollout`: 400 iterations less 200, after a warm-up of 10 (the thread's kept lists).
pub fn allocations_of_200_iterations<G: Searchable>(
    view: &G::View,
    settings: Settings,
    rollout: &dyn Policy<G>,
) -> u64 {
    let advice = |n| {
        let settings = Settings {
            iterations: Some(n),
            ..settings
        };
        allocations_of(|| drop(advise(view, &settings, rollout).unwrap()))
    };
    advice(10);
    advice(400) - advice(200)
}
