//! Whole 4-player games of the `pusoy_dos2` crate (0.15), timed on one thread.
//!
//! The crate has no generator of legal moves, so every move is the one its own computer player
//! suggests (`Game::suggest_move`); when it suggests nothing, or the game refuses the
//! suggestion, the player passes. A game ends, as in Big Two, the moment a hand is empty (the
//! crate would play on for the other places). A game is stuck when the game refuses both the
//! suggestion and the pass, or when it runs past `STUCK` decisions; it is stopped there and
//! counted apart, and a refused decision is not counted as a decision.
//!
//! Usage: `pusoy-dos2-rate GAMES`; prints one line of JSON.

use std::time::Instant;

use pusoy_dos2::cards::Suit;
use pusoy_dos2::game::{FlushPrecedence, Game, Ruleset};

/// Decisions after which a game counts as stuck (a real game of 52 cards takes well under 200).
const STUCK: u32 = 1_000;

/// The standard suit order, low to high (diamonds, clubs, hearts, spades).
const SUITS: [Suit; 4] = [Suit::Diamonds, Suit::Clubs, Suit::Hearts, Suit::Spades];

const RULES: Ruleset = Ruleset {
    reversals_enabled: false,
    flush_precedence: FlushPrecedence::Suit,
};

/// One decision of the player to move; false when nobody is to move or nothing was accepted.
fn decide(game: &mut Game) -> bool {
    let Some(player) = game.get_next_player() else {
        return false;
    };
    let suggestion = game.suggest_move(&player).unwrap_or_default();
    game.play_move(&player, suggestion).is_ok() || game.play_move(&player, Vec::new()).is_ok()
}

/// Plays one game to its first winner: the decisions made and whether it got stuck.
fn one_game(ids: &[String]) -> (u32, bool) {
    let mut game = Game::new(1, 0, ids, SUITS, RULES);
    let mut decisions = 0;
    while game.get_winners().is_empty() {
        if decisions == STUCK || !decide(&mut game) {
            return (decisions, true);
        }
        decisions += 1;
    }
    (decisions, false)
}

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000);
    let ids: Vec<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
    let (mut decisions, mut stuck, mut stuck_decisions) = (0u64, 0u32, 0u64);
    let start = Instant::now();
    for _ in 0..games {
        let (n, is_stuck) = one_game(&ids);
        decisions += u64::from(n);
        if is_stuck {
            stuck += 1;
            stuck_decisions += u64::from(n);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{{\"games\": {games}, \"seconds\": {seconds:.4}, \"decisions\": {decisions}, \
         \"decisions_per_second\": {:.1}, \"games_per_second\": {:.1}, \"stuck\": {stuck}, \
         \"stuck_decisions\": {stuck_decisions}}}",
        decisions as f64 / seconds,
        f64::from(games) / seconds
    );
}
