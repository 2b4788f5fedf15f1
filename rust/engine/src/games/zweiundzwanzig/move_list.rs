//! The family's list of legal moves: the plays to a trick written out, the exchange's discards
//! counted ([`CountedDiscards`]), so that an exchange's listing costs the same whether it allows
//! one discard or 8,192. Read by place ([`MoveList::get`]) or in order ([`MoveList::iter`]), or
//! written out whole ([`MoveList::write_into`]) where a slice is wanted; the moves and their
//! order are those of the written listing (`legal::exchanges`, `legal::plays`).

use std::fmt;

use crate::card::Cards;
use crate::moves::Moves;

use super::counted_discards::{CountedDiscards, DiscardsInOrder};
use super::legal;
use super::moves::{Move, PlayList, WrittenList};

/// The legal moves of a position: plays written out, or discards counted (never both).
#[derive(Clone, Default)]
pub struct MoveList {
    plays: PlayList,
    discards: CountedDiscards,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::default()
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.plays.clear();
        self.discards = CountedDiscards::NONE;
    }

    /// Makes the list the discards of at most `max` cards of `hand` (the exchange, 1.5), counted.
    #[inline]
    pub fn count_discards(&mut self, hand: Cards, max: u8) {
        self.plays.clear();
        self.discards = CountedDiscards::of(hand, max);
    }

    /// Empties the list and hands out its buffer of plays, to be filled with a position's plays.
    #[inline]
    pub fn plays_to_fill(&mut self) -> &mut PlayList {
        self.discards = CountedDiscards::NONE;
        self.plays.clear();
        &mut self.plays
    }

    /// How many moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.plays.len() + self.discards.len()
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The move at place `i` (below [`MoveList::len`]; panics past it).
    #[inline]
    pub fn get(&self, i: usize) -> Move {
        match self.plays.get(i) {
            Some(&play) => play,
            None => self.discards.get(i - self.plays.len()),
        }
    }

    /// Every move in order, each worked out as it is reached (a discard from the one before).
    pub fn iter(&self) -> InOrder<'_> {
        InOrder {
            plays: self.plays.iter(),
            discards: self.discards.iter(),
        }
    }

    /// Whether `mv` is in the list.
    pub fn contains(&self, mv: Move) -> bool {
        self.iter().any(|m| m == mv)
    }

    /// The moves, in a vector.
    pub fn to_vec(&self) -> Vec<Move> {
        self.iter().collect()
    }

    /// The plays, written out: empty for a list of discards.
    pub fn plays(&self) -> &[Move] {
        &self.plays
    }

    /// The counted discards: none for a list of plays.
    pub fn discards(&self) -> CountedDiscards {
        self.discards
    }

    /// Appends every move to `out`, in order: the plays copied, the discards written by the
    /// exchange's listing (some eight instructions a discard, where working each out by place
    /// costs several times that).
    pub fn write_into(&self, out: &mut WrittenList) {
        out.extend(self.plays.iter().copied());
        if !self.discards.is_empty() {
            legal::exchanges(self.discards.hand(), self.discards.max(), out);
        }
    }
}

/// The moves of a [`MoveList`] in order: its plays, then its discards (one of the two is empty).
#[derive(Clone, Debug)]
pub struct InOrder<'a> {
    plays: std::slice::Iter<'a, Move>,
    discards: DiscardsInOrder,
}

impl Iterator for InOrder<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        match self.plays.next() {
            Some(&play) => Some(play),
            None => self.discards.next(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.plays.len() + self.discards.len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for InOrder<'_> {}

impl PartialEq for MoveList {
    /// The same moves in the same order.
    fn eq(&self, other: &MoveList) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Moves<Move> for MoveList {
    #[inline]
    fn len(&self) -> usize {
        MoveList::len(self)
    }

    #[inline]
    fn at(&self, i: usize) -> Move {
        MoveList::get(self, i)
    }

    fn iter_moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        MoveList::iter(self)
    }

    fn as_slice(&self) -> Option<&[Move]> {
        self.discards.is_empty().then_some(self.plays.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::Rules;
    use super::super::state::{Match, Phase};
    use super::*;
    use crate::game::Game;
    use crate::rng::Rng;

    /// The legal moves of `m` every one written out, as the family listed them before its
    /// discards were counted.
    fn written(m: &Match, out: &mut WrittenList) {
        out.clear();
        let hand = m.hands[m.to_move as usize];
        match m.phase {
            Phase::Exchange => legal::exchanges(hand, m.exchange_limit(), out),
            Phase::Play => m.legal_plays_into(out),
            Phase::Over | Phase::Dealing => {}
        }
    }

    /// Random matches played from the counted list (place `i` drawn below its length, then the
    /// move at `i`) and from the written list with a copy of the generator: at every decision
    /// the two lists are the same moves in the same order, both draw the same move, and the
    /// matches end the same, generators included.
    #[test]
    fn random_play_from_the_counted_list_plays_the_written_lists_games() {
        let (mut counted, mut all) = (MoveList::new(), WrittenList::new());
        let mut exchanges = 0;
        for rules in [Rules::standard(), Rules::sechsundzwanzig()] {
            for players in [2, 4, 6, 7, 9, 12] {
                for seed in 0..6 {
                    let mut a = Match::start(players, rules, seed, false).unwrap();
                    let mut b = a.clone();
                    let (mut ra, mut rb) = (Rng::derived(seed, 7), Rng::derived(seed, 7));
                    while !a.is_over() {
                        a.legal_moves(&mut counted);
                        written(&b, &mut all);
                        assert_eq!(counted.len(), all.len());
                        assert!(counted.iter().eq(all.iter().copied()));
                        exchanges += usize::from(a.phase == Phase::Exchange);
                        let mine = counted.get(ra.below(counted.len() as u32) as usize);
                        let theirs = all[rb.below(all.len() as u32) as usize];
                        assert_eq!(mine, theirs);
                        a.apply_unchecked(mine);
                        b.apply_unchecked(theirs);
                    }
                    assert!(a == b && ra == rb, "{players} players, seed {seed}");
                }
            }
        }
        assert!(exchanges > 500, "the exchanges are met: {exchanges}");
    }

    #[test]
    fn a_list_reads_the_same_through_the_engines_trait() {
        let hand = crate::card::Cards::parse("K K 7 4 4 2 *").unwrap();
        let mut list = MoveList::new();
        list.count_discards(hand, 3);
        let mut all = WrittenList::new();
        list.write_into(&mut all);
        assert_eq!(Moves::len(&list), all.len());
        assert!(list.iter_moves().eq(all.iter().copied()));
        assert!((0..all.len()).all(|i| list.at(i) == all[i]));
        assert_eq!(list.as_slice(), None, "discards are not written out");
        let plays = list.plays_to_fill();
        legal::leads(hand, plays);
        let leads = plays.clone();
        assert_eq!(list.as_slice(), Some(leads.as_slice()));
        assert_eq!(list.to_vec(), leads.to_vec());
        list.clear();
        assert!(list.is_empty() && list == MoveList::new());
    }
}
