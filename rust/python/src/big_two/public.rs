//! What a match and every player's view show alike, as Python values: the round on the table,
//! the card dealt face up, the players who passed, the card the lead must hold.

use zz_engine::card::SuitedCard;
use zz_engine::game::PlayerSet;
use zz_engine::games::big_two::{Move as EngineMove, Round, Rules as EngineRules};

use crate::big_two::card::Card;
use crate::big_two::moves::Move;

/// The round on the table as (player, their play), the play to beat; None when the next
/// player leads.
pub fn table(round: Option<&Round>, rules: EngineRules) -> Option<(u8, Move)> {
    round.map(|r| (r.last, Move::new(EngineMove::play(r.cards), rules)))
}

/// The card dealt face up and who took it (three players), else None.
pub fn face_up(face_up: Option<(SuitedCard, u8)>) -> Option<(Card, u8)> {
    face_up.map(|(card, taker)| (Card::new(card), taker))
}

/// The players in a set, in seat order.
pub fn players(set: PlayerSet) -> Vec<usize> {
    set.iter().collect()
}

/// The card the next lead must contain, if any.
pub fn must_hold(card: Option<SuitedCard>) -> Option<Card> {
    card.map(Card::new)
}
