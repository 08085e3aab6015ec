//! Reading benchmark: every command of GNU Go's reading.tst suite through
//! the engine, timed, with the total number of reading nodes asserted so
//! that any change in the search is noticed; and, when GNU Go 3.8 is
//! installed, both engines on reading.tst through the regression runner in
//! the same run, with the ratio of their seconds. Skipped when the suites
//! are absent.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use tesuji::board::Counter;
use tesuji::gtp::{Engine, EngineConfig};

/// Reading nodes for one pass over reading.tst with the default limits.
/// Update on purpose when the search changes.
const EXPECTED_NODES: u64 = 78_223;

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/gnugo/regression")
}

/// The command lines of a .tst file (ids stripped, comments and blanks dropped).
fn commands(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let rest = l.trim_start_matches(|c: char| c.is_ascii_digit());
            if rest.len() < l.len() {
                rest.trim().to_string()
            } else {
                l.to_string()
            }
        })
        .collect()
}

/// Runs the suite once on a fresh engine; returns (reading nodes, answers).
fn run(dir: &Path, cmds: &[String]) -> (u64, usize) {
    let mut engine = Engine::new(EngineConfig {
        base_dir: Some(dir.to_path_buf()),
        ..EngineConfig::default()
    });
    let mut answered = 0;
    for c in cmds {
        if engine.execute(c).is_ok() {
            answered += 1;
        }
    }
    (engine.board.nodes(Counter::Reading), answered)
}

fn bench(c: &mut Criterion) {
    let dir = suite_dir();
    let Ok(text) = std::fs::read_to_string(dir.join("reading.tst")) else {
        println!("reading bench: skipped, {} not found", dir.display());
        return;
    };
    let cmds = commands(&text);
    let start = std::time::Instant::now();
    let (nodes, answered) = run(&dir, &cmds);
    println!(
        "reading.tst: {} commands, {answered} answered, {nodes} reading nodes, {:.3} s",
        cmds.len(),
        start.elapsed().as_secs_f64()
    );
    assert_eq!(
        nodes, EXPECTED_NODES,
        "the search changed: update EXPECTED_NODES on purpose"
    );
    head_to_head(&dir);
    let mut group = c.benchmark_group("reading");
    group.sample_size(10);
    group.bench_function("reading.tst", |b| b.iter(|| run(&dir, &cmds)));
    group.finish();
}

/// Passes, reading nodes and summed test seconds of one `tesuji regress
/// --json` run (`None` if it could not run).
fn runner_totals(args: &[&str], json: &Path) -> Option<(usize, u64, f64)> {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .arg("regress")
        .arg("--quiet")
        .args(args)
        .arg("--json")
        .arg(json)
        .arg(suite_dir().join("reading.tst"))
        .stdout(std::process::Stdio::null())
        .status()
        .ok()?;
    // Exit 1 only means unexpected results; 2 is an error.
    if status.code() == Some(2) {
        return None;
    }
    let text = std::fs::read_to_string(json).ok()?;
    let mut totals = (0, 0, 0.0);
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        let status = v["status"].as_str().unwrap_or("");
        totals.0 += usize::from(status == "passed" || status == "PASSED");
        totals.1 += v["reading_nodes"].as_u64().unwrap_or(0);
        totals.2 += v["seconds"].as_f64().unwrap_or(0.0);
    }
    Some(totals)
}

/// GNU Go 3.8 and tesuji on reading.tst through the regression runner, in
/// one run on this machine (GNU Go as an external GTP engine, tesuji in
/// process): passes, reading nodes, and the best of three sums of the test
/// commands' seconds, with their ratio. `GNUGO` names GNU Go's binary
/// (default `/usr/games/gnugo`); skipped when it is missing.
fn head_to_head(dir: &Path) {
    let gnugo = std::env::var("GNUGO").unwrap_or_else(|_| "/usr/games/gnugo".into());
    if !Path::new(&gnugo).exists() {
        println!("reading.tst against GNU Go: skipped, {gnugo} not found");
        return;
    }
    let Ok(tmp) = tempfile::tempdir() else {
        println!("reading.tst against GNU Go: skipped, no temporary folder");
        return;
    };
    let engine = format!("{gnugo} --quiet --mode gtp");
    let mut best: [Option<(usize, u64, f64)>; 2] = [None, None];
    for round in 0..3 {
        let runs = [
            runner_totals(
                &["--engine", &engine],
                &tmp.path().join(format!("g{round}")),
            ),
            runner_totals(&[], &tmp.path().join(format!("t{round}"))),
        ];
        for (slot, run) in best.iter_mut().zip(runs) {
            let Some(run) = run else {
                println!(
                    "reading.tst against GNU Go: a run failed in {}",
                    dir.display()
                );
                return;
            };
            if !slot.is_some_and(|b| b.2 <= run.2) {
                *slot = Some(run);
            }
        }
    }
    let [Some(g), Some(t)] = best else { return };
    println!(
        "reading.tst, best of 3: GNU Go 3.8 {} passes, {} nodes, {:.3} s; tesuji {} passes, {} nodes, {:.3} s; tesuji/GNU Go seconds x{:.2}",
        g.0, g.1, g.2, t.0, t.1, t.2, t.2 / g.2
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
