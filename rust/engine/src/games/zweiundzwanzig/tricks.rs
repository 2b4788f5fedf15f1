//! Playing tricks (1.6): leads, follows, and the end of a trick.

use arrayvec::ArrayVec;

use crate::card::Cards;

use super::event::Event;
use super::legal;
use super::moves::Move;
use super::play::{dominates, effective, give_off};
use super::rules::Rules;
use super::state::Match;
use super::trick::Trick;

impl Match {
    /// The legal plays of the current player in the trick (1.6, 1.7, 1.10).
    pub fn legal_plays_into<const N: usize>(&self, out: &mut ArrayVec<Move, N>) {
        let hand = self.hands[self.to_move as usize];
        legal::plays(hand, &self.trick, self.rules.compulsory_beating, out);
    }

    /// Plays `cards` for the current player (checked by the caller). `LOGGED` false leaves out
    /// the events, for a match that keeps no log only (whose events are dropped anyway): with
    /// no call to log them, a play of an unlogged match saves no registers. Inlined into the
    /// unchecked apply, and with it into a random table's loop (BENCHMARKS.md).
    #[inline(always)]
    pub(super) fn play<const LOGGED: bool>(&mut self, cards: Cards) {
        let player = self.to_move;
        self.play_from::<LOGGED>(player, self.hands[player as usize], cards);
    }

    /// [`Match::play`] by `player`, the current player, who holds `hand`; whether the play
    /// ended the trick (the phase is still `Phase::Play` where it did not). For a caller that
    /// read the hand to draw the play (a random table's loop, which then reads the seat and the
    /// hand once a move, and its phase once a trick).
    #[inline(always)]
    pub(super) fn play_from<const LOGGED: bool>(
        &mut self,
        player: u8,
        hand: Cards,
        cards: Cards,
    ) -> bool {
        debug_assert!(LOGGED || !self.logging);
        debug_assert!(player == self.to_move && hand == self.hands[player as usize]);
        self.hands[player as usize] = hand.minus(cards);
        let kind = self.trick.add(player, cards, &self.rules);
        if LOGGED {
            self.record(|| Event::Play {
                player,
                cards,
                kind,
            });
        }
        if self.trick.plays.len() == self.in_match.len() {
            self.end_trick::<LOGGED>();
            true
        } else {
            self.to_move = self.left_of(player);
            false
        }
    }

    fn end_trick<const LOGGED: bool>(&mut self) {
        let winner = self.trick.winning;
        self.hand_size -= self.trick.size_in_play();
        if LOGGED {
            self.record(|| Event::Trick { winner });
        }
        self.trick.clear();
        self.to_move = winner;
        if self.hand_size == 1 {
            self.showdown();
        }
    }

    /// Why `cards` is not a legal play here, for the error message.
    pub(super) fn why_not_playable(&self, cards: Cards) -> String {
        let hand = self.hands[self.to_move as usize];
        let who = format!("player {}", self.to_move);
        if !hand.contains(cards) {
            return format!("{who} does not hold [{cards}] (hand: [{hand}])");
        }
        if self.trick.is_empty() {
            return format!(
                "[{cards}] is not a legal lead for {who}: a lead is one rank (jokers may join a \
                 rank card) and keeps at least one card in hand (hand: [{hand}])"
            );
        }
        let k = self.trick.size();
        if cards.len() != k {
            return format!("[{cards}] has {} cards; this trick needs {k}", cards.len());
        }
        why_not_follow(hand, cards, &self.trick, &self.rules, &who)
    }
}

/// Why a follow of the trick's size by `who`, holding `hand`, is not legal, naming what is: the
/// play to beat, and whether `who` may beat it, must beat it, or can only give off.
fn why_not_follow(hand: Cards, cards: Cards, trick: &Trick, rules: &Rules, who: &str) -> String {
    let reference = trick.reference;
    if dominates(effective(cards), reference) {
        return format!(
            "[{cards}] plays jokers alone while {who} holds rank cards: a joker is played \
             together with at least one rank card (hand: [{hand}])"
        );
    }
    let target = play_to_beat(trick, rules);
    let lowest = give_off(hand, trick.size());
    let give_off = match lowest.len() {
        1 => format!("the give-off [{lowest}] (the lowest card)"),
        n => format!("the give-off [{lowest}] (the {n} lowest cards)"),
    };
    if !legal::can_beat(hand, reference) {
        return format!(
            "[{cards}] does not beat {target}, and {who} cannot beat it: the only legal play is \
             {give_off}"
        );
    }
    if rules.compulsory_beating && cards == lowest {
        return format!(
            "[{cards}] is a give-off, but {who} can beat {target} and so must (compulsory \
             beating: only a player who cannot beat gives off)"
        );
    }
    if rules.compulsory_beating {
        return format!("[{cards}] does not beat {target}; {who} can beat it and so must");
    }
    format!("[{cards}] does not beat {target}; {who} may beat it or play {give_off}")
}

