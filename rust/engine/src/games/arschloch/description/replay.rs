//! The game replayed from its start (3.3): a match dealt as the description allows, then every
//! described play and pass applied in turn with the engine's own legality check, round by round.
//!
//! **The hands of the replay.** The describing player holds their hand and their plays (after
//! the exchange). Every other player holds their plays and, for the cards they still hold,
//! aces (and jokers, unless they may be led, when a hand holds more than fits beside the aces it
//! played: a rank of a hand holds at most 15): the replay can then refuse a move of theirs only
//! for what the table sees. A play is in
//! their hand; a pass in a round is always allowed; passing the lead is allowed exactly when
//! they hold nothing they may lead (the aces cannot be led; the cards they play later can be),
//! and, when their own round came back, too few cards to put a set on top, which is their
//! public count. Nothing else the view shows reads the hidden hands, so the view is the same
//! for every deal the description allows; `hidden.rs` checks that one exists.
//!
//! **Rounds.** A round is the plays from a lead (and the passes of the lead before it) until
//! its cards are cleared: a win at once by aces or jokers, a player going out, or the round
//! coming back unbeaten to its player; aces or jokers that player puts on top belong to it.
//! A described round that goes on after that, or that stops before, is refused. The last round
//! is the one on the table and may be unfinished (or empty: nothing played in it yet).

use crate::card::{Cards, Pile, ACE, JOKER};
use crate::error::EngineError;

use super::super::apply::why_illegal;
use super::super::legal::{can_lead, wins_at_once, Turn};
use super::super::moves::{Move, MoveList};
use super::super::rules::{Rules, PACK_SIZE};
use super::super::state::{Match, Order, Phase};
use super::super::view::View;
use super::exchange::Exchange;
use super::standing::Standing;
use super::{bad, Description, SeatPlay};

/// Where a round stands after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Round {
    /// It goes on.
    Open,
    /// Its last play came back unbeaten to this player, who may still put aces or jokers on it.
    CameBack(u8),
    /// Its cards are cleared; why.
    Over(String),
}

/// The match of `d` at its describing player's turn.
pub(super) fn replayed(
    d: &Description,
    s: &Standing,
    played: &[Cards],
    exchange: Exchange,
) -> Result<Match, EngineError> {
    let mut r = Replay {
        m: start(d, s, played, exchange)?,
        d,
        game: s.game,
        filler: (0..s.n)
            .map(|p| filler(played[p], s.rules.hand_size, s.rules.lead_jokers).unwrap_or_default())
            .collect(),
    };
    for (i, round) in d.rounds.iter().enumerate() {
        r.round(i + 1, round, i + 1 == d.rounds.len())?;
    }
    let to_move = r.m.to_move;
    if to_move != d.seat {
        return bad(format!(
            "after the rounds described it is seat {to_move}'s turn, not seat {}'s: the \
             describing player must be to move",
            d.seat
        ));
    }
    Ok(r.m)
}

/// The match at the start of play of this game, the exchange made.
fn start(
    d: &Description,
    s: &Standing,
    played: &[Cards],
    exchange: Exchange,
) -> Result<Match, EngineError> {
    let n = s.n;
    let mut m = Match::new(n, s.rules, 0)?;
    m.log.clear();
    m.logging = s.game == 1;
    m.stops = true;
    m.game = s.game;
    m.dealer = s.dealer;
    m.seating[..n].copy_from_slice(&s.seating);
    for (p, (hand, &mine)) in m.hands.iter_mut().zip(played).enumerate() {
        *hand = if p == usize::from(d.seat) {
            d.hand.plus(mine)
        } else {
            mine.plus(filled(s, mine, p)?)
        };
    }
    m.out_of_play = out_of_play(d, played, n, s.rules.hand_size);
    m.exchanges = exchange;
    m.orders = s
        .orders
        .iter()
        .map(|o| o.iter().copied().collect::<Order>())
        .collect();
    m.totals[..n].copy_from_slice(&s.totals);
    m.to_move = m.seating[0];
    m.record_deal();
    Ok(m)
}

