//! `big_two.Move`: a play of cards or a pass; and a move as `apply` takes it.

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use zz_engine::card::{rank_name, SuitedCards};
use zz_engine::games::big_two::order::high_to_low;
use zz_engine::games::big_two::{classify, Move as EngineMove, MoveKind, Rules as EngineRules};

use crate::big_two::card::{card_list, extract_cards, shown};
use crate::big_two::rules::{rules_arg, Rules};
use crate::errors::{CardError, IllegalMoveError, Result, RulesError};
use crate::packed_move::PackedMove;
use crate::pool::{ring_list, Recycled, Ring};

/// A move of Big Two: `.kind` is `"play"` or `"pass"`; a play has `.cards` (from the strongest
/// down in its rule set's order), `.ranks` and `.combination` (`"single"`, `"pair"`,
/// `"triple"`, `"straight"`, `"flush"`, `"full_house"`, `"four_of_a_kind"` or
/// `"straight_flush"`; None for a pass). A move knows the rules it was made under (those of
/// the match that listed it, or `rules`), which order its cards and name its combination; two
/// moves are equal when they play the same cards (or both pass), whatever their rules.
/// `Move("play", cards)` refuses cards that are no play under its rules.
///
/// >>> from zweiundzwanzig import big_two
/// >>> m = big_two.Move("play", "3d 3s")
/// >>> m.kind, str(m), m.ranks, m.combination, m == big_two.Move("play", "3♠ 3♦")
/// ('play', '3♠ 3♦', ('3', '3'), 'pair', True)
/// >>> big_two.Move("play", "9s 10s Js Qs Ks").combination, str(big_two.Move("pass"))
/// ('straight_flush', 'pass')
#[pyclass(module = "zweiundzwanzig.big_two", frozen, freelist = 1024)]
#[derive(Debug)]
pub struct Move {
    /// The engine's move. Python cannot change it; the ring of listed moves rewrites it only
    /// while it holds the object's one reference, and only under the same rules (see `pool.rs`).
    packed: PackedMove<SuitedCards>,
    rules: EngineRules,
}

impl Move {
    /// A Python move of an engine move under `rules`.
    #[inline]
    pub fn new(mv: EngineMove, rules: EngineRules) -> Move {
        Move {
            packed: PackedMove::new(mv),
            rules,
        }
    }

    /// The engine's move.
    #[inline]
    pub fn mv(&self) -> EngineMove {
        self.packed.get()
    }
}

impl Recycled for Move {
    type Value = (EngineMove, EngineRules);

    #[inline(always)]
    fn fresh((mv, rules): (EngineMove, EngineRules)) -> Move {
        Move::new(mv, rules)
    }

