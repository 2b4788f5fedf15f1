//! One trick: the lead, the follows, what counts as the best play and who wins (1.6, 1.10.1).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::Cards;
use crate::game::MAX_PLAYERS;

use super::play::{dominates_few, effective};
use super::rules::{BeatAgainst, Rules, TrickWinner};

/// What a play did in its trick, judged by its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    /// The first play of the trick.
    Lead,
    /// A play that beat (dominated the best play, or the lead).
    Beat,
    /// A stechen play (a one-rank play at least as high as every one-rank play so far, and so
    /// one that beats the lead), when the rule set plays with stechen: it takes the trick, also
    /// where it does not beat the best play so far (`beat_against = best`).
    Stechen,
    /// A play that did not beat: the give-off.
    GiveOff,
}

/// The trick being played.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Trick {
    /// The plays so far, lead first: (seat, cards).
    pub plays: ArrayVec<(u8, Cards), MAX_PLAYERS>,
    /// The effective cards a follower must dominate to beat.
    pub reference: Cards,
    /// The seat that currently wins the trick.
    pub winning: u8,
    /// The highest rank of a one-rank play so far, kept only where the rules read it (the last
    /// stechen wins the trick); 0 otherwise.
    pub stechen_rank: u8,
}

impl Trick {
    /// Empties the trick for the next one (in place: the buffer of plays is not copied).
    pub fn clear(&mut self) {
        self.plays.clear();
        self.reference = Cards::EMPTY;
        self.winning = 0;
        self.stechen_rank = 0;
    }

    /// Whether nothing has been played yet.
    pub fn is_empty(&self) -> bool {
        self.plays.is_empty()
    }

    /// The number of cards each play has, once led.
    pub fn size(&self) -> u8 {
        self.plays.first().map_or(0, |(_, c)| c.len())
    }

    /// [`Trick::size`] for a trick of a match under way, whose plays hold at most a hand's
    /// [`MAX_HAND`](super::rules::MAX_HAND) cards: counted by `few_len`, two operations where
    /// counting any multiset takes six.
    pub(super) fn size_in_play(&self) -> u8 {
        debug_assert_eq!(
            self.plays.first().map_or(0, |(_, c)| c.few_len()),
            self.size()
        );
        self.plays.first().map_or(0, |(_, c)| c.few_len())
    }

    /// Adds `cards` played by `seat` and says what the play did.
    #[inline(always)]
    pub fn add(&mut self, seat: u8, cards: Cards, rules: &Rules) -> PlayKind {
        let kind = if self.plays.is_empty() {
            self.reference = effective(cards);
            self.winning = seat;
            if rules.trick_winner == TrickWinner::LastStechen {
                self.stechen_rank = self.reference.single_rank().unwrap_or(0);
            }
            PlayKind::Lead
        } else {
            self.follow(seat, cards, rules)
        };
        self.plays.push((seat, cards));
        kind
    }

    /// A follow (1.10.1): a beat becomes the play to beat under `beat_against = best`, and the
    /// follower takes the trick when it beats (`last_beat`) or stechs (`last_stechen`).
    #[inline(always)]
    fn follow(&mut self, seat: u8, cards: Cards, rules: &Rules) -> PlayKind {
        let eff = effective(cards);
        let stechen = rules.trick_winner == TrickWinner::LastStechen && self.note_stechen(eff);
        let beats = dominates_few(eff, self.reference);
        let raises = beats && rules.beat_against == BeatAgainst::Best;
        self.reference = if raises { eff } else { self.reference };
        // A stechen play always beats the lead (1.10.1: one rank, at least the lead's), so it
        // takes the trick even where it does not beat the best play (`beat_against = best`).
        let takes = match rules.trick_winner {
            TrickWinner::LastBeat => beats,
            TrickWinner::LastStechen => stechen,
        };
        self.winning = if takes { seat } else { self.winning };
        if stechen {
            PlayKind::Stechen
        } else if beats {
            PlayKind::Beat
        } else {
            PlayKind::GiveOff
        }
    }

    /// Whether `eff` is a stechen play (one rank, at least as high as every one-rank play so
    /// far, whether it beats or not), raising the stechen rank to it when it is of one rank.
    fn note_stechen(&mut self, eff: Cards) -> bool {
        let Some(rank) = eff.single_rank() else {
            return false;
        };
        let stechen = rank >= self.stechen_rank;
        self.stechen_rank = self.stechen_rank.max(rank);
        stechen
    }
}

