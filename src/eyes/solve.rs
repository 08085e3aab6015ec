//! Exact values of small eye spaces by a local search on the eye graph,
//! cached by shape.
//!
//! The eye space is abstracted as a graph: vertices are its points (plus one
//! virtual marginal vertex hanging off each half eye whose securing point
//! lies outside the space), edges join adjacent points. Rules of the local
//! game, which follow the board's rules inside the space:
//! - The defender's surrounding stones form one string. A defender string
//!   touching a *wall* vertex (next to those stones) shares their liberties;
//!   other defender strings inside live by their liberties in the space.
//!   When the surrounding stones have no liberty outside the space, filling
//!   their last inside liberty captures them (the defender loses: 0 eyes).
//! - An attacker string holding a marginal vertex is *connected out* and
//!   cannot be captured; dead attacker stones already on a false eye do not
//!   connect out. Any other string is captured when its last liberty in the
//!   space is filled. Original dead strings with no liberty inside the space
//!   can be captured by a defender move outside it.
//! - Suicide is not allowed; a position may not repeat along the current
//!   line (positional superko inside the search).
//!
//! The game ends after two passes in a row. The score is the number of
//! components of non-defender vertices that hold neither an empty marginal
//! vertex nor an attacker stone on a marginal vertex, counted up to two.
//!
//! The four numbers of [`EyeValue`] come from four variants: attacker or
//! defender first with alternating play (b, c), and the same with the other
//! side owing one tenuki, which it may spend at the moment it chooses (a, d).
//! Limits: at most [`MAX_VERTICES`] vertices; the search visits each
//! (position, side to move, pass state, tenuki owed) once. Its values are
//! kept in a dense table indexed by the position read as a base-3 number
//! (at most 3^10 positions), the twelve flag values and which original dead
//! stones on false eyes are left (up to three; a hash map beyond). The
//! position index also marks the positions on the current line for the
//! repetition rule.
//!
//! Search order is part of the result: under the repetition rule a stored
//! value can depend on the line that first reached it, so the children are
//! always tried in the same order (the defender's outside captures, then
//! the vertices) and cut only when the side to move has its best possible
//! value. A windowed (alpha-beta) search with stored bounds was measured:
//! 40% faster, but it changed the results of about 800 of the 6,442
//! shapes met by the suites (the value itself of about 300). Speed comes
//! instead from cheap steps that keep the order: stored values looked up
//! before any call, the suicide test by the new stone's neighbours,
//! outside captures as one set of dead stones, the score by flood fills.
//!
//! Node counting: this search plays on the abstract graph, never on a
//! [`crate::board::Board`], so it goes through no board choke point and no
//! node counter (reading, owl, connection, life) includes it; its cost is
//! bounded by the limits above and paid once per shape (results are cached).

use super::EyeValue;
use crate::search::FxHasher;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Mutex, OnceLock};

/// Largest graph solved exactly.
pub const MAX_VERTICES: usize = 10;

/// An eye graph: per vertex its neighbours, whether it is marginal, and
/// whether an attacker stone sits on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EyeGraph {
    pub adjacency: Vec<u16>,
    pub marginal: u16,
    pub stones: u16,
    /// Vertices next to the defender's surrounding stones: a defender stone
    /// there (or connected to one there) is safe.
    pub wall: u16,
    /// Marginal vertices that are false eyes (not open to the outside): an
    /// attacker stone already there does not connect out.
    pub pinned: u16,
    /// Whether the surrounding stones have liberties outside the space. If
    /// not, the attacker captures them by filling the last inside liberty.
    pub outside_liberties: bool,
}

/// How much of an eye value to work out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// All four numbers.
    Full,
    /// Only alternating play (`b` and `c`), all that life-and-death reading
    /// and the dragons use: `a` and `d` are then given as `b` and `c`. The
    /// other two variants roughly double the search of a shape.
    Alternating,
}

