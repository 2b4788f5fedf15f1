//! `arschloch.MatchResult`: how a finished match of Arschloch ended.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use zz_engine::games::arschloch::roles::roles;
use zz_engine::games::arschloch::Match as EngineMatch;

use crate::args::Int;

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
    /// A result from its fields, as its pickle holds them (see `crate::results`); each
    /// finishing order holds every player once.
    #[new]
    fn py_new(
        winners: Vec<Int>,
        places: Vec<Int>,
        totals: Vec<Int>,
        orders: Vec<Vec<Int>>,
    ) -> PyResult<Self> {
        let t = crate::results::table(winners, places, totals)?;
        let players = t.places.len();
        let orders = orders
            .into_iter()
            .map(|o| finishing_order(o, players))
            .collect::<PyResult<_>>()?;
        Ok(MatchResult {
            winners: t.winners,
            places: t.places,
            totals: t.totals,
            orders,
        })
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let fields = (
            self.winners.clone(),
            crate::convert::seats(&self.places),
            self.totals.clone(),
            self.finishing_orders(),
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

    /// The number of deals played: a game of Arschloch is one deal.
    #[getter]
    fn deals(&self) -> usize {
        self.orders.len()
    }

    /// Deprecated: `deals` (a game of Arschloch is one deal).
    #[getter]
    fn games(&self, py: Python<'_>) -> PyResult<usize> {
        crate::deprecated::warn(py, "arschloch.MatchResult.games", "MatchResult.deals")?;
        Ok(self.orders.len())
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
            self.orders.len()
        )
    }
}

/// A finishing order of a pickled result: every seat of a table of `players` once.
fn finishing_order(order: Vec<Int>, players: usize) -> PyResult<Vec<u8>> {
    let order: Vec<u8> = crate::results::seats("finishing orders", order, players)?;
    let mut seen = vec![false; players];
    for &p in &order {
        seen[usize::from(p)] = true;
    }
    if order.len() != players || seen.contains(&false) {
        return Err(PyValueError::new_err(format!(
            "a finishing order holds each of the {players} players once, got {order:?}"
        )));
    }
    Ok(order)
}

/// The roles of a finishing order by player, as names.
pub fn role_names(order: &[u8]) -> Vec<&'static str> {
    roles(order).iter().map(|r| r.name()).collect()
}
