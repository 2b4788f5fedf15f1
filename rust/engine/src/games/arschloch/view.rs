//! A player's view: what that player may know and nothing else — their own hand, the public
//! record (plays, passes, cards left per player, who finished when, the roles and the seating),
//! and the exchange as they saw it (everyone sees who gave how many cards to whom; the two
//! players of a pair see the cards that went each way). Never another hand, the cards out of
//! play, the seed or the generator.

use serde::{Deserialize, Serialize};

use crate::card::joker::one_rank;
use crate::card::{Cards, Pile, ACE};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;
use crate::possible::not_possible;

use super::deal::{best, worst};
use super::event::Event;
use super::legal::can_lead;
use super::legal::Turn;
use super::listing;
use super::moves::{Move, MoveList};
use super::roles::pairs;
use super::rules::{Rules, MAX_PLAYERS, PACK_SIZE};
use super::state::{left_of, pending_pair, turn_of, Exchanged, Match, Phase, Round};

/// One pair of this game's exchange as the viewer saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExchangeSeen {
    /// The Arsch who gave their best cards.
    pub giver: u8,
    /// The Chef who gave their worst cards back.
    pub taker: u8,
    /// How many cards went each way.
    pub count: u8,
    /// The giver's best cards (seen by the two players of the pair only).
    pub given: Option<Cards>,
    /// The taker's worst cards (seen by the two players of the pair only).
    pub returned: Option<Cards>,
}

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
    /// The order of play of the current game, the leader first.
    pub seating: Vec<u8>,
    /// The player to move (`None` between games and at the end).
    pub to_move: Option<u8>,
    /// This player's hand.
    pub hand: Cards,
    /// The cards each player holds, by player.
    pub held: Vec<u8>,
    /// The cards each player played in this game, by player.
    pub played: Vec<Cards>,
    /// The number of cards out of play.
    pub out_of_play: u8,
    /// This game's exchange as this player saw it.
    pub exchanges: Vec<ExchangeSeen>,
    /// Under `chef_chooses`, the pairs of the exchange (the last ones) whose Chef has still to
    /// choose what to give back, the first of them the player to move; their `returned` is
    /// `None` for everyone (written only when not 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub giving_back: u8,
    /// The round on the table.
    pub table: Option<Round>,
    /// How many players in a row passed the lead.
    pub lead_passes: u8,
    /// The players who passed the lead in this game.
    pub lead_passed: PlayerSet,
    /// This game's finishing order so far.
    pub finished: Vec<u8>,
    /// The finishing orders of the games over.
    pub orders: Vec<Vec<u8>>,
    /// Each player's sum of finishing positions over the games over.
    pub totals: Vec<u16>,
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
        View {
            player: me,
            players: n as u8,
            rules: *m.rules(),
            phase: m.phase(),
            game: m.game_number(),
            dealer: m.dealer() as u8,
            seating: m.seating().to_vec(),
            to_move: m.to_move().map(|p| p as u8),
            hand: m.hand(player),
            held: (0..n).map(|p| m.hand(p).len()).collect(),
            played: (0..n).map(|p| m.played_by(p)).collect(),
            out_of_play: m.out_of_play().len() as u8,
            exchanges: m
                .exchanges()
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let sees = e.giver == me || e.taker == me;
                    let chosen = i + usize::from(m.pairs_giving_back()) < m.exchanges().len();
                    ExchangeSeen {
                        giver: e.giver,
                        taker: e.taker,
                        count: e.count,
                        given: sees.then_some(e.given),
                        returned: (sees && chosen).then_some(e.returned),
                    }
                })
                .collect(),
            giving_back: m.pairs_giving_back(),
            table: m.table().copied(),
            lead_passes: m.lead_passes(),
            lead_passed: m.lead_passed(),
            finished: m.finished().to_vec(),
            orders: m.finishing_orders().iter().map(|o| o.to_vec()).collect(),
            totals: m.totals().to_vec(),
            log: Vec::new(),
        }
    }

    /// The exchange as a match holds it: the cards this player did not see are left empty.
    pub fn exchanges_as_dealt(&self) -> arrayvec::ArrayVec<Exchanged, { MAX_PLAYERS / 2 }> {
        self.exchanges
            .iter()
            .map(|e| Exchanged {
                giver: e.giver,
                taker: e.taker,
                count: e.count,
                given: e.given.unwrap_or_default(),
                returned: e.returned.unwrap_or_default(),
            })
            .collect()
    }

    /// The players who still hold cards.
    pub fn holding(&self) -> PlayerSet {
        let mut set = PlayerSet::default();
        for (p, &n) in self.held.iter().enumerate() {
            if n > 0 {
                set.insert(p);
            }
        }
        set
    }

    /// The legal moves of this player, if it is their turn (else none).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        if self.phase != Phase::Play || self.to_move != Some(self.player) {
            return;
        }
        listing::moves(self.hand, self.turn(), self.rules.lead_jokers, out);
    }

    /// What the player to move may do (read in the play phase).
    pub fn turn(&self) -> Turn {
        match self.giving_back_pair() {
            Some(pair) => Turn::GiveBack { count: pair.count },
            None => turn_of(self.table, self.to_move.unwrap_or(self.player), || {
                usize::from(self.lead_passes) >= self.holding().len()
            }),
        }
    }

    /// The phase's name as a user reads it (see [`Match::phase_name`]).
    pub fn phase_name(&self) -> &'static str {
        match self.giving_back_pair() {
            Some(_) => "exchange",
            None => self.phase.name(),
        }
    }

    /// Under `chef_chooses`, the pair whose Chef chooses the cards to give back now.
    pub fn giving_back_pair(&self) -> Option<&ExchangeSeen> {
        pending_pair(&self.exchanges, self.giving_back)
    }

    /// The pairs of the exchange whose cards have changed hands (all but the ones whose Chef
    /// has still to choose).
    pub fn exchanged(&self) -> &[ExchangeSeen] {
        let done = self
            .exchanges
            .len()
            .saturating_sub(usize::from(self.giving_back));
        &self.exchanges[..done]
    }

    /// The player left of `p` who still holds cards.
    pub fn left_of(&self, p: u8) -> u8 {
        let holding = self.holding();
        left_of(&self.seating, |q| holding.has(q.into()), p)
    }

    /// The cards this player cannot see: the pack less their hand and every card played in
    /// this game; `None` when those are not all in the pack.
    pub fn unseen_cards(&self) -> Option<Pile> {
        self.played.iter().try_fold(
            Rules::pack().checked_minus(&Pile::of(self.hand))?,
            |left, &c| left.checked_minus(&Pile::of(c)),
        )
    }

    /// This player's hand as dealt: the hand now and their plays, less what the exchange gave
    /// them, plus what it took; `None` when those do not add up.
    pub fn dealt_hand(&self) -> Option<Cards> {
        let me = usize::from(self.player);
        let mut hand = Pile::of(self.hand);
        hand.add(*self.played.get(me)?);
        for e in self.exchanged() {
            let (took, gave) = match (e.giver == self.player, e.taker == self.player) {
                (true, _) => (e.returned?, e.given?),
                (_, true) => (e.given?, e.returned?),
                _ => continue,
            };
            hand = hand.checked_minus(&Pile::of(took))?;
            hand.add_pile(&Pile::of(gave));
        }
        Rules::pack().checked_minus(&hand)?;
        Cards::from_counts(&hand.0).ok()
    }

    /// Checks that a view (read from JSON, say) describes a possible position, field by field:
    /// the rules and the table; every seat named at the table and every per-player list one
    /// entry a player; the phase, the player to move, the finishing orders and totals
    /// consistent; the cards in sight all in the pack and the hidden places exactly the unseen
    /// cards; the round on the table, the passes of the lead and the exchange as the rules make
    /// them; and the log, when there is one, the current game's record that ends here.
    /// Everything that reads a view (legal moves, determinization, search) relies on these.
    pub fn check(&self) -> Result<(), EngineError> {
        self.rules.check_players(self.players.into())?;
        self.check_seats()?;
        self.check_standing()?;
        self.check_cards()?;
        self.check_turn()?;
        self.check_exchange()?;
        super::replay::check_log(self)
    }

    fn check_seats(&self) -> Result<(), EngineError> {
        let n = usize::from(self.players);
        let seat = |p: u8| usize::from(p) < n;
        if !seat(self.player) || !seat(self.dealer) || !self.to_move.is_none_or(seat) {
            return impossible("a seat outside the table");
        }
        let lengths = [self.held.len(), self.played.len(), self.totals.len()];
        if lengths.iter().any(|&l| l != n) {
            return impossible("per-player lists of the wrong length");
        }
        if !is_order(&self.seating, n) || self.seating[n - 1] != self.dealer {
            return impossible("a seating that is not the table with the dealer last");
        }
        if u64::from(self.lead_passed.0) >> n != 0 {
            return impossible("a player outside the table passed the lead");
        }
        let mut seen = PlayerSet::default();
        for &p in &self.finished {
            if !seat(p) || seen.has(p.into()) {
                return impossible("a finishing order that names a player twice or no player");
            }
            seen.insert(p.into());
        }
        if !self.orders.iter().all(|o| is_order(o, n)) {
            return impossible("a game's finishing order that is not the table");
        }
        Ok(())
    }

    /// The phase, the games, the orders and the totals, and the seating they make.
    fn check_standing(&self) -> Result<(), EngineError> {
        let n = usize::from(self.players);
        let done = self.phase != Phase::Play;
        if self.game == 0
            || self.game > self.rules.games
            || (self.phase == Phase::Over) != (done && self.game == self.rules.games)
            || done == self.to_move.is_some()
        {
            return impossible(&format!(
                "game {} of {} in the {} phase, {:?} to move",
                self.game,
                self.rules.games,
                self.phase.name(),
                self.to_move
            ));
        }
        if self.orders.len() != usize::from(self.game) - usize::from(!done)
            || (done && self.orders.last() != Some(&self.finished))
        {
            return impossible("the orders of the games over");
        }
        let mut totals = vec![0u16; n];
        for order in &self.orders {
            for (i, &p) in order.iter().enumerate() {
                totals[usize::from(p)] += i as u16 + 1;
            }
        }
        if totals != self.totals {
            return impossible("totals that are not the sums of the finishing positions");
        }
        let seated_by = usize::from(self.game)
            .checked_sub(2)
            .and_then(|g| self.orders.get(g));
        if seated_by.is_some_and(|o| *o != self.seating) {
            return impossible("a seating that is not the last game's finishing order");
        }
        Ok(())
    }

    /// Hands and plays make whole piles; the players out are the finishing order; the cards in
    /// sight are in the pack and the unseen ones fill the other hands and the cards out of play.
    fn check_cards(&self) -> Result<(), EngineError> {
        let n = usize::from(self.players);
        let size = self.rules.hand_size;
        if self.hand.len() != self.held[usize::from(self.player)] {
            return impossible("a hand of the wrong size");
        }
        for p in 0..n {
            if u16::from(self.held[p]) + u16::from(self.played[p].len()) != u16::from(size) {
                return impossible(&format!("player {p} holds and played other than a hand"));
            }
        }
        let holding = self.holding();
        let done = self.phase != Phase::Play;
        let out: Vec<u8> = (0..n as u8).filter(|&p| !holding.has(p.into())).collect();
        let mut sorted = self.finished.clone();
        sorted.sort_unstable();
        let order_fits = if done {
            holding.len() == 1 && holding.has(self.finished[n - 1].into())
        } else {
            sorted == out && holding.len() >= 2
        };
        if !order_fits {
            return impossible("the players out are not the finishing order");
        }
        if u32::from(self.out_of_play) != PACK_SIZE - n as u32 * u32::from(size) {
            return impossible("the wrong number of cards out of play");
        }
        if self.unseen_cards().is_none() {
            return impossible("cards in sight (hand, plays) that are not in the pack");
        }
        Ok(())
    }

    /// The player to move holds cards; the round on the table is a set below the ace of a
    /// player who holds cards; the passes of the lead fit the players in.
    fn check_turn(&self) -> Result<(), EngineError> {
        let holding = self.holding();
        if let Some(p) = self.to_move {
            if !holding.has(p.into()) {
                return impossible("a player to move without cards");
            }
        }
        if let Some(round) = self.table {
            let fits = self.phase == Phase::Play
                && usize::from(round.last) < usize::from(self.players)
                && holding.has(round.last.into())
                && one_rank(round.cards).is_some_and(|r| r < ACE)
                && round.cards.len() <= self.rules.hand_size
                && self.lead_passes == 0;
            if !fits {
                return impossible("a round on the table that the rules cannot leave there");
            }
        }
        if usize::from(self.lead_passes) > holding.len()
            || (self.lead_passes > 0 && self.phase != Phase::Play)
        {
            return impossible("more passes of the lead than players in");
        }
        let me = usize::from(self.player);
        if self.lead_passed.has(me) && can_lead(self.hand, self.rules.lead_jokers) {
            return impossible("this player passed the lead but can lead");
        }
        Ok(())
    }

    /// The exchange is the one the last game's order makes; the cards are shown to the pair's
    /// players only, and are this player's best or worst cards as dealt.
    fn check_exchange(&self) -> Result<(), EngineError> {
        let expected: Vec<(u8, u8, u8)> = usize::from(self.game)
            .checked_sub(2)
            .and_then(|g| self.orders.get(g))
            .map_or_else(Vec::new, |o| {
                pairs(o).map(|p| (p.giver, p.taker, p.count)).collect()
            });
        let actual: Vec<(u8, u8, u8)> = self
            .exchanges
            .iter()
            .map(|e| (e.giver, e.taker, e.count))
            .collect();
        if expected != actual {
            return impossible("an exchange that is not the one the last game's order makes");
        }
        self.check_giving_back()?;
        let chosen = self.exchanged().len();
        for (i, e) in self.exchanges.iter().enumerate() {
            let mine = e.giver == self.player || e.taker == self.player;
            let shown = [(e.given, mine), (e.returned, mine && i < chosen)];
            if shown
                .iter()
                .any(|&(c, sees)| c.is_some() != sees || c.is_some_and(|c| c.len() != e.count))
            {
                return impossible("an exchange's cards shown to the wrong player or miscounted");
            }
        }
        let Some(dealt) = self.dealt_hand() else {
            return impossible("a hand that the exchange and the plays cannot have come from");
        };
        for e in &self.exchanges {
            let fits = match (e.giver == self.player, e.taker == self.player) {
                (true, _) => e.given == Some(best(dealt, e.count)),
                (_, true) if self.rules.chef_chooses => {
                    e.returned.is_none_or(|c| dealt.contains(c))
                }
                (_, true) => e.returned == Some(worst(dealt, e.count)),
                _ => true,
            };
            if !fits || dealt.len() != self.rules.hand_size {
                return impossible("exchanged cards that are not this player's best or worst");
            }
        }
        Ok(())
    }
}

