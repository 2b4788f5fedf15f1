//! A game dealt as written (`Match::deal_as`, for records read without their seed): a match
//! rebuilt from another seed by dealing every game as a first match's log says and making the
//! same moves has the same log and result; a written deal that the deal could not make, or one
//! at the wrong time, is refused with the match unchanged.

use zz_engine::card::Cards;
use zz_engine::game::Game;
use zz_engine::games::arschloch::{Event, GameRules, Match, MoveList, OptionValue, Rules};
use zz_engine::rng::Rng;

/// The rule sets the contract is checked under: the preset, and the house rules that change
/// what a deal makes (the Chef choosing, jokers led, a short match).
fn rule_sets() -> Vec<Rules> {
    let set = |name: &str, v: OptionValue| Rules::standard().with_option(name, &v).unwrap();
    vec![
        Rules::standard(),
        set("chef_chooses", OptionValue::Bool(true)),
        set("lead_jokers", OptionValue::Bool(true)),
        set("games", OptionValue::Int(2)),
    ]
}

/// A match of `seed` played to its end with random legal moves.
fn random_match(players: usize, rules: Rules, seed: u64) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0x5eed);
    let mut moves = MoveList::new();
    while !m.is_over() {
        m.legal_moves_into(&mut moves);
        let mv = moves[rng.below(moves.len() as u32) as usize];
        m.apply(mv).unwrap();
    }
    m
}

/// Each game's dealer and hands by seat, as the log's deal events show them.
fn deals(m: &Match) -> Vec<(usize, Vec<Cards>)> {
    let n = m.player_count();
    (m.log().iter())
        .filter_map(|e| match e {
            Event::Deal { dealer, hands, .. } => {
                let mut by_seat = vec![Cards::EMPTY; n];
                for &(p, h) in hands {
                    by_seat[usize::from(p)] = h.unwrap();
                }
                Some((usize::from(*dealer), by_seat))
            }
            _ => None,
        })
        .collect()
}

/// `original` made again from a match of `seed`: every game dealt as its log says, its moves.
fn rebuilt(original: &Match, seed: u64) -> Match {
    let written = deals(original);
    let mut m = Match::new(original.player_count(), *original.rules(), seed).unwrap();
    m.deal_as(Some(written[0].0), &written[0].1).unwrap();
    for &mv in original.history() {
        let game = m.game_number();
        m.apply(mv).unwrap();
        if !m.is_over() && m.game_number() != game {
            let (dealer, hands) = &written[usize::from(m.game_number()) - 1];
            m.deal_as(Some(*dealer), hands).unwrap();
        }
    }
    m
}

#[test]
fn a_match_dealt_as_its_log_says_plays_as_it_did() {
    for rules in rule_sets() {
        for players in 2..=11 {
            for seed in 0..6u64 {
                let original = random_match(players, rules, seed);
                let again = rebuilt(&original, seed + 1000);
                assert_eq!(
                    again.log(),
                    original.log(),
                    "{players} players, seed {seed}"
                );
                assert_eq!(again.totals(), original.totals());
                assert_eq!(again.outcome(), original.outcome());
                assert_eq!(again.history(), original.history());
                // Dealt as written, it does not replay from its seed.
                assert!(Match::from_json(&again.to_json().unwrap()).is_err());
            }
        }
    }
}

/// `m` refuses `deal_as(dealer, hands)` with a message holding `says`, and is unchanged.
fn refuses(m: &mut Match, dealer: Option<usize>, hands: &[Cards], says: &str) {
    let before = m.clone();
    let err = m.deal_as(dealer, hands).unwrap_err().to_string();
    assert!(err.contains(says), "{err:?} does not say {says:?}");
    assert_eq!(*m, before);
}

#[test]
fn a_deal_the_deal_could_not_make_is_refused_and_changes_nothing() {
    let mut m = Match::new(4, Rules::standard(), 3).unwrap();
    let hands: Vec<Cards> = deals(&m)[0].1.clone();
    let mut short = hands.clone();
    short[2] = short[2].minus(Cards::of(short[2].ranks_high_to_low().next().unwrap(), 1));
    refuses(&mut m, None, &short, "seat 2's hand");
    refuses(
        &mut m,
        None,
        &hands[..3],
        "3 hands written for a table of 4",
    );
    refuses(&mut m, Some(4), &hands, "dealer 4 is not at a table of 4");
    // Nine jokers where the pack has six: a card twice.
    let jokers = Cards::parse("* * * * * 2 2 2 2 2").unwrap();
    refuses(
        &mut m,
        None,
        &[jokers, jokers, hands[2], hands[3]],
        "a card twice",
    );
    // Every hand is its size and in the pack: taken, the table seated from the dealer's left.
    m.deal_as(Some(1), &hands).unwrap();
    assert_eq!((m.dealer(), m.seating()), (1, &[2u8, 3, 0, 1][..]));
    assert_eq!((m.hand(0), m.to_move()), (hands[0], Some(2)));
}

#[test]
fn a_deal_at_the_wrong_time_or_by_the_wrong_dealer_is_refused() {
    let mut m = Match::new(4, Rules::standard(), 5).unwrap();
    let hands = deals(&m)[0].1.clone();
    let mut moves = MoveList::new();
    m.legal_moves_into(&mut moves);
    m.apply(moves[0]).unwrap();
    refuses(&mut m, None, &hands, "game 1 is under way");
    // The second game is dealt by the last Arsch of the first; no other dealer is taken.
    let mut later = random_match(4, Rules::standard(), 5);
    later = rebuilt(&later, 9);
    assert!(later.is_over());
    refuses(&mut later, None, &hands, "the match is over");
    let mut second = Match::new(4, Rules::standard(), 5).unwrap();
    let original = random_match(4, Rules::standard(), 5);
    for &mv in original.history() {
        second.apply(mv).unwrap();
        if second.game_number() == 2 {
            break;
        }
    }
    let wrong = (second.dealer() + 1) % 4;
    let hands2 = deals(&second)[1].1.clone();
    refuses(
        &mut second,
        Some(wrong),
        &hands2,
        "the last Arsch of the game before",
    );
    second.deal_as(Some(second.dealer()), &hands2).unwrap();
}

#[test]
fn a_chef_who_has_chosen_has_moved() {
    let rules = Rules::standard()
        .with_option("chef_chooses", &OptionValue::Bool(true))
        .unwrap();
    let original = random_match(4, rules, 8);
    let mut m = Match::new(4, rules, 8).unwrap();
    let mut moves = MoveList::new();
    for &mv in original.history() {
        m.apply(mv).unwrap();
        if m.game_number() == 2 {
            break;
        }
    }
    let hands = deals(&m)[1].1.clone();
    assert_eq!(m.pairs_giving_back(), 2);
    m.deal_as(None, &hands).unwrap();
    m.legal_moves_into(&mut moves);
    m.apply(moves[0]).unwrap();
    refuses(&mut m, None, &hands, "game 2 is under way");
}
