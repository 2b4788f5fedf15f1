//! Playing tricks (1.6): leads, follows, and the end of a trick.

use arrayvec::ArrayVec;

use crate::card::Cards;

use super::event::Event;
use super::legal;
use super::moves::Move;
use super::play::give_off;
use super::state::Match;

impl Match {
    /// The legal plays of the current player in the trick (1.6, 1.7, 1.10).
    pub fn legal_plays_into<const N: usize>(&self, out: &mut ArrayVec<Move, N>) {
        let hand = self.hands[self.to_move as usize];
        legal::plays(hand, &self.trick, self.rules.compulsory_beating, out);
    }

    /// Plays `cards` for the current player (checked by the caller).
    pub(super) fn play(&mut self, cards: Cards) {
        let player = self.to_move;
        self.hands[player as usize] = self.hands[player as usize].minus(cards);
        let kind = self.trick.add(player, cards, &self.rules);
        self.record(|| Event::Play {
            player,
            cards,
            kind,
        });
        if self.trick.plays.len() == self.in_match.len() {
            self.end_trick();
        } else {
            self.to_move = self.left_of(player);
        }
    }

    fn end_trick(&mut self) {
        let winner = self.trick.winning;
        self.hand_size -= self.trick.size();
        self.record(|| Event::Trick { winner });
        self.trick.clear();
        self.to_move = winner;
        if self.hand_size == 1 {
            self.showdown();
        }
    }

    /// Why `cards` is not a legal play here, for the error message.
    pub(super) fn why_not_playable(&self, cards: Cards) -> String {
        let hand = self.hands[self.to_move as usize];
        let who = format!("player {}", self.to_move);
        if !hand.contains(cards) {
            return format!("{who} does not hold [{cards}] (hand: [{hand}])");
        }
        if self.trick.is_empty() {
            return format!(
                "[{cards}] is not a legal lead for {who}: a lead is one rank (jokers may join a \
                 rank card) and keeps at least one card in hand (hand: [{hand}])"
            );
        }
        let k = self.trick.size();
        if cards.len() != k {
            return format!("[{cards}] has {} cards; this trick needs {k}", cards.len());
        }
        let lowest = give_off(hand, k);
        format!(
            "[{cards}] neither beats [{}] nor is the give-off [{lowest}] allowed here for {who}",
            self.trick.reference
        )
    }
}
