//! Unconditional life inside a region (Benson's algorithm): the solver's
//! terminal test for the defender.
//!
//! The candidate eyes are the connected sets of non-defender points that
//! stay inside the region's area (a set that reaches the frame or beyond
//! is the outside, never an eye). A candidate is *vital* to a defender
//! string when each of its empty points is a liberty of that string, and
//! it counts only while every defender string around it is still in the
//! set. Strings with fewer than two vital eyes leave the set until nothing
//! changes; the strings left cannot be captured even if the defender
//! always passes.

use crate::board::{Board, Color, Point, PointSet};

/// One candidate eye: its empty points and the defender strings around it.
struct Eye {
    empty: Vec<Point>,
    strings: Vec<usize>,
}

/// The candidate eyes of `defender` inside `area`.
fn eyes(board: &Board, area: &PointSet, points: &[Point], defender: Color) -> Vec<Eye> {
    let mut seen = PointSet::new();
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for &start in points {
        if seen.contains(start) || board.color_at(start) == Some(defender) {
            continue;
        }
        seen.insert(start);
        stack.push(start);
        let mut closed = true;
        let mut eye = Eye {
            empty: Vec::new(),
            strings: Vec::new(),
        };
        while let Some(p) = stack.pop() {
            if board.is_empty(p) {
                eye.empty.push(p);
            }
            for q in p.neighbors() {
                if !board.on_board(q) {
                    continue;
                }
                if board.color_at(q) == Some(defender) {
                    let o = board.string_id(q);
                    if !eye.strings.contains(&o) {
                        eye.strings.push(o);
                    }
                } else if !area.contains(q) {
                    closed = false;
                } else if seen.insert(q) {
                    stack.push(q);
                }
            }
        }
        if closed && !eye.empty.is_empty() {
            out.push(eye);
        }
    }
    out
}

/// Whether the string through `target` is unconditionally alive, reading
/// only the candidate eyes inside `area`.
pub fn unconditionally_alive(
    board: &Board,
    area: &PointSet,
    points: &[Point],
    target: Point,
) -> bool {
    let Some(defender) = board.color_at(target) else {
        return false;
    };
    let eyes = eyes(board, area, points, defender);
    if eyes.len() < 2 {
        return false;
    }
    let mut alive: Vec<usize> = Vec::new();
    for e in &eyes {
        for &s in &e.strings {
            if !alive.contains(&s) {
                alive.push(s);
            }
        }
    }
    let target = board.string_id(target);
    if !alive.contains(&target) {
        return false;
    }
    let vital = |e: &Eye, s: usize| {
        e.empty.iter().all(|&p| {
            p.neighbors()
                .iter()
                .any(|&q| board.color_at(q) == Some(defender) && board.string_id(q) == s)
        })
    };
    loop {
        let before = alive.len();
        let snapshot = alive.clone();
        alive.retain(|&s| {
            eyes.iter()
                .filter(|e| e.strings.contains(&s))
                .filter(|e| e.strings.iter().all(|t| snapshot.contains(t)))
                .filter(|e| vital(e, s))
                .count()
                >= 2
        });
        if !alive.contains(&target) {
            return false;
        }
        if alive.len() == before {
            return true;
        }
    }
}
