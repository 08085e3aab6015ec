//! Room to run: the empty points a group can reach that no enemy stone
//! touches, walked step by step from its stones. The dragons' escape
//! potential and owl's room to run (which also walks through friendly
//! stones and the goal's contested liberties) both count it here.

use super::ESCAPE_DISTANCE;
use crate::board::{Board, Color, Point, PointSet};

/// Empty points within [`ESCAPE_DISTANCE`] steps of `stones` through empty
/// points that no stone of the opponent touches.
pub fn escape_potential(board: &Board, stones: &[Point], color: Color) -> usize {
    room_to_run(board, stones, color, ESCAPE_DISTANCE as usize, false)
}

/// An empty point that no stone of `color`'s opponent touches: room for
/// `color` to run into.
pub fn open_point(board: &Board, p: Point, color: Color) -> bool {
    let other = color.opponent();
    board.is_empty(p)
        && !p
            .neighbors()
            .into_iter()
            .any(|q| board.on_board(q) && board.color_at(q) == Some(other))
}

/// Room to run: the empty points within `steps` steps of `stones` that no
/// stone of the opponent touches, walking through such points only. With
/// `through_friends`, the walk also passes through `color`'s other stones at
/// no cost (a group that reaches them shares their room: owl's measure).
pub fn room_to_run(
    board: &Board,
    stones: &[Point],
    color: Color,
    steps: usize,
    through_friends: bool,
) -> usize {
    let walk = Walk {
        through_friends,
        ..Walk::default()
    };
    room_walk(board, stones, color, steps, walk)
}

/// What a [`room_walk`] may pass besides the open points.
#[derive(Clone, Copy, Debug, Default)]
pub struct Walk<'a> {
    /// `color`'s other stones, at no cost.
    pub through_friends: bool,
    /// These empty points, at no cost and without counting them, even when
    /// an enemy stone touches them.
    pub through: &'a [Point],
    /// A point read as an enemy stone (a block the opponent might play).
    pub block: Option<Point>,
}

/// [`room_to_run`] with the passes of `walk`: the open points (empty, touched
/// by no enemy stone nor by `walk.block`) within `steps` steps of `stones`.
pub fn room_walk(board: &Board, stones: &[Point], color: Color, steps: usize, walk: Walk) -> usize {
    let blocked = |p: Point| walk.block == Some(p);
    let free = |p: Point| {
        open_point(board, p, color) && !blocked(p) && !p.neighbors().into_iter().any(blocked)
    };
    let passable = |p: Point| board.is_empty(p) && !blocked(p) && walk.through.contains(&p);
    let mut seen = PointSet::new();
    for &s in stones {
        seen.insert(s);
    }
    let mut frontier: Vec<Point> = stones.to_vec();
    let mut next: Vec<Point> = Vec::with_capacity(64);
    let mut count = 0;
    for _ in 0..steps {
        while let Some(p) = frontier.pop() {
            for q in p.neighbors() {
                if !board.on_board(q) || seen.contains(q) {
                    continue;
                }
                if walk.through_friends && board.color_at(q) == Some(color) {
                    seen.insert(q);
                    frontier.push(q);
                } else if free(q) {
                    seen.insert(q);
                    count += 1;
                    next.push(q);
                } else if passable(q) {
                    seen.insert(q);
                    next.push(q);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        // The next step starts from the points just reached.
        std::mem::swap(&mut frontier, &mut next);
    }
    count
}
