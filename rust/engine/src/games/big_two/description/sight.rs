//! The cards in sight: the hand and every play of this game, each card of the deck once, each
//! play by a seat at the table.

use crate::card::SuitedCards;
use crate::error::EngineError;

use super::super::order::written;
use super::super::rules::MAX_PLAYERS;
use super::{bad, Table};

/// What the description shows, checked.
pub(super) struct Sight {
    /// The cards each seat played this game.
    pub played_by: [SuitedCards; MAX_PLAYERS],
    /// Every card played this game.
    pub played: SuitedCards,
    /// The seat of the game's first play, else the describing seat (who is to lead).
    pub first_leader: u8,
    /// The game's first play, if any.
    pub first_lead: Option<SuitedCards>,
}

impl Sight {
    pub fn of(t: &Table) -> Result<Sight, EngineError> {
        let d = t.d;
        let mut places: Vec<(SuitedCards, String)> = Vec::new();
        in_place(t, &mut places, d.hand, "your hand".into())?;
        let mut played_by = [SuitedCards::EMPTY; MAX_PLAYERS];
        for (r, round) in d.rounds.iter().enumerate() {
            for &(seat, play) in round {
                if !t.is_seat(seat) {
                    return bad(format!(
                        "round {}: seat {seat} is not a seat of a {}-player table",
                        r + 1,
                        t.n
                    ));
                }
                let Some(cards) = play else { continue };
                let label = format!("seat {seat}'s play in round {}", r + 1);
                in_place(t, &mut places, cards, label)?;
                let p = usize::from(seat);
                played_by[p] = played_by[p].plus(cards);
            }
        }
        let played = played_by.iter().fold(SuitedCards::EMPTY, |a, s| a.plus(*s));
        let first = d.first_play();
        Ok(Sight {
            played_by,
            played,
            first_leader: first.map_or(d.seat, |&(seat, _)| seat),
            first_lead: first.and_then(|&(_, play)| play),
        })
    }
}

/// Records that `cards` lie at `label`; an error when a card is not in the deck or already lies
/// elsewhere.
fn in_place(
    t: &Table,
    places: &mut Vec<(SuitedCards, String)>,
    cards: SuitedCards,
    label: String,
) -> Result<(), EngineError> {
    if !cards.minus(SuitedCards::DECK).is_empty() {
        return bad(format!("{label} holds a card that is not in the deck"));
    }
    for (earlier, place) in places.iter() {
        let twice = cards.0 & earlier.0;
        if twice != 0 {
            return bad(format!(
                "{} appears twice: in {place} and in {label}",
                written(SuitedCards(twice), &t.rules)
            ));
        }
    }
    places.push((cards, label));
    Ok(())
}
