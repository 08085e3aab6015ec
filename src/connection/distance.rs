//! The connection distance: how many moves the owner of two strings
//! needs to join them if the opponent does not answer, from a 0-1
//! breadth-first cost map (friendly stones free, empty points a move,
//! cutting strings of few liberties a move per liberty), and the points on
//! the cheapest paths between them, which give the search candidates.

use super::links::unplayable_for;
use crate::board::queries::libs_of;
use crate::board::{Board, Color, Point};

/// How many moves the owner of the strings at `a` and `b` needs to join
/// them if the opponent does not answer, estimated from the shape: the
/// cheapest path from `a` to `b` where friendly stones cost nothing, an
/// empty point costs one move (none where an opponent stone would be
/// captured at once), and an opponent string of up to `capture_libs`
/// liberties costs the moves that capture it (one per liberty). Other
/// opponent strings block. `limit + 1` stands for
/// anything beyond `limit`.
pub fn connection_distance(
    board: &Board,
    a: Point,
    b: Point,
    limit: u8,
    capture_libs: usize,
) -> u8 {
    let Some(color) = board.color_at(a) else {
        return limit.saturating_add(1);
    };
    let mut unplayable = Unplayable::new(color.opponent());
    let map = CostMap::from_string(board, a, limit, Some(b), capture_libs, &mut unplayable);
    map.reached.unwrap_or(limit.saturating_add(1))
}

/// The cost of reaching each point from one string, in connecting moves
/// (see [`connection_distance`]); `u8::MAX` beyond the limit.
struct CostMap {
    dist: [u8; crate::board::NUM_CELLS],
    /// The cost of the target string, when the search stopped at it.
    reached: Option<u8>,
}

impl CostMap {
    /// Costs from the string at `s` up to `limit`; with a `target`, stops
    /// as soon as that string is reached.
    fn from_string(
        board: &Board,
        s: Point,
        limit: u8,
        target: Option<Point>,
        capture_libs: usize,
        unplayable: &mut Unplayable,
    ) -> CostMap {
        use std::collections::VecDeque;
        let mut map = CostMap {
            dist: [u8::MAX; crate::board::NUM_CELLS],
            reached: None,
        };
        let Some(color) = board.color_at(s) else {
            return map;
        };
        let mut queue: VecDeque<Point> = VecDeque::with_capacity(64);
        for p in board.stones(s) {
            map.dist[p.index()] = 0;
            queue.push_back(p);
        }
        while let Some(p) = queue.pop_front() {
            let d = map.dist[p.index()];
            if d > limit {
                map.dist[p.index()] = u8::MAX;
                continue;
            }
            if let Some(t) = target {
                if board.color_at(p) == Some(color) && board.same_string(p, t) {
                    map.reached = Some(d);
                    return map;
                }
            }
            for q in p.neighbors() {
                if !board.on_board(q) {
                    continue;
                }
                let Some(cost) = step_cost(board, p, q, color, capture_libs, unplayable) else {
                    continue;
                };
                let nd = d.saturating_add(cost);
                if nd < map.dist[q.index()] {
                    map.dist[q.index()] = nd;
                    if cost == 0 {
                        queue.push_front(q);
                    } else {
                        queue.push_back(q);
                    }
                }
            }
        }
        // Points queued beyond the limit were never expanded.
        for d in map.dist.iter_mut() {
            if *d > limit {
                *d = u8::MAX;
            }
        }
        map
    }

    fn get(&self, p: Point) -> u8 {
        self.dist[p.index()]
    }
}

/// The cost for `color` of stepping from `p` onto its neighbour `q`, or
/// `None` where `q` blocks.
fn step_cost(
    board: &Board,
    p: Point,
    q: Point,
    color: Color,
    capture_libs: usize,
    unplayable: &mut Unplayable,
) -> Option<u8> {
    match board.color_at(q) {
        Some(c) if c == color => Some(0),
        Some(_) => {
            let libs = board.libs(q);
            if libs > capture_libs {
                return None;
            }
            // Capturing costs a move per liberty; the rest of the string
            // goes with it.
            let same = board.color_at(p).is_some_and(|c| c != color) && board.same_string(p, q);
            Some(if same { 0 } else { libs as u8 })
        }
        None => Some(u8::from(!unplayable.get(board, q))),
    }
}

