//! Determinization: a full match drawn uniformly among those a player's view allows, for search.
//!
//! The unseen cards are the cards of this deal (every card but the loss cards lying out) less the
//! viewer's hand and discards and the cards played. They fill the other players' hands (whose
//! sizes are known), the other players' discards (their exchange counts are known) and the stock.
//! Each physical card is equally likely to be anywhere the record allows (see
//! [`super::inference`]): players with a floor (the lowest rank they can hold) draw first, highest
//! floor first, from the unseen cards at or above their floor; the rest is dealt uniformly. With
//! nested floors this is exactly uniform over the deals that respect the floors (whatever the
//! first players took, the next one's choices number the same). A sample that breaks any other
//! part of the record (a compulsory give-off that could have beaten) is drawn again, which keeps
//! the sample uniform over the deals the record allows.

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::{PlayerSet, MAX_PLAYERS};
use crate::rng::Rng;

use super::inference::Record;
use super::state::{Match, Phase, NOT_YET};
use super::stock::{Pack, Stock};
use super::view::View;

/// Samples drawn before giving up on a view whose record no deal seems to satisfy.
const TRIES: u32 = 100_000;

/// What a view says is hidden, and where it must go.
#[derive(Clone, Debug)]
pub struct Unseen {
    cards: Pile,
    /// (seat, cards held now) of every other player still in, highest floor first.
    hands: Vec<(u8, u8)>,
    /// (seat, cards discarded) of every other player who exchanged.
    discards: Vec<(u8, u8)>,
    floors: [u8; MAX_PLAYERS],
    /// The seats whose sampled hands must be checked against their plays in the record.
    checked: PlayerSet,
    record: Record,
}

impl Unseen {
    /// The hidden cards of `view` and where they lie; an error when the view does not add up.
    pub fn of(view: &View) -> Result<Unseen, EngineError> {
        view.check()?;
        let bad = |m: String| EngineError::State(format!("cannot sample the hidden cards: {m}"));
        if view.phase == Phase::Dealing {
            return Err(bad("the next deal is not dealt yet".into()));
        }
        let me = view.player;
        // The check made sure that the unseen cards fill the hidden places exactly.
        let cards = view
            .unseen_cards()
            .ok_or_else(|| bad("the cards in sight are not all in the deck".into()))?;
        let hands: Vec<(u8, u8)> = view
            .in_match
            .iter()
            .map(|p| p as u8)
            .filter(|&p| p != me)
            .map(|p| (p, view.held_by(p)))
            .collect();
        let discards: Vec<(u8, u8)> = (0..view.players)
            .filter(|&p| p != me)
            .filter_map(|p| view.exchanged[p as usize].map(|n| (p, n)))
            .filter(|&(_, n)| n > 0)
            .collect();
        let record = Record::of(&view.log, &view.rules);
        let floors = record.floors();
        // Players with the highest floor draw first (see the module documentation).
        let mut hands = hands;
        hands.sort_by_key(|&(p, _)| std::cmp::Reverse(floors[p as usize]));
        Ok(Unseen {
            cards,
            hands,
            discards,
            floors,
            checked: record.seats(),
            record,
        })
    }

    /// One deal of the unseen cards the record allows: each other player's hand and discards.
    fn sample(
        &self,
        rng: &mut Rng,
    ) -> Result<([Cards; MAX_PLAYERS], [Cards; MAX_PLAYERS], Pile), EngineError> {
        'sample: for _ in 0..TRIES {
            let mut left = self.cards;
            let mut hands = [Cards::EMPTY; MAX_PLAYERS];
            for &(p, size) in &self.hands {
                let Some(hand) = draw_at_least(&mut left, self.floors[p as usize], size, rng)
                else {
                    return Err(EngineError::State(
                        "the record of the deal allows no deal of the unseen cards".into(),
                    ));
                };
                // A hand the record rules out restarts the whole sample (keeping it uniform).
                if self.checked.has(p as usize) && !self.record.allows(p, hand) {
                    continue 'sample;
                }
                hands[p as usize] = hand;
            }
            let mut discards = [Cards::EMPTY; MAX_PLAYERS];
            for &(p, n) in &self.discards {
                discards[p as usize] = draw_at_least(&mut left, 0, n, rng).unwrap_or_default();
            }
            return Ok((hands, discards, left));
        }
        Err(EngineError::State(format!(
            "no deal of the unseen cards fitting the record found in {TRIES} samples"
        )))
    }
}

