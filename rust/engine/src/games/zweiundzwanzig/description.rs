//! A position described by someone at a real table: what they can see, turned into the
//! [`View`] search works from. Every described fact is checked against the rules and the deck;
//! an impossible description is refused with the reason.
//!
//! The description is of the viewer's own turn. Counts nobody says out loud are worked out: the
//! cards each player was dealt (`hand + the cards each played in earlier tricks`), the stock
//! (`the cards of the deal - the hands dealt - the cards exchanged`), the seats still in (all but
//! `out`). Earlier tricks given trick by trick let search read the give-offs in them; given only
//! as `played` cards, they count as gone but reveal nothing.

use serde::Deserialize;

use crate::card::{Cards, Pile};
use crate::error::EngineError;
use crate::game::PlayerSet;

use super::event::Event;
use super::rules::{LossCards, Rules};
use super::state::Phase;
use super::trick::{PlayKind, Trick};
use super::view::View;

/// What a player at a real table can see and say about the position, on their turn.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Description {
    /// The rule set (default: standard): a preset's name or the options.
    #[serde(deserialize_with = "rules_or_preset")]
    pub rules: Option<Rules>,
    /// The number of seats.
    pub players: u8,
    /// The describing player's seat (it is their turn).
    pub seat: u8,
    /// The dealer of this deal.
    pub dealer: u8,
    /// `exchange` or `play` (default: play).
    pub phase: Option<Phase>,
    /// The number of this deal, from 1 (for the record only; default 1).
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
    /// The earlier tricks of this deal, each lead first.
    pub tricks: Vec<Vec<(u8, Cards)>>,
    /// The cards of earlier tricks, when they are not given trick by trick.
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

/// Rules as a preset's name (`"rasmussen"`) or as their options.
fn rules_or_preset<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Rules>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Name(String),
        Options(Rules),
    }
    match Option::<Either>::deserialize(d)? {
        None => Ok(None),
        Some(Either::Options(r)) => Ok(Some(r)),
        Some(Either::Name(name)) => Rules::preset(&name)
            .map(Some)
            .map_err(serde::de::Error::custom),
    }
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

