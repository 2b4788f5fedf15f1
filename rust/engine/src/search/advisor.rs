//! The advisor as a player: at each turn it searches from its own view and plays the best move
//! (a lone candidate without a search).

use crate::control::Control;
use crate::policy::Policy;
use crate::rng::Rng;

use super::{advise_with, Algorithm, Searchable, Settings, MAX_NODES};

/// How the `advisor` policy of every game searches at each decision: PIMC, 100
/// determinizations, the game's heuristic playouts, one thread (BENCHMARKS.md gives its time a
/// decision in each game).
pub const PLAYER_SETTINGS: Settings = Settings {
    algorithm: Algorithm::Pimc,
    iterations: Some(100),
    time_limit: None,
    work: None,
    screen: None,
    seed: 0,
    threads: 1,
    trees: 2,
    exploration: 0.7,
    max_nodes: MAX_NODES,
};

/// A policy that plays the move [`super::advise`] ranks first, searching with `settings` (the seed of
/// each search is drawn from the policy's generator) and `rollout` for the playouts.
pub struct Advisor<'a, G: Searchable> {
    /// How to search at each decision.
    pub settings: Settings,
    /// The policy that plays the playouts.
    pub rollout: &'a dyn Policy<G>,
    /// The fallback when a search fails (it should not: the view comes from a real match).
    pub fallback: &'a dyn Policy<G>,
}

impl<G: Searchable> std::fmt::Debug for Advisor<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Advisor({:?}, rollout {})",
            self.settings,
            self.rollout.name()
        )
    }
}

impl<G: Searchable> Policy<G> for Advisor<'_, G> {
    fn name(&self) -> &str {
        "advisor"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        self.choose_under(game, rng, Control::never())
            .unwrap_or_else(|| unreachable!("a search nobody stops ends with a move"))
    }

    /// The search looks at `control` (it runs under [`Control::under`] it, counting its own
    /// iterations); stopped, the policy gives up on the game rather than play a move from a
    /// search cut short.
    fn choose_under(&self, game: &G, rng: &mut Rng, control: &Control) -> Option<G::Move> {
        let me = game.current_player().unwrap_or(0);
        let view = game.view(me);
        let settings = Settings {
            seed: rng.next_u64(),
            ..self.settings
        };
        // With one move to try there is nothing to search for.
        if let [only] = G::candidates_in(&view)[..] {
            return Some(only);
        }
        let advice = advise_with(&view, &settings, self.rollout, &Control::under(control));
        if control.is_stopped() {
            return None;
        }
        Some(match advice {
            Ok(advice) if !advice.is_empty() => advice[0].mv,
            _ => self.fallback.choose(game, rng),
        })
    }
}
