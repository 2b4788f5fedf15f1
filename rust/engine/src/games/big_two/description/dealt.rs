//! What the deal of this game gave each seat (2.3, 2.5): 13 cards each to four, 17 each to three
//! with the face-up card to its taker, 13 or 17 (`hand_size`) each to two with the rest out of
//! play.
//!
//! - The describing player was dealt their hand and the cards they played this game; the others
//!   the cards they played and as many unseen cards as they hold. `cards_left` is worked out so,
//!   and checked when given.
//! - Three players: the face-up card went to the holder of the lowest card (of the next lowest
//!   when it is the lowest card itself); that seat holds or played both.
//! - A game led by the lowest card dealt (every game, but those after the first with
//!   `winner_leads`): its first leader held that card. With three or four players every card is
//!   dealt and it is the lowest of the deck; with two it is the first lead's lowest card (before
//!   any play, the lowest card of the describing player's hand, who is to lead), and every card
//!   below it is out of play.
//!
//! The unseen cards whose place no rule fixes fill the other hands seat by seat, the lowest
//! first, and the rest is out of play.

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;

use super::super::order::{card_of_strength, strength, written};
use super::super::rules::MAX_PLAYERS;
use super::sight::Sight;
use super::standing::Standing;
use super::{bad, Table};

/// A deal that gives the described position.
pub(super) struct Deal {
    /// Every seat's hand as dealt (the face-up card in its taker's).
    pub hands: [SuitedCards; MAX_PLAYERS],
    /// Two players: the cards dealt to nobody.
    pub out_of_play: SuitedCards,
}

/// The cards whose place is known while the deal is worked out.
struct Places<'a> {
    t: &'a Table<'a>,
    sight: &'a Sight,
    /// The cards each seat was dealt, as far as known.
    known: [SuitedCards; MAX_PLAYERS],
    /// How many cards each seat was dealt.
    sizes: [u32; MAX_PLAYERS],
}

impl Deal {
    pub fn of(t: &Table, sight: &Sight, standing: &Standing) -> Result<Deal, EngineError> {
        let sizes = dealt_sizes(t)?;
        check_counts(t, sight, &sizes)?;
        let mut places = Places::new(t, sight, sizes);
        if let Some((card, taker)) = t.d.face_up {
            let why = format!("the face-up card {card} went to seat {taker}");
            places.put(card, taker, &why)?;
            let drew = drew_face_up(card, t);
            let why = format!("{why}, the holder of {drew}");
            places.put(drew, taker, &why)?;
        }
        let free_lead = t.rules.winner_leads && standing.game > 1;
        let mut known_out = SuitedCards::EMPTY;
        if let Some(lowest) = lowest_dealt(t, sight).filter(|_| !free_lead) {
            let leader = sight.first_leader;
            let why = format!(
                "seat {leader} leads game {}, so was dealt {lowest}, the lowest card dealt",
                standing.game
            );
            places.put(lowest, leader, &why)?;
            known_out = below_lowest(t, sight, lowest, &sizes)?;
        }
        Ok(places.filled(known_out))
    }
}

/// The cards each seat was dealt, the face-up card with its taker; the face-up card checked.
fn dealt_sizes(t: &Table) -> Result<[u32; MAX_PLAYERS], EngineError> {
    let each = u32::from(t.rules.cards_each(t.n));
    let mut sizes = [0; MAX_PLAYERS];
    sizes[..t.n].fill(each);
    match (t.d.face_up, t.n) {
        (None, 3) => bad("three players deal a card face up: say which and who took it".into()),
        (Some(_), n) if n != 3 => bad(format!("only three players deal a card face up, not {n}")),
        (Some((_, taker)), _) if !t.is_seat(taker) => bad(format!(
            "the face-up card went to seat {taker}, which is not a seat of the table"
        )),
        (Some((_, taker)), _) => {
            sizes[usize::from(taker)] += 1;
            Ok(sizes)
        }
        (None, _) => Ok(sizes),
    }
}

/// The hand sizes add up: the describing player's hand and plays make what they were dealt,
/// nobody played more than they were dealt, and `cards_left`, when given, is what is left.
fn check_counts(t: &Table, sight: &Sight, sizes: &[u32]) -> Result<(), EngineError> {
    let me = usize::from(t.d.seat);
    let (hand, mine) = (t.d.hand.len(), sight.played_by[me].len());
    if hand + mine != sizes[me] {
        return bad(format!(
            "you hold {hand} cards and played {mine} this game, so were dealt {}, but the deal \
             gave you {}",
            hand + mine,
            sizes[me]
        ));
    }
    for (p, (cards, &size)) in sight.played_by.iter().zip(sizes).take(t.n).enumerate() {
        if cards.len() > size {
            return bad(format!(
                "seat {p} played {} cards this game, but was dealt {size}",
                cards.len()
            ));
        }
    }
    let Some(left) = &t.d.cards_left else {
        return Ok(());
    };
    if left.len() != t.n {
        return bad(format!(
            "cards_left names {} seats, but the table has {}",
            left.len(),
            t.n
        ));
    }
    for (p, &count) in left.iter().enumerate() {
        let played = sight.played_by[p].len();
        if u32::from(count) + played != sizes[p] {
            return bad(format!(
                "seat {p} holds {count} cards by cards_left, but was dealt {} and played {played}",
                sizes[p]
            ));
        }
    }
    Ok(())
}

