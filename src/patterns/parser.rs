//! Line-level parser for GNU Go's pattern-database (`.db`) language.
//!
//! A file is a sequence of lines: `#` comments, blank lines, the headers `attribute_map`,
//! `goal_elements` and `callback_data`, and patterns. A pattern is a `Pattern NAME` line, a
//! diagram (optionally framed by `|`, `-` and `+` edge markers, free text after a space is a
//! comment), a `:symmetry,class,entries` line, an optional constraint diagram repeating the
//! diagram with letter labels, `;` constraint lines and `>` action lines (each continued over
//! following lines of the same kind). Errors carry file, line and column and say what was
//! expected; after an error the parser skips to the next `Pattern` header, so one run reports
//! every broken pattern of a file. Each helper call of a constraint or action is resolved
//! here into its typed [`Helper`] (name, `:`-line use, arity and label arguments checked),
//! so a parsed [`Pattern`] holds only typed calls.

use super::ast::{Database, DbFormat, Diagram, Edges, Entry, EyeShape, Pattern};
use super::expr::{self, Arg, ExprError, Stmt};
use super::helpers::{self, Helper, HelperKind};
use super::symmetry::Symmetry;
use std::collections::BTreeMap;
use std::fmt;

/// A syntax error in a `.db` file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    /// The pattern being parsed, if any.
    pub pattern: Option<String>,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.line, self.col)?;
        if let Some(p) = &self.pattern {
            write!(f, "pattern {p}: ")?;
        }
        f.write_str(&self.message)
    }
}

/// Characters of a pattern diagram.
pub const DIAGRAM_CHARS: &[u8] = b".XOxo,!?*QY";
/// Characters of an eye-shape diagram (`eyes.db`), besides edges and blanks.
pub const EYE_CHARS: &[u8] = b".*<>!@$()Xx";
/// Letters that are diagram characters and therefore never labels.
const NOT_LABELS: &[u8] = b"oxOXQY";
/// Valid classification letters of the `:` line.
pub const CLASS_CHARS: &str = "sOoXxDCcnBAbeEadIJjtTUWFY";
/// Numeric entries of the `:` line.
pub const VALUE_NAMES: &[&str] = &[
    "value",
    "minvalue",
    "maxvalue",
    "terri",
    "minterri",
    "maxterri",
    "shape",
    "followup",
    "reverse_followup",
    "followup_value",
];
/// Label-valued attributes of the `:` line.
pub const ATTRIBUTE_NAMES: &[&str] = &["threatens_to_capture", "threatens_eye", "reverse_sente"];

/// Decide which family of the `.db` language `text` is written in.
pub fn detect_format(text: &str) -> DbFormat {
    let mut has_pattern = false;
    let mut colon_lines = 0;
    let mut eye_colon_lines = 0;
    for line in text.lines() {
        if is_pattern_header(line) {
            has_pattern = true;
        } else if let Some(rest) = line.trim_end().strip_prefix(':') {
            colon_lines += 1;
            if rest.len() == 4 && rest.bytes().all(|b| b.is_ascii_digit()) {
                eye_colon_lines += 1;
            }
        }
    }
    if !has_pattern && colon_lines > 0 {
        DbFormat::MonteCarlo
    } else if has_pattern && colon_lines > 0 && eye_colon_lines == colon_lines {
        DbFormat::EyeShapes
    } else {
        DbFormat::Patterns
    }
}

fn is_pattern_header(line: &str) -> bool {
    line.strip_prefix("Pattern")
        .is_some_and(|r| r.is_empty() || r.starts_with([' ', '\t']))
}

/// Parse a whole file. Returns the database (with every pattern that parsed) and all errors.
pub fn parse_database(file: &str, text: &str) -> (Database, Vec<ParseError>) {
    let format = detect_format(text);
    let mut db = Database {
        file: file.to_string(),
        format,
        attribute_map: None,
        goal_elements: None,
        patterns: Vec::new(),
        eye_shapes: Vec::new(),
    };
    let mut errors = Vec::new();
    match format {
        DbFormat::MonteCarlo => {}
        DbFormat::EyeShapes => parse_eyes(file, text, &mut db, &mut errors),
        DbFormat::Patterns => {
            let mut p = FileParser {
                file,
                db: &mut db,
                errors: &mut errors,
                state: State::Top,
                cur: None,
                callback_data: String::new(),
            };
            for (i, raw) in text.lines().enumerate() {
                p.line(i + 1, raw.trim_end());
            }
            p.finish_pattern(text.lines().count() + 1);
        }
    }
    (db, errors)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Outside any pattern.
    Top,
    /// After `Pattern NAME`, waiting for the diagram.
    Header,
    Diagram,
    /// Diagram ended by a blank or comment line; waiting for `:`.
    AfterDiagram,
    /// After the `:` line: optional constraint diagram, `;` or `>` lines, or headers.
    AfterColon,
    ConstraintDiagram,
    AfterConstraintDiagram,
    Constraint,
    Action,
    /// An error occurred; ignore lines until the next `Pattern`.
    Skip,
}

