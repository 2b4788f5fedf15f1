//! Determinization: samples never contradict the public record, keep everything the viewer sees,
//! are uniform, and search sees nothing but the view.

use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::heuristic::Heuristic;
use zz_engine::games::zweiundzwanzig::inference::Record;
use zz_engine::games::zweiundzwanzig::{legal, Event, Match, PlayList, Rules, Trick, View};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::{advise, Algorithm, Searchable, Settings};

/// A logged match played at random for `steps` decisions.
fn played(players: usize, rules: Rules, seed: u64, steps: usize) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 77);
    for _ in 0..steps {
        if m.is_over() {
            break;
        }
        let mv = RandomPolicy.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    m
}

/// Every play of the current deal, checked against the plays the rules list for the hand the
/// sample gives its player at that moment (that hand now plus all they played since).
fn record_replays(truth: &Match, sample: &Match) {
    let log = truth.log();
    let start = log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .unwrap()
        + 1;
    let plays: Vec<(u8, Cards)> = log[start..]
        .iter()
        .filter_map(|e| match *e {
            Event::Play { player, cards, .. } => Some((player, cards)),
            _ => None,
        })
        .collect();
    let mut trick = Trick::default();
    let mut i = 0;
    for event in &log[start..] {
        match *event {
            Event::Play { player, cards, .. } => {
                let mut hand = sample.hand(player as usize);
                for &(p, c) in &plays[i..] {
                    if p == player {
                        hand = hand.plus(c);
                    }
                }
                let mut legal_now = PlayList::new();
                let compulsory = truth.rules().compulsory_beating;
                legal::plays(hand, &trick, compulsory, &mut legal_now);
                assert!(
                    legal_now.iter().any(|m| m.cards() == cards),
                    "P{player} could not have played {cards} holding {hand}"
                );
                trick.add(player, cards, truth.rules());
                i += 1;
            }
            Event::Trick { .. } => trick.clear(),
            _ => {}
        }
    }
}

fn without_log(mut v: View) -> View {
    v.log.clear();
    v
}

#[test]
fn samples_keep_the_view_and_never_contradict_the_record() {
    let presets = [
        Rules::standard(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
        Rules::twenty_two(),
    ];
    let mut checked = 0;
    for (r, rules) in presets.into_iter().enumerate() {
        for seed in 0..60u64 {
            let players = 2 + (seed % 5) as usize;
            let truth = played(
                players,
                rules,
                seed + 1000 * r as u64,
                (seed as usize * 7) % 90,
            );
            if truth.is_over() {
                continue;
            }
            for p in truth.in_match().iter() {
                let view = truth.view(p);
                let mut rng = Rng::seeded(seed);
                // The search's draw too: walked by the chain towards the others' decisions.
                let hidden = <Match as Searchable>::hidden(&view).unwrap();
                for k in 0..8 {
                    let sample = if k % 2 == 0 {
                        Match::determinize(&view, &mut rng).unwrap()
                    } else {
                        <Match as Searchable>::determinize(&view, &hidden, &mut rng).unwrap()
                    };
                    sample.check_consistency().unwrap();
                    assert_eq!(without_log(sample.view(p)), without_log(view.clone()));
                    record_replays(&truth, &sample);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 2000, "{checked} samples checked");
}

#[test]
fn samples_are_uniform_over_the_deals_the_record_allows() {
    // Find a position where an opponent has given off, then compare the sampler with plain
    // rejection: deal the unseen cards uniformly and keep the deals the record allows.
    for seed in 0..400u64 {
        let truth = played(3, Rules::standard(), seed, 12);
        let view = truth.view(0);
        let gave_off = view.log.iter().any(|e| {
            matches!(e, Event::Play { player, kind, .. } if *player != 0
                && *kind == zz_engine::games::zweiundzwanzig::PlayKind::GiveOff)
        });
        if truth.is_over() || truth.phase().name() != "play" || !gave_off {
            continue;
        }
        let n = 20_000;
        let mut rng = Rng::seeded(1);
        let mut ours = [0u32; 14];
        for _ in 0..n {
            let s = Match::determinize(&view, &mut rng).unwrap();
            ours[s.hand(1).highest() as usize] += 1;
        }
        let mut theirs = [0u32; 14];
        let mut kept = 0;
        let unconstrained = {
            let mut v = view.clone();
            v.log.clear();
            v
        };
        while kept < n {
            let s = Match::determinize(&unconstrained, &mut rng).unwrap();
            let record = Record::of(&view.log, truth.rules());
            if (1..3).all(|q| record.allows(q, s.hand(q as usize))) {
                theirs[s.hand(1).highest() as usize] += 1;
                kept += 1;
            }
        }
        for r in 0..14 {
            let (a, b) = (f64::from(ours[r]), f64::from(theirs[r]));
            let sd = ((a + b) / 2.0).sqrt().max(1.0);
            assert!((a - b).abs() < 6.0 * sd, "rank {r}: {ours:?} vs {theirs:?}");
        }
        return;
    }
    panic!("no position with a give-off found");
}

#[test]
fn two_states_with_the_same_view_get_the_same_advice() {
    let truth = played(4, Rules::standard(), 5, 40);
    let me = truth.to_move().unwrap();
    let view = truth.view(me);
    let mut rng = Rng::seeded(3);
    let other = Match::determinize(&view, &mut rng).unwrap();
    assert_ne!(
        (0..4).map(|p| other.hand(p)).collect::<Vec<_>>(),
        (0..4).map(|p| truth.hand(p)).collect::<Vec<_>>(),
        "the other state should differ in hidden cards"
    );
    let mut other_view = other.view(me);
    other_view.log = view.log.clone();
    assert_eq!(other_view, view);
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let settings = Settings {
            algorithm,
            iterations: Some(40),
            seed: 9,
            ..Settings::default()
        };
        let a = advise(&view, &settings, &Heuristic).unwrap();
        let b = advise(&other_view, &settings, &Heuristic).unwrap();
        assert_eq!(a, b);
    }
}

#[test]
fn advice_does_not_depend_on_threads() {
    let truth = played(4, Rules::standard(), 8, 30);
    let view = truth.view(truth.to_move().unwrap());
    for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
        let one = Settings {
            algorithm,
            iterations: Some(50),
            seed: 4,
            threads: 1,
            ..Settings::default()
        };
        let two = Settings { threads: 2, ..one };
        assert_eq!(
            advise(&view, &one, &Heuristic).unwrap(),
            advise(&view, &two, &Heuristic).unwrap()
        );
    }
}
