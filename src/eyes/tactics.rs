//! A small capture reader for the eye code: whether a string can be captured
//! (strings with at most [`MAX_LIBS`] liberties, ataris and ladders) and whether a
//! move is safe. It stands in until the full tactical reader is available.
//!
//! Contract: [`attack`] returns `true` when the side to attack, moving first,
//! captures the string; [`defend`] returns `true` when its owner, moving
//! first, saves it. Ko is not treated specially (a ko capture counts as an
//! ordinary move under the simple-ko rule). Every search is bounded by
//! [`MAX_DEPTH`] plies and [`MAX_NODES`] nodes per top-level call; when the
//! budget is exhausted the string counts as safe.

use crate::board::{Board, Color, Counter, Point};

/// Deepest line read (ladders need about two plies per step).
pub const MAX_DEPTH: usize = 40;
/// Strings with more liberties than this count as safe.
pub const MAX_LIBS: usize = 3;
/// A new stone with more liberties than this counts as safe.
pub const SAFETY_LIBS: usize = 2;
/// Node budget of one top-level question.
pub const MAX_NODES: usize = 2000;

struct Budget {
    nodes: usize,
}

impl Budget {
    fn spend(&mut self) -> bool {
        if self.nodes >= MAX_NODES {
            return false;
        }
        self.nodes += 1;
        true
    }
}

/// Whether the opponent, moving first, captures the string through `s`.
pub fn attack(board: &mut Board, s: Point) -> bool {
    attack_point(board, s).is_some()
}

/// Whether the owner, moving first, saves the string through `s` (which must
/// be capturable for this to mean anything).
pub fn defend(board: &mut Board, s: Point) -> bool {
    defense_point(board, s).is_some()
}

/// A move that captures the string through `s` (for a string already without
/// liberties to spare, its last liberty), or `None` if it cannot be captured.
pub fn attack_point(board: &mut Board, s: Point) -> Option<Point> {
    attack_point_within(board, s, MAX_LIBS)
}

/// How a capture succeeds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// Outright.
    Win,
    /// Only through a ko: the capture is a ko capture the owner can retake,
    /// or it needs a ko retake that is illegal right now.
    Ko,
}

/// Like [`attack_point`], with whether the capture depends on a ko (judged
/// for strings in atari; longer attacks count as outright).
pub fn attack_code(board: &mut Board, s: Point) -> Option<(Point, Code)> {
    let color = board.color_at(s)?;
    let libs = board.liberties(s);
    if libs.len() == 1 {
        let lib = libs[0];
        let other = color.opponent();
        if board.is_legal(lib, other) {
            let single = board.string_size(s) == 1;
            let code = board
                .with_move(lib, other, Counter::Life, |b| {
                    if single && b.string_size(lib) == 1 && b.libs(lib) == 1 {
                        Code::Ko
                    } else {
                        Code::Win
                    }
                })
                .unwrap_or(Code::Win);
            return Some((lib, code));
        }
        if !board.is_suicide(lib, other) {
            return Some((lib, Code::Ko));
        }
        return None;
    }
    attack_point(board, s).map(|p| (p, Code::Win))
}

/// Like [`attack_point`], reading only strings with at most `max_libs` liberties.
fn attack_point_within(board: &mut Board, s: Point, max_libs: usize) -> Option<Point> {
    let color = board.color_at(s)?;
    let libs = board.liberties(s);
    if libs.len() == 1 {
        return Some(libs[0]);
    }
    if libs.len() > max_libs {
        return None;
    }
    let mut budget = Budget { nodes: 0 };
    libs.into_iter().find(|&lib| {
        board
            .with_move(lib, color.opponent(), Counter::Life, |b| {
                b.color_at(s) != Some(color) || !do_defend(b, s, 1, &mut budget)
            })
            .unwrap_or(false)
    })
}