/// The card whose holder took the face-up `card`: the lowest card, or the next lowest when
/// `card` is the lowest.
fn drew_face_up(card: SuitedCard, t: &Table) -> SuitedCard {
    let lowest = card_of_strength(0, &t.rules);
    if card == lowest {
        card_of_strength(1, &t.rules)
    } else {
        lowest
    }
}

/// The lowest card dealt, as the module documentation says (none when the game's first move
/// is a pass, which the replay refuses, or nothing at all is in sight).
fn lowest_dealt(t: &Table, sight: &Sight) -> Option<SuitedCard> {
    if t.n > 2 {
        return Some(card_of_strength(0, &t.rules));
    }
    let cards = match (t.d.first_play(), sight.first_lead) {
        (None, _) => t.d.hand,
        (Some(_), Some(lead)) => lead,
        (Some(_), None) => return None,
    };
    cards.iter().min_by_key(|&c| strength(c, &t.rules))
}

/// Two players: the unseen cards below the lowest card dealt, out of play; an error when a card
/// in sight is below it or more lie below it than are out of play.
fn below_lowest(
    t: &Table,
    sight: &Sight,
    lowest: SuitedCard,
    sizes: &[u32],
) -> Result<SuitedCards, EngineError> {
    if t.n != 2 {
        return Ok(SuitedCards::EMPTY);
    }
    let below = SuitedCards::DECK
        .iter()
        .filter(|&c| strength(c, &t.rules) < strength(lowest, &t.rules))
        .fold(SuitedCards::EMPTY, |s, c| s.plus(SuitedCards::of(c)));
    let seen = t.d.hand.plus(sight.played);
    if seen.0 & below.0 != 0 {
        return bad(format!(
            "{lowest} is the lowest card dealt (the first lead holds it), but {} below it is \
             in sight",
            written(SuitedCards(seen.0 & below.0), &t.rules)
        ));
    }
    let out = 52 - sizes[..2].iter().sum::<u32>();
    if below.len() > out {
        return bad(format!(
            "{lowest} is the lowest card dealt (the first lead holds it), so the {} cards below \
             it are out of play, but only {out} are",
            below.len()
        ));
    }
    Ok(below)
}

impl<'a> Places<'a> {
    fn new(t: &'a Table<'a>, sight: &'a Sight, sizes: [u32; MAX_PLAYERS]) -> Places<'a> {
        let mut known = sight.played_by;
        let me = usize::from(t.d.seat);
        known[me] = known[me].plus(t.d.hand);
        Places {
            t,
            sight,
            known,
            sizes,
        }
    }

    /// Puts `card` in the hand `seat` was dealt, as `why` says it is; an error when it is in
    /// sight elsewhere, or with the describing player while not in their hand or plays.
    fn put(&mut self, card: SuitedCard, seat: u8, why: &str) -> Result<(), EngineError> {
        let me = self.t.d.seat;
        let one = SuitedCards::of(card);
        let holder = (0..self.t.n).find(|&p| self.known[p].has(card));
        let at = usize::from(seat);
        let place = match holder {
            Some(p) if p == at => return Ok(()),
            Some(p) if p == usize::from(me) && self.t.d.hand.has(card) => {
                format!("{card} is in your hand")
            }
            Some(p) if p == usize::from(me) => format!("you played {card}"),
            Some(p) if self.sight.played.has(card) => format!("seat {p} played {card}"),
            Some(p) => format!("the deal puts {card} with seat {p}"),
            None if seat == me => format!("{card} is neither in your hand nor among your plays"),
            None if self.known[at].len() >= self.sizes[at] => {
                format!("seat {seat} has played every card they were dealt, and not {card}")
            }
            None => {
                self.known[at] = self.known[at].plus(one);
                return Ok(());
            }
        };
        bad(format!("{why}, but {place}"))
    }

    /// The deal: the known cards, the other hands made up with the unseen cards whose place is
    /// free, the rest (and `known_out`) out of play.
    fn filled(self, known_out: SuitedCards) -> Deal {
        let held = self
            .known
            .iter()
            .fold(SuitedCards::EMPTY, |a, h| a.plus(*h));
        let mut free = SuitedCards::DECK.minus(held).minus(known_out).iter();
        let mut hands = self.known;
        for (hand, &size) in hands.iter_mut().zip(&self.sizes).take(self.t.n) {
            while hand.len() < size {
                let Some(card) = free.next() else { break };
                *hand = hand.plus(SuitedCards::of(card));
            }
        }
        let out_of_play = free.fold(known_out, |s, c| s.plus(SuitedCards::of(c)));
        Deal { hands, out_of_play }
    }
}
