//! Big Two's policies and what search reads: the heuristic plays legal moves, keeps its hand
//! together and beats random players; the candidates are legal, few, hold the heuristic's move
//! and are the same from the match and from the view; a finished game is worth 1 to its winner
//! and less to the others the more penalty they took; the advisor is registered and plays.

use zz_engine::card::SuitedCards;
use zz_engine::game::Game;
use zz_engine::games::big_two::heuristic::{self, Heuristic, Position};
use zz_engine::games::big_two::policies::ADVISOR;
use zz_engine::games::big_two::search::LOSER_SHARE;
use zz_engine::games::big_two::{GameRules, Match, Move, OptionValue, Rules};
use zz_engine::policy::{Policies, Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::Searchable;
use zz_engine::sim::Plan;

fn rules(preset: &str, hand_size: i64) -> Rules {
    Rules::preset(preset)
        .unwrap()
        .with_option("games", &OptionValue::Int(2))
        .unwrap()
        .with_option("penalty_limit", &OptionValue::None)
        .unwrap()
        .with_option("hand_size", &OptionValue::Int(hand_size))
        .unwrap()
}

fn cards(text: &str) -> SuitedCards {
    SuitedCards::parse(text).unwrap()
}

/// Calls `check` at every decision of matches of every preset at 2 (13 and 17 cards), 3 and 4
/// players, played half by the heuristic and half at random.
fn every_position(matches: u64, mut check: impl FnMut(&Match)) -> usize {
    let mut positions = 0;
    for preset in Rules::PRESETS {
        for (players, hand_size) in [(2, 13), (2, 17), (3, 13), (4, 13)] {
            for seed in 0..matches {
                let mut m = Match::new_unlogged(players, rules(preset, hand_size), seed).unwrap();
                let mut rng = Rng::seeded(seed);
                while m.current_player().is_some() {
                    check(&m);
                    positions += 1;
                    let mv = if positions % 2 == 0 {
                        Heuristic.choose(&m, &mut rng)
                    } else {
                        RandomPolicy.choose(&m, &mut rng)
                    };
                    m.apply(mv).unwrap();
                }
            }
        }
    }
    positions
}

#[test]
fn the_heuristic_plays_legal_moves_everywhere() {
    let positions = every_position(15, |m| {
        let mv = Heuristic.choose(m, &mut Rng::seeded(0));
        assert!(m.is_legal(mv), "{mv} in {m:?}");
        assert_eq!(
            mv,
            Heuristic.choose(m, &mut Rng::seeded(9)),
            "deterministic"
        );
    });
    assert!(positions > 10_000, "{positions} positions");
}

#[test]
fn the_candidates_are_legal_few_hold_the_heuristics_move_and_agree_with_the_view() {
    let mut leads = 0;
    let positions = every_position(6, |m| {
        let mut from_match = Vec::new();
        m.candidates(&mut from_match);
        let me = m.to_move().unwrap();
        assert_eq!(from_match, Match::candidates_in(&m.view(me)));
        let mut legal = Vec::new();
        m.legal_moves_into(&mut legal);
        let position = Position::of_match(m).unwrap();
        assert!(from_match.contains(&heuristic::choose(&position)));
        // In the order of the legal moves, each once.
        let places: Vec<usize> = (from_match.iter())
            .map(|c| {
                legal
                    .iter()
                    .position(|l| l == c)
                    .expect("a legal candidate")
            })
            .collect();
        assert!(places.windows(2).all(|w| w[0] < w[1]));
        if m.turn().unwrap().last.is_none() {
            assert!(
                from_match.len() <= 6,
                "{} lead candidates",
                from_match.len()
            );
            leads += 1;
        } else {
            let most = if legal.len() <= 16 { legal.len() } else { 5 };
            assert!(from_match.len() <= most);
        }
    });
    assert!(
        positions > 4_000 && leads > 500,
        "{positions} positions, {leads} leads"
    );
}

#[test]
fn the_heuristic_leads_low_keeps_five_card_hands_together_and_holds_its_twos() {
    let r = Rules::standard();
    let hands = [
        "3d 4c 5h 6s 7d 9c 9h Jd Qs Kc Ah 2d 2s",
        "3c 4d 5c 6c 7h 8d 8h 10d 10h Js Qh Ks As",
        "3h 3s 4h 5d 6d 7c 8s 9d 10s Jc Qd Kd Ac",
        "4s 5s 6h 7s 8c 9s 10c Jh Qc Kh Ad 2c 2h",
    ]
    .map(cards);
    let mut m = Match::from_hands(r, 0, &hands, None, 1).unwrap();
    // The straight 3-7 holds the 3♦: it goes out whole.
    let straight = cards("3d 4c 5h 6s 7d");
    assert_eq!(
        Heuristic.choose(&m, &mut Rng::seeded(0)),
        Move::play(straight)
    );
    m.apply(Move::play(straight)).unwrap();
    // Player 3 beats it with the straight of their own 4-8 (the weakest that beats).
    assert_eq!(m.to_move(), Some(3));
    let theirs = Heuristic.choose(&m, &mut Rng::seeded(0));
    assert_eq!(theirs.cards().len(), 5);
    // A 2 is not spent on a king early, but is when someone is down to few cards.
    let position = Position {
        hand: cards("3c 5h 7d 9c Jd Qh 2s"),
        turn: zz_engine::games::big_two::Turn {
            last: Some(cards("Kd")),
            must_hold: None,
            may_pass: true,
        },
        fewest_others: 8,
        played: cards("3d Kd"),
        rules: r,
    };
    assert_eq!(heuristic::choose(&position), Move::PASS, "the 2♠ is kept");
    let near_end = Position {
        fewest_others: 2,
        ..position
    };
    assert_eq!(heuristic::choose(&near_end), Move::play(cards("2s")));
}

#[test]
fn against_a_player_on_one_card_the_heuristic_plays_sets_or_its_strongest_single() {
    let r = Rules::standard();
    let lead = |hand: &str| Position {
        hand: cards(hand),
        turn: zz_engine::games::big_two::Turn {
            last: None,
            must_hold: None,
            may_pass: false,
        },
        fewest_others: 1,
        played: SuitedCards::EMPTY,
        rules: r,
    };
    assert_eq!(
        heuristic::choose(&lead("4c 9h 9s Kd")),
        Move::play(cards("9h 9s"))
    );
    assert_eq!(
        heuristic::choose(&lead("4c 8h Kd")),
        Move::play(cards("Kd"))
    );
    let follow = Position {
        turn: zz_engine::games::big_two::Turn {
            last: Some(cards("5d")),
            must_hold: None,
            may_pass: true,
        },
        ..lead("4c 8h 8s Kd Ah")
    };
    assert_eq!(heuristic::choose(&follow), Move::play(cards("Ah")));
}

/// The share of games won and the mean penalty of `player` in seat order against `opponent`,
/// one game a match, seats rotated.
fn strength(
    player: &dyn Policy<Match>,
    opponent: &dyn Policy<Match>,
    games: usize,
) -> (f64, f64, f64) {
    let r = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    let (mut won, mut mine, mut theirs) = (0.0, 0.0, 0.0);
    for seat in 0..4 {
        let mut seats: Vec<&dyn Policy<Match>> = vec![opponent; 4];
        seats[seat] = player;
        let plan = Plan {
            policies: seats,
            new_game: |s| Match::new_unlogged(4, r, s).unwrap(),
            seed: seat as u64,
        };
        let batch = plan.batch(0, games / 4, 1).unwrap();
        for g in 0..games / 4 {
            won += f64::from(u8::from(batch.places[4 * g + seat] == 1));
            for p in 0..4 {
                let t = f64::from(batch.totals[4 * g + p]);
                if p == seat {
                    mine += t;
                } else {
                    theirs += t / 3.0;
                }
            }
        }
    }
    let n = (games / 4 * 4) as f64;
    (won / n, mine / n, theirs / n)
}

#[test]
fn the_heuristic_beats_random_players_clearly() {
    let (won, mine, theirs) = strength(&Heuristic, &RandomPolicy, 4000);
    // Measured: 77.5% of games and 0.83 against 4.83 penalty points.
    assert!(won > 0.65, "won {won:.3}");
    assert!(mine < theirs / 2.0, "penalty {mine:.2} against {theirs:.2}");
}

#[test]
fn a_finished_game_is_worth_one_to_its_winner_and_less_the_more_penalty_one_took() {
    let r = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    let mut m = Match::new_unlogged(4, r, 7).unwrap();
    let mut rng = Rng::seeded(7);
    while m.current_player().is_some() {
        let mv = Heuristic.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    let winner = usize::from(m.game_winners()[0]);
    assert_eq!(m.value(winner), 1.0);
    let mut losers: Vec<usize> = (0..4).filter(|&p| p != winner).collect();
    losers.sort_by_key(|&p| m.hand(p).len());
    for pair in losers.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(m.value(a) >= m.value(b), "fewer cards left, no less value");
        if m.hand(a).len() < m.hand(b).len() {
            assert!(m.value(a) > m.value(b));
        }
    }
    for &p in &losers {
        assert!((0.0..=LOSER_SHARE).contains(&m.value(p)));
        assert!(m.value(p) < LOSER_SHARE, "a loser holds cards");
    }
}

#[test]
fn the_advisor_is_registered_and_plays_legal_moves() {
    assert_eq!(
        Match::policy_names(),
        [
            "random",
            "heuristic",
            "advisor",
            "level1",
            "level2",
            "level3",
            "level4",
            "level5"
        ]
    );
    let r = Rules::standard()
        .with_option("games", &OptionValue::Int(1))
        .unwrap();
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let mut m = Match::new_unlogged(players, r, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while let Some(p) = m.current_player() {
            let mv = if p == 0 {
                ADVISOR.choose(&m, &mut rng)
            } else {
                Heuristic.choose(&m, &mut rng)
            };
            assert!(m.is_legal(mv));
            m.apply(mv).unwrap();
        }
    }
}

#[test]
fn the_advisors_work_cuts_the_dear_early_decisions_and_leaves_the_late_ones_whole() {
    use zz_engine::games::big_two::policies::{ADVISOR_DETERMINIZATIONS, ADVISOR_WORK};
    use zz_engine::search::advise;
    assert_eq!(ADVISOR.settings.work, Some(ADVISOR_WORK));
    let r = rules("standard", 13);
    let (mut cut, mut whole) = (0, 0);
    for seed in 0..2 {
        let mut m = Match::new_unlogged(4, r, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while let Some(p) = m.current_player() {
            let view = m.view(p);
            if Match::candidates_in(&view).len() > 1 {
                let settings = zz_engine::search::Settings {
                    seed,
                    ..ADVISOR.settings
                };
                let advice = advise(&view, &settings, &Heuristic).unwrap();
                let searched = advice[0].stats.visits;
                assert!((1..=ADVISOR_DETERMINIZATIONS).contains(&searched));
                let held: usize = view.cards_left.iter().map(|&c| usize::from(c)).sum();
                if held == 52 {
                    assert!(searched < ADVISOR_DETERMINIZATIONS, "a first lead is cut");
                }
                if searched < ADVISOR_DETERMINIZATIONS {
                    cut += 1;
                } else {
                    whole += 1;
                }
            }
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
    }
    assert!(
        cut > 0 && whole > 0,
        "{cut} decisions cut, {whole} searched in full"
    );
}

#[test]
fn a_playout_counts_every_move_it_makes_its_lookaheads_trials_included() {
    // The rollout's moves are counted; the playout's own count adds the moves the lookahead
    // made without the rollout (its choices, and each trial's first move): at most 7 a look;
    // and the exact endgame's: the positions its solve visited and its line's moves.
    use std::sync::atomic::{AtomicU64, Ordering};
    use zz_engine::games::big_two::endgame::{SOLVED_FROM, SOLVE_LIMIT};
    use zz_engine::games::big_two::rules::MAX_PLAYERS;
    use zz_engine::games::big_two::search::LOOKAHEADS;
    let endgame = SOLVE_LIMIT + (SOLVED_FROM * MAX_PLAYERS) as u64;
    struct Counting(AtomicU64);
    impl Policy<Match> for Counting {
        fn name(&self) -> &str {
            "counting"
        }
        fn choose(&self, game: &Match, rng: &mut Rng) -> Move {
            self.0.fetch_add(1, Ordering::Relaxed);
            Heuristic.choose(game, rng)
        }
    }
    for (players, seed) in [(2, 4), (3, 5), (4, 6)] {
        let mut m = Match::new_unlogged(players, rules("standard", 13), seed).unwrap();
        m.stop_between_deals(true);
        let me = m.current_player().unwrap();
        let counting = Counting(AtomicU64::new(0));
        let mut plain = m.clone();
        let plain_moves =
            zz_engine::search::play_to_deal_end(&mut plain, &Heuristic, &mut Rng::seeded(1));
        let counted = m.play_out(me, &counting, &mut Rng::seeded(1));
        let by_rollout = counting.0.load(Ordering::Relaxed);
        assert!(
            counted >= by_rollout,
            "{counted} counted, {by_rollout} by the rollout"
        );
        assert!(counted <= by_rollout + 7 * u64::from(LOOKAHEADS) + endgame);
        assert!(
            by_rollout > plain_moves,
            "the lookaheads' trials are played and counted"
        );
        assert!(m.current_player().is_none(), "played to the game's end");
    }
}
