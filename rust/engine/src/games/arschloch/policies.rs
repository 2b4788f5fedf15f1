//! The policies of Arschloch by name, for simulations driven by name.

use crate::policy::{Policies, Registered};
use crate::search::{built_in_policies, Advisor, Settings, PLAYER_SETTINGS};

use super::heuristic::Heuristic;
use super::state::Match;

/// The most determinizations a decision of the advisor searches.
pub const ADVISOR_DETERMINIZATIONS: u32 = 300;

/// How many moves a decision's playouts may make together (the positions their solves visit
/// included), with the decisions the determinizations' chains judge ([`super::inference`]): a
/// count, so that the advisor's play is reproducible and its longest decisions bounded whatever
/// the machine (a lead of a big hand has dozens of candidates; BENCHMARKS.md gives the time a
/// decision). 1,400,000: the 500,000 the playouts had before the chains, and room for the
/// chains of every determinization ([`ADVISOR_DETERMINIZATIONS`] × 3,000).
pub const ADVISOR_WORK: u64 = 1_400_000;

/// The Monte Carlo advisor as a player: PIMC from its own view with the playouts of
/// [`super::playout`] (the heuristic for the others, itself the tuned player, the last cards solved), at
/// most [`ADVISOR_DETERMINIZATIONS`] determinizations and [`ADVISOR_WORK`] moves a decision.
/// It reads the log: its determinizations weigh the others' plays and passes of the game
/// ([`super::inference`]).
pub static ADVISOR: Advisor<'static, Match> = Advisor {
    settings: Settings {
        iterations: Some(ADVISOR_DETERMINIZATIONS),
        work: Some(ADVISOR_WORK),
        ..PLAYER_SETTINGS
    },
    rollout: &Heuristic,
    fallback: &Heuristic,
};

/// The policies of Arschloch: `random`, `heuristic`, `advisor`, and the levels' players `level1` to
/// `level5` ([`crate::search::Level`]).
static POLICIES: [Registered<Match>; 8] = built_in_policies(&Heuristic, &ADVISOR, true);

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
