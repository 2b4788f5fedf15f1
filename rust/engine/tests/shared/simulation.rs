//! Batch simulation: the same results whatever the thread count or the split into parts.

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::sim::{Plan, Tally};

fn plan<'a>(
    rules: Rules,
    policies: Vec<&'a dyn Policy<Match>>,
) -> Plan<'a, Match, impl Fn(u64) -> Match + Sync> {
    let players = policies.len();
    Plan {
        policies,
        new_game: move |s| Match::new_unlogged(players, rules, s).unwrap(),
        seed: 42,
    }
}

#[test]
fn threads_and_splits_do_not_change_the_results() {
    let p = plan(
        Rules::standard(),
        vec![&Heuristic, &RandomPolicy, &RandomPolicy, &RandomPolicy],
    );
    let one = p.batch(0, 700, 1).unwrap();
    let two = p.batch(0, 700, 2).unwrap();
    assert_eq!(one, two);
    let a = p.batch(0, 300, 2).unwrap();
    let b = p.batch(300, 400, 1).unwrap();
    assert_eq!(one.places[..1200], a.places[..]);
    assert_eq!(one.places[1200..], b.places[..]);
    assert_eq!(one.deals[300..], b.deals[..]);
    assert_eq!(p.tally(0, 700, 1).unwrap(), p.tally(0, 700, 2).unwrap());
}

#[test]
fn the_tally_counts_what_the_batch_holds() {
    let p = plan(
        Rules::rasmussen(),
        vec![&RandomPolicy, &Heuristic, &RandomPolicy],
    );
    let batch = p.batch(5, 300, 2).unwrap();
    let tally = p.tally(5, 300, 2).unwrap();
    let mut expected = Tally::new(3);
    for i in 5..305 {
        expected.add(&p.play(i));
    }
    assert_eq!(tally, expected);
    let wins: u64 = batch.places.iter().step_by(3).filter(|&&x| x == 1).count() as u64;
    assert_eq!(wins, tally.wins[0]);
    let deals: u64 = batch.deals.iter().map(|&d| u64::from(d)).sum();
    assert_eq!(deals, tally.deals);
}

#[test]
fn a_game_is_its_seed_and_index() {
    let p = plan(Rules::sechsundzwanzig(), vec![&RandomPolicy, &RandomPolicy]);
    let g = p.play(17);
    assert_eq!(g, p.play(17));
    assert!(g.is_over());
    assert_ne!(p.play(18), g);
}

#[test]
fn the_heuristic_beats_random_players() {
    let p = plan(
        Rules::standard(),
        vec![&Heuristic, &RandomPolicy, &RandomPolicy, &RandomPolicy],
    );
    let t = p.tally(0, 2000, 2).unwrap();
    let rate = t.wins[0] as f64 / t.games as f64;
    assert!(
        rate > 0.4,
        "the heuristic seat won {rate:.3} of its games (parity 0.25)"
    );
}

/// Random moves, until the game with the given seed index comes: then it gives up.
struct GivesUpOn(std::sync::atomic::AtomicU64);

impl Policy<Match> for GivesUpOn {
    fn name(&self) -> &str {
        "gives up"
    }

    fn choose(&self, game: &Match, rng: &mut zz_engine::rng::Rng) -> <Match as Game>::Move {
        game.random_move(rng)
    }

    fn try_choose(
        &self,
        game: &Match,
        rng: &mut zz_engine::rng::Rng,
    ) -> Option<<Match as Game>::Move> {
        let left = self.0.load(std::sync::atomic::Ordering::Relaxed);
        if left == 0 {
            return None;
        }
        self.0.store(left - 1, std::sync::atomic::Ordering::Relaxed);
        Some(self.choose(game, rng))
    }
}

#[test]
fn a_game_a_policy_gives_up_on_is_abandoned_and_the_run_stops() {
    let full = plan(Rules::standard(), vec![&RandomPolicy, &RandomPolicy]);
    // Enough moves for a few games, not for all of them.
    let moves = 300;
    let quitter = GivesUpOn(moves.into());
    let p = plan(Rules::standard(), vec![&RandomPolicy, &quitter]);
    let control = zz_engine::control::Control::new();
    let batch = p.batch_with(0, 50, 1, &control).unwrap();
    assert!(control.is_stopped());
    let finished = batch.deals.iter().position(|&d| d == 0).unwrap();
    assert!(finished > 0 && finished < 50, "{finished}");
    assert_eq!(control.done(), finished as u64);
    assert!(batch.deals[finished..].iter().all(|&d| d == 0));
    assert_eq!(
        batch.deals[..finished],
        full.batch(0, finished, 1).unwrap().deals[..]
    );
    let quitter = GivesUpOn(moves.into());
    let p = plan(Rules::standard(), vec![&RandomPolicy, &quitter]);
    let control = zz_engine::control::Control::new();
    let tally = p.tally_with(0, 50, 1, &control).unwrap();
    assert!(control.is_stopped());
    assert_eq!(tally, full.tally(0, finished, 1).unwrap());
}
