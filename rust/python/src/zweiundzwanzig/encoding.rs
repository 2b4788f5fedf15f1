//! The family's `encode_batch`; its action ids are `View` methods (`view.rs`), as they are
//! the places of a hand.

use pyo3::prelude::*;
use zz_engine::games::zweiundzwanzig::Match as EngineMatch;

use crate::args::Int;
use crate::encoded::{encode_batch_of, Batch, MatchClass};
use crate::shared::Shared;
use crate::zweiundzwanzig::matches::Match;

impl MatchClass for Match {
    type Game = EngineMatch;
    const CLASS: &'static str = "zweiundzwanzig.Match";

    fn shared(&self) -> &Shared<EngineMatch> {
        &self.inner
    }
}

/// The observations and action masks of many matches at once: one row a match, for `players`
/// (one a match; each match's player to move when None), as `Match.encode` writes them. Written
/// into `observations` (rows x 457 float32) and `action_masks` (rows x 8,192 int8) when
/// given, else into new arrays; both are returned.
///
/// >>> import zweiundzwanzig as zz
/// >>> ms = [zz.Match(players=4, seed=s) for s in range(3)]
/// >>> obs, masks = zz.encode_batch(ms)
/// >>> obs.shape, masks.shape
/// ((3, 457), (3, 8192))
#[pyfunction]
#[pyo3(signature = (matches, players = None, observations = None, action_masks = None))]
pub fn encode_batch<'py>(
    py: Python<'py>,
    matches: Vec<Bound<'py, PyAny>>,
    players: Option<Vec<Int>>,
    observations: Option<&Bound<'py, PyAny>>,
    action_masks: Option<&Bound<'py, PyAny>>,
) -> PyResult<Batch<'py>> {
    encode_batch_of::<Match>(py, matches, players, (observations, action_masks))
}
