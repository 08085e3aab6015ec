//! SGF game records: loading the main line to a move number or a vertex with
//! GNU Go's `loadsgf` semantics, and writing SGF: `write` is the one SGF writer of the
//! project (positions here, match games in `montecarlo::sgf`, reading trees in
//! `reading::tree` all go through it).
//!
//! Replay rules (GNU Go 3.8's, checked against its replies on every `loadsgf`
//! of its regression suites by `tests/loadsgf_conformance.rs`):
//! - board size `SZ` (default 19), komi `KM` (default 5.5, or 0.5 with handicap);
//! - with `HA` > 1, white moves first unless the record says otherwise;
//! - setup stones `AB`/`AW`/`AE` are placed as they come, in any node; `PL` sets
//!   the player to move;
//! - strings that a node's setup leaves without liberties are removed, as
//!   captured, before the node's move (our one difference from GNU Go, which
//!   keeps them and then answers nonsense about them; `AB[ab][ba]AW[aa]` is
//!   the position with A9 empty);
//! - `B`/`W` play for that colour; `tt` (on boards up to 19) and `[]` are passes;
//! - loading "to move N" stops before the N-th move (N-1 moves are played);
//!   loading "to vertex V" stops before the first move at V;
//! - a move on an occupied point stops the replay there, as GNU Go does.

use crate::board::{Board, Color, Move, Point};
use sgf_parse::go::{Move as SgfMove, Prop};
use sgf_parse::{ParseOptions, SgfNode};
use std::path::{Path, PathBuf};

mod repair;
pub mod write;

pub use write::SgfTree;

/// Where to stop replaying a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Until {
    /// Play the whole main line.
    End,
    /// Stop before the move with this number (1 = the first move).
    MoveNumber(usize),
    /// Stop before the first move at this point.
    Vertex(Point),
    /// A vertex that is not on the board: GNU Go plays to the end then.
    Nowhere,
}

impl Until {
    /// Parses GNU Go's until-string: a move number or a vertex, for a board of `size`.
    pub fn parse(text: &str, size: usize) -> Until {
        let text = text.trim();
        match text.chars().next() {
            None => Until::End,
            Some('1'..='9') => {
                let digits: String = text.chars().take_while(|c| c.is_ascii_digit()).collect();
                digits
                    .parse()
                    .map(Until::MoveNumber)
                    .unwrap_or(Until::Nowhere)
            }
            Some(_) => Point::parse_vertex(text, size).map_or(Until::Nowhere, Until::Vertex),
        }
    }
}

/// A failure to load a record. Every message names the file.
#[derive(Debug, thiserror::Error)]
pub enum SgfError {
    #[error("cannot open '{path}': {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot parse '{path}': {message}")]
    Parse { path: PathBuf, message: String },
    #[error("'{path}' is not a Go record (GM[{game}])")]
    NotGo { path: PathBuf, game: i64 },
    #[error("'{path}': unsupported board size {size}")]
    BadSize { path: PathBuf, size: String },
    #[error("'{path}': move {number}: point {point} is off the {size}x{size} board")]
    OffBoard {
        path: PathBuf,
        number: usize,
        point: String,
        size: usize,
    },
}

impl SgfError {
    /// What went wrong, without the file name.
    pub fn reason(&self) -> String {
        match self {
            SgfError::Io { source, .. } => source.to_string(),
            SgfError::Parse { message, .. } => message.clone(),
            SgfError::NotGo { game, .. } => format!("not a Go record (GM[{game}])"),
            SgfError::BadSize { size, .. } => format!("unsupported board size {size}"),
            SgfError::OffBoard {
                number,
                point,
                size,
                ..
            } => format!("move {number}: point {point} is off the {size}x{size} board"),
        }
    }

    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            SgfError::Io { path, .. }
            | SgfError::Parse { path, .. }
            | SgfError::NotGo { path, .. }
            | SgfError::BadSize { path, .. }
            | SgfError::OffBoard { path, .. } => path,
        }
    }
}