/// Cards out of play, as many as the deal leaves (which ones no view shows).
/// The cards player `p`, who played `mine`, holds beside them in the replay; refused when
/// they do not fit (see [`filler`]).
fn filled(s: &Standing, mine: Cards, p: usize) -> Result<Cards, EngineError> {
    let size = s.rules.hand_size;
    filler(mine, size, s.rules.lead_jokers).map_or_else(
        || {
            bad(format!(
                "seat {p} still holds {} cards: the described game is replayed with the cards a \
                 player still holds as aces{}, at most {MOST_OF_A_RANK} of a rank with the ones \
                 they played; describe the game once fewer cards are held",
                size - mine.len(),
                if s.rules.lead_jokers {
                    ""
                } else {
                    " and jokers"
                },
            ))
        },
        Ok,
    )
}

/// The cards no one can be made to lead that fill a hand of `size` beside the plays `mine`:
/// aces, then jokers unless they may be led; `None` when a rank would hold more than
/// [`MOST_OF_A_RANK`].
fn filler(mine: Cards, size: u8, lead_jokers: bool) -> Option<Cards> {
    let mut left = size.checked_sub(mine.len())?;
    let mut out = Cards::EMPTY;
    let ranks: &[u8] = if lead_jokers { &[ACE] } else { &[ACE, JOKER] };
    for &rank in ranks {
        let take = left.min(MOST_OF_A_RANK.saturating_sub(mine.count(rank)));
        out = out.plus(Cards::of(rank, take));
        left -= take;
    }
    (left == 0).then_some(out)
}

/// The most cards of one rank a hand of the engine holds (a nibble of [`Cards`]).
const MOST_OF_A_RANK: u8 = 15;

fn out_of_play(d: &Description, played: &[Cards], n: usize, size: u8) -> Pile {
    let mut unseen = Rules::pack().checked_minus(&Pile::of(d.hand));
    for &p in played {
        unseen = unseen.and_then(|u| u.checked_minus(&Pile::of(p)));
    }
    let count = PACK_SIZE - n as u32 * u32::from(size);
    let mut out = Pile::EMPTY;
    for rank in unseen
        .unwrap_or_default()
        .ranks_high_to_low()
        .take(count as usize)
    {
        out.add_rank(rank);
    }
    out
}

struct Replay<'a> {
    m: Match,
    d: &'a Description,
    game: u16,
    /// The cards each player holds beside their plays in the replay (see [`filler`]; unused for
    /// the describer).
    filler: Vec<Cards>,
}

