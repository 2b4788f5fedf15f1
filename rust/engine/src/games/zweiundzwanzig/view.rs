//! A player's view: what that player may know and nothing else. No other hand,
//! no other player's discards, no stock order, no seed or generator state.

use serde::{Deserialize, Serialize};

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::PlayerSet;

use super::event::Event;
use super::legal;
use super::moves::MoveList;
use super::rules::{Rules, MAX_HAND};
use super::state::{Match, Phase};
use super::trick::Trick;

/// What one player of a match may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub player: u8,
    /// The number of seats.
    pub players: u8,
    /// The rule set.
    pub rules: Rules,
    /// The phase.
    pub phase: Phase,
    /// The number of the current deal, from 1.
    pub deal: u16,
    /// The dealer of the current deal.
    pub dealer: u8,
    /// The seat to move (`None` when over).
    pub to_move: Option<u8>,
    /// The players still in.
    pub in_match: PlayerSet,
    /// Cards each player in the match held when the current trick began.
    pub hand_size: u8,
    /// This player's hand.
    pub hand: Cards,
    /// This player's discards in this deal.
    pub discards: Cards,
    /// Cards left in the stock.
    pub stock_size: u32,
    /// Cards each player exchanged in this deal (`None`: not yet), by seat.
    pub exchanged: Vec<Option<u8>>,
    /// The trick in progress.
    pub trick: Trick,
    /// Cards played to tricks in this deal.
    pub played: Pile,
    /// Totals by seat.
    pub totals: Vec<u16>,
    /// Loss cards lying in front of each seat.
    pub loss_cards: Vec<Pile>,
    /// The deal after which each seat went out (`None` while in).
    pub out_after: Vec<Option<u16>>,
    /// The winners, once over.
    pub winners: PlayerSet,
    /// The event log as this player saw it.
    pub log: Vec<Event>,
}

impl View {
    /// The view of `player` in `m`.
    pub fn of(m: &Match, player: usize) -> View {
        let n = m.player_count();
        View {
            player: player as u8,
            players: n as u8,
            rules: *m.rules(),
            phase: m.phase(),
            deal: m.deal_number(),
            dealer: m.dealer() as u8,
            to_move: m.to_move().map(|p| p as u8),
            in_match: m.in_match(),
            hand_size: m.hand_size(),
            hand: m.hand(player),
            discards: m.discards(player),
            stock_size: m.stock().len(),
            exchanged: (0..n).map(|p| m.exchanged(p)).collect(),
            trick: m.trick().clone(),
            played: m.played(),
            totals: m.totals().to_vec(),
            loss_cards: (0..n).map(|p| *m.loss_cards(p)).collect(),
            out_after: (0..n).map(|p| m.out_after(p)).collect(),
            winners: m.winners(),
            log: m.log().iter().map(|e| seen_by(e, player as u8)).collect(),
        }
    }

    /// Checks that a view (read from JSON, say) describes a possible position: seats in range,
    /// one entry per seat, the trick's plays of one size, the hand the size the trick implies.
    pub fn check(&self) -> Result<(), EngineError> {
        let n = self.players as usize;
        self.rules.check_players(n)?;
        let bad = |m: &str| Err(EngineError::State(format!("not a possible view: {m}")));
        let seat_ok = |p: u8| (p as usize) < n;
        if !seat_ok(self.player) || !seat_ok(self.dealer) || !self.to_move.is_none_or(seat_ok) {
            return bad("a seat outside the table");
        }
        if self.in_match.0 >> n != 0 {
            return bad("a player outside the table is in the match");
        }
        let lengths = [
            self.exchanged.len(),
            self.totals.len(),
            self.loss_cards.len(),
            self.out_after.len(),
        ];
        if lengths.iter().any(|&l| l != n) {
            return bad("per-seat lists of the wrong length");
        }
        self.check_trick()
    }

    fn check_trick(&self) -> Result<(), EngineError> {
        let bad = |m: &str| Err(EngineError::State(format!("not a possible view: {m}")));
        let k = self.trick.size();
        let plays = &self.trick.plays;
        if plays
            .iter()
            .any(|&(p, c)| c.len() != k || p >= self.players)
        {
            return bad("trick plays of different sizes or by seats outside the table");
        }
        if !plays.is_empty() && (self.trick.reference.len() != k || k >= self.hand_size) {
            return bad("a trick that does not fit the hands");
        }
        let played = plays.iter().any(|&(p, _)| p == self.player);
        let expected = match self.phase {
            Phase::Over | Phase::Dealing => 0,
            _ if !self.in_match.has(self.player as usize) => 0,
            _ if played => self.hand_size - k,
            _ => self.hand_size,
        };
        if self.hand.len() != expected || self.hand_size > MAX_HAND {
            return bad("a hand of the wrong size");
        }
        Ok(())
    }

    /// The legal moves of this player, if it is their turn (else none).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        if self.to_move != Some(self.player) {
            return;
        }
        match self.phase {
            Phase::Exchange => {
                let limit = legal::exchange_limit(self.hand, self.stock_size);
                legal::exchanges(self.hand, limit, out);
            }
            Phase::Play => legal::plays(self.hand, &self.trick, self.rules.compulsory_beating, out),
            Phase::Over | Phase::Dealing => {}
        }
    }
}

/// An event as `player` saw it: other hands, discards and draws hidden.
pub fn seen_by(event: &Event, player: u8) -> Event {
    match event {
        Event::Deal {
            deal,
            dealer,
            hand_size,
            hands,
            stock,
        } => Event::Deal {
            deal: *deal,
            dealer: *dealer,
            hand_size: *hand_size,
            hands: hands
                .iter()
                .map(|&(p, h)| (p, if p == player { h } else { None }))
                .collect(),
            stock: *stock,
        },
        Event::Exchange {
            player: p, count, ..
        } if *p != player => Event::Exchange {
            player: *p,
            count: *count,
            discarded: None,
            drawn: None,
        },
        other => other.clone(),
    }
}
