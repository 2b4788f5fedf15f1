//! The event log of a described deal, as the describing player saw it: the deal (with the
//! stock it left), the exchanges in turn, and every play and trick given trick by trick.

use super::super::event::Event;
use super::dealt::Dealt;
use super::exchange::exchange_turns;
use super::losses::Deal;
use super::tricks::Plays;
use super::Table;

/// The log of the deal so far. Other hands, and the player's own dealt hand, are not known.
pub(super) fn rebuilt(
    t: &Table,
    deal: &Deal,
    dealt: &Dealt,
    exchanged: &[Option<u8>],
    plays: &Plays,
) -> Vec<Event> {
    let mut log = vec![Event::Deal {
        deal: deal.number,
        dealer: t.d.dealer,
        hand_size: dealt.size as u8,
        hands: t.in_match.iter().map(|p| (p as u8, None)).collect(),
        stock: dealt.stock as u16,
    }];
    for seat in exchange_turns(t) {
        if let Some(count) = exchanged[seat as usize] {
            log.push(Event::Exchange {
                player: seat,
                count,
                discarded: None,
                drawn: None,
            });
        }
    }
    for (trick, kinds) in &plays.earlier {
        push_plays(&mut log, trick, kinds);
        log.push(Event::Trick {
            winner: trick.winning,
        });
    }
    push_plays(&mut log, &plays.current, &plays.current_kinds);
    log
}

fn push_plays(
    log: &mut Vec<Event>,
    trick: &super::super::trick::Trick,
    kinds: &[super::super::trick::PlayKind],
) {
    for (&(player, cards), &kind) in trick.plays.iter().zip(kinds) {
        log.push(Event::Play {
            player,
            cards,
            kind,
        });
    }
}
