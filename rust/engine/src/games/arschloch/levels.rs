//! Arschloch's players at the strength levels ([`crate::search::Level`]): level 1 is the
//! heuristic, level 3 the advisor as it plays by default, the others its budget scaled (levels 4
//! and 5 by three and six).

use crate::policy::Policy;
use crate::search::{Advisor, Levels};

use super::heuristic::Heuristic;
use super::policies::ADVISOR;
use super::state::Match;

impl Levels for Match {
    fn default_advisor() -> &'static Advisor<'static, Match> {
        &ADVISOR
    }

    fn rule_based() -> &'static dyn Policy<Match> {
        &Heuristic
    }

    /// Three and six times the advisor's budget: its chains make a decision dearer (at twelve
    /// times, level 5 took up to 164 ms; BENCHMARKS.md, issue 32).
    const ABOVE: (u32, u32) = (3, 6);
}