impl View {
    /// Chefs choose what they give back only under `chef_chooses`, before the game's first
    /// play, in the order of the pairs: the player to move is the Chef of the first pair
    /// still to choose.
    fn check_giving_back(&self) -> Result<(), EngineError> {
        let Some(pair) = self.giving_back_pair() else {
            return match usize::from(self.giving_back) > self.exchanges.len() {
                true => impossible("more pairs giving back than the exchange has"),
                false => Ok(()),
            };
        };
        let untouched = self.played.iter().all(|c| c.is_empty())
            && self.table.is_none()
            && self.lead_passes == 0
            && self.finished.is_empty();
        if !self.rules.chef_chooses
            || self.phase != Phase::Play
            || !untouched
            || self.to_move != Some(pair.taker)
        {
            return impossible("a Chef choosing what to give back where the rules have none");
        }
        Ok(())
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Whether `seats` names every player of a table of `n` once.
pub(super) fn is_order(seats: &[u8], n: usize) -> bool {
    let mut seen = PlayerSet::default();
    seats.len() == n
        && seats.iter().all(|&p| {
            let fresh = usize::from(p) < n && !seen.has(p.into());
            seen.insert(p.into());
            fresh
        })
}

pub(super) fn impossible<T>(what: &str) -> Result<T, EngineError> {
    Err(not_possible(what))
}

/// An event as `player` saw it: other hands and other pairs' exchanged cards hidden.
pub fn seen_by(event: &Event, player: u8) -> Event {
    match event {
        Event::Deal {
            game,
            dealer,
            seating,
            hand_size,
            hands,
            out_of_play,
        } => Event::Deal {
            game: *game,
            dealer: *dealer,
            seating: seating.clone(),
            hand_size: *hand_size,
            hands: hands
                .iter()
                .map(|&(p, h)| (p, if p == player { h } else { None }))
                .collect(),
            out_of_play: *out_of_play,
        },
        Event::Exchange {
            giver,
            taker,
            count,
            ..
        } if *giver != player && *taker != player => Event::Exchange {
            giver: *giver,
            taker: *taker,
            count: *count,
            given: None,
            returned: None,
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
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves.to_vec()
    }

    fn check(&self) -> Result<(), EngineError> {
        View::check(self)
    }
}
