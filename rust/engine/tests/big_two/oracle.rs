//! A brute-force oracle of Big Two's legal moves, written from the wording of the rules
//! (`docs/rules/big_two.md`, 2.1-2.3 and the straight, suit order and flush options of 2.5) and
//! nothing of the engine's: every subset of one, two, three and five cards of the hand, named as
//! a combination by the rules' words, and compared by them. It is checked against
//! `legal::moves` on random deals of every preset and straight variant at 2, 3 and 4 players
//! (leads, leads that must hold a card, follows of every size, a last play drawn from another
//! hand of the deal): the same moves, none twice, in the documented order. The capacity of the
//! move list is computed here by counting, and reached.

use std::cmp::Ordering;
use std::collections::HashSet;

use zz_engine::card::{rank_name, SuitedCard, SuitedCards, SUIT_SYMBOLS};
use zz_engine::games::big_two::{
    legal, GameRules, Move, MoveList, OptionValue, Rules, Turn, MOVE_CAPACITY,
};
use zz_engine::rng::Rng;

// --- the oracle -----------------------------------------------------------------------------

/// The ranks from the lowest up, as the rules write them.
const RANK_ORDER: [&str; 13] = [
    "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2",
];

/// The suits from the lowest up, as each suit order writes them.
fn suit_order(rules: &Rules) -> [char; 4] {
    match rules.option("suit_order").unwrap() {
        OptionValue::Str(s) if s == "standard" => ['♦', '♣', '♥', '♠'],
        OptionValue::Str(s) if s == "bridge" => ['♣', '♦', '♥', '♠'],
        OptionValue::Str(s) if s == "philippines" => ['♣', '♠', '♥', '♦'],
        other => panic!("suit order {other}"),
    }
}

/// The straights from the lowest up under the rules' `straights` option, as the rules list them.
fn straights(rules: &Rules) -> Vec<[&'static str; 5]> {
    let standard: Vec<[&str; 5]> = vec![
        ["A", "2", "3", "4", "5"],
        ["2", "3", "4", "5", "6"],
        ["3", "4", "5", "6", "7"],
        ["4", "5", "6", "7", "8"],
        ["5", "6", "7", "8", "9"],
        ["6", "7", "8", "9", "10"],
        ["7", "8", "9", "10", "J"],
        ["8", "9", "10", "J", "Q"],
        ["9", "10", "J", "Q", "K"],
        ["10", "J", "Q", "K", "A"],
    ];
    let variant = match rules.option("straights").unwrap() {
        OptionValue::Str(s) => s,
        other => panic!("straights {other}"),
    };
    let mut order = standard.clone();
    match variant.as_str() {
        "standard" => {}
        "a2345_high" => {
            let s = order.remove(0);
            order.push(s);
        }
        "23456_high" => {
            let s = order.remove(1);
            order.push(s);
        }
        "no_twos" => order.retain(|s| !s.contains(&"2")),
        other => panic!("straights {other}"),
    }
    order
}

/// A card as the rules see it: the place of its rank and of its suit, lowest 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Card {
    rank: usize,
    suit: usize,
}

/// The rules' reading of the cards of one deal.
struct Reading {
    suits: [char; 4],
    /// The straights from the lowest up, each as its ranks' places, the top card last.
    straights: Vec<[usize; 5]>,
    flush_by_rank: bool,
}

/// A strength among plays of one kind, compared lexicographically (unused places are 0).
type Strength = [usize; 6];

impl Reading {
    fn new(rules: &Rules) -> Reading {
        let place = |name: &str| RANK_ORDER.iter().position(|&r| r == name).unwrap();
        Reading {
            suits: suit_order(rules),
            straights: straights(rules).iter().map(|s| s.map(place)).collect(),
            flush_by_rank: rules.option("flush_by_rank").unwrap() == OptionValue::Bool(true),
        }
    }

    fn card(&self, c: SuitedCard) -> Card {
        let name = rank_name(c.rank());
        let symbol = SUIT_SYMBOLS[usize::from(c.suit())];
        Card {
            rank: RANK_ORDER.iter().position(|&r| r == name).unwrap(),
            suit: self.suits.iter().position(|&s| s == symbol).unwrap(),
        }
    }

