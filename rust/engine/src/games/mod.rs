//! The games of the engine, one folder each.

pub mod arschloch;
pub mod big_two;
pub mod zweiundzwanzig;
