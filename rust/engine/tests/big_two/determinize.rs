//! The determinizer of Big Two: every match it draws is one the view allows and continues
//! legally; the face-up card stays with its taker and, with two players, the cards below the
//! lowest card dealt stay out of play; it reads nothing but the view (two matches with the same
//! view give the same samples and the same advice); and it draws the hidden cards with the
//! right frequencies.

use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::game::Game;
use zz_engine::games::big_two::determinize::Unseen;
use zz_engine::games::big_two::heuristic::Heuristic;
use zz_engine::games::big_two::order::{card_of_strength, strength};
use zz_engine::games::big_two::{GameRules, Match, OptionValue, Phase, Rules, View};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::{advise, Algorithm, Searchable, Settings};

fn rules(preset: &str, games: i64, hand_size: i64) -> Rules {
    Rules::preset(preset)
        .unwrap()
        .with_option("games", &OptionValue::Int(games))
        .unwrap()
        .with_option("penalty_limit", &OptionValue::None)
        .unwrap()
        .with_option("hand_size", &OptionValue::Int(hand_size))
        .unwrap()
}

fn without_log(mut v: View) -> View {
    v.log.clear();
    v
}

/// Every card of the deck in exactly one place of `m`: a hand, played (as `view` says) or out
/// of play.
fn accounted(m: &Match, view: &View) -> bool {
    let mut all = view.played;
    for p in 0..m.player_count() {
        if all.0 & m.hand(p).0 != 0 {
            return false;
        }
        all = all.plus(m.hand(p));
    }
    all.0 & m.out_of_play().0 == 0 && all.plus(m.out_of_play()) == SuitedCards::DECK
}

/// The lowest card `truth` dealt this game, when the game was led by it (every card in a hand
/// or played this game was dealt).
fn lowest_dealt(truth: &Match, view: &View) -> Option<SuitedCard> {
    let free_lead = view.rules.winner_leads && !view.game_winners.is_empty();
    let dealt = (0..truth.player_count()).fold(view.played, |a, p| a.plus(truth.hand(p)));
    let rules = truth.rules();
    (!free_lead).then(|| dealt.iter().min_by_key(|&c| strength(c, rules)))?
}

/// Checks one determinization `d` of `view` (taken from `truth`), as the module says.
fn check_sample(truth: &Match, view: &View, d: &Match) {
    let me = usize::from(view.player);
    assert_eq!(d.hand(me), view.hand);
    assert!(d.log().is_empty() && d.history().is_empty());
    assert_eq!(without_log(d.view(me)), without_log(view.clone()));
    assert!(accounted(d, view), "{view:?}");
    assert_eq!(d.out_of_play().len(), u32::from(view.out_of_play));
    if let (Some(card), Some(p)) = (view.must_hold, view.to_move) {
        assert!(d.hand(p.into()).has(card), "the first lead's card");
    }
    if let Some((card, taker)) = view.face_up {
        let lowest = card_of_strength(0, &view.rules);
        let reason = if card == lowest {
            card_of_strength(1, &view.rules)
        } else {
            lowest
        };
        for c in [card, reason] {
            assert!(view.played.has(c) || d.hand(taker.into()).has(c), "{c}");
        }
    }
    if let Some(lowest) = lowest_dealt(truth, view).filter(|_| view.players == 2) {
        let floor = strength(lowest, &view.rules);
        for p in 0..2 {
            assert!(d.hand(p).iter().all(|c| strength(c, &view.rules) >= floor));
        }
    }
}

/// Plays `d` on with random legal moves to the end of its game: every listed move applies.
fn continues_legally(mut d: Match, rng: &mut Rng) {
    let game = d.game_number();
    while d.current_player().is_some() {
        let mv = RandomPolicy.choose(&d, rng);
        d.apply(mv).unwrap();
    }
    assert_eq!(d.game_number(), game, "stops at the end of the game");
    assert!(matches!(d.phase(), Phase::Dealing | Phase::Over));
}

