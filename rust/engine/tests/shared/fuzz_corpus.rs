//! The cargo fuzz targets' bodies (`fuzz/src/lib.rs`) as ordinary tests: each runs over its
//! committed seed corpus (`fuzz/corpus/<target>/`) and a few thousand mutations of it made by a
//! small seeded mutator, so that every `cargo test` fuzzes a little without cargo-fuzz. No body
//! may panic; a panic names the input. `cargo test --test shared fuzz_corpus -- --ignored`
//! writes the seed corpus anew from documents the engine makes.

#[path = "../../../../fuzz/src/lib.rs"]
#[allow(dead_code, missing_docs)]
mod bodies;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

use serde_json::{json, Value};

use zz_engine::game::Game;
use zz_engine::games::zweiundzwanzig::{Match, MoveList, Rules};
use zz_engine::options::GameRules;
use zz_engine::rng::Rng;

fn corpus_dir(target: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target)
}

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir(target))
        .unwrap_or_else(|e| panic!("the corpus of {target}: {e}"))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    let seeds: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    assert!(!seeds.is_empty(), "{target} has a corpus");
    seeds
}

/// Mutations of each target in a test run: a few thousand optimized, fewer in a debug build.
const MUTATIONS: usize = if cfg!(debug_assertions) { 400 } else { 3000 };

/// Tokens a mutation may splice in: numbers at and past every bound, JSON punctuation and
/// values of other types, card names.
const TOKENS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "7",
    "13",
    "14",
    "15",
    "16",
    "17",
    "31",
    "32",
    "33",
    "255",
    "256",
    "1000",
    "1001",
    "65535",
    "65536",
    "4294967295",
    "18446744073709551615",
    "18446744073709551616",
    "1e999",
    "-0",
    "0.5",
    "null",
    "true",
    "false",
    "\"\"",
    "[]",
    "{}",
    "\"*\"",
    "\"A A A A\"",
    "\"2 2 2 2 2 2 2 2 2 2 2 2 2 2 2\"",
    ",",
    ":",
    "\"",
    "[",
    "]",
    "{",
    "}",
    " ",
    "*",
    "A",
    "10",
    "K",
    "|",
];

/// One to four random edits of `input`: flip a bit, insert or delete bytes, duplicate a slice,
/// splice in a token, or replace a number with a token.
fn mutate(input: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() as u32 + 1) as usize;
        match rng.below(6) {
            0 if at < out.len() => out[at] ^= 1 << rng.below(8),
            1 => out.insert(at, rng.below(256) as u8),
            2 if at < out.len() => {
                let end = (at + 1 + rng.below(16) as usize).min(out.len());
                out.drain(at..end);
            }
            3 if at < out.len() => {
                let end = (at + 1 + rng.below(64) as usize).min(out.len());
                let copy = out[at..end].to_vec();
                let to = rng.below(out.len() as u32 + 1) as usize;
                out.splice(to..to, copy);
            }
            4 => {
                let token = TOKENS[rng.below(TOKENS.len() as u32) as usize];
                out.splice(at..at, token.bytes());
            }
            _ => replace_number(&mut out, rng),
        }
    }
    out
}

/// Replaces one run of digits (picked at random) with a token.
fn replace_number(out: &mut Vec<u8>, rng: &mut Rng) {
    let starts: Vec<usize> = (0..out.len())
        .filter(|&i| out[i].is_ascii_digit() && (i == 0 || !out[i - 1].is_ascii_digit()))
        .collect();
    if starts.is_empty() {
        return;
    }
    let start = starts[rng.below(starts.len() as u32) as usize];
    let end = (start..out.len())
        .find(|&i| !out[i].is_ascii_digit())
        .unwrap_or(out.len());
    let token = TOKENS[rng.below(TOKENS.len() as u32) as usize];
    out.splice(start..end, token.bytes());
}

