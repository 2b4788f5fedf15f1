//! Arschloch's house rules for the deal (`docs/rules/arschloch.md`, "Options"): any `piles` ×
//! `hand_size` the 110 cards allow, 2 to 15 players where the exchange fits. The rules at those
//! bounds, the exchange of hands larger than 15 cards, the random-play invariants of the
//! engine's harness, the views and the determinizer at the large tables and hands.

use zz_engine::card::{Cards, Pile, JOKER};
use zz_engine::game::Game;
use zz_engine::games::arschloch::determinize::Unseen;
use zz_engine::games::arschloch::heuristic::Heuristic;
use zz_engine::games::arschloch::rules::{MAX_HAND, MAX_PILES, MAX_PLAYERS, PACK_SIZE};
use zz_engine::games::arschloch::{Event, GameRules, Match, MoveList, OptionValue, Rules, View};
use zz_engine::invariants::{random_play, Budget};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;

/// The standard rules dealt into `piles` piles of `hand_size`, for `games` games.
fn deal(piles: i64, hand_size: i64, games: i64) -> Rules {
    [("piles", piles), ("hand_size", hand_size), ("games", games)]
        .iter()
        .fold(Rules::standard(), |r, (name, v)| {
            r.with_option(name, &OptionValue::Int(*v)).unwrap()
        })
}

/// Tables of the house rules beyond the standard deal: (players, piles, hand size).
const TABLES: [(usize, i64, i64); 8] = [
    (2, 2, 55),
    (3, 3, 36),
    (4, 4, 27),
    (5, 5, 22),
    (7, 7, 15),
    (8, 8, 13),
    (12, 12, 9),
    (15, 15, 7),
];

#[test]
fn the_bounds_are_what_the_pack_allows() {
    assert_eq!((MAX_PLAYERS, MAX_HAND, MAX_PILES), (15, 55, 110));
    let set = |name: &str, v: i64| Rules::standard().with_option(name, &OptionValue::Int(v));
    assert!(set("hand_size", 55).is_ok() && set("hand_size", 56).is_err());
    assert!(set("piles", 110).is_ok() && set("piles", 111).is_err());
    // Every table whose piles the pack fills and whose hands hold the exchange starts.
    for &(players, piles, hand) in &TABLES {
        assert!(piles * hand <= i64::from(PACK_SIZE));
        Match::new(players, deal(piles, hand, 5), 1).unwrap();
    }
    Match::new(3, deal(110, 1, 5), 1).unwrap();
    let refused = |players: usize, piles: i64, hand: i64| {
        Match::new(players, deal(piles, hand, 5), 1)
            .unwrap_err()
            .to_string()
    };
    assert!(refused(5, 5, 23).contains("115 cards; the pack holds 110"));
    assert!(refused(16, 16, 6).contains("Arschloch needs 2 to 15 players, got 16"));
    assert!(refused(15, 15, 6).contains("smaller than the exchange of 7 cards"));
    assert!(refused(4, 110, 1).contains("smaller than the exchange"));
}

#[test]
fn five_players_with_22_cards_deal_out_the_whole_pack() {
    let m = Match::new(5, deal(5, 22, 3), 4).unwrap();
    assert!(m.out_of_play().is_empty());
    let mut all = Pile::EMPTY;
    for p in 0..5 {
        assert_eq!(m.hand(p).len(), 22);
        all.add(m.hand(p));
    }
    assert_eq!(all, Rules::pack());
    let view = m.view(0);
    assert_eq!(view.hand, m.hand(0));
    assert_eq!(view.held, [22; 5]);
    assert_eq!(view.out_of_play, 0);
}

/// The `n` best cards of `hand` by rank, jokers best, card by card.
fn naive_best(hand: Cards, n: u8) -> Cards {
    let ranks: Vec<u8> = hand.ranks_high_to_low().collect();
    ranks[..usize::from(n)]
        .iter()
        .fold(Cards::EMPTY, |h, &r| h.plus(Cards::of(r, 1)))
}

