//! A position described by someone at a real table: what they can see, turned into the
//! [`View`] search works from. The description is checked as a whole against the rules and the
//! deck; an impossible description is refused with the reason.
//!
//! The description is of the viewer's own turn. Counts nobody says out loud are worked out: the
//! cards each player was dealt (`hand + the cards each played in earlier tricks`), the stock
//! (`the cards of the deal - the hands dealt - the cards exchanged`), the seats still in (all but
//! `out`). Earlier tricks given trick by trick let search read the give-offs in them; given only
//! as `played` cards, they count as gone but reveal nothing.
//!
//! What is checked, one concept a file:
//! - `losses.rs`: seats, loss cards and totals, and which deal this is (deal 1 comes before any
//!   showdown; in a later deal the dealer lost the last showdown);
//! - `exchange.rs`: the exchange counts, their order, and that they fit the hands and the stock;
//! - `tricks.rs`: each trick's plays in turn, and the turn order across tricks: the first seat
//!   still in to the dealer's left leads the first trick, the winner of a trick (by the rule
//!   set's `trick_winner`) leads the next, the player is next to play in the current trick;
//! - `sight.rs`: every card in sight is in the deck, counted without overflow;
//! - `dealt.rs`: the cards dealt are a size the rules can deal, and what the stock held;
//! - `own_plays.rs`: each of the describing player's own earlier plays was legal for the hand
//!   they held then (their hand now plus the cards they played since);
//! - `log.rs`: the event log rebuilt from it, the deal showing the stock it left;
//! - and last, the determinizer's own search ([`super::determinize::Unseen::check_fits`]):
//!   some deal of the cards out of sight fits every play at once (each give-off alone may be
//!   possible while together they ask for more low cards than the deck has left).
//!
//! Earlier tricks given as `played` cards only come before any tricks given trick by trick; what
//! their order would show (who led the first trick given, the player's own plays in them) is
//! not known and not checked.

mod dealt;
mod exchange;
mod log;
mod losses;
mod own_plays;
mod sight;
mod tricks;

use serde::Deserialize;

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::PlayerSet;
use crate::options::GameRules;

use super::rules::Rules;
use super::state::Phase;
use super::view::View;

/// What a player at a real table can see and say about the position, on their turn.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Description {
    /// The rule set (default: standard): a preset's name or the options.
    #[serde(deserialize_with = "crate::options::rules_or_preset")]
    pub rules: Option<Rules>,
    /// The number of seats.
    pub players: u8,
    /// The describing player's seat (it is their turn).
    pub seat: u8,
    /// The dealer of this deal.
    pub dealer: u8,
    /// `exchange` or `play` (default: play).
    pub phase: Option<Phase>,
    /// The number of this deal, from 1 (default: 1 when nobody has points yet, else a later
    /// deal, numbered 2 for the record).
    pub deal: Option<u16>,
    /// The player's hand.
    pub hand: Cards,
    /// The player's own discards in this deal.
    pub discards: Cards,
    /// Per seat, the cards exchanged in this deal (`None`: not yet). Default: none for the
    /// seats from the dealer's left up to the player in the exchange, 0 for every seat in play.
    pub exchanged: Option<Vec<Option<u8>>>,
    /// The trick so far, lead first: (seat, cards).
    pub trick: Vec<(u8, Cards)>,
    /// The earlier tricks of this deal, each lead first, in the order they were played.
    pub tricks: Vec<Vec<(u8, Cards)>>,
    /// The cards of earlier tricks not given trick by trick (they came before those given).
    #[serde(deserialize_with = "pile_text")]
    pub played: Option<Pile>,
    /// Per seat, the loss cards lying in front of them (`loss_cards = kept`).
    #[serde(deserialize_with = "piles_text")]
    pub loss_cards: Option<Vec<Pile>>,
    /// Per seat, the loss points (default: worked out from the loss cards, else 0).
    pub totals: Option<Vec<u16>>,
    /// The seats already out of the match.
    pub out: Vec<u8>,
}

/// A pile written as cards: `"K K 7 2"`.
fn pile_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Pile>, D::Error> {
    Option::<String>::deserialize(d)?
        .map(|t| Pile::parse(&t).map_err(serde::de::Error::custom))
        .transpose()
}

