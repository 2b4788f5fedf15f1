//! Running statistics of the playouts through one move: the mean value with its standard error,
//! the share of playouts won ([`super::Searchable::win`]) with its standard error, and the mean
//! points taken in the current deal.

/// Sums of the values, wins (and their squares) and points of the playouts through one move.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Playouts counted.
    pub visits: u32,
    sum: f64,
    sum_sq: f64,
    wins: f64,
    wins_sq: f64,
    points: f64,
}

/// What one playout ended with for the player it is counted for.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outcome {
    /// The search's value ([`super::Searchable::value`]).
    pub value: f64,
    /// The chance that the player wins ([`super::Searchable::win`]).
    pub win: f64,
    /// The points the player took in the deal.
    pub points: f64,
}

impl Stats {
    /// Counts one playout that ended with `outcome`.
    #[inline]
    pub fn add(&mut self, outcome: Outcome) {
        self.visits += 1;
        self.sum += outcome.value;
        self.sum_sq += outcome.value * outcome.value;
        self.wins += outcome.win;
        self.wins_sq += outcome.win * outcome.win;
        self.points += outcome.points;
    }

    /// Adds another set of playouts.
    pub fn merge(&mut self, other: &Stats) {
        self.visits += other.visits;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
        self.wins += other.wins;
        self.wins_sq += other.wins_sq;
        self.points += other.points;
    }

    /// The mean value (0 without playouts).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            return 0.0;
        }
        self.sum / f64::from(self.visits)
    }

    /// The standard error of the mean value (infinite below two playouts).
    pub fn stderr(&self) -> f64 {
        standard_error(self.visits, self.sum, self.sum_sq)
    }

    /// The share of the playouts won: the mean of [`Outcome::win`] (0 without playouts).
    pub fn win(&self) -> f64 {
        if self.visits == 0 {
            return 0.0;
        }
        self.wins / f64::from(self.visits)
    }

    /// The standard error of [`Stats::win`] (infinite below two playouts).
    pub fn win_stderr(&self) -> f64 {
        standard_error(self.visits, self.wins, self.wins_sq)
    }

    /// The mean points taken in the deal.
    pub fn points(&self) -> f64 {
        if self.visits == 0 {
            return 0.0;
        }
        self.points / f64::from(self.visits)
    }
}

/// The standard error of the mean of `n` numbers from their sum and the sum of their squares
/// (infinite below two).
fn standard_error(n: u32, sum: f64, sum_sq: f64) -> f64 {
    if n < 2 {
        return f64::INFINITY;
    }
    let n = f64::from(n);
    let variance = ((sum_sq - sum * sum / n) / (n - 1.0)).max(0.0);
    (variance / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_standard_error() {
        let mut s = Stats::default();
        for (value, win) in [(1.0, 1.0), (0.0, 0.0), (1.0, 0.0), (0.0, 0.0)] {
            s.add(Outcome {
                value,
                win,
                points: 2.0,
            });
        }
        assert_eq!(s.mean(), 0.5);
        // Sample variance 1/3, over 4 playouts.
        assert!((s.stderr() - (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
        assert_eq!(s.win(), 0.25);
        // Sample variance 1/4, over 4 playouts.
        assert!((s.win_stderr() - 0.25).abs() < 1e-12);
        assert_eq!(s.points(), 2.0);
        let mut t = Stats::default();
        t.merge(&s);
        assert_eq!(t, s);
    }
}
