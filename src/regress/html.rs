//! The HTML report (`--html DIR`): an index of the run, one page per
//! suite and one per test with an SVG board of its position (stones, the
//! last move, the expected answer's points and the actual answer's points
//! marked), the GTP exchange, node counts and the position's SGF; and the
//! compare report, flipped tests side by side. Every file is written
//! atomically.
//!
//! A test's position is rebuilt by a fresh built-in engine replaying the
//! suite's setup commands (and the numbered commands that change the
//! board: `play`, `trymove`, `popgo`, ... ; a `genmove` test plays the
//! answer the run gave), so the board is the one the question was asked on.

use super::compare::{thousands, Comparison};
use super::events::{Event, TestRecord};
use super::exec::positions;
use super::nodes::NodeCounter;
use super::report::Reporter;
use super::tst::{Item, Status, Suite};
use super::Backend;
use crate::board::{Color, Move, Point};
use crate::gtp::{EngineConfig, Gtp};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;
use std::path::{Path, PathBuf};

/// The board a test was asked on.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardView {
    pub size: usize,
    /// (column, row from the top, colour).
    pub stones: Vec<(usize, usize, Color)>,
    pub last: Option<(usize, usize)>,
    pub sgf: String,
}

/// Numbered commands that change the position, replayed for later tests.
const STATE_CHANGING: [&str; 13] = [
    "play",
    "black",
    "white",
    "undo",
    "trymove",
    "tryko",
    "popgo",
    "loadsgf",
    "boardsize",
    "clear_board",
    "komi",
    "fixed_handicap",
    "genmove",
];

fn view_of(engine: &Gtp) -> BoardView {
    let board = &engine.board;
    let size = board.size();
    let stones = board
        .points()
        .filter_map(|p| board.color_at(p).map(|c| (p.col(), p.row(), c)))
        .collect();
    let last = match board.last_move() {
        Some(Move::Play(p)) => Some((p.col(), p.row())),
        _ => None,
    };
    let sgf = crate::sgf::position_to_sgf(board, engine.komi, board.to_move());
    BoardView {
        size,
        stones,
        last,
        sgf,
    }
}

/// The boards of the tests of `path` that `records` hold, by id.
pub fn boards(path: &Path, records: &[TestRecord]) -> Result<BTreeMap<u64, BoardView>, String> {
    let suite = Suite::load(path).map_err(|e| e.to_string())?;
    let wanted: BTreeMap<u64, &TestRecord> = records.iter().map(|r| (r.id, r)).collect();
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut engine = Gtp::new(EngineConfig {
        base_dir: Some(dir),
        ..EngineConfig::default()
    });
    let mut out = BTreeMap::new();
    for item in &suite.items {
        match item {
            Item::Setup { command, .. } => {
                let _ = Backend::execute(&mut engine, command);
            }
            Item::Test(t) => {
                if wanted.contains_key(&t.id) {
                    out.insert(t.id, view_of(&engine));
                }
                let verb = t.command.split_whitespace().next().unwrap_or("");
                if verb == "genmove" {
                    // Play what the engine of the run played.
                    if let (Some(r), Some(colour)) =
                        (wanted.get(&t.id), t.command.split_whitespace().nth(1))
                    {
                        let _ =
                            Backend::execute(&mut engine, &format!("play {colour} {}", r.answer));
                    }
                } else if STATE_CHANGING.contains(&verb) {
                    let _ = Backend::execute(&mut engine, &t.command);
                }
            }
        }
    }
    Ok(out)
}

/// The board points named in `text` (`1 (C18|D18)`, `B2 C3`), on a board of `size`.
pub fn points_in(text: &str, size: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for word in text.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word.len() < 2 || word.len() > 3 || !word.as_bytes()[0].is_ascii_alphabetic() {
            continue;
        }
        if !word[1..].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        if let Some(p) = Point::parse_vertex(word, size) {
            let at = (p.col(), p.row());
            if !out.contains(&at) {
                out.push(at);
            }
        }
    }
    out
}

