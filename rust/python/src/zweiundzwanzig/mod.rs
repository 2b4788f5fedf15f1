//! The Zweiundzwanzig family's classes and functions: its rules, matches, views, moves, the
//! trick-level functions, described positions, advice and simulation batches. The classes are
//! the package's top-level names (`zz.Match`, `zz.Rules`, ...).

pub mod advice;
pub mod description;
pub mod encoding;
pub mod matches;
pub mod moves;
pub mod play;
pub mod pool;
pub mod result;
pub mod rules;
pub mod trick;
pub mod view;
