//! What the memo of hands' plans saves: `cargo run --release -p zweiundzwanzig-engine --example
//! big_two_plans -- [DECISIONS]`. It records every hand the heuristic plans in the playouts of
//! the advisor's searches (four players, the advisor in seat 0 against three heuristic players,
//! the first DECISIONS searched decisions, default 300), then plans that stream of hands again,
//! in order, with the plain split (`Partition::of`) and with the memo (`plan_cache::planned`),
//! and prints the time a hand of each and their ratio.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Instant;

use zz_engine::game::Game;
use zz_engine::games::big_two::heuristic::Heuristic;
use zz_engine::games::big_two::order::Order;
use zz_engine::games::big_two::partition::Partition;
use zz_engine::games::big_two::plan_cache::planned;
use zz_engine::games::big_two::policies::ADVISOR;
use zz_engine::games::big_two::{GameRules, Match, Move, OptionValue, Rules};
use zz_engine::policy::Policy;
use zz_engine::rng::Rng;
use zz_engine::search::advise;

/// The heuristic, recording the hand of every player it moves for.
struct Recording(Mutex<Vec<u64>>);

impl Policy<Match> for Recording {
    fn name(&self) -> &str {
        "recording"
    }
    fn choose(&self, game: &Match, rng: &mut Rng) -> Move {
        if let Some(p) = game.current_player() {
            let order = Order::new(game.rules());
            self.0.lock().unwrap().push(order.to_strength(game.hand(p)));
        }
        Heuristic.choose(game, rng)
    }
}

fn main() {
    let decisions: usize = std::env::args().nth(1).map_or(300, |a| a.parse().unwrap());
    let rules = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    let recording = Recording(Mutex::new(Vec::new()));
    let (mut searched, mut seed) = (0, 0);
    while searched < decisions {
        let mut m = Match::new_unlogged(4, rules, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while let Some(p) = m.current_player() {
            let mv = if p == 0 && searched < decisions {
                searched += 1;
                let settings = zz_engine::search::Settings {
                    seed: rng.next_u64(),
                    ..ADVISOR.settings
                };
                advise(&m.view(0), &settings, &recording).unwrap()[0].mv
            } else {
                Heuristic.choose(&m, &mut rng)
            };
            m.apply(mv).unwrap();
        }
        seed += 1;
    }
    let hands = recording.0.into_inner().unwrap();
    let time = |plan: &dyn Fn(u64) -> Partition| {
        let start = Instant::now();
        for &h in &hands {
            black_box(plan(black_box(h)));
        }
        start.elapsed().as_secs_f64() * 1e9 / hands.len() as f64
    };
    let plain = time(&|h| Partition::of(h, &rules));
    let memo = time(&|h| planned(h, &rules));
    println!(
        "{} hands planned in {decisions} decisions' playouts: plain {plain:.1} ns a hand, memo \
         {memo:.1} ns ({:.2}x)",
        hands.len(),
        plain / memo
    );
}
