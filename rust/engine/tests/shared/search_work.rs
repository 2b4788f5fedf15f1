//! A work budget (`Settings::work`): the moves the playouts make, counted. PIMC stops after the
//! first iteration that reaches it, ISMCTS after each tree's share; either way the advice does
//! not depend on the threads, and work alone is a budget. A screening keeps the best few
//! candidates for the search proper.

use std::sync::atomic::{AtomicU64, Ordering};

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Move, Rules, View};
use zz_engine::policy::Policy;
use zz_engine::rng::Rng;
use zz_engine::search::{advise, Algorithm, Screen, Settings};

fn a_view() -> View {
    let m = Match::new(4, Rules::standard(), 3).unwrap();
    m.view(m.to_move().unwrap())
}

/// The heuristic, counting the moves it is asked for.
struct Counting(AtomicU64);

impl Policy<Match> for Counting {
    fn name(&self) -> &str {
        "counting"
    }
    fn choose(&self, game: &Match, rng: &mut Rng) -> Move {
        self.0.fetch_add(1, Ordering::Relaxed);
        Heuristic.choose(game, rng)
    }
}

fn settings(algorithm: Algorithm, iterations: Option<u32>, work: Option<u64>) -> Settings {
    Settings {
        algorithm,
        iterations,
        work,
        seed: 11,
        ..Settings::default()
    }
}

/// The moves PIMC's playouts make in `iterations` iterations: every candidate's move and each
/// move the rollout is asked for.
fn pimc_moves(iterations: u32) -> u64 {
    let counting = Counting(AtomicU64::new(0));
    let advice = advise(
        &a_view(),
        &settings(Algorithm::Pimc, Some(iterations), None),
        &counting,
    )
    .unwrap();
    let playouts: u64 = advice.iter().map(|a| u64::from(a.stats.visits)).sum();
    playouts + counting.0.load(Ordering::Relaxed)
}

#[test]
fn pimc_stops_after_the_first_iteration_that_reaches_the_work() {
    for work in [1, 500, 5_000, 20_000] {
        let advice = advise(
            &a_view(),
            &settings(Algorithm::Pimc, None, Some(work)),
            &Heuristic,
        )
        .unwrap();
        let done = advice.iter().map(|a| a.stats.visits).max().unwrap();
        assert!(done >= 1);
        assert!(pimc_moves(done) >= work, "{done} iterations reach {work}");
        assert!(
            done == 1 || pimc_moves(done - 1) < work,
            "{done} iterations: one too many"
        );
    }
}

#[test]
fn work_bounded_advice_is_the_same_on_any_number_of_threads() {
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let on = |threads| {
            let s = Settings {
                threads,
                ..settings(algorithm, Some(10_000), Some(30_000))
            };
            advise(&a_view(), &s, &Heuristic).unwrap()
        };
        let one = on(1);
        assert_eq!(one, on(2), "{algorithm:?}");
        assert_eq!(one, on(3), "{algorithm:?}");
    }
}

#[test]
fn more_work_searches_more_and_work_alone_is_a_budget() {
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let visits = |work| {
            let advice = advise(
                &a_view(),
                &settings(algorithm, None, Some(work)),
                &Heuristic,
            )
            .unwrap();
            advice.iter().map(|a| a.stats.visits).sum::<u32>()
        };
        let (less, more) = (visits(2_000), visits(20_000));
        assert!(
            less >= 1 && more > less,
            "{algorithm:?}: {less} then {more}"
        );
    }
    let none = advise(
        &a_view(),
        &settings(Algorithm::Pimc, None, None),
        &Heuristic,
    );
    let message = none.unwrap_err().to_string();
    assert!(message.contains("work"), "{message}");
}

/// The advice with `screen` (PIMC, a work budget).
fn screened(screen: Option<Screen>, threads: usize) -> Vec<zz_engine::search::MoveValue<Move>> {
    let s = Settings {
        screen,
        threads,
        ..settings(Algorithm::Pimc, Some(400), Some(20_000))
    };
    advise(&a_view(), &s, &Heuristic).unwrap()
}

#[test]
fn a_screening_searches_only_the_moves_it_keeps_the_same_on_any_threads() {
    let all = screened(None, 1);
    let searched = |advice: &[zz_engine::search::MoveValue<Move>]| {
        advice.iter().filter(|a| a.stats.visits > 0).count()
    };
    let candidates = searched(&all);
    assert!(candidates > 2, "the view offers {candidates} candidates");
    for keep in [1, 2] {
        let screen = Some(Screen { keep, work: 2_000 });
        let advice = screened(screen, 1);
        assert_eq!(searched(&advice), keep);
        assert_eq!(advice.len(), all.len(), "every legal move is still listed");
        assert_eq!(advice, screened(screen, 2));
    }
    // Keeping every candidate, the search proper is the search without a screening.
    let every = Some(Screen {
        keep: candidates,
        work: 2_000,
    });
    assert_eq!(screened(every, 1), all);
}

#[test]
fn ismcts_does_not_screen() {
    let s = Settings {
        screen: Some(Screen { keep: 2, work: 100 }),
        ..settings(Algorithm::Ismcts, Some(10), None)
    };
    let message = advise(&a_view(), &s, &Heuristic).unwrap_err().to_string();
    assert!(message.contains("screening"), "{message}");
}
