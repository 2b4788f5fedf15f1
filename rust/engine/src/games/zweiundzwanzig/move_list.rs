//! The family's list of legal moves: the follows (and the leads of a hand with jokers) written
//! out, the exchange's discards counted ([`CountedDiscards`]), so that an exchange's listing
//! costs the same whether it allows one discard or 8,192, and the leads of a hand without jokers
//! counted ([`CountedLeads`]). Read by place ([`MoveList::get`]) or in order
//! ([`MoveList::iter`]), or written out whole ([`MoveList::write_into`]) where a slice is wanted;
//! the moves and their order are those of the written listing (`legal::exchanges`,
//! `legal::plays`).

use std::fmt;

use crate::card::Cards;
use crate::moves::Moves;

use super::counted_discards::{CountedDiscards, DiscardsInOrder};
use super::counted_leads::{CountedLeads, LeadsInOrder};
use super::legal;
use super::moves::{Move, PlayList, WrittenList};

/// The legal moves of a position: plays written out, discards counted or leads counted (one of
/// the three).
#[derive(Clone, Default)]
pub struct MoveList {
    plays: PlayList,
    discards: CountedDiscards,
    leads: CountedLeads,
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
        self.leads = CountedLeads::NONE;
    }

    /// Makes the list the discards of at most `max` cards of `hand` (the exchange, 1.5), counted.
    #[inline]
    pub fn count_discards(&mut self, hand: Cards, max: u8) {
        self.plays.clear();
        self.leads = CountedLeads::NONE;
        self.discards = CountedDiscards::of(hand, max);
    }

    /// Makes the list the leads of `hand`, which holds no joker (1.6), counted.
    #[inline]
    pub fn count_leads(&mut self, hand: Cards) {
        self.plays.clear();
        self.discards = CountedDiscards::NONE;
        self.leads = CountedLeads::of(hand);
    }

    /// Empties the list and hands out its buffer of plays, to be filled with a position's plays.
    #[inline]
    pub fn plays_to_fill(&mut self) -> &mut PlayList {
        self.discards = CountedDiscards::NONE;
        self.leads = CountedLeads::NONE;
        self.plays.clear();
        &mut self.plays
    }

    /// How many moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.plays.len() + self.discards.len() + self.leads.len()
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
            // Only one of the three holds moves: a counted list has no plays written.
            None if !self.leads.is_empty() => self.leads.get(i),
            None => self.discards.get(i - self.plays.len()),
        }
    }

    /// Every move in order, each worked out as it is reached (a discard or a lead from the one
    /// before).
    pub fn iter(&self) -> InOrder<'_> {
        InOrder {
            plays: self.plays.iter(),
            leads: self.leads.iter(),
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

    /// The plays written out: empty for a list of discards or of counted leads.
    pub fn plays(&self) -> &[Move] {
        &self.plays
    }

    /// The counted leads: none for a list of discards or of written plays.
    pub fn leads(&self) -> CountedLeads {
        self.leads
    }

    /// The counted discards: none for a list of plays.
    pub fn discards(&self) -> CountedDiscards {
        self.discards
    }

    /// Appends every move to `out`, in order: the plays copied, the leads and the discards
    /// written by their listings (some eight instructions a discard, where working each out by
    /// place costs several times that).
    pub fn write_into(&self, out: &mut WrittenList) {
        out.extend(self.plays.iter().copied());
        if !self.leads.is_empty() {
            legal::leads(self.leads.hand(), out);
        }
        if !self.discards.is_empty() {
            legal::exchanges(self.discards.hand(), self.discards.max(), out);
        }
    }
}

/// The moves of a [`MoveList`] in order: its plays, its leads, then its discards (only one of
/// the three holds any).
#[derive(Clone, Debug)]
pub struct InOrder<'a> {
    plays: std::slice::Iter<'a, Move>,
    leads: LeadsInOrder,
    discards: DiscardsInOrder,
}

impl Iterator for InOrder<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        match self.plays.next() {
            Some(&play) => Some(play),
            None => self.leads.next().or_else(|| self.discards.next()),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.plays.len() + self.leads.len() + self.discards.len();
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
        (self.discards.is_empty() && self.leads.is_empty()).then_some(self.plays.as_slice())
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
    /// move at `i`; the discards and the leads of hands without jokers counted) and from the
    /// written list with a copy of the generator: at every decision
    /// the two lists are the same moves in the same order, both draw the same move, and the
    /// matches end the same, generators included.
    #[test]
    fn random_play_from_the_counted_list_plays_the_written_lists_games() {
        let (mut counted, mut all) = (MoveList::new(), WrittenList::new());
        let (mut exchanges, mut leads) = (0, 0);
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
                        leads += usize::from(!counted.leads().is_empty());
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
        assert!(leads > 500, "counted leads are met: {leads}");
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
        let no_jokers = crate::card::Cards::parse("K K 7 4 4 2").unwrap();
        list.count_leads(no_jokers);
        let mut written = WrittenList::new();
        legal::leads(no_jokers, &mut written);
        let mut all = WrittenList::new();
        list.write_into(&mut all);
        assert_eq!(all, written);
        assert_eq!(Moves::len(&list), written.len());
        assert!((0..written.len()).all(|i| list.at(i) == written[i]));
        assert!(list.iter_moves().eq(written.iter().copied()));
        assert_eq!(list.as_slice(), None, "counted leads are not written out");
        assert!(list.plays().is_empty() && list.leads().hand() == no_jokers);
        list.clear();
        assert!(list.is_empty() && list == MoveList::new());
    }
}
