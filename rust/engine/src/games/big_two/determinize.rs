//! Determinization: a full match drawn among those a player's view allows, for search.
//!
//! The unseen cards are the deck less the viewer's hand and every card played in this game. They
//! fill the other players' hands (whose sizes are public) and, with two players, the cards out of
//! play (their number is public too). What the record says about where a card lies:
//!
//! - **The first lead.** A game that starts with the lowest card dealt (every game, except those
//!   after the first with `winner_leads`) is led by its holder: while that lead is to come, the
//!   player to move holds the card. With two players the cards below it were dealt to nobody, so
//!   every unseen card below the lowest card dealt is out of play. That card is the one the lead
//!   must hold, or once it is played the lowest card played this game (every card played was
//!   dealt, and it was among them).
//! - **The face-up card** (three players) is in its taker's hand until played. Its taker held the
//!   lowest card of the deck, or, when the face-up card is that card, the next lowest: that card
//!   too is in the taker's hand until played.
//! - **Passes and plays** say nothing more: passing is always allowed and any play of cards one
//!   holds is the play of a possible hand, so neither rules out a card from a hand.
//!
//! Every constraint thus puts one card in one place. The other unseen cards are shuffled
//! uniformly and dealt into the hidden places by their sizes, so the draw is exactly uniform over
//! the deals the record allows. Nothing here is inferred from how the others chose to play (a
//! pass when a play was possible, say): that is a belief about their policy, not the record, and
//! the search adds it on top of this draw ([`super::inference`]).
//!
//! Only a game being played is determinized: between games and at the end of the match nobody
//! is to move and the next deal is not made yet, so a view there is an error (as is a view that
//! does not add up). The drawn match keeps no log.

use arrayvec::ArrayVec;

use crate::card::{SuitedCard, SuitedCards};
use crate::error::EngineError;
use crate::rng::Rng;

use super::order::{card_of_strength, strength};
use super::rules::MAX_PLAYERS;
use super::state::{Match, Phase};
use super::view::View;

/// The cards of the deck.
const DECK: usize = 52;

/// What a view says is hidden, and where it must go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// The unseen cards whose place the record leaves open, lowest bit first (on the stack, so
    /// that a determinization's shuffle of them allocates nothing).
    free: ArrayVec<SuitedCard, DECK>,
    /// The cards each seat is known to hold (the viewer's whole hand).
    known: [SuitedCards; MAX_PLAYERS],
    /// The open places of each seat's hand: how many free cards it gets.
    open: [u8; MAX_PLAYERS],
    /// The unseen cards known to be out of play.
    known_out: SuitedCards,
}

fn cannot(what: &str) -> EngineError {
    EngineError::State(format!("cannot sample the hidden cards: {what}"))
}

impl Unseen {
    /// The hidden cards of `view` and where they may lie; an error when the view does not add
    /// up or no game is being played.
    pub fn of(view: &View) -> Result<Unseen, EngineError> {
        view.check()?;
        match view.phase {
            Phase::Play => {}
            Phase::Dealing => return Err(cannot("the game is over and the next is not dealt")),
            Phase::Over => return Err(cannot("the match is over")),
        }
        let unseen = view.unseen_cards();
        let mut known = [SuitedCards::EMPTY; MAX_PLAYERS];
        known[usize::from(view.player)] = view.hand;
        for (card, seat) in placed_cards(view) {
            place(view, &mut known, card, seat)?;
        }
        let dealable = dealable(view);
        if !dealable.contains(view.hand.plus(view.played)) {
            return Err(cannot("a card in sight is below the lowest card dealt"));
        }
        let known_out = unseen.minus(dealable);
        let mut open = [0; MAX_PLAYERS];
        for p in 0..usize::from(view.players) {
            open[p] = view.cards_left[p]
                .checked_sub(known[p].len() as u8)
                .ok_or_else(|| cannot("a hand holds fewer cards than it is known to hold"))?;
        }
        if known_out.len() > u32::from(view.out_of_play) {
            return Err(cannot(
                "more cards are known out of play than are out of play",
            ));
        }
        let held = known.iter().fold(SuitedCards::EMPTY, |a, h| a.plus(*h));
        let free = unseen.minus(held).minus(known_out);
        Ok(Unseen {
            free: free.iter().collect(),
            known,
            open,
            known_out,
        })
    }

    /// Every hand and the cards out of play, drawn as the module documentation says.
    pub fn sample(&self, rng: &mut Rng) -> ([SuitedCards; MAX_PLAYERS], SuitedCards) {
        let mut cards = self.free.clone();
        let mut hands = self.known;
        let mut next = 0;
        for (hand, &open) in hands.iter_mut().zip(&self.open) {
            for _ in 0..open {
                // One step of a Fisher-Yates shuffle: a uniform pick of the cards left.
                let pick = next + rng.below((cards.len() - next) as u32) as usize;
                cards.swap(next, pick);
                *hand = hand.plus(SuitedCards::of(cards[next]));
                next += 1;
            }
        }
        let out = cards[next..]
            .iter()
            .fold(self.known_out, |out, &c| out.plus(SuitedCards::of(c)));
        (hands, out)
    }

