//! The games of the binding: the one list the shared rooms go through. A game is chosen once
//! per call, by its name or by the class of the object given; the work it is handed is then
//! monomorphic in the game.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};

use crate::bound_game::BoundGame;

/// Calls `$each!` with the engine `Match` types of every game, in the order Python lists them.
macro_rules! every_game {
    ($each:ident) => {
        $each!(zweiundzwanzig::Match, arschloch::Match, big_two::Match)
    };
}

/// The names of the games, in their order.
pub const NAMES: &[&str] = {
    macro_rules! names {
        ($($game:ty),*) => { &[$(<$game as BoundGame>::NAME),*] };
    }
    every_game!(names)
};

/// Work to do with one game, whichever it is.
pub trait ForGame {
    /// What the work gives.
    type Output;
    /// Does the work with game `G`.
    fn with<G: BoundGame>(self) -> Self::Output;
}

/// Work that each game is asked in turn to take: the first that does gives the output.
pub trait TryGame {
    /// What the work gives.
    type Output;
    /// Does the work with game `G` if it is `G`'s (`None`: not `G`'s).
    fn try_with<G: BoundGame>(&mut self) -> PyResult<Option<Self::Output>>;
}

/// `work` with the game called `name`, or a `ValueError` listing the games.
pub fn named<F: ForGame>(name: &str, work: F) -> PyResult<F::Output> {
    macro_rules! pick {
        ($($game:ty),*) => {
            $(if name == <$game as BoundGame>::NAME {
                return Ok(work.with::<$game>());
            })*
        };
    }
    every_game!(pick);
    Err(PyValueError::new_err(format!(
        "unknown game {}; the games are {}",
        zz_engine::error::shown(name),
        NAMES.join(", ")
    )))
}

/// What the first game to take `work` gives, or `None` when no game takes it.
pub fn first<T: TryGame>(work: &mut T) -> PyResult<Option<T::Output>> {
    macro_rules! each {
        ($($game:ty),*) => {
            $(if let Some(out) = work.try_with::<$game>()? {
                return Ok(Some(out));
            })*
        };
    }
    every_game!(each);
    Ok(None)
}

/// Adds every game's classes and functions to the core module.
pub fn register(core: &Bound<'_, PyModule>) -> PyResult<()> {
    macro_rules! each {
        ($($game:ty),*) => { $(<$game as BoundGame>::register(core)?;)* };
    }
    every_game!(each);
    Ok(())
}
