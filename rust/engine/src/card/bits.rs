//! Bit tricks on the bit sets the encodings are made of (a bit a rank, a card or a place).

/// The `k`-th lowest set bit of `bits` (there are more than `k`).
#[inline]
pub fn nth_bit(bits: u64, k: u32) -> u64 {
    let mut rest = bits;
    for _ in 0..k {
        rest &= rest - 1;
    }
    rest & rest.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nth_bit_is_the_nth_lowest_set_bit() {
        let bits = 0b1011_0100u64;
        let set: Vec<u64> = (0..64)
            .map(|i| 1u64 << i)
            .filter(|b| bits & b != 0)
            .collect();
        for (k, &b) in set.iter().enumerate() {
            assert_eq!(nth_bit(bits, k as u32), b);
        }
        assert_eq!(nth_bit(u64::MAX, 63), 1 << 63);
    }
}
