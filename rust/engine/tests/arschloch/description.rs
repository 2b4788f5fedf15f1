//! Arschloch positions described as a player at a real table sees them give the view the
//! engine gives; impossible descriptions are refused with the reason.

use zz_engine::card::Cards;
use zz_engine::games::arschloch::description::{Description, SeatPlay};
use zz_engine::games::arschloch::{Event, Match, MoveList, PlayKind, Rules, View};
use zz_engine::rng::Rng;
use zz_engine::EngineError;

fn c(s: &str) -> Cards {
    Cards::parse(s).unwrap()
}

/// This game's rounds as the view's log shows them: a round ends when a play wins at once, a
/// player goes out, or the round comes back unbeaten (aces or jokers put on top still in it).
fn rounds_of(view: &View) -> Vec<Vec<SeatPlay>> {
    let start = view
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Deal { .. }))
        .unwrap();
    let mut rounds = Vec::new();
    let mut current: Vec<SeatPlay> = Vec::new();
    let mut came_back = false;
    let mut after_pass = false;
    for e in &view.log[start + 1..] {
        let play = match *e {
            Event::Play {
                player,
                cards,
                kind,
            } => {
                if came_back && kind != PlayKind::OnTop {
                    rounds.push(std::mem::take(&mut current));
                }
                came_back = false;
                after_pass = false;
                Some((player, Some(cards)))
            }
            Event::Pass { player } | Event::PassLead { player } => {
                if came_back {
                    rounds.push(std::mem::take(&mut current));
                }
                came_back = false;
                after_pass = matches!(e, Event::Pass { .. });
                Some((player, None))
            }
            Event::RoundWon { .. } if after_pass => {
                came_back = true;
                None
            }
            Event::RoundWon { .. } | Event::Finished { .. } => {
                if !current.is_empty() {
                    rounds.push(std::mem::take(&mut current));
                }
                came_back = false;
                None
            }
            _ => None,
        };
        current.extend(play);
    }
    if !current.is_empty() || came_back {
        rounds.push(current);
    }
    rounds
}

/// What the player to move of `m` would say, every key given or, by `rng`, left to its default.
fn described(m: &Match, rng: &mut Rng) -> Description {
    let me = m.to_move().unwrap();
    let view = View::of(m, me);
    let mut coin = || rng.below(2) == 0;
    let mine = view
        .exchanges
        .iter()
        .find(|e| e.giver == me as u8 || e.taker == me as u8);
    let (given, received) = match mine {
        Some(e) if e.giver == me as u8 => (e.given, e.returned),
        Some(e) => (e.returned, e.given),
        None => (None, None),
    };
    let game = view.game;
    let orders = (game >= 3 || coin()).then(|| view.orders.clone());
    Description {
        rules: Some(view.rules),
        players: view.players,
        seat: view.player,
        hand: view.hand,
        game: (game > 1 || coin()).then_some(game),
        dealer: coin().then_some(view.dealer),
        seating: (game == 2 && orders.is_none() || coin()).then(|| view.seating.clone()),
        given,
        received,
        rounds: rounds_of(&view),
        finished: coin().then(|| view.finished.clone()),
        cards_left: coin().then(|| view.held.clone()),
        totals: coin().then(|| view.totals.clone()),
        orders,
    }
}

/// The view without the earlier games' log, which a description does not give.
fn comparable(mut v: View) -> View {
    if v.game > 1 {
        v.log.clear();
    }
    v
}

fn rule_sets() -> Vec<Rules> {
    let standard = Rules::standard();
    vec![
        Rules {
            games: 3,
            ..standard
        },
        Rules {
            games: 3,
            lead_jokers: true,
            ..standard
        },
        Rules {
            games: 3,
            hand_size: 6,
            ..standard
        },
        Rules {
            games: 4,
            piles: 11,
            hand_size: 5,
            lead_jokers: true,
            chef_chooses: true,
        },
    ]
}

