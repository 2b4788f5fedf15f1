//! `Match`: a whole match of the Zweiundzwanzig family, driven from Python.

use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::moves::PlayList;
use zz_engine::games::zweiundzwanzig::{
    Event, Match as EngineMatch, Move as EngineMove, MoveList, Phase, WrittenList,
};

use crate::args::{seat_arg, seed_arg, Int, Players};
use crate::cards::{card_list, Card};
use crate::encoded::{self, Encoding};
use crate::errors::{IllegalMoveError, Result};
use crate::zweiundzwanzig::moves::Move;
use crate::zweiundzwanzig::play::{extract_cards, trick_plays, Play};
use crate::zweiundzwanzig::result::MatchResult;
use crate::zweiundzwanzig::rules::{rules_arg, Rules};
use crate::zweiundzwanzig::view::View;
use crate::zweiundzwanzig::written;

match_class! {
    /// A whole match, from the first dealer's draw to the end (the rules: `docs/rules/`).
    ///
    /// >>> import zweiundzwanzig as zz
    /// >>> m = zz.Match(players=4, seed=7)
    /// >>> m.phase, len(m.hand(m.current_player))
    /// ('exchange', 7)
    /// >>> m.apply("")        # discard nothing
    module: "zweiundzwanzig",
    engine: EngineMatch,
    view: View,
    rules: Rules,
    methods: {
        #[new]
        #[pyo3(
            signature = (players = Players(4), rules = None, seed = None),
            text_signature = "(players=4, rules=None, seed=None)"
        )]
        fn py_new(
            players: Players,
            rules: Option<&Bound<'_, PyAny>>,
            seed: Option<Int>,
        ) -> Result<Match> {
            let rules = rules_arg(rules)?;
            let inner = EngineMatch::new(players.0, rules, seed_arg(seed)?)?;
            Ok(Match::of(inner))
        }

        /// A match that deals as written (hidden: the game records' reader): logged, it waits
        /// (phase `"dealing"`) before every deal, the first one too, for `_deal_as`; chances not
        /// given as written come from `seed`.
        #[staticmethod]
        #[pyo3(
            signature = (players = Players(4), rules = None, seed = None),
            text_signature = "(players=4, rules=None, seed=None)"
        )]
        fn _written(
            players: Players,
            rules: Option<&Bound<'_, PyAny>>,
            seed: Option<Int>,
        ) -> Result<Match> {
            let rules = rules_arg(rules)?;
            let inner = EngineMatch::new_written(players.0, rules, seed_arg(seed)?)?;
            Ok(Match::of(inner))
        }

        /// Deals the waiting deal as written (hidden): `dealer` deals, `hands` (a dict of seat
        /// to cards, or pairs) gives each seat in the match its hand as dealt; `draws`, where a
        /// draw picks the dealer, its rounds of (seat, card) pairs (None: the dealer without its
        /// draw). What the deal could not have dealt raises `IllegalMoveError` and changes
        /// nothing.
        #[pyo3(signature = (dealer, hands, draws = None))]
        fn _deal_as(
            &self,
            dealer: Int,
            hands: &Bound<'_, PyAny>,
            draws: Option<&Bound<'_, PyAny>>,
        ) -> Result<()> {
            let players = self.inner.lock()?.player_count();
            let dealer = seat_arg(players, dealer)? as u8;
            let hands = written::hands_arg(players, hands)?;
            let draws = draws.map(|d| written::draws_arg(players, d)).transpose()?;
            let mut m = self.inner.lock()?;
            // The draw for the deal that ends the log is replaced by the one written.
            let kept = m.log().iter().rev().take_while(|e| matches!(e, Event::Draw { .. }));
            let kept = m.log().len() - kept.count();
            m.deal_as(dealer, draws.as_deref(), &hands)?;
            self.log.truncate(kept);
            Ok(())
        }

        /// The exchange of the player to move with the drawn cards as written (hidden): discards
        /// `discarded` and draws `drawn` from the stock (as many, all in the stock), else
        /// `IllegalMoveError` and nothing changes.
        fn _exchange_drawing(
            &self,
            discarded: &Bound<'_, PyAny>,
            drawn: &Bound<'_, PyAny>,
        ) -> Result<()> {
            let (discarded, drawn) = (extract_cards(discarded)?, extract_cards(drawn)?);
            Ok(self.inner.lock()?.exchange_drawing(discarded, drawn)?)
        }

        /// Whether the match waits before each deal (hidden: a match dealt as written does).
        fn _stop_between_deals(&self, stop: bool) -> PyResult<()> {
            self.inner.lock()?.stop_between_deals(stop);
            Ok(())
        }

        /// Deals the waiting deal from the match's seed (hidden), as a match that did not wait
        /// would have dealt it.
        fn _deal_next(&self) -> Result<()> {
            Ok(self.inner.lock()?.deal_next()?)
        }

        /// `"exchange"`, `"play"`, `"over"`, or `"dealing"` while a deal waits to be dealt.
        #[getter]
        fn phase(&self) -> PyResult<&'static str> {
            Ok(self.inner.lock()?.phase().name())
        }

        /// The legal moves of the current player, in the documented order.
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let m = self.inner.lock()?;
            if m.phase() != Phase::Play {
                return all_legal_moves(py, m);
            }
            // Plays to a trick fit a buffer a fifth the size of the exchange's (its 64 KB would be
            // probed page by page on every call).
            let mut plays = PlayList::new();
            m.legal_plays_into(&mut plays);
            drop(m);
            crate::zweiundzwanzig::moves::move_list(py, &plays)
        }

        /// Applies a move: a `Move` from `legal_moves()`, or cards (a string such as `"Q J"`, a
        /// `Play`, a list), read as a discard in the exchange and as a play in the tricks. `""`
        /// discards nothing. An illegal move raises `IllegalMoveError` and changes nothing.
        fn apply(&self, r#move: &Bound<'_, PyAny>) -> Result<()> {
            let given = Given::read(r#move)?;
            let mut m = self.inner.lock()?;
            let mv = given.in_phase(m.phase())?;
            Ok(m.apply(mv)?)
        }

        /// Whether a move (as `apply` takes it) is legal now.
        fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
            let Ok(given) = Given::read(r#move) else {
                return Ok(false);
            };
            let m = self.inner.lock()?;
            Ok(given.in_phase(m.phase()).is_ok_and(|mv| m.is_legal(mv)))
        }

        /// A player's hand, from high to low.
        fn hand(&self, player: Int) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            let p = seat_arg(m.player_count(), player)?;
            Ok(card_list(m.hand(p)))
        }

        /// Each player's total of loss points.
        #[getter]
        fn totals(&self) -> PyResult<Vec<u16>> {
            Ok(self.inner.lock()?.totals().to_vec())
        }

        /// Winners, places, totals and deals; None until the match is over.
        #[getter]
        fn result(&self) -> PyResult<Option<MatchResult>> {
            let m = self.inner.lock()?;
            Ok(m.outcome().map(|o| MatchResult {
                winners: o.winners.iter().collect(),
                places: o.places,
                totals: m.totals().to_vec(),
                deals: m.deal_number(),
            }))
        }


        /// The log as readable text, one event a line.
        fn transcript(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let lines: Vec<String> = m.log().iter().map(|e| e.to_string()).collect();
            Ok(lines.join("\n"))
        }

        /// A player's observation (457 float32) and action mask (8,192 int8) in one call, as
        /// `view(player).observation()` and `.action_mask()` give them but without making a view:
        /// what the framework environments call at every step. Written into `observation` and
        /// `action_mask` when given (arrays kept from call to call, checked as those methods check
        /// them), else into new arrays; both are returned.
        ///
        /// >>> import zweiundzwanzig as zz
        /// >>> m = zz.Match(players=4, seed=1)
        /// >>> obs, mask = m.encode(m.current_player)
        /// >>> bool((obs == m.view(m.current_player).observation()).all()), int(mask.sum()) == len(m.legal_moves())
        /// (True, True)
        #[pyo3(signature = (player, observation = None, action_mask = None))]
        fn encode<'py>(
            &self,
            py: Python<'py>,
            player: Int,
            observation: Option<&Bound<'py, PyAny>>,
            action_mask: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Encoding<'py>> {
            let m = self.inner.lock()?;
            encoded::encode(py, &*m, player, observation, action_mask)
        }

        /// The dealer of the current deal.
        #[getter]
        fn dealer(&self) -> PyResult<usize> {
            Ok(self.inner.lock()?.dealer())
        }

        /// The number of the current deal, from 1.
        #[getter]
        fn deal(&self) -> PyResult<u16> {
            Ok(self.inner.lock()?.deal_number())
        }

        /// Cards each player held when the current trick began.
        #[getter]
        fn hand_size(&self) -> PyResult<u8> {
            Ok(self.inner.lock()?.hand_size())
        }

        /// Cards left in the stock.
        #[getter]
        fn stock_size(&self) -> PyResult<u32> {
            Ok(self.inner.lock()?.stock().len())
        }

        /// The seats still in the match.
        #[getter]
        fn in_match(&self) -> PyResult<Vec<usize>> {
            Ok(self.inner.lock()?.in_match().iter().collect())
        }

        /// The trick so far: (seat, play) pairs, lead first.
        #[getter]
        fn trick(&self) -> PyResult<Vec<(u8, Play)>> {
            Ok(trick_plays(self.inner.lock()?.trick()))
        }

        /// The index in `trick` of the play a follower must beat: the lead under
        /// `beat_against="lead"`, else the best play so far. None before the lead.
        #[getter]
        fn play_to_beat(&self) -> PyResult<Option<usize>> {
            let m = self.inner.lock()?;
            Ok(m.trick().to_beat(m.rules()))
        }

        /// How many cards each seat exchanged in this deal (None: not yet).
        #[getter]
        fn exchanged(&self) -> PyResult<Vec<Option<u8>>> {
            let m = self.inner.lock()?;
            Ok((0..m.player_count()).map(|p| m.exchanged(p)).collect())
        }

        /// The loss cards lying in front of a player.
        fn loss_cards(&self, player: Int) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            let p = seat_arg(m.player_count(), player)?;
            Ok(m.loss_cards(p)
                .ranks_high_to_low()
                .map(Card::of_rank)
                .collect())
        }

        fn __repr__(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let state = match (m.to_move(), m.phase()) {
                (Some(p), phase) => format!("{} phase, player {p} to move", phase.name()),
                (None, Phase::Dealing) => "the next deal waits".into(),
                (None, _) => "over".into(),
            };
            Ok(format!(
                "<Match {} players, {}, deal {}, {state}>",
                m.player_count(),
                m.rules(),
                m.deal_number()
            ))
        }
    }
}

