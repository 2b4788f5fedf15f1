//! The exact endgame solver on random small positions: `cargo run --release --example
//! endgame_check -- GAME PLAYERS CARDS POSITIONS [check]`, GAME one of `big_two`, `arschloch` (more to come).
//! Each position is a match of seed `i` (standard rules, stopping at the deal's end) played at
//! random until at most CARDS cards are left in the hands. Prints the positions solved, the
//! solver's positions a second and the positions it visits (mean and most); with `check`, also
//! searches each position line by line ([`brute_force`]) and counts where the two differ, and
//! checks that the solver's best line ends the deal with the values it gave.

use std::time::{Duration, Instant};

use zz_engine::games::{arschloch, big_two};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;
use zz_engine::search::{brute_force, to_endgame, Endgame, Solver};

/// What the run found.
#[derive(Default)]
struct Tally {
    positions: u64,
    skipped: u64,
    differ: u64,
    nodes: u64,
    most: u64,
    solving: Duration,
    brute: Duration,
}

fn run<G: Endgame>(players: usize, cards: usize, positions: u64, check: bool) -> Tally {
    let rules = G::Rules::standard_preset();
    let mut solver = Solver::<G>::new(u64::MAX);
    let mut tally = Tally::default();
    for seed in 0..positions {
        let mut game = G::start(players, rules, seed, false).expect("a valid table");
        game.stop_between_deals(true);
        let mut rng = Rng::derived(seed, 11);
        if !to_endgame(&mut game, cards, &mut rng) {
            tally.skipped += 1;
            continue;
        }
        let start = Instant::now();
        let values = solver.solve(&game).expect("no limit");
        tally.solving += start.elapsed();
        tally.positions += 1;
        tally.nodes += solver.nodes();
        tally.most = tally.most.max(solver.nodes());
        if check {
            let start = Instant::now();
            let brute = brute_force(&game);
            tally.brute += start.elapsed();
            let mut end = game.clone();
            solver.play_best(&mut end);
            let ended: Vec<f64> = (0..players).map(|s| end.value(s)).collect();
            if brute != values || ended != values {
                tally.differ += 1;
                eprintln!("seed {seed}: solver {values:?}, line {ended:?}, brute force {brute:?}");
            }
        }
    }
    tally
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, players, cards, positions, rest @ ..] = args.as_slice() else {
        panic!("usage: endgame_check GAME PLAYERS CARDS POSITIONS [check]");
    };
    let players: usize = players.parse().expect("PLAYERS is a number");
    let cards: usize = cards.parse().expect("CARDS is a number");
    let positions: u64 = positions.parse().expect("POSITIONS is a number");
    let check = rest.first().is_some_and(|a| a == "check");
    let t = match game.as_str() {
        "big_two" => run::<big_two::Match>(players, cards, positions, check),
        "arschloch" => run::<arschloch::Match>(players, cards, positions, check),
        other => panic!("GAME is big_two or arschloch, not {other}"),
    };
    let per_second = t.positions as f64 / t.solving.as_secs_f64().max(1e-9);
    println!(
        "{game} {players} players, at most {cards} cards: {} positions ({} skipped), \
         {per_second:.0} solved a second, {:.1} positions visited on average, {} at most",
        t.positions,
        t.skipped,
        t.nodes as f64 / t.positions.max(1) as f64,
        t.most
    );
    if check {
        println!(
            "checked against the brute force: {} differ; brute force {:.0} a second",
            t.differ,
            t.positions as f64 / t.brute.as_secs_f64().max(1e-9)
        );
    }
}