/// The solved value of a graph with the best first moves (vertex indices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The value; with [`Detail::Alternating`], `a` and `d` equal `b` and `c`.
    pub value: EyeValue,
    /// How much of the value was worked out.
    pub detail: Detail,
    /// Attacker first moves that reach `value.b`, best first.
    pub attacks: Vec<usize>,
    /// Defender first moves that reach `value.c`, best first.
    pub defenses: Vec<usize>,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Owe {
    Nobody,
    Defender,
    Attacker,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct Node {
    def: u16,
    att: u16,
    /// The attacker's original dead stones on false eyes still on the
    /// board: marginal only because the eye is false, they do not connect out.
    orig: u16,
    attacker_to_move: bool,
    passed: bool,
    owe: Owe,
    /// The surrounding stones were captured.
    lost: bool,
}

impl Node {
    /// The side to move, the pass state and the tenuki owed, as one number
    /// below [`FLAGS`].
    fn flags(&self) -> usize {
        let owe = match self.owe {
            Owe::Nobody => 0,
            Owe::Defender => 1,
            Owe::Attacker => 2,
        };
        owe * 4 + usize::from(self.attacker_to_move) * 2 + usize::from(self.passed)
    }

    /// The node packed in one word (vertex sets of at most 16 bits) and mixed.
    fn key(&self) -> u64 {
        let packed = u64::from(self.def)
            | u64::from(self.att) << 16
            | u64::from(self.orig) << 32
            | (self.flags() as u64) << 48
            | u64::from(self.lost) << 52;
        // A bijective mix (splitmix64's finaliser): the table's hasher
        // multiplies, which carries low bits up but never high bits down.
        let mut z = packed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

struct Search<'a> {
    g: &'a EyeGraph,
    n: usize,
    /// Per vertex set, its vertices' powers of three summed: a position's
    /// index is `ternary[def] + 2 * ternary[att]`.
    ternary: Box<[u32; SETS]>,
    /// Per vertex set, the vertices next to any of them.
    around: Box<[u16; SETS]>,
    /// The original dead stones on false eyes, whose subset still on the
    /// board is part of a node; `None` when too many to tabulate.
    pinned: Option<u16>,
    /// Values by position index, [`Node::flags`] and the original stones
    /// left ([`UNKNOWN`] when not yet searched).
    table: Vec<u8>,
    /// Values by [`Node::key`] when `pinned` is `None`.
    memo: HashMap<u64, u8, BuildHasherDefault<FxHasher>>,
    /// Per position index, how many nodes of the current line hold it.
    on_path: Vec<u8>,
}

/// The number of vertex sets of a graph of [`MAX_VERTICES`] vertices: the
/// per-set tables have this fixed length, so that indexing them by a set
/// (reduced modulo the length, a no-op) needs no bounds check.
const SETS: usize = 1 << MAX_VERTICES;

/// A [`Search::table`] entry not yet searched.
const UNKNOWN: u8 = u8::MAX;

/// The number of [`Node::flags`] values.
const FLAGS: usize = 12;

/// Original dead stones on false eyes up to which every node is tabulated.
const MAX_TABLED_ORIGINALS: u32 = 3;

impl Solved {
    /// This solution as [`Detail::Alternating`] gives it.
    fn alternating(&self) -> Solved {
        let v = self.value;
        Solved {
            value: EyeValue {
                a: v.b,
                d: v.c,
                ..v
            },
            detail: Detail::Alternating,
            ..self.clone()
        }
    }
}

type ShapeCache = HashMap<EyeGraph, Solved, BuildHasherDefault<FxHasher>>;

/// The shape cache: solved values of graphs already seen in this process.
/// It memoises a pure function of the graph, so sharing it is safe.
fn cache() -> &'static Mutex<ShapeCache> {
    static CACHE: OnceLock<Mutex<ShapeCache>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(ShapeCache::default()))
}

/// Solves `g` (at most [`MAX_VERTICES`] vertices) to `detail`, using the
/// shape cache. Returns `None` for a larger graph.
pub fn solve(g: &EyeGraph, detail: Detail) -> Option<Solved> {
    if g.adjacency.len() > MAX_VERTICES {
        return None;
    }
    if let Ok(c) = cache().lock() {
        if let Some(s) = c.get(g) {
            match (s.detail, detail) {
                (Detail::Full, Detail::Alternating) => return Some(s.alternating()),
                (have, wanted) if have == wanted => return Some(s.clone()),
                // Solved for alternating play only, and all four wanted.
                _ => {}
            }
        }
    }
    let solved = solve_uncached(g, detail);
    if let Ok(mut c) = cache().lock() {
        c.insert(g.clone(), solved.clone());
    }
    Some(solved)
}

