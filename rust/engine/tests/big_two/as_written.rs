//! A game dealt as written (`Match::deal_as`, for records without a seed): a match rebuilt from
//! another seed by dealing every game as a seeded match's log says and making the same moves
//! has the same log and result, on every preset and table size; a deal that no deal of the rules
//! makes, or one at the wrong time, is refused with the match unchanged.

use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::game::Game;
use zz_engine::games::big_two::{Event, GameRules, Match, Move, OptionValue, Rules};
use zz_engine::rng::Rng;
use zz_engine::EngineError;

/// Every preset at every table size, two players also with 17 cards each.
fn tables() -> Vec<(usize, Rules)> {
    let mut all = Vec::new();
    for name in ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"] {
        let rules = Rules::preset(name).unwrap();
        for players in 2..=4 {
            all.push((players, rules));
        }
        let seventeen = rules.with_option("hand_size", &OptionValue::Int(17));
        all.push((2, seventeen.unwrap()));
    }
    all
}

/// A seeded match played to its end with random legal moves.
fn played(players: usize, rules: Rules, seed: u64, stops: bool) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    m.stop_between_deals(stops);
    let mut rng = Rng::seeded(seed ^ 0x5eed);
    while !m.is_over() {
        if m.is_between_deals() {
            m.next_deal().unwrap();
            continue;
        }
        let mv = m.random_move(&mut rng);
        m.apply(mv).unwrap();
    }
    m
}

/// Each deal event's dealer and hands as dealt (the face-up card taken out of its taker's hand).
fn deals(m: &Match) -> Vec<(u8, Vec<SuitedCards>)> {
    let dealt = |e: &Event| match e {
        Event::Deal {
            dealer,
            hands,
            face_up,
            ..
        } => {
            let up = face_up.map_or(SuitedCards::EMPTY, |(c, _)| SuitedCards::of(c));
            let hands = hands.iter().map(|(_, h)| h.unwrap().minus(up)).collect();
            Some((*dealer, hands))
        }
        _ => None,
    };
    m.log().iter().filter_map(dealt).collect()
}

/// `original` rebuilt from `seed`: every game dealt as its log says, the same moves made.
fn rebuilt(original: &Match, seed: u64, stops: bool) -> Match {
    let mut m = Match::new(original.player_count(), *original.rules(), seed).unwrap();
    m.stop_between_deals(stops);
    let mut deals = deals(original).into_iter();
    let mut moves = original.history().iter();
    loop {
        if m.is_between_deals() {
            m.next_deal().unwrap();
        }
        let (dealer, hands) = deals.next().unwrap();
        m.deal_as(dealer, &hands).unwrap();
        let game = m.game_number();
        while !m.is_over() && !m.is_between_deals() && m.game_number() == game {
            m.apply(*moves.next().unwrap()).unwrap();
        }
        if m.is_over() {
            assert!(deals.next().is_none() && moves.next().is_none());
            return m;
        }
    }
}

#[test]
fn a_match_dealt_as_its_log_says_from_another_seed_plays_the_same() {
    let mut checked = 0;
    for (players, rules) in tables() {
        for seed in 0..12u64 {
            let stops = seed % 3 == 0;
            let original = played(players, rules, seed, stops);
            let again = rebuilt(&original, seed + 1000, stops);
            assert_eq!(
                again.log(),
                original.log(),
                "{players} players, {rules}, seed {seed}"
            );
            assert_eq!(again.history(), original.history());
            assert_eq!(again.outcome(), original.outcome());
            assert_eq!(again.totals(), original.totals());
            assert!(again.dealt_as_written() && !original.dealt_as_written());
            assert!(Match::from_json(&again.to_json().unwrap()).is_err());
            checked += original.game_winners().len();
        }
    }
    assert!(checked > 300, "only {checked} games compared");
}

fn cards(text: &str) -> SuitedCards {
    SuitedCards::parse(text).unwrap()
}

/// A four-player standard match and its first game's hands as dealt.
fn four() -> (Match, Vec<SuitedCards>) {
    let m = Match::new(4, Rules::standard(), 3).unwrap();
    let hands = (0..4).map(|p| m.hand(p)).collect();
    (m, hands)
}

/// `deal_as` refused with `why` in its message, the match unchanged.
fn refused(m: &mut Match, dealer: u8, hands: &[SuitedCards], why: &str) -> EngineError {
    let before = m.clone();
    let err = m.deal_as(dealer, hands).unwrap_err();
    assert!(err.to_string().contains(why), "{err}");
    assert_eq!(*m, before);
    err
}

