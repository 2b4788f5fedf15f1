//! Determinization when whole random deals seldom fit the record: a deal repaired until it fits,
//! then mixed by swapping cards.
//!
//! Under compulsory beating (`rasmussen`) every give-off says that its player held no play that
//! beat, and with many players a deal drawn at random breaks one of those statements nearly
//! always: drawing whole deals until one fits may take millions of draws. Then a deal is drawn
//! seat by seat from the cards each seat could hold ([`first_guess`]) and *repaired*: a card of
//! a hand that does not fit its player's plays swaps places with another hidden card whenever
//! that leaves no more plays unfitted (and now and then when it leaves more, so as not to
//! stick), until every hand fits. The repaired deal is then
//! *mixed*: [`SWAPS_PER_CARD`] times the hidden cards, two hidden cards (in hands, discards or
//! the stock) are picked at random and swap places when both hands still fit. Each pair of
//! physical cards is picked as often as the reverse swap, so the mixing chain's stationary
//! distribution is uniform over the deals the record allows, the distribution the rejection
//! sampler draws from exactly; the repaired start is forgotten as the swaps go on.

use crate::card::{Cards, Pile, RANKS};
use crate::game::MAX_PLAYERS;
use crate::rng::Rng;

use super::determinize::{draw_from, Deal, Unseen};

/// Swaps proposed for each hidden card when mixing.
const SWAPS_PER_CARD: u32 = 30;

/// Swaps tried when repairing a deal before starting from a new one.
const REPAIR_SWAPS: u32 = 20_000;

/// Draws of a seat's hand in [`first_guess`] before keeping one that does not fit.
const GUESSES: u32 = 200;

/// Draws of each seat's hand that tell how seldom its hands fit, to order the seats in
/// [`first_guess`].
const PROBE_DRAWS: u32 = 16;

/// Deals repaired before giving up.
const RESTARTS: u32 = 20;

/// The chance of taking a repairing swap that leaves more plays unfitted.
const SLIP: f64 = 0.05;

/// A deal the record allows, repaired and mixed by swaps; `None` when no deal was repaired.
pub(super) fn mixed_deal(unseen: &Unseen, rng: &mut Rng) -> Option<Deal> {
    let places = places(unseen);
    let mut deal = (0..RESTARTS).find_map(|_| repaired(unseen, &places, rng))?;
    mix(unseen, &places, &mut deal, rng);
    Some(deal)
}

/// Where a hidden card lies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Hand(u8),
    Discard(u8),
    Stock,
}

/// Every place a hidden card may lie.
fn places(unseen: &Unseen) -> Vec<Place> {
    let mut places: Vec<Place> = unseen.hands.iter().map(|&(p, _)| Place::Hand(p)).collect();
    places.extend(unseen.discards.iter().map(|&(p, _)| Place::Discard(p)));
    places.push(Place::Stock);
    places
}

/// A random deal repaired until every hand fits (see the module documentation); `None` when
/// [`REPAIR_SWAPS`] swaps did not do it.
fn repaired(unseen: &Unseen, places: &[Place], rng: &mut Rng) -> Option<Deal> {
    let mut deal = first_guess(unseen, rng).or_else(|| unseen.any_deal(rng))?;
    let total = unseen.cards.len();
    let mut misfits: Vec<u32> = places
        .iter()
        .map(|&place| misfits_of(unseen, place, &pile_of(&deal, place)))
        .collect();
    for _ in 0..REPAIR_SWAPS {
        let unfit: Vec<usize> = (0..places.len()).filter(|&i| misfits[i] > 0).collect();
        if unfit.is_empty() {
            return Some(deal);
        }
        let i = unfit[rng.below(unfit.len() as u32) as usize];
        let pile = pile_of(&deal, places[i]);
        let a = (
            places[i],
            pile.nth_from_low(rng.below(pile.len()), pile.len()),
        );
        let b = card_at(&deal, places, rng.below(total));
        let Some(j) = places.iter().position(|&p| p == b.0) else {
            continue;
        };
        let Some((in_a, in_b)) = swap(&deal, a, b) else {
            continue;
        };
        let (now_a, now_b) = (
            misfits_of(unseen, a.0, &in_a),
            misfits_of(unseen, b.0, &in_b),
        );
        let worse = now_a + now_b > misfits[i] + misfits[j];
        if !worse || rng.unit() < SLIP {
            set(&mut deal, a.0, in_a);
            set(&mut deal, b.0, in_b);
            (misfits[i], misfits[j]) = (now_a, now_b);
        }
    }
    None
}

