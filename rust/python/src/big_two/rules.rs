//! `big_two.Rules`: an immutable rule set of Big Two with its five presets and `replace`.

use pyo3::prelude::*;
use zz_engine::games::big_two::order::lowest_card;
use zz_engine::games::big_two::Rules as EngineRules;

use crate::big_two::card::{card_list, extract_cards, Card};

rules_class! {
    /// A rule set of Big Two. Immutable: `replace` returns a changed copy; unknown or
    /// out-of-range options raise `RulesError`, and a match that could never end (neither
    /// `games` nor `penalty_limit`) is refused when it starts. The presets are `standard()`,
    /// `taiwan()`, `hong_kong()`, `pusoy_dos()` and `indonesia()`; every option is a property
    /// below, and options combine freely.
    ///
    /// >>> from zweiundzwanzig import big_two
    /// >>> r = big_two.Rules.taiwan().replace(pass_is_final=True)
    /// >>> r.suit_order, r.preset, r
    /// ('bridge', None, Rules.taiwan().replace(pass_is_final=True))
    /// >>> str(r.lowest_card), [str(c) for c in r.sorted("3d 3c 2s")]
    /// ('3♣', ['2♠', '3♦', '3♣'])
    module: "zweiundzwanzig.big_two",
    engine: EngineRules,
    game: "Big Two",
    class: "a big_two.Rules",
    presets: [
        /// The standard game: suits ♦ ♣ ♥ ♠ from low to high, play to the right, the lowest card
        /// leads every game, flushes by suit, the standard straights and penalties, the match
        /// until a total reaches 50.
        standard,
        /// Taiwan: the bridge order of the suits, ♣ ♦ ♥ ♠ (the 3♣ is the lowest card).
        taiwan,
        /// Hong Kong: flushes compare by their highest card first, by suit only on a tie.
        hong_kong,
        /// Pusoy Dos (the Philippines): the suits ♣ ♠ ♥ ♦ (the 3♣ lowest, the 2♦ highest).
        pusoy_dos,
        /// Indonesia: a player who passed has no more turns in the round.
        indonesia,
    ],
    options: [
        /// The order of the suits from low to high: `"standard"` (♦ ♣ ♥ ♠), `"bridge"`
        /// (♣ ♦ ♥ ♠) or `"philippines"` (♣ ♠ ♥ ♦). The 3 of the lowest suit is the lowest card.
        suit_order,
        /// Whether play passes to the left (seat `p + 1`) instead of the right (`p - 1`).
        clockwise,
        /// Whether only the first game starts with the lowest card, every later game led freely
        /// by the winner of the game before.
        winner_leads,
        /// Whether a player who passed may not play again until the round ends (they are
        /// skipped, not asked).
        pass_is_final,
        /// Whether flushes compare by their highest card first (then the next, and so on), by
        /// suit only when all five ranks are equal; otherwise by suit first.
        flush_by_rank,
        /// Where the straights holding a 2 stand: `"standard"` (A-2-3-4-5 lowest, then
        /// 2-3-4-5-6, ... 10-J-Q-K-A highest), `"a2345_high"` (A-2-3-4-5 highest),
        /// `"23456_high"` (2-3-4-5-6 highest) or `"no_twos"` (no straight holds a 2).
        straights,
        /// The penalty table: `"standard"` (per card 1 below 10 cards left, 2 at 10-12, 3 at 13
        /// or more) or `"harsh"` (1 below 8, 2 at 8-9, 3 at 10-12, 4 at 13 or more).
        penalties,
        /// Whether each 2 left in hand doubles the penalty again.
        double_twos,
        /// The cards each of two players gets: 13 (standard) or 17; the rest are out of play,
        /// unseen by both. Three players always get 17, four 13.
        hand_size,
        /// The games of a match (1 to 1000), or None for no fixed number (standard).
        games,
        /// The total of penalty points at which the match ends (1 to 10000; 50 standard), or
        /// None for no limit. With `games` too, whichever comes first ends the match.
        penalty_limit,
    ],
    methods: {
        /// The lowest card of the deck under these rules (the 3 of the lowest suit): the first
        /// lead of a game contains it.
        #[getter]
        fn lowest_card(&self) -> Card {
            Card::new(lowest_card(&self.rules))
        }

        /// The cards given (a string such as `"3d 2s Ah"`, `Card`s, a `Move`, a list of them),
        /// from the strongest down in this rule set's order.
        fn sorted(&self, cards: &Bound<'_, PyAny>) -> PyResult<Vec<Card>> {
            Ok(card_list(extract_cards(cards)?, &self.rules))
        }

        /// The strength of a card under these rules: 0 the lowest card ... 51 the highest (its
        /// rank from the 3 up to the 2, then its suit): a sort key, `sorted(cards, key=rules.strength)`.
        fn strength(&self, card: &Bound<'_, PyAny>) -> PyResult<u8> {
            let one = crate::big_two::card::one_card(card)?;
            Ok(zz_engine::games::big_two::order::strength(one, &self.rules))
        }
    }
}
