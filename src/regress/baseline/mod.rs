//! Stored baselines (one diff-friendly text file per suite) and the list of
//! changes between two result sets.
//!
//! A baseline line is `id TAB status TAB answer` and then one column per
//! node counter ([`NodeCounter::ALL`]: `reading_nodes`, `owl_nodes`,
//! `connection_nodes`), sorted by id; `-` stands for an unknown node count;
//! tabs, newlines and backslashes in answers are escaped. The header line
//! names the columns, so a file written before a counter existed still
//! reads (that counter is unknown). Seconds are never stored or compared;
//! node counts are.
//!
//! Accepting is all or nothing: every suite file is staged first (written
//! and flushed beside its target, symlinks resolved, modes kept), then all
//! are renamed over their targets; a failed rename puts the files already
//! replaced back, and a stop requested before the renames leaves every file
//! as it was.

use super::events::TestRecord;
use super::nodes::{NodeCounter, Nodes, COUNTERS};
use super::tst::Status;
use crate::util::{write_atomically, Staged};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// The results of one suite, by test id.
pub type SuiteResults = BTreeMap<u64, TestRecord>;

/// A malformed baseline file.
#[derive(Debug, thiserror::Error)]
pub enum BaselineError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{line}: {message}", path.display())]
    Syntax {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// A stop was requested before the staged files were swapped in.
    #[error("stopped before the baselines in {} were replaced; none changed", dir.display())]
    Stopped { dir: PathBuf },
}

/// The baseline file of `suite` in `dir`.
pub fn suite_file(dir: &Path, suite: &str) -> PathBuf {
    dir.join(format!("{suite}.txt"))
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

fn unescape(text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            other => {
                return Err(format!(
                    "bad escape `\\{}`",
                    other.map(String::from).unwrap_or_default()
                ))
            }
        }
    }
    Ok(out)
}

fn node_field(n: Option<u64>) -> String {
    n.map_or_else(|| "-".to_string(), |n| n.to_string())
}

/// The columns of a baseline line before the node counts.
const FIXED_COLUMNS: [&str; 3] = ["id", "status", "answer"];

/// The columns of the files written before the header named them: the
/// three counters there were then.
const LEGACY_COUNTERS: [NodeCounter; 3] = [
    NodeCounter::Reading,
    NodeCounter::Owl,
    NodeCounter::Connection,
];

