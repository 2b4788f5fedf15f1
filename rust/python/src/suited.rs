//! Reading cards that keep their suits (Big Two's) from what Python passes, with the bounds of
//! every card argument ([`crate::cards::Reader`]): each card must carry a suit, and a card named
//! twice is refused (a deck holds each card once).

use pyo3::prelude::*;
use zz_engine::card::{SuitedCard, SuitedCards, ACE};

use crate::cards::{Card, Known, Reader, Tally};
use crate::errors::{CardError, Result};

/// The most cards read at once: one deck.
const MOST_IN_DECK: u32 = zz_engine::card::suited::DECK;

/// Reads distinct cards with suits from a string (`"3d 3♠"`), a `Card` with a suit, one of the
/// game's own objects that hold cards (`known`), or a list of them: at most a deck.
pub fn read_suited(obj: &Bound<'_, PyAny>, known: Known<SuitedCards>) -> PyResult<SuitedCards> {
    if let Some(cards) = known(obj) {
        return Ok(cards);
    }
    let mut reader = Reader::new(Suited::default(), MOST_IN_DECK, known);
    reader.read(obj, 0)?;
    Ok(reader.tally.0)
}

/// The cards read so far.
#[derive(Default)]
struct Suited(SuitedCards);

impl Tally for Suited {
    type Cards = SuitedCards;

    fn add_token(&mut self, token: &str) -> Result<()> {
        let card = SuitedCard::parse(token)?;
        Ok(self.add_cards(SuitedCards::of(card))?)
    }

    fn add_card(&mut self, card: Card) -> PyResult<()> {
        let shown = card.text();
        match card.suit {
            _ if card.rank > ACE => Err(CardError::new_err(format!(
                "{shown:?} is not a card: there are no jokers in this game"
            ))),
            Some(suit) => self.add_cards(SuitedCards::of(SuitedCard::new(card.rank, suit))),
            None => Err(CardError::new_err(format!(
                "{shown:?} is not a card: a card here carries a suit (3d, 3♦, 10h, Th, As, 2♠)"
            ))),
        }
    }

    fn add_cards(&mut self, cards: SuitedCards) -> PyResult<()> {
        let twice = SuitedCards(self.0 .0 & cards.0);
        if let Some(card) = twice.iter().next() {
            return Err(CardError::new_err(format!(
                "{card} is named twice: a deck holds each card once"
            )));
        }
        self.0 = self.0.plus(cards);
        Ok(())
    }

    fn len(&self) -> u32 {
        self.0.len()
    }
}
