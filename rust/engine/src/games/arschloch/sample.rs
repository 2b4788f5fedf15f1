//! Drawing a legal move uniformly at random, for the random player of simulations: the same move
//! as listing the legal moves and taking the one at `rng.below(len)`, with the generator moved on
//! the same way, but counting the moves instead of listing them.
//!
//! - **A follow** (most decisions): its plays are the sets of the round's size of the ranks above
//!   the last play's, by rank, fewer jokers first; then jokers alone; then the pass. The sets are
//!   counted a number of jokers added at a time (the ranks held often enough, one population
//!   count each), and the `k`-th found by rank.
//! - **A lead**: a rank below the ace held `h` times makes `h × (jokers + 1)` sets (each number of
//!   its cards, with each number of jokers), so the leads are counted from the hand's cards below
//!   the ace, the aces and jokers the turn allows; the `k`-th is found by size, as listed.
//! - **Any other turn** (a Chef giving back) is listed and drawn from the list.
//!
//! A faster path of listing and drawing (the trait's default), fenced by the tests below that
//! both pick the same move with the generator in the same state after, over whole random matches
//! and on random hands at every turn.

use crate::card::{nth_bit, Cards, ACE, JOKER};
use crate::rng::Rng;

use super::legal::Turn;
use super::listing::{bit, holding_enough, ranks_above, BELOW_ACE};
use super::moves::{Move, MoveList};
use super::state::{Match, Phase};

/// The nibbles of the ranks below the ace.
const BELOW_ACE_NIBBLES: u64 = 0x0000_FFFF_FFFF_FFFF;

impl Match {
    /// A legal move of the player to move drawn uniformly at random: the move at
    /// `rng.below(len)` of the listed moves.
    pub(super) fn draw_move(&self, rng: &mut Rng) -> Move {
        let hand = self.hands[usize::from(self.to_move)];
        match self.table {
            // A follow, read without building the turn (as `legal_moves_into` reads it).
            Some(round)
                if self.phase == Phase::Play
                    && self.giving_back == 0
                    && round.last != self.to_move =>
            {
                draw_follow(hand, round.size(), round.rank(), rng)
            }
            _ if self.phase == Phase::Play && self.giving_back == 0 => match self.play_turn() {
                Turn::Lead { anyway, on_top } => {
                    draw_lead(hand, anyway, on_top, self.rules.lead_jokers, rng)
                }
                _ => self.draw_listed(rng),
            },
            _ => self.draw_listed(rng),
        }
    }

    /// A move drawn from the listed moves.
    fn draw_listed(&self, rng: &mut Rng) -> Move {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves[rng.below(moves.len() as u32) as usize]
    }
}

/// The move at `rng.below(len)` of the moves at `Turn::Follow { size, rank }`.
#[inline]
pub(super) fn draw_follow(hand: Cards, size: u8, rank: u8, rng: &mut Rng) -> Move {
    let jokers = hand.count(JOKER);
    if jokers == 0 {
        // No joker: one set a rank held `size` times (the common case, drawn apart).
        let ranks = at_least(hand, size) & ranks_above(rank);
        let sets = ranks.count_ones();
        let k = rng.below(sets + 1);
        return match k < sets {
            true => Move::play(Cards(nth_bit(ranks, k) * u64::from(size))),
            false => Move::PASS,
        };
    }
    draw_follow_with_jokers(hand, size, rank, jokers, rng)
}

/// [`draw_follow`] for a hand holding `jokers` jokers (at least one).
#[inline(never)]
fn draw_follow_with_jokers(hand: Cards, size: u8, rank: u8, jokers: u8, rng: &mut Rng) -> Move {
    let ranks = holding_enough(hand, size, jokers) & ranks_above(rank);
    let sets = sets_count(hand, ranks, size, jokers);
    let alone = u32::from(rank < JOKER && jokers >= size);
    let k = rng.below(sets + alone + 1);
    if k < sets {
        Move::play(nth_set(hand, ranks, size, jokers, k))
    } else if k < sets + alone {
        Move::play(Cards::of(JOKER, size))
    } else {
        Move::PASS
    }
}