#[test]
fn described_positions_match_the_engine_s_views() {
    let mut rng = Rng::seeded(18);
    let mut checked = 0;
    let mut later = 0;
    let (mut passed_lead, mut in_pair) = (0, 0);
    let mut moves = MoveList::new();
    for rules in rule_sets() {
        for players in 2..=11 {
            for seed in 0..4 {
                let mut m = Match::new(players, rules, seed).unwrap();
                while let Some(_p) = m.to_move() {
                    // A Chef's choice of what to give back (`chef_chooses`) is not described.
                    if rng.below(12) == 0 && m.giving_back().is_none() {
                        let d = described(&m, &mut rng);
                        let got = View::describe(&d)
                            .unwrap_or_else(|e| panic!("{e}\n{d:#?}\n{}", m.log().len()));
                        let want = View::of(&m, m.to_move().unwrap());
                        let want_lead_passed = |m: &Match| m.lead_passed().is_empty();
                        assert_eq!(comparable(got), comparable(want), "{d:#?}");
                        checked += 1;
                        later += usize::from(m.game_number() > 1);
                        passed_lead += usize::from(!want_lead_passed(&m));
                        in_pair += usize::from(d.given.is_some());
                    }
                    m.legal_moves_into(&mut moves);
                    let mv = moves[rng.below(moves.len() as u32) as usize];
                    m.apply_move(mv);
                }
            }
        }
    }
    println!(
        "{checked} positions, {later} in a later game, {in_pair} of a player in a pair of the \
         exchange, {passed_lead} after a pass of the lead"
    );
    assert!(checked > 1000 && later > 500 && in_pair > 300 && passed_lead > 50);
}

/// Four players, game 1 dealt by seat 3 (seat 0 leads), seat 1 to describe.
fn first_game(hand: &str, rounds: Vec<Vec<(u8, Option<&str>)>>) -> Description {
    Description {
        players: 4,
        seat: 1,
        hand: c(hand),
        dealer: Some(3),
        rounds: rounds
            .into_iter()
            .map(|r| r.into_iter().map(|(p, x)| (p, x.map(c))).collect())
            .collect(),
        ..Description::default()
    }
}

/// Game 2 of four after the order 2 0 3 1: seat 2 is the first Chef, leads, and received `* A`
/// from seat 1 (the last Arsch) for its worst, `3 2`, of `K Q J 10 9 8 7 4 3 2`.
fn second_game(rounds: Vec<Vec<(u8, Option<&str>)>>, hand: &str) -> Description {
    Description {
        seat: 2,
        game: Some(2),
        dealer: None,
        seating: Some(vec![2, 0, 3, 1]),
        given: Some(c("3 2")),
        received: Some(c("* A")),
        ..first_game(hand, rounds)
    }
}

const CHEF: &str = "* A K Q J 10 9 8 7 4";

fn refused(d: &Description) -> String {
    match View::describe(d) {
        Err(EngineError::State(m)) => m,
        other => panic!("not refused as impossible: {other:?}"),
    }
}

#[track_caller]
fn refuses(d: &Description, reason: &str) {
    let got = refused(d);
    assert!(got.starts_with("impossible position: "), "{got}");
    assert!(got.contains(reason), "{got}\n  does not say: {reason}");
}

#[test]
fn the_possible_examples_are_described() {
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("J"))]]);
    let v = View::describe(&d).unwrap();
    assert_eq!(
        (v.seating.clone(), v.dealer, v.to_move),
        (vec![0, 1, 2, 3], 3, Some(1))
    );
    assert_eq!(v.held, [9, 10, 10, 10]);
    let v = View::describe(&second_game(vec![], CHEF)).unwrap();
    assert_eq!(v.exchanges.len(), 2);
    assert_eq!(
        (v.exchanges[0].given, v.exchanges[0].returned),
        (Some(c("* A")), Some(c("3 2")))
    );
    assert_eq!(
        (v.exchanges[1].given, v.totals.clone()),
        (None, vec![2, 4, 1, 3])
    );
}

