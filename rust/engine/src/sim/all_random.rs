//! The simulation of a table where every seat plays [`RandomPolicy`](crate::policy::RandomPolicy):
//! each move is the game's `random_move`, called directly (no call through `&dyn Policy`, no
//! `Control` looked at, which the random policy ignores). The same draws in the same order as
//! the general loop, so the same games; `tests/shared/all_random.rs` checks it for every game.

use crate::game::Game;
use crate::rng::Rng;

use super::{Plan, Tally};

impl<G: Game, F: Fn(u64) -> G + Sync> Plan<'_, G, F> {
    /// Whether every seat plays the random policy.
    pub(super) fn all_random(&self) -> bool {
        self.policies.iter().all(|p| p.is_random())
    }

    /// [`Plan::play`] for a table of random players only: the same game.
    pub(super) fn play_random(&self, index: u64) -> G {
        let mut rng = Rng::derived(self.seed, index);
        let mut game = (self.new_game)(rng.next_u64());
        game.play_out_random(&mut rng);
        game
    }

    /// [`Plan::play_random`], the game counted in `tally` where it was played: a game is not
    /// copied out to be counted (a few hundred bytes, for some games a few thousand). Out of
    /// line, as the loop was when the game was returned: inlined into the caller, the loop
    /// keeps fewer of its values in registers.
    #[inline(never)]
    pub(super) fn tally_random(&self, index: u64, tally: &mut Tally) {
        let mut rng = Rng::derived(self.seed, index);
        let mut game = (self.new_game)(rng.next_u64());
        game.play_out_random(&mut rng);
        tally.add(&game);
    }
}
