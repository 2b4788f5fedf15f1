//! The zweiundzwanzig engine: the exact rules of three card games in pure Rust (the
//! Zweiundzwanzig family, Arschloch and Big Two), with their search and simulation.
//!
//! No Python here: the binding crate (`rust/python`) wraps this one. Modules: [`card`] (the card
//! encodings and who uses which), [`control`] (stopping long calls), [`rng`] (the seeded
//! generator), [`game`] (the trait every game implements) and [`moves`] (its list of legal moves), [`games`] (one folder per game: its
//! rules, moves, views, policies and search), what the games share written once ([`options`],
//! [`play_or_pass`], [`policy`], [`possible`], [`record`], [`invariants`], [`encoded`]),
//! [`search`] and [`sim`] (over any game), [`error`] (the one error type).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod card;
pub mod control;
pub mod encoded;
pub mod error;
pub mod game;
mod game_impl;
pub mod games;
pub mod invariants;
pub mod moves;
pub mod options;
pub mod play_or_pass;
pub mod policy;
pub mod possible;
pub mod record;
pub mod rng;
pub mod search;
pub mod sim;

pub use error::EngineError;
