//! Determinism of the runner with the built-in engine: `--jobs 1` and
//! `--jobs 2` give the same JSON records, line for line, apart from the
//! timing fields. Runs our own suites and, when GNU Go's suites are beside
//! the checkout, a sample of reading, connection, optics and unconditional
//! tests (a few seconds in all).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Ids of GNU Go's suites in the sample: enough for every analysis stage
/// to run, few enough to keep the test fast.
const PEER_SAMPLE: [&str; 4] = [
    "reading.tst:1-40",
    "connection.tst:1-8",
    "optics.tst:101-111",
    "unconditional.tst:1-40",
];

/// Fields that hold times, which differ from run to run.
fn is_timing(key: &str) -> bool {
    key == "seconds" || key.ends_with("_seconds") || key.contains("time")
}

/// A JSON value with its timing fields removed, at any depth.
fn without_timing(value: serde_json::Value) -> serde_json::Value {
    match value {
        serde_json::Value::Object(map) => map
            .into_iter()
            .filter(|(k, _)| !is_timing(k))
            .map(|(k, v)| (k, without_timing(v)))
            .collect(),
        serde_json::Value::Array(items) => items.into_iter().map(without_timing).collect(),
        other => other,
    }
}

/// Runs the suites with `jobs` and returns the JSON lines without times.
fn run(jobs: usize, suites: &[PathBuf], dir: &Path) -> Vec<serde_json::Value> {
    let json = dir.join(format!("jobs{jobs}.jsonl"));
    let out = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args(["regress", "--jobs", &jobs.to_string(), "--json"])
        .arg(&json)
        .args(suites)
        .output()
        .unwrap();
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "jobs {jobs}: {:?}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&json).unwrap();
    text.lines()
        .map(|l| without_timing(serde_json::from_str(l).unwrap()))
        .collect()
}

#[test]
fn json_is_the_same_for_one_and_two_jobs_apart_from_times() {
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("regression");
    let mut suites: Vec<PathBuf> = std::fs::read_dir(&own)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .collect();
    suites.sort();
    if let Some(peer) = common::peer_path("regression") {
        suites.extend(PEER_SAMPLE.iter().map(|s| peer.join(s)));
    }
    let dir = tempfile::tempdir().unwrap();
    let one = run(1, &suites, dir.path());
    let two = run(2, &suites, dir.path());
    assert!(one.len() > 50, "too few records: {}", one.len());
    assert_eq!(one.last().unwrap()["complete"], true);
    // Node counts are part of what must agree: the sample reads.
    let nodes: u64 = one.iter().filter_map(|r| r["reading_nodes"].as_u64()).sum();
    assert!(nodes > 0);
    assert_eq!(one.len(), two.len());
    for (a, b) in one.iter().zip(&two) {
        assert_eq!(a, b);
    }
}

#[test]
fn timing_fields_are_recognised() {
    let v: serde_json::Value =
        serde_json::from_str(r#"{"id":1,"seconds":0.5,"wall_time":2,"x":{"seconds":1}}"#).unwrap();
    assert_eq!(without_timing(v).to_string(), r#"{"id":1,"x":{}}"#);
}
