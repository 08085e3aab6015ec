//! Recording the tree a search explores (tactical reading today; owl and
//! connection reading use the same recorder), written as an SGF file for
//! debugging: each tried move is a variation, comments note results.

use crate::board::{Board, Color, Point};

/// One recorded move.
struct Node {
    mv: Option<(Point, Color)>,
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
            nodes: vec![Node {
                mv: None,
                comment: String::new(),
                children: Vec::new(),
                parent: 0,
            }],
            cur: 0,
            skipped_depth: 0,
            limit,
            dropped: 0,
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

    fn coord(p: Point) -> String {
        let l = |i: usize| (b'a' + i as u8) as char;
        format!("{}{}", l(p.col()), l(p.row()))
    }

    /// The tree as SGF text.
    pub fn to_sgf(&self) -> String {
        let mut out = format!("(;GM[1]FF[4]SZ[{}]", self.size);
        for (color, tag) in [(Color::Black, "AB"), (Color::White, "AW")] {
            let pts: Vec<String> = self
                .setup
                .iter()
                .filter(|(_, c)| *c == color)
                .map(|(p, _)| format!("[{}]", Self::coord(*p)))
                .collect();
            if !pts.is_empty() {
                out.push_str(tag);
                out.push_str(&pts.concat());
            }
        }
        self.write_comment(0, &mut out);
        // Iterative pre-order walk (no recursion on deep trees).
        enum Step {
            Open(usize),
            Close,
        }
        let mut stack: Vec<Step> = self.nodes[0]
            .children
            .iter()
            .rev()
            .map(|&c| Step::Open(c))
            .collect();
        while let Some(step) = stack.pop() {
            match step {
                Step::Open(id) => {
                    let node = &self.nodes[id];
                    out.push_str("\n(;");
                    if let Some((p, c)) = node.mv {
                        let tag = if c == Color::Black { "B" } else { "W" };
                        out.push_str(&format!("{tag}[{}]", Self::coord(p)));
                    }
                    self.write_comment(id, &mut out);
                    stack.push(Step::Close);
                    for &c in node.children.iter().rev() {
                        stack.push(Step::Open(c));
                    }
                }
                Step::Close => out.push(')'),
            }
        }
        out.push_str(")\n");
        out
    }

    fn write_comment(&self, id: usize, out: &mut String) {
        let c = &self.nodes[id].comment;
        if !c.is_empty() {
            let escaped = c.replace('\\', "\\\\").replace(']', "\\]");
            out.push_str(&format!("C[{escaped}]"));
        }
    }
}