    /// The kind (0 single … 7 straight flush) and the strength of a set of cards sorted from
    /// the strongest down; `None` when the set is no play.
    fn rate(&self, sorted: &[Card]) -> Option<(u8, Strength)> {
        let highest_suit = sorted.iter().map(|c| c.suit).max().unwrap();
        let one_rank = sorted.iter().all(|c| c.rank == sorted[0].rank);
        let of_one_rank = [sorted[0].rank, highest_suit, 0, 0, 0, 0];
        match sorted.len() {
            1 => Some((0, of_one_rank)),
            2 if one_rank => Some((1, of_one_rank)),
            3 if one_rank => Some((2, of_one_rank)),
            5 => self.rate_five(sorted),
            _ => None,
        }
    }

    fn rate_five(&self, sorted: &[Card]) -> Option<(u8, Strength)> {
        let mut held = [0usize; 13];
        for c in sorted {
            held[c.rank] += 1;
        }
        let straight = self
            .straights
            .iter()
            .position(|s| s.iter().all(|&r| held[r] == 1));
        let flush = sorted.iter().all(|c| c.suit == sorted[0].suit);
        let top_suit = |place: usize| {
            let top = self.straights[place][4];
            sorted.iter().find(|c| c.rank == top).unwrap().suit
        };
        let r: Vec<usize> = sorted.iter().map(|c| c.rank).collect();
        let suit = sorted[0].suit;
        match (straight, flush) {
            (Some(p), true) => Some((7, [p, top_suit(p), 0, 0, 0, 0])),
            (Some(p), false) => Some((3, [p, top_suit(p), 0, 0, 0, 0])),
            (None, true) if self.flush_by_rank => Some((4, [r[0], r[1], r[2], r[3], r[4], suit])),
            (None, true) => Some((4, [suit, r[0], r[1], r[2], r[3], r[4]])),
            (None, false) => {
                let triple = (0..13).find(|&x| held[x] == 3);
                let pair = (0..13).find(|&x| held[x] == 2);
                let four = (0..13).find(|&x| held[x] == 4);
                match (triple, pair, four) {
                    (Some(t), Some(_), _) => Some((5, [t, 0, 0, 0, 0, 0])),
                    (_, _, Some(f)) => Some((6, [f, 0, 0, 0, 0, 0])),
                    _ => None,
                }
            }
        }
    }
}

/// One play of a hand as the oracle sees it.
#[derive(Clone, Debug)]
struct Play {
    cards: SuitedCards,
    size: usize,
    kind: u8,
    strength: Strength,
    /// Its cards from the strongest down.
    down: [Card; 5],
}

impl Play {
    /// Whether this play beats `last`: the same number of cards, a stronger kind or the same kind
    /// and stronger.
    fn beats(&self, last: &Play) -> bool {
        self.size == last.size && (self.kind, self.strength) > (last.kind, last.strength)
    }

    /// The documented order: number of cards, kind, strength, then the cards from the strongest
    /// down.
    fn order(&self, other: &Play) -> Ordering {
        (self.size, self.kind, self.strength, self.down).cmp(&(
            other.size,
            other.kind,
            other.strength,
            other.down,
        ))
    }
}

/// Every play of `hand` (every subset of 1, 2, 3 or 5 cards that is one), in the documented
/// order.
fn every_play(hand: SuitedCards, reading: &Reading) -> Vec<Play> {
    let cards: Vec<(SuitedCard, Card)> = hand.iter().map(|c| (c, reading.card(c))).collect();
    let mut plays = Vec::new();
    for size in [1usize, 2, 3, 5] {
        subsets(cards.len(), size, &mut |picked| {
            let mut down = [Card { rank: 0, suit: 0 }; 5];
            for (d, &i) in down.iter_mut().zip(picked) {
                *d = cards[i].1;
            }
            down[..size].sort_by(|a, b| b.cmp(a));
            if let Some((kind, strength)) = reading.rate(&down[..size]) {
                plays.push(Play {
                    cards: picked.iter().fold(SuitedCards::EMPTY, |s, &i| {
                        s.plus(SuitedCards::of(cards[i].0))
                    }),
                    size,
                    kind,
                    strength,
                    down,
                });
            }
        });
    }
    plays.sort_by(|a, b| a.order(b));
    plays
}

