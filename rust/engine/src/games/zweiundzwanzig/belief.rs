//! What the others' play says about the hidden cards, read through a model of how they play:
//! the heuristic, which the search's playouts play the others by too.
//!
//! The draw of [`super::determinize`] is uniform among the deals the record allows: every
//! play legal for the hand its player held ([`super::inference`]). But players do not play at
//! random: one who discarded nothing while the stock held cards likely held nothing above a
//! nine, one who led a single queen likely held no other queen and nothing higher. So the
//! search's deal is walked from that uniform draw by the chain of [`crate::search::walk`]
//! towards the deals under which the heuristic would have decided as the others did
//! ([`super::decisions`]: their plays of the deal, and how many cards each discarded).
//!
//! - **Places**: each other seat still in (its hand and the discards it put aside), and the
//!   stock when it holds cards. A swap moves one card between two places, picked uniformly among a place's cards
//!   (a seat's hand and discards together), and puts it where the other card was: hand sizes,
//!   discard counts and the stock's size never change, and the cards the viewer sees never
//!   move. A swap that gives a seat a hand the record rules out (`Unseen::fits`) is never
//!   kept, so every walked deal is one the record allows.
//! - **Weight**: a deal with `s` surprises weighs [`SURPRISE`]`^s` against the uniform draw.
//! - **Off**: with no decision of the others to judge (a view without a log, or before anyone
//!   else decided anything), or a stock holding more than fifteen cards of a rank (the places'
//!   cards are [`Cards`], a nibble a rank: tables of four decks and more), the deal is the
//!   uniform draw, card for card, and the generator is left where that draw leaves it.

use arrayvec::ArrayVec;

use crate::card::{Cards, Pile, RANKS};
use crate::error::EngineError;
use crate::rng::Rng;
use crate::search::{walk, Chain, Weighed};

use super::decisions::Decisions;
use super::determinize::{Deal, Unseen};
use super::view::View;

/// The weight a deal loses for each decision the heuristic would have made otherwise.
pub const SURPRISE: f64 = 0.02;

/// How the search's deals are walked.
pub const CHAIN: Chain = Chain {
    surprise: SURPRISE,
    steps: 50,
    judged: 2_000,
};

/// The most places: every other seat and the stock (the trait's walk keeps 64).
const MOST_PLACES: usize = 64;

/// Where hidden cards lie: a seat's hand and discards, or the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Seat(u8),
    Stock,
}

/// A place's cards: a seat's hand and its discards (the stock's cards are `held`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Lot {
    /// A seat's hand, or the stock.
    pub held: Cards,
    /// A seat's discards.
    pub aside: Cards,
}

/// The hidden cards of a view, the others' decisions that weigh their deals, and how to walk.
#[derive(Clone, Debug)]
pub struct Belief {
    /// Where the hidden cards may lie.
    pub unseen: Unseen,
    /// How a draw is walked.
    pub chain: Chain,
    decisions: Decisions,
    places: ArrayVec<Place, MOST_PLACES>,
    /// `0..places.len()`, the places as the chain names them.
    indices: ArrayVec<usize, MOST_PLACES>,
}

impl Belief {
    /// The belief of `view`, walked by `chain` (no steps: the uniform draw).
    pub fn of(view: &View, chain: Chain) -> Result<Belief, EngineError> {
        let unseen = Unseen::of(view)?;
        let decisions = Decisions::of(view, unseen.record());
        let mut places = ArrayVec::new();
        let nibbles = (0..RANKS as u8).all(|r| unseen.cards.count(r) <= 15);
        if chain.steps > 0 && decisions.any() && nibbles {
            let aside = |p: u8| unseen.discards.iter().find(|d| d.0 == p).map_or(0, |d| d.1);
            let mut seats: Vec<u8> = unseen.hands.iter().map(|&(p, _)| p).collect();
            seats.retain(|&p| view.held_by(p) + aside(p) > 0);
            seats.sort_unstable();
            places.extend(seats.into_iter().map(Place::Seat));
            if view.stock_size > 0 {
                places.push(Place::Stock);
            }
            if places.len() < 2 {
                places.clear();
            }
        }
        let indices = (0..places.len()).collect();
        Ok(Belief {
            unseen,
            chain,
            decisions,
            places,
            indices,
        })
    }

    /// A deal drawn as the module documentation says, and the decisions the chain judged (the
    /// search counts them as work).
    pub fn draw(&self, rng: &mut Rng) -> Result<(Deal, u32), EngineError> {
        let mut deal = self.unseen.sample(rng)?;
        if self.places.is_empty() {
            return Ok((deal, 0));
        }
        let mut lots: ArrayVec<Lot, MOST_PLACES> =
            self.places.iter().map(|&p| lot_of(&deal, p)).collect();
        let judged = walk(self, &mut lots, &self.chain, rng);
        for (&place, lot) in self.places.iter().zip(&lots) {
            put(&mut deal, place, *lot);
        }
        Ok((deal, judged))
    }

