//! `Card`, and reading cards from what Python passes (strings, cards, a game's own objects that
//! hold cards, lists of them), bounded for every game.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use zz_engine::card::{parse_rank, rank_name, split_suit, Cards, Pile, SUIT_SYMBOLS};
use zz_engine::EngineError;

use crate::errors::{CardError, Result};

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
    fn py_new(text: &str) -> Result<Card> {
        Ok(parse_card(one_token(text)?)?)
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

    /// The short form: `Q♠`, `Q`, `*`.
    pub fn text(&self) -> String {
        let mut s = rank_name(self.rank).to_string();
        if let Some(suit) = self.suit {
            s.push(SUIT_SYMBOLS[suit as usize]);
        }
        s
    }
}

/// The longest text of one card or rank read, spaces around it included.
const LONGEST_CARD: usize = 64;

/// `text` if it is short enough to be one card or rank; else a `CardError` that shows only its
/// start (a card argument of megabytes gets a message of a line).
pub fn one_token(text: &str) -> PyResult<&str> {
    if text.len() > LONGEST_CARD {
        return Err(CardError::new_err(format!(
            "{} is not one card: a card is a few characters (\"Q\", \"10♥\")",
            zz_engine::error::shown(text)
        )));
    }
    Ok(text)
}

fn parse_card(text: &str) -> std::result::Result<Card, EngineError> {
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

/// Reads cards from a string, a `Card`, one of the game's own objects that hold cards
/// (`known`), or an iterable of them (lists of lists too, to a small depth): at most the 15
/// cards a hand or a play can hold.
pub fn read_cards(obj: &Bound<'_, PyAny>, known: Known<Cards>) -> PyResult<Cards> {
    read_cards_up_to(obj, known, MOST_IN_HAND)
}

/// Reads cards as [`read_cards`] does, at most `most` of them (a game whose hands hold more
/// than 15 cards; no more than [`Cards::MOST`]).
pub fn read_cards_up_to(obj: &Bound<'_, PyAny>, known: Known<Cards>, most: u32) -> PyResult<Cards> {
    if let Some(cards) = known(obj) {
        return Ok(cards);
    }
    let most = most.min(u32::from(Cards::MOST));
    let mut reader = Reader::new(Counts::default(), most, known);
    if most > MOST_IN_HAND {
        reader.what = "a hand";
    }
    reader.read(obj, 0)?;
    let counts = reader.tally.counts().ok_or_else(|| reader.too_many())?;
    Cards::from_counts(&counts).map_err(|e| CardError::new_err(e.to_string()))
}

/// Reads any number of cards up to `most` (what the game's largest decks hold), as
/// `read_cards` reads them.
pub fn read_pile(obj: &Bound<'_, PyAny>, most: u32, known: Known<Cards>) -> PyResult<Pile> {
    let mut reader = Reader::new(Counts::default(), most, known);
    reader.what = "the largest decks";
    reader.read(obj, 0)?;
    Ok(Pile(
        reader.tally.counts().ok_or_else(|| reader.too_many())?,
    ))
}

/// The most cards a hand or a play can hold.
const MOST_IN_HAND: u32 = 15;
/// How deep lists of cards may nest: a list of plays, each a list of cards.
const DEEPEST: usize = 2;
/// The longest card string read: far more than any number of cards needs.
const LONGEST_TEXT: usize = 16 * 1024;

/// How a game's own objects that hold cards (a play, a move) give them up.
pub type Known<C> = fn(&Bound<'_, PyAny>) -> Option<C>;

/// What a [`Reader`] adds the cards it reads to: rank counts, or a set of cards with suits.
pub trait Tally {
    /// The cards of the game's own objects.
    type Cards: Copy;
    /// Adds one token of a card string.
    fn add_token(&mut self, token: &str) -> Result<()>;
    /// Adds a `Card`.
    fn add_card(&mut self, card: Card) -> PyResult<()>;
    /// Adds the cards of one of the game's own objects.
    fn add_cards(&mut self, cards: Self::Cards) -> PyResult<()>;
    /// The cards added so far.
    fn len(&self) -> u32;
}

/// Reads Python objects into a [`Tally`], stopping at the first object that would take it past
/// its limits: no argument makes it recurse without end, iterate without end, or count more
/// cards than fit, so no argument can crash, hang or fill memory.
pub struct Reader<T: Tally> {
    /// What was read.
    pub tally: T,
    items: u32,
    most: u32,
    /// What holds `most` cards, in the message of one too many.
    what: &'static str,
    /// The cards of a game's own objects (its plays and moves), if `obj` is one.
    known: Known<T::Cards>,
}

impl<T: Tally> Reader<T> {
    /// A reader of at most `most` cards into `tally`.
    pub fn new(tally: T, most: u32, known: Known<T::Cards>) -> Reader<T> {
        Reader {
            tally,
            items: 0,
            most,
            what: if most == MOST_IN_HAND {
                "a hand or a play"
            } else {
                "a deck"
            },
            known,
        }
    }

    /// Reads `obj`, nested `depth` lists deep.
    pub fn read(&mut self, obj: &Bound<'_, PyAny>, depth: usize) -> PyResult<()> {
        self.items += 1;
        // Each item holds a card or more, save for a few empty strings between them.
        if self.items > 2 * self.most + 16 {
            return Err(self.too_many());
        }
        if let Ok(s) = obj.cast::<PyString>() {
            // Measured before it is read: reading a long string that is not ASCII copies it.
            let chars = s.len()?;
            if chars > LONGEST_TEXT {
                return Err(CardError::new_err(format!(
                    "a card string of {chars} characters is longer than any cards need (at most \
                     {LONGEST_TEXT})"
                )));
            }
            for token in zz_engine::card::tokens(s.to_str()?) {
                self.tally.add_token(token)?;
                self.check()?;
            }
            return Ok(());
        }
        if let Ok(c) = obj.cast::<Card>() {
            self.tally.add_card(*c.get())?;
            return self.check();
        }
        if let Some(cards) = (self.known)(obj) {
            self.tally.add_cards(cards)?;
            return self.check();
        }
        let Ok(iter) = obj.try_iter() else {
            return Err(PyTypeError::new_err(format!(
                "expected cards (a string such as \"Q J\", a Card, a Play or a list of them), got {}",
                obj.get_type().name()?
            )));
        };
        if depth >= DEEPEST {
            return Err(CardError::new_err(format!(
                "cards nested more than {DEEPEST} lists deep (a list of plays, each a list of \
                 cards, is the deepest the library reads)"
            )));
        }
        for item in iter {
            self.read(&item?, depth + 1)?;
        }
        Ok(())
    }

    fn check(&self) -> PyResult<()> {
        if self.tally.len() > self.most {
            return Err(self.too_many());
        }
        Ok(())
    }

    fn too_many(&self) -> PyErr {
        CardError::new_err(format!(
            "more cards than {} can hold (at most {}); reading stopped there",
            self.what, self.most
        ))
    }
}

/// Cards counted by rank, suits dropped: the family's and Arschloch's cards.
#[derive(Default)]
struct Counts {
    counts: [u32; zz_engine::card::RANKS],
    cards: u32,
}

impl Counts {
    /// The counts read, as the engine keeps them (a byte a rank), or None when one does not fit.
    fn counts(&self) -> Option<[u8; zz_engine::card::RANKS]> {
        let mut out = [0u8; zz_engine::card::RANKS];
        for (o, &c) in out.iter_mut().zip(&self.counts) {
            *o = u8::try_from(c).ok()?;
        }
        Some(out)
    }
}

impl Tally for Counts {
    type Cards = Cards;

    fn add_token(&mut self, token: &str) -> Result<()> {
        let rank = zz_engine::card::parse_rank(token)?;
        Ok(self.add_cards(Cards::of(rank, 1))?)
    }

    fn add_card(&mut self, card: Card) -> PyResult<()> {
        self.add_cards(Cards::of(card.rank, 1))
    }

    fn add_cards(&mut self, cards: Cards) -> PyResult<()> {
        for rank in cards.ranks_high_to_low() {
            self.counts[rank as usize] += 1;
        }
        self.cards += u32::from(cards.len());
        Ok(())
    }

    fn len(&self) -> u32 {
        self.cards
    }
}