/// The `n` worst cards of `hand` by rank.
fn naive_worst(hand: Cards, n: u8) -> Cards {
    let ranks: Vec<u8> = hand.ranks_high_to_low().collect();
    ranks[ranks.len() - usize::from(n)..]
        .iter()
        .fold(Cards::EMPTY, |h, &r| h.plus(Cards::of(r, 1)))
}

/// The hands of game 2 as dealt, by player, from the log.
fn second_deal(m: &Match) -> Vec<Cards> {
    m.log()
        .iter()
        .find_map(|e| match e {
            Event::Deal { game: 2, hands, .. } => {
                let mut by_player = vec![Cards::EMPTY; hands.len()];
                for &(p, h) in hands {
                    by_player[usize::from(p)] = h.unwrap();
                }
                Some(by_player)
            }
            _ => None,
        })
        .unwrap()
}

#[test]
fn large_hands_exchange_their_best_for_the_worst() {
    for &(players, piles, hand) in &TABLES {
        let mut m = Match::new(players, deal(piles, hand, 2), 9).unwrap();
        let mut rng = Rng::seeded(3);
        while m.game_number() < 2 {
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
        let dealt = second_deal(&m);
        assert_eq!(m.exchanges().len(), players / 2);
        for e in m.exchanges() {
            let (g, t) = (usize::from(e.giver), usize::from(e.taker));
            assert_eq!(
                e.given,
                naive_best(dealt[g], e.count),
                "{players}: the Arsch's"
            );
            assert_eq!(
                e.returned,
                naive_worst(dealt[t], e.count),
                "{players}: the Chef's"
            );
            assert_eq!(m.hand(g), dealt[g].minus(e.given).plus(e.returned));
            assert_eq!(m.hand(t), dealt[t].minus(e.returned).plus(e.given));
        }
        m.check_consistency().unwrap();
    }
}

#[test]
fn the_large_tables_keep_the_random_play_invariants() {
    let mut moves = 0;
    let jokers = OptionValue::Bool(true);
    for (i, &(players, piles, hand)) in TABLES.iter().enumerate() {
        let rules = deal(piles, hand, 3);
        for (rules, stops) in [
            (rules, false),
            (rules.with_option("lead_jokers", &jokers).unwrap(), true),
        ] {
            let seed = 300 + i as u64;
            let budget = Budget {
                json_every: 29,
                views_every: 11,
            };
            moves += random_play::<Match>(players, rules, seed, stops, budget)
                .unwrap_or_else(|e| panic!("{rules}, {players} players: {e}"));
        }
    }
    assert!(moves > 5_000, "{moves} moves checked");
}

#[test]
fn views_at_large_tables_show_only_the_viewers_cards_and_determinize_to_them() {
    let mut samples = 0;
    for (i, &(players, piles, hand)) in TABLES.iter().enumerate() {
        let mut m = Match::new(players, deal(piles, hand, 2), 40 + i as u64).unwrap();
        let mut rng = Rng::seeded(i as u64);
        let mut step = 0;
        while !m.is_over() {
            if step % 23 == 0 {
                for seat in 0..players {
                    samples += check_view(&m, seat, &mut rng);
                }
            }
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            step += 1;
        }
    }
    assert!(samples > 500, "{samples} determinizations");
}

/// Checks the view of `seat` and a few determinizations of it; how many.
fn check_view(m: &Match, seat: usize, rng: &mut Rng) -> usize {
    let mut view = View::of(m, seat);
    view.check().unwrap_or_else(|e| panic!("P{seat}: {e}"));
    assert_eq!(view.hand, m.hand(seat));
    for e in &view.exchanges {
        let mine = usize::from(e.giver) == seat || usize::from(e.taker) == seat;
        assert_eq!(e.given.is_some(), mine, "P{seat} sees the cards of {e:?}");
    }
    view.log.clear();
    let unseen = Unseen::of(&view).unwrap_or_else(|e| panic!("P{seat}: {e}"));
    for _ in 0..3 {
        let d = Match::from_unseen(&view, &unseen, rng).unwrap();
        d.check_consistency().unwrap();
        let mut again = View::of(&d, seat);
        again.log.clear();
        assert_eq!(again, view);
        let mut moves = MoveList::new();
        d.legal_moves_into(&mut moves);
        let mut theirs = MoveList::new();
        m.legal_moves_into(&mut theirs);
        if m.to_move() == Some(seat) {
            assert_eq!(moves, theirs);
        }
    }
    3
}

#[test]
fn a_hand_of_55_lists_every_set_once() {
    let m = Match::new(2, deal(2, 55, 1), 5).unwrap();
    let leader = m.to_move().unwrap();
    let hand = m.hand(leader);
    assert_eq!(hand.len(), 55);
    let mut moves = MoveList::new();
    m.legal_moves_into(&mut moves);
    // Every lead is a set of one rank below the ace, jokers added.
    let mut expected = 0;
    for rank in 0..12 {
        expected += usize::from(hand.count(rank)) * usize::from(hand.count(JOKER) + 1);
    }
    assert_eq!(moves.len(), expected);
    let mut sorted = moves.to_vec();
    sorted.dedup();
    assert_eq!(sorted.len(), moves.len());
}

// --- chef_chooses: the Chef chooses the cards to give back ------------------------------------

/// `rules` with `chef_chooses` set.
fn choosing(rules: Rules) -> Rules {
    rules
        .with_option("chef_chooses", &OptionValue::Bool(true))
        .unwrap()
}

/// A match under `rules` played by `policy` to the start of game 2 (its Chefs to choose).
fn at_game_2(players: usize, rules: Rules, seed: u64) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed);
    while m.game_number() < 2 {
        let mv = RandomPolicy.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    m
}

