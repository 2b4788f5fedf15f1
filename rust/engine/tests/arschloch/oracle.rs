//! A brute-force oracle of Arschloch's legal moves, written from the wording of the rules
//! (`docs/rules/arschloch.md`, 3.3) and nothing of the engine's: every sub-multiset of the hand,
//! classified as a set or not, filtered by what the turn allows. It is compared with the engine's
//! `legal::moves` on positions of random play, and the engine's list is checked for its order,
//! for duplicates and against its capacity.

use std::collections::{BTreeMap, HashSet};

use zz_engine::card::{Cards, ACE, JOKER, RANKS};
use zz_engine::game::Game;
use zz_engine::games::arschloch::heuristic::Heuristic;
use zz_engine::games::arschloch::moves::PLAY_CAPACITY;
use zz_engine::games::arschloch::{
    legal, GameRules, Match, Move, MoveList, OptionValue, Rules, Turn, MOVE_CAPACITY,
};
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;

// --- the oracle -----------------------------------------------------------------------------

/// Every non-empty sub-multiset of `hand`, rank count by rank count.
fn sub_multisets(hand: Cards) -> Vec<Cards> {
    let mut all = vec![Cards::EMPTY];
    for rank in 0..RANKS as u8 {
        let held = hand.count(rank);
        let mut grown = Vec::with_capacity(all.len() * usize::from(held + 1));
        for part in &all {
            for k in 0..=held {
                grown.push(part.plus(Cards::of(rank, k)));
            }
        }
        all = grown;
    }
    all.retain(|s| !s.is_empty());
    all
}

/// What a set of cards counts as: one rank with jokers added counts as that rank; jokers alone
/// count as the joker, above the ace; anything else is no set.
fn set_rank(cards: Cards) -> Option<u8> {
    let ranks: Vec<u8> = (0..JOKER).filter(|&r| cards.count(r) > 0).collect();
    match ranks.as_slice() {
        [] if cards.count(JOKER) > 0 => Some(JOKER),
        [rank] => Some(*rank),
        _ => None,
    }
}

/// The kinds of turn the rules name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// Beat the round or pass.
    Follow,
    /// A follow where nothing beats: a pass alone.
    FollowPassOnly,
    /// Lead a new round.
    Lead,
    /// A leader with nothing to lead passes the lead.
    LeadPass,
    /// The round came back unbeaten: lead, or aces or jokers alone on top.
    OnTop,
    /// The round came back and there is nothing to lead and no such set: pass the lead.
    OnTopPass,
    /// Nobody still in could lead: the leader leads anything.
    Anyway,
}

/// The turn as the rules describe it.
enum Situation {
    Follow { size: u8, rank: u8 },
    Lead { anyway: bool, on_top: Option<u8> },
}

/// What the rules allow `hand` in `situation`, and the kind of turn.
fn oracle(hand: Cards, situation: &Situation, lead_jokers: bool) -> (HashSet<Move>, Kind) {
    let sets: Vec<(Cards, u8)> = sub_multisets(hand)
        .into_iter()
        .filter_map(|s| set_rank(s).map(|r| (s, r)))
        .collect();
    // No aces (with or without jokers) and no jokers alone, unless the option allows jokers.
    let ordinary_lead = |rank: u8| rank < ACE || (rank == JOKER && lead_jokers);
    let mut allowed: HashSet<Move> = HashSet::new();
    let kind = match *situation {
        Situation::Follow { size, rank } => {
            for &(s, r) in &sets {
                if s.len() == size && r > rank {
                    allowed.insert(Move::play(s));
                }
            }
            let kind = if allowed.is_empty() {
                Kind::FollowPassOnly
            } else {
                Kind::Follow
            };
            allowed.insert(Move::PASS);
            return (allowed, kind);
        }
        Situation::Lead { anyway: true, .. } => {
            allowed.extend(sets.iter().map(|&(s, _)| Move::play(s)));
            Kind::Anyway
        }
        Situation::Lead { on_top, .. } => {
            for &(s, r) in &sets {
                let on_own = on_top == Some(s.len()) && r >= ACE;
                if ordinary_lead(r) || on_own {
                    allowed.insert(Move::play(s));
                }
            }
            match (on_top.is_some(), allowed.is_empty()) {
                (false, false) => Kind::Lead,
                (false, true) => Kind::LeadPass,
                (true, false) => Kind::OnTop,
                (true, true) => Kind::OnTopPass,
            }
        }
    };
    if allowed.is_empty() {
        allowed.insert(Move::PASS);
    }
    (allowed, kind)
}

