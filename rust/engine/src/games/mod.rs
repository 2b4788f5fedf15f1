//! The games of the engine, one folder each.

pub mod arschloch;
pub mod zweiundzwanzig;