#[test]
fn the_dealer_and_the_seating_default_from_each_other_and_the_first_play() {
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(2, Some("J"))]]);
    d.dealer = None;
    d.seat = 3;
    let v = View::describe(&d).unwrap();
    assert_eq!((v.dealer, v.seating.clone()), (1, vec![2, 3, 0, 1]));
    d.rounds.clear();
    let v = View::describe(&d).unwrap();
    assert_eq!((v.dealer, v.to_move), (2, Some(3)));
    d.seating = Some(vec![1, 2, 3, 0]);
    d.seat = 1;
    assert_eq!(View::describe(&d).unwrap().dealer, 0);
}

#[test]
fn cards_not_in_the_pack_are_refused() {
    let err = serde_json::from_str::<Description>(
        r#"{"players": 4, "seat": 1, "hand": "K Z 2", "dealer": 3}"#,
    )
    .unwrap_err();
    assert!(err.to_string().contains("Z"), "{err}");
    let d = first_game(
        "K K K K K 9 8 7 6 5",
        vec![
            vec![(0, Some("K K K K")), (1, None), (2, None), (3, None)],
            vec![(0, Some("2"))],
        ],
    );
    refuses(
        &d,
        "the hand and the plays show 9 of [K] (hand 5), and the pack holds 8",
    );
    let d = first_game("* * * * * 9 8 7 6 5", vec![vec![(0, Some("5 * *"))]]);
    refuses(&d, "show 7 of [*]");
}

#[test]
fn plays_out_of_turn_are_refused_either_way_round() {
    let d = first_game("K 9 8 7 6 5 4 3 2", vec![vec![(1, Some("J"))]]);
    refuses(
        &d,
        "round 1: seat 1 plays [J] out of turn: it is seat 0's turn",
    );
    // Play goes to the left: after seat 0 comes seat 1, not seat 3 on its right.
    let mut d = first_game(
        "K 9 8 7 6 5 4 3 2 2",
        vec![vec![(0, Some("5")), (3, Some("6"))]],
    );
    d.seat = 1;
    refuses(&d, "round 1: seat 3 plays [6] out of turn: it is seat 1's turn (play goes to the left, in the order [0, 1, 2, 3]");
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(7, Some("5"))]]);
    refuses(&d, "round 1: seat 7 is not a seat of a 4-player table");
}

#[test]
fn a_play_that_does_not_beat_is_refused() {
    let d = first_game(
        "K 9 8 7 6 5 4 3 2",
        vec![vec![(0, Some("9")), (1, Some("8"))]],
    );
    refuses(
        &d,
        "round 1: seat 1 cannot play [8]: [8] does not beat seat 0's [9]",
    );
    let d = first_game(
        "K 9 8 7 6 5 4 3 2 2",
        vec![vec![(0, Some("9 9")), (1, None), (2, Some("K"))]],
    );
    refuses(
        &d,
        "round 1: seat 2 cannot play [K]: the round is of 2 cards, not 1",
    );
    let d = first_game(
        "K 9 8 7 6 5 4 3 2 2",
        vec![vec![(0, Some("9 *")), (1, None), (2, Some("9 9"))]],
    );
    refuses(&d, "[9 9] does not beat seat 0's [* 9]");
}

#[test]
fn a_lead_that_breaks_the_lead_rules_is_refused() {
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("A"))]]);
    refuses(&d, "round 1: seat 0 cannot play [A]: an ace is never led");
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("* *"))]]);
    refuses(
        &d,
        "round 1: seat 0 cannot play [* *]: jokers alone are not led under these rules",
    );
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("* *"))]]);
    d.rules = Some(Rules {
        lead_jokers: true,
        ..Rules::standard()
    });
    // Led jokers win the round at once: seat 0 leads again, and it is not seat 1's turn.
    refuses(&d, "it is seat 0's turn, not seat 1's");
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("7 5"))]]);
    refuses(&d, "cannot play [7 5]: [7 5] is not one rank");
}