/// The situation of the player to move, read from the public state in the rules' words: a round
/// on the table from another player is to be followed; one's own round back is one's to lead or
/// top; no round is a lead, led anyway when every player still in has passed the lead in turn
/// (and then, the oracle checks, none of them holds a card they could lead).
fn situation(m: &Match) -> Situation {
    let me = m.to_move().unwrap() as u8;
    let lead_jokers = m.rules().lead_jokers;
    match m.table() {
        Some(round) if round.last != me => Situation::Follow {
            size: round.size(),
            rank: set_rank(round.cards).unwrap(),
        },
        Some(round) => Situation::Lead {
            anyway: false,
            on_top: Some(round.size()),
        },
        None => {
            let holding: Vec<usize> = (0..m.player_count())
                .filter(|&p| !m.hand(p).is_empty())
                .collect();
            let anyway = usize::from(m.lead_passes()) >= holding.len();
            if anyway {
                for &p in &holding {
                    let (_, kind) = oracle(
                        m.hand(p),
                        &Situation::Lead {
                            anyway: false,
                            on_top: None,
                        },
                        lead_jokers,
                    );
                    assert_eq!(kind, Kind::LeadPass, "P{p} could lead: nobody leads anyway");
                }
            }
            Situation::Lead {
                anyway,
                on_top: None,
            }
        }
    }
}

fn turn_of(situation: &Situation) -> Turn {
    match *situation {
        Situation::Follow { size, rank } => Turn::Follow { size, rank },
        Situation::Lead { anyway, on_top } => Turn::Lead { anyway, on_top },
    }
}

// --- the engine's list against it ------------------------------------------------------------

/// The documented order's key of a play: its size, its rank (jokers alone last), its jokers.
fn order_key(mv: Move) -> (u8, u8, u8) {
    let cards = mv.cards();
    (cards.len(), set_rank(cards).unwrap(), cards.count(JOKER))
}

/// Checks the engine's list: no duplicates, the oracle's moves, the documented order, within
/// the capacity. Returns its length.
fn check_list(listed: &[Move], expected: &HashSet<Move>, context: &dyn Fn() -> String) -> usize {
    let as_set: HashSet<Move> = listed.iter().copied().collect();
    assert_eq!(as_set.len(), listed.len(), "duplicates: {}", context());
    assert_eq!(&as_set, expected, "{}", context());
    let plays: Vec<Move> = listed.iter().copied().filter(|m| !m.is_pass()).collect();
    let keys: Vec<(u8, u8, u8)> = plays.iter().map(|&m| order_key(m)).collect();
    assert!(
        keys.windows(2).all(|w| w[0] < w[1]),
        "not by size, rank, jokers: {}",
        context()
    );
    if let Some(at) = listed.iter().position(|m| m.is_pass()) {
        assert_eq!(at, listed.len() - 1, "the pass comes last: {}", context());
    }
    assert!(listed.len() <= MOVE_CAPACITY);
    listed.len()
}

fn rules(options: &[(&str, i64)], lead_jokers: bool) -> Rules {
    let r = Rules::standard()
        .with_option("lead_jokers", &OptionValue::Bool(lead_jokers))
        .unwrap();
    options.iter().fold(r, |r, &(name, v)| {
        r.with_option(name, &OptionValue::Int(v)).unwrap()
    })
}

/// A random move that plays no ace and no joker; a pass where there is none; anything else
/// only when nothing else is legal.
fn hoard(moves: &[Move], rng: &mut Rng) -> Move {
    let keeps = |m: &&Move| m.cards().count(ACE) + m.cards().count(JOKER) == 0;
    let plain: Vec<Move> = moves.iter().filter(keeps).copied().collect();
    match plain.as_slice() {
        [] => moves[rng.below(moves.len() as u32) as usize],
        some => some[rng.below(some.len() as u32) as usize],
    }
}

/// What the positions of a sweep were: how many of each kind, and the longest list.
#[derive(Default)]
struct Seen {
    kinds: BTreeMap<Kind, usize>,
    longest: usize,
}

