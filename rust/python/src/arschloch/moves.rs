//! `arschloch.Move`: a play of cards or a pass; and how Arschloch's card arguments are read.

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use zz_engine::card::{rank_name, Cards, JOKER};
use zz_engine::games::arschloch::rules::MAX_HAND;
use zz_engine::games::arschloch::{Move as EngineMove, MoveKind};

use crate::cards::{read_cards, read_cards_up_to, Card};
use crate::errors::CardError;
use crate::packed_move::PackedMove;
use crate::pool::{ring_list, Recycled, Ring};
use crate::ranked::{cards_hash, play_cards};

/// A move of Arschloch: `.kind` is `"play"` or `"pass"`, `.ranks` the cards played from high to
/// low, a joker after the cards of the rank it joins (`("Q", "Q", "*")`; jokers alone `("*",)`),
/// and none for a pass. Two moves are equal when they play the same cards (or both pass).
///
/// >>> from zweiundzwanzig import arschloch
/// >>> m = arschloch.Move("play", "* Q Q")
/// >>> m.kind, m.ranks, str(m), m == arschloch.Move("play", "Q * Q")
/// ('play', ('Q', 'Q', '*'), 'Q Q *', True)
/// >>> arschloch.Move("pass"), str(arschloch.Move("pass"))
/// (Move('pass'), 'pass')
#[pyclass(module = "zweiundzwanzig.arschloch", frozen, freelist = 1024)]
#[derive(Debug)]
pub struct Move {
    /// The engine's move. Python cannot change it; the ring of listed moves rewrites it only
    /// while it holds the object's one reference (see `pool.rs`).
    packed: PackedMove<Cards>,
}

impl Move {
    /// A Python move of an engine move.
    #[inline]
    pub fn new(mv: EngineMove) -> Move {
        Move {
            packed: PackedMove::new(mv),
        }
    }

    /// The engine's move.
    #[inline]
    pub fn mv(&self) -> EngineMove {
        self.packed.get()
    }
}

impl Recycled for Move {
    type Value = EngineMove;

    #[inline(always)]
    fn fresh(mv: EngineMove) -> Move {
        Move::new(mv)
    }

    #[inline(always)]
    fn rewrite(&self, mv: EngineMove) -> bool {
        self.packed.set(mv);
        true
    }
}

/// The ring that listed moves are handed out from (see `pool.rs`): a list is a few moves, so in
/// a step loop the ring comes back to an object hundreds of lists later.
static RING: Mutex<Ring<Move, 1024>> = Mutex::new(Ring::new());

#[pymethods]
impl Move {
    #[new]
    #[pyo3(signature = (kind, cards = None))]
    fn py_new(kind: &str, cards: Option<&Bound<'_, PyAny>>) -> PyResult<Move> {
        let cards = cards.map(extract_cards).transpose()?.unwrap_or_default();
        let mv = match kind {
            "pass" if cards.is_empty() => EngineMove::PASS,
            "pass" => {
                return Err(CardError::new_err(format!(
                    "a pass plays no cards, got [{}]",
                    shown(cards)
                )))
            }
            "play" if cards.is_empty() => {
                return Err(CardError::new_err(
                    "a play needs at least one card (to pass, make Move(\"pass\"))",
                ))
            }
            "play" => EngineMove::play(cards),
            _ => {
                return Err(crate::errors::RulesError::new_err(format!(
                    "a move's kind is \"play\" or \"pass\", not {}",
                    zz_engine::error::shown(kind)
                )))
            }
        };
        Ok(Move::new(mv))
    }

