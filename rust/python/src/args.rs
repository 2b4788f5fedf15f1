//! Reading the arguments every call shares: seeds, numbers of players, seats, threads, seconds.
//! An integer argument may be any Python int, however large, or anything with `__index__` (a
//! numpy integer), but not a bool (a `TypeError`: `True` is no count or seat); one out of range
//! gets an error that states the range (never an `OverflowError` about C types). A number of
//! seconds is an int or a float (anything with `__float__`), again not a bool. Text of an
//! argument shown in an error goes through `zz_engine::error::shown` (cut to 80 characters).

use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};

use crate::errors::RulesError;

/// The most threads a call may ask for.
pub const MAX_THREADS: usize = 256;

/// An integer argument: its value, or `None` for one beyond what any bound here can name.
#[derive(Clone, Copy, Debug)]
pub struct Int(Option<i128>);

impl<'a, 'py> FromPyObject<'a, 'py> for Int {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Int> {
        refuse_bool(&obj, "an integer")?;
        if let Ok(int) = obj.cast::<PyInt>() {
            return Ok(Int(int.extract::<i128>().ok()));
        }
        let index = obj.call_method0("__index__").map_err(|_| {
            PyTypeError::new_err(format!(
                "an integer is required, not {}",
                obj.get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })?;
        Ok(Int(index.cast_into::<PyInt>()?.extract::<i128>().ok()))
    }
}

/// A `TypeError` for a bool where `what` is meant (a bool is a Python int, but never a count,
/// a seat, a seed or a number of seconds).
fn refuse_bool(obj: &Borrowed<'_, '_, PyAny>, what: &str) -> PyResult<()> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "{what} is required, not bool"
        )));
    }
    Ok(())
}

/// A number of seconds: an int or a float, not a bool (its range is checked where it is used).
#[derive(Clone, Copy, Debug)]
pub struct Seconds(pub f64);

impl<'a, 'py> FromPyObject<'a, 'py> for Seconds {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Seconds> {
        refuse_bool(&obj, "a number of seconds")?;
        obj.extract::<f64>().map(Seconds).map_err(|_| {
            PyTypeError::new_err(format!(
                "a number of seconds is required, not {}",
                obj.get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })
    }
}

impl Int {
    /// The value if it is from `low` to `high`; else the error `bad` makes of the value shown
    /// (its digits, or "a larger number": Python refuses to print ints of thousands of digits).
    pub fn within(
        self,
        low: i128,
        high: i128,
        bad: impl FnOnce(String) -> PyErr,
    ) -> PyResult<i128> {
        match self.0 {
            Some(v) if (low..=high).contains(&v) => Ok(v),
            other => Err(bad(
                other.map_or_else(|| "a larger number".into(), |v| v.to_string())
            )),
        }
    }
}

/// A number of players, which the engine then checks against the game's range (one far out of
/// range gets the same message as one just out of it).
#[derive(Clone, Copy, Debug)]
pub struct Players(pub usize);

impl<'a, 'py> FromPyObject<'a, 'py> for Players {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Players> {
        let most = zz_engine::game::MAX_PLAYERS;
        let v = obj.extract::<Int>()?.within(0, most as i128 + 1, |v| {
            RulesError::new_err(format!("a match needs 2 to {most} players, got {v}"))
        })?;
        Ok(Players(v as usize))
    }
}

/// A number of players of `game`, which seats at most `most`: one far out of range gets the
/// message the engine gives one just out of it (which the engine then checks).
pub fn game_players_arg(players: Int, game: &str, most: usize) -> PyResult<usize> {
    let v = players.within(0, most as i128 + 1, |v| {
        RulesError::new_err(format!("{game} needs 2 to {most} players, got {v}"))
    })?;
    Ok(v as usize)
}

/// The number of threads of a long call: 1 to [`MAX_THREADS`].
#[derive(Clone, Copy, Debug)]
pub struct Threads(pub usize);

impl<'a, 'py> FromPyObject<'a, 'py> for Threads {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Threads> {
        let v = obj.extract::<Int>()?.within(1, MAX_THREADS as i128, |v| {
            PyValueError::new_err(format!(
                "threads must be an integer from 1 to {MAX_THREADS}, got {v}"
            ))
        })?;
        Ok(Threads(v as usize))
    }
}

/// A seat of a table of `players` seats.
pub fn seat_arg(players: usize, player: Int) -> PyResult<usize> {
    let v = player.within(0, players as i128 - 1, |v| {
        PyIndexError::new_err(format!(
            "player {v} is not at this table of {players} players (seats 0 to {})",
            players - 1
        ))
    })?;
    Ok(v as usize)
}

/// The move of action id `id` of a game with `actions` ids, by `move_of`; an integer that is no
/// id (out of 0 to `actions - 1`) is a ValueError stating the range.
pub fn action_arg<M>(
    id: Int,
    actions: usize,
    move_of: impl FnOnce(usize) -> Option<M>,
) -> PyResult<M> {
    let bad = |v: String| {
        PyValueError::new_err(format!("action ids run from 0 to {}, not {v}", actions - 1))
    };
    let v = id.within(0, actions as i128 - 1, bad)?;
    move_of(v as usize).ok_or_else(|| bad(v.to_string()))
}

/// A fresh seed from the operating system's randomness, when the user gives none.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish()
}

/// A seed given by the user: None (a fresh one) or an integer from 0 to 2**64 - 1.
pub fn seed_arg(seed: Option<Int>) -> PyResult<u64> {
    let Some(s) = seed else {
        return Ok(fresh_seed());
    };
    let v = s.within(0, i128::from(u64::MAX), |v| {
        PyValueError::new_err(format!(
            "seed must be None or an integer from 0 to 2**64 - 1, got {v}"
        ))
    })?;
    Ok(v as u64)
}

/// An argument `name` that must be an integer from 0 to 2**64 - 1 (a seed or a game index that
/// cannot be None).
pub fn u64_arg(name: &str, value: Int) -> PyResult<u64> {
    let v = value.within(0, i128::from(u64::MAX), |v| {
        PyValueError::new_err(format!(
            "{name} must be an integer from 0 to 2**64 - 1, got {v}"
        ))
    })?;
    Ok(v as u64)
}

/// A number of players of a table that can exist: 2 to [`zz_engine::game::MAX_PLAYERS`] (for
/// questions about a table, such as `Rules.decks_for`, where no engine check follows).
pub fn table_players_arg(players: Int) -> PyResult<usize> {
    let most = zz_engine::game::MAX_PLAYERS;
    let v = players.within(2, most as i128, |v| {
        RulesError::new_err(format!("a match needs 2 to {most} players, got {v}"))
    })?;
    Ok(v as usize)
}
