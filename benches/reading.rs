//! Reading benchmark: every command of GNU Go's reading.tst suite through
//! the engine, timed, with the total number of reading nodes asserted so
//! that any change in the search is noticed; and, when GNU Go 3.8 is
//! installed, both engines through the regression runner in the same run
//! (reading.tst, capture.tst and a sample of game positions), with the
//! ratio of their seconds. Skipped when the suites are absent.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use tesuji::board::Counter;
use tesuji::gtp::{EngineConfig, Gtp};

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
    let mut engine = Gtp::new(EngineConfig {
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
        common::missing(&format!("{}", dir.join("reading.tst").display()));
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

/// What one `tesuji regress --json` run measured.
#[derive(Default)]
struct Totals {
    passes: usize,
    nodes: u64,
    seconds: f64,
    /// The first word of each answer (the result code), by test id.
    codes: std::collections::BTreeMap<u64, String>,
}

/// Passes, reading nodes, summed test seconds and result codes of one
/// `tesuji regress --json` run of `suite` (`None` if it could not run).
fn runner_totals(args: &[&str], suite: &Path, json: &Path) -> Option<Totals> {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .arg("regress")
        .arg("--quiet")
        .args(args)
        .arg("--json")
        .arg(json)
        .arg(suite)
        .stdout(std::process::Stdio::null())
        .status()
        .ok()?;
    // Exit 1 only means unexpected results; 2 is an error.
    if status.code() == Some(2) {
        return None;
    }
    let run = tesuji::regress::report::read_json_run(json).ok()?;
    if !run.complete() {
        return None;
    }
    let mut totals = Totals::default();
    for r in &run.records {
        totals.passes += usize::from(r.status.is_pass());
        totals.nodes += r
            .nodes
            .get(tesuji::regress::NodeCounter::Reading)
            .unwrap_or(0);
        totals.seconds += r.seconds;
        if let Some(code) = r.answer.split_whitespace().next() {
            totals.codes.insert(r.id, code.to_string());
        }
    }
    Some(totals)
}

/// GNU Go 3.8 and tesuji through the regression runner, in one run on this
/// machine (GNU Go as an external GTP engine, tesuji in process), on
/// reading.tst, capture.tst and a sample of game positions (see
/// [`game_sample`]): passes, reading nodes, and the best of three sums of
/// the test commands' seconds, with their ratio. `GNUGO` names GNU Go's
/// binary (default `/usr/games/gnugo`); skipped when it is missing.
fn head_to_head(dir: &Path) {
    let gnugo = std::env::var("GNUGO").unwrap_or_else(|_| "/usr/games/gnugo".into());
    if !Path::new(&gnugo).exists() {
        common::missing(&format!("GNU Go 3.8 ({gnugo})"));
        return;
    }
    let Ok(tmp) = tempfile::tempdir() else {
        println!("reading against GNU Go: skipped, no temporary folder");
        return;
    };
    let engine = format!("{gnugo} --quiet --mode gtp");
    let sample = tmp.path().join("game-sample.tst");
    let (calls, positions) = match game_sample(dir) {
        Some((text, calls, positions)) if std::fs::write(&sample, &text).is_ok() => {
            (calls, positions)
        }
        _ => {
            println!("game-position sample: skipped, no positions found");
            (0, 0)
        }
    };
    let mut suites = vec![
        ("reading.tst".to_string(), dir.join("reading.tst")),
        ("capture.tst".to_string(), dir.join("capture.tst")),
    ];
    if calls > 0 {
        suites.push((
            format!("game-position sample ({calls} calls, {positions} positions)"),
            sample,
        ));
    }
    for (name, suite) in &suites {
        let mut best: [Option<Totals>; 2] = [None, None];
        for round in 0..3 {
            let runs = [
                runner_totals(
                    &["--engine", &engine],
                    suite,
                    &tmp.path().join(format!("g{round}")),
                ),
                runner_totals(&[], suite, &tmp.path().join(format!("t{round}"))),
            ];
            for (slot, run) in best.iter_mut().zip(runs) {
                let Some(run) = run else {
                    println!("{name} against GNU Go: a run failed in {}", dir.display());
                    return;
                };
                if !slot.as_ref().is_some_and(|b| b.seconds <= run.seconds) {
                    *slot = Some(run);
                }
            }
        }
        let [Some(g), Some(t)] = best else { return };
        let same = g
            .codes
            .iter()
            .filter(|(id, code)| t.codes.get(id) == Some(code))
            .count();
        println!(
            "{name}, best of 3: GNU Go 3.8 {} passes, {} nodes, {:.3} s; tesuji {} passes, {} nodes, {:.3} s; \
             same result code in {same} of {} tests; tesuji/GNU Go seconds x{:.2}",
            g.passes,
            g.nodes,
            g.seconds,
            t.passes,
            t.nodes,
            t.seconds,
            g.codes.len(),
            t.seconds / g.seconds
        );
    }
}

/// Suites whose positions make the game sample: whole games of all
/// strengths, none of them reading problems, and none of them used when
/// the move-ordering weights were tuned.
const SAMPLE_SUITES: [&str; 6] = [
    "strategy.tst",
    "13x13b.tst",
    "nngs.tst",
    "arend2.tst",
    "gunnar.tst",
    "ninestones.tst",
];

/// Positions taken from [`SAMPLE_SUITES`] (every fourth distinct
/// `loadsgf` line, in file order).
const SAMPLE_STRIDE: usize = 4;

/// A `.tst` suite of `attack` and `defend` on every string with one to
/// four liberties in positions from other GNU Go suites: reading as a
/// game uses it, mostly easy, unlike reading.tst's hard problems. Any
/// answer passes (`.*`); the result codes of the two engines are compared.
/// Returns the text, the number of calls and of positions.
fn game_sample(dir: &Path) -> Option<(String, usize, usize)> {
    let mut loads = Vec::new();
    for suite in SAMPLE_SUITES {
        let Ok(text) = std::fs::read(dir.join(suite)) else {
            continue;
        };
        for line in String::from_utf8_lossy(&text).lines() {
            let line = line.trim();
            if line.starts_with("loadsgf ") && !loads.iter().any(|l: &String| l == line) {
                loads.push(line.to_string());
            }
        }
    }
    let mut out = String::new();
    let (mut calls, mut positions) = (0, 0);
    for load in loads.iter().step_by(SAMPLE_STRIDE) {
        let mut engine = Gtp::new(EngineConfig {
            base_dir: Some(dir.to_path_buf()),
            ..EngineConfig::default()
        });
        if engine.execute(load).is_err() {
            continue;
        }
        // The file as an absolute path, so that any engine finds it.
        let mut words = load.split_whitespace().skip(1);
        let Some(file) = words.next() else { continue };
        let rest: Vec<&str> = words.collect();
        out += &format!("loadsgf {} {}\n", dir.join(file).display(), rest.join(" "));
        positions += 1;
        let board = &engine.board;
        let size = board.size();
        let mut seen = std::collections::HashSet::new();
        for row in 0..size {
            for col in 0..size {
                let p = tesuji::board::Point::new(col, row);
                if board.color_at(p).is_none() || !seen.insert(board.string_id(p)) {
                    continue;
                }
                if (1..=4).contains(&board.libs(p)) {
                    for command in ["attack", "defend"] {
                        calls += 1;
                        out += &format!("{calls} {command} {}\n#? [.*]\n", p.to_vertex(size));
                    }
                }
            }
        }
    }
    (calls > 0).then_some((out, calls, positions))
}

criterion_group!(benches, bench);
criterion_main!(benches);
