//! The check every game's written-out `Clone` of its match passes (each game's `clone.rs`): a
//! clone, and a copy into any other match, are equal to the original.

use std::fmt::Debug;

/// Clones each of `all`, and copies it (`clone_from`) into every seventh other; panics unless
/// each is equal to its original. Returns how many copies went over a different match.
pub(crate) fn copies_are_equal<M: Clone + PartialEq + Debug>(all: &[M]) -> usize {
    let mut differ = 0;
    for (i, source) in all.iter().enumerate() {
        assert_eq!(&source.clone(), source);
        for target in all.iter().skip(i % 7).step_by(7) {
            let mut copy = target.clone();
            differ += usize::from(copy != *source);
            copy.clone_from(source);
            assert_eq!(&copy, source);
        }
    }
    differ
}
