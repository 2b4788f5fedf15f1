//! Chances a player can read literally: the playouts' raw share won ([`Stats::win`]) turned into
//! a calibrated chance to win by a monotone map that each game fits offline in advisor
//! self-play and ships as a small table ([`super::Searchable::calibration`]).
//!
//! A game keeps one set of maps ([`Fitted`]) per table size, and in each set one map per part of
//! the deal ([`Part`]): the player's first decision of what `win` is about (a Big Two or
//! Arschloch game, the family's match), then the early, middle and late part by the share of the
//! deal's cards (a Big Two or Arschloch game is one deal) still in hand. A table size
//! that was not fitted takes the nearest one fitted.
//!
//! The raw share is not itself a chance to win: the playouts' other players are the rollout
//! policy, not players as good as the advisor, a game's lookahead sees the deal it plays on, and
//! the move ranked first is the one whose playouts happened to go best. A map fitted on what
//! then happened in self-play (how often the advised player won, among decisions whose raw
//! share was about `x`) corrects all three on average.

use super::Stats;

/// The maps of one decision: monotone, piecewise-linear maps given by knots `(raw, calibrated)`
/// with both rising; between knots the figure is interpolated, and beyond the first or last
/// knot it is that knot's figure — except the chance to win above the last knot, which keeps the
/// last knot's correction and rises with the raw share, up to 1 (a map is fitted where
/// self-play had decisions, and late in a game at a large table a raw share above a few percent
/// may never have come up: held flat, a move that wins every playout would keep those few
/// percent). No knots leave the raw figure as it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// The raw share won to the chance to win.
    pub win: &'static [(f64, f64)],
    /// The playouts' mean points to the points to expect.
    pub points: &'static [(f64, f64)],
    /// The table size the map was fitted at (0: no fitted map).
    pub players: u8,
    /// The part of the deal it was fitted for.
    pub part: Part,
}

impl Calibration {
    /// The maps that leave the raw figures as they are.
    pub const IDENTITY: Calibration = Calibration {
        win: &[],
        points: &[],
        players: 0,
        part: Part::First,
    };

    /// The map of `fitted` for a decision at a table of `players` at `stage`: the set fitted at
    /// that table size, or the nearest (the smaller of two as near); none without fitted sets.
    pub fn fitted(fitted: &'static [Fitted], players: usize, stage: Stage) -> Calibration {
        let nearest = fitted
            .iter()
            .min_by_key(|f| (usize::from(f.players).abs_diff(players), f.players));
        let Some(set) = nearest else {
            return Calibration::IDENTITY;
        };
        let part = Part::of(stage);
        Calibration {
            win: set.win[part as usize],
            points: set.points[part as usize],
            players: set.players,
            part,
        }
    }

    /// The chance to win for the raw share won `raw`.
    pub fn chance(&self, raw: f64) -> f64 {
        match self.win.last() {
            Some(&(x, y)) if raw > x => (y + raw - x).min(1.0),
            _ => interpolated(self.win, raw),
        }
    }

    /// The points to expect for the playouts' mean points `raw`.
    pub fn points(&self, raw: f64) -> f64 {
        interpolated(self.points, raw)
    }

    /// The calibrated figures of the playouts `stats`: the chance to win with its 95% interval,
    /// and the points to expect; `None` without playouts.
    pub fn of(&self, stats: &Stats) -> Option<Estimate> {
        if stats.visits == 0 {
            return None;
        }
        let raw = stats.win();
        let (low, high) = interval(raw, stats.win_stderr(), f64::from(stats.visits));
        Some(Estimate {
            win: self.chance(raw),
            low: self.chance(low),
            high: self.chance(high),
            points: self.points(stats.points()),
        })
    }
}

/// The figure `knots` give `x` (see [`Calibration`]); `x` itself without knots.
fn interpolated(knots: &[(f64, f64)], x: f64) -> f64 {
    let (Some(&(x0, y0)), Some(&(_, y_last))) = (knots.first(), knots.last()) else {
        return x;
    };
    if x <= x0 {
        return y0;
    }
    for pair in knots.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if x <= x1 {
            let t = if x1 > x0 { (x - x0) / (x1 - x0) } else { 1.0 };
            return y0 + t * (y1 - y0);
        }
    }
    y_last
}

