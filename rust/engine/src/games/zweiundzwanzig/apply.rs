//! Legal moves and applying moves: checked for users, unchecked for search; the [`Game`] impl.

use crate::card::{Cards, JOKER};
use crate::error::EngineError;
use crate::game::{Game, Outcome};
use crate::rng::Rng;

use super::event::Event;
use super::move_list::MoveList;
use super::moves::{Move, MoveKind, PlayList};
use super::rules::Rules;
use super::state::{Match, Phase};
use super::view::View;
use super::{legal, sample};

impl Match {
    /// Fills `out` with the legal moves of the current player, in the documented order (the
    /// exchange's discards and the leads of a hand without jokers counted, not written out).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        match self.phase {
            Phase::Exchange => {
                let hand = self.hands[self.to_move as usize];
                out.count_discards(hand, self.exchange_limit());
            }
            // `legal::plays`, with the leads of a hand without jokers counted.
            Phase::Play => {
                let hand = self.hands[self.to_move as usize];
                if !self.trick.is_empty() {
                    let compulsory = self.rules.compulsory_beating;
                    legal::follows(hand, self.trick.reference, compulsory, out.plays_to_fill());
                } else if hand.count(JOKER) == 0 {
                    out.count_leads(hand);
                } else {
                    legal::leads(hand, out.plays_to_fill());
                }
            }
            Phase::Over | Phase::Dealing => out.clear(),
        }
    }

    /// Whether `mv` is legal for the current player.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Why `mv` is not legal for the current player, if it is not.
    pub fn check(&self, mv: Move) -> Result<(), EngineError> {
        let illegal = |m: String| Err(EngineError::IllegalMove(m));
        super::position::check_in_game(mv.cards(), &self.rules)?;
        match (self.phase, mv.kind()) {
            (Phase::Over, _) => illegal("the match is over; no more moves".into()),
            (Phase::Dealing, _) => illegal(format!(
                "deal {} is over and the next is not dealt yet (deal_next deals it)",
                self.deal
            )),
            (Phase::Exchange, MoveKind::Exchange) => self.check_exchange(mv),
            (Phase::Play, MoveKind::Play) => {
                let hand = self.hands[self.to_move as usize];
                let reference = (!self.trick.is_empty()).then_some(self.trick.reference);
                let compulsory = self.rules.compulsory_beating;
                if legal::is_legal_play(hand, mv.cards(), reference, compulsory) {
                    Ok(())
                } else {
                    illegal(self.why_not_playable(mv.cards()))
                }
            }
            (phase, kind) => illegal(format!(
                "a move of kind {kind:?} in the {} phase: player {} must {}",
                phase.name(),
                self.to_move,
                if phase == Phase::Exchange {
                    "exchange (discard cards, or nothing)"
                } else {
                    "play to the trick"
                }
            )),
        }
    }

    fn check_exchange(&self, mv: Move) -> Result<(), EngineError> {
        let hand = self.hands[self.to_move as usize];
        let cards = mv.cards();
        if !hand.contains(cards) {
            return Err(EngineError::IllegalMove(format!(
                "player {} cannot discard [{cards}]: not in hand [{hand}]",
                self.to_move
            )));
        }
        if cards.len() > self.exchange_limit() {
            return Err(EngineError::IllegalMove(format!(
                "player {} cannot discard {} cards: the stock holds {}",
                self.to_move,
                cards.len(),
                self.stock.len()
            )));
        }
        Ok(())
    }

    /// Applies a move known to be legal. Inlined, with [`Game::apply_unchecked`], into a random
    /// table's loop, whose generator then stays in registers across the step (BENCHMARKS.md).
    #[inline(always)]
    pub fn apply_move(&mut self, mv: Move) {
        if self.logging {
            return self.apply_logged(mv);
        }
        match mv.kind() {
            MoveKind::Exchange => self.exchange_out_of_line(mv.cards()),
            MoveKind::Play => self.play::<false>(mv.cards()),
        }
    }

    /// [`Match::apply_move`] for a match that keeps its log: the move and its events written.
    /// Out of line, so that the unlogged moves of simulations call nothing that logs.
    #[inline(never)]
    fn apply_logged(&mut self, mv: Move) {
        self.history.push(mv);
        match mv.kind() {
            MoveKind::Exchange => self.exchange(mv.cards()),
            MoveKind::Play => self.play::<true>(mv.cards()),
        }
    }

    /// The exchange, kept out of line: one move in ten, and with its draws from the stock
    /// inlined every play would save and restore the registers they need (BENCHMARKS.md).
    #[inline(never)]
    fn exchange_out_of_line(&mut self, cards: Cards) {
        self.exchange(cards);
    }
}