/// Play with half random, half heuristic moves; at every `every`-th decision each player's view
/// is determinized `samples` times and checked. Returns the determinizations checked.
fn sweep(players: usize, rules: Rules, seed: u64, every: usize, samples: u32) -> usize {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0xb16);
    let mut checked = 0;
    let mut decisions = 0;
    while !m.is_over() {
        if decisions % every == 0 {
            for viewer in 0..players {
                let view = m.view(viewer);
                // The search's belief: the uniform draw walked towards the others' play.
                let belief = <Match as Searchable>::hidden(&view)
                    .unwrap_or_else(|e| panic!("{e}\n{view:?}"));
                for s in 0..samples {
                    let d = <Match as Searchable>::determinize(&view, &belief, &mut rng).unwrap();
                    check_sample(&m, &view, &d);
                    if s == 0 {
                        continues_legally(d, &mut rng);
                    }
                    checked += 1;
                }
            }
        }
        let mv = if decisions % 2 == 0 {
            RandomPolicy.choose(&m, &mut rng)
        } else {
            Heuristic.choose(&m, &mut rng)
        };
        m.apply(mv).unwrap();
        decisions += 1;
    }
    checked
}

#[test]
fn every_determinization_is_a_match_the_view_allows_and_continues_legally() {
    let mut checked = 0;
    for (i, preset) in Rules::PRESETS.iter().enumerate() {
        for (players, hand_size) in [(2, 13), (2, 17), (3, 13), (4, 13)] {
            for k in 0..2 {
                let seed = 100 * k + 10 * i as u64 + players as u64 + u64::from(hand_size == 17);
                checked += sweep(players, rules(preset, 3, hand_size), seed, 2, 3);
            }
        }
    }
    assert!(checked > 15_000, "{checked} determinizations checked");
}

