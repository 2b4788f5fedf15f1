//! `big_two.View`: what one player of a match of Big Two may know.

use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::games::big_two::description::Description;
use zz_engine::games::big_two::{Match as EngineMatch, MoveList, Phase, View as EngineView};

use crate::args::Int;
use crate::big_two::card::{card_list, extract_cards, shown, Card};
use crate::big_two::moves::{move_list, Move};
use crate::big_two::public::{face_up, must_hold, players, table};
use crate::big_two::rules::{rules_arg, Rules};
use crate::convert::seats;
use crate::errors::Result;
use crate::log::{serialized, LogCache};

/// One player's view of a match: their own hand, every play and pass, how many cards each
/// player holds, the cards played in this game, the card dealt face up and its taker (three
/// players), how many cards are out of play (two players), the totals. Never another hand, the
/// cards out of play or the seed.
///
/// >>> from zweiundzwanzig import big_two
/// >>> m = big_two.Match(players=3, seed=2)
/// >>> v = m.view(m.current_player)
/// >>> v.hand == m.hand(v.player), sorted(v.cards_left), v.legal_moves() == m.legal_moves()
/// (True, [17, 17, 18], True)
/// >>> card, taker = v.face_up
/// >>> v.cards_left[taker]
/// 18
#[pyclass(module = "zweiundzwanzig.big_two", frozen)]
#[derive(Debug)]
pub struct View {
    /// The engine's view.
    pub view: EngineView,
    /// The log's events converted so far.
    log: LogCache,
}

impl View {
    /// A Python view of an engine view.
    pub fn of(view: EngineView) -> View {
        View {
            view,
            log: LogCache::default(),
        }
    }
}

