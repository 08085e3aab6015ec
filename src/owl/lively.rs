//! Which stones a verdict counts as lively, and the rule of strings kept
//! from the root: a string away from the goal whose stones and liberties
//! are those it had at the root reads as it did there (its lively status,
//! the eye spaces' questions about it, whether it is a lunch), since owl's
//! moves are all played around the goal. The rest are read again, each
//! question within [`crate::owl::OwlConfig::lively_nodes`].

use super::goal::{within, Goal};
use super::node::{Node, RootStone};
use crate::board::{Board, Point, PointSet, NUM_CELLS};
use crate::worms::{TacticalReader, WormTactics};

/// The goal's strings and the enemy strings next to the goal with a stone
/// this far (steps between neighbours) from a point changed since the root
/// are read for the eye spaces at every node; the others keep their root
/// status while their stones and liberties do.
pub(super) const LIVELY_DISTANCE: usize = 4;

/// A string of the goal's colour outside the goal counts as lively,
/// without a read, from this many liberties. Such strings took
/// about a third of the lively reads' nodes on owl.tst; with three or more
/// liberties 97.9% of those reads found them lively, and a friendly string
/// off the goal matters to its eyes only as a wall (docs/owl/log.md).
pub(super) const FRIEND_SAFE_LIBS: usize = 3;

/// Which strings a verdict keeps from the root ([`Node::lively`]): the
/// goal's stones with the points next to them, and the points near a change
/// since the root.
pub(super) struct Keeping<'r> {
    root: &'r [Option<RootStone>],
    at_goal: PointSet,
    near_change: PointSet,
}

impl<'r> Keeping<'r> {
    /// For the goal whose stones on the board are `goal_stones`, with the
    /// root position's stones `root`.
    pub(super) fn new(
        board: &Board,
        root: &'r [Option<RootStone>],
        goal_stones: &[Point],
    ) -> Keeping<'r> {
        let changed: Vec<Point> = board
            .points()
            .filter(|&p| board.color_at(p) != root[p.index()].map(|r| r.color))
            .collect();
        Keeping {
            root,
            at_goal: within(board, goal_stones, 1),
            near_change: within(board, &changed, LIVELY_DISTANCE),
        }
    }

    /// Whether the string through `p` reads as it did at the root: no
    /// stone of it is in the goal or next to it and near a change, all its
    /// stones were there, and so are its liberties.
    pub(super) fn kept(&self, board: &Board, p: Point) -> bool {
        let (root, color) = (self.root, board.color_at(p));
        board.stones(p).all(|s| {
            !(self.at_goal.contains(s) && self.near_change.contains(s))
                && root[s.index()].is_some_and(|r| Some(r.color) == color)
        }) && root[p.index()].is_some_and(|r| r.libs == board.libs(p))
    }
}

/// What a verdict takes for each string: whether it is lively, whether it
/// reads as it did at the root (see [`Node::lively`]), and the worm data
/// read for it at this node or kept from the root, by string origin.
pub(super) struct Liveliness {
    pub(super) lively: Vec<bool>,
    pub(super) kept: Vec<bool>,
    pub(super) tactics: Vec<Option<WormTactics>>,
}

impl Node<'_> {
    /// The lively stones for the eye spaces here. A string is read again
    /// when one of its stones is a goal stone, or an enemy stone next to
    /// one, and lies within [`LIVELY_DISTANCE`] of a point that changed
    /// since the root (a stone played or captured); or when it was not on
    /// the board at the root or its liberties changed since. The rest are
    /// *kept*: they read as they did at the root, for their lively status,
    /// for the eye spaces' questions about them and as lunches
    /// ([`Node::judge`]).
    /// Owl's moves are played around the goal, and a string away from the
    /// goal whose stones and liberties are those it had at the root reads
    /// as it did there (GNU Go's owl reads only the enemy strings next to
    /// its goal, as possible lunches, and counts every other stone
    /// lively). The test depends on the position alone, not on the line
    /// that reached it.
    /// Each question read again gets [`crate::owl::OwlConfig::lively_nodes`]
    /// nodes: a string that takes more to capture, or to save once
    /// captured, counts as lively. On owl.tst one read in three hundred
    /// took more than 500 nodes, and those reads a third of the nodes of
    /// all of them.
    /// A string of the goal's colour outside the goal with at least
    /// [`FRIEND_SAFE_LIBS`] liberties counts as lively without a read
    /// (GNU Go's owl counts every friendly stone lively).
    pub(super) fn lively(&mut self, goal: &Goal, stones: &[Point]) -> Liveliness {
        let keeping = Keeping::new(self.board, self.root_stones, stones);
        let color = self.color;
        let mut lively = vec![false; NUM_CELLS];
        let mut kept_here = vec![false; NUM_CELLS];
        let mut done = PointSet::new();
        let board = &mut *self.board;
        let root = self.root_stones;
        let depth = self.depth;
        let tactics = self.reader.with_budget(self.lively_nodes, |reader| {
            let mut t = TacticalReader::new(board, reader, depth);
            let size = board.size();
            // Row by row from the top, as `Board::points`; the reads play
            // on the board, so the points are not borrowed from it.
            for p in (0..size).flat_map(|row| (0..size).map(move |col| Point::new(col, row))) {
                let Some(c) = board.color_at(p) else {
                    continue;
                };
                if done.contains(p) {
                    continue;
                }
                let kept = keeping.kept(board, p);
                let friend_off_goal =
                    || c == color && !goal.contains(p) && board.libs(p) >= FRIEND_SAFE_LIBS;
                let alive = match root[p.index()].filter(|_| kept) {
                    Some(r) => {
                        t.remember(board, p, r.tactics);
                        r.tactics.lively()
                    }
                    None if friend_off_goal() => true,
                    None => t.worm(board, p).lively(),
                };
                // The reads took back their moves: the string is as it was.
                for s in board.stones(p) {
                    done.insert(s);
                    lively[s.index()] = alive;
                    kept_here[s.index()] = kept;
                }
            }
            t.into_memo()
        });
        Liveliness {
            lively,
            kept: kept_here,
            tactics,
        }
    }
}
