//! Move generation from the analysis (stage 9, one colour at a time), in
//! the spirit of GNU Go's `genmove`: the earlier stages propose *move
//! reasons*, and one valuation turns a move and its reasons into a value.
//!
//! **Reasons** ([`reasons`]): capture or save a string (the tactics of the
//! worms stage, confirmed by `does_attack`/`does_defend` at the named point
//! and the string's liberties), kill or save a dragon (owl's attacking and
//! defending moves of every dragon owl calls critical).
//!
//! **Valuation** ([`value`]): every legal move is valued by the territory
//! it gains: the area estimate of the influence function after the move,
//! minus the estimate if the mover passed instead. Each estimate counts the
//! mover's living stones and territory against the opponent's, with dead
//! stones radiating for the other side. What the mover's reasons achieve
//! decides which stones count as dead after the move: a dragon or string
//! the move kills is dead, one it saves is alive, and every other critical
//! dragon or string goes the opponent's way (the opponent moves next). The
//! move's own stones count as dead when tactical reading captures them
//! after the move, and when the move lands in the opponent's territory
//! without a reason (an invasion nothing supports).
//!
//! The best move is the one of highest value; [`MoveList::best`] passes
//! when no move gains anything. Everything is deterministic: reasons and
//! values depend on the position and the settings only, and ties go to the
//! first point in board order.

mod reasons;
mod value;

use crate::board::{Color, Move, Point};
use crate::search::ReadResult;

pub(super) use value::generate;

/// Why a move is worth playing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The move captures the opponent's string with this origin (tactical reading).
    Capture { worm: Point, code: ReadResult },
    /// The move saves the mover's string with this origin, which the
    /// opponent could capture.
    Save { worm: Point, code: ReadResult },
    /// The move kills the opponent's dragon with this origin (owl).
    Kill { dragon: Point, code: ReadResult },
    /// The move saves the mover's dragon with this origin (owl).
    Live { dragon: Point, code: ReadResult },
}

impl Reason {
    /// GNU Go-like text: `attack D4 (1)`, `owl defend C3 (2)`, ...
    pub fn describe(&self, size: usize) -> String {
        let (name, p, code) = match *self {
            Reason::Capture { worm, code } => ("attack", worm, code),
            Reason::Save { worm, code } => ("defend", worm, code),
            Reason::Kill { dragon, code } => ("owl attack", dragon, code),
            Reason::Live { dragon, code } => ("owl defend", dragon, code),
        };
        format!("{name} {} ({})", p.to_vertex(size), code as u8)
    }
}

/// One move with its reasons and value.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub mv: Point,
    /// Points gained against passing: territory plus stones, dead stones
    /// counted for the other side.
    pub value: f32,
    pub reasons: Vec<Reason>,
    /// Whether the move's own stones count as dead after it (captured by
    /// reading, or an unsupported invasion).
    pub unsafe_stones: bool,
}

/// Stage 9 for one colour: every legal move valued, best first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveList {
    pub moves: Vec<Candidate>,
    /// The mover's estimate (stones and territory, the opponent's
    /// subtracted) if it passed.
    pub baseline: f32,
}

/// Below this value a move gains nothing worth a move: the generator
/// passes. Influence gives a fraction of a point to moves that change
/// nothing; a dame fill that must be played comes with a reason.
pub const PASS_VALUE: f32 = 0.25;

impl MoveList {
    /// The move to play: the most valuable, or `None` (pass) when none
    /// gains [`PASS_VALUE`].
    pub fn best(&self) -> Option<&Candidate> {
        self.moves.first().filter(|c| c.value >= PASS_VALUE)
    }

    /// The most valuable move among `allowed` (GNU Go's
    /// `restricted_genmove`), whatever its value; `None` when none of them
    /// is legal.
    pub fn best_among(&self, allowed: &[Point]) -> Option<&Candidate> {
        self.moves.iter().find(|c| allowed.contains(&c.mv))
    }

    /// The `n` most valuable moves, those that gain something.
    pub fn top(&self, n: usize) -> impl Iterator<Item = &Candidate> {
        self.moves.iter().take(n).filter(|c| c.value > 0.0)
    }

    /// The candidate at `p`, if the move is legal.
    pub fn at(&self, p: Point) -> Option<&Candidate> {
        self.moves.iter().find(|c| c.mv == p)
    }
}

#[cfg(test)]
pub(crate) mod tests;

impl super::Engine {
    /// Stage 9 for `color`: every legal move with its reasons and value.
    pub fn move_list(&mut self, color: Color) -> &MoveList {
        self.analysis().moves(color)
    }

    /// The move the generator chooses for `color` (GNU Go's
    /// `reg_genmove`), nothing played; `Move::Pass` when no move gains.
    pub fn reg_genmove(&mut self, color: Color) -> Move {
        match self.move_list(color).best() {
            Some(c) => Move::Play(c.mv),
            None => Move::Pass,
        }
    }

    /// The most valuable of the `allowed` moves for `color` (GNU Go's
    /// `restricted_genmove`); `Move::Pass` when none of them is legal.
    pub fn restricted_genmove(&mut self, color: Color, allowed: &[Point]) -> Move {
        match self.move_list(color).best_among(allowed) {
            Some(c) => Move::Play(c.mv),
            None => Move::Pass,
        }
    }

    /// Generates the move for `color` and plays it (`genmove`).
    pub fn genmove(&mut self, color: Color) -> Result<Move, String> {
        let mv = self.reg_genmove(color);
        self.board
            .play(mv, color)
            .map_err(|err| format!("generated an illegal move ({err})"))?;
        Ok(mv)
    }
}