/// Calls `f` with every `k`-subset of `0..n` as ascending indices.
fn subsets(n: usize, k: usize, f: &mut impl FnMut(&[usize])) {
    let mut picked: Vec<usize> = (0..k).collect();
    if k > n {
        return;
    }
    loop {
        f(&picked);
        let Some(i) = (0..k).rev().find(|&i| picked[i] < n - k + i) else {
            return;
        };
        picked[i] += 1;
        for j in i + 1..k {
            picked[j] = picked[j - 1] + 1;
        }
    }
}

/// The moves the rules allow: on a lead every play (holding `must_hold` if set); on a follow
/// every play that beats the last; then the pass where allowed, or alone when nothing else is.
fn oracle_moves(plays: &[Play], last: Option<&Play>, turn: &Turn) -> Vec<Move> {
    let mut out: Vec<Move> = plays
        .iter()
        .filter(|p| last.is_none_or(|l| p.beats(l)))
        .filter(|p| turn.must_hold.is_none_or(|c| p.cards.has(c)))
        .map(|p| Move::play(p.cards))
        .collect();
    if turn.may_pass || out.is_empty() {
        out.push(Move::PASS);
    }
    out
}

// --- the comparison -------------------------------------------------------------------------

/// What the positions of one rule set and table size covered.
#[derive(Debug, Default)]
struct Tally {
    positions: usize,
    leads: usize,
    leads_holding: usize,
    follows: [usize; 6],
    pass_only: usize,
    longest: usize,
}

fn shuffled_deck(rng: &mut Rng) -> Vec<SuitedCard> {
    let mut deck: Vec<SuitedCard> = SuitedCards::DECK.iter().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i as u32 + 1) as usize);
    }
    deck
}

/// The hands of a deal at `players`: 13 each of four, 17 each of three with the 52nd card to
/// one of them, `hand_size` each of two.
fn deal(rng: &mut Rng, players: usize, rules: &Rules) -> Vec<SuitedCards> {
    let deck = shuffled_deck(rng);
    let each = usize::from(rules.cards_each(players));
    let mut hands: Vec<SuitedCards> = deck
        .chunks(each)
        .take(players)
        .map(|c| {
            c.iter()
                .fold(SuitedCards::EMPTY, |s, &x| s.plus(SuitedCards::of(x)))
        })
        .collect();
    if players == 3 {
        let to = rng.below(3) as usize;
        hands[to] = hands[to].plus(SuitedCards::of(deck[51]));
    }
    hands
}

/// Checks `legal::moves` against the oracle on `positions` positions of `rules` at `players`.
fn agree(rules: &Rules, players: usize, positions: usize, seed: u64) -> Tally {
    let reading = Reading::new(rules);
    let mut rng = Rng::seeded(seed);
    let mut tally = Tally::default();
    let mut out = MoveList::new();
    while tally.positions < positions {
        let hands = deal(&mut rng, players, rules);
        let plays: Vec<Vec<Play>> = hands.iter().map(|&h| every_play(h, &reading)).collect();
        for (me, &hand) in hands.iter().enumerate() {
            for _ in 0..8 {
                let (turn, last) = random_turn(&mut rng, hand, me, &plays);
                let expected = oracle_moves(&plays[me], last.as_ref(), &turn);
                legal::moves(hand, turn, rules, &mut out);
                compare(&out, &expected, hand, &turn, rules);
                allowed_as_listed(hand, turn, rules, &out, &plays[me], &mut rng);
                count(&mut tally, &turn, last.as_ref(), &expected);
            }
        }
    }
    tally
}

