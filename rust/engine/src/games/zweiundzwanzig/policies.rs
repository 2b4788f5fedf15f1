//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{level_policies, Advisor, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The Monte Carlo advisor as a player: it reads the record of the deal from its view, so the
/// matches it plays in must keep their log (its entry in [`Match::policies`] says so).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: PLAYER_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of the family: `random`, `heuristic`, `advisor` (which reads the log), and the
/// levels' players `level1` to `level5` ([`crate::search::Level`]; those that search read it
/// too).
static POLICIES: [Registered<Match>; 8] = {
    let [level1, level2, level3, level4, level5] = level_policies::<Match>(true);
    [
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
        level1,
        level2,
        level3,
        level4,
        level5,
    ]
};

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
