//! The engine's one error type. The Python binding maps each variant to one exception class.

use std::fmt;

/// Everything that can be wrong with input to the engine. The message names the offending input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// A malformed card string, or a card that is not in the game.
    Card(String),
    /// An unknown or inconsistent rule option, or an impossible configuration.
    Rules(String),
    /// A move that is not legal here, or not in this phase, or with cards the player does not hold.
    IllegalMove(String),
    /// A serialized state that cannot be read back.
    State(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Card(m)
            | EngineError::Rules(m)
            | EngineError::IllegalMove(m)
            | EngineError::State(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for EngineError {}

/// The most characters of an input that an error message shows.
pub const SHOWN_CHARS: usize = 80;

/// `text` as an error message shows it: quoted as Rust's `{:?}` quotes it, and when longer than
/// [`SHOWN_CHARS`] characters cut there, with its length named (`"xyyy..." (1000000
/// characters)`), so that no input makes a message longer than a line or two.
pub fn shown(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(SHOWN_CHARS).collect();
    if chars.next().is_none() {
        return format!("{text:?}");
    }
    format!(
        "{:?} ({} characters)",
        format!("{head}..."),
        text.chars().count()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_is_shown_whole_and_a_long_one_cut() {
        assert_eq!(shown("pimc"), "\"pimc\"");
        let whole = "x".repeat(SHOWN_CHARS);
        assert_eq!(shown(&whole), format!("{whole:?}"));
        let text = shown(&"é".repeat(1_000_000));
        assert!(text.chars().count() < 120, "{text}");
        assert!(text.ends_with("...\" (1000000 characters)"), "{text}");
    }
}
