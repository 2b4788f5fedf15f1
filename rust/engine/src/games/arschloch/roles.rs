//! Roles by finishing order, the exchange's pairs, and the places of a match (3.4).

use serde::{Deserialize, Serialize};

/// A player's role after a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// One of the first `floor(n / 2)` players out (first Chef, second Chef, …).
    Chef,
    /// The middle player of an odd table.
    Neutral,
    /// One of the last `floor(n / 2)` players out; the last one out is the last Arsch.
    Arsch,
}

impl Role {
    /// The role's name: `"chef"`, `"neutral"` or `"arsch"`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Chef => "chef",
            Role::Neutral => "neutral",
            Role::Arsch => "arsch",
        }
    }

    /// The role of finishing position `position` (1 = first out) at a table of `players`.
    pub fn of(position: usize, players: usize) -> Role {
        let chefs = players / 2;
        if position <= chefs {
            Role::Chef
        } else if position > players - chefs {
            Role::Arsch
        } else {
            Role::Neutral
        }
    }
}

/// The roles of a finishing order, by player.
pub fn roles(order: &[u8]) -> Vec<Role> {
    let n = order.len();
    let mut by_player = vec![Role::Neutral; n];
    for (i, &p) in order.iter().enumerate() {
        if let Some(role) = by_player.get_mut(usize::from(p)) {
            *role = Role::of(i + 1, n);
        }
    }
    by_player
}

/// One pair of the exchange before a game: the Arsch at `giver` gives their `count` best cards
/// to the Chef at `taker` and receives the Chef's `count` worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The Arsch who gives their best cards.
    pub giver: u8,
    /// The Chef who gives their worst cards back.
    pub taker: u8,
    /// How many cards each gives.
    pub count: u8,
}

/// The exchange's pairs after a game of finishing order `order` (3.4): the last Arsch with the
/// first Chef (`floor(n / 2)` cards), the second-to-last Arsch with the second Chef (one fewer),
/// and so on; the Neutral exchanges nothing.
pub fn pairs(order: &[u8]) -> impl Iterator<Item = Pair> + '_ {
    let n = order.len();
    let chefs = n / 2;
    (0..chefs).map(move |i| Pair {
        giver: order[n - 1 - i],
        taker: order[i],
        count: (chefs - i) as u8,
    })
}

/// Places by total, the lowest total first; tied totals share a place (1, 2, 2, 4).
pub fn places(totals: &[u16]) -> Vec<u8> {
    crate::game::Outcome::by_lowest_total(totals).places
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eleven_players_make_five_chefs_a_neutral_and_five_arsche() {
        let roles: Vec<Role> = (1..=11).map(|p| Role::of(p, 11)).collect();
        assert_eq!(roles[..5], [Role::Chef; 5]);
        assert_eq!(roles[5], Role::Neutral);
        assert_eq!(roles[6..], [Role::Arsch; 5]);
        let ten: Vec<Role> = (1..=10).map(|p| Role::of(p, 10)).collect();
        assert!(!ten.contains(&Role::Neutral));
    }

    #[test]
    fn the_last_arsch_gives_the_most_to_the_first_chef() {
        let order = [4, 2, 0, 1, 3];
        let got: Vec<(u8, u8, u8)> = pairs(&order).map(|p| (p.giver, p.taker, p.count)).collect();
        assert_eq!(got, [(3, 4, 2), (1, 2, 1)]);
    }

    #[test]
    fn tied_totals_share_a_place() {
        assert_eq!(places(&[5, 3, 5, 9]), [2, 1, 2, 4]);
    }
}