/// `legal::allows` answers as the list does: for every play the hand makes, the pass, random
/// sets of its cards that are no play, and plays holding a card it does not hold.
fn allowed_as_listed(
    hand: SuitedCards,
    turn: Turn,
    rules: &Rules,
    listed: &[Move],
    plays: &[Play],
    rng: &mut Rng,
) {
    let check = |mv: Move| {
        assert_eq!(
            legal::allows(hand, turn, rules, mv),
            listed.contains(&mv),
            "{mv:?} for hand {hand}, {turn:?}, rules {rules}"
        );
    };
    check(Move::PASS);
    plays.iter().for_each(|p| check(Move::play(p.cards)));
    let cards: Vec<SuitedCard> = hand.iter().collect();
    for _ in 0..8 {
        let some = cards
            .iter()
            .filter(|_| rng.below(3) == 0)
            .fold(SuitedCards::EMPTY, |s, &c| s.plus(SuitedCards::of(c)));
        if !some.is_empty() {
            check(Move::play(some));
        }
        let stranger = SuitedCards(1 << rng.below(52)).minus(hand);
        if let Some(p) = plays.get(rng.below(plays.len() as u32) as usize) {
            check(Move::play(p.cards.plus(stranger)));
        }
    }
}

/// A random turn for `hand`: a lead (a quarter of them holding one of its cards), or a follow
/// of a play drawn from another hand of the deal, of a random size and kind.
fn random_turn(
    rng: &mut Rng,
    hand: SuitedCards,
    me: usize,
    plays: &[Vec<Play>],
) -> (Turn, Option<Play>) {
    let roll = rng.below(8);
    if roll < 2 {
        let cards: Vec<SuitedCard> = hand.iter().collect();
        let must_hold = (roll == 0).then(|| cards[rng.below(cards.len() as u32) as usize]);
        let turn = Turn {
            last: None,
            must_hold,
            may_pass: rng.below(8) == 0,
        };
        return (turn, None);
    }
    let other = (me + 1 + rng.below(plays.len() as u32 - 1) as usize) % plays.len();
    let size = [1, 2, 3, 5][rng.below(4) as usize];
    let of_size: Vec<&Play> = plays[other].iter().filter(|p| p.size == size).collect();
    let last = if of_size.is_empty() {
        plays[other][0].clone()
    } else {
        let mut kinds: Vec<u8> = of_size.iter().map(|p| p.kind).collect();
        kinds.dedup();
        let kind = kinds[rng.below(kinds.len() as u32) as usize];
        let of_kind: Vec<&&Play> = of_size.iter().filter(|p| p.kind == kind).collect();
        (*of_kind[rng.below(of_kind.len() as u32) as usize]).clone()
    };
    let turn = Turn {
        last: Some(last.cards),
        must_hold: None,
        may_pass: rng.below(16) != 0,
    };
    (turn, Some(last))
}

fn compare(got: &[Move], expected: &[Move], hand: SuitedCards, turn: &Turn, rules: &Rules) {
    let context = || format!("hand {hand}, {turn:?}, rules {rules}");
    let got_set: HashSet<Move> = got.iter().copied().collect();
    assert_eq!(
        got_set.len(),
        got.len(),
        "a move listed twice: {}",
        context()
    );
    let expected_set: HashSet<Move> = expected.iter().copied().collect();
    let missing: Vec<&Move> = expected_set.difference(&got_set).collect();
    let extra: Vec<&Move> = got_set.difference(&expected_set).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "missing {missing:?}, not allowed {extra:?}: {}",
        context()
    );
    if let Some(i) = (0..got.len()).find(|&i| got[i] != expected[i]) {
        panic!(
            "out of order at {i}: listed {:?}, expected {:?}: {}",
            got[i],
            expected[i],
            context()
        );
    }
}

fn count(tally: &mut Tally, turn: &Turn, last: Option<&Play>, expected: &[Move]) {
    tally.positions += 1;
    tally.longest = tally.longest.max(expected.len());
    match last {
        None if turn.must_hold.is_some() => tally.leads_holding += 1,
        None => tally.leads += 1,
        Some(l) => tally.follows[l.size] += 1,
    }
    if expected == [Move::PASS] {
        tally.pass_only += 1;
    }
}

