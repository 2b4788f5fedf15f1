//! Legal moves (3.3), listed from the hand and what the turn is: a lead, or a follow of the
//! round on the table.
//!
//! A play is a *set*: cards of one rank with any jokers added as that rank, or jokers alone
//! (which rank above the ace). The moves are listed by number of cards, then by rank from low to
//! high (jokers alone last), then with fewer jokers first; a follow's pass comes after its
//! plays, and a turn with no play lists the pass alone. Distinct moves play distinct multisets:
//! `5 5` and `5 *` are two leads of a pair of fives. Under `chef_chooses` a Chef's choice of the
//! cards to give back is a turn of its own, whose moves are every distinct choice of cards.

use crate::card::{Cards, ACE, JOKER};

use super::moves::{Move, MoveList};

/// What the player to move may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Lead a new round.
    Lead {
        /// Every player still in passed the lead in turn: nobody can lead, so the leader may
        /// lead anything, aces and jokers alone too.
        anyway: bool,
        /// The player's own play came back unbeaten: they may also put a set of aces or of
        /// jokers alone of this many cards on top of it (which wins at once).
        on_top: Option<u8>,
    },
    /// Beat the round's last play or pass.
    Follow {
        /// The round's number of cards.
        size: u8,
        /// The rank the last play counts as.
        rank: u8,
    },
    /// Under `chef_chooses`, a Chef gives back this many cards of their hand as dealt to the
    /// Arsch of their pair, before the game's first lead (3.4).
    GiveBack {
        /// The cards to give back.
        count: u8,
    },
}

/// The legal moves of `hand` at `turn`, in the documented order.
pub fn moves(hand: Cards, turn: Turn, lead_jokers: bool, out: &mut MoveList) {
    out.clear();
    match turn {
        Turn::Lead { anyway, on_top } => {
            for size in 1..=hand.len() {
                let winning = anyway || on_top == Some(size);
                for rank in 0..ACE {
                    sets_of(hand, rank, size, out);
                }
                if winning {
                    sets_of(hand, ACE, size, out);
                }
                if winning || lead_jokers {
                    jokers_alone(hand, size, out);
                }
            }
            if out.is_empty() {
                out.push(Move::PASS);
            }
        }
        Turn::Follow { size, rank } => {
            for higher in rank + 1..=ACE {
                sets_of(hand, higher, size, out);
            }
            if rank < JOKER {
                jokers_alone(hand, size, out);
            }
            out.push(Move::PASS);
        }
        Turn::GiveBack { count } => give_backs(hand, count, out),
    }
}

/// Every distinct choice of `count` cards of `hand` (as multisets: which of two fives goes is no
/// question), the lowest first: the lowest rank's count taken largest first, then the same
/// for the ranks above. The list stops at its capacity, which every hand a table deals stays
/// below (`moves.rs`).
fn give_backs(hand: Cards, count: u8, out: &mut MoveList) {
    fn from(hand: Cards, rank: u8, left: u8, taken: Cards, out: &mut MoveList) {
        if left == 0 {
            let _ = out.try_push(Move::play(taken));
            return;
        }
        if rank > JOKER || out.is_full() || hand.count_between(rank, JOKER + 1) < left {
            return;
        }
        for n in (0..=hand.count(rank).min(left)).rev() {
            from(
                hand,
                rank + 1,
                left - n,
                taken.plus(Cards::of(rank, n)),
                out,
            );
        }
    }
    if count > 0 && count <= hand.len() {
        from(hand, 0, count, Cards::EMPTY, out);
    }
}

/// Every set of `size` cards of `rank` with jokers added (at least one card of the rank), fewer
/// jokers first.
fn sets_of(hand: Cards, rank: u8, size: u8, out: &mut MoveList) {
    let held = hand.count(rank);
    if held == 0 {
        return;
    }
    let jokers = hand.count(JOKER);
    for added in 0..size.min(jokers + 1) {
        let of_rank = size - added;
        if of_rank <= held {
            out.push(Move::play(
                Cards::of(rank, of_rank).plus(Cards::of(JOKER, added)),
            ));
        }
    }
}

