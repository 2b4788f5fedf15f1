//! Copying a match. [`Clone::clone_from`] copies into a match's own lists (the game winners, the
//! log, the history), keeping their room, where the derived one would make new lists: search
//! copies a determinized match into the same playout match for every playout, and so allocates
//! nothing for it once the lists have grown. Every other field is copied as it is (`..*source`:
//! a field that is not `Copy`, added later, must be named here, or it does not compile); a test
//! checks that the copy is equal to the original over many matches.

use super::state::Match;

impl Clone for Match {
    fn clone(&self) -> Match {
        Match {
            game_winners: self.game_winners.clone(),
            log: self.log.clone(),
            history: self.history.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Match) {
        let mut game_winners = std::mem::take(&mut self.game_winners);
        let mut log = std::mem::take(&mut self.log);
        let mut history = std::mem::take(&mut self.history);
        game_winners.clone_from(&source.game_winners);
        log.clone_from(&source.log);
        history.clone_from(&source.history);
        *self = Match {
            game_winners,
            log,
            history,
            ..*source
        };
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::games::copies::copies_are_equal;
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
        let differ = copies_are_equal(&matches());
        assert!(differ > 1000, "{differ} copies over a different match");
    }
}