/// The move at `rng.below(len)` of the moves at `Turn::Lead { anyway, on_top }`: the leads by
/// size, then rank, then fewer jokers (aces and jokers alone where the turn allows them); the
/// pass alone when there is none.
#[inline(never)]
pub(super) fn draw_lead(
    hand: Cards,
    anyway: bool,
    on_top: Option<u8>,
    lead_jokers: bool,
    rng: &mut Rng,
) -> Move {
    let jokers = hand.count(JOKER);
    if jokers == 0 {
        return draw_lead_without_jokers(hand, anyway, on_top, lead_jokers, rng);
    }
    let total = leads_count(hand, anyway, on_top, lead_jokers, jokers);
    if total == 0 {
        rng.below(1);
        return Move::PASS;
    }
    let mut k = rng.below(total);
    for size in 1.. {
        let winning = anyway || on_top == Some(size);
        let reach = holding_enough(hand, size, jokers);
        let below = sets_count(hand, reach & BELOW_ACE, size, jokers);
        if k < below {
            return Move::play(nth_set(hand, reach & BELOW_ACE, size, jokers, k));
        }
        k -= below;
        if winning {
            let aces = sets_count(hand, reach & bit(ACE), size, jokers);
            if k < aces {
                return Move::play(nth_set(hand, reach & bit(ACE), size, jokers, k));
            }
            k -= aces;
        }
        if (winning || lead_jokers) && jokers >= size {
            if k == 0 {
                return Move::play(Cards::of(JOKER, size));
            }
            k -= 1;
        }
    }
    unreachable!("the leads counted are listed by some size")
}

/// [`draw_lead`] for a hand without jokers: one set a rank held often enough, each size.
#[inline(always)]
fn draw_lead_without_jokers(
    hand: Cards,
    anyway: bool,
    on_top: Option<u8>,
    lead_jokers: bool,
    rng: &mut Rng,
) -> Move {
    let total = leads_count(hand, anyway, on_top, lead_jokers, 0);
    if total == 0 {
        rng.below(1);
        return Move::PASS;
    }
    let mut k = rng.below(total);
    for size in 1.. {
        let reach = at_least(hand, size);
        let below = reach & BELOW_ACE;
        let sets = below.count_ones();
        if k < sets {
            return Move::play(Cards(nth_bit(below, k) * u64::from(size)));
        }
        k -= sets;
        if anyway || on_top == Some(size) {
            let aces = reach & bit(ACE);
            if k < aces.count_ones() {
                return Move::play(Cards(aces * u64::from(size)));
            }
            k -= aces.count_ones();
        }
    }
    unreachable!("the leads counted are listed by some size")
}

/// How many leads `hand` has (`jokers` of them jokers): each rank below the ace held `h` times
/// makes `h × (jokers + 1)` sets; aces as many when anything may be led, or the sets of the
/// round's size on top; jokers alone of each size up to `jokers` the turn allows.
fn leads_count(
    hand: Cards,
    anyway: bool,
    on_top: Option<u8>,
    lead_jokers: bool,
    jokers: u8,
) -> u32 {
    let per_card = u32::from(jokers) + 1;
    let below = u32::from(Cards(hand.0 & BELOW_ACE_NIBBLES).len());
    let (aces, alone) = match on_top {
        _ if anyway => (u32::from(hand.count(ACE)) * per_card, jokers),
        Some(size) => (
            sets_count(
                hand,
                holding_enough(hand, size, jokers) & bit(ACE),
                size,
                jokers,
            ),
            match lead_jokers {
                true => jokers,
                false => u8::from(jokers >= size && size > 0),
            },
        ),
        None => (0, if lead_jokers { jokers } else { 0 }),
    };
    below * per_card + aces + u32::from(alone)
}

/// The ranks (one bit each) held at least `n` times; every rank held for `n` up to 1.
#[inline]
fn at_least(hand: Cards, n: u8) -> u64 {
    holding_enough(hand, n, 0)
}

/// How many sets of `size` the ranks in `ranks` (held often enough for one, [`holding_enough`])
/// make with at most `jokers` jokers added: one a rank when no joker can join; else, for each
/// number of jokers added, the ranks held often enough for the rest.
#[inline]
fn sets_count(hand: Cards, ranks: u64, size: u8, jokers: u8) -> u32 {
    match jokers.min(size - 1) {
        0 => ranks.count_ones(),
        most => (0..=most)
            .map(|added| (at_least(hand, size - added) & ranks).count_ones())
            .sum(),
    }
}