fn solve_uncached(g: &EyeGraph, detail: Detail) -> Solved {
    let mut s = Search::new(g);
    let start = |attacker_to_move, owe| Node {
        def: 0,
        att: g.stones,
        orig: g.stones & g.pinned,
        attacker_to_move,
        passed: false,
        owe,
        lost: false,
    };
    let b = s.value(start(true, Owe::Nobody));
    let c = s.value(start(false, Owe::Nobody));
    let mut attacks = Vec::new();
    let mut defenses = Vec::new();
    for v in 0..s.n {
        if let Some(child) = s.play(start(true, Owe::Nobody), v) {
            if s.value(child) == b {
                attacks.push(v);
            }
        }
        if let Some(child) = s.play(start(false, Owe::Nobody), v) {
            if s.value(child) == c {
                defenses.push(v);
            }
        }
    }
    // The tenuki variants come after the first moves, so that both details
    // list the same moves: under the repetition rule a memoised value can
    // depend on the line it was first reached by. An owed tenuki can be
    // spent last, so it never helps its debtor; since a pass can act like a
    // ko threat inside a ko, the searched values are clamped to those bounds.
    let (a, d) = match detail {
        Detail::Full => (
            s.value(start(true, Owe::Defender)).min(b),
            s.value(start(false, Owe::Attacker)).max(c),
        ),
        Detail::Alternating => (b, c),
    };
    Solved {
        value: EyeValue { a, b, c, d },
        detail,
        attacks,
        defenses,
    }
}

/// The set vertices of `mask`, lowest first.
fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let v = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(v)
    })
}

impl<'a> Search<'a> {
    /// A search of `g` (at most [`MAX_VERTICES`] vertices) with nothing stored.
    fn new(g: &'a EyeGraph) -> Self {
        let n = g.adjacency.len();
        let mut ternary = Box::new([0u32; SETS]);
        let mut around = Box::new([0u16; SETS]);
        for mask in 1usize..1 << n {
            let low = mask.trailing_zeros();
            ternary[mask] = ternary[mask & (mask - 1)] + 3u32.pow(low);
            around[mask] = around[mask & (mask - 1)] | g.adjacency[low as usize];
        }
        let positions = 3usize.pow(n as u32);
        let pinned = g.stones & g.pinned;
        let pinned = (pinned.count_ones() <= MAX_TABLED_ORIGINALS).then_some(pinned);
        let subsets = pinned.map_or(0, |p| 1usize << p.count_ones());
        Search {
            g,
            n,
            ternary,
            around,
            pinned,
            table: vec![UNKNOWN; positions * FLAGS * subsets],
            memo: HashMap::default(),
            on_path: vec![0; positions],
        }
    }
    /// The string through vertex `v` in the stones `stones`.
    fn string(&self, stones: u16, v: usize) -> u16 {
        self.grow(1 << v, stones)
    }

    /// The vertices of `within` joined to `seeds` through `within`, and the seeds.
    fn grow(&self, seeds: u16, within: u16) -> u16 {
        let mut set = seeds;
        loop {
            let next = set | (self.around[usize::from(set) % SETS] & within);
            if next == set {
                return set;
            }
            set = next;
        }
    }

    fn liberties(&self, string: u16, empty: u16) -> u16 {
        self.around[usize::from(string) % SETS] & empty
    }

    fn full(&self) -> u16 {
        ((1u32 << self.n) - 1) as u16
    }