    /// The others' decisions that the heuristic would have made otherwise under `deal`, and
    /// the decisions judged: what the chain lowers.
    pub fn surprises_of(&self, deal: &Deal) -> (u32, u32) {
        let (hands, discards, _) = deal;
        self.unseen
            .hands
            .iter()
            .map(|&(p, _)| {
                let (hand, aside) = (hands[usize::from(p)], discards[usize::from(p)]);
                self.decisions.surprises(p, hand, aside, u32::MAX - 1)
            })
            .fold((0, 0), |(s, j), (ps, pj)| (s + ps, j + pj))
    }

    /// Whether the chain walks this belief's draws.
    pub fn walks(&self) -> bool {
        !self.places.is_empty()
    }
}

/// The cards of `place` in `deal`.
fn lot_of(deal: &Deal, place: Place) -> Lot {
    match place {
        Place::Seat(p) => Lot {
            held: deal.0[usize::from(p)],
            aside: deal.1[usize::from(p)],
        },
        Place::Stock => Lot {
            held: as_cards(&deal.2),
            aside: Cards::EMPTY,
        },
    }
}

/// `lot` put back as the cards of `place` in `deal`.
fn put(deal: &mut Deal, place: Place, lot: Lot) {
    match place {
        Place::Seat(p) => {
            deal.0[usize::from(p)] = lot.held;
            deal.1[usize::from(p)] = lot.aside;
        }
        Place::Stock => deal.2 = Pile::of(lot.held),
    }
}

/// A pile of at most fifteen cards a rank as [`Cards`].
fn as_cards(pile: &Pile) -> Cards {
    (0..RANKS as u8).fold(Cards::EMPTY, |cards, rank| {
        cards.plus(Cards::of(rank, pile.count(rank)))
    })
}

impl Weighed for Belief {
    type Cards = Lot;

    fn places(&self) -> &[usize] {
        &self.indices
    }

    /// One card of the place's hand and discards together (or of the stock), uniformly, in
    /// the part it lies in.
    fn pick(&self, _place: usize, lot: Lot, rng: &mut Rng) -> Lot {
        let n = rng.below(u32::from(lot.held.len()) + u32::from(lot.aside.len()));
        let in_hand = u32::from(lot.held.len());
        if n < in_hand {
            Lot {
                held: Cards::of(nth(lot.held, n), 1),
                aside: Cards::EMPTY,
            }
        } else {
            Lot {
                held: Cards::EMPTY,
                aside: Cards::of(nth(lot.aside, n - in_hand), 1),
            }
        }
    }

    /// The card come put where the card gone was (the hand, or the discards).
    fn swapped(lot: Lot, gone: Lot, come: Lot) -> Lot {
        let card = come.held.plus(come.aside);
        if gone.held.is_empty() {
            Lot {
                held: lot.held,
                aside: lot.aside.minus(gone.aside).plus(card),
            }
        } else {
            Lot {
                held: lot.held.minus(gone.held).plus(card),
                aside: lot.aside,
            }
        }
    }

    /// A hand the record rules out counts as more surprises than any cap: never kept.
    fn surprises(&self, place: usize, lot: Lot, cap: u32) -> (u32, u32) {
        match self.places[place] {
            Place::Stock => (0, 0),
            Place::Seat(p) if !self.unseen.fits(p, lot.held) => (cap.saturating_add(1), 0),
            Place::Seat(p) => self.decisions.surprises(p, lot.held, lot.aside, cap),
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
    RANKS as u8 - 1
}

#[cfg(test)]
mod tests {
    use crate::game::{Game, MAX_PLAYERS};
    use crate::options::GameRules;
    use crate::policy::{Policy, RandomPolicy};
    use crate::rng::Rng;

    use super::super::event::Event;
    use super::super::heuristic::Heuristic;
    use super::super::rules::{Rules, PRESETS};
    use super::super::state::{Match, Phase};
    use super::*;

    /// The hidden places of `m` as a deal: every hand, every discards, the stock.
    fn true_deal(m: &Match) -> Deal {
        let mut hands = [Cards::EMPTY; MAX_PLAYERS];
        let mut discards = [Cards::EMPTY; MAX_PLAYERS];
        for p in 0..m.player_count() {
            hands[p] = m.hand(p);
            discards[p] = m.discards(p);
        }
        (hands, discards, *m.stock())
    }

    /// Calls `each` with the match and every seat's view, at every `every`-th decision of a
    /// logged match of `players` under `rules` played by `policy` to its end.
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
            if decisions % every == 0 && matches!(m.phase(), Phase::Play | Phase::Exchange) {
                for viewer in m.in_match().iter() {
                    each(&m, m.view(viewer));
                }
            }
            let mv = policy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            decisions += 1;
        }
    }

