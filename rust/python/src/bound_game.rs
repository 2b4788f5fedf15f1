//! `BoundGame`: what a game gives the binding's shared rooms (`simulate.rs`, `advice.rs`,
//! `callable.rs`, `lib.rs`), each game implementing it in its own folder (`<game>/bound.rs`).
//! The shared rooms are written once for any `BoundGame`; `games.rs` lists the games.

use pyo3::prelude::*;
use zz_engine::policy::{Policies, Policy};
use zz_engine::search::{Levels, Searchable};

use crate::errors::Result;

/// A game as Python sees it: its name, its rules argument, its moves and views as Python
/// objects, its built-in rollout policy, and its classes and functions.
pub trait BoundGame: Policies + Searchable + Levels {
    /// The game's name in Python (`simulate(game=...)`, `zz.games`).
    const NAME: &'static str;
    /// The game's name in messages.
    const TITLE: &'static str;

    /// The rules given by a Python argument: the game's `Rules`, a preset name, or None
    /// (standard).
    fn rules_arg(obj: Option<&Bound<'_, PyAny>>) -> Result<Self::Rules>;
    /// The rule set a view was seen under.
    fn view_rules(view: &Self::View) -> Self::Rules;
    /// The game's Python `Move` of `mv` under `rules`.
    fn py_move<'py>(
        py: Python<'py>,
        rules: Self::Rules,
        mv: Self::Move,
    ) -> PyResult<Bound<'py, PyAny>>;
    /// The game's Python `View` of `view`: what a callable seat is given.
    fn py_view(py: Python<'_>, view: Self::View) -> PyResult<Bound<'_, PyAny>>;
    /// The view `obj` gives when it is one of this game's `View`s, or the `Match` whose player
    /// to move is meant (a `StateError` when nobody is to move); `None` for anything else.
    fn view_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<Self::View>>;
    /// A copy of the engine's match when `obj` is one of this game's `Match`es; else `None`.
    fn match_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<Self>>;
    /// `obj`, read as `Match.apply` reads it, as a move of the player to move (not yet checked
    /// for legality).
    fn move_from(&self, obj: &Bound<'_, PyAny>) -> PyResult<Self::Move>;
    /// The policy of the search's playouts.
    fn rollout() -> &'static dyn Policy<Self>;
    /// Adds the game's classes, functions and constants to the core module `core` (the family
    /// at its root, the others in a submodule of their own).
    fn register(core: &Bound<'_, PyModule>) -> PyResult<()>;
}
