//! A player's view: what that player may know and nothing else — their own hand, every play and
//! pass of the game, the cards each player has left, the card dealt face up and its taker (three
//! players), the totals. Never another hand, the cards out of play (two players), the seed or the
//! generator.

use serde::{Deserialize, Serialize};

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;

use super::event::Event;
use super::legal::{self, MoveList};
use super::moves::Move;
use super::rules::Rules;
use super::state::{turn_of, Match, Phase, Round};

/// What one player of a match may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub player: u8,
    /// The number of players.
    pub players: u8,
    /// The rule set.
    pub rules: Rules,
    /// The phase.
    pub phase: Phase,
    /// The number of the current game, from 1.
    pub game: u16,
    /// The dealer of the current game.
    pub dealer: u8,
    /// The player to move (`None` between games and at the end).
    pub to_move: Option<u8>,
    /// This player's hand.
    pub hand: SuitedCards,
    /// The cards each player holds, by player.
    pub cards_left: Vec<u8>,
    /// Every card played in this game (the last game's, between games and at the end).
    pub played: SuitedCards,
    /// The card dealt face up and its taker (three players).
    pub face_up: Option<(SuitedCard, u8)>,
    /// The number of cards out of play (two players).
    pub out_of_play: u8,
    /// The round on the table.
    pub table: Option<Round>,
    /// The players who passed since the round's last play.
    pub passed: PlayerSet,
    /// The card the next lead must contain, if any.
    pub must_hold: Option<SuitedCard>,
    /// Each player's penalty points.
    pub totals: Vec<u32>,
    /// The winner of every game over.
    pub game_winners: Vec<u8>,
    /// The event log as this player saw it.
    pub log: Vec<Event>,
}

impl View {
    /// The view of `player` in `m`.
    pub fn of(m: &Match, player: usize) -> View {
        let mut view = View::without_log(m, player);
        view.log = m.log().iter().map(|e| seen_by(e, view.player)).collect();
        view
    }

    /// [`View::of`] with an empty log: what the observation and the legal moves read (neither
    /// reads the log), without copying a log that grows with the match.
    pub fn without_log(m: &Match, player: usize) -> View {
        let n = m.player_count();
        let me = player as u8;
        let held = (0..n).fold(SuitedCards::EMPTY, |all, p| all.plus(m.hand(p)));
        let played = SuitedCards::DECK.minus(held).minus(m.out_of_play());
        View {
            player: me,
            players: n as u8,
            rules: *m.rules(),
            phase: m.phase(),
            game: m.game_number(),
            dealer: m.dealer() as u8,
            to_move: m.to_move().map(|p| p as u8),
            hand: m.hand(player),
            cards_left: (0..n).map(|p| m.hand(p).len() as u8).collect(),
            played,
            face_up: m.face_up(),
            out_of_play: m.out_of_play().len() as u8,
            table: m.table().copied(),
            passed: m.passed(),
            must_hold: m.must_hold(),
            totals: m.totals().to_vec(),
            game_winners: m.game_winners().to_vec(),
            log: Vec::new(),
        }
    }

    /// The legal moves of this player, if it is their turn (else none).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        if self.phase != Phase::Play || self.to_move != Some(self.player) {
            return;
        }
        let turn = turn_of(self.table, self.must_hold);
        legal::moves(self.hand, turn, &self.rules, out);
    }

    /// The cards this player cannot see: the deck less their hand and the cards played.
    pub fn unseen_cards(&self) -> SuitedCards {
        SuitedCards::DECK.minus(self.hand).minus(self.played)
    }

    /// Checks that a view (read from JSON, say) describes a possible position, field by field:
    /// the rules and the table, every seat named at the table, the per-player lists one entry a
    /// player, the player to move with cards, this player's hand its count, the cards in sight
    /// distinct, and the cards left with the unseen ones adding up.
    pub fn check(&self) -> Result<(), EngineError> {
        self.rules.check_players(self.players.into())?;
        let n = usize::from(self.players);
        let seat = |p: u8| usize::from(p) < n;
        let bad = |what: &str| Err(EngineError::State(format!("not a possible view: {what}")));
        if !seat(self.player) || !seat(self.dealer) || !self.to_move.is_none_or(seat) {
            return bad("a seat outside the table");
        }
        if self.cards_left.len() != n || self.totals.len() != n {
            return bad("per-player lists of the wrong length");
        }
        if u64::from(self.passed.0) >> n != 0 || !self.game_winners.iter().all(|&p| seat(p)) {
            return bad("a player outside the table passed or won");
        }
        if self.hand.len() != u32::from(self.cards_left[usize::from(self.player)]) {
            return bad("a hand of the wrong size");
        }
        if !self.hand.minus(SuitedCards::DECK).is_empty() || self.hand.0 & self.played.0 != 0 {
            return bad("a card both in the hand and played, or outside the deck");
        }
        let others: u32 = (0..n)
            .filter(|&p| p != usize::from(self.player))
            .map(|p| u32::from(self.cards_left[p]))
            .sum();
        if others + u32::from(self.out_of_play) != self.unseen_cards().len() {
            return bad("the cards left and out of play are not the cards unseen");
        }
        if let Some(p) = self.to_move {
            if self.cards_left[usize::from(p)] == 0 {
                return bad("a player to move without cards");
            }
        }
        if let Some(round) = self.table {
            if !seat(round.last) || round.cards.is_empty() || !self.played.contains(round.cards) {
                return bad("a round on the table that was not played");
            }
        }
        if let Some((card, taker)) = self.face_up {
            if !seat(taker)
                || n != 3
                || (taker == self.player && !self.hand.has(card) && !self.played.has(card))
            {
                return bad("a face-up card for another table or taker");
            }
        }
        self.check_standing_in_log()
    }
}

/// An event as `player` saw it: other hands hidden.
pub fn seen_by(event: &Event, player: u8) -> Event {
    match event {
        Event::Deal {
            game,
            dealer,
            hands,
            face_up,
            out_of_play,
        } => Event::Deal {
            game: *game,
            dealer: *dealer,
            hands: hands
                .iter()
                .map(|&(p, h)| (p, if p == player { h } else { None }))
                .collect(),
            face_up: *face_up,
            out_of_play: *out_of_play,
        },
        other => other.clone(),
    }
}

impl crate::game::GameView for View {
    type Move = Move;

    fn player(&self) -> usize {
        self.player.into()
    }

    fn to_move(&self) -> Option<usize> {
        self.to_move.map(usize::from)
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = MoveList::default();
        self.legal_moves_into(&mut moves);
        moves.to_vec()
    }

    fn check(&self) -> Result<(), EngineError> {
        View::check(self)
    }
}
