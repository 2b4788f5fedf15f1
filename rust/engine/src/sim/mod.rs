//! Batch simulation: many whole games, each seeded from `(seed, game index)`, on any number of
//! threads with the same results. Written against the [`Game`] and [`Policy`] traits.

mod all_random;
mod deal_points;
mod random;
mod tally;

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::control::Control;
use crate::error::EngineError;
use crate::game::Game;
use crate::policy::Policy;
use crate::rng::Rng;

use deal_points::DealPoints;

pub use deal_points::{MOST_POINTS, NOT_DEALT};
pub use random::random_decisions;
pub use tally::Tally;

/// Games handed to a thread at a time.
const BLOCK: usize = 256;

/// Blocks of a summary run handed out at a time, per thread.
const WAVE_PER_THREAD: usize = 256;

/// The per-game results of a batch, fixed width: `places` and `totals` hold `players` entries a
/// game (row-major), `deals` one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Batch {
    /// The number of seats.
    pub players: usize,
    /// Each seat's place, 1 = won.
    pub places: Vec<u8>,
    /// Each seat's final total.
    pub totals: Vec<u16>,
    /// The number of deals (or games) of each match.
    pub deals: Vec<u16>,
    /// Asked for ([`Plan::batch_by_deal`]): each match's points in each of its deals, `players`
    /// a deal ([`NOT_DEALT`] for a seat not dealt in); otherwise empty.
    pub deal_points: Vec<Vec<u16>>,
}

impl Batch {
    /// Rows for `count` games of `players` seats, all zero; an error instead of an abort when
    /// the memory cannot be had.
    fn zeroed(count: usize, players: usize) -> Result<Batch, EngineError> {
        let too_big = || {
            EngineError::Rules(format!(
                "the per-game arrays of {count} games do not fit in memory; \
                 keep only the summary or run fewer games at a time"
            ))
        };
        let cells = count.checked_mul(players).ok_or_else(too_big)?;
        Ok(Batch {
            players,
            places: zeroed_vec(cells).ok_or_else(too_big)?,
            totals: zeroed_vec(cells).ok_or_else(too_big)?,
            deals: zeroed_vec(count).ok_or_else(too_big)?,
            deal_points: Vec::new(),
        })
    }
}

fn zeroed_vec<T: Clone + Default>(len: usize) -> Option<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).ok()?;
    v.resize(len, T::default());
    Some(v)
}

/// What to run: the seats' policies and how to start a game from its seed.
pub struct Plan<'a, G: Game, F: Fn(u64) -> G + Sync> {
    /// One policy per seat.
    pub policies: Vec<&'a dyn Policy<G>>,
    /// A new game from its seed.
    pub new_game: F,
    /// The seed of the whole run.
    pub seed: u64,
}

impl<G: Game, F: Fn(u64) -> G + Sync> std::fmt::Debug for Plan<'_, G, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.policies.iter().map(|p| p.name()).collect();
        write!(f, "Plan {{ policies: {names:?}, seed: {} }}", self.seed)
    }
}