    /// The position after the side to move plays vertex `v`, or `None` if illegal.
    #[inline(always)]
    fn play(&self, node: Node, v: usize) -> Option<Node> {
        let bit = 1u16 << v;
        let empty = self.full() & !node.def & !node.att;
        if empty & bit == 0 {
            return None;
        }
        let mut next = Node {
            passed: false,
            attacker_to_move: !node.attacker_to_move,
            ..node
        };
        // Stones of the mover, stones of the other side, and which of the
        // other side's strings are immune (connected out / to the wall).
        let (mut own, mut theirs, own_safe, their_safe) = if node.attacker_to_move {
            (
                node.att,
                node.def,
                self.g.marginal & !node.orig,
                self.g.wall,
            )
        } else {
            (
                node.def,
                node.att,
                self.g.wall,
                self.g.marginal & !node.orig,
            )
        };
        own |= bit;
        // The other side's strings with neither an immune stone nor a
        // liberty are captured (freed points touch no string left: a
        // string next to one would have been part of the captured one).
        let empty_before = self.full() & !own & !theirs;
        let breathing = theirs & (their_safe | self.around[usize::from(empty_before) % SETS]);
        if breathing != theirs {
            theirs = self.grow(breathing, theirs);
        }
        let empty_now = self.full() & !own & !theirs;
        let (def_now, att_now) = if node.attacker_to_move {
            (theirs, own)
        } else {
            (own, theirs)
        };
        if !self.g.outside_liberties && !self.wall_breathes(def_now, att_now) {
            if node.attacker_to_move {
                next.lost = true;
                return Some(next);
            }
            return None;
        }
        // The new stone's string needs an immune stone or a liberty: the
        // stone itself is checked first, its string only when it has neither.
        if bit & own_safe == 0 && self.g.adjacency[v] & empty_now == 0 {
            let string = self.string(own, v);
            if string & own_safe == 0 && self.liberties(string, empty_now) == 0 {
                return None;
            }
        }
        if node.attacker_to_move {
            next.att = own;
            next.def = theirs;
        } else {
            next.def = own;
            next.att = theirs;
        }
        next.orig &= next.att;
        Some(next)
    }

    /// The attacker stones that a defender move outside the space can
    /// capture: the strings with no liberty inside it and no stone
    /// connected out (dead stones whose last liberties lie outside).
    fn outside_dead(&self, node: Node) -> u16 {
        let empty = self.full() & !node.def & !node.att;
        let breathing =
            node.att & ((self.g.marginal & !node.orig) | self.around[usize::from(empty) % SETS]);
        if breathing == node.att {
            return 0;
        }
        node.att & !self.grow(breathing, node.att)
    }

    /// The node after the defender captures, by a move outside the space,
    /// the string of dead stones through `v` (see [`Search::outside_dead`]).
    fn outside_capture(&self, node: Node, v: usize) -> Node {
        let string = self.string(node.att, v);
        Node {
            att: node.att & !string,
            orig: node.orig & !string,
            attacker_to_move: true,
            passed: false,
            ..node
        }
    }

    /// Whether the surrounding stones (with the defender strings joined to
    /// them) keep a liberty inside the space.
    fn wall_breathes(&self, def: u16, att: u16) -> bool {
        let empty = self.full() & !def & !att;
        if self.g.wall & empty != 0 {
            return true;
        }
        let joined = self.grow(def & self.g.wall, def);
        self.liberties(joined, empty) != 0
    }

    /// Eyes in a finished position, counted up to two: the components of
    /// non-defender vertices holding neither an empty marginal vertex nor
    /// an attacker stone whose string reaches a marginal vertex.
    fn score(&self, node: Node) -> u8 {
        let open = self.full() & !node.def;
        let empty = open & !node.att;
        // The vertices that keep their component from being an eye, and
        // then all the components holding one.
        let out = self.grow(node.att & self.g.marginal, node.att) | (empty & self.g.marginal);
        let eyes = open & !self.grow(out, open);
        if eyes == 0 {
            return 0;
        }
        let first = self.grow(eyes & eyes.wrapping_neg(), open);
        if eyes & !first == 0 {
            1
        } else {
            2
        }
    }

    /// The index of the position (stones of both sides) of `node`.
    fn position(&self, node: Node) -> usize {
        (self.ternary[usize::from(node.def) % SETS]
            + 2 * self.ternary[usize::from(node.att) % SETS]) as usize
    }

    /// The table slot of `node` (whose position index is `here`), if tabulated.
    fn slot(&self, node: Node, here: usize) -> Option<usize> {
        let pinned = self.pinned?;
        // The original stones left, as a number below 2^(pinned stones).
        let mut left = 0;
        for (j, v) in bits(pinned).enumerate() {
            if node.orig & (1 << v) != 0 {
                left |= 1 << j;
            }
        }
        Some((left * self.on_path.len() + here) * FLAGS + node.flags())
    }

    /// The stored value of `node` (whose table slot is `slot`), if searched.
    #[inline(always)]
    fn recall(&self, node: Node, slot: Option<usize>) -> Option<u8> {
        match slot {
            Some(i) => Some(self.table[i]).filter(|&v| v != UNKNOWN),
            None => self.memo.get(&node.key()).copied(),
        }
    }