/// Escape text for HTML.
pub fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const CELL: usize = 24;

fn column_letter(col: usize) -> char {
    let c = b'A' + col as u8;
    (if c >= b'I' { c + 1 } else { c }) as char
}

/// Points to mark on a board.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    /// The points the command asks about (blue diamonds).
    pub targets: Vec<(usize, usize)>,
    /// The expected answer's points (green squares).
    pub expected: Vec<(usize, usize)>,
    /// The actual answer's points (red circles).
    pub answer: Vec<(usize, usize)>,
}

impl Marks {
    /// The marks of a test: its command's, expected answer's and answer's points.
    pub fn of(r: &TestRecord, size: usize) -> Marks {
        Marks {
            targets: points_in(&r.command, size),
            expected: points_in(&r.expected, size),
            answer: points_in(&r.answer, size),
        }
    }
}

/// An SVG board: stones, the last move (a dot), and the [`Marks`].
pub fn svg_board(view: &BoardView, marks: &Marks) -> String {
    let (expected, answer) = (&marks.expected, &marks.answer);
    let n = view.size;
    let margin = CELL + CELL / 2;
    let side = margin * 2 + CELL * (n.saturating_sub(1));
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" viewBox="0 0 {side} {side}" class="board"><rect width="{side}" height="{side}" fill="#dcb35c"/>"##
    );
    let at = |i: usize| margin + i * CELL;
    for i in 0..n {
        let _ = write!(
            s,
            r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#000" stroke-width="1"/><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#000" stroke-width="1"/>"##,
            at(0),
            at(i),
            at(n - 1),
            at(i),
            at(i),
            at(0),
            at(i),
            at(n - 1)
        );
        let _ = write!(
            s,
            r##"<text x="{}" y="{}" font-size="10" text-anchor="middle" font-family="sans-serif">{}</text><text x="{}" y="{}" font-size="10" text-anchor="middle" font-family="sans-serif">{}</text>"##,
            at(i),
            CELL / 2 + 2,
            column_letter(i),
            CELL / 2,
            at(i) + 3,
            n - i
        );
    }
    for (col, row, colour) in &view.stones {
        let (fill, stroke) = match colour {
            Color::Black => ("#111", "#000"),
            Color::White => ("#f8f8f8", "#444"),
        };
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="{stroke}"/>"##,
            at(*col),
            at(*row),
            CELL / 2 - 1
        );
    }
    if let Some((col, row)) = view.last {
        let dark = view
            .stones
            .iter()
            .any(|(c, r, k)| (*c, *r) == (col, row) && *k == Color::Black);
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="{}" r="4" fill="{}"/>"##,
            at(col),
            at(row),
            if dark { "#fff" } else { "#000" }
        );
    }
    for (col, row) in &marks.targets {
        let (x, y, r) = (at(*col), at(*row), CELL / 2 - 2);
        let _ = write!(
            s,
            r##"<polygon points="{},{} {},{} {},{} {},{}" fill="none" stroke="#06c" stroke-width="2"><title>asked</title></polygon>"##,
            x,
            y - r,
            x + r,
            y,
            x,
            y + r,
            x - r,
            y
        );
    }
    for (col, row) in expected {
        let h = CELL / 2 - 3;
        let _ = write!(
            s,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#0a0" stroke-width="3"><title>expected</title></rect>"##,
            at(*col) - h,
            at(*row) - h,
            2 * h,
            2 * h
        );
    }
    for (col, row) in answer {
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="#d00" stroke-width="3"><title>answer</title></circle>"##,
            at(*col),
            at(*row),
            CELL / 2 - 5
        );
    }
    s.push_str("</svg>");
    s
}

