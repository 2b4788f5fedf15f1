//! The Python bindings of the zweiundzwanzig engine: conversion, errors and nothing else. No rule
//! of any game lives here.

#[macro_use]
mod rules_class;

mod advice;
mod args;
mod arrays;
mod arschloch;
mod big_two;
mod callable;
mod cards;
mod convert;
mod described;
mod encoded;
mod errors;
mod log;
mod options;
mod record;
mod results;
mod shared;
mod simulate;
mod suited;
mod watch;
mod zweiundzwanzig;

use zweiundzwanzig::{matches, moves, result, rules, trick, view};

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
    m.add("MAX_PLAYERS", zz_engine::game::MAX_PLAYERS)?;
    m.add("MAX_THREADS", args::MAX_THREADS)?;
    m.add(
        "ACTIONS",
        zz_engine::games::zweiundzwanzig::actions::ACTIONS,
    )?;
    m.add(
        "OBSERVATION_SIZE",
        zz_engine::games::zweiundzwanzig::observation::OBSERVATION_LEN,
    )?;
    m.add_class::<cards::Card>()?;
    m.add_class::<zweiundzwanzig::play::Play>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<matches::Match>()?;
    m.add_class::<view::View>()?;
    m.add_class::<result::MatchResult>()?;
    m.add_class::<advice::Advice>()?;
    m.add_function(wrap_pyfunction!(advice::advise, m)?)?;
    m.add_function(wrap_pyfunction!(advice::calibration, m)?)?;
    m.add_function(wrap_pyfunction!(trick::legal_plays, m)?)?;
    m.add_function(wrap_pyfunction!(zweiundzwanzig::encoding::encode_batch, m)?)?;
    m.add_function(wrap_pyfunction!(trick::beats, m)?)?;
    m.add_function(wrap_pyfunction!(trick::trick_winner, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::simulate_batch, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::policy_names, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::policy_move, m)?)?;
    m.add("GAMES", simulate::GAMES.to_vec())?;
    arschloch::register(m)?;
    big_two::register(m)?;
    Ok(())
}
