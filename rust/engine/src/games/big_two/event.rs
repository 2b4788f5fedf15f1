//! The event log of a match: every deal, play, pass, round, last card, game and the match's end.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{SuitedCard, SuitedCards};

use super::order::written;
use super::rules::Rules;

/// One entry of the event log. Fields a player may not see are `None` in that player's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
#[allow(missing_docs)] // each variant's doc names its fields
pub enum Event {
    /// A game is dealt: its number (from 1), the dealer, each hand (player, cards), the card
    /// dealt face up and who took it (three players), the cards left out of play (two players).
    Deal {
        game: u16,
        dealer: u8,
        hands: Vec<(u8, Option<SuitedCards>)>,
        face_up: Option<(SuitedCard, u8)>,
        out_of_play: u8,
    },
    /// A play.
    Play { player: u8, cards: SuitedCards },
    /// A pass.
    Pass { player: u8 },
    /// Every other player passed after this player's play: the round is theirs, and they lead.
    RoundWon { player: u8 },
    /// A player is left with one card (the announcement is automatic).
    LastCard { player: u8 },
    /// A game is over: its winner, the penalty points each player scored, the totals after it.
    GameOver {
        game: u16,
        winner: u8,
        penalties: Vec<u32>,
        totals: Vec<u32>,
    },
    /// The match is over: the totals and the winners.
    MatchOver { totals: Vec<u32>, winners: Vec<u8> },
}

impl Event {
    /// The event as one readable line, its cards from the strongest down in the order of `rules`.
    pub fn line(&self, rules: &Rules) -> String {
        Line { event: self, rules }.to_string()
    }
}

/// An event with the rules that order its cards, for writing.
struct Line<'a> {
    event: &'a Event,
    rules: &'a Rules,
}

impl fmt::Display for Line<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards = |c: &SuitedCards| written(*c, self.rules);
        match self.event {
            Event::Deal {
                game,
                dealer,
                hands,
                face_up,
                out_of_play,
            } => {
                write!(f, "game {game}: P{dealer} deals")?;
                if let Some((card, holder)) = face_up {
                    write!(f, "; {card} face up to P{holder}")?;
                }
                if *out_of_play > 0 {
                    write!(f, "; {out_of_play} cards out of play")?;
                }
                for (p, h) in hands {
                    match h {
                        Some(h) => write!(f, "; P{p} [{}]", cards(h))?,
                        None => write!(f, "; P{p} [?]")?,
                    }
                }
                Ok(())
            }
            Event::Play { player, cards: c } => write!(f, "P{player} plays {}", cards(c)),
            Event::Pass { player } => write!(f, "P{player} passes"),
            Event::RoundWon { player } => write!(f, "P{player} wins the round"),
            Event::LastCard { player } => write!(f, "P{player}: last card"),
            Event::GameOver {
                game,
                winner,
                penalties,
                totals,
            } => write!(
                f,
                "game {game} over: P{winner} is out; penalties {penalties:?}, totals {totals:?}"
            ),
            Event::MatchOver { totals, winners } => {
                let names: Vec<String> = winners.iter().map(|p| format!("P{p}")).collect();
                let verb = if winners.len() == 1 { "wins" } else { "win" };
                write!(
                    f,
                    "match over: totals {totals:?}; {} {verb}",
                    names.join(" ")
                )
            }
        }
    }
}
