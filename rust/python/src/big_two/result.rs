//! `big_two.MatchResult`: how a finished match of Big Two ended.

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use zz_engine::games::big_two::Match as EngineMatch;

use crate::args::Int;
use crate::convert::seats;

/// The end of a match: the winners (the lowest total of penalty points; a tie shares the win),
/// each player's place (1 = won; tied totals share a place), the totals, the number of games
/// played (`deals`: a game is one deal) and the winner of each.
#[pyclass(module = "zweiundzwanzig.big_two", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    winners: Vec<usize>,
    places: Vec<u8>,
    totals: Vec<u32>,
    game_winners: Vec<u8>,
}

impl MatchResult {
    /// The result of `m`, or None before it is over.
    pub fn of(m: &EngineMatch) -> Option<MatchResult> {
        let outcome = m.outcome()?;
        Some(MatchResult {
            winners: outcome.winners.iter().collect(),
            places: outcome.places,
            totals: m.totals().to_vec(),
            game_winners: m.game_winners().to_vec(),
        })
    }
}

#[pymethods]
impl MatchResult {
    /// A result from its fields, as its pickle holds them (see `crate::results`).
    #[new]
    fn py_new(
        winners: Vec<Int>,
        places: Vec<Int>,
        totals: Vec<Int>,
        game_winners: Vec<Int>,
    ) -> PyResult<Self> {
        let t = crate::results::table(winners, places, totals)?;
        let players = t.places.len();
        Ok(MatchResult {
            game_winners: crate::results::seats("game_winners", game_winners, players)?,
            winners: t.winners,
            places: t.places,
            totals: t.totals,
        })
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let fields = (
            self.winners.clone(),
            seats(&self.places),
            self.totals.clone(),
            seats(&self.game_winners),
        );
        Ok((
            py.get_type::<MatchResult>().into_any(),
            fields.into_pyobject(py)?,
        ))
    }

    /// The winning players (several when the win is shared).
    #[getter]
    fn winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.winners)
    }

    /// Each player's place: 1 won (the lowest total); tied totals share a place.
    #[getter]
    fn places<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.places)
    }

    /// Each player's total of penalty points over the games.
    #[getter]
    fn totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.totals)
    }

    /// The number of deals played: a game of Big Two is one deal.
    #[getter]
    fn deals(&self) -> usize {
        self.game_winners.len()
    }

    /// Deprecated: `deals` (a game of Big Two is one deal).
    #[getter]
    fn games(&self, py: Python<'_>) -> PyResult<usize> {
        crate::deprecated::warn(py, "big_two.MatchResult.games", "MatchResult.deals")?;
        Ok(self.game_winners.len())
    }

    /// The winner of every game, the first game's first.
    #[getter]
    fn game_winners(&self) -> Vec<usize> {
        seats(&self.game_winners)
    }

    /// Players from best to worst place (ties by player).
    #[getter]
    fn standings(&self) -> Vec<usize> {
        let mut players: Vec<usize> = (0..self.places.len()).collect();
        players.sort_by_key(|&p| (self.places[p], p));
        players
    }

    fn __repr__(&self) -> String {
        format!(
            "MatchResult(winners={:?}, places={:?}, totals={:?}, deals={})",
            self.winners,
            self.places,
            self.totals,
            self.game_winners.len()
        )
    }
}
