use zz_engine::game::Game;
use zz_engine::games::big_two::{self, combination::strength, Match, MoveList};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;
fn main() {
    let rules = big_two::Rules::standard_preset()
        .with_option("games", &zz_engine::options::OptionValue::Int(1))
        .unwrap();
    let mut moves = MoveList::new();
    let mut kinds = std::collections::BTreeMap::<String, (u64, u64)>::new();
    for seed in 0..200 {
        let mut g = <Match as Game>::start(4, rules, seed, false).unwrap();
        let mut rng = Rng::derived(seed, 7);
        while !g.is_over() {
            g.legal_moves(&mut moves);
            let t = g.turn().unwrap();
            let k = match t.last {
                None => {
                    if t.must_hold.is_some() {
                        "first".to_string()
                    } else {
                        "lead".into()
                    }
                }
                Some(l) => format!("{:?}", strength(l, &rules).unwrap().combination),
            };
            let e = kinds.entry(k).or_default();
            e.0 += 1;
            e.1 += moves.len() as u64;
            let mv = moves[rng.below(moves.len() as u32) as usize];
            g.apply_unchecked(mv);
        }
    }
    for (k, (n, m)) in kinds {
        println!("{k}: {n} decisions, {:.1} moves avg", m as f64 / n as f64);
    }
}
