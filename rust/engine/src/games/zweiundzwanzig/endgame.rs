//! The family's exact endgames ([`crate::search::Endgame`]): a deal's last tricks solved with
//! every hand known. The exchange draws from the stock, so a deal's tricks can be solved only
//! once its exchange is over; from then on nothing is left to chance that changes what the deal
//! is worth (a tie at the showdown draws for the next dealer, which the value does not read).

use crate::card::Cards;
use crate::game::MAX_PLAYERS;
use crate::search::Endgame;

use super::state::{Match, Phase};

/// What tells two positions of one deal apart: what each seat holds, the trick on the table
/// (the play to beat, how many have played, who wins it so far, the stechen rank), who is to
/// move, and whether the deal is over. Once it is over the hands are shown and gone, and a
/// seat's word is its total instead: the totals, which the showdown alone changes within a
/// deal, then decide who is out and what the deal is worth. The rules, the seats in the match
/// and the totals before the showdown are the same for every position of one solve.
///
/// Only the table's seats are hashed and compared (a key holds room for the largest table).
#[derive(Clone, Copy, Debug)]
pub struct Key {
    /// Each seat's hand while the tricks go on; its total once the deal is over.
    seats: [u64; MAX_PLAYERS],
    /// The effective play to beat (none before the lead).
    reference: Cards,
    /// The small parts, packed: see [`Key::table`].
    table: u64,
    players: u8,
}

impl Key {
    /// The trick's plays so far, who wins it, its stechen rank, who is to move, the cards each
    /// held at the trick's start and whether the tricks go on, a byte each.
    fn table(m: &Match, playing: bool) -> u64 {
        let trick = &m.trick;
        u64::from(trick.plays.len() as u8)
            | u64::from(trick.winning) << 8
            | u64::from(trick.stechen_rank) << 16
            | u64::from(m.to_move) << 24
            | u64::from(m.hand_size) << 32
            | u64::from(playing) << 40
    }

    fn seats(&self) -> &[u64] {
        &self.seats[..usize::from(self.players)]
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.table == other.table
            && self.reference == other.reference
            && self.players == other.players
            && self.seats() == other.seats()
    }
}

impl Eq for Key {}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.table);
        state.write_u64(self.reference.0);
        for &word in self.seats() {
            state.write_u64(word);
        }
    }
}

impl Endgame for Match {
    type Key = Key;

    fn key(&self) -> Key {
        let playing = self.phase == Phase::Play;
        let mut seats = [0; MAX_PLAYERS];
        let n = self.player_count();
        if playing {
            for (word, hand) in seats[..n].iter_mut().zip(&self.hands) {
                *word = hand.0;
            }
        } else {
            for (word, &total) in seats[..n].iter_mut().zip(&self.totals) {
                *word = u64::from(total);
            }
        }
        Key {
            seats,
            reference: if playing {
                self.trick.reference
            } else {
                Cards::EMPTY
            },
            table: Key::table(self, playing),
            players: self.players,
        }
    }

    /// `None` in the exchange (the stock is still to draw from); the cards in the hands while
    /// the tricks go on; none once the deal is over.
    fn cards_left(&self) -> Option<usize> {
        match self.phase {
            Phase::Exchange => None,
            Phase::Play => Some(
                self.in_match
                    .iter()
                    .map(|p| usize::from(self.hands[p].few_len()))
                    .sum(),
            ),
            Phase::Over | Phase::Dealing => Some(0),
        }
    }
}

impl Match {
    /// Plays `deals` whole deals of a match that stops between deals with random moves, and
    /// deals the next: `false` when the match ends first. Where the endgame checks draw
    /// positions of later deals from (their totals, hand sizes and tables differ).
    pub fn random_deals(&mut self, deals: u16, rng: &mut crate::rng::Rng) -> bool {
        use crate::game::Game;
        for _ in 0..deals {
            while self.current_player().is_some() {
                let mv = self.random_move(rng);
                self.apply_unchecked(mv);
            }
            if self.deal_next().is_err() {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::rng::Rng;
    use crate::search::{check_positions, to_endgame};

    use super::super::{Match, Rules};

    /// A match of `players` under `rules` that stops between deals, played at random through
    /// `deals` whole deals first, then into the next deal until at most `cards` cards are left
    /// in the hands; `None` when it ends first.
    fn random_endgame(
        players: usize,
        rules: Rules,
        seed: u64,
        deals: u16,
        cards: usize,
    ) -> Option<Match> {
        let mut game = Match::start(players, rules, seed, false).ok()?;
        game.stop_between_deals(true);
        let mut rng = Rng::derived(seed, 11);
        (game.random_deals(deals, &mut rng) && to_endgame(&mut game, cards, &mut rng))
            .then_some(game)
    }

    /// The solver's values equal the brute force's, and its best line ends the deal with them,
    /// on random positions of two cards a player and up to four more, 2 to 8 players, every
    /// preset, in the first deal and later ones (at least 1,000 of the 1,500 seeds).
    #[test]
    fn solves_as_the_brute_force() {
        // The brute force keeps a list of moves on the stack at every depth.
        let deep = std::thread::Builder::new().stack_size(64 << 20);
        deep.spawn(check_random_positions).unwrap().join().unwrap();
    }

    fn check_random_positions() {
        let presets = [
            Rules::standard(),
            Rules::rasmussen(),
            Rules::sechsundzwanzig(),
        ];
        let positions = (0..1_500u64).filter_map(|seed| {
            let players = 2 + (seed % 7) as usize;
            let rules = presets[(seed / 7 % 3) as usize];
            let deals = (seed / 21 % 3) as u16;
            let cards = 2 * players + (seed % 5) as usize;
            random_endgame(players, rules, seed, deals, cards).map(|game| (seed, game))
        });
        let solved = check_positions(positions).unwrap_or_else(|e| panic!("{e}"));
        assert!(solved >= 1_000, "{solved} positions solved");
    }
}
