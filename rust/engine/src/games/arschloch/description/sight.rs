//! The cards in sight (3.1, 3.2): each player's plays in this game fit a hand, the player's
//! hand and plays make the hand they held after the exchange, and every card in sight is in the
//! pack (eight of every rank, six jokers).

use crate::card::{Cards, Pile, JOKER};
use crate::error::EngineError;

use super::super::rules::Rules;
use super::standing::Standing;
use super::{bad, Description};

/// The cards each player played in this game's rounds, each within a hand, by player.
pub(super) fn played(d: &Description, s: &Standing) -> Result<Vec<Cards>, EngineError> {
    let size = s.rules.hand_size;
    let mut played = vec![Cards::EMPTY; s.n];
    for (r, round) in d.rounds.iter().enumerate() {
        for &(p, cards) in round {
            let Some(mine) = played.get_mut(usize::from(p)) else {
                return bad(format!(
                    "round {}: seat {p} is not a seat of a {}-player table",
                    r + 1,
                    s.n
                ));
            };
            let cards = cards.unwrap_or_default();
            if u16::from(mine.len()) + u16::from(cards.len()) > u16::from(size) {
                return bad(format!(
                    "round {}: seat {p} plays [{cards}] after playing {} cards in this game: \
                     more than the {size} cards of a hand",
                    r + 1,
                    mine.len()
                ));
            }
            let Some(both) = Rules::joined(*mine, cards) else {
                return bad(format!(
                    "round {}: seat {p} plays [{cards}] after playing [{mine}] in this game: \
                     more cards of a rank than the pack holds",
                    r + 1
                ));
            };
            *mine = both;
        }
    }
    let me = usize::from(d.seat);
    let held = u16::from(d.hand.len()) + u16::from(played[me].len());
    if held != u16::from(size) {
        return bad(format!(
            "seat {} holds {} cards and played {} in this game, {held} in all, but every \
             player is dealt {size}",
            d.seat,
            d.hand.len(),
            played[me].len()
        ));
    }
    Ok(played)
}

/// Every card of the hand and of the plays is in the pack, no rank more often than it holds.
pub(super) fn check(d: &Description, played: &[Cards]) -> Result<(), EngineError> {
    let mut seen = Pile::of(d.hand);
    for &p in played {
        seen.add(p);
    }
    let pack = Rules::pack();
    for rank in (0..=JOKER).rev() {
        let (n, most) = (seen.count(rank), pack.count(rank));
        if n > most {
            let one = Cards::of(rank, 1);
            return bad(format!(
                "the hand and the plays show {n} of [{one}] (hand {}), and the pack holds {most}",
                d.hand.count(rank)
            ));
        }
    }
    Ok(())
}
