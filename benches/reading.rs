//! Reading benchmark: every command of GNU Go's reading.tst suite through
//! the engine, timed, with the total number of reading nodes asserted so
//! that any change in the search is noticed. Skipped when the suites are absent.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use tesuji::board::Counter;
use tesuji::gtp::{Engine, EngineConfig};

/// Reading nodes for one pass over reading.tst with the default limits.
/// Update on purpose when the search changes.
const EXPECTED_NODES: u64 = 85_368;

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
    let mut group = c.benchmark_group("reading");
    group.sample_size(10);
    group.bench_function("reading.tst", |b| b.iter(|| run(&dir, &cmds)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
