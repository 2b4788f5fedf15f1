//! A player's view: what that player may know and nothing else. No other hand,
//! no other player's discards, no stock order, no seed or generator state.

use serde::{Deserialize, Serialize};

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;
use crate::possible::not_possible;

use super::deal::cards_of_deal;
use super::event::Event;
use super::legal;
use super::move_list::MoveList;
use super::play::is_one_rank_with_jokers;
use super::rules::{LossCards, Rules, MAX_HAND};
use super::state::{Match, Phase};
use super::trick::{PlayKind, Trick};

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
        let mut view = View::without_log(m, player);
        view.log = m.log().iter().map(|e| seen_by(e, player as u8)).collect();
        view
    }

    /// [`View::of`] with an empty log: what the observation and the legal moves read (neither
    /// reads the log), without copying a log that grows with the match.
    pub fn without_log(m: &Match, player: usize) -> View {
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
            log: Vec::new(),
        }
    }

    /// Checks that a view (read from JSON, say) describes a possible position, field by field:
    /// the rules and the table; every seat named, here and in the log, at the table; per-seat
    /// lists one entry a seat; the phase, the player to move, the standing of every seat and the
    /// exchange counts consistent; the trick what its plays make; the cards in sight all in the
    /// deck, and the hidden ones just filling the hidden places; the log's current deal a
    /// sequence of legal-looking tricks ending in the trick in progress. Everything that reads a
    /// view (legal moves, determinization, inference, search) relies on these.
    pub fn check(&self) -> Result<(), EngineError> {
        self.rules.check_players(self.players as usize)?;
        self.check_seats()?;
        self.check_phase()?;
        self.check_standing()?;
        self.check_trick()?;
        self.check_cards()?;
        self.check_log()
    }

    fn check_seats(&self) -> Result<(), EngineError> {
        let n = self.players as usize;
        let seat_ok = |p: u8| (p as usize) < n;
        if !seat_ok(self.player) || !seat_ok(self.dealer) || !self.to_move.is_none_or(seat_ok) {
            return impossible("a seat outside the table");
        }
        // In 64 bits: a table of 32 seats fills all 32 bits of a set.
        if u64::from(self.in_match.0) >> n != 0 || u64::from(self.winners.0) >> n != 0 {
            return impossible("a player outside the table is in the match or a winner");
        }
        let lengths = [
            self.exchanged.len(),
            self.totals.len(),
            self.loss_cards.len(),
            self.out_after.len(),
        ];
        if lengths.iter().any(|&l| l != n) {
            return impossible("per-seat lists of the wrong length");
        }
        Ok(())
    }

    /// The phase against who is to move, who is in, who won, the deal and the hand size.
    fn check_phase(&self) -> Result<(), EngineError> {
        let players_in = self.in_match.len();
        let fits = match self.phase {
            Phase::Exchange | Phase::Play => {
                self.to_move.is_some_and(|p| self.in_match.has(p.into()))
                    && players_in >= 2
                    && self.winners.is_empty()
                    && self.deal >= 1
                    && self.hand_size >= if self.phase == Phase::Play { 2 } else { 1 }
            }
            Phase::Dealing => self.to_move.is_none() && players_in >= 2 && self.winners.is_empty(),
            Phase::Over => {
                self.to_move.is_none()
                    && players_in <= 1
                    && !self.winners.is_empty()
                    && (players_in == 0 || self.winners == self.in_match)
                    && self.deal >= 1
            }
        };
        if !fits || self.hand_size > MAX_HAND {
            return impossible(&format!(
                "in the {} phase with {players_in} players in, winners {:?}, to move {:?}, deal \
                 {}, {} cards each",
                self.phase.name(),
                self.winners.iter().collect::<Vec<_>>(),
                self.to_move,
                self.deal,
                self.hand_size
            ));
        }
        if self.phase == Phase::Exchange {
            self.check_exchange_turns()?;
        }
        Ok(())
    }

    /// In the exchange, the seats from the dealer's left up to the one to move have exchanged,
    /// that one and the seats after it have not (1.5).
    fn check_exchange_turns(&self) -> Result<(), EngineError> {
        if !self.rules.exchange {
            return impossible("an exchange under rules without one");
        }
        let n = self.players as usize;
        let mut seat = self.in_match.next_after(self.dealer.into(), n);
        let mut turn_passed = false;
        for _ in 0..self.in_match.len() {
            turn_passed |= Some(seat as u8) == self.to_move;
            if self.exchanged[seat].is_some() == turn_passed {
                return impossible(&format!(
                    "seat {seat} has {}exchanged, but seat {:?} is to exchange",
                    if turn_passed { "" } else { "not " },
                    self.to_move
                ));
            }
            seat = self.in_match.next_after(seat, n);
        }
        Ok(())
    }

    /// Each seat's total, status, exchange count and loss cards.
    fn check_standing(&self) -> Result<(), EngineError> {
        let in_deal = self.phase.in_deal();
        for p in 0..self.players as usize {
            let is_in = self.in_match.has(p);
            if is_in != (self.totals[p] < self.rules.elimination) {
                return impossible(&format!(
                    "seat {p} has {} points with the limit at {} and is {}in",
                    self.totals[p],
                    self.rules.elimination,
                    if is_in { "" } else { "not " }
                ));
            }
            if is_in == self.out_after[p].is_some()
                || self.out_after[p].is_some_and(|d| d == 0 || d > self.deal)
            {
                return impossible(&format!(
                    "seat {p} went out after deal {:?}",
                    self.out_after[p]
                ));
            }
            let count = self.exchanged[p];
            let bad_count = match count {
                Some(c) if c > MAX_HAND => true,
                Some(c) if self.phase == Phase::Exchange => c > self.hand_size,
                Some(c) if in_deal => c > 0 && (!is_in || !self.rules.exchange),
                None if self.phase == Phase::Play => is_in && self.rules.exchange,
                _ => false,
            };
            if bad_count {
                return impossible(&format!("seat {p} exchanged {count:?}"));
            }
            if self.rules.loss_cards == LossCards::Returned && !self.loss_cards[p].is_empty() {
                return impossible("loss cards lie out under rules that return them");
            }
        }
        if self.exchanged[self.player as usize].unwrap_or(0) != self.discards.len() {
            return impossible("the discards are not as many as the cards exchanged");
        }
        Ok(())
    }

    /// The trick is what its plays make, played in turn by seats in the match, and the player to
    /// move plays next; the hand holds the cards the trick leaves it.
    fn check_trick(&self) -> Result<(), EngineError> {
        let plays = &self.trick.plays;
        if !plays.is_empty() && self.phase != Phase::Play {
            return impossible(&format!("a trick in the {} phase", self.phase.name()));
        }
        let mut replayed = Trick::default();
        for &play in plays {
            play_next(
                &mut replayed,
                play,
                self.in_match,
                self.players,
                &self.rules,
            )
            .map_err(|m| not_possible(format!("the trick: {m}")))?;
        }
        if replayed != self.trick {
            return impossible("the trick's best play or winner is not what its plays make");
        }
        let k = self.trick.size();
        if let Some(&(last, _)) = plays.last() {
            if plays.len() >= self.in_match.len() || self.to_move != Some(self.next_in(last)) {
                return impossible("the trick is complete, or the wrong seat is to play to it");
            }
            if k >= self.hand_size {
                return impossible("a trick that does not fit the hands");
            }
        }
        let played = plays.iter().any(|&(p, _)| p == self.player);
        let expected = match self.phase {
            Phase::Over | Phase::Dealing => 0,
            _ if !self.in_match.has(self.player as usize) => 0,
            _ if played => self.hand_size - k,
            _ => self.hand_size,
        };
        if self.hand.len() != expected {
            return impossible("a hand of the wrong size");
        }
        Ok(())
    }

    /// The seat after `p` among the players in.
    fn next_in(&self, p: u8) -> u8 {
        self.in_match.next_after(p.into(), self.players.into()) as u8
    }

    /// Every card in sight is in the deck; during a deal the hidden cards fill exactly the other
    /// hands, the other discards and the stock.
    fn check_cards(&self) -> Result<(), EngineError> {
        let deck = self.rules.deck(self.players.into());
        if self
            .loss_cards
            .iter()
            .any(|l| deck.checked_minus(l).is_none())
        {
            return impossible("loss cards that are not in the deck");
        }
        let Some(unseen) = self.unseen_cards() else {
            return impossible(
                "cards in sight (hand, discards, played, loss cards) not in the deck",
            );
        };
        let before_trick = (self.trick.plays.iter()).try_fold(self.played, |left, &(_, cards)| {
            left.checked_minus(&Pile::of(cards))
        });
        if before_trick.is_none() {
            return impossible("the trick's cards are not among the cards played");
        }
        if self.phase == Phase::Exchange && !self.played.is_empty() {
            return impossible("cards played before the tricks begin");
        }
        if self.stock_size > deck.len() {
            return impossible("a stock larger than the deck");
        }
        if !self.phase.in_deal() {
            return Ok(());
        }
        let hidden: u32 = (0..self.players)
            .filter(|&p| p != self.player)
            .map(|p| {
                u32::from(self.held_by(p)) + u32::from(self.exchanged[p as usize].unwrap_or(0))
            })
            .sum();
        if hidden + self.stock_size != unseen.len() {
            return impossible(&format!(
                "{} unseen cards for {} places (other hands, their discards, a stock of {})",
                unseen.len(),
                hidden + self.stock_size,
                self.stock_size
            ));
        }
        Ok(())
    }

    /// The cards of the deal this player cannot see: every card but the loss cards lying out,
    /// less their hand, their discards and the cards played; `None` when those are not all there.
    pub fn unseen_cards(&self) -> Option<Pile> {
        let avail = cards_of_deal(
            &self.rules,
            self.players.into(),
            self.in_match,
            &self.loss_cards,
        )?;
        [Pile::of(self.hand), Pile::of(self.discards), self.played]
            .iter()
            .try_fold(avail, |left, seen| left.checked_minus(seen))
    }

    /// The cards `seat` holds now, as far as anyone can tell: the cards each held when the trick
    /// began, less the cards they played to it; none once out.
    pub fn held_by(&self, seat: u8) -> u8 {
        if !self.in_match.has(seat.into()) || !self.phase.in_deal() {
            return 0;
        }
        let played = self.trick.plays.iter().any(|&(q, _)| q == seat);
        self.hand_size - if played { self.trick.size() } else { 0 }
    }

    /// Every event names seats at the table and shows only what this player may see; the
    /// current deal's plays make tricks as the rules make them, and end in the trick in progress.
    fn check_log(&self) -> Result<(), EngineError> {
        for (i, event) in self.log.iter().enumerate() {
            event
                .check(self.players, Some(self.player))
                .map_err(|m| not_possible(format!("event {i} of the log ({event}): {m}")))?;
        }
        let deals: Vec<(usize, u16)> = (self.log.iter().enumerate())
            .filter_map(|(i, e)| match e {
                Event::Deal { deal, .. } => Some((i, *deal)),
                _ => None,
            })
            .collect();
        if deals.windows(2).any(|w| w[1].1 != w[0].1.wrapping_add(1)) {
            return impossible("the log's deals are not numbered one after another");
        }
        self.check_past_deals()?;
        self.check_totals_in_log()?;
        match deals.last() {
            Some(&(i, deal)) if deal == self.deal => self.check_current_deal(i),
            // A match that keeps no log shows none; before the first deal, only draws.
            None if self.log.is_empty() => Ok(()),
            None if self.deal == 0 => self.check_plays(&self.log, self.in_match, None),
            _ => impossible(&format!(
                "the log does not show deal {} being dealt",
                self.deal
            )),
        }
    }

    /// The current deal in the log, from its `Deal` event at `start`.
    fn check_current_deal(&self, start: usize) -> Result<(), EngineError> {
        let Event::Deal {
            dealer,
            hand_size,
            hands,
            ..
        } = &self.log[start]
        else {
            return impossible("no deal where the log's deal is");
        };
        let mut dealt_in = PlayerSet::default();
        for &(p, _) in hands {
            dealt_in.insert(p.into());
        }
        if self.phase.in_deal()
            && (dealt_in != self.in_match || *dealer != self.dealer || *hand_size < self.hand_size)
        {
            return impossible("the log's deal is not the deal in progress");
        }
        let first_leader = dealt_in.next_after((*dealer).into(), self.players.into()) as u8;
        self.check_plays(&self.log[start + 1..], dealt_in, Some(first_leader))
    }

    /// The events of the current deal: its exchanges are the exchange counts, one a seat; its
    /// plays make tricks of the players `dealt_in`, each as its plays make it, with the winner
    /// the trick makes, who leads the next; the trick left open is the trick in progress. The
    /// first trick is led by `first_leader` when the log shows every trick of the deal (a
    /// described position may give earlier tricks as their cards only).
    fn check_plays(
        &self,
        events: &[Event],
        dealt_in: PlayerSet,
        first_leader: Option<u8>,
    ) -> Result<(), EngineError> {
        let mut trick = Trick::default();
        let mut exchanged = vec![None; self.players.into()];
        let every_play = self.log_shows_every_play(events);
        if !every_play && self.logs_whole_match() {
            return impossible("the log's plays are not the cards played in this deal");
        }
        let mut leader = first_leader.filter(|_| every_play);
        for (i, event) in events.iter().enumerate() {
            let bad = |m: &str| impossible(&format!("the current deal's event {i} ({event}): {m}"));
            match *event {
                Event::Play { player, .. }
                    if trick.is_empty() && leader.is_some_and(|l| l != player) =>
                {
                    return bad(&format!(
                        "seat {player} leads, but seat {} leads this trick",
                        leader.unwrap_or_default()
                    ));
                }
                Event::Play {
                    player,
                    cards,
                    kind,
                } => match play_next(
                    &mut trick,
                    (player, cards),
                    dealt_in,
                    self.players,
                    &self.rules,
                ) {
                    Err(m) => return bad(&m),
                    Ok(done) if done != kind => {
                        return bad("the play did not do what the log says")
                    }
                    Ok(_) => {}
                },
                Event::Trick { winner } => {
                    if trick.plays.len() != dealt_in.len() || winner != trick.winning {
                        return bad("the trick is not complete, or another seat wins it");
                    }
                    trick.clear();
                    leader = Some(winner);
                }
                Event::Draw { .. }
                | Event::Deal { .. }
                | Event::Showdown { .. }
                | Event::Out { .. }
                | Event::End { .. }
                    if self.phase.in_deal() =>
                {
                    return bad("the rules give no such event in a deal being played");
                }
                Event::Exchange { player, count, .. } => {
                    let seat: &mut Option<u8> = &mut exchanged[usize::from(player)];
                    if seat.is_some() {
                        return bad("a second exchange of the same seat");
                    }
                    *seat = Some(count);
                }
                _ => {}
            }
        }
        if trick != self.trick {
            return impossible("the log's last trick is not the trick in progress");
        }
        let leads = trick.is_empty() && self.phase == Phase::Play;
        if leads && leader.is_some_and(|l| Some(l) != self.to_move) {
            return impossible("the player to move does not lead as the last trick makes it");
        }
        if exchanged != self.exchanged {
            return impossible("the log's exchanges are not the exchange counts");
        }
        Ok(())
    }

    /// Whether the plays among `events` are every card played in this deal.
    fn log_shows_every_play(&self, events: &[Event]) -> bool {
        let mut logged = Pile::EMPTY;
        for event in events {
            if let Event::Play { cards, .. } = *event {
                // A log of too many plays may wrap a count here; the replay refuses it anyway.
                logged.add(cards);
            }
        }
        logged == self.played
    }

    /// The legal moves of this player, if it is their turn (else none).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        if self.to_move != Some(self.player) {
            out.clear();
            return;
        }
        match self.phase {
            Phase::Exchange => {
                let limit = legal::exchange_limit(self.hand, self.stock_size);
                out.count_discards(self.hand, limit);
            }
            Phase::Play => {
                let compulsory = self.rules.compulsory_beating;
                legal::plays(self.hand, &self.trick, compulsory, out.plays_to_fill());
            }
            Phase::Over | Phase::Dealing => out.clear(),
        }
    }
}

