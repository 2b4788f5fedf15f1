//! Inference about the hidden cards from how the others played: a deal drawn uniformly among
//! those the record allows is walked by a Metropolis chain towards the deals under which a
//! model of the others' play (each game's heuristic) would have made the decisions they made.
//!
//! A deal's weight is `surprise^s`, where `s` counts the others' decisions the model would have
//! made otherwise holding that deal ([`Weighed::surprises`]), and the uniform draw is the prior:
//! a model that is sometimes wrong makes a deal less likely, never impossible. Each step swaps
//! one hidden card between two *places* (hands, or a pile of cards out of play), which keeps
//! every count the record shows, and keeps the swap with probability
//! `min(1, surprise^(new - old))`. Only the two places' decisions are judged again, and the
//! judging stops as soon as the swap cannot be kept. The chain stops after [`Chain::steps`]
//! steps, or after the step at which it has judged [`Chain::judged`] decisions, so that a long
//! record costs no more than a short one. The chain draws from the caller's generator only, so
//! a search's determinizations stay reproducible from its seed.

use crate::rng::Rng;

/// How the chain walks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chain {
    /// The weight a deal loses for each surprise (in `(0, 1)`).
    pub surprise: f64,
    /// The most steps.
    pub steps: u32,
    /// The most decisions judged (the chain stops after the step that reaches it).
    pub judged: u32,
}

/// What a chain walks over: the places hidden cards lie in, and the model's surprises at each.
pub trait Weighed {
    /// A place's cards.
    type Cards: Copy;
    /// The places a swap may move a hidden card between (indices into the places' cards).
    fn places(&self) -> &[usize];
    /// One of the cards of `place` (holding `cards`) that a swap may move, uniformly, as cards
    /// of their own; every place of [`Weighed::places`] always has one.
    fn pick(&self, place: usize, cards: Self::Cards, rng: &mut Rng) -> Self::Cards;
    /// `cards` with `gone` taken out and `come` put in.
    fn swapped(cards: Self::Cards, gone: Self::Cards, come: Self::Cards) -> Self::Cards;
    /// The decisions the model would have made otherwise with `place` holding `cards` (none
    /// for a place that decides nothing), counted up to `cap + 1`, and the decisions judged.
    fn surprises(&self, place: usize, cards: Self::Cards, cap: u32) -> (u32, u32);
}

/// Walks `cards` (every place's, indexed by place) by `chain`, drawing from `rng`; the
/// decisions judged.
pub fn walk<W: Weighed>(weighed: &W, cards: &mut [W::Cards], chain: &Chain, rng: &mut Rng) -> u32 {
    let places = weighed.places();
    if places.len() < 2 || chain.steps == 0 {
        return 0;
    }
    let mut surprises = vec_of(cards.len());
    let mut judged = 0;
    for &p in places {
        let (s, j) = weighed.surprises(p, cards[p], u32::MAX - 1);
        surprises[p] = s;
        judged += j;
    }
    for _ in 0..chain.steps {
        if judged >= chain.judged {
            break;
        }
        judged += step(weighed, cards, &mut surprises, chain.surprise, rng);
    }
    judged
}

/// Room for each place's surprises, on the stack for the tables every game has.
fn vec_of(places: usize) -> arrayvec::ArrayVec<u32, 64> {
    (0..places.min(64)).map(|_| 0).collect()
}

/// One step of the chain: a swap between two places, kept by the Metropolis rule; the
/// decisions judged.
fn step<W: Weighed>(
    weighed: &W,
    cards: &mut [W::Cards],
    surprises: &mut [u32],
    surprise: f64,
    rng: &mut Rng,
) -> u32 {
    let places = weighed.places();
    let a = places[rng.below(places.len() as u32) as usize];
    let mut b = places[rng.below(places.len() as u32 - 1) as usize];
    if b == a {
        b = places[places.len() - 1];
    }
    let (ga, gb) = (
        weighed.pick(a, cards[a], rng),
        weighed.pick(b, cards[b], rng),
    );
    let (na, nb) = (W::swapped(cards[a], ga, gb), W::swapped(cards[b], gb, ga));
    // Kept when surprise^(new - old) >= u, that is when new <= old + ln(u) / ln(surprise).
    let allowed = (rng.unit().ln() / surprise.ln())
        .floor()
        .min(f64::from(u16::MAX)) as u32;
    let cap = surprises[a] + surprises[b] + allowed;
    let (sa, ja) = weighed.surprises(a, na, cap);
    if sa > cap {
        return ja;
    }
    let (sb, jb) = weighed.surprises(b, nb, cap - sa);
    if sa + sb <= cap {
        (cards[a], cards[b]) = (na, nb);
        (surprises[a], surprises[b]) = (sa, sb);
    }
    ja + jb
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Six cards (bits) split three and three between two seats; a seat's surprises are its
    /// cards in its own "surprising" set.
    struct Toy;

    const SURPRISING: [u64; 2] = [0b000_111, 0b011_000];
    const ALL: u64 = 0b111_111;

    impl Weighed for Toy {
        type Cards = u64;

        fn places(&self) -> &[usize] {
            &[0, 1]
        }

        fn pick(&self, _place: usize, cards: u64, rng: &mut Rng) -> u64 {
            let mut bits = cards;
            for _ in 0..rng.below(cards.count_ones()) {
                bits &= bits - 1;
            }
            bits & bits.wrapping_neg()
        }

        fn swapped(cards: u64, gone: u64, come: u64) -> u64 {
            (cards & !gone) | come
        }

        fn surprises(&self, place: usize, cards: u64, _cap: u32) -> (u32, u32) {
            ((cards & SURPRISING[place]).count_ones(), 1)
        }
    }

    /// The weight of seat 0 holding `hand` and seat 1 the rest: `surprise` to the surprises.
    fn weight(surprise: f64, hand: u64) -> f64 {
        let s = Toy.surprises(0, hand, 0).0 + Toy.surprises(1, ALL & !hand, 0).0;
        surprise.powi(s as i32)
    }

    /// Walks from uniform splits many times; where the walks end is compared with the weights
    /// normalised over every split (total variation): the Metropolis rule with its early stop
    /// draws from the weighted deals.
    #[test]
    fn the_chain_ends_in_deals_as_the_model_weighs_them() {
        for surprise in [0.02, 0.2, 0.6] {
            let chain = Chain {
                surprise,
                steps: 60,
                judged: u32::MAX,
            };
            let hands: Vec<u64> = (0u64..64).filter(|h| h.count_ones() == 3).collect();
            let total: f64 = hands.iter().map(|&h| weight(surprise, h)).sum();
            let mut rng = Rng::seeded(7);
            let mut seen = [0u32; 64];
            let walks = 20_000;
            for _ in 0..walks {
                let start = hands[rng.below(hands.len() as u32) as usize];
                let mut cards = [start, ALL & !start];
                walk(&Toy, &mut cards, &chain, &mut rng);
                assert_eq!(cards[0] | cards[1], ALL, "every card kept");
                seen[cards[0] as usize] += 1;
            }
            let distance = hands
                .iter()
                .map(|&h| {
                    let share = f64::from(seen[h as usize]) / f64::from(walks);
                    (share - weight(surprise, h) / total).abs()
                })
                .sum::<f64>()
                / 2.0;
            assert!(
                distance < 0.03,
                "surprise {surprise}: total variation {distance}"
            );
        }
    }
}