/// The rule sets checked: the five presets, and the straight variants with the other options
/// mixed in.
fn rule_sets() -> Vec<Rules> {
    let mut sets: Vec<Rules> = ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"]
        .iter()
        .map(|p| Rules::preset(p).unwrap())
        .collect();
    let with = |r: Rules, name: &str, value: &str| {
        r.with_option(name, &OptionValue::Str(value.into()))
            .unwrap()
    };
    sets.push(with(Rules::standard(), "straights", "a2345_high"));
    sets.push(with(Rules::taiwan(), "straights", "23456_high"));
    sets.push(with(Rules::hong_kong(), "straights", "no_twos"));
    sets.push(with(
        with(Rules::hong_kong(), "suit_order", "philippines"),
        "straights",
        "a2345_high",
    ));
    sets
}

fn check_table(players: usize, positions: usize) {
    for (i, rules) in rule_sets().iter().enumerate() {
        let mut variants = vec![*rules];
        if players == 2 {
            variants.push(
                rules
                    .with_option("hand_size", &OptionValue::Int(17))
                    .unwrap(),
            );
        }
        for (j, r) in variants.iter().enumerate() {
            let seed = (players * 100 + i * 10 + j) as u64;
            let tally = agree(r, players, positions / variants.len(), seed);
            eprintln!("{players} players, {r}: {tally:?}");
            assert!(tally.leads > 0 && tally.leads_holding > 0 && tally.pass_only > 0);
            assert!(tally.follows[1] > 0 && tally.follows[2] > 0);
            assert!(tally.follows[3] > 0 && tally.follows[5] > 0);
        }
    }
}

#[test]
fn the_engine_lists_what_the_rules_allow_at_four_players() {
    check_table(4, 10_000);
}

#[test]
fn the_engine_lists_what_the_rules_allow_at_three_players() {
    check_table(3, 10_000);
}

#[test]
fn the_engine_lists_what_the_rules_allow_at_two_players() {
    check_table(2, 10_000);
}

// --- the capacity ---------------------------------------------------------------------------

fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The leads of a hand with `held[r]` cards of rank place `r`, counted from the rules' words,
/// with the flushes counted at most: singles, pairs, triples, straights (every choice of suits
/// over the ranks of a sequence, straight flushes among them), full houses, fours with a fifth
/// card, and at most `sum over j of C(#ranks held j times or more, 5)` flushes that are no
/// straight (the suits' sizes can be no more lopsided than that).
fn leads_at_most(held: &[usize; 13], sequences: &[[usize; 5]]) -> (usize, usize) {
    let n: usize = held.iter().sum();
    let pairs: usize = held.iter().map(|&c| choose(c, 2)).sum();
    let triples: usize = held.iter().map(|&c| choose(c, 3)).sum();
    let straights: usize = sequences
        .iter()
        .map(|s| s.iter().map(|&r| held[r]).product::<usize>())
        .sum();
    let full_houses: usize = held
        .iter()
        .map(|&c| choose(c, 3) * (pairs - choose(c, 2)))
        .sum();
    let fours = held.iter().filter(|&&c| c == 4).count() * (n - 4);
    let flushes: usize = (1..=4)
        .map(|j| choose(held.iter().filter(|&&c| c >= j).count(), 5))
        .sum();
    // With suit j given to every rank held j times or more, the straight flushes are, for each
    // sequence, the suits every rank of it holds.
    let straight_flushes: usize = sequences
        .iter()
        .map(|s| s.iter().map(|&r| held[r]).min().unwrap())
        .sum();
    let base = n + pairs + triples + straights + full_houses + fours;
    (base + flushes, base + flushes - straight_flushes)
}

/// Calls `f` with every way of holding 0 to 4 cards of each of 13 ranks, `left` cards in all.
fn every_rank_count(
    r: usize,
    left: usize,
    held: &mut [usize; 13],
    f: &mut impl FnMut(&[usize; 13]),
) {
    if r == 13 {
        if left == 0 {
            f(held);
        }
        return;
    }
    if left > 4 * (13 - r) {
        return;
    }
    for c in 0..=left.min(4) {
        held[r] = c;
        every_rank_count(r + 1, left - c, held, f);
    }
    held[r] = 0;
}

/// The most flushes that are no straight flush for suits of sizes `sizes`: a suit holding `k`
/// of the 13 ranks holds every sequence that misses none of the `13 - k` others, and a rank
/// stands in at most 5 of the 10 sequences.
fn flushes_at_most(sizes: &[usize]) -> usize {
    sizes
        .iter()
        .map(|&k| choose(k, 5) - 10usize.saturating_sub(5 * (13 - k)))
        .sum()
}

