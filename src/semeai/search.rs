//! The race search: alpha-beta over the three outcomes of a capturing
//! race, on the real board, with a transposition table.
//!
//! Values are A's: 0 A's string captured, 1 neither (seki, or both alive),
//! 2 B's string captured. A maximises, B minimises, each over its
//! candidates (see [`Race::candidates`]) and a pass; two passes in a row
//! end the race at 1 (a side that can win does not pass, so a double pass
//! is a seki). A line that repeats a position of the current path
//! scores 1 and is marked inexact (no ko threats are modelled: the ko is
//! left unresolved). Where the depth or node limit stops a line, the
//! classic count ([`super::count`]) judges the position, and the result is
//! inexact too. The table (keyed by the board's hash, the side to move and
//! the pass count) keeps both kinds, each marked: a proved entry is proved
//! whatever line reaches it, and using an unproved one makes the answer
//! unproved.

use super::count::{eye_liberties, judge, Count, Value};
use super::SemeaiConfig;
use crate::board::{Board, Color, Counter, Point, PointSet};
use crate::search::{FxHasher, Tree};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// Bounds of an exact value: `lower <= value <= upper`.
#[derive(Copy, Clone)]
struct Bounds {
    lower: Value,
    upper: Value,
    /// Whether the bounds were proved (no limit, count or repetition
    /// behind them).
    exact: bool,
}

/// One race between the strings through `a` and `b`.
pub struct Race<'b> {
    pub board: &'b mut Board,
    a: Point,
    b: Point,
    colors: [Color; 2],
    config: SemeaiConfig,
    pub nodes: u64,
    /// Whether every value behind the root's was exact.
    pub exact: bool,
    table: HashMap<u64, Bounds, BuildHasherDefault<FxHasher>>,
    path: Vec<u64>,
    /// Where the explored tree is recorded (`semeai_tree`), if anywhere.
    pub tree: Option<&'b mut Tree>,
}

/// What each value means, for the tree's comments.
const VALUE_NAMES: [&str; 3] = [
    "the first string captured",
    "seki",
    "the second string captured",
];

/// Points an eye region may have.
const MAX_EYE: usize = 8;

const SIDE_KEY: u64 = 0x9e37_79b9_7f4a_7c15;
const PASS_KEY: u64 = 0xc2b2_ae3d_27d4_eb4f;

