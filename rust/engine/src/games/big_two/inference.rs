//! What the others' play says about their hands, read through a model of how they play: the
//! heuristic, which the search's playouts play the others by too.
//!
//! The draw of [`super::determinize`] is uniform among the deals the record allows: it reads the
//! cards, not the play. But players do not play at random: one who passed on a low single likely
//! held no single they wanted to spend, one who led a low pair likely held no lower card outside
//! their planned plays. So the search's deal is walked from that uniform draw by the chain of
//! [`crate::search::walk`] towards the deals under which the heuristic would have decided as the
//! others did:
//!
//! - **The record** ([`Record`]): every decision of the others in the game being played, with what
//!   was public at the time (the play to beat, or the lead and the card it must hold, the fewest
//!   cards another player held, the cards played) and the cards its player had played before it.
//!   A seat's hand at a decision is its hand now plus the cards it played since: under a drawn
//!   deal, every decision is known. The record is read once a search, from the view's log, by
//!   replaying the game through the rules on one deal the record allows (what was public at each
//!   decision is the same under all of them). A view without a log (a match that keeps none)
//!   gives an empty record, and the uniform draw.
//! - **Surprises**: the decisions at which the heuristic, holding the drawn hand, would have made
//!   another move. A deal with `s` of them weighs [`SURPRISE`]`^s` against the uniform draw.
//! - **The places** a swap moves a hidden card between: the others' hands, less the cards the
//!   record puts there (the first lead's card, the face-up card), and with two players the cards
//!   out of play, less those known to be out.
//!
//! So measured (BENCHMARKS.md, issue 32: four players against three heuristic players, 2,000
//! games), the advisor wins 48.9% of its games with the chain, where it won 40.7% with the
//! uniform draw.
//! Nothing here reads a card the viewer cannot see: the record is the public log, and the deals
//! walked are those the record allows.

use arrayvec::ArrayVec;

use crate::card::{nth_bit, SuitedCards};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::rng::Rng;
use crate::search::{walk, Chain, Weighed};

use super::determinize::Unseen;
use super::event::Event;
use super::heuristic::{self, Position};
use super::legal::Turn;
use super::moves::Move;
use super::rules::{Rules, MAX_PLAYERS};
use super::state::{Match, Phase};
use super::view::View;

/// The weight a deal loses for each decision the heuristic would have made otherwise: the best
/// of 0.1, 0.02 and 0.005 tried (BENCHMARKS.md).
pub const SURPRISE: f64 = 0.02;

/// How the search's deals are walked: at most 40 steps, and at most 600 decisions judged.
pub const CHAIN: Chain = Chain {
    surprise: SURPRISE,
    steps: 40,
    judged: 600,
};

/// One decision of another player, with what was public when it was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decision {
    /// The player.
    seat: u8,
    /// The cards they had played in this game before it.
    before: SuitedCards,
    /// Their turn: the play to beat, or the lead and the card it must hold.
    turn: Turn,
    /// The fewest cards another player held.
    fewest_others: u8,
    /// Every card played in this game before it.
    played: SuitedCards,
    /// What they did.
    mv: Move,
}

/// The others' decisions in the game being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    decisions: Vec<Decision>,
    /// The rules (the model reads them).
    rules: Rules,
    /// The cards each seat played in this game (so far).
    played_by: [SuitedCards; MAX_PLAYERS],
}

/// The hidden cards of a view, the record that weighs their deals, and how to walk them.
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    /// Where the hidden cards may lie.
    pub unseen: Unseen,
    /// The others' decisions.
    pub record: Record,
    /// How a draw is walked.
    pub chain: Chain,
    /// The places a hidden card may be swapped between: the seats with hidden cards, and
    /// [`MAX_PLAYERS`] for the cards out of play when some are hidden.
    places: ArrayVec<usize, { MAX_PLAYERS + 1 }>,
}

impl Belief {
    /// The belief of `view`, walked by `chain` (no steps: the uniform draw).
    pub fn of(view: &View, chain: Chain) -> Result<Belief, EngineError> {
        let unseen = Unseen::of(view)?;
        let record = if chain.steps == 0 {
            Record::none(view.rules)
        } else {
            Record::of(view, &unseen)
        };
        let mut places: ArrayVec<usize, { MAX_PLAYERS + 1 }> = (0..usize::from(view.players))
            .filter(|&p| usize::from(view.player) != p && unseen.open()[p] > 0)
            .collect();
        if unseen.free_out() > 0 {
            places.push(MAX_PLAYERS);
        }
        Ok(Belief {
            unseen,
            record,
            chain,
            places,
        })
    }