/// The suit sizes (largest first, each at most 13) that cards held `held[r]` times a rank can
/// fill: those no more lopsided than giving suit `j` every rank held `j` times or more
/// (Gale-Ryser), with the most flushes that are no straight flush.
fn best_suit_sizes(held: &[usize; 13]) -> usize {
    let conj: Vec<usize> = (1..=4)
        .map(|j| held.iter().filter(|&&c| c >= j).count())
        .collect();
    let n: usize = conj.iter().sum();
    let mut best = 0;
    for a in 0..=13usize.min(n) {
        for b in 0..=a.min(n - a) {
            for c in 0..=b.min(n - a - b) {
                let d = n - a - b - c;
                if d > c {
                    continue;
                }
                let k = [a, b, c, d];
                let fits = (1..=4).all(|i| k[..i].iter().sum::<usize>() <= conj[..i].iter().sum());
                if fits {
                    best = best.max(flushes_at_most(&k));
                }
            }
        }
    }
    best
}

/// The hand of `held[r]` cards of each rank place, suit place `j` given to every rank held
/// more than `j` times.
fn hand_of_counts(held: &[usize; 13], reading: &Reading) -> SuitedCards {
    let mut hand = SuitedCards::EMPTY;
    for (r, &c) in held.iter().enumerate() {
        let rank = zz_engine::card::parse_rank(RANK_ORDER[r]).unwrap();
        for j in 0..c {
            let suit = SUIT_SYMBOLS
                .iter()
                .position(|&s| s == reading.suits[j])
                .unwrap();
            hand = hand.plus(SuitedCards::of(SuitedCard::new(rank, suit as u8)));
        }
    }
    hand
}

/// The capacity of the move list: the most leads of any hand of 18 cards (a hand of fewer lists
/// fewer: adding a card adds its single and takes no play away), and a pass beside them. The
/// standard straights are the most: `no_twos` takes away as many straights as it gives back in
/// flushes at most, and the other two variants only reorder. Every way of holding 18 cards by
/// rank is counted at most (flushes at their most lopsided); the most found for a hand that
/// exists is then shown to be the most of all, and the engine lists exactly that many.
#[test]
fn the_move_list_holds_the_most_moves_of_any_18_card_hand() {
    let rules = Rules::standard();
    let reading = Reading::new(&rules);
    let sequences = reading.straights.clone();
    let (mut best, mut best_held) = (0, [0usize; 13]);
    let mut above: Vec<(usize, [usize; 13])> = Vec::new();
    every_rank_count(0, 18, &mut [0; 13], &mut |held| {
        let (at_most, found) = leads_at_most(held, &sequences);
        if found > best {
            (best, best_held) = (found, *held);
        }
        if at_most > best {
            above.push((at_most, *held));
        }
    });
    above.retain(|&(at_most, _)| at_most > best);
    for (at_most, held) in &above {
        let flushes: usize = (1..=4)
            .map(|j| choose(held.iter().filter(|&&c| c >= j).count(), 5))
            .sum();
        let refined = at_most - flushes + best_suit_sizes(held);
        assert!(refined <= best, "{held:?} may list {refined} > {best}");
    }
    assert_eq!(
        MOVE_CAPACITY,
        best + 1,
        "the most leads {best} of {best_held:?}"
    );
    let hand = hand_of_counts(&best_held, &reading);
    assert_eq!(hand.len(), 18);
    let mut out = MoveList::new();
    for may_pass in [false, true] {
        let turn = Turn {
            last: None,
            must_hold: None,
            may_pass,
        };
        legal::moves(hand, turn, &rules, &mut out);
        assert_eq!(out.len(), best + usize::from(may_pass), "{hand}");
        let plays = every_play(hand, &reading);
        compare(
            &out,
            &oracle_moves(&plays, None, &turn),
            hand,
            &turn,
            &rules,
        );
    }
    eprintln!(
        "capacity {MOVE_CAPACITY}: {hand} ({} rank counts checked more closely)",
        above.len()
    );
}
