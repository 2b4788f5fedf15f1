//! Each deal's points in a batch (`Plan::batch_by_deal`), in every game: the same batch as
//! without them, one row a deal, rows that add up to the totals, the same on any thread count.

use zz_engine::control::Control;
use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::sim::{Plan, NOT_DEALT};

/// Checks the points of `count` matches of `G` at `players` seats under `rules`.
fn check<G: Game>(players: usize, rules: G::Rules, count: usize)
where
    G::Rules: Copy + Sync,
    RandomPolicy: Policy<G>,
{
    let plan = Plan {
        policies: vec![&RandomPolicy as &dyn Policy<G>; players],
        new_game: move |s| G::start(players, rules, s, false).unwrap(),
        seed: 11,
    };
    let never = Control::never();
    let by_deal = plan.batch_by_deal(0, count, 1, never).unwrap();
    let mut plain = by_deal.clone();
    plain.deal_points.clear();
    assert_eq!(plain, plan.batch(0, count, 1).unwrap());
    assert_eq!(by_deal, plan.batch_by_deal(0, count, 2, never).unwrap());
    assert_eq!(by_deal.deal_points.len(), count);
    for (i, points) in by_deal.deal_points.iter().enumerate() {
        assert_eq!(points.len(), usize::from(by_deal.deals[i]) * players);
        for p in 0..players {
            let sum: u32 = points[p..]
                .iter()
                .step_by(players)
                .filter(|&&x| x != NOT_DEALT)
                .map(|&x| u32::from(x))
                .sum();
            assert_eq!(sum, u32::from(by_deal.totals[i * players + p]));
        }
    }
}

#[test]
fn the_family_s_deals_add_up_to_its_totals() {
    check::<zweiundzwanzig::Match>(4, zweiundzwanzig::Rules::standard(), 60);
    check::<zweiundzwanzig::Match>(3, zweiundzwanzig::Rules::rasmussen(), 40);
}

#[test]
fn big_two_s_games_add_up_to_its_totals() {
    check::<big_two::Match>(4, big_two::Rules::standard(), 30);
}

#[test]
fn arschloch_s_games_add_up_to_its_totals() {
    check::<arschloch::Match>(5, arschloch::Rules::standard(), 30);
}

#[test]
fn a_family_player_out_of_the_match_is_not_dealt_in() {
    let rules = zweiundzwanzig::Rules::standard();
    let plan = Plan {
        policies: vec![&RandomPolicy as &dyn Policy<zweiundzwanzig::Match>; 5],
        new_game: move |s| zweiundzwanzig::Match::new_unlogged(5, rules, s).unwrap(),
        seed: 3,
    };
    let batch = plan.batch_by_deal(0, 20, 1, Control::never()).unwrap();
    for points in &batch.deal_points {
        let first_out: Vec<Option<usize>> = (0..5)
            .map(|p| points[p..].iter().step_by(5).position(|&x| x == NOT_DEALT))
            .collect();
        // Out once, out for good; and every deal deals someone in.
        for (p, out) in first_out.iter().enumerate() {
            if let Some(d) = out {
                assert!(points[p + d * 5..]
                    .iter()
                    .step_by(5)
                    .all(|&x| x == NOT_DEALT));
            }
        }
        assert!(points
            .chunks(5)
            .all(|deal| deal.iter().any(|&x| x != NOT_DEALT)));
    }
    assert!(batch
        .deal_points
        .iter()
        .any(|points| points.contains(&NOT_DEALT)));
}