/// Piles written as cards, one per seat.
fn piles_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Vec<Pile>>, D::Error> {
    Option::<Vec<String>>::deserialize(d)?
        .map(|v| {
            v.iter()
                .map(|t| Pile::parse(t).map_err(serde::de::Error::custom))
                .collect()
        })
        .transpose()
}

fn bad<T>(what: String) -> Result<T, EngineError> {
    Err(EngineError::State(format!("impossible position: {what}")))
}

/// The table a description is of, with what every check reads.
struct Table<'a> {
    d: &'a Description,
    rules: Rules,
    /// The number of seats.
    n: usize,
    in_match: PlayerSet,
    phase: Phase,
}

impl<'a> Table<'a> {
    /// The rules, the seats and the phase of `d`, checked.
    fn of(d: &'a Description) -> Result<Table<'a>, EngineError> {
        let rules = d.rules.unwrap_or_else(Rules::standard);
        let n = d.players as usize;
        rules.check_players(n)?;
        for (what, seat) in [("seat", d.seat), ("dealer", d.dealer)] {
            if seat >= d.players {
                return bad(format!("{what} {seat} is not a seat of a {n}-player table"));
            }
        }
        let in_match = seats_in(d)?;
        let phase = d.phase.unwrap_or(Phase::Play);
        if phase == Phase::Over {
            return bad("the match is over: there is no turn to advise on".into());
        }
        if phase == Phase::Dealing {
            return bad("the next deal is not dealt yet: there is no turn to advise on".into());
        }
        Ok(Table {
            d,
            rules,
            n,
            in_match,
            phase,
        })
    }

    /// How many players are still in.
    fn players_in(&self) -> u32 {
        self.in_match.len() as u32
    }

    /// The first seat still in to the left of `seat`.
    fn left_of(&self, seat: u8) -> u8 {
        self.in_match.next_after(seat as usize, self.n) as u8
    }
}

fn seats_in(d: &Description) -> Result<PlayerSet, EngineError> {
    let mut in_match = PlayerSet::first(d.players as usize);
    for &p in &d.out {
        if p >= d.players {
            return bad(format!(
                "seat {p} is out, but the table has {} seats",
                d.players
            ));
        }
        in_match.remove(p as usize);
    }
    if !in_match.has(d.seat as usize) {
        return bad(format!("seat {} is out and has no turn", d.seat));
    }
    if in_match.len() < 2 {
        return bad("fewer than two players are still in: the match is over".into());
    }
    Ok(in_match)
}

impl View {
    /// The view `d` describes, or why it cannot be.
    pub fn describe(d: &Description) -> Result<View, EngineError> {
        let t = Table::of(d)?;
        let (loss_cards, totals) = losses::losses(&t)?;
        let deal = losses::which_deal(&t, &totals)?;
        let exchanged = exchange::counts(&t)?;
        let plays = tricks::Plays::of(&t)?;
        let played = sight::cards_exist(&t, &plays, &loss_cards)?;
        let dealt = dealt::Dealt::of(&t, &loss_cards, plays.per_player, &deal)?;
        own_plays::check(&t, &plays.earlier)?;
        let stock = exchange::within_stock(&t, &exchanged, &dealt)?;
        let log = log::rebuilt(&t, &deal, &dealt, &exchanged, &plays);
        let n = t.n;
        let view = View {
            player: d.seat,
            players: d.players,
            rules: t.rules,
            phase: t.phase,
            deal: deal.number,
            dealer: d.dealer,
            to_move: Some(d.seat),
            in_match: t.in_match,
            hand_size: d.hand.len(),
            hand: d.hand,
            discards: d.discards,
            stock_size: stock,
            exchanged,
            trick: plays.current,
            played,
            totals,
            loss_cards,
            out_after: (0..n)
                .map(|p| (!t.in_match.has(p)).then_some(deal.number.max(2) - 1))
                .collect(),
            winners: PlayerSet::default(),
            log,
        };
        // Checks the view, that its cards add up, and that some deal of the cards out of
        // sight fits every play.
        super::determinize::Unseen::of(&view)?.check_fits()?;
        crate::possible::check::<super::state::Match>(&view)?;
        Ok(view)
    }
}
