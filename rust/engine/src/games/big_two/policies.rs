//! The policies of Big Two by name, for simulations driven by name.

use crate::policy::{Policies, Registered};
use crate::search::{built_in_policies, Advisor, Screen, Settings, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// How many moves a decision's playouts may make together (lookaheads' trial moves included),
/// with the decisions the determinizations' chains judge ([`super::inference`]): the advisor's
/// budget, a count so that its play is reproducible and its cost bounded whatever
/// the machine (BENCHMARKS.md gives its time a decision).
pub const ADVISOR_WORK: u64 = 80_000;

/// The most determinizations a decision of the advisor searches: 100, each walked by the
/// inference's chain ([`super::inference::CHAIN`]); as strong as 200 at less time (BENCHMARKS.md,
/// issue 32).
pub const ADVISOR_DETERMINIZATIONS: u32 = 100;

/// The advisor's screening of its candidates: plain playouts (the heuristic for every seat, no
/// lookahead) for 8,000 moves (the chains' judged decisions counted), and the best 4 go on to the search with the lookahead's dear
/// playouts. A lead has up to 6 candidates and a follow up to 16.
pub const ADVISOR_SCREEN: Screen = Screen {
    keep: 4,
    work: 8_000,
};

/// The Monte Carlo advisor as a player: PIMC from its own view with the heuristic's playouts,
/// looking ahead at its own first turns ([`super::search`]), on the candidates left by
/// [`ADVISOR_SCREEN`], with at most [`ADVISOR_DETERMINIZATIONS`] determinizations and
/// [`ADVISOR_WORK`] moves a decision. It reads the log: its determinizations weigh the others'
/// plays and passes of the game ([`super::inference`]).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: Settings {
        iterations: Some(ADVISOR_DETERMINIZATIONS),
        work: Some(ADVISOR_WORK),
        screen: Some(ADVISOR_SCREEN),
        ..PLAYER_SETTINGS
    },
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of Big Two: `random`, `heuristic`, `advisor`, and the levels' players `level1` to
/// `level5` ([`crate::search::Level`]).
static POLICIES: [Registered<Match>; 8] = built_in_policies(&Heuristic, &ADVISOR, true);

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
