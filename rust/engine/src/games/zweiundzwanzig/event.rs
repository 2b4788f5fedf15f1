//! The event log of a match: every draw, deal, exchange, play, trick and showdown, replayable.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{rank_name, Cards};
use crate::game::PlayerSet;

use super::rules::{Rules, MAX_HAND};
use super::trick::PlayKind;

/// Why players drew cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawFor {
    /// The first dealer (1.3).
    FirstDealer,
    /// The next dealer among several losers (1.9).
    NextDealer,
}

/// One entry of the event log. Fields a player may not see are `None` in that player's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
#[allow(missing_docs)] // each variant's doc names its fields
pub enum Event {
    /// One round of drawing for the deal: each (seat, rank) drawn.
    Draw {
        purpose: DrawFor,
        #[serde(with = "seat_ranks")]
        draws: Vec<(u8, u8)>,
    },
    /// A deal: its number, the dealer, cards each, each hand (seat, cards), the stock's size.
    Deal {
        deal: u16,
        dealer: u8,
        hand_size: u8,
        hands: Vec<(u8, Option<Cards>)>,
        stock: u16,
    },
    /// An exchange: how many cards; which ones (hidden from the others).
    Exchange {
        player: u8,
        count: u8,
        discarded: Option<Cards>,
        drawn: Option<Cards>,
    },
    /// A play to the trick, and what it did.
    Play {
        player: u8,
        cards: Cards,
        kind: PlayKind,
    },
    /// The end of a trick: who leads the next one.
    Trick { winner: u8 },
    /// The showdown: each (seat, rank) shown, the losers and the points each loser takes.
    Showdown {
        #[serde(with = "seat_ranks")]
        cards: Vec<(u8, u8)>,
        losers: Vec<u8>,
        points: u8,
    },
    /// A player's total reached the limit.
    Out { player: u8, total: u16 },
    /// The match is over.
    End { winners: Vec<u8> },
}

/// (seat, rank) pairs written with rank names: `[[0, "K"], [1, "7"]]`.
mod seat_ranks {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::card::{parse_rank, rank_name};

    pub fn serialize<S: Serializer>(pairs: &[(u8, u8)], s: S) -> Result<S::Ok, S::Error> {
        let named: Vec<(u8, &str)> = pairs.iter().map(|&(p, r)| (p, rank_name(r))).collect();
        named.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u8, u8)>, D::Error> {
        let named: Vec<(u8, String)> = Vec::deserialize(d)?;
        named
            .into_iter()
            .map(|(p, r)| Ok((p, parse_rank(&r).map_err(serde::de::Error::custom)?)))
            .collect()
    }
}

impl Event {
    /// Checks the event on its own, as read from a document: every seat it names sits at a
    /// table of `players` (no seat twice where each seat appears once), every card count fits a
    /// hand, and only `viewer`'s hidden cards are shown when it is one player's view (`None`: the
    /// full log). Says what is wrong.
    pub fn check(&self, players: u8, viewer: Option<u8>) -> Result<(), String> {
        let seat = |p: u8| in_table(p, players);
        match self {
            Event::Draw { draws, .. } => distinct(draws.iter().map(|&(p, _)| p), players).map(drop),
            Event::Deal {
                dealer,
                hand_size,
                hands,
                ..
            } => {
                seat(*dealer)?;
                distinct(hands.iter().map(|&(p, _)| p), players)?;
                fits_hand(*hand_size)?;
                (hands.iter()).try_for_each(|&(p, hand)| check_shown(p, hand, *hand_size, viewer))
            }
            Event::Exchange {
                player,
                count,
                discarded,
                drawn,
            } => {
                seat(*player)?;
                fits_hand(*count)?;
                check_shown(*player, *discarded, *count, viewer)?;
                check_shown(*player, *drawn, *count, viewer)
            }
            Event::Play { player, cards, .. } => {
                seat(*player)?;
                fits_hand(cards.len())?;
                if cards.is_empty() {
                    return Err(format!("seat {player} plays no card"));
                }
                Ok(())
            }
            Event::Trick { winner } => seat(*winner),
            Event::Showdown {
                cards,
                losers,
                points,
            } => check_showdown(cards, losers, *points, players),
            Event::Out { player, .. } => seat(*player),
            Event::End { winners } => distinct(winners.iter().copied(), players).map(drop),
        }
    }
}

