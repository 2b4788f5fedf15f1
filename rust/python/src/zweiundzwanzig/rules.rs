//! `Rules`: an immutable rule set of the Zweiundzwanzig family with presets and `replace`.

use zz_engine::games::zweiundzwanzig::Rules as EngineRules;

use crate::errors::Result;

rules_class! {
    /// A rule set of the Zweiundzwanzig family (the rules: `docs/rules/`). Immutable: `replace`
    /// returns a changed copy; unknown or inconsistent options raise `RulesError`. The presets are
    /// `standard()`, `twenty_two()`, `rasmussen()` and `sechsundzwanzig()`; the options, each a
    /// property below, are `beat_against`, `compulsory_beating`, `trick_winner`, `loss_cards`,
    /// `jokers_per_deck`, `decks`, `elimination`, `first_deal`, `exchange` and `all_out`, and combine
    /// freely (`docs/rules/options.md`).
    ///
    /// >>> import zweiundzwanzig as zz
    /// >>> r = zz.Rules.standard().replace(elimination=30)
    /// >>> r.elimination, r.preset, r
    /// (30, None, Rules.standard().replace(elimination=30))
    module: "zweiundzwanzig",
    engine: EngineRules,
    game: "the Zweiundzwanzig family",
    class: "a zz.Rules",
    presets: [
        /// The standard game, `docs/rules/standard.md` (`all_out="share"`).
        standard,
        /// Twenty-Two, `docs/rules/twenty_two.md`: the lowest total wins when all go out together.
        twenty_two,
        /// Schlagen und Stechen (Ben Rasmussen), `docs/rules/rasmussen.md`.
        rasmussen,
        /// Sechsundzwanzig (Roman Igumnow), `docs/rules/sechsundzwanzig.md`.
        sechsundzwanzig,
    ],
    options: [
        /// What a follower must dominate to beat: `"best"`, the best play of the trick so far (standard), or `"lead"`, the leader's cards (Schlagen und Stechen).
        beat_against,
        /// Whether a player who can beat must beat (and may give off only when unable).
        compulsory_beating,
        /// Who wins the trick and leads the next: `"last_beat"`, whoever beat last (standard), or `"last_stechen"`, whoever made the last stechen play, else the leader again.
        trick_winner,
        /// What happens to a loss card: `"kept"`, it lies in front of its owner and is out of the deck while they are in (standard), or `"returned"`, only its value is written down.
        loss_cards,
        /// Jokers in each deck (0 to 8; 2 in Sechsundzwanzig).
        jokers_per_deck,
        /// The number of 52-card decks (1 to 16), or None for one deck per six players.
        decks,
        /// A player whose total reaches this many points is out (22 standard, 26 Sechsundzwanzig).
        elimination,
        /// The cards each player gets in the first deal (1 to 13; 7 standard).
        first_deal,
        /// Whether each player may exchange cards with the stock before the tricks of a deal.
        exchange,
        /// Who wins when every player still in goes out at the same showdown: `"share"`, all of them, or `"lowest_total"`, the lowest total (a tie shares).
        all_out,
    ],
    methods: {
        /// The number of decks for `players` players (2 to 32; else a `RulesError`).
        fn decks_for(&self, players: crate::args::Int) -> pyo3::PyResult<u8> {
            Ok(self.rules.decks_for(crate::args::table_players_arg(players)?))
        }

        /// The value of a card rank for scoring and deal sizes: 2-10, J Q K 10, A 11, joker 13.
        #[staticmethod]
        fn value(rank: &str) -> Result<u8> {
            let r = zz_engine::card::parse_rank(crate::cards::one_token(rank)?)?;
            Ok(EngineRules::value(r))
        }
    }
}
