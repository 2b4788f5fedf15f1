//! The policies of Arschloch by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{level_policies, Advisor, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The Monte Carlo advisor as a player. It reads no log: the view carries the exchange and the
/// passes of the lead that the determinization uses.
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: PLAYER_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of Arschloch: `random`, `heuristic`, `advisor`, and the levels' players `level1` to
/// `level5` ([`crate::search::Level`]).
static POLICIES: [Registered<Match>; 8] = {
    let [level1, level2, level3, level4, level5] = level_policies::<Match>(false);
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
            reads_log: false,
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