/// The text of a baseline file.
pub fn render_suite(suite: &str, results: &SuiteResults) -> String {
    let mut columns: Vec<String> = FIXED_COLUMNS.iter().map(|c| c.to_string()).collect();
    columns.extend(NodeCounter::ALL.map(NodeCounter::field));
    let mut text = format!(
        "# regression baseline of suite {suite}\n# {}\n",
        columns.join("\t")
    );
    for r in results.values() {
        let mut line = format!("{}\t{}\t{}", r.id, r.status, escape(&r.answer));
        for (_, n) in r.nodes.iter() {
            line.push('\t');
            line.push_str(&node_field(n));
        }
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The node counters of a header line's columns (`# id TAB status TAB
/// answer TAB reading_nodes ...`), or `None` when the line is no header.
fn header_counters(line: &str) -> Option<Result<Vec<NodeCounter>, String>> {
    let columns: Vec<&str> = line.strip_prefix("# ")?.split('\t').collect();
    if columns.get(..FIXED_COLUMNS.len()) != Some(&FIXED_COLUMNS[..]) {
        return None;
    }
    Some(
        columns[FIXED_COLUMNS.len()..]
            .iter()
            .map(|c| NodeCounter::from_field(c).ok_or_else(|| format!("unknown column `{c}`")))
            .collect(),
    )
}

/// Parse the text of a baseline file (`path` is for messages only).
pub fn parse_suite(path: &Path, suite: &str, text: &str) -> Result<SuiteResults, BaselineError> {
    let mut results = SuiteResults::new();
    let mut counters: Vec<NodeCounter> = LEGACY_COUNTERS.to_vec();
    for (index, line) in text.lines().enumerate() {
        let err = |message: String| BaselineError::Syntax {
            path: path.to_path_buf(),
            line: index + 1,
            message,
        };
        if let Some(header) = header_counters(line) {
            counters = header.map_err(err)?;
            continue;
        }
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let expected = FIXED_COLUMNS.len() + counters.len();
        if fields.len() != expected {
            return Err(err(format!(
                "expected {expected} tab-separated fields, found {}",
                fields.len()
            )));
        }
        let (id, status, answer) = (fields[0], fields[1], fields[2]);
        let id: u64 = id.parse().map_err(|_| err(format!("bad test id `{id}`")))?;
        let status =
            Status::from_word(status).ok_or_else(|| err(format!("bad status `{status}`")))?;
        let answer = unescape(answer).map_err(&err)?;
        let nodes = |f: &str| -> Result<Option<u64>, BaselineError> {
            if f == "-" {
                Ok(None)
            } else {
                f.parse()
                    .map(Some)
                    .map_err(|_| err(format!("bad node count `{f}`")))
            }
        };
        let mut counts = Nodes::default();
        for (&c, field) in counters.iter().zip(&fields[FIXED_COLUMNS.len()..]) {
            counts.set(c, nodes(field)?);
        }
        let record = TestRecord {
            suite: suite.to_string(),
            id,
            command: String::new(),
            expected: String::new(),
            answer,
            status,
            nodes: counts,
            seconds: 0.0,
            proved: None,
        };
        if results.insert(id, record).is_some() {
            return Err(err(format!("test {id} listed twice")));
        }
    }
    Ok(results)
}

/// Load the baseline of `suite` from `dir`; `None` when there is none yet.
pub fn load_suite(dir: &Path, suite: &str) -> Result<Option<SuiteResults>, BaselineError> {
    let path = suite_file(dir, suite);
    match crate::util::read_input_text(&path, crate::util::MAX_TEXT_INPUT) {
        Ok(text) => parse_suite(&path, suite, &text).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(BaselineError::Io { path, source }),
    }
}

/// Write the baseline of `suite` into `dir` atomically.
pub fn store_suite(dir: &Path, suite: &str, results: &SuiteResults) -> Result<(), BaselineError> {
    store_suites(dir, &[(suite.to_string(), results.clone())], None)
}

/// Write the baselines of several suites into `dir`, all or none (see the
/// module doc). `stop`, when set before the swap, leaves every file as it was.
pub fn store_suites(
    dir: &Path,
    suites: &[(String, SuiteResults)],
    stop: Option<&AtomicBool>,
) -> Result<(), BaselineError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| BaselineError::Io { path, source }
    };
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    // Stage everything, keeping what each target held.
    let mut staged: Vec<(Staged, Option<Vec<u8>>)> = Vec::with_capacity(suites.len());
    for (suite, results) in suites {
        let path = suite_file(dir, suite);
        let file =
            Staged::new(&path, render_suite(suite, results).as_bytes()).map_err(io(&path))?;
        let old = match std::fs::read(file.target()) {
            Ok(bytes) => Some(bytes),
            // A folder in the way fails at the swap, which then undoes the rest.
            Err(_) if file.target().is_dir() => None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(io(&path)(e)),
        };
        staged.push((file, old));
    }
    if stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
        return Err(BaselineError::Stopped {
            dir: dir.to_path_buf(),
        });
    }
    // Swap them in; on a failure put back the ones already replaced.
    let mut done: Vec<(PathBuf, Option<Vec<u8>>)> = Vec::with_capacity(staged.len());
    for (file, old) in staged {
        let target = file.target().to_path_buf();
        if let Err(source) = file.commit() {
            for (path, old) in done.iter().rev() {
                let _ = match old {
                    Some(bytes) => write_atomically(path, bytes),
                    None => std::fs::remove_file(path),
                };
            }
            return Err(BaselineError::Io {
                path: target,
                source: std::io::Error::new(
                    source.kind(),
                    format!("{source}; no baseline changed"),
                ),
            });
        }
        done.push((target, old));
    }
    Ok(())
}

fn is_bad(status: Status) -> bool {
    matches!(
        status,
        Status::Failed
            | Status::UnexpectedFail
            | Status::Crashed
            | Status::Timeout
            | Status::Unsupported
    )
}

/// One difference between old and new results.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// Passed before, fails (or crashes) now.
    Broken {
        suite: String,
        id: u64,
        now: TestRecord,
    },
    /// Failed (or crashed) before, passes now.
    Fixed {
        suite: String,
        id: u64,
        now: TestRecord,
    },
    /// Another change of status, e.g. `failed -> FAILED`.
    Status {
        suite: String,
        id: u64,
        from: Status,
        to: Status,
    },
    /// Same verdict, other answer.
    Answer {
        suite: String,
        id: u64,
        from: String,
        to: String,
    },
    /// A node counter changed.
    Nodes {
        suite: String,
        id: u64,
        counter: NodeCounter,
        from: Option<u64>,
        to: Option<u64>,
    },
    /// A test the old results do not have.
    Added {
        suite: String,
        id: u64,
        now: TestRecord,
    },
    /// A test the new results do not have.
    Removed { suite: String, id: u64, was: Status },
    /// The suite's node total changed (a summary line, not a change of its own).
    Total {
        suite: String,
        counter: NodeCounter,
        from: u64,
        to: u64,
    },
}

fn delta(from: u64, to: u64) -> String {
    if from == 0 {
        return "(new)".into();
    }
    let pct = (to as f64 - from as f64) * 100.0 / from as f64;
    format!("({pct:+.1}%)")
}

