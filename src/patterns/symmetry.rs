//! The eight board transformations and the symmetry classes of the `:` line.
//!
//! A transformation maps a pattern offset `(drow, dcol)` to a board offset. Transformation 0 is
//! the identity, 1-3 rotate clockwise by 90, 180 and 270 degrees, 4 mirrors left-right, 5
//! mirrors top-bottom, 6 transposes (main diagonal) and 7 mirrors about the anti-diagonal.

use std::fmt;

/// One of the eight symmetries of the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Transform(u8);

/// Row-major 2x2 matrices: `(r, c) -> (m[0]*r + m[1]*c, m[2]*r + m[3]*c)`.
const MATRICES: [[i32; 4]; 8] = [
    [1, 0, 0, 1],
    [0, 1, -1, 0],
    [-1, 0, 0, -1],
    [0, -1, 1, 0],
    [1, 0, 0, -1],
    [-1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, -1, -1, 0],
];

const NAMES: [&str; 8] = [
    "identity", "rot90", "rot180", "rot270", "mirror|", "mirror-", "mirror\\", "mirror/",
];

impl Transform {
    pub const IDENTITY: Transform = Transform(0);

    /// All eight transformations in index order.
    pub fn all() -> impl Iterator<Item = Transform> {
        (0..8).map(Transform)
    }

    /// The transformation with index `i` (0..8).
    pub fn from_index(i: usize) -> Option<Transform> {
        (i < 8).then_some(Transform(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Apply to an offset `(drow, dcol)`.
    pub fn apply(self, dr: i32, dc: i32) -> (i32, i32) {
        let m = MATRICES[self.0 as usize];
        (m[0] * dr + m[1] * dc, m[2] * dr + m[3] * dc)
    }

    /// `self` after `first`: the transformation `p -> self(first(p))`.
    pub fn after(self, first: Transform) -> Transform {
        let a = MATRICES[self.0 as usize];
        let b = MATRICES[first.0 as usize];
        let m = [
            a[0] * b[0] + a[1] * b[2],
            a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3],
        ];
        let i = MATRICES.iter().position(|x| *x == m).unwrap_or(0);
        Transform(i as u8)
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(NAMES[self.0 as usize])
    }
}

/// The symmetry character of a `:` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// `8`: no symmetry, all eight transformations are tried.
    None,
    /// `|`: symmetric about the vertical axis.
    Vertical,
    /// `-`: symmetric about the horizontal axis.
    Horizontal,
    /// `\`: symmetric about the main diagonal.
    Diagonal,
    /// `/`: symmetric about the anti-diagonal.
    AntiDiagonal,
    /// `O`: symmetric under a half turn.
    HalfTurn,
    /// `X`: symmetric about both diagonals.
    BothDiagonals,
    /// `+`: symmetric about both axes.
    BothAxes,
}

impl Symmetry {
    /// Parse the symmetry character; `None` for anything else.
    pub fn from_char(c: char) -> Option<Symmetry> {
        Some(match c {
            '8' => Symmetry::None,
            '|' => Symmetry::Vertical,
            '-' => Symmetry::Horizontal,
            '\\' => Symmetry::Diagonal,
            '/' => Symmetry::AntiDiagonal,
            'O' => Symmetry::HalfTurn,
            'X' => Symmetry::BothDiagonals,
            '+' => Symmetry::BothAxes,
            _ => return None,
        })
    }

    pub fn to_char(self) -> char {
        match self {
            Symmetry::None => '8',
            Symmetry::Vertical => '|',
            Symmetry::Horizontal => '-',
            Symmetry::Diagonal => '\\',
            Symmetry::AntiDiagonal => '/',
            Symmetry::HalfTurn => 'O',
            Symmetry::BothDiagonals => 'X',
            Symmetry::BothAxes => '+',
        }
    }

    /// The transformations that leave a pattern of this symmetry unchanged (up to translation).
    pub fn group(self) -> &'static [u8] {
        match self {
            Symmetry::None => &[0],
            Symmetry::Vertical => &[0, 4],
            Symmetry::Horizontal => &[0, 5],
            Symmetry::Diagonal => &[0, 6],
            Symmetry::AntiDiagonal => &[0, 7],
            Symmetry::HalfTurn => &[0, 2],
            Symmetry::BothDiagonals => &[0, 6, 7, 2],
            Symmetry::BothAxes => &[0, 4, 5, 2],
        }
    }

    /// One transformation per distinct image of a pattern with this symmetry: 8, 4 or 2 of them,
    /// the lowest index of each coset.
    pub fn transforms(self) -> Vec<Transform> {
        let mut covered = [false; 8];
        let mut out = Vec::new();
        for t in Transform::all() {
            if covered[t.index()] {
                continue;
            }
            out.push(t);
            for &g in self.group() {
                covered[t.after(Transform(g)).index()] = true;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_symmetry_class() {
        let count = |c| Symmetry::from_char(c).unwrap().transforms().len();
        assert_eq!(count('8'), 8);
        for c in ['|', '-', '\\', '/', 'O'] {
            assert_eq!(count(c), 4, "{c}");
        }
        assert_eq!(count('X'), 2);
        assert_eq!(count('+'), 2);
    }

    #[test]
    fn group_elements_really_are_symmetries() {
        // (r, c) -> image of the 3x3 square centred on the origin for a `|`-symmetric shape.
        let shape = [(-1, -1), (-1, 1), (0, 0), (1, 0)];
        let mirrored: Vec<_> = shape
            .iter()
            .map(|&(r, c)| Transform(4).apply(r, c))
            .collect();
        for p in shape {
            assert!(mirrored.contains(&p));
        }
        assert_eq!(Transform(1).apply(0, 1), (1, 0));
        assert_eq!(Transform(1).after(Transform(1)), Transform(2));
    }
}
