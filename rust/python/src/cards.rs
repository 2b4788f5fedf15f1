//! `Card` and `Play`, and reading cards from what Python passes (strings, cards, plays, lists).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use zz_engine::card::{parse_rank, rank_name, split_suit, Cards, SUIT_SYMBOLS};
use zz_engine::EngineError;

use crate::errors::{to_py, CardError};
use crate::moves::Move;

/// One card: a rank, and a suit where the game keeps one.
///
/// >>> import zweiundzwanzig as zz
/// >>> zz.Card("Qs"), str(zz.Card("Q")), zz.Card("*").is_joker
/// (Card('Q♠'), 'Q', True)
#[pyclass(module = "zweiundzwanzig", frozen, eq, hash, ord)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: u8,
    pub suit: Option<u8>,
}

#[pymethods]
impl Card {
    #[new]
    fn py_new(text: &str) -> PyResult<Card> {
        parse_card(text).map_err(to_py)
    }

    /// The rank: `"2"`..`"10"`, `"J" "Q" "K" "A"`, or `"*"` for a joker.
    #[getter]
    fn rank(&self) -> &'static str {
        rank_name(self.rank)
    }

    /// The suit symbol (`"♠" "♥" "♦" "♣"`), or None where the game keeps no suits.
    #[getter]
    fn suit(&self) -> Option<String> {
        self.suit.map(|s| SUIT_SYMBOLS[s as usize].to_string())
    }

    /// Whether this is a joker.
    #[getter]
    fn is_joker(&self) -> bool {
        self.rank == zz_engine::card::JOKER
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(&self) -> String {
        format!("Card('{}')", self.text())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<Card>().into_any(), (self.text(),)))
    }
}

impl Card {
    pub fn of_rank(rank: u8) -> Card {
        Card { rank, suit: None }
    }

    fn text(&self) -> String {
        let mut s = rank_name(self.rank).to_string();
        if let Some(suit) = self.suit {
            s.push(SUIT_SYMBOLS[suit as usize]);
        }
        s
    }
}

fn parse_card(text: &str) -> Result<Card, EngineError> {
    let token = text.trim();
    let mut tokens = zz_engine::card::tokens(token);
    if tokens.next().is_none() || tokens.next().is_some() {
        return Err(EngineError::Card(format!("{text:?} is not one card")));
    }
    let rank = parse_rank(token)?;
    let (_, suit) = split_suit(token);
    Ok(Card {
        rank,
        suit: suit.filter(|_| rank != zz_engine::card::JOKER),
    })
}

/// Cards of a multiset from high to low, as `Card`s without suits.
pub fn card_list(cards: Cards) -> Vec<Card> {
    cards.ranks_high_to_low().map(Card::of_rank).collect()
}

/// The ranks of a multiset from high to low, as strings.
pub fn rank_tuple(cards: Cards) -> Vec<&'static str> {
    cards.ranks_high_to_low().map(rank_name).collect()
}

/// Some cards played together, compared by their ranks.
///
/// >>> import zweiundzwanzig as zz
/// >>> p = zz.Play("J Q")
/// >>> p.ranks, str(p), p == zz.Play("Q-J")
/// (('Q', 'J'), 'Q J', True)
#[pyclass(module = "zweiundzwanzig", frozen, eq)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    pub cards: Cards,
}

#[pymethods]
impl Play {
    #[new]
    fn py_new(cards: &Bound<'_, PyAny>) -> PyResult<Play> {
        Ok(Play {
            cards: extract_cards(cards)?,
        })
    }

    /// The ranks from high to low; jokers as `"*"`.
    #[getter]
    fn ranks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, rank_tuple(self.cards))
    }

    /// The cards from high to low.
    #[getter]
    fn cards(&self) -> Vec<Card> {
        card_list(self.cards)
    }

    fn __len__(&self) -> usize {
        self.cards.len() as usize
    }

    fn __hash__(&self) -> u64 {
        cards_hash(self.cards)
    }

    fn __str__(&self) -> String {
        self.cards.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Play('{}')", self.cards)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<Play>().into_any(), (self.cards.to_string(),)))
    }
}

/// The plays of a trick as (seat, `Play`) pairs, lead first.
pub fn trick_plays(trick: &zz_engine::games::zweiundzwanzig::Trick) -> Vec<(u8, Play)> {
    trick
        .plays
        .iter()
        .map(|&(p, cards)| (p, Play { cards }))
        .collect()
}

/// The hash of a multiset of cards, shared by `Play` and a play `Move` (which compare equal).
pub fn cards_hash(cards: Cards) -> u64 {
    zz_engine::rng::splitmix64(&mut cards.0.clone()) >> 1
}

/// Reads cards from a string, a `Card`, a `Play`, a `Move`, or an iterable of cards or strings.
pub fn extract_cards(obj: &Bound<'_, PyAny>) -> PyResult<Cards> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Cards::parse(s.to_str()?).map_err(to_py);
    }
    if let Ok(p) = obj.cast::<Play>() {
        return Ok(p.get().cards);
    }
    if let Ok(m) = obj.cast::<Move>() {
        return Ok(m.get().mv().cards());
    }
    if let Ok(c) = obj.cast::<Card>() {
        return Ok(Cards::of(c.get().rank, 1));
    }
    let Ok(iter) = obj.try_iter() else {
        return Err(PyTypeError::new_err(format!(
            "expected cards (a string such as \"Q J\", a Card, a Play or a list of them), got {}",
            obj.get_type().name()?
        )));
    };
    let mut counts = [0u8; zz_engine::card::RANKS];
    for item in iter {
        let cards = extract_cards(&item?)?;
        for rank in 0..zz_engine::card::RANKS as u8 {
            counts[rank as usize] = counts[rank as usize].saturating_add(cards.count(rank));
        }
    }
    Cards::from_counts(&counts).map_err(|e| CardError::new_err(e.to_string()))
}
