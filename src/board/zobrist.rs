//! Zobrist keys: fixed pseudo-random 64-bit keys per (colour, point) and per ko point.
//!
//! The tables are computed at compile time from a fixed seed, so hashes are
//! identical across runs, threads and machines.

use super::point::NUM_CELLS;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_table(seed: u64) -> [u64; NUM_CELLS] {
    let mut table = [0u64; NUM_CELLS];
    let mut state = seed;
    let mut i = 0;
    while i < NUM_CELLS {
        let (next, value) = splitmix64(state);
        state = next;
        table[i] = value;
        i += 1;
    }
    table
}

/// Keys for a stone of each colour on each cell: `STONE[color.index()][point.index()]`.
pub static STONE: [[u64; NUM_CELLS]; 2] = [make_table(0x7E5B_0001), make_table(0x7E5B_0002)];
/// Keys for the simple-ko point.
pub static KO: [u64; NUM_CELLS] = make_table(0x7E5B_0003);
/// Key for "white to move" where the side to move matters.
pub const WHITE_TO_MOVE: u64 = 0x5DEE_CE66_D1CE_4E5B;
