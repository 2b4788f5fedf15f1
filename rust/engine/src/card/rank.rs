//! Ranks and their names, suits and their symbols, and splitting card strings into tokens: the
//! vocabulary every card game of the engine reads and writes.

use crate::error::EngineError;

/// The joker's rank index: above the ace.
pub const JOKER: u8 = 13;
/// The ace's rank index.
pub const ACE: u8 = 12;
/// Number of rank indices, the joker included.
pub const RANKS: usize = 14;

const RANK_NAMES: [&str; RANKS] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*",
];

/// The short name of a rank: `"2"`..`"10"`, `"J" "Q" "K" "A"`, `"*"` for the joker.
pub fn rank_name(rank: u8) -> &'static str {
    RANK_NAMES[rank as usize]
}

/// Parses one rank token (`"10"`, `"T"`, `"q"`, `"B"`, `"*"`, ...), ignoring a trailing suit.
pub fn parse_rank(token: &str) -> Result<u8, EngineError> {
    let bad = || EngineError::Card(format!("{token:?} is not a card"));
    let body = strip_suit(token.trim()).ok_or_else(bad)?;
    let rank = match body.to_ascii_uppercase().as_str() {
        "2" => 0,
        "3" => 1,
        "4" => 2,
        "5" => 3,
        "6" => 4,
        "7" => 5,
        "8" => 6,
        "9" => 7,
        "10" | "T" => 8,
        "J" | "B" => 9,
        "Q" | "D" => 10,
        "K" => 11,
        "A" | "AS" => 12,
        "*" => JOKER,
        _ => return Err(bad()),
    };
    Ok(rank)
}

/// The suit symbol of a suit index 0..4 (`♠ ♥ ♦ ♣`).
pub const SUIT_SYMBOLS: [char; 4] = ['♠', '♥', '♦', '♣'];

/// Parses a suit character (`♠ ♥ ♦ ♣` or `s h d c`, either case) into its index.
pub fn parse_suit(c: char) -> Option<u8> {
    match c.to_ascii_lowercase() {
        '♠' | 's' => Some(0),
        '♥' | 'h' => Some(1),
        '♦' | 'd' => Some(2),
        '♣' | 'c' => Some(3),
        _ => None,
    }
}

/// Splits a card token into its rank part and its optional suit.
pub fn split_suit(token: &str) -> (&str, Option<u8>) {
    let mut chars = token.chars();
    match chars.next_back() {
        Some(last) if token.chars().count() > 1 => match parse_suit(last) {
            // "D" alone is a rank (Dame); "Dd" is a queen of diamonds. A bare letter is never a suit.
            Some(suit) if !token.eq_ignore_ascii_case("as") => (chars.as_str(), Some(suit)),
            _ => (token, None),
        },
        _ => (token, None),
    }
}

fn strip_suit(token: &str) -> Option<&str> {
    let (body, _) = split_suit(token);
    (!body.is_empty()).then_some(body)
}

/// Splits a card string into tokens at spaces, commas and dashes.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '-', '\t', '\n'])
        .filter(|t| !t.is_empty())
}
