//! Points, colours and moves: the small value types every other module speaks in.

use std::fmt;

/// Largest supported board size.
pub const MAX_SIZE: usize = 25;
/// Row stride of the padded one-dimensional board (one border line on each side).
pub const STRIDE: usize = MAX_SIZE + 2;
/// Number of cells in the padded board array.
pub const NUM_CELLS: usize = STRIDE * STRIDE;

/// A stone colour, or the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// The other colour.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for black, 1 for white: an index into per-colour tables.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Parses GTP colour names (`b`, `black`, `w`, `white`, any case).
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }

    /// `B` or `W`, as GTP commands and SGF write it.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Lower-case name as GTP prints it.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An intersection of the board, stored as an index into the padded array.
///
/// Column 0 is the left edge (`A`), row 0 is the top line (row `size` in GTP
/// numbering, `a` in SGF). A point does not know the board size; conversion
/// to and from GTP vertices needs it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u16);

impl Point {
    /// The point at column `col`, row `row` (both 0-based, row 0 at the top).
    #[inline]
    pub fn new(col: usize, row: usize) -> Point {
        debug_assert!(col < MAX_SIZE && row < MAX_SIZE);
        Point(((row + 1) * STRIDE + col + 1) as u16)
    }

    /// The point for a raw padded-array index (may be a border cell).
    #[inline]
    pub fn from_index(index: usize) -> Point {
        Point(index as u16)
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub fn col(self) -> usize {
        self.index() % STRIDE - 1
    }

    #[inline]
    pub fn row(self) -> usize {
        self.index() / STRIDE - 1
    }

    /// The four orthogonal neighbours (some may be border cells).
    #[inline]
    pub fn neighbors(self) -> [Point; 4] {
        let i = self.0;
        let s = STRIDE as u16;
        [Point(i - s), Point(i - 1), Point(i + 1), Point(i + s)]
    }

    /// The four diagonal neighbours (some may be border cells).
    #[inline]
    pub fn diagonals(self) -> [Point; 4] {
        let i = self.0;
        let s = STRIDE as u16;
        [
            Point(i - s - 1),
            Point(i - s + 1),
            Point(i + s - 1),
            Point(i + s + 1),
        ]
    }

    /// Parses a GTP vertex such as `C18` (letters skip `I`) on a board of `size`.
    /// Returns `None` for anything that is not a point on that board, including `pass`.
    pub fn parse_vertex(text: &str, size: usize) -> Option<Point> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() || letter == 'I' {
            return None;
        }
        let mut col = (letter as u8 - b'A') as usize;
        if letter > 'I' {
            col -= 1;
        }
        let number: usize = chars.as_str().parse().ok()?;
        if col >= size || number == 0 || number > size {
            return None;
        }
        Some(Point::new(col, size - number))
    }

    /// The GTP vertex of this point on a board of `size`, e.g. `C18`.
    pub fn to_vertex(self, size: usize) -> String {
        let col = self.col();
        let letter = if col >= 8 {
            b'A' + col as u8 + 1
        } else {
            b'A' + col as u8
        };
        format!("{}{}", letter as char, size - self.row())
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Point({},{})", self.col(), self.row())
    }
}

/// A move: a stone on a point, or a pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Play(Point),
    Pass,
}

impl Move {
    /// Parses a GTP vertex or `pass` on a board of `size`.
    pub fn parse(text: &str, size: usize) -> Option<Move> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Some(Move::Pass)
        } else {
            Point::parse_vertex(text, size).map(Move::Play)
        }
    }

    /// GTP text: a vertex, or `PASS`.
    pub fn to_vertex(self, size: usize) -> String {
        match self {
            Move::Play(p) => p.to_vertex(size),
            Move::Pass => "PASS".to_string(),
        }
    }

    /// GTP text as commands send it to other engines: a vertex, or `pass`.
    pub fn to_gtp(self, size: usize) -> String {
        match self {
            Move::Play(p) => p.to_vertex(size),
            Move::Pass => "pass".to_string(),
        }
    }

    pub fn point(self) -> Option<Point> {
        match self {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertex_round_trip_skips_i() {
        for size in [2, 9, 19, 25] {
            for row in 0..size {
                for col in 0..size {
                    let p = Point::new(col, row);
                    let v = p.to_vertex(size);
                    assert!(!v.starts_with('I'));
                    assert_eq!(Point::parse_vertex(&v, size), Some(p), "{v}");
                }
            }
        }
        assert_eq!(Point::new(7, 0).to_vertex(19), "H19");
        assert_eq!(Point::new(8, 18).to_vertex(19), "J1");
        assert_eq!(Point::parse_vertex("I5", 19), None);
        assert_eq!(Point::parse_vertex("T20", 19), None);
        assert_eq!(Point::parse_vertex("U1", 19), None);
        assert_eq!(Point::parse_vertex("a0", 19), None);
        assert_eq!(Move::parse("PaSs", 19), Some(Move::Pass));
    }
}
