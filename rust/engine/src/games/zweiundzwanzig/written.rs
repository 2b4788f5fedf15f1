//! Chance as written: a match of a record without a seed (a game played at a real table) takes
//! each random choice as the record gives it, at the point the match would make it, checked as
//! the deal would make it. A match made by [`Match::new_written`] waits before every deal; there
//! [`Match::deal_as`] deals the written hands (and takes the dealer, or the draw for the deal, as
//! written where chance picks the dealer); in the exchange [`Match::exchange_drawing`] draws the
//! written cards from the stock. A refusal says what is wrong and changes nothing.
//!
//! The one choice made before the record is read is the draw for the deal: the waiting match
//! has drawn its dealer from its seed (the draw ends its log), and `deal_as` puts the written
//! draw, or the written dealer alone, in its place, checked as a draw among the same seats.

use crate::card::{rank_name, Cards, Pile, RANKS};
use crate::error::EngineError;
use crate::game::MAX_PLAYERS;

use super::deal::deal_size;
use super::moves::Move;
use super::state::{Match, Phase};
use super::stock::Stock;
use super::written_draw::{DealerChoice, WrittenDraw};

fn refused(message: String) -> EngineError {
    EngineError::IllegalMove(message)
}

impl Match {
    /// Deals the deal waiting to be dealt as written: `dealer` deals; `hands` gives each seat in
    /// the match its hand (as dealt, any order of seats); `draws` gives the rounds of the draw for
    /// the deal where one picks the dealer (each round's (seat, rank) pairs; the dealer must be
    /// its winner), or `None` to take the dealer as written without its draw. Where the rules fix
    /// the dealer (the only loser deals) `dealer` must be that seat and `draws` empty. What
    /// follows from the hands is worked out as a deal would: the stock of the cards left, the
    /// exchange turns an empty stock takes, the log's deal event. Only a logged match waiting
    /// for its deal is dealt as written.
    pub fn deal_as(
        &mut self,
        dealer: u8,
        draws: Option<&[Vec<(u8, u8)>]>,
        hands: &[(u8, Cards)],
    ) -> Result<(), EngineError> {
        self.check_waiting()?;
        let draw = self.written_dealer(dealer, draws.filter(|d| !d.is_empty()))?;
        let (dealt, left, size) = self.written_hands(hands).map_err(refused)?;
        if let Some(draw) = draw {
            self.replace_draw(draw);
        }
        self.dealer = dealer;
        self.next_deal = 0;
        self.begin_deal(self.available_cards(), size);
        self.hands = dealt;
        self.stock = Stock::of(left);
        self.record_deal();
        self.open_exchange();
        Ok(())
    }

    /// The exchange of the player to move: discards `discarded` (a legal exchange) and draws
    /// `drawn` from the stock (as many cards, all in the stock) instead of cards drawn at random.
    pub fn exchange_drawing(&mut self, discarded: Cards, drawn: Cards) -> Result<(), EngineError> {
        let mv = Move::exchange(discarded);
        self.check(mv)?;
        let player = self.to_move;
        if drawn.len() != discarded.len() {
            return Err(refused(format!(
                "player {player} discards {} cards and so draws {}, not {}",
                discarded.len(),
                discarded.len(),
                drawn.len()
            )));
        }
        if let Some(rank) = missing_rank(self.stock.pile(), drawn) {
            return Err(refused(format!(
                "player {player} cannot draw [{drawn}]: the stock holds {} {}",
                self.stock.pile().count(rank),
                rank_name(rank)
            )));
        }
        if self.logging {
            self.history.push(mv);
        }
        self.stock.take(drawn);
        self.exchange_for(discarded, drawn);
        Ok(())
    }

    /// Refuses unless a logged match waits for its next deal.
    fn check_waiting(&self) -> Result<(), EngineError> {
        if self.phase != Phase::Dealing {
            return Err(refused(format!(
                "no deal is waiting to be dealt: the match is in the {} phase (deals are dealt as \
                 written only in a match that stops between deals)",
                self.phase.name()
            )));
        }
        if !self.logging {
            return Err(refused(
                "a match without a log is not dealt as written".into(),
            ));
        }
        Ok(())
    }

