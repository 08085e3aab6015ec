//! Patch evaluation: two runs of the same suites, A (before) and B (after),
//! compared test by test: what flipped, which answers changed without
//! flipping, and what it cost in passes, nodes and seconds, per suite and
//! per position.
//!
//! A side of a comparison is a [`Variant`]: settings of the built-in
//! engine (heuristic switches and limits), an external GTP engine, another tesuji binary, or a
//! saved run (a baseline folder or a JSON Lines file). Running variants are
//! run by the command line, interleaved per suite; this module only
//! compares records and renders the report.

use super::baseline::{self, Change};
use super::events::TestRecord;
use super::nodes::{NodeCounter, NodeTotals};
use super::tst::Status;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One side of a comparison.
#[derive(Debug, Clone, PartialEq)]
pub enum Variant {
    /// The built-in engine with these settings, heuristic switches or
    /// limits (none: the defaults).
    Settings(Vec<(String, String)>),
    /// An external GTP engine command line.
    Engine(String),
    /// Another tesuji binary, run as `BIN gtp` (and sent `clear_cache`
    /// before each test like the built-in engine).
    Tesuji(PathBuf),
    /// A baseline folder (`expected/`): one file per suite, no seconds.
    Baseline(PathBuf),
    /// A JSON Lines run written by `--json`.
    Json(PathBuf),
}

impl Variant {
    /// Parse a SPEC: `engine:CMD`, `bin:PATH`, `run:PATH`, or by form: an
    /// existing folder (a baseline), an existing `.jsonl`/`.json` file (a
    /// run), another existing file (a tesuji binary), `NAME=VALUE,...`
    /// (settings: heuristic switches and limits, as `--set` takes them),
    /// `default` or nothing (the built-in defaults),
    /// anything else with a blank in it (an engine command line).
    pub fn parse(spec: &str) -> Result<Variant, String> {
        let spec = spec.trim();
        if let Some(cmd) = spec.strip_prefix("engine:") {
            return Ok(Variant::Engine(cmd.to_string()));
        }
        if let Some(bin) = spec.strip_prefix("bin:") {
            return Ok(Variant::Tesuji(PathBuf::from(bin)));
        }
        if let Some(path) = spec.strip_prefix("run:") {
            return Self::saved(Path::new(path))
                .ok_or_else(|| format!("`{path}` is neither a baseline folder nor a file"));
        }
        if spec.is_empty() || spec == "default" {
            return Ok(Variant::Settings(Vec::new()));
        }
        let path = Path::new(spec);
        if path.exists() {
            if let Some(saved) = Self::saved(path) {
                if path.is_dir() || is_json(path) {
                    return Ok(saved);
                }
            }
            return Ok(Variant::Tesuji(path.to_path_buf()));
        }
        if spec.contains('=') && !spec.contains(' ') {
            let mut switches = Vec::new();
            for part in spec.split(',') {
                let Some((name, value)) = part.split_once('=') else {
                    return Err(format!("`{part}` in `{spec}` is not NAME=VALUE"));
                };
                let mut check = crate::engine::Settings::default();
                check
                    .set(name.trim(), value.trim())
                    .map_err(|e| format!("`{spec}`: {e}"))?;
                switches.push((name.trim().to_string(), value.trim().to_string()));
            }
            return Ok(Variant::Settings(switches));
        }
        if spec.contains(' ') {
            return Ok(Variant::Engine(spec.to_string()));
        }
        Err(format!(
            "`{spec}` is no variant: expected NAME=VALUE switches, engine:CMD, bin:PATH, \
             or an existing baseline folder or .jsonl run"
        ))
    }

    fn saved(path: &Path) -> Option<Variant> {
        if path.is_dir() {
            Some(Variant::Baseline(path.to_path_buf()))
        } else if path.is_file() {
            Some(Variant::Json(path.to_path_buf()))
        } else {
            None
        }
    }

    /// Whether this side is read rather than run.
    pub fn is_saved(&self) -> bool {
        matches!(self, Variant::Baseline(_) | Variant::Json(_))
    }

    /// How the report names this side.
    pub fn label(&self) -> String {
        match self {
            Variant::Settings(s) if s.is_empty() => "built-in defaults".into(),
            Variant::Settings(s) => s
                .iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect::<Vec<_>>()
                .join(","),
            Variant::Engine(cmd) => format!("engine `{cmd}`"),
            Variant::Tesuji(bin) => format!("tesuji {}", bin.display()),
            Variant::Baseline(dir) => format!("baseline {}", dir.display()),
            Variant::Json(file) => format!("run {}", file.display()),
        }
    }
}