/// Hidden cards of `seat` (`None` where hidden) are shown to that seat alone, `count` of them.
fn check_shown(
    seat: u8,
    cards: Option<Cards>,
    count: u8,
    viewer: Option<u8>,
) -> Result<(), String> {
    match cards {
        Some(_) if viewer.is_some_and(|v| v != seat) => {
            Err(format!("seat {seat}'s hidden cards are shown"))
        }
        Some(c) if c.len() != count => Err(format!("[{c}] shown for {count} cards of seat {seat}")),
        _ => Ok(()),
    }
}

/// A showdown's losers and points are the ones its shown cards make (1.8).
fn check_showdown(
    cards: &[(u8, u8)],
    losers: &[u8],
    points: u8,
    players: u8,
) -> Result<(), String> {
    distinct(cards.iter().map(|&(p, _)| p), players)?;
    let lost = distinct(losers.iter().copied(), players)?;
    let top = cards.iter().map(|&(_, r)| r).max();
    let mut highest = PlayerSet::default();
    for &(p, r) in cards {
        if Some(r) == top {
            highest.insert(p as usize);
        }
    }
    if top.is_none() || lost != highest || points != Rules::value(top.unwrap_or(0)) {
        return Err("a showdown whose losers or points are not what its cards make".into());
    }
    Ok(())
}

/// Fails unless `p` is a seat of a table of `players`.
fn in_table(p: u8, players: u8) -> Result<(), String> {
    if p < players {
        Ok(())
    } else {
        Err(format!("seat {p} is not at a table of {players}"))
    }
}

/// The seats named, each at the table and named once.
fn distinct(named: impl Iterator<Item = u8>, players: u8) -> Result<PlayerSet, String> {
    let mut set = PlayerSet::default();
    for p in named {
        in_table(p, players)?;
        if set.has(p as usize) {
            return Err(format!("seat {p} is named twice"));
        }
        set.insert(p as usize);
    }
    Ok(set)
}

/// Fails unless a hand can hold `n` cards.
fn fits_hand(n: u8) -> Result<(), String> {
    if n <= MAX_HAND {
        Ok(())
    } else {
        Err(format!("{n} cards: no hand holds more than {MAX_HAND}"))
    }
}

fn seats(list: &[u8]) -> String {
    let names: Vec<String> = list.iter().map(|p| format!("P{p}")).collect();
    names.join(" ")
}

fn shown(list: &[(u8, u8)]) -> String {
    let parts: Vec<String> = list
        .iter()
        .map(|(p, r)| format!("P{p} {}", rank_name(*r)))
        .collect();
    parts.join(", ")
}

impl fmt::Display for Event {
    /// One readable line, as in the golden transcripts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Draw { purpose, draws } => {
                let why = match purpose {
                    DrawFor::FirstDealer => "first dealer",
                    DrawFor::NextDealer => "next dealer",
                };
                write!(f, "draw for {why}: {}", shown(draws))
            }
            Event::Deal {
                deal,
                dealer,
                hand_size,
                hands,
                stock,
            } => {
                write!(
                    f,
                    "deal {deal}: P{dealer} deals {hand_size} each, stock {stock}"
                )?;
                for (p, h) in hands {
                    match h {
                        Some(h) => write!(f, "; P{p} [{h}]")?,
                        None => write!(f, "; P{p} [?]")?,
                    }
                }
                Ok(())
            }
            Event::Exchange {
                player,
                count,
                discarded,
                drawn,
            } => {
                write!(f, "P{player} exchanges {count}")?;
                if let (Some(d), Some(n)) = (discarded, drawn) {
                    if *count > 0 {
                        write!(f, ": [{d}] for [{n}]")?;
                    }
                }
                Ok(())
            }
            Event::Play {
                player,
                cards,
                kind,
            } => {
                let verb = match kind {
                    PlayKind::Lead => "leads",
                    PlayKind::Beat => "beats with",
                    PlayKind::Stechen => "sticht with",
                    PlayKind::GiveOff => "gives off",
                };
                write!(f, "P{player} {verb} {cards}")
            }
            Event::Trick { winner } => write!(f, "P{winner} wins the trick"),
            Event::Showdown {
                cards,
                losers,
                points,
            } => write!(
                f,
                "showdown: {}; {} lose{} {points}",
                shown(cards),
                seats(losers),
                if losers.len() == 1 { "s" } else { "" }
            ),
            Event::Out { player, total } => write!(f, "P{player} is out with {total}"),
            Event::End { winners } => write!(
                f,
                "match over: {} win{}",
                seats(winners),
                if winners.len() == 1 { "s" } else { "" }
            ),
        }
    }
}
