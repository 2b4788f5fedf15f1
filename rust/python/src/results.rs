//! What every game's `MatchResult` shares: being read back from its pickle. A result pickles as
//! its class and its fields; reading them back checks that they fit one table (every list one
//! number a player, the winners and other seats at the table), so that no unpickled result can
//! make a later call fail. The game's rules are not checked again: a result is what it says.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::args::Int;
use crate::described::num_bound::Bounded;

/// The fields every result has: the winners, each player's place and each player's total.
pub struct Table<T> {
    pub winners: Vec<usize>,
    pub places: Vec<u8>,
    pub totals: Vec<T>,
}

/// The winners, places and totals of a pickled result, checked to fit one table of 2 to 32
/// players.
pub fn table<T>(winners: Vec<Int>, places: Vec<Int>, totals: Vec<Int>) -> PyResult<Table<T>>
where
    T: TryFrom<i128> + Into<i128> + Bounded,
{
    let players = places.len();
    if !(2..=zz_engine::game::MAX_PLAYERS).contains(&players) || totals.len() != players {
        return Err(PyValueError::new_err(format!(
            "a match result has one place and one total for each of 2 to {} players, got {} \
             and {}",
            zz_engine::game::MAX_PLAYERS,
            players,
            totals.len()
        )));
    }
    Ok(Table {
        winners: seats("winners", winners, players)?,
        places: numbers("places", places)?,
        totals: numbers("totals", totals)?,
    })
}

/// Seats of a table of `players`, each from 0 to `players - 1`.
pub fn seats<T: TryFrom<usize>>(what: &str, list: Vec<Int>, players: usize) -> PyResult<Vec<T>> {
    list.into_iter()
        .map(|p| {
            let v = p.within(0, players as i128 - 1, |v| {
                PyValueError::new_err(format!(
                    "a match result's {what} are seats 0 to {}, not {v}",
                    players - 1
                ))
            })?;
            T::try_from(v as usize)
                .map_err(|_| PyValueError::new_err(format!("{what}: seat {v} out of range")))
        })
        .collect()
}

/// Numbers that fit `T`.
fn numbers<T>(what: &str, list: Vec<Int>) -> PyResult<Vec<T>>
where
    T: TryFrom<i128> + Into<i128> + Bounded,
{
    let most: i128 = T::MOST.into();
    list.into_iter()
        .map(|x| {
            let v = x.within(0, most, |v| {
                PyValueError::new_err(format!(
                    "a match result's {what} are integers from 0 to {most}, not {v}"
                ))
            })?;
            T::try_from(v).map_err(|_| PyValueError::new_err(format!("{what}: {v} out of range")))
        })
        .collect()
}