/// A move that saves the string through `s` when it is under attack, or
/// `None` if no move saves it. Meaningful only for a capturable string.
pub fn defense_point(board: &mut Board, s: Point) -> Option<Point> {
    let color = board.color_at(s)?;
    let mut budget = Budget { nodes: 0 };
    defender_moves(board, s).into_iter().find(|&m| {
        board
            .with_move(m, color, Counter::Life, |b| {
                b.color_at(s) == Some(color) && !do_attack(b, s, 1, &mut budget)
            })
            .unwrap_or(false)
    })
}

/// The liberties of `s`, then the liberties of adjacent strings with at most
/// two liberties (capturing or counter-attacking them).
fn defender_moves(board: &Board, s: Point) -> Vec<Point> {
    let mut moves = board.liberties(s);
    let mut chain = board.adjacent_strings(s);
    chain.sort_by_key(|&n| board.libs(n));
    for n in chain {
        if board.libs(n) <= 2 {
            for l in board.liberties(n) {
                if !moves.contains(&l) {
                    moves.push(l);
                }
            }
        }
    }
    moves
}

/// Whether the string through `s` is dead: it can be captured and not saved.
pub fn is_dead(board: &mut Board, s: Point) -> bool {
    attack(board, s) && !defend(board, s)
}

/// Whether `color` can play `p` and keep the stone: legal and not capturable.
pub fn safe_move(board: &mut Board, p: Point, color: Color) -> bool {
    safety(board, p, color) == Safety::Safe
}

/// How safe a move is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Safety {
    /// Illegal, or the stone is captured.
    Unsafe,
    /// The stone can be captured only by retaking a ko.
    Ko,
    Safe,
}

/// How safe a move of `color` at `p` is: a stone that could be captured
/// only by retaking a ko at once counts as [`Safety::Ko`].
pub fn safety(board: &mut Board, p: Point, color: Color) -> Safety {
    board
        .with_move(p, color, Counter::Life, |b| {
            let libs = b.liberties(p);
            if libs.len() == 1 {
                let lib = libs[0];
                if b.is_legal(lib, color.opponent()) {
                    Safety::Unsafe
                } else if !b.is_suicide(lib, color.opponent()) {
                    Safety::Ko
                } else {
                    Safety::Safe
                }
            } else if attack_point_within(b, p, SAFETY_LIBS).is_some() {
                Safety::Unsafe
            } else {
                Safety::Safe
            }
        })
        .unwrap_or(Safety::Unsafe)
}

/// Whether a move of `color` at empty `p` would capture something.
pub fn captures_something(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors()
        .into_iter()
        .any(|n| board.color_at(n) == Some(color.opponent()) && board.libs(n) == 1)
}

fn do_attack(board: &mut Board, s: Point, depth: usize, budget: &mut Budget) -> bool {
    let Some(color) = board.color_at(s) else {
        return true;
    };
    let libs = board.liberties(s);
    if libs.len() == 1 {
        return true;
    }
    if libs.len() > MAX_LIBS || depth >= MAX_DEPTH {
        return false;
    }
    let other = color.opponent();
    for lib in libs {
        if !budget.spend() {
            return false;
        }
        let win = board.with_move(lib, other, Counter::Life, |b| {
            b.color_at(s) != Some(color) || !do_defend(b, s, depth + 1, budget)
        });
        if win == Some(true) {
            return true;
        }
    }
    false
}

fn do_defend(board: &mut Board, s: Point, depth: usize, budget: &mut Budget) -> bool {
    let Some(color) = board.color_at(s) else {
        return false;
    };
    if depth >= MAX_DEPTH {
        return true;
    }
    for m in defender_moves(board, s) {
        if !budget.spend() {
            return true;
        }
        let ok = board.with_move(m, color, Counter::Life, |b| {
            b.color_at(s) == Some(color) && !do_attack(b, s, depth + 1, budget)
        });
        if ok == Some(true) {
            return true;
        }
    }
    false
}