/// Where a decision stands, which picks its map.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stage {
    /// Whether this is the player's first decision of the game (Big Two, Arschloch) or of the
    /// match (the family): the decision whose chances, summed over the seats, must make 1.
    pub first: bool,
    /// The share of the deal's cards (a game's, or the family's deal's: those in hand at its
    /// first decision) still in hand.
    pub left: f64,
}

/// The part of a deal a map is fitted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The player's first decision of the game (the family: of the match).
    First = 0,
    /// Two thirds of the deal's cards or more still in hand.
    Early = 1,
    /// From a third to two thirds.
    Middle = 2,
    /// Less than a third.
    Late = 3,
}

impl Part {
    /// Every part, in the order of [`Fitted::win`] and [`Fitted::points`].
    pub const ALL: [Part; 4] = [Part::First, Part::Early, Part::Middle, Part::Late];

    /// The part of the deal at `stage`.
    pub fn of(stage: Stage) -> Part {
        if stage.first {
            Part::First
        } else if stage.left >= 2.0 / 3.0 {
            Part::Early
        } else if stage.left >= 1.0 / 3.0 {
            Part::Middle
        } else {
            Part::Late
        }
    }

    /// The part's name: `"first"`, `"early"`, `"middle"` or `"late"`.
    pub fn name(self) -> &'static str {
        match self {
            Part::First => "first",
            Part::Early => "early",
            Part::Middle => "middle",
            Part::Late => "late",
        }
    }
}

/// A game's maps for one table size, fitted in advisor self-play (the files are written by
/// `benches/calibration/fit.py`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fitted {
    /// The table size.
    pub players: u8,
    /// The chance to win's map for each [`Part`], in the order of [`Part::ALL`].
    pub win: [&'static [(f64, f64)]; 4],
    /// The points' map for each [`Part`].
    pub points: [&'static [(f64, f64)]; 4],
}

/// The calibrated figures of one move: the chance to win with its 95% interval, and the points
/// to expect.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The chance to win.
    pub win: f64,
    /// The lower end of its 95% interval.
    pub low: f64,
    /// The upper end of its 95% interval.
    pub high: f64,
    /// The points to expect in the deal (the family's deal, or a Big Two or Arschloch game).
    pub points: f64,
}

/// The 95% interval of a share won `p` of `n` playouts with standard error `se`: `p ± 1.96 se`
/// within 0 and 1 (a playout's win may be a fraction: the family's chance of the match at the
/// end of the deal), and where every playout was won or every one lost, the Wilson score
/// interval, which does not shrink to a point.
fn interval(p: f64, se: f64, n: f64) -> (f64, f64) {
    if p <= 0.0 || p >= 1.0 {
        return wilson(p, n);
    }
    let half = 1.96 * se;
    ((p - half).max(0.0), (p + half).min(1.0))
}

