//! What every game of the engine implements, so that search and simulation are written once.
//!
//! A game's rules are an immutable value; its state is mutable and owns its random number generator
//! (seeded explicitly, never global), so a state together with a sequence of moves always leads to
//! the same states. Chance events (shuffles, draws) happen inside `apply` from that generator.

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::moves::Moves;
use crate::options::GameRules;
use crate::rng::Rng;

/// The most players any game of the engine seats.
pub const MAX_PLAYERS: usize = 32;
/// The fewest players any game of the engine seats: no game is played alone.
pub const MIN_PLAYERS: usize = 2;

/// A set of seats, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct PlayerSet(pub u32);

impl PlayerSet {
    /// The first `n` seats.
    pub fn first(n: usize) -> PlayerSet {
        PlayerSet(if n >= 32 { u32::MAX } else { (1u32 << n) - 1 })
    }

    /// Whether `p` is in the set (never a seat past the largest table).
    #[inline]
    pub fn has(self, p: usize) -> bool {
        p < MAX_PLAYERS && self.0 >> p & 1 == 1
    }

    /// Adds `p` (a seat past the largest table is no seat: nothing changes).
    #[inline]
    pub fn insert(&mut self, p: usize) {
        if p < MAX_PLAYERS {
            self.0 |= 1 << p;
        }
    }

    /// Removes `p`.
    #[inline]
    pub fn remove(&mut self, p: usize) {
        if p < MAX_PLAYERS {
            self.0 &= !(1 << p);
        }
    }

    /// How many seats.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in increasing order (one step per seat in the set, not per seat at the table).
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let p = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                p
            })
        })
    }

    /// The next seat after `p` in the set, going round a table of `n` seats (may be `p` itself;
    /// `p` when no seat of the table is in the set): the lowest seat above `p`, else the lowest
    /// seat. No loop: the seat to play next is looked up on every move.
    #[inline]
    pub fn next_after(self, p: usize, n: usize) -> usize {
        debug_assert!(p < n && n <= MAX_PLAYERS);
        let seats = u64::from(self.0) & ((1u64 << n) - 1);
        let above = seats & !((2u64 << p) - 1);
        let next = if above != 0 { above } else { seats };
        if next == 0 {
            p
        } else {
            next.trailing_zeros() as usize
        }
    }
}

/// How a finished game or match ended for every seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winners (several when the win is shared).
    pub winners: PlayerSet,
    /// Each seat's place, 1 = won; seats that share a place share the number.
    pub places: Vec<u8>,
}

impl Outcome {
    /// The outcome of a match won by the lowest total: competition places by total (tied totals
    /// share a place and the next is skipped: 1, 2, 2, 4), the players placed first winning.
    pub fn by_lowest_total<T: PartialOrd>(totals: &[T]) -> Outcome {
        let places: Vec<u8> = totals
            .iter()
            .map(|t| 1 + totals.iter().filter(|&u| u < t).count() as u8)
            .collect();
        let mut winners = PlayerSet::default();
        for (p, &place) in places.iter().enumerate() {
            if place == 1 {
                winners.insert(p);
            }
        }
        Outcome { winners, places }
    }
}

/// A game state that search, simulation and the shared machinery (records, policies, the
/// random-play invariants) drive: a whole match of one game, from its first deal to its end.
///
/// A match moves on by its players' moves and by chance: shuffles and draws happen inside
/// `apply` from the match's own generator. Between two deals (a Big Two or Arschloch game is one deal) lies a
/// chance step; a match made to stop there ([`Game::stop_between_deals`]) waits with nobody to
/// move until [`Game::next_deal`] deals, which search uses to play out to the end of a deal and
/// no further. Every match starts and stays dealing on at once unless told otherwise.
pub trait Game: Clone + PartialEq + Serialize + DeserializeOwned {
    /// The rule set: presets and options.
    type Rules: GameRules + Serialize + DeserializeOwned;
    /// A move: small and copyable.
    type Move: Copy + Eq + Hash + Debug + std::fmt::Display + Serialize + DeserializeOwned;
    /// A buffer of moves, filled by [`Game::legal_moves`] without heap allocation: written out,
    /// or (the family's exchange) counted and worked out place by place.
    type MoveList: Default + Moves<Self::Move>;
    /// What one player may know.
    type View: GameView<Move = Self::Move>;
    /// One entry of the event log.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// The tag of the game's match records (`"zweiundzwanzig.match/1"`).
    const RECORD_FORMAT: &'static str;

    /// A new match of `players` under `rules`, its chance drawn from `seed`, keeping its event
    /// log when `logged` (rollouts keep none). Refuses a table the rules cannot seat.
    fn start(
        players: usize,
        rules: Self::Rules,
        seed: u64,
        logged: bool,
    ) -> Result<Self, EngineError>;
    /// The rule set.
    fn rules(&self) -> &Self::Rules;
    /// The seed the match started from.
    fn seed(&self) -> u64;
    /// The event log (empty for a match that keeps none).
    fn log(&self) -> &[Self::Event];
    /// The moves made so far, in order: what a record replays.
    fn history(&self) -> &[Self::Move];
    /// Makes the match stop at the chance step between deals (`true`), or deal on at once.
    fn stop_between_deals(&mut self, stop: bool);
    /// Whether the match stops between deals.
    fn stops_between_deals(&self) -> bool;
    /// Whether the match waits at the chance step between deals.
    fn is_between_deals(&self) -> bool;
    /// Deals the deal a stopped match waits for, as it would have dealt it at once.
    fn next_deal(&mut self) -> Result<(), EngineError>;

