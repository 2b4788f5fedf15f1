//! `Match`: a whole match of the Zweiundzwanzig family, driven from Python.

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::moves::PlayList;
use zz_engine::games::zweiundzwanzig::{Match as EngineMatch, Move as EngineMove, MoveList, Phase};

use crate::cards::{card_list, extract_cards, trick_plays, Card, Play};
use crate::convert::events_to_list;
use crate::errors::{to_py, IllegalMoveError};
use crate::moves::Move;
use crate::result::MatchResult;
use crate::rules::{rules_arg, Rules};
use crate::view::View;

/// A whole match, from the first dealer's draw to the end (the rules: `docs/rules/`).
///
/// >>> import zweiundzwanzig as zz
/// >>> m = zz.Match(players=4, seed=7)
/// >>> m.phase, len(m.hand(m.current_player))
/// ('exchange', 7)
/// >>> m.apply("")        # discard nothing
#[pyclass(module = "zweiundzwanzig")]
#[derive(Clone, Debug)]
pub struct Match {
    pub inner: EngineMatch,
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

/// A number of players given by the user: negative numbers get the same message as too few.
pub fn players_arg(players: i64) -> PyResult<usize> {
    usize::try_from(players).map_err(|_| {
        crate::errors::RulesError::new_err(format!(
            "a match needs 2 to {} players, got {players}",
            zz_engine::game::MAX_PLAYERS
        ))
    })
}

/// A seed given by the user: None (a fresh one) or an integer from 0 to 2**64 - 1.
pub fn seed_arg(seed: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match seed.filter(|s| !s.is_none()) {
        None => Ok(fresh_seed()),
        Some(s) => s.extract::<u64>().map_err(|_| {
            PyValueError::new_err(format!(
                "seed must be None or an integer from 0 to 2**64 - 1, got {}",
                s.repr().map_or_else(|_| "?".into(), |r| r.to_string())
            ))
        }),
    }
}

pub fn check_seat(players: usize, player: i64) -> PyResult<usize> {
    if player < 0 || player as usize >= players {
        return Err(PyIndexError::new_err(format!(
            "player {player} is not at this table of {players} players (seats 0 to {})",
            players - 1
        )));
    }
    Ok(player as usize)
}

#[pymethods]
impl Match {
    #[new]
    #[pyo3(signature = (players = 4, rules = None, seed = None))]
    fn py_new(
        players: i64,
        rules: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Match> {
        let rules = rules_arg(rules)?;
        let players = players_arg(players)?;
        let inner = EngineMatch::new(players, rules, seed_arg(seed)?).map_err(to_py)?;
        Ok(Match { inner })
    }

    /// The seat to move, or None when the match is over.
    #[getter]
    fn current_player(&self) -> Option<usize> {
        self.inner.to_move()
    }

    /// `"exchange"`, `"play"` or `"over"`.
    #[getter]
    fn phase(&self) -> &'static str {
        self.inner.phase().name()
    }

