//! Running statistics of the playouts through one move: the mean value with its standard error,
//! and the mean points taken in the current round.

/// Sums of the values (and their squares) and points of the playouts through one move.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Playouts counted.
    pub visits: u32,
    sum: f64,
    sum_sq: f64,
    points: f64,
}

impl Stats {
    /// Counts one playout that ended with `value` for the player and `points` taken.
    #[inline]
    pub fn add(&mut self, value: f64, points: f64) {
        self.visits += 1;
        self.sum += value;
        self.sum_sq += value * value;
        self.points += points;
    }

    /// Adds another set of playouts.
    pub fn merge(&mut self, other: &Stats) {
        self.visits += other.visits;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
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
        if self.visits < 2 {
            return f64::INFINITY;
        }
        let n = f64::from(self.visits);
        let variance = ((self.sum_sq - self.sum * self.sum / n) / (n - 1.0)).max(0.0);
        (variance / n).sqrt()
    }

    /// The mean points taken in the round.
    pub fn points(&self) -> f64 {
        if self.visits == 0 {
            return 0.0;
        }
        self.points / f64::from(self.visits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_standard_error() {
        let mut s = Stats::default();
        for v in [1.0, 0.0, 1.0, 0.0] {
            s.add(v, 2.0);
        }
        assert_eq!(s.mean(), 0.5);
        // Sample variance 1/3, over 4 playouts.
        assert!((s.stderr() - (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
        assert_eq!(s.points(), 2.0);
        let mut t = Stats::default();
        t.merge(&s);
        assert_eq!(t, s);
    }
}
