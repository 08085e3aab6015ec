//! The Monte Carlo reference bot (the 2008 computer-go "reference bot" specification) and a match runner.
//!
//! Layout:
//! - [`rng`]: the seedable generator the play-outs draw from.
//! - [`board`]: a play-out board built for speed (padded 1-D arrays, pseudo-liberties, an
//!   empty-point list), separate from the analysis board.
//! - [`game`]: a game record on top of that board: positional superko, area scoring.
//! - [`playout`]: one uniform random play-out and the AMAF (all moves as first) tables.
//! - [`refbot`]: the AMAF player [`RefBot`] with its configuration and per-move statistics.
//! - [`cputime`]: the CPU time of a thread, for play-out rates per CPU second.
//! - [`stats`]: Wilson intervals and Elo differences for match results.
//! - [`players`], [`matches`](mod@matches), [`sgf`]: in-process and GTP players, the referee that runs
//!   games, and the SGF records it writes.
//! - [`cli`]: the `refbot-stats` and `match` subcommands.
//!
//! Engine integration (the engine's `refbot` player, which the protocol
//! layer exposes as commands): [`RefBot`] is the whole surface (`boardsize`/`clear_board` →
//! [`RefBot::clear`], `komi` → [`RefBot::set_komi`], `play` → [`RefBot::play`], `genmove` →
//! [`RefBot::genmove`], `ref-nodes` → [`RefBot::last_nodes`], `ref-score` →
//! [`RefBot::last_score`]).
//!
//! The types here ([`Color`], [`Move`], [`Vertex`]) are deliberately local and simple so the
//! engine can adapt them at its boundary.

pub mod board;
pub mod cli;
pub mod cputime;
pub mod game;
pub mod matches;
pub mod players;
pub mod playout;
pub mod refbot;
pub mod rng;
pub mod sgf;
pub mod stats;

pub use game::{Game, IllegalMove};
pub use refbot::{RefBot, RefBotConfig, SearchStats};

use std::fmt;

/// The largest board side the play-out board supports.
pub const MAX_SIZE: usize = 19;

/// A player colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// The other colour.
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `"B"` or `"W"`, as GTP and SGF write it.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Parses GTP colour words: `b`, `black`, `w`, `white` (any case).
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

/// A board intersection: `col` 0 is column A, `row` 0 is row 1 (the bottom row, as in GTP).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vertex {
    pub col: u8,
    pub row: u8,
}

/// A move: a stone on a vertex, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Play(Vertex),
    Pass,
}

/// GTP column letters (no `I`).
const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

impl Move {
    /// Parses a GTP vertex (`D4`, `pass`, case-insensitive) for a board of side `size`.
    pub fn parse_gtp(text: &str, size: usize) -> Option<Move> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Some(Move::Pass);
        }
        let mut chars = t.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let col = COLUMNS.iter().position(|&c| c as char == letter)?;
        let row: usize = chars.as_str().parse().ok()?;
        if col >= size || row == 0 || row > size {
            return None;
        }
        Some(Move::Play(Vertex {
            col: col as u8,
            row: (row - 1) as u8,
        }))
    }
}

impl fmt::Display for Move {
    /// GTP form: `pass` or a vertex like `D4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => write!(f, "pass"),
            Move::Play(v) => write!(f, "{}{}", COLUMNS[v.col as usize] as char, v.row + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_vertices_round_trip_and_skip_i() {
        let m = Move::parse_gtp("j9", 9).expect("valid vertex");
        assert_eq!(m, Move::Play(Vertex { col: 8, row: 8 }));
        assert_eq!(m.to_string(), "J9");
        assert_eq!(Move::parse_gtp("PASS", 9), Some(Move::Pass));
        assert_eq!(Move::parse_gtp("I5", 9), None);
        assert_eq!(Move::parse_gtp("A10", 9), None);
        assert_eq!(Move::parse_gtp("A0", 9), None);
        assert_eq!(Move::parse_gtp("", 9), None);
    }
}