/// A position replayed from a record.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub board: Board,
    /// The player to move next (what GTP `loadsgf` replies).
    pub to_move: Color,
    pub komi: f64,
    pub handicap: usize,
    /// Moves (including passes) played from the record.
    pub moves_played: usize,
}

/// The deepest line of play (nodes from the root) an SGF file may have.
pub const MAX_NODE_DEPTH: usize = 10_000;

/// The most nodes on any line of play in SGF `text`: `;` counted along the
/// nesting of `(` and `)`, property values (`[...]`, with `\\` escapes)
/// skipped.
fn node_depth(text: &str) -> usize {
    let mut stack: Vec<usize> = Vec::new();
    let (mut depth, mut deepest) = (0usize, 0usize);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '[' => {
                while let Some(v) = chars.next() {
                    match v {
                        '\\' => {
                            chars.next();
                        }
                        ']' => break,
                        _ => {}
                    }
                }
            }
            '(' => stack.push(depth),
            ')' => depth = stack.pop().unwrap_or(0),
            ';' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            _ => {}
        }
    }
    deepest
}

/// Reads and replays `path` up to `until` (an until-string as GTP passes it, or `None`).
pub fn load_file(path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let bytes = std::fs::read(path).map_err(|source| SgfError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let text = String::from_utf8_lossy(&bytes);
    load_str(&text, path, until)
}

/// Replays SGF `text` (named `path` in errors) up to `until`.
pub fn load_str(text: &str, path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let root = parse_first_tree(text, path)?;
    replay(&root, path, until)
}

fn parse_first_tree(text: &str, path: &Path) -> Result<SgfNode<Prop>, SgfError> {
    let perr = |message: String| SgfError::Parse {
        path: path.to_path_buf(),
        message,
    };
    let text = repair::normalise(text).map_err(perr)?;
    // The parsed tree nests one level per node along a line of play, and
    // building or dropping it recurses that deep: refuse what no record
    // needs before it can overflow the stack.
    let depth = node_depth(&text);
    if depth > MAX_NODE_DEPTH {
        return Err(perr(format!(
            "the game tree nests {depth} nodes deep, more than {MAX_NODE_DEPTH}"
        )));
    }
    let options = ParseOptions {
        convert_mixed_case_identifiers: true,
        lenient: false,
    };
    let trees = sgf_parse::parse_with_options(&text, &options).map_err(|e| perr(e.to_string()))?;
    let tree = trees
        .into_iter()
        .next()
        .ok_or_else(|| perr("no game tree".into()))?;
    let game = match &tree {
        sgf_parse::GameTree::GoGame(_) => None,
        sgf_parse::GameTree::Unknown(node) => node.properties().find_map(|p| match p {
            sgf_parse::unknown_game::Prop::GM(g) => Some(*g),
            _ => None,
        }),
    };
    if let Some(game) = game {
        return Err(SgfError::NotGo {
            path: path.to_path_buf(),
            game,
        });
    }
    tree.into_go_node().map_err(|e| perr(e.to_string()))
}

fn root_size(root: &SgfNode<Prop>, path: &Path) -> Result<usize, SgfError> {
    for prop in root.properties() {
        match prop {
            Prop::SZ((w, h)) => {
                let size = *w as usize;
                if w != h || !Board::valid_size(size) {
                    return Err(SgfError::BadSize {
                        path: path.to_path_buf(),
                        size: format!("{w}x{h}"),
                    });
                }
                return Ok(size);
            }
            Prop::Invalid(id, values) if id == "SZ" => {
                return Err(SgfError::BadSize {
                    path: path.to_path_buf(),
                    size: values.join(","),
                })
            }
            _ => {}
        }
    }
    Ok(19)
}

/// Converts an SGF point to a board point; `None` for a pass (`tt` up to 19x19).
fn sgf_point(p: sgf_parse::go::Point, size: usize) -> Result<Option<Point>, String> {
    let (x, y) = (p.x as usize, p.y as usize);
    if x < size && y < size {
        Ok(Some(Point::new(x, y)))
    } else if size <= 19 && x == 19 && y == 19 {
        Ok(None)
    } else {
        Err(format!("{}{}", (b'a' + p.x) as char, (b'a' + p.y) as char))
    }
}

fn replay(root: &SgfNode<Prop>, path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let size = root_size(root, path)?;
    let until = until.map_or(Until::End, |u| Until::parse(u, size));
    let mut handicap = 0usize;
    let mut komi = None;
    for prop in root.properties() {
        match prop {
            Prop::HA(h) => handicap = (*h).max(0) as usize,
            Prop::KM(k) => komi = Some(*k),
            _ => {}
        }
    }
    let komi = komi.unwrap_or(if handicap > 0 { 0.5 } else { 5.5 });
    let mut board = Board::new(size);
    let mut next = if handicap > 1 {
        Color::White
    } else {
        Color::Black
    };
    let mut played = 0usize;
    let off_board = |number: usize, point: String| SgfError::OffBoard {
        path: path.to_path_buf(),
        number,
        point,
        size,
    };

    'nodes: for node in root.main_variation() {
        // Whether this node's setup may have left strings without liberties.
        let mut set_up = false;
        for prop in node.properties() {
            match prop {
                Prop::AB(points) | Prop::AW(points) | Prop::AE(points) => {
                    set_up = true;
                    let color = match prop {
                        Prop::AB(_) => Some(Color::Black),
                        Prop::AW(_) => Some(Color::White),
                        _ => None,
                    };
                    let mut changes = Vec::new();
                    for &p in points {
                        match sgf_point(p, size) {
                            Ok(Some(q)) => changes.push((q, color)),
                            Ok(None) => {}
                            Err(text) => return Err(off_board(played + 1, text)),
                        }
                    }
                    // Points are sorted so that the result does not depend on set order.
                    changes.sort();
                    board
                        .set_stones(changes)
                        .map_err(|_| off_board(played + 1, "setup".into()))?;
                }
                Prop::PL(c) => {
                    next = match c {
                        sgf_parse::Color::White => Color::White,
                        sgf_parse::Color::Black => Color::Black,
                    }
                }
                Prop::Invalid(id, values) if id == "PL" => {
                    let v = values.first().map(|s| s.trim()).unwrap_or("");
                    next = if v.starts_with(['w', 'W', '2']) {
                        Color::White
                    } else {
                        Color::Black
                    };
                }
                Prop::B(mv) | Prop::W(mv) => {
                    if std::mem::take(&mut set_up) {
                        board.remove_strings_without_liberties();
                    }
                    next = if matches!(prop, Prop::B(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    if until == Until::MoveNumber(played + 1) {
                        break 'nodes;
                    }
                    let point = match mv {
                        SgfMove::Pass => None,
                        SgfMove::Move(p) => {
                            sgf_point(*p, size).map_err(|t| off_board(played + 1, t))?
                        }
                    };
                    if let Some(q) = point {
                        if until == Until::Vertex(q) {
                            break 'nodes;
                        }
                        if !board.is_empty(q) {
                            // GNU Go stops replaying at a move on an occupied point.
                            break 'nodes;
                        }
                    }
                    board.play_recorded(point.map_or(Move::Pass, Move::Play), next);
                    next = next.opponent();
                    played += 1;
                }
                _ => {}
            }
        }
        if set_up {
            board.remove_strings_without_liberties();
        }
    }
    board.set_to_move(next);
    Ok(Loaded {
        board,
        to_move: next,
        komi,
        handicap,
        moves_played: played,
    })
}

/// The position as an SGF record: setup stones, komi and the player to move.
pub fn position_to_sgf(board: &Board, komi: f64, to_move: Color) -> String {
    let stones = |c: Color| {
        let pts = board.stones_of(c).into_iter().map(|p| (p.col(), p.row()));
        write::point_list(if c == Color::Black { "AB" } else { "AW" }, pts)
    };
    let mut props = write::game_header();
    props.extend([
        write::size(board.size()),
        Prop::KM(komi),
        write::application(),
    ]);
    props.extend(stones(Color::Black));
    props.extend(stones(Color::White));
    props.push(write::player(to_move));
    SgfTree::new(props).to_text()
}

#[cfg(test)]
mod tests;