impl Replay<'_> {
    /// Round `number`'s plays, the round cleared at its end unless it is the `last`.
    fn round(&mut self, number: usize, plays: &[SeatPlay], last: bool) -> Result<(), EngineError> {
        let mut state = Round::Open;
        for &(seat, play) in plays {
            self.goes_on(number, &state, seat, play)?;
            state = self.step(number, seat, play)?;
        }
        if last {
            return Ok(());
        }
        if plays.is_empty() {
            return bad(format!(
                "round {number} is empty (only the last round may be)"
            ));
        }
        if state != Round::Open {
            return Ok(());
        }
        let to_move = self.m.to_move;
        let why = match self.m.table {
            Some(t) => format!(
                "seat {to_move} is to play on seat {}'s [{}] in it",
                t.last, t.cards
            ),
            None => format!("nobody has led in it, and seat {to_move} is to lead"),
        };
        bad(format!("round {number} ends early: {why}"))
    }

    /// Refuses a play after its round's cards are cleared.
    fn goes_on(
        &self,
        number: usize,
        state: &Round,
        seat: u8,
        play: Option<Cards>,
    ) -> Result<(), EngineError> {
        let deed = deed(play);
        match state {
            Round::Open => Ok(()),
            Round::Over(why) => bad(format!(
                "round {number} goes on after {why}: seat {seat}'s {deed} belongs to the next \
                 round"
            )),
            Round::CameBack(p) => {
                let size = self.m.table.map_or(0, |t| t.size());
                let on_top = seat == *p && play.is_some_and(|c| wins_at_once(c) && c.len() == size);
                if on_top {
                    return Ok(());
                }
                bad(format!(
                    "round {number} goes on after seat {p}'s play came back to it unbeaten: \
                     only aces or jokers it puts on top belong to the round, and seat {seat}'s \
                     {deed} begins the next"
                ))
            }
        }
    }

    /// Applies one described move, or says why it cannot be.
    fn step(&mut self, number: usize, seat: u8, play: Option<Cards>) -> Result<Round, EngineError> {
        let m = &mut self.m;
        let mv = play.map_or(Move::PASS, Move::play);
        let to_move = m.to_move;
        if seat != to_move {
            return bad(format!(
                "round {number}: seat {seat} {} out of turn: it is seat {to_move}'s turn (play \
                 goes to the left, in the order {:?}, skipping the players out)",
                deed_verb(play),
                m.seating()
            ));
        }
        let mut moves = MoveList::new();
        m.legal_moves_into(&mut moves);
        if !moves.contains(&mv) {
            return bad(format!(
                "round {number}: seat {seat} cannot {}: {}",
                deed(play),
                self.why(mv)
            ));
        }
        let turn = m.turn();
        m.apply_move(mv);
        if m.phase != Phase::Play || m.game != self.game {
            let left: Vec<usize> = m.holding().iter().collect();
            return bad(format!(
                "round {number}: seat {seat}'s {} ends game {}, only seat {} holding cards: \
                 there is no turn left in it",
                deed(play),
                self.game,
                left.first().copied().unwrap_or_else(|| seat.into())
            ));
        }
        Ok(match (play, m.table) {
            (Some(c), None) if wins_at_once(c) => {
                Round::Over(format!("seat {seat} won it at once with [{c}]"))
            }
            (Some(c), None) => Round::Over(format!("seat {seat} went out with [{c}]")),
            (None, Some(t)) if t.last == m.to_move && matches!(turn, Some(Turn::Follow { .. })) => {
                Round::CameBack(t.last)
            }
            _ => Round::Open,
        })
    }

    /// Why the player to move cannot make `mv`.
    fn why(&self, mv: Move) -> String {
        let m = &self.m;
        let p = m.to_move;
        let hand = m.hands[usize::from(p)];
        let Some(turn) = m.turn() else {
            return "the game is over".into();
        };
        let lead_jokers = m.rules.lead_jokers;
        if let (Turn::Follow { size, .. }, Some(t)) = (turn, m.table) {
            if mv.cards().len() == size && legal_shape(mv) {
                return format!(
                    "[{}] does not beat seat {}'s [{}]",
                    mv.cards(),
                    t.last,
                    t.cards
                );
            }
        }
        if p == self.d.seat {
            let why = why_illegal(hand, turn, lead_jokers, mv);
            return match mv.is_pass() {
                true => {
                    format!("{why} (it held [{hand}] then: its hand and the cards it played later)")
                }
                false => why,
            };
        }
        let later = hand.minus(self.filler[usize::from(p)]);
        match turn {
            Turn::Lead { .. } if mv.is_pass() && can_lead(later, lead_jokers) => format!(
                "a player who passes the lead holds nothing they may lead ({}), and seat {p} \
                 plays [{}] later in this game",
                if lead_jokers {
                    "only aces"
                } else {
                    "only aces and jokers"
                },
                leadable(later, lead_jokers)
            ),
            Turn::Lead {
                on_top: Some(size), ..
            } if mv.is_pass() => format!(
                "its play came back unbeaten, and holding {} cards it cannot lead, all aces or \
                 jokers, it can put {size} of them on top: it does not pass",
                hand.len()
            ),
            _ => why_illegal(hand, turn, lead_jokers, mv),
        }
    }
}

/// Whether a play is one rank (jokers joining it) or jokers alone.
fn legal_shape(mv: Move) -> bool {
    crate::card::joker::is_one_rank_with_jokers(mv.cards())
}

/// The cards of `hand` that can be led: all but the aces, and the jokers unless they may be led.
fn leadable(hand: Cards, lead_jokers: bool) -> Cards {
    let jokers = if lead_jokers { 0 } else { hand.count(JOKER) };
    hand.without(ACE).minus(Cards::of(JOKER, jokers))
}

/// `play [5 5]` or `pass`.
fn deed(play: Option<Cards>) -> String {
    play.map_or_else(|| "pass".into(), |c| format!("play [{c}]"))
}

/// `plays [5 5]` or `passes`.
fn deed_verb(play: Option<Cards>) -> String {
    play.map_or_else(|| "passes".into(), |c| format!("plays [{c}]"))
}

/// The counts the description states, checked against the replay's.
pub(super) fn check_counts(d: &Description, view: &View) -> Result<(), EngineError> {
    if let Some(f) = d.finished.as_ref().filter(|f| **f != view.finished) {
        return bad(format!(
            "finished {f:?}, but the rounds described put out {:?}, in that order",
            view.finished
        ));
    }
    if let Some(c) = d.cards_left.as_ref().filter(|c| **c != view.held) {
        return bad(format!(
            "cards_left {c:?}, but the hands less the plays leave {:?}",
            view.held
        ));
    }
    Ok(())
}
