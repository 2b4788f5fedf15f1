//! The cards in sight of a described position are all in the deck (1.1, 1.4): the hand, the
//! discards, the cards played, the loss cards lying out. Counted per rank in `u32`, so that no
//! description, however many seats and cards it names, can overflow a pile's byte per rank.

use crate::card::{rank_name, Cards, Pile, RANKS};
use crate::error::EngineError;

use super::super::rules::LossCards;
use super::tricks::Plays;
use super::{bad, Table};

/// Cards counted per rank without a limit.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Tally([u32; RANKS]);

impl Tally {
    /// Counts the cards of a multiset.
    pub fn add_cards(&mut self, cards: Cards) {
        for (r, count) in self.0.iter_mut().enumerate() {
            *count += u32::from(cards.count(r as u8));
        }
    }

    /// Counts the cards of a pile.
    pub fn add_pile(&mut self, pile: &Pile) {
        for (count, &n) in self.0.iter_mut().zip(&pile.0) {
            *count += u32::from(n);
        }
    }

    /// The first rank with more cards than `deck` holds, with its count.
    fn beyond(&self, deck: &Pile) -> Option<(u8, u32)> {
        (0..RANKS as u8)
            .find(|&r| self.0[r as usize] > u32::from(deck.count(r)))
            .map(|r| (r, self.0[r as usize]))
    }

    /// The counts as a pile, when no rank holds more than 255 cards.
    fn pile(&self) -> Option<Pile> {
        let mut pile = Pile::EMPTY;
        for (slot, &count) in pile.0.iter_mut().zip(&self.0) {
            *slot = u8::try_from(count).ok()?;
        }
        Some(pile)
    }
}

/// Checks that every card in sight is in the deck, and gives the cards played to tricks in this
/// deal (the earlier tricks and the trick so far).
pub(super) fn cards_exist(
    t: &Table,
    plays: &Plays,
    loss_cards: &[Pile],
) -> Result<Pile, EngineError> {
    let deck = t.rules.deck(t.n);
    let mut played = plays.earlier_cards;
    for &(_, cards) in &plays.current.plays {
        played.add_cards(cards);
    }
    let mut seen = played;
    seen.add_cards(t.d.hand);
    seen.add_cards(t.d.discards);
    if t.rules.loss_cards == LossCards::Kept {
        for p in t.in_match.iter() {
            seen.add_pile(&loss_cards[p]);
        }
    }
    for p in (0..t.n).filter(|&p| !t.in_match.has(p)) {
        let mut own = Tally::default();
        own.add_pile(&loss_cards[p]);
        if let Some((rank, count)) = own.beyond(&deck) {
            return bad(format!(
                "seat {p}'s loss cards hold {count} cards {}, the deck has {}",
                rank_name(rank),
                deck.count(rank)
            ));
        }
    }
    if let Some((rank, count)) = seen.beyond(&deck) {
        return bad(format!(
            "{count} cards {} in sight (hand, discards, tricks, loss cards), the deck has {}",
            rank_name(rank),
            deck.count(rank)
        ));
    }
    // Within the deck, so within a pile.
    played
        .pile()
        .map_or_else(|| bad("more cards played than a pile can count".into()), Ok)
}