/// The 95% Wilson score interval of a share `p` of `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    const Z: f64 = 1.96;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Outcome;

    const MAP: Calibration = Calibration {
        win: &[(0.1, 0.05), (0.5, 0.3), (0.9, 0.8)],
        points: &[(1.0, 2.0), (3.0, 5.0)],
        players: 4,
        part: Part::Early,
    };

    const SETS: [Fitted; 2] = [
        Fitted {
            players: 2,
            win: [&[(0.0, 0.1)], &[(0.0, 0.2)], &[(0.0, 0.3)], &[(0.0, 0.4)]],
            points: [&[], &[], &[], &[]],
        },
        Fitted {
            players: 4,
            win: [&[(0.0, 0.5)], &[(0.0, 0.6)], &[(0.0, 0.7)], &[(0.0, 0.8)]],
            points: [&[], &[], &[], &[(0.0, 9.0)]],
        },
    ];

    #[test]
    fn the_map_is_the_nearest_table_size_and_the_part_of_the_deal() {
        let at = |first, left| Stage { first, left };
        let pick = |players, stage| {
            let c = Calibration::fitted(&SETS, players, stage);
            (c.players, c.part, c.chance(0.0))
        };
        assert_eq!(pick(2, at(true, 1.0)), (2, Part::First, 0.1));
        assert_eq!(pick(2, at(false, 0.9)), (2, Part::Early, 0.2));
        assert_eq!(pick(4, at(false, 0.5)), (4, Part::Middle, 0.7));
        assert_eq!(pick(4, at(false, 0.2)), (4, Part::Late, 0.8));
        assert_eq!(
            Calibration::fitted(&SETS, 4, at(false, 0.2)).points(3.0),
            9.0
        );
        assert_eq!(
            Calibration::fitted(&SETS, 4, at(false, 0.5)).points(3.0),
            3.0
        );
        // Three players are as near to two as to four: the smaller is taken.
        assert_eq!(pick(3, at(false, 0.2)), (2, Part::Late, 0.4));
        assert_eq!(pick(11, at(true, 0.2)), (4, Part::First, 0.5));
        assert_eq!(
            Calibration::fitted(&[], 4, at(true, 1.0)),
            Calibration::IDENTITY
        );
    }

    #[test]
    fn interpolates_between_knots_holds_below_and_keeps_its_correction_above() {
        assert_eq!(MAP.chance(0.0), 0.05);
        assert_eq!(MAP.chance(0.1), 0.05);
        assert!((MAP.chance(0.3) - 0.175).abs() < 1e-12);
        assert!((MAP.chance(0.7) - 0.55).abs() < 1e-12);
        assert!((MAP.chance(1.0) - 0.9).abs() < 1e-12);
        let above = Calibration {
            win: &[(0.0, 0.0), (0.01, 0.02)],
            ..MAP
        };
        assert_eq!(above.chance(1.0), 1.0);
        assert_eq!(Calibration::IDENTITY.chance(0.37), 0.37);
        assert_eq!(MAP.points(0.0), 2.0);
        assert!((MAP.points(2.0) - 3.5).abs() < 1e-12);
        assert_eq!(Calibration::IDENTITY.points(7.5), 7.5);
    }

    #[test]
    fn every_game_s_fitted_maps_rise_and_stay_in_range() {
        use crate::games::{arschloch, big_two, zweiundzwanzig};
        for (game, fitted, sizes) in [
            ("zweiundzwanzig", zweiundzwanzig::calibration::FITTED, 2..=8),
            ("big_two", big_two::calibration::FITTED, 2..=4),
            ("arschloch", arschloch::calibration::FITTED, 2..=11),
        ] {
            let players: Vec<u8> = fitted.iter().map(|f| f.players).collect();
            assert_eq!(players, sizes.collect::<Vec<u8>>(), "{game}");
            for set in fitted {
                for (maps, top) in [(set.win, 1.0), (set.points, f64::INFINITY)] {
                    for knots in maps {
                        assert!(!knots.is_empty(), "{game} {}", set.players);
                        assert!(knots
                            .iter()
                            .all(|&(x, y)| x >= 0.0 && (0.0..=top).contains(&y)));
                        assert!(knots
                            .windows(2)
                            .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1));
                    }
                }
            }
        }
    }

    #[test]
    fn the_interval_holds_the_chance_and_stays_open_at_the_ends() {
        let mut all_won = Stats::default();
        for _ in 0..20 {
            all_won.add(Outcome {
                value: 1.0,
                win: 1.0,
                points: 0.0,
            });
        }
        let c = Calibration::IDENTITY.of(&all_won).unwrap();
        assert_eq!(c.win, 1.0);
        assert!(c.low < 0.9 && c.low > 0.8, "{c:?}");
        assert_eq!(c.high, 1.0);
        assert!(Calibration::IDENTITY.of(&Stats::default()).is_none());
        // Fractional wins: the interval is the mean's, not a coin's.
        let mut close = Stats::default();
        for win in [0.30, 0.32, 0.31, 0.29] {
            close.add(Outcome {
                value: win,
                win,
                points: 0.0,
            });
        }
        let c = Calibration::IDENTITY.of(&close).unwrap();
        let se = (0.0005f64 / 3.0 / 4.0).sqrt();
        assert!((c.high - c.low - 2.0 * 1.96 * se).abs() < 1e-9, "{c:?}");
        let (low, high) = wilson(0.5, 100.0);
        assert!((low - 0.4038).abs() < 1e-3 && (high - 0.5962).abs() < 1e-3);
    }
}