/// The cost of the point `p` itself on a path (as [`step_cost`] charges
/// for entering it, taking an opponent string as entered from outside).
fn point_cost(board: &Board, p: Point, color: Color, unplayable: &mut Unplayable) -> u8 {
    match board.color_at(p) {
        Some(c) if c == color => 0,
        Some(_) => board.libs(p) as u8,
        None => u8::from(!unplayable.get(board, p)),
    }
}

/// [`unplayable_for`] one colour on one position, worked out once per
/// point: path costs ask it of each empty point from every side.
struct Unplayable {
    color: Color,
    /// 0 not yet asked, 1 playable, 2 unplayable.
    known: [u8; crate::board::NUM_CELLS],
}

impl Unplayable {
    fn new(color: Color) -> Unplayable {
        Unplayable {
            color,
            known: [0; crate::board::NUM_CELLS],
        }
    }

    fn get(&mut self, board: &Board, p: Point) -> bool {
        let k = &mut self.known[p.index()];
        if *k == 0 {
            *k = 1 + u8::from(unplayable_for(board, p, self.color));
        }
        *k == 2
    }
}

/// The cheapest paths between two strings (see [`connection_distance`]).
pub(super) struct Paths {
    /// Empty points on the paths, and the liberties of opponent strings
    /// on them, scored higher for cheaper paths and for points nearer the
    /// middle. Paths one move dearer than the cheapest count too, with a
    /// lower score.
    pub(super) points: Vec<(Point, i32)>,
    /// The opponent strings the paths run through (to be captured).
    pub(super) strings: Vec<Point>,
}

impl Paths {
    /// The paths between the strings at `a` and `b` when they cost at
    /// most `limit` moves; none otherwise.
    pub(super) fn between(
        board: &Board,
        a: Point,
        b: Point,
        limit: u8,
        capture_libs: usize,
    ) -> Paths {
        let mut paths = Paths {
            points: Vec::new(),
            strings: Vec::new(),
        };
        // Friendly strings in atari the paths run through (each once).
        let mut friends: Vec<Point> = Vec::new();
        let Some(color) = board.color_at(a) else {
            return paths;
        };
        let mut unplayable = Unplayable::new(color.opponent());
        let da = CostMap::from_string(board, a, limit, None, capture_libs, &mut unplayable);
        let db = CostMap::from_string(board, b, limit, None, capture_libs, &mut unplayable);
        let mut through = |p: Point| -> Option<(u8, u8, u8)> {
            let (x, y) = (da.get(p), db.get(p));
            if x == u8::MAX || y == u8::MAX {
                return None;
            }
            Some((x + y - point_cost(board, p, color, &mut unplayable), x, y))
        };
        let Some(best) = board.points().filter_map(|p| through(p).map(|t| t.0)).min() else {
            return paths;
        };
        if best > limit {
            return paths;
        }
        for p in board.points() {
            let Some((total, x, y)) = through(p) else {
                continue;
            };
            if total > best + 1 {
                continue;
            }
            let score = 25
                - 3 * i32::from(best)
                - 10 * i32::from(total - best)
                - 2 * (i32::from(x) - i32::from(y)).abs();
            match board.color_at(p) {
                None => paths.points.push((p, score)),
                Some(c) if c != color => {
                    if paths.strings.iter().any(|&s| board.same_string(s, p)) {
                        continue;
                    }
                    paths.strings.push(p);
                    for &l in libs_of::<4>(board, p).as_slice() {
                        paths.points.push((l, score));
                    }
                }
                _ => {
                    // A weak friendly string on the path: the cutter
                    // captures it, the owner saves it.
                    if board.same_string(p, a)
                        || board.same_string(p, b)
                        || board.libs(p) > 1
                        || friends.iter().any(|&s| board.same_string(s, p))
                    {
                        continue;
                    }
                    friends.push(p);
                    for &l in libs_of::<1>(board, p).as_slice() {
                        paths.points.push((l, score));
                    }
                }
            }
        }
        paths
    }
}