/// A diagram line split into its parts.
enum Row {
    /// `+----+`-style horizontal edge: dash count and corner markers.
    Edge {
        width: usize,
        west: bool,
        east: bool,
    },
    Cells {
        west: bool,
        cells: Vec<u8>,
        east: bool,
    },
}

struct Builder {
    name: String,
    line: usize,
    rows: Vec<(usize, Row)>,
    colon: Option<(usize, String)>,
    crows: Vec<(usize, Row)>,
    constraint: Vec<(usize, usize, String)>,
    action: Vec<(usize, usize, String)>,
    callback_data: String,
}

struct FileParser<'a> {
    file: &'a str,
    db: &'a mut Database,
    errors: &'a mut Vec<ParseError>,
    state: State,
    cur: Option<Builder>,
    callback_data: String,
}

impl FileParser<'_> {
    fn error(&mut self, line: usize, col: usize, message: impl Into<String>) {
        self.errors.push(ParseError {
            file: self.file.to_string(),
            line,
            col,
            pattern: self.cur.as_ref().map(|b| b.name.clone()),
            message: message.into(),
        });
    }

    /// Report an error in the current pattern and skip to the next header.
    fn fail(&mut self, line: usize, col: usize, message: impl Into<String>) {
        self.error(line, col, message);
        self.state = State::Skip;
        self.cur = None;
    }

    fn line(&mut self, n: usize, text: &str) {
        if is_pattern_header(text) {
            self.finish_pattern(n);
            let name = text["Pattern".len()..].split_whitespace().next();
            let Some(name) = name else {
                self.error(n, 8, "expected a pattern name after 'Pattern'");
                self.state = State::Skip;
                return;
            };
            self.cur = Some(Builder {
                name: name.to_string(),
                line: n,
                rows: Vec::new(),
                colon: None,
                crows: Vec::new(),
                constraint: Vec::new(),
                action: Vec::new(),
                callback_data: self.callback_data.clone(),
            });
            self.state = State::Header;
            return;
        }
        if self.state == State::Skip {
            return;
        }
        let first = text.as_bytes().first().copied();
        if text.is_empty() || first == Some(b'#') {
            self.state = match self.state {
                State::Diagram => State::AfterDiagram,
                State::ConstraintDiagram => State::AfterConstraintDiagram,
                s => s,
            };
            return;
        }
        for key in ["attribute_map", "goal_elements", "callback_data"] {
            if let Some(rest) = text.strip_prefix(key) {
                if rest.is_empty() || rest.starts_with([' ', '\t']) {
                    self.header(n, key, rest.trim());
                    return;
                }
            }
        }
        let first = first.unwrap_or(b' ');
        match first {
            b':' => self.colon_line(n, text),
            b';' => self.continuation(n, text, true),
            b'>' => self.continuation(n, text, false),
            c if DIAGRAM_CHARS.contains(&c) || b"|+-".contains(&c) || c.is_ascii_alphabetic() => {
                self.diagram_line(n, text)
            }
            c => {
                let msg = format!(
                    "unexpected '{}' at the start of a line; expected a diagram row, ':', ';', '>', \
                     '#', 'Pattern' or a header",
                    c as char
                );
                if self.cur.is_some() {
                    self.fail(n, 1, msg);
                } else {
                    self.error(n, 1, msg);
                }
            }
        }
    }

    fn header(&mut self, n: usize, key: &str, value: &str) {
        if !matches!(
            self.state,
            State::Top
                | State::AfterColon
                | State::AfterConstraintDiagram
                | State::Constraint
                | State::Action
        ) {
            self.fail(
                n,
                1,
                format!("'{key}' header inside a pattern, expected after its ':' line"),
            );
            return;
        }
        if value.is_empty() {
            self.error(n, key.len() + 1, format!("expected a value after '{key}'"));
            return;
        }
        match key {
            "attribute_map" => self.db.attribute_map = Some(value.to_string()),
            "goal_elements" => self.db.goal_elements = Some(value.to_string()),
            _ => self.callback_data = value.to_string(),
        }
    }

    fn diagram_line(&mut self, n: usize, text: &str) {
        let constraint = match self.state {
            State::Header | State::Diagram => false,
            State::AfterColon | State::ConstraintDiagram => true,
            State::Top => {
                self.error(
                    n,
                    1,
                    "diagram row outside a pattern; expected 'Pattern NAME' first",
                );
                return;
            }
            _ => {
                let what = match self.state {
                    State::AfterDiagram => "the ':' line",
                    _ => "a ';' or '>' line, or the next 'Pattern'",
                };
                self.fail(n, 1, format!("unexpected second diagram; expected {what}"));
                return;
            }
        };
        match split_row(text, constraint) {
            Ok(row) => {
                if let Some(b) = self.cur.as_mut() {
                    if constraint {
                        b.crows.push((n, row));
                        self.state = State::ConstraintDiagram;
                    } else {
                        b.rows.push((n, row));
                        self.state = State::Diagram;
                    }
                }
            }
            Err((col, msg)) => self.fail(n, col, msg),
        }
    }

    fn colon_line(&mut self, n: usize, text: &str) {
        match self.state {
            State::Diagram | State::AfterDiagram => {
                if let Some(b) = self.cur.as_mut() {
                    b.colon = Some((n, text.to_string()));
                }
                self.state = State::AfterColon;
            }
            State::Top => self.error(n, 1, "':' line outside a pattern"),
            State::Header => self.fail(n, 1, "expected the pattern diagram before the ':' line"),
            _ => self.fail(n, 1, "unexpected second ':' line in pattern"),
        }
    }

    fn continuation(&mut self, n: usize, text: &str, constraint: bool) {
        let ok = if constraint {
            matches!(
                self.state,
                State::AfterColon
                    | State::ConstraintDiagram
                    | State::AfterConstraintDiagram
                    | State::Constraint
            )
        } else {
            matches!(
                self.state,
                State::AfterColon
                    | State::ConstraintDiagram
                    | State::AfterConstraintDiagram
                    | State::Constraint
                    | State::Action
            )
        };
        if !ok {
            let kind = if constraint {
                "constraint (';')"
            } else {
                "action ('>')"
            };
            let msg = match self.state {
                State::Top => format!("{kind} line outside a pattern"),
                State::Action => format!("{kind} line after the action; constraints come first"),
                _ => format!("{kind} line before the pattern's ':' line"),
            };
            if self.cur.is_some() {
                self.fail(n, 1, msg);
            } else {
                self.error(n, 1, msg);
            }
            return;
        }
        if let Some(b) = self.cur.as_mut() {
            let seg = (n, 2, text[1..].to_string());
            if constraint {
                b.constraint.push(seg);
                self.state = State::Constraint;
            } else {
                b.action.push(seg);
                self.state = State::Action;
            }
        }
    }

    /// Close the pattern being read (at the next header or end of file) and validate it.
    fn finish_pattern(&mut self, next_line: usize) {
        let state = self.state;
        self.state = State::Top;
        let Some(b) = self.cur.take() else {
            return;
        };
        let name = b.name.clone();
        let mut errs = Vec::new();
        match state {
            State::Header => errs.push((
                b.line,
                1,
                "expected a diagram after the 'Pattern' line".into(),
            )),
            State::Diagram | State::AfterDiagram => errs.push((
                next_line.saturating_sub(1).max(b.line),
                1,
                "expected a ':' line after the diagram".to_string(),
            )),
            _ => match build_pattern(b) {
                Ok(p) => self.db.patterns.push(p),
                Err(e) => errs = e,
            },
        }
        for (line, col, message) in errs {
            self.errors.push(ParseError {
                file: self.file.to_string(),
                line,
                col,
                pattern: Some(name.clone()),
                message,
            });
        }
    }
}

