//! The draw for the deal as written (1.3, 1.9): where chance picks the dealer (the first deal,
//! or several losers of a showdown), a record gives the cards each round turned up, or only the
//! dealer. Checked as the draw is made: the first round among those who draw, each further round
//! among those tied at the top, every card from the pack (refilled when too few are left), the
//! last round won by one seat alone.

use crate::card::{rank_name, RANKS};
use crate::game::PlayerSet;

use super::event::{DrawFor, Event};
use super::state::Match;
use super::stock::Pack;

/// The rounds of a draw for the deal: each round's (seat, rank) pairs.
pub(super) type Rounds = Vec<Vec<(u8, u8)>>;

/// A written draw checked, to put in the log in place of the draw made from the seed.
pub(super) struct WrittenDraw {
    /// The events of the draw made from the seed (they end the log).
    pub(super) events: usize,
    pub(super) purpose: DrawFor,
    pub(super) rounds: Rounds,
}

/// How the dealer of the deal waiting to be dealt was chosen.
pub(super) enum DealerChoice {
    /// By the rules: the only loser of the last showdown deals.
    Fixed(u8),
    /// By a draw among `candidates`, whose rounds are the last `events` events of the log.
    Drawn {
        purpose: DrawFor,
        candidates: PlayerSet,
        events: usize,
    },
}

impl Match {
    /// How the waiting deal's dealer was chosen: the draw is the run of draw events that ends the
    /// log (a showdown, an out or a deal ends every other run).
    pub(super) fn dealer_choice(&self) -> DealerChoice {
        let events = self
            .log
            .iter()
            .rev()
            .take_while(|e| matches!(e, Event::Draw { .. }));
        let events = events.count();
        match self.log.get(self.log.len() - events) {
            Some(Event::Draw { purpose, draws }) => DealerChoice::Drawn {
                purpose: *purpose,
                candidates: seats(draws),
                events,
            },
            _ => DealerChoice::Fixed(self.dealer),
        }
    }

    /// The rounds of a draw among `candidates`, each sorted by seat as the engine draws, checked
    /// (see the module documentation); the seat it makes the dealer.
    pub(super) fn checked_draw(
        &self,
        candidates: PlayerSet,
        rounds: &[Vec<(u8, u8)>],
    ) -> Result<(u8, Rounds), String> {
        let deck = self.rules.deck(self.players as usize);
        let mut pack = Pack::of(&deck);
        let mut drawing = candidates;
        let mut sorted = Vec::with_capacity(rounds.len());
        for (i, round) in rounds.iter().enumerate() {
            if drawing.len() == 1 {
                return Err(format!(
                    "the draw was over after round {i}: no round {}",
                    i + 1
                ));
            }
            let mut round = round.clone();
            round.sort_unstable();
            check_drawers(&round, drawing, i + 1)?;
            if pack.left() < drawing.len() as u32 {
                pack = Pack::of(&deck);
            }
            for &(seat, rank) in &round {
                if !pack.take(rank) {
                    return Err(no_such_card(seat, rank, i + 1));
                }
            }
            drawing = top_seats(&round);
            sorted.push(round);
        }
        match drawing.iter().collect::<Vec<_>>()[..] {
            [dealer] if !sorted.is_empty() => Ok((dealer as u8, sorted)),
            _ if sorted.is_empty() => Err("a draw for the deal has at least one round".into()),
            _ => Err(format!(
                "the draw ends in a tie between seats {}: they draw again",
                names(drawing)
            )),
        }
    }

    /// Puts the written draw's rounds in place of the draw made from the seed.
    pub(super) fn replace_draw(&mut self, draw: WrittenDraw) {
        self.log.truncate(self.log.len() - draw.events);
        let purpose = draw.purpose;
        for draws in draw.rounds {
            self.record(|| Event::Draw { purpose, draws });
        }
    }
}

/// The seats of a round.
fn seats(round: &[(u8, u8)]) -> PlayerSet {
    let mut set = PlayerSet::default();
    for &(seat, _) in round {
        set.insert(seat as usize);
    }
    set
}

/// The seats that drew the highest card of a round.
fn top_seats(round: &[(u8, u8)]) -> PlayerSet {
    let top = round.iter().map(|&(_, r)| r).max().unwrap_or(0);
    let mut set = PlayerSet::default();
    for &(seat, rank) in round {
        if rank == top {
            set.insert(seat as usize);
        }
    }
    set
}

/// Checks that round `number` (sorted by seat) draws a card for each of `drawing` and no one
/// else.
fn check_drawers(round: &[(u8, u8)], drawing: PlayerSet, number: usize) -> Result<(), String> {
    if let Some(w) = round.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(format!("seat {} draws twice in round {number}", w[0].0));
    }
    if let Some(&(seat, _)) = round.iter().find(|&&(s, _)| !drawing.has(s as usize)) {
        return Err(format!(
            "seat {seat} does not draw in round {number}: seats {} draw",
            names(drawing)
        ));
    }
    let drew = seats(round);
    if let Some(seat) = drawing.iter().find(|&s| !drew.has(s)) {
        return Err(format!("seat {seat} draws no card in round {number}"));
    }
    Ok(())
}

/// Why a rank could not be drawn.
fn no_such_card(seat: u8, rank: u8, number: usize) -> String {
    if usize::from(rank) >= RANKS {
        return format!("seat {seat} draws no card ({rank} is not a rank) in round {number}");
    }
    format!(
        "seat {seat} draws a {} in round {number} that the pack no longer holds",
        rank_name(rank)
    )
}

/// Seats joined for a message: `1, 3`.
fn names(set: PlayerSet) -> String {
    let seats: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    seats.join(", ")
}
