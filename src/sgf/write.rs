//! The one SGF writer: every SGF text tesuji produces (`printsgf` positions, match games,
//! reading trees) is an [`SgfTree`] of sgf-parse properties written by [`SgfTree::to_text`].
//!
//! Property values are serialized by sgf-parse (`Display` of [`Prop`]), so all text escaping
//! is sgf-parse's: `\` and `]` are escaped, and so is `:` in every text value (legal SGF,
//! though only composed values need it; readers unescape it). Newlines are kept as they are.
//! Two things its serializer cannot express as we need them
//! are written here, as raw values that need no escaping (digits and point letters only):
//! - `SZ` of a square board as one number (`SZ[19]`; sgf-parse always writes the FF4
//!   rectangular form `SZ[19:19]`, which older readers reject);
//! - point lists (`AB`, `AW`) in board order: sgf-parse holds them in a `HashSet`, whose
//!   order changes from run to run, and our output must be the same for the same position.
//!
//! The tree structure is laid out here too, iteratively, so that a long game or a deep
//! reading tree needs no recursion (sgf-parse's `SgfNode` serializer recurses once per
//! node): a node with one child continues its sequence on the next line, a node with
//! several children opens one parenthesised variation per child.

use crate::board::Color;
use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};
use sgf_parse::{SimpleText, Text};

/// Index of a node in an [`SgfTree`].
pub type NodeId = usize;

/// A game tree to write: nodes in an arena, the root first.
#[derive(Clone, Debug)]
pub struct SgfTree {
    nodes: Vec<TreeNode>,
}

#[derive(Clone, Debug)]
struct TreeNode {
    props: Vec<Prop>,
    children: Vec<NodeId>,
}

impl SgfTree {
    /// The root node.
    pub const ROOT: NodeId = 0;

    /// A tree of one root node with `props`.
    pub fn new(props: Vec<Prop>) -> SgfTree {
        SgfTree {
            nodes: vec![TreeNode {
                props,
                children: Vec::new(),
            }],
        }
    }