type Located = (usize, usize, String);

/// Split a diagram line into edge markers and cells. Text after the row and a blank is a comment.
fn split_row(text: &str, constraint: bool) -> Result<Row, (usize, String)> {
    let bytes = text.as_bytes();
    let allowed = |c: u8| {
        DIAGRAM_CHARS.contains(&c)
            || (constraint && c.is_ascii_alphabetic() && !NOT_LABELS.contains(&c))
    };
    let expected = if constraint {
        "a diagram character (. X O x o , ! ? * Q Y), a label letter or an edge (|)"
    } else {
        "a diagram character (. X O x o , ! ? * Q Y) or an edge (|)"
    };
    let mut i = 0;
    if bytes[0] == b'+' || bytes[0] == b'-' {
        let west = bytes[0] == b'+';
        if west {
            i += 1;
        }
        let start = i;
        while i < bytes.len() && bytes[i] == b'-' {
            i += 1;
        }
        let width = i - start;
        if width == 0 {
            return Err((i + 1, "expected '-' in a horizontal edge line".into()));
        }
        let east = bytes.get(i) == Some(&b'+');
        if east {
            i += 1;
        }
        return match bytes.get(i) {
            None | Some(b' ') | Some(b'\t') => Ok(Row::Edge { width, west, east }),
            Some(&c) => Err((
                i + 1,
                format!(
                    "unexpected '{}' in an edge line; expected '-', '+' or a blank",
                    c as char
                ),
            )),
        };
    }
    let west = bytes[0] == b'|';
    if west {
        i += 1;
    }
    let start = i;
    while i < bytes.len() && allowed(bytes[i]) {
        i += 1;
    }
    let cells = bytes[start..i].to_vec();
    let east = bytes.get(i) == Some(&b'|');
    if east {
        i += 1;
    }
    if cells.is_empty() {
        return Err((i + 1, format!("expected {expected}")));
    }
    match bytes.get(i) {
        None | Some(b' ') | Some(b'\t') => Ok(Row::Cells { west, cells, east }),
        Some(&c) => Err((
            i + 1,
            format!(
                "unexpected '{}' in diagram row; expected {expected}, or a blank before a comment",
                char::from(c)
            ),
        )),
    }
}

