//! Policies: who chooses the moves of a seat in a simulation. Written against the [`Game`] trait,
//! so a new player (the Monte Carlo advisor, say) is one more implementation.

use crate::control::Control;
use crate::error::EngineError;
use crate::game::Game;
use crate::rng::Rng;

/// A way of choosing moves for a seat. `choose` is only called when `game` has a current player,
/// and must return one of that player's legal moves. Randomness comes from `rng` only.
pub trait Policy<G: Game>: Sync {
    /// The policy's name, as the summary shows it.
    fn name(&self) -> &str;
    /// The move of the current player.
    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move;
    /// The move of the current player, or `None` when the policy gives up on the game (a
    /// callback into another language that failed, say): a simulation then abandons the game,
    /// counts nothing of it and stops. The built-in policies never give up.
    fn try_choose(&self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        Some(self.choose(game, rng))
    }
    /// [`Policy::try_choose`] for work under `control`: a policy that thinks for long (a search)
    /// looks at `control` while it thinks and, once it is stopped, gives up on the game instead
    /// of choosing from a search cut short, so that a game it finishes is the same game however
    /// the work was stopped. The others choose at once and may ignore it (the default).
    fn choose_under(&self, game: &G, rng: &mut Rng, control: &Control) -> Option<G::Move> {
        let _ = control;
        self.try_choose(game, rng)
    }
    /// Whether the policy is [`RandomPolicy`]: its move is `game.random_move(rng)` and nothing
    /// else, so that a simulation of such seats only may call that directly. False unless
    /// overridden (by `RandomPolicy` alone).
    fn is_random(&self) -> bool {
        false
    }
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

    fn is_random(&self) -> bool {
        true
    }
}

/// A player who plays as `policy` but makes a uniformly random legal move in a `share` of its
/// decisions (drawn first, from the generator it is given): an opponent that a model of the
/// others' play explains only some of the time, for measuring how the search reads such
/// players (BENCHMARKS.md, issue 32).
pub struct Erratic<'a, G: Game> {
    /// The policy played the rest of the time.
    pub policy: &'a dyn Policy<G>,
    /// The share of decisions played at random.
    pub share: f64,
}

impl<G: Game> std::fmt::Debug for Erratic<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Erratic({}, {})", self.policy.name(), self.share)
    }
}

impl<G: Game> Policy<G> for Erratic<'_, G> {
    fn name(&self) -> &str {
        "erratic"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        if rng.unit() < self.share {
            game.random_move(rng)
        } else {
            self.policy.choose(game, rng)
        }
    }
}

/// A policy a game offers by name, and what it needs of the matches it plays in.
pub struct Registered<G: Game + 'static> {
    /// The name users give it.
    pub name: &'static str,
    /// The policy.
    pub policy: &'static dyn Policy<G>,
    /// Whether it reads the event log (the matches it plays in must keep theirs).
    pub reads_log: bool,
}

impl<G: Game> std::fmt::Debug for Registered<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Registered({:?}, reads_log: {})",
            self.name, self.reads_log
        )
    }
}

/// A game whose built-in policies can be named.
pub trait Policies: Game + 'static {
    /// The built-in policies, in the order they are listed.
    fn policies() -> &'static [Registered<Self>];

    /// The names of the built-in policies.
    fn policy_names() -> Vec<&'static str> {
        Self::policies().iter().map(|p| p.name).collect()
    }

    /// A built-in policy by name.
    fn policy_named(name: &str) -> Result<&'static Registered<Self>, EngineError> {
        Self::policies()
            .iter()
            .find(|p| p.name == name)
            .ok_or_else(|| {
                EngineError::Rules(format!(
                    "unknown policy {}; the policies are {}",
                    crate::error::shown(name),
                    Self::policy_names().join(", ")
                ))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::arschloch::heuristic::Heuristic;
    use crate::games::arschloch::{Match, Rules};

    /// At each decision of random matches, an erratic heuristic's move: the heuristic's with
    /// share 0, the random move after the share's draw with share 1, and in between the
    /// heuristic's about as often as the share says.
    #[test]
    fn an_erratic_player_plays_at_random_its_share_of_moves() {
        let (mut differ, mut decisions) = (0u32, 0u32);
        for seed in 0..40 {
            let mut game = Match::new(4, Rules::standard(), seed).unwrap();
            let mut rng = Rng::seeded(seed);
            while game.to_move().is_some() {
                let never = Erratic {
                    policy: &Heuristic,
                    share: 0.0,
                };
                let always = Erratic {
                    policy: &Heuristic,
                    share: 1.0,
                };
                let half = Erratic {
                    policy: &Heuristic,
                    share: 0.5,
                };
                let expected = Heuristic.choose(&game, &mut { rng });
                assert_eq!(never.choose(&game, &mut { rng }), expected);
                let mut random = rng;
                random.unit();
                let random = game.random_move(&mut random);
                assert_eq!(always.choose(&game, &mut { rng }), random);
                let mut moves = Default::default();
                game.legal_moves(&mut moves);
                if moves.len() > 1 {
                    decisions += 1;
                    differ += u32::from(half.choose(&game, &mut { rng }) != expected);
                }
                let mv = RandomPolicy.choose(&game, &mut rng);
                game.apply_unchecked(mv);
            }
        }
        let share = f64::from(differ) / f64::from(decisions);
        assert!(
            decisions > 1_000 && (0.1..0.5).contains(&share),
            "{differ} of {decisions}"
        );
    }
}
