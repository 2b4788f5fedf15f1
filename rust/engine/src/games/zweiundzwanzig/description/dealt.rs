//! The cards dealt in a described deal (1.4): the player's hand and the cards they played are
//! what they were dealt, and that must be a size the rules deal. The first deal gives
//! `first_deal` cards each; a later deal gives the value of the last loss card (2-11, 13 for a
//! joker), which under `loss_cards = kept` lies in front of the dealer (the loser deals, 1.9)
//! while the dealer is in. Either is capped at what everyone can get from the cards of the deal.

use crate::card::{Pile, RANKS};
use crate::error::EngineError;

use super::super::deal::{cards_of_deal, deal_size};
use super::super::rules::{LossCards, Rules, MAX_HAND};
use super::losses::Deal;
use super::{bad, Table};

/// What was dealt.
#[derive(Clone, Copy, Debug)]
pub(super) struct Dealt {
    /// The cards each player got.
    pub size: u32,
    /// The cards the deal left in the stock, before the exchange.
    pub stock: u32,
}

impl Dealt {
    /// The deal of `t`'s description, whose players played `per_player` cards each in earlier
    /// tricks, checked against the sizes the rules can deal.
    pub fn of(
        t: &Table,
        loss_cards: &[Pile],
        per_player: u32,
        deal: &Deal,
    ) -> Result<Dealt, EngineError> {
        let hand = u32::from(t.d.hand.len());
        let size = hand + per_player;
        let held = format!(
            "the player holds {hand} cards and played {per_player} in earlier tricks, so was \
             dealt {size}"
        );
        if size > u32::from(MAX_HAND) {
            return bad(format!("{held}; no deal gives more than {MAX_HAND}"));
        }
        let Some(cards) = cards_of_deal(&t.rules, t.n, t.in_match, loss_cards) else {
            return bad("the loss cards lying out are not all in the deck".into());
        };
        let (avail, players_in) = (cards.len(), t.players_in());
        let (sizes, rule) = possible_sizes(t, loss_cards, deal, avail);
        if !sizes.contains(&(size as u8)) {
            return bad(format!("{held}; {rule}"));
        }
        Ok(Dealt {
            size,
            stock: avail - size * players_in,
        })
    }
}

/// The sizes this deal can have, from fewest, and the rule that gives them.
fn possible_sizes(t: &Table, loss_cards: &[Pile], deal: &Deal, avail: u32) -> (Vec<u8>, String) {
    let players_in = t.players_in();
    let size = |target: u8| deal_size(target, avail, players_in);
    if deal.first {
        let (wanted, got) = (t.rules.first_deal, size(t.rules.first_deal));
        let short = if got < wanted {
            format!(" (not {wanted}: {avail} cards give {players_in} players {got} each)")
        } else {
            String::new()
        };
        return (
            vec![got],
            format!("the first deal gives {got} cards each{short}"),
        );
    }
    let dealer = t.d.dealer as usize;
    let kept = t.rules.loss_cards == LossCards::Kept && t.in_match.has(dealer);
    let ranks = if kept {
        loss_cards[dealer]
    } else {
        t.rules.deck(t.n)
    };
    let mut sizes: Vec<u8> = (0..RANKS as u8)
        .filter(|&r| ranks.count(r) > 0)
        .map(|r| size(Rules::value(r)))
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    let each = format!("{} cards each", either(&sizes));
    let short =
        (0..RANKS as u8).any(|r| ranks.count(r) > 0 && size(Rules::value(r)) < Rules::value(r));
    let capped = if short {
        format!(" ({avail} cards for {players_in} players)")
    } else {
        String::new()
    };
    let rule = if kept {
        format!(
            "the dealer, seat {dealer}, lost the last showdown with one of its loss cards \
             [{}], and a later deal gives as many cards as the loss card is worth: {each} here\
             {capped}",
            loss_cards[dealer]
        )
    } else {
        format!(
            "a later deal gives as many cards as the last loss card is worth: {each} here{capped}"
        )
    };
    (sizes, rule)
}

/// `2, 3 or 4`.
fn either(sizes: &[u8]) -> String {
    let names: Vec<String> = sizes.iter().map(u8::to_string).collect();
    match names.split_last() {
        None => "no".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}