#[test]
fn each_chef_in_turn_chooses_any_cards_of_the_hand_as_dealt() {
    let m = at_game_2(5, choosing(deal(11, 10, 2)), 3);
    let dealt = second_deal(&m);
    assert_eq!(m.pairs_giving_back(), 2);
    let first = *m.giving_back().unwrap();
    assert_eq!(m.to_move(), Some(usize::from(first.taker)));
    assert_eq!(first.count, 2);
    assert_eq!(first.given, naive_best(dealt[usize::from(first.giver)], 2));
    // Nothing has changed hands yet; the log shows no exchange.
    for (p, &hand) in dealt.iter().enumerate() {
        assert_eq!(m.hand(p), hand);
    }
    assert!(!m.log().iter().any(|e| matches!(e, Event::Exchange { .. })));
    // Every distinct pair of cards of the Chef's hand as dealt, the worst first.
    let mut moves = MoveList::new();
    m.legal_moves_into(&mut moves);
    let hand = dealt[usize::from(first.taker)];
    assert_eq!(moves[0].cards(), naive_worst(hand, 2));
    let ranks: Vec<u8> = (0..14).filter(|&r| hand.count(r) > 0).collect();
    let pairs_of =
        ranks.len() * (ranks.len() - 1) / 2 + ranks.iter().filter(|&&r| hand.count(r) >= 2).count();
    assert_eq!(moves.len(), pairs_of);
    assert!(moves
        .iter()
        .all(|mv| hand.contains(mv.cards()) && mv.cards().len() == 2));
    // The Chef gives back their two best instead.
    let mut m = m;
    let choice = naive_best(hand, 2);
    assert!(m.apply(zz_engine::games::arschloch::Move::PASS).is_err());
    assert!(m
        .apply(zz_engine::games::arschloch::Move::play(Cards::of(0, 3)))
        .is_err());
    m.apply(zz_engine::games::arschloch::Move::play(choice))
        .unwrap();
    m.check_consistency().unwrap();
    let (g, t) = (usize::from(first.giver), usize::from(first.taker));
    assert_eq!(m.hand(g), dealt[g].minus(first.given).plus(choice));
    assert_eq!(m.hand(t), dealt[t].minus(choice).plus(first.given));
    assert_eq!(
        m.log().last(),
        Some(&Event::Exchange {
            giver: first.giver,
            taker: first.taker,
            count: 2,
            given: Some(first.given),
            returned: Some(choice),
        })
    );
    // The second Chef chooses next, then the first Chef leads.
    let second = *m.giving_back().unwrap();
    assert_eq!(
        (m.to_move(), second.count),
        (Some(usize::from(second.taker)), 1)
    );
    let mv = Heuristic.choose(&m, &mut Rng::seeded(0));
    m.apply(mv).unwrap();
    assert!(m.giving_back().is_none());
    assert_eq!(m.to_move(), Some(usize::from(m.seating()[0])));
    assert_eq!(m.seating()[0], first.taker);
}

