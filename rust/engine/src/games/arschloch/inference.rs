//! What the others' play says about their hands, read through a model of how they play: the
//! heuristic, which the search's playouts play the others by too.
//!
//! The draw of [`super::determinize`] is uniform among the deals the record allows: it reads the
//! exchange and the passes of the lead, not the play. But players do not play at random: one
//! who passed on a low pair likely held no pair they would spend on it, one who led a single
//! seven likely held nothing lower and no other seven. So the search's deal is walked from that
//! uniform draw by the chain of [`crate::search::walk`] towards the deals under which the
//! heuristic would have decided as the others did:
//!
//! - **The record** ([`Record`]): every play and pass of the others in the game being played
//!   after its exchange, with the turn it answered (the lead, or the round to beat) and the
//!   cards its player had played before it in this game. A seat's hand at a decision is its
//!   hand now plus the cards it played since: under a drawn deal, every decision is known. The
//!   record is read once a search, from the view's log, by replaying the game's play through
//!   the rules on one deal the record allows (the turns are public, the same under all of
//!   them). A pass of the lead is not judged (it is the only move of a hand that cannot lead),
//!   nor a Chef's choice of what to give back (`chef_chooses`: it is made before the play, from
//!   a hand as dealt that the exchange changed since). A view without a log (a match that keeps
//!   none) gives an empty record, and the uniform draw unchanged.
//! - **Surprises**: the decisions at which the heuristic, holding the drawn hand, would have made
//!   another move. A deal with `s` of them weighs [`SURPRISE`]`^s` against the uniform draw.
//! - **The places** a swap moves a hidden card between: the others' hands and the cards out of
//!   play. The cards are a multiset (two decks and jokers): a swap moves one card *instance*,
//!   picked uniformly among a place's free cards, so that the proposal is symmetric among the
//!   deals of instances that the uniform draw draws from. A hand's free cards are its cards
//!   less those the record puts there (the viewer's own exchange); they must stay in the range
//!   of ranks the record allows (the ceiling or floor of the viewer's exchange, aces and jokers
//!   for a player who passed the lead): a swap that leaves it is never kept. Hand sizes never
//!   change.
//!
//! So measured (BENCHMARKS.md, issue 32: against three heuristic players, 2,000 games), the
//! advisor goes out first in 45% of four-player games with the chain, where it did in 39% with
//! the uniform draw, and its mean place is 1.95 (before 2.14); at ten players 4.35 (before 4.80).
//!
//! Nothing here reads a card the viewer cannot see: the record is the public log, and the deals
//! walked are those the record allows.

use arrayvec::ArrayVec;

use crate::card::{Cards, Pile, JOKER, RANKS};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::rng::Rng;
use crate::search::{walk, Chain, Weighed};

use super::determinize::Unseen;
use super::event::Event;
use super::heuristic;
use super::legal::Turn;
use super::listing;
use super::moves::{Move, MoveList};
use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};
use super::view::View;

/// The weight a deal loses for each decision the heuristic would have made otherwise: 0.1,
/// 0.02 and 0.005 were tried, 0.1 the weakest, the other two alike (BENCHMARKS.md).
pub const SURPRISE: f64 = 0.02;

/// How the search's deals are walked: at most 100 steps, and at most 3,000 decisions judged
/// (the bound that keeps a long record, or a table of ten, from costing more). So measured
/// (BENCHMARKS.md), 20 steps gave most of the gain, 100 a little more at about twice the time
/// a decision, 200 no more at four times.
pub const CHAIN: Chain = Chain {
    surprise: SURPRISE,
    steps: 100,
    judged: 3_000,
};

/// The place of the cards out of play among the chain's places (after the seats).
const OUT: usize = MAX_PLAYERS;

/// One decision of another player, with what was public when it was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decision {
    /// The player.
    seat: u8,
    /// The cards they had played in this game before it.
    before: Cards,
    /// Their turn: a lead or the round to beat.
    turn: Turn,
    /// What they did.
    mv: Move,
}

