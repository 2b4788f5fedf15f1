//! What a match and every player's view show alike, as Python values: the round on the table,
//! the roles and finishing order of the last game.

use zz_engine::games::arschloch::{Move as EngineMove, Round};

use crate::arschloch::moves::Move;
use crate::arschloch::result::role_names;
use crate::convert::seats;

/// The round on the table as (player, their play), the play to beat; None when the next
/// player leads.
pub fn table(round: Option<&Round>) -> Option<(u8, Move)> {
    round.map(|r| (r.last, Move::new(EngineMove::play(r.cards))))
}

/// The roles of the last game over, by player; None before the first game is over.
pub fn last_roles<O: AsRef<[u8]>>(orders: &[O]) -> Option<Vec<&'static str>> {
    orders.last().map(|o| role_names(o.as_ref()))
}

/// The finishing order of the last game over; None before the first game is over.
pub fn last_order<O: AsRef<[u8]>>(orders: &[O]) -> Option<Vec<usize>> {
    orders.last().map(|o| seats(o.as_ref()))
}

/// The finishing orders of the games over.
pub fn orders<O: AsRef<[u8]>>(orders: &[O]) -> Vec<Vec<usize>> {
    orders.iter().map(|o| seats(o.as_ref())).collect()
}
