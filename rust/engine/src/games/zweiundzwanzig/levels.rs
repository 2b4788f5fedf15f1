//! the family's players at the strength levels ([`crate::search::Level`]): level 1 is the
//! heuristic, level 3 the advisor as it plays by default, the others its budget scaled.

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
}
