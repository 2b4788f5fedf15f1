//! What a framework step calls on a match of any game (`Match.encode`, `Match.apply_action`):
//! a seat's observation and action mask written in one call, without a `View` object, and the
//! move of an action id made if it is legal; and the same for many matches at once
//! (`encode_batch`). Each game's `Match` and module forward to these.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::PyClass;
use zz_engine::encoded::{self, Encoded};

use crate::args::{action_arg, seat_arg, Int};
use crate::arrays;
use crate::errors::Result;
use crate::shared::Shared;

/// A game's `Match` class, for what takes many matches at once.
pub trait MatchClass: PyClass<Frozen = pyo3::pyclass::boolean_struct::True> + Sync {
    /// The engine's game.
    type Game: Encoded;
    /// The class as users write it, for messages.
    const CLASS: &'static str;
    /// The engine's match inside.
    fn shared(&self) -> &Shared<Self::Game>;
}

/// `encode_batch` of the game of `M`: the rows of `matches`, each of which must be an `M`.
pub fn encode_batch_of<'py, M: MatchClass>(
    py: Python<'py>,
    matches: Vec<Bound<'py, PyAny>>,
    players: Option<Vec<Int>>,
    arrays: (Option<&Bound<'py, PyAny>>, Option<&Bound<'py, PyAny>>),
) -> PyResult<Batch<'py>> {
    encode_batch::<M::Game>(py, &matches, players, arrays, |obj, f| {
        let m = obj.cast::<M>().map_err(|_| {
            let given = obj
                .get_type()
                .name()
                .map_or_else(|_| "?".into(), |n| n.to_string());
            pyo3::exceptions::PyTypeError::new_err(format!(
                "matches must be {} objects, not {given}",
                M::CLASS
            ))
        })?;
        let game = m.get().shared().lock()?;
        f(&game)
    })
}

/// A seat's observation and action mask and the arrays they are in.
pub type Encoding<'py> = (Bound<'py, PyArray1<f32>>, Bound<'py, PyArray1<i8>>);

/// `seat`'s observation and action mask of `game`, written into `observation` and `mask` when
/// given (each checked as `View.observation` and `View.action_mask` check theirs) or new arrays.
pub fn encode<'py, G: Encoded>(
    py: Python<'py>,
    game: &G,
    seat: Int,
    observation: Option<&Bound<'py, PyAny>>,
    mask: Option<&Bound<'py, PyAny>>,
) -> PyResult<Encoding<'py>> {
    let seat = seat_arg(game.players(), seat)?;
    let view = game.position(seat);
    let observation = arrays::filled(py, observation, G::OBSERVATION_LEN, "float32", |o| {
        G::encode(&view, o)
    })?;
    let mask = arrays::action_mask(py, mask, G::ACTIONS, |m| G::mask(&view, m))?;
    Ok((observation, mask))
}

/// `View.observation` of any game: `view`'s observation written into `out` (checked as
/// `arrays::filled` checks it) or a new array.
pub fn view_observation<'py, G: Encoded>(
    py: Python<'py>,
    view: &G::View,
    out: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray1<f32>>> {
    arrays::filled(py, out, G::OBSERVATION_LEN, "float32", |o| {
        G::encode(view, o)
    })
}

/// `View.action_mask` of any game: `view`'s legal moves marked in `out` or a new array.
pub fn view_action_mask<'py, G: Encoded>(
    py: Python<'py>,
    view: &G::View,
    out: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    arrays::action_mask(py, out, G::ACTIONS, |m| G::mask(view, m))
}

/// Makes the move of action `id` for the player to move if it is legal: whether it was made.
/// An integer that is no id is a ValueError stating the range.
pub fn apply_action<G: Encoded>(game: &mut G, id: Int) -> Result<bool> {
    let id = action_arg(id, G::ACTIONS, Some)?;
    Ok(encoded::apply_action(game, id)?)
}

/// The observations and action masks of many matches, one row a match.
pub type Batch<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray2<i8>>);

/// How many rows `encode_batch` writes between looks for Ctrl-C (a few milliseconds' work).
const SIGNAL_ROWS: usize = 1024;

/// The observation and mask rows of `matches` (each read through `with_match`, which runs its
/// callback on the engine's match of one item, or says why the item is not a match of this
/// game), for `players` (one a match; each match's player to move when None), written into
/// `observations` and `masks` when given, else into new arrays. Ctrl-C raises
/// `KeyboardInterrupt` within a few milliseconds, the rows before it written.
pub fn encode_batch<'py, G: Encoded>(
    py: Python<'py>,
    matches: &[Bound<'py, PyAny>],
    players: Option<Vec<Int>>,
    (observations, masks): (Option<&Bound<'py, PyAny>>, Option<&Bound<'py, PyAny>>),
    with_match: impl Fn(&Bound<'py, PyAny>, &mut dyn FnMut(&G) -> PyResult<()>) -> PyResult<()>,
) -> PyResult<Batch<'py>> {
    let n = matches.len();
    let players = match players {
        Some(p) if p.len() != n => {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "players must give one player a match: {n} matches, {} players",
                p.len()
            )))
        }
        other => other,
    };
    let new_bytes =
        observations.map_or(4 * G::OBSERVATION_LEN, |_| 0) + masks.map_or(G::ACTIONS, |_| 0);
    arrays::check_batch(n, new_bytes)?;
    let obs = arrays::rows::<f32>(py, observations, (n, G::OBSERVATION_LEN), "float32")?;
    let mask = arrays::rows::<i8>(py, masks, (n, G::ACTIONS), "int8")?;
    {
        let mut obs_rw = obs.try_readwrite()?;
        let mut mask_rw = mask.try_readwrite()?;
        let obs_rows = obs_rw.as_slice_mut()?.chunks_exact_mut(G::OBSERVATION_LEN);
        let mask_rows = mask_rw.as_slice_mut()?.chunks_exact_mut(G::ACTIONS);
        for (i, (o, m)) in obs_rows.zip(mask_rows).enumerate() {
            if i % SIGNAL_ROWS == SIGNAL_ROWS - 1 {
                // A batch of millions takes seconds: Ctrl-C stops it (the rows so far written).
                py.check_signals()?;
            }
            let player = players.as_ref().map(|p| p[i]);
            with_match(&matches[i], &mut |game: &G| {
                let seat = match &player {
                    Some(p) => seat_arg(game.players(), *p)?,
                    None => game.current_player().ok_or_else(|| {
                        pyo3::exceptions::PyValueError::new_err(format!(
                            "match {i} has nobody to move; give its player in players"
                        ))
                    })?,
                };
                encoded::observe(game, seat, o, m);
                Ok(())
            })?;
        }
    }
    Ok((obs, mask))
}
