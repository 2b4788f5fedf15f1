//! `arschloch.Rules`: an immutable rule set of Arschloch with presets and `replace`.

use zz_engine::games::arschloch::Rules as EngineRules;

rules_class! {
    /// A rule set of Arschloch (the rules: `docs/rules/arschloch.md`). Immutable: `replace` returns a
    /// changed copy; unknown or out-of-range options raise `RulesError`, and a table the rules cannot
    /// deal for is refused when a match starts. The preset is `standard()`; the options, each a
    /// property below, are `games`, `lead_jokers`, `piles`, `hand_size` and `chef_chooses`.
    ///
    /// >>> from zweiundzwanzig import arschloch
    /// >>> r = arschloch.Rules.standard().replace(games=3)
    /// >>> r.games, r.preset, r
    /// (3, None, Rules.standard().replace(games=3))
    module: "zweiundzwanzig.arschloch",
    engine: EngineRules,
    game: "Arschloch",
    class: "an arschloch.Rules",
    presets: [
        /// The standard game: 11 piles of 10 cards, no joker leads, matches of 5 games.
        standard,
    ],
    options: [
        /// The games in a match (1 to 1000; 5 standard).
        games,
        /// Whether jokers alone may be led (they win the round at once; not in the standard game).
        lead_jokers,
        /// The piles the pack is dealt into, one a player, the rest out of play (2 to 110, at most
        /// 110 cards on them all; 11 standard).
        piles,
        /// The cards on each pile: every player's hand (1 to 55; 10 standard).
        hand_size,
        /// Whether each Chef chooses the cards they give back in the exchange, a decision of
        /// theirs before the game's first lead, rather than giving their worst (False standard).
        chef_chooses,
    ],
    methods: {}
}