/// `m` played to its end, each position's list checked against the oracle: random moves, the
/// heuristic's, and half of them a hoarder's, who keeps aces and jokers, so that leaders are
/// often left with nothing to lead.
fn play_out(mut m: Match, rng: &mut Rng, seen: &mut Seen) {
    let lead_jokers = m.rules().lead_jokers;
    while !m.is_over() {
        let situation = situation(&m);
        let hand = m.hand(m.to_move().unwrap());
        let (expected, kind) = oracle(hand, &situation, lead_jokers);
        assert_eq!(m.turn(), Some(turn_of(&situation)));
        let mut listed = MoveList::new();
        m.legal_moves_into(&mut listed);
        let context = || format!("{} players, [{hand}], {kind:?}", m.player_count());
        seen.longest = seen.longest.max(check_list(&listed, &expected, &context));
        *seen.kinds.entry(kind).or_default() += 1;
        let mv = match rng.below(6) {
            0 => Heuristic.choose(&m, rng),
            1 | 2 => RandomPolicy.choose(&m, rng),
            _ => hoard(&listed, rng),
        };
        m.apply(mv).unwrap();
    }
}

/// A first game dealt at random from the pack's aces and jokers and all the cards of three
/// ranks: hands rich in cards that are never led.
fn rich_deal(players: usize, lead_jokers: bool, rng: &mut Rng) -> Match {
    let mut pool: Vec<u8> = vec![ACE; 8];
    pool.extend([JOKER; 6]);
    let first = rng.below(u32::from(ACE) - 2) as u8;
    for rank in first..first + 3 {
        pool.extend([rank; 8]);
    }
    let size = (players / 2).max(1) + rng.below(4) as usize;
    let mut hands = vec![Cards::EMPTY; players];
    for hand in &mut hands {
        for _ in 0..size {
            let at = rng.below(pool.len() as u32) as usize;
            *hand = hand.plus(Cards::of(pool.swap_remove(at), 1));
        }
    }
    let r = rules(&[("hand_size", size as i64), ("games", 1)], lead_jokers);
    Match::from_hands(
        r,
        rng.below(players as u32) as usize,
        &hands,
        rng.next_u64(),
    )
    .unwrap()
}

#[test]
fn the_engines_moves_are_the_oracles_on_random_play() {
    let tables: [(&[(&str, i64)], i64); 4] = [
        (&[], 2),
        (&[("hand_size", 5)], 3),
        (&[("hand_size", 15), ("piles", 7)], 1),
        (&[("hand_size", 6)], 2),
    ];
    let mut seen = Seen::default();
    for players in 2..=11 {
        for lead_jokers in [false, true] {
            for (t, &(options, games)) in tables.iter().enumerate() {
                if options.contains(&("piles", 7)) && players > 7 {
                    continue;
                }
                let seed = (players * 10 + t) as u64 + u64::from(lead_jokers) * 1000;
                let mut all = options.to_vec();
                all.push(("games", games));
                let m = Match::new(players, rules(&all, lead_jokers), seed).unwrap();
                play_out(m, &mut Rng::seeded(seed), &mut seen);
            }
        }
    }
    let dealt: usize = seen.kinds.values().sum();
    // Deals rich in aces and jokers, where nobody may be able to lead.
    let mut rng = Rng::seeded(17);
    for i in 0..1_000 {
        let m = rich_deal(2 + i % 4, i % 2 == 1, &mut rng);
        play_out(m, &mut rng, &mut seen);
    }
    let kinds = [
        Kind::Follow,
        Kind::FollowPassOnly,
        Kind::Lead,
        Kind::LeadPass,
        Kind::OnTop,
        Kind::OnTopPass,
        Kind::Anyway,
    ];
    let positions: usize = seen.kinds.values().sum();
    for kind in kinds {
        let n = seen.kinds.get(&kind).copied().unwrap_or(0);
        assert!(n >= 50, "{kind:?}: {:?}", seen.kinds);
    }
    assert!(
        dealt >= 10_000 && positions >= 12_000,
        "{dealt} positions of dealt matches, {positions} in all: {:?}",
        seen.kinds
    );
    assert!(seen.longest <= PLAY_CAPACITY);
}