impl<G: Game, F: Fn(u64) -> G + Sync> Plan<'_, G, F> {
    /// Plays game number `index` to the end: the game's seed and the policies' randomness both
    /// come from the stream `(seed, index)`.
    pub fn play(&self, index: u64) -> G {
        let mut rng = Rng::derived(self.seed, index);
        let mut game = (self.new_game)(rng.next_u64());
        while let Some(p) = game.current_player() {
            let mv = self.policies[p].choose(&game, &mut rng);
            game.apply_unchecked(mv);
        }
        game
    }

    /// [`Plan::play`] under `control`, or `None` when a policy gives up on the game
    /// ([`Policy::choose_under`]: a callable that failed, or a search that `control` stopped).
    pub fn try_play(&self, index: u64, control: &Control) -> Option<G> {
        if self.all_random() {
            return Some(self.play_random(index));
        }
        self.try_play_watched(index, control, |_| {})
    }

    /// [`Plan::try_play`], with each seat's points in each deal (`players` a deal, see
    /// [`Plan::batch_by_deal`]): the same game, the same moves.
    pub fn try_play_by_deal(&self, index: u64, control: &Control) -> Option<(G, Vec<u16>)> {
        let mut deals: Option<DealPoints> = None;
        let game = self.try_play_watched(index, control, |game| match &mut deals {
            Some(d) => d.after_move(game),
            None => deals = Some(DealPoints::start(game)),
        })?;
        Some((game, deals.map(|d| d.points).unwrap_or_default()))
    }

    /// [`Plan::try_play`], `watch` shown the game before the first move and after every move.
    fn try_play_watched(
        &self,
        index: u64,
        control: &Control,
        mut watch: impl FnMut(&G),
    ) -> Option<G> {
        let mut rng = Rng::derived(self.seed, index);
        let mut game = (self.new_game)(rng.next_u64());
        watch(&game);
        while let Some(p) = game.current_player() {
            let mv = self.policies[p].choose_under(&game, &mut rng, control)?;
            game.apply_unchecked(mv);
            watch(&game);
        }
        Some(game)
    }

    /// Plays games `start..start + count` and returns their per-game results.
    pub fn batch(&self, start: u64, count: usize, threads: usize) -> Result<Batch, EngineError> {
        self.batch_with(start, count, threads, Control::never())
    }

    /// [`Plan::batch`] under `control`: each finished game counts one unit done, and once
    /// `control` is stopped no further game starts (the rows of games not played stay zero;
    /// the caller, who stopped it, discards them); a search inside a game looks at it too, and
    /// the game it stops is not finished. A game a policy gives up on is not played to the
    /// end: its row stays zero, `control` is stopped and its block ends.
    pub fn batch_with(
        &self,
        start: u64,
        count: usize,
        threads: usize,
        control: &Control,
    ) -> Result<Batch, EngineError> {
        self.batch_of(start, count, threads, control, None)
    }

    /// [`Plan::batch_with`], the batch holding each match's points in each deal too
    /// ([`Batch::deal_points`]): the same games, the same results. A batch whose points would
    /// pass [`MOST_POINTS`] is refused once they do, as an error naming the bound.
    pub fn batch_by_deal(
        &self,
        start: u64,
        count: usize,
        threads: usize,
        control: &Control,
    ) -> Result<Batch, EngineError> {
        let budget = AtomicUsize::new(MOST_POINTS);
        let out = self.batch_of(start, count, threads, control, Some(&budget))?;
        if budget.load(Ordering::Relaxed) == SPENT {
            return Err(EngineError::Rules(format!(
                "the per-game points of these {count} matches pass {MOST_POINTS} \
                 (deals × players); run fewer matches at a time"
            )));
        }
        Ok(out)
    }

    /// The batch of [`Plan::batch_with`], with the points of each deal when `budget` (the
    /// points still to be had) is given.
    fn batch_of(
        &self,
        start: u64,
        count: usize,
        threads: usize,
        control: &Control,
        budget: Option<&AtomicUsize>,
    ) -> Result<Batch, EngineError> {
        let n = self.policies.len();
        let mut out = Batch::zeroed(count, n)?;
        if budget.is_some() {
            out.deal_points = std::iter::repeat_with(Vec::new).take(count).collect();
        }
        let mut points = out.deal_points.chunks_mut(BLOCK);
        let blocks: Vec<Rows<'_>> = out
            .places
            .chunks_mut(BLOCK * n)
            .zip(out.totals.chunks_mut(BLOCK * n))
            .zip(out.deals.chunks_mut(BLOCK))
            .enumerate()
            .map(|(b, ((places, totals), deals))| Rows {
                first: start + (b * BLOCK) as u64,
                places,
                totals,
                deals,
                points: points.next().zip(budget),
            })
            .collect();
        let threads = threads.min(blocks.len());
        if threads <= 1 {
            blocks.into_iter().for_each(|rows| self.fill(rows, control));
        } else {
            pool(threads)?.install(|| {
                blocks
                    .into_par_iter()
                    .for_each(|rows| self.fill(rows, control));
            });
        }
        Ok(out)
    }

    /// Plays the games of one block of rows and writes their results.
    fn fill(&self, mut rows: Rows<'_>, control: &Control) {
        let n = self.policies.len();
        for (i, deals) in rows.deals.iter_mut().enumerate() {
            if control.is_stopped() {
                return;
            }
            let index = rows.first + i as u64;
            let played = match &mut rows.points {
                None => self.try_play(index, control),
                Some((points, budget)) => {
                    let (game, p) = self.try_play_by_deal(index, control).unzip();
                    let kept = p.filter(|p| spend(budget, p.len(), control));
                    kept.map(|p| points[i] = p).and(game)
                }
            };
            let Some(game) = played else {
                control.stop();
                return;
            };
            let outcome = game
                .outcome()
                .unwrap_or_else(|| unreachable!("played to the end"));
            for p in 0..n {
                rows.places[i * n + p] = outcome.places[p];
                rows.totals[i * n + p] = game.total(p);
            }
            *deals = game.deals();
            control.advance(1);
        }
    }

    /// Plays games `start..start + count` keeping only the summary counts.
    pub fn tally(&self, start: u64, count: usize, threads: usize) -> Result<Tally, EngineError> {
        self.tally_with(start, count, threads, Control::never())
    }

    /// [`Plan::tally`] under `control`: each finished game counts one unit done, and once
    /// `control` is stopped no further game starts; the tally then counts the games finished.
    /// A game a policy gives up on is not counted: `control` is stopped and its block ends.
    /// Memory stays the same for any `count` and `threads`: blocks are summed as they finish.
    pub fn tally_with(
        &self,
        start: u64,
        count: usize,
        threads: usize,
        control: &Control,
    ) -> Result<Tally, EngineError> {
        let n = self.policies.len();
        let all_random = self.all_random();
        let block = |b: usize| {
            let mut t = Tally::new(n);
            let first = b * BLOCK;
            for i in first..(first + BLOCK).min(count) {
                if control.is_stopped() {
                    break;
                }
                if all_random {
                    // Counted where it is played: the game is not moved out to be counted.
                    self.tally_random(start + i as u64, &mut t);
                    control.advance(1);
                    continue;
                }
                let Some(game) = self.try_play(start + i as u64, control) else {
                    control.stop();
                    break;
                };
                t.add(&game);
                control.advance(1);
            }
            t
        };
        let blocks = count.div_ceil(BLOCK);
        let merge = |mut a: Tally, b: Tally| {
            a.merge(&b);
            a
        };
        let threads = threads.min(blocks);
        // Blocks go out in waves, so that a stopped run ends at once however many blocks are
        // left; counts add up in any order, so a wave's blocks are summed as they finish.
        let wave = WAVE_PER_THREAD * threads.max(1);
        let waves = (0..blocks)
            .step_by(wave)
            .map(|first| first..(first + wave).min(blocks));
        let mut total = Tally::new(n);
        if threads <= 1 {
            for blocks in waves.take_while(|_| !control.is_stopped()) {
                total = blocks.map(block).fold(total, merge);
            }
            return Ok(total);
        }
        pool(threads)?.install(|| {
            for blocks in waves.take_while(|_| !control.is_stopped()) {
                let part = blocks
                    .into_par_iter()
                    .map(block)
                    .reduce(|| Tally::new(n), merge);
                total.merge(&part);
            }
        });
        Ok(total)
    }
}

