//! ASCII diagrams of positions (`X` black, `O` white, `.` or `+` empty), the
//! one parser shared by unit tests, doc examples and diagram-driven checks.

use super::{Board, Color, Point};

/// Why a diagram could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiagramError {
    #[error("diagram line {line}: unexpected character {ch:?} (expected X, O, . or +)")]
    BadChar { line: usize, ch: char },
    #[error("diagram line {line}: {found} points, expected {expected} (diagrams are square)")]
    Ragged {
        line: usize,
        found: usize,
        expected: usize,
    },
    #[error("diagram has {0} rows: board sizes are 2..=25")]
    BadSize(usize),
    #[error("'{0}' is not a vertex of the board")]
    BadVertex(String),
    #[error("diagram line {line}: the stone at column {col} is in a string without liberties")]
    NoLiberty { line: usize, col: usize },
}

/// A board of `size` with stones on the given GTP vertices, black to move:
/// the list form of a diagram, for positions on large, mostly empty boards.
///
/// ```
/// use tesuji::board::{board_with_stones, Color, Point};
/// let b = board_with_stones(19, &[("D4", Color::White), ("C4", Color::Black)]).unwrap();
/// assert_eq!(b.libs(Point::parse_vertex("D4", 19).unwrap()), 3);
/// ```
pub fn board_with_stones(size: usize, stones: &[(&str, Color)]) -> Result<Board, DiagramError> {
    if !Board::valid_size(size) {
        return Err(DiagramError::BadSize(size));
    }
    let mut board = Board::new(size);
    let mut changes = Vec::with_capacity(stones.len());
    for &(v, color) in stones {
        let p =
            Point::parse_vertex(v, size).ok_or_else(|| DiagramError::BadVertex(v.to_string()))?;
        changes.push((p, Some(color)));
    }
    board
        .set_stones(changes)
        .map_err(|_| DiagramError::BadSize(size))?;
    Ok(board)
}

/// The point of the GTP vertex `v` (`C3`) on `board`: the one helper the
/// unit tests name points with (a bad vertex fails the test).
#[cfg(test)]
pub(crate) fn at(board: &Board, v: &str) -> Point {
    Point::parse_vertex(v, board.size()).unwrap_or_else(|| panic!("test vertex {v}"))
}

/// Parses a square diagram, top row first. Blanks separate points and are
/// ignored; blank lines are skipped. Black is to move.
///
/// ```
/// use tesuji::board::{parse_diagram, Color, Point};
/// let b = parse_diagram(". X O\n. X O\n. . .").unwrap();
/// assert_eq!(b.color_at(Point::parse_vertex("B3", 3).unwrap()), Some(Color::Black));
/// assert_eq!(b.libs(Point::parse_vertex("C3", 3).unwrap()), 1);
/// ```
pub fn parse_diagram(text: &str) -> Result<Board, DiagramError> {
    let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let mut row = Vec::new();
        for ch in line.chars() {
            match ch {
                ' ' | '\t' => {}
                'X' | 'x' | '#' => row.push(Some(Color::Black)),
                'O' | 'o' | '@' => row.push(Some(Color::White)),
                '.' | '+' | ',' => row.push(None),
                _ => return Err(DiagramError::BadChar { line: n + 1, ch }),
            }
        }
        if !row.is_empty() {
            rows.push(row);
        }
    }
    let size = rows.len();
    if !Board::valid_size(size) {
        return Err(DiagramError::BadSize(size));
    }
    for (i, row) in rows.iter().enumerate() {
        if row.len() != size {
            return Err(DiagramError::Ragged {
                line: i + 1,
                found: row.len(),
                expected: size,
            });
        }
    }
    let mut board = Board::new(size);
    let changes = rows.iter().enumerate().flat_map(|(r, row)| {
        row.iter()
            .enumerate()
            .map(move |(c, &color)| (Point::new(c, r), color))
    });
    board
        .set_stones(changes)
        .expect("diagram points are on the board");
    // A string without liberties would have been captured: not a position.
    for p in board.points() {
        if board.color_at(p).is_some() && board.libs(p) == 0 {
            return Err(DiagramError::NoLiberty {
                line: p.row() + 1,
                col: p.col() + 1,
            });
        }
    }
    Ok(board)
}
