//! Big Two's tests (`docs/rules/big_two.md`): one test target for the game, a module a subject.
//! A new file of Big Two's tests is one `mod` line here.

mod actions;
mod as_written;
mod combinations;
mod description;
mod determinize;
mod oracle;
mod partition;
mod plan_cache;
mod policies;
mod rules;
