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
//! the sample uniform over the deals the record allows. Where whole deals seldom fit (many
//! compulsory give-offs at a big table), a deal is built seat by seat, repaired and mixed by
//! swaps of cards towards the same uniform distribution (`swaps.rs`).

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::{PlayerSet, MAX_PLAYERS};
use crate::rng::Rng;

use super::inference::Record;
use super::state::{Match, Phase, NOT_YET};
use super::stock::{Pack, Stock};
use super::view::View;

/// Whole deals drawn before a view is sampled seat by seat instead (`swaps.rs`).
const TRIES: u32 = 20_000;

/// Whole deals drawn, from a fixed seed, when the hidden cards are worked out: when none of them
/// fits the record, every sample of the view is built seat by seat and mixed instead. Decided
/// once and from a fixed seed, so that the samples do not depend on threads or on the order
/// of the search's iterations.
const PROBES: u32 = 200;

/// The other players' hands and discards, and the stock, of one sampled deal.
pub(super) type Deal = ([Cards; MAX_PLAYERS], [Cards; MAX_PLAYERS], Pile);

/// What a view says is hidden, and where it must go.
#[derive(Clone, Debug)]
pub struct Unseen {
    pub(super) cards: Pile,
    /// (seat, cards held now) of every other player still in, highest floor first.
    pub(super) hands: Vec<(u8, u8)>,
    /// (seat, cards discarded) of every other player who exchanged.
    pub(super) discards: Vec<(u8, u8)>,
    pub(super) floors: [u8; MAX_PLAYERS],
    /// The seats whose sampled hands must be checked against their plays in the record.
    checked: PlayerSet,
    record: Record,
    /// Whether whole deals seldom fit (none of [`PROBES`] did): then samples are built seat by
    /// seat and mixed.
    pub(super) by_seats: bool,
}

