//! The games of the engine, one folder each.

pub mod arschloch;
pub mod big_two;
#[cfg(test)]
mod copies;
pub mod zweiundzwanzig;
