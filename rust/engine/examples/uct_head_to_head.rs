//! The advisor against a stand-in for OpenSpiel's ISMCTSBot, two seats a side, in the engine:
//! `cargo run --release --example uct_head_to_head -- GAME DEALS OURS [SIMULATIONS] [THREADS]
//! [FIRST_DEAL]` (GAME `arschloch` or `big_two`) plays both seatings of each deal (ours at
//! seats 0 and 2, then at 1 and 3; the two seatings side by side on half the threads each), one
//! game an episode, and prints our win share (the share of the episodes in which one of our
//! seats has the best return, shared when tied: `benches/ismcts_head_to_head.py`'s figure) with
//! a 95% interval, each side's mean return, and the stand-in's time a decision.
//!
//! OURS is `level1` to `level5` (the advisor's levels; level 1 the heuristic), or `seeingN`: a
//! bound that reads every hand ([`Seeing`]: PIMC on the true deal, `N` playouts a candidate).
//! `OURS:erraticS` makes the others' moves in our playouts uniformly random a share `S` of the
//! time (`zz_engine::policy::Erratic` over the game's heuristic): a model of players the
//! heuristic explains only in part.
//!
//! **The stand-in** ([`UctBot`]) plays as ISMCTSBot plays our games through the OpenSpiel
//! adapter with the settings of that bench (100 simulations, UCT constant 2, random rollouts,
//! inconsistent action sets allowed), as its source reads: a simulation draws a state among
//! those the player's view allows (`Match::determinize`, uniform among the deals the record
//! allows, as the adapter's `resample_from_infostate`); the first only evaluates the root; each
//! other tries a move not tried yet (in random order) or else the move of highest UCT value
//! (`mean + c √(ln n / visits)`, `n` the simulations so far, ties within 1e-5 broken at random),
//! and plays uniformly random moves to the end of the game; the move played is the most
//! visited (ties at random). The return is minus the seat's total (Arschloch: its place; Big
//! Two: its penalty points), as the adapter's. Below the root ISMCTSBot keys its nodes by the
//! mover's information state, which holds that mover's drawn hand: after our move the next
//! player's node is new at nearly every simulation, and a new node is only evaluated, so its
//! search is this bandit over the root's moves. It is a stand-in, not the bot: it draws from
//! the engine's generator, so its games are reproducible from the seed, and the bench against
//! the real ISMCTSBot stays the measure of record (BENCHMARKS.md compares the two).

use std::time::Instant;

use zz_engine::error::EngineError;
use zz_engine::game::Game;
use zz_engine::moves::Moves;
use zz_engine::options::{GameRules, OptionValue};
use zz_engine::policy::{Erratic, Policy};
use zz_engine::rng::Rng;
use zz_engine::search::{Advisor, Level, Levels, Timed, LEVEL_PLAYERS};
use zz_engine::sim::Plan;

mod common;
use common::Mean;

/// The bandit over the root's moves that ISMCTSBot's search comes to on our games.
struct UctBot<G: Game> {
    simulations: u32,
    c: f64,
    draw: fn(&G::View, &mut Rng) -> Result<G, EngineError>,
}

impl<G: Game> UctBot<G> {
    fn new(simulations: u32, draw: fn(&G::View, &mut Rng) -> Result<G, EngineError>) -> Self {
        UctBot {
            simulations,
            c: 2.0,
            draw,
        }
    }

    /// The return of `seat` at the end of a game drawn from `view`, played on at random after
    /// `mv`.
    fn rollout(&self, view: &G::View, mv: G::Move, seat: usize, rng: &mut Rng) -> f64 {
        let mut game = (self.draw)(view, rng).expect("a real view determinizes");
        game.apply_unchecked(mv);
        game.play_out_random(rng);
        -f64::from(game.total(seat))
    }

    /// The move of highest UCT value after `n` simulations, ties broken at random.
    fn select(&self, visits: &[u32], sums: &[f64], n: u32, rng: &mut Rng) -> usize {
        let uct = |a: usize| {
            let v = f64::from(visits[a]);
            sums[a] / v + self.c * (f64::from(n).ln() / v).sqrt()
        };
        let values: Vec<f64> = (0..visits.len()).map(uct).collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let near: Vec<usize> = (0..values.len())
            .filter(|&a| values[a] > best - 1e-5)
            .collect();
        near[rng.below(near.len() as u32) as usize]
    }
}

