//! `arschloch.Exchange`: one pair of the exchange before a game, as a match or a player saw it.

use pyo3::prelude::*;
use zz_engine::card::Cards;
use zz_engine::games::arschloch::{ExchangeSeen, Exchanged};

use crate::cards::{card_list, Card};

/// One pair of the exchange before a game: the Arsch `giver` gave their `count` best cards
/// (`given`) to the Chef `taker` and got the Chef's `count` worst (`returned`). Everyone sees who
/// gave how many to whom; the cards are known to the two players of the pair only, so in
/// another player's view `given` and `returned` are None.
///
/// >>> from zweiundzwanzig import arschloch
/// >>> m = arschloch.Match(players=4, rules=arschloch.Rules(games=2), seed=3)
/// >>> while m.game == 1:
/// ...     m.apply(m.legal_moves()[0])
/// >>> first = m.exchanges[0]
/// >>> first.count, len(first.given), m.view(first.giver).exchanges[0] == first
/// (2, 2, True)
#[pyclass(module = "zweiundzwanzig.arschloch", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exchange {
    giver: u8,
    taker: u8,
    count: u8,
    given: Option<Cards>,
    returned: Option<Cards>,
}

impl Exchange {
    /// A pair of a match's exchange: every card shown.
    pub fn of_match(e: &Exchanged) -> Exchange {
        Exchange {
            giver: e.giver,
            taker: e.taker,
            count: e.count,
            given: Some(e.given),
            returned: Some(e.returned),
        }
    }

    /// A pair of a match whose Chef has still to choose what to give back: `returned` None.
    pub fn of_view_pending(e: &Exchanged) -> Exchange {
        Exchange {
            returned: None,
            ..Exchange::of_match(e)
        }
    }

    /// A pair as a player saw it.
    pub fn of_view(e: &ExchangeSeen) -> Exchange {
        Exchange {
            giver: e.giver,
            taker: e.taker,
            count: e.count,
            given: e.given,
            returned: e.returned,
        }
    }
}

#[pymethods]
impl Exchange {
    /// The Arsch who gave their best cards.
    #[getter]
    fn giver(&self) -> u8 {
        self.giver
    }

    /// The Chef who got them and gave their worst cards back.
    #[getter]
    fn taker(&self) -> u8 {
        self.taker
    }

    /// How many cards went each way.
    #[getter]
    fn count(&self) -> u8 {
        self.count
    }

    /// The giver's best cards, from high to low (None where this player did not see them).
    #[getter]
    fn given(&self) -> Option<Vec<Card>> {
        self.given.map(card_list)
    }

    /// The taker's worst cards, from high to low (None where this player did not see them).
    #[getter]
    fn returned(&self) -> Option<Vec<Card>> {
        self.returned.map(card_list)
    }

    fn __repr__(&self) -> String {
        let shown = |c: Option<Cards>| c.map_or_else(|| "None".into(), |c| format!("'{c}'"));
        format!(
            "<Exchange P{} gives {} to P{}: given={}, returned={}>",
            self.giver,
            self.count,
            self.taker,
            shown(self.given),
            shown(self.returned)
        )
    }
}