/// Turn the rows of a (constraint) diagram into a rectangular diagram with edges.
fn assemble(rows: &[(usize, Row)], what: &str) -> Result<(Diagram, Vec<usize>), Vec<Located>> {
    let mut edges = Edges::default();
    let mut cells: Vec<Vec<u8>> = Vec::new();
    let mut lines = Vec::new();
    let mut errs = Vec::new();
    let mut row_west = None;
    let mut row_east = None;
    let mut edge_corners: Vec<(usize, usize, bool, bool)> = Vec::new();
    for (n, row) in rows {
        match row {
            Row::Edge { width, west, east } => {
                if cells.is_empty() {
                    if edges.north {
                        errs.push((*n, 1, format!("second top edge line in {what}")));
                    }
                    edges.north = true;
                } else if edges.south {
                    errs.push((*n, 1, format!("second bottom edge line in {what}")));
                } else {
                    edges.south = true;
                }
                edge_corners.push((*n, *width, *west, *east));
            }
            Row::Cells {
                west,
                cells: c,
                east,
            } => {
                if edges.south {
                    errs.push((*n, 1, format!("{what} row below the bottom edge line")));
                }
                if let Some(w) = row_west {
                    if w != *west {
                        errs.push((
                            *n,
                            1,
                            format!(
                                "expected every row of the {what} to {} with '|'",
                                if w { "start" } else { "not start" }
                            ),
                        ));
                    }
                }
                if let Some(e) = row_east {
                    if e != *east {
                        errs.push((
                            *n,
                            c.len() + 1,
                            format!(
                                "expected every row of the {what} to {} with '|'",
                                if e { "end" } else { "not end" }
                            ),
                        ));
                    }
                }
                row_west = Some(*west);
                row_east = Some(*east);
                if let Some(first) = cells.first() {
                    if first.len() != c.len() {
                        errs.push((
                            *n,
                            1,
                            format!(
                                "{what} is not rectangular: row has {} points, expected {}",
                                c.len(),
                                first.len()
                            ),
                        ));
                    }
                }
                cells.push(c.clone());
                lines.push(*n);
            }
        }
    }
    if cells.is_empty() {
        errs.push((
            rows.first().map_or(0, |r| r.0),
            1,
            format!("{what} has no rows"),
        ));
        return Err(errs);
    }
    edges.west = row_west.unwrap_or(false);
    edges.east = row_east.unwrap_or(false);
    let width = cells[0].len();
    for (n, w, west, east) in edge_corners {
        if w != width {
            errs.push((
                n,
                1,
                format!("edge line has {w} '-', expected {width} to match the {what}"),
            ));
        }
        if west != edges.west || east != edges.east {
            errs.push((
                n,
                1,
                format!("edge line corners ('+') do not match the '|' edges of the {what}"),
            ));
        }
    }
    if errs.is_empty() {
        Ok((Diagram { rows: cells, edges }, lines))
    } else {
        Err(errs)
    }
}

