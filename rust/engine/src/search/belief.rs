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