const STYLE: &str = "body{font-family:sans-serif;margin:1.5em;color:#222}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}\
th{background:#eee}.pass{color:#070}.fail{color:#b00}.other{color:#777}\
pre{background:#f4f4f4;padding:8px;overflow-x:auto}.pair{display:flex;gap:2em}\
.legend{font-size:90%;color:#555}.proved{font-size:80%;color:#fff;background:#2a6;border-radius:3px;padding:0 4px;margin-left:4px}";

/// The badge of an answer the life-and-death solver proved.
const PROVED: &str =
    "<span class=\"proved\" title=\"proved by the life-and-death solver\">proved</span>";

/// The badge after an answer: `proved` when the solver proved it.
fn proved_badge(r: &TestRecord) -> &'static str {
    if r.proved == Some(true) {
        PROVED
    } else {
        ""
    }
}

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head>\n<body>\n{body}\n</body></html>\n",
        esc(title)
    )
}

fn class_of(status: Status) -> &'static str {
    match status {
        Status::Passed | Status::UnexpectedPass => "pass",
        Status::Failed | Status::UnexpectedFail | Status::Crashed | Status::Timeout => "fail",
        Status::Ignored | Status::Unsupported => "other",
    }
}

fn count(n: Option<u64>) -> String {
    n.map_or("-".to_string(), thousands)
}

fn nodes_text(r: &TestRecord) -> String {
    let parts: Vec<String> = r
        .nodes
        .iter()
        .map(|(c, n)| format!("{} {}", c.name(), count(n)))
        .collect();
    parts.join(", ")
}

/// The table headers of the node counters: `<th>reading nodes</th>...`.
fn counter_headers() -> String {
    NodeCounter::ALL
        .iter()
        .map(|c| format!("<th>{} nodes</th>", c.name()))
        .collect()
}

/// Table cells, one per item.
fn cells(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .map(|text| format!("<td>{text}</td>"))
        .collect()
}

fn write(path: &Path, text: &str) -> io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    crate::util::write_atomically(path, text.as_bytes())
}

/// A file name safe for a suite's folder.
fn safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

const LEGEND: &str = "<p class=\"legend\">Blue diamonds: the points the command asks about; green squares: the expected answer's points; red circles: the answer's points; a dot: the last move.</p>";

/// One suite of a run: its name, `.tst` path and records.
pub type SuiteRecords = (String, PathBuf, Vec<TestRecord>);

/// Write the report of a run into `dir`.
pub fn write_run(dir: &Path, suites: &[SuiteRecords]) -> io::Result<()> {
    let mut index = format!("<h1>Regression run</h1>\n<table><tr><th>suite</th><th>tests</th><th>passes</th><th>unexpected failures</th><th>unexpected passes</th><th>unsupported</th>{}<th>seconds</th></tr>\n", counter_headers());
    for (name, path, records) in suites {
        let mut c = super::events::Counters::default();
        for r in records {
            c.add(r);
        }
        let _ = writeln!(
            index,
            "<tr><td><a href=\"{0}/index.html\">{1}</a></td><td>{2}</td><td>{3}</td><td>{4}</td><td>{5}</td><td>{6}</td>{7}<td>{8:.2}</td></tr>",
            safe(name),
            esc(name),
            records.len(),
            c.passes(),
            c.unexpected_failures,
            c.unexpected_passes,
            c.unsupported,
            cells(c.nodes.iter().map(|(_, n)| thousands(n))),
            c.seconds
        );
        write_suite(dir, name, path, records)?;
    }
    index.push_str("</table>\n");
    write(&dir.join("index.html"), &page("Regression run", &index))
}

