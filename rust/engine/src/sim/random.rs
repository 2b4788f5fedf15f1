//! The bare loop of uniformly random legal moves, for the engines' rate benchmarks: what a whole
//! game costs inside Rust with nothing around it (no policy objects, no tallies).

use crate::error::EngineError;
use crate::game::Game;
use crate::moves::Moves;
use crate::rng::Rng;

/// Plays the matches seeded `0..games` of `players` under `rules`, keeping no log, each move
/// drawn uniformly among the legal ones from `Rng::derived(seed, 7)`; returns the decisions made.
pub fn random_decisions<G: Game>(
    players: usize,
    rules: G::Rules,
    games: u64,
) -> Result<u64, EngineError>
where
    G::Rules: Copy,
{
    let mut moves = G::MoveList::default();
    let mut count = 0;
    for seed in 0..games {
        let mut game = G::start(players, rules, seed, false)?;
        let mut rng = Rng::derived(seed, 7);
        while !game.is_over() {
            game.legal_moves(&mut moves);
            let mv = moves.at(rng.below(moves.len() as u32) as usize);
            game.apply_unchecked(mv);
            count += 1;
        }
    }
    Ok(count)
}