    fn store(&mut self, node: Node, slot: Option<usize>, value: u8) {
        match slot {
            Some(i) => self.table[i] = value,
            None => {
                self.memo.insert(node.key(), value);
            }
        }
    }

    /// The game value (eyes) of `node` under best play.
    fn value(&mut self, node: Node) -> u8 {
        let here = self.position(node);
        self.value_at(node, here)
    }

    /// [`Search::value`] of `node`, whose position index is `here`: the
    /// stored value if any (looked up in the caller, without a call),
    /// else [`Search::expand`].
    #[inline(always)]
    fn value_at(&mut self, node: Node, here: usize) -> u8 {
        if node.lost {
            return 0;
        }
        let slot = self.slot(node, here);
        if let Some(v) = self.recall(node, slot) {
            return v;
        }
        self.expand(node, here, slot)
    }

    /// Searches `node` (position index `here`, table slot `slot`), not yet
    /// searched, and stores its value.
    #[inline(never)]
    fn expand(&mut self, node: Node, here: usize, slot: Option<usize>) -> u8 {
        self.on_path[here] += 1;
        let attacker = node.attacker_to_move;
        // Passing: spends an owed tenuki, or ends the game after a pass.
        // The position is unchanged, so is its index.
        let owes = matches!(
            (node.owe, attacker),
            (Owe::Defender, false) | (Owe::Attacker, true)
        );
        let pass_value = if owes {
            let pass = Node {
                attacker_to_move: !attacker,
                passed: false,
                owe: Owe::Nobody,
                ..node
            };
            self.value_at(pass, here)
        } else if node.passed {
            self.score(node)
        } else {
            let pass = Node {
                attacker_to_move: !attacker,
                passed: true,
                ..node
            };
            self.value_at(pass, here)
        };
        let mut best = pass_value;
        let settled = |best: u8| (attacker && best == 0) || (!attacker && best == 2);
        // The children in order (the defender's outside captures, string by
        // string from the lowest vertex, then the vertices), each made only
        // when no earlier one has settled the value.
        let mut dead = if attacker { 0 } else { self.outside_dead(node) };
        let mut moves = bits(self.full() & !node.def & !node.att);
        while !settled(best) {
            let child = if dead != 0 {
                let c = self.outside_capture(node, dead.trailing_zeros() as usize);
                dead &= c.att;
                c
            } else {
                // Only empty vertices can be played (`play` refuses the rest).
                let Some(v) = moves.next() else { break };
                match self.play(node, v) {
                    Some(c) => c,
                    None => continue,
                }
            };
            let there = self.position(child);
            if self.on_path[there] != 0 {
                continue;
            }
            let val = self.value_at(child, there);
            best = if attacker {
                best.min(val)
            } else {
                best.max(val)
            };
        }
        self.on_path[here] -= 1;
        self.store(node, slot, best);
        best
    }
}

#[cfg(test)]
mod tests {
    //! The search's shortcuts (the suicide test by the new stone's own
    //! neighbours, the outside captures as one set of dead stones, the
    //! score by growing the vertices that spoil an eye) against the
    //! straightforward string-by-string and component-by-component rules,
    //! on random graphs and random (not necessarily reachable) positions.

    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The position after `v` with the new stone's whole string checked.
    fn play_plainly(s: &Search, node: Node, v: usize) -> Option<Node> {
        let bit = 1u16 << v;
        if (node.def | node.att) & bit != 0 {
            return None;
        }
        let mut next = Node {
            passed: false,
            attacker_to_move: !node.attacker_to_move,
            ..node
        };
        let (mut own, mut theirs, own_safe, their_safe) = if node.attacker_to_move {
            (node.att, node.def, s.g.marginal & !node.orig, s.g.wall)
        } else {
            (node.def, node.att, s.g.wall, s.g.marginal & !node.orig)
        };
        own |= bit;
        // Each string of the other side lives by an immune stone or a liberty.
        let empty_before = s.full() & !own & !theirs;
        for u in bits(theirs) {
            if theirs & (1 << u) == 0 {
                continue;
            }
            let string = s.string(theirs, u);
            if string & their_safe == 0 && s.liberties(string, empty_before) == 0 {
                theirs &= !string;
            }
        }
        let empty_now = s.full() & !own & !theirs;
        let (def_now, att_now) = if node.attacker_to_move {
            (theirs, own)
        } else {
            (own, theirs)
        };
        if !s.g.outside_liberties && !s.wall_breathes(def_now, att_now) {
            if node.attacker_to_move {
                next.lost = true;
                return Some(next);
            }
            return None;
        }
        let string = s.string(own, v);
        if string & own_safe == 0 && s.liberties(string, empty_now) == 0 {
            return None;
        }
        if node.attacker_to_move {
            (next.att, next.def) = (own, theirs);
        } else {
            (next.def, next.att) = (own, theirs);
        }
        next.orig &= next.att;
        Some(next)
    }

