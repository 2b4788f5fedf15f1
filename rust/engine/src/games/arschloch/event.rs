//! The event log of a match: every deal, exchange, play, pass, round, finish and game, in order.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::Cards;

use super::roles::Role;
use super::rules::{MAX_HAND, MAX_PLAYERS};

/// What a play did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    /// The first play of a round: it fixes the round's number of cards.
    Lead,
    /// A higher set on the round's last play.
    Beat,
    /// A set of aces or jokers alone on top of the player's own play that came back unbeaten.
    OnTop,
}

/// One entry of the event log. Fields a player may not see are `None` in that player's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
#[allow(missing_docs)] // each variant's doc names its fields
pub enum Event {
    /// A game is dealt: its number (from 1), the dealer, the seating (the order of play, the
    /// leader first), the cards each, each hand (player, cards), the cards out of play.
    Deal {
        game: u16,
        dealer: u8,
        seating: Vec<u8>,
        hand_size: u8,
        hands: Vec<(u8, Option<Cards>)>,
        out_of_play: u8,
    },
    /// One pair of the exchange: the Arsch `giver` gives `count` best cards (`given`) to the
    /// Chef `taker` and receives the Chef's `count` worst (`returned`); the cards are seen by
    /// the two of them only.
    Exchange {
        giver: u8,
        taker: u8,
        count: u8,
        given: Option<Cards>,
        returned: Option<Cards>,
    },
    /// A play.
    Play {
        player: u8,
        cards: Cards,
        kind: PlayKind,
    },
    /// A pass in a round.
    Pass { player: u8 },
    /// A player who cannot lead passes the lead to the left.
    PassLead { player: u8 },
    /// The round is the player's: by aces or jokers alone at once, or by their play coming
    /// back unbeaten.
    RoundWon { player: u8 },
    /// A player played their last card: their finishing position (1 = first out).
    Finished { player: u8, position: u8 },
    /// A game is over: its finishing order (first out first) and the roles it gives, by player.
    GameOver {
        game: u16,
        order: Vec<u8>,
        roles: Vec<Role>,
    },
    /// The match is over: the totals and the winners.
    MatchOver { totals: Vec<u16>, winners: Vec<u8> },
}

impl Event {
    /// Checks the event on its own, as read from a document: every seat it names sits at a
    /// table of `players`, every card count fits a hand, and hidden cards are shown only to
    /// the seats in `sees` (all seats for the full log). Says what is wrong.
    pub fn check(&self, players: u8, sees: impl Fn(u8) -> bool) -> Result<(), String> {
        let seat = |p: u8| in_table(p, players);
        match self {
            Event::Deal {
                dealer,
                seating,
                hand_size,
                hands,
                ..
            } => {
                seat(*dealer)?;
                permutation(seating, players)?;
                fits_hand(*hand_size)?;
                let dealt: Vec<u8> = hands.iter().map(|&(p, _)| p).collect();
                permutation(&dealt, players)?;
                hands
                    .iter()
                    .try_for_each(|&(p, hand)| shown(p, hand, *hand_size, &sees))
            }
            Event::Exchange {
                giver,
                taker,
                count,
                given,
                returned,
            } => {
                seat(*giver)?;
                seat(*taker)?;
                if giver == taker {
                    return Err(format!("seat {giver} exchanges with itself"));
                }
                fits_hand(*count)?;
                let both = |p: u8| sees(p) || sees(if p == *giver { *taker } else { *giver });
                shown(*giver, *given, *count, both)?;
                shown(*taker, *returned, *count, both)
            }
            Event::Play { player, cards, .. } => {
                seat(*player)?;
                if cards.is_empty() || cards.len() > MAX_HAND {
                    return Err(format!("seat {player} plays [{cards}]"));
                }
                Ok(())
            }
            Event::Pass { player }
            | Event::PassLead { player }
            | Event::RoundWon { player }
            | Event::Finished { player, .. } => seat(*player),
            Event::GameOver { order, roles, .. } => {
                permutation(order, players)?;
                if roles.len() != usize::from(players) {
                    return Err("roles for another table".into());
                }
                Ok(())
            }
            Event::MatchOver { totals, winners } => {
                if totals.len() != usize::from(players) || winners.is_empty() {
                    return Err("a match's end without a total a seat or a winner".into());
                }
                winners.iter().try_for_each(|&p| seat(p))
            }
        }
    }
}

/// Hidden cards of `seat` (`None` where hidden) are shown only where `sees` allows, `count` of
/// them.
fn shown(
    seat: u8,
    cards: Option<Cards>,
    count: u8,
    sees: impl Fn(u8) -> bool,
) -> Result<(), String> {
    match cards {
        Some(_) if !sees(seat) => Err(format!("seat {seat}'s hidden cards are shown")),
        Some(c) if c.len() != count => Err(format!("[{c}] shown for {count} cards of seat {seat}")),
        _ => Ok(()),
    }
}

fn in_table(p: u8, players: u8) -> Result<(), String> {
    if p < players && usize::from(p) < MAX_PLAYERS {
        Ok(())
    } else {
        Err(format!("seat {p} is not at a table of {players}"))
    }
}

/// Every seat of the table once.
fn permutation(seats: &[u8], players: u8) -> Result<(), String> {
    let mut seen = [false; MAX_PLAYERS];
    for &p in seats {
        in_table(p, players)?;
        if std::mem::replace(&mut seen[usize::from(p)], true) {
            return Err(format!("seat {p} is named twice"));
        }
    }
    if seats.len() != usize::from(players) {
        return Err(format!("{} seats for a table of {players}", seats.len()));
    }
    Ok(())
}

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

impl fmt::Display for Event {
    /// One readable line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Deal {
                game,
                dealer,
                seating,
                hand_size,
                hands,
                out_of_play,
            } => {
                write!(
                    f,
                    "game {game}: P{dealer} deals {hand_size} each, {out_of_play} out of play; \
                     order of play {}",
                    seats(seating)
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
                giver,
                taker,
                count,
                given,
                returned,
            } => {
                write!(f, "P{giver} gives {count} to P{taker}")?;
                if let (Some(g), Some(r)) = (given, returned) {
                    write!(f, ": [{g}] for [{r}]")?;
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
                    PlayKind::OnTop => "puts on top",
                };
                write!(f, "P{player} {verb} {cards}")
            }
            Event::Pass { player } => write!(f, "P{player} passes"),
            Event::PassLead { player } => write!(f, "P{player} cannot lead and passes the lead"),
            Event::RoundWon { player } => write!(f, "P{player} wins the round"),
            Event::Finished { player, position } => {
                write!(f, "P{player} is out, position {position}")
            }
            Event::GameOver { game, order, roles } => {
                let named: Vec<String> = order
                    .iter()
                    .map(|&p| {
                        let role = roles.get(usize::from(p)).map_or("?", |r| r.name());
                        format!("P{p} {role}")
                    })
                    .collect();
                write!(f, "game {game} over: {}", named.join(", "))
            }
            Event::MatchOver { totals, winners } => write!(
                f,
                "match over: totals {totals:?}; {} win{}",
                seats(winners),
                if winners.len() == 1 { "s" } else { "" }
            ),
        }
    }
}