impl<G: Game> Policy<G> for UctBot<G> {
    fn name(&self) -> &str {
        "uct-bot"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        let me = game.current_player().expect("a player to move");
        let mut list = G::MoveList::default();
        game.legal_moves(&mut list);
        let moves: Vec<G::Move> = list.iter_moves().collect();
        if moves.len() == 1 {
            return moves[0];
        }
        let view = game.view(me);
        let mut untried: Vec<usize> = (0..moves.len()).collect();
        let (mut visits, mut sums) = (vec![0u32; moves.len()], vec![0.0; moves.len()]);
        // The first simulation evaluates the root alone: it adds to no move.
        for n in 0..self.simulations.saturating_sub(1) {
            let a = match untried.len() {
                0 => self.select(&visits, &sums, n, rng),
                k => untried.swap_remove(rng.below(k as u32) as usize),
            };
            sums[a] += self.rollout(&view, moves[a], me, rng);
            visits[a] += 1;
        }
        let most = *visits.iter().max().expect("moves");
        let tied: Vec<usize> = (0..moves.len()).filter(|&a| visits[a] == most).collect();
        moves[tied[rng.below(tied.len() as u32) as usize]]
    }
}

impl<G: Game> std::fmt::Debug for UctBot<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UctBot({} simulations)", self.simulations)
    }
}

/// Our player: a level, or the bound that sees every hand with so many playouts a move.
#[derive(Clone, Copy, Debug)]
enum Ours {
    Level(usize),
    Seeing(u32),
}

impl Ours {
    /// `levelN` (1 to 5) or `seeingN` (N playouts a candidate).
    fn named(name: &str) -> Ours {
        let level = name.strip_prefix("level").and_then(|n| n.parse().ok());
        let seeing = name.strip_prefix("seeing").and_then(|n| n.parse().ok());
        match (level, seeing) {
            (Some(n), _) if (1..=5).contains(&n) => Ours::Level(n),
            (_, Some(n)) if n > 0 => Ours::Seeing(n),
            _ => panic!("OURS: level1 to level5, or seeingN"),
        }
    }

    fn name(self) -> String {
        match self {
            Ours::Level(n) => format!("level{n}"),
            Ours::Seeing(n) => format!("seeing{n}"),
        }
    }
}

/// PIMC on the true deal, every hand seen: each candidate played out `iterations` times with
/// the advisor's playouts (`rollout` the others), the first of the best mean values played, as
/// the advisor's ranking keeps the candidates' order on ties. A bound, not a player: it reads
/// every hand.
struct Seeing<'a, G: Levels> {
    iterations: u32,
    rollout: &'a dyn Policy<G>,
}

impl<G: Levels> Policy<G> for Seeing<'_, G> {
    fn name(&self) -> &str {
        "seeing"
    }

    fn choose(&self, game: &G, rng: &mut Rng) -> G::Move {
        let me = game.current_player().expect("a player to move");
        let mut moves = Vec::new();
        game.candidates(&mut moves);
        if moves.len() == 1 {
            return moves[0];
        }
        let mut sums = vec![0.0; moves.len()];
        for _ in 0..self.iterations {
            for (a, &mv) in moves.iter().enumerate() {
                let mut g = game.clone();
                g.apply_unchecked(mv);
                g.play_out(me, self.rollout, rng);
                sums[a] += g.value(me);
            }
        }
        let best = (1..moves.len()).fold(0, |b, a| if sums[a] > sums[b] { a } else { b });
        moves[best]
    }
}

/// What each run reads from the command line.
struct Args {
    deals: usize,
    ours: Ours,
    /// The share of the others' moves made at random in our playouts (0: the heuristic's).
    erratic: f64,
    simulations: u32,
    threads: usize,
    first: u64,
}

/// Our seats in the two seatings of every deal.
const SEATINGS: [[usize; 2]; 2] = [[0, 2], [1, 3]];

/// The totals of every deal played with `ours` at the seats `mine` and `bot` at the others, on
/// `threads` threads.
fn seating<G: Levels>(
    mine: [usize; 2],
    ours: &dyn Policy<G>,
    bot: &dyn Policy<G>,
    rules: G::Rules,
    args: &Args,
    threads: usize,
) -> Vec<u16>
where
    G::Rules: Copy + Sync,
{
    let seats: Vec<&dyn Policy<G>> = (0..4)
        .map(|s| match mine.contains(&s) {
            true => ours,
            false => bot,
        })
        .collect();
    let plan = Plan {
        policies: seats,
        new_game: |s| G::start(4, rules, s, true).unwrap(),
        seed: 32,
    };
    plan.batch(args.first, args.deals, threads).unwrap().totals
}

