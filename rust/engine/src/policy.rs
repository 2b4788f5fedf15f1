//! Policies: who chooses the moves of a seat in a simulation. Written against the [`Game`] trait,
//! so a new player (the Monte Carlo advisor, say) is one more implementation.

use crate::game::Game;
use crate::rng::Rng;

/// A way of choosing moves for a seat. `choose` is only called when `game` has a current player,
/// and must return one of that player's legal moves. Randomness comes from `rng` only.
pub trait Policy<G: Game>: Sync {
    /// The policy's name, as the summary shows it.
    fn name(&self) -> &str;
    /// The move of the current player.
    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move;
}

/// Uniformly random among the legal moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPolicy;

impl<G: Game> Policy<G> for RandomPolicy {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        game.random_move(rng)
    }
}
