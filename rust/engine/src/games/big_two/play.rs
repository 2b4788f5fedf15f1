//! The turns of play (2.3): a play or a pass and where the turn goes after it; the end of a game
//! the moment a hand is empty, its penalties (2.4), and the end of the match.

use crate::card::SuitedCards;

use super::event::Event;
use super::scoring::penalty;
use super::state::{Match, Phase, Round};

impl Match {
    /// The player to move plays `cards` (a legal play).
    pub(super) fn play(&mut self, cards: SuitedCards) {
        let p = self.to_move;
        let at = usize::from(p);
        self.hands[at] = self.hands[at].minus(cards);
        self.must_hold = None;
        self.record(|| Event::Play { player: p, cards });
        match self.hands[at].len() {
            0 => return self.end_game(p),
            1 => self.record(|| Event::LastCard { player: p }),
            _ => {}
        }
        self.table = Some(Round { last: p, cards });
        if !self.rules.pass_is_final {
            self.passed = Default::default();
        }
        self.give_turn_after(p);
    }

    /// The player to move passes.
    pub(super) fn pass(&mut self) {
        let p = self.to_move;
        self.record(|| Event::Pass { player: p });
        self.passed.insert(p.into());
        self.give_turn_after(p);
    }

    /// The turn goes to the next player in the direction of play (skipping, when passing is
    /// final, those who passed in this round); when it would come back to the player of the last
    /// play, the round is theirs and they lead.
    fn give_turn_after(&mut self, p: u8) {
        let Some(round) = self.table else {
            return;
        };
        let mut next = self.after(p);
        while next != round.last && self.rules.pass_is_final && self.passed.has(next.into()) {
            next = self.after(next);
        }
        if next == round.last {
            self.record(|| Event::RoundWon { player: next });
            self.table = None;
            self.passed = Default::default();
        }
        self.to_move = next;
    }

    /// `winner` played their last card: every other player scores the penalty of the cards
    /// left; the match ends after its last game or at the penalty limit, waits between games
    /// when it stops, or deals on.
    fn end_game(&mut self, winner: u8) {
        let n = self.player_count();
        for p in 0..n {
            self.totals[p] += penalty(self.hands[p], &self.rules);
        }
        self.game_winners.push(winner);
        self.table = None;
        self.passed = Default::default();
        // The event's lists are made only for a match that keeps its log: a rollout's game
        // ends without allocating.
        if self.logging {
            let penalties = (0..n)
                .map(|p| penalty(self.hands[p], &self.rules))
                .collect();
            let (game, totals) = (self.game, self.totals().to_vec());
            self.record(|| Event::GameOver {
                game,
                winner,
                penalties,
                totals,
            });
        }
        if self.match_is_decided() {
            self.phase = Phase::Over;
            if self.logging {
                let totals = self.totals().to_vec();
                let winners = self.winners_list();
                self.record(|| Event::MatchOver { totals, winners });
            }
        } else if self.stops {
            self.phase = Phase::Dealing;
        } else {
            self.phase = Phase::Dealing;
            let dealt = self.deal_next();
            debug_assert!(dealt.is_ok(), "a game over waits to be dealt");
        }
    }

    /// Whether the games are played out or a total reached the penalty limit.
    fn match_is_decided(&self) -> bool {
        let played = self.game_winners.len();
        let all_played = self.rules.games.is_some_and(|g| played >= usize::from(g));
        let limit = self
            .rules
            .penalty_limit
            .is_some_and(|l| self.totals().iter().any(|&t| t >= l));
        all_played || limit
    }

    /// The players with the lowest total.
    pub(super) fn winners_list(&self) -> Vec<u8> {
        let best = self.totals().iter().copied().min().unwrap_or(0);
        (0..self.players)
            .filter(|&p| self.totals[usize::from(p)] == best)
            .collect()
    }
}