    /// How many hidden cards each seat's hand holds beside those it is known to hold.
    pub fn open(&self) -> &[u8; MAX_PLAYERS] {
        &self.open
    }

    /// How many hidden cards lie out of play beside those known to (two players).
    pub fn free_out(&self) -> usize {
        self.free.len() - self.open.iter().map(|&o| usize::from(o)).sum::<usize>()
    }

    /// The cards each seat is known to hold (the viewer: their hand).
    pub fn known(&self) -> &[SuitedCards; MAX_PLAYERS] {
        &self.known
    }

    /// The unseen cards known to be out of play (two players).
    pub fn known_out(&self) -> SuitedCards {
        self.known_out
    }
}

/// The cards the record puts in one seat's hand, as the module documentation says: the card of
/// the first lead to come, the face-up card and the card that gave it to its taker.
fn placed_cards(view: &View) -> Vec<(SuitedCard, u8)> {
    let mut placed = Vec::with_capacity(3);
    if let (Some(card), Some(seat)) = (view.must_hold, view.to_move) {
        placed.push((card, seat));
    }
    if let Some((card, taker)) = view.face_up {
        let lowest = card_of_strength(0, &view.rules);
        let reason = if card == lowest {
            card_of_strength(1, &view.rules)
        } else {
            lowest
        };
        placed.push((card, taker));
        placed.push((reason, taker));
    }
    placed
}

/// Records that `seat` holds `card` unless it is played; an error when the viewer's hand says
/// otherwise.
fn place(
    view: &View,
    known: &mut [SuitedCards; MAX_PLAYERS],
    card: SuitedCard,
    seat: u8,
) -> Result<(), EngineError> {
    if view.played.has(card) {
        return Ok(());
    }
    let mine = view.hand.has(card);
    if mine != (seat == view.player) || usize::from(seat) >= usize::from(view.players) {
        return Err(cannot(
            "the face-up card or the first lead is in the wrong hand",
        ));
    }
    let elsewhere = known
        .iter()
        .enumerate()
        .any(|(p, h)| p != usize::from(seat) && h.has(card));
    if elsewhere {
        return Err(cannot("a card the record puts in two hands"));
    }
    known[usize::from(seat)] = known[usize::from(seat)].plus(SuitedCards::of(card));
    Ok(())
}

/// The cards that may have been dealt: with two players, in a game led by its lowest card dealt,
/// the cards at or above that card (the others are out of play); the whole deck otherwise.
fn dealable(view: &View) -> SuitedCards {
    let free_lead = view.rules.winner_leads && !view.game_winners.is_empty();
    if view.players != 2 || free_lead {
        return SuitedCards::DECK;
    }
    let rules = &view.rules;
    let lowest_played = view.played.iter().min_by_key(|&c| strength(c, rules));
    let Some(lowest) = view.must_hold.or(lowest_played) else {
        return SuitedCards::DECK;
    };
    let floor = strength(lowest, rules);
    SuitedCards::DECK
        .iter()
        .filter(|&c| strength(c, rules) >= floor)
        .fold(SuitedCards::EMPTY, |s, c| s.plus(SuitedCards::of(c)))
}

impl Match {
    /// A full match drawn among those `view` allows (see the module documentation); its future
    /// chance events come from `rng`. The match keeps no log.
    pub fn determinize(view: &View, rng: &mut Rng) -> Result<Match, EngineError> {
        Ok(Match::from_unseen(view, &Unseen::of(view)?, rng))
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
    pub fn from_unseen(view: &View, unseen: &Unseen, rng: &mut Rng) -> Match {
        let (hands, out_of_play) = unseen.sample(rng);
        Match::from_drawn(view, hands, out_of_play, rng)
    }

    /// The match `view` shows with the hidden cards where `hands` and `out_of_play` put them
    /// (a draw of [`Unseen::sample`]); its future chance from `rng`.
    pub fn from_drawn(
        view: &View,
        hands: [SuitedCards; MAX_PLAYERS],
        out_of_play: SuitedCards,
        rng: &mut Rng,
    ) -> Match {
        let n = usize::from(view.players);
        let mut totals = [0; MAX_PLAYERS];
        totals[..n].copy_from_slice(&view.totals);
        Match {
            rules: view.rules,
            players: view.players,
            seed: 0,
            rng: Rng::seeded(rng.next_u64()),
            phase: view.phase,
            game: view.game,
            dealer: view.dealer,
            hands,
            face_up: view.face_up,
            out_of_play,
            table: view.table,
            to_move: view.to_move.unwrap_or(0),
            passed: view.passed,
            must_hold: view.must_hold,
            totals,
            game_winners: view.game_winners.clone(),
            log: Vec::new(),
            history: Vec::new(),
            logging: false,
            stops: false,
            written: false,
        }
    }
}
