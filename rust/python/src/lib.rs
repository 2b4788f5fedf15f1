//! The Python bindings of the zweiundzwanzig engine for its three games: the Zweiundzwanzig
//! family (the package's top-level names, `zz.Match`), Big Two (`zweiundzwanzig.big_two`) and
//! Arschloch (`zweiundzwanzig.arschloch`). Conversion, errors and nothing else: no rule of any
//! game lives here.
//!
//! Each game has its folder (`zweiundzwanzig/`, `big_two/`, `arschloch/`) with its classes and
//! its [`bound_game::BoundGame`] impl; `games.rs` lists the games, and the shared rooms
//! (`simulate.rs`, `advice.rs`, `callable.rs`, this file) go through that list.

#[macro_use]
mod rules_class;
#[macro_use]
mod match_class;
#[macro_use]
mod view_class;

mod advice;
mod args;
mod arrays;
mod arschloch;
mod big_two;
mod bound_game;
mod callable;
mod cards;
mod convert;
mod deprecated;
mod described;
mod encoded;
mod errors;
mod games;
mod heuristic;
mod log;
mod notation;
mod options;
mod packed_move;
mod pool;
mod ranked;
mod record;
mod results;
mod shared;
mod simulate;
mod suited;
mod watch;
mod zweiundzwanzig;

use pyo3::prelude::*;

/// The compiled core of `zweiundzwanzig`. Import the package, not this module.
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add(
        "ZweiundzwanzigError",
        py.get_type::<errors::ZweiundzwanzigError>(),
    )?;
    m.add("CardError", py.get_type::<errors::CardError>())?;
    m.add("RulesError", py.get_type::<errors::RulesError>())?;
    m.add(
        "IllegalMoveError",
        py.get_type::<errors::IllegalMoveError>(),
    )?;
    m.add("StateError", py.get_type::<errors::StateError>())?;
    m.add("PolicyError", py.get_type::<errors::PolicyError>())?;
    m.add("BusyError", py.get_type::<errors::BusyError>())?;
    m.add("Interrupted", py.get_type::<errors::Interrupted>())?;
    m.add("MAX_THREADS", args::MAX_THREADS)?;
    m.add_class::<cards::Card>()?;
    m.add_class::<advice::Advice>()?;
    m.add_function(wrap_pyfunction!(advice::advise, m)?)?;
    m.add_function(wrap_pyfunction!(advice::calibration, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::simulate_batch, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::policy_names, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::policy_move, m)?)?;
    m.add("GAMES", games::NAMES.to_vec())?;
    games::register(m)
}