/// The legal moves in any phase, written out whole into the largest buffer (kept out of line so
/// that the plays' path does not pay for its stack frame): the engine's list counts the
/// exchange's discards, and writing them all is cheaper than working each out by its place.
/// The match is let go before the Python list is built: building it may run Python code (a
/// collection's finalizers) that uses the match.
#[inline(never)]
fn all_legal_moves<'py>(
    py: Python<'py>,
    m: std::sync::MutexGuard<'_, EngineMatch>,
) -> PyResult<Bound<'py, PyList>> {
    let mut moves = MoveList::new();
    m.legal_moves(&mut moves);
    drop(m);
    let mut written = WrittenList::new();
    moves.write_into(&mut written);
    crate::zweiundzwanzig::moves::move_list(py, &written)
}

/// A move as `apply` was given it, read before the match is taken (reading cards can run
/// Python code): a `Move`, or cards whose kind follows from the phase.
/// The engine's move of `obj` (anything `Match.apply` takes) for the player to move of `m`,
/// not yet checked for legality: what a policy given as a Python callable returned.
pub fn move_from(m: &EngineMatch, obj: &Bound<'_, PyAny>) -> PyResult<EngineMove> {
    Given::read(obj)?.in_phase(m.phase())
}

enum Given {
    Move(EngineMove),
    Cards(zz_engine::card::Cards),
}

impl Given {
    fn read(obj: &Bound<'_, PyAny>) -> PyResult<Given> {
        if let Ok(m) = obj.cast::<Move>() {
            return Ok(Given::Move(m.get().mv()));
        }
        Ok(Given::Cards(extract_cards(obj)?))
    }

    /// The engine's move: a `Move` as it is, cards as a discard or a play by the phase.
    fn in_phase(self, phase: Phase) -> PyResult<EngineMove> {
        let cards = match self {
            Given::Move(mv) => return Ok(mv),
            Given::Cards(cards) => cards,
        };
        match phase {
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