/// A deal to repair, drawn seat by seat, the seats whose hands fit most seldom first: each
/// hand from the cards left of the ranks that its player could hold on their own (a card
/// alone already breaks a give-off that it would have beaten, or that was lower than it), drawn
/// again up to [`GUESSES`] times until it fits. `None` when a seat finds too few such cards.
///
/// The order matters where a seat's hands seldom fit although each of its cards could: a seat
/// that held no two cards of a rank that would have beaten, say, fits one draw in ten. Drawn
/// last, from the cards the others left, it often found no hand that fits, and the repair
/// seldom mended it (a `rasmussen` view at eight players repaired 3 deals in 200); drawn first,
/// it takes its pick and the seats that fit easily take the rest
/// (the engine's test `the_rasmussen_record_whose_hands_seldom_fit_together_determinizes`).
fn first_guess(unseen: &Unseen, rng: &mut Rng) -> Option<Deal> {
    let mut seats: Vec<(u8, u8, Pile)> = unseen
        .hands
        .iter()
        .map(|&(p, size)| (p, size, admissible(unseen, p, &unseen.cards)))
        .collect();
    let fitting: Vec<u32> = seats
        .iter()
        .map(|&(p, size, cards)| fitting_draws(unseen, p, size, cards, rng))
        .collect();
    let mut order: Vec<usize> = (0..seats.len()).collect();
    order.sort_by_key(|&i| {
        let (_, size, ref cards) = seats[i];
        (fitting[i], cards.len().saturating_sub(u32::from(size)))
    });
    seats = order.into_iter().map(|i| seats[i]).collect();
    let mut left = unseen.cards;
    let mut hands = [Cards::EMPTY; MAX_PLAYERS];
    for (p, size, _) in seats {
        let eligible = admissible(unseen, p, &left);
        let mut guess = None;
        for _ in 0..GUESSES {
            let mut pile = left;
            let hand = draw_from(&mut pile, eligible, size, rng)?;
            let fits = unseen.fits(p, hand);
            guess = Some((hand, pile));
            if fits {
                break;
            }
        }
        let (hand, pile) = guess?;
        hands[p as usize] = hand;
        left = pile;
    }
    let mut discards = [Cards::EMPTY; MAX_PLAYERS];
    for &(p, n) in &unseen.discards {
        let all = left;
        discards[p as usize] = draw_from(&mut left, all, n, rng)?;
    }
    Some((hands, discards, left))
}

/// Draws of a hand for `seat` from the cards it could hold (`cards`) that fit its plays, out of
/// [`PROBE_DRAWS`].
fn fitting_draws(unseen: &Unseen, seat: u8, size: u8, cards: Pile, rng: &mut Rng) -> u32 {
    (0..PROBE_DRAWS)
        .map(|_| u32::from(draw_fits(unseen, seat, size, cards, rng)))
        .sum()
}

/// Whether a hand of `size` cards drawn for `seat` from `cards` (among all the hidden cards)
/// fits its plays.
fn draw_fits(unseen: &Unseen, seat: u8, size: u8, cards: Pile, rng: &mut Rng) -> bool {
    let mut pile = unseen.cards;
    draw_from(&mut pile, cards, size, rng).is_some_and(|hand| unseen.fits(seat, hand))
}