fn is_json(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e == "jsonl" || e == "json" || e == "ndjson")
}

/// Per (suite, id): the command, the expected answer and the position of a
/// test, from the `.tst` files (saved baselines hold none of them).
#[derive(Debug, Clone, Default)]
pub struct TestIndex {
    pub tests: BTreeMap<(String, u64), IndexedTest>,
}

/// What a `.tst` file says about one test.
#[derive(Debug, Clone, Default)]
pub struct IndexedTest {
    pub command: String,
    pub expected: String,
    /// The setup commands the test is asked after (see [`super::exec::positions`]).
    pub position: String,
}

impl TestIndex {
    /// Fill in what saved records lack (commands and expected answers).
    pub fn complete(&self, records: &mut [TestRecord]) {
        for r in records {
            if let Some(t) = self.tests.get(&(r.suite.clone(), r.id)) {
                if r.command.is_empty() {
                    r.command = t.command.clone();
                }
                if r.expected.is_empty() {
                    r.expected = t.expected.clone();
                }
            }
        }
    }
}

/// Passes, unsupported tests, nodes and seconds of the tests both runs hold.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Cost {
    pub tests: usize,
    pub passes: [u64; 2],
    pub unsupported: [u64; 2],
    /// The node totals of A and B.
    pub nodes: [NodeTotals; 2],
    pub seconds: [f64; 2],
}

impl Cost {
    fn add(&mut self, a: &TestRecord, b: &TestRecord) {
        self.tests += 1;
        for (k, r) in [a, b].into_iter().enumerate() {
            self.passes[k] += u64::from(r.status.is_pass());
            self.unsupported[k] += u64::from(r.status == Status::Unsupported);
            self.nodes[k].add(&r.nodes);
            self.seconds[k] += r.seconds;
        }
    }

    fn merge(&mut self, other: &Cost) {
        self.tests += other.tests;
        for k in 0..2 {
            self.passes[k] += other.passes[k];
            self.unsupported[k] += other.unsupported[k];
            self.nodes[k].merge(&other.nodes[k]);
            self.seconds[k] += other.seconds[k];
        }
    }
}

/// A test that passes in one run and not in the other.
#[derive(Debug, Clone, PartialEq)]
pub struct Flip {
    pub suite: String,
    pub id: u64,
    /// B passes (a fix); otherwise B fails where A passed (a breakage).
    pub now_passes: bool,
    pub a: TestRecord,
    pub b: TestRecord,
}

/// A test whose answer or node counts changed.
#[derive(Debug, Clone, PartialEq)]
pub struct TestChange {
    pub suite: String,
    pub id: u64,
    pub a: TestRecord,
    pub b: TestRecord,
}

impl TestChange {
    /// The line the report prints for this node change.
    pub fn node_line(&self) -> String {
        node_change_text(self)
    }

    /// B's nodes minus A's, summed over the three counters.
    pub fn node_delta(&self) -> i64 {
        self.b.nodes.or_zero().sum() as i64 - self.a.nodes.or_zero().sum() as i64
    }
}

/// The nodes of the tests of one position, in both runs.
#[derive(Debug, Clone, PartialEq)]
pub struct PositionCost {
    pub suite: String,
    pub position: String,
    pub ids: Vec<u64>,
    pub nodes: [NodeTotals; 2],
}

impl PositionCost {
    pub fn delta(&self) -> i64 {
        self.nodes[1].sum() as i64 - self.nodes[0].sum() as i64
    }
}

/// Everything the report says.
#[derive(Debug, Clone)]
pub struct Comparison {
    pub labels: [String; 2],
    pub flips: Vec<Flip>,
    /// Same verdict (pass or not), other answer.
    pub answers: Vec<TestChange>,
    /// Tests whose node counts changed, the largest total change first.
    pub nodes: Vec<TestChange>,
    /// Positions whose summed nodes changed, the largest change first.
    pub positions: Vec<PositionCost>,
    /// Tests with node changes on positions whose sum did not change.
    pub moved_within_position: usize,
    /// Whether positions were known (from the `.tst` files).
    pub positions_known: bool,
    pub suites: Vec<(String, Cost)>,
    pub total: Cost,
    /// Tests only A or only B holds.
    pub only: [Vec<(String, u64)>; 2],
    /// Every change, as `regress --baseline` lists them (decides the exit code).
    pub changes: Vec<Change>,
}