    /// A deal drawn as the module documentation says: each hand, the cards out of play, and
    /// the decisions the chain judged.
    pub fn draw(&self, rng: &mut Rng) -> ([SuitedCards; MAX_PLAYERS], SuitedCards, u32) {
        let (hands, out) = self.unseen.sample(rng);
        if self.record.decisions.is_empty() {
            return (hands, out, 0);
        }
        let mut places = [SuitedCards::EMPTY; MAX_PLAYERS + 1];
        places[..MAX_PLAYERS].copy_from_slice(&hands);
        places[MAX_PLAYERS] = out;
        let judged = walk(self, &mut places, &self.chain, rng);
        let mut hands = [SuitedCards::EMPTY; MAX_PLAYERS];
        hands.copy_from_slice(&places[..MAX_PLAYERS]);
        (hands, places[MAX_PLAYERS], judged)
    }
}

impl Record {
    /// A record of nothing.
    fn none(rules: Rules) -> Record {
        Record {
            decisions: Vec::new(),
            rules,
            played_by: [SuitedCards::EMPTY; MAX_PLAYERS],
        }
    }

    /// The others' decisions of the game `view` shows being played, from its log (none without
    /// one). The game is replayed through the rules on one deal the record allows: what was
    /// public at each decision is the same under every such deal.
    pub fn of(view: &View, unseen: &Unseen) -> Record {
        let Some(deal) = view
            .log
            .iter()
            .rposition(|e| matches!(e, Event::Deal { .. }))
        else {
            return Record::none(view.rules);
        };
        let moves = view.log[deal + 1..].iter().filter_map(|e| match *e {
            Event::Play { player, cards } => Some((player, Move::play(cards))),
            Event::Pass { player } => Some((player, Move::PASS)),
            _ => None,
        });
        let mut record = Record::none(view.rules);
        for (seat, mv) in moves.clone() {
            let p = usize::from(seat) % MAX_PLAYERS;
            record.played_by[p] = record.played_by[p].plus(mv.cards());
        }
        let mut game = Match::from_unseen(view, unseen, &mut Rng::seeded(0));
        rewind(&mut game, &record.played_by);
        let mut before = [SuitedCards::EMPTY; MAX_PLAYERS];
        for (seat, mv) in moves {
            let legal = game.to_move == seat && game.check(mv).is_ok();
            let Some(at) = Position::of_match(&game).filter(|_| legal) else {
                // Not the game the log shows (a checked view cannot say so): judge no more.
                break;
            };
            let s = usize::from(seat);
            if seat != view.player {
                record.decisions.push(Decision {
                    seat,
                    before: before[s],
                    turn: at.turn,
                    fewest_others: at.fewest_others,
                    played: at.played,
                    mv,
                });
            }
            before[s] = before[s].plus(mv.cards());
            game.apply_move(mv);
        }
        record
    }

    /// The decisions of `seat` the heuristic would have made otherwise holding `dealt` at the
    /// deal (its hand now plus what it played), counted up to `cap + 1` (the count stops there),
    /// and the decisions judged.
    fn surprises(&self, seat: u8, dealt: SuitedCards, cap: u32) -> (u32, u32) {
        let (mut surprises, mut judged) = (0, 0);
        for d in self.decisions.iter().filter(|d| d.seat == seat) {
            judged += 1;
            let at = Position {
                hand: dealt.minus(d.before),
                turn: d.turn,
                fewest_others: d.fewest_others,
                played: d.played,
                rules: self.rules,
            };
            surprises += u32::from(heuristic::choose(&at) != d.mv);
            if surprises > cap {
                break;
            }
        }
        (surprises, judged)
    }
}

/// `game` (a determinization) taken back to the deal of its game: each hand with the cards its
/// seat played since, the table cleared and the first lead given again.
fn rewind(game: &mut Match, played_by: &[SuitedCards; MAX_PLAYERS]) {
    for (hand, played) in game.hands.iter_mut().zip(played_by) {
        *hand = hand.plus(*played);
    }
    game.table = None;
    game.passed = PlayerSet::default();
    game.phase = Phase::Play;
    game.give_first_lead();
}

impl Weighed for Belief {
    type Cards = SuitedCards;

    fn places(&self) -> &[usize] {
        &self.places
    }

    /// A hidden card of a hand (not one the record puts there), or of the cards out of play
    /// (not one known to be).
    fn pick(&self, place: usize, cards: SuitedCards, rng: &mut Rng) -> SuitedCards {
        let known = match self.unseen.known().get(place) {
            Some(&known) => known,
            None => self.unseen.known_out(),
        };
        let free = cards.minus(known);
        SuitedCards(nth_bit(free.0, rng.below(free.len())))
    }

    fn swapped(cards: SuitedCards, gone: SuitedCards, come: SuitedCards) -> SuitedCards {
        cards.minus(gone).plus(come)
    }

