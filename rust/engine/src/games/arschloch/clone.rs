//! Copying a match. [`Clone::clone_from`] copies into a match's own lists (the orders of past
//! games, the log and the history), keeping their room, where the derived one would make new
//! lists: search copies a determinized match into the same playout match for every playout, and
//! so allocates nothing for it once the lists have grown. The exchanges and the finishing order
//! are cloned (fixed-size lists held in the match); every other field is copied as it is
//! (`..*source`: a field that is not `Copy`, added later, must be named here, or it does not
//! compile). A test checks that the copy is equal to the original over many matches.

use super::state::Match;

impl Clone for Match {
    fn clone(&self) -> Match {
        Match {
            exchanges: self.exchanges.clone(),
            finished: self.finished.clone(),
            orders: self.orders.clone(),
            log: self.log.clone(),
            history: self.history.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Match) {
        let mut orders = std::mem::take(&mut self.orders);
        let mut log = std::mem::take(&mut self.log);
        let mut history = std::mem::take(&mut self.history);
        orders.clone_from(&source.orders);
        log.clone_from(&source.log);
        history.clone_from(&source.history);
        *self = Match {
            exchanges: source.exchanges.clone(),
            finished: source.finished.clone(),
            orders,
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

    /// Matches of several rule sets and tables, logged or not, at random points of their play
    /// (into later games too, with orders to carry).
    fn matches() -> Vec<Match> {
        let chefs = Rules {
            chef_chooses: true,
            ..Rules::standard()
        };
        let mut out = Vec::new();
        for rules in [Rules::standard(), chefs] {
            let rules = Rules { games: 4, ..rules };
            for players in [2, 4, 7, 11] {
                for seed in 0..6 {
                    let mut m = Match::start(players, rules, seed, seed % 2 == 0).unwrap();
                    m.stop_between_deals(seed % 3 == 0);
                    let mut rng = Rng::derived(seed, 3);
                    let stop = rng.below(400);
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
        assert!(differ > 150, "{differ} copies over a different match");
    }
}