/// Compare run A with run B. `index` gives the positions of tests.
pub fn compare(
    labels: [String; 2],
    a: &[TestRecord],
    b: &[TestRecord],
    index: &TestIndex,
) -> Comparison {
    let key = |r: &TestRecord| (r.suite.clone(), r.id);
    let map = |rs: &[TestRecord]| -> BTreeMap<(String, u64), TestRecord> {
        rs.iter().map(|r| (key(r), r.clone())).collect()
    };
    let (ma, mb) = (map(a), map(b));
    let mut flips = Vec::new();
    let mut answers = Vec::new();
    let mut nodes = Vec::new();
    let mut suites: BTreeMap<String, Cost> = BTreeMap::new();
    let mut positions: BTreeMap<(String, String), PositionCost> = BTreeMap::new();
    let mut node_keys: BTreeSet<(String, u64)> = BTreeSet::new();
    for (k, ra) in &ma {
        let Some(rb) = mb.get(k) else { continue };
        suites.entry(k.0.clone()).or_default().add(ra, rb);
        let change = || TestChange {
            suite: k.0.clone(),
            id: k.1,
            a: ra.clone(),
            b: rb.clone(),
        };
        if ra.status.is_pass() != rb.status.is_pass() {
            flips.push(Flip {
                suite: k.0.clone(),
                id: k.1,
                now_passes: rb.status.is_pass(),
                a: ra.clone(),
                b: rb.clone(),
            });
        } else if ra.answer != rb.answer {
            answers.push(change());
        }
        if ra.nodes.or_zero() != rb.nodes.or_zero() {
            nodes.push(change());
            node_keys.insert(k.clone());
        }
        if let Some(t) = index.tests.get(k) {
            let p = positions
                .entry((k.0.clone(), t.position.clone()))
                .or_insert_with(|| PositionCost {
                    suite: k.0.clone(),
                    position: t.position.clone(),
                    ids: Vec::new(),
                    nodes: [NodeTotals::default(); 2],
                });
            p.ids.push(k.1);
            for (side, r) in [ra, rb].into_iter().enumerate() {
                p.nodes[side].add(&r.nodes);
            }
        }
    }
    let positions_known = !positions.is_empty();
    let mut moved_within_position = 0;
    let mut changed_positions = Vec::new();
    for p in positions.into_values() {
        let changed_tests = p
            .ids
            .iter()
            .filter(|id| node_keys.contains(&(p.suite.clone(), **id)))
            .count();
        if p.nodes[0] != p.nodes[1] {
            changed_positions.push(p);
        } else {
            moved_within_position += changed_tests;
        }
    }
    changed_positions.sort_by(|x, y| {
        y.delta()
            .abs()
            .cmp(&x.delta().abs())
            .then_with(|| (&x.suite, &x.ids).cmp(&(&y.suite, &y.ids)))
    });
    nodes.sort_by(|x, y| {
        y.node_delta()
            .abs()
            .cmp(&x.node_delta().abs())
            .then_with(|| (&x.suite, x.id).cmp(&(&y.suite, y.id)))
    });
    let only_in = |m: &BTreeMap<(String, u64), TestRecord>, other: &BTreeMap<_, _>| {
        m.keys()
            .filter(|k| !other.contains_key(*k))
            .cloned()
            .collect::<Vec<_>>()
    };
    let mut total = Cost::default();
    for cost in suites.values() {
        total.merge(cost);
    }
    Comparison {
        labels,
        flips,
        answers,
        nodes,
        positions: changed_positions,
        moved_within_position,
        positions_known,
        suites: suites.into_iter().collect(),
        total,
        only: [only_in(&ma, &mb), only_in(&mb, &ma)],
        changes: baseline::diff_runs(a, b),
    }
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A signed count with thousands separators: `+1,234`, `-56`, `+0`.
pub fn signed(n: i64) -> String {
    let sign = if n < 0 { '-' } else { '+' };
    format!("{sign}{}", thousands(n.unsigned_abs()))
}

/// `(+1.5%)`, `(new)` from zero, nothing when both are zero.
pub fn percent(from: u64, to: u64) -> String {
    match (from, to) {
        (0, 0) => String::new(),
        (0, _) => " (new)".into(),
        _ => format!(
            " ({:+.1}%)",
            (to as f64 - from as f64) * 100.0 / from as f64
        ),
    }
}

/// The breakage line in GNU Go `regress.pike`'s layout:
/// `owl1:334        PASS 1 C18 [1 C18]`.
pub fn flip_line(f: &Flip) -> String {
    let answer = match f.b.status {
        Status::Crashed | Status::Timeout => format!("({})", f.b.status),
        _ => f.b.answer.clone(),
    };
    format!(
        "{:<15} {} {answer} [{}]",
        format!("{}:{}", f.suite, f.id),
        if f.now_passes { "PASS" } else { "FAIL" },
        f.b.expected
    )
}

/// The flips counted per command, so that move-generation flips stand
/// beside owl flips: `By command: owl_attack +2 -1, reg_genmove +0 -3`.
pub fn flips_by_command(flips: &[Flip]) -> String {
    let mut counts: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    for f in flips {
        let name = f.b.command.split_whitespace().next().unwrap_or("?");
        let entry = counts.entry(name).or_default();
        if f.now_passes {
            entry.0 += 1;
        } else {
            entry.1 += 1;
        }
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(name, (fixed, broken))| format!("{name} +{fixed} -{broken}"))
        .collect();
    format!("By command: {}", parts.join(", "))
}

/// The cost of a suite (or the total) as report lines.
pub fn cost_text(name: &str, c: &Cost) -> String {
    let mut out = format!(
        "{name}: {} tests, passes {} → {}",
        c.tests, c.passes[0], c.passes[1]
    );
    if c.unsupported != [0, 0] {
        let _ = write!(
            out,
            ", unsupported {} → {}",
            c.unsupported[0], c.unsupported[1]
        );
    }
    for counter in NodeCounter::ALL {
        let (x, y) = (c.nodes[0][counter], c.nodes[1][counter]);
        if x == 0 && y == 0 {
            continue;
        }
        let _ = write!(
            out,
            "\n  {} nodes {} → {}{}",
            counter.name(),
            thousands(x),
            thousands(y),
            percent(x, y)
        );
    }
    let ratio = if c.seconds[0] > 0.0 && c.seconds[1] > 0.0 {
        format!(" (x{:.2})", c.seconds[1] / c.seconds[0])
    } else {
        String::new()
    };
    let _ = write!(
        out,
        "\n  seconds {:.2} → {:.2}{ratio}",
        c.seconds[0], c.seconds[1]
    );
    out
}

fn node_change_text(c: &TestChange) -> String {
    let (a, b) = (c.a.nodes.or_zero(), c.b.nodes.or_zero());
    let parts: Vec<String> = NodeCounter::ALL
        .into_iter()
        .filter(|&k| a[k] != b[k])
        .map(|k| {
            format!(
                "{} {} → {}{}",
                k.name(),
                thousands(a[k]),
                thousands(b[k]),
                percent(a[k], b[k])
            )
        })
        .collect();
    format!(
        "{:<15} {} nodes: {}",
        format!("{}:{}", c.suite, c.id),
        signed(c.node_delta()),
        parts.join(", ")
    )
}

fn id_ranges(ids: &[u64]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let mut j = i;
        while j + 1 < ids.len() && ids[j + 1] == ids[j] + 1 {
            j += 1;
        }
        out.push(if j > i {
            format!("{}-{}", ids[i], ids[j])
        } else {
            ids[i].to_string()
        });
        i = j + 1;
    }
    out.join(",")
}