    /// The number of seats.
    fn players(&self) -> usize;
    /// The seat to move, or `None` when the game is over or waits between deals.
    fn current_player(&self) -> Option<usize>;
    /// Fills `out` with the legal moves of the current player, in the game's documented order.
    fn legal_moves(&self, out: &mut Self::MoveList);
    /// Applies a move after checking it; on error the state is unchanged.
    fn apply(&mut self, mv: Self::Move) -> Result<(), EngineError>;
    /// Applies a move known to be legal (from [`Game::legal_moves`]); for search and rollouts.
    fn apply_unchecked(&mut self, mv: Self::Move);
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The outcome, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's place once over (the outcome's `places`), written into `places` (one a
    /// seat); false, with nothing written, before the end. The default copies the outcome's; a
    /// game may write them without building an [`Outcome`] (a simulation counts them every game).
    fn places_into(&self, places: &mut [u8]) -> bool {
        let Some(outcome) = self.outcome() else {
            return false;
        };
        places.copy_from_slice(&outcome.places);
        true
    }
    /// What `player` may know, and nothing else.
    fn view(&self, player: usize) -> Self::View;
    /// A seat's running total (loss or penalty points, or finishing positions): what a
    /// simulation records.
    fn total(&self, player: usize) -> u16;
    /// The number of deals (the family's deals, Big Two's and Arschloch's games) begun so far.
    fn deals(&self) -> u16;
    /// Whether `player` takes part in the deal under way, as it begins: every seat in every
    /// deal unless the game puts players out of the match (the family). What a simulation's
    /// per-game points leave blank.
    fn dealt_in(&self, player: usize) -> bool {
        player < self.players()
    }
    /// A legal move drawn uniformly at random. The default lists the moves; a game may sample
    /// faster, as long as every legal move stays equally likely.
    fn random_move(&self, rng: &mut Rng) -> Self::Move {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        moves.at(rng.below(moves.len() as u32) as usize)
    }
    /// Plays on with moves drawn by [`Game::random_move`] until nobody is to move (the end, or
    /// a stop between deals): a table of random players. A game may play the same moves its own
    /// way (the family: its log tested once, its phase once a trick).
    #[inline(always)]
    fn play_out_random(&mut self, rng: &mut Rng) {
        play_out_plainly(self, rng);
    }
}

/// The plain loop of [`Game::play_out_random`]: moves drawn by [`Game::random_move`] and applied
/// until nobody is to move. Its default, and the path of a game's own loop that keeps to it.
#[inline(always)]
pub fn play_out_plainly<G: Game>(game: &mut G, rng: &mut Rng) {
    while game.current_player().is_some() {
        let mv = game.random_move(rng);
        game.apply_unchecked(mv);
    }
}

/// What one player of a match may know: enough to list their moves when it is their turn, and
/// to be checked when it is read back from a document.
pub trait GameView: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// A move of the game.
    type Move;

    /// Whose view this is.
    fn player(&self) -> usize;
    /// The seat to move, if any.
    fn to_move(&self) -> Option<usize>;
    /// The viewer's legal moves when it is their turn (else none), in the game's order.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Checks that the view describes a possible position (every field, as read from a document).
    fn check(&self) -> Result<(), EngineError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_set_iterates_its_seats_in_order() {
        let mut set = PlayerSet::default();
        assert_eq!(set.iter().count(), 0);
        for p in [31, 0, 5, 6] {
            set.insert(p);
        }
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 5, 6, 31]);
        assert_eq!(PlayerSet::first(32).iter().count(), 32);
        assert_eq!(set.next_after(6, 32), 31);
        assert_eq!(set.next_after(31, 32), 0);
        assert_eq!(set.next_after(5, 7), 6);
        assert_eq!(set.next_after(6, 7), 0, "seat 31 is not at a table of 7");
        assert_eq!(set.next_after(2, 32), 5);
        assert_eq!(
            PlayerSet(1 << 3).next_after(3, 4),
            3,
            "alone: the seat itself"
        );
        assert_eq!(PlayerSet::default().next_after(2, 4), 2);
        let mut all = PlayerSet::first(32);
        assert!(
            !all.has(32) && !all.has(131) && !all.has(usize::MAX),
            "no seat past 31"
        );
        all.insert(40);
        all.remove(40);
        assert_eq!(all, PlayerSet::first(32));
        for n in 1..=32 {
            for bits in [0b1011_0110u32, u32::MAX, 1, 1 << 31, 0x8000_0001] {
                let set = PlayerSet(bits);
                for p in 0..n {
                    let walked = (1..=n)
                        .map(|d| (p + d) % n)
                        .find(|&q| set.has(q))
                        .unwrap_or(p);
                    assert_eq!(set.next_after(p, n), walked, "{bits:#b} after {p} of {n}");
                }
            }
        }
    }
}
