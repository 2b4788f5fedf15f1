//! Engine benchmarks: legal-move generation and whole random matches.
//! Run: `cargo bench -p zweiundzwanzig-engine --bench engine`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{legal, Match, PlayList, Rules, WrittenList};
use zz_engine::rng::Rng;

fn cards(s: &str) -> Cards {
    Cards::parse(s).unwrap()
}

fn bench_legal(c: &mut Criterion) {
    let follows = [
        (cards("K K 6 3 2 2"), cards("10 9 7")),
        (cards("A K Q J 10 9 8 7 6 5 4 3 2"), cards("9 9 9")),
        (cards("A A K Q 9 9 7 5 3 2"), cards("8 8")),
        (cards("Q J 7 7 4"), cards("6")),
    ];
    let mut group = c.benchmark_group("legal");
    group.throughput(Throughput::Elements(follows.len() as u64));
    group.bench_function("follows", |b| {
        let mut out = PlayList::new();
        b.iter(|| {
            for &(hand, best) in &follows {
                out.clear();
                legal::follows(black_box(hand), black_box(best), false, &mut out);
            }
            out.len()
        })
    });
    group.bench_function("leads", |b| {
        let mut out = PlayList::new();
        b.iter(|| {
            for &(hand, _) in &follows {
                out.clear();
                legal::leads(black_box(hand), &mut out);
            }
            out.len()
        })
    });
    let exchanges = [
        (cards("K K 6 3 2 2 A"), 25),
        (cards("A K Q J 10 9 8 7 6 5"), 13),
        (cards("A A K Q 9 9 7 5 3"), 3),
        (cards("Q J 7 7 4 4 4 2"), 8),
    ];
    group.bench_function("exchanges", |b| {
        let mut out = WrittenList::new();
        b.iter(|| {
            for &(hand, stock) in &exchanges {
                out.clear();
                legal::exchanges(black_box(hand), black_box(stock), &mut out);
            }
            out.len()
        })
    });
    group.finish();
}

/// Plays uniformly random legal moves in `m` (drawn from stream 1 of `seed`) while `go_on`
/// holds; returns the decisions made.
fn play_random(m: &mut Match, seed: u64, go_on: impl Fn(&Match) -> bool) -> u64 {
    let mut rng = Rng::derived(seed, 1);
    let mut decisions = 0;
    while go_on(m) {
        let mv = m.random_move(&mut rng);
        m.apply_unchecked(mv);
        decisions += 1;
    }
    decisions
}

/// One whole match of uniformly random legal moves, without a log; returns the decisions made.
fn random_match(players: usize, rules: Rules, seed: u64) -> u64 {
    let mut m = Match::new_unlogged(players, rules, seed).unwrap();
    play_random(&mut m, seed, |m| !m.is_over())
}

/// One deal (the first: 7 cards each) from the shuffle through the showdown.
fn random_deal(players: usize, seed: u64) -> u64 {
    let m = Match::new_unlogged(players, Rules::standard(), seed).unwrap();
    play_first_deal(m, seed)
}

/// Plays the first deal of `m` to its showdown (which deals the next deal).
fn play_first_deal(mut m: Match, seed: u64) -> u64 {
    play_random(&mut m, seed, |m| m.deal_number() == 1 && !m.is_over())
}

/// Deals the first deal of a match waiting for it (7 cards each) and plays it to its showdown,
/// where the match stops: one deal and nothing else.
fn play_single_deal(m: &mut Match, seed: u64) -> u64 {
    m.deal_next().unwrap();
    play_random(m, seed, |m| m.current_player().is_some())
}

fn bench_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("random");
    group.throughput(Throughput::Elements(1));
    group.bench_function("deal_4p", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            random_deal(4, seed)
        })
    });
    group.bench_function("deal_4p_from_dealt", |b| {
        let mut seed = 0;
        b.iter_batched(
            || {
                seed += 1;
                (
                    Match::new_unlogged(4, Rules::standard(), seed).unwrap(),
                    seed,
                )
            },
            |(m, seed)| play_first_deal(m, seed),
            criterion::BatchSize::SmallInput,
        )
    });
    group.bench_function("deal_4p_single", |b| {
        let mut seed = 0;
        b.iter_batched_ref(
            || {
                seed += 1;
                (
                    Match::new_stopping(4, Rules::standard(), seed).unwrap(),
                    seed,
                )
            },
            |(m, seed)| play_single_deal(m, *seed),
            criterion::BatchSize::SmallInput,
        )
    });
    for (name, rules) in [
        ("standard", Rules::standard()),
        ("rasmussen", Rules::rasmussen()),
        ("sechsundzwanzig", Rules::sechsundzwanzig()),
    ] {
        group.bench_function(format!("match_{name}_4p"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                random_match(4, rules, seed)
            })
        });
    }
    group.finish();
}

/// Decisions per match and per deal, so the per-decision rate can be read off the figures above.
fn report_decisions() {
    let n = 2000u64;
    let per_match: u64 = (0..n).map(|s| random_match(4, Rules::standard(), s)).sum();
    let per_deal: u64 = (0..n).map(|s| random_deal(4, s)).sum();
    println!(
        "decisions: {:.1} per standard 4-player match, {:.1} per first deal",
        per_match as f64 / n as f64,
        per_deal as f64 / n as f64
    );
}

fn bench_decisions(c: &mut Criterion) {
    report_decisions();
    let _ = c;
}

criterion_group!(benches, bench_legal, bench_matches, bench_decisions);
criterion_main!(benches);