    /// Adds a child of `parent` (after its earlier children) and returns it.
    pub fn add(&mut self, parent: NodeId, props: Vec<Prop>) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(TreeNode {
            props,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// Appends a property to `node`.
    pub fn push(&mut self, node: NodeId, prop: Prop) {
        self.nodes[node].props.push(prop);
    }

    /// The SGF text: one game tree, ending with a newline.
    pub fn to_text(&self) -> String {
        enum Step {
            /// Write a node, after `lead` (nothing, a newline, or a newline and `(`).
            Node(NodeId, &'static str),
            Close,
        }
        let mut out = String::from("(");
        let mut stack = vec![Step::Node(Self::ROOT, "")];
        while let Some(step) = stack.pop() {
            match step {
                Step::Close => out.push(')'),
                Step::Node(id, lead) => {
                    let node = &self.nodes[id];
                    out.push_str(lead);
                    out.push(';');
                    for p in &node.props {
                        out.push_str(&p.to_string());
                    }
                    match node.children[..] {
                        [] => {}
                        [only] => stack.push(Step::Node(only, "\n")),
                        _ => {
                            for &c in node.children.iter().rev() {
                                stack.push(Step::Close);
                                stack.push(Step::Node(c, "\n("));
                            }
                        }
                    }
                }
            }
        }
        out.push_str(")\n");
        out
    }
}

/// SGF letters of the point `(x, y)`: column from the left, row from the top.
fn letters((x, y): (usize, usize)) -> String {
    let l = |i: usize| (b'a' + i as u8) as char;
    format!("{}{}", l(x), l(y))
}

/// `SZ[n]` for a square board of `n` lines.
pub fn size(n: usize) -> Prop {
    Prop::Unknown("SZ".into(), vec![n.to_string()])
}

/// A point-list property such as `AB` or `AW`, its points in increasing `(y, x)` order
/// (the board's reading order); `None` when there are no points, as SGF has no empty list
/// for these.
pub fn point_list(id: &str, points: impl IntoIterator<Item = (usize, usize)>) -> Option<Prop> {
    let mut pts: Vec<(usize, usize)> = points.into_iter().collect();
    if pts.is_empty() {
        return None;
    }
    pts.sort_by_key(|&(x, y)| (y, x));
    pts.dedup();
    Some(Prop::Unknown(
        id.into(),
        pts.into_iter().map(letters).collect(),
    ))
}

/// A move `B[..]` or `W[..]`; `None` is a pass (`[]`).
pub fn stone_move(color: Color, at: Option<(usize, usize)>) -> Prop {
    let mv = match at {
        None => SgfMove::Pass,
        Some((x, y)) => SgfMove::Move(SgfPoint {
            x: x as u8,
            y: y as u8,
        }),
    };
    match color {
        Color::Black => Prop::B(mv),
        Color::White => Prop::W(mv),
    }
}

/// The player to move, `PL[B]` or `PL[W]`.
pub fn player(color: Color) -> Prop {
    Prop::PL(match color {
        Color::Black => sgf_parse::Color::Black,
        Color::White => sgf_parse::Color::White,
    })
}

/// A comment `C[..]` (any text; newlines are kept).
pub fn comment(text: &str) -> Prop {
    Prop::C(Text { text: text.into() })
}

/// A simple-text value (player names, result, ...): `make` is the property, e.g.
/// `Prop::PB`.
pub fn simple_text(make: fn(SimpleText) -> Prop, text: &str) -> Prop {
    make(SimpleText { text: text.into() })
}

/// The properties every record starts with: `GM[1]FF[4]`.
pub fn game_header() -> Vec<Prop> {
    vec![Prop::GM(1), Prop::FF(4)]
}

/// `AP[tesuji:VERSION]`.
pub fn application() -> Prop {
    Prop::AP((
        SimpleText {
            text: "tesuji".into(),
        },
        SimpleText {
            text: env!("CARGO_PKG_VERSION").into(),
        },
    ))
}

/// Helpers for the round-trip tests of the writers (here and in the reading tree's file).
#[cfg(test)]
pub(crate) mod test_support {
    use sgf_parse::go::{Move as SgfMove, Prop};
    use sgf_parse::SgfNode;

    /// Awkward text: SGF's escape characters, a colon, newlines, a tab.
    pub(crate) const NASTY: &str = "a]b\\c:d\n second line ]\n\tend \\";

    pub(crate) fn parse_one(text: &str) -> SgfNode<Prop> {
        let mut trees = sgf_parse::go::parse(text).expect("our SGF parses");
        assert_eq!(trees.len(), 1, "{text}");
        trees.remove(0)
    }

    /// A parsed tree as text: each node's move and comment, variations in brackets.
    pub(crate) fn shape(node: &SgfNode<Prop>) -> String {
        let mut s = String::new();
        for p in node.properties() {
            match p {
                Prop::B(SgfMove::Move(q)) => s += &format!("B{}{}", q.x, q.y),
                Prop::W(SgfMove::Move(q)) => s += &format!("W{}{}", q.x, q.y),
                Prop::B(SgfMove::Pass) => s += "Bpass",
                Prop::W(SgfMove::Pass) => s += "Wpass",
                Prop::C(t) => s += &format!("{{{}}}", t.text),
                _ => {}
            }
        }
        let kids: Vec<String> = node.children().map(shape).collect();
        match kids.len() {
            0 => s,
            1 => format!("{s} {}", kids[0]),
            _ => format!("{s} [{}]", kids.join(" | ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{parse_one, shape, NASTY};
    use super::*;
    use crate::board::{parse_diagram, Point};
    use sgf_parse::SgfNode;

    fn root_text(node: &SgfNode<Prop>, id: &str) -> Option<String> {
        node.properties().find_map(|p| match p {
            Prop::C(t) if id == "C" => Some(t.text.clone()),
            Prop::PB(t) if id == "PB" => Some(t.text.clone()),
            Prop::PW(t) if id == "PW" => Some(t.text.clone()),
            Prop::RE(t) if id == "RE" => Some(t.text.clone()),
            _ => None,
        })
    }

    #[test]
    fn layout_sequences_and_variations() {
        let mut t = SgfTree::new(vec![Prop::GM(1), size(9)]);
        let a = t.add(SgfTree::ROOT, vec![stone_move(Color::Black, Some((2, 3)))]);
        t.add(a, vec![stone_move(Color::White, None)]);
        let b = t.add(SgfTree::ROOT, vec![stone_move(Color::Black, Some((0, 0)))]);
        t.push(b, comment("x]y"));
        assert_eq!(
            t.to_text(),
            "(;GM[1]SZ[9]\n(;B[cd]\n;W[])\n(;B[aa]C[x\\]y]))\n"
        );
        assert_eq!(shape(&parse_one(&t.to_text())), " [B23 Wpass | B00{x]y}]");
    }

    #[test]
    fn text_values_round_trip() {
        let mut t = SgfTree::new(vec![comment(NASTY), simple_text(Prop::PB, NASTY)]);
        t.add(SgfTree::ROOT, vec![comment("")]);
        let root = parse_one(&t.to_text());
        assert_eq!(root_text(&root, "C").as_deref(), Some(NASTY));
        assert_eq!(root_text(&root, "PB").as_deref(), Some(NASTY));
    }

    #[test]
    fn point_lists_are_ordered_and_never_empty() {
        let p = point_list("AB", [(3, 1), (0, 2), (1, 1), (3, 1)]).unwrap();
        assert_eq!(p.to_string(), "AB[bb][db][ac]");
        assert!(point_list("AW", []).is_none());
    }

    #[test]
    fn position_round_trips_through_the_loader_and_sgf_parse() {
        let board = parse_diagram(". X O .\nX O . O\n. X O .\n. . . X").unwrap();
        let text = crate::sgf::position_to_sgf(&board, -3.5, Color::White);
        assert_eq!(
            text,
            crate::sgf::position_to_sgf(&board, -3.5, Color::White)
        );
        assert!(
            text.starts_with("(;GM[1]FF[4]SZ[4]KM[-3.5]AP[tesuji:"),
            "{text}"
        );
        let loaded = crate::sgf::load_str(&text, std::path::Path::new("p.sgf"), None).unwrap();
        assert_eq!(loaded.board.size(), 4);
        for c in [Color::Black, Color::White] {
            assert_eq!(loaded.board.stones_of(c), board.stones_of(c));
        }
        assert_eq!((loaded.komi, loaded.to_move), (-3.5, Color::White));
        let root = parse_one(&text);
        let ab = root.properties().find_map(|p| match p {
            Prop::AB(s) => Some(s.len()),
            _ => None,
        });
        assert_eq!(ab, Some(board.stones_of(Color::Black).len()));
    }

    #[test]
    fn match_game_round_trips() {
        use crate::board::Move;
        use crate::montecarlo::sgf::{to_sgf, SgfGame};
        let moves = [
            (Color::Black, Move::Play(Point::new(2, 4))),
            (Color::White, Move::Play(Point::new(4, 0))),
            (Color::Black, Move::Pass),
            (Color::White, Move::Pass),
        ];
        let text = to_sgf(&SgfGame {
            size: 5,
            komi: 7.5,
            black: "refbot:playouts=10 ]\\",
            white: NASTY,
            result: "W+7.5",
            moves: &moves,
            comment: NASTY,
        });
        let root = parse_one(&text);
        assert_eq!(
            root_text(&root, "PB").as_deref(),
            Some("refbot:playouts=10 ]\\")
        );
        assert_eq!(root_text(&root, "PW").as_deref(), Some(NASTY));
        assert_eq!(root_text(&root, "RE").as_deref(), Some("W+7.5"));
        assert_eq!(root_text(&root, "C").as_deref(), Some(NASTY));
        // Point rows count from the top, as SGF's do.
        assert_eq!(shape(&root), format!("{{{NASTY}}} B24 W40 Bpass Wpass"));
        let loaded = crate::sgf::load_str(&text, std::path::Path::new("g.sgf"), None).unwrap();
        assert_eq!(loaded.moves_played, 4);
        assert_eq!(loaded.komi, 7.5);
        assert_eq!(loaded.board.color_at(Point::new(2, 4)), Some(Color::Black));
        assert_eq!(loaded.board.color_at(Point::new(4, 0)), Some(Color::White));
    }
}