fn build_pattern(b: Builder) -> Result<Pattern, Vec<Located>> {
    let (diagram, lines) = assemble(&b.rows, "diagram")?;
    let mut errs: Vec<Located> = Vec::new();
    let mut move_point = None;
    let mut explicit = None;
    let mut first_stone = None;
    for (r, row) in diagram.rows.iter().enumerate() {
        let col0 = usize::from(diagram.edges.west) + 1;
        for (c, &ch) in row.iter().enumerate() {
            match ch {
                b'*' => {
                    if move_point.is_some() {
                        errs.push((
                            lines[r],
                            col0 + c,
                            "second '*' in diagram; a pattern has at most one move".into(),
                        ));
                    }
                    move_point = Some((r, c));
                }
                // As in GNU Go, when several points are marked the last one anchors.
                b'Q' | b'Y' => explicit = Some((r, c)),
                b'O' | b'X' if first_stone.is_none() => first_stone = Some((r, c)),
                _ => {}
            }
        }
    }
    let anchor = match explicit.or(first_stone) {
        Some(a) => a,
        None => {
            errs.push((
                lines[0],
                1,
                "diagram has no O or X stone to anchor the pattern on".into(),
            ));
            (0, 0)
        }
    };
    let (colon_line, colon_text) = b.colon.clone().unwrap_or((b.line, ":".into()));
    let colon = parse_colon(&colon_text).map_err(|(col, m)| vec![(colon_line, col, m)]);
    let (symmetry, class, entries) = match colon {
        Ok(c) => c,
        Err(mut e) => {
            errs.append(&mut e);
            (Symmetry::None, String::new(), Vec::new())
        }
    };

    let mut labels = BTreeMap::new();
    // After a broken constraint diagram, label errors in the constraint would only repeat it.
    let errors_before_labels = errs.len();
    if !b.crows.is_empty() {
        match assemble(&b.crows, "constraint diagram") {
            Ok((cd, clines)) => {
                if cd.height() != diagram.height()
                    || cd.width() != diagram.width()
                    || cd.edges != diagram.edges
                {
                    errs.push((clines[0], 1, format!(
                        "constraint diagram is {}x{}, expected the diagram's {}x{} with the same edges",
                        cd.height(), cd.width(), diagram.height(), diagram.width()
                    )));
                } else {
                    for (r, row) in cd.rows.iter().enumerate() {
                        for (c, &ch) in row.iter().enumerate() {
                            let orig = diagram.at(r, c);
                            if b"xXoO".contains(&ch) && ch != orig {
                                errs.push((clines[r], c + 1 + usize::from(cd.edges.west), format!(
                                    "constraint diagram has '{}' where the diagram has '{}'; x X o O must agree",
                                    ch as char, orig as char
                                )));
                            }
                            if ch.is_ascii_alphabetic() && !NOT_LABELS.contains(&ch) {
                                labels.entry(ch as char).or_insert((r, c));
                            }
                        }
                    }
                }
            }
            Err(mut e) => errs.append(&mut e),
        }
    }

    // Helper names are resolved here, once: the compiled pattern holds typed helpers.
    let checks = errs.len() == errors_before_labels;
    let has_move = move_point.is_some();
    let constraint = if b.constraint.is_empty() {
        None
    } else {
        let (text, map) = join(&b.constraint);
        match expr::parse_constraint(&text) {
            Ok(e) if checks => e.map_calls(&mut |n, a, p| {
                resolve_call(&n, a, p, &labels, has_move, &map, &mut errs)
            }),
            // The pattern is already in error; its constraint is not needed.
            Ok(_) => None,
            Err(e) => {
                errs.push(locate(&map, &e));
                None
            }
        }
    };
    let action = if b.action.is_empty() {
        Vec::new()
    } else {
        let (text, map) = join(&b.action);
        match expr::parse_action(&text) {
            Ok(stmts) if checks => {
                let resolved: Vec<Option<Stmt>> = stmts
                    .into_iter()
                    .map(|s| {
                        s.map_calls(&mut |n, a, p| {
                            resolve_call(&n, a, p, &labels, has_move, &map, &mut errs)
                        })
                    })
                    .collect();
                resolved.into_iter().flatten().collect()
            }
            Ok(_) => Vec::new(),
            Err(e) => {
                errs.push(locate(&map, &e));
                Vec::new()
            }
        }
    };
    if !errs.is_empty() {
        return Err(errs);
    }
    Ok(Pattern {
        name: b.name,
        line: b.line,
        diagram,
        move_point,
        anchor,
        symmetry,
        class,
        entries,
        labels,
        constraint,
        action,
        callback_data: b.callback_data,
    })
}

type PosMap = Vec<(usize, usize, usize)>;

/// Join continuation lines with newlines, remembering where each came from.
fn join(segs: &[(usize, usize, String)]) -> (String, PosMap) {
    let mut text = String::new();
    let mut map = Vec::new();
    for (line, col, s) in segs {
        if !text.is_empty() {
            text.push('\n');
        }
        map.push((text.len(), *line, *col));
        text.push_str(s);
    }
    (text, map)
}

fn position(map: &PosMap, pos: usize) -> (usize, usize) {
    let seg = map
        .iter()
        .rev()
        .find(|(start, ..)| *start <= pos)
        .or(map.first());
    seg.map_or((0, 0), |&(start, line, col)| {
        (line, col + pos.saturating_sub(start))
    })
}

