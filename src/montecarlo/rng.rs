//! A small, fast, seedable random generator whose output is fixed by this file alone.
//!
//! Play-outs need tens of millions of random numbers a second and reproducible runs for a given
//! seed across library versions, so the generator is written here instead of taken from `rand`
//! (whose `SmallRng` may change algorithm between releases). The algorithm is wyrand.

/// wyrand: a 64-bit state advanced by a constant, mixed by one wide multiply.
///
/// The generator keeps its next output ready (`ahead`), computed when the previous one is
/// handed out: a play-out's random draws then do not wait for the multiply, even right after a
/// mispredicted branch. The sequence is the same as computing each output on demand.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
    ahead: u64,
}

impl Rng {
    /// A generator seeded with `seed` (any value, including 0, is fine).
    pub fn new(seed: u64) -> Self {
        let mut state = splitmix64(seed);
        let ahead = wyrand(&mut state);
        Rng { state, ahead }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let out = self.ahead;
        self.ahead = wyrand(&mut self.state);
        out
    }

    /// A number in `0..n` (`n` > 0), by the multiply-shift method.
    ///
    /// The bias is at most `n / 2^32`, far below anything a play-out statistic can see.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }
}

/// One wyrand step: advances `state` and returns the next output.
#[inline(always)]
fn wyrand(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0xa076_1d64_78bd_642f);
    let t = u128::from(*state) * u128::from(*state ^ 0xe703_7ed1_a0b4_28db);
    ((t >> 64) as u64) ^ (t as u64)
}

/// SplitMix64 finaliser: turns nearby seeds into unrelated states.
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Derives an independent seed from a base seed and a stream number.
pub fn derive_seed(base: u64, stream: u64) -> u64 {
    splitmix64(base ^ splitmix64(stream.wrapping_add(0x5851_f42d_4c95_7f2d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_different_seed_differs() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        let mut c = Rng::new(8);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        let zs: Vec<u64> = (0..8).map(|_| c.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    #[test]
    fn below_is_in_range_and_roughly_uniform() {
        let mut r = Rng::new(1);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            let v = r.below(7);
            assert!(v < 7);
            counts[v as usize] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "count {c} far from 10000");
        }
    }
}