/// The `k`-th set of `size` (by rank, fewer jokers first) the ranks in `ranks` (held often
/// enough for one) make with at most `jokers` jokers added; there are more than `k`.
#[inline]
fn nth_set(hand: Cards, ranks: u64, size: u8, jokers: u8, k: u32) -> Cards {
    match jokers.min(size - 1) {
        // One set a rank: all `size` cards of it.
        0 => Cards(nth_bit(ranks, k) * u64::from(size)),
        most => nth_set_with_jokers(hand, ranks, size, most, k),
    }
}

/// [`nth_set`] where jokers can join (`most` of them at most, one rank card at least).
fn nth_set_with_jokers(hand: Cards, mut ranks: u64, size: u8, most: u8, mut k: u32) -> Cards {
    loop {
        let low = ranks & ranks.wrapping_neg();
        let rank = (low.trailing_zeros() / 4) as u8;
        let fewest = size.saturating_sub(hand.count(rank));
        let sets = u32::from(most - fewest) + 1;
        if k < sets {
            let added = fewest + k as u8;
            return Cards::of(rank, size - added).plus(Cards::of(JOKER, added));
        }
        k -= sets;
        ranks ^= low;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::arschloch::listing;
    use crate::games::arschloch::listing::tests::{leads_and_follows, random_hand};
    use crate::games::arschloch::rules::Rules;

    /// The move the listed moves have at `rng.below(len)`, and the generator after.
    fn listed(hand: Cards, turn: Turn, lead_jokers: bool, rng: Rng) -> (Move, Rng) {
        let mut rng = rng;
        let mut moves = MoveList::new();
        listing::moves(hand, turn, lead_jokers, &mut moves);
        (moves[rng.below(moves.len() as u32) as usize], rng)
    }

    #[test]
    fn a_drawn_move_is_the_listed_move_at_the_drawn_place_on_random_hands() {
        let mut rng = Rng::seeded(32);
        let mut draws = 0;
        for round in 0..3000 {
            // Sparse hands, hands as dealt, whole-pack hands, and hands no deal makes.
            let (most, jokers) = [(1, 1), (2, 2), (4, 6), (8, 6), (3, 15)][round % 5];
            let hand = random_hand(&mut rng, most, jokers);
            for turn in leads_and_follows() {
                for lead_jokers in [false, true] {
                    let before = Rng::seeded(rng.below(u32::MAX).into());
                    let (want, want_rng) = listed(hand, turn, lead_jokers, before);
                    let mut drawn_rng = before;
                    let drawn = match turn {
                        Turn::Lead { anyway, on_top } => {
                            draw_lead(hand, anyway, on_top, lead_jokers, &mut drawn_rng)
                        }
                        Turn::Follow { size, rank } => {
                            draw_follow(hand, size, rank, &mut drawn_rng)
                        }
                        Turn::GiveBack { .. } => unreachable!(),
                    };
                    assert_eq!(drawn, want, "{hand} at {turn:?}, lead_jokers {lead_jokers}");
                    assert_eq!(drawn_rng, want_rng, "the generator moved on the same way");
                    draws += 1;
                }
            }
        }
        assert!(draws > 500_000);
    }

    #[test]
    fn a_drawn_move_is_the_listed_move_at_the_drawn_place_in_whole_matches() {
        let mut moves = MoveList::new();
        let mut decisions = 0;
        let variants = [
            Rules::standard(),
            Rules {
                chef_chooses: true,
                lead_jokers: true,
                ..Rules::standard()
            },
            Rules {
                piles: 2,
                hand_size: 55,
                ..Rules::standard()
            },
        ];
        for rules in variants {
            let rules = Rules { games: 3, ..rules };
            for players in 2..=11 {
                for seed in 0..20 {
                    let Ok(mut game) = Match::new_unlogged(players, rules, seed) else {
                        continue;
                    };
                    let mut rng = Rng::derived(seed, 3);
                    while !game.is_over() {
                        let mut listed_rng = rng;
                        game.legal_moves(&mut moves);
                        let listed = moves[listed_rng.below(moves.len() as u32) as usize];
                        let drawn = game.random_move(&mut rng);
                        assert_eq!(drawn, listed, "seed {seed}, {players} players");
                        assert_eq!(rng, listed_rng, "the generator moved on the same way");
                        game.apply_unchecked(drawn);
                        decisions += 1;
                    }
                }
            }
        }
        assert!(decisions > 100_000, "only {decisions} decisions");
    }
}