/// The others' decisions in the game being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    decisions: Vec<Decision>,
    /// Whether jokers alone may be led (the legal moves read it).
    lead_jokers: bool,
    /// The cards each seat played in this game (so far).
    played_by: [Cards; MAX_PLAYERS],
}

/// The hidden cards of a view, the record that weighs their deals, and how to walk them.
#[derive(Clone, Debug)]
pub struct Belief {
    /// Where the hidden cards may lie.
    pub unseen: Unseen,
    /// The others' decisions.
    pub record: Record,
    /// How a draw is walked.
    pub chain: Chain,
    /// Each seat's cards that the record puts in its hand (they never move).
    known: [Cards; MAX_PLAYERS],
    /// Each seat's range of ranks for its other cards, lowest and highest.
    range: [(u8, u8); MAX_PLAYERS],
    /// The places a hidden card may be swapped between: the seats with free cards, and
    /// [`OUT`] for the cards out of play when there are some.
    places: ArrayVec<usize, { MAX_PLAYERS + 1 }>,
}

impl Belief {
    /// The belief of `view`, walked by `chain` (no steps: the uniform draw).
    pub fn of(view: &View, chain: Chain) -> Result<Belief, EngineError> {
        let unseen = Unseen::of(view)?;
        let record = match chain.steps {
            0 => Record::none(view.rules.lead_jokers),
            _ => Record::of(view, &unseen),
        };
        let mut known = [Cards::EMPTY; MAX_PLAYERS];
        let mut range = [(0, JOKER); MAX_PLAYERS];
        let mut places = ArrayVec::new();
        for h in unseen.hands() {
            let seat = usize::from(h.seat);
            known[seat] = h.known;
            range[seat] = (h.low, h.high);
            if h.size > h.known.len() {
                places.push(seat);
            }
        }
        places.sort_unstable();
        if u32::from(view.out_of_play) > 0 {
            places.push(OUT);
        }
        Ok(Belief {
            unseen,
            record,
            chain,
            known,
            range,
            places,
        })
    }

    /// A deal drawn as the module documentation says: each other hand (the viewer's empty)
    /// and the cards out of play.
    pub fn draw(&self, rng: &mut Rng) -> Result<([Cards; MAX_PLAYERS], Pile), EngineError> {
        self.draw_counted(rng).map(|(hands, out, _)| (hands, out))
    }

    /// [`Belief::draw`], and the decisions the chain judged (the search counts them as work).
    pub fn draw_counted(
        &self,
        rng: &mut Rng,
    ) -> Result<([Cards; MAX_PLAYERS], Pile, u32), EngineError> {
        let (hands, out) = self.unseen.draw(rng)?;
        if self.record.decisions.is_empty() {
            return Ok((hands, out, 0));
        }
        let mut places = [Cards::EMPTY; MAX_PLAYERS + 1];
        places[..MAX_PLAYERS].copy_from_slice(&hands);
        places[OUT] = out_as_cards(&out);
        let judged = walk(self, &mut places, &self.chain, rng);
        let mut hands = [Cards::EMPTY; MAX_PLAYERS];
        hands.copy_from_slice(&places[..MAX_PLAYERS]);
        Ok((hands, Pile::of(places[OUT]), judged))
    }

    /// The others' decisions of the record that the heuristic would have made otherwise under
    /// a deal of these hands (by seat), and the decisions judged: what the chain lowers.
    pub fn surprises_of(&self, hands: &[Cards]) -> (u32, u32) {
        self.places
            .iter()
            .filter(|&&p| p < hands.len())
            .map(|&p| Weighed::surprises(self, p, hands[p], u32::MAX - 1))
            .fold((0, 0), |(s, j), (ps, pj)| (s + ps, j + pj))
    }

