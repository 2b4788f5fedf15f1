//! A game's list of legal moves as search and simulation read it: how many, the move at a place,
//! and every move in order. Most games write every move out (a vector or an `ArrayVec`, read as
//! a slice); a game may keep some moves counted instead of written (the family's exchange keeps
//! its hand and limit, and works out the move at a place when asked), so that listing them costs
//! the same however many there are.

use arrayvec::ArrayVec;

/// The legal moves of a position, in the game's documented order. The methods that read moves
/// are named apart from the slice's `get` and `iter`, which a trait implemented for `Vec` and
/// `ArrayVec` would otherwise hide wherever it is in scope.
pub trait Moves<M: Copy> {
    /// How many moves.
    fn len(&self) -> usize;
    /// The move at place `i` (below [`Moves::len`]; panics past it).
    fn at(&self, i: usize) -> M;
    /// Every move in order, each worked out as it is reached.
    fn iter_moves(&self) -> impl ExactSizeIterator<Item = M> + '_;
    /// Whether there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The moves as a slice, where the list holds them written out (else `None`).
    fn as_slice(&self) -> Option<&[M]> {
        None
    }
}

impl<M: Copy, const N: usize> Moves<M> for ArrayVec<M, N> {
    #[inline]
    fn len(&self) -> usize {
        ArrayVec::len(self)
    }
    #[inline]
    fn at(&self, i: usize) -> M {
        self[i]
    }
    fn iter_moves(&self) -> impl ExactSizeIterator<Item = M> + '_ {
        self.as_slice().iter().copied()
    }
    fn as_slice(&self) -> Option<&[M]> {
        Some(ArrayVec::as_slice(self))
    }
}

impl<M: Copy> Moves<M> for Vec<M> {
    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }
    #[inline]
    fn at(&self, i: usize) -> M {
        self[i]
    }
    fn iter_moves(&self) -> impl ExactSizeIterator<Item = M> + '_ {
        self.as_slice().iter().copied()
    }
    fn as_slice(&self) -> Option<&[M]> {
        Some(Vec::as_slice(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<L: Moves<u8>>(list: &L) -> (usize, Vec<u8>, Vec<u8>, Option<Vec<u8>>) {
        let by_place = (0..list.len()).map(|i| list.at(i)).collect();
        let iterated = list.iter_moves().collect();
        (
            list.len(),
            by_place,
            iterated,
            list.as_slice().map(<[u8]>::to_vec),
        )
    }

    #[test]
    fn written_lists_read_as_their_slices() {
        let mut a = ArrayVec::<u8, 8>::new();
        a.extend([3, 1, 4]);
        let v = vec![3u8, 1, 4];
        let expected = (3, vec![3, 1, 4], vec![3, 1, 4], Some(vec![3, 1, 4]));
        assert_eq!(read(&a), expected);
        assert_eq!(read(&v), expected);
        assert!(Moves::is_empty(&Vec::<u8>::new()) && !Moves::is_empty(&v));
        assert_eq!(a.iter_moves().len(), 3);
    }
}
