//! A new match, the deal (3.2) and the exchange before every later game (3.4).
//!
//! The dealer counts `hand_size` cards onto each of `piles` piles and every player takes a pile
//! at random: the same as dealing every player `hand_size` cards from the shuffled pack, the
//! rest (the piles nobody takes and the cards the piles leave over) out of play, unseen. The
//! first dealer is drawn from the match's seed; later games are dealt by the last Arsch.

use arrayvec::ArrayVec;

use crate::card::{Cards, Pile, JOKER, RANKS};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;
use crate::rng::Rng;

use super::event::Event;
use super::roles::pairs;
use super::rules::{Rules, JOKERS, MAX_PLAYERS, PACK_SIZE};
use super::state::{Exchanged, Match, Order, Phase};

/// The pack laid out as the deal draws from it: [`Rules::pack`] from the highest rank down,
/// the jokers first.
pub(super) const LAID_PACK: [u8; PACK_SIZE as usize] = laid_pack();

const fn laid_pack() -> [u8; PACK_SIZE as usize] {
    let mut out = [0u8; PACK_SIZE as usize];
    let mut at = 0;
    let mut rank = RANKS;
    while rank > 0 {
        rank -= 1;
        let count = if rank == JOKER as usize { JOKERS } else { 8 };
        let mut k = 0;
        while k < count {
            out[at] = rank as u8;
            at += 1;
            k += 1;
        }
    }
    out
}

impl Match {
    /// A new match: the first dealer is drawn and the first game dealt.
    pub fn new(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::with_logging(players, rules, seed, true)
    }

    /// A new match that keeps no event log (for rollouts and simulations).
    pub fn new_unlogged(players: usize, rules: Rules, seed: u64) -> Result<Match, EngineError> {
        Match::with_logging(players, rules, seed, false)
    }

    fn with_logging(
        players: usize,
        rules: Rules,
        seed: u64,
        logging: bool,
    ) -> Result<Match, EngineError> {
        rules.check_players(players)?;
        let mut m = Match {
            rules,
            players: players as u8,
            seed,
            rng: Rng::seeded(seed),
            phase: Phase::Dealing,
            game: 0,
            dealer: 0,
            seating: [0; MAX_PLAYERS],
            hands: [Cards::EMPTY; MAX_PLAYERS],
            played: [Cards::EMPTY; MAX_PLAYERS],
            out_of_play: Pile::EMPTY,
            exchanges: ArrayVec::new(),
            giving_back: 0,
            table: None,
            to_move: 0,
            lead_passes: 0,
            lead_passed: PlayerSet::default(),
            finished: Order::new(),
            // Room for every game's order: a game's end allocates nothing.
            orders: Vec::with_capacity(rules.games.into()),
            totals: [0; MAX_PLAYERS],
            log: Vec::new(),
            history: Vec::new(),
            logging,
            stops: false,
            written: false,
        };
        m.dealer = m.rng.below(players as u32) as u8;
        m.seat_left_of_dealer();
        m.start_game();
        Ok(m)
    }

    /// Seats the first game by index from the left of the dealer (3.2).
    pub(super) fn seat_left_of_dealer(&mut self) {
        let n = self.player_count();
        let dealer = usize::from(self.dealer);
        for (i, seat) in self.seating[..n].iter_mut().enumerate() {
            *seat = ((dealer + 1 + i) % n) as u8;
        }
    }

    /// Deals a game `next_deal` waits for; fails in any other phase.
    pub fn deal_next(&mut self) -> Result<(), EngineError> {
        if self.phase != Phase::Dealing {
            return Err(EngineError::IllegalMove(format!(
                "no game is waiting to be dealt: the match is in the {} phase",
                self.phase.name()
            )));
        }
        self.seat_by_roles();
        self.start_game();
        Ok(())
    }

    /// Seats the next game by the last game's finishing order; its last Arsch deals (3.4).
    pub(super) fn seat_by_roles(&mut self) {
        let n = self.player_count();
        if let Some(order) = self.orders.last() {
            self.seating[..n].copy_from_slice(order);
            self.dealer = order[n - 1];
        }
    }

    /// Deals the next game, makes its exchange, and gives the lead to the seating's first.
    pub(super) fn start_game(&mut self) {
        self.game += 1;
        self.phase = Phase::Play;
        self.table = None;
        self.lead_passes = 0;
        self.lead_passed = PlayerSet::default();
        self.finished.clear();
        self.played = [Cards::EMPTY; MAX_PLAYERS];
        self.deal();
        self.exchange_and_lead();
    }

