//! A view rebuilt into a match it allows ([`crate::possible`]): the determinizer's draw, which
//! keeps the view's log. The current deal's log is replayed by the view's own check
//! (`View::check_log`: every trick as the rules make it, and nothing else in a deal being
//! played); the draw must then show the view again. Between deals and at the end of the match
//! nothing is drawn.

use crate::error::EngineError;
use crate::possible::Rebuild;
use crate::rng::Rng;

use super::state::Match;
use super::view::View;

impl Rebuild for Match {
    fn rebuilt(view: &View, rng: &mut Rng) -> Result<Option<Match>, EngineError> {
        if !view.phase.in_deal() {
            return Ok(None);
        }
        Match::resample(view, rng).map(Some)
    }
}