/// The play to beat in words: "the lead [8 8]" or "the best play [Q J]", with what it counts as
/// when jokers stand for a rank.
fn play_to_beat(trick: &Trick, rules: &Rules) -> String {
    let i = trick.to_beat(rules).unwrap_or(0);
    let cards = trick.plays.get(i).map_or(trick.reference, |&(_, c)| c);
    let what = if i == 0 { "the lead" } else { "the best play" };
    if cards == trick.reference {
        format!("{what} [{cards}]")
    } else {
        format!("{what} [{cards}] (counting as [{}])", trick.reference)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Cards {
        Cards::parse(s).unwrap()
    }

    /// The message for `play` from `hand` after `plays`, or `None` when the play is legal.
    fn why(hand: &str, play: &str, plays: &[&str], rules: &Rules) -> Option<String> {
        let mut trick = Trick::default();
        for (i, p) in plays.iter().enumerate() {
            trick.add(i as u8 + 1, c(p), rules);
        }
        let (hand, play) = (c(hand), c(play));
        let legal =
            legal::is_legal_play(hand, play, Some(trick.reference), rules.compulsory_beating);
        (!legal).then(|| why_not_follow(hand, play, &trick, rules, "player 0"))
    }

    #[test]
    fn a_player_who_cannot_beat_is_told_the_give_off_is_the_only_play() {
        let r = Rules::standard();
        assert_eq!(
            why("K 2", "K", &["A"], &r).unwrap(),
            "[K] does not beat the lead [A], and player 0 cannot beat it: the only legal play \
             is the give-off [2] (the lowest card)"
        );
        assert_eq!(
            why("K K 6 3 2 2", "K K 6", &["5 5 5", "10 9 7"], &r).unwrap(),
            "[K K 6] does not beat the best play [10 9 7], and player 0 cannot beat it: the \
             only legal play is the give-off [3 2 2] (the 3 lowest cards)"
        );
    }

    #[test]
    fn a_player_who_may_beat_is_told_both_choices() {
        let r = Rules::standard();
        assert_eq!(
            why("A K 2", "K", &["Q", "A"], &r).unwrap(),
            "[K] does not beat the best play [A]; player 0 may beat it or play the give-off [2] \
             (the lowest card)"
        );
        assert_eq!(why("A K 2", "2", &["Q", "A"], &r), None);
    }

    #[test]
    fn under_compulsory_beating_the_give_off_is_refused_with_the_reason() {
        let r = Rules::rasmussen();
        assert_eq!(
            why("K 10 8 3", "8 3", &["8 8"], &r).unwrap(),
            "[8 3] is a give-off, but player 0 can beat the lead [8 8] and so must (compulsory \
             beating: only a player who cannot beat gives off)"
        );
        assert_eq!(
            why("K 10 8 3", "K 3", &["8 8", "9 9"], &r).unwrap(),
            "[K 3] does not beat the lead [8 8]; player 0 can beat it and so must"
        );
    }

    #[test]
    fn jokers_alone_and_jokers_counting_as_a_rank_are_named() {
        let r = Rules::sechsundzwanzig();
        assert!(why("* * 7 3", "* *", &["4 4"], &r)
            .unwrap()
            .starts_with("[* *] plays jokers alone while player 0 holds rank cards"));
        assert_eq!(
            why("* 7 3 2", "* 7 3", &["5 5 *"], &r).unwrap(),
            "[* 7 3] does not beat the lead [* 5 5] (counting as [5 5 5]), and player 0 cannot \
             beat it: the only legal play is the give-off [7 3 2] (the 3 lowest cards)"
        );
    }
}
