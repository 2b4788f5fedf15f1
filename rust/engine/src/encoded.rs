//! A game as numbers for learning agents: its observation of a view and its action ids. Each
//! game documents its layout beside its implementation (`games/*/observation.rs`,
//! `games/*/actions.rs`); what a framework step needs of any of them is written once here.

use crate::error::EngineError;
use crate::game::Game;

/// A game with a fixed-length observation and a fixed set of action ids.
pub trait Encoded: Game {
    /// The number of action ids.
    const ACTIONS: usize;
    /// The length of an observation.
    const OBSERVATION_LEN: usize;

    /// What `seat` may know, as [`Game::view`] gives it but perhaps without the parts the
    /// encoding does not read (a log that grows with the match).
    fn position(&self, seat: usize) -> Self::View;

    /// Writes the observation of `view` into `out` ([`Encoded::OBSERVATION_LEN`] numbers; a
    /// slice of another length is left as it is).
    fn encode(view: &Self::View, out: &mut [f32]);

    /// Marks the legal moves of `view` in `out` ([`Encoded::ACTIONS`] flags: 1 legal, 0 not).
    fn mask(view: &Self::View, out: &mut [i8]);

    /// The move action `id` stands for, for the player to move, or `None` when it stands for
    /// none (no such id, no such cards in the hand, nobody to move). It need not be legal.
    fn action_move(&self, id: usize) -> Option<Self::Move>;
}

/// Writes what `seat` may know of `game` into `observation`, and its legal moves into `mask`
/// (all 0 when it is not that seat's turn).
pub fn observe<G: Encoded>(game: &G, seat: usize, observation: &mut [f32], mask: &mut [i8]) {
    let view = game.position(seat);
    G::encode(&view, observation);
    G::mask(&view, mask);
}

/// Makes the move of action `id` for the player to move: `Ok(true)` when it was legal and is
/// made, `Ok(false)` when `id` stands for no legal move now (the game is unchanged).
pub fn apply_action<G: Encoded>(game: &mut G, id: usize) -> Result<bool, EngineError> {
    let Some(mv) = game.action_move(id) else {
        return Ok(false);
    };
    match game.apply(mv) {
        Ok(()) => Ok(true),
        Err(EngineError::IllegalMove(_)) => Ok(false),
        Err(e) => Err(e),
    }
}