/// How many node changes the report lists (tests and positions each).
pub const TOP: usize = 10;

impl Comparison {
    /// The whole text report. `top`: how many node changes to list.
    pub fn render(&self, top: usize) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "A: {}", self.labels[0]);
        let _ = writeln!(out, "B: {}", self.labels[1]);
        let broken = self.flips.iter().filter(|f| !f.now_passes).count();
        let fixed = self.flips.len() - broken;
        let _ = writeln!(
            out,
            "\n== Flipped tests A → B: {fixed} now pass, {broken} now fail"
        );
        if !self.flips.is_empty() {
            let _ = writeln!(out, "{}", flips_by_command(&self.flips));
        }
        let mut suite = "";
        for f in &self.flips {
            if f.suite != suite && !suite.is_empty() {
                out.push('\n');
            }
            suite = &f.suite;
            let _ = writeln!(out, "{}", flip_line(f));
        }
        if !self.answers.is_empty() {
            let _ = writeln!(
                out,
                "\n== Answers changed without flipping: {}",
                self.answers.len()
            );
            for c in &self.answers {
                let verdict = if c.b.status.is_pass() { "PASS" } else { "FAIL" };
                let _ = writeln!(
                    out,
                    "{:<15} {verdict} {} → {} [{}]",
                    format!("{}:{}", c.suite, c.id),
                    c.a.answer,
                    c.b.answer,
                    c.b.expected
                );
            }
        }
        for (side, only) in self.only.iter().enumerate() {
            if !only.is_empty() {
                let names: Vec<String> = only.iter().map(|(s, id)| format!("{s}:{id}")).collect();
                let shown = names.iter().take(20).cloned().collect::<Vec<_>>().join(" ");
                let more = if names.len() > 20 { " ..." } else { "" };
                let _ = writeln!(
                    out,
                    "\nOnly in {}: {} tests: {shown}{more}",
                    ["A", "B"][side],
                    names.len()
                );
            }
        }
        let _ = writeln!(out, "\n== Cost A → B");
        for (name, cost) in &self.suites {
            let _ = writeln!(out, "{}", cost_text(name, cost));
        }
        if self.suites.len() != 1 {
            let _ = writeln!(out, "{}", cost_text("Total", &self.total));
        }
        if !self.nodes.is_empty() {
            let _ = writeln!(
                out,
                "\n== Node changes by test: {} tests changed, the largest {}",
                self.nodes.len(),
                top.min(self.nodes.len())
            );
            for c in self.nodes.iter().take(top) {
                let _ = writeln!(out, "{}", node_change_text(c));
            }
            if self.positions_known {
                let _ = writeln!(
                    out,
                    "\n== Node changes by position: {} positions changed; {} of the tests' \
                     changes only moved nodes between tests of one position",
                    self.positions.len(),
                    self.moved_within_position
                );
                for p in self.positions.iter().take(top) {
                    let _ = writeln!(
                        out,
                        "{:<15} {} nodes ({} → {}): {}",
                        format!("{}:{}", p.suite, id_ranges(&p.ids)),
                        signed(p.delta()),
                        thousands(p.nodes[0].sum()),
                        thousands(p.nodes[1].sum()),
                        if p.position.is_empty() {
                            "(initial position)"
                        } else {
                            &p.position
                        }
                    );
                }
            }
        }
        let _ = writeln!(
            out,
            "\nCompare A → B: {}",
            baseline::summarise(&self.changes)
        );
        out
    }
}