    /// Whether `cards` may be seat `seat`'s hand: the cards the record puts there, and the rest
    /// in the seat's range of ranks.
    fn fits(&self, seat: usize, cards: Cards) -> bool {
        let known = self.known[seat];
        if !cards.contains(known) {
            return false;
        }
        let free = cards.minus(known);
        let (low, high) = self.range[seat];
        free.is_empty() || (free.lowest() >= low && free.highest() <= high)
    }
}

/// The cards out of play as a multiset of ranks: at most the pack's 8 of a rank, which a
/// nibble holds (more cards than a hand holds, which `Cards::from_counts` refuses).
fn out_as_cards(out: &Pile) -> Cards {
    (0..RANKS as u8).fold(Cards::EMPTY, |cards, rank| {
        cards.plus(Cards::of(rank, out.count(rank)))
    })
}

impl Record {
    /// A record of nothing.
    fn none(lead_jokers: bool) -> Record {
        Record {
            decisions: Vec::new(),
            lead_jokers,
            played_by: [Cards::EMPTY; MAX_PLAYERS],
        }
    }

    /// The others' plays and passes of the game `view` shows being played, from its log (none
    /// without one). The game's play is replayed through the rules on one deal the record
    /// allows: the turns are the same under every such deal.
    pub fn of(view: &View, unseen: &Unseen) -> Record {
        let mut record = Record::none(view.rules.lead_jokers);
        let Some(deal) = view
            .log
            .iter()
            .rposition(|e| matches!(e, Event::Deal { .. }))
        else {
            return record;
        };
        let Ok(mut game) = Match::from_unseen(view, unseen, &mut Rng::seeded(0)) else {
            return record;
        };
        if game.giving_back > 0 {
            // A Chef still chooses what to give back: nobody has played yet.
            return record;
        }
        let n = usize::from(view.players);
        record.played_by[..n].copy_from_slice(&view.played);
        rewind(&mut game, &record.played_by);
        let mut before = [Cards::EMPTY; MAX_PLAYERS];
        for event in &view.log[deal + 1..] {
            let (seat, mv, judged) = match *event {
                Event::Play { player, cards, .. } => (player, Move::play(cards), true),
                Event::Pass { player } => (player, Move::PASS, true),
                Event::PassLead { player } => (player, Move::PASS, false),
                _ => continue,
            };
            let turn = game.turn().filter(|_| usize::from(seat) < n);
            let Some(turn) = turn.filter(|_| game.to_move == seat && game.is_legal(mv)) else {
                // Not the game the log shows (a checked view cannot say so): judge no more.
                break;
            };
            let s = usize::from(seat);
            if seat != view.player && judged {
                record.decisions.push(Decision {
                    seat,
                    before: before[s],
                    turn,
                    mv,
                });
            }
            before[s] = before[s].plus(mv.cards());
            game.apply_move(mv);
        }
        record
    }

    /// The decisions of `seat` the heuristic would have made otherwise holding `dealt` after
    /// the exchange (its hand now plus what it played), counted up to `cap + 1` (the count
    /// stops there), and the decisions judged.
    fn surprises(&self, seat: u8, dealt: Cards, cap: u32) -> (u32, u32) {
        let (mut surprises, mut judged) = (0, 0);
        let mut moves = MoveList::new();
        for d in self.decisions.iter().filter(|d| d.seat == seat) {
            judged += 1;
            let hand = dealt.minus(d.before);
            listing::moves(hand, d.turn, self.lead_jokers, &mut moves);
            surprises += u32::from(heuristic::choose(hand, Some(d.turn), &moves) != d.mv);
            if surprises > cap {
                break;
            }
        }
        (surprises, judged)
    }
}

/// `game` (a determinization) taken back to the first lead of its game, after the exchange:
/// each hand with the cards its seat played since, nobody out, the table cleared and the lead
/// to the seating's first.
fn rewind(game: &mut Match, played_by: &[Cards; MAX_PLAYERS]) {
    for ((hand, played), now) in game.hands.iter_mut().zip(played_by).zip(&mut game.played) {
        *hand = hand.plus(*played);
        *now = Cards::EMPTY;
    }
    game.phase = Phase::Play;
    game.table = None;
    game.lead_passes = 0;
    game.lead_passed = PlayerSet::default();
    game.finished.clear();
    game.to_move = game.seating[0];
}

