//! A game on the play-out board: real moves under positional superko, move history, area scoring.

use super::board::{cell, Board, Cell, BLACK, CAP, EMPTY, WHITE};
use crate::board::{Color, IllegalMove, Move, Point};

/// Zobrist keys, one per (colour, array index), generated at compile time.
static ZOBRIST: [[u64; CAP]; 2] = zobrist_table();

const fn zobrist_table() -> [[u64; CAP]; 2] {
    let mut t = [[0u64; CAP]; 2];
    let mut x: u64 = 0x1234_5678_9abc_def1;
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < CAP {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            t[c][p] = z ^ (z >> 31);
            p += 1;
        }
        c += 1;
    }
    t
}

/// The position hash of `board` (stones only; the side to move is not part of it, as positional
/// superko requires).
pub fn position_hash(board: &Board) -> u64 {
    let mut h = 0;
    for p in 0..board.array_len() as Cell {
        match board.at(p) {
            BLACK => h ^= ZOBRIST[0][p as usize],
            WHITE => h ^= ZOBRIST[1][p as usize],
            _ => {}
        }
    }
    h
}

/// A game: the current board, komi, every position so far (for superko) and the move list.
///
/// **Invariant:** `hashes` holds the hash of the start position and of the position after every
/// stone played, so a move is superko-illegal exactly when its resulting hash is in it.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    komi: f64,
    hashes: Vec<u64>,
    moves: Vec<(Color, Move)>,
}

impl Game {
    /// An empty board of side `size` (2..=19); `None` for unsupported sizes.
    pub fn new(size: usize, komi: f64) -> Option<Game> {
        let board = Board::new(size)?;
        let h = position_hash(&board);
        Some(Game {
            board,
            komi,
            hashes: vec![h],
            moves: Vec::new(),
        })
    }

    /// The current board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Board side.
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// Komi (added to White's area).
    pub fn komi(&self) -> f64 {
        self.komi
    }

    /// Sets komi.
    pub fn set_komi(&mut self, komi: f64) {
        self.komi = komi;
    }

    /// Moves played so far, in order.
    pub fn moves(&self) -> &[(Color, Move)] {
        &self.moves
    }

    /// Whether the last two moves were passes.
    pub fn two_passes(&self) -> bool {
        let n = self.moves.len();
        n >= 2 && self.moves[n - 1].1 == Move::Pass && self.moves[n - 2].1 == Move::Pass
    }

    /// The board after `color` plays stone `v`, or why it may not: occupied, suicide, superko.
    pub fn try_stone(&self, color: Color, v: Point) -> Result<Board, IllegalMove> {
        if !self.board.contains(v) {
            return Err(IllegalMove::OffBoard);
        }
        let p = self.board.cell_of(v);
        if self.board.at(p) != EMPTY {
            return Err(IllegalMove::Occupied);
        }
        let mut next = self.board.clone();
        if !next.is_not_suicide(p, cell(color)) {
            return Err(IllegalMove::Suicide);
        }
        next.play(p, cell(color));
        if self.hashes.contains(&position_hash(&next)) {
            return Err(IllegalMove::Superko);
        }
        Ok(next)
    }

    /// Whether `color` may play `mv` (passes are always legal).
    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        match mv {
            Move::Pass => true,
            Move::Play(v) => self.try_stone(color, v).is_ok(),
        }
    }

    /// Plays `mv` for `color` (either colour may move at any time, as GTP allows).
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Pass => self.board.clear_ko(),
            Move::Play(v) => {
                let next = self.try_stone(color, v)?;
                self.hashes.push(position_hash(&next));
                self.board = next;
            }
        }
        self.moves.push((color, mv));
        Ok(())
    }

    /// Area score, black minus white, before komi (stones plus single-colour empty regions).
    pub fn area_score(&self) -> i32 {
        self.board.area_score_by_regions()
    }

    /// Black's margin after komi (positive: Black wins).
    pub fn black_margin(&self) -> f64 {
        f64::from(self.area_score()) - self.komi
    }

    /// Legal (superko included) moves for `color` that do not fill one of its own one-point eyes.
    pub fn sensible_moves(&self, color: Color) -> Vec<Point> {
        let c = cell(color);
        self.board
            .points()
            .filter(|&p| self.board.at(p) == EMPTY && !self.board.is_eye(p, c))
            .map(|p| self.board.point_of(p))
            .filter(|&v| self.try_stone(color, v).is_ok())
            .collect()
    }
}
