//! The pure-Rust simulation rate, the baseline `benches/throughput.py` compares `zz.simulate` with:
//! `cargo run --release --example sim_rate -- GAMES THREADS` prints matches/s and deals/s.

use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::sim::Plan;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().ok());
    let games = args.next().flatten().unwrap_or(200_000);
    let threads = args.next().flatten().unwrap_or(1);
    let seats: Vec<&dyn Policy<Match>> = vec![&RandomPolicy; 4];
    let plan = Plan {
        policies: seats,
        new_game: |s| Match::new_unlogged(4, Rules::standard(), s).expect("4 players are fine"),
        seed: 0,
    };
    let start = std::time::Instant::now();
    let tally = plan.tally(0, games, threads).expect("threads start");
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{{\"games\": {games}, \"threads\": {threads}, \"seconds\": {secs:.4}, \"matches_per_s\": {:.1}, \"deals_per_s\": {:.1}}}",
        games as f64 / secs,
        tally.deals as f64 / secs
    );
}
