//! The policies of Big Two by name, for simulations driven by name.

use crate::policy::{Policies, RandomPolicy, Registered};

use super::state::Match;

/// The policies of Big Two: `random`.
static POLICIES: [Registered<Match>; 1] = [Registered {
    name: "random",
    policy: &RandomPolicy,
    reads_log: false,
}];

impl Policies for Match {
    fn policies() -> &'static [Registered<Match>] {
        &POLICIES
    }
}
