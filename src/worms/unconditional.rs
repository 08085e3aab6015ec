//! Unconditional life and death: Benson's pass-alive strings, extended to
//! the opponent strings and empty points they enclose beyond dispute.
//!
//! A string is *unconditionally alive* when the opponent cannot capture it
//! even if it is allowed any number of moves in a row while the owner passes.
//! Empty points and opponent stones that the opponent can never make into a
//! living group (even with a seki) inside such stones are *unconditional
//! territory*; opponent stones there are *unconditionally dead*.
//!
//! The method plays its moves on the board it is given, through the search
//! choke point (counted in the life node counter), and takes every one of
//! them back before it returns:
//! 1. Let the opponent fill liberties of the owner's strings, one string at a
//!    time; a string that is captured or left in atari is removed (the moves
//!    stay on the board), otherwise the trial moves are taken back. Repeat
//!    until nothing more is removed. What remains cannot be captured.
//!    Isolated two-stone strings (no other own stone in the eight points
//!    around them) are set aside, since they may be the inside of a seki.
//! 2. The opponent fills every liberty of the uncapturable strings it can,
//!    then extends its strings in atari while that is legal.
//! 3. A set-aside two-stone string that the opponent could surround into the
//!    one eye shape where it lives in seki gets a third stone, which turns the
//!    seki into a plain capture.
//! 4. The opponent fills the liberties of the set-aside strings, and makes one
//!    move for each of its strings left with two adjacent liberties (the one
//!    keeping more open liberties), splitting two-point eyes.
//! 5. The owner's remaining stones (not set aside) are alive; their liberties
//!    and the opponent strings in atari with their last liberty are territory.

use crate::board::{Board, Color, Counter, Point};

/// What [`unconditional_life`] found at a point for the colour analysed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Nothing unconditional.
    Open,
    /// An unconditionally alive stone of the colour.
    Alive,
    /// Unconditional territory of the colour (empty or dead opponent stone).
    Territory,
}

/// The unconditional status of a point, combining both colours' analyses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnconditionalStatus {
    Undecided,
    Alive,
    Dead,
    Territory(Color),
}

impl UnconditionalStatus {
    /// The GTP spelling (`undecided`, `alive`, `dead`, `black_territory`, `white_territory`).
    pub fn name(self) -> &'static str {
        match self {
            UnconditionalStatus::Undecided => "undecided",
            UnconditionalStatus::Alive => "alive",
            UnconditionalStatus::Dead => "dead",
            UnconditionalStatus::Territory(Color::Black) => "black_territory",
            UnconditionalStatus::Territory(Color::White) => "white_territory",
        }
    }
}

/// Origins (smallest stones) of the strings of `color`, in point order.
fn string_origins(board: &Board, color: Color) -> Vec<Point> {
    board
        .points()
        .filter(|&p| board.color_at(p) == Some(color) && board.string_origin(p) == p)
        .collect()
}

/// Liberties a stone of `color` on empty `p` would have (captures ignored), at most `limit`.
fn approx_libs(board: &Board, p: Point, color: Color, limit: usize) -> usize {
    let mut libs: Vec<Point> = Vec::new();
    let add = |q: Point, libs: &mut Vec<Point>| {
        if q != p && !libs.contains(&q) {
            libs.push(q);
        }
    };
    for n in p.neighbors() {
        if board.is_empty(n) {
            add(n, &mut libs);
        } else if board.color_at(n) == Some(color) {
            for l in board.liberties(n) {
                add(l, &mut libs);
            }
        }
        if libs.len() >= limit {
            return limit;
        }
    }
    libs.len()
}

