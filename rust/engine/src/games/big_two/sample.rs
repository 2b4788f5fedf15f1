//! Drawing a legal move uniformly at random, for the random player of simulations: the same move
//! as listing the legal moves and taking the one at `rng.below(len)`, with the generator moved on
//! the same way, but without a new list each decision.
//!
//! - **A follow of a single** (most decisions of random play) is drawn from the hand's bits: the
//!   singles stronger than the last play, weakest first, then the pass, as the list has them;
//!   the `k`-th of them is the `k`-th bit above the last play's.
//! - **A lead** (not the first of a game) is drawn from the leads counted by kind
//!   ([`super::lead_count`]): a single, pair or triple found at its place without listing; a
//!   five-card hand taken from the five-card hands alone, listed into this thread's kept list.
//! - **Any other turn** is listed into the kept list and drawn from it.
//!
//! A faster path of listing and drawing (the trait's default), fenced by the test below that
//! both pick the same move with the generator in the same state after, over whole random games
//! of every preset and table size.

use std::cell::RefCell;

use crate::game::Game;
use crate::rng::Rng;

use super::lead_count::Leads;
use super::legal::{MoveList, Turn, MOVE_CAPACITY};
use super::moves::Move;
use super::order::Order;
use super::quick_list::five_card_leads;
use super::state::Match;
use crate::card::nth_bit;

thread_local! {
    /// The list the turns that are not a follow of a single are listed in, kept from one
    /// decision to the next.
    static KEPT: RefCell<MoveList> = RefCell::new(MoveList::with_capacity(MOVE_CAPACITY));
}

impl Match {
    /// A legal move of the player to move drawn uniformly at random: the move at
    /// `rng.below(len)` of the listed moves.
    pub(super) fn draw_move(&self, rng: &mut Rng) -> Move {
        match self.turn() {
            Some(turn) => match turn.last {
                Some(_) => self.draw_beat_of_single(turn, rng),
                None => self.draw_lead(turn, rng),
            }
            .unwrap_or_else(|| self.draw_listed(rng)),
            None => self.draw_listed(rng),
        }
    }

    /// A follow of a single drawn from the hand's bits; `None` (nothing drawn) for any other
    /// turn.
    fn draw_beat_of_single(&self, turn: Turn, rng: &mut Rng) -> Option<Move> {
        let last = turn.last?;
        // A single card of the deck: its strength is its one bit in strength space.
        if last.len() != 1 || last.0 >> 52 != 0 || turn.must_hold.is_some() {
            return None;
        }
        let order = Order::new(&self.rules);
        let beaten = order.to_strength(last).trailing_zeros();
        let hand = order.to_strength(self.hands[usize::from(self.to_move)]);
        let stronger = hand & !((2u64 << beaten) - 1);
        let plays = stronger.count_ones();
        let passes = u32::from(turn.may_pass || plays == 0);
        let k = rng.below(plays + passes);
        if k == plays {
            return Some(Move::PASS);
        }
        Some(Move::play(order.single_to_cards(nth_bit(stronger, k))))
    }

    /// A lead drawn from the leads counted by kind; `None` (nothing drawn) for the first lead
    /// of a game (it must hold the lowest card) and for a hand with no lead.
    fn draw_lead(&self, turn: Turn, rng: &mut Rng) -> Option<Move> {
        if turn.must_hold.is_some() || turn.may_pass {
            return None;
        }
        let order = Order::new(&self.rules);
        let hand = self.hands[usize::from(self.to_move)];
        let leads = Leads::of(order.to_strength(hand), &self.rules);
        if leads.len() == 0 {
            return None;
        }
        let k = rng.below(leads.len());
        if let Some(bits) = leads.small_at(k) {
            return Some(Move::play(order.to_cards(bits)));
        }
        let place = (k - leads.small()) as usize;
        let take = |hands: &mut MoveList| {
            five_card_leads(hand, &self.rules, hands);
            hands[place]
        };
        Some(KEPT.with(|kept| match kept.try_borrow_mut() {
            Ok(mut hands) => take(&mut hands),
            Err(_) => take(&mut MoveList::new()),
        }))
    }

    /// A move drawn from the listed moves, listed in this thread's kept list (in a new one when
    /// that is in use).
    fn draw_listed(&self, rng: &mut Rng) -> Move {
        let mut draw = |moves: &mut MoveList| {
            self.legal_moves(moves);
            moves[rng.below(moves.len() as u32) as usize]
        };
        KEPT.with(|kept| match kept.try_borrow_mut() {
            Ok(mut moves) => draw(&mut moves),
            Err(_) => draw(&mut MoveList::new()),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::games::big_two::rules::PRESETS;
    use crate::games::big_two::{Match, MoveList, Rules};
    use crate::options::GameRules;
    use crate::rng::Rng;

    #[test]
    fn a_drawn_move_is_the_listed_move_at_the_drawn_place() {
        let mut moves = MoveList::new();
        let mut decisions = 0;
        for preset in PRESETS {
            let rules = Rules::preset(preset).unwrap();
            for players in 2..=4 {
                for seed in 0..60 {
                    let mut game = Match::new_unlogged(players, rules, seed).unwrap();
                    let mut rng = Rng::derived(seed, 3);
                    while !game.is_over() {
                        let mut listed_rng = rng;
                        game.legal_moves(&mut moves);
                        let listed = moves[listed_rng.below(moves.len() as u32) as usize];
                        let drawn = game.draw_move(&mut rng);
                        assert_eq!(drawn, listed, "seed {seed}, {players} players, {preset}");
                        assert_eq!(rng, listed_rng, "the generator moved on the same way");
                        game.apply_unchecked(drawn);
                        decisions += 1;
                    }
                }
            }
        }
        assert!(decisions > 100_000, "only {decisions} decisions");
    }
}