    /// The outside captures string by string, lowest vertex first.
    fn captures_plainly(s: &Search, node: Node) -> Vec<Node> {
        let empty = s.full() & !node.def & !node.att;
        let mut out = Vec::new();
        let mut seen = 0u16;
        for u in bits(node.att) {
            if seen & (1 << u) != 0 {
                continue;
            }
            let string = s.string(node.att, u);
            seen |= string;
            if string & s.g.marginal & !node.orig == 0 && s.liberties(string, empty) == 0 {
                out.push(Node {
                    att: node.att & !string,
                    orig: node.orig & !string,
                    attacker_to_move: true,
                    passed: false,
                    ..node
                });
            }
        }
        out
    }

    /// The eyes counted component by component.
    fn score_plainly(s: &Search, node: Node) -> u8 {
        let open = s.full() & !node.def;
        let empty = open & !node.att;
        let mut seen = 0u16;
        let mut eyes = 0;
        for v in bits(open) {
            if seen & (1 << v) != 0 {
                continue;
            }
            let comp = s.grow(1 << v, open);
            seen |= comp;
            let open_margin = comp & empty & s.g.marginal != 0;
            let connected_out =
                bits(comp & node.att).any(|u| s.string(node.att, u) & s.g.marginal != 0);
            if !open_margin && !connected_out {
                eyes += 1;
            }
        }
        eyes.min(2)
    }

    /// A random graph of 1 to [`MAX_VERTICES`] vertices.
    fn random_graph(rng: &mut SmallRng) -> EyeGraph {
        let n = rng.gen_range(1..=MAX_VERTICES);
        let full = ((1u32 << n) - 1) as u16;
        let mut adjacency = vec![0u16; n];
        for a in 0..n {
            for b in a + 1..n {
                if rng.gen_bool(0.3) {
                    adjacency[a] |= 1 << b;
                    adjacency[b] |= 1 << a;
                }
            }
        }
        EyeGraph {
            adjacency,
            marginal: rng.gen::<u16>() & full,
            stones: rng.gen::<u16>() & full,
            wall: rng.gen::<u16>() & full,
            pinned: rng.gen::<u16>() & full,
            outside_liberties: rng.gen_bool(0.5),
        }
    }

    #[test]
    fn shortcuts_follow_the_plain_rules() {
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..300 {
            let g = random_graph(&mut rng);
            let s = Search::new(&g);
            for _ in 0..100 {
                let (mut def, mut att) = (0u16, 0u16);
                for v in 0..s.n {
                    match rng.gen_range(0..3) {
                        0 => def |= 1 << v,
                        1 => att |= 1 << v,
                        _ => {}
                    }
                }
                let node = Node {
                    def,
                    att,
                    orig: att & g.pinned & rng.gen::<u16>(),
                    attacker_to_move: rng.gen_bool(0.5),
                    passed: false,
                    owe: Owe::Nobody,
                    lost: false,
                };
                for v in 0..s.n {
                    assert!(s.play(node, v) == play_plainly(&s, node, v), "{g:?} {v}");
                }
                let mut dead = s.outside_dead(node);
                let mut captures = Vec::new();
                while dead != 0 {
                    let c = s.outside_capture(node, dead.trailing_zeros() as usize);
                    dead &= c.att;
                    captures.push(c);
                }
                assert!(captures == captures_plainly(&s, node), "{g:?}");
                assert_eq!(s.score(node), score_plainly(&s, node), "{g:?}");
            }
        }
    }
}