#[test]
fn a_card_dealt_twice_is_refused() {
    let (mut m, mut hands) = four();
    let card = hands[0].iter().next().unwrap();
    let other = hands[1].iter().next().unwrap();
    hands[1] = hands[1]
        .minus(SuitedCards::of(other))
        .plus(SuitedCards::of(card));
    let err = refused(&mut m, 0, &hands, "dealt twice");
    assert!(matches!(err, EngineError::Card(_)));
}

#[test]
fn a_hand_of_the_wrong_size_or_count_is_refused() {
    let (mut m, mut hands) = four();
    let spare = hands[3].iter().next().unwrap();
    hands[3] = hands[3].minus(SuitedCards::of(spare));
    refused(&mut m, 0, &hands, "seat 3's hand is 12 cards");
    hands[0] = hands[0].plus(SuitedCards::of(spare));
    refused(&mut m, 0, &hands, "seat 0's hand is 14 cards");
    refused(&mut m, 0, &hands[..3], "3 hands for 4 players");
    refused(&mut m, 0, &[SuitedCards(u64::MAX)], "4 players");
    let (mut m, mut hands) = four();
    hands[2] = SuitedCards(hands[2].0 | 1 << 60);
    refused(&mut m, 0, &hands, "not in the deck");
}

#[test]
fn a_deal_after_the_first_move_or_once_over_is_refused() {
    let (mut m, hands) = four();
    let lead = Move::play(SuitedCards::of(m.must_hold().unwrap()));
    m.apply(lead).unwrap();
    let err = refused(&mut m, 0, &hands, "only before its first move");
    assert!(matches!(err, EngineError::IllegalMove(_)));
    let mut over = played(4, Rules::standard(), 5, false);
    refused(&mut over, 0, &hands, "the match with it");
    let mut between = Match::new(2, Rules::standard(), 9).unwrap();
    between.stop_between_deals(true);
    let mut rng = Rng::seeded(9);
    while !between.is_between_deals() {
        let mv = between.random_move(&mut rng);
        between.apply(mv).unwrap();
    }
    let hands = [between.hand(0), between.hand(1)];
    refused(&mut between, 0, &hands, "the next not dealt");
}

#[test]
fn the_first_dealer_is_as_written_and_a_later_one_the_rules() {
    let (mut m, hands) = four();
    refused(&mut m, 4, &hands, "no seat");
    m.deal_as(2, &hands).unwrap();
    assert_eq!(m.dealer(), 2);
    let mut m = played_to_game_two();
    let hands: Vec<SuitedCards> = (0..4).map(|p| m.hand(p)).collect();
    let wrong = (m.dealer() as u8 + 1) % 4;
    refused(&mut m, wrong, &hands, "is dealt by seat");
    m.deal_as(m.dealer() as u8, &hands).unwrap();
}

/// A four-player match at the start of its second game.
fn played_to_game_two() -> Match {
    let mut m = Match::new(4, Rules::standard(), 11).unwrap();
    let mut rng = Rng::seeded(11);
    while m.game_number() == 1 {
        let mv = m.random_move(&mut rng);
        m.apply(mv).unwrap();
    }
    m
}

#[test]
fn three_players_the_card_no_hand_holds_goes_face_up_to_its_taker_by_the_rules() {
    let mut m = Match::new(3, Rules::standard(), 1).unwrap();
    // The 3♦ (the lowest card) left over: it goes to the holder of the 3♣, the next lowest.
    let first = cards("3♣ 4♦ 4♣ 4♥ 4♠ 5♦ 5♣ 5♥ 5♠ 6♦ 6♣ 6♥ 6♠ 7♦ 7♣ 7♥ 7♠");
    let three_d = SuitedCard::parse("3♦").unwrap();
    let rest: Vec<SuitedCard> = SuitedCards::DECK
        .minus(first)
        .minus(SuitedCards::of(three_d))
        .iter()
        .collect();
    let of = |cs: &[SuitedCard]| {
        cs.iter()
            .fold(SuitedCards::EMPTY, |h, &c| h.plus(SuitedCards::of(c)))
    };
    let hands = [first, of(&rest[..17]), of(&rest[17..])];
    m.deal_as(0, &hands).unwrap();
    assert_eq!(m.face_up(), Some((three_d, 0)));
    assert_eq!(m.hand(0).len(), 18);
    assert_eq!(m.to_move(), Some(0));
    assert_eq!(m.must_hold(), Some(three_d));
    assert_eq!(m.log().len(), 1, "the shuffled deal's event is replaced");
    assert!(matches!(m.log()[0], Event::Deal { face_up: Some((c, 0)), .. } if c == three_d));
}
