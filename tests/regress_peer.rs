//! Peer test: `tesuji regress` against GNU Go itself on five of GNU Go's own
//! suites must give the pass counts GNU Go's `regress.awk` gives for the
//! same engine answers. Skips loudly when GNU Go or the shared regression
//! data is missing, and fails then under `CI=true`.

mod common;

use std::process::Command;
use tesuji::regress::NodeCounter;

const SHARED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gnugo/regression");

/// Expected per suite: the summary line as printed.
const EXPECTED: [(&str, &str); 5] = [
    (
        "owl1",
        "Summary: 61/138 passes. 2 unexpected passes, 7 unexpected failures",
    ),
    (
        "optics",
        "Summary: 84/90 passes. 0 unexpected passes, 0 unexpected failures",
    ),
    // GNU Go 3.8's own regress.awk, fed the same answers, also gives 193/235
    // with no unexpected failure here.
    (
        "reading",
        "Summary: 193/235 passes. 0 unexpected passes, 0 unexpected failures",
    ),
    (
        "connection",
        "Summary: 105/128 passes. 0 unexpected passes, 0 unexpected failures",
    ),
    (
        "owl",
        "Summary: 236/261 passes. 0 unexpected passes, 1 unexpected failure",
    ),
];

#[test]
fn gnugo_suites_give_gnugo_counts() {
    let Some(gnugo) = common::gnugo() else {
        return;
    };
    let Some(shared) = common::peer_path("regression") else {
        return;
    };
    let engine = format!("'{}' --quiet --mode gtp", gnugo.display());
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("peer.jsonl");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tesuji"));
    cmd.args(["regress", "--jobs", "2", "--engine", &engine, "--json"])
        .arg(&json);
    for (suite, _) in EXPECTED {
        cmd.arg(shared.join(format!("{suite}.tst")));
    }
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    let summaries: Vec<(String, String)> = stdout
        .split("== ")
        .skip(1)
        .filter_map(|block| {
            let name = block.split_whitespace().next()?.to_string();
            let summary = block
                .lines()
                .find(|l| l.starts_with("Summary: "))?
                .to_string();
            Some((name, summary))
        })
        .filter(|(name, _)| name != "Total")
        .collect();
    let expected: Vec<(String, String)> = EXPECTED
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(summaries, expected);
    // Exactly the unexpected failures of owl1 and owl: exit code 1.
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // GNU Go knows the node counters: every test has them.
    let records = tesuji::regress::report::read_json_lines(&json).unwrap();
    assert_eq!(records.len(), 138 + 90 + 235 + 128 + 261);
    assert!(records
        .iter()
        .all(|r| r.nodes.get(NodeCounter::Reading).is_some()
            && r.nodes.get(NodeCounter::Owl).is_some()
            && r.nodes.get(NodeCounter::Connection).is_some()));
    assert!(records
        .iter()
        .any(|r| r.nodes.get(NodeCounter::Owl).unwrap_or(0) > 0));
}

#[test]
fn every_shared_suite_parses() {
    if common::peer_path("regression").is_none() {
        return;
    }
    let specs = tesuji::regress::tst::expand_path_arg(SHARED).unwrap();
    assert!(specs.len() >= 50, "only {} suites found", specs.len());
    let mut tests = 0;
    for spec in &specs {
        let suite = tesuji::regress::Suite::load(&spec.path).unwrap_or_else(|e| panic!("{e}"));
        tests += suite.tests().count();
    }
    println!("{} suites, {tests} tests parsed", specs.len());
    assert!(tests > 1000);
}
