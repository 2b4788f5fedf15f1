//! Determinization: a full match drawn among those a player's view allows, for search.
//!
//! The unseen cards are the pack less the viewer's hand and every card played in this game. They
//! fill the other players' hands (whose sizes are public) and the cards out of play. What the
//! record tells about a hand narrows where a card may go:
//!
//! - **The viewer's own exchange.** A Chef received their Arsch's best cards: every other card
//!   that Arsch was dealt ranks no higher than the lowest card received (a *ceiling*), and the
//!   Arsch now holds the cards the Chef gave back, less as many of each rank as they have played
//!   since (a card of a rank they were also dealt may have been either). An Arsch received their
//!   Chef's worst cards: every other card that Chef was dealt ranks at least as high as the
//!   highest card received (a *floor*), and the Chef holds the Arsch's best cards, less the same.
//!   Under `chef_chooses` a Chef chose what to give back: the Arsch knows no floor; and a Chef
//!   still choosing knows their Arsch still holds the best cards set aside for the Chef.
//! - **Passing the lead.** A player who passed the lead held nothing but cards no one may lead
//!   (aces, and jokers unless `lead_jokers`), and still does.
//!
//! Each other player thus has cards they are known to hold and a range of ranks for the rest.
//! Players with a narrower range draw first, each uniformly among the unseen cards in their
//! range; the rest is dealt uniformly. The ranges are a ceiling, a floor and the top ranks, which
//! are nested or disjoint except when the lowest card the viewer received as a Chef is an ace
//! and jokers may not be led (the ceiling 2..A and the top ranks A..joker overlap); with nested
//! or disjoint ranges this is exactly uniform over the deals the record allows.
//!
//! The exchange between two other players is public only by its count: their hands are drawn as
//! any other (a Chef's hand after the exchange is not made better than another's).

use crate::card::{Cards, Pile, ACE, JOKER, RANKS};
use crate::error::EngineError;
use crate::rng::Rng;

use super::rules::MAX_PLAYERS;
use super::state::{Match, Order, Phase};
use super::view::View;

/// What one other player's hidden hand must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// The seat.
    pub seat: u8,
    /// The cards they hold now.
    pub size: u8,
    /// Cards the viewer knows they hold.
    pub known: Cards,
    /// The lowest rank the rest may have.
    pub low: u8,
    /// The highest rank the rest may have.
    pub high: u8,
}

impl Hidden {
    fn width(&self) -> u8 {
        self.high - self.low
    }
}

/// What a view says is hidden, and where it may go.
#[derive(Clone, Debug)]
pub struct Unseen {
    /// The unseen cards, less the cards known to be in a hand.
    cards: Pile,
    /// Every other player still holding cards, narrowest range first.
    hands: Vec<Hidden>,
}

fn cannot(what: &str) -> EngineError {
    EngineError::State(format!("cannot sample the hidden cards: {what}"))
}

impl Unseen {
    /// The hidden cards of `view` and where they may lie; an error when the view does not add up.
    pub fn of(view: &View) -> Result<Unseen, EngineError> {
        view.check()?;
        if view.phase != Phase::Play {
            return Err(cannot("no game is being played"));
        }
        let mut cards = view
            .unseen_cards()
            .ok_or_else(|| cannot("the cards in sight are not all in the pack"))?;
        let mut hands: Vec<Hidden> = (0..view.players)
            .filter(|&p| p != view.player && view.held[usize::from(p)] > 0)
            .map(|p| Hidden {
                seat: p,
                size: view.held[usize::from(p)],
                known: Cards::EMPTY,
                low: 0,
                high: JOKER,
            })
            .collect();
        for h in &mut hands {
            narrow(view, h);
            if h.known.len() > h.size || cards.checked_minus(&Pile::of(h.known)).is_none() {
                return Err(cannot("the exchange's cards do not fit the hands"));
            }
            cards.remove(h.known);
        }
        hands.sort_by_key(|h| (h.width(), h.seat));
        Ok(Unseen { cards, hands })
    }

    /// Every other player's hidden hand, drawn as the module documentation says.
    pub fn sample(&self, rng: &mut Rng) -> Result<[Cards; MAX_PLAYERS], EngineError> {
        let mut left = self.cards;
        let mut hands = [Cards::EMPTY; MAX_PLAYERS];
        for h in &self.hands {
            let rest = draw_between(&mut left, h.low, h.high, h.size - h.known.len(), rng)
                .ok_or_else(|| cannot("too few unseen cards fit a hand the record narrows"))?;
            hands[usize::from(h.seat)] = h.known.plus(rest);
        }
        Ok(hands)
    }

    /// Every other player's hidden hand and the cards out of play, drawn as [`Unseen::sample`]
    /// draws the hands (the viewer's hand is left empty).
    pub fn draw(&self, rng: &mut Rng) -> Result<([Cards; MAX_PLAYERS], Pile), EngineError> {
        let hands = self.sample(rng)?;
        let mut out_of_play = self.cards;
        for h in &self.hands {
            out_of_play.remove(hands[usize::from(h.seat)].minus(h.known));
        }
        Ok((hands, out_of_play))
    }

    /// The players whose hands are hidden, narrowest range first.
    pub fn hands(&self) -> &[Hidden] {
        &self.hands
    }
}