/// Both seatings of every deal (side by side, half the threads each): our win share, each
/// side's mean return, and the stand-in's time a decision.
fn run<G: Levels>(args: &Args, rules: G::Rules, bot: &UctBot<G>)
where
    G::Rules: Copy + Sync,
{
    let advisor = G::default_advisor();
    let erratic = Erratic {
        policy: advisor.rollout,
        share: args.erratic,
    };
    let rollout: &dyn Policy<G> = match args.erratic > 0.0 {
        true => &erratic,
        false => advisor.rollout,
    };
    let (seeing, searching);
    let ours: &dyn Policy<G> = match args.ours {
        Ours::Seeing(iterations) => {
            seeing = Seeing {
                iterations,
                rollout,
            };
            &seeing
        }
        Ours::Level(n) => match Level::new(n as i64).unwrap().advisor::<G>() {
            Some(advisor) => {
                searching = Advisor { rollout, ..advisor };
                &searching
            }
            None => &LEVEL_PLAYERS[n - 1],
        },
    };
    let timed = Timed::new(bot);
    let bot: &dyn Policy<G> = &timed;
    let start = Instant::now();
    let threads = (args.threads / 2).max(1);
    let totals: Vec<Vec<u16>> = std::thread::scope(|scope| {
        let runs: Vec<_> = SEATINGS
            .map(|mine| scope.spawn(move || seating(mine, ours, bot, rules, args, threads)))
            .into_iter()
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    let (mut wins, mut our_returns, mut their_returns) =
        (Mean::default(), Mean::default(), Mean::default());
    for (mine, totals) in SEATINGS.iter().zip(&totals) {
        for row in totals.chunks(4) {
            let ret: Vec<f64> = row.iter().map(|&t| -f64::from(t)).collect();
            let best = ret.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let winners: Vec<usize> = (0..4).filter(|&p| ret[p] == best).collect();
            let ours_won = winners.iter().filter(|p| mine.contains(p)).count();
            wins.add(ours_won as f64 / winners.len() as f64);
            let side = |ours: bool| {
                let seats = (0..4).filter(|p| mine.contains(p) == ours);
                seats.map(|p| ret[p]).sum::<f64>() / 2.0
            };
            our_returns.add(side(true));
            their_returns.add(side(false));
        }
    }
    println!(
        "{} (the others random {}) against the stand-in ({} simulations), {} episodes \
         (deals {}..{}): win share {}, return ours {} theirs {} ({:.0} s; the stand-in {:.2} ms \
         a decision)",
        args.ours.name(),
        args.erratic,
        args.simulations,
        wins.count(),
        args.first,
        args.first + args.deals as u64,
        wins.show(),
        our_returns.show(),
        their_returns.show(),
        start.elapsed().as_secs_f64(),
        timed.mean_ms(),
    );
}

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| argv.get(i).cloned().unwrap_or_else(|| d.to_string());
    let game = arg(0, "arschloch");
    let ours = arg(2, "level3");
    let args = Args {
        deals: arg(1, "100").parse().unwrap(),
        ours: Ours::named(ours.split(':').next().unwrap_or_default()),
        erratic: ours
            .split_once(":erratic")
            .map_or(0.0, |(_, share)| share.parse().expect("OURS:erraticSHARE")),
        simulations: arg(3, "100").parse().unwrap(),
        threads: arg(4, "2").parse().unwrap(),
        first: arg(5, "0").parse().unwrap(),
    };
    let one_game = OptionValue::Int(1);
    match game.as_str() {
        "arschloch" => {
            use zz_engine::games::arschloch::{Match, Rules};
            let rules = Rules::standard().with_option("games", &one_game).unwrap();
            run::<Match>(
                &args,
                rules,
                &UctBot::new(args.simulations, Match::determinize),
            );
        }
        "big_two" => {
            use zz_engine::games::big_two::{Match, Rules};
            let rules = Rules::preset("standard")
                .unwrap()
                .with_option("games", &one_game)
                .unwrap();
            run::<Match>(
                &args,
                rules,
                &UctBot::new(args.simulations, Match::determinize),
            );
        }
        _ => panic!("GAME: arschloch or big_two"),
    }
}