impl Weighed for Belief {
    type Cards = Cards;

    fn places(&self) -> &[usize] {
        &self.places
    }

    /// One card instance of a hand's free cards (not one the record puts there), or of the
    /// cards out of play, uniformly.
    fn pick(&self, place: usize, cards: Cards, rng: &mut Rng) -> Cards {
        let free = match self.known.get(place) {
            Some(&known) => cards.minus(known),
            None => cards,
        };
        Cards::of(nth(free, rng.below(u32::from(free.len()))), 1)
    }

    fn swapped(cards: Cards, gone: Cards, come: Cards) -> Cards {
        cards.minus(gone).plus(come)
    }

    /// A hand outside the record's range counts as more surprises than any cap: never kept.
    fn surprises(&self, place: usize, cards: Cards, cap: u32) -> (u32, u32) {
        match self.record.played_by.get(place) {
            Some(_) if !self.fits(place, cards) => (cap.saturating_add(1), 0),
            Some(&played) => self.record.surprises(place as u8, cards.plus(played), cap),
            None => (0, 0),
        }
    }
}

/// The rank of the `n`-th card of `cards`, counting from the lowest rank up.
fn nth(cards: Cards, mut n: u32) -> u8 {
    for rank in 0..RANKS as u8 {
        let count = u32::from(cards.count(rank));
        if n < count {
            return rank;
        }
        n -= count;
    }
    JOKER
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::options::{GameRules, OptionValue};
    use crate::policy::{Policy, RandomPolicy};
    use crate::rng::Rng;

    use super::super::heuristic::Heuristic;
    use super::super::rules::Rules;
    use super::*;

    fn rules(games: i64, lead_jokers: bool, chef_chooses: bool) -> Rules {
        Rules::standard()
            .with_option("games", &OptionValue::Int(games))
            .unwrap()
            .with_option("lead_jokers", &OptionValue::Bool(lead_jokers))
            .unwrap()
            .with_option("chef_chooses", &OptionValue::Bool(chef_chooses))
            .unwrap()
    }

    /// Every hand of `m`, by seat.
    fn hands(m: &Match) -> Vec<Cards> {
        (0..m.player_count()).map(|p| m.hand(p)).collect()
    }

    /// Calls `each` with every view of a logged match of `players` played by `policy` to its
    /// end, at every `every`-th decision of a game being played, and with the match.
    fn views_of(
        players: usize,
        rules: Rules,
        seed: u64,
        every: usize,
        policy: &dyn Policy<Match>,
        mut each: impl FnMut(&Match, View),
    ) {
        let mut m = Match::new(players, rules, seed).unwrap();
        let mut rng = Rng::seeded(seed ^ 0xbe1);
        let mut decisions = 0;
        while !m.is_over() {
            if decisions % every == 0 && m.phase() == Phase::Play {
                for viewer in 0..players {
                    each(&m, m.view(viewer));
                }
            }
            let mv = policy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            decisions += 1;
        }
    }

    /// The heuristic, holding the true hands, makes every decision the heuristic made: no
    /// surprise, every true hand in the record's ranges (later games too, with the exchange,
    /// and with the Chefs choosing what to give back).
    #[test]
    fn the_true_deal_of_heuristic_self_play_has_no_surprises() {
        let mut judged = 0;
        for players in [2, 3, 4, 5, 7, 10] {
            for (k, (lead_jokers, chooses)) in [(false, false), (true, false), (false, true)]
                .into_iter()
                .enumerate()
            {
                let seed = 10 * players as u64 + k as u64;
                let r = rules(3, lead_jokers, chooses);
                views_of(players, r, seed, 3, &Heuristic, |m, view| {
                    let belief = Belief::of(&view, CHAIN).unwrap();
                    let (surprises, j) = belief.surprises_of(&hands(m));
                    assert_eq!(surprises, 0, "{players} players, seed {seed}\n{view:?}");
                    judged += j;
                });
            }
        }
        assert!(judged > 50_000, "{judged} decisions judged");
    }

    /// The mean surprises of the deals drawn from views of heuristic self-play, uniformly and
    /// walked by the chain.
    fn mean_surprises(players: usize, draws: u32) -> (f64, f64) {
        let (mut uniform, mut walked, mut n) = (0.0, 0.0, 0.0);
        let mut rng = Rng::seeded(7);
        for seed in 0..4 {
            views_of(
                players,
                rules(1, false, false),
                seed,
                4,
                &Heuristic,
                |_, view| {
                    let belief = Belief::of(&view, CHAIN).unwrap();
                    let flat = Belief {
                        chain: Chain { steps: 0, ..CHAIN },
                        ..belief.clone()
                    };
                    for _ in 0..draws {
                        let (h, _) = flat.draw(&mut rng).unwrap();
                        uniform += f64::from(belief.surprises_of(&h).0);
                        let (h, _) = belief.draw(&mut rng).unwrap();
                        walked += f64::from(belief.surprises_of(&h).0);
                        n += 1.0;
                    }
                },
            );
        }
        (uniform / n, walked / n)
    }

    /// The chain walks drawn deals towards the others' play: far fewer surprises than the
    /// uniform draw's.
    #[test]
    fn the_chain_lowers_the_mean_surprises_of_drawn_deals() {
        for players in [3, 4, 6] {
            let (uniform, walked) = mean_surprises(players, 10);
            assert!(
                uniform > 0.5 && walked < 0.5 * uniform,
                "{players} players: {uniform:.3} surprises drawn uniformly, {walked:.3} walked"
            );
        }
    }

    /// Every walked deal is one the view allows: the cards the viewer cannot see, the hand
    /// sizes, the cards the record puts in a hand and the ranges kept (random play, so that
    /// the heuristic is often surprised and the chain moves much).
    #[test]
    fn every_walked_deal_is_one_the_view_allows() {
        let mut rng = Rng::seeded(3);
        let mut walked = 0;
        for players in [2, 4, 7] {
            let r = rules(2, players == 4, false);
            views_of(players, r, players as u64, 5, &RandomPolicy, |_, view| {
                let belief = Belief::of(&view, CHAIN).unwrap();
                let (h, out) = belief.draw(&mut rng).unwrap();
                let mut all = out;
                for p in (0..players).filter(|&p| p != usize::from(view.player)) {
                    assert_eq!(h[p].len(), view.held[p]);
                    assert!(view.held[p] == 0 || belief.fits(p, h[p]), "{view:?}");
                    all.add(h[p]);
                }
                assert_eq!(Some(all), view.unseen_cards());
                walked += usize::from(!belief.record.decisions.is_empty());
            });
        }
        assert!(walked > 200, "{walked} walked");
    }

    /// With no log the record is empty and the draw is the uniform draw, card for card and
    /// with the generator left where the uniform draw leaves it.
    #[test]
    fn without_a_log_the_draw_is_the_uniform_draw() {
        let mut seen = 0;
        views_of(
            4,
            rules(2, false, false),
            5,
            3,
            &Heuristic,
            |_, mut view| {
                view.log.clear();
                let belief = Belief::of(&view, CHAIN).unwrap();
                assert!(belief.record.decisions.is_empty());
                let (mut a, mut b) = (Rng::seeded(seen), Rng::seeded(seen));
                assert_eq!(
                    belief.draw(&mut a).unwrap(),
                    belief.unseen.draw(&mut b).unwrap()
                );
                assert_eq!(a.next_u64(), b.next_u64());
                seen += 1;
            },
        );
        assert!(seen > 50);
    }
}
