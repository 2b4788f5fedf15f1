//! Cards: the encodings the engine's games use, and which game uses which.
//!
//! | encoding | what it is | used by |
//! | --- | --- | --- |
//! | a rank, `u8` ([`rank`]) | `0` the 2 … `12` the ace, [`JOKER`] `13` above it | every game |
//! | [`Cards`] ([`counts`]) | a multiset of ranks, four bits a rank in a `u64`, at most 15 cards | hands, plays and discards of the Zweiundzwanzig family and Arschloch, whose cards are their ranks |
//! | [`Pile`] ([`pile`]) | any number of cards, a byte a rank | decks, stocks, cards out of play, loss cards, unused piles |
//! | [`SuitedCards`] ([`suited`]) | a set of distinct cards of one deck, a bit a card (rank and suit), with a cheap path to its [`Cards`] | hands and plays of Big Two, whose cards keep their suits |
//!
//! A suit is parsed and shown ([`rank::split_suit`], [`SUIT_SYMBOLS`]) where the player writes
//! one, and dropped by the games where suits play no role. What a joker counts as is written once
//! in [`joker`], for both games that have jokers.

pub mod bits;
pub mod counts;
pub mod joker;
pub mod pile;
pub mod rank;
pub mod suited;

pub use bits::nth_bit;
pub use counts::{nibbles_at_least, Cards};
pub use pile::Pile;
pub use rank::{
    parse_rank, parse_suit, rank_name, split_suit, tokens, ACE, JOKER, RANKS, SUIT_SYMBOLS,
};
pub use suited::{SuitedCard, SuitedCards};

#[cfg(test)]
mod tests;

/// `1 card`, `2 cards`: a number of cards in words, for messages.
pub fn cards_in_words(n: impl Into<u32>) -> String {
    match n.into() {
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}