impl Game for Match {
    type Rules = Rules;
    type Move = Move;
    type MoveList = MoveList;
    type View = View;
    type Event = Event;

    const RECORD_FORMAT: &'static str = super::record::MATCH_FORMAT;

    fn start(players: usize, rules: Rules, seed: u64, logged: bool) -> Result<Match, EngineError> {
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
        Match::seed(self)
    }

    fn log(&self) -> &[Event] {
        Match::log(self)
    }

    fn history(&self) -> &[Move] {
        Match::history(self)
    }

    fn stop_between_deals(&mut self, stop: bool) {
        self.stop_between_deals(stop);
    }

    fn stops_between_deals(&self) -> bool {
        self.stops
    }

    fn is_between_deals(&self) -> bool {
        self.phase == Phase::Dealing
    }

    fn next_deal(&mut self) -> Result<(), EngineError> {
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

    fn apply(&mut self, mv: Move) -> Result<(), EngineError> {
        self.check(mv)?;
        self.apply_move(mv);
        Ok(())
    }

    #[inline(always)]
    fn apply_unchecked(&mut self, mv: Move) {
        self.apply_move(mv);
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn places_into(&self, places: &mut [u8]) -> bool {
        if self.phase != Phase::Over {
            return false;
        }
        self.write_places(places);
        true
    }

    fn view(&self, player: usize) -> View {
        View::of(self, player)
    }

    fn total(&self, player: usize) -> u16 {
        self.totals[player]
    }

    fn deals(&self) -> u16 {
        self.deal
    }

    fn dealt_in(&self, player: usize) -> bool {
        self.in_match.has(player)
    }

    /// Inlined into the caller's loop, with [`sample::random_play`]: a random table's step then
    /// pays no call, no saved registers and no second frame for the draw (BENCHMARKS.md).
    #[inline(always)]
    fn random_move(&self, rng: &mut Rng) -> Move {
        if self.phase == Phase::Exchange {
            return Move::exchange(self.random_discard(rng));
        }
        Move::play(self.random_play(rng))
    }

    /// The plain loop for a match that logs; an unlogged one draws and applies the move its
    /// phase calls for, with no test of its log or of the move's kind, and tests its phase once
    /// an exchange turn and once a trick (`random_tables_play_as_the_plain_loop_does`).
    #[inline(always)]
    fn play_out_random(&mut self, rng: &mut Rng) {
        if self.logging {
            // Through a copy of the generator, which then stays in registers in the loop below.
            return sample::lent(rng, |g| self.play_out_random_logged(g));
        }
        loop {
            match self.phase {
                Phase::Exchange => {
                    let cards = self.random_discard(rng);
                    self.exchange_out_of_line(cards);
                }
                // The plays of a trick: only its end (a showdown, a deal) changes the phase.
                Phase::Play => loop {
                    let player = self.to_move;
                    let hand = self.hands[player as usize];
                    let cards = self.random_play_from(hand, rng);
                    if self.play_from::<false>(player, hand, cards) {
                        break;
                    }
                },
                Phase::Over | Phase::Dealing => return,
            }
        }
    }
}

impl Match {
    /// A random discard of the exchange's current player.
    #[inline(always)]
    fn random_discard(&self, rng: &mut Rng) -> Cards {
        let hand = self.hands[self.to_move as usize];
        sample::random_discard(hand, self.exchange_limit(), rng)
    }

    /// A random play of the current player in the trick.
    #[inline(always)]
    fn random_play(&self, rng: &mut Rng) -> Cards {
        self.random_play_from(self.hands[self.to_move as usize], rng)
    }

    /// [`Match::random_play`] for the current player, who holds `hand`.
    #[inline(always)]
    fn random_play_from(&self, hand: Cards, rng: &mut Rng) -> Cards {
        let reference = (!self.trick.is_empty()).then_some(self.trick.reference);
        let compulsory = self.rules.compulsory_beating;
        if let Some(play) = sample::random_play(hand, reference, compulsory, rng) {
            return play;
        }
        sample::lent(rng, |g| self.random_listed_play(g)).cards()
    }

    /// A play drawn from the listed plays. Kept out of line: the list's buffer would otherwise
    /// make every random draw pay for a large stack frame.
    #[inline(never)]
    fn random_listed_play(&self, rng: &mut Rng) -> Move {
        let mut moves = PlayList::new();
        self.legal_plays_into(&mut moves);
        moves[rng.below(moves.len() as u32) as usize]
    }

    /// [`Game::play_out_random`]'s plain loop, for a match that logs (out of line).
    #[inline(never)]
    fn play_out_random_logged(&mut self, rng: &mut Rng) {
        crate::game::play_out_plainly(self, rng);
    }
}
