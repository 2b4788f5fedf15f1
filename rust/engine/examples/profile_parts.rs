//! Times the parts of a deal, for profiling: `cargo run --release --example profile_parts`.

use std::hint::black_box;
use std::time::Instant;

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, Phase, Rules};
use zz_engine::rng::Rng;

fn main() {
    let n = 300_000u64;
    let t = Instant::now();
    for seed in 0..n {
        black_box(Match::new_unlogged(4, Rules::standard(), seed).unwrap());
    }
    println!(
        "new match: {:.0} ns",
        t.elapsed().as_nanos() as f64 / n as f64
    );

    let t = Instant::now();
    let mut count = 0u64;
    for seed in 0..n {
        let mut m = Match::new_unlogged(4, Rules::standard(), seed).unwrap();
        let mut rng = Rng::derived(seed, 1);
        while m.phase() == Phase::Exchange {
            let mv = m.random_move(&mut rng);
            m.apply_unchecked(mv);
            count += 1;
        }
        black_box(&m);
    }
    println!(
        "new match + exchanges: {:.0} ns ({} exchanges)",
        t.elapsed().as_nanos() as f64 / n as f64,
        count / n
    );
    let mut rng = Rng::seeded(1);
    let t = Instant::now();
    let mut x = 0u32;
    for _ in 0..n * 30 {
        x = x.wrapping_add(rng.below(52));
    }
    black_box(x);
    println!(
        "rng.below: {:.2} ns",
        t.elapsed().as_nanos() as f64 / (n * 30) as f64
    );
    let m = Match::new_unlogged(4, Rules::standard(), 1).unwrap();
    let t = Instant::now();
    for _ in 0..n {
        black_box(black_box(&m).clone());
    }
    println!("clone: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
}
