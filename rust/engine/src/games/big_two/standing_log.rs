//! The standing a view shows (its totals and game winners) held to its log, when the log shows
//! the whole match from the first deal: each `game_over` adds its penalties to the totals (the
//! winner's 0) and names the game's winner, and games are dealt one after another. A log that
//! starts later (a described position) says nothing of the games before it.

use crate::error::EngineError;

use super::event::Event;
use super::view::View;

fn impossible(what: String) -> Result<(), EngineError> {
    Err(EngineError::State(format!("not a possible view: {what}")))
}

impl View {
    /// Checks the standing against the log, as the module documentation says.
    pub(super) fn check_standing_in_log(&self) -> Result<(), EngineError> {
        if !matches!(self.log.first(), Some(Event::Deal { game: 1, .. })) {
            return Ok(());
        }
        let n = usize::from(self.players);
        let mut totals = vec![0u32; n];
        let mut winners = Vec::new();
        let mut dealt = 0;
        for (i, event) in self.log.iter().enumerate() {
            match event {
                Event::Deal { game, .. } if usize::from(*game) != dealt + 1 => {
                    return impossible(format!("the log's event {i} (deal) deals out of turn"));
                }
                Event::Deal { .. } => dealt += 1,
                Event::GameOver {
                    game,
                    winner,
                    penalties,
                    totals: after,
                } => {
                    let adds_up = penalties.len() == n
                        && penalties.get(usize::from(*winner)) == Some(&0)
                        && usize::from(*game) == dealt
                        && winners.len() + 1 == dealt;
                    for (t, p) in totals.iter_mut().zip(penalties) {
                        *t = t.saturating_add(*p);
                    }
                    if !adds_up || totals != *after {
                        return impossible(format!(
                            "the log's event {i} (game_over) is not what the rules give here"
                        ));
                    }
                    winners.push(*winner);
                }
                _ => {}
            }
        }
        if winners != self.game_winners || totals != self.totals {
            return impossible("the totals or game winners are not the log's".into());
        }
        Ok(())
    }
}
