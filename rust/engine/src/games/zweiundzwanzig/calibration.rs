//! The calibration of the advice's chance to win, fitted in advisor self-play.
//! Written by `python benches/calibration/fit.py`; not by hand.

use crate::search::Fitted;

/// The fitted maps, one set per table size fitted.
pub const FITTED: &[Fitted] = &[];