/// The seats whose plays no hand drawn from all the hidden cards fits on its own (in
/// [`GUESSES`] times ten draws from the cards each could hold alone).
pub(super) fn unfit_alone(unseen: &Unseen, rng: &mut Rng) -> Vec<u8> {
    let mut unfit = Vec::new();
    for &(p, size) in &unseen.hands {
        let eligible = admissible(unseen, p, &unseen.cards);
        let fits = (0..GUESSES * 10).any(|_| draw_fits(unseen, p, size, eligible, rng));
        if !fits {
            unfit.push(p);
        }
    }
    unfit.sort_unstable();
    unfit
}

/// The cards of `pile` of the ranks that `seat` could hold on their own: those a hand of that
/// card alone fits.
fn admissible(unseen: &Unseen, seat: u8, pile: &Pile) -> Pile {
    let mut only = *pile;
    for rank in 0..RANKS as u8 {
        if only.0[rank as usize] > 0 && !unseen.fits(seat, Cards::of(rank, 1)) {
            only.0[rank as usize] = 0;
        }
    }
    only
}

/// Swaps pairs of hidden cards of `deal` that keep every hand fitting the record (see the module
/// documentation).
fn mix(unseen: &Unseen, places: &[Place], deal: &mut Deal, rng: &mut Rng) {
    let total = unseen.cards.len();
    if total < 2 {
        return;
    }
    for _ in 0..total.saturating_mul(SWAPS_PER_CARD) {
        let a = card_at(deal, places, rng.below(total));
        let b = card_at(deal, places, rng.below(total));
        let Some((in_a, in_b)) = swap(deal, a, b) else {
            continue;
        };
        if fits(unseen, a.0, &in_a) && fits(unseen, b.0, &in_b) {
            set(deal, a.0, in_a);
            set(deal, b.0, in_b);
        }
    }
}

/// The cards at the places of `a` and `b` once the two cards swap; `None` when they lie at the
/// same place, are of the same rank, or a hand would hold too many cards of a rank.
fn swap(deal: &Deal, a: (Place, u8), b: (Place, u8)) -> Option<(Pile, Pile)> {
    if a.0 == b.0 || a.1 == b.1 {
        return None;
    }
    Some((swapped(deal, a.0, a.1, b.1)?, swapped(deal, b.0, b.1, a.1)?))
}

/// Whether `pile` may lie at `place`: a hand must fit its player's plays.
fn fits(unseen: &Unseen, place: Place, pile: &Pile) -> bool {
    match place {
        Place::Hand(p) => Cards::from_counts(&pile.0).is_ok_and(|hand| unseen.fits(p, hand)),
        Place::Discard(_) | Place::Stock => true,
    }
}

/// The place and rank of the hidden card at `index`, counting place by place from the lowest
/// rank up.
fn card_at(deal: &Deal, places: &[Place], mut index: u32) -> (Place, u8) {
    for &place in places {
        let pile = pile_of(deal, place);
        let len = pile.len();
        if index < len {
            return (place, pile.nth_from_low(index, len));
        }
        index -= len;
    }
    unreachable!("the index is below the hidden cards' count")
}

/// The cards at `place`.
fn pile_of(deal: &Deal, place: Place) -> Pile {
    match place {
        Place::Hand(p) => Pile::of(deal.0[p as usize]),
        Place::Discard(p) => Pile::of(deal.1[p as usize]),
        Place::Stock => deal.2,
    }
}

/// The cards at `place` with one card of rank `out` replaced by one of rank `back` (`None` when
/// a hand would not hold them).
fn swapped(deal: &Deal, place: Place, out: u8, back: u8) -> Option<Pile> {
    let mut pile = pile_of(deal, place);
    pile.0[out as usize] -= 1;
    pile.0[back as usize] += 1;
    (place == Place::Stock || Cards::from_counts(&pile.0).is_ok()).then_some(pile)
}

