//! A first game dealt with chosen hands, for tests that need an exact position (the rule tests
//! build every other position through [`Match::new`] and moves).

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::options::GameRules;

use super::state::Match;

impl Match {
    /// The first game of a logged match at a table of `hands.len()` players, dealt by `dealer`,
    /// with `hands[p]` as player `p`'s hand; the pack's other cards are out of play, and later
    /// games are dealt from `seed`. The rules are checked as [`Match::new`] checks them, every
    /// hand must hold `hand_size` cards, and the hands together must be in the pack; the match
    /// passes [`Match::check_consistency`]. For tests only: the deal is not the seed's, so the
    /// match's record does not read back ([`Match::from_json`] replays the seed's deal).
    #[doc(hidden)]
    pub fn from_hands(
        rules: super::Rules,
        dealer: usize,
        hands: &[Cards],
        seed: u64,
    ) -> Result<Match, EngineError> {
        let refuse = |m: String| Err(EngineError::Rules(m));
        let players = hands.len();
        rules.check_players(players)?;
        if dealer >= players {
            return refuse(format!("dealer {dealer} is not at a table of {players}"));
        }
        if let Some(p) = hands.iter().position(|h| h.len() != rules.hand_size) {
            return refuse(format!(
                "player {p} holds [{}], not a hand of {}",
                hands[p], rules.hand_size
            ));
        }
        let mut left = Some(super::Rules::pack());
        for h in hands {
            left = left.and_then(|l| l.checked_minus(&Pile::of(*h)));
        }
        let Some(out_of_play) = left else {
            return refuse("the hands hold more cards of a rank than the pack".into());
        };
        let mut m = Match::new(players, rules, seed)?;
        m.log.clear();
        m.dealer = dealer as u8;
        for (i, seat) in m.seating[..players].iter_mut().enumerate() {
            *seat = ((dealer + 1 + i) % players) as u8;
        }
        m.hands[..players].copy_from_slice(hands);
        m.out_of_play = out_of_play;
        m.to_move = m.seating[0];
        m.record_deal();
        m.check_consistency()?;
        Ok(m)
    }
}