/// `n` cards drawn uniformly from the cards of `pile` of rank `floor` or higher (removed from
/// `pile`), or `None` when there are not enough.
fn draw_at_least(pile: &mut Pile, floor: u8, n: u8, rng: &mut Rng) -> Option<Cards> {
    let mut eligible = *pile;
    eligible.0[..floor as usize].fill(0);
    if eligible.len() < u32::from(n) {
        return None;
    }
    let mut pack = Pack::of(&eligible);
    let mut drawn = Cards::EMPTY;
    for _ in 0..n {
        let rank = pack.draw(rng);
        drawn = drawn.plus(Cards::of(rank, 1));
        pile.0[rank as usize] -= 1;
    }
    Some(drawn)
}

impl Match {
    /// A full match drawn uniformly among those `view` allows (see the module documentation);
    /// its future chance events come from `rng`. The match keeps no log.
    pub fn determinize(view: &View, rng: &mut Rng) -> Result<Match, EngineError> {
        Match::from_unseen(view, &Unseen::of(view)?, rng)
    }

    /// A match drawn as [`Match::determinize`] draws it that keeps `view`'s log (as `view`'s
    /// player saw it: the other hands of past deals stay hidden in it), so that this player's
    /// view of it is `view` itself; what follows is logged in full. For a search that compares
    /// views (OpenSpiel's `resample_from_infostate`). It was never dealt from a seed: its record
    /// does not replay.
    pub fn resample(view: &View, rng: &mut Rng) -> Result<Match, EngineError> {
        let mut m = Match::determinize(view, rng)?;
        m.log = view.log.clone();
        m.logging = !view.log.is_empty();
        Ok(m)
    }

    /// [`Match::determinize`] with the hidden cards already worked out (search samples many).
    pub fn from_unseen(view: &View, unseen: &Unseen, rng: &mut Rng) -> Result<Match, EngineError> {
        let (mut hands, mut discards, stock) = unseen.sample(rng)?;
        let me = view.player as usize;
        hands[me] = view.hand;
        discards[me] = view.discards;
        let n = view.players as usize;
        let mut exchanged = [NOT_YET; MAX_PLAYERS];
        let mut totals = [0u16; MAX_PLAYERS];
        let mut loss_cards = [Pile::EMPTY; MAX_PLAYERS];
        let mut out_after = [0u16; MAX_PLAYERS];
        for p in 0..n {
            exchanged[p] = view.exchanged[p].unwrap_or(NOT_YET);
            totals[p] = view.totals[p];
            loss_cards[p] = view.loss_cards[p];
            out_after[p] = view.out_after[p].unwrap_or(0);
        }
        let exchanges_left = if view.phase == Phase::Exchange {
            view.in_match
                .iter()
                .filter(|&p| exchanged[p] == NOT_YET)
                .count() as u8
        } else {
            0
        };
        let mut in_deal = unseen.cards;
        for pile in [Pile::of(view.hand), Pile::of(view.discards), view.played] {
            in_deal.add_pile(&pile);
        }
        Ok(Match {
            rules: view.rules,
            players: view.players,
            seed: 0,
            rng: Rng::seeded(rng.next_u64()),
            phase: view.phase,
            deal: view.deal,
            dealer: view.dealer,
            to_move: view.to_move.unwrap_or(0),
            in_match: view.in_match,
            hand_size: view.hand_size,
            hands,
            stock: Stock::of(stock),
            discards,
            in_deal,
            exchanged,
            exchanges_left,
            trick: view.trick.clone(),
            totals,
            loss_cards,
            out_after,
            winners: view.winners,
            log: Vec::new(),
            history: Vec::new(),
            logging: false,
            stops: false,
            next_deal: 0,
        })
    }
}
