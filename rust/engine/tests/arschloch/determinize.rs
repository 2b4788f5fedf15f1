//! The determinizer of Arschloch: it reads nothing but the view (two matches with the same view
//! give the same samples and the same advice), every match it draws is one the view allows, and
//! it draws the hidden cards with the right frequencies.

use zz_engine::card::{Cards, Pile, ACE, JOKER, RANKS};
use zz_engine::game::Game;
use zz_engine::games::arschloch::determinize::Unseen;
use zz_engine::games::arschloch::heuristic::Heuristic;
use zz_engine::games::arschloch::legal::can_lead;
use zz_engine::games::arschloch::{GameRules, Match, Move, OptionValue, Rules, View};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::search::{advise, Algorithm, Searchable, Settings};

fn c(s: &str) -> Cards {
    Cards::parse(s).unwrap()
}

fn rules(games: i64, lead_jokers: bool) -> Rules {
    Rules::standard()
        .with_option("games", &OptionValue::Int(games))
        .unwrap()
        .with_option("lead_jokers", &OptionValue::Bool(lead_jokers))
        .unwrap()
}

fn without_log(mut v: View) -> View {
    v.log.clear();
    v
}

/// The cards of `a` that `b` does not hold, rank by rank (`None` where `b` holds a card `a`
/// lacks).
fn less(a: Cards, b: Cards) -> Option<Cards> {
    a.contains(b).then(|| a.minus(b))
}

/// The hand a player of `m` was dealt: what they hold and played, less what the exchange gave
/// them, plus what it took.
fn as_dealt(m: &Match, p: u8, got: Cards, gave: Cards) -> Option<Cards> {
    let now = m.hand(p.into()).plus(m.played_by(p.into()));
    less(now, got).map(|h| h.plus(gave))
}

/// Checks one determinization `d` of `view` (taken from `truth`), as the module says.
fn check_sample(truth: &Match, view: &View, d: &Match) {
    d.check_consistency()
        .unwrap_or_else(|e| panic!("{e}\n{view:?}"));
    let me = view.player;
    assert_eq!(d.hand(me.into()), view.hand);
    assert!(d.log().is_empty() && d.history().is_empty());
    assert_eq!(without_log(d.view(me.into())), without_log(view.clone()));
    assert_eq!(d.out_of_play().len(), truth.out_of_play().len());
    for e in &view.exchanges {
        let (Some(given), Some(returned)) = (e.given, e.returned) else {
            continue;
        };
        if e.taker == me {
            // The Arsch's other cards as dealt rank at most as the lowest card I received, and
            // they hold what I gave back (or played it).
            let dealt = as_dealt(d, e.giver, returned, given)
                .unwrap_or_else(|| panic!("the Arsch lacks [{returned}]"));
            let rest = dealt.minus(given);
            assert!(rest.is_empty() || rest.highest() <= given.lowest());
        }
        if e.giver == me {
            // The Chef's other cards as dealt rank at least as the highest card I received.
            let dealt = as_dealt(d, e.taker, given, returned)
                .unwrap_or_else(|| panic!("the Chef lacks [{given}]"));
            let rest = dealt.minus(returned);
            assert!(rest.is_empty() || rest.lowest() >= returned.highest());
        }
    }
    for p in view.lead_passed.iter() {
        assert!(
            !can_lead(d.hand(p), view.rules.lead_jokers),
            "P{p} passed the lead"
        );
    }
}

/// What a sweep checked: determinizations, those of a viewer with cards from the exchange, and
/// those with a player who passed the lead.
#[derive(Default)]
struct Checked {
    samples: usize,
    exchange: usize,
    lead_passed: usize,
}