/// A unified diff of two baseline folders' files (suites in either).
pub fn baseline_diff(a: &Path, b: &Path, suites: &[String]) -> Result<String, String> {
    let mut out = String::new();
    for suite in suites {
        let read = |dir: &Path| {
            let path = baseline::suite_file(dir, suite);
            match crate::util::read_input_text(&path, crate::util::MAX_TEXT_INPUT) {
                Ok(t) => Ok(t),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(String::new()),
                Err(e) => Err(format!("{}: {e}", path.display())),
            }
        };
        let (ta, tb) = (read(a)?, read(b)?);
        if ta == tb {
            continue;
        }
        let diff = similar::TextDiff::from_lines(&ta, &tb);
        let _ = write!(
            out,
            "{}",
            diff.unified_diff().context_radius(1).header(
                &baseline::suite_file(a, suite).display().to_string(),
                &baseline::suite_file(b, suite).display().to_string()
            )
        );
    }
    Ok(out)
}

/// The records of a baseline folder: the named suites, or every `*.txt` in it.
pub fn load_baseline(dir: &Path, suites: Option<&[String]>) -> Result<Vec<TestRecord>, String> {
    let names: Vec<String> = match suites {
        Some(s) => s.to_vec(),
        None => baseline_suites(dir)?,
    };
    let mut records = Vec::new();
    for name in names {
        if let Some(results) = baseline::load_suite(dir, &name).map_err(|e| e.to_string())? {
            records.extend(results.into_values());
        }
    }
    Ok(records)
}

/// The suites a baseline folder holds.
pub fn baseline_suites(dir: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "txt"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    Ok(names)
}

#[cfg(test)]
mod tests;