/// What the viewer's exchange and the passes of the lead tell about `h`'s hand.
fn narrow(view: &View, h: &mut Hidden) {
    let me = view.player;
    let played = view.played[usize::from(h.seat)];
    let chooses = view.rules.chef_chooses;
    for e in &view.exchanges {
        match (e.given, e.returned) {
            // I am the Chef: my Arsch gave me their best and holds what I gave back.
            (Some(given), Some(returned)) if e.taker == me && e.giver == h.seat => {
                h.high = h.high.min(given.lowest());
                h.known = h.known.plus(still_held(returned, played));
            }
            // I am a Chef still choosing: my Arsch still holds their best, set aside for me.
            (Some(given), None) if e.taker == me && e.giver == h.seat => {
                h.high = h.high.min(given.lowest());
                h.known = h.known.plus(given);
            }
            // I am the Arsch: my Chef holds my best, and gave me their worst unless they chose.
            (Some(given), Some(returned)) if e.giver == me && e.taker == h.seat => {
                if !chooses {
                    h.low = h.low.max(returned.highest());
                }
                h.known = h.known.plus(still_held(given, played));
            }
            _ => {}
        }
    }
    if view.lead_passed.has(h.seat.into()) {
        h.low = h.low.max(ACE);
        if view.rules.lead_jokers {
            h.high = h.high.min(ACE);
        }
    }
    h.high = h.high.max(h.low);
}

/// The cards of `received` that a player who has `played` these cards since must still hold:
/// rank by rank, what they received less what they played of that rank (a card of a rank they
/// also held as dealt may have been either, so only the excess is sure).
fn still_held(received: Cards, played: Cards) -> Cards {
    (0..RANKS as u8).fold(Cards::EMPTY, |held, rank| {
        let left = received.count(rank).saturating_sub(played.count(rank));
        held.plus(Cards::of(rank, left))
    })
}

/// `n` cards drawn uniformly from the cards of `pile` ranked `low` to `high` (removed from
/// `pile`), or `None` when there are not enough.
fn draw_between(pile: &mut Pile, low: u8, high: u8, n: u8, rng: &mut Rng) -> Option<Cards> {
    let mut eligible = *pile;
    eligible.0[..usize::from(low)].fill(0);
    eligible.0[usize::from(high) + 1..RANKS].fill(0);
    let mut len = eligible.len();
    if len < u32::from(n) {
        return None;
    }
    let mut drawn = Cards::EMPTY;
    for _ in 0..n {
        let rank = eligible.nth_from_low(rng.below(len), len);
        eligible.0[usize::from(rank)] -= 1;
        pile.0[usize::from(rank)] -= 1;
        len -= 1;
        drawn = drawn.plus(Cards::of(rank, 1));
    }
    Some(drawn)
}

impl Match {
    /// A full match drawn among those `view` allows (see the module documentation); its future
    /// chance events come from `rng`. The match keeps no log.
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
        let (hands, out_of_play) = unseen.draw(rng)?;
        Ok(Match::from_drawn(view, hands, out_of_play, rng))
    }

    /// The match `view` shows with the other hands and the cards out of play where `hands`
    /// and `out_of_play` put them (a draw of [`Unseen::draw`]); its future chance from `rng`.
    pub fn from_drawn(
        view: &View,
        mut hands: [Cards; MAX_PLAYERS],
        out_of_play: Pile,
        rng: &mut Rng,
    ) -> Match {
        hands[usize::from(view.player)] = view.hand;
        let mut m = Match::from_view_parts(view, hands, out_of_play);
        m.rng = Rng::seeded(rng.next_u64());
        m
    }

    /// The match whose public part is `view`'s, with these hands and cards out of play.
    fn from_view_parts(view: &View, hands: [Cards; MAX_PLAYERS], out_of_play: Pile) -> Match {
        let n = usize::from(view.players);
        let mut seating = [0; MAX_PLAYERS];
        seating[..n].copy_from_slice(&view.seating);
        let mut played = [Cards::EMPTY; MAX_PLAYERS];
        played[..n].copy_from_slice(&view.played);
        let mut totals = [0; MAX_PLAYERS];
        totals[..n].copy_from_slice(&view.totals);
        let order = |o: &[u8]| o.iter().copied().collect::<Order>();
        // The orders of the games over, with room for the order of the game a playout ends:
        // its end allocates nothing.
        let mut orders = Vec::with_capacity(view.orders.len() + 1);
        orders.extend(view.orders.iter().map(|o| order(o)));
        Match {
            rules: view.rules,
            players: view.players,
            seed: 0,
            rng: Rng::seeded(0),
            phase: view.phase,
            game: view.game,
            dealer: view.dealer,
            seating,
            hands,
            played,
            out_of_play,
            exchanges: view.exchanges_as_dealt(),
            giving_back: view.giving_back,
            table: view.table,
            to_move: view.to_move.unwrap_or(0),
            lead_passes: view.lead_passes,
            lead_passed: view.lead_passed,
            finished: order(&view.finished),
            orders,
            totals,
            log: Vec::new(),
            history: Vec::new(),
            logging: false,
            stops: false,
            written: false,
        }
    }
}