#[test]
fn hands_that_do_not_add_up_are_refused() {
    let d = first_game("K 9 8 7 6 5 4 3 2", vec![]);
    refuses(
        &d,
        "seat 1 holds 9 cards and played 0 in this game, 9 in all, but every player is dealt 10",
    );
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("J"))]]);
    d.cards_left = Some(vec![10, 10, 10, 10]);
    refuses(
        &d,
        "cards_left [10, 10, 10, 10], but the hands less the plays leave [9, 10, 10, 10]",
    );
    let d = first_game(
        "K 9 8 7 6 5 4 3 2 2",
        vec![vec![(0, Some("3 3 3 3 3 3"))], vec![]],
    );
    // (Six threes from seat 0, then nothing: round 1 is not over.)
    refuses(&d, "round 1 ends early");
    let d = first_game(
        "K 9 8 7 6 5 4 3 2 2",
        vec![vec![(0, Some("3 3 3 3 3 3 3 3 * * *"))]],
    );
    refuses(&d, "round 1: seat 0 plays [* * * 3 3 3 3 3 3 3 3] after playing 0 cards in this game: more than the 10 cards of a hand");
}

#[test]
fn an_own_play_the_hand_could_not_have_made_is_refused() {
    // Seat 1's king comes back to it unbeaten, and it passes holding cards it could lead.
    let d = first_game(
        "9 8 7 6 5 4 3 2 2",
        vec![
            vec![
                (0, Some("J")),
                (1, Some("K")),
                (2, None),
                (3, None),
                (0, None),
            ],
            vec![(1, None)],
        ],
    );
    refuses(&d, "round 2: seat 1 cannot pass: their play came back unbeaten: they lead anew or put aces or jokers on top (it held [9 8 7 6 5 4 3 2 2] then");
    // Another player passes the lead, then plays a card that could have been led.
    let d = first_game(
        "9 8 7 6 5 4 2",
        vec![
            vec![
                (0, Some("J")),
                (1, Some("K")),
                (2, None),
                (3, None),
                (0, None),
            ],
            vec![
                (1, Some("2")),
                (2, Some("5")),
                (3, Some("6")),
                (0, Some("A")),
            ],
            vec![
                (0, None),
                (1, Some("3")),
                (2, Some("4")),
                (3, None),
                (0, Some("7")),
            ],
        ],
    );
    refuses(&d, "round 3: seat 0 cannot pass: a player who passes the lead holds nothing they may lead (only aces and jokers), and seat 0 plays [");
}

#[test]
fn rounds_that_go_on_or_stop_early_are_refused() {
    let d = first_game(
        "K 9 8 7 6 5 4 3 2",
        vec![vec![(0, Some("5")), (1, Some("A")), (2, Some("6"))]],
    );
    refuses(&d, "round 1 goes on after seat 1 won it at once with [A]: seat 2's play [6] belongs to the next round");
    let d = first_game(
        "9 8 7 6 5 4 3 2",
        vec![vec![
            (0, Some("5")),
            (1, Some("6")),
            (2, None),
            (3, None),
            (0, None),
            (1, Some("K")),
        ]],
    );
    refuses(
        &d,
        "round 1 goes on after seat 1's play came back to it unbeaten",
    );
    let d = first_game(
        "K 9 8 7 6 5 4 3 2",
        vec![vec![(0, Some("5")), (1, Some("6"))], vec![(2, Some("7"))]],
    );
    refuses(
        &d,
        "round 1 ends early: seat 2 is to play on seat 1's [6] in it",
    );
    let d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![], vec![(0, Some("5"))]]);
    refuses(&d, "round 1 is empty (only the last round may be)");
    // Aces put on top of one's own round are in it.
    let d = first_game(
        "9 8 7 6 5 4 3 2",
        vec![
            vec![
                (0, Some("5")),
                (1, Some("6")),
                (2, None),
                (3, None),
                (0, None),
                (1, Some("A")),
            ],
            vec![],
        ],
    );
    assert!(View::describe(&Description {
        hand: c("9 8 7 6 5 4 3 2"),
        ..d
    })
    .is_ok());
}