    /// The exchange of the game just dealt (3.4), then the turn to the first Chef choosing what
    /// to give back (`chef_chooses`) or to the seating's first.
    pub(super) fn exchange_and_lead(&mut self) {
        self.exchange();
        self.to_move = match self.giving_back() {
            Some(pair) => pair.taker,
            None => self.seating[0],
        };
    }

    /// Every player a pile, from the leader round to the dealer (3.2).
    fn deal(&mut self) {
        let n = self.player_count();
        let size = self.rules.hand_size;
        let mut pack = LAID_PACK;
        let laid = pack.len();
        let mut next = 0;
        // Every card dealt: at most the pack's 8 of a rank, which a nibble holds.
        let mut dealt = Cards::EMPTY;
        // The generator drawn in a local, kept in registers while the cards are dealt.
        let mut rng = self.rng;
        for i in 0..n {
            let mut hand = Cards::EMPTY;
            for _ in 0..size {
                let pick = next + rng.below((laid - next) as u32) as usize;
                // Swapping the cards at `next` and `pick` (the place `next` is never read
                // again): the card at `pick` is dealt, the one at `next` takes its place.
                let card = pack[pick];
                pack[pick] = pack[next];
                hand = hand.plus(Cards::of(card, 1));
                next += 1;
            }
            self.hands[usize::from(self.seating[i])] = hand;
            dealt = dealt.plus(hand);
        }
        self.rng = rng;
        let mut rest = Rules::pack();
        rest.remove(dealt);
        self.out_of_play = rest;
        self.record_deal();
    }

    pub(super) fn record_deal(&mut self) {
        if !self.logging {
            return;
        }
        let seating = self.seating().to_vec();
        let hands = seating
            .iter()
            .map(|&p| (p, Some(self.hands[usize::from(p)])))
            .collect();
        let (game, dealer, hand_size) = (self.game, self.dealer, self.rules.hand_size);
        let out_of_play = self.out_of_play.len() as u8;
        self.record(|| Event::Deal {
            game,
            dealer,
            seating,
            hand_size,
            hands,
            out_of_play,
        });
    }

    /// The exchange before every game after the first (3.4): all pairs give from the hands as
    /// dealt, at once (each player is in one pair at most, so one pair after the other is the
    /// same). Under `chef_chooses` the Ärsche's best cards are set aside for their Chefs, and
    /// each Chef in turn, the first Chef first, chooses what to give back (`give_back.rs`).
    fn exchange(&mut self) {
        self.exchanges.clear();
        self.giving_back = 0;
        let Some(order) = self.orders.last().cloned() else {
            return;
        };
        for pair in pairs(&order) {
            let (giver, taker) = (usize::from(pair.giver), usize::from(pair.taker));
            let given = best(self.hands[giver], pair.count);
            if self.rules.chef_chooses {
                self.exchanges.push(Exchanged {
                    giver: pair.giver,
                    taker: pair.taker,
                    count: pair.count,
                    given,
                    returned: Cards::EMPTY,
                });
                self.giving_back += 1;
                continue;
            }
            let returned = worst(self.hands[taker], pair.count);
            self.hands[giver] = self.hands[giver].minus(given).plus(returned);
            self.hands[taker] = self.hands[taker].minus(returned).plus(given);
            self.exchanges.push(Exchanged {
                giver: pair.giver,
                taker: pair.taker,
                count: pair.count,
                given,
                returned,
            });
            self.record(|| Event::Exchange {
                giver: pair.giver,
                taker: pair.taker,
                count: pair.count,
                given: Some(given),
                returned: Some(returned),
            });
        }
    }
}

/// The `count` best cards of `hand`: the highest ranks, jokers best.
pub fn best(hand: Cards, count: u8) -> Cards {
    hand.minus(worst(hand, hand.len() - count))
}

/// The `count` worst cards of `hand`: the lowest ranks (rank by rank, as a hand may hold more
/// cards than [`Cards::lowest_n`] counts).
pub fn worst(hand: Cards, count: u8) -> Cards {
    let mut out = Cards::EMPTY;
    let mut left = count;
    for rank in 0..RANKS as u8 {
        let take = hand.count(rank).min(left);
        out = out.plus(Cards::of(rank, take));
        left -= take;
    }
    out
}
