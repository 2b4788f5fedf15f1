//! The policies of Big Two by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};
use crate::search::{Advisor, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The most playouts a decision of the advisor takes: 100 determinizations of the 6 candidates
/// of a lead. A follow with more candidates (up to 16) gets fewer determinizations, so that no
/// decision costs more than a lead (a whole-game playout early in a game is the dearest).
pub const ADVISOR_PLAYOUTS: u32 = 600;

/// The Monte Carlo advisor as a player, with the heuristic's playouts and at most
/// [`ADVISOR_PLAYOUTS`] of them a decision. It reads no log: the view carries everything the
/// determinization uses.
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: PLAYER_SETTINGS,
    rollout: &Heuristic,
    fallback: &Heuristic,
    playouts: Some(ADVISOR_PLAYOUTS),
};

/// The policies of Big Two: `random`, `heuristic` and `advisor`.
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
        reads_log: false,
    },
];

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
