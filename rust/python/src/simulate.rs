//! `simulate_batch`: whole matches in Rust with the GIL released, results as numpy arrays.

use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use zz_engine::games::zweiundzwanzig::policies::{needs_log, policy_named, POLICY_NAMES};
use zz_engine::games::zweiundzwanzig::Match as EngineMatch;
use zz_engine::policy::Policy;
use zz_engine::sim::Plan;

use crate::errors::{to_py, RulesError};
use crate::matches::players_arg;
use crate::rules::rules_arg;

/// Plays games `start .. start + count` of a run seeded with `seed` and returns either the
/// per-game arrays (`places`, `totals`: count × players; `deals`: count) or, with
/// `summary_only`, the summary counts. Every game is seeded from `(seed, game index)`, so any
/// split into batches and any `threads` give the same results.
#[pyfunction]
#[pyo3(signature = (*, players, rules, policies, seed, start, count, threads = 1, summary_only = false))]
#[allow(clippy::too_many_arguments)] // keyword-only arguments of one Python call
pub fn simulate_batch<'py>(
    py: Python<'py>,
    players: i64,
    rules: Option<&Bound<'py, PyAny>>,
    policies: Vec<String>,
    seed: u64,
    start: u64,
    count: usize,
    threads: usize,
    summary_only: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let rules = rules_arg(rules)?;
    let players = players_arg(players)?;
    rules.check_players(players).map_err(to_py)?;
    if policies.len() != players {
        return Err(RulesError::new_err(format!(
            "{} policies for {players} players: give one policy per seat",
            policies.len()
        )));
    }
    let seats: Vec<&dyn Policy<EngineMatch>> = policies
        .iter()
        .map(|name| policy_named(name).map_err(to_py))
        .collect::<PyResult<_>>()?;
    let logged = policies.iter().any(|name| needs_log(name));
    let plan = Plan {
        policies: seats,
        new_game: move |s| {
            let created = if logged {
                EngineMatch::new(players, rules, s)
            } else {
                EngineMatch::new_unlogged(players, rules, s)
            };
            created.unwrap_or_else(|_| unreachable!("the configuration was checked before the run"))
        },
        seed,
    };
    let out = PyDict::new(py);
    if summary_only {
        let t = py
            .detach(|| plan.tally(start, count, threads))
            .map_err(to_py)?;
        out.set_item("games", t.games)?;
        out.set_item("wins", t.wins)?;
        out.set_item("totals", t.totals)?;
        out.set_item("totals_sq", t.totals_sq)?;
        out.set_item("places", t.places)?;
        out.set_item("deals", t.deals)?;
        out.set_item("deals_sq", t.deals_sq)?;
    } else {
        let b = py
            .detach(|| plan.batch(start, count, threads))
            .map_err(to_py)?;
        let shape = [count, players];
        out.set_item("places", PyArray1::from_vec(py, b.places).reshape(shape)?)?;
        out.set_item("totals", PyArray1::from_vec(py, b.totals).reshape(shape)?)?;
        out.set_item("deals", PyArray1::from_vec(py, b.deals))?;
    }
    Ok(out)
}

/// The names of the built-in policies.
#[pyfunction]
pub fn policy_names() -> Vec<&'static str> {
    POLICY_NAMES.to_vec()
}

/// The move a built-in policy (`random`, `heuristic`, `advisor`) makes for the player to move of
/// `game`, its randomness seeded by `seed`: the computer players of the terminal game.
#[pyfunction]
pub fn policy_move(
    py: Python<'_>,
    game: &Bound<'_, crate::matches::Match>,
    policy: &str,
    seed: u64,
) -> PyResult<crate::moves::Move> {
    let chosen = policy_named(policy).map_err(to_py)?;
    let m = game.borrow().inner.clone();
    if m.to_move().is_none() {
        return Err(crate::errors::StateError::new_err(
            "the match is over: there is no move to make",
        ));
    }
    let mv = py.detach(|| chosen.choose(&m, &mut zz_engine::rng::Rng::seeded(seed)));
    Ok(crate::moves::Move::new(mv))
}
