//! The streaming summary of a batch: counts that add up, so any split of the games into blocks,
//! threads or machines gives the same totals.

use crate::game::{Game, MAX_PLAYERS};

/// Counts over a set of finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games counted.
    pub games: u64,
    /// Per seat: games in which the seat won (alone or sharing the win).
    pub wins: Vec<u64>,
    /// Per seat: the sum of final totals.
    pub totals: Vec<u64>,
    /// Per seat: the sum of squared final totals (for the spread).
    pub totals_sq: Vec<u64>,
    /// Per seat: the sum of places.
    pub places: Vec<u64>,
    /// The sum of deals (or games) per match.
    pub deals: u64,
    /// The sum of squared deals per match.
    pub deals_sq: u64,
}

impl Tally {
    /// An empty tally for `players` seats.
    pub fn new(players: usize) -> Tally {
        Tally {
            wins: vec![0; players],
            totals: vec![0; players],
            totals_sq: vec![0; players],
            places: vec![0; players],
            ..Tally::default()
        }
    }

    /// Counts one finished game.
    pub fn add<G: Game>(&mut self, game: &G) {
        let mut places = [0u8; MAX_PLAYERS];
        let places = &mut places[..self.wins.len()];
        if !game.places_into(places) {
            return;
        }
        self.games += 1;
        for (p, &place) in places.iter().enumerate() {
            let t = u64::from(game.total(p));
            self.wins[p] += u64::from(place == 1);
            self.totals[p] += t;
            self.totals_sq[p] += t * t;
            self.places[p] += u64::from(place);
        }
        let d = u64::from(game.deals());
        self.deals += d;
        self.deals_sq += d * d;
    }

    /// Adds another tally of the same table.
    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        for (a, b) in [
            (&mut self.wins, &other.wins),
            (&mut self.totals, &other.totals),
            (&mut self.totals_sq, &other.totals_sq),
            (&mut self.places, &other.places),
        ] {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        self.deals += other.deals;
        self.deals_sq += other.deals_sq;
    }
}