/// The rows of a [`Batch`] for one block of games, starting at game `first`, with the slots
/// of their points and the run's budget for them when asked.
struct Rows<'a> {
    first: u64,
    places: &'a mut [u8],
    totals: &'a mut [u16],
    deals: &'a mut [u16],
    points: Option<(&'a mut [Vec<u16>], &'a AtomicUsize)>,
}

/// The budget of a batch whose points passed [`MOST_POINTS`].
const SPENT: usize = usize::MAX;

/// Takes `cells` points from `budget`: false (the budget marked spent and `control` stopped)
/// when there are not that many left.
fn spend(budget: &AtomicUsize, cells: usize, control: &Control) -> bool {
    let taken = budget.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
        (left != SPENT).then(|| left.checked_sub(cells).unwrap_or(SPENT))
    });
    let ok = matches!(taken, Ok(left) if left >= cells);
    if !ok {
        control.stop();
    }
    ok
}

fn pool(threads: usize) -> Result<rayon::ThreadPool, EngineError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| EngineError::Rules(format!("cannot start {threads} threads: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_past_the_budget_spend_it_and_stop_the_run() {
        let control = Control::new();
        let budget = AtomicUsize::new(10);
        assert!(spend(&budget, 6, &control));
        assert!(spend(&budget, 4, &control));
        assert!(!control.is_stopped());
        assert!(!spend(&budget, 1, &control));
        assert!(control.is_stopped());
        assert_eq!(budget.load(Ordering::Relaxed), SPENT);
        // Spent, nothing more is had, however little.
        assert!(!spend(&budget, 0, &control));
    }
}