#[test]
fn the_describing_player_must_be_to_move() {
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("5"))]]);
    d.seat = 2;
    refuses(
        &d,
        "after the rounds described it is seat 1's turn, not seat 2's",
    );
}

#[test]
fn a_finished_match_or_game_is_refused() {
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![]);
    d.game = Some(6);
    refuses(&d, "game 6 of a match of 5 games: the match is over");
    d.game = Some(0);
    refuses(&d, "game 0: games are numbered from 1");
    // Two players: seat 0 goes out with its last card, which ends the game.
    let d = Description {
        players: 2,
        seat: 1,
        dealer: Some(1),
        rules: Some(Rules {
            hand_size: 10,
            ..Rules::standard()
        }),
        rounds: vec![vec![(0, Some(c("3 3 3 3 3 3 3 3 * *")))]],
        hand: c("K 9 8 7 6 5 4 4 2 2"),
        ..Description::default()
    };
    refuses(
        &d,
        "round 1: seat 0's play [* * 3 3 3 3 3 3 3 3] ends game 1, only seat 1 holding cards",
    );
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("J"))]]);
    d.finished = Some(vec![0]);
    refuses(&d, "finished [0], but the rounds described put out []");
}

#[test]
fn a_seating_dealer_orders_or_totals_that_do_not_fit_are_refused() {
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![]);
    d.seat = 9;
    refuses(&d, "seat 9 is not a seat of a 4-player table");
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("J"))]]);
    d.seating = Some(vec![0, 2, 1, 3]);
    refuses(&d, "game 1 is seated by seat number from the dealer's left (play goes to the left): dealt by seat 3, its seating is [0, 1, 2, 3], not [0, 2, 1, 3]");
    d.seating = Some(vec![0, 1, 2, 3]);
    d.dealer = Some(2);
    refuses(
        &d,
        "seat 2 is not the dealer: the seating [0, 1, 2, 3] ends with seat 3, who deals",
    );
    d.seating = Some(vec![0, 1, 1, 3]);
    refuses(
        &d,
        "the seating [0, 1, 1, 3] does not name each of the 4 players once",
    );
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![vec![(0, Some("J"))]]);
    d.totals = Some(vec![1, 0, 0, 0]);
    refuses(&d, "totals [1, 0, 0, 0] are not the sums of the finishing positions of the games over, [0, 0, 0, 0]");
    let mut d = second_game(vec![], CHEF);
    d.seating = None;
    refuses(
        &d,
        "game 2 is seated by the finishing order of game 1: give seating or orders",
    );
    d.orders = Some(vec![vec![2, 0, 3, 1]]);
    d.seating = Some(vec![0, 2, 3, 1]);
    refuses(
        &d,
        "the seating [0, 2, 3, 1] is not the finishing order of game 1, [2, 0, 3, 1]",
    );
    d.seating = None;
    d.dealer = Some(3);
    refuses(
        &d,
        "seat 3 does not deal game 2: the last Arsch of game 1, seat 1, deals",
    );
    d.dealer = None;
    d.game = Some(3);
    refuses(
        &d,
        "game 3 follows 2 games over, and orders gives 1 finishing orders",
    );
    d.orders = None;
    refuses(
        &d,
        "game 3 follows 2 games: give their finishing orders (orders)",
    );
    d.orders = Some(vec![vec![2, 0, 3, 1], vec![2, 0, 3, 3]]);
    refuses(
        &d,
        "orders[1] [2, 0, 3, 3] does not name each of the 4 players once",
    );
}

