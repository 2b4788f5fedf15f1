//! `big_two.Match`: a whole match of Big Two, driven from Python.

use std::sync::{Mutex, TryLockError};

use pyo3::prelude::*;
use pyo3::types::PyList;
use zz_engine::game::Game;
use zz_engine::games::big_two::rules::MAX_PLAYERS;
use zz_engine::games::big_two::{Match as EngineMatch, MoveList};

use crate::args::{game_players_arg, seat_arg, seed_arg, Int};
use crate::big_two::as_written::hands_arg;
use crate::big_two::card::{card_list, Card};
use crate::big_two::moves::{move_list, Given, Move};
use crate::big_two::public::{face_up, must_hold, players, table};
use crate::big_two::result::MatchResult;
use crate::big_two::rules::{rules_arg, Rules};
use crate::big_two::view::View;
use crate::convert::seats;
use crate::encoded::{self, Encoding};
use crate::errors::Result;

/// The buffer `legal_moves` lists into, kept from call to call.
static LISTED: Mutex<MoveList> = Mutex::new(MoveList::new());

match_class! {
    /// A whole match of Big Two: games dealt and played until a player has no cards left, the
    /// others scoring penalty points for the cards they hold, until the rules' `games` are played
    /// or a total reaches the `penalty_limit` (50 standard); the lowest total wins.
    ///
    /// Every turn is a decision of the player to move, listed by `legal_moves()`: a lead (the
    /// first of a game must contain the lowest card), a play of as many cards that beats the last
    /// play, or a pass. `apply` takes a `Move`, cards (`"3d 3s"`) or `"pass"`; an illegal move
    /// raises `IllegalMoveError` saying why and changes nothing. The `log`'s events are `deal`,
    /// `play`, `pass`, `round_won`, `last_card`, `game_over` and `match_over`.
    ///
    /// >>> from zweiundzwanzig import big_two
    /// >>> m = big_two.Match(players=4, seed=7)
    /// >>> m.phase, m.game, m.cards_left, m.table
    /// ('play', 1, [13, 13, 13, 13], None)
    /// >>> lead = m.legal_moves()[0]          # the lowest lead: the 3♦ alone
    /// >>> str(lead), lead.combination
    /// ('3♦', 'single')
    /// >>> m.apply(lead)
    /// >>> m.table == (lead_player := m.table[0], lead), m.cards_left[lead_player]
    /// (True, 12)
    module: "zweiundzwanzig.big_two",
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
            let players = players.map_or(Ok(4), |p| game_players_arg(p, "Big Two", MAX_PLAYERS))?;
            let rules = rules_arg(rules)?;
            Ok(Match::of(EngineMatch::new(
                players,
                rules,
                seed_arg(seed)?,
            )?))
        }

        /// `"play"`, or `"over"` once the match is over.
        #[getter]
        fn phase(&self) -> PyResult<&'static str> {
            Ok(self.inner.lock()?.phase().name())
        }

        /// The legal moves of the player to move, in a fixed order: the plays by number of cards
        /// (singles, pairs, triples, five-card hands), five-card hands by kind from the weakest
        /// (straights, flushes, full houses, fours of a kind, straight flushes), within a kind from
        /// the weakest up, plays of equal strength by their cards from the strongest down; the pass
        /// last, or alone. A follow lists the plays that beat the last play, in the same order.
        /// Empty when the match is over.
        fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
            // The engine lists into a growing `Vec`: one kept from call to call (while no other
            // call has it) grows only the first time, instead of on every call.
            let mut kept = match LISTED.try_lock() {
                Ok(kept) => Some(kept),
                Err(TryLockError::Poisoned(e)) => Some(e.into_inner()),
                Err(TryLockError::WouldBlock) => None,
            };
            let mut fresh = MoveList::new();
            let moves = kept.as_deref_mut().unwrap_or(&mut fresh);
            let m = self.inner.lock()?;
            m.legal_moves_into(moves);
            let rules = *m.rules();
            drop(m);
            move_list(py, moves, rules)
        }

        /// Applies a move of the player to move: a `Move` from `legal_moves()`, cards (a string
        /// such as `"3d 3s"`, `Card`s, a list of them), or `"pass"`. An illegal move raises
        /// `IllegalMoveError` naming the player and why, and changes nothing.
        fn apply(&self, r#move: &Bound<'_, PyAny>) -> Result<()> {
            let given = Given::read(r#move)?;
            let mut m = self.inner.lock()?;
            let mv = given.to_move(m.to_move())?;
            Ok(Game::apply(&mut *m, mv)?)
        }

        /// Whether a move (as `apply` takes it) is legal now.
        fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
            let Ok(given) = Given::read(r#move) else {
                return Ok(false);
            };
            let m = self.inner.lock()?;
            Ok(given.to_move(m.to_move()).is_ok_and(|mv| m.is_legal(mv)))
        }

        /// A player's hand, from the strongest card down in the rule set's order.
        fn hand(&self, player: Int) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            let p = seat_arg(m.player_count(), player)?;
            Ok(card_list(m.hand(p), m.rules()))
        }

        /// How many cards each player holds.
        #[getter]
        fn cards_left(&self) -> PyResult<Vec<usize>> {
            let m = self.inner.lock()?;
            Ok((0..m.player_count())
                .map(|p| m.hand(p).len() as usize)
                .collect())
        }

        /// The cards played in the current game (the last game's once the match is over), from the
        /// strongest down.
        #[getter]
        fn played(&self) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            Ok(card_list(m.view(0).played, m.rules()))
        }

        /// Each player's total of penalty points over the games over.
        #[getter]
        fn totals(&self) -> PyResult<Vec<u32>> {
            Ok(self.inner.lock()?.totals().to_vec())
        }

        /// Winners, places, totals and the games played; None until the match is over.
        #[getter]
        fn result(&self) -> PyResult<Option<MatchResult>> {
            Ok(MatchResult::of(&*self.inner.lock()?))
        }


        /// The log as readable text, one event a line.
        fn transcript(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let rules = *m.rules();
            let lines: Vec<String> = m.log().iter().map(|e| e.line(&rules)).collect();
            Ok(lines.join("\n"))
        }

        /// A player's observation (229 float32) and action mask (19,899 int8) in one call, as
        /// `view(player).observation()` and `.action_mask()` give them but without making a view:
        /// what the framework environments call at every step. Written into `observation` and
        /// `action_mask` when given (arrays kept from call to call, checked as those methods check
        /// them), else into new arrays; both are returned.
        ///
        /// >>> from zweiundzwanzig import big_two
        /// >>> m = big_two.Match(players=4, seed=1)
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

        /// The games in the match (the rules' `games`), or None when only the penalty limit ends
        /// it.
        #[getter]
        fn games(&self) -> PyResult<Option<u16>> {
            Ok(self.inner.lock()?.rules().games)
        }

        /// The dealer of the current game: drawn for the first, the next player in the direction
        /// of play after.
        #[getter]
        fn dealer(&self) -> PyResult<usize> {
            Ok(self.inner.lock()?.dealer())
        }

        /// The round on the table as `(player, move)`: the last play, which the next play must beat
        /// (as many cards, stronger), and who made it; None when the next player leads.
        #[getter]
        fn table(&self) -> PyResult<Option<(u8, Move)>> {
            let m = self.inner.lock()?;
            Ok(table(m.table(), *m.rules()))
        }

        /// The players who passed since the round's last play (with `pass_is_final`: in this
        /// round), in seat order.
        #[getter]
        fn passed(&self) -> PyResult<Vec<usize>> {
            Ok(players(self.inner.lock()?.passed()))
        }

        /// The card the next lead must contain (the lowest card dealt, on a game's first lead), or
        /// None.
        #[getter]
        fn must_hold(&self) -> PyResult<Option<Card>> {
            Ok(must_hold(self.inner.lock()?.must_hold()))
        }

        /// Three players: the card dealt face up and who took it, as `(card, player)`; else None.
        #[getter]
        fn face_up(&self) -> PyResult<Option<(Card, u8)>> {
            Ok(face_up(self.inner.lock()?.face_up()))
        }

        /// Two players: the cards dealt to nobody, from the strongest down (no player sees them);
        /// else none.
        #[getter]
        fn out_of_play(&self) -> PyResult<Vec<Card>> {
            let m = self.inner.lock()?;
            Ok(card_list(m.out_of_play(), m.rules()))
        }

        /// Two players: how many cards are out of play (`len(out_of_play)`); else 0.
        #[getter]
        fn out_of_play_count(&self) -> PyResult<u32> {
            Ok(self.inner.lock()?.out_of_play().len())
        }

        /// The winner of every game over, the first game's first.
        #[getter]
        fn game_winners(&self) -> PyResult<Vec<usize>> {
            Ok(seats(self.inner.lock()?.game_winners()))
        }

        /// Hidden (for records read without a seed): the current game dealt by `dealer` with
        /// `hands` (one a seat, as dealt; three players: the card no hand holds is the face-up
        /// card, given to its taker by the rules) instead of the shuffle. Only before the game's
        /// first move; a time, dealer or hand that no deal makes raises the engine's error and
        /// changes nothing.
        fn _deal_as(&self, dealer: Int, hands: &Bound<'_, PyAny>) -> Result<()> {
            let hands = hands_arg(hands)?;
            let mut m = self.inner.lock()?;
            let dealer = seat_arg(m.player_count(), dealer)?;
            m.deal_as(dealer as u8, &hands)?;
            // The shuffle's deal event, last in the log, was replaced: read it anew.
            self.log.truncate(m.log().len().saturating_sub(1));
            Ok(())
        }

        fn __repr__(&self) -> PyResult<String> {
            let m = self.inner.lock()?;
            let state = match m.to_move() {
                Some(p) => format!("player {p} to move"),
                None => "over".into(),
            };
            Ok(format!(
                "<big_two.Match {} players, {}, game {}, totals {:?}, {state}>",
                m.player_count(),
                m.rules(),
                m.game_number(),
                m.totals()
            ))
        }
    }
}

/// The engine's move of `obj` (anything `Match.apply` takes) for the player to move of `m`,
/// not yet checked for legality: what a policy given as a Python callable returned.
pub fn move_from(
    m: &EngineMatch,
    obj: &Bound<'_, PyAny>,
) -> PyResult<zz_engine::games::big_two::Move> {
    Given::read(obj)?.to_move(m.to_move())
}
