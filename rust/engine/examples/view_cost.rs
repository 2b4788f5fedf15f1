use std::time::Instant;
use zz_engine::game::{Game, GameView};
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::possible::{check, Rebuild};
use zz_engine::rng::Rng;

fn typical<G: Game>(mut m: G, moves: usize) -> String {
    let mut rng = Rng::seeded(1);
    for _ in 0..moves {
        if m.is_over() {
            break;
        }
        let mv = m.random_move(&mut rng);
        m.apply(mv).unwrap();
    }
    serde_json::to_string(&m.view(m.current_player().unwrap_or(0))).unwrap()
}

fn time<G: Rebuild>(name: &str, text: &str) {
    let n = 2000;
    let t = Instant::now();
    for _ in 0..n {
        let v: G::View = serde_json::from_str(text).unwrap();
        v.check().unwrap();
    }
    let before = t.elapsed().as_secs_f64() / n as f64 * 1e6;
    let t = Instant::now();
    for _ in 0..n {
        let v: G::View = serde_json::from_str(text).unwrap();
        check::<G>(&v).unwrap();
    }
    let after = t.elapsed().as_secs_f64() / n as f64 * 1e6;
    println!(
        "{name}: {} bytes, parse+check {before:.1} us, parse+possible::check {after:.1} us",
        text.len()
    );
}

fn main() {
    for moves in [20, 200, 1000] {
        let b = typical(
            big_two::Match::start(4, big_two::Rules::standard(), 1, true).unwrap(),
            moves,
        );
        time::<big_two::Match>(&format!("big_two 4p after {moves} moves"), &b);
        let a = typical(
            arschloch::Match::start(4, arschloch::Rules::standard(), 1, true).unwrap(),
            moves,
        );
        time::<arschloch::Match>(&format!("arschloch 4p after {moves} moves"), &a);
        let f = typical(
            zweiundzwanzig::Match::new(4, zweiundzwanzig::Rules::standard(), 1).unwrap(),
            moves,
        );
        time::<zweiundzwanzig::Match>(&format!("family 4p after {moves} moves"), &f);
    }
}