fn locate(map: &PosMap, e: &ExprError) -> Located {
    let (line, col) = position(map, e.pos);
    (line, col, e.message.clone())
}

/// Resolve one helper call of a constraint or action to its typed helper, checking the name,
/// the arity and the arguments; every problem is pushed to `errs` (located in the file).
fn resolve_call(
    name: &str,
    args: &[Arg],
    pos: usize,
    labels: &BTreeMap<char, (usize, usize)>,
    has_move: bool,
    map: &PosMap,
    errs: &mut Vec<Located>,
) -> Option<Helper> {
    let (line, col) = position(map, pos);
    let before = errs.len();
    let helper = helpers::resolve(name, args.len())
        .map_err(|message| errs.push((line, col, message)))
        .ok();
    for (i, a) in args.iter().enumerate() {
        match a {
            Arg::Label(c) if !labels.contains_key(c) => errs.push((
                line,
                col,
                format!("{name}: label '{c}' is not marked in the constraint diagram"),
            )),
            Arg::Move if !has_move => errs.push((
                line,
                col,
                format!("{name}: '*' used but the diagram has no '*' move"),
            )),
            Arg::Tenuki if i == 0 => errs.push((
                line,
                col,
                format!("{name}: a tenuki ('?') cannot be the first argument"),
            )),
            _ => {}
        }
    }
    helper.filter(|_| errs.len() == before)
}

/// Parse `:symmetry,class[,entry...]`. Errors are `(column, message)`.
fn parse_colon(text: &str) -> Result<(Symmetry, String, Vec<Entry>), (usize, String)> {
    let body = &text[1..];
    let mut chars = body.chars();
    let sym_char = chars.next().ok_or((
        2,
        "expected a symmetry character (8 | - \\ / O X +) after ':'".to_string(),
    ))?;
    let symmetry = Symmetry::from_char(sym_char).ok_or((
        2,
        format!("unknown symmetry '{sym_char}'; expected one of 8 | - \\ / O X +"),
    ))?;
    let rest = &body[sym_char.len_utf8()..];
    let Some(rest) = rest.strip_prefix(',') else {
        return Err((
            3,
            "expected ',' and the classification after the symmetry character".into(),
        ));
    };
    let fields = split_top_level(rest);
    let mut col = 4;
    let mut class = String::new();
    let mut entries = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        if i == 0 {
            for (k, ch) in field.chars().enumerate() {
                if ch == '-' || ch.is_whitespace() {
                    continue;
                }
                if !CLASS_CHARS.contains(ch) {
                    return Err((col + k, format!(
                        "unknown classification letter '{ch}'; expected letters from {CLASS_CHARS} or '-'"
                    )));
                }
                class.push(ch);
            }
        } else {
            let lead = field.len() - field.trim_start().len();
            if let Some(e) = parse_entry(field.trim()).map_err(|m| (col + lead, m))? {
                entries.push(e);
            }
        }
        col += field.len() + 1;
    }
    Ok((symmetry, class, entries))
}

/// Split on commas that are not inside parentheses.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        match b {
            b'(' => depth += 1,
            b')' => depth -= 1,
            b',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

fn is_ident(s: &str) -> bool {
    !s.is_empty()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !s.as_bytes()[0].is_ascii_digit()
}

fn parse_entry(e: &str) -> Result<Option<Entry>, String> {
    if e.is_empty() {
        return Err("empty entry; expected NAME(value) or a helper name".into());
    }
    if let Some(open) = e.find('(') {
        let name = e[..open].trim();
        let Some(arg) = e[open + 1..].strip_suffix(')') else {
            return Err(format!("expected ')' to close '{name}('"));
        };
        let arg = arg.trim();
        if VALUE_NAMES.contains(&name) {
            let value: f64 = arg
                .parse()
                .map_err(|_| format!("{name}: expected a number, found '{arg}'"))?;
            return Ok(Some(Entry::Value {
                name: name.to_string(),
                value,
            }));
        }
        if ATTRIBUTE_NAMES.contains(&name) {
            let mut cs = arg.chars();
            return match (cs.next(), cs.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => Ok(Some(Entry::Attribute {
                    name: name.to_string(),
                    label: c,
                })),
                _ => Err(format!("{name}: expected a label letter, found '{arg}'")),
            };
        }
        return Err(format!(
            "unknown entry '{name}'; expected one of {} or {}",
            VALUE_NAMES.join(" "),
            ATTRIBUTE_NAMES.join(" ")
        ));
    }
    if e == "NULL" {
        return Ok(None);
    }
    if is_ident(e) {
        return match Helper::from_name(e) {
            Some(h) if h.kind() == HelperKind::PatternHelper => Ok(Some(Entry::Helper(h))),
            _ => Err(format!("unknown ':'-line helper '{e}'")),
        };
    }
    Err(format!(
        "expected NAME(value) or a helper name, found '{e}'"
    ))
}

