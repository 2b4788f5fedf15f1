//! Dealing as written (issue 29): a match rebuilt from a match of another seed by dealing every
//! deal, drawing every draw for the deal and every exchange's cards as the first match's log
//! says, and applying the same moves, has the same log and result; and every written chance
//! that the deal could not have made is refused with the state unchanged.

use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Event, Match, Move, Phase, Rules};
use zz_engine::rng::Rng;

fn rule_sets() -> Vec<(&'static str, Rules)> {
    let mut one_card = Rules::standard();
    one_card.first_deal = 1;
    one_card.exchange = false;
    let mut jokers = Rules::twenty_two();
    jokers.jokers_per_deck = 3;
    vec![
        ("standard", Rules::standard()),
        ("twenty_two", Rules::twenty_two()),
        ("rasmussen", Rules::rasmussen()),
        ("sechsundzwanzig", Rules::sechsundzwanzig()),
        ("one card, no exchange", one_card),
        ("three jokers", jokers),
    ]
}

fn random_match(players: usize, rules: Rules, seed: u64) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0x5EED);
    while !m.is_over() {
        let mv = m.random_move(&mut rng);
        m.apply(mv).unwrap();
    }
    m
}

/// `original` rebuilt in a match of `seed` from its log (see [`make_as_written`]).
fn rebuilt(original: &Match, seed: u64, draws: bool) -> Match {
    let mut m = Match::new_written(original.player_count(), *original.rules(), seed).unwrap();
    make_as_written(original, &mut m, original.log().len(), draws);
    m
}

/// Makes `m` as `original`'s log says up to event `end`: each event that `m` has not logged yet
/// is made as written (a draw for the deal kept for the deal that follows it); with `draws` false
/// the dealer is taken as written without the draw.
fn make_as_written(original: &Match, m: &mut Match, end: usize, draws: bool) {
    let mut rounds: Vec<Vec<(u8, u8)>> = Vec::new();
    // Draw events left out of `m`'s log (the dealer taken as written without its draw).
    let mut left_out = 0;
    for (i, event) in original.log()[..end].iter().enumerate() {
        match event {
            Event::Draw { draws: round, .. } if m.phase() == Phase::Dealing => {
                rounds.push(round.clone());
                left_out += usize::from(!draws);
            }
            Event::Deal { dealer, hands, .. } => {
                let written = draws.then_some(&rounds[..]);
                m.deal_as(*dealer, written, &dealt(hands)).unwrap();
                rounds.clear();
            }
            _ if i - left_out < m.log().len() => {}
            Event::Exchange {
                discarded, drawn, ..
            } => m
                .exchange_drawing(discarded.unwrap(), drawn.unwrap())
                .unwrap(),
            Event::Play { cards, .. } => m.apply(Move::play(*cards)).unwrap(),
            other => panic!(
                "{other:?} is not written and was not logged: {:?}",
                &original.log()[i.saturating_sub(8)..=i]
            ),
        }
    }
}

fn dealt(hands: &[(u8, Option<Cards>)]) -> Vec<(u8, Cards)> {
    hands.iter().map(|&(p, h)| (p, h.unwrap())).collect()
}

fn without_draws(log: &[Event]) -> Vec<&Event> {
    log.iter()
        .filter(|e| !matches!(e, Event::Draw { .. }))
        .collect()
}

#[test]
fn a_match_dealt_as_its_log_says_plays_the_same() {
    for (name, rules) in rule_sets() {
        for players in [2, 3, 4, 5, 6, 7, 8, 12] {
            for seed in 0..4 {
                let original = random_match(players, rules, seed);
                let again = rebuilt(&original, seed + 1000, true);
                let what = format!("{name}, {players} players, seed {seed}");
                assert_eq!(again.log(), original.log(), "{what}");
                assert_eq!(again.history(), original.history(), "{what}");
                assert_eq!(again.outcome(), original.outcome(), "{what}");
                assert_eq!(again.totals(), original.totals(), "{what}");
                assert_eq!(again.deal_number(), original.deal_number(), "{what}");
                let dealers_only = rebuilt(&original, seed + 2000, false);
                assert_eq!(
                    without_draws(dealers_only.log()),
                    without_draws(original.log()),
                    "{what}"
                );
                assert_eq!(dealers_only.outcome(), original.outcome(), "{what}");
            }
        }
    }
}

fn cards(text: &str) -> Cards {
    Cards::parse(text).unwrap()
}

/// A match of three waiting for its first deal, seat 1 having drawn the highest card alone.
fn waiting() -> Match {
    let mut m = Match::new_written(3, Rules::standard(), 1).unwrap();
    m.deal_as(1, Some(&[vec![(0, 3), (1, 12), (2, 5)]]), &[])
        .unwrap_err();
    m
}

fn good_hands() -> Vec<(u8, Cards)> {
    vec![
        (0, cards("A K Q J 10 9 8")),
        (1, cards("A K Q J 10 9 8")),
        (2, cards("7 6 5 4 3 2 2")),
    ]
}

fn refused(
    m: &mut Match,
    dealer: u8,
    draws: Option<&[Vec<(u8, u8)>]>,
    hands: &[(u8, Cards)],
) -> String {
    let before = m.clone();
    let err = m.deal_as(dealer, draws, hands).unwrap_err().to_string();
    assert_eq!(*m, before, "a refused deal changes nothing: {err}");
    err
}

