//! `PackedMove`: a climbing game's move (play these cards, or pass) in one atomic word, so that
//! a ring of `Move` objects (`pool.rs`) can write another move into an object no one else can
//! reach, without any `unsafe` (a relaxed atomic load or store is a plain move of the word).

use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};

use zz_engine::play_or_pass::{CardBits, PlayOrPass};

/// The word of the pass: bit 63, which no play's cards have, and every other bit.
const PASS_WORD: u64 = u64::MAX;

/// A move of Arschloch or Big Two, readable and rewritable through a shared reference.
#[derive(Debug)]
pub struct PackedMove<C> {
    word: AtomicU64,
    cards: PhantomData<C>,
}

impl<C: CardBits> PackedMove<C> {
    /// `mv`, packed.
    #[inline]
    pub fn new(mv: PlayOrPass<C>) -> PackedMove<C> {
        PackedMove {
            word: AtomicU64::new(word_of(mv)),
            cards: PhantomData,
        }
    }

    /// The move.
    #[inline]
    pub fn get(&self) -> PlayOrPass<C> {
        move_of(self.word.load(Ordering::Relaxed))
    }

    /// Makes this the move `mv`: only for an object no one else can reach (see `pool.rs`).
    #[inline]
    pub fn set(&self, mv: PlayOrPass<C>) {
        self.word.store(word_of(mv), Ordering::Relaxed);
    }
}

/// The word of a move: the pass's, or the cards of a play (their bit 63 is always clear).
#[inline]
fn word_of<C: CardBits>(mv: PlayOrPass<C>) -> u64 {
    if mv.is_pass() {
        PASS_WORD
    } else {
        mv.cards().bits()
    }
}

/// The move of a word [`word_of`] gave.
#[inline]
fn move_of<C: CardBits>(word: u64) -> PlayOrPass<C> {
    if word == PASS_WORD {
        PlayOrPass::PASS
    } else {
        PlayOrPass::play(C::from_bits(word))
    }
}
