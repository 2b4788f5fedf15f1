//! `View`: what one player of a match may know.

use numpy::PyArray1;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::card::Cards;
use zz_engine::games::zweiundzwanzig::actions;
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{MoveList, View as EngineView, WrittenList};

use crate::args::{action_arg, seat_arg, Int};
use crate::cards::{card_list, Card};
use crate::convert::events_to_list;
use crate::errors::{IllegalMoveError, Result};
use crate::zweiundzwanzig::moves::Move;
use crate::zweiundzwanzig::play::{extract_cards, trick_plays, Play};
use crate::zweiundzwanzig::rules::{rules_arg, Rules};

/// One player's view of a match: own hand, every public play, exchange counts, totals, the
/// stock's size, loss cards, and the log as that player saw it. Never another hand, another
/// player's discards, the stock's order or the seed.
#[pyclass(module = "zweiundzwanzig", frozen)]
#[derive(Clone, Debug)]
pub struct View {
    pub inner: EngineView,
}

impl View {
    /// A Python view of an engine view.
    pub fn of(inner: EngineView) -> View {
        View { inner }
    }
}

view_class! {
    engine: zz_engine::games::zweiundzwanzig::Match,
    field: inner,
    rules: Rules,
    methods: {
        /// `"exchange"`, `"play"` or `"over"`.
        #[getter]
        fn phase(&self) -> &'static str {
            self.inner.phase.name()
        }

        /// The number of the current deal, from 1.
        #[getter]
        fn deal(&self) -> u16 {
            self.inner.deal
        }

        /// The dealer of the current deal.
        #[getter]
        fn dealer(&self) -> u8 {
            self.inner.dealer
        }

        /// Whether the match is over.
        #[getter]
        fn is_over(&self) -> bool {
            self.inner.to_move.is_none()
        }

        /// This player's hand, from high to low.
        #[getter]
        fn hand(&self) -> Vec<Card> {
            card_list(self.inner.hand)
        }

        /// This player's discards in this deal.
        #[getter]
        fn discards(&self) -> Vec<Card> {
            card_list(self.inner.discards)
        }

        /// Cards each player in the match held when the current trick began.
        #[getter]
        fn hand_size(&self) -> u8 {
            self.inner.hand_size
        }

        /// Cards left in the stock.
        #[getter]
        fn stock_size(&self) -> u32 {
            self.inner.stock_size
        }

        /// How many cards each seat exchanged in this deal (None: not yet).
        #[getter]
        fn exchanged(&self) -> Vec<Option<u8>> {
            self.inner.exchanged.clone()
        }

        /// The trick so far: (seat, play) pairs, lead first.
        #[getter]
        fn trick(&self) -> Vec<(u8, Play)> {
            trick_plays(&self.inner.trick)
        }

        /// The index in `trick` of the play a follower must beat: the lead under
        /// `beat_against="lead"`, else the best play so far. None before the lead.
        #[getter]
        fn play_to_beat(&self) -> Option<usize> {
            self.inner.trick.to_beat(&self.inner.rules)
        }

        /// The cards played to tricks in this deal, from high to low.
        #[getter]
        fn played(&self) -> Vec<Card> {
            self.inner
                .played
                .ranks_high_to_low()
                .map(Card::of_rank)
                .collect()
        }

        /// Each seat's total.
        #[getter]
        fn totals(&self) -> Vec<u16> {
            self.inner.totals.clone()
        }

        /// The seats still in the match.
        #[getter]
        fn in_match(&self) -> Vec<usize> {
            self.inner.in_match.iter().collect()
        }

        /// The loss cards lying in front of a seat.
        fn loss_cards(&self, player: Int) -> PyResult<Vec<Card>> {
            let p = seat_arg(self.inner.players as usize, player)?;
            Ok(self.inner.loss_cards[p]
                .ranks_high_to_low()
                .map(Card::of_rank)
                .collect())
        }

        /// The event log as this player saw it.
        #[getter]
        fn log<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            events_to_list(py, &self.inner.log)
        }

        /// The log as readable text, one event a line.
        fn transcript(&self) -> String {
            let lines: Vec<String> = self.inner.log.iter().map(|e| e.to_string()).collect();
            lines.join("\n")
        }

        /// This player's legal moves when it is their turn (else an empty list).
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let mut moves = MoveList::new();
            self.inner.legal_moves_into(&mut moves);
            // Written out whole: the engine's list counts the exchange's discards.
            let mut written = WrittenList::new();
            moves.write_into(&mut written);
            crate::zweiundzwanzig::moves::move_list(py, &written)
        }

        /// A match drawn among those this view allows, whose view of this player is this view
        /// (log included): the hidden cards dealt uniformly as the record allows, later chance from
        /// `seed` (None: a fresh one; else 0 to 2**64 - 1). For search; its record does not replay.
        /// A view where nobody is to move (between deals, at the end of the match) raises
        /// `StateError`, as in the other games.
        #[pyo3(signature = (seed=None))]
        fn determinize(
            &self,
            py: Python<'_>,
            seed: Option<Int>,
        ) -> Result<crate::zweiundzwanzig::matches::Match> {
            let mut rng = zz_engine::rng::Rng::seeded(crate::args::seed_arg(seed)?);
            let m =
                py.detach(|| zz_engine::games::zweiundzwanzig::Match::resample(&self.inner, &mut rng))?;
            Ok(crate::zweiundzwanzig::matches::Match::of(m))
        }

        /// The view of a position described as a player at a real table sees it, on their turn.
        /// `seat` is the describing player, `hand` their cards, `trick` the plays of the trick so
        /// far as `(seat, cards)` pairs (tuples or lists), lead first; `tricks` the earlier tricks
        /// of this deal the same way, in order, or `played` their cards alone; `exchanged` the
        /// cards each seat exchanged in this deal (`None`: not yet; default 0 for every seat in
        /// play); `loss_cards` the loss cards lying in front of each seat (totals follow from them)
        /// or `totals`; `out` the seats already out. The stock's size and the cards dealt are
        /// worked out. The position is checked as a whole: the cards in sight, each trick's turn
        /// order and who led it, the player's own earlier plays against the hand they held, the
        /// cards dealt and exchanged. An impossible position raises `StateError` saying why.
        ///
        /// >>> v = zz.View.describe(players=4, seat=2, dealer=0, hand="K 9 9 4 3 2",
        /// ...                      trick=[(1, "8")], played="A Q J 7")
        /// >>> v.hand_size, v.stock_size, [str(p) for p in v.legal_moves()]
        /// (6, 24, ['2', '9', 'K'])
        #[staticmethod]
        #[pyo3(signature = (*, players, seat, dealer, hand, rules=None, phase="play", deal=None,
            discards=None, exchanged=None, trick=None, tricks=None, played=None,
            loss_cards=None, totals=None, out=None))]
        #[allow(clippy::too_many_arguments)] // the keyword arguments of one Python call
        fn describe(
            players: Int,
            seat: Int,
            dealer: Int,
            hand: &Bound<'_, PyAny>,
            rules: Option<&Bound<'_, PyAny>>,
            phase: &str,
            deal: Option<Int>,
            discards: Option<&Bound<'_, PyAny>>,
            exchanged: Option<Vec<Option<Int>>>,
            trick: Option<crate::zweiundzwanzig::description::SeatPlays<'_>>,
            tricks: Option<Vec<crate::zweiundzwanzig::description::SeatPlays<'_>>>,
            played: Option<&Bound<'_, PyAny>>,
            loss_cards: Option<Vec<Bound<'_, PyAny>>>,
            totals: Option<Vec<Int>>,
            out: Option<Vec<Int>>,
        ) -> PyResult<View> {
            use crate::described::{numbers, small, smalls};
            use crate::zweiundzwanzig::description::{phase_arg, pile_arg, plays_arg, view_of};
            let tricks: Vec<Vec<(u8, Cards)>> = tricks
                .unwrap_or_default()
                .iter()
                .map(|t| plays_arg(t))
                .collect::<PyResult<_>>()?;
            let description = Description {
                rules: Some(rules_arg(rules)?),
                players: small("players", players)?,
                seat: small("seat", seat)?,
                dealer: small("dealer", dealer)?,
                phase: Some(phase_arg(phase)?),
                deal: deal.map(|d| small("deal", d)).transpose()?,
                hand: extract_cards(hand)?,
                discards: discards.map(extract_cards).transpose()?.unwrap_or_default(),
                exchanged: smalls("exchanged", exchanged)?,
                trick: plays_arg(&trick.unwrap_or_default())?,
                tricks,
                played: played.map(pile_arg).transpose()?,
                loss_cards: loss_cards
                    .map(|v| v.iter().map(pile_arg).collect::<PyResult<_>>())
                    .transpose()?,
                totals: numbers("totals", totals)?,
                out: numbers("out", out)?.unwrap_or_default(),
            };
            Ok(view_of(&description)?)
        }

        /// A view from a position description in JSON: an object with the keyword arguments of
        /// `View.describe` (cards as strings, `rules` a preset's name).
        #[staticmethod]
        fn from_description(text: &str) -> PyResult<View> {
            crate::zweiundzwanzig::description::from_description(text)
        }

        fn __repr__(&self) -> String {
            format!(
                "<View of player {} of {}, deal {}, {} phase, hand [{}]>",
                self.inner.player,
                self.inner.players,
                self.inner.deal,
                self.inner.phase.name(),
                self.inner.hand
            )
        }

        /// This view as 457 numbers in [0, 1] for a learning agent (float32), written into `out`
        /// when given (a contiguous float32 array of 457, reused from call to call) or a new array.
        /// The hand comes place by place (the places the action ids are made of), seats are
        /// relative, the viewer first; the layout is documented in `docs/rl.md`.
        ///
        /// >>> import zweiundzwanzig as zz
        /// >>> obs = zz.Match(players=4, seed=1).view(0).observation()
        /// >>> obs.shape, obs.dtype.name, int(obs[:182].sum())
        /// ((457,), 'float32', 7)
        #[pyo3(signature = (out = None))]
        fn observation<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<f32>>> {
            crate::encoded::view_observation::<zz_engine::games::zweiundzwanzig::Match>(
                py,
                &self.inner,
                out,
            )
        }

        /// The legal moves as a mask over the 8,192 action ids (int8: 1 legal, 0 not), written into
        /// `out` when given (a contiguous int8 array of 8,192) or a new array; all 0 when it is not
        /// this player's turn. An id is the places of the hand a move takes (`action_id`).
        ///
        /// >>> import zweiundzwanzig as zz
        /// >>> m = zz.Match(players=4, seed=1)
        /// >>> v = m.view(m.current_player)
        /// >>> int(v.action_mask().sum()) == len(v.legal_moves())
        /// True
        #[pyo3(signature = (out = None))]
        fn action_mask<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<i8>>> {
            crate::encoded::view_action_mask::<zz_engine::games::zweiundzwanzig::Match>(
                py,
                &self.inner,
                out,
            )
        }

        /// The action id of taking these cards (a `Move`, a `Play` or cards) from this hand: bit
        /// `i` set for the `i`-th lowest card of the hand, the lowest of equal cards first. Cards
        /// the hand does not hold are an `IllegalMoveError`.
        ///
        /// >>> import zweiundzwanzig as zz
        /// >>> m = zz.Match(players=4, seed=1)
        /// >>> v = m.view(m.current_player)
        /// >>> [str(c) for c in v.hand], v.phase                # places 0-6 from the right
        /// (['A', 'K', 'K', '8', '3', '2', '2'], 'exchange')
        /// >>> v.action_id("2"), v.action_id("K K"), v.action_move(0b1000)
        /// (1, 48, Move('exchange', '8'))
        #[pyo3(signature = (cards, /))]
        fn action_id(&self, cards: &Bound<'_, PyAny>) -> PyResult<u16> {
            let cards = extract_cards(cards)?;
            actions::id(self.inner.hand, cards).ok_or_else(|| {
                IllegalMoveError::new_err(format!(
                    "[{cards}] are not in the hand [{}], so they have no action id",
                    self.inner.hand
                ))
            })
        }

        /// The move of an action id (0 to 8,191) in this view: discarding those places of the
        /// hand in the exchange, playing them in play. An id that is no move of the hand (a place
        /// past it, a higher copy of a rank before a lower one), or any id when the match is over,
        /// is a ValueError.
        #[pyo3(signature = (id, /))]
        fn action_move(&self, id: Int) -> PyResult<Move> {
            let id = action_arg(id, actions::ACTIONS, Some)?;
            let mv = actions::move_of(&self.inner, id).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "action {id} is no move of the hand [{}] in the {} phase (the lowest of equal \
                     cards is taken first; a hand of {} cards has places 0 to {})",
                    self.inner.hand,
                    self.inner.phase.name(),
                    self.inner.hand.len(),
                    i32::from(self.inner.hand.len()) - 1
                ))
            })?;
            Ok(Move::new(mv))
        }
    }
}
