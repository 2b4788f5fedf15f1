//! Each seat's points in each deal of a match, for a run that asks for them: the change in the
//! seat's total ([`Game::total`]) from the start of the deal to its end, recorded as the match
//! is played. Every game scores so that lower is better (the family's loss points, Big Two's
//! penalty points, Arschloch's finishing positions), and a total is the sum of its deals' points.

use crate::game::Game;

/// The points of a seat not dealt in (a family player out of the match), and of the rows after
/// a match's last deal where a run's arrays pad it. Never a deal's points: a family deal costs
/// at most 13 (a joker), a Big Two game at most 1,088, an Arschloch game at most 32 (the last
/// place at the largest table).
pub const NOT_DEALT: u16 = u16::MAX;

/// The most points (deals × seats, summed over a batch's matches) one batch records: 2**30,
/// 2 GiB. A family match lasts at most `players × (elimination - 1) / 2 + 1` deals (each deal
/// costs someone 2 points or more), up to about 16,000 at 32 players and elimination 1000; a
/// Big Two match at most its games, or its penalty limit plus one; an Arschloch match its games.
pub const MOST_POINTS: usize = 1 << 30;

/// The deals of one match as it is played: each closed deal's points, a row of seats a deal.
#[derive(Debug, Default)]
pub(super) struct DealPoints {
    /// The totals when the open deal began.
    before: Vec<u16>,
    /// Whether each seat was dealt into the open deal.
    dealt: Vec<bool>,
    /// The number of the open deal.
    deal: u16,
    /// The closed deals' points, `players` a deal.
    pub points: Vec<u16>,
}

impl DealPoints {
    /// Opens the first deal of `game`.
    pub fn start<G: Game>(game: &G) -> DealPoints {
        let mut d = DealPoints::default();
        d.open(game);
        d
    }

    /// Looks at `game` after a move: closes the deal that ended (a new one began, or the match
    /// is over) and opens the next.
    pub fn after_move<G: Game>(&mut self, game: &G) {
        let over = game.is_over();
        if over || game.deals() != self.deal {
            self.close(game);
            if !over {
                self.open(game);
            }
        }
    }

    fn open<G: Game>(&mut self, game: &G) {
        let n = game.players();
        self.before = (0..n).map(|p| game.total(p)).collect();
        self.dealt = (0..n).map(|p| game.dealt_in(p)).collect();
        self.deal = game.deals();
    }

    fn close<G: Game>(&mut self, game: &G) {
        for (p, (&before, &dealt)) in self.before.iter().zip(&self.dealt).enumerate() {
            let points = if dealt {
                game.total(p).saturating_sub(before)
            } else {
                NOT_DEALT
            };
            self.points.push(points);
        }
    }
}