fn write_suite(dir: &Path, name: &str, path: &Path, records: &[TestRecord]) -> io::Result<()> {
    let folder = dir.join(safe(name));
    let boards = boards(path, records).unwrap_or_default();
    let setups: BTreeMap<u64, String> = Suite::load(path)
        .map(|s| positions(&s).into_iter().collect())
        .unwrap_or_default();
    let mut body = format!(
        "<h1>{}</h1><p><a href=\"../index.html\">all suites</a> · {}</p>\n<table><tr><th>test</th><th>command</th><th>expected</th><th>answer</th><th>status</th>{}<th>seconds</th></tr>\n",
        esc(name),
        esc(&path.display().to_string()),
        counter_headers()
    );
    for r in records {
        let _ = writeln!(
            body,
            "<tr><td><a href=\"{id}.html\">{id}</a></td><td>{}</td><td>{}</td><td>{}{}</td><td class=\"{}\">{}</td>{}<td>{:.3}</td></tr>",
            esc(&r.command),
            esc(&r.expected),
            esc(&r.answer),
            proved_badge(r),
            class_of(r.status),
            r.status,
            cells(r.nodes.iter().map(|(_, n)| count(n))),
            r.seconds,
            id = r.id
        );
        let setup = setups.get(&r.id).cloned().unwrap_or_default();
        write(
            &folder.join(format!("{}.html", r.id)),
            &test_page(name, r, boards.get(&r.id), &setup),
        )?;
    }
    body.push_str("</table>\n");
    write(&folder.join("index.html"), &page(name, &body))
}

fn board_html(view: Option<&BoardView>, r: &TestRecord) -> String {
    match view {
        Some(v) => svg_board(v, &Marks::of(r, v.size)),
        None => "<p>(no board: the position could not be rebuilt)</p>".into(),
    }
}

fn test_page(suite: &str, r: &TestRecord, view: Option<&BoardView>, setup: &str) -> String {
    let mut body = format!(
        "<h1>{}:{}</h1><p><a href=\"index.html\">{}</a></p>\n",
        esc(suite),
        r.id,
        esc(suite)
    );
    let _ = writeln!(
        body,
        "<p class=\"{}\">{} — expected [{}], answer '{}'</p>",
        class_of(r.status),
        r.status,
        esc(&r.expected),
        esc(&r.answer)
    );
    match r.proved {
        Some(true) => body.push_str(&format!(
            "<p>{PROVED} The answer is the life-and-death solver's proof.</p>\n"
        )),
        Some(false) => body.push_str("<p>The answer is owl's heuristic search (not proved).</p>\n"),
        None => {}
    }
    body.push_str(&board_html(view, r));
    body.push_str(LEGEND);
    body.push_str("<h2>GTP exchange</h2><pre>");
    for command in setup.split("; ").filter(|c| !c.is_empty()) {
        let _ = writeln!(body, "{}", esc(command));
    }
    let _ = writeln!(
        body,
        "{} {}\n={} {}</pre>",
        r.id,
        esc(&r.command),
        r.id,
        esc(&r.answer)
    );
    let _ = writeln!(
        body,
        "<h2>Nodes</h2><p>{}; {:.3} s</p>",
        nodes_text(r),
        r.seconds
    );
    if let Some(v) = view {
        let _ = writeln!(body, "<h2>SGF</h2><pre>{}</pre>", esc(&v.sgf));
    }
    page(&format!("{suite}:{}", r.id), &body)
}

