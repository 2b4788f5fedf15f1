//! What the strength examples share: a running mean with its 95% normal interval.

// Each example compiles this module for itself and uses what it needs of it.
#![allow(dead_code)]

/// A running mean of a sample, with the half width of its 95% normal interval.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mean {
    n: f64,
    sum: f64,
    sum_sq: f64,
}

impl Mean {
    /// Counts one more value.
    pub fn add(&mut self, x: f64) {
        self.n += 1.0;
        self.sum += x;
        self.sum_sq += x * x;
    }

    /// The values counted.
    pub fn count(&self) -> f64 {
        self.n
    }

    /// The mean (0 of nothing).
    pub fn mean(&self) -> f64 {
        self.sum / self.n.max(1.0)
    }

    /// 1.96 standard errors of the mean (the sample's variance over `n - 1`; 0 below two values).
    pub fn half_width(&self) -> f64 {
        if self.n < 2.0 {
            return 0.0;
        }
        let var = ((self.sum_sq - self.sum * self.mean()) / (self.n - 1.0)).max(0.0);
        1.96 * (var / self.n).sqrt()
    }

    /// `mean ± half width`, three decimals each.
    pub fn show(&self) -> String {
        format!("{:.3} ± {:.3}", self.mean(), self.half_width())
    }
}