impl View {
    /// The view `d` describes, or why it cannot be.
    pub fn describe(d: &Description) -> Result<View, EngineError> {
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
        let (loss_cards, totals) = losses(d, &rules, in_match)?;
        let exchanged = exchanges(d, &rules, phase, in_match)?;
        let (played, tricks_log) = earlier_tricks(d, &rules, phase, in_match)?;
        let (trick, kinds) = current_trick(d, &rules, phase, in_match)?;
        let players_in = in_match.len() as u32;
        if played.len() % players_in != 0 {
            return bad(format!(
                "{} cards played in earlier tricks cannot be split evenly among {players_in} players",
                played.len()
            ));
        }
        let hand_size = d.hand.len();
        let dealt = u32::from(hand_size) + played.len() / players_in;
        let mut log = vec![Event::Deal {
            deal: d.deal.unwrap_or(1),
            dealer: d.dealer,
            hand_size: dealt.min(255) as u8,
            hands: in_match.iter().map(|p| (p as u8, None)).collect(),
            stock: 0,
        }];
        for (p, count) in exchanged.iter().enumerate() {
            if let Some(count) = *count {
                log.push(Event::Exchange {
                    player: p as u8,
                    count,
                    discarded: None,
                    drawn: None,
                });
            }
        }
        log.extend(tricks_log);
        let mut all_played = played;
        for (&(player, cards), &kind) in trick.plays.iter().zip(&kinds) {
            all_played.add(cards);
            log.push(Event::Play {
                player,
                cards,
                kind,
            });
        }
        cards_exist(&rules, n, d, &all_played, &loss_cards, in_match)?;
        let stock = stock_size(&rules, n, &loss_cards, in_match, dealt, &exchanged)?;
        let view = View {
            player: d.seat,
            players: d.players,
            rules,
            phase,
            deal: d.deal.unwrap_or(1),
            dealer: d.dealer,
            to_move: Some(d.seat),
            in_match,
            hand_size,
            hand: d.hand,
            discards: d.discards,
            stock_size: stock,
            exchanged,
            trick,
            played: all_played,
            totals,
            loss_cards,
            out_after: (0..n)
                .map(|p| (!in_match.has(p)).then_some(d.deal.unwrap_or(1).max(2) - 1))
                .collect(),
            winners: PlayerSet::default(),
            log,
        };
        // Checks the view, and that its cards add up.
        super::determinize::Unseen::of(&view)?;
        Ok(view)
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

/// The loss cards and totals: totals from loss cards under `kept`, checked when both are given.
fn losses(
    d: &Description,
    rules: &Rules,
    in_match: PlayerSet,
) -> Result<(Vec<Pile>, Vec<u16>), EngineError> {
    let n = d.players as usize;
    let loss_cards = d.loss_cards.clone().unwrap_or_else(|| vec![Pile::EMPTY; n]);
    if loss_cards.len() != n {
        return bad(format!(
            "loss cards for {} seats at a {n}-player table",
            loss_cards.len()
        ));
    }
    if rules.loss_cards == LossCards::Returned && loss_cards.iter().any(|p| !p.is_empty()) {
        return bad("these rules return loss cards to the deck; none lie out".into());
    }
    let from_cards: Vec<u16> = loss_cards
        .iter()
        .map(|pile| {
            pile.ranks_high_to_low()
                .map(|r| u16::from(Rules::value(r)))
                .sum()
        })
        .collect();
    let totals = match &d.totals {
        Some(t) if t.len() != n => {
            return bad(format!(
                "totals for {} seats at a {n}-player table",
                t.len()
            ))
        }
        Some(t)
            if rules.loss_cards == LossCards::Kept
                && d.loss_cards.is_some()
                && *t != from_cards =>
        {
            return bad(format!(
                "totals {t:?} do not match the loss cards ({from_cards:?})"
            ))
        }
        Some(t) => t.clone(),
        None => from_cards,
    };
    for (p, &total) in totals.iter().enumerate() {
        let out = total >= rules.elimination;
        if out == in_match.has(p) {
            let (is, said) = if out { ("out", "in") } else { ("in", "out") };
            return bad(format!(
                "seat {p} has {total} points and the limit is {}, so it is {is}, not {said}",
                rules.elimination
            ));
        }
    }
    Ok((loss_cards, totals))
}

/// The exchange counts, defaulted and checked.
fn exchanges(
    d: &Description,
    rules: &Rules,
    phase: Phase,
    in_match: PlayerSet,
) -> Result<Vec<Option<u8>>, EngineError> {
    let n = d.players as usize;
    if phase == Phase::Exchange && !rules.exchange {
        return bad("these rules have no exchange".into());
    }
    let exchanged = match &d.exchanged {
        Some(e) if e.len() != n => {
            return bad(format!(
                "exchange counts for {} seats at a {n}-player table",
                e.len()
            ))
        }
        Some(e) => e.clone(),
        None if phase == Phase::Play => (0..n).map(|p| in_match.has(p).then_some(0)).collect(),
        None => (0..n).map(|_| None).collect(),
    };
    for (p, count) in exchanged.iter().enumerate() {
        if phase == Phase::Play && in_match.has(p) && count.is_none() {
            return bad(format!(
                "seat {p} has not exchanged, but the tricks have begun"
            ));
        }
        if !in_match.has(p) && count.unwrap_or(0) > 0 {
            return bad(format!("seat {p} is out and cannot have exchanged"));
        }
    }
    if phase == Phase::Exchange {
        exchange_order(d, in_match, &exchanged)?;
    }
    if exchanged[d.seat as usize].unwrap_or(0) != d.discards.len() {
        return bad(format!(
            "the player exchanged {} cards but names {} discards",
            exchanged[d.seat as usize].unwrap_or(0),
            d.discards.len()
        ));
    }
    Ok(exchanged)
}

/// In the exchange, the seats from the dealer's left up to the player have exchanged, the player
/// and the seats after have not.
fn exchange_order(
    d: &Description,
    in_match: PlayerSet,
    exchanged: &[Option<u8>],
) -> Result<(), EngineError> {
    let n = d.players as usize;
    let mut seat = in_match.next_after(d.dealer as usize, n);
    let mut before_me = true;
    for _ in 0..in_match.len() {
        if seat == d.seat as usize {
            before_me = false;
        }
        match (before_me, exchanged[seat]) {
            (true, None) => {
                return bad(format!(
                    "seat {seat} exchanges before seat {} but has no exchange count",
                    d.seat
                ))
            }
            (false, Some(_)) if seat == d.seat as usize => {
                return bad("the player has exchanged already: it is not their turn".into())
            }
            (false, Some(_)) => {
                return bad(format!(
                    "seat {seat} exchanges after seat {} and cannot have exchanged yet",
                    d.seat
                ))
            }
            _ => {}
        }
        seat = in_match.next_after(seat, n);
    }
    Ok(())
}

/// The cards of earlier tricks, and their record when given trick by trick.
fn earlier_tricks(
    d: &Description,
    rules: &Rules,
    phase: Phase,
    in_match: PlayerSet,
) -> Result<(Pile, Vec<Event>), EngineError> {
    if phase == Phase::Exchange && (!d.tricks.is_empty() || d.played.is_some_and(|p| !p.is_empty()))
    {
        return bad("no tricks are played during the exchange".into());
    }
    let mut played = d.played.unwrap_or_default();
    let mut log = Vec::new();
    for (i, plays) in d.tricks.iter().enumerate() {
        let (trick, kinds) = checked_trick(plays, rules, in_match, d.players).map_err(|e| {
            EngineError::State(format!("impossible position: trick {}: {e}", i + 1))
        })?;
        if trick.plays.len() != in_match.len() {
            return bad(format!(
                "trick {} has {} plays for {} players",
                i + 1,
                trick.plays.len(),
                in_match.len()
            ));
        }
        for (&(player, cards), &kind) in trick.plays.iter().zip(&kinds) {
            played.add(cards);
            log.push(Event::Play {
                player,
                cards,
                kind,
            });
        }
        log.push(Event::Trick {
            winner: trick.winning,
        });
    }
    Ok((played, log))
}

/// The trick in progress, checked: the player is the next to play.
fn current_trick(
    d: &Description,
    rules: &Rules,
    phase: Phase,
    in_match: PlayerSet,
) -> Result<(Trick, Vec<PlayKind>), EngineError> {
    if phase == Phase::Exchange && !d.trick.is_empty() {
        return bad("no trick is played during the exchange".into());
    }
    let (trick, kinds) = checked_trick(&d.trick, rules, in_match, d.players)
        .map_err(|e| EngineError::State(format!("impossible position: the trick: {e}")))?;
    if let Some(&(last, _)) = trick.plays.last() {
        let next = in_match.next_after(last as usize, d.players as usize);
        if next != d.seat as usize {
            return bad(format!(
                "after seat {last} it is seat {next}'s turn, not seat {}'s",
                d.seat
            ));
        }
        if d.hand.len() < trick.size() {
            return bad(format!(
                "a hand of {} cannot follow a play of {}",
                d.hand.len(),
                trick.size()
            ));
        }
    }
    Ok((trick, kinds))
}

/// The plays of one trick, checked for seats in turn and plays of one size, with what each did.
fn checked_trick(
    plays: &[(u8, Cards)],
    rules: &Rules,
    in_match: PlayerSet,
    players: u8,
) -> Result<(Trick, Vec<PlayKind>), String> {
    let mut trick = Trick::default();
    let mut kinds = Vec::new();
    for (i, &(p, cards)) in plays.iter().enumerate() {
        if !in_match.has(p as usize) {
            return Err(format!("seat {p} is not in the match"));
        }
        if cards.is_empty() || (i > 0 && cards.len() != trick.size()) {
            return Err(format!(
                "[{cards}] does not have the lead's number of cards"
            ));
        }
        if let Some(&(q, _)) = trick.plays.last() {
            if in_match.next_after(q as usize, players as usize) != p as usize {
                return Err(format!("seat {p} does not play after seat {q}"));
            }
        }
        kinds.push(trick.add(p, cards, rules));
    }
    Ok((trick, kinds))
}

/// Every card in sight is in the deck: hand, discards, cards played, loss cards lying out.
fn cards_exist(
    rules: &Rules,
    n: usize,
    d: &Description,
    played: &Pile,
    loss_cards: &[Pile],
    in_match: PlayerSet,
) -> Result<(), EngineError> {
    let deck = rules.deck(n);
    let mut seen = *played;
    seen.add(d.hand);
    seen.add(d.discards);
    if rules.loss_cards == LossCards::Kept {
        for p in in_match.iter() {
            seen.add_pile(&loss_cards[p]);
        }
    }
    for rank in 0..crate::card::RANKS as u8 {
        if seen.count(rank) > deck.count(rank) {
            let name = crate::card::rank_name(rank);
            return bad(format!(
                "{} cards {name} in sight (hand, discards, tricks, loss cards), the deck has {}",
                seen.count(rank),
                deck.count(rank)
            ));
        }
    }
    Ok(())
}

/// The stock's size: the cards of the deal less the hands dealt and the cards exchanged.
fn stock_size(
    rules: &Rules,
    n: usize,
    loss_cards: &[Pile],
    in_match: PlayerSet,
    dealt: u32,
    exchanged: &[Option<u8>],
) -> Result<u32, EngineError> {
    let avail =
        super::deal::cards_of_deal(rules, n, in_match, loss_cards).map_or(0, |cards| cards.len());
    let hands = dealt * in_match.len() as u32;
    let drawn: u32 = exchanged.iter().map(|e| u32::from(e.unwrap_or(0))).sum();
    avail.checked_sub(hands + drawn).ok_or_else(|| {
        EngineError::State(format!(
            "impossible position: {} cards dealt and {drawn} drawn, but the deal has {avail} cards",
            hands
        ))
    })
}
