//! `big_two.Card`: a card with its suit; and how Big Two's card arguments are read.

use pyo3::prelude::*;
use zz_engine::card::{rank_name, tokens, SuitedCard, SuitedCards, SUIT_SYMBOLS};
use zz_engine::games::big_two::order::high_to_low;
use zz_engine::games::big_two::Rules as EngineRules;
use zz_engine::EngineError;

use crate::big_two::moves::Move;
use crate::errors::{CardError, Result};
use crate::suited::read_suited;

/// The longest text of one card read, spaces around it included.
const LONGEST_CARD: usize = 64;

/// A card of Big Two: a rank and a suit. It is written with its suit, `"3d"`, `"3♦"`, `"10h"`,
/// `"Th"`, `"As"` or `"2♠"` (suits `s h d c` or `♠ ♥ ♦ ♣`); a card without a suit is a
/// `CardError` here. `str(card)` is the short form with the symbol.
///
/// Cards have no order of their own: which card is higher depends on the rule set's suit
/// order, so ask the rules (`rules.sorted(cards)`, `key=rules.strength`).
///
/// >>> from zweiundzwanzig import big_two
/// >>> c = big_two.Card("Th")
/// >>> c, str(c), c.rank, c.suit, c == big_two.Card("10♥")
/// (Card('10♥'), '10♥', '10', '♥', True)
#[pyclass(module = "zweiundzwanzig.big_two", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    card: SuitedCard,
}

impl Card {
    /// A Python card of an engine card.
    pub fn new(card: SuitedCard) -> Card {
        Card { card }
    }
}

#[pymethods]
impl Card {
    #[new]
    fn py_new(text: &str) -> Result<Card> {
        if text.len() > LONGEST_CARD {
            return Err(CardError::new_err(format!(
                "a card is a few characters (\"3d\", \"10♥\"), not a string of {} bytes",
                text.len()
            ))
            .into());
        }
        let mut all = tokens(text);
        match (all.next(), all.next()) {
            (Some(token), None) => Ok(Card::new(SuitedCard::parse(token)?)),
            _ => Err(EngineError::Card(format!("{text:?} is not one card")).into()),
        }
    }

    /// The rank: `"2"`..`"10"`, `"J"`, `"Q"`, `"K"` or `"A"`.
    #[getter]
    fn rank(&self) -> &'static str {
        rank_name(self.card.rank())
    }

    /// The suit symbol: `"♠"`, `"♥"`, `"♦"` or `"♣"`.
    #[getter]
    fn suit(&self) -> String {
        SUIT_SYMBOLS[usize::from(self.card.suit())].to_string()
    }

    fn __str__(&self) -> String {
        self.card.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Card('{}')", self.card)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<Card>().into_any(), (self.card.to_string(),)))
    }
}

/// The cards of a set from the strongest down under `rules`, as `Card`s.
pub fn card_list(cards: SuitedCards, rules: &EngineRules) -> Vec<Card> {
    high_to_low(cards, rules).map(Card::new).collect()
}

/// `cards` from the strongest down under `rules`, joined by spaces: `"2♠ K♥ 3♦"`.
pub fn shown(cards: SuitedCards, rules: &EngineRules) -> String {
    let names: Vec<String> = high_to_low(cards, rules).map(|c| c.to_string()).collect();
    names.join(" ")
}

/// The cards of Big Two's own objects besides strings and the package's `Card`s: its `Card`s
/// and `Move`s.
fn known(obj: &Bound<'_, PyAny>) -> Option<SuitedCards> {
    if let Ok(c) = obj.cast::<Card>() {
        return Some(SuitedCards::of(c.get().card));
    }
    obj.cast::<Move>().ok().map(|m| m.get().mv().cards())
}

/// Reads distinct cards with suits from a string, a `Card`, a `Move` or a list of them: at most
/// a deck.
pub fn extract_cards(obj: &Bound<'_, PyAny>) -> PyResult<SuitedCards> {
    read_suited(obj, known)
}

/// Reads exactly one card, as `extract_cards` reads cards.
pub fn one_card(obj: &Bound<'_, PyAny>) -> PyResult<SuitedCard> {
    let cards = extract_cards(obj)?;
    match (cards.iter().next(), cards.len()) {
        (Some(card), 1) => Ok(card),
        (_, n) => Err(CardError::new_err(format!(
            "expected one card, got {}",
            zz_engine::card::cards_in_words(n)
        ))),
    }
}
