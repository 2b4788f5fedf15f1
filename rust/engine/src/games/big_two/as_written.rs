//! A game dealt as written (a record of a game played at a real table, without a seed): at the
//! start of a game, before its first move, the hands the shuffle dealt are replaced by the hands
//! as written, checked as the deal would make them (2.3, 2.5): as many hands as players, each of
//! the size the rules deal, no card twice. What follows from the hands is worked out again by the
//! rules: the face-up card (three players: the card no hand holds) and its taker, the cards out
//! of play (two players), the first lead, and the log's deal event.
//!
//! Only the first game's dealer is drawn; later ones follow from it, so a later game's dealer as
//! written must be the one the rules give.

use crate::card::SuitedCards;
use crate::error::EngineError;

use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};

impl Match {
    /// The current game dealt by `dealer` with `hands` (one a seat, as dealt: the face-up card
    /// of three players is the card no hand holds, given to its taker by the rules), instead of
    /// what the shuffle dealt. Only before the game's first move; refused with the reason, the
    /// match unchanged, when the time, the dealer or a hand is not what a deal makes.
    pub fn deal_as(&mut self, dealer: u8, hands: &[SuitedCards]) -> Result<(), EngineError> {
        self.check_game_unplayed()?;
        self.check_dealer_as_written(dealer)?;
        self.check_hands_as_written(hands)?;
        self.dealer = dealer;
        self.hands = [SuitedCards::EMPTY; MAX_PLAYERS];
        self.hands[..hands.len()].copy_from_slice(hands);
        let rest = SuitedCards::DECK.minus(self.dealt());
        self.face_up = None;
        self.out_of_play = SuitedCards::EMPTY;
        if self.player_count() == 3 {
            self.give_face_up(rest);
        } else {
            self.out_of_play = rest;
        }
        self.give_first_lead();
        self.forget_shuffled_deal();
        self.record_deal();
        self.written = true;
        Ok(())
    }

    /// Whether a game of the match was dealt as written ([`Match::deal_as`]): its seed does not
    /// replay it, and its JSON record does not read back.
    pub fn dealt_as_written(&self) -> bool {
        self.written
    }

    /// A game is being played and nobody has moved in it: no card has left a hand.
    fn check_game_unplayed(&self) -> Result<(), EngineError> {
        let n = self.player_count();
        let full = u32::from(self.rules.cards_each(n)) * n as u32 + u32::from(n == 3);
        let held: u32 = self.hands[..n].iter().map(|h| h.len()).sum();
        if self.phase != Phase::Play || self.table.is_some() || held != full {
            return Err(EngineError::IllegalMove(format!(
                "a game is dealt as written only before its first move: game {} is {}",
                self.game,
                match self.phase {
                    Phase::Play => "under way",
                    Phase::Dealing => "over, the next not dealt",
                    Phase::Over => "over, and the match with it",
                }
            )));
        }
        Ok(())
    }

    /// The first game's dealer is any seat (drawn); a later game's is the rules' (the next
    /// player after the last dealer).
    fn check_dealer_as_written(&self, dealer: u8) -> Result<(), EngineError> {
        if dealer >= self.players {
            return Err(EngineError::State(format!(
                "the dealer {dealer} is no seat at a table of {}",
                self.players
            )));
        }
        if self.game > 1 && dealer != self.dealer {
            return Err(EngineError::State(format!(
                "game {} is dealt by seat {} (the next after the last dealer), not {dealer}",
                self.game, self.dealer
            )));
        }
        Ok(())
    }

    /// One hand a seat, each the size the rules deal, no card in two hands.
    fn check_hands_as_written(&self, hands: &[SuitedCards]) -> Result<(), EngineError> {
        let n = self.player_count();
        if hands.len() != n {
            return Err(EngineError::State(format!(
                "{} hands for {n} players: a deal gives one a seat",
                hands.len()
            )));
        }
        let each = u32::from(self.rules.cards_each(n));
        let mut seen = SuitedCards::EMPTY;
        for (p, &hand) in hands.iter().enumerate() {
            check_in_deck(p, hand)?;
            if let Some(card) = SuitedCards(seen.0 & hand.0).iter().next() {
                return Err(EngineError::Card(format!(
                    "{card} is dealt twice: seat {p}'s hand holds it, and an earlier one"
                )));
            }
            if hand.len() != each {
                return Err(EngineError::State(format!(
                    "seat {p}'s hand is {} cards: {n} players are dealt {each} each",
                    hand.len()
                )));
            }
            seen = seen.plus(hand);
        }
        Ok(())
    }

    /// The deal event of the shuffle the written hands replace (the log's last event, the game
    /// being unplayed).
    fn forget_shuffled_deal(&mut self) {
        if matches!(self.log.last(), Some(super::event::Event::Deal { .. })) {
            self.log.pop();
        }
    }
}

/// A hand holds only cards of the deck.
fn check_in_deck(p: usize, hand: SuitedCards) -> Result<(), EngineError> {
    if !SuitedCards::DECK.contains(hand) {
        return Err(EngineError::Card(format!(
            "seat {p}'s hand holds a card that is not in the deck"
        )));
    }
    Ok(())
}
