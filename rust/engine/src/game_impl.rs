//! The [`crate::game::Game`] impl of a game whose `Match` is laid out the usual way, written
//! once: Arschloch's and Big Two's are the same line for line.
//!
//! The game's module must have, in scope where the macro is called, the types `Match`, `Rules`,
//! `Move`, `MoveList`, `View`, `Event` and `Phase` (with `Dealing` and `Over`), the constant
//! `MATCH_FORMAT`, and a `Match` with the fields `seed`, `stops`, `phase`, `game` and `totals`
//! and the methods `new`, `new_unlogged`, `rules`, `log`, `history`, `deal_next`,
//! `player_count`, `to_move`, `legal_moves_into`, `check`, `apply_move` and `outcome`.

/// Writes `impl Game for Match` from the game's own methods and fields (see the module
/// documentation), with the items given (a game's own `random_move`) added to it.
macro_rules! game_of_match {
    ($($own:item)*) => {
        impl $crate::game::Game for Match {
            type Rules = Rules;
            type Move = Move;
            type MoveList = MoveList;
            type View = View;
            type Event = Event;

            const RECORD_FORMAT: &'static str = MATCH_FORMAT;

            fn start(
                players: usize,
                rules: Rules,
                seed: u64,
                logged: bool,
            ) -> Result<Match, $crate::error::EngineError> {
                if logged {
                    Match::new(players, rules, seed)
                } else {
                    Match::new_unlogged(players, rules, seed)
                }
            }

            fn rules(&self) -> &Rules {
                Match::rules(self)
            }

            fn seed(&self) -> u64 {
                self.seed
            }

            fn log(&self) -> &[Event] {
                Match::log(self)
            }

            fn history(&self) -> &[Move] {
                Match::history(self)
            }

            fn stop_between_deals(&mut self, stop: bool) {
                self.stops = stop;
            }

            fn stops_between_deals(&self) -> bool {
                self.stops
            }

            fn is_between_deals(&self) -> bool {
                self.phase == Phase::Dealing
            }

            fn next_deal(&mut self) -> Result<(), $crate::error::EngineError> {
                self.deal_next()
            }

            fn players(&self) -> usize {
                self.player_count()
            }

            fn current_player(&self) -> Option<usize> {
                self.to_move()
            }

            fn legal_moves(&self, out: &mut MoveList) {
                self.legal_moves_into(out);
            }

            fn apply(&mut self, mv: Move) -> Result<(), $crate::error::EngineError> {
                self.check(mv)?;
                self.apply_move(mv);
                Ok(())
            }

            fn apply_unchecked(&mut self, mv: Move) {
                self.apply_move(mv);
            }

            fn is_over(&self) -> bool {
                self.phase == Phase::Over
            }

            fn outcome(&self) -> Option<$crate::game::Outcome> {
                Match::outcome(self)
            }

            fn view(&self, player: usize) -> View {
                View::of(self, player)
            }

            /// The total, at most `u16::MAX` (every rule set keeps totals far below it).
            fn total(&self, player: usize) -> u16 {
                u16::try_from(self.totals[player]).unwrap_or(u16::MAX)
            }

            fn deals(&self) -> u16 {
                self.game
            }

            $($own)*
        }
    };
}

pub(crate) use game_of_match;
