//! The exact endgame solver on random small positions: `cargo run --release --example
//! endgame_check -- GAME PLAYERS CARDS POSITIONS [check] [deals=D]`, GAME one of `big_two`,
//! `arschloch`, `zweiundzwanzig`. Each position is a match of seed `i` (standard rules,
//! stopping at the deal's end) played at random until at most CARDS cards are left in the hands;
//! with `deals=D` (the family only), position `i` first plays `i % (D + 1)` whole deals at
//! random, so that later deals (other totals, hand sizes and tables) are checked too. Prints the
//! positions solved, the solver's positions a second and the positions it visits (mean and
//! most); with `check`, also searches each position line by line ([`zz_engine::search::brute_force`], by
//! [`check_solved`]) and counts
//! where the two differ, and checks that the solver's best line ends the deal with the values it
//! gave.

use std::time::{Duration, Instant};

use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;
use zz_engine::search::{check_solved, to_endgame, Endgame, Solver};

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

/// Plays a position's deals before the one it is drawn from: `false` when the match ends first.
type Before<G> = fn(&mut G, u64, &mut Rng) -> bool;

fn run<G: Endgame>(
    players: usize,
    cards: usize,
    positions: u64,
    check: bool,
    before: Before<G>,
) -> Tally {
    let rules = G::Rules::standard_preset();
    let mut solver = Solver::<G>::new(u64::MAX);
    let mut tally = Tally::default();
    for seed in 0..positions {
        let mut game = G::start(players, rules, seed, false).expect("a valid table");
        game.stop_between_deals(true);
        let mut rng = Rng::derived(seed, 11);
        if !before(&mut game, seed, &mut rng) || !to_endgame(&mut game, cards, &mut rng) {
            tally.skipped += 1;
            continue;
        }
        let start = Instant::now();
        solver.solve(&game).expect("no limit");
        tally.solving += start.elapsed();
        tally.positions += 1;
        tally.nodes += solver.nodes();
        tally.most = tally.most.max(solver.nodes());
        if check {
            // The check solves again beside the brute force: its time is the brute force's.
            let start = Instant::now();
            let checked = check_solved(&mut solver, &game);
            tally.brute += start.elapsed();
            if let Err(e) = checked {
                tally.differ += 1;
                eprintln!("seed {seed}: {e}");
            }
        }
    }
    tally
}

/// The family's `deals=D`.
static DEALS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The family's position `seed` plays `seed % (D + 1)` whole deals first.
fn family_deals(game: &mut zweiundzwanzig::Match, seed: u64, rng: &mut Rng) -> bool {
    let d = DEALS.load(std::sync::atomic::Ordering::Relaxed);
    game.random_deals((seed % (d + 1)) as u16, rng)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, players, cards, positions, rest @ ..] = args.as_slice() else {
        panic!("usage: endgame_check GAME PLAYERS CARDS POSITIONS [check]");
    };
    let players: usize = players.parse().expect("PLAYERS is a number");
    let cards: usize = cards.parse().expect("CARDS is a number");
    let positions: u64 = positions.parse().expect("POSITIONS is a number");
    let check = rest.iter().any(|a| a == "check");
    let deals: u64 = rest
        .iter()
        .find_map(|a| a.strip_prefix("deals="))
        .map_or(0, |d| d.parse().expect("deals=D, D a number"));
    let t = match game.as_str() {
        "big_two" => run::<big_two::Match>(players, cards, positions, check, |_, _, _| true),
        "arschloch" => run::<arschloch::Match>(players, cards, positions, check, |_, _, _| true),
        "zweiundzwanzig" => {
            DEALS.store(deals, std::sync::atomic::Ordering::Relaxed);
            run::<zweiundzwanzig::Match>(players, cards, positions, check, family_deals)
        }
        other => panic!("GAME is big_two, arschloch or zweiundzwanzig, not {other}"),
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