    fn surprises(&self, place: usize, cards: SuitedCards, cap: u32) -> (u32, u32) {
        match self.record.played_by.get(place) {
            Some(&played) => self.record.surprises(place as u8, cards.plus(played), cap),
            None => (0, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::policy::{Policy, RandomPolicy};
    use crate::search::Searchable;

    /// Views of every seat along a match whose seats play `play`, every fifth decision.
    fn views(seed: u64, random: bool) -> Vec<(View, Match)> {
        let mut m = Match::new(4, Rules::default(), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let mut out = Vec::new();
        let mut decisions = 0;
        while m.to_move().is_some() && m.game_number() == 1 {
            if decisions % 5 == 4 {
                out.extend((0..4).map(|p| (m.view(p), m.clone())));
            }
            let mv = if random {
                RandomPolicy.choose(&m, &mut rng)
            } else {
                heuristic::Heuristic.choose(&m, &mut rng)
            };
            m.apply(mv).unwrap();
            decisions += 1;
        }
        out
    }

    /// The surprises of every other seat of `view` under the true hands of `m`.
    fn true_surprises(view: &View, m: &Match) -> u32 {
        let belief = Belief::of(view, CHAIN).unwrap();
        (0..4)
            .filter(|&p| p != usize::from(view.player))
            .map(|p| belief.surprises(p, m.hand(p), u32::MAX - 1).0)
            .sum()
    }

    #[test]
    fn the_heuristic_is_never_surprised_by_its_own_play_and_random_play_surprises_it() {
        let (mut judged, mut random) = (0, 0);
        for seed in 0..12 {
            for (view, m) in views(seed, false) {
                assert_eq!(true_surprises(&view, &m), 0, "{view:?}");
                judged += Belief::of(&view, CHAIN).unwrap().record.decisions.len();
            }
            for (view, m) in views(seed, true) {
                random += true_surprises(&view, &m);
            }
        }
        assert!(judged > 500, "only {judged} decisions judged");
        assert!(
            random > 100,
            "random play surprised the heuristic {random} times"
        );
    }

    #[test]
    fn the_chain_draws_deals_the_others_play_explains_better() {
        let plain = Chain { steps: 0, ..CHAIN };
        let (mut uniform, mut walked) = (0, 0);
        for seed in 0..6 {
            for (view, _) in views(seed, false) {
                for (chain, total) in [(plain, &mut uniform), (CHAIN, &mut walked)] {
                    let with_record = Belief {
                        chain,
                        ..Belief::of(&view, CHAIN).unwrap()
                    };
                    let mut rng = Rng::seeded(seed);
                    for _ in 0..10 {
                        let (hands, _, _) = with_record.draw(&mut rng);
                        *total += (0..4)
                            .filter(|&p| p != usize::from(view.player))
                            .map(|p| with_record.surprises(p, hands[p], u32::MAX - 1).0)
                            .sum::<u32>();
                    }
                }
            }
        }
        assert!(
            f64::from(walked) < 0.5 * f64::from(uniform),
            "walked {walked} surprises against {uniform} uniformly"
        );
    }

    #[test]
    fn a_log_that_is_not_the_game_is_judged_no_further_and_never_panics() {
        let mut read = 0;
        for (view, _) in views(5, false).into_iter().take(40) {
            let mut swapped = view.clone();
            // Every play's cards replaced by the viewer's whole hand: no longer the game played.
            for event in &mut swapped.log {
                if let Event::Play { cards, .. } = event {
                    *cards = view.hand;
                }
            }
            if let Ok(belief) = Belief::of(&swapped, CHAIN) {
                let judged = Belief::of(&view, CHAIN).unwrap().record.decisions.len();
                assert!(belief.record.decisions.len() <= judged);
                let mut rng = Rng::seeded(1);
                let _ = belief.draw(&mut rng);
                read += 1;
            }
        }
        // The view's own check does not replay its log: such views reach the record.
        assert!(read > 0);
    }

    #[test]
    fn without_a_log_or_steps_the_draw_is_the_uniform_one() {
        for (view, _) in views(3, false) {
            let unlogged = View {
                log: Vec::new(),
                ..view.clone()
            };
            for (v, chain) in [(&unlogged, CHAIN), (&view, Chain { steps: 0, ..CHAIN })] {
                let belief = Belief::of(v, chain).unwrap();
                let (mut a, mut b) = (Rng::seeded(9), Rng::seeded(9));
                let (hands, out, judged) = belief.draw(&mut a);
                assert_eq!((hands, out), belief.unseen.sample(&mut b));
                assert_eq!(judged, 0);
                assert_eq!(a.next_u64(), b.next_u64());
            }
            let _ = <Match as Searchable>::hidden(&view).unwrap();
        }
    }
}
