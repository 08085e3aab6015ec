//! Recording the tree a search explores (tactical reading today; owl and
//! connection reading use the same recorder), written as an SGF file for
//! debugging: each tried move is a variation, comments note results.

use crate::board::{Board, Color, Point};

/// One recorded move.
struct Node {
    /// The move (`None` inside for a pass); `None` at the root.
    mv: Option<(Option<Point>, Color)>,
    comment: String,
    children: Vec<usize>,
    parent: usize,
}

/// An explored reading tree, bounded to `limit` nodes (deeper or later
/// moves beyond the limit are counted, not stored).
pub struct Tree {
    size: usize,
    setup: Vec<(Point, Color)>,
    nodes: Vec<Node>,
    cur: usize,
    skipped_depth: usize,
    limit: usize,
    /// Moves not recorded because the limit was reached.
    pub dropped: u64,
}

impl Default for Tree {
    /// An empty tree of no position: a stand-in while a tree is lent out
    /// (a nested search recording under another's moves).
    fn default() -> Tree {
        Tree {
            size: 0,
            setup: Vec::new(),
            nodes: vec![Node {
                mv: None,
                comment: String::new(),
                children: Vec::new(),
                parent: 0,
            }],
            cur: 0,
            skipped_depth: 0,
            limit: 0,
            dropped: 0,
        }
    }
}

impl Tree {
    /// An empty tree rooted at `board`'s position.
    pub fn new(board: &Board, limit: usize) -> Tree {
        let setup = board
            .points()
            .filter_map(|p| board.color_at(p).map(|c| (p, c)))
            .collect();
        Tree {
            size: board.size(),
            setup,
            limit,
            ..Tree::default()
        }
    }

    /// Number of recorded moves.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn enter(&mut self, p: Point, color: Color) {
        self.enter_move(Some(p), color);
    }

    /// A pass by `color` (owl's attacker passing over a dead goal).
    pub fn enter_pass(&mut self, color: Color) {
        self.enter_move(None, color);
    }

    fn enter_move(&mut self, p: Option<Point>, color: Color) {
        if self.skipped_depth > 0 || self.nodes.len() > self.limit {
            self.skipped_depth += 1;
            self.dropped += 1;
            return;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: Some((p, color)),
            comment: String::new(),
            children: Vec::new(),
            parent: self.cur,
        });
        self.nodes[self.cur].children.push(id);
        self.cur = id;
    }

    pub fn leave(&mut self) {
        if self.skipped_depth > 0 {
            self.skipped_depth -= 1;
        } else {
            self.cur = self.nodes[self.cur].parent;
        }
    }

    pub fn comment(&mut self, text: String) {
        if self.skipped_depth == 0 {
            let c = &mut self.nodes[self.cur].comment;
            if !c.is_empty() {
                c.push('\n');
            }
            c.push_str(&text);
        }
    }

    /// Adds a comment to the root (e.g. the command and its answer).
    pub fn annotate_root(&mut self, text: &str) {
        let c = &mut self.nodes[0].comment;
        if !c.is_empty() {
            c.push('\n');
        }
        c.push_str(text);
    }

    /// The tree as SGF text, through the project's one SGF writer ([`crate::sgf::write`]).
    pub fn to_sgf(&self) -> String {
        use crate::sgf::write::{self, NodeId, SgfTree};
        let xy = |p: Point| (p.col(), p.row());
        let mut root = write::game_header();
        root.push(write::size(self.size));
        for (color, tag) in [(Color::Black, "AB"), (Color::White, "AW")] {
            let pts = self.setup.iter().filter(|(_, c)| *c == color);
            root.extend(write::point_list(tag, pts.map(|&(p, _)| xy(p))));
        }
        let mut out = SgfTree::new(root);
        self.write_comment(0, &mut out, SgfTree::ROOT);
        // Iterative pre-order copy (no recursion on deep trees).
        let mut stack: Vec<(usize, NodeId)> = self.nodes[0]
            .children
            .iter()
            .rev()
            .map(|&c| (c, SgfTree::ROOT))
            .collect();
        while let Some((id, parent)) = stack.pop() {
            let node = &self.nodes[id];
            let props = node
                .mv
                .map(|(p, c)| write::stone_move(c, p.map(xy)))
                .into_iter()
                .collect();
            let here = out.add(parent, props);
            self.write_comment(id, &mut out, here);
            for &c in node.children.iter().rev() {
                stack.push((c, here));
            }
        }
        out.to_text()
    }

    fn write_comment(&self, id: usize, out: &mut crate::sgf::SgfTree, node: usize) {
        let c = &self.nodes[id].comment;
        if !c.is_empty() {
            out.push(node, crate::sgf::write::comment(c));
        }
    }
}

#[cfg(test)]
mod sgf_tests {
    use super::*;
    use crate::board::parse_diagram;
    use crate::sgf::write::test_support::{parse_one, shape, NASTY};

    #[test]
    fn reading_tree_round_trips() {
        let board = parse_diagram(". X .\n. O .\n. . .").unwrap();
        let mut tree = Tree::new(&board, 100);
        let p = |c, r| Point::new(c, r);
        tree.enter(p(0, 0), Color::White);
        tree.comment("first ]".into());
        tree.enter(p(2, 0), Color::Black);
        tree.comment(NASTY.into());
        tree.comment("more".into());
        tree.leave();
        tree.leave();
        tree.enter(p(2, 2), Color::White);
        tree.enter_pass(Color::Black);
        tree.comment("passed".into());
        tree.leave();
        tree.leave();
        tree.annotate_root("attack B2 -> 1 A3 \\ done");
        let text = tree.to_sgf();
        assert!(text.starts_with("(;GM[1]FF[4]SZ[3]AB[ba]AW[bb]"), "{text}");
        let root = parse_one(&text);
        assert_eq!(
            shape(&root),
            format!("{{attack B2 -> 1 A3 \\ done}} [W00{{first ]}} B20{{{NASTY}\nmore}} | W22 Bpass{{passed}}]")
        );
        // The setup alone: stop before the first move.
        let path = std::path::Path::new("t.sgf");
        let loaded = crate::sgf::load_str(&text, path, Some("1")).unwrap();
        assert_eq!(
            loaded.board.stones_of(Color::Black),
            board.stones_of(Color::Black)
        );
        assert_eq!(
            loaded.board.stones_of(Color::White),
            board.stones_of(Color::White)
        );
    }
}
