//! The rules of Arschloch (`docs/rules/arschloch.md`), one test a rule, each named after the rule
//! it pins. Exact positions are dealt with `Match::from_hands` (a first game with chosen hands);
//! everything else comes from seeded matches and their moves through the public API.

use zz_engine::card::{Cards, ACE, JOKER};
use zz_engine::game::Game;
use zz_engine::games::arschloch::rules::PACK_SIZE;
use zz_engine::games::arschloch::{
    Event, GameRules, Match, Move, MoveList, OptionValue, Phase, PlayKind, Role, Rules, Turn,
};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;

/// The rules page, its line breaks folded so that a phrase may wrap.
fn page() -> String {
    let text = include_str!("../../../../docs/rules/arschloch.md");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Asserts that the rules page still gives the example a test plays.
fn page_says(phrase: &str) {
    assert!(
        page().contains(phrase),
        "the rules page no longer says: {phrase}"
    );
}

fn c(s: &str) -> Cards {
    Cards::parse(s).unwrap()
}

/// The standard rules with integer and boolean options changed.
fn rules(options: &[(&str, i64)]) -> Rules {
    options.iter().fold(Rules::standard(), |r, &(name, v)| {
        let value = if name == "lead_jokers" {
            OptionValue::Bool(v != 0)
        } else {
            OptionValue::Int(v)
        };
        r.with_option(name, &value).unwrap()
    })
}

/// A first game with these hands (by player), dealt by `dealer`.
fn dealt(options: &[(&str, i64)], dealer: usize, hands: &[&str]) -> Match {
    let hands: Vec<Cards> = hands.iter().map(|h| c(h)).collect();
    let size = hands[0].len().into();
    let mut all = vec![("hand_size", size)];
    all.extend_from_slice(options);
    Match::from_hands(rules(&all), dealer, &hands, 7).unwrap()
}

fn moves(m: &Match) -> Vec<String> {
    let mut out = MoveList::new();
    m.legal_moves_into(&mut out);
    out.iter().map(ToString::to_string).collect()
}

fn play(m: &mut Match, cards: &str) {
    let mover = m.to_move();
    m.apply(Move::play(c(cards)))
        .unwrap_or_else(|e| panic!("P{mover:?} plays {cards}: {e}"));
    m.check_consistency().unwrap();
}

fn pass(m: &mut Match) {
    m.apply(Move::PASS).unwrap();
    m.check_consistency().unwrap();
}

fn last_event(m: &Match) -> &Event {
    m.log().last().unwrap()
}

/// One random move, checked.
fn step(m: &mut Match, rng: &mut Rng) {
    let mv = RandomPolicy.choose(m, rng);
    m.apply(mv).unwrap();
}

/// A match of `games` games at random to its end, its state checked after every move.
fn random_match(players: usize, options: &[(&str, i64)], seed: u64) -> Match {
    let mut m = Match::new(players, rules(options), seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0x5eed);
    while !m.is_over() {
        step(&mut m, &mut rng);
        m.check_consistency().unwrap();
    }
    m
}

/// A match that stops between games, played at random until game 2 is dealt, and the match as
/// it stood at the end of game 1.
fn at_second_game(players: usize, options: &[(&str, i64)], seed: u64) -> (Match, Match) {
    let mut all = vec![("games", 2)];
    all.extend_from_slice(options);
    let mut m = Match::new(players, rules(&all), seed).unwrap();
    m.stop_between_deals(true);
    let mut rng = Rng::seeded(seed ^ 0xface);
    while !m.is_between_deals() {
        step(&mut m, &mut rng);
    }
    let before = m.clone();
    m.next_deal().unwrap();
    m.check_consistency().unwrap();
    (before, m)
}

/// The game-2 deal of a match's log: the hands as dealt, by player.
fn hands_as_dealt(m: &Match, game: u16) -> Vec<Cards> {
    m.log()
        .iter()
        .find_map(|e| match e {
            Event::Deal { game: g, hands, .. } if *g == game => {
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

/// The `n` best cards by rank, jokers best, written out card by card.
fn naive_best(hand: Cards, n: u8) -> Cards {
    let ranks: Vec<u8> = hand.ranks_high_to_low().collect();
    ranks[..usize::from(n)]
        .iter()
        .fold(Cards::EMPTY, |h, &r| h.plus(Cards::of(r, 1)))
}

/// The `n` worst cards by rank.
fn naive_worst(hand: Cards, n: u8) -> Cards {
    let ranks: Vec<u8> = hand.ranks_high_to_low().collect();
    ranks[ranks.len() - usize::from(n)..]
        .iter()
        .fold(Cards::EMPTY, |h, &r| h.plus(Cards::of(r, 1)))
}

fn game_overs(m: &Match) -> Vec<(Vec<u8>, Vec<Role>)> {
    m.log()
        .iter()
        .filter_map(|e| match e {
            Event::GameOver { order, roles, .. } => Some((order.clone(), roles.clone())),
            _ => None,
        })
        .collect()
}

// --- 3.1 Cards ------------------------------------------------------------------------------

#[test]
fn the_pack_is_two_decks_and_six_jokers() {
    let pack = Rules::pack();
    for rank in 0..ACE + 1 {
        assert_eq!(pack.count(rank), 8, "two decks of four suits");
    }
    assert_eq!(pack.count(JOKER), 6);
    assert_eq!((pack.len(), PACK_SIZE), (110, 110));
    for players in 2..=11 {
        let m = Match::new(players, Rules::standard(), players as u64).unwrap();
        let mut all = *m.out_of_play();
        for p in 0..players {
            all.add(m.hand(p));
        }
        assert_eq!(
            all, pack,
            "{players} players: hands and the cards out of play"
        );
    }
}

#[test]
fn a_joker_counts_as_the_rank_it_joins() {
    page_says("Anne leads J-J-J-*: four jacks, a round of four. Bernd holds Q-Q-Q-* and beats");
    page_says("Anne leads 5-*, a pair of fives: Bernd's 5-5 does not beat it, his 6-6 does");
    // Three jacks and a joker are four jacks: beaten by four queens (three and a joker), not by
    // four jacks.
    let mut m = dealt(&[], 1, &["J J J * 2 3", "Q Q Q * 2 2"]);
    assert!(moves(&m).contains(&"play * J J J".to_string()));
    play(&mut m, "J J J *");
    let round = *m.table().unwrap();
    assert_eq!((round.size(), round.rank()), (4, 9), "four jacks");
    assert_eq!(moves(&m), ["play * Q Q Q", "pass"]);
    play(&mut m, "Q Q Q *");
    assert_eq!(m.table().unwrap().rank(), 10, "four queens");
    // A pair of fives made with a joker is a pair of fives: another pair of fives does not beat
    // it, a pair of sixes does.
    let mut m = dealt(&[], 1, &["5 * 2 2", "5 5 6 6"]);
    play(&mut m, "5 *");
    assert_eq!(moves(&m), ["play 6 6", "pass"]);
    assert!(m.check(Move::play(c("5 5"))).is_err());
}

#[test]
fn jokers_alone_rank_above_the_ace() {
    // After a king, the ace and the joker both beat, the joker listed above the ace.
    let mut m = dealt(&[], 1, &["K 2 3", "A * 2"]);
    play(&mut m, "K");
    assert_eq!(moves(&m), ["play A", "play *", "pass"]);
    // Jokers alone beat any set of their size.
    let mut m = dealt(&[], 1, &["K K 2 3", "* * 2 3"]);
    play(&mut m, "K K");
    assert_eq!(moves(&m), ["play * *", "pass"]);
    // (In the exchange they are the best cards: the exchange's test takes the best jokers
    // first.)
}

// --- 3.2 Deal -------------------------------------------------------------------------------

#[test]
fn every_player_gets_a_pile_of_ten_and_unused_piles_are_out_of_play() {
    for players in 2..=11 {
        let m = Match::new(players, Rules::standard(), 40 + players as u64).unwrap();
        for p in 0..players {
            assert_eq!(m.hand(p).len(), 10);
            let view = m.view(p);
            assert_eq!(view.out_of_play as usize, 110 - 10 * players);
            // Out of play is unseen by every player: what they cannot see is the pack less
            // their own hand, the unused piles among it.
            let mut unseen = view.unseen_cards().unwrap();
            unseen.add(m.hand(p));
            assert_eq!(unseen, Rules::pack());
        }
        assert_eq!(m.out_of_play().len() as usize, (11 - players) * 10);
    }
    // The piles and their size are options: 6 piles of 7 cards at a table of 4 leave two piles
    // and the 44 cards never counted out out of play.
    let m = Match::new(4, rules(&[("piles", 6), ("hand_size", 7)]), 3).unwrap();
    assert!((0..4).all(|p| m.hand(p).len() == 7));
    assert_eq!(m.out_of_play().len(), 110 - 28);
    // Each player's pile is drawn at random: the hands differ from seed to seed.
    let hands: std::collections::HashSet<u64> = (0..20)
        .map(|seed| Match::new(4, Rules::standard(), seed).unwrap().hand(0).0)
        .collect();
    assert!(hands.len() > 15);
}

#[test]
fn the_first_dealer_is_drawn_and_the_last_arsch_deals_later() {
    let mut dealt_first = [0; 5];
    for seed in 0..200 {
        let m = Match::new(5, Rules::standard(), seed).unwrap();
        assert_eq!(
            m.dealer(),
            Match::new(5, Rules::standard(), seed).unwrap().dealer()
        );
        dealt_first[m.dealer()] += 1;
    }
    assert!(dealt_first.iter().all(|&n| n > 20), "{dealt_first:?}");
    for players in [2, 5, 8] {
        let m = random_match(players, &[("games", 4)], 9);
        let deals: Vec<(u16, u8)> = m
            .log()
            .iter()
            .filter_map(|e| match e {
                Event::Deal { game, dealer, .. } => Some((*game, *dealer)),
                _ => None,
            })
            .collect();
        assert_eq!(deals.len(), 4);
        let orders = m.finishing_orders();
        for &(game, dealer) in &deals[1..] {
            let last_arsch = *orders[usize::from(game) - 2].last().unwrap();
            assert_eq!(dealer, last_arsch, "game {game}");
        }
    }
}

// --- 3.3 Play -------------------------------------------------------------------------------

#[test]
fn the_first_game_is_led_left_of_the_dealer_later_games_by_the_first_chef() {
    for players in [2, 3, 6, 11] {
        let mut m = Match::new(players, rules(&[("games", 3)]), 11).unwrap();
        m.stop_between_deals(true);
        assert_eq!(m.to_move(), Some((m.dealer() + 1) % players));
        let mut rng = Rng::seeded(1);
        while !m.is_over() {
            if m.is_between_deals() {
                m.next_deal().unwrap();
                let first_chef = m.finishing_orders().last().unwrap()[0];
                assert_eq!(m.to_move(), Some(usize::from(first_chef)));
                assert_eq!(m.seating()[0], first_chef);
            } else {
                step(&mut m, &mut rng);
            }
        }
    }
}

#[test]
fn aces_are_never_led() {
    let m = dealt(&[], 1, &["A A 5 *", "2 3 4 6"]);
    assert_eq!(moves(&m), ["play 5", "play * 5"]);
    for aces in ["A", "A A", "A *", "A A *"] {
        let why = m.check(Move::play(c(aces))).unwrap_err().to_string();
        assert!(why.contains("an ace is never led"), "{why}");
    }
    // Under every option, and in random play: an ordinary lead never lists an ace.
    for lead_jokers in [0, 1] {
        let mut m = Match::new(5, rules(&[("lead_jokers", lead_jokers)]), 2).unwrap();
        let mut rng = Rng::seeded(2);
        let mut leads = 0;
        while !m.is_over() {
            if let Some(Turn::Lead {
                anyway: false,
                on_top,
            }) = m.turn()
            {
                let mut out = MoveList::new();
                m.legal_moves_into(&mut out);
                for mv in &out {
                    let aces = mv.cards().count(ACE) > 0;
                    assert!(!aces || on_top == Some(mv.cards().len()), "{mv} led");
                }
                leads += 1;
            }
            step(&mut m, &mut rng);
        }
        assert!(leads > 50);
    }
}

#[test]
fn jokers_alone_are_not_led_unless_lead_jokers() {
    let hand = ["* * 5 7", "2 3 4 6"];
    let m = dealt(&[], 1, &hand);
    assert_eq!(
        moves(&m),
        [
            "play 5",
            "play 7",
            "play * 5",
            "play * 7",
            "play * * 5",
            "play * * 7"
        ]
    );
    let why = m.check(Move::play(c("*"))).unwrap_err().to_string();
    assert!(why.contains("jokers alone are not led"), "{why}");
    let m = dealt(&[("lead_jokers", 1)], 1, &hand);
    assert_eq!(
        moves(&m),
        [
            "play 5",
            "play 7",
            "play *",
            "play * 5",
            "play * 7",
            "play * *",
            "play * * 5",
            "play * * 7"
        ]
    );
}

#[test]
fn a_leader_with_only_aces_and_jokers_passes_the_lead() {
    let mut m = dealt(&[], 2, &["A *", "3 4", "5 6"]);
    assert_eq!(m.to_move(), Some(0));
    assert_eq!(moves(&m), ["pass"]);
    pass(&mut m);
    assert_eq!(*last_event(&m), Event::PassLead { player: 0 });
    assert_eq!(m.to_move(), Some(1));
    assert!(m.lead_passed().has(0));
    assert_eq!(moves(&m), ["play 3", "play 4"]);
    // Where jokers may be led, only aces make a leader pass.
    let m = dealt(&[("lead_jokers", 1)], 2, &["A *", "3 4", "5 6"]);
    assert_eq!(moves(&m), ["play *"]);
    let m = dealt(&[("lead_jokers", 1)], 2, &["A A", "3 4", "5 6"]);
    assert_eq!(moves(&m), ["pass"]);
}

#[test]
fn when_no_player_can_lead_the_leader_leads_anyway() {
    page_says("Anne holds A-A, Bernd A-* and Claudia *-*, and Anne has the lead");
    page_says("Bernd leads anyway: his ace, his joker, or both together as two aces");
    let mut m = dealt(&[], 2, &["A A", "A *", "* *"]);
    for p in [0, 1, 2] {
        assert_eq!(
            (m.to_move(), moves(&m)),
            (Some(p), vec!["pass".to_string()])
        );
        pass(&mut m);
    }
    assert_eq!(
        m.turn(),
        Some(Turn::Lead {
            anyway: true,
            on_top: None
        })
    );
    assert_eq!(
        (m.to_move(), moves(&m)),
        (Some(0), vec!["play A".into(), "play A A".into()])
    );
    play(&mut m, "A");
    // The ace wins at once; the leader leads again, and again nobody can lead.
    assert_eq!(*last_event(&m), Event::RoundWon { player: 0 });
    for _ in 0..3 {
        assert_eq!(moves(&m), ["pass"]);
        pass(&mut m);
    }
    play(&mut m, "A");
    assert_eq!(m.finished(), [0]);
    // Player 1 is the next to lead: again nobody can, so they lead anyway.
    for _ in 0..2 {
        pass(&mut m);
    }
    assert_eq!(m.to_move(), Some(1));
    assert_eq!(moves(&m), ["play A", "play *", "play * A"]);
}

#[test]
fn a_follow_has_the_rounds_size_and_a_strictly_higher_rank() {
    let mut m = dealt(&[], 1, &["7 7 3 3 3 2", "7 7 8 8 9 *"]);
    play(&mut m, "7 7");
    assert_eq!(moves(&m), ["play 8 8", "play * 8", "play * 9", "pass"]);
    let refused = |m: &Match, cards: &str| m.check(Move::play(c(cards))).unwrap_err().to_string();
    assert!(refused(&m, "7 7").contains("does not beat"));
    assert!(refused(&m, "7 *").contains("does not beat"));
    assert!(refused(&m, "8").contains("the round is of 2 cards, not 1"));
    assert!(refused(&m, "8 8 *").contains("the round is of 2 cards, not 3"));
}

#[test]
fn passing_does_not_stop_a_later_play_in_the_round() {
    page_says(
        "Anne leads a 3. Bernd passes. Claudia beats with a 7, and Anne passes. Bernd, who passed \
         before, now beats the 7 with a 9",
    );
    let mut m = dealt(&[], 2, &["3 4 5", "6 9 10", "7 8 J"]);
    play(&mut m, "3");
    pass(&mut m); // player 1
    play(&mut m, "7"); // player 2
    pass(&mut m); // player 0
    assert_eq!(m.to_move(), Some(1));
    assert_eq!(moves(&m), ["play 9", "play 10", "pass"]);
    play(&mut m, "9");
    assert_eq!(m.table().unwrap().last, 1);
}

#[test]
fn aces_or_jokers_alone_win_the_round_at_once() {
    for (lead, win) in [("5", "A"), ("5", "*"), ("5 5", "A *"), ("5 5", "* *")] {
        let hands = ["5 5 2", "A * *", "3 4 6"];
        let mut m = dealt(&[], 2, &hands);
        play(&mut m, lead);
        play(&mut m, win);
        assert_eq!(*last_event(&m), Event::RoundWon { player: 1 });
        assert!(m.table().is_none());
        assert_eq!(m.to_move(), Some(1), "the winner leads anew");
        assert_eq!(
            m.turn(),
            Some(Turn::Lead {
                anyway: false,
                on_top: None
            })
        );
    }
}

#[test]
fn an_unbeaten_round_comes_back_to_its_player_who_leads_or_plays_on_top() {
    page_says("Anne leads a 5 and holds an 8, an ace and a joker besides. Bernd and Claudia pass");
    page_says("Had she led 5-5-5 holding only an ace besides");
    let mut m = dealt(&[], 2, &["5 8 A *", "2 3 4 6", "2 3 4 7"]);
    play(&mut m, "5");
    pass(&mut m);
    pass(&mut m);
    assert_eq!(*last_event(&m), Event::RoundWon { player: 0 });
    assert_eq!(
        m.turn(),
        Some(Turn::Lead {
            anyway: false,
            on_top: Some(1)
        })
    );
    // Every lead, and aces or jokers alone of the round's size on top; no pass.
    assert_eq!(moves(&m), ["play 8", "play A", "play *", "play * 8"]);
    let why = m.check(Move::PASS).unwrap_err().to_string();
    assert!(why.contains("came back unbeaten"), "{why}");
    // A higher set that does not win at once is a new lead.
    let mut lead = m.clone();
    play(&mut lead, "8");
    assert!(matches!(
        last_event(&lead),
        Event::Play {
            kind: PlayKind::Lead,
            ..
        }
    ));
    assert_eq!(lead.to_move(), Some(1));
    // An ace on top wins at once, and the player leads again.
    play(&mut m, "A");
    assert!(matches!(
        m.log()[m.log().len() - 2],
        Event::Play {
            kind: PlayKind::OnTop,
            ..
        }
    ));
    assert_eq!(*last_event(&m), Event::RoundWon { player: 0 });
    assert_eq!(moves(&m), ["play 8", "play * 8"]);
    // A player whose round comes back with nothing to lead and no such set passes the lead.
    let mut m = dealt(&[], 2, &["5 5 5 A", "2 3 4 6", "2 3 4 7"]);
    play(&mut m, "5 5 5");
    pass(&mut m);
    pass(&mut m);
    assert_eq!(moves(&m), ["pass"]);
    pass(&mut m);
    assert_eq!(*last_event(&m), Event::PassLead { player: 0 });
    assert!(m.table().is_none() && m.to_move() == Some(1));
}

#[test]
fn a_turn_with_only_a_pass_is_still_a_decision() {
    let mut m = dealt(&[], 2, &["K 5", "2 3", "4 6"]);
    play(&mut m, "K");
    assert_eq!(m.to_move(), Some(1));
    assert_eq!(moves(&m), ["pass"]);
    pass(&mut m);
    assert_eq!(*last_event(&m), Event::Pass { player: 1 });
    assert_eq!(m.to_move(), Some(2));
    assert_eq!(m.history(), [Move::play(c("K")), Move::PASS]);
}

#[test]
fn a_player_who_plays_their_last_card_is_finished_and_the_left_neighbour_leads() {
    page_says(
        "Anne holds 5-5 with the lead. She leads them and is out, first: the round ends there",
    );
    page_says("Daniel, holding K-A, beats Claudia's 3 with the ace");
    let mut m = dealt(&[], 3, &["5 5", "2 9", "3 4", "K A"]);
    play(&mut m, "5 5");
    assert_eq!(
        *last_event(&m),
        Event::Finished {
            player: 0,
            position: 1
        }
    );
    assert!(m.table().is_none(), "the round ends with the finish");
    assert_eq!(m.to_move(), Some(1));
    assert_eq!(
        m.turn(),
        Some(Turn::Lead {
            anyway: false,
            on_top: None
        })
    );
    // Player 3 goes out with a king after winning a round with the ace; the next to their
    // left with cards is player 1 (player 0 is out).
    play(&mut m, "2");
    play(&mut m, "3");
    play(&mut m, "A");
    play(&mut m, "K");
    assert_eq!(
        *last_event(&m),
        Event::Finished {
            player: 3,
            position: 2
        }
    );
    assert!(m.table().is_none());
    assert_eq!((m.to_move(), m.finished()), (Some(1), &[0, 3][..]));
    assert_eq!(moves(&m), ["play 9"]);
}

#[test]
fn the_game_ends_with_one_player_holding_cards() {
    let mut m = dealt(&[("games", 1)], 2, &["5", "6", "7"]);
    play(&mut m, "5");
    play(&mut m, "6");
    assert_eq!(m.phase(), Phase::Over);
    assert_eq!(m.finishing_orders()[0].as_slice(), [0, 1, 2]);
    assert_eq!(m.hand(2), c("7"), "the last Arsch keeps their cards");
    for players in [2, 4, 7, 11] {
        let m = random_match(players, &[("games", 2)], 5);
        for (order, roles) in game_overs(&m) {
            assert_eq!(order.len(), players);
            assert_eq!(roles[usize::from(*order.last().unwrap())], Role::Arsch);
        }
    }
}

// --- 3.4 Roles, exchange and the match ------------------------------------------------------

#[test]
fn roles_by_finishing_order() {
    for players in 2..=11usize {
        let chefs = players / 2;
        let roles: Vec<Role> = (1..=players).map(|p| Role::of(p, players)).collect();
        let count = |r: Role| roles.iter().filter(|&&x| x == r).count();
        assert_eq!(count(Role::Chef), chefs);
        assert_eq!(count(Role::Arsch), chefs);
        assert_eq!(count(Role::Neutral), players % 2);
        assert!(roles[..chefs].iter().all(|&r| r == Role::Chef));
        assert!(roles[players - chefs..].iter().all(|&r| r == Role::Arsch));
        if players % 2 == 1 {
            assert_eq!(roles[chefs], Role::Neutral, "the middle one");
        }
        let m = random_match(players, &[("games", 1)], players as u64);
        let (order, by_player) = &game_overs(&m)[0];
        for (i, &p) in order.iter().enumerate() {
            assert_eq!(by_player[usize::from(p)], roles[i]);
        }
    }
}

/// The exchange of game 2 checked against the hands as dealt, pair by pair; how often doing the
/// pairs' two gifts one after the other (either way round) would have given other cards.
fn check_exchange(players: usize, options: &[(&str, i64)], seed: u64) -> usize {
    let (before, m) = at_second_game(players, options, seed);
    let order = before.finishing_orders()[0].clone();
    let dealt = hands_as_dealt(&m, 2);
    let chefs = players / 2;
    let exchanges = m.exchanges();
    assert_eq!(exchanges.len(), chefs);
    let mut hands = dealt.clone();
    let mut sequential_differs = 0;
    for (i, e) in exchanges.iter().enumerate() {
        // The i-th Chef with the i-th Arsch from the end, chefs - i cards each way.
        let (giver, taker) = (order[players - 1 - i], order[i]);
        assert_eq!(
            (e.giver, e.taker, e.count),
            (giver, taker, (chefs - i) as u8)
        );
        assert_eq!(Role::of(players - i, players), Role::Arsch);
        let (g, t) = (usize::from(giver), usize::from(taker));
        assert_eq!(e.given, naive_best(dealt[g], e.count), "the Arsch's best");
        assert_eq!(
            e.returned,
            naive_worst(dealt[t], e.count),
            "the Chef's worst"
        );
        hands[g] = hands[g].minus(e.given).plus(e.returned);
        hands[t] = hands[t].minus(e.returned).plus(e.given);
        let chef_after = naive_worst(dealt[t].plus(e.given), e.count) != e.returned;
        let arsch_after = naive_best(dealt[g].plus(e.returned), e.count) != e.given;
        sequential_differs += usize::from(chef_after || arsch_after);
    }
    for (p, &hand) in hands.iter().enumerate() {
        assert_eq!(m.hand(p), hand, "player {p} after the exchange");
    }
    if players % 2 == 1 {
        let neutral = usize::from(order[chefs]);
        assert_eq!(
            m.hand(neutral),
            dealt[neutral],
            "the Neutral exchanges nothing"
        );
    }
    sequential_differs
}

#[test]
fn the_exchange_gives_best_for_worst_by_role() {
    for players in 2..=11 {
        for seed in 0..3 {
            check_exchange(players, &[], seed);
        }
    }
    // The first game has no exchange.
    let m = Match::new(6, Rules::standard(), 1).unwrap();
    assert!(m.exchanges().is_empty());
    assert!(!m.log().iter().any(|e| matches!(e, Event::Exchange { .. })));
}

#[test]
fn the_exchange_is_simultaneous_from_the_hands_as_dealt() {
    // With hands as small as the largest exchange, the gifts often overlap: each side still
    // gives from their hand as dealt.
    let mut differs = 0;
    for players in 2..=11 {
        for seed in 0..4 {
            let hand_size = (players / 2).max(1) as i64;
            differs += check_exchange(players, &[("hand_size", hand_size + 1)], seed);
        }
    }
    assert!(
        differs > 10,
        "{differs} exchanges where one after the other would differ"
    );
}

#[test]
fn the_exchange_is_public_counts_and_private_cards() {
    for players in [2, 5, 8, 11] {
        let (_, m) = at_second_game(players, &[], 3);
        for viewer in 0..players as u8 {
            let view = m.view(viewer.into());
            assert_eq!(view.exchanges.len(), m.exchanges().len());
            let logged: Vec<&Event> = (view.log.iter())
                .filter(|e| matches!(e, Event::Exchange { .. }))
                .collect();
            assert_eq!(logged.len(), m.exchanges().len());
            for (seen, (e, event)) in view.exchanges.iter().zip(m.exchanges().iter().zip(logged)) {
                assert_eq!(
                    (seen.giver, seen.taker, seen.count),
                    (e.giver, e.taker, e.count)
                );
                let mine = viewer == e.giver || viewer == e.taker;
                let cards = mine.then_some((e.given, e.returned));
                assert_eq!(seen.given.zip(seen.returned), cards, "viewer {viewer}");
                let Event::Exchange {
                    given, returned, ..
                } = event
                else {
                    unreachable!()
                };
                assert_eq!(given.zip(*returned), cards, "viewer {viewer}'s log");
            }
            // The deal shows the viewer's own hand only.
            let deal = view.log.iter().rev().find_map(|e| match e {
                Event::Deal { hands, .. } => Some(hands.clone()),
                _ => None,
            });
            for (p, h) in deal.unwrap() {
                assert_eq!(h.is_some(), p == viewer);
            }
            view.check().unwrap();
        }
    }
}

#[test]
fn seating_follows_roles_and_identities_are_kept() {
    for players in [2, 3, 6, 11] {
        let (before, m) = at_second_game(players, &[], 8);
        let order = &before.finishing_orders()[0];
        assert_eq!(
            m.seating(),
            order.as_slice(),
            "first Chef first, last Arsch last"
        );
        assert_eq!(m.dealer(), usize::from(order[players - 1]));
        // Identities are kept: totals, hands and the log name players by index.
        for (i, &p) in order.iter().enumerate() {
            assert_eq!(m.totals()[usize::from(p)], i as u16 + 1);
        }
        // The first Chef leads; play goes to their left: the second Chef, and so on.
        let mut m = m;
        let mut rng = Rng::seeded(4);
        let mut checked = 0;
        while m.game_number() == 2 && !m.is_over() && checked < 200 {
            let mover = m.to_move().unwrap() as u8;
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            let same_round = m
                .table()
                .is_some_and(|r| r.last != m.to_move().unwrap() as u8);
            if let (Some(next), true) = (m.to_move(), same_round && m.game_number() == 2) {
                let at = m.seating().iter().position(|&q| q == mover).unwrap();
                let expected = (1..players)
                    .map(|d| m.seating()[(at + d) % players])
                    .find(|&q| !m.hand(q.into()).is_empty())
                    .unwrap();
                assert_eq!(next, usize::from(expected));
                checked += 1;
            }
        }
        assert!(checked > 5);
    }
}

#[test]
fn a_match_is_games_games_and_totals_are_sums_of_positions() {
    for (players, games) in [(2, 1), (4, 3), (7, 5), (11, 2)] {
        let m = random_match(players, &[("games", games)], 21);
        let overs = game_overs(&m);
        assert_eq!(overs.len(), games as usize);
        assert_eq!(m.finishing_orders().len(), games as usize);
        let mut totals = vec![0u16; players];
        for (order, _) in &overs {
            for (i, &p) in order.iter().enumerate() {
                totals[usize::from(p)] += i as u16 + 1;
            }
        }
        assert_eq!(m.totals(), totals);
        let Some(Event::MatchOver {
            totals: logged,
            winners,
        }) = m.log().last()
        else {
            panic!("the log ends with the match's end")
        };
        assert_eq!(*logged, totals);
        let lowest = *totals.iter().min().unwrap();
        let expected: Vec<u8> = (0..players as u8)
            .filter(|&p| totals[usize::from(p)] == lowest)
            .collect();
        assert_eq!(*winners, expected);
        assert!(m.to_move().is_none() && m.is_over());
    }
}

#[test]
fn tied_totals_share_the_win_and_places() {
    let (mut shared_win, mut shared_place) = (0, 0);
    for seed in 0..60 {
        let m = random_match(4, &[("games", 2)], seed);
        let out = m.outcome().unwrap();
        let totals = m.totals();
        for p in 0..4 {
            let below = totals.iter().filter(|&&t| t < totals[p]).count();
            assert_eq!(out.places[p] as usize, below + 1, "competition places");
            assert_eq!(out.winners.has(p), out.places[p] == 1);
        }
        shared_win += usize::from(out.winners.len() > 1);
        let tied_below = (0..4)
            .any(|p| out.places[p] > 1 && (0..4).any(|q| q != p && out.places[q] == out.places[p]));
        shared_place += usize::from(tied_below);
    }
    assert!(
        shared_win > 3 && shared_place > 3,
        "{shared_win} {shared_place}"
    );
}

#[test]
fn a_configuration_with_hands_smaller_than_the_exchange_is_refused() {
    for (players, smallest) in [(2, 1), (4, 2), (5, 2), (10, 5), (11, 5)] {
        if smallest > 1 {
            let r = rules(&[("hand_size", smallest - 1)]);
            let why = Match::new(players, r, 0).unwrap_err().to_string();
            assert!(why.contains("smaller than the exchange"), "{why}");
        }
        Match::new(players, rules(&[("hand_size", smallest)]), 0).unwrap();
    }
    assert!(Rules::standard()
        .with_option("hand_size", &OptionValue::Int(0))
        .is_err());
}

#[test]
fn piles_that_cannot_serve_every_player_are_refused() {
    let why = Match::new(5, rules(&[("piles", 4)]), 0)
        .unwrap_err()
        .to_string();
    assert!(why.contains("5 players need 5 piles"), "{why}");
    Match::new(4, rules(&[("piles", 4)]), 0).unwrap();
    // Piles the pack cannot fill: 11 piles of 11 cards would need 121 of its 110.
    let why = Match::new(4, rules(&[("hand_size", 11)]), 0)
        .unwrap_err()
        .to_string();
    assert!(why.contains("the pack holds 110"), "{why}");
    Match::new(4, rules(&[("hand_size", 11), ("piles", 10)]), 0).unwrap();
    for players in [0, 1, 12] {
        assert!(Match::new(players, Rules::standard(), 0).is_err());
    }
    for (option, value) in [("piles", 1), ("piles", 111), ("hand_size", 56)] {
        assert!(Rules::standard()
            .with_option(option, &OptionValue::Int(value))
            .is_err());
    }
}

/// Your neighbour plays a queen; you hold a king and an ace. Both ways of going out work, and
/// the ace is never led.
#[test]
fn seed_003_ace_example() {
    page_says("Your neighbour on the right plays a queen, and you hold a king and an ace");
    // Player 0 is the neighbour on your right, player 1 is you, player 2 sits on your left.
    let hands = ["Q 3", "K A", "4 5"];
    // a) Beat with the king; when it comes back unbeaten, put the ace on top and finish.
    let mut m = dealt(&[], 2, &hands);
    play(&mut m, "Q");
    assert_eq!(moves(&m), ["play K", "play A", "pass"]);
    play(&mut m, "K");
    pass(&mut m);
    pass(&mut m);
    assert_eq!(*last_event(&m), Event::RoundWon { player: 1 });
    assert_eq!(moves(&m), ["play A"], "the ace only on top of the king");
    play(&mut m, "A");
    let kinds: Vec<&Event> = m.log().iter().rev().take(3).collect();
    assert!(matches!(
        kinds[2],
        Event::Play {
            kind: PlayKind::OnTop,
            ..
        }
    ));
    assert_eq!(m.finished(), [1]);
    // b) Beat the queen with the ace, win the round at once, and lead the king as the last card.
    let mut m = dealt(&[], 2, &hands);
    play(&mut m, "Q");
    play(&mut m, "A");
    assert_eq!(*last_event(&m), Event::RoundWon { player: 1 });
    assert_eq!(moves(&m), ["play K"]);
    play(&mut m, "K");
    assert_eq!(m.finished(), [1]);
    assert_eq!(m.to_move(), Some(2), "the next to the left leads");
    // You may never lead the ace: holding both with the lead, only the king is a lead.
    let m = dealt(&[], 0, &hands);
    assert_eq!(m.to_move(), Some(1));
    assert_eq!(moves(&m), ["play K"]);
    let why = m.check(Move::play(c("A"))).unwrap_err().to_string();
    assert!(why.contains("an ace is never led"), "{why}");
}

/// The exchange and match examples of the rules page, by the rules' own wording (the engine's
/// exchange is checked against the same wording on random deals above).
#[test]
fn the_exchange_and_match_examples_of_the_rules_page() {
    page_says("If Emil is dealt `* A Q J 8 6 6 4 3 2` and Anne `A K 10 9 9 7 5 4 3 2`, Emil gives `*-A` and gets `3-2`");
    page_says("Anne then holds `* A A K 10 9 9 7 5 4` and Emil `Q J 8 6 6 4 3 3 2 2`");
    let (emil, anne) = (c("* A Q J 8 6 6 4 3 2"), c("A K 10 9 9 7 5 4 3 2"));
    let (given, returned) = (naive_best(emil, 2), naive_worst(anne, 2));
    assert_eq!((given, returned), (c("* A"), c("3 2")));
    assert_eq!(anne.minus(returned).plus(given), c("* A A K 10 9 9 7 5 4"));
    assert_eq!(emil.minus(given).plus(returned), c("Q J 8 6 6 4 3 3 2 2"));
    page_says("the Arsch is dealt `9 8 7 6 5 5 4 3 3 3` and the Chef `* * A A K K Q J 10 10`");
    let (arsch, chef) = (c("9 8 7 6 5 5 4 3 3 3"), c("* * A A K K Q J 10 10"));
    assert_eq!(naive_best(arsch, 1), c("9"));
    assert_eq!(naive_worst(chef, 1), c("10"));
    page_says("Anne and Bernd share the win, and Claudia and Daniel share third place");
    assert_eq!(
        zz_engine::games::arschloch::roles::places(&[3, 3, 7, 7]),
        [1, 1, 3, 3]
    );
}
