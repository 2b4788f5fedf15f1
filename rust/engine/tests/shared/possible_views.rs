//! Every genuine view is a possible view ([`zz_engine::possible::check`]): the views of every
//! seat at random points of random matches of every preset and table size of the three games,
//! finished matches included, pass the check that loading a view makes. And the record of a
//! `rasmussen` match at eight players, whose deals seldom fit, passes it for every seat.

use zz_engine::game::Game;
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::options::GameRules;
use zz_engine::possible::{check, Rebuild};
use zz_engine::rng::Rng;

/// Views checked for each preset and table size.
const VIEWS: usize = 300;

/// Plays random matches of `start(seed)` to the end and checks `views` views on the way: every
/// seat's view now and then, and each finished match's.
fn sweep<G: Rebuild>(start: impl Fn(u64) -> G, views: usize) {
    let mut rng = Rng::seeded(0x7669);
    let mut done = 0;
    for seed in 0.. {
        let mut m = start(seed);
        loop {
            if m.is_over() || rng.below(12) == 0 {
                let seat = rng.below(m.players() as u32) as usize;
                let view = m.view(seat);
                check::<G>(&view).unwrap_or_else(|e| {
                    let text = serde_json::to_string(&view).unwrap_or_default();
                    panic!("seed {seed}, P{seat}: {e}\n{text}")
                });
                done += 1;
            }
            if m.is_over() || done >= views {
                break;
            }
            let mv = m.random_move(&mut rng);
            m.apply(mv).unwrap();
        }
        if done >= views {
            return;
        }
    }
}

#[test]
fn every_view_of_the_family_is_possible() {
    for preset in zweiundzwanzig::rules::PRESETS {
        let rules = zweiundzwanzig::Rules::preset(preset).unwrap();
        for players in 2..=8 {
            sweep(
                |seed| zweiundzwanzig::Match::new(players, rules, seed).unwrap(),
                VIEWS,
            );
        }
    }
}

#[test]
fn every_view_of_the_family_at_its_options_bounds_is_possible() {
    use zz_engine::options::OptionValue::Int;
    let bounds = [
        ("first_deal", 1),
        ("first_deal", 13),
        ("elimination", 1),
        ("jokers_per_deck", 8),
    ];
    for (option, value) in bounds {
        let rules = zweiundzwanzig::Rules::standard()
            .with_option(option, &Int(value))
            .unwrap();
        for players in [2, 3, 5] {
            sweep(
                |seed| zweiundzwanzig::Match::new(players, rules, seed).unwrap(),
                VIEWS,
            );
        }
    }
}

#[test]
fn every_view_of_big_two_is_possible() {
    for preset in big_two::rules::PRESETS {
        for (players, hand_size) in [(2, 13), (2, 17), (3, 13), (4, 13)] {
            let rules = big_two::Rules::preset(preset)
                .unwrap()
                .with_option("hand_size", &big_two::OptionValue::Int(hand_size))
                .unwrap();
            sweep(
                |seed| big_two::Match::start(players, rules, seed, true).unwrap(),
                VIEWS,
            );
        }
    }
}

#[test]
fn every_view_of_arschloch_is_possible() {
    for preset in arschloch::rules::PRESETS {
        let rules = arschloch::Rules::preset(preset).unwrap();
        // Every table the preset's piles seat.
        for players in 2..=usize::from(rules.piles) {
            sweep(
                |seed| arschloch::Match::start(players, rules, seed, true).unwrap(),
                VIEWS,
            );
        }
    }
}

#[test]
fn the_rasmussen_record_whose_deals_seldom_fit_is_possible_for_every_seat() {
    let text = include_str!("../data/rasmussen_no_deal.json");
    let m: zweiundzwanzig::Match = zz_engine::record::from_json(text).unwrap();
    for seat in 0..8 {
        check::<zweiundzwanzig::Match>(&m.view(seat)).unwrap();
    }
}

#[test]
fn a_view_with_an_event_the_rules_do_not_give_is_refused_naming_it() {
    let mut m = big_two::Match::start(4, big_two::Rules::standard(), 1, true).unwrap();
    for _ in 0..6 {
        let mv = m.random_move(&mut Rng::seeded(1));
        m.apply(mv).unwrap();
    }
    let mut view = m.view(2);
    let i = view.log.len();
    view.log.push(big_two::event::Event::RoundWon { player: 3 });
    let e = check::<big_two::Match>(&view).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "not a possible view: the log's event {i} (round_won)"
        )),
        "{e}"
    );
}
