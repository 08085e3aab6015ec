//! The search kernel shared by every search over the board (tactical
//! reading, connection reading, owl): the komaster ko scheme ([`ko`]), one
//! line of play that plays and takes back under it ([`line`]), cache keys
//! for one or two targets and every goal ([`SearchKey`], [`Goal`]),
//! results that say whether a limit cut the search ([`SearchResult`]), the
//! threads with room for deep searches ([`stack`]) and the SGF tree
//! recorder ([`tree`]).
//!
//! The board queries these searches use are in `crate::board::queries`;
//! the one try/undo choke point that counts nodes is `Board::try_move` and
//! `Board::undo`, with the counter each search chooses.

pub mod ko;
pub mod line;
pub mod stack;
pub mod tree;

use crate::board::Point;
use std::hash::Hasher;

pub use ko::{KoState, Komaster};
pub use line::{Line, Played};
pub use stack::{on_search_stack, spawn_with_search_stack, StackWorker};
pub use tree::Tree;

/// The outcome of a search, ordered from the searching side's point of view.
///
/// `KoA`: success if the side searching may ignore the first ko threat (it
/// makes the first ko capture). `KoB`: success only if it wins a ko in which
/// the opponent takes first (it needs a ko threat). GTP prints 0, 3, 2, 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReadResult {
    Lose,
    KoB,
    KoA,
    Win,
}

impl ReadResult {
    /// The same outcome seen by the other side (`Win` <-> `Lose`, `KoA` <-> `KoB`).
    pub fn reverse(self) -> ReadResult {
        match self {
            ReadResult::Lose => ReadResult::Win,
            ReadResult::KoB => ReadResult::KoA,
            ReadResult::KoA => ReadResult::KoB,
            ReadResult::Win => ReadResult::Lose,
        }
    }

    /// GNU Go's GTP code: 0 lose, 1 win, 2 KO_A, 3 KO_B.
    pub fn gtp_code(self) -> u8 {
        match self {
            ReadResult::Lose => 0,
            ReadResult::Win => 1,
            ReadResult::KoA => 2,
            ReadResult::KoB => 3,
        }
    }
}

/// The answer of a top-level search: the result code, the move that
/// achieves it (`None`: no move needed, or pass), and whether it is certain.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SearchResult {
    pub code: ReadResult,
    pub mv: Option<Point>,
    /// False when a limit (node budget, ply cap) cut the search short, so
    /// that a deeper search might answer otherwise (GNU Go's `result_certain`).
    pub certain: bool,
}

impl SearchResult {
    /// The code and move, as the search functions pass them around.
    pub fn outcome(self) -> (ReadResult, Option<Point>) {
        (self.code, self.mv)
    }
}

/// What a search tries to achieve, for its cache key.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// Capture a string (tactical reading).
    Attack,
    /// Save a string (tactical reading).
    Defend,
    /// Connect two strings.
    Connect,
    /// Keep two strings apart.
    Disconnect,
    /// Kill a dragon.
    OwlAttack,
    /// Make a dragon live.
    OwlDefend,
}

/// A transposition-cache key: the position (with ko point), then one or
/// two targets, the goal and the ko state packed in one word, then the
/// fingerprint of the search's limits. The search depth is not part of it:
/// each cache decides how results read at one depth answer another.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SearchKey {
    hash: u64,
    packed: u64,
    config: u64,
}

impl SearchKey {
    /// The key of `goal` on `target` (and `second`, for two-string goals)
    /// in the position with hash `hash`, under ko state `ko` and limits
    /// with fingerprint `config`.
    #[inline]
    pub fn new(
        hash: u64,
        target: Point,
        second: Option<Point>,
        goal: Goal,
        ko: KoState,
        config: u64,
    ) -> SearchKey {
        // Point indices fit in 10 bits (the padded board has 729 cells).
        let packed = target.index() as u64
            | second.map_or(0, |p| p.index() as u64 + 1) << 10
            | (goal as u64) << 20
            | (ko.code() as u64) << 24
            | ko.kom_pos.map_or(0, |p| p.index() as u64 + 1) << 32;
        SearchKey {
            hash,
            packed,
            config,
        }
    }
}

/// A transposition cache of a search module: results by [`SearchKey`].
pub type KeyedCache<V> =
    std::collections::HashMap<SearchKey, V, std::hash::BuildHasherDefault<FxHasher>>;

/// A copy of a searcher's cache: its entries, the game position they
/// belong to and the nodes of its last call, to be put back later
/// (`Reader::state`, `Connector::state`).
#[derive(Clone)]
pub struct SavedCache<V> {
    cache: KeyedCache<V>,
    root_hash: Option<u64>,
    last_nodes: u64,
}

impl<V: Copy> SavedCache<V> {
    /// Copies `cache` compactly (a table keeps the capacity of the
    /// largest search since it was made), with its game position and the
    /// last call's nodes.
    pub fn save(cache: &KeyedCache<V>, root_hash: Option<u64>, last_nodes: u64) -> SavedCache<V> {
        SavedCache {
            cache: cache.iter().map(|(k, v)| (*k, *v)).collect(),
            root_hash,
            last_nodes,
        }
    }

    /// Puts the copy back into a searcher's fields.
    pub fn restore(
        &self,
        cache: &mut KeyedCache<V>,
        root_hash: &mut Option<u64>,
        last_nodes: &mut u64,
    ) {
        cache.clone_from(&self.cache);
        *root_hash = self.root_hash;
        *last_nodes = self.last_nodes;
    }

    /// Cached results held.
    pub fn len(&self) -> usize {
        self.cache.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cache.is_empty()
    }
}

/// A small fast hasher for cache keys and fingerprints (multiply-rotate).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    #[test]
    fn keys_tell_targets_goals_and_ko_states_apart() {
        let p = |i| Point::from_index(i);
        let free = KoState::default();
        let master = KoState {
            komaster: Komaster::Master(Color::White),
            kom_pos: Some(p(100)),
        };
        let keys = [
            SearchKey::new(1, p(30), None, Goal::Attack, free, 0),
            SearchKey::new(1, p(30), None, Goal::Defend, free, 0),
            SearchKey::new(1, p(31), None, Goal::Attack, free, 0),
            SearchKey::new(1, p(30), Some(p(31)), Goal::Connect, free, 0),
            SearchKey::new(1, p(30), Some(p(32)), Goal::Connect, free, 0),
            SearchKey::new(1, p(30), Some(p(31)), Goal::Disconnect, free, 0),
            SearchKey::new(1, p(30), None, Goal::OwlAttack, free, 0),
            SearchKey::new(1, p(30), None, Goal::OwlDefend, free, 0),
            SearchKey::new(1, p(30), None, Goal::Attack, master, 0),
            SearchKey::new(2, p(30), None, Goal::Attack, free, 0),
            SearchKey::new(1, p(30), None, Goal::Attack, free, 1),
        ];
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn results_reverse_and_print_as_gnu_go() {
        use ReadResult::*;
        assert!(Lose < KoB && KoB < KoA && KoA < Win);
        for r in [Lose, KoB, KoA, Win] {
            assert_eq!(r.reverse().reverse(), r);
        }
        assert_eq!(
            [Lose, Win, KoA, KoB].map(ReadResult::gtp_code),
            [0, 1, 2, 3]
        );
    }
}