impl Trick {
    /// The index in `plays` (lead first) of the play a follower must beat: the lead under
    /// `beat_against = lead`, else the best play so far (the last play that beat, or the lead).
    /// `None` before the lead.
    ///
    /// A beat becomes the reference, and a later play with the same effective cards would beat
    /// it in turn, so the best play is the last one whose effective cards are the reference.
    pub fn to_beat(&self, rules: &Rules) -> Option<usize> {
        if self.plays.is_empty() {
            return None;
        }
        if rules.beat_against == BeatAgainst::Lead {
            return Some(0);
        }
        self.plays
            .iter()
            .rposition(|&(_, cards)| effective(cards) == self.reference)
    }
}

/// The index (in `plays`, lead first) of the player who wins a trick of these plays.
pub fn trick_winner(plays: &[Cards], rules: &Rules) -> usize {
    let mut trick = Trick::default();
    for (i, &p) in plays.iter().enumerate() {
        trick.add(i as u8, p, rules);
    }
    trick.winning as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{GameRules, OptionValue};

    fn plays(s: &[&str]) -> Vec<Cards> {
        s.iter().map(|p| Cards::parse(p).unwrap()).collect()
    }

    #[test]
    fn worked_examples_of_seed_001() {
        let r = Rules::standard();
        assert_eq!(trick_winner(&plays(&["7", "7", "10", "2"]), &r), 2);
        assert_eq!(trick_winner(&plays(&["6 6", "6 7", "4 5", "8 9"]), &r), 3);
        assert_eq!(
            trick_winner(&plays(&["J J J", "J Q Q", "2 2 3", "Q K A"]), &r),
            3
        );
    }

    #[test]
    fn worked_example_of_seed_000() {
        let r = Rules::standard();
        assert_eq!(trick_winner(&plays(&["7 7", "Q 7", "Q J", "3 5"]), &r), 2);
    }

    fn trick(s: &[&str], rules: &Rules) -> Trick {
        let mut t = Trick::default();
        for (i, p) in plays(s).into_iter().enumerate() {
            t.add(i as u8, p, rules);
        }
        t
    }

    #[test]
    fn the_play_to_beat_is_the_best_so_far_or_the_lead() {
        let r = Rules::standard();
        assert_eq!(trick(&[], &r).to_beat(&r), None);
        assert_eq!(trick(&["7 7"], &r).to_beat(&r), Some(0));
        assert_eq!(trick(&["7 7", "Q 7", "Q J"], &r).to_beat(&r), Some(2));
        assert_eq!(
            trick(&["7 7", "Q 7", "Q J", "3 5"], &r).to_beat(&r),
            Some(2)
        );
        // An equal play beats: the second 7 is the one to beat.
        assert_eq!(trick(&["7", "7", "2"], &r).to_beat(&r), Some(1));
        let s = Rules::sechsundzwanzig();
        assert_eq!(trick(&["5 5 *", "7 3 2", "K Q 9"], &s).to_beat(&s), Some(2));
        assert_eq!(trick(&["5 5 *", "5 5 5"], &s).to_beat(&s), Some(1));
        // Under Schlagen und Stechen every follower beats the lead, whatever came after it.
        let ras = Rules::rasmussen();
        assert_eq!(trick(&["8 8", "K 10", "9 9"], &ras).to_beat(&ras), Some(0));
        let lead_only = r.with_option("beat_against", &OptionValue::Str("lead".into()));
        let lead_only = lead_only.unwrap();
        assert_eq!(
            trick(&["8 8", "K 10"], &lead_only).to_beat(&lead_only),
            Some(0)
        );
    }

    #[test]
    fn nobody_stach_so_the_leader_leads_again() {
        let r = Rules::rasmussen();
        assert_eq!(trick_winner(&plays(&["8 8", "K 10", "Q 10"]), &r), 0);
        assert_eq!(trick_winner(&plays(&["8 8", "K 10", "9 9"]), &r), 2);
        assert_eq!(trick_winner(&plays(&["8 8", "9 9", "8 8"]), &r), 1);
    }
}
