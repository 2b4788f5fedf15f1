//! The advisor's strength levels, from 1 (the game's rule-based player) to 5 (the strongest
//! search that still answers within about 100 ms a decision on one core).
//!
//! Level 3 is the game's advisor as it plays by default (its `"advisor"` policy); levels 2, 4
//! and 5 search with a share of its budget: its determinizations and its work scaled by the
//! level's factor ([`Level::budget`]: a quarter, and for levels 4 and 5 the game's
//! [`Levels::ABOVE`], 4 and 12 times by default), every other setting kept. A budget is a count, so every
//! level plays the same on any machine for a seed. Each game names its level players
//! ([`built_in_policies`]) `level1` to `level5` among its policies, and `advise(level=...)`
//! searches as they do.

use crate::control::Control;
use crate::error::EngineError;
use crate::policy::{Policy, RandomPolicy, Registered};
use crate::rng::Rng;

use super::{Advisor, Searchable, Settings};

/// A strength level, 1 to [`Level::MOST`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The strongest level.
    pub const MOST: u8 = 5;
    /// Every level, the weakest first.
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// Level `n`, or an error naming the levels there are.
    pub fn new(n: i64) -> Result<Level, EngineError> {
        match u8::try_from(n) {
            Ok(n @ 1..=Level::MOST) => Ok(Level(n)),
            _ => Err(EngineError::Rules(format!(
                "level must be 1 to {}, got {n}",
                Level::MOST
            ))),
        }
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The level's name as a player would say it.
    pub fn name(self) -> &'static str {
        ["easy", "casual", "club", "strong", "expert"][usize::from(self.0 - 1)]
    }

    /// The name of the level's player among a game's policies: `level1` to `level5`.
    pub fn policy_name(self) -> &'static str {
        self.policy_name_const()
    }

    /// The level's budget as a fraction of the default advisor's (`numerator / denominator`),
    /// levels 4 and 5 at the multiples `above` (a game's [`Levels::ABOVE`]); `None` for level
    /// 1, which does not search.
    pub const fn budget(self, above: (u32, u32)) -> Option<(u32, u32)> {
        match self.0 {
            2 => Some((1, 4)),
            3 => Some((1, 1)),
            4 => Some((above.0, 1)),
            5 => Some((above.1, 1)),
            _ => None,
        }
    }
}

/// `settings` with its determinizations (or descents) and its work scaled by `share`
/// (`numerator / denominator`, at least one iteration), every other setting kept: a
/// level's settings from the default advisor's ([`Level::budget`]).
pub const fn scaled(settings: Settings, share: (u32, u32)) -> Settings {
    let (num, den) = share;
    let iterations = match settings.iterations {
        Some(n) => {
            let scaled = n as u64 * num as u64 / den as u64;
            Some(if scaled == 0 {
                1
            } else if scaled > u32::MAX as u64 {
                u32::MAX
            } else {
                scaled as u32
            })
        }
        None => None,
    };
    let work = match settings.work {
        Some(w) => Some(w.saturating_mul(num as u64) / den as u64),
        None => None,
    };
    Settings {
        iterations,
        work,
        ..settings
    }
}

/// A game whose advisor plays at every [`Level`].
pub trait Levels: Searchable + 'static {
    /// The game's advisor as it plays by default: level 3.
    fn default_advisor() -> &'static Advisor<'static, Self>;
    /// The game's rule-based player: level 1.
    fn rule_based() -> &'static dyn Policy<Self>;
    /// The budgets of levels 4 and 5 as multiples of the default advisor's: by default 4 and
    /// 12. A game whose default advisor is dearer scales less, so that level 5 still answers
    /// within about 100 ms.
    const ABOVE: (u32, u32) = (4, 12);
}

impl Level {
    /// The advisor of this level in game `G`: the default advisor's settings [`scaled`] by the
    /// level's budget, its playouts and fallback the same; `None` for level 1.
    pub fn advisor<G: Levels>(self) -> Option<Advisor<'static, G>> {
        let advisor = G::default_advisor();
        self.budget(G::ABOVE).map(|share| Advisor {
            settings: scaled(advisor.settings, share),
            rollout: advisor.rollout,
            fallback: advisor.fallback,
        })
    }
}