/// Step 1: removes every string of `color` (except `excepted`) that the
/// opponent can capture with consecutive moves. Trial moves that capture or
/// reduce a string to one liberty stay on the board. Returns whether any
/// non-excepted string of `color` was left.
fn capture_capturable(board: &mut Board, color: Color, excepted: &[bool]) -> bool {
    let other = color.opponent();
    loop {
        let mut captured = false;
        let mut found = false;
        for p in board.points().collect::<Vec<_>>() {
            if board.color_at(p) != Some(color) || board.string_origin(p) != p {
                continue;
            }
            if excepted[p.index()] {
                continue;
            }
            found = true;
            let start = board.depth();
            for lib in board.liberties(p) {
                board.try_move(lib, other, Counter::Life);
            }
            if board.color_at(p) != Some(color) {
                captured = true;
            } else if board.libs(p) == 1 {
                let last = board.liberties(p)[0];
                // The last liberty may be playable only as a ko capture.
                board.try_ko_move(last, other, Counter::Life);
                captured = true;
            } else {
                while board.depth() > start {
                    board.undo();
                }
            }
        }
        if !captured {
            return found;
        }
    }
}

/// Marks isolated two-stone strings of `color`: no other stone of `color`
/// and no board edge among the eight neighbours of either stone.
fn potential_sekis(board: &Board, color: Color) -> Vec<bool> {
    let mut marks = vec![false; crate::board::NUM_CELLS];
    for p in string_origins(board, color) {
        if board.string_size(p) != 2 {
            continue;
        }
        let stones: Vec<Point> = board.stones(p).collect();
        let isolated = stones.iter().all(|s| {
            s.neighbors().into_iter().chain(s.diagonals()).all(|q| {
                board.on_board(q) && (board.color_at(q) != Some(color) || board.same_string(p, q))
            })
        });
        if isolated {
            for s in stones {
                marks[s.index()] = true;
            }
        }
    }
    marks
}

/// Step 3: for a set-aside two-stone string whose surroundings the opponent
/// could shape into the seki formation (an opponent string touching both
/// sides of the pair diagonally), adds a third stone to the pair.
fn break_sekis(board: &mut Board, color: Color, marks: &[bool]) {
    let other = color.opponent();
    let origins: Vec<Point> = board
        .points()
        .filter(|&p| marks[p.index()] && board.color_at(p).is_some() && board.string_origin(p) == p)
        .collect();
    for pos in origins {
        if board.color_at(pos) != Some(color) {
            continue;
        }
        let step = |p: Point, d: usize| -> Point { p.neighbors()[d] };
        // Directions: 0 up, 1 left, 2 right, 3 down; opposite of d is 3 - d.
        // Each direction `up` with its two perpendicular sides, in a fixed order.
        const TURNS: [(usize, [usize; 2]); 4] =
            [(3, [1, 2]), (1, [0, 3]), (0, [2, 1]), (2, [3, 0])];
        'dirs: for (up, sides) in TURNS {
            let down = 3 - up;
            let pu = step(pos, up);
            if board.color_at(pu) != Some(color)
                || !board.is_empty(step(pu, up))
                || !board.is_empty(step(pos, down))
            {
                continue;
            }
            for right in sides {
                let left = 3 - right;
                if !board.is_empty(step(pos, right)) || !board.is_empty(step(pu, left)) {
                    continue;
                }
                let start = board.depth();
                let a = step(pos, left);
                let b = step(pu, right);
                if board.is_empty(a) {
                    board.try_move(a, other, Counter::Life);
                }
                if board.is_empty(b) {
                    board.try_move(b, other, Counter::Life);
                }
                let seki = board.color_at(a) == Some(other)
                    && board.color_at(b) == Some(other)
                    && board.same_string(a, b);
                while board.depth() > start {
                    board.undo();
                }
                if seki {
                    board.try_move(step(pos, down), color, Counter::Life);
                    break 'dirs;
                }
            }
            if board.string_size(pos) > 2 {
                break;
            }
        }
    }
}

/// Fills every liberty of the `color` strings not set aside with opponent stones.
fn fill_liberties(board: &mut Board, color: Color, marks: &[bool]) {
    let other = color.opponent();
    for p in string_origins(board, color) {
        if marks[p.index()] || board.color_at(p) != Some(color) {
            continue;
        }
        for lib in board.liberties(p) {
            board.try_move(lib, other, Counter::Life);
        }
    }
}