#[test]
fn the_exchange_must_be_said_by_its_players_only_and_fit_the_hand() {
    let mut d = second_game(vec![], CHEF);
    d.given = None;
    refuses(&d, "seat 2 gave its worst cards to seat 1 in the exchange, 2 cards each way: say which (given) and which it received (received)");
    let mut d = second_game(vec![], CHEF);
    d.given = Some(c("9 3"));
    refuses(
        &d,
        "seat 2, a Chef, gives the worst 2 cards of the hand it was dealt, [K Q J 10 9 9 8 7 4 3]",
    );
    let mut d = second_game(vec![], CHEF);
    d.given = Some(c("3"));
    refuses(
        &d,
        "given [3] is 1 card, and seat 2 and seat 1 exchange 2 cards each way",
    );
    let mut d = second_game(vec![], CHEF);
    d.received = Some(c("* *"));
    refuses(
        &d,
        "seat 2 received [* *], which are not all in its hand and its plays",
    );
    // Seat 3 is in the pair with seat 0, not with seat 2: the describer at seat 3 ...
    let d = Description {
        seat: 0,
        rounds: vec![vec![(2, Some(c("4")))]],
        given: Some(c("K")),
        received: Some(c("A")),
        ..second_game(vec![], "A Q J 10 9 8 7 4 3 2")
    };
    refuses(&d, "seat 0, a Chef, gives the worst 1 card of the hand it was dealt, [K Q J 10 9 8 7 4 3 2] (the hand and the plays, less the cards received, plus those given): [2], not [K]");
    let d = Description {
        given: Some(c("2")),
        hand: c("A K Q J 10 9 8 7 4 3"),
        ..d
    };
    assert!(View::describe(&d).is_ok());
    let mut d = first_game("K 9 8 7 6 5 4 3 2 2", vec![]);
    d.given = Some(c("2"));
    refuses(
        &d,
        "the first game has no exchange: given and received are for the two players of a pair",
    );
}

#[test]
fn an_exchange_partner_s_plays_must_fit_what_it_kept() {
    // Seat 1 gave its best, * A: it kept nothing above an ace, so its joker is impossible.
    let d = second_game(
        vec![
            vec![(2, Some("4")), (0, None), (3, None), (1, Some("*"))],
            vec![(1, Some("5"))],
        ],
        "* A K Q J 10 9 8 7",
    );
    refuses(&d, "seat 1 kept nothing above [A] of the hand it was dealt in the exchange with seat 2, yet played [*] beyond the cards it received, [3 2]");
    // The cards it received, 3 2, it may play.
    let d = second_game(
        vec![
            vec![(2, Some("4")), (0, None), (3, None), (1, Some("A"))],
            vec![(1, Some("3"))],
        ],
        "* A K Q J 10 9 8 7",
    );
    assert!(View::describe(&d).is_ok());
}

#[test]
fn hidden_cards_that_cannot_be_dealt_are_refused() {
    // At three, all pass the lead: seat 0 holds six jokers and four aces, and seats 1 and 2
    // would need ten aces or jokers each, of the twelve left.
    let d = Description {
        players: 3,
        seat: 0,
        hand: c("* * * * * * A A A A"),
        dealer: Some(2),
        rounds: vec![vec![(0, None), (1, None), (2, None)]],
        ..Description::default()
    };
    refuses(&d, "the hidden cards cannot be dealt");
    // With ten aces and jokers for seat 1 and two for seat 2 (at a table of 2 cards each) it can.
    let d = Description {
        rules: Some(Rules {
            hand_size: 2,
            ..Rules::standard()
        }),
        hand: c("* *"),
        ..d
    };
    assert!(View::describe(&d).is_ok());
}

#[test]
fn a_description_reads_from_json() {
    let text = r#"{"players": 4, "seat": 1, "hand": "K 9 8 7 6 5 4 3 2", "dealer": 3,
        "rules": "standard", "rounds": [[[0, "5"], [1, "9"], [2, "pass"], [3, null], [0, "J"]]]}"#;
    let d: Description = serde_json::from_str(text).unwrap();
    let v = View::describe(&d).unwrap();
    assert_eq!((v.held.clone(), v.to_move), (vec![8, 9, 10, 10], Some(1)));
    let bad = r#"{"players": 4, "seat": 1, "hand": "K", "colour": 3}"#;
    assert!(serde_json::from_str::<Description>(bad).is_err());
}
