//! A small fast PRNG (xorshift64*) for the bots' choices and random openings, seeded explicitly so
//! matches and tests can be replayed.

/// A pseudo-random number generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed: every seed gives its own sequence.
    pub fn new(seed: u64) -> Rng {
        match splitmix(seed) {
            0 => Rng(0x9E37_79B9_7F4A_7C15),
            state => Rng(state),
        }
    }

    /// A generator seeded from the operating system (or the browser's crypto).
    pub fn from_entropy() -> Rng {
        let mut b = [0u8; 8];
        let seed = match getrandom::fill(&mut b) {
            Ok(()) => u64::from_le_bytes(b),
            Err(_) => crate::common::clock::now_ms().to_bits(),
        };
        Rng::new(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n.max(1) as u64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// SplitMix64's finaliser: a bijective mix of 64 bits, for seeds and per-position noise.
pub fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn neighbouring_seeds_give_different_sequences() {
        let firsts: std::collections::HashSet<u64> =
            (0..1000).map(|seed| Rng::new(seed).next_u64()).collect();
        assert_eq!(firsts.len(), 1000);
    }
}