/// Random hands of up to 15 cards, more jokers than the pack has among them, in every kind of
/// turn: the engine's list is the oracle's and within its capacity.
#[test]
fn the_engines_moves_are_the_oracles_for_any_hand() {
    let mut rng = Rng::seeded(3);
    for _ in 0..3_000 {
        let mut hand = Cards::EMPTY;
        let size = 1 + rng.below(15) as u8;
        let spread = 2 + rng.below(12) as u8;
        while hand.len() < size {
            let rank = if rng.below(4) == 0 {
                JOKER
            } else {
                ACE + 1 - spread + rng.below(u32::from(spread)) as u8
            };
            hand = hand.plus(Cards::of(rank, 1));
        }
        let lead_jokers = rng.below(2) == 0;
        let size = 1 + rng.below(u32::from(hand.len())) as u8;
        let situations = [
            Situation::Lead {
                anyway: false,
                on_top: None,
            },
            Situation::Lead {
                anyway: true,
                on_top: None,
            },
            Situation::Lead {
                anyway: false,
                on_top: Some(size),
            },
            Situation::Follow {
                size,
                rank: rng.below(u32::from(ACE)) as u8,
            },
        ];
        for s in &situations {
            let (expected, kind) = oracle(hand, s, lead_jokers);
            let mut listed = MoveList::new();
            legal::moves(hand, turn_of(s), lead_jokers, &mut listed);
            check_list(&listed, &expected, &|| format!("[{hand}] {kind:?}"));
        }
    }
}

#[test]
fn the_capacity_is_reached_and_never_exceeded() {
    let anyway = Situation::Lead {
        anyway: true,
        on_top: None,
    };
    let mut listed = MoveList::new();
    // The most a hand of 15 of the pack lists: six jokers and nine ranks, leading anything.
    let hand = Cards::parse("* * * * * * 2 3 4 5 6 7 8 9 10").unwrap();
    legal::moves(hand, turn_of(&anyway), false, &mut listed);
    assert_eq!(listed.len(), 9 * 7 + 6);
    check_list(&listed, &oracle(hand, &anyway, false).0, &|| {
        hand.to_string()
    });
    // The most any 15 cards list: seven jokers (more than the pack has) and eight ranks.
    let hand = Cards::parse("* * * * * * * 2 3 4 5 6 7 8 9").unwrap();
    legal::moves(hand, turn_of(&anyway), false, &mut listed);
    assert_eq!(listed.len(), 8 * 8 + 7);
    check_list(&listed, &oracle(hand, &anyway, false).0, &|| {
        hand.to_string()
    });
    // No hand lists more. Leading anything, each rank card of a hand with `j` jokers leads with
    // 0 to `j` jokers beside the cards of its rank below it, and jokers alone lead 1 to `j`: the
    // count depends on the number of jokers alone, which the oracle confirms for 15 cards (fewer
    // cards list fewer).
    let mut most = 0;
    for jokers in 0..=15u8 {
        let mut hand = Cards::of(JOKER, jokers);
        for rank in 0..15 - jokers {
            hand = hand.plus(Cards::of(rank % ACE, 1));
        }
        let (expected, _) = oracle(hand, &anyway, false);
        let j = usize::from(jokers);
        assert_eq!(expected.len(), (15 - j) * (j + 1) + j, "[{hand}]");
        most = most.max(expected.len());
    }
    assert_eq!(most, 8 * 8 + 7);
    // The largest hands (the pack dealt to two: 55 cards) reach the capacities; the oracle
    // agrees.
    let eights = (0..6).fold(Cards::EMPTY, |h, r| h.plus(Cards::of(r, 8)));
    for (hand, capacity) in [
        (
            eights.plus(Cards::of(6, 1)).plus(Cards::of(JOKER, 6)),
            PLAY_CAPACITY,
        ),
        (
            eights.minus(Cards::of(5, 8)).plus(Cards::of(JOKER, 15)),
            40 * 16 + 15,
        ),
    ] {
        legal::moves(hand, turn_of(&anyway), false, &mut listed);
        assert_eq!(listed.len(), capacity, "[{hand}]");
        check_list(&listed, &oracle(hand, &anyway, false).0, &|| {
            hand.to_string()
        });
    }
}