#[test]
fn heuristic_chefs_give_back_what_the_automatic_exchange_gives() {
    for players in [2, 3, 4, 5, 8, 11] {
        for seed in 0..4 {
            let auto = deal(11, 10, 3);
            let mut a = Match::new(players, auto, seed).unwrap();
            let mut b = Match::new(players, choosing(auto), seed).unwrap();
            let (mut ra, mut rb) = (Rng::seeded(seed), Rng::seeded(seed));
            while !a.is_over() {
                let mv = Heuristic.choose(&a, &mut ra);
                a.apply(mv).unwrap();
                let mv = Heuristic.choose(&b, &mut rb);
                b.apply(mv).unwrap();
                while b.giving_back().is_some() {
                    let mv = Heuristic.choose(&b, &mut rb);
                    b.apply(mv).unwrap();
                }
                assert_eq!(a.exchanges(), b.exchanges());
                for p in 0..players {
                    assert_eq!(a.hand(p), b.hand(p));
                }
            }
            assert!(b.is_over());
            assert_eq!(a.totals(), b.totals());
            let events = |m: &Match| m.log().to_vec();
            assert_eq!(events(&a), events(&b), "the same log, event for event");
        }
    }
}

#[test]
fn chef_chooses_keeps_the_random_play_invariants() {
    let mut moves = 0;
    for (i, &(players, piles, hand)) in TABLES.iter().enumerate().chain([(8, &(4, 11, 10))]) {
        let rules = choosing(deal(piles, hand, 3));
        for stops in [false, true] {
            let seed = 500 + i as u64 + u64::from(stops);
            moves += random_play::<Match>(players, rules, seed, stops, Budget::default())
                .unwrap_or_else(|e| panic!("{rules}, {players} players: {e}"));
        }
    }
    assert!(moves > 5_000, "{moves} moves checked");
}

