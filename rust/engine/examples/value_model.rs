//! Fits the exponent of the margin model that search uses between deals (`games/zweiundzwanzig/
//! search.rs`): plays heuristic matches, and at the start of every deal after the first scores
//! how well `m^a / Σ m^a` (m = elimination - total) predicted the eventual winner, for several
//! exponents `a` (mean log-likelihood and Brier score; higher and lower are better).
//! `cargo run --release --example value_model -- MATCHES PRESET PLAYERS`.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::options::GameRules;
use zz_engine::policy::Policy;
use zz_engine::rng::Rng;

const EXPONENTS: [f64; 7] = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let matches: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let preset = args.get(1).map_or("standard", String::as_str);
    let players: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let rules = Rules::preset(preset).unwrap();
    let mut log_lik = [0.0f64; EXPONENTS.len()];
    let mut brier = [0.0f64; EXPONENTS.len()];
    let mut positions = 0u64;
    for seed in 0..matches {
        let mut m = Match::new_unlogged(players, rules, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let mut starts: Vec<(Vec<u16>, Vec<usize>)> = Vec::new();
        let mut deal = 1;
        while !m.is_over() {
            if m.deal_number() != deal {
                deal = m.deal_number();
                starts.push((m.totals().to_vec(), m.in_match().iter().collect()));
            }
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply_unchecked(mv);
        }
        let winners = m.winners();
        let limit = f64::from(rules.elimination);
        for (totals, in_match) in &starts {
            positions += 1;
            for (i, &a) in EXPONENTS.iter().enumerate() {
                let w = |p: usize| (limit - f64::from(totals[p])).max(1.0).powf(a);
                let all: f64 = in_match.iter().map(|&p| w(p)).sum();
                for &p in in_match {
                    let predicted = w(p) / all;
                    let won = if winners.has(p) {
                        1.0 / winners.len() as f64
                    } else {
                        0.0
                    };
                    brier[i] += (predicted - won).powi(2);
                    if won > 0.0 {
                        log_lik[i] += won * predicted.max(1e-12).ln();
                    }
                }
            }
        }
    }
    println!("{preset}, {players} players: {matches} heuristic matches, {positions} deal starts");
    println!("exponent  mean log-likelihood  Brier score");
    for (i, a) in EXPONENTS.iter().enumerate() {
        println!(
            "{a:8.1}  {:19.4}  {:11.4}",
            log_lik[i] / positions as f64,
            brier[i] / positions as f64
        );
    }
}