    /// The legal moves of the current player, in the documented order.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        if self.inner.phase() != Phase::Play {
            return self.all_legal_moves(py);
        }
        // Plays to a trick fit a buffer a fifth the size of the exchange's (its 64 KB would be
        // probed page by page on every call).
        let mut plays = PlayList::new();
        self.inner.legal_plays_into(&mut plays);
        crate::moves::move_list(py, &plays)
    }

    /// Applies a move: a `Move` from `legal_moves()`, or cards (a string such as `"Q J"`, a `Play`,
    /// a list), read as a discard in the exchange and as a play in the tricks. `""` discards
    /// nothing. An illegal move raises `IllegalMoveError` and changes nothing.
    fn apply(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<()> {
        let mv = self.move_of(r#move)?;
        self.inner.apply(mv).map_err(to_py)
    }

    /// Whether a move (as `apply` takes it) is legal now.
    fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> bool {
        self.move_of(r#move).is_ok_and(|m| self.inner.is_legal(m))
    }

    /// A player's hand, from high to low.
    fn hand(&self, player: i64) -> PyResult<Vec<Card>> {
        let p = check_seat(self.inner.player_count(), player)?;
        Ok(card_list(self.inner.hand(p)))
    }

    /// Each player's total of loss points.
    #[getter]
    fn totals(&self) -> Vec<u16> {
        self.inner.totals().to_vec()
    }

    /// Whether the match is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// Winners, places, totals and deals; None until the match is over.
    #[getter]
    fn result(&self) -> Option<MatchResult> {
        self.inner.outcome().map(|o| MatchResult {
            winners: o.winners.iter().collect(),
            places: o.places,
            totals: self.inner.totals().to_vec(),
            deals: self.inner.deal_number(),
        })
    }

    /// The event log: one dict per event (`"event"` names its kind).
    #[getter]
    fn log<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        events_to_list(py, self.inner.log())
    }

    /// The log as readable text, one event a line.
    fn transcript(&self) -> String {
        let lines: Vec<String> = self.inner.log().iter().map(|e| e.to_string()).collect();
        lines.join("\n")
    }

    /// An independent copy.
    fn clone(&self) -> Match {
        Clone::clone(self)
    }

    fn __copy__(&self) -> Match {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyDict>) -> Match {
        Clone::clone(self)
    }

    /// What `player` may know, and nothing else.
    fn view(&self, player: i64) -> PyResult<View> {
        let p = check_seat(self.inner.player_count(), player)?;
        Ok(View {
            inner: self.inner.view(p),
        })
    }

    /// The number of seats.
    #[getter]
    fn players(&self) -> usize {
        self.inner.player_count()
    }

    /// The rule set.
    #[getter]
    fn rules(&self) -> Rules {
        Rules {
            rules: *self.inner.rules(),
        }
    }

    /// The seed the match was started from (give it to `Match` to replay the same deals).
    #[getter]
    fn seed(&self) -> u64 {
        self.inner.seed()
    }

    /// The dealer of the current deal.
    #[getter]
    fn dealer(&self) -> usize {
        self.inner.dealer()
    }

    /// The number of the current deal, from 1.
    #[getter]
    fn deal(&self) -> u16 {
        self.inner.deal_number()
    }

    /// Cards each player held when the current trick began.
    #[getter]
    fn hand_size(&self) -> u8 {
        self.inner.hand_size()
    }

    /// Cards left in the stock.
    #[getter]
    fn stock_size(&self) -> u32 {
        self.inner.stock().len()
    }

    /// The seats still in the match.
    #[getter]
    fn in_match(&self) -> Vec<usize> {
        self.inner.in_match().iter().collect()
    }

    /// The trick so far: (seat, play) pairs, lead first.
    #[getter]
    fn trick(&self) -> Vec<(u8, Play)> {
        trick_plays(self.inner.trick())
    }

    /// The index in `trick` of the play a follower must beat: the lead under
    /// `beat_against="lead"`, else the best play so far. None before the lead.
    #[getter]
    fn play_to_beat(&self) -> Option<usize> {
        self.inner.trick().to_beat(self.inner.rules())
    }

    /// How many cards each seat exchanged in this deal (None: not yet).
    #[getter]
    fn exchanged(&self) -> Vec<Option<u8>> {
        (0..self.inner.player_count())
            .map(|p| self.inner.exchanged(p))
            .collect()
    }

    /// The loss cards lying in front of a player.
    fn loss_cards(&self, player: i64) -> PyResult<Vec<Card>> {
        let p = check_seat(self.inner.player_count(), player)?;
        Ok(self
            .inner
            .loss_cards(p)
            .ranks_high_to_low()
            .map(Card::of_rank)
            .collect())
    }

    /// The match as JSON: players, rules, seed and moves, and the full state they lead to
    /// (hidden cards included).
    fn to_json(&self) -> PyResult<String> {
        self.inner.to_json().map_err(to_py)
    }

    /// A match from `to_json` output, rebuilt by replaying its moves from its seed (a record that
    /// does not replay raises `StateError`).
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Match> {
        Ok(Match {
            inner: EngineMatch::from_json(text).map_err(to_py)?,
        })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_json = py.get_type::<Match>().getattr("from_json")?;
        Ok((from_json, (self.to_json()?,)))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Match>()
            .is_ok_and(|o| o.borrow().inner == self.inner)
    }

    fn __repr__(&self) -> String {
        let m = &self.inner;
        let state = match m.to_move() {
            Some(p) => format!("{} phase, player {p} to move", m.phase().name()),
            None => "over".into(),
        };
        format!(
            "<Match {} players, {}, deal {}, {state}>",
            m.player_count(),
            m.rules(),
            m.deal_number()
        )
    }
}

impl Match {
    /// The legal moves in any phase, listed into the largest buffer (kept out of line so that
    /// the plays' path does not pay for its stack frame).
    #[inline(never)]
    fn all_legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let mut moves = MoveList::new();
        self.inner.legal_moves(&mut moves);
        crate::moves::move_list(py, &moves)
    }

    fn move_of(&self, obj: &Bound<'_, PyAny>) -> PyResult<EngineMove> {
        if let Ok(m) = obj.cast::<Move>() {
            return Ok(m.get().mv());
        }
        let cards = extract_cards(obj)?;
        match self.inner.phase() {
            Phase::Exchange => Ok(EngineMove::exchange(cards)),
            Phase::Play => Ok(EngineMove::play(cards)),
            Phase::Over => Err(IllegalMoveError::new_err(
                "the match is over; no more moves",
            )),
            Phase::Dealing => Err(IllegalMoveError::new_err(
                "the next deal is not dealt yet; no moves until it is",
            )),
        }
    }
}