/// Adds `cards` played by `seat` to `trick` as the rules do, after checking that the play can
/// come next: `seat` one of `seats` (the players in, of a table of `players`) and next in turn,
/// the trick not complete, a lead of one rank (jokers may join it), a follow of the lead's size.
pub(super) fn play_next(
    trick: &mut Trick,
    (seat, cards): (u8, Cards),
    seats: PlayerSet,
    players: u8,
    rules: &Rules,
) -> Result<PlayKind, String> {
    let in_turn = trick
        .plays
        .last()
        .is_none_or(|&(q, _)| seats.next_after(q.into(), players.into()) == usize::from(seat));
    if seat >= players || !seats.has(seat.into()) || !in_turn || trick.plays.len() >= seats.len() {
        return Err(format!("seat {seat} plays out of turn"));
    }
    match trick.plays.first() {
        None if !is_one_rank_with_jokers(cards) => return Err(format!("[{cards}] is no lead")),
        Some(&(_, lead)) if lead.len() != cards.len() => {
            return Err(format!(
                "[{cards}] follows [{lead}] with another number of cards"
            ))
        }
        _ => {}
    }
    Ok(trick.add(seat, cards, rules))
}

pub(super) fn impossible<T>(what: &str) -> Result<T, EngineError> {
    Err(not_possible(what))
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

impl crate::game::GameView for View {
    type Move = super::moves::Move;

    fn player(&self) -> usize {
        self.player.into()
    }

    fn to_move(&self) -> Option<usize> {
        self.to_move.map(usize::from)
    }

    fn legal_moves(&self) -> Vec<super::moves::Move> {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves.to_vec()
    }

    fn check(&self) -> Result<(), EngineError> {
        View::check(self)
    }
}