/// Values a structural mutation may put anywhere in a JSON document.
fn odd_value(rng: &mut Rng) -> Value {
    let values = [
        json!(0),
        json!(-1),
        json!(1),
        json!(2),
        json!(13),
        json!(32),
        json!(255),
        json!(256),
        json!(65536),
        json!(u32::MAX),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(0.5),
        Value::Null,
        json!(true),
        json!(""),
        json!("*"),
        json!("A A A A A"),
        json!([]),
        json!([0]),
        json!({}),
    ];
    values[rng.below(values.len() as u32) as usize].clone()
}

/// The JSON pointers of every node of `v`.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{at}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                pointers(
                    item,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
    out.push(at);
}

/// One structural edit of a JSON document: a node replaced by an odd value, a number moved by
/// one, an element or key dropped or repeated, two elements swapped, a string edited as bytes,
/// an unknown key added.
fn mutate_json(doc: &mut Value, rng: &mut Rng) {
    let mut all = Vec::new();
    pointers(doc, String::new(), &mut all);
    let at = all[rng.below(all.len() as u32) as usize].clone();
    let Some(node) = doc.pointer_mut(&at) else {
        return;
    };
    if rng.below(4) == 0 {
        *node = odd_value(rng);
        return;
    }
    let replacement = match node {
        Value::Number(n) => {
            let i = n.as_i64().unwrap_or(0);
            Some(json!(if rng.below(2) == 0 {
                i.wrapping_add(1)
            } else {
                i.wrapping_sub(1)
            }))
        }
        Value::String(s) => {
            let edited = mutate(s.as_bytes(), rng);
            *s = String::from_utf8_lossy(&edited).into_owned();
            None
        }
        Value::Array(items) if !items.is_empty() => {
            let i = rng.below(items.len() as u32) as usize;
            let j = rng.below(items.len() as u32) as usize;
            match rng.below(3) {
                0 => drop(items.remove(i)),
                1 => items.insert(j, items[i].clone()),
                _ => items.swap(i, j),
            }
            None
        }
        Value::Object(map) if !map.is_empty() => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let key = &keys[rng.below(keys.len() as u32) as usize];
            if rng.below(3) == 0 {
                map.insert("unknown".into(), odd_value(rng));
            } else {
                map.remove(key);
            }
            None
        }
        _ => Some(odd_value(rng)),
    };
    if let Some(value) = replacement {
        *node = value;
    }
}

/// A mutation of a seed: structural edits of a JSON seed (most of the time), else byte edits;
/// now and then a key written twice.
fn mutant(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let Ok(mut doc) = serde_json::from_slice::<Value>(seed) else {
        return mutate(seed, rng);
    };
    if rng.below(4) == 0 {
        return mutate(seed, rng);
    }
    for _ in 0..1 + rng.below(3) {
        mutate_json(&mut doc, rng);
    }
    let mut text = doc.to_string();
    if let (0, Some(first)) = (rng.below(8), text.find(",\"")) {
        // A key written twice: the field after the first comma, repeated.
        let end = text[first + 1..]
            .find(',')
            .map_or(text.len() - 1, |e| first + 1 + e);
        let field = text[first..end].to_string();
        text.insert_str(first, &field);
    }
    text.into_bytes()
}

/// Runs `body` on every seed of `target` and on `MUTATIONS` mutations of them.
fn fuzz(target: &str, body: fn(&[u8])) {
    let seeds = corpus(target);
    let mut rng = Rng::seeded(0xF022 ^ target.len() as u64);
    let inputs = seeds.iter().cloned().chain((0..MUTATIONS).map(|_| {
        let seed = &seeds[rng.below(seeds.len() as u32) as usize];
        mutant(seed, &mut rng)
    }));
    for input in inputs {
        if catch_unwind(AssertUnwindSafe(|| body(&input))).is_err() {
            panic!("{target} panicked on {:?}", String::from_utf8_lossy(&input));
        }
    }
}

