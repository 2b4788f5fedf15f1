//! The deals of a view's log that are over, each checked event by event as the rules make a
//! deal: the exchanges first, one a seat at most; then tricks of the players dealt in, each play
//! in turn and doing what the log says, each trick won by the seat the rules make it, the first
//! led by the seat after the dealer and each next by the last trick's winner; then one showdown,
//! once every trick is done, and the players out and draws for the next dealer after it; the match's end only in its last deal. When the log shows the whole match, the totals are
//! its showdowns' points.

use crate::error::EngineError;
use crate::game::PlayerSet;

use super::event::Event;
use super::trick::Trick;
use super::view::{impossible, play_next, View};

impl View {
    /// Whether the log shows the whole match, from the draw for the first dealer (a described
    /// position's shows its deal only).
    pub(super) fn logs_whole_match(&self) -> bool {
        matches!(self.log.first(), Some(Event::Draw { .. }))
    }

    /// When the log shows the whole match, the totals are the points of its showdowns' losers.
    pub(super) fn check_totals_in_log(&self) -> Result<(), EngineError> {
        if !self.logs_whole_match() {
            return Ok(());
        }
        let mut totals = vec![0u32; self.players.into()];
        for event in &self.log {
            if let Event::Showdown { losers, points, .. } = event {
                for &p in losers {
                    if let Some(t) = totals.get_mut(usize::from(p)) {
                        *t += u32::from(*points);
                    }
                }
            }
        }
        if !totals
            .into_iter()
            .eq(self.totals.iter().map(|&t| u32::from(t)))
        {
            return impossible("the totals are not the points of the log's showdowns");
        }
        Ok(())
    }

    /// Checks every deal of the log that is over, as the module documentation says.
    pub(super) fn check_past_deals(&self) -> Result<(), EngineError> {
        let starts: Vec<usize> = (self.log.iter().enumerate())
            .filter(|(_, e)| matches!(e, Event::Deal { .. }))
            .map(|(i, _)| i)
            .collect();
        let over = if self.phase.in_deal() {
            starts.len().saturating_sub(1)
        } else {
            starts.len()
        };
        for (k, &start) in starts.iter().enumerate().take(over) {
            let end = starts.get(k + 1).copied().unwrap_or(self.log.len());
            self.check_past_deal(start, &self.log[start..end], k + 1 == starts.len())?;
        }
        Ok(())
    }

    /// The deal of `events` (its `Deal` event first, at `start` in the log), over.
    fn check_past_deal(
        &self,
        start: usize,
        events: &[Event],
        last: bool,
    ) -> Result<(), EngineError> {
        let Event::Deal { dealer, hands, .. } = &events[0] else {
            return impossible("no deal where the log deals");
        };
        let mut dealt_in = PlayerSet::default();
        for &(p, _) in hands {
            dealt_in.insert(p.into());
        }
        let mut leader = dealt_in.next_after((*dealer).into(), self.players.into()) as u8;
        let mut trick = Trick::default();
        let (mut exchanged, mut played, mut showdown) = (PlayerSet::default(), false, false);
        for (k, event) in events.iter().enumerate().skip(1) {
            let i = start + k;
            let bad = |m: &str| impossible(&format!("the log's event {i} ({event}): {m}"));
            match *event {
                Event::Exchange { player, .. } => {
                    if played || showdown || exchanged.has(player.into()) {
                        return bad("an exchange the rules do not give here");
                    }
                    exchanged.insert(player.into());
                }
                Event::Play { player, .. }
                    if showdown || (trick.is_empty() && player != leader) =>
                {
                    return bad("a play out of turn");
                }
                Event::Play {
                    player,
                    cards,
                    kind,
                } => {
                    played = true;
                    let done = play_next(
                        &mut trick,
                        (player, cards),
                        dealt_in,
                        self.players,
                        &self.rules,
                    );
                    match done {
                        Err(m) => return bad(&m),
                        Ok(done) if done != kind => return bad("the play did not do what it says"),
                        Ok(_) => {}
                    }
                }
                Event::Trick { winner } => {
                    if showdown || trick.plays.len() != dealt_in.len() || winner != trick.winning {
                        return bad("the trick is not complete, or another seat wins it");
                    }
                    trick.clear();
                    leader = winner;
                }
                Event::Showdown { .. } if showdown || !trick.is_empty() => {
                    return bad("a showdown before the deal's tricks are done");
                }
                Event::Showdown { .. } => showdown = true,
                Event::Out { .. } | Event::Draw { .. } if !showdown => {
                    return bad("the rules give this only after the showdown");
                }
                Event::End { .. } if !showdown || !last => {
                    return bad("the match ends where the rules do not end it");
                }
                Event::Out { .. } | Event::End { .. } | Event::Draw { .. } => {}
                Event::Deal { .. } => {
                    return bad("the rules give no such event in a deal");
                }
            }
        }
        if !showdown {
            return impossible(&format!(
                "the log's deal at event {start} ends without a showdown"
            ));
        }
        Ok(())
    }
}