view_class! {
    engine: EngineMatch,
    field: view,
    rules: Rules,
    methods: {
        /// `"play"`, or `"over"` once the match is over.
        #[getter]
        fn phase(&self) -> &'static str {
            self.view.phase.name()
        }

        /// Whether the match is over.
        #[getter]
        fn is_over(&self) -> bool {
            self.view.phase == Phase::Over
        }

        /// The number of the current game, from 1.
        #[getter]
        fn game(&self) -> u16 {
            self.view.game
        }

        /// The games in the match, or None when only the penalty limit ends it.
        #[getter]
        fn games(&self) -> Option<u16> {
            self.view.rules.games
        }

        /// The dealer of the current game.
        #[getter]
        fn dealer(&self) -> u8 {
            self.view.dealer
        }

        /// This player's hand, from the strongest card down in the rule set's order.
        #[getter]
        fn hand(&self) -> Vec<Card> {
            card_list(self.view.hand, &self.view.rules)
        }

        /// How many cards each player holds.
        #[getter]
        fn cards_left(&self) -> Vec<usize> {
            seats(&self.view.cards_left)
        }

        /// The cards played in the current game (the last game's once the match is over), from the
        /// strongest down.
        #[getter]
        fn played(&self) -> Vec<Card> {
            card_list(self.view.played, &self.view.rules)
        }

        /// The cards this player cannot see (the other hands, and with two players the cards out
        /// of play), from the strongest down.
        #[getter]
        fn unseen(&self) -> Vec<Card> {
            card_list(self.view.unseen_cards(), &self.view.rules)
        }

        /// The round on the table as `(player, move)`: the last play, which the next play must
        /// beat, and who made it; None when the next player leads.
        #[getter]
        fn table(&self) -> Option<(u8, Move)> {
            table(self.view.table.as_ref(), self.view.rules)
        }

        /// The players who passed since the round's last play (with `pass_is_final`: in this
        /// round).
        #[getter]
        fn passed(&self) -> Vec<usize> {
            players(self.view.passed)
        }

        /// The card the next lead must contain, or None.
        #[getter]
        fn must_hold(&self) -> Option<Card> {
            must_hold(self.view.must_hold)
        }

        /// Three players: the card dealt face up and who took it, as `(card, player)`; else None.
        #[getter]
        fn face_up(&self) -> Option<(Card, u8)> {
            face_up(self.view.face_up)
        }

        /// Two players: how many cards are out of play (which ones, no player sees); else 0.
        #[getter]
        fn out_of_play_count(&self) -> u8 {
            self.view.out_of_play
        }

        /// Deprecated: `out_of_play_count` (`out_of_play` is the cards, which only a `Match`
        /// knows).
        #[getter]
        fn out_of_play(&self, py: Python<'_>) -> PyResult<u8> {
            crate::deprecated::warn(py, "big_two.View.out_of_play", "View.out_of_play_count")?;
            Ok(self.view.out_of_play)
        }

        /// Each player's total of penalty points over the games over.
        #[getter]
        fn totals(&self) -> Vec<u32> {
            self.view.totals.clone()
        }

        /// The winner of every game over, the first game's first.
        #[getter]
        fn game_winners(&self) -> Vec<usize> {
            seats(&self.view.game_winners)
        }

        /// The event log as this player saw it (other hands None).
        #[getter]
        fn log<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let from = self.log.len();
            let new = self.view.log.get(from..).unwrap_or_default();
            self.log.read(py, from, &serialized::<EngineMatch>(new)?)
        }

        /// The log as readable text, one event a line.
        fn transcript(&self) -> String {
            let lines: Vec<String> = self
                .view
                .log
                .iter()
                .map(|e| e.line(&self.view.rules))
                .collect();
            lines.join("\n")
        }

        /// This player's legal moves when it is their turn (else an empty list), in the order of
        /// `Match.legal_moves()`.
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let mut moves = MoveList::new();
            self.view.legal_moves_into(&mut moves);
            move_list(py, &moves, self.view.rules)
        }

        /// This view as 229 numbers in [0, 1] for a learning agent (float32), written into `out`
        /// when given (a contiguous float32 array of 229, reused from call to call) or a new array.
        /// Seats are relative, the viewer first; the layout is documented in `docs/rl.md`.
        ///
        /// >>> from zweiundzwanzig import big_two
        /// >>> m = big_two.Match(players=4, seed=1)
        /// >>> obs = m.view(0).observation()
        /// >>> obs.shape, obs.dtype.name, int(obs[:52].sum())
        /// ((229,), 'float32', 13)
        #[pyo3(signature = (out = None))]
        fn observation<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<f32>>> {
            crate::encoded::view_observation::<zz_engine::games::big_two::Match>(py, &self.view, out)
        }

        /// The legal moves as a mask over the 19,899 action ids (int8: 1 legal, 0 not), written
        /// into `out` when given (a contiguous int8 array of 19,899) or a new array; all 0 when it
        /// is not this player's turn.
        ///
        /// >>> from zweiundzwanzig import big_two
        /// >>> m = big_two.Match(players=4, seed=1)
        /// >>> v = m.view(m.current_player)
        /// >>> int(v.action_mask().sum()) == len(v.legal_moves())
        /// True
        #[pyo3(signature = (out = None))]
        fn action_mask<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<i8>>> {
            crate::encoded::view_action_mask::<zz_engine::games::big_two::Match>(py, &self.view, out)
        }

        /// The action id of a move (a `Move`, `"pass"` or the cards of a play): 0 for the pass, 1
        /// to 19,898 for plays (the same cards always have the same id, whatever the rules and the
        /// hand). Cards that no rule set plays together are an `IllegalMoveError`.
        ///
        /// >>> from zweiundzwanzig import big_two
        /// >>> v = big_two.Match(players=4, seed=1).view(0)
        /// >>> v.action_id("pass"), v.action_id("3d"), v.action_id("2s"), v.action_move(1)
        /// (0, 1, 52, Move('play', '3♦'))
        #[pyo3(signature = (r#move, /))]
        fn action_id(&self, r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
            crate::big_two::encoding::id_of(r#move)
        }

        /// The move of an action id (0 to 19,898) under this view's rules (a move carries its rules
        /// for how it is written). Any other number is a ValueError.
        #[pyo3(signature = (id, /))]
        fn action_move(&self, id: crate::args::Int) -> PyResult<Move> {
            crate::big_two::encoding::move_of(id, self.view.rules)
        }

        /// A match drawn among those this view allows, whose view of this player is this view
        /// (log included): the hidden cards dealt uniformly as the record allows, later chance from
        /// `seed` (None: a fresh one; else 0 to 2**64 - 1). For search; its record does not replay.
        /// A view where nobody is to move (between deals, at the end) raises `StateError`.
        #[pyo3(signature = (seed=None))]
        fn determinize(
            &self,
            py: Python<'_>,
            seed: Option<crate::args::Int>,
        ) -> Result<crate::big_two::matches::Match> {
            let mut rng = zz_engine::rng::Rng::seeded(crate::args::seed_arg(seed)?);
            let m = py.detach(|| zz_engine::games::big_two::Match::resample(&self.view, &mut rng))?;
            Ok(crate::big_two::matches::Match::of(m))
        }

        /// The view of a position described as a player at a real table sees it, on their turn in a
        /// game being played. The keywords, and what each defaults to:
        ///
        /// - `players` (2 to 4), `seat` (the describing player, who is to move), `hand` (their
        ///   cards, `"3d 3h"` or `"3♦ 3♥"`): required.
        /// - `rules`: a `Rules` or a preset's name; default `"standard"`.
        /// - `game`: this game's number in the match, from 1; default 1.
        /// - `dealer`: the dealer of this game; default `seat` (the dealer changes no play).
        /// - `rounds`: this game's rounds in order, each a list of `(seat, play)` pairs (tuples or
        ///   lists), a play being cards or `None` / `"pass"` for a pass; the last round is the one on
        ///   the table (a round everyone else passed on is won, and its winner leads). Default: none,
        ///   nobody has played yet (so `seat` leads the game).
        /// - `face_up`: with three players the card dealt face up and the seat that took it,
        ///   `(card, seat)`: required with three, refused otherwise.
        /// - `cards_left`: the cards each seat holds; default worked out (what the deal gave less
        ///   what they played), checked when given.
        /// - `totals`: each seat's penalty points; default 0 each. None may have reached the
        ///   penalty limit, and given totals hold a point for every earlier game a seat lost.
        /// - `winners`: the winner of each earlier game (`game - 1` of them); default: not known,
        ///   every one taken to be this game's first leader, which is what `winner_leads` needs (the
        ///   last winner leads a later game).
        ///
        /// Worked out: the cards each seat holds, with two players the cards out of play (every
        /// card below the lowest card dealt, which the first lead holds), the card the first lead
        /// must hold, the cards unseen and where the deal fixes them. The position is checked as a
        /// whole by replaying it through the rules: cards outside the deck or named twice, plays
        /// out of turn (in the rules' direction, `pass_is_final` included), plays that do not beat,
        /// leads that break the lead rules, rounds that go on after they are won or end before,
        /// hand sizes that do not add up, the face-up card and the lowest card away from their
        /// holders, a game or match that is over. An impossible position raises `StateError` saying
        /// why.
        ///
        /// >>> from zweiundzwanzig import big_two
        /// >>> v = big_two.View.describe(players=4, seat=2,
        /// ...     hand="4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s",
        /// ...     rounds=[[(0, "3d"), (3, "6c")]])
        /// >>> v.cards_left, v.table[0], [str(m) for m in v.legal_moves()][-2:]
        /// ([12, 13, 13, 12], 3, ['2♦', 'pass'])
        #[staticmethod]
        #[pyo3(signature = (*, players, seat, hand, rules=None, game=None, dealer=None,
            rounds=None, face_up=None, cards_left=None, totals=None, winners=None),
            text_signature = "(*, players, seat, hand, rules=None, game=1, dealer=None, rounds=None, \
                face_up=None, cards_left=None, totals=None, winners=None)")]
        #[allow(clippy::too_many_arguments)] // the keyword arguments of one Python call
        fn describe(
            players: Int,
            seat: Int,
            hand: &Bound<'_, PyAny>,
            rules: Option<&Bound<'_, PyAny>>,
            game: Option<Int>,
            dealer: Option<Int>,
            rounds: Option<Vec<crate::big_two::description::SeatPlays<'_>>>,
            face_up: Option<&Bound<'_, PyAny>>,
            cards_left: Option<Vec<Int>>,
            totals: Option<Vec<Int>>,
            winners: Option<Vec<Int>>,
        ) -> PyResult<View> {
            use crate::big_two::description::{face_up_arg, round_arg, view_of};
            use crate::described::{numbers, small};
            let description = Description {
                rules: Some(rules_arg(rules)?),
                players: small("players", players)?,
                seat: small("seat", seat)?,
                hand: extract_cards(hand)?,
                game: game.map(|g| small("game", g)).transpose()?,
                dealer: dealer.map(|d| small("dealer", d)).transpose()?,
                rounds: rounds
                    .unwrap_or_default()
                    .iter()
                    .map(|r| round_arg(r))
                    .collect::<PyResult<_>>()?,
                face_up: face_up_arg(face_up)?,
                cards_left: numbers("cards_left", cards_left)?,
                totals: crate::described::numbers("totals", totals)?,
                winners: numbers("winners", winners)?,
            };
            Ok(view_of(&description)?)
        }

        /// A view from a position description in JSON: an object with the keyword arguments of
        /// `View.describe` (cards as strings, a pass as `"pass"` or `null`, `face_up` as
        /// `["2s", 0]`, `rules` a preset's name or the options).
        #[staticmethod]
        fn from_description(text: &str) -> PyResult<View> {
            crate::big_two::description::from_description(text)
        }

        fn __repr__(&self) -> String {
            format!(
                "<big_two.View of player {} of {}, game {}, {} phase, hand [{}]>",
                self.view.player,
                self.view.players,
                self.view.game,
                self.view.phase.name(),
                shown(self.view.hand, &self.view.rules)
            )
        }
    }
}