    /// Another move under the same rules (the rules are the object's for good).
    #[inline(always)]
    fn rewrite(&self, (mv, rules): (EngineMove, EngineRules)) -> bool {
        if self.rules != rules {
            return false;
        }
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
    #[pyo3(signature = (kind, cards = None, rules = None))]
    fn py_new(
        kind: &str,
        cards: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
    ) -> Result<Move> {
        let rules = rules_arg(rules)?;
        let cards = cards.map(extract_cards).transpose()?.unwrap_or_default();
        let mv = match kind {
            "pass" if cards.is_empty() => EngineMove::PASS,
            "pass" => {
                return Err(CardError::new_err(format!(
                    "a pass plays no cards, got [{}]",
                    shown(cards, &rules)
                ))
                .into())
            }
            "play" if cards.is_empty() => {
                return Err(CardError::new_err(
                    "a play needs at least one card (to pass, make Move(\"pass\"))",
                )
                .into())
            }
            "play" => play_of(cards, &rules)?,
            _ => {
                return Err(RulesError::new_err(format!(
                    "a move's kind is \"play\" or \"pass\", not {}",
                    zz_engine::error::shown(kind)
                ))
                .into())
            }
        };
        Ok(Move::new(mv, rules))
    }

    /// `"play"` or `"pass"`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.mv().kind() {
            MoveKind::Play => "play",
            MoveKind::Pass => "pass",
        }
    }

    /// The cards played, from the strongest down in the move's rule set's order; `()` for a
    /// pass.
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, card_list(self.mv().cards(), &self.rules))
    }

    /// The ranks of `cards`, in their order (`("K", "K")`); `()` for a pass.
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let ranks: Vec<&str> = high_to_low(self.mv().cards(), &self.rules)
            .map(|c| rank_name(c.rank()))
            .collect();
        PyTuple::new(py, ranks)
    }

    /// The kind of play (`"single"` ... `"straight_flush"`), or None for a pass.
    #[getter]
    fn combination(&self) -> Option<&'static str> {
        classify(self.mv().cards(), &self.rules).map(|c| c.name())
    }

    /// The rule set the move was made under.
    #[getter]
    fn rules(&self) -> Rules {
        Rules { rules: self.rules }
    }

    /// Whether the move is a pass.
    #[getter]
    fn is_pass(&self) -> bool {
        self.mv().is_pass()
    }

    /// The number of cards played.
    fn __len__(&self) -> usize {
        self.mv().cards().len() as usize
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Move>()
            .is_ok_and(|m| m.get().mv() == self.mv())
    }

    fn __hash__(&self) -> u64 {
        // The pass has a bit of its own above the deck's 52.
        self.mv().cards().0 ^ u64::from(self.mv().is_pass()) << 60
    }

    /// `"3♠ 3♦"`, or `"pass"`.
    fn __str__(&self) -> String {
        match self.mv().kind() {
            MoveKind::Play => shown(self.mv().cards(), &self.rules),
            MoveKind::Pass => "pass".into(),
        }
    }

    fn __repr__(&self) -> String {
        match self.mv().kind() {
            MoveKind::Play => format!("Move('play', '{}')", self.__str__()),
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
        let cards = (!self.mv().is_pass()).then(|| self.__str__());
        let args = (self.kind(), cards, Rules { rules: self.rules }).into_pyobject(py)?;
        Ok((py.get_type::<Move>().into_any(), args))
    }
}

/// The play of `cards` under `rules`: cards that are no play are an `IllegalMoveError`.
fn play_of(cards: SuitedCards, rules: &EngineRules) -> PyResult<EngineMove> {
    if classify(cards, rules).is_none() {
        return Err(IllegalMoveError::new_err(format!(
            "[{}] is no play: a play is a single, a pair, a triple or a five-card hand \
             (straight, flush, full house, four of a kind, straight flush)",
            shown(cards, rules)
        )));
    }
    Ok(EngineMove::play(cards))
}

/// The moves as a list of new `Move` objects under `rules`.
pub fn move_list<'py>(
    py: Python<'py>,
    moves: &[EngineMove],
    rules: EngineRules,
) -> PyResult<Bound<'py, PyList>> {
    ring_list(py, &RING, moves.iter().map(|&mv| (mv, rules)))
}

/// A move as `apply` takes it, read before the match is taken (reading cards can run Python
/// code): a `Move`, the word `"pass"`, or the cards of a play.
#[derive(Clone, Copy, Debug)]
pub enum Given {
    /// A move as it is.
    Move(EngineMove),
    /// Cards, none at all included (which is no move; the match says so for its seat).
    Cards(SuitedCards),
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

    /// The engine's move, for the player to move `to_move` (None: the match is over): no cards
    /// at all is no move.
    pub fn to_move(self, to_move: Option<usize>) -> PyResult<EngineMove> {
        match self {
            Given::Move(mv) => Ok(mv),
            Given::Cards(cards) if cards.is_empty() => {
                Err(IllegalMoveError::new_err(match to_move {
                    Some(p) => {
                        format!("player {p} cannot play no cards (to pass, apply \"pass\")")
                    }
                    None => "the match is over; no more moves".into(),
                }))
            }
            Given::Cards(cards) => Ok(EngineMove::play(cards)),
        }
    }
}
