//! Flat Monte Carlo over determinizations (PIMC): each iteration draws one full state the view
//! allows and plays every candidate move out once on it, so the moves are compared on the same
//! cards. Iteration `i` is seeded from `(seed, i)`; blocks of iterations are merged in order.

use crate::error::EngineError;

use super::{in_parallel, play_out, points_taken, stream, Job, Searchable, Stats};

/// Iterations in a block: the unit handed to a thread.
const BLOCK: u32 = 4;

/// Blocks handed out at a time, per thread: enough to keep the threads busy between checks of
/// the clock, few enough that a wave's statistics take little memory whatever the budget.
const WAVE_PER_THREAD: u32 = 64;

/// The statistics of each candidate of `job`.
pub(super) fn search<G: Searchable>(job: &Job<'_, G>) -> Result<Vec<Stats>, EngineError> {
    let limit = job.settings.iterations.unwrap_or(u32::MAX);
    // Blocks go out in waves, merged in order, so the result does not depend on the wave's size
    // or the threads; each block checks the clock and the control too.
    let wave = WAVE_PER_THREAD.saturating_mul(job.settings.threads.clamp(1, 1024) as u32);
    let mut total = vec![Stats::default(); job.candidates.len()];
    let mut first = 0u32;
    while first < limit && !job.must_stop() {
        let blocks = wave.min((limit - first).div_ceil(BLOCK));
        let done = in_parallel(blocks as usize, job.pool, |b| {
            let start = first + b as u32 * BLOCK;
            block(job, start, (start + BLOCK).min(limit))
        });
        for stats in done {
            for (t, s) in total.iter_mut().zip(&stats?) {
                t.merge(s);
            }
        }
        first = first.saturating_add(blocks * BLOCK);
    }
    Ok(total)
}

/// Iterations `start..end` (fewer when time runs out).
fn block<G: Searchable>(job: &Job<'_, G>, start: u32, end: u32) -> Result<Vec<Stats>, EngineError> {
    let mut stats = vec![Stats::default(); job.candidates.len()];
    for i in start..end {
        if job.must_stop() {
            break;
        }
        let mut rng = stream(job.settings.seed, u64::from(i));
        let state = G::determinize(job.view, job.hidden, &mut rng)?;
        for (s, &mv) in stats.iter_mut().zip(job.candidates) {
            let mut game = state.clone();
            game.apply_unchecked(mv);
            play_out(&mut game, job.rollout, &mut rng);
            s.add(game.value(job.me), points_taken(&game, &state, job.me));
        }
        job.control.advance(1);
    }
    Ok(stats)
}
