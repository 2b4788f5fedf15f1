//! The random-play invariants of the engine's harness (`zz_engine::invariants`), for the
//! Zweiundzwanzig family: every preset, tables of 2 to 12, matches that deal on at once and
//! matches that stop between deals.

use zz_engine::games::zweiundzwanzig::{Match, Rules};
use zz_engine::invariants::{random_play, Budget};
use zz_engine::options::GameRules;

#[test]
fn every_preset_keeps_the_random_play_invariants() {
    let mut moves = 0;
    for preset in Rules::PRESETS {
        let rules = Rules::preset(preset).unwrap();
        for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4), (7, 5), (12, 6)] {
            for stops in [false, true] {
                moves += random_play::<Match>(players, rules, seed, stops, Budget::default())
                    .unwrap_or_else(|e| panic!("{preset}, {players} players: {e}"));
            }
        }
    }
    assert!(moves > 10_000, "{moves} moves checked");
}

#[test]
fn arschloch_keeps_the_random_play_invariants_on_2_to_11_seats() {
    use zz_engine::games::arschloch;
    let mut moves = 0;
    let house = arschloch::Rules::standard()
        .with_option("lead_jokers", &zz_engine::options::OptionValue::Bool(true))
        .unwrap();
    for rules in [arschloch::Rules::standard(), house] {
        for players in 2..=11 {
            for stops in [false, true] {
                let seed = 100 + players as u64;
                moves +=
                    random_play::<arschloch::Match>(players, rules, seed, stops, Budget::default())
                        .unwrap_or_else(|e| panic!("{rules}, {players} players: {e}"));
            }
        }
    }
    assert!(moves > 10_000, "{moves} moves checked");
}

#[test]
fn big_two_keeps_the_random_play_invariants_on_2_to_4_seats() {
    use zz_engine::games::big_two;
    use zz_engine::options::{GameRules, OptionValue};
    let mut moves = 0;
    for preset in big_two::Rules::PRESETS {
        let rules = big_two::Rules::preset(preset).unwrap();
        let seventeen = rules
            .with_option("hand_size", &OptionValue::Int(17))
            .unwrap();
        let tables = [(2, rules), (2, seventeen), (3, rules), (4, rules)];
        for (players, rules) in tables {
            for seed in 0..14 {
                let stops = seed % 2 == 1;
                let seed = 200 + 10 * players as u64 + seed;
                moves +=
                    random_play::<big_two::Match>(players, rules, seed, stops, Budget::default())
                        .unwrap_or_else(|e| panic!("{preset}, {players} players: {e}"));
            }
        }
    }
    // 280 whole matches to the penalty limit, of 15 (four players) to 26 games (two): some
    // 6,000 games.
    assert!(moves > 200_000, "{moves} moves checked");
}
