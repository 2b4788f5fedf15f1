//! `arschloch.View`: what one player of a match of Arschloch may know.

use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::games::arschloch::{Match as EngineMatch, MoveList, View as EngineView};

use crate::args::{seat_arg, Int};
use crate::arschloch::exchange::Exchange;
use crate::arschloch::moves::{move_list, Move};
use crate::arschloch::public::{last_order, last_roles, orders, table};
use crate::arschloch::rules::Rules;
use crate::cards::{card_list, Card};
use crate::convert::seats;
use crate::errors::Result;
use crate::log::{serialized, LogCache};

/// One player's view of a match: their own hand, every play and pass, how many cards each player
/// holds, who finished when, the roles and the seating, and the exchange as they saw it (who
/// gave how many cards to whom; the cards only where they gave or got them). Never another hand,
/// the cards out of play or the seed.
///
/// >>> from zweiundzwanzig import arschloch
/// >>> m = arschloch.Match(players=5, seed=2)
/// >>> v = m.view(m.current_player)
/// >>> v.hand == m.hand(v.player), v.cards_left, v.legal_moves() == m.legal_moves()
/// (True, [10, 10, 10, 10, 10], True)
#[pyclass(module = "zweiundzwanzig.arschloch", frozen)]
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
        /// `"play"`, `"exchange"` while a Chef chooses the cards to give back (rules with
        /// `chef_chooses`), or `"over"` once the last game is over.
        #[getter]
        fn phase(&self) -> &'static str {
            self.view.phase_name()
        }

        /// The pair of the exchange whose Chef (the player to move) chooses the cards to give back
        /// now (rules with `chef_chooses`), as this player sees it, or None.
        #[getter]
        fn giving_back(&self) -> Option<Exchange> {
            self.view.giving_back_pair().map(Exchange::of_view)
        }

        /// Whether the match is over.
        #[getter]
        fn is_over(&self) -> bool {
            self.view.phase == zz_engine::games::arschloch::Phase::Over
        }

        /// The number of the current game, from 1.
        #[getter]
        fn game(&self) -> u16 {
            self.view.game
        }

        /// The games in the match.
        #[getter]
        fn games(&self) -> u16 {
            self.view.rules.games
        }

        /// The dealer of the current game.
        #[getter]
        fn dealer(&self) -> u8 {
            self.view.dealer
        }

        /// The order of play of the current game, its leader first and its dealer last.
        #[getter]
        fn seating(&self) -> Vec<usize> {
            seats(&self.view.seating)
        }

        /// This player's hand, from high to low (jokers first).
        #[getter]
        fn hand(&self) -> Vec<Card> {
            card_list(self.view.hand)
        }

        /// How many cards each player holds.
        #[getter]
        fn cards_left(&self) -> Vec<usize> {
            seats(&self.view.held)
        }

        /// The cards a player played in this game, from high to low.
        fn played(&self, player: Int) -> PyResult<Vec<Card>> {
            let p = seat_arg(self.view.players.into(), player)?;
            Ok(card_list(self.view.played[p]))
        }

        /// The round on the table as `(player, move)`: the last play, which the next play must
        /// beat, and who made it; None when the next player leads.
        #[getter]
        fn table(&self) -> Option<(u8, Move)> {
            table(self.view.table.as_ref())
        }

        /// The players out in the current game, first out first.
        #[getter]
        fn finished(&self) -> Vec<usize> {
            seats(&self.view.finished)
        }

        /// The exchange before the current game as this player saw it: the cards of the pairs they
        /// were not in are None.
        #[getter]
        fn exchanges(&self) -> Vec<Exchange> {
            self.view.exchanges.iter().map(Exchange::of_view).collect()
        }

        /// The roles the last game over gave, by player; None before the first game is over.
        #[getter]
        fn roles(&self) -> Option<Vec<&'static str>> {
            last_roles(&self.view.orders)
        }

        /// The finishing order of the last game over; None before the first game is over.
        #[getter]
        fn finishing_order(&self) -> Option<Vec<usize>> {
            last_order(&self.view.orders)
        }

        /// The finishing order of every game over, players first out first.
        #[getter]
        fn finishing_orders(&self) -> Vec<Vec<usize>> {
            orders(&self.view.orders)
        }

        /// How many cards are out of play: the piles no player took (which cards, no player sees).
        #[getter]
        fn out_of_play_count(&self) -> u8 {
            self.view.out_of_play
        }

        /// Each player's total: the sum of their finishing positions over the games over.
        #[getter]
        fn totals(&self) -> Vec<u16> {
            self.view.totals.clone()
        }

        /// The event log as this player saw it (other hands and others' exchanged cards None).
        #[getter]
        fn log<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let from = self.log.len();
            let new = self.view.log.get(from..).unwrap_or_default();
            self.log.read(py, from, &serialized::<EngineMatch>(new)?)
        }

        /// The log as readable text, one event a line.
        fn transcript(&self) -> String {
            let lines: Vec<String> = self.view.log.iter().map(|e| e.to_string()).collect();
            lines.join("\n")
        }

        /// This player's legal moves when it is their turn (else an empty list), in the order of
        /// `Match.legal_moves()`.
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let mut moves = MoveList::new();
            self.view.legal_moves_into(&mut moves);
            move_list(py, &moves)
        }

        /// This view as 266 numbers in [0, 1] for a learning agent (float32), written into `out`
        /// when given (a contiguous float32 array of 266, reused from call to call) or a new array.
        /// Seats are relative, the viewer first; the layout is documented in `docs/rl.md`.
        ///
        /// >>> from zweiundzwanzig import arschloch
        /// >>> m = arschloch.Match(players=4, seed=1)
        /// >>> obs = m.view(0).observation()
        /// >>> obs.shape, obs.dtype.name
        /// ((266,), 'float32')
        #[pyo3(signature = (out = None))]
        fn observation<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<f32>>> {
            crate::encoded::view_observation::<zz_engine::games::arschloch::Match>(py, &self.view, out)
        }

        /// The legal moves as a mask over the 735 action ids (int8: 1 legal, 0 not), written into
        /// `out` when given (a contiguous int8 array of 735) or a new array; all 0 when it is not
        /// this player's turn.
        ///
        /// >>> from zweiundzwanzig import arschloch
        /// >>> m = arschloch.Match(players=4, seed=1)
        /// >>> v = m.view(m.current_player)
        /// >>> int(v.action_mask().sum()) == len(v.legal_moves())
        /// True
        #[pyo3(signature = (out = None))]
        fn action_mask<'py>(
            &self,
            py: Python<'py>,
            out: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArray1<i8>>> {
            crate::encoded::view_action_mask::<zz_engine::games::arschloch::Match>(py, &self.view, out)
        }

        /// The action id of a move (a `Move`, `"pass"` or the cards of a play): 0 for the pass,
        /// then `n` cards of a rank with `j` jokers, then jokers alone (734 ids for plays),
        /// whatever the hand. Cards that are no set of the pack (two ranks, nine of a rank) are an
        /// `IllegalMoveError`.
        ///
        /// >>> from zweiundzwanzig import arschloch
        /// >>> v = arschloch.Match(players=4, seed=1).view(0)
        /// >>> v.action_id("pass"), v.action_id("2"), v.action_id("5 *"), v.action_move(170)
        /// (0, 1, 170, Move('play', '5 *'))
        #[pyo3(signature = (r#move, /))]
        fn action_id(&self, r#move: &Bound<'_, PyAny>) -> PyResult<u16> {
            crate::arschloch::encoding::id_of(r#move)
        }

        /// The move of an action id (0 to 734); any other number is a ValueError.
        #[pyo3(signature = (id, /))]
        fn action_move(&self, id: crate::args::Int) -> PyResult<Move> {
            crate::arschloch::encoding::move_of(id)
        }

        /// A match drawn among those this view allows, whose view of this player is this view
        /// (log included): the hidden cards dealt uniformly as the record allows, later chance from
        /// `seed` (None: a fresh one; else 0 to 2**64 - 1). For search; its record does not replay.
        /// A view where nobody is to move (between deals, at the end) raises `StateError`.
        #[pyo3(signature = (seed=None))]
        fn determinize(
            &self,
            py: Python<'_>,
            seed: Option<Int>,
        ) -> Result<crate::arschloch::matches::Match> {
            let mut rng = zz_engine::rng::Rng::seeded(crate::args::seed_arg(seed)?);
            let m = py.detach(|| zz_engine::games::arschloch::Match::resample(&self.view, &mut rng))?;
            Ok(crate::arschloch::matches::Match::of(m))
        }

        /// The view of a position described as a player at a real table sees it, on their turn.
        /// Every keyword but `players`, `seat` and `hand` has a default:
        ///
        /// - `seat`: the describing player, who must be to move; `hand`: their cards now.
        /// - `rules`: a `Rules`, a preset's name or None (standard).
        /// - `game`: this game's number, from 1 (default 1); within the rules' `games`.
        /// - `dealer`, `seating`: this game's dealer and order of play (the leader first, the
        ///   dealer last). Game 1 is seated by seat number from the dealer's left; given neither,
        ///   the dealer is the player to the right of the first play in `rounds` (of the describing
        ///   player when nothing was played). A later game is seated by the last game's finishing
        ///   order (the last of `orders`, or `seating` itself in game 2), dealt by its last Arsch;
        ///   game 3 on needs `orders`.
        /// - `given`, `received`: what the exchange took from this player and gave them; required
        ///   of the two players of a pair of the exchange (they cannot be worked out) and refused
        ///   of anyone else. The other pairs' counts are worked out from the roles.
        /// - `rounds`: this game's rounds in order, each a list of `(seat, cards)` plays and
        ///   `(seat, None)` or `(seat, "pass")` passes (passing the lead included); a round ends
        ///   when its cards are cleared (aces or jokers, a player going out, or its last play
        ///   coming back unbeaten, aces or jokers put on top of it still in it). The last round is
        ///   the one on the table (default: no rounds, the start of play).
        /// - `finished`, `cards_left`: worked out from the rounds, checked when given.
        /// - `totals`: worked out from `orders` (the finishing orders of the games over, first out
        ///   first), all 0 in game 1; checked when given.
        ///
        /// The position is replayed through the rules: cards not in the pack, plays out of turn, a
        /// play that does not beat, a lead the rules forbid, hands that do not add up, an own play
        /// or pass the hand could not have made, exchanged cards that are not the best or worst
        /// of the hand dealt, hidden cards no deal can give, a game or match that is over: each
        /// raises `StateError` saying why. In a later game the view's log is empty (the earlier
        /// games are not described).
        ///
        /// >>> from zweiundzwanzig import arschloch
        /// >>> v = arschloch.View.describe(players=4, seat=1, dealer=3, hand="K 9 8 7 6 5 4 3 2",
        /// ...     rounds=[[(0, "5"), (1, "9"), (2, "pass"), (3, None), (0, "J")]])
        /// >>> v.cards_left, v.current_player, [str(m) for m in v.legal_moves()]
        /// ([8, 9, 10, 10], 1, ['K', 'pass'])
        #[staticmethod]
        #[pyo3(signature = (*, players, seat, hand, rules=None, game=None, dealer=None,
            seating=None, given=None, received=None, rounds=None, finished=None,
            cards_left=None, totals=None, orders=None),
            text_signature = "(*, players, seat, hand, rules=None, game=1, dealer=None, \
                seating=None, given=None, received=None, rounds=None, finished=None, \
                cards_left=None, totals=None, orders=None)")]
        #[allow(clippy::too_many_arguments)] // the keyword arguments of one Python call
        fn describe(
            players: Int,
            seat: Int,
            hand: &Bound<'_, PyAny>,
            rules: Option<&Bound<'_, PyAny>>,
            game: Option<Int>,
            dealer: Option<Int>,
            seating: Option<Vec<Int>>,
            given: Option<&Bound<'_, PyAny>>,
            received: Option<&Bound<'_, PyAny>>,
            rounds: Option<Vec<crate::arschloch::description::SeatPlays<'_>>>,
            finished: Option<Vec<Int>>,
            cards_left: Option<Vec<Int>>,
            totals: Option<Vec<Int>>,
            orders: Option<Vec<Vec<Int>>>,
        ) -> PyResult<View> {
            use crate::arschloch::description::{round_arg, view_of};
            use crate::arschloch::moves::{extract_cards, extract_hand};
            use crate::described::{numbers, small};
            let rounds = (rounds.unwrap_or_default().iter())
                .map(|r| round_arg(r))
                .collect::<PyResult<_>>()?;
            let orders = orders
                .map(|o| {
                    (o.into_iter().enumerate())
                        .map(|(i, order)| numbers(&format!("orders[{i}]"), Some(order)))
                        .map(|order| order.map(Option::unwrap_or_default))
                        .collect::<PyResult<Vec<Vec<u8>>>>()
                })
                .transpose()?;
            let description = zz_engine::games::arschloch::description::Description {
                rules: Some(crate::arschloch::rules::rules_arg(rules)?),
                players: small("players", players)?,
                seat: small("seat", seat)?,
                hand: extract_hand(hand)?,
                game: game.map(|g| small("game", g)).transpose()?,
                dealer: dealer.map(|d| small("dealer", d)).transpose()?,
                seating: numbers("seating", seating)?,
                given: given.map(extract_cards).transpose()?,
                received: received.map(extract_cards).transpose()?,
                rounds,
                finished: numbers("finished", finished)?,
                cards_left: numbers("cards_left", cards_left)?,
                totals: numbers("totals", totals)?,
                orders,
            };
            Ok(view_of(&description)?)
        }

        /// A view from a position description in JSON: an object with the keyword arguments of
        /// `View.describe` (cards as strings, a pass as `null` or `"pass"`, `rules` a preset's
        /// name or the options).
        #[staticmethod]
        fn from_description(text: &str) -> PyResult<View> {
            crate::arschloch::description::from_description(text)
        }

        fn __repr__(&self) -> String {
            format!(
                "<arschloch.View of player {} of {}, game {} of {}, {} phase, hand [{}]>",
                self.view.player,
                self.view.players,
                self.view.game,
                self.view.rules.games,
                self.view.phase.name(),
                self.view.hand
            )
        }
    }
}
