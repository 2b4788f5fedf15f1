//! The Zweiundzwanzig family's tests (`docs/rules/`: Twenty-Two, Schlagen und Stechen,
//! Sechsundzwanzig): one test target for the game, a module a subject. A new file of the
//! family's tests is one `mod` line here.

mod actions;
mod between_deals;
mod dealt_as_written;
mod description;
mod determinize;
mod documents;
mod invariants;
mod proptest_legal;
mod random_matches;
