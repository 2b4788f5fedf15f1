//! Exact endgames: a deal's last moves solved with every hand known, as they are in a
//! determinization.
//!
//! Near the end of a deal few cards are left, and the rest of the deal can be searched in full
//! instead of played out by a policy. The solver is *max-n*: at each position the player to move
//! makes the move that ends the deal best for them by [`Searchable::value`] (each game's
//! objective), knowing that every later player does the same; among equal moves, the first in the
//! game's order of legal moves. So a position has one value for every seat, a function of the
//! position alone, and the solver's table of solved positions (keyed by [`Endgame::key`]) gives
//! the same values as searching every line anew: [`brute_force`] does that, and each game checks
//! the two equal on many random small positions.
//!
//! A solve is bounded: past [`Solver::limit`] positions it gives up and says so, and the caller
//! plays the position out instead. The solver keeps its table and its buffers from one solve to
//! the next, so that solving allocates nothing once they have grown ([`Solver::with_room`]
//! sizes them once, for a search's solves).
//!
//! **Speed.** Max-n prunes little, but one cut is exact: once the player to move has a move
//! worth [`Endgame::BEST`] to them (they win the deal), no later move can be better, and the
//! first best is the one kept, so the later moves are not solved. The values are the same as
//! the brute force's, which tries every move.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::game::Game;
use crate::moves::Moves;

use super::Searchable;

/// A game whose positions near the end of a deal can be solved exactly.
pub trait Endgame: Searchable {
    /// What tells two positions of one deal apart for the solver: two positions reached from
    /// the same position with equal keys have the same legal moves, in the same order, and the
    /// same values at the end of the deal whatever is played.
    type Key: Copy + Eq + Hash;

    /// This position's key.
    fn key(&self) -> Self::Key;
    /// The cards left in the hands of the players still in the deal, when the rest of the deal
    /// has no chance in it (no card left to draw): what "few enough to solve" is measured by.
    /// `None` while chance is still to come.
    fn cards_left(&self) -> Option<usize>;

    /// The most [`Searchable::value`] gives a seat (1 on every game's scale): a move worth it
    /// to the player making it cannot be bettered, so the solver tries none after it.
    const BEST: f64 = 1.0;
}

/// A position's values, one for each seat, at the end of its deal as max-n play ends it.
pub type Values = Vec<f64>;

/// What the table holds of a solved position: where its values lie in the solver's store, and
/// its best move (none at the end of the deal).
#[derive(Clone, Copy, Debug)]
struct Solved<M> {
    values: u32,
    best: Option<M>,
}

/// A solver of one game's endgames, kept from one solve to the next.
#[derive(Debug)]
pub struct Solver<G: Endgame> {
    table: HashMap<G::Key, Solved<G::Move>, BuildHasherDefault<Mix>>,
    /// The values of the positions solved, `players` a position.
    store: Vec<f64>,
    /// A list of moves and a position for each depth of the search, kept.
    lists: Vec<G::MoveList>,
    children: Vec<Option<G>>,
    players: usize,
    /// The deal being solved: a position of a later deal (or none to move) ends it.
    deal: u16,
    /// Positions solved in this solve.
    nodes: u64,
    /// The most positions a solve may solve before it gives up.
    pub limit: u64,
}

impl<G: Endgame> Solver<G> {
    /// A solver that gives up past `limit` positions a solve.
    pub fn new(limit: u64) -> Solver<G> {
        Solver {
            table: HashMap::default(),
            store: Vec::new(),
            lists: Vec::new(),
            children: Vec::new(),
            players: 0,
            deal: 0,
            nodes: 0,
            limit,
        }
    }

    /// A solver that gives up past `limit` positions a solve, with its table and store sized
    /// for them and its buffers for lines `depth` moves deep: each list of moves made by `list`
    /// (with room for a turn's moves), each position it works on by `position` (a position of
    /// the most seats, with room in its lists). Solving positions within them allocates nothing.
    pub fn with_room(
        limit: u64,
        depth: usize,
        list: impl Fn() -> G::MoveList,
        position: impl Fn() -> G,
    ) -> Solver<G> {
        let room = usize::try_from(limit).unwrap_or(usize::MAX);
        let children: Vec<Option<G>> = (0..=depth).map(|_| Some(position())).collect();
        let seats = children[0].as_ref().map_or(0, |c| c.players());
        Solver {
            table: HashMap::with_capacity_and_hasher(room, BuildHasherDefault::default()),
            store: Vec::with_capacity(room.saturating_mul(seats)),
            lists: (0..=depth).map(|_| list()).collect(),
            children,
            ..Solver::new(limit)
        }
    }

