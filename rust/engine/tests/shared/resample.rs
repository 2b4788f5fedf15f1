//! `Match::resample` of every game: random matches, every player's view resampled at every third
//! decision; the resampled match shows that player exactly that view, log included, and (one
//! sample in five) plays on legally to the end.

use zz_engine::game::{Game, GameView};
use zz_engine::games::{arschloch, big_two, zweiundzwanzig};
use zz_engine::options::GameRules;
use zz_engine::policy::{Policy, RandomPolicy};
use zz_engine::rng::Rng;
use zz_engine::EngineError;

/// A game's `Match::resample`.
type Resample<G> = fn(&<G as Game>::View, &mut Rng) -> Result<G, EngineError>;

/// Checks `resample` on one standard match of each `(players, seed)`.
fn check<G: Game>(tables: &[(usize, u64)], resample: Resample<G>)
where
    RandomPolicy: Policy<G>,
{
    let mut checked = 0;
    for &(players, seed) in tables {
        let mut m = G::start(players, G::Rules::standard_preset(), seed, true).unwrap();
        let mut rng = Rng::seeded(seed ^ 0x5eed);
        let mut decisions = 0;
        while !m.is_over() {
            if decisions % 3 == 0 {
                for p in 0..players {
                    let view = m.view(p);
                    let mut drawn =
                        resample(&view, &mut rng).unwrap_or_else(|e| panic!("{e}\n{view:?}"));
                    assert!(drawn.view(view.player()) == view, "{view:?}");
                    while checked % 5 == 0 && !drawn.is_over() {
                        let mv = RandomPolicy.choose(&drawn, &mut rng);
                        drawn.apply(mv).unwrap();
                    }
                    checked += 1;
                }
            }
            let mv = RandomPolicy.choose(&m, &mut rng);
            m.apply(mv).unwrap();
            decisions += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn big_two() {
    check(&[(2, 1), (3, 2), (4, 3)], big_two::Match::resample);
}

#[test]
fn arschloch() {
    check(
        &[(2, 1), (4, 2), (7, 3), (11, 4)],
        arschloch::Match::resample,
    );
}

#[test]
fn zweiundzwanzig() {
    check(
        &[(2, 1), (3, 2), (4, 3), (6, 4)],
        zweiundzwanzig::Match::resample,
    );
}
