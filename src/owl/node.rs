//! The node an owl search judges, as the verdict, the liveliness of
//! strings and the candidate lists read it: the position with its reader,
//! and what the question fixed at the root (the defender's colour, the
//! named string, the dragon's moyo, the root's stones and their reading).

use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::heuristics::Heuristics;
use crate::reading::Reader;
use crate::worms::{TacticalReader, WormTactics};

/// A node of an owl search, borrowed from the search for judging it.
pub(super) struct Node<'n> {
    pub(super) board: &'n mut Board,
    pub(super) reader: &'n mut Reader,
    pub(super) heuristics: &'n Heuristics,
    /// Moves on the search stack: before the top-level call and on its line.
    pub(super) depth: usize,
    /// The defender's colour.
    pub(super) color: Color,
    /// A stone of the string whose capture kills the dragon.
    pub(super) target: Point,
    /// The dragon's surrounding moyo at the root.
    pub(super) moyo: usize,
    /// Tactical reading nodes per question when a string is read again
    /// for its liveliness ([`crate::owl::OwlConfig::lively_nodes`]).
    pub(super) lively_nodes: u64,
    /// Per cell, the stone there at the root.
    pub(super) root_stones: &'n [Option<RootStone>],
}

/// A stone at the root of an owl call, as the eye spaces below keep it.
#[derive(Copy, Clone)]
pub(super) struct RootStone {
    pub(super) color: Color,
    /// Its string's liberties.
    pub(super) libs: usize,
    /// Its string's tactical reading (GNU Go's worm data), which says
    /// whether it is lively.
    pub(super) tactics: WormTactics,
}

/// Per cell, the stone there at the root with its string's reading. Each
/// string is read once: its other stones find it remembered.
pub(super) fn root_stones(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
) -> Vec<Option<RootStone>> {
    let mut t = TacticalReader::new(board, reader, stackp);
    let mut root = vec![None; NUM_CELLS];
    for p in board.points().collect::<Vec<_>>() {
        if let Some(color) = board.color_at(p) {
            root[p.index()] = Some(RootStone {
                color,
                libs: board.libs(p),
                tactics: t.worm(board, p),
            });
        }
    }
    root
}
