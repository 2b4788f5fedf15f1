//! The hidden cards (3.2, 3.4): a deal must exist that gives every other player the cards the
//! record says they hold. The exchange partner of the describing player kept only what the
//! exchange allows (an Arsch nothing above the best cards it gave, a Chef nothing below the
//! worst it gave back), so its plays beyond the cards it received must be in that range; the
//! players who passed the lead hold only cards nobody may lead. Then the engine's own check of
//! the view and a draw of the hidden hands as search draws them (`determinize`) must succeed.

use crate::card::{Cards, JOKER, RANKS};
use crate::error::EngineError;
use crate::rng::Rng;

use super::super::determinize::Unseen;
use super::super::view::View;
use super::bad;

/// Checks that the hidden hands of `view` can be dealt.
pub(super) fn check(view: &View) -> Result<(), EngineError> {
    partner_plays(view)?;
    let unseen = Unseen::of(view).map_err(reworded)?;
    unseen
        .sample(&mut Rng::seeded(0))
        .map_err(reworded)
        .map(|_| ())
}

/// The exchange partner's plays fit what it kept of the hand it was dealt.
fn partner_plays(view: &View) -> Result<(), EngineError> {
    let me = view.player;
    for e in &view.exchanges {
        let (Some(given), Some(returned)) = (e.given, e.returned) else {
            continue;
        };
        let (partner, received, low, high, kept) = if e.taker == me {
            // My Arsch gave me its best: it kept nothing above the lowest of them.
            let top = given.lowest();
            (
                e.giver,
                returned,
                0,
                top,
                format!("nothing above [{}]", Cards::of(top, 1)),
            )
        } else if e.giver == me && !view.rules.chef_chooses {
            // My Chef gave me its worst: it kept nothing below the highest of them.
            let bottom = returned.highest();
            (
                e.taker,
                given,
                bottom,
                JOKER,
                format!("nothing below [{}]", Cards::of(bottom, 1)),
            )
        } else {
            continue;
        };
        let own = beyond(view.played[usize::from(partner)], received);
        let outside = (0..RANKS as u8)
            .filter(|&r| r < low || r > high)
            .fold(Cards::EMPTY, |c, r| c.plus(Cards::of(r, own.count(r))));
        if !outside.is_empty() {
            return bad(format!(
                "seat {partner} kept {kept} of the hand it was dealt in the exchange with seat \
                 {me}, yet played [{outside}] beyond the cards it received, [{received}]"
            ));
        }
    }
    Ok(())
}

/// The cards of `played` beyond those of `received`, rank by rank.
fn beyond(played: Cards, received: Cards) -> Cards {
    (0..RANKS as u8).fold(Cards::EMPTY, |c, r| {
        c.plus(Cards::of(
            r,
            played.count(r).saturating_sub(received.count(r)),
        ))
    })
}

/// An error of the view's check or of the draw, as a reason a position is impossible.
fn reworded(e: EngineError) -> EngineError {
    match e {
        EngineError::State(m) => {
            let why = m
                .strip_prefix("not a possible view: ")
                .map(str::to_string)
                .or_else(|| {
                    m.strip_prefix("cannot sample the hidden cards: ")
                        .map(|w| format!("the hidden cards cannot be dealt: {w}"))
                })
                .unwrap_or(m);
            EngineError::State(format!("impossible position: {why}"))
        }
        other => other,
    }
}
