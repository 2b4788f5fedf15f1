//! `arschloch.Match`: a whole match of Arschloch, driven from Python.

use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::arschloch::rules::MAX_PLAYERS;
use zz_engine::games::arschloch::{Match as EngineMatch, Move as EngineMove, MoveList};

use crate::args::{game_players_arg, seat_arg, seed_arg, Int};
use crate::arschloch::exchange::Exchange;
use crate::arschloch::moves::{extract_hand, move_list, Given, Move};
use crate::arschloch::public::{last_order, last_roles, orders, table};
use crate::arschloch::result::MatchResult;
use crate::arschloch::rules::{rules_arg, Rules};
use crate::arschloch::view::View;
use crate::cards::{card_list, Card};
use crate::convert::seats;
use crate::encoded::{self, Encoding};
use crate::errors::{IllegalMoveError, Result, RulesError};

match_class! {
    /// A whole match of Arschloch: `games` games (5 in the standard rules), each dealt, played
    /// until one player is left with cards, and scored by finishing position; the lowest total
    /// wins.
    ///
    /// Every turn is a decision of the player to move, listed by `legal_moves()`: a lead, a play
    /// that beats the round's last play, or a pass. `apply` takes a `Move`, cards (`"Q Q *"`) or
    /// `"pass"`; an illegal move raises `IllegalMoveError` saying why and changes nothing.
    ///
    /// >>> from zweiundzwanzig import arschloch
    /// >>> m = arschloch.Match(players=4, seed=7)
    /// >>> m.phase, m.game, len(m.hand(m.current_player)), m.table
    /// ('play', 1, 10, None)
    /// >>> m.apply(m.legal_moves()[0])       # the lowest lead: a single card
    /// >>> player, play = m.table
    /// >>> len(play), m.cards_left[player]
    /// (1, 9)
    module: "zweiundzwanzig.arschloch",
    engine: EngineMatch,
    view: View,
    rules: Rules,
    methods: {
        #[new]
        #[pyo3(
            signature = (players = None, rules = None, seed = None),
            text_signature = "(players=4, rules=None, seed=None)"
        )]
        fn py_new(
            players: Option<Int>,
            rules: Option<&Bound<'_, PyAny>>,
            seed: Option<Int>,
        ) -> Result<Match> {
            let players = players.map_or(Ok(4), |p| game_players_arg(p, "Arschloch", MAX_PLAYERS))?;
            let rules = rules_arg(rules)?;
            Ok(Match::of(EngineMatch::new(
                players,
                rules,
                seed_arg(seed)?,
            )?))
        }

        /// `"play"`, `"exchange"` while a Chef chooses the cards to give back (rules with
        /// `chef_chooses`), or `"over"` once the last game is over.
        #[getter]
        fn phase(&self) -> PyResult<&'static str> {
            Ok(self.inner.lock()?.phase_name())
        }

        /// The pair of the exchange whose Chef (the player to move) chooses the cards to give
        /// back now (rules with `chef_chooses`; its `returned` is None until chosen), or None.
        #[getter]
        fn giving_back(&self) -> PyResult<Option<Exchange>> {
            Ok(self
                .inner
                .lock()?
                .giving_back()
                .map(Exchange::of_view_pending))
        }

        /// The legal moves of the player to move, in a fixed order: the plays by number of cards,
        /// then by rank from low to high (jokers alone last), then with fewer jokers first; a pass
        /// after the plays, or alone. Empty when the match is over.
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            let mut moves = MoveList::new();
            self.inner.lock()?.legal_moves_into(&mut moves);
            move_list(py, &moves)
        }

        /// Applies a move of the player to move: a `Move` from `legal_moves()`, cards (a string
        /// such as `"Q Q *"`, `Card`s, a `Move`, a list of them), or `"pass"`. An illegal move
        /// raises `IllegalMoveError` naming the player and why, and changes nothing.
        fn apply(&self, r#move: &Bound<'_, PyAny>) -> Result<()> {
            let given = Given::read(r#move)?;
            let mut m = self.inner.lock()?;
            let mv = move_of(&m, given)?;
            Ok(m.apply(mv)?)
        }

        /// Whether a move (as `apply` takes it) is legal now.
        fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
            let Ok(given) = Given::read(r#move) else {
                return Ok(false);
            };
            let m = self.inner.lock()?;
            Ok(move_of(&m, given).is_ok_and(|mv| m.is_legal(mv)))
        }

        /// A player's hand, from high to low (jokers first).
        fn hand(&self, player: Int) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            let p = seat_arg(m.player_count(), player)?;
            Ok(card_list(m.hand(p)))
        }

        /// The cards a player played in this game, from high to low.
        fn played(&self, player: Int) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            let p = seat_arg(m.player_count(), player)?;
            Ok(card_list(m.played_by(p)))
        }

        /// How many cards each player holds.
        #[getter]
        fn cards_left(&self) -> PyResult<Vec<usize>> {
            let m = self.inner.lock()?;
            Ok((0..m.player_count())
                .map(|p| m.hand(p).len().into())
                .collect())
        }

        /// The cards of the piles no player took in the current game, from high to low (no player
        /// sees them).
        #[getter]
        fn out_of_play(&self) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            Ok(m.out_of_play()
                .ranks_high_to_low()
                .map(Card::of_rank)
                .collect())
        }

        /// How many cards are out of play (`len(out_of_play)`).
        #[getter]
        fn out_of_play_count(&self) -> PyResult<u32> {
            Ok(self.inner.lock()?.out_of_play().len())
        }

        /// Each player's total: the sum of their finishing positions over the games over.
        #[getter]
        fn totals(&self) -> PyResult<Vec<u16>> {
            Ok(self.inner.lock()?.totals().to_vec())
        }

        /// Winners, places, totals and every game's finishing order; None until the match is over.
        #[getter]
        fn result(&self) -> PyResult<Option<MatchResult>> {
            Ok(MatchResult::of(&*self.inner.lock()?))
        }


        /// The log as readable text, one event a line.
        fn transcript(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let lines: Vec<String> = m.log().iter().map(|e| e.to_string()).collect();
            Ok(lines.join("\n"))
        }

        /// A player's observation (266 float32) and action mask (735 int8) in one call, as
        /// `view(player).observation()` and `.action_mask()` give them but without making a view:
        /// what the framework environments call at every step. Written into `observation` and
        /// `action_mask` when given (arrays kept from call to call, checked as those methods check
        /// them), else into new arrays; both are returned.
        ///
        /// >>> from zweiundzwanzig import arschloch
        /// >>> m = arschloch.Match(players=4, seed=1)
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

        /// The number of the current game, from 1.
        #[getter]
        fn game(&self) -> PyResult<u16> {
            Ok(self.inner.lock()?.game_number())
        }

        /// The games in the match (the rules' `games`).
        #[getter]
        fn games(&self) -> PyResult<u16> {
            Ok(self.inner.lock()?.rules().games)
        }

        /// The dealer of the current game: drawn for the first, the last Arsch after.
        #[getter]
        fn dealer(&self) -> PyResult<usize> {
            Ok(self.inner.lock()?.dealer())
        }

        /// The order of play of the current game, its leader first and its dealer last: each
        /// player plays after the one before them. From the second game on it is the last game's
        /// finishing order.
        #[getter]
        fn seating(&self) -> PyResult<Vec<usize>> {
            Ok(seats(self.inner.lock()?.seating()))
        }

        /// The round on the table as `(player, move)`: the last play, which the next play must beat
        /// (as many cards, of a higher rank), and who made it; None when the next player leads.
        #[getter]
        fn table(&self) -> PyResult<Option<(u8, Move)>> {
            Ok(table(self.inner.lock()?.table()))
        }

        /// The players out in the current game, first out first.
        #[getter]
        fn finished(&self) -> PyResult<Vec<usize>> {
            Ok(seats(self.inner.lock()?.finished()))
        }

        /// The exchange before the current game (none before the first), pair by pair.
        #[getter]
        fn exchanges(&self) -> PyResult<Vec<Exchange>> {
            let m = self.inner.lock()?;
            let chosen = m.exchanges().len() - usize::from(m.pairs_giving_back());
            Ok((m.exchanges().iter().enumerate())
                .map(|(i, e)| match i < chosen {
                    true => Exchange::of_match(e),
                    false => Exchange::of_view_pending(e),
                })
                .collect())
        }

        /// The roles the last game over gave, by player (`"chef"`, `"neutral"`, `"arsch"`); None
        /// before the first game is over.
        #[getter]
        fn roles(&self) -> PyResult<Option<Vec<&'static str>>> {
            Ok(last_roles(self.inner.lock()?.finishing_orders()))
        }

        /// The finishing order of the last game over, players first out first; None before the
        /// first game is over.
        #[getter]
        fn finishing_order(&self) -> PyResult<Option<Vec<usize>>> {
            Ok(last_order(self.inner.lock()?.finishing_orders()))
        }

        /// The finishing order of every game over, players first out first.
        #[getter]
        fn finishing_orders(&self) -> PyResult<Vec<Vec<usize>>> {
            Ok(orders(self.inner.lock()?.finishing_orders()))
        }

        /// Deals the current game as written (a record read without its seed): `hands[p]` is
        /// seat `p`'s hand as dealt, before the exchange; `dealer` the first game's dealer as
        /// written (from the second game on, the last Arsch; one given must be that one). Only
        /// before the game's first move; a deal the rules could not make raises naming what is
        /// wrong and changes nothing. Hidden: for `zweiundzwanzig.arschloch.record`.
        #[pyo3(signature = (dealer, hands))]
        fn _deal_as(&self, dealer: Option<Int>, hands: Vec<Bound<'_, PyAny>>) -> Result<()> {
            let players = self.inner.lock()?.player_count();
            let dealer = dealer.map(|d| seat_arg(players, d)).transpose()?;
            if hands.len() > MAX_PLAYERS {
                return Err(RulesError::new_err(format!(
                    "{} hands written: no table seats more than {MAX_PLAYERS}",
                    hands.len()
                ))
                .into());
            }
            let hands = (hands.iter())
                .map(extract_hand)
                .collect::<PyResult<Vec<Cards>>>()?;
            Ok(self.inner.lock()?.deal_as(dealer, &hands)?)
        }

        fn __repr__(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let state = match m.to_move() {
                Some(p) => format!("player {p} to move"),
                None => "over".into(),
            };
            Ok(format!(
                "<arschloch.Match {} players, {}, game {} of {}, {state}>",
                m.player_count(),
                m.rules(),
                m.game_number(),
                m.rules().games
            ))
        }
    }
}

/// The engine's move of `obj` (anything `Match.apply` takes) for the player to move of `m`,
/// not yet checked for legality: what a policy given as a Python callable returned.
pub fn move_from(m: &EngineMatch, obj: &Bound<'_, PyAny>) -> PyResult<EngineMove> {
    move_of(m, Given::read(obj)?)
}

/// The engine's move of what `apply` was given: no cards at all is no move, said for the player
/// to move.
fn move_of(m: &EngineMatch, given: Given) -> PyResult<EngineMove> {
    match given {
        Given::Move(mv) => Ok(mv),
        Given::Cards(cards) if cards == Cards::EMPTY => {
            Err(IllegalMoveError::new_err(match m.to_move() {
                Some(p) => format!("player {p} cannot play no cards (to pass, apply \"pass\")"),
                None => "the match is over; no more moves".into(),
            }))
        }
        Given::Cards(cards) => Ok(EngineMove::play(cards)),
    }
}