fn shown_answer(r: &TestRecord) -> String {
    match r.status {
        Status::Crashed | Status::Timeout => format!("({})", r.status),
        _ => r.answer.clone(),
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Broken { suite, id, now } => {
                write!(
                    f,
                    "{suite}:{id} FAIL {} [{}]",
                    shown_answer(now),
                    now.expected
                )
            }
            Change::Fixed { suite, id, now } => {
                write!(
                    f,
                    "{suite}:{id} fixed PASS {} [{}]",
                    shown_answer(now),
                    now.expected
                )
            }
            Change::Status {
                suite,
                id,
                from,
                to,
            } => write!(f, "{suite}:{id} status {from} -> {to}"),
            Change::Answer {
                suite,
                id,
                from,
                to,
            } => write!(f, "{suite}:{id} answer '{from}' -> '{to}'"),
            Change::Nodes {
                suite,
                id,
                counter,
                from,
                to,
            } => {
                let kind = counter.field();
                match (from, to) {
                    (Some(a), Some(b)) => {
                        write!(f, "{suite}:{id} {kind} {a} -> {b} {}", delta(*a, *b))
                    }
                    _ => write!(
                        f,
                        "{suite}:{id} {kind} {} -> {}",
                        node_field(*from),
                        node_field(*to)
                    ),
                }
            }
            Change::Added { suite, id, now } => write!(
                f,
                "{suite}:{id} new {} {} [{}]",
                now.status,
                shown_answer(now),
                now.expected
            ),
            Change::Removed { suite, id, was } => write!(f, "{suite}:{id} removed (was {was})"),
            Change::Total {
                suite,
                counter,
                from,
                to,
            } => {
                write!(
                    f,
                    "{suite}: total {} {from} -> {to} {}",
                    counter.field(),
                    delta(*from, *to)
                )
            }
        }
    }
}

/// Compare the results of one suite. With `partial` (a run of selected
/// tests) tests missing from `new` are not reported as removed.
pub fn diff_suite(
    suite: &str,
    old: &SuiteResults,
    new: &SuiteResults,
    partial: bool,
) -> Vec<Change> {
    let mut changes = Vec::new();
    let mut totals = [(0u64, 0u64); COUNTERS];
    let s = || suite.to_string();
    for (id, now) in new {
        let id = *id;
        let Some(was) = old.get(&id) else {
            changes.push(Change::Added {
                suite: s(),
                id,
                now: now.clone(),
            });
            continue;
        };
        if was.status.is_pass() && is_bad(now.status) {
            changes.push(Change::Broken {
                suite: s(),
                id,
                now: now.clone(),
            });
        } else if is_bad(was.status) && now.status.is_pass() {
            changes.push(Change::Fixed {
                suite: s(),
                id,
                now: now.clone(),
            });
        } else {
            if was.status != now.status {
                changes.push(Change::Status {
                    suite: s(),
                    id,
                    from: was.status,
                    to: now.status,
                });
            }
            if was.answer != now.answer {
                changes.push(Change::Answer {
                    suite: s(),
                    id,
                    from: was.answer.clone(),
                    to: now.answer.clone(),
                });
            }
        }
        for ((counter, a), total) in was.nodes.iter().zip(totals.iter_mut()) {
            let b = now.nodes.get(counter);
            total.0 += a.unwrap_or(0);
            total.1 += b.unwrap_or(0);
            if a != b {
                changes.push(Change::Nodes {
                    suite: s(),
                    id,
                    counter,
                    from: a,
                    to: b,
                });
            }
        }
    }
    if !partial {
        for (id, was) in old {
            if !new.contains_key(id) {
                changes.push(Change::Removed {
                    suite: s(),
                    id: *id,
                    was: was.status,
                });
            }
        }
    }
    if !changes.is_empty() {
        for (counter, (from, to)) in NodeCounter::ALL.into_iter().zip(totals) {
            if from != to {
                changes.push(Change::Total {
                    suite: s(),
                    counter,
                    from,
                    to,
                });
            }
        }
    }
    changes
}

/// Group records by suite and id.
pub fn by_suite(records: &[TestRecord]) -> BTreeMap<String, SuiteResults> {
    let mut map: BTreeMap<String, SuiteResults> = BTreeMap::new();
    for r in records {
        map.entry(r.suite.clone())
            .or_default()
            .insert(r.id, r.clone());
    }
    map
}

/// Compare two whole result sets (e.g. two `--json` files): old `a`, new `b`.
pub fn diff_runs(a: &[TestRecord], b: &[TestRecord]) -> Vec<Change> {
    let (a, b) = (by_suite(a), by_suite(b));
    let empty = SuiteResults::new();
    let mut suites: Vec<&String> = a.keys().chain(b.keys()).collect();
    suites.sort();
    suites.dedup();
    suites
        .into_iter()
        .flat_map(|suite| {
            diff_suite(
                suite,
                a.get(suite).unwrap_or(&empty),
                b.get(suite).unwrap_or(&empty),
                false,
            )
        })
        .collect()
}

/// Count the kinds of changes for a one-line summary.
pub fn summarise(changes: &[Change]) -> String {
    if changes.is_empty() {
        return "no changes".into();
    }
    let count = |pred: fn(&Change) -> bool| changes.iter().filter(|c| pred(c)).count();
    let broken = count(|c| matches!(c, Change::Broken { .. }));
    let fixed = count(|c| matches!(c, Change::Fixed { .. }));
    let nodes = count(|c| matches!(c, Change::Nodes { .. }));
    let totals = count(|c| matches!(c, Change::Total { .. }));
    let other = changes.len() - broken - fixed - nodes - totals;
    format!("{broken} broken, {fixed} fixed, {nodes} node count changes, {other} other changes")
}

#[cfg(test)]
mod tests;
