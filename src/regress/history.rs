//! The history of strength and cost: per suite, the passes and the
//! reading, owl and connection node totals of `expected/` at each commit
//! that changed its baseline, read with `git log` and `git show`
//! subprocesses; a table, and an SVG chart per suite for the HTML report.

use super::baseline;
use super::compare::thousands;
use super::nodes::{NodeCounter, NodeTotals};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// One suite's baseline at one commit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    pub commit: String,
    pub date: String,
    pub subject: String,
    pub tests: usize,
    pub passes: usize,
    /// Reading, owl, connection.
    pub nodes: NodeTotals,
    /// Why this commit's baseline could not be read (its figures are then
    /// zero and it is left out of the charts).
    pub error: Option<String>,
}

fn git(repo: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(repo)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Per suite, oldest first, a point for each commit that changed the
/// suite's file in `dir` or below (a folder inside the git work tree
/// `repo`, such as `expected`; `expected/peer/owl.txt` is suite `peer/owl`). `since`: only commits after it.
/// `suites`: only these (all when empty).
pub fn history(
    repo: &Path,
    dir: &str,
    since: Option<&str>,
    suites: &[String],
) -> Result<BTreeMap<String, Vec<Point>>, String> {
    let dir = dir.trim_end_matches('/');
    let range = match since {
        Some(rev) => Some(format!("{}..HEAD", resolve_commit(repo, rev)?)),
        None => None,
    };
    let mut args = vec![
        "log",
        "--reverse",
        "--format=%H%x09%as%x09%s",
        "--name-only",
    ];
    if let Some(r) = &range {
        args.push(r);
    }
    args.push("--");
    args.push(dir);
    let log = git(repo, &args)?;
    let mut out: BTreeMap<String, Vec<Point>> = BTreeMap::new();
    let mut current: Option<(String, String, String)> = None;
    for line in log.lines() {
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.splitn(3, '\t').collect();
        if fields.len() == 3
            && fields[0].len() == 40
            && fields[0].bytes().all(|b| b.is_ascii_hexdigit())
        {
            current = Some((fields[0].into(), fields[1].into(), fields[2].into()));
            continue;
        }
        let Some((commit, date, subject)) = &current else {
            continue;
        };
        // A file in `dir` or below: `dir/NAME.txt`, `dir/peer/NAME.txt`
        // (named `peer/NAME`; a SUITE argument matches either name).
        let Some(name) = line
            .strip_prefix(dir)
            .and_then(|rest| rest.strip_prefix('/'))
            .and_then(|rest| rest.strip_suffix(".txt"))
        else {
            continue;
        };
        let short = name.rsplit('/').next().unwrap_or(name);
        if !suites.is_empty() && !suites.iter().any(|s| s == name || s == short) {
            continue;
        }
        // Deleted in this commit: no point.
        let Ok(text) = git(repo, &["show", &format!("{commit}:{line}")]) else {
            continue;
        };
        let mut point = Point {
            commit: commit.clone(),
            date: date.clone(),
            subject: subject.clone(),
            tests: 0,
            passes: 0,
            nodes: NodeTotals::default(),
            error: None,
        };
        // A baseline that does not read is that commit's row, an error;
        // the other commits are still read.
        match baseline::parse_suite(Path::new(line), short, &text) {
            Ok(results) => {
                for r in results.values() {
                    point.nodes.add(&r.nodes);
                }
                point.tests = results.len();
                point.passes = results.values().filter(|r| r.status.is_pass()).count();
            }
            Err(e) => point.error = Some(e.to_string()),
        }
        let points = out.entry(name.to_string()).or_default();
        let figures = |p: &Point| (p.tests, p.passes, p.nodes, p.error.clone());
        if point.error.is_some() || points.last().map(figures) != Some(figures(&point)) {
            points.push(point);
        }
    }
    Ok(out)
}

/// The full name of the commit `rev` names; an option-like or unknown
/// `rev` is refused, so that it never reaches git as an option.
fn resolve_commit(repo: &Path, rev: &str) -> Result<String, String> {
    if rev.is_empty() || rev.starts_with('-') {
        return Err(format!("--since {rev:?}: not a revision"));
    }
    let spec = format!("{rev}^{{commit}}");
    let full = git(
        repo,
        &[
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            &spec,
        ],
    )
    .map_err(|_| format!("--since {rev}: no such commit"))?;
    Ok(full.trim().to_string())
}

/// The table: per suite, one line per commit.
pub fn table(history: &BTreeMap<String, Vec<Point>>) -> String {
    let mut out = String::new();
    for (suite, points) in history {
        let _ = writeln!(out, "== {suite}");
        let mut head = format!("{:<10} {:<10} {:>11}", "commit", "date", "passes");
        for c in NodeCounter::ALL {
            let _ = write!(head, " {:>13}", c.name());
        }
        let _ = writeln!(out, "{head}  subject");
        for p in points {
            let mut subject: String = p.subject.chars().take(60).collect();
            if p.subject.chars().count() > 60 {
                subject.push_str("...");
            }
            let mut row = format!(
                "{:<10} {:<10} {:>11}",
                &p.commit[..10.min(p.commit.len())],
                p.date,
                match p.error {
                    Some(_) => "error".to_string(),
                    None => format!("{}/{}", p.passes, p.tests),
                },
            );
            match &p.error {
                Some(e) => {
                    let _ = write!(row, " {e}");
                }
                None => {
                    for (_, n) in p.nodes.iter() {
                        let _ = write!(row, " {:>13}", thousands(n));
                    }
                }
            }
            let _ = writeln!(out, "{row}  {subject}");
        }
    }
    out
}

/// The chart's colour of each node counter, in [`NodeCounter::ALL`] order.
const COUNTER_COLOURS: [&str; 5] = ["#00a", "#a00", "#a60", "#077", "#707"];

/// An SVG chart of one suite: passes and each node total over the
/// commits, each series scaled from its own minimum to its maximum.
pub fn chart(suite: &str, points: &[Point]) -> String {
    let read: Vec<&Point> = points.iter().filter(|p| p.error.is_none()).collect();
    let points = &read[..];
    let (w, h, pad) = (640.0, 240.0, 40.0);
    let n = points.len().max(1);
    let x = |i: usize| {
        if n == 1 {
            w / 2.0
        } else {
            pad + (w - 2.0 * pad) * i as f64 / (n - 1) as f64
        }
    };
    let mut s = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="#fff" stroke="#ccc"/><text x="{pad}" y="16" font-size="12" font-family="sans-serif">{}</text>"##,
        super::html::esc(suite)
    );
    let mut series: Vec<(&str, &str, Vec<f64>)> = vec![(
        "passes",
        "#070",
        points.iter().map(|p| p.passes as f64).collect(),
    )];
    for (k, c) in NodeCounter::ALL.into_iter().enumerate() {
        series.push((
            c.name(),
            COUNTER_COLOURS[k % COUNTER_COLOURS.len()],
            points.iter().map(|p| p.nodes[c] as f64).collect(),
        ));
    }
    for (k, (name, colour, values)) in series.iter().enumerate() {
        let max = values.iter().cloned().fold(0.0, f64::max);
        let min = values.iter().cloned().fold(f64::INFINITY, f64::min);
        if max <= 0.0 {
            continue;
        }
        let y = |v: f64| {
            let share = if max > min {
                (v - min) / (max - min)
            } else {
                0.5
            };
            h - pad - (h - 2.0 * pad) * share
        };
        let path: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v)))
            .collect();
        let _ = write!(
            s,
            r##"<polyline fill="none" stroke="{colour}" stroke-width="2" points="{}"/><text x="{}" y="{}" font-size="11" fill="{colour}" font-family="sans-serif">{name} {}–{}</text>"##,
            path.join(" "),
            pad + 150.0 * k as f64,
            h - 10.0,
            thousands(min as u64),
            thousands(max as u64)
        );
    }
    s.push_str("</svg>");
    s
}

