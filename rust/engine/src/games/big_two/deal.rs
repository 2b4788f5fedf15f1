//! A new match and the deal of every game (2.3, 2.4, 2.5): 13 cards each to four players, 17
//! each to three with the last card face up, 13 or 17 each to two with the rest out of play.

use crate::card::suited::DECK;
use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;
use crate::rng::Rng;

use super::event::Event;
use super::order::Order;
use super::rules::{Rules, MAX_PLAYERS};
use super::state::{Match, Phase};

/// The games' winners a new match makes room for at once, so that a match of up to this many
/// games records its winners without allocating during play (a longer one grows its list).
const WINNERS_KEPT: usize = 64;

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
            hands: [SuitedCards::EMPTY; MAX_PLAYERS],
            face_up: None,
            out_of_play: SuitedCards::EMPTY,
            table: None,
            to_move: 0,
            passed: PlayerSet::default(),
            must_hold: None,
            totals: [0; MAX_PLAYERS],
            game_winners: Vec::with_capacity(WINNERS_KEPT),
            log: Vec::new(),
            history: Vec::new(),
            logging,
            stops: false,
            written: false,
        };
        m.dealer = m.rng.below(players as u32) as u8;
        m.start_game();
        Ok(m)
    }

    /// Deals a game `next_deal` waits for; fails in any other phase.
    pub fn deal_next(&mut self) -> Result<(), EngineError> {
        if self.phase != Phase::Dealing {
            return Err(EngineError::IllegalMove(format!(
                "no game is waiting to be dealt: the match is in the {} phase",
                self.phase.name()
            )));
        }
        self.dealer = self.after(self.dealer);
        self.start_game();
        Ok(())
    }

    /// Deals the next game and gives the first lead: the holder of the lowest card dealt, who
    /// must play it; with `winner_leads`, after the first game, the last winner, freely.
    pub(super) fn start_game(&mut self) {
        self.game += 1;
        self.phase = Phase::Play;
        self.table = None;
        self.passed = PlayerSet::default();
        self.deal();
        self.give_first_lead();
    }

    /// The first lead of a dealt game: the holder of the lowest card dealt, who must play it;
    /// with `winner_leads`, after the first game, the last winner, freely.
    pub(super) fn give_first_lead(&mut self) {
        let lowest = lowest_in(self.dealt(), &self.rules);
        let holder = self.holder(lowest);
        match self.game_winners.last() {
            Some(&winner) if self.rules.winner_leads => {
                self.to_move = winner;
                self.must_hold = None;
            }
            _ => {
                self.to_move = holder;
                self.must_hold = Some(lowest);
            }
        }
    }

    /// Every card in a hand.
    pub(super) fn dealt(&self) -> SuitedCards {
        self.hands[..self.player_count()]
            .iter()
            .fold(SuitedCards::EMPTY, |all, h| all.plus(*h))
    }

    /// The player holding `card`.
    fn holder(&self, card: SuitedCard) -> u8 {
        (0..self.players)
            .find(|&p| self.hands[usize::from(p)].has(card))
            .unwrap_or(0)
    }

    /// The shuffled deck dealt round from the dealer's next: the cards each, then the face-up
    /// card (three players) or the rest out of play (two).
    fn deal(&mut self) {
        let n = self.player_count();
        let each = usize::from(self.rules.cards_each(n));
        let mut deck: [u8; DECK as usize] = std::array::from_fn(|i| i as u8);
        for i in 0..deck.len() - 1 {
            let j = i + self.rng.below(DECK - i as u32) as usize;
            deck.swap(i, j);
        }
        let cards = |dealt: &[u8]| {
            dealt.iter().fold(SuitedCards::EMPTY, |s, &c| {
                s.plus(SuitedCards::of(SuitedCard(c)))
            })
        };
        // `each` cards in a row to each seat, from the one after the dealer.
        let mut seat = self.after(self.dealer);
        self.hands = [SuitedCards::EMPTY; MAX_PLAYERS];
        for hand in deck[..each * n].chunks_exact(each.max(1)) {
            self.hands[usize::from(seat)] = cards(hand);
            seat = self.after(seat);
        }
        let rest = cards(&deck[each * n..]);
        self.face_up = None;
        self.out_of_play = SuitedCards::EMPTY;
        if n == 3 {
            self.give_face_up(rest);
        } else {
            self.out_of_play = rest;
        }
        self.record_deal();
    }

    /// Three players: the card left over goes face up to the holder of the lowest card; when
    /// it is the lowest card itself, to the holder of the next lowest card.
    pub(super) fn give_face_up(&mut self, rest: SuitedCards) {
        let Some(card) = rest.iter().next() else {
            return;
        };
        let dealt = self.dealt();
        let lowest = lowest_in(dealt.plus(rest), &self.rules);
        let taker = if card == lowest {
            self.holder(lowest_in(dealt, &self.rules))
        } else {
            self.holder(lowest)
        };
        let at = usize::from(taker);
        self.hands[at] = self.hands[at].plus(rest);
        self.face_up = Some((card, taker));
    }

    pub(super) fn record_deal(&mut self) {
        if !self.logging {
            return;
        }
        let hands = (0..self.players)
            .map(|p| (p, Some(self.hands[usize::from(p)])))
            .collect();
        let (game, dealer, face_up) = (self.game, self.dealer, self.face_up);
        let out_of_play = self.out_of_play.len() as u8;
        self.record(|| Event::Deal {
            game,
            dealer,
            hands,
            face_up,
            out_of_play,
        });
    }
}

/// The lowest card of `cards` under `rules` (the first lead holds it): the lowest bit of the
/// cards in strength space, turned back into its card; the card 0 when there is none.
pub(super) fn lowest_in(cards: SuitedCards, rules: &Rules) -> SuitedCard {
    let order = Order::new(rules);
    let bits = order.to_strength(cards);
    if bits == 0 {
        return SuitedCard(0);
    }
    let card = order.single_to_cards(bits & bits.wrapping_neg());
    SuitedCard(card.0.trailing_zeros() as u8)
}

/// The lowest card as [`lowest_in`] finds it, by the plain search of every card's strength: the
/// reference the faster one is checked against.
#[cfg(test)]
fn lowest_by_strength(cards: SuitedCards, rules: &Rules) -> SuitedCard {
    cards
        .iter()
        .min_by_key(|&c| super::order::strength(c, rules))
        .unwrap_or(SuitedCard(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::big_two::rules::SuitOrder;

    #[test]
    fn the_lowest_card_is_the_one_of_lowest_strength() {
        let mut rng = Rng::seeded(9);
        for suit_order in [
            SuitOrder::Standard,
            SuitOrder::Bridge,
            SuitOrder::Philippines,
        ] {
            let rules = Rules {
                suit_order,
                ..Rules::standard()
            };
            for _ in 0..20_000 {
                let bits = rng.next_u64() & rng.next_u64() & (SuitedCards::DECK.0);
                let cards = SuitedCards(bits >> rng.below(8));
                assert_eq!(lowest_in(cards, &rules), lowest_by_strength(cards, &rules));
            }
            assert_eq!(lowest_in(SuitedCards::EMPTY, &rules), SuitedCard(0));
        }
    }
}
