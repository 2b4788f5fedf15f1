//! The policies of the Zweiundzwanzig family by name, for simulations driven by name.

use crate::policy::{Policies, Registered};
use crate::search::{built_in_policies, Advisor, Settings, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The Monte Carlo advisor as a player: it reads the record of the deal from its view, so the
/// matches it plays in must keep their log (its entry in [`Match::policies`] says so). The
/// family's playouts are cheap (about 0.4 ms for 100 determinizations at 4 players), so it
/// searches [`ITERATIONS`] determinizations where the other games search 100: against three
/// `heuristic` players it wins 0.852 ± 0.016 of matches at 400 where 100 win 0.825 ± 0.017, and
/// 0.931 ± 0.011 with its draws walked towards the others' play ([`super::belief`];
/// BENCHMARKS.md, issue 32).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: Settings {
        iterations: Some(ITERATIONS),
        ..PLAYER_SETTINGS
    },
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The determinizations the family's advisor searches at each decision.
pub const ITERATIONS: u32 = 400;

/// The policies of the family: `random`, `heuristic`, `advisor` (which reads the log), and the
/// levels' players `level1` to `level5` ([`crate::search::Level`]; those that search read it
/// too).
static POLICIES: [Registered<Match>; 8] = built_in_policies(&Heuristic, &ADVISOR, true);

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