    /// The heuristic, holding the true hands, makes every play and every exchange the
    /// heuristic made: no surprise, for every preset and several tables.
    #[test]
    fn the_true_deal_of_heuristic_self_play_has_no_surprises() {
        let (mut judged, mut exchanges) = (0, 0);
        for (k, preset) in PRESETS.iter().enumerate() {
            for players in [2, 3, 4, 6, 9] {
                let seed = 10 * players as u64 + k as u64;
                let rules = Rules::preset(preset).unwrap();
                views_of(players, rules, seed, 2, &Heuristic, |m, view| {
                    let belief = Belief::of(&view, CHAIN).unwrap();
                    let (surprises, j) = belief.surprises_of(&true_deal(m));
                    assert_eq!(surprises, 0, "{preset}, {players} players, seed {seed}");
                    judged += j;
                    exchanges += usize::from(m.phase() == Phase::Exchange && j > 0);
                });
            }
        }
        assert!(
            judged > 20_000 && exchanges > 500,
            "{judged} judged, {exchanges}"
        );
    }

    /// The mean surprises of deals drawn from views of heuristic self-play, uniformly and
    /// walked by the chain.
    fn mean_surprises(players: usize, draws: u32) -> (f64, f64) {
        let (mut uniform, mut walked, mut n) = (0.0, 0.0, 0.0);
        let mut rng = Rng::seeded(7);
        for seed in 0..3 {
            views_of(
                players,
                Rules::standard(),
                seed,
                3,
                &Heuristic,
                |_, view| {
                    let belief = Belief::of(&view, CHAIN).unwrap();
                    for _ in 0..draws {
                        let deal = belief.unseen.sample(&mut rng).unwrap();
                        uniform += f64::from(belief.surprises_of(&deal).0);
                        let (deal, _) = belief.draw(&mut rng).unwrap();
                        walked += f64::from(belief.surprises_of(&deal).0);
                        n += 1.0;
                    }
                },
            );
        }
        (uniform / n, walked / n)
    }

    /// The chain walks drawn deals towards the others' decisions: far fewer surprises than
    /// the uniform draw's.
    #[test]
    fn the_chain_lowers_the_mean_surprises_of_drawn_deals() {
        for players in [3, 4, 6] {
            let (uniform, walked) = mean_surprises(players, 5);
            assert!(
                uniform > 0.5 && walked < 0.6 * uniform,
                "{players} players: {uniform:.3} surprises drawn uniformly, {walked:.3} walked"
            );
        }
    }

    /// With no log there is nothing to judge, and the draw is the uniform draw, card for card
    /// and with the generator left where the uniform draw leaves it.
    #[test]
    fn without_a_log_the_draw_is_the_uniform_draw() {
        let mut seen = 0;
        views_of(4, Rules::standard(), 5, 3, &Heuristic, |_, mut view| {
            view.log.clear();
            let belief = Belief::of(&view, CHAIN).unwrap();
            assert!(!belief.walks());
            let (mut a, mut b) = (Rng::seeded(seen), Rng::seeded(seen));
            assert_eq!(
                belief.draw(&mut a).unwrap().0,
                belief.unseen.sample(&mut b).unwrap()
            );
            assert_eq!(a.next_u64(), b.next_u64());
            seen += 1;
        });
        assert!(seen > 50);
    }

    /// A log that is not the game (exchange counts, stock sizes and plays changed, events
    /// dropped) is judged as far as it goes and never panics.
    #[test]
    fn a_log_that_is_not_the_game_never_panics() {
        let mut rng = Rng::seeded(11);
        let mut tried = 0;
        for players in [2, 4, 7] {
            views_of(
                players,
                Rules::standard(),
                3,
                4,
                &RandomPolicy,
                |_, view| {
                    for k in 0..view.log.len() {
                        let mut bent = view.clone();
                        match &mut bent.log[k] {
                            Event::Exchange { count, .. } => *count = count.wrapping_add(5),
                            Event::Deal {
                                stock, hand_size, ..
                            } => {
                                *stock = 0xffff;
                                *hand_size = 0xff;
                            }
                            Event::Play { cards, .. } => *cards = Cards::of(13, 3),
                            _ => {
                                bent.log.remove(k);
                            }
                        }
                        if let Ok(belief) = Belief::of(&bent, CHAIN) {
                            let _ = belief.draw(&mut rng);
                            tried += 1;
                        }
                    }
                },
            );
        }
        assert!(tried > 1_000, "{tried} bent logs drawn from");
    }
}
