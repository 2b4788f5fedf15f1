//! The others' decisions in the current deal, judged by the heuristic: the soft part of what
//! the record says (the hard part, what the rules allow, is [`super::inference`]).
//!
//! - **Plays.** Every play of the deal comes after every exchange, so a seat's hand at a play is
//!   its hand now plus the cards it played since: under a drawn deal, each play is known, and
//!   it surprises when the heuristic, holding that hand, would have played otherwise
//!   ([`heuristic::play`]).
//! - **Exchanges.** The log shows only how many cards each seat discarded, and a deal drawn
//!   for the search says which cards lie in its discards but not which of its cards it drew.
//!   An exchange surprises when no draw explains it: when no `count` cards of the seat's hand
//!   after the exchange (its hand now plus what it played) can have been the cards drawn so
//!   that the heuristic, holding the rest with the discards, discards exactly those. The best
//!   candidates for the drawn cards are the highest ones (the rest is then as low as it can
//!   be), so one look at the heuristic's discard decides it. An exchange with nothing to
//!   discard (an empty stock) is not judged.
//!
//! A log that is not the game (a view built by hand) judges what it can and never panics: an
//! exchange whose count the view does not show is not judged.

use crate::card::Cards;
use crate::game::MAX_PLAYERS;

use super::event::Event;
use super::heuristic;
use super::inference::Record;
use super::view::View;

/// An exchange of another seat: the cards it discarded, and the most it could discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Exchange {
    count: u8,
    limit: u8,
}

/// The others' plays and exchanges of the current deal.
#[derive(Clone, Debug, Default)]
pub struct Decisions {
    record: Record,
    exchanges: Vec<Option<Exchange>>,
    /// Whether there is any decision to judge.
    any: bool,
}

impl Decisions {
    /// The decisions of the others that `view` shows in its log (none without one); `record`
    /// holds the deal's plays.
    pub fn of(view: &View, record: &Record) -> Decisions {
        let mut exchanges = vec![None; MAX_PLAYERS];
        let played_by_others = (0..view.players)
            .filter(|&p| p != view.player)
            .any(|p| record.plays_of(p).next().is_some());
        let mut any = played_by_others;
        for (seat, exchange) in exchanges_of(&view.log) {
            let shown = view.exchanged.get(usize::from(seat)).copied().flatten();
            if seat != view.player && shown == Some(exchange.count) && exchange.limit > 0 {
                exchanges[usize::from(seat)] = Some(exchange);
                any = true;
            }
        }
        Decisions {
            record: record.clone(),
            exchanges,
            any,
        }
    }

    /// Whether there is any decision to judge.
    pub fn any(&self) -> bool {
        self.any
    }

    /// The decisions of `seat`, holding `hand` now with `discards` put aside, that the
    /// heuristic would have made otherwise, counted up to `cap + 1` (the count stops there),
    /// and the decisions judged.
    pub fn surprises(&self, seat: u8, hand: Cards, discards: Cards, cap: u32) -> (u32, u32) {
        let (mut surprises, mut judged) = (0, 0);
        let mut held = hand;
        let compulsory = self.record.compulsory();
        for (cards, reference) in self.record.plays_of(seat) {
            held = held.plus(cards);
            judged += 1;
            surprises += u32::from(heuristic::play(held, reference, compulsory) != cards);
            if surprises > cap {
                return (surprises, judged);
            }
        }
        if let Some(exchange) = self.exchanges[usize::from(seat)] {
            judged += 1;
            surprises += u32::from(!explains(held, discards, exchange));
        }
        (surprises, judged)
    }
}

/// Whether the heuristic, having held `after` once the exchange was done and having put
/// `discards` aside, can have made `exchange`: the `count` highest cards of `after` taken as
/// the cards drawn, the heuristic holding the rest and the discards discards the discards.
fn explains(after: Cards, discards: Cards, exchange: Exchange) -> bool {
    let count = exchange.count;
    if discards.len() != count || after.len() < count {
        return false;
    }
    let kept = after.lowest_n(after.len() - count);
    heuristic::discard(kept.plus(discards), exchange.limit) == discards
}

/// Each exchange of the current deal in `log`: the seat, how many it discarded and the most
/// the stock let it discard (the stock's size then, at most the cards dealt each).
fn exchanges_of(log: &[Event]) -> Vec<(u8, Exchange)> {
    let Some(start) = log.iter().rposition(|e| matches!(e, Event::Deal { .. })) else {
        return Vec::new();
    };
    let Event::Deal {
        hand_size, stock, ..
    } = log[start]
    else {
        return Vec::new();
    };
    let mut stock = u32::from(stock);
    let mut out = Vec::new();
    for event in &log[start + 1..] {
        if let Event::Exchange { player, count, .. } = *event {
            let limit = stock.min(u32::from(hand_size)) as u8;
            out.push((player, Exchange { count, limit }));
            stock = stock.saturating_sub(u32::from(count));
        }
    }
    out
}