/// The player of a level, in every game: level 1 plays as the game's rule-based player, the
/// others as the level's advisor.
#[derive(Debug)]
pub struct AtLevel(Level);

/// The players of the five levels, the weakest first.
pub static LEVEL_PLAYERS: [AtLevel; 5] = [
    AtLevel(Level(1)),
    AtLevel(Level(2)),
    AtLevel(Level(3)),
    AtLevel(Level(4)),
    AtLevel(Level(5)),
];

/// Every game's built-in policies, in the order they are listed: `random`, `heuristic` (the
/// game's rule-based player, [`Levels::rule_based`]), `advisor` (its default advisor,
/// [`Levels::default_advisor`]) and the five level players `level1` to `level5`; those that
/// search read the log when `advisor_reads_log`.
pub const fn built_in_policies<G: Levels>(
    heuristic: &'static dyn Policy<G>,
    advisor: &'static Advisor<'static, G>,
    advisor_reads_log: bool,
) -> [Registered<G>; 8] {
    let reads_log = advisor_reads_log;
    [
        Registered {
            name: "random",
            policy: &RandomPolicy,
            reads_log: false,
        },
        Registered {
            name: "heuristic",
            policy: heuristic,
            reads_log: false,
        },
        Registered {
            name: "advisor",
            policy: advisor,
            reads_log,
        },
        level_entry(&LEVEL_PLAYERS[0], false),
        level_entry(&LEVEL_PLAYERS[1], reads_log),
        level_entry(&LEVEL_PLAYERS[2], reads_log),
        level_entry(&LEVEL_PLAYERS[3], reads_log),
        level_entry(&LEVEL_PLAYERS[4], reads_log),
    ]
}

const fn level_entry<G: Levels>(player: &'static AtLevel, reads_log: bool) -> Registered<G> {
    Registered {
        name: player.0.policy_name_const(),
        policy: player,
        reads_log,
    }
}

impl Level {
    const fn policy_name_const(self) -> &'static str {
        match self.0 {
            1 => "level1",
            2 => "level2",
            3 => "level3",
            4 => "level4",
            _ => "level5",
        }
    }
}

impl<G: Levels> Policy<G> for AtLevel {
    fn name(&self) -> &str {
        self.0.policy_name()
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        match self.0.advisor::<G>() {
            Some(advisor) => advisor.choose(game, rng),
            None => G::rule_based().choose(game, rng),
        }
    }

    fn choose_under(&self, game: &G, rng: &mut Rng, control: &Control) -> Option<G::Move> {
        match self.0.advisor::<G>() {
            Some(advisor) => advisor.choose_under(game, rng, control),
            None => G::rule_based().choose_under(game, rng, control),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_one_to_five() {
        assert_eq!(Level::new(1).unwrap().number(), 1);
        assert_eq!(Level::new(5).unwrap().name(), "expert");
        for bad in [0, 6, -1, 256, i64::MAX] {
            let e = Level::new(bad).unwrap_err().to_string();
            assert!(e.contains("level must be 1 to 5"), "{e}");
        }
        assert_eq!(Level::ALL.map(|l| l.policy_name())[4], "level5");
    }

    #[test]
    fn a_level_scales_the_budget_and_keeps_the_rest() {
        let base = Settings {
            iterations: Some(100),
            work: Some(40_000),
            seed: 9,
            ..Settings::default()
        };
        let two = scaled(base, Level(2).budget((4, 12)).unwrap());
        assert_eq!(
            (two.iterations, two.work, two.seed),
            (Some(25), Some(10_000), 9)
        );
        let five = scaled(base, Level(5).budget((4, 12)).unwrap());
        assert_eq!((five.iterations, five.work), (Some(1_200), Some(480_000)));
        let tiny = scaled(
            Settings {
                iterations: Some(1),
                work: None,
                ..base
            },
            (1, 4),
        );
        assert_eq!((tiny.iterations, tiny.work), (Some(1), None));
        let huge = scaled(
            Settings {
                iterations: Some(u32::MAX),
                work: Some(u64::MAX),
                ..base
            },
            (12, 1),
        );
        assert_eq!(
            (huge.iterations, huge.work),
            (Some(u32::MAX), Some(u64::MAX))
        );
    }
}