impl<'b> Race<'b> {
    /// A race between the stones on `a` and `b` (of opposite colours).
    pub fn new(board: &'b mut Board, a: Point, b: Point, config: SemeaiConfig) -> Race<'b> {
        let ca = board.color_at(a).expect("a stone");
        let cb = board.color_at(b).expect("a stone");
        debug_assert_ne!(ca, cb);
        Race {
            board,
            a,
            b,
            colors: [ca, cb],
            config,
            nodes: 0,
            exact: true,
            table: HashMap::default(),
            path: Vec::new(),
            tree: None,
        }
    }

    fn captured(&self, side: usize) -> bool {
        let p = if side == 0 { self.a } else { self.b };
        self.board.color_at(p) != Some(self.colors[side])
    }

    fn key(&self, mover: usize, passes: u8) -> u64 {
        let mut k = self.board.hash();
        if mover == 1 {
            k ^= SIDE_KEY;
        }
        k ^ PASS_KEY.wrapping_mul(passes as u64)
    }

    /// The value with `mover` (0 A, 1 B) to play, `passes` passes just
    /// made, inside the window (`alpha`, `beta`).
    pub fn value(
        &mut self,
        mover: usize,
        passes: u8,
        alpha: Value,
        beta: Value,
        depth: usize,
    ) -> Value {
        if self.captured(1) {
            return 2;
        }
        if self.captured(0) {
            return 0;
        }
        if passes >= 2 {
            return 1;
        }
        let key = self.key(mover, passes);
        if self.path.contains(&key) {
            self.exact = false;
            return 1;
        }
        if let Some(&b) = self.table.get(&key) {
            let hit = if b.lower == b.upper || b.lower >= beta {
                Some(b.lower)
            } else if b.upper <= alpha {
                Some(b.upper)
            } else {
                None
            };
            if let Some(v) = hit {
                self.exact &= b.exact;
                return v;
            }
        }
        if depth >= self.config.max_depth || self.nodes >= self.config.node_limit || self.quiet() {
            self.exact = false;
            return judge(self.count(), mover == 0);
        }
        let exact_before = self.exact;
        self.exact = true;
        let (mut alpha, mut beta) = (alpha, beta);
        let (a0, b0) = (alpha, beta);
        let mut best: Option<Value> = None;
        self.path.push(key);
        for mv in self.candidates(mover) {
            if self.nodes >= self.config.node_limit {
                self.exact = false;
                if best.is_none() {
                    best = Some(judge(self.count(), mover == 0));
                }
                break;
            }
            let Some(v) = self.child(mover, mv, passes, alpha, beta, depth + 1) else {
                continue;
            };
            if mover == 0 {
                best = Some(best.map_or(v, |b| b.max(v)));
                alpha = alpha.max(v);
            } else {
                best = Some(best.map_or(v, |b| b.min(v)));
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        let best = best.unwrap_or(1);
        let exact = self.exact;
        let bounds = if best <= a0 {
            Bounds {
                lower: 0,
                upper: best,
                exact,
            }
        } else if best >= b0 {
            Bounds {
                lower: best,
                upper: 2,
                exact,
            }
        } else {
            Bounds {
                lower: best,
                upper: best,
                exact,
            }
        };
        // A proved entry is never replaced by an unproved one.
        if exact || !self.table.get(&key).is_some_and(|b| b.exact) {
            self.table.insert(key, bounds);
        }
        self.exact &= exact_before;
        best
    }

    /// Plays `mv` (a pass for `None`) for `mover`, reads the position
    /// below it in the window, and takes the move back; `None` when the
    /// move is illegal. The move and its value go into the tree, if one is
    /// recorded.
    pub fn child(
        &mut self,
        mover: usize,
        mv: Option<Point>,
        passes: u8,
        alpha: Value,
        beta: Value,
        depth: usize,
    ) -> Option<Value> {
        let color = self.colors[mover];
        let passes = match mv {
            Some(p) => {
                if !self.board.try_move(p, color, Counter::Semeai) {
                    return None;
                }
                0
            }
            None => {
                self.board.try_pass(color, Counter::Semeai);
                passes + 1
            }
        };
        self.nodes += 1;
        if let Some(t) = self.tree.as_deref_mut() {
            match mv {
                Some(p) => t.enter(p, color),
                None => t.enter_pass(color),
            }
        }
        let v = self.value(1 - mover, passes, alpha, beta, depth);
        self.board.undo();
        if let Some(t) = self.tree.as_deref_mut() {
            t.comment(format!("race value {v} ({})", VALUE_NAMES[v as usize]));
            t.leave();
        }
        Some(v)
    }

    /// Whether the race is a plain count: both strings have two or more
    /// liberties and no other string next to them or to their liberties
    /// is short of liberties, so no capture or atari changes the count.
    /// Deeper than the root, such a position is judged by the count alone.
    fn quiet(&self) -> bool {
        if self.path.is_empty() {
            return false;
        }
        let (la, lb) = (self.board.liberties(self.a), self.board.liberties(self.b));
        if la.len() < 2 || lb.len() < 2 {
            return false;
        }
        for (t, libs) in [(self.a, &la), (self.b, &lb)] {
            if self
                .board
                .adjacent_strings(t)
                .iter()
                .any(|&s| self.board.libs(s) <= 2)
            {
                return false;
            }
            for &l in libs.iter() {
                for n in l.neighbors() {
                    if self.board.color_at(n).is_some()
                        && !self.board.same_string(n, self.a)
                        && !self.board.same_string(n, self.b)
                        && self.board.libs(n) <= 2
                    {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The moves `mover` tries, best first, and a pass (`None`) last:
    /// capturing an opponent string in atari next to its own string,
    /// saving its own strings in atari next to the opponent's, filling
    /// the opponent's outside liberties, taking liberties of its own
    /// string, the shared liberties, and the ataris on strings next to
    /// its own.
    pub fn candidates(&self, mover: usize) -> Vec<Option<Point>> {
        let own = if mover == 0 { self.a } else { self.b };
        let them = if mover == 0 { self.b } else { self.a };
        let own_libs = self.board.liberties(own);
        let their_libs = self.board.liberties(them);
        let mut scored: Vec<(i32, Point)> = Vec::new();
        let mut add = |p: Point, s: i32| match scored.iter_mut().find(|(_, q)| *q == p) {
            Some(e) => e.0 = e.0.max(s),
            None => scored.push((s, p)),
        };
        for &p in &their_libs {
            add(p, if own_libs.contains(&p) { 10 } else { 30 });
        }
        // One's own liberties only where the move gains liberties (two or
        // more new empty neighbours, or a friendly string joined).
        for &p in &own_libs {
            if their_libs.contains(&p) {
                continue;
            }
            let gains = p
                .neighbors()
                .iter()
                .filter(|&&n| self.board.is_empty(n) && !own_libs.contains(&n))
                .count();
            let joins = p.neighbors().iter().any(|&n| {
                self.board.color_at(n) == Some(self.colors[mover])
                    && !self.board.same_string(n, own)
            });
            if gains >= 2 || joins {
                add(p, 15);
            }
        }
        // Strings next to either string or to its liberties, short of
        // liberties: captures and ataris of the opponent's, escapes of
        // one's own (each changes the count of the race).
        let mut near: Vec<(Point, i32)> = Vec::new();
        for (target, libs, bonus) in [(own, &own_libs, 0), (them, &their_libs, 5)] {
            let seen = |p: Point, near: &mut Vec<(Point, i32)>| {
                if !self.board.same_string(p, self.a)
                    && !self.board.same_string(p, self.b)
                    && !near.iter().any(|(q, _)| self.board.same_string(*q, p))
                {
                    near.push((p, bonus));
                }
            };
            for s in self.board.adjacent_strings(target) {
                seen(s, &mut near);
            }
            for &l in libs.iter() {
                for n in l.neighbors() {
                    if self.board.color_at(n).is_some() {
                        seen(n, &mut near);
                    }
                }
            }
        }
        for (s, bonus) in near {
            let libs = self.board.libs(s);
            if libs > 2 {
                continue;
            }
            let mine = self.board.color_at(s) == Some(self.colors[mover]);
            for l in self.board.liberties(s) {
                let score = match (mine, libs) {
                    (false, 1) => 50,
                    (true, 1) => 40,
                    (false, _) => 20,
                    (true, _) => 12,
                };
                add(l, score + bonus);
            }
        }
        // The points of both eye regions: placements and eye-making moves.
        for (side, libs) in [(mover, &own_libs), (1 - mover, &their_libs)] {
            for region in self.eye_regions(side, libs) {
                for p in region {
                    if self.board.is_empty(p) {
                        add(p, if side == mover { 14 } else { 18 });
                    }
                }
            }
        }
        // Self-ataris (a stone left with one liberty that captures
        // nothing) give the opponent a capture: tried last.
        for e in scored.iter_mut() {
            if self.self_atari(e.1, self.colors[mover]) {
                e.0 -= 100;
            }
        }
        scored.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.index().cmp(&y.1.index())));
        let mut out: Vec<Option<Point>> = scored.into_iter().map(|(_, p)| Some(p)).collect();
        out.push(None);
        out
    }

    /// Whether `color` on the empty point `p` would leave its string one
    /// liberty without capturing anything.
    fn self_atari(&self, p: Point, color: Color) -> bool {
        let mut libs = PointSet::new();
        for n in p.neighbors() {
            match self.board.color_at(n) {
                None if self.board.on_board(n) => {
                    libs.insert(n);
                }
                Some(c) if c == color => {
                    for l in self.board.liberties(n) {
                        if l != p {
                            libs.insert(l);
                        }
                    }
                }
                Some(_) if self.board.libs(n) == 1 => return false,
                _ => {}
            }
            if libs.len() > 1 {
                return false;
            }
        }
        libs.len() <= 1
    }

    /// The position counted for the classic race judgement.
    pub fn count(&self) -> Count {
        let la = self.board.liberties(self.a);
        let lb = self.board.liberties(self.b);
        let shared = la.iter().filter(|p| lb.contains(p)).count();
        let (ea, ia, two_a) = self.eyes(0, &la);
        let (eb, ib, two_b) = self.eyes(1, &lb);
        let clamp = |n: usize| n.min(255) as u8;
        Count {
            outside: [
                clamp(la.len().saturating_sub(shared + ia)),
                clamp(lb.len().saturating_sub(shared + ib)),
            ],
            shared: clamp(shared),
            eyes: [ea, eb],
            two_eyes: [two_a, two_b],
        }
    }

    /// The eye liberties of `side` among its string's liberties `libs`:
    /// the regions of at most [`MAX_EYE`] points (empty, or opponent
    /// stones other than the opponent's racing string, taken as dead)
    /// reached from those liberties whose every other neighbour is the
    /// side's own stone, one-point regions that are false eyes left out.
    /// Two or more such regions are two eyes; one gives
    /// its big-eye count less the opponent stones already inside. Also how
    /// many of `libs` the regions hold.
    fn eyes(&self, side: usize, libs: &[Point]) -> (u8, usize, bool) {
        let regions = self.eye_regions(side, libs);
        let inside: usize = regions
            .iter()
            .map(|r| r.iter().filter(|p| libs.contains(p)).count())
            .sum();
        match regions.len() {
            0 => (0, 0, false),
            1 => {
                // Opponent stones already inside count as fills made.
                let points = regions[0].len();
                let dead = regions[0]
                    .iter()
                    .filter(|&&p| !self.board.is_empty(p))
                    .count();
                let libs = eye_liberties(points).saturating_sub(dead as u8);
                (libs.max(inside as u8), inside, false)
            }
            _ => (0, inside, true),
        }
    }

    /// The eye regions of `side` (see [`Race::eyes`]), each as its points.
    pub fn eye_regions(&self, side: usize, libs: &[Point]) -> Vec<Vec<Point>> {
        let color = self.colors[side];
        let their = if side == 0 { self.b } else { self.a };
        let mut seen = PointSet::new();
        let mut regions = Vec::new();
        for &start in libs {
            if seen.contains(start) {
                continue;
            }
            let mut stack = vec![start];
            seen.insert(start);
            let mut region = Vec::new();
            let mut closed = true;
            while let Some(p) = stack.pop() {
                region.push(p);
                for n in p.neighbors() {
                    if !self.board.on_board(n) || seen.contains(n) {
                        continue;
                    }
                    match self.board.color_at(n) {
                        Some(c) if c == color => {}
                        Some(_) if self.board.same_string(n, their) => closed = false,
                        _ => {
                            seen.insert(n);
                            stack.push(n);
                        }
                    }
                }
                if region.len() > MAX_EYE {
                    closed = false;
                }
            }
            if closed && !(region.len() == 1 && self.false_eye(region[0], color)) {
                regions.push(region);
            }
        }
        regions
    }

    /// Whether the one-point eye `p` of `color` is false: opponent stones
    /// not in atari on two of its diagonals, or on one at the edge (GNU
    /// Go's rule, with stones in atari taken as capturable).
    fn false_eye(&self, p: Point, color: Color) -> bool {
        let diagonals: Vec<Point> = p
            .diagonals()
            .into_iter()
            .filter(|&d| self.board.on_board(d))
            .collect();
        let enemy = diagonals
            .iter()
            .filter(|&&d| {
                self.board.color_at(d) == Some(color.opponent()) && self.board.libs(d) > 1
            })
            .count();
        enemy >= if diagonals.len() < 4 { 1 } else { 2 }
    }
}
