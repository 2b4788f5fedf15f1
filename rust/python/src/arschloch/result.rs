//! `arschloch.MatchResult`: how a finished match of Arschloch ended.

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use zz_engine::games::arschloch::roles::roles;
use zz_engine::games::arschloch::Match as EngineMatch;

/// The end of a match: the winners (the lowest total; a tie shares the win), each player's place
/// (1 = won; tied totals share a place), the totals (each a sum of finishing positions, 1 =
/// first out), and every game's finishing order (players, first out first) with the roles it
/// gave.
#[pyclass(module = "zweiundzwanzig.arschloch", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    winners: Vec<usize>,
    places: Vec<u8>,
    totals: Vec<u16>,
    orders: Vec<Vec<u8>>,
}

impl MatchResult {
    /// The result of `m`, or None before it is over.
    pub fn of(m: &EngineMatch) -> Option<MatchResult> {
        let outcome = m.outcome()?;
        Some(MatchResult {
            winners: outcome.winners.iter().collect(),
            places: outcome.places,
            totals: m.totals().to_vec(),
            orders: m.finishing_orders().iter().map(|o| o.to_vec()).collect(),
        })
    }
}

#[pymethods]
impl MatchResult {
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

    /// Each player's total: the sum of their finishing positions over the games.
    #[getter]
    fn totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.totals)
    }

    /// The finishing order of every game, players first out first.
    #[getter]
    fn finishing_orders(&self) -> Vec<Vec<usize>> {
        crate::arschloch::public::orders(&self.orders)
    }

    /// The roles every game gave, by player (`"chef"`, `"neutral"`, `"arsch"`).
    #[getter]
    fn roles(&self) -> Vec<Vec<&'static str>> {
        self.orders.iter().map(|o| role_names(o)).collect()
    }

    /// The number of games played.
    #[getter]
    fn games(&self) -> usize {
        self.orders.len()
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
            "MatchResult(winners={:?}, places={:?}, totals={:?}, games={})",
            self.winners,
            self.places,
            self.totals,
            self.orders.len()
        )
    }
}

/// The roles of a finishing order by player, as names.
pub fn role_names(order: &[u8]) -> Vec<&'static str> {
    roles(order).iter().map(|r| r.name()).collect()
}