/// Parse the eye-shape format of `eyes.db`.
fn parse_eyes(file: &str, text: &str, db: &mut Database, errors: &mut Vec<ParseError>) {
    struct Cur {
        name: String,
        line: usize,
        points: Vec<(usize, usize, u8)>,
        rows: usize,
        in_diagram: bool,
        done: bool,
        /// An error was reported; skip to the next header.
        broken: bool,
    }
    let mut cur: Option<Cur> = None;
    let mut err = |line: usize, col: usize, pattern: Option<String>, message: String| {
        errors.push(ParseError {
            file: file.to_string(),
            line,
            col,
            pattern,
            message,
        });
    };
    let close = |cur: &mut Option<Cur>,
                 err: &mut dyn FnMut(usize, usize, Option<String>, String)| {
        if let Some(c) = cur.take() {
            if !c.done && !c.broken {
                err(
                    c.line,
                    1,
                    Some(c.name),
                    "expected a ':dddd' eye-value line after the diagram".into(),
                );
            }
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        if is_pattern_header(line) {
            close(&mut cur, &mut err);
            match line["Pattern".len()..].split_whitespace().next() {
                Some(name) => {
                    cur = Some(Cur {
                        name: name.to_string(),
                        line: n,
                        points: Vec::new(),
                        rows: 0,
                        in_diagram: false,
                        done: false,
                        broken: false,
                    })
                }
                None => err(n, 8, None, "expected a pattern name after 'Pattern'".into()),
            }
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            if let Some(c) = cur.as_mut() {
                if c.in_diagram {
                    c.in_diagram = false;
                }
            }
            continue;
        }
        let Some(c) = cur.as_mut() else {
            err(
                n,
                1,
                None,
                "line outside a pattern; expected 'Pattern NAME' or a comment".into(),
            );
            continue;
        };
        if c.broken {
            continue;
        }
        if c.done {
            err(
                n,
                1,
                Some(c.name.clone()),
                "unexpected line after the eye value; expected the next 'Pattern'".into(),
            );
            c.broken = true;
            continue;
        }
        if let Some(v) = line.strip_prefix(':') {
            let digits: Vec<u8> = v.bytes().collect();
            if c.points.is_empty() {
                err(
                    n,
                    1,
                    Some(c.name.clone()),
                    "':' line before any diagram row".into(),
                );
            } else if digits.len() == 4 && digits.iter().all(|d| (b'0'..=b'4').contains(d)) {
                let value = [
                    digits[0] - b'0',
                    digits[1] - b'0',
                    digits[2] - b'0',
                    digits[3] - b'0',
                ];
                db.eye_shapes.push(EyeShape {
                    name: c.name.clone(),
                    line: c.line,
                    points: std::mem::take(&mut c.points),
                    value,
                });
            } else {
                err(
                    n,
                    2,
                    Some(c.name.clone()),
                    format!("expected four digits 0-4 (an eye value), found '{v}'"),
                );
            }
            c.done = true;
            c.in_diagram = false;
            continue;
        }
        if c.rows > 0 && !c.in_diagram {
            err(
                n,
                1,
                Some(c.name.clone()),
                "second diagram in eye shape; expected the ':' eye-value line".into(),
            );
            c.broken = true;
            continue;
        }
        for (col, b) in line.bytes().enumerate() {
            if b == b' ' {
                continue;
            }
            if !EYE_CHARS.contains(&b) && !b"|+-".contains(&b) {
                err(n, col + 1, Some(c.name.clone()), format!(
                    "unexpected '{}' in eye shape; expected one of . * < > ! @ $ ( ) X x, an edge or a blank",
                    char::from(b)
                ));
                c.broken = true;
                break;
            }
            c.points.push((c.rows, col, b));
        }
        c.rows += 1;
        c.in_diagram = true;
    }
    close(&mut cur, &mut err);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (Database, Vec<ParseError>) {
        parse_database("t.db", text)
    }

    #[test]
    fn full_pattern_with_constraint_and_action() {
        let (db, errs) = parse(
            "attribute_map none\ncallback_data X\n\nPattern A1\n# comment\n\n?.*Ox   a comment\n..OYX\n-----\n\n:8,sX,value(80),shape(2)\n\n?.*ax\n..OYX\n-----\n\n;lib(a)>1\n;&& !oplay_attack(*,a)\n>antisuji(a);\n",
        );
        assert_eq!(errs, vec![]);
        let p = &db.patterns[0];
        assert_eq!(p.name, "A1");
        assert_eq!(p.diagram.height(), 2);
        assert!(p.diagram.edges.south && !p.diagram.edges.north);
        assert_eq!(p.move_point, Some((0, 2)));
        assert_eq!(p.anchor, (1, 3), "Y sets the anchor");
        assert_eq!(p.labels.get(&'a'), Some(&(0, 3)));
        assert_eq!(p.class, "sX");
        assert_eq!(p.entries.len(), 2);
        assert!(p.constraint.is_some());
        assert_eq!(p.action.len(), 1);
        assert_eq!(p.callback_data, "X");
        assert_eq!(db.attribute_map.as_deref(), Some("none"));
    }

    #[test]
    fn corner_pattern_edges() {
        let (db, errs) = parse("Pattern C\n\n|..\n|*O\n+--\n\n:8,-\n");
        assert_eq!(errs, vec![]);
        let e = db.patterns[0].diagram.edges;
        assert!(e.west && e.south && !e.east && !e.north);
    }

    #[test]
    fn errors_name_line_column_and_recover() {
        let text = "Pattern B1\n\n.*Z\n\n:8,-\n\nPattern B2\n\nO*.\n\n:8,q\n\nPattern B3\n\nO*a\n\n:8,-\n\nPattern B4\n\nO*.\n\n:8,-\n\n;lib(b)\n\nPattern OK\n\nO*\n\n:|,-\n";
        let (db, errs) = parse(text);
        assert_eq!(db.patterns.len(), 1);
        assert_eq!(db.patterns[0].name, "OK");
        assert_eq!(errs.len(), 4, "{errs:#?}");
        assert_eq!((errs[0].line, errs[0].col), (3, 3));
        assert!(errs[0].message.contains("expected"));
        assert_eq!((errs[1].line, errs[1].col), (11, 4));
        assert_eq!(errs[2].line, 15);
        assert_eq!((errs[3].line, errs[3].col), (25, 2));
        assert!(errs[3].message.contains("label 'b'"));
        assert!(errs[3].to_string().starts_with("t.db:25:2: pattern B4:"));
    }

    #[test]
    fn helper_names_and_arity_are_checked_when_compiling() {
        let text = "Pattern A\n\nO*\n\n:8,-\n\nOa\n\n;lib(a) && lib(a,a)\n>nosuch(a)\n\nPattern B\n\nO*\n\n:8,-,jump_out_helper\n\nOa\n\n;xlib(a)>1\n";
        let (db, errs) = parse(text);
        assert_eq!(errs.len(), 2, "{errs:#?}");
        assert_eq!((errs[0].line, errs[0].col), (9, 12));
        assert!(errs[0].message.contains("lib takes 1 argument(s), found 2"));
        assert_eq!((errs[1].line, errs[1].col), (10, 2));
        assert!(errs[1].message.contains("unknown helper 'nosuch'"));
        assert_eq!(db.patterns.len(), 1);
        let p = &db.patterns[0];
        assert_eq!(p.entries, vec![Entry::Helper(Helper::JumpOutHelper)]);
        let Some(expr::Expr::Binary(_, lhs, _)) = &p.constraint else {
            panic!("constraint {:?}", p.constraint)
        };
        assert!(matches!(
            **lhs,
            expr::Expr::Call {
                callee: Helper::Xlib,
                ..
            }
        ));
    }

    #[test]
    fn missing_colon_and_bad_rectangle() {
        let (_, errs) = parse(
            "Pattern A\n\nO*.\n..\n\n:8,-\n\nPattern B\n\nO*.\n\nPattern C\n\nO*\n:8,-\n;lib(\n",
        );
        assert_eq!(errs.len(), 3, "{errs:#?}");
        assert!(errs[0].message.contains("rectangular"));
        assert!(errs[1].message.contains("':' line"));
        assert_eq!(errs[2].line, 16);
    }

    #[test]
    fn formats_are_detected() {
        assert_eq!(
            detect_format("Pattern 1\n\nxx\n\n:1111\n"),
            DbFormat::EyeShapes
        );
        assert_eq!(detect_format("oOo\nO*O\n---\n\n:0\n"), DbFormat::MonteCarlo);
        let (db, errs) = parse("Pattern 1\n\n xx\n!.X\n\n:0112\n\nPattern 2\n\nxQ\n\n:1111\n");
        assert_eq!(db.eye_shapes.len(), 1);
        assert_eq!(db.eye_shapes[0].value, [0, 1, 1, 2]);
        assert_eq!(errs.len(), 1);
        assert_eq!((errs[0].line, errs[0].col), (10, 2));
    }
}