#[test]
fn a_view_between_games_or_at_the_end_of_the_match_is_an_error() {
    let mut m = Match::new(4, rules("standard", 2, 13), 3).unwrap();
    m.stop_between_deals(true);
    let mut rng = Rng::seeded(3);
    let mut seen = [false; 2];
    while !m.is_over() {
        if m.is_between_deals() {
            assert!(Unseen::of(&m.view(0)).is_err());
            seen[0] = true;
            m.next_deal().unwrap();
            continue;
        }
        let mv = Heuristic.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    let view = m.view(1);
    assert!(Unseen::of(&view).is_err() && Match::determinize(&view, &mut rng).is_err());
    seen[1] = true;
    let settings = Settings::default();
    assert!(advise::<Match>(&view, &settings, &Heuristic).is_err());
    assert_eq!(seen, [true; 2]);
}

#[test]
fn an_impossible_view_is_an_error_not_a_panic() {
    let m = Match::new(3, rules("standard", 1, 13), 5).unwrap();
    let (card, taker) = m.face_up().unwrap();
    let viewer = (usize::from(taker) + 1) % 3;
    let good = m.view(viewer);
    assert!(Unseen::of(&good).is_ok());
    // The face-up card given to the viewer, who does not hold it.
    let mut bad = good.clone();
    bad.face_up = Some((card, viewer as u8));
    assert!(Unseen::of(&bad).is_err());
    // The first lead's card (the taker's) with another player to move: the viewer, who does
    // not hold it, or the third player, while the face-up card puts it with the taker.
    assert_eq!(good.to_move, Some(taker));
    for other in [1, 2] {
        let mut bad = good.clone();
        bad.to_move = Some((taker + other) % 3);
        assert!(Unseen::of(&bad).is_err(), "{bad:?}");
    }
    // Cards left that do not add up.
    let mut bad = good;
    bad.cards_left[taker as usize] += 1;
    assert!(Unseen::of(&bad).is_err());
}

#[test]
fn the_face_up_card_and_the_card_that_gave_it_stay_with_the_taker_until_played() {
    let mut cases = [0; 2];
    for seed in 0..3000 {
        let m = Match::new(3, rules("standard", 1, 13), seed).unwrap();
        let (card, taker) = m.face_up().unwrap();
        let lowest = card_of_strength(0, m.rules());
        let case = usize::from(card == lowest);
        if cases[case] >= 3 {
            continue;
        }
        cases[case] += 1;
        let reason = if card == lowest {
            card_of_strength(1, m.rules())
        } else {
            lowest
        };
        assert!(m.hand(taker.into()).has(reason), "the deal's own rule");
        let viewer = (usize::from(taker) + 1) % 3;
        let view = m.view(viewer);
        let unseen = Unseen::of(&view).unwrap();
        let known = unseen.known()[usize::from(taker)];
        assert_eq!(known, SuitedCards::of(card).plus(SuitedCards::of(reason)));
        let mut rng = Rng::seeded(seed);
        for _ in 0..50 {
            let d = Match::from_unseen(&view, &unseen, &mut rng);
            assert!(d.hand(taker.into()).contains(known));
        }
        if cases == [3, 3] {
            return;
        }
    }
    panic!("cases found: {cases:?}");
}

#[test]
fn with_two_players_the_cards_below_the_lowest_card_dealt_stay_out_of_play() {
    let mut found = 0;
    for seed in 0..200 {
        let mut m = Match::new(2, rules("standard", 1, 13), seed).unwrap();
        let lowest = m.must_hold().unwrap();
        let below = strength(lowest, m.rules());
        if below == 0 {
            continue;
        }
        let mut rng = Rng::seeded(seed);
        for step in 0..2 {
            // Before the first lead (the card it must hold) and after it (the lowest played).
            let viewer = 1 - m.to_move().unwrap();
            let view = m.view(viewer);
            let unseen = Unseen::of(&view).unwrap();
            let expected: SuitedCards = SuitedCards::DECK
                .iter()
                .filter(|&c| strength(c, m.rules()) < below)
                .fold(SuitedCards::EMPTY, |s, c| s.plus(SuitedCards::of(c)));
            assert_eq!(unseen.known_out(), expected, "step {step}");
            for _ in 0..20 {
                let d = Match::from_unseen(&view, &unseen, &mut rng);
                assert!(d.out_of_play().contains(expected));
            }
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
        found += 1;
    }
    assert!(
        found > 100,
        "{found} deals without the lowest card of the deck"
    );
}

// --- two matches with the same view ------------------------------------------------------

/// `truth` dealt again with the cards `a` and `b` changing places in its first deal, and its
/// moves replayed: a match the viewer cannot tell from it when neither card was played.
fn swapped(truth: &Match, a: SuitedCard, b: SuitedCard) -> Option<Match> {
    let n = truth.player_count();
    let swap = |h: SuitedCards| {
        let (ha, hb) = (h.has(a), h.has(b));
        let h = h.minus(SuitedCards::of(a)).minus(SuitedCards::of(b));
        let h = if ha { h.plus(SuitedCards::of(b)) } else { h };
        if hb {
            h.plus(SuitedCards::of(a))
        } else {
            h
        }
    };
    let hands: Vec<SuitedCards> = (0..n)
        .map(|p| swap(truth.hand(p).plus(played_by(truth, p))))
        .collect();
    let face_up = truth.face_up();
    let mut twin =
        Match::from_hands(*truth.rules(), truth.dealer() as u8, &hands, face_up, 77).ok()?;
    for &mv in truth.history() {
        twin.apply(mv).ok()?;
    }
    Some(twin)
}

/// The cards player `p` of `m` has played (from the log).
fn played_by(m: &Match, p: usize) -> SuitedCards {
    use zz_engine::games::big_two::Event;
    m.log()
        .iter()
        .filter_map(|e| match e {
            Event::Play { player, cards } if usize::from(*player) == p => Some(*cards),
            _ => None,
        })
        .fold(SuitedCards::EMPTY, |s, c| s.plus(c))
}

/// Two unplayed cards the viewer cannot see that may change places: of two other players, or
/// (two players) of the other and the cards out of play; none the record places.
fn a_swap(m: &Match, viewer: usize) -> Option<(SuitedCard, SuitedCard)> {
    let view = m.view(viewer);
    let unseen = Unseen::of(&view).ok()?;
    let placed = unseen
        .known()
        .iter()
        .fold(unseen.known_out(), |s, h| s.plus(*h));
    let n = m.player_count();
    let free = |s: SuitedCards| s.minus(placed).iter().next();
    let others: Vec<usize> = (0..n).filter(|&p| p != viewer).collect();
    if n == 2 {
        return Some((free(m.hand(others[0]))?, free(m.out_of_play())?));
    }
    Some((free(m.hand(others[0]))?, free(m.hand(others[1]))?))
}

/// A match from `Match::from_hands` of a fresh deal, some heuristic moves in.
fn a_match_in_play(players: usize, rules: Rules, seed: u64, steps: usize) -> Match {
    let dealt = Match::new(players, rules, seed).unwrap();
    let hands: Vec<SuitedCards> = (0..players).map(|p| dealt.hand(p)).collect();
    let mut m =
        Match::from_hands(rules, dealt.dealer() as u8, &hands, dealt.face_up(), seed).unwrap();
    let mut rng = Rng::seeded(seed);
    for _ in 0..steps {
        if m.current_player().is_none() {
            break;
        }
        let mv = Heuristic.choose(&m, &mut rng);
        m.apply(mv).unwrap();
    }
    m
}

#[test]
fn two_matches_with_the_same_view_give_the_same_samples_and_advice() {
    let mut pairs = 0;
    for (players, hand_size, seed, steps) in [
        (2, 13, 1, 5),
        (2, 17, 2, 9),
        (3, 13, 3, 0),
        (3, 13, 4, 12),
        (4, 13, 5, 0),
        (4, 13, 6, 14),
    ] {
        let m = a_match_in_play(players, rules("standard", 1, hand_size), seed, steps);
        let Some(viewer) = m.to_move() else { continue };
        let (a, b) = a_swap(&m, viewer).expect("a free card to swap");
        let twin = swapped(&m, a, b).expect("the swap replays");
        assert_ne!(twin, m, "the swap changes the match");
        let (view, twin_view) = (m.view(viewer), twin.view(viewer));
        assert_eq!(view, twin_view, "the viewer cannot tell them apart");
        let (u, twin_u) = (Unseen::of(&view).unwrap(), Unseen::of(&twin_view).unwrap());
        assert_eq!(u, twin_u);
        for s in 0..20 {
            let (mut r1, mut r2) = (Rng::seeded(s), Rng::seeded(s));
            assert_eq!(u.sample(&mut r1), twin_u.sample(&mut r2));
        }
        for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
            let settings = Settings {
                algorithm,
                iterations: Some(16),
                seed: 99,
                ..Settings::default()
            };
            let advice = advise::<Match>(&view, &settings, &Heuristic).unwrap();
            let twin_advice = advise::<Match>(&twin_view, &settings, &Heuristic).unwrap();
            assert_eq!(advice, twin_advice, "{algorithm:?}");
        }
        pairs += 1;
    }
    assert_eq!(pairs, 6);
}

// --- the frequencies of the draw ---------------------------------------------------------

/// Over `samples` draws, Pearson's statistic summed over every freely placed unseen card of
/// where it landed (each other hand, and out of play) against the share of the free places
/// there; with its degrees of freedom.
fn placement_statistic(view: &View, samples: u32, seed: u64) -> (f64, f64) {
    let unseen = Unseen::of(view).unwrap();
    let n = usize::from(view.players);
    let placed = unseen
        .known()
        .iter()
        .fold(unseen.known_out(), |s, h| s.plus(*h));
    let free = view.unseen_cards().minus(placed);
    let mut open: Vec<f64> = (0..n)
        .map(|p| f64::from(view.cards_left[p]) - f64::from(unseen.known()[p].len()))
        .collect();
    open[usize::from(view.player)] = 0.0;
    open.push(f64::from(view.out_of_play) - f64::from(unseen.known_out().len()));
    let places: Vec<usize> = (0..=n).filter(|&i| open[i] > 0.0).collect();
    let total: f64 = open.iter().sum();
    let mut counts = vec![vec![0.0; n + 1]; 52];
    let mut rng = Rng::seeded(seed);
    for _ in 0..samples {
        let d = Match::from_unseen(view, &unseen, &mut rng);
        for card in free.iter() {
            let at = (0..n).find(|&p| d.hand(p).has(card)).unwrap_or(n);
            counts[usize::from(card.0)][at] += 1.0;
        }
    }
    let mut stat = 0.0;
    for card in free.iter() {
        for i in 0..=n {
            let observed = counts[usize::from(card.0)][i];
            if open[i] == 0.0 {
                assert_eq!(observed, 0.0, "{card} where no free place is");
                continue;
            }
            let expected = f64::from(samples) * open[i] / total;
            stat += (observed - expected).powi(2) / expected;
        }
    }
    (stat, (free.len() as usize * (places.len() - 1)) as f64)
}

#[test]
fn an_unseen_card_lands_in_each_hidden_place_in_proportion_to_its_size() {
    let cases = [
        (2, 13, 11, 7),
        (2, 17, 12, 3),
        (3, 13, 13, 8),
        (4, 13, 14, 0),
        (4, 13, 15, 21),
    ];
    for (players, hand_size, seed, steps) in cases {
        let m = a_match_in_play(players, rules("standard", 1, hand_size), seed, steps);
        let viewer = m.to_move().unwrap();
        let view = m.view(viewer);
        let (stat, df) = placement_statistic(&view, 4000, seed);
        // Generous: the mean is df, its spread about sqrt(2 df).
        let bound = df + 6.0 * (2.0 * df).sqrt();
        assert!(
            stat < bound,
            "{players}p seed {seed}: {stat:.1} for {df} degrees of freedom"
        );
        assert!(
            stat > df / 3.0,
            "{players}p seed {seed}: {stat:.1} is too good for {df}"
        );
    }
}