/// Random play on `players` seats; at every `every`-th decision each player's view is
/// determinized `samples` times and checked.
fn sweep(players: usize, lead_jokers: bool, seed: u64, every: usize, samples: u32) -> Checked {
    let mut m = Match::new(players, rules(3, lead_jokers), seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0xd00d);
    let mut decisions = 0;
    let mut checked = Checked::default();
    while !m.is_over() {
        if decisions % every == 0 {
            for viewer in 0..players {
                let view = m.view(viewer);
                // The search's belief: the uniform draw walked towards the others' play.
                let belief = <Match as Searchable>::hidden(&view)
                    .unwrap_or_else(|e| panic!("{e}\n{view:?}"));
                for _ in 0..samples {
                    let d = <Match as Searchable>::determinize(&view, &belief, &mut rng).unwrap();
                    check_sample(&m, &view, &d);
                    checked.samples += 1;
                    checked.exchange +=
                        usize::from(view.exchanges.iter().any(|e| e.given.is_some()));
                    checked.lead_passed += usize::from(!view.lead_passed.is_empty());
                }
            }
        }
        // Half the moves at random, half the heuristic's (which holds aces back, so that
        // players pass the lead more often than at random).
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
fn every_determinization_is_a_match_the_view_allows() {
    let mut all = Checked::default();
    for players in 2..=11 {
        for lead_jokers in [false, true] {
            let c = sweep(players, lead_jokers, 30 + players as u64, 5, 2);
            all.samples += c.samples;
            all.exchange += c.exchange;
            all.lead_passed += c.lead_passed;
        }
    }
    assert!(
        all.samples > 20_000 && all.exchange > 5_000 && all.lead_passed > 200,
        "{} determinizations checked, {} with the viewer's exchange, {} with a pass of the lead",
        all.samples,
        all.exchange,
        all.lead_passed
    );
}

// --- (a) two matches with the same view --------------------------------------------------

/// Where a hidden card changes places.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Swap {
    /// Between the hands of two other players.
    Hands(usize, usize),
    /// Between another player's hand and the cards out of play.
    OutOfPlay(usize),
}

fn cards_of(value: &serde_json::Value) -> Cards {
    c(value.as_str().unwrap())
}

fn best(hand: Cards, n: u8) -> Cards {
    hand.minus(hand.lowest_n(hand.len() - n))
}

/// `m` with a card of rank `x` of player `a` and a card of rank `y` changing places as `swap`
/// says, in the hands and in the current game's deal, when the result is a match that could
/// have been played: the exchange still gives best for worst from the hands as dealt, and the
/// state is consistent.
fn swapped(m: &Match, swap: Swap, x: u8, y: u8) -> Option<Match> {
    let mut doc = serde_json::to_value(m).unwrap();
    let (a, b) = match swap {
        Swap::Hands(a, b) => (a, Some(b)),
        Swap::OutOfPlay(a) => (a, None),
    };
    let (one_x, one_y) = (Cards::of(x, 1), Cards::of(y, 1));
    let mut moved = vec![(a, one_x, one_y)];
    moved.extend(b.map(|b| (b, one_y, one_x)));
    for &(p, gives, gets) in &moved {
        let hand = cards_of(&doc["hands"][p]);
        doc["hands"][p] = less(hand, gives)?.plus(gets).to_string().into();
    }
    if b.is_none() {
        let out = &mut doc["out_of_play"];
        let (from, to) = (usize::from(y), usize::from(x));
        out[from] = (out[from].as_u64()?.checked_sub(1)?).into();
        out[to] = (out[to].as_u64()? + 1).into();
    }
    // The current game's deal, by player.
    let deal = doc["log"]
        .as_array_mut()?
        .iter_mut()
        .rev()
        .find(|e| e["event"] == "deal")?;
    let mut dealt = vec![Cards::EMPTY; m.player_count()];
    for entry in deal["hands"].as_array_mut()? {
        let p = entry[0].as_u64()? as usize;
        let mut hand = cards_of(&entry[1]);
        for &(q, gives, gets) in &moved {
            if q == p {
                hand = less(hand, gives)?.plus(gets);
                entry[1] = hand.to_string().into();
            }
        }
        dealt[p] = hand;
    }
    for e in m.exchanges() {
        let (g, t) = (usize::from(e.giver), usize::from(e.taker));
        let worst = dealt[t].lowest_n(e.count);
        if best(dealt[g], e.count) != e.given || worst != e.returned {
            return None;
        }
    }
    let out: Match = serde_json::from_value(doc).ok()?;
    out.check_consistency().ok()?;
    Some(out)
}

/// The first swap of a card of another player's that gives a possible match, of the kinds
/// `kind` accepts.
fn a_swap(m: &Match, viewer: usize, kind: impl Fn(Swap) -> bool) -> Option<(Swap, Match)> {
    let n = m.player_count();
    let others = (0..n).filter(|&p| p != viewer && !m.hand(p).is_empty());
    let mut swaps: Vec<Swap> = Vec::new();
    for a in others.clone() {
        swaps.push(Swap::OutOfPlay(a));
        swaps.extend(others.clone().filter(|&b| b > a).map(|b| Swap::Hands(a, b)));
    }
    for swap in swaps.into_iter().filter(|&s| kind(s)) {
        let (a, other) = match swap {
            Swap::Hands(a, b) => (a, Pile::of(m.hand(b))),
            Swap::OutOfPlay(a) => (a, *m.out_of_play()),
        };
        for x in (0..RANKS as u8).filter(|&r| m.hand(a).count(r) > 0) {
            for y in (0..RANKS as u8).filter(|&r| r != x && other.count(r) > 0) {
                if let Some(twin) = swapped(m, swap, x, y) {
                    return Some((swap, twin));
                }
            }
        }
    }
    None
}

#[test]
fn two_matches_with_the_same_view_give_the_same_samples_and_advice() {
    let mut kinds = [0usize; 3];
    for (players, seed, steps) in [(2, 1, 4), (3, 2, 6), (5, 3, 10), (8, 4, 20), (11, 5, 30)] {
        let mut m = Match::new(players, rules(3, false), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        // Into the second game, where the exchange was made, and some moves into it.
        let mut left = steps;
        while m.game_number() < 2 || left > 0 {
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            left -= usize::from(m.game_number() >= 2 && left > 0);
        }
        let viewer = m.to_move().unwrap();
        let paired = |p: usize| {
            m.exchanges()
                .iter()
                .any(|e| usize::from(e.giver) == p || usize::from(e.taker) == p)
        };
        let tries: [&dyn Fn(Swap) -> bool; 3] = [
            &|s| matches!(s, Swap::Hands(..)),
            &|s| matches!(s, Swap::OutOfPlay(_)),
            &|s| matches!(s, Swap::Hands(a, b) if paired(a) || paired(b)),
        ];
        for (k, kind) in tries.iter().enumerate() {
            let Some((swap, twin)) = a_swap(&m, viewer, kind) else {
                continue;
            };
            kinds[k] += 1;
            assert_ne!(twin, m, "{swap:?} changes the match");
            let (view, twin_view) = (m.view(viewer), twin.view(viewer));
            assert_eq!(
                view, twin_view,
                "{swap:?}: the viewer cannot tell them apart"
            );
            let (u, twin_u) = (Unseen::of(&view).unwrap(), Unseen::of(&twin_view).unwrap());
            assert_eq!(u.hands(), twin_u.hands());
            for s in 0..20 {
                let (mut r1, mut r2) = (Rng::seeded(s), Rng::seeded(s));
                assert_eq!(u.sample(&mut r1).unwrap(), twin_u.sample(&mut r2).unwrap());
            }
            for algorithm in [Algorithm::Pimc, Algorithm::Ismcts] {
                let settings = Settings {
                    algorithm,
                    iterations: Some(12),
                    seed: 99,
                    ..Settings::default()
                };
                let advice = advise::<Match>(&view, &settings, &Heuristic).unwrap();
                let twin_advice = advise::<Match>(&twin_view, &settings, &Heuristic).unwrap();
                assert_eq!(advice, twin_advice, "{swap:?} {algorithm:?}");
            }
        }
    }
    assert!(
        kinds.iter().all(|&k| k >= 2),
        "swaps made by kind: {kinds:?}"
    );
}

// --- (c) the frequencies of the draw -----------------------------------------------------

/// Pearson's statistic of `observed` against `expected` counts by rank; a rank expected never
/// must never be seen.
fn chi_square(observed: &[f64; RANKS], expected: &[f64; RANKS]) -> f64 {
    let mut stat = 0.0;
    for r in 0..RANKS {
        if expected[r] == 0.0 {
            assert_eq!(observed[r], 0.0, "rank {r} drawn where it cannot be");
        } else {
            stat += (observed[r] - expected[r]).powi(2) / expected[r];
        }
    }
    stat
}

/// The counts by rank that `samples` draws put into `seat`'s hand beyond its known cards (or,
/// for `None`, out of play).
fn drawn(view: &View, samples: u32, seed: u64) -> Vec<[f64; RANKS]> {
    let unseen = Unseen::of(view).unwrap();
    let n = usize::from(view.players);
    let mut counts = vec![[0.0; RANKS]; n + 1];
    let mut rng = Rng::seeded(seed);
    for _ in 0..samples {
        let d = Match::from_unseen(view, &unseen, &mut rng).unwrap();
        for h in unseen.hands() {
            let rest = d.hand(h.seat.into()).minus(h.known);
            for r in 0..RANKS as u8 {
                counts[usize::from(h.seat)][usize::from(r)] += f64::from(rest.count(r));
            }
        }
        for r in 0..RANKS as u8 {
            counts[n][usize::from(r)] += f64::from(d.out_of_play().count(r));
        }
    }
    counts
}

/// `cards` cards drawn uniformly from `pool` restricted to ranks `low..=high`, expected by rank
/// over `samples` draws; the pool keeps what is left on average.
fn expect_draw(
    pool: &mut [f64; RANKS],
    low: u8,
    high: u8,
    cards: f64,
    samples: f64,
) -> [f64; RANKS] {
    let eligible: f64 = (low..=high).map(|r| pool[usize::from(r)]).sum();
    let mut out = [0.0; RANKS];
    for r in low..=high {
        let share = cards * pool[usize::from(r)] / eligible;
        out[usize::from(r)] = share * samples;
        pool[usize::from(r)] -= share;
    }
    out
}

/// Generous bound on Pearson's statistic at 13 degrees of freedom (p about 1e-4); the draws of a
/// hand are without replacement, so the statistic runs below the multinomial's.
const CHI_BOUND: f64 = 40.0;
const SAMPLES: u32 = 20_000;

#[test]
fn a_player_who_passed_the_lead_is_dealt_aces_and_jokers_with_the_right_frequencies() {
    let hands = ["K 7 2", "A A *", "3 4 5"].map(c);
    let r = Rules::standard()
        .with_option("hand_size", &OptionValue::Int(3))
        .unwrap();
    let mut m = Match::from_hands(r, 0, &hands, 1).unwrap();
    m.apply(Move::PASS).unwrap(); // player 1 cannot lead
    m.apply(Move::play(c("3"))).unwrap();
    let view = m.view(0);
    assert_eq!(view.to_move, Some(0));
    let counts = drawn(&view, SAMPLES, 5);
    let mut pool = [0.0; RANKS];
    let unseen = view.unseen_cards().unwrap();
    for r in 0..RANKS as u8 {
        pool[usize::from(r)] = f64::from(unseen.count(r));
    }
    let n = f64::from(SAMPLES);
    let p1 = expect_draw(&mut pool, ACE, JOKER, 3.0, n);
    let p2 = expect_draw(&mut pool, 0, JOKER, 2.0, n);
    let out = pool.map(|left| left * n);
    for (seat, expected) in [(1, p1), (2, p2), (3, out)] {
        let stat = chi_square(&counts[seat], &expected);
        assert!(
            stat < CHI_BOUND,
            "seat {seat}: {stat:.1}\n{:?}\n{expected:?}",
            counts[seat]
        );
    }
    assert!(counts[1][usize::from(ACE)] > 0.0 && counts[1][usize::from(JOKER)] > 0.0);
}

/// A match of two at the start of its second game, where the first Chef received a card below
/// the ace, so that the Arsch's other cards have a ceiling.
fn second_game_with_a_low_gift() -> Match {
    for seed in 0..500 {
        let mut m = Match::new(2, rules(2, false), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while m.game_number() < 2 {
            let mv = Heuristic.choose(&m, &mut rng);
            m.apply(mv).unwrap();
        }
        if m.exchanges()[0].given.highest() < ACE {
            return m;
        }
    }
    panic!("no gift below the ace in 500 matches");
}

#[test]
fn the_exchange_draws_below_a_ceiling_and_above_a_floor_with_the_right_frequencies() {
    let m = second_game_with_a_low_gift();
    let e = m.exchanges()[0];
    let n = f64::from(SAMPLES);
    for viewer in [e.taker, e.giver] {
        let other = usize::from(if viewer == e.taker { e.giver } else { e.taker });
        let view = m.view(viewer.into());
        let counts = drawn(&view, SAMPLES, 6);
        // What the other holds beyond what the viewer gave them: the rest of their hand as
        // dealt, drawn from the unseen cards the viewer did not give them.
        let (known, low, high) = if viewer == e.taker {
            (e.returned, 0, e.given.lowest())
        } else {
            (e.given, e.returned.highest(), JOKER)
        };
        let mut unseen = view.unseen_cards().unwrap();
        unseen.remove(known);
        let mut pool = [0.0; RANKS];
        for r in 0..RANKS as u8 {
            pool[usize::from(r)] = f64::from(unseen.count(r));
        }
        let size = f64::from(m.hand(other).len() - known.len());
        let expected = expect_draw(&mut pool, low, high, size, n);
        let stat = chi_square(&counts[other], &expected);
        assert!(stat < CHI_BOUND, "viewer {viewer}: {stat:.1}");
        let out = chi_square(&counts[2], &pool.map(|left| left * n));
        assert!(out < CHI_BOUND, "viewer {viewer}, out of play: {out:.1}");
    }
}
