//! The invariants every game of the engine keeps under random play, checked by one harness that
//! each game's tests run (after OpenSpiel's random-simulation test): a match played with random
//! legal moves from its first deal to its end, checked at every step.
//!
//! - Before the end there is always a player to move with at least one legal move, listed once
//!   each; after it there is none. A match that stops between deals waits with nobody to move.
//! - A random move is one of the listed moves.
//! - Checked and unchecked application agree; a move that is not legal is refused and changes
//!   nothing.
//! - Every view passes its own check, and the viewer's listed moves are the match's.
//! - The match reads back from its record unchanged.
//! - A finished match has an outcome with a place for every seat.
//!
//! A failure is returned as a message naming the seed, the step and what broke.

use crate::game::{Game, GameView};
use crate::moves::Moves;
use crate::rng::Rng;

/// How often the costlier checks run: every `json_every`-th step the record is read back, and
/// every `views_every`-th step every seat's view is checked.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Steps between record round trips.
    pub json_every: usize,
    /// Steps between checks of every seat's view.
    pub views_every: usize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            json_every: 17,
            views_every: 5,
        }
    }
}

/// Plays one match of `players` under `rules` from `seed` with random legal moves, stopping
/// between deals when `stops`, and checks the invariants at every step. Returns the number of
/// moves played.
pub fn random_play<G: Game>(
    players: usize,
    rules: G::Rules,
    seed: u64,
    stops: bool,
    budget: Budget,
) -> Result<u64, String> {
    let mut game = G::start(players, rules, seed, true).map_err(|e| format!("start: {e}"))?;
    game.stop_between_deals(stops);
    // A twin of another seed: its legal moves are often illegal here.
    let new_twin = || G::start(players, rules, seed ^ 0x9e37_79b9, false);
    let mut twin = new_twin().map_err(|e| e.to_string())?;
    let mut rng = Rng::derived(seed, 0x1a7);
    let mut step = 0usize;
    loop {
        let at = |what: &str| format!("seed {seed}, step {step}: {what}");
        if game.is_between_deals() {
            check_waiting(&game).map_err(|e| at(&e))?;
            game.next_deal()
                .map_err(|e| at(&format!("next deal: {e}")))?;
            continue;
        }
        if game.is_over() {
            return check_over(&game).map(|()| step as u64).map_err(|e| at(&e));
        }
        let moves = listed(&game);
        check_step(&game, &moves, &mut rng).map_err(|e| at(&e))?;
        check_refusals(&game, &twin, &moves).map_err(|e| at(&e))?;
        if step.is_multiple_of(budget.views_every) {
            check_views(&game, &moves).map_err(|e| at(&e))?;
        }
        if step.is_multiple_of(budget.json_every) {
            check_record(&game).map_err(|e| at(&e))?;
        }
        let mv = moves[rng.below(moves.len() as u32) as usize];
        let mut unchecked = game.clone();
        unchecked.apply_unchecked(mv);
        game.apply(mv)
            .map_err(|e| at(&format!("a listed move {mv} refused: {e}")))?;
        if unchecked != game {
            return Err(at(&format!("checked and unchecked {mv} disagree")));
        }
        advance_twin(&mut twin, &mut rng);
        if twin.is_over() {
            twin = new_twin().map_err(|e| e.to_string())?;
        }
        step += 1;
    }
}

/// The legal moves of the player to move.
fn listed<G: Game>(game: &G) -> Vec<G::Move> {
    let mut list = G::MoveList::default();
    game.legal_moves(&mut list);
    list.iter_moves().collect()
}

fn check_waiting<G: Game>(game: &G) -> Result<(), String> {
    if game.current_player().is_some() || !listed(game).is_empty() {
        return Err("a player to move while waiting between deals".into());
    }
    Ok(())
}

/// Somebody to move, moves listed once each, and a random move among them.
fn check_step<G: Game>(game: &G, moves: &[G::Move], rng: &mut Rng) -> Result<(), String> {
    if game.current_player().is_none() {
        return Err("nobody to move before the end".into());
    }
    if moves.is_empty() {
        return Err("no legal move before the end".into());
    }
    let distinct: std::collections::HashSet<_> = moves.iter().collect();
    if distinct.len() != moves.len() {
        return Err("a move listed twice".into());
    }
    let random = game.random_move(&mut rng.clone());
    rng.next_u64();
    if !moves.contains(&random) {
        return Err(format!("the random move {random} is not listed"));
    }
    Ok(())
}

/// The twin's moves that are not legal here are refused and change nothing.
fn check_refusals<G: Game>(game: &G, twin: &G, moves: &[G::Move]) -> Result<(), String> {
    if twin.current_player().is_none() {
        return Ok(());
    }
    for mv in listed(twin)
        .into_iter()
        .filter(|m| !moves.contains(m))
        .take(4)
    {
        let mut tried = game.clone();
        if tried.apply(mv).is_ok() {
            return Err(format!("{mv} is not listed, yet applied"));
        }
        if tried != *game {
            return Err(format!("refusing {mv} changed the match"));
        }
    }
    Ok(())
}

/// Every seat's view passes its check; the mover's view lists the match's moves.
fn check_views<G: Game>(game: &G, moves: &[G::Move]) -> Result<(), String> {
    for p in 0..game.players() {
        let view = game.view(p);
        view.check()
            .map_err(|e| format!("the view of seat {p} fails its check: {e}"))?;
        let theirs = view.legal_moves();
        let expected = if game.current_player() == Some(p) {
            moves.to_vec()
        } else {
            Vec::new()
        };
        if theirs != expected {
            return Err(format!("the view of seat {p} lists other moves"));
        }
    }
    Ok(())
}

fn check_record<G: Game>(game: &G) -> Result<(), String> {
    let text = crate::record::to_json(game).map_err(|e| format!("written: {e}"))?;
    let back: G = crate::record::from_json(&text).map_err(|e| format!("read back: {e}"))?;
    if back != *game {
        return Err("the record reads back as another match".into());
    }
    Ok(())
}

fn check_over<G: Game>(game: &G) -> Result<(), String> {
    if game.current_player().is_some() || !listed(game).is_empty() {
        return Err("moves after the end".into());
    }
    let outcome = game.outcome().ok_or("over without an outcome")?;
    if outcome.places.len() != game.players() || outcome.winners.is_empty() {
        return Err("an outcome without a place for every seat, or without a winner".into());
    }
    check_record(game)?;
    check_views(game, &[])
}

/// Moves the twin on by a random move.
fn advance_twin<G: Game>(twin: &mut G, rng: &mut Rng) {
    if twin.is_between_deals() {
        let _ = twin.next_deal();
    }
    if twin.current_player().is_some() {
        let mv = twin.random_move(rng);
        twin.apply_unchecked(mv);
    }
}