    /// The values of `game` for every seat, or `None` when solving it takes more than
    /// [`Solver::limit`] positions. The table is kept until the next solve, for
    /// [`Solver::play_best`].
    pub fn solve(&mut self, game: &G) -> Option<Values> {
        let at = self.solve_from(game)?;
        Some(self.store[at..at + self.players].to_vec())
    }

    /// [`Solver::solve`]'s value for `seat` alone, without a list of every seat's.
    pub fn value(&mut self, game: &G, seat: usize) -> Option<f64> {
        let at = self.solve_from(game)?;
        Some(self.store[at + seat])
    }

    /// Solves `game`: where its values lie in the store.
    fn solve_from(&mut self, game: &G) -> Option<usize> {
        self.start(game);
        Some(self.solve_at(game, 0)? as usize)
    }

    /// Empties the table for a solve of `game`.
    fn start(&mut self, game: &G) {
        self.table.clear();
        self.store.clear();
        self.players = game.players();
        self.deal = game.deals();
        self.nodes = 0;
    }

    /// The positions the last solve solved (those it found in its table not counted again).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Plays `game`, a position of the last solve's tree, to the end of its deal by the moves
    /// the solve found best, and returns the moves made.
    pub fn play_best(&mut self, game: &mut G) -> u64 {
        let mut made = 0;
        while !self.is_over(game) {
            let Some(best) = self.table.get(&game.key()).and_then(|s| s.best) else {
                debug_assert!(false, "a position of the solved tree");
                break;
            };
            game.apply_unchecked(best);
            made += 1;
        }
        made
    }

    /// Solves `game` and plays its best line to the end of the deal, as a playout does: the
    /// positions the solve visited (at most [`Solver::limit`]) and the moves made, and whether
    /// it was solved (`false`: past the limit, and nothing played).
    pub fn play_solved(&mut self, game: &mut G) -> (u64, bool) {
        let solved = self.solve_from(game).is_some();
        let visited = self.nodes.min(self.limit);
        let made = if solved { self.play_best(game) } else { 0 };
        (visited + made, solved)
    }

    /// Whether the deal being solved is over at `game`.
    fn is_over(&self, game: &G) -> bool {
        game.current_player().is_none() || game.deals() != self.deal
    }

    /// Solves `game`, `depth` moves below the root, and returns where its values lie in the
    /// store; `None` past the limit.
    fn solve_at(&mut self, game: &G, depth: usize) -> Option<u32> {
        let key = game.key();
        if let Some(solved) = self.table.get(&key) {
            return Some(solved.values);
        }
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let solved = match game.current_player() {
            Some(me) if game.deals() == self.deal => self.best_move(game, me, depth)?,
            _ => self.deal_over(game),
        };
        self.table.insert(key, solved);
        Some(solved.values)
    }

    /// The values of a position whose deal is over.
    fn deal_over(&mut self, game: &G) -> Solved<G::Move> {
        let values = self.store.len() as u32;
        self.store
            .extend((0..self.players).map(|seat| game.value(seat)));
        Solved { values, best: None }
    }

    /// The kept position for a move `depth` moves below the root (a copy of `game` the first
    /// time), its list of moves made ready.
    fn room(&mut self, game: &G, depth: usize) -> G {
        while self.lists.len() <= depth {
            self.lists.push(G::MoveList::default());
            self.children.push(None);
        }
        self.children[depth].take().unwrap_or_else(|| game.clone())
    }

