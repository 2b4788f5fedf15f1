//! The cost of Big Two's legal moves: `cargo run --release --example big_two_moves -- DEALS`
//! prints the time of one listing for the lead of a dealt 13-card hand, for a follow of a play
//! drawn from another hand, and the decisions a second of a bare four-player game loop (deal,
//! the 3♦ leads, uniformly random legal moves, rounds ended by three passes, the game by an
//! empty hand) makes on top of them.

use std::hint::black_box;
use std::time::Instant;

use zz_engine::card::{SuitedCard, SuitedCards};
use zz_engine::games::big_two::order::lowest_card;
use zz_engine::games::big_two::{legal, Move, MoveList, Rules, Turn, MOVE_CAPACITY};
use zz_engine::rng::Rng;

/// Four hands of 13 from a shuffled deck.
fn deal(rng: &mut Rng) -> [SuitedCards; 4] {
    let mut deck: Vec<SuitedCard> = SuitedCards::DECK.iter().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i as u32 + 1) as usize);
    }
    let mut hands = [SuitedCards::EMPTY; 4];
    for (i, card) in deck.iter().enumerate() {
        hands[i % 4] = hands[i % 4].plus(SuitedCards::of(*card));
    }
    hands
}

fn lead() -> Turn {
    Turn {
        last: None,
        must_hold: None,
        may_pass: false,
    }
}

/// Microseconds a listing of `turns` and the mean length of the lists.
fn time(turns: &[(SuitedCards, Turn)], rules: &Rules) -> (f64, f64) {
    let mut out = MoveList::with_capacity(MOVE_CAPACITY);
    let mut listed = 0;
    let start = Instant::now();
    for &(hand, turn) in turns {
        legal::moves(hand, turn, rules, &mut out);
        listed += black_box(out.len());
    }
    let n = turns.len() as f64;
    (start.elapsed().as_secs_f64() * 1e6 / n, listed as f64 / n)
}

/// Decisions of `games` four-player games of uniformly random legal moves.
fn game_loop(games: u64, rules: &Rules) -> u64 {
    let mut out = MoveList::with_capacity(MOVE_CAPACITY);
    let mut rng = Rng::seeded(11);
    let mut decisions = 0;
    for _ in 0..games {
        let mut hands = deal(&mut rng);
        let lowest = lowest_card(rules);
        let mut seat = (0..4).find(|&p| hands[p].has(lowest)).unwrap();
        let (mut last, mut passes, mut first) = (None::<SuitedCards>, 0, true);
        loop {
            let turn = Turn {
                last,
                must_hold: first.then_some(lowest),
                may_pass: last.is_some(),
            };
            legal::moves(hands[seat], turn, rules, &mut out);
            let mv: Move = out[rng.below(out.len() as u32) as usize];
            decisions += 1;
            first = false;
            if mv.is_pass() {
                passes += 1;
                if passes == 3 {
                    (last, passes) = (None, 0);
                }
            } else {
                hands[seat] = hands[seat].minus(mv.cards());
                if hands[seat].is_empty() {
                    break;
                }
                (last, passes) = (Some(mv.cards()), 0);
            }
            seat = (seat + 3) % 4;
        }
    }
    decisions
}

fn main() {
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let rules = Rules::standard();
    let mut rng = Rng::seeded(5);
    let mut leads = Vec::new();
    let mut follows = Vec::new();
    let mut out = MoveList::new();
    for _ in 0..deals {
        let hands = deal(&mut rng);
        legal::moves(hands[1], lead(), &rules, &mut out);
        let last = out[rng.below(out.len() as u32) as usize].cards();
        leads.push((hands[0], lead()));
        let turn = Turn {
            last: Some(last),
            must_hold: None,
            may_pass: true,
        };
        follows.push((hands[0], turn));
    }
    let (lead_us, lead_len) = time(&leads, &rules);
    let (follow_us, follow_len) = time(&follows, &rules);
    println!("lead of 13 cards: {lead_us:.3} us a listing, {lead_len:.1} moves");
    println!("follow of another hand's random lead: {follow_us:.3} us, {follow_len:.1} moves");
    let games = (deals / 4) as u64;
    let start = Instant::now();
    let decisions = game_loop(games, &rules);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "bare game loop: {:.2} M decisions/s ({:.1} decisions a game)",
        decisions as f64 / secs / 1e6,
        decisions as f64 / games as f64
    );
}
