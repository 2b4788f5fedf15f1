//! Copying a match. [`Clone::clone_from`] copies into a match's own lists (the game winners, the
//! log, the history), keeping their room, where the derived one would make new lists: search
//! copies a determinized match into the same playout match for every playout, and so allocates
//! nothing for it once the lists have grown. Both name every field, so a field added to
//! [`Match`] must be added here (the compiler says so); a test checks that the copy is equal to
//! the original over many matches.

use super::state::Match;

impl Clone for Match {
    fn clone(&self) -> Match {
        let Match {
            rules,
            players,
            seed,
            rng,
            phase,
            game,
            dealer,
            hands,
            face_up,
            out_of_play,
            table,
            to_move,
            passed,
            must_hold,
            totals,
            game_winners,
            log,
            history,
            logging,
            stops,
            written,
        } = self;
        Match {
            rules: *rules,
            players: *players,
            seed: *seed,
            rng: *rng,
            phase: *phase,
            game: *game,
            dealer: *dealer,
            hands: *hands,
            face_up: *face_up,
            out_of_play: *out_of_play,
            table: *table,
            to_move: *to_move,
            passed: *passed,
            must_hold: *must_hold,
            totals: *totals,
            game_winners: game_winners.clone(),
            log: log.clone(),
            history: history.clone(),
            logging: *logging,
            stops: *stops,
            written: *written,
        }
    }

    fn clone_from(&mut self, source: &Match) {
        let Match {
            rules,
            players,
            seed,
            rng,
            phase,
            game,
            dealer,
            hands,
            face_up,
            out_of_play,
            table,
            to_move,
            passed,
            must_hold,
            totals,
            game_winners,
            log,
            history,
            logging,
            stops,
            written,
        } = source;
        self.rules = *rules;
        self.players = *players;
        self.seed = *seed;
        self.rng = *rng;
        self.phase = *phase;
        self.game = *game;
        self.dealer = *dealer;
        self.hands = *hands;
        self.face_up = *face_up;
        self.out_of_play = *out_of_play;
        self.table = *table;
        self.to_move = *to_move;
        self.passed = *passed;
        self.must_hold = *must_hold;
        self.totals = *totals;
        self.game_winners.clone_from(game_winners);
        self.log.clone_from(log);
        self.history.clone_from(history);
        self.logging = *logging;
        self.stops = *stops;
        self.written = *written;
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::options::GameRules;
    use crate::policy::Policy;
    use crate::rng::Rng;

    use super::super::heuristic::Heuristic;
    use super::super::rules::Rules;
    use super::*;

    /// Matches of every preset and table, logged or not, at random points of their play.
    fn matches() -> Vec<Match> {
        let mut out = Vec::new();
        for preset in ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"] {
            let rules = Rules {
                games: Some(3),
                ..Rules::preset(preset).unwrap()
            };
            for players in 2..=4 {
                for seed in 0..6 {
                    let mut m = Match::start(players, rules, seed, seed % 2 == 0).unwrap();
                    m.stop_between_deals(seed % 3 == 0);
                    let mut rng = Rng::derived(seed, 3);
                    let stop = rng.below(150);
                    for _ in 0..stop {
                        if m.is_between_deals() {
                            m.next_deal().unwrap();
                        }
                        if m.current_player().is_none() {
                            break;
                        }
                        let mv = Heuristic.choose(&m, &mut rng);
                        m.apply_unchecked(mv);
                    }
                    out.push(m);
                }
            }
        }
        out
    }

    #[test]
    fn a_copy_into_any_match_is_equal_to_the_original() {
        let all = matches();
        let mut differ = 0;
        for (i, source) in all.iter().enumerate() {
            assert_eq!(&source.clone(), source);
            for target in all.iter().skip(i % 7).step_by(7) {
                let mut copy = target.clone();
                differ += usize::from(copy != *source);
                copy.clone_from(source);
                assert_eq!(&copy, source);
            }
        }
        assert!(differ > 1000, "{differ} copies over a different match");
    }
}