#[test]
fn a_chefs_choice_is_seen_by_the_pair_only_and_the_determinizer_knows_it() {
    let mut checked = 0;
    for seed in 0..6 {
        let mut m = at_game_2(7, choosing(deal(11, 10, 2)), seed);
        let mut rng = Rng::seeded(seed);
        while m.game_number() == 2 && !m.is_over() {
            for seat in 0..7 {
                checked += check_view(&m, seat, &mut rng);
                check_choice_seen(&m, seat);
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            if m.finished().len() >= 2 {
                break;
            }
        }
    }
    assert!(checked > 300);
}

/// What `seat` sees of each pair: the cards only as one of its two players, the Chef's choice
/// only once made; a Chef choosing sees what their Arsch set aside; samples keep what is known.
fn check_choice_seen(m: &Match, seat: usize) {
    let view = View::of(m, seat);
    let waiting = usize::from(m.pairs_giving_back());
    let n = m.exchanges().len();
    for (i, (e, seen)) in m.exchanges().iter().zip(&view.exchanges).enumerate() {
        let mine = usize::from(e.giver) == seat || usize::from(e.taker) == seat;
        assert_eq!(seen.given, mine.then_some(e.given));
        assert_eq!(
            seen.returned,
            (mine && i < n - waiting).then_some(e.returned)
        );
        // The log shows the pair's exchange once chosen, its cards to its two players only.
        let logged: Vec<&Event> = (view.log.iter())
            .filter(|ev| matches!(ev, Event::Exchange { giver, .. } if *giver == e.giver))
            .collect();
        let game_2 = view
            .log
            .iter()
            .rposition(|ev| matches!(ev, Event::Deal { .. }));
        let in_game_2 = logged.iter().filter(|&&ev| {
            let at = view.log.iter().position(|x| std::ptr::eq(x, ev));
            at > game_2
        });
        let shown: Vec<_> = in_game_2
            .map(|ev| match ev {
                Event::Exchange {
                    given, returned, ..
                } => (*given, *returned),
                _ => unreachable!(),
            })
            .collect();
        let expected = match (i < n - waiting, mine) {
            (false, _) => vec![],
            (true, true) => vec![(Some(e.given), Some(e.returned))],
            (true, false) => vec![(None, None)],
        };
        assert_eq!(shown, expected, "P{seat}, pair {i}");
    }
    let Ok(unseen) = Unseen::of(&view) else {
        panic!("P{seat}: no determinization");
    };
    let mut rng = Rng::seeded(seat as u64);
    for _ in 0..4 {
        let d = Match::from_unseen(&view, &unseen, &mut rng).unwrap();
        for (i, e) in m.exchanges().iter().enumerate() {
            let done = i < n - waiting;
            let (g, t) = (usize::from(e.giver), usize::from(e.taker));
            if usize::from(e.taker) == seat && !done {
                // My Arsch still holds the cards set aside for me, and nothing better.
                assert!(d.hand(g).contains(e.given));
                let rest = d.hand(g).minus(e.given);
                assert!(rest.is_empty() || rest.highest() <= e.given.lowest());
            }
            if usize::from(e.taker) == seat && done {
                let kept = e.returned;
                let played = d.played_by(g);
                assert!(d.hand(g).plus(played).contains(kept));
            }
            if usize::from(e.giver) == seat && done {
                assert!(d.hand(t).plus(d.played_by(t)).contains(e.given));
            }
        }
        assert_eq!(
            d.giving_back(),
            m.giving_back().map(|_| d.giving_back().unwrap())
        );
    }
}

#[test]
fn a_chefs_choice_is_advised_and_its_views_rebuild() {
    use zz_engine::search::{advise, Algorithm, Settings};
    let mut rebuilt = 0;
    for seed in 0..4 {
        let mut m = at_game_2(6, choosing(deal(11, 10, 2)), seed);
        let mut rng = Rng::seeded(seed);
        while m.finished().is_empty() {
            for seat in 0..6 {
                let view = m.view(seat);
                zz_engine::possible::check::<Match>(&view).unwrap_or_else(|e| {
                    panic!(
                        "seed {seed}, P{seat}: {e}\n{}",
                        serde_json::to_string(&view).unwrap()
                    )
                });
                let back: View =
                    serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
                assert_eq!(back, view);
                rebuilt += 1;
            }
            if let Some(pair) = m.giving_back().copied() {
                let view = m.view(usize::from(pair.taker));
                for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
                    let settings = Settings {
                        algorithm,
                        iterations: Some(20),
                        seed,
                        ..Settings::default()
                    };
                    let advice = advise::<Match>(&view, &settings, &Heuristic).unwrap();
                    let mut legal = MoveList::new();
                    m.legal_moves_into(&mut legal);
                    assert_eq!(advice.len(), legal.len(), "every choice is a candidate");
                    assert!(advice.iter().all(|a| legal.contains(&a.mv)));
                    assert!(advice.iter().any(|a| a.stats.visits > 0));
                }
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
    }
    assert!(rebuilt > 100);
}

#[test]
fn views_of_whole_matches_where_chefs_choose_are_possible() {
    let mut checked = 0;
    for (players, seed) in [(2, 1), (4, 2), (5, 3), (9, 4), (12, 5)] {
        let piles = (players as i64).max(11);
        let mut m = Match::new(players, choosing(deal(piles, 8, 3)), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let mut step = 0;
        while !m.is_over() {
            if step % 7 == 0 || m.giving_back().is_some() {
                let seat = rng.below(players as u32) as usize;
                let view = m.view(seat);
                zz_engine::possible::check::<Match>(&view)
                    .unwrap_or_else(|e| panic!("{players} players, step {step}, P{seat}: {e}"));
                checked += 1;
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            step += 1;
        }
        let view = m.view(0);
        zz_engine::possible::check::<Match>(&view).unwrap();
    }
    assert!(checked > 200, "{checked} views");
}
