//! The small board interface the pattern matcher reads, and a simple grid that implements it.
//!
//! The matcher only needs to know the board size and what stands on each point, so it is
//! written against [`BoardView`], implemented by the engine's `Board` and by [`Grid`], a plain
//! value that tests build from an ASCII diagram and board-only helpers use as scratch space.

use std::fmt;

pub use crate::board::{Color, Point};

/// What the pattern matcher needs from a board.
pub trait BoardView {
    /// Number of lines (the board is `size` x `size`).
    fn size(&self) -> usize;
    /// The stone at `(col, row)`, `None` when empty. Row 0 is the top line, col 0 the left.
    /// Callers only ask for on-board points.
    fn stone(&self, col: usize, row: usize) -> Option<Color>;
}

impl BoardView for crate::board::Board {
    fn size(&self) -> usize {
        crate::board::Board::size(self)
    }

    fn stone(&self, col: usize, row: usize) -> Option<Color> {
        self.color_at(Point::new(col, row))
    }
}

/// A square board stored as a plain vector: the reference [`BoardView`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    size: usize,
    cells: Vec<Option<Color>>,
}

/// Why an ASCII diagram could not become a [`Grid`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    #[error("line {line}: expected {expected} points, found {found}")]
    Width {
        line: usize,
        expected: usize,
        found: usize,
    },
    #[error("line {line}: unexpected character '{ch}', expected '.', 'X' (black) or 'O' (white)")]
    Char { line: usize, ch: char },
    #[error("diagram has {rows} rows but {cols} columns; boards are square")]
    NotSquare { rows: usize, cols: usize },
    #[error("board size {0} is outside 1..=25")]
    Size(usize),
}

impl Grid {
    /// An empty board of `size` lines (1..=25).
    pub fn new(size: usize) -> Result<Grid, GridError> {
        if !(1..=25).contains(&size) {
            return Err(GridError::Size(size));
        }
        Ok(Grid {
            size,
            cells: vec![None; size * size],
        })
    }

    /// Parse a diagram such as `"X . O\n. . .\n. . ."`: `X` black, `O` white, `.` or `+`
    /// empty; spaces are ignored, blank lines skipped.
    pub fn from_diagram(text: &str) -> Result<Grid, GridError> {
        let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let mut row = Vec::new();
            for ch in line.chars().filter(|c| !c.is_whitespace()) {
                row.push(match ch {
                    '.' | '+' => None,
                    'X' | 'x' | '#' => Some(Color::Black),
                    'O' | 'o' | '@' => Some(Color::White),
                    _ => return Err(GridError::Char { line: i + 1, ch }),
                });
            }
            if row.is_empty() {
                continue;
            }
            if let Some(first) = rows.first() {
                if first.len() != row.len() {
                    return Err(GridError::Width {
                        line: i + 1,
                        expected: first.len(),
                        found: row.len(),
                    });
                }
            }
            rows.push(row);
        }
        let cols = rows.first().map_or(0, Vec::len);
        if rows.len() != cols {
            return Err(GridError::NotSquare {
                rows: rows.len(),
                cols,
            });
        }
        let mut grid = Grid::new(cols)?;
        for (r, row) in rows.into_iter().enumerate() {
            for (c, s) in row.into_iter().enumerate() {
                grid.set(Point::new(c, r), s);
            }
        }
        Ok(grid)
    }

    /// Copy any board view into a grid.
    pub fn from_view(view: &dyn BoardView) -> Grid {
        let size = view.size().clamp(1, 25);
        let mut grid = Grid {
            size,
            cells: vec![None; size * size],
        };
        for row in 0..size {
            for col in 0..size {
                grid.cells[row * size + col] = view.stone(col, row);
            }
        }
        grid
    }

    pub fn get(&self, p: Point) -> Option<Color> {
        self.cells[p.row() * self.size + p.col()]
    }

    pub fn set(&mut self, p: Point, s: Option<Color>) {
        self.cells[p.row() * self.size + p.col()] = s;
    }

    /// On-board orthogonal neighbours of `p`.
    pub fn neighbors(&self, p: Point) -> impl Iterator<Item = Point> {
        let size = self.size;
        let (c, r) = (p.col() as isize, p.row() as isize);
        [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)]
            .into_iter()
            .filter(move |&(c, r)| c >= 0 && r >= 0 && (c as usize) < size && (r as usize) < size)
            .map(|(c, r)| Point::new(c as usize, r as usize))
    }

    /// The string (chain) containing the stone at `p` and its liberties; empty if `p` is empty.
    pub fn string_and_liberties(&self, p: Point) -> (Vec<Point>, Vec<Point>) {
        let Some(color) = self.get(p) else {
            return (Vec::new(), Vec::new());
        };
        let mut seen = vec![false; self.size * self.size];
        let mut libs_seen = vec![false; self.size * self.size];
        let mut stack = vec![p];
        let mut stones = Vec::new();
        let mut libs = Vec::new();
        seen[p.row() * self.size + p.col()] = true;
        while let Some(q) = stack.pop() {
            stones.push(q);
            for n in self.neighbors(q) {
                let idx = n.row() * self.size + n.col();
                match self.get(n) {
                    None if !libs_seen[idx] => {
                        libs_seen[idx] = true;
                        libs.push(n);
                    }
                    Some(c) if c == color && !seen[idx] => {
                        seen[idx] = true;
                        stack.push(n);
                    }
                    _ => {}
                }
            }
        }
        (stones, libs)
    }

    /// Place a stone of `color` at the empty point `p`, removing opponent strings left without
    /// liberties and then the placed string if it has none (suicide). Returns the number of
    /// stones captured, or `None` if `p` is occupied.
    pub fn play(&mut self, color: Color, p: Point) -> Option<usize> {
        if self.get(p).is_some() {
            return None;
        }
        self.set(p, Some(color));
        let mut captured = 0;
        let neighbors: Vec<Point> = self.neighbors(p).collect();
        for n in neighbors {
            if self.get(n) == Some(color.opponent()) {
                let (stones, libs) = self.string_and_liberties(n);
                if libs.is_empty() {
                    captured += stones.len();
                    for s in stones {
                        self.set(s, None);
                    }
                }
            }
        }
        let (stones, libs) = self.string_and_liberties(p);
        if libs.is_empty() {
            for s in stones {
                self.set(s, None);
            }
        }
        Some(captured)
    }
}

impl BoardView for Grid {
    fn size(&self) -> usize {
        self.size
    }

    fn stone(&self, col: usize, row: usize) -> Option<Color> {
        self.cells[row * self.size + col]
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.size {
            for col in 0..self.size {
                let ch = match self.stone(col, row) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                };
                if col > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{ch}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagram_round_trip_and_capture() {
        let mut g = Grid::from_diagram(". X .\nX O X\n. . .").unwrap();
        assert_eq!(g.get(Point::new(1, 1)), Some(Color::White));
        assert_eq!(g.play(Color::Black, Point::new(1, 2)), Some(1));
        assert_eq!(g.get(Point::new(1, 1)), None);
        assert_eq!(g.play(Color::Black, Point::new(1, 0)), None);
    }

    #[test]
    fn bad_diagrams_are_errors() {
        assert!(matches!(
            Grid::from_diagram(". .\n. . ."),
            Err(GridError::Width { line: 2, .. })
        ));
        assert!(matches!(
            Grid::from_diagram(". Z\n. ."),
            Err(GridError::Char { ch: 'Z', .. })
        ));
    }
}
