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
        let mut places = Places::default();
        places.put(t, d.hand, "your hand".into())?;
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
                places.put(t, cards, label)?;
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

/// Where the cards in sight lie, each card once.
#[derive(Default)]
struct Places {
    /// Every card placed so far.
    seen: SuitedCards,
    /// The cards of each place, and its name.
    places: Vec<(SuitedCards, String)>,
}

impl Places {
    /// Records that `cards` lie at `label`; an error when a card is not in the deck or already
    /// lies elsewhere (the earlier place is looked up only then, so that a long description
    /// takes time in proportion to its length).
    fn put(&mut self, t: &Table, cards: SuitedCards, label: String) -> Result<(), EngineError> {
        if !cards.minus(SuitedCards::DECK).is_empty() {
            return bad(format!("{label} holds a card that is not in the deck"));
        }
        if self.seen.0 & cards.0 != 0 {
            let (earlier, place) = self
                .places
                .iter()
                .find(|(earlier, _)| earlier.0 & cards.0 != 0)
                .expect("a card seen lies at a place");
            return bad(format!(
                "{} appears twice: in {place} and in {label}",
                written(SuitedCards(earlier.0 & cards.0), &t.rules)
            ));
        }
        self.seen = self.seen.plus(cards);
        self.places.push((cards, label));
        Ok(())
    }
}
