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
    /// What the record gets away with (a setup value that names no point):
    /// read as far as it can be, and said, naming the file and property.
    pub warnings: Vec<String>,
}

/// The largest SGF file the loader reads.
pub const MAX_SGF_BYTES: u64 = 16 << 20;

/// Reads and replays `path` up to `until` (an until-string as GTP passes it, or `None`).
pub fn load_file(path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let bytes = crate::util::read_input(path, MAX_SGF_BYTES).map_err(|source| SgfError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let text = decode(&bytes).map_err(|message| SgfError::Parse {
        path: path.to_path_buf(),
        message,
    })?;
    load_str(&text, path, until)
}

/// The text of an SGF file: UTF-8 (a byte-order mark dropped, invalid
/// bytes replaced), or UTF-16 with its byte-order mark (or its zero bytes
/// between ASCII ones) decoded.
fn decode(bytes: &[u8]) -> Result<String, String> {
    let utf16 = |body: &[u8], big: bool| -> Result<String, String> {
        let units: Vec<u16> = body
            .chunks_exact(2)
            .map(|c| {
                if big {
                    u16::from_be_bytes([c[0], c[1]])
                } else {
                    u16::from_le_bytes([c[0], c[1]])
                }
            })
            .collect();
        String::from_utf16(&units).map_err(|_| "the file is not valid UTF-16".to_string())
    };
    match bytes {
        [0xEF, 0xBB, 0xBF, rest @ ..] => Ok(String::from_utf8_lossy(rest).into_owned()),
        [0xFF, 0xFE, rest @ ..] => utf16(rest, false),
        [0xFE, 0xFF, rest @ ..] => utf16(rest, true),
        [a, 0, b, 0, ..] if a.is_ascii() && b.is_ascii() && *a != 0 => utf16(bytes, false),
        [0, a, 0, b, ..] if a.is_ascii() && b.is_ascii() && *a != 0 => utf16(bytes, true),
        _ => Ok(String::from_utf8_lossy(bytes).into_owned()),
    }
}

/// Replays SGF `text` (named `path` in errors) up to `until`.
pub fn load_str(text: &str, path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let nodes = main_line(text, path)?;
    replay(&nodes, path, until)
}

/// The nodes of the first game tree's main line (the first variation at
/// every branch), each parsed on its own: a record's length or the nesting
/// of its variations never makes a deep structure, so no record can
/// overflow the stack.
fn main_line(text: &str, path: &Path) -> Result<Vec<SgfNode<Prop>>, SgfError> {
    let perr = |message: String| SgfError::Parse {
        path: path.to_path_buf(),
        message,
    };
    let text = repair::normalise(text).map_err(perr)?;
    let options = ParseOptions {
        convert_mixed_case_identifiers: true,
        lenient: false,
    };
    let mut nodes = Vec::new();
    for (index, node) in main_line_nodes(&text).into_iter().enumerate() {
        let trees = sgf_parse::parse_with_options(&format!("({node})"), &options)
            .map_err(|e| perr(e.to_string()))?;
        let tree = trees
            .into_iter()
            .next()
            .ok_or_else(|| perr("no game tree".into()))?;
        if index == 0 {
            if let sgf_parse::GameTree::Unknown(root) = &tree {
                let game = root.properties().find_map(|p| match p {
                    sgf_parse::unknown_game::Prop::GM(g) => Some(*g),
                    _ => None,
                });
                if let Some(game) = game {
                    return Err(SgfError::NotGo {
                        path: path.to_path_buf(),
                        game,
                    });
                }
            }
        }
        nodes.push(tree.into_go_node().map_err(|e| perr(e.to_string()))?);
    }
    if nodes.is_empty() {
        return Err(perr("no game tree".into()));
    }
    Ok(nodes)
}

/// The text of each node (`;` and its properties) on the main line of the
/// normalised game tree `text`: every `(` enters the first variation of the
/// node before it, and the first `)` ends the main line. Property values
/// (`[...]`, with `\\` escapes) are skipped.
fn main_line_nodes(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut nodes = Vec::new();
    let mut start: Option<usize> = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'[' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b']' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            c @ (b';' | b'(' | b')') => {
                if let Some(s) = start.take() {
                    nodes.push(&text[s..i]);
                }
                match c {
                    b';' => start = Some(i),
                    b')' => return nodes,
                    _ => {}
                }
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(s) = start {
        nodes.push(&text[s..]);
    }
    nodes
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

fn replay(nodes: &[SgfNode<Prop>], path: &Path, until: Option<&str>) -> Result<Loaded, SgfError> {
    let root = &nodes[0];
    let size = root_size(root, path)?;
    let until = until.map_or(Until::End, |u| Until::parse(u, size));
    let mut handicap = 0usize;
    let mut komi = None;
    for prop in root.properties() {
        match prop {
            Prop::HA(h) => handicap = (*h).max(0) as usize,
            Prop::KM(k) if k.is_finite() => komi = Some(*k),
            Prop::KM(k) => {
                return Err(SgfError::Parse {
                    path: path.to_path_buf(),
                    message: format!("KM[{k}] is not a finite number"),
                })
            }
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

    let mut warnings = Vec::new();
    'nodes: for node in nodes {
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
                    let points: Vec<_> = points.iter().copied().collect();
                    place(&mut board, &points, color).map_err(|t| off_board(played + 1, t))?;
                }
                Prop::Invalid(id, values) if matches!(id.as_str(), "AB" | "AW" | "AE") => {
                    // One bad value must not cost the good ones (GNU Go keeps
                    // them): the values are read one by one, and the bad ones
                    // said.
                    set_up = true;
                    let color = match id.as_str() {
                        "AB" => Some(Color::Black),
                        "AW" => Some(Color::White),
                        _ => None,
                    };
                    let (points, bad) = setup_points(values);
                    if !bad.is_empty() {
                        warnings.push(format!(
                            "'{}': {id}: ignored the values {} that name no point",
                            path.display(),
                            bad.join(", ")
                        ));
                    }
                    place(&mut board, &points, color).map_err(|t| off_board(played + 1, t))?;
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
        warnings,
    })
}

/// Sets `points` (SGF points of `board`'s size) to `color` (`None`: empty);
/// a point off the board is returned as its text. The points are sorted,
/// so the result does not depend on the order of a set.
fn place(
    board: &mut Board,
    points: &[sgf_parse::go::Point],
    color: Option<Color>,
) -> Result<(), String> {
    let size = board.size();
    let mut changes = Vec::new();
    for &p in points {
        if let Some(q) = sgf_point(p, size)? {
            changes.push((q, color));
        }
    }
    changes.sort();
    board.set_stones(changes).map_err(|_| "setup".to_string())
}

/// The points of the raw values of a setup property, single points (`ab`)
/// and compressed rectangles (`aa:cc`, its corners in either order), and
/// the values that name no point.
fn setup_points(values: &[String]) -> (Vec<sgf_parse::go::Point>, Vec<String>) {
    let coordinate = |c: u8| match c {
        b'a'..=b'z' => Some(c - b'a'),
        b'A'..=b'Z' => Some(c - b'A' + 26),
        _ => None,
    };
    let point = |text: &str| match text.as_bytes() {
        [x, y] => Some(sgf_parse::go::Point {
            x: coordinate(*x)?,
            y: coordinate(*y)?,
        }),
        _ => None,
    };
    let (mut points, mut bad) = (Vec::new(), Vec::new());
    for value in values {
        let text = value.trim();
        let corners = match text.split_once(':') {
            Some((a, b)) => point(a).zip(point(b)),
            None => point(text).map(|p| (p, p)),
        };
        match corners {
            Some((a, b)) => {
                for x in a.x.min(b.x)..=a.x.max(b.x) {
                    for y in a.y.min(b.y)..=a.y.max(b.y) {
                        points.push(sgf_parse::go::Point { x, y });
                    }
                }
            }
            None => bad.push(format!("[{text}]")),
        }
    }
    (points, bad)
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