#[test]
fn written_deals_that_the_deal_could_not_make_are_refused() {
    let mut m = waiting();
    let draw = [vec![(0, 3), (1, 12), (2, 5)]];
    let d = Some(&draw[..]);
    let mut twice = good_hands();
    twice[2].1 = cards("A A A 4 3 2 2");
    assert!(refused(&mut m, 1, d, &twice).contains("A too many"));
    let mut short = good_hands();
    short[2].1 = cards("6 5 4 3 2 2");
    assert!(refused(&mut m, 1, d, &short).contains("dealt 6 cards"));
    assert!(refused(&mut m, 1, d, &good_hands()[..2]).contains("seat 2 is in the match"));
    let mut doubled = good_hands();
    doubled.push((0, cards("7 7 6 6 5 5 4")));
    assert!(refused(&mut m, 1, d, &doubled).contains("two hands"));
    let mut stranger = good_hands();
    stranger.push((7, cards("7")));
    assert!(refused(&mut m, 1, d, &stranger).contains("not at the table"));
    let mut joker = good_hands();
    joker[2].1 = cards("* 6 5 4 3 2 2");
    assert!(refused(&mut m, 1, d, &joker).contains("* too many"));
    assert!(refused(&mut m, 0, d, &good_hands()).contains("makes seat 1 the dealer"));
    let tie = [vec![(0, 12), (1, 12), (2, 5)]];
    assert!(refused(&mut m, 1, Some(&tie), &good_hands()).contains("tie between seats 0, 1"));
    let missing = [vec![(0, 12), (2, 5)]];
    assert!(refused(&mut m, 0, Some(&missing), &good_hands()).contains("seat 1 draws no card"));
    let five_aces = [
        vec![(0, 12), (1, 12), (2, 12)],
        vec![(0, 12), (1, 12), (2, 12)],
    ];
    assert!(refused(&mut m, 0, Some(&five_aces), &good_hands()).contains("no longer holds"));
    let too_long = [draw[0].clone(), vec![(1, 4)]];
    assert!(refused(&mut m, 1, Some(&too_long), &good_hands()).contains("no round 2"));
    m.deal_as(1, d, &good_hands()).unwrap();
    assert_eq!(m.phase(), Phase::Exchange);
    assert_eq!(m.dealer(), 1);
    assert_eq!(m.to_move(), Some(2));
    assert_eq!(m.hand(2), cards("7 6 5 4 3 2 2"));
    assert_eq!(m.stock().len(), 52 - 21);
}

#[test]
fn a_written_deal_or_exchange_at_the_wrong_time_is_refused() {
    let mut m = waiting();
    let before = m.clone();
    let err = m.exchange_drawing(Cards::EMPTY, Cards::EMPTY).unwrap_err();
    assert!(err.to_string().contains("not dealt yet"), "{err}");
    assert_eq!(m, before);
    m.deal_as(1, None, &good_hands()).unwrap();
    assert!(refused(&mut m, 1, None, &good_hands()).contains("exchange phase"));
    let mut seeded = Match::new(3, Rules::standard(), 5).unwrap();
    assert!(refused(&mut seeded, 0, None, &good_hands()).contains("no deal is waiting"));
}

#[test]
fn a_written_exchange_draws_only_what_the_stock_holds() {
    let mut m = waiting();
    m.deal_as(1, None, &good_hands()).unwrap();
    let before = m.clone();
    let err = m
        .exchange_drawing(cards("3 2 2"), cards("K K K"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("the stock holds 2 K"), "{err}");
    let err = m
        .exchange_drawing(cards("2 2"), cards("K"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("draws 2, not 1"), "{err}");
    let err = m
        .exchange_drawing(cards("A"), cards("K"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("not in hand"), "{err}");
    assert_eq!(m, before);
    m.exchange_drawing(cards("2 2"), cards("K 7")).unwrap();
    assert_eq!(m.hand(2), cards("K 7 7 6 5 4 3"));
    assert_eq!(m.stock().count(11), 1);
    assert_eq!(m.to_move(), Some(0));
    assert_eq!(m.history(), &[Move::exchange(cards("2 2"))]);
}

#[test]
fn the_only_loser_deals_and_draws_for_nobody() {
    let mut checked = 0;
    for seed in 0..20 {
        let original = random_match(4, Rules::standard(), seed);
        let log = original.log();
        for (i, event) in log.iter().enumerate() {
            let Event::Deal {
                deal: 2..,
                dealer,
                hands,
                ..
            } = event
            else {
                continue;
            };
            if matches!(log[i - 1], Event::Draw { .. }) {
                continue;
            }
            let mut m = Match::new_written(4, Rules::standard(), seed + 50).unwrap();
            make_as_written(&original, &mut m, i, true);
            let other = (dealer + 1) % 4;
            assert!(refused(&mut m, other, None, &dealt(hands)).contains("only loser"));
            let draw = [vec![(0, 3), (1, 4), (2, 5), (3, 6)]];
            let err = refused(&mut m, *dealer, Some(&draw), &dealt(hands));
            assert!(err.contains("nobody draws"), "{err}");
            m.deal_as(*dealer, None, &dealt(hands)).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 10);
}
