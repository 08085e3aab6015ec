//! The region a life-and-death problem is solved in, and the solving
//! board that closes it.
//!
//! **The group.** The defender's strings of the question (the dragon, or
//! the target string alone), and every defender string with a stone within
//! two steps (Manhattan distance) of the group, repeated until nothing is
//! added: book problems draw a group as stones a knight's move or a
//! one-point jump apart.
//!
//! **The region.** Let `d(p)` be the distance of `p` from the nearest stone
//! of the group. The *outside* is every empty point that can be reached
//! from the open board (the empty points with `d ≥` [`OPEN`], or `d ≥ 3`
//! when there are none) through empty points with `d ≥ 2` (stones of
//! either colour stop it). The region's empty points are
//! the empty points with `d ≤ 1` (the group's liberties and the points
//! beside them are always part of the problem) and the empty points the
//! outside does not reach (the inside of the group's enclosure, however far
//! from its stones). An attacker string with a stone in the region or next
//! to it that has at most [`WEAK_WALL`] liberties is part of the problem,
//! not of the frame: its liberties join the region, so the defender may
//! capture it.
//!
//! **The frame.** Every empty point next to the region and not in it gets
//! an attacker stone on the solving board (a private copy of the position):
//! the book convention that the outside of a problem is the attacker's.
//! A frame stone has liberties outside the region, where no one plays, so
//! it is never captured while the region stands; the attacker's strings it
//! joins (walls touching the outside) become as safe. A frame point left
//! empty later (the defender captured a wall joined to it) means the group
//! broke out: the defender wins.
//!
//! **When a region is refused.** When it has more than the configured
//! number of empty points, when the group has more than [`MAX_GROUP`]
//! stones, when a frame stone would be placed with no attacker stone within
//! [`FRAME_REACH`] steps or within [`ALLY_REACH`] steps of a defender
//! stone outside the group (an open side, or friends the group may reach:
//! the outside is not the attacker's there, so the problem is not
//! enclosed), or when a frame stone would
//! take another string's last liberty. A refused question falls back to
//! owl's heuristic search.

use crate::board::queries::has_neighbor;
use crate::board::{Board, Color, Point, PointSet};
use std::collections::VecDeque;

/// An attacker string next to the region with at most this many
/// liberties is part of the problem.
pub const WEAK_WALL: usize = 2;

/// At most this many stones in the group.
pub const MAX_GROUP: usize = 80;

/// A frame point this near a defender stone outside the group is refused:
/// the group may reach a friend there.
pub const ALLY_REACH: usize = 3;

/// The open board starts this many steps from the group (or three, on a
/// board too full to have such points).
pub const OPEN: u8 = 5;

/// A frame point needs an attacker stone within this many steps.
pub const FRAME_REACH: usize = 2;

/// A closed problem: the solving board and the points the search plays on.
#[derive(Clone)]
pub struct Region {
    /// The position with the frame filled in.
    pub board: Board,
    /// The defender's colour.
    pub defender: Color,
    /// A stone of the target string.
    pub target: Point,
    /// The region's points: its empty points, and the stones of the
    /// problem (group, strings inside, weak walls). Moves are tried on the
    /// empty ones.
    pub area: PointSet,
    /// The area's points, in board order (for move generation).
    pub points: Vec<Point>,
    /// The frame stones placed.
    pub frame: Vec<Point>,
}

/// Why a region was not built.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    NotAStone,
    /// The position has a ko point (the frame's setup would forget it).
    Ko,
    GroupTooLarge,
    RegionTooLarge(usize),
    Open,
    FrameTakesLastLiberty,
}

