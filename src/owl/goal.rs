//! The goal of an owl search: the set of points whose defender's stones
//! owl tries to kill or save. It starts as the dragon's stones and grows
//! with every stone the defender plays next to (or diagonally beside) it,
//! taking in the whole root dragons of the strings that stone merges.

use crate::board::{Board, Color, Point, PointSet};
use crate::search::FxHasher;
use std::hash::Hasher;

/// The points of a goal. Only those holding a stone of the defender's
/// colour count: a captured goal stone leaves its point in the set, empty.
#[derive(Clone)]
pub(super) struct Goal(PointSet);

impl Goal {
    /// The goal of a dragon with these stones.
    pub(super) fn new(stones: &[Point]) -> Goal {
        let mut set = PointSet::new();
        for &s in stones {
            set.insert(s);
        }
        Goal(set)
    }

    /// The points, as the eye spaces take them.
    pub(super) fn points(&self) -> &PointSet {
        &self.0
    }

    #[inline]
    pub(super) fn contains(&self, p: Point) -> bool {
        self.0.contains(p)
    }

    /// Whether `p` holds a goal stone of `color`.
    #[inline]
    pub(super) fn holds(&self, board: &Board, p: Point, color: Color) -> bool {
        self.0.contains(p) && board.color_at(p) == Some(color)
    }

    /// Whether the point `p` touches a goal stone of `color` (a liberty of
    /// the goal when empty).
    pub(super) fn touches(&self, board: &Board, p: Point, color: Color) -> bool {
        p.neighbors()
            .into_iter()
            .any(|q| self.holds(board, q, color))
    }

    /// The goal's stones of `color` still on the board, in board order.
    pub(super) fn stones(&self, board: &Board, color: Color) -> Vec<Point> {
        self.0
            .iter()
            .filter(|&p| board.color_at(p) == Some(color))
            .collect()
    }

    /// A hash of the goal's stones of `color` on the board.
    pub(super) fn hash(&self, board: &Board, color: Color) -> u64 {
        let mut h = FxHasher::default();
        for p in self.0.iter() {
            if board.color_at(p) == Some(color) {
                h.write_usize(p.index());
            }
        }
        h.finish()
    }

    /// The goal after `color`'s stone on `m`: it joins (with its whole
    /// string, and the whole root dragons of that string's stones, by
    /// `allies`) when next to a goal stone, or diagonally beside one
    /// unless enemy stones hold both points between.
    pub(super) fn grown(
        &self,
        board: &Board,
        m: Point,
        color: Color,
        allies: &[Option<u16>],
    ) -> Goal {
        if joins_goal(board, self, m, color) {
            self.joined(board, [m], color, allies)
        } else {
            self.clone()
        }
    }

    /// The goal with `color`'s strings through `seeds` (stones of other
    /// colours are skipped), each with the whole root dragons of its
    /// stones. Dragons of stones already in the goal are in it whole.
    pub(super) fn joined(
        &self,
        board: &Board,
        seeds: impl IntoIterator<Item = Point>,
        color: Color,
        allies: &[Option<u16>],
    ) -> Goal {
        let ally = |p: Point| allies.get(p.index()).copied().flatten();
        let mut out = self.clone();
        let mut joined: Vec<u16> = Vec::new();
        for seed in seeds {
            if !board.on_board(seed) || board.color_at(seed) != Some(color) {
                continue;
            }
            for s in board.stones(seed) {
                if out.0.insert(s) {
                    if let Some(d) = ally(s) {
                        if !joined.contains(&d) {
                            joined.push(d);
                        }
                    }
                }
            }
        }
        if !joined.is_empty() {
            for p in board.points() {
                let in_joined = ally(p).is_some_and(|d| joined.contains(&d));
                if in_joined && board.color_at(p) == Some(color) {
                    out.0.insert(p);
                }
            }
        }
        out
    }
}

/// Whether `color`'s stone on `m` joins the goal: next to a goal stone, or
/// diagonally beside one unless enemy stones hold both points between.
pub(super) fn joins_goal(board: &Board, goal: &Goal, m: Point, color: Color) -> bool {
    let other = Some(color.opponent());
    let ours = |q: Point| goal.holds(board, q, color);
    m.neighbors().into_iter().any(ours)
        || m.diagonals().into_iter().any(|q| {
            ours(q)
                && m.neighbors()
                    .into_iter()
                    .filter(|a| q.neighbors().contains(a))
                    .any(|a| board.color_at(a) != other)
        })
}

/// The points within `steps` steps (between neighbours) of one of `seeds`.
pub(super) fn within(board: &Board, seeds: &[Point], steps: usize) -> PointSet {
    let mut near = PointSet::new();
    // The points reached, one step's worth after another.
    let mut reached: Vec<Point> = Vec::with_capacity(4 * seeds.len() + 16);
    for &s in seeds {
        if near.insert(s) {
            reached.push(s);
        }
    }
    let mut start = 0;
    for _ in 0..steps {
        let end = reached.len();
        for i in start..end {
            for q in reached[i].neighbors() {
                if board.on_board(q) && near.insert(q) {
                    reached.push(q);
                }
            }
        }
        start = end;
    }
    near
}