/// The plays of `place`'s player that `pile` does not fit, if `place` is a hand.
fn misfits_of(unseen: &Unseen, place: Place, pile: &Pile) -> u32 {
    match place {
        Place::Hand(p) => match Cards::from_counts(&pile.0) {
            Ok(hand) => unseen.misfits(p, hand),
            Err(_) => u32::MAX / 4,
        },
        Place::Discard(_) | Place::Stock => 0,
    }
}

/// Puts `pile` at `place`.
fn set(deal: &mut Deal, place: Place, pile: Pile) {
    let as_cards = || Cards::from_counts(&pile.0).unwrap_or_default();
    match place {
        Place::Hand(p) => deal.0[p as usize] = as_cards(),
        Place::Discard(p) => deal.1[p as usize] = as_cards(),
        Place::Stock => deal.2 = pile,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::zweiundzwanzig::{Match, Rules};
    use crate::policy::{Policy, RandomPolicy};

    /// The mean number of cards of each rank at each hidden place over `samples` deals.
    fn means(samples: &[Deal], places: &[Place]) -> Vec<f64> {
        let mut sums = vec![0.0; places.len() * RANKS];
        for deal in samples {
            for (i, &place) in places.iter().enumerate() {
                let pile = pile_of(deal, place);
                for rank in 0..RANKS {
                    sums[i * RANKS + rank] += f64::from(pile.0[rank]);
                }
            }
        }
        sums.iter().map(|s| s / samples.len() as f64).collect()
    }

    /// Views of `rasmussen` matches at five players in which some seats gave off under
    /// compulsory beating, yet whole deals fit often enough to sample exactly.
    fn constrained_views() -> Vec<crate::games::zweiundzwanzig::View> {
        let mut views = Vec::new();
        let mut rng = Rng::seeded(7);
        for seed in 0..200 {
            let mut m = Match::new(5, Rules::rasmussen(), seed).unwrap();
            while let Some(p) = m.current_player() {
                let view = m.view(p);
                if let Ok(unseen) = Unseen::of(&view) {
                    let constrained = unseen.floors.iter().filter(|&&f| f > 0).count() >= 2;
                    if constrained && !unseen.by_seats && unseen.cards.len() >= 12 {
                        views.push(view);
                        break;
                    }
                }
                let mv = RandomPolicy.choose(&m, &mut rng);
                m.apply(mv).unwrap();
            }
            if views.len() == 3 {
                break;
            }
        }
        views
    }

    #[test]
    fn repaired_and_mixed_deals_place_the_cards_as_exact_samples_do() {
        let views = constrained_views();
        assert_eq!(views.len(), 3);
        for view in views {
            let unseen = Unseen::of(&view).unwrap();
            let places = places(&unseen);
            let mut rng = Rng::seeded(11);
            let exact: Vec<Deal> = (0..4_000)
                .map(|_| unseen.whole_deal(100_000, &mut rng).unwrap().unwrap())
                .collect();
            let mixed: Vec<Deal> = (0..4_000)
                .map(|_| mixed_deal(&unseen, &mut rng).unwrap())
                .collect();
            // Mixing alone, from one and the same deal every time, forgets where it started.
            let from_one: Vec<Deal> = (0..4_000)
                .map(|_| {
                    let mut deal = exact[0];
                    mix(&unseen, &places, &mut deal, &mut rng);
                    deal
                })
                .collect();
            for deal in mixed.iter().chain(&from_one) {
                for &(p, size) in &unseen.hands {
                    let hand = deal.0[p as usize];
                    assert!(hand.len() == size && unseen.fits(p, hand));
                }
            }
            let exact = means(&exact, &places);
            for samples in [mixed, from_one] {
                let worst = exact
                    .iter()
                    .zip(means(&samples, &places))
                    .map(|(x, y)| (x - y).abs())
                    .fold(0.0, f64::max);
                // About 4.5 standard errors of the difference of two means of 4,000 counts.
                assert!(worst < 0.1, "a rank's mean count differs by {worst}");
            }
        }
    }
}