/// Distances from `sources` (board steps, ignoring contents), up to `cap`;
/// `u8::MAX` beyond it.
fn distances(board: &Board, sources: &[Point], cap: u8) -> Vec<u8> {
    let mut dist = vec![u8::MAX; crate::board::NUM_CELLS];
    let mut queue = VecDeque::new();
    for &p in sources {
        if dist[p.index()] != 0 {
            dist[p.index()] = 0;
            queue.push_back(p);
        }
    }
    while let Some(p) = queue.pop_front() {
        let d = dist[p.index()];
        if d >= cap {
            continue;
        }
        for q in p.neighbors() {
            if board.on_board(q) && dist[q.index()] == u8::MAX {
                dist[q.index()] = d + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// The group: the dragon's strings and the defender strings near them.
fn group(board: &Board, dragon: &[Point], color: Color) -> Option<Vec<Point>> {
    let mut seen = PointSet::new();
    let mut stones = Vec::new();
    let add_string = |p: Point, seen: &mut PointSet, stones: &mut Vec<Point>| {
        if seen.contains(p) {
            return;
        }
        for s in board.stones(p) {
            seen.insert(s);
            stones.push(s);
        }
    };
    for &p in dragon {
        if board.color_at(p) == Some(color) {
            add_string(p, &mut seen, &mut stones);
        }
    }
    let mut k = 0;
    while k < stones.len() {
        if stones.len() > MAX_GROUP {
            return None;
        }
        let p = stones[k];
        k += 1;
        let (c, r) = (p.col() as isize, p.row() as isize);
        for dc in -2isize..=2 {
            for dr in -2isize..=2 {
                if dc.abs() + dr.abs() > 2 || (dc == 0 && dr == 0) {
                    continue;
                }
                let (x, y) = (c + dc, r + dr);
                let n = board.size() as isize;
                if x < 0 || y < 0 || x >= n || y >= n {
                    continue;
                }
                let q = Point::new(x as usize, y as usize);
                if board.color_at(q) == Some(color) {
                    add_string(q, &mut seen, &mut stones);
                }
            }
        }
    }
    (stones.len() <= MAX_GROUP).then_some(stones)
}

impl Region {
    /// The colour `side` plays.
    pub fn color(&self, side: super::Side) -> Color {
        match side {
            super::Side::Attacker => self.defender.opponent(),
            super::Side::Defender => self.defender,
        }
    }

    /// The region of the question about the string through `target`,
    /// whose dragon is `dragon`, with at most `max_empty` empty points.
    pub fn find(
        board: &Board,
        target: Point,
        dragon: &[Point],
        max_empty: usize,
    ) -> Result<Region, Refused> {
        let defender = board.color_at(target).ok_or(Refused::NotAStone)?;
        if board.ko().is_some() {
            return Err(Refused::Ko);
        }
        let attacker = defender.opponent();
        let mut seeds = dragon.to_vec();
        seeds.push(target);
        let group = group(board, &seeds, defender).ok_or(Refused::GroupTooLarge)?;
        let d = distances(board, &group, OPEN);
        let attackers = board.stones_of(attacker);
        let da = distances(board, &attackers, FRAME_REACH as u8 + 1);
        let in_group: PointSet = {
            let mut set = PointSet::new();
            for &s in &group {
                set.insert(s);
            }
            set
        };
        let others: Vec<Point> = board
            .stones_of(defender)
            .into_iter()
            .filter(|&s| !in_group.contains(s))
            .collect();
        let dd = distances(board, &others, ALLY_REACH as u8 + 1);

        // The outside: from the far points, through non-defender points
        // at least two steps from the group.
        let mut outside = PointSet::new();
        let far = |min: u8| {
            board
                .points()
                .filter(|&p| d[p.index()] >= min && board.is_empty(p))
                .collect::<VecDeque<Point>>()
        };
        let mut queue = far(OPEN);
        if queue.is_empty() {
            queue = far(3);
        }
        for &p in &queue {
            outside.insert(p);
        }
        while let Some(p) = queue.pop_front() {
            for q in p.neighbors() {
                if board.on_board(q)
                    && !outside.contains(q)
                    && d[q.index()] >= 2
                    && board.is_empty(q)
                {
                    outside.insert(q);
                    queue.push_back(q);
                }
            }
        }

        let mut area = PointSet::new();
        for p in board.points() {
            if board.is_empty(p)
                && (d[p.index()] <= 1
                    || !outside.contains(p)
                    || (d[p.index()] == 2 && !has_neighbor(board, p, attacker)))
            {
                area.insert(p);
            }
        }
        // Weak walls (and every stone next to or inside the region) are
        // part of the problem; a weak wall's liberties join the region.
        let mut changed = true;
        while changed {
            changed = false;
            let empties: Vec<Point> = area.iter().filter(|&p| board.is_empty(p)).collect();
            for p in empties {
                for q in p.neighbors() {
                    if board.color_at(q) == Some(attacker)
                        && board.libs(q) <= WEAK_WALL
                        && !area.contains(q)
                    {
                        for s in board.stones(q) {
                            area.insert(s);
                        }
                        for l in board.liberties(q) {
                            changed |= area.insert(l);
                        }
                    }
                }
            }
        }
        for &s in &group {
            area.insert(s);
        }
        let empty = area.iter().filter(|&p| board.is_empty(p)).count();
        if empty > max_empty {
            return Err(Refused::RegionTooLarge(empty));
        }
        // Stones next to the region's empty points are in the area too
        // (strings inside the enclosure, the walls' faces).
        let empties: Vec<Point> = area.iter().filter(|&p| board.is_empty(p)).collect();
        for &p in &empties {
            for q in p.neighbors() {
                if board.color_at(q).is_some() && !area.contains(q) {
                    for s in board.stones(q) {
                        area.insert(s);
                    }
                }
            }
        }

        // The frame.
        let mut frame = Vec::new();
        for &p in &empties {
            for q in p.neighbors() {
                if board.is_empty(q) && !area.contains(q) && !frame.contains(&q) {
                    if da[q.index()] as usize > FRAME_REACH || dd[q.index()] as usize <= ALLY_REACH
                    {
                        return Err(Refused::Open);
                    }
                    frame.push(q);
                }
            }
        }
        let mut solving = board.detached();
        if !frame.is_empty() {
            // The frame is a setup change of the private copy.
            solving
                .set_stones(frame.iter().map(|&q| (q, Some(attacker))))
                .map_err(|_| Refused::FrameTakesLastLiberty)?;
            if solving
                .points()
                .any(|p| solving.color_at(p).is_some() && solving.libs(p) == 0)
            {
                return Err(Refused::FrameTakesLastLiberty);
            }
        }
        let points: Vec<Point> = board.points().filter(|&p| area.contains(p)).collect();
        Ok(Region {
            board: solving,
            defender,
            target,
            area,
            points,
            frame,
        })
    }
}