impl Unseen {
    /// The hidden cards of `view` and where they lie; an error when the view does not add up.
    pub fn of(view: &View) -> Result<Unseen, EngineError> {
        view.check()?;
        let bad = |m: String| EngineError::State(format!("cannot sample the hidden cards: {m}"));
        match view.phase {
            Phase::Dealing => return Err(bad("the next deal is not dealt yet".into())),
            Phase::Over => return Err(bad("the match is over".into())),
            Phase::Exchange | Phase::Play => {}
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
        let mut unseen = Unseen {
            cards,
            hands,
            discards,
            floors,
            checked: record.seats(),
            record,
            by_seats: false,
        };
        let mut probe = Rng::seeded(0);
        unseen.by_seats = unseen.whole_deal(PROBES, &mut probe)?.is_none();
        Ok(unseen)
    }

    /// Whether some deal of the hidden cards fits the record, or why none does: the seats
    /// whose plays no hand of the hidden cards fits on its own, or else every seat whose plays
    /// the record checks (their plays fit one by one, not all together). Searched as search
    /// samples, from a fixed seed, so it finds a deal for every view a real match can give.
    pub fn check_fits(&self) -> Result<(), EngineError> {
        let mut rng = Rng::seeded(0);
        if self.sample(&mut rng).is_ok() {
            return Ok(());
        }
        let alone = super::swaps::unfit_alone(self, &mut rng);
        let seats = |set: &[u8]| match set {
            [one] => format!("seat {one}"),
            [rest @ .., last] => {
                let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
                format!("seats {} and {last}", rest.join(", "))
            }
            [] => "the other seats".to_string(),
        };
        let why = if alone.is_empty() {
            let mut checked: Vec<u8> = self.hands.iter().map(|&(p, _)| p).collect();
            checked.retain(|&p| self.checked.has(p.into()));
            checked.sort_unstable();
            format!(
                "no deal of the cards out of sight fits the plays of {} together (each give-off \
                 says which cards its player could not hold, and the cards left do not go round)",
                seats(&checked)
            )
        } else {
            format!(
                "no hand of the cards out of sight fits every play of {} (a give-off says the \
                 player held nothing lower, and under compulsory beating nothing that beat)",
                seats(&alone)
            )
        };
        Err(EngineError::State(format!("impossible position: {why}")))
    }

    /// The public record of the deal's plays.
    pub(super) fn record(&self) -> &Record {
        &self.record
    }

    /// Whether `hand` fits every play of `seat` in the record.
    pub(super) fn fits(&self, seat: u8, hand: Cards) -> bool {
        !self.checked.has(seat as usize) || self.record.allows(seat, hand)
    }

    /// How many plays of `seat` in the record `hand` does not fit.
    pub(super) fn misfits(&self, seat: u8, hand: Cards) -> u32 {
        if self.checked.has(seat as usize) {
            self.record.misfits(seat, hand, u32::MAX)
        } else {
            0
        }
    }

    /// A whole deal drawn uniformly, within the floors but whether or not it fits the rest of
    /// the record.
    pub(super) fn any_deal(&self, rng: &mut Rng) -> Option<Deal> {
        let mut left = self.cards;
        let mut hands = [Cards::EMPTY; MAX_PLAYERS];
        for &(p, size) in &self.hands {
            hands[p as usize] = draw_at_least(&mut left, self.floors[p as usize], size, rng)?;
        }
        let mut discards = [Cards::EMPTY; MAX_PLAYERS];
        for &(p, n) in &self.discards {
            discards[p as usize] = draw_at_least(&mut left, 0, n, rng)?;
        }
        Some((hands, discards, left))
    }

    /// One deal of the unseen cards the record allows: each other player's hand and discards,
    /// and the stock. Whole deals are drawn until one fits, or when they seldom do, the deal is
    /// built seat by seat and mixed (`swaps.rs`).
    pub(super) fn sample(&self, rng: &mut Rng) -> Result<Deal, EngineError> {
        if !self.by_seats {
            if let Some(deal) = self.whole_deal(TRIES, rng)? {
                return Ok(deal);
            }
        }
        super::swaps::mixed_deal(self, rng).ok_or_else(|| {
            EngineError::State(
                "no deal of the unseen cards fits the record: no player could have made \
                 those plays"
                    .into(),
            )
        })
    }

    /// A whole deal drawn uniformly among those the record allows, drawn again until one fits
    /// (at most `tries` times: then `None`).
    pub(super) fn whole_deal(
        &self,
        tries: u32,
        rng: &mut Rng,
    ) -> Result<Option<Deal>, EngineError> {
        'sample: for _ in 0..tries {
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
                if !self.fits(p, hand) {
                    continue 'sample;
                }
                hands[p as usize] = hand;
            }
            let mut discards = [Cards::EMPTY; MAX_PLAYERS];
            for &(p, n) in &self.discards {
                discards[p as usize] = draw_at_least(&mut left, 0, n, rng).unwrap_or_default();
            }
            return Ok(Some((hands, discards, left)));
        }
        Ok(None)
    }
}

/// `n` cards drawn uniformly from the cards of `pile` of rank `floor` or higher (removed from
/// `pile`), or `None` when there are not enough.
pub(super) fn draw_at_least(pile: &mut Pile, floor: u8, n: u8, rng: &mut Rng) -> Option<Cards> {
    let mut eligible = *pile;
    eligible.0[..floor as usize].fill(0);
    draw_from(pile, eligible, n, rng)
}

/// `n` cards drawn uniformly from `eligible`, cards of `pile` (and removed from `pile`), or
/// `None` when there are not enough.
pub(super) fn draw_from(pile: &mut Pile, eligible: Pile, n: u8, rng: &mut Rng) -> Option<Cards> {
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
        let deal = unseen.sample(rng)?;
        Ok(Match::from_deal(view, unseen, deal, rng))
    }

    /// The match of `view` with the hidden cards where `deal` (a sample of `unseen`) puts them;
    /// its future chance events come from `rng`.
    pub(super) fn from_deal(view: &View, unseen: &Unseen, deal: Deal, rng: &mut Rng) -> Match {
        let (mut hands, mut discards, stock) = deal;
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
        Match {
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
        }
    }
}
