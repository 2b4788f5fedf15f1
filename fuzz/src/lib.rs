//! The bodies of the fuzz targets: each takes any bytes and must never panic. A body reads the
//! bytes as the engine reads a document (card strings, rules, a match record, a view, a position
//! description); whatever the engine accepts is then used the way a program would use it, and
//! held to what the engine promises about it (a rule set read is in range, a match read is
//! consistent, a checked view determinizes to a consistent match with the same legal moves).
//!
//! cargo fuzz runs these from `fuzz_targets/`; the engine's tests
//! (`rust/engine/tests/shared/fuzz_corpus.rs`) run them over the committed corpus and a few
//! thousand seeded mutations of it.

use zz_engine::card::{parse_rank, rank_name, tokens, Cards, Pile, JOKER};
use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::description::Description;
use zz_engine::games::zweiundzwanzig::{position, LossCards, Match, MoveList, Phase, Rules, View};
use zz_engine::options::GameRules;
use zz_engine::policy::RandomPolicy;
use zz_engine::rng::Rng;
use zz_engine::search::{advise, Settings};

/// Moves played on from a match or determinization that a document gave.
const PLAY_ON: usize = 120;

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// Card strings: `Cards::parse`, `Pile::parse` and `parse_rank`; with a `|`, the trick-level
/// functions on a hand and the plays of a trick (`hand | lead | follow ...`).
pub fn cards(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Ok(c) = Cards::parse(text) {
        assert!(c.len() <= 15, "{text:?} parsed to {c:?}");
        assert_eq!(Cards::parse(&c.to_string()).ok(), Some(c), "{text:?}");
    }
    if let Ok(p) = Pile::parse(text) {
        assert_eq!(Pile::parse(&p.to_string()).ok(), Some(p), "{text:?}");
    }
    let _ = parse_rank(text);
    for token in tokens(text) {
        if let Ok(rank) = parse_rank(token) {
            assert!(rank <= JOKER);
            assert_eq!(parse_rank(rank_name(rank)).ok(), Some(rank));
        }
    }
    let mut parts = text.split('|');
    let (Some(hand), Some(first)) = (parts.next(), parts.next()) else {
        return;
    };
    let Ok(hand) = Cards::parse(hand) else { return };
    let plays: Result<Vec<Cards>, _> = std::iter::once(first)
        .chain(parts)
        .filter(|p| !p.trim().is_empty())
        .map(Cards::parse)
        .collect();
    let Ok(plays) = plays else { return };
    for rules in [
        Rules::standard(),
        Rules::rasmussen(),
        Rules::sechsundzwanzig(),
    ] {
        let _ = position::legal_plays(hand, &plays, &rules);
        let _ = position::trick_winner_checked(&plays, &rules);
        if let [play, best, ..] = plays[..] {
            let _ = position::beats_checked(play, best, &rules);
        }
    }
}

/// A rule set as JSON: what reads is in range and round-trips, and every table it allows plays.
pub fn rules_json(data: &[u8]) {
    let Ok(rules) = serde_json::from_slice::<Rules>(data) else {
        return;
    };
    rules
        .check_options()
        .expect("a rule set read from a document is in range");
    let again = serde_json::to_string(&rules).expect("rules write");
    assert_eq!(serde_json::from_str::<Rules>(&again).ok(), Some(rules));
    let _ = rules.to_string();
    for players in [2, 3, 5, 7, 13] {
        if rules.check_players(players).is_ok() {
            let m = Match::new(players, rules, data.len() as u64)
                .expect("rules that pass check_players start a match");
            play_on(m, PLAY_ON, 1, true);
        }
    }
}

/// A match record (`Match::from_json`): what reads is consistent, round-trips, gives views that
/// pass the check, and plays on.
pub fn match_json(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let Ok(m) = Match::from_json(text) else {
        return;
    };
    m.check_consistency()
        .expect("a match read from a record is consistent");
    let again = m.to_json().expect("a match writes");
    assert_eq!(Match::from_json(&again).ok().as_ref(), Some(&m));
    for p in 0..m.player_count() {
        let view = m.view(p);
        view.check()
            .expect("every view of a match passes the check");
    }
    play_on(m, PLAY_ON, 2, true);
}

/// A view as JSON, checked (as `View.from_json` does); a view that passes is used every way.
pub fn view_json(data: &[u8]) {
    let Ok(view) = serde_json::from_slice::<View>(data) else {
        return;
    };
    if view.check().is_ok() {
        exercise_view(&view);
    }
}

/// A position description as JSON (`View.from_description`): a view described passes the check
/// and is used every way.
pub fn description(data: &[u8]) {
    let Ok(d) = serde_json::from_slice::<Description>(data) else {
        return;
    };
    if let Ok(view) = View::describe(&d) {
        view.check().expect("a described view passes the check");
        exercise_view(&view);
    }
}

/// Everything that reads a checked view: its legal moves, transcript and JSON; a determinized
/// match (consistent, with the same legal moves for the viewer, and played on); a tiny search.
fn exercise_view(view: &View) {
    let mut moves = MoveList::new();
    view.legal_moves_into(&mut moves);
    let my_turn = view.to_move == Some(view.player);
    assert_eq!(
        !moves.is_empty(),
        my_turn,
        "legal moves exactly on the viewer's turn"
    );
    for event in &view.log {
        let _ = event.to_string();
    }
    let again = serde_json::to_string(view).expect("a view writes");
    assert_eq!(
        serde_json::from_str::<View>(&again).ok().as_ref(),
        Some(view)
    );
    let mut rng = Rng::seeded(7);
    if let Ok(m) = Match::determinize(view, &mut rng) {
        let adds_up = totals_from_loss_cards(view);
        if adds_up {
            m.check_consistency()
                .expect("a checked view determinizes to a consistent match");
        }
        if my_turn {
            let mut theirs = MoveList::new();
            m.legal_moves_into(&mut theirs);
            assert_eq!(theirs, moves, "the view's moves are the match's");
        }
        play_on(m, PLAY_ON, 3, adds_up);
    }
    if my_turn && view.phase != Phase::Dealing {
        let settings = Settings {
            iterations: Some(3),
            ..Settings::default()
        };
        let _ = advise::<Match>(view, &settings, &RandomPolicy);
    }
}

/// Whether the totals are the loss cards' points where loss cards are kept (a description may
/// give totals alone, without saying which loss cards lie out; a match then does not add up).
fn totals_from_loss_cards(view: &View) -> bool {
    view.rules.loss_cards == LossCards::Returned
        || view
            .loss_cards
            .iter()
            .zip(&view.totals)
            .all(|(pile, &total)| {
                let points: u16 = pile
                    .ranks_high_to_low()
                    .map(|r| u16::from(Rules::value(r)))
                    .sum();
                points == total
            })
}

/// Plays up to `moves` random legal moves (each must apply), then checks the state when it
/// started `consistent`.
fn play_on(mut m: Match, moves: usize, seed: u64, consistent: bool) {
    let mut rng = Rng::seeded(seed);
    let mut list = MoveList::new();
    for _ in 0..moves {
        if m.is_over() || m.phase() == Phase::Dealing {
            return;
        }
        m.legal_moves(&mut list);
        assert!(!list.is_empty(), "a match not over has a legal move");
        let mv = list.get(rng.below(list.len() as u32) as usize);
        m.apply(mv).expect("a listed move applies");
    }
    if consistent {
        m.check_consistency()
            .expect("a match played on stays consistent");
    }
}