    /// The best move of `me` at `game`: each legal move solved, the first best kept.
    fn best_move(&mut self, game: &G, me: usize, depth: usize) -> Option<Solved<G::Move>> {
        let mut child = self.room(game, depth);
        // The list is read in place: a game's list may be large (the family's has room for
        // 1,716 plays), and moving it out and back would copy it at every position.
        game.legal_moves(&mut self.lists[depth]);
        let count = self.lists[depth].len();
        let mut best: Option<Solved<G::Move>> = None;
        for i in 0..count {
            let mv = self.lists[depth].at(i);
            child.clone_from(game);
            child.apply_unchecked(mv);
            let Some(values) = self.solve_at(&child, depth + 1) else {
                best = None;
                break;
            };
            let better = best.is_none_or(|b| {
                self.store[values as usize + me] > self.store[b.values as usize + me]
            });
            if better {
                best = Some(Solved {
                    values,
                    best: Some(mv),
                });
                if self.store[values as usize + me] >= G::BEST {
                    break;
                }
            }
        }
        self.children[depth] = Some(child);
        best
    }
}

/// The check of every game's key: the solver's values of `game` equal the [`brute_force`]'s,
/// and its best line ends the deal with them. The values, or what differed.
pub fn check_solved<G: Endgame>(solver: &mut Solver<G>, game: &G) -> Result<Values, String> {
    let values = solver.solve(game).ok_or("the solve went past its limit")?;
    let brute = brute_force(game);
    if brute != values {
        return Err(format!("solved {values:?}, the brute force {brute:?}"));
    }
    let mut end = game.clone();
    solver.play_best(&mut end);
    if end.current_player().is_some() && end.deals() == game.deals() {
        return Err("the best line stops before the deal's end".into());
    }
    let ended: Values = (0..game.players()).map(|seat| end.value(seat)).collect();
    if ended != values {
        return Err(format!(
            "solved {values:?}, the best line ends at {ended:?}"
        ));
    }
    Ok(values)
}

/// [`check_solved`] at each of `positions` (each with the seed that made it), with one solver:
/// how many were checked, or the first that failed, with its seed.
pub fn check_positions<G: Endgame>(
    positions: impl IntoIterator<Item = (u64, G)>,
) -> Result<usize, String> {
    let mut solver = Solver::new(u64::MAX);
    let mut checked = 0;
    for (seed, game) in positions {
        check_solved(&mut solver, &game).map_err(|e| format!("seed {seed}: {e}"))?;
        checked += 1;
    }
    Ok(checked)
}

/// Every seat's value of `game` at the end of its deal under max-n play, searched line by line
/// without a table: what [`Solver::solve`] must equal. Exponential: for checks on small
/// positions only.
pub fn brute_force<G: Game + Searchable>(game: &G) -> Values {
    let deal = game.deals();
    brute_force_in(game, deal)
}

fn brute_force_in<G: Game + Searchable>(game: &G, deal: u16) -> Values {
    let me = match game.current_player() {
        Some(me) if game.deals() == deal => me,
        _ => return (0..game.players()).map(|seat| game.value(seat)).collect(),
    };
    let mut moves = G::MoveList::default();
    game.legal_moves(&mut moves);
    let mut best: Option<Values> = None;
    for mv in moves.iter_moves() {
        let mut child = game.clone();
        child.apply_unchecked(mv);
        let values = brute_force_in(&child, deal);
        if best.as_ref().is_none_or(|b| values[me] > b[me]) {
            best = Some(values);
        }
    }
    best.expect("a player to move has a legal move")
}

/// A fast hash of the solver's keys (a few machine words): each word multiplied in and rotated,
/// as rustc's own hasher does. Not for keys an adversary picks (none are: keys are positions the
/// solver reaches).
#[derive(Clone, Copy, Debug, Default)]
pub struct Mix(u64);

impl Mix {
    const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::SEED);
    }
}

impl Hasher for Mix {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

/// Plays random legal moves at `game` (a match that stops between deals) until few enough cards
/// are left for the solver, at most `cards` and no chance to come: `true` then, `false` when the
/// deal ends first. What the checks and the benchmark draw their small positions from.
pub fn to_endgame<G: Endgame>(game: &mut G, cards: usize, rng: &mut crate::rng::Rng) -> bool {
    let deal = game.deals();
    loop {
        if game.current_player().is_none() || game.deals() != deal {
            return false;
        }
        if game.cards_left().is_some_and(|left| left <= cards) {
            return true;
        }
        let mv = game.random_move(rng);
        game.apply_unchecked(mv);
    }
}
