//! Flat Monte Carlo over determinizations (PIMC): each iteration draws one full state the view
//! allows and plays every candidate move out once on it, so the moves are compared on the same
//! cards. Iteration `i` is seeded from `(seed, i)`; blocks of iterations are merged in order.
//! With a work budget ([`super::Settings::work`]) the merge stops after the first iteration
//! whose moves bring the total to the budget, so the iterations kept do not depend on the
//! threads.
//!
//! **Screening** ([`super::Settings::screen`]): before the search proper, every candidate is
//! played out with the rollout alone (plain playouts, without the game's own playout of the
//! searching seat) on determinizations of their own streams, up to the screen's work; the best
//! [`super::Screen::keep`] by mean value (the first in the candidates' order among equals) go on
//! to the search, the others are left with no playouts, as pruned moves are.

use crate::error::EngineError;

use super::{in_parallel, play_to_deal_end, stream, Job, Searchable, Stats};

/// Iterations in a block: the unit handed to a thread (one under a work budget, so that at
/// most one determinization is played past it).
const BLOCK: u32 = 4;

/// Blocks handed out at a time, per thread: enough to keep the threads busy between checks of
/// the clock, few enough that a wave's statistics take little memory whatever the budget. Under
/// a work budget a wave is one block a thread, so that little is played past the budget.
const WAVE_PER_THREAD: u32 = 64;

/// Salt that keeps the screening's streams apart from the search's.
const SCREEN_STREAMS: u64 = 1 << 41;

/// One pass of PIMC over some of the candidates.
struct Pass<'a, M> {
    /// The candidates played out.
    moves: &'a [M],
    /// Plain playouts (the rollout for every seat), or the game's own.
    plain: bool,
    /// The first stream's index.
    streams: u64,
    /// The most iterations.
    limit: u32,
    /// The most moves, if bounded.
    work: Option<u64>,
}

/// The statistics of each candidate of `job`.
pub(super) fn search<G: Searchable>(job: &Job<'_, G>) -> Result<Vec<Stats>, EngineError> {
    let limit = job.settings.iterations.unwrap_or(u32::MAX);
    let Some(screen) = job.settings.screen else {
        let pass = Pass {
            moves: job.candidates,
            plain: false,
            streams: 0,
            limit,
            work: job.settings.work,
        };
        return run(job, &pass);
    };
    let screening = Pass {
        moves: job.candidates,
        plain: true,
        streams: SCREEN_STREAMS,
        limit: u32::MAX,
        work: Some(screen.work),
    };
    let kept = best(&run(job, &screening)?, screen.keep);
    let moves: Vec<G::Move> = kept.iter().map(|&i| job.candidates[i]).collect();
    let pass = Pass {
        moves: &moves,
        plain: false,
        streams: 0,
        limit,
        work: job.settings.work,
    };
    let searched = run(job, &pass)?;
    let mut total = vec![Stats::default(); job.candidates.len()];
    for (&i, s) in kept.iter().zip(searched) {
        total[i] = s;
    }
    Ok(total)
}

/// The places of the `keep` (at least one) best means of `stats`, in their order; the first
/// among equals.
fn best(stats: &[Stats], keep: usize) -> Vec<usize> {
    let mut places: Vec<usize> = (0..stats.len()).collect();
    places.sort_by(|&a, &b| stats[b].mean().total_cmp(&stats[a].mean()));
    places.truncate(keep.max(1));
    places.sort_unstable();
    places
}

/// The statistics of each of the pass's moves.
fn run<G: Searchable>(
    job: &Job<'_, G>,
    pass: &Pass<'_, G::Move>,
) -> Result<Vec<Stats>, EngineError> {
    let work = pass.work.unwrap_or(u64::MAX);
    // Blocks go out in waves, merged in order, so the result does not depend on the wave's size
    // or the threads; each block checks the clock and the control too.
    let threads = job.settings.threads.clamp(1, 1024) as u32;
    let (size, wave) = match pass.work {
        Some(_) => (1, threads),
        None => (BLOCK, WAVE_PER_THREAD.saturating_mul(threads)),
    };
    let mut total = vec![Stats::default(); pass.moves.len()];
    let (mut first, mut moves) = (0u32, 0u64);
    while first < pass.limit && moves < work && !job.must_stop() {
        let blocks = wave.min((pass.limit - first).div_ceil(size));
        let done = in_parallel(blocks as usize, job.pool, |b| {
            let start = first + b as u32 * size;
            block(job, pass, start, (start + size).min(pass.limit))
        });
        for result in done {
            if moves >= work {
                break;
            }
            let (stats, made) = result?;
            for (t, s) in total.iter_mut().zip(&stats) {
                t.merge(s);
            }
            moves = moves.saturating_add(made);
        }
        first = first.saturating_add(blocks * size);
    }
    Ok(total)
}

/// Iterations `start..end` of `pass` (fewer when time runs out), and the moves their playouts
/// made.
fn block<G: Searchable>(
    job: &Job<'_, G>,
    pass: &Pass<'_, G::Move>,
    start: u32,
    end: u32,
) -> Result<(Vec<Stats>, u64), EngineError> {
    let mut stats = vec![Stats::default(); pass.moves.len()];
    let mut moves = 0u64;
    // The match every playout is played on, kept: a copy into it keeps its lists' room.
    let mut kept: Option<G> = None;
    for i in start..end {
        if job.must_stop() {
            break;
        }
        let mut rng = stream(job.settings.seed, pass.streams + u64::from(i));
        let (state, drawn) = G::determinize_counted(job.view, job.hidden, &mut rng)?;
        moves += drawn;
        for (s, &mv) in stats.iter_mut().zip(pass.moves) {
            let game = match &mut kept {
                Some(game) => {
                    game.clone_from(&state);
                    game
                }
                None => kept.insert(state.clone()),
            };
            game.apply_unchecked(mv);
            moves += 1 + if pass.plain {
                play_to_deal_end(game, job.rollout, &mut rng)
            } else {
                game.play_out(job.me, job.rollout, &mut rng)
            };
            s.add(super::outcome(game, &state, job.me));
        }
        job.control.advance(1);
    }
    Ok((stats, moves))
}
