//! A match dealt with chosen hands, for tests and worked examples: the first game of a match
//! with these cards instead of a shuffled deck, checked as a deal would make it.

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;
use crate::options::GameRules;

use super::deal::lowest_in;
use super::order::card_of_strength;
use super::rules::{Rules, MAX_PLAYERS};
use super::state::{Match, Phase};

impl Match {
    /// The first game of a match of `hands.len()` players under `rules`, dealt by `dealer`,
    /// with these hands (three players: the face-up card already in its taker's hand, given
    /// as `face_up`; two players: the rest of the deck out of play). The lowest card's holder
    /// leads with it, as in a dealt game. Its record does not read back from JSON (a record is
    /// replayed from a seed). Refuses hands that overlap or that no deal of these rules makes.
    #[doc(hidden)]
    pub fn from_hands(
        rules: Rules,
        dealer: u8,
        hands: &[SuitedCards],
        face_up: Option<(SuitedCard, u8)>,
        seed: u64,
    ) -> Result<Match, EngineError> {
        let n = hands.len();
        rules.check_players(n)?;
        let each = u32::from(rules.cards_each(n));
        let mut all = SuitedCards::EMPTY;
        for (p, h) in hands.iter().enumerate() {
            let extra = u32::from(face_up.is_some_and(|(_, t)| usize::from(t) == p));
            if h.len() != each + extra || all.0 & h.0 != 0 {
                return Err(EngineError::State(format!(
                    "hand {p} is not {each} cards of its own"
                )));
            }
            all = all.plus(*h);
        }
        if usize::from(dealer) >= n {
            return Err(EngineError::State(format!("no seat {dealer} deals at {n}")));
        }
        check_face_up(face_up, hands, &rules)?;
        let mut m = Match::new_unlogged(n, rules, seed)?;
        m.logging = true;
        m.dealer = dealer;
        m.hands = [SuitedCards::EMPTY; MAX_PLAYERS];
        m.hands[..n].copy_from_slice(hands);
        m.face_up = face_up;
        m.out_of_play = SuitedCards::DECK.minus(all);
        m.phase = Phase::Play;
        let lowest = lowest_in(all, &rules);
        m.to_move = (0..n as u8)
            .find(|&p| hands[usize::from(p)].has(lowest))
            .unwrap_or(0);
        m.must_hold = Some(lowest);
        m.record_deal();
        Ok(m)
    }
}

/// The face-up card as a deal gives it: with three players, in the hand of the holder of the
/// lowest card (of the next lowest when it is the lowest card itself); with two or four, none.
fn check_face_up(
    face_up: Option<(SuitedCard, u8)>,
    hands: &[SuitedCards],
    rules: &Rules,
) -> Result<(), EngineError> {
    let bad = |why: &str| Err(EngineError::State(format!("the face-up card: {why}")));
    let Some((card, taker)) = face_up else {
        return match hands.len() {
            3 => bad("three players deal one"),
            _ => Ok(()),
        };
    };
    if hands.len() != 3 {
        return bad("only three players deal one");
    }
    let Some(hand) = hands.get(usize::from(taker)) else {
        return bad("its taker is no seat");
    };
    let lowest = card_of_strength(0, rules);
    let drew_it = if card == lowest {
        card_of_strength(1, rules)
    } else {
        lowest
    };
    if !hand.has(card) || !hand.has(drew_it) {
        return bad(&format!(
            "{card} goes to the holder of {drew_it}, and is in their hand"
        ));
    }
    Ok(())
}
