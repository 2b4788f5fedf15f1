//! Copying a match. [`Clone::clone_from`] copies into a match's own lists (the log and the
//! history), keeping their room, where the derived one would make new lists: search copies a
//! determinized match into the same playout match for every playout, and so allocates nothing
//! for it once the lists have grown. The stock and the trick are cloned, every other field is
//! copied as it is (`..*source`: a field that is not `Copy`, added later, must be named here, or
//! it does not compile); a test checks that the copy is equal to the original over many matches.

use super::state::Match;

impl Clone for Match {
    fn clone(&self) -> Match {
        Match {
            stock: self.stock.clone(),
            trick: self.trick.clone(),
            log: self.log.clone(),
            history: self.history.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Match) {
        let mut log = std::mem::take(&mut self.log);
        let mut history = std::mem::take(&mut self.history);
        log.clone_from(&source.log);
        history.clone_from(&source.history);
        *self = Match {
            stock: source.stock.clone(),
            trick: source.trick.clone(),
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
    use crate::policy::Policy;
    use crate::rng::Rng;

    use super::super::heuristic::Heuristic;
    use super::super::rules::Rules;
    use super::*;

    /// Matches of every preset and several tables, logged or not, at random points of their
    /// play.
    fn matches() -> Vec<Match> {
        let mut out = Vec::new();
        for rules in [
            Rules::standard(),
            Rules::rasmussen(),
            Rules::sechsundzwanzig(),
        ] {
            for players in [2, 4, 7] {
                for seed in 0..6 {
                    let mut m = match seed % 2 {
                        0 => Match::new(players, rules, seed),
                        _ => Match::new_unlogged(players, rules, seed),
                    }
                    .unwrap();
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
        assert!(differ > 300, "{differ} copies over a different match");
    }
}