/// Write the report of a comparison into `dir`: the cost table, and every
/// flipped test with A's and B's answers side by side on its board.
/// `paths` gives each suite's `.tst` file (for the boards).
pub fn write_compare(
    dir: &Path,
    comparison: &Comparison,
    paths: &BTreeMap<String, PathBuf>,
) -> io::Result<()> {
    let mut body = format!(
        "<h1>Compare</h1><p>A: {}<br>B: {}</p>\n<h2>Cost A → B</h2><table><tr><th>suite</th><th>tests</th><th>passes</th>{}<th>seconds</th></tr>\n",
        esc(&comparison.labels[0]),
        esc(&comparison.labels[1]),
        counter_headers()
    );
    let mut rows: Vec<(&str, &super::compare::Cost)> = comparison
        .suites
        .iter()
        .map(|(n, c)| (n.as_str(), c))
        .collect();
    rows.push(("Total", &comparison.total));
    for (name, c) in rows {
        let nodes = NodeCounter::ALL.map(|k| {
            format!(
                "{} → {}{}",
                thousands(c.nodes[0][k]),
                thousands(c.nodes[1][k]),
                super::compare::percent(c.nodes[0][k], c.nodes[1][k])
            )
        });
        let _ = writeln!(
            body,
            "<tr><td>{}</td><td>{}</td><td>{} → {}</td>{}<td>{:.2} → {:.2}</td></tr>",
            esc(name),
            c.tests,
            c.passes[0],
            c.passes[1],
            cells(nodes),
            c.seconds[0],
            c.seconds[1]
        );
    }
    body.push_str("</table>\n");
    let _ = writeln!(
        body,
        "<h2>Flipped tests: {}</h2>{LEGEND}",
        comparison.flips.len()
    );
    let mut by_suite: BTreeMap<&str, Vec<&super::compare::Flip>> = BTreeMap::new();
    for f in &comparison.flips {
        by_suite.entry(&f.suite).or_default().push(f);
    }
    for (suite, flips) in by_suite {
        let boards_a = paths.get(suite).map(|p| {
            let records: Vec<TestRecord> = flips.iter().map(|f| f.a.clone()).collect();
            boards(p, &records).unwrap_or_default()
        });
        for f in flips {
            let view = boards_a.as_ref().and_then(|b| b.get(&f.id));
            let _ = writeln!(
                body,
                "<h3 class=\"{}\">{}</h3><p><code>{}</code> expected [{}]</p><div class=\"pair\">",
                if f.now_passes { "pass" } else { "fail" },
                esc(&super::compare::flip_line(f)),
                esc(&f.b.command),
                esc(&f.b.expected)
            );
            for (label, r) in [("A", &f.a), ("B", &f.b)] {
                let _ = writeln!(
                    body,
                    "<div><p><b>{label}</b>: <span class=\"{}\">{} '{}'</span><br>{}</p>{}</div>",
                    class_of(r.status),
                    r.status,
                    esc(&r.answer),
                    nodes_text(r),
                    board_html(view, r)
                );
            }
            body.push_str("</div>\n");
        }
    }
    write(&dir.join("index.html"), &page("Compare", &body))
}

/// Collects a run and writes its report at `finish`.
pub struct HtmlReporter {
    dir: PathBuf,
    suites: Vec<SuiteRecords>,
}

impl HtmlReporter {
    pub fn new(dir: PathBuf) -> Self {
        HtmlReporter {
            dir,
            suites: Vec::new(),
        }
    }
}

impl Reporter for HtmlReporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::SuiteStarted { suite, path, .. } => {
                self.suites
                    .push((suite.clone(), PathBuf::from(path), Vec::new()));
            }
            Event::TestFinished(r) => {
                if let Some((_, _, records)) = self.suites.last_mut() {
                    records.push(r.clone());
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        write_run(&self.dir, &self.suites)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_of_answers_and_regexes() {
        assert_eq!(points_in("1 (C18|D18)", 19), [(2, 1), (3, 1)]);
        assert_eq!(points_in("B2 PASS W+3.5 0", 9), [(1, 7)]);
        assert_eq!(points_in("I5 Z1 A20", 19), []);
    }

    #[test]
    fn board_svg_marks_stones_and_answers() {
        let view = BoardView {
            size: 5,
            stones: vec![(0, 0, Color::Black), (1, 0, Color::White)],
            last: Some((1, 0)),
            sgf: String::new(),
        };
        let marks = Marks {
            targets: vec![(0, 0)],
            expected: vec![(2, 2)],
            answer: vec![(3, 3)],
        };
        let svg = svg_board(&view, &marks);
        assert_eq!(svg.matches("<circle").count(), 4, "{svg}");
        assert_eq!(svg.matches("<polygon").count(), 1, "{svg}");
        assert!(svg.contains("<title>expected</title>"));
        assert!(svg.contains("<title>answer</title>"));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    }
}
