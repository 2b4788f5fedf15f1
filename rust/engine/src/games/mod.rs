//! The games of the engine, one folder each.

pub mod zweiundzwanzig;
