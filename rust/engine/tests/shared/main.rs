//! The tests of what the games share: control of long calls, the framework step, views that
//! determinize and resample in every game, the fuzz targets' bodies, search and simulation. A
//! new file of them is one `mod` line here. Each game's own tests are in its own target
//! (`arschloch`, `big_two`, `family`); the data they read is in `tests/data`.

mod all_random;
mod control;
mod deal_points;
mod encoded;
mod every_view_determinizes;
mod fuzz_corpus;
mod possible_views;
mod resample;
mod search_work;
mod simulation;