/// `size` jokers alone, if the hand holds them.
fn jokers_alone(hand: Cards, size: u8, out: &mut MoveList) {
    if hand.count(JOKER) >= size {
        out.push(Move::play(Cards::of(JOKER, size)));
    }
}

/// Whether a play of these cards wins the round at once: aces (jokers added or not), or jokers
/// alone. Read as "some cards, none below the ace": exactly the plain
/// `one_rank(cards).is_some_and(|r| r >= ACE)` for every multiset (the test below).
#[inline]
pub fn wins_at_once(cards: Cards) -> bool {
    /// The nibbles of the ranks below the ace.
    const BELOW_ACE: u64 = (1 << (4 * ACE as u32)) - 1;
    cards.0 != 0 && cards.0 & BELOW_ACE == 0
}

/// Whether `hand` can make an ordinary lead: a set of a rank below the ace, or jokers alone
/// when `lead_jokers` allows them.
pub fn can_lead(hand: Cards, lead_jokers: bool) -> bool {
    let below_ace = hand.count_between(0, ACE) > 0;
    below_ace || (lead_jokers && hand.count(JOKER) > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    fn listed(hand: &str, turn: Turn, lead_jokers: bool) -> Vec<String> {
        let mut out = MoveList::new();
        moves(c(hand), turn, lead_jokers, &mut out);
        out.iter().map(ToString::to_string).collect()
    }

    const LEAD: Turn = Turn::Lead {
        anyway: false,
        on_top: None,
    };

    #[test]
    fn leads_are_listed_by_size_rank_and_jokers() {
        assert_eq!(
            listed("5 5 * A", LEAD, false),
            ["play 5", "play 5 5", "play * 5", "play * 5 5"]
        );
        assert_eq!(listed("5 *", LEAD, true), ["play 5", "play *", "play * 5"]);
    }

    #[test]
    fn follows_beat_with_the_rounds_size_then_pass() {
        let turn = Turn::Follow { size: 2, rank: 3 };
        assert_eq!(
            listed("5 5 6 * A", turn, false),
            ["play * 6", "play * A", "pass"]
        );
    }

    #[test]
    fn the_biggest_leads_fill_the_capacities() {
        let anyway = Turn::Lead {
            anyway: true,
            on_top: None,
        };
        let eights = |ranks: u8| (0..ranks).fold(Cards::EMPTY, |h, r| h.plus(Cards::of(r, 8)));
        let mut out = MoveList::new();
        // The largest hand (the pack dealt to two) with all six jokers.
        let hand = eights(6).plus(Cards::of(6, 1)).plus(Cards::of(JOKER, 6));
        assert_eq!(hand.len(), 55);
        moves(hand, anyway, false, &mut out);
        assert_eq!(out.len(), super::super::moves::PLAY_CAPACITY);
        moves(c("* * * * * * 2 3 4 5 6 7 8 9 10"), anyway, false, &mut out);
        assert_eq!(out.len(), 9 * 7 + 6);
        // Fifteen jokers are more than the pack has, but a hand may say so: the list still holds.
        moves(
            eights(5).plus(Cards::of(JOKER, 15)),
            anyway,
            false,
            &mut out,
        );
        assert_eq!(out.len(), 40 * 16 + 15);
        // The most choices of cards to give back: four of 13 distinct cards (a table of eight).
        let distinct = (0..13).fold(Cards::EMPTY, |h, r| h.plus(Cards::of(r, 1)));
        moves(distinct, Turn::GiveBack { count: 4 }, false, &mut out);
        assert_eq!(out.len(), super::super::moves::GIVE_BACK_CAPACITY);
        assert_eq!(out.len(), super::super::moves::MOVE_CAPACITY);
        // A hand no table deals lists no more than the capacity.
        let many = eights(5).plus(Cards::of(JOKER, 15));
        moves(many, Turn::GiveBack { count: 7 }, false, &mut out);
        assert_eq!(out.len(), super::super::moves::MOVE_CAPACITY);
    }
}