/// Extends opponent (`other`) strings in atari while that is legal.
fn extend_ataris(board: &mut Board, other: Color) {
    loop {
        let mut found = false;
        for p in board.points().collect::<Vec<_>>() {
            if board.color_at(p) != Some(other) || board.libs(p) > 1 {
                continue;
            }
            let lib = board.liberties(p)[0];
            if board.try_move(lib, other, Counter::Life) {
                found = true;
            }
        }
        if !found {
            return;
        }
    }
}

/// The unconditional analysis for `color`: per point (indexed by
/// `Point::index`) whether it is an unconditionally alive stone of `color`,
/// unconditional territory of `color`, or neither. Plays its trial moves on
/// `board` (each counted as a life node) and leaves `board` as it found it.
/// Bounded: a round of step 1 is repeated only after it captured stones of
/// `color` (which never come back), and the other steps play at most one
/// move per liberty or string.
pub fn unconditional_life(board: &mut Board, color: Color) -> Vec<Settled> {
    let start = board.depth();
    let out = analyse(board, color);
    while board.depth() > start {
        board.undo();
    }
    out
}

/// [`unconditional_life`] without taking the moves back.
fn analyse(b: &mut Board, color: Color) -> Vec<Settled> {
    let mut out = vec![Settled::Open; crate::board::NUM_CELLS];
    let other = color.opponent();
    let marks = potential_sekis(b, color);
    if !capture_capturable(b, color, &marks) {
        return out;
    }
    fill_liberties(b, color, &marks);
    extend_ataris(b, other);
    break_sekis(b, color, &marks);
    let set_aside: Vec<Point> = b.points().filter(|p| marks[p.index()]).collect();
    for p in set_aside {
        if b.color_at(p) == Some(color) {
            for lib in b.liberties(p) {
                b.try_move(lib, other, Counter::Life);
            }
        }
    }
    for p in b.points().collect::<Vec<_>>() {
        if b.color_at(p) != Some(other) || b.libs(p) != 2 {
            continue;
        }
        let libs = b.liberties(p);
        let (a, c) = (libs[0], libs[1]);
        if a.col().abs_diff(c.col()) + a.row().abs_diff(c.row()) != 1 {
            continue;
        }
        let (a_open, c_open) = (approx_libs(b, a, color, 4), approx_libs(b, c, color, 4));
        let (a_libs, c_libs) = (approx_libs(b, a, other, 4), approx_libs(b, c, other, 4));
        let choice = if a_open > c_open || (a_open == c_open && a_libs >= c_libs) {
            a
        } else {
            c
        };
        b.try_move(choice, other, Counter::Life);
    }
    for p in b.points() {
        if b.color_at(p) == Some(color) && !marks[p.index()] {
            out[p.index()] = Settled::Alive;
            if b.string_origin(p) == p {
                for l in b.liberties(p) {
                    out[l.index()] = Settled::Territory;
                }
            }
        } else if b.color_at(p) == Some(other) && b.libs(p) == 1 {
            out[p.index()] = Settled::Territory;
            out[b.liberties(p)[0].index()] = Settled::Territory;
        }
    }
    out
}

/// The unconditional status of every point (indexed by `Point::index`):
/// White's analysis first, then Black's, the later overriding. The trial
/// moves are played on `board` and taken back (see [`unconditional_life`]).
pub fn unconditional_status(board: &mut Board) -> Vec<UnconditionalStatus> {
    let mut status = vec![UnconditionalStatus::Undecided; crate::board::NUM_CELLS];
    for color in [Color::White, Color::Black] {
        let settled = unconditional_life(board, color);
        for p in board.points() {
            if settled[p.index()] == Settled::Open {
                continue;
            }
            status[p.index()] = match board.color_at(p) {
                Some(c) if c == color => UnconditionalStatus::Alive,
                None => UnconditionalStatus::Territory(color),
                Some(_) => UnconditionalStatus::Dead,
            };
        }
    }
    status
}
