//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{Advisor, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The Monte Carlo advisor as a player: it reads the record of the deal from its view, so the
/// matches it plays in must keep their log (its entry in [`Match::policies`] says so).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: PLAYER_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of the family: `random`, `heuristic` and `advisor` (which reads the log).
static POLICIES: [Registered<Match>; 3] = [
    Registered {
        name: "random",
        policy: &RandomPolicy,
        reads_log: false,
    },
    Registered {
        name: "heuristic",
        policy: &Heuristic,
        reads_log: false,
    },
    Registered {
        name: "advisor",
        policy: &ADVISOR,
        reads_log: true,
    },
];

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
