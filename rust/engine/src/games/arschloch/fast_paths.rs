//! The fast paths of play held to the plain code across whole random matches: at every
//! decision the listed moves are [`legal::moves`]' (`listing.rs`), [`Match::follows`] says what
//! [`Match::turn`] says, a lead's `anyway` is the lead passes against every player holding
//! cards, the turn goes where the plain walk round the seating sends it, and the
//! cards out of play are the pack less every hand and play (the deal counts them so).

use crate::card::Pile;
use crate::game::PlayerSet;
use crate::rng::Rng;

use super::deal::LAID_PACK;
use super::legal::wins_at_once;
use super::legal::{self, Turn};
use super::moves::MoveList;
use super::rules::Rules;
use super::state::{left_of, set_rank, Match};

/// The plain walk: the seats after `p`, round to `p` itself, the first of `holding`.
fn left_of_plain(seating: &[u8], holding: PlayerSet, p: u8) -> u8 {
    let n = seating.len();
    let at = seating.iter().position(|&q| q == p).unwrap_or(0);
    (1..=n)
        .map(|d| seating[(at + d) % n])
        .find(|&q| holding.has(q.into()))
        .unwrap_or(p)
}

/// Checks every fast path at the position of `m`.
fn check_position(m: &Match) {
    let mut fast = MoveList::new();
    m.legal_moves_into(&mut fast);
    let mut plain = MoveList::new();
    if let Some(turn) = m.turn() {
        let hand = m.hand(m.to_move().unwrap_or(0));
        legal::moves(hand, turn, m.rules().lead_jokers, &mut plain);
    }
    assert_eq!(fast, plain, "the moves at {m:?}");
    assert_eq!(m.follows(), matches!(m.turn(), Some(Turn::Follow { .. })));
    if let Some(Turn::Lead { anyway, .. }) = m.turn() {
        let plain = usize::from(m.lead_passes()) >= m.holding().len();
        assert_eq!(anyway, plain, "everyone passed the lead at {m:?}");
    }
    let mut all = *m.out_of_play();
    for p in 0..m.player_count() {
        all.add(m.hand(p));
        all.add(m.played_by(p));
    }
    assert_eq!(all, Rules::pack(), "every card of the pack once");
    let holding = m.holding();
    for p in 0..m.player_count() as u8 {
        assert_eq!(
            left_of(m.seating(), |q| holding.has(q.into()), p),
            left_of_plain(m.seating(), holding, p)
        );
    }
}

/// Plays whole matches at every table size the rules seat, checking every decision; the
/// decisions checked.
fn play_checked(rules: Rules, matches: u64) -> usize {
    let mut moves = MoveList::new();
    let mut decisions = 0;
    for players in 2..=11 {
        for seed in 0..matches {
            let Ok(mut m) = Match::new_unlogged(players, rules, seed) else {
                continue;
            };
            let mut rng = Rng::derived(seed, 31);
            while m.to_move().is_some() {
                check_position(&m);
                decisions += 1;
                m.legal_moves_into(&mut moves);
                m.apply_move(moves[rng.below(moves.len() as u32) as usize]);
            }
        }
    }
    decisions
}

#[test]
fn a_sets_rank_and_winning_at_once_are_the_plain_ones_on_every_kind_of_cards() {
    use crate::card::joker::one_rank;
    use crate::card::{Cards, ACE, JOKER};
    let mut rng = Rng::seeded(33);
    let mut cards = vec![Cards::EMPTY];
    for rank in 0..=JOKER {
        for n in 1..=15 {
            // At most 15 cards: the plain code counts the jokers into the rank's nibble.
            for jokers in 0..=6.min(15 - n) {
                let jokers = Cards::of(JOKER, jokers * u8::from(rank < JOKER));
                cards.push(Cards::of(rank, n).plus(jokers));
            }
        }
    }
    for _ in 0..100_000 {
        // Random multisets: mostly one or two ranks, some jokers, some anything.
        let mut c = Cards::EMPTY;
        for _ in 0..=rng.below(3) {
            c = c.plus(Cards::of(rng.below(14) as u8, rng.below(4) as u8));
        }
        cards.push(c);
        cards.push(Cards(rng.next_u64() & 0x7777_7777_7777_7777));
    }
    for c in cards {
        assert_eq!(set_rank(c), one_rank(c).unwrap_or(0), "{c:?}");
        assert_eq!(
            wins_at_once(c),
            one_rank(c).is_some_and(|r| r >= ACE),
            "{c:?}"
        );
    }
}

#[test]
fn the_deal_draws_from_the_pack_laid_from_the_highest_rank_down() {
    let plain: Vec<u8> = Rules::pack().ranks_high_to_low().collect();
    assert_eq!(LAID_PACK.to_vec(), plain);
    let mut rest = Pile::EMPTY;
    for &rank in &LAID_PACK {
        rest.add_rank(rank);
    }
    assert_eq!(rest, Rules::pack());
}

#[test]
fn every_decision_of_random_matches_agrees_with_the_plain_code() {
    let rules = Rules {
        games: 3,
        ..Rules::standard()
    };
    assert!(play_checked(rules, 12) > 10_000);
}

#[test]
fn so_do_matches_where_chefs_choose_and_jokers_lead() {
    let rules = Rules {
        games: 3,
        chef_chooses: true,
        lead_jokers: true,
        ..Rules::standard()
    };
    assert!(play_checked(rules, 12) > 10_000);
}

#[test]
fn so_do_matches_of_the_whole_pack() {
    // Two players with 55 cards each: the longest leads.
    let rules = Rules {
        games: 2,
        piles: 2,
        hand_size: 55,
        ..Rules::standard()
    };
    assert!(play_checked(rules, 20) > 1_000);
}