    /// `"play"` or `"pass"`.
    #[getter]
    fn kind(&self) -> &'static str {
        kind_name(self.mv().kind())
    }

    /// The ranks played, from high to low, a joker after the cards of the rank it joins
    /// (jokers as `"*"`); `()` for a pass.
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, ranks(self.mv().cards()))
    }

    /// The cards played, in the order of `ranks` (a tuple).
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let cards: Vec<Card> = in_order(self.mv().cards()).map(Card::of_rank).collect();
        PyTuple::new(py, cards)
    }

    /// Whether the move is a pass.
    #[getter]
    fn is_pass(&self) -> bool {
        self.mv().is_pass()
    }

    /// The number of cards played.
    fn __len__(&self) -> usize {
        self.mv().cards().len().into()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Move>()
            .is_ok_and(|m| m.get().mv() == self.mv())
    }

    fn __hash__(&self) -> u64 {
        match self.mv().kind() {
            MoveKind::Play => cards_hash(self.mv().cards()),
            MoveKind::Pass => 0x5bd1_e995,
        }
    }

    /// `"Q Q *"`, or `"pass"`.
    fn __str__(&self) -> String {
        match self.mv().kind() {
            MoveKind::Play => shown(self.mv().cards()),
            MoveKind::Pass => "pass".into(),
        }
    }

    fn __repr__(&self) -> String {
        match self.mv().kind() {
            MoveKind::Play => format!("Move('play', '{}')", shown(self.mv().cards())),
            MoveKind::Pass => "Move('pass')".into(),
        }
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let args = match self.mv().kind() {
            MoveKind::Play => PyTuple::new(py, ["play".to_string(), shown(self.mv().cards())])?,
            MoveKind::Pass => PyTuple::new(py, ["pass"])?,
        };
        Ok((py.get_type::<Move>().into_any(), args))
    }
}

/// The name of a move's kind.
pub fn kind_name(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Play => "play",
        MoveKind::Pass => "pass",
    }
}

/// The ranks of `cards` in the order a set reads: the rank cards from high to low, then the
/// jokers.
fn in_order(cards: Cards) -> impl Iterator<Item = u8> {
    let jokers = cards.count(JOKER);
    let ranks = cards.minus(Cards::of(JOKER, jokers));
    ranks
        .ranks_high_to_low()
        .chain(std::iter::repeat_n(JOKER, jokers.into()))
}

/// The rank names of `cards` in the order a set reads (see [`in_order`]).
pub fn ranks(cards: Cards) -> Vec<&'static str> {
    in_order(cards).map(rank_name).collect()
}

/// `cards` as a set reads: `"Q Q *"`.
pub fn shown(cards: Cards) -> String {
    ranks(cards).join(" ")
}

/// The moves as a list of `Move` objects from the ring (see `pool.rs`).
pub fn move_list<'py>(py: Python<'py>, moves: &[EngineMove]) -> PyResult<Bound<'py, PyList>> {
    ring_list(py, &RING, moves.iter().copied())
}

/// The cards of the objects Arschloch reads as cards besides strings and `Card`s: its own
/// `Move`s and the package's `Play`s.
fn known(obj: &Bound<'_, PyAny>) -> Option<Cards> {
    if let Ok(m) = obj.cast::<Move>() {
        return Some(m.get().mv().cards());
    }
    play_cards(obj)
}

/// Reads cards from a string, a `Card`, a `Move`, a `Play` or a list of them: at most the 15
/// cards a hand or a play can hold.
pub fn extract_cards(obj: &Bound<'_, PyAny>) -> PyResult<Cards> {
    read_cards(obj, known)
}

/// Reads a hand as [`extract_cards`] reads cards, at most the largest hand the rules deal
/// ([`MAX_HAND`]).
pub fn extract_hand(obj: &Bound<'_, PyAny>) -> PyResult<Cards> {
    read_cards_up_to(obj, known, u32::from(MAX_HAND))
}

/// A move as `apply` takes it, read before the match is taken (reading cards can run Python
/// code): a `Move`, the word `"pass"`, or the cards of a play.
#[derive(Clone, Copy, Debug)]
pub enum Given {
    /// A move as it is.
    Move(EngineMove),
    /// Cards, none at all included (which is no move; the match says so for its seat).
    Cards(Cards),
}

impl Given {
    /// Reads `obj`: a `Move`, `"pass"` (any case, spaces around), or cards.
    pub fn read(obj: &Bound<'_, PyAny>) -> PyResult<Given> {
        if let Ok(m) = obj.cast::<Move>() {
            return Ok(Given::Move(m.get().mv()));
        }
        if let Ok(s) = obj.cast::<PyString>() {
            if s.len()? <= 16 && s.to_str()?.trim().eq_ignore_ascii_case("pass") {
                return Ok(Given::Move(EngineMove::PASS));
            }
        }
        Ok(Given::Cards(extract_cards(obj)?))
    }
}