/// The HTML page of a history: a chart and the table per suite.
pub fn html(history: &BTreeMap<String, Vec<Point>>) -> String {
    let mut body = String::from("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Baseline history</title></head><body style=\"font-family:sans-serif\"><h1>Baseline history</h1>\n");
    for (suite, points) in history {
        let _ = writeln!(
            body,
            "<h2>{}</h2>{}",
            super::html::esc(suite),
            chart(suite, points)
        );
        let single: BTreeMap<String, Vec<Point>> =
            [(suite.clone(), points.clone())].into_iter().collect();
        let _ = writeln!(body, "<pre>{}</pre>", super::html::esc(&table(&single)));
    }
    body.push_str("</body></html>\n");
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    fn git_ok(dir: &Path, args: &[&str]) {
        let out = Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    #[test]
    fn reads_each_commit_that_changed_a_baseline() {
        if Command::new("git").arg("--version").output().is_err() {
            eprintln!("git is not installed; skipping");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        git_ok(d, &["init", "-q"]);
        git_ok(d, &["config", "user.email", "t@example.org"]);
        git_ok(d, &["config", "user.name", "t"]);
        std::fs::create_dir(d.join("expected")).unwrap();
        let write = |text: &str| std::fs::write(d.join("expected/owl.txt"), text).unwrap();
        write("1\tpassed\t1 C18\t10\t100\t-\n2\tFAILED\t0\t5\t50\t-\n");
        git_ok(d, &["add", "."]);
        git_ok(d, &["commit", "-q", "-m", "first"]);
        std::fs::write(d.join("other.txt"), "x").unwrap();
        git_ok(d, &["add", "."]);
        git_ok(d, &["commit", "-q", "-m", "unrelated"]);
        write("1\tpassed\t1 C18\t10\t120\t-\n2\tpassed\t1 C18\t5\t60\t-\n");
        git_ok(d, &["commit", "-q", "-am", "owl fixes 2"]);
        let h = history(d, "expected", None, &[]).unwrap();
        let points = &h["owl"];
        assert_eq!(points.len(), 2);
        assert_eq!(points[0].passes, 1);
        let totals = points[0].nodes.iter().map(|(_, n)| n).collect::<Vec<_>>();
        assert_eq!(totals, [15, 150, 0, 0, 0]);
        assert_eq!(points[1].passes, 2);
        let totals = points[1].nodes.iter().map(|(_, n)| n).collect::<Vec<_>>();
        assert_eq!(totals, [15, 180, 0, 0, 0]);
        assert_eq!(points[1].subject, "owl fixes 2");
        let text = table(&h);
        assert!(text.contains("2/2"), "{text}");
        assert!(text.contains("owl fixes 2"), "{text}");
        assert!(chart("owl", points).contains("<polyline"));
        let since = history(d, "expected", Some(&points[0].commit), &[]).unwrap();
        assert_eq!(since["owl"].len(), 1);
        assert!(history(d, "expected", None, &["none".into()])
            .unwrap()
            .is_empty());

        // A revision that looks like an option never reaches git as one.
        for rev in ["--output=victim", "-p", "", "no-such-rev"] {
            let err = history(d, "expected", Some(rev), &[]).unwrap_err();
            assert!(err.contains("--since"), "{err}");
        }
        assert_eq!(std::fs::read_dir(d).unwrap().count(), 3, "nothing written");

        // A corrupt baseline in one commit is that commit's row, an error.
        write("1\tno-such-status\n");
        git_ok(d, &["commit", "-q", "-am", "broken"]);
        write("1\tpassed\t1 C18\t10\t120\t-\n");
        git_ok(d, &["commit", "-q", "-am", "mended"]);
        let h = history(d, "expected", None, &[]).unwrap();
        let points = &h["owl"];
        assert_eq!(points.len(), 4);
        assert!(points[2].error.is_some());
        assert_eq!((points[3].passes, points[3].tests), (1, 1));
        let text = table(&h);
        assert!(text.contains("error"), "{text}");
        assert!(chart("owl", points).contains("<polyline"));
    }
}