#[test]
fn fuzz_cards() {
    fuzz("cards", bodies::cards);
}

#[test]
fn fuzz_rules_json() {
    fuzz("rules_json", bodies::rules_json);
}

#[test]
fn fuzz_match_json() {
    fuzz("match_json", bodies::match_json);
}

#[test]
fn fuzz_view_json() {
    fuzz("view_json", bodies::view_json);
}

#[test]
fn fuzz_description() {
    fuzz("description", bodies::description);
}

/// A logged match after `moves` random moves.
fn played(players: usize, rules: Rules, seed: u64, moves: usize) -> Match {
    let mut m = Match::new(players, rules, seed).unwrap();
    let mut rng = Rng::seeded(seed);
    let mut list = MoveList::new();
    for _ in 0..moves {
        if m.is_over() {
            break;
        }
        m.legal_moves(&mut list);
        m.apply(list.get(rng.below(list.len() as u32) as usize))
            .unwrap();
    }
    m
}

fn write(target: &str, name: &str, text: &str) {
    let dir = corpus_dir(target);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), text).unwrap();
}

/// Writes the seed corpus: a handful of real documents the engine makes (a few KB in all).
#[test]
#[ignore = "writes fuzz/corpus; run by hand when the document formats change"]
fn write_the_seed_corpus() {
    for (name, text) in [
        ("hand", "K K 6 3 2 2"),
        ("spellings", "Q-J,10 9 T Qs 10h B D As * ♠"),
        ("trick", "A K K 9 7 3 | 9 9 | 10 9 | * 2"),
    ] {
        write("cards", name, text);
    }
    let house = Rules::sechsundzwanzig()
        .with_option(
            "decks",
            &zz_engine::games::zweiundzwanzig::OptionValue::None,
        )
        .unwrap();
    for (name, rules) in [
        ("standard", Rules::standard()),
        ("rasmussen", Rules::rasmussen()),
        ("house", house),
    ] {
        write("rules_json", name, &serde_json::to_string(&rules).unwrap());
    }
    for (name, players, rules, moves) in [
        ("standard_3p", 3, Rules::standard(), 9),
        ("rasmussen_2p", 2, Rules::rasmussen(), 14),
    ] {
        let m = played(players, rules, 5, moves);
        let mut record: serde_json::Value = serde_json::from_str(&m.to_json().unwrap()).unwrap();
        record["state"] = serde_json::Value::Null;
        write("match_json", name, &record.to_string());
    }
    let small = played(2, Rules::standard(), 1, 1);
    write("match_json", "with_state_2p", &small.to_json().unwrap());
    for (name, players, rules, moves, seat) in [
        ("exchange_3p", 3, Rules::standard(), 1, 2),
        ("trick_3p", 3, Rules::sechsundzwanzig(), 5, 1),
        ("stechen_2p", 2, Rules::rasmussen(), 3, 0),
    ] {
        let view = played(players, rules, 2, moves).view(seat);
        write("view_json", name, &serde_json::to_string(&view).unwrap());
    }
    for (name, text) in [
        (
            "play",
            r#"{"players": 4, "seat": 2, "dealer": 0, "hand": "K 9 9 4 3 2", "trick": [[1, "8"]], "played": "A Q J 7"}"#,
        ),
        (
            "exchange",
            r#"{"players": 3, "seat": 2, "dealer": 0, "phase": "exchange", "hand": "A 7 7 5 4 3 2", "exchanged": [null, 2, null], "rules": "rasmussen"}"#,
        ),
        (
            "tricks",
            r#"{"players": 3, "seat": 0, "dealer": 2, "hand": "* 9 5 5", "tricks": [[[0, "7"], [1, "8"], [2, "2"]]], "rules": "sechsundzwanzig", "loss_cards": ["", "K", ""], "out": []}"#,
        ),
    ] {
        write("description", name, text);
    }
}
