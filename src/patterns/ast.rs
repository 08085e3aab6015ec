//! The parsed form of a pattern database: patterns with their diagram, `:` line, labels,
//! constraint and action, plus the file headers.

use super::expr::{Expr, Stmt};
use super::helpers::Helper;
use super::symmetry::Symmetry;
use std::collections::BTreeMap;

/// What a diagram point requires of the board. `O` is the colour the pattern is matched for,
/// `X` its opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// `.`, `,`, `!`, `*`: an empty point (`,` and `!` also mark points for the callbacks of
    /// the connection and influence databases).
    Empty,
    /// `O`, `Q`: a friendly stone.
    Friend,
    /// `X`, `Y`: an opponent stone.
    Enemy,
    /// `o`: friendly stone or empty.
    FriendOrEmpty,
    /// `x`: opponent stone or empty.
    EnemyOrEmpty,
    /// `?`: anything, but on the board.
    Any,
}

impl Element {
    /// The element a diagram character stands for, `None` if it is not a diagram character.
    pub fn from_char(c: u8) -> Option<Element> {
        Some(match c {
            b'.' | b',' | b'!' | b'*' => Element::Empty,
            b'O' | b'Q' => Element::Friend,
            b'X' | b'Y' => Element::Enemy,
            b'o' => Element::FriendOrEmpty,
            b'x' => Element::EnemyOrEmpty,
            b'?' => Element::Any,
            _ => return None,
        })
    }

    /// Does a point holding `stone` (`Some(true)` friendly, `Some(false)` opponent, `None`
    /// empty) satisfy this element?
    pub fn accepts(self, stone: Option<bool>) -> bool {
        match self {
            Element::Empty => stone.is_none(),
            Element::Friend => stone == Some(true),
            Element::Enemy => stone == Some(false),
            Element::FriendOrEmpty => stone != Some(false),
            Element::EnemyOrEmpty => stone != Some(true),
            Element::Any => true,
        }
    }
}

/// Which board edges the diagram is drawn against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Edges {
    pub north: bool,
    pub south: bool,
    pub west: bool,
    pub east: bool,
}

impl Edges {
    pub fn any(self) -> bool {
        self.north || self.south || self.west || self.east
    }
}

/// A rectangular pattern diagram with its edge markers removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// Rows of diagram characters, all the same width.
    pub rows: Vec<Vec<u8>>,
    pub edges: Edges,
}

impl Diagram {
    pub fn height(&self) -> usize {
        self.rows.len()
    }

    pub fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }

    /// The character at `(row, col)`.
    pub fn at(&self, row: usize, col: usize) -> u8 {
        self.rows[row][col]
    }
}

/// One comma-separated entry after the class on the `:` line.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// `value(80)`, `shape(-2)`, `terri(5)`...: a numeric move-valuation field.
    Value { name: String, value: f64 },
    /// `threatens_to_capture(A)`: an attribute naming a label.
    Attribute { name: String, label: char },
    /// A hand-written helper function (`thrash_around_helper`); `NULL` is dropped.
    Helper(Helper),
}

/// A pattern as written in a `.db` file.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub name: String,
    /// Line of the `Pattern` header.
    pub line: usize,
    pub diagram: Diagram,
    /// The `*` point as `(row, col)` in the diagram.
    pub move_point: Option<(usize, usize)>,
    /// The anchor as `(row, col)`: the `Q`/`Y` point, else the first `O` or `X` in reading order.
    pub anchor: (usize, usize),
    pub symmetry: Symmetry,
    /// Classification letters of the `:` line (`-` placeholders removed).
    pub class: String,
    pub entries: Vec<Entry>,
    /// Constraint-diagram labels and the first `(row, col)` each marks.
    pub labels: BTreeMap<char, (usize, usize)>,
    /// The constraint, its helpers resolved.
    pub constraint: Option<Expr>,
    /// The action statements, their helpers resolved.
    pub action: Vec<Stmt>,
    /// `callback_data` header in force for this pattern.
    pub callback_data: String,
}

/// A shape of the eye-space database (`eyes.db`): points and their one-character roles, and
/// the four-digit eye value of the `:` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EyeShape {
    pub name: String,
    pub line: usize,
    /// `(row, col, character)` of every non-blank diagram point, edge markers included.
    pub points: Vec<(usize, usize, u8)>,
    pub value: [u8; 4],
}

/// The layout family of a `.db` file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbFormat {
    /// `Pattern` headers, diagrams and `:symmetry,class,...` lines.
    Patterns,
    /// `eyes.db`: eye-space shapes with four-digit eye values.
    EyeShapes,
    /// `mc_*.db`: Monte Carlo 3x3 weights without `Pattern` headers (not compiled here).
    MonteCarlo,
}

/// A parsed database file.
#[derive(Clone, Debug, PartialEq)]
pub struct Database {
    pub file: String,
    pub format: DbFormat,
    pub attribute_map: Option<String>,
    pub goal_elements: Option<String>,
    pub patterns: Vec<Pattern>,
    pub eye_shapes: Vec<EyeShape>,
}

#[cfg(test)]
mod tests {
    use super::Element;

    #[test]
    fn diagram_characters_and_what_they_accept() {
        // (character, accepts friendly stone, opponent stone, empty point)
        let table = [
            ('.', false, false, true),
            (',', false, false, true),
            ('!', false, false, true),
            ('*', false, false, true),
            ('O', true, false, false),
            ('Q', true, false, false),
            ('X', false, true, false),
            ('Y', false, true, false),
            ('o', true, false, true),
            ('x', false, true, true),
            ('?', true, true, true),
        ];
        for (ch, friend, enemy, empty) in table {
            let e = Element::from_char(ch as u8).expect("diagram character");
            assert_eq!(
                (
                    e.accepts(Some(true)),
                    e.accepts(Some(false)),
                    e.accepts(None)
                ),
                (friend, enemy, empty),
                "{ch}"
            );
        }
        assert_eq!(Element::from_char(b'a'), None);
    }
}
