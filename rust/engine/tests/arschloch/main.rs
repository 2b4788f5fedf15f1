//! Arschloch's tests (`docs/rules/arschloch.md`): one test target for the game, a module a
//! subject. A new file of Arschloch's tests is one `mod` line here.

mod actions;
mod description;
mod determinize;
mod house_rules;
mod oracle;
mod rules;
mod written;
