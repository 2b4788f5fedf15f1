//! `MatchResult`: how a finished match ended.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::args::Int;
use crate::convert::seats;

/// The end of a match: winners, each seat's place (1 = won; a shared place shares the number),
/// the totals and the number of deals.
#[pyclass(module = "zweiundzwanzig", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    pub winners: Vec<usize>,
    pub places: Vec<u8>,
    pub totals: Vec<u16>,
    pub deals: u16,
}

#[pymethods]
impl MatchResult {
    /// A result from its fields, as its pickle holds them (see `crate::results`).
    #[new]
    fn py_new(winners: Vec<Int>, places: Vec<Int>, totals: Vec<Int>, deals: Int) -> PyResult<Self> {
        let t = crate::results::table(winners, places, totals)?;
        let deals = deals.within(0, i128::from(u16::MAX), |v| {
            PyValueError::new_err(format!("deals must be an integer from 0 to 65535, not {v}"))
        })?;
        Ok(MatchResult {
            winners: t.winners,
            places: t.places,
            totals: t.totals,
            deals: deals as u16,
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
            self.deals,
        );
        Ok((
            py.get_type::<MatchResult>().into_any(),
            fields.into_pyobject(py)?,
        ))
    }

    /// The winning seats (several when the win is shared).
    #[getter]
    fn winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.winners)
    }

    /// Each seat's place: 1 won; the later a player went out, the better.
    #[getter]
    fn places<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.places)
    }

    /// Each seat's total of loss points.
    #[getter]
    fn totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.totals)
    }

    /// The number of deals played.
    #[getter]
    fn deals(&self) -> u16 {
        self.deals
    }

    /// Seats from best to worst place (ties by lower total, then seat).
    #[getter]
    fn standings(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = (0..self.places.len()).collect();
        seats.sort_by_key(|&p| (self.places[p], self.totals[p], p));
        seats
    }

    fn __repr__(&self) -> String {
        format!(
            "MatchResult(winners={:?}, places={:?}, totals={:?}, deals={})",
            self.winners, self.places, self.totals, self.deals
        )
    }
}