    /// Checks the written dealer (and draw) against how the rules choose the dealer; the draw to
    /// put in the log in place of the one made from the seed, where a draw chose the dealer.
    fn written_dealer(
        &self,
        dealer: u8,
        draws: Option<&[Vec<(u8, u8)>]>,
    ) -> Result<Option<WrittenDraw>, EngineError> {
        match self.dealer_choice() {
            DealerChoice::Fixed(fixed) if dealer != fixed || draws.is_some() => {
                Err(refused(format!(
                    "seat {fixed} deals deal {} as the only loser of the last showdown{}",
                    self.deal + 1,
                    if draws.is_some() {
                        ": nobody draws for the deal"
                    } else {
                        ""
                    }
                )))
            }
            DealerChoice::Fixed(_) => Ok(None),
            DealerChoice::Drawn {
                purpose,
                candidates,
                events,
            } => {
                let rounds = match draws {
                    Some(rounds) => {
                        let (winner, rounds) =
                            self.checked_draw(candidates, rounds).map_err(refused)?;
                        if winner != dealer {
                            return Err(refused(format!(
                                "the draw makes seat {winner} the dealer, not seat {dealer}"
                            )));
                        }
                        rounds
                    }
                    None if candidates.has(dealer as usize) => Vec::new(),
                    None => {
                        let seats: Vec<String> = candidates.iter().map(|s| s.to_string()).collect();
                        return Err(refused(format!(
                            "seat {dealer} cannot deal deal {}: the dealer is drawn among seats {}",
                            self.deal + 1,
                            seats.join(", ")
                        )));
                    }
                };
                Ok(Some(WrittenDraw {
                    events,
                    purpose,
                    rounds,
                }))
            }
        }
    }

    /// The written hands checked (each seat in the match dealt once, as many cards as the deal
    /// gives each, no more of a card than the deal holds): the hands by seat, the cards left for
    /// the stock, the hand size.
    fn written_hands(
        &self,
        hands: &[(u8, Cards)],
    ) -> Result<([Cards; MAX_PLAYERS], Pile, u8), String> {
        let avail = self.available_cards();
        let size = deal_size(self.next_deal, avail.len(), self.in_match.len() as u32);
        let mut dealt = [Cards::EMPTY; MAX_PLAYERS];
        let mut seen = crate::game::PlayerSet::default();
        let mut left = avail;
        for &(seat, cards) in hands {
            self.check_dealt_seat(seat, seen)?;
            seen.insert(seat as usize);
            if cards.len() != size {
                return Err(format!(
                    "seat {seat} is dealt {} cards: deal {} gives {size} each",
                    cards.len(),
                    self.deal + 1
                ));
            }
            if let Some(rank) = missing_rank(&left, cards) {
                return Err(format!(
                    "seat {seat} is dealt a {} too many: deal {} holds {} (a card dealt twice)",
                    rank_name(rank),
                    self.deal + 1,
                    avail.count(rank)
                ));
            }
            left.remove(cards);
            dealt[seat as usize] = cards;
        }
        if let Some(seat) = self.in_match.iter().find(|&s| !seen.has(s)) {
            return Err(format!("seat {seat} is in the match and is dealt no hand"));
        }
        Ok((dealt, left, size))
    }

    /// Refuses a seat that is not at the table, is out of the match, or was dealt already.
    fn check_dealt_seat(&self, seat: u8, seen: crate::game::PlayerSet) -> Result<(), String> {
        if seat >= self.players {
            return Err(format!(
                "seat {seat} is not at the table of {} players",
                self.players
            ));
        }
        if !self.in_match.has(seat as usize) {
            return Err(format!(
                "seat {seat} is out of the match and is dealt no hand"
            ));
        }
        if seen.has(seat as usize) {
            return Err(format!("seat {seat} is dealt two hands"));
        }
        Ok(())
    }
}

/// A rank of which `cards` holds more than `pile`, if any.
fn missing_rank(pile: &Pile, cards: Cards) -> Option<u8> {
    (0..RANKS as u8).find(|&r| cards.count(r) > pile.count(r))
}
