//! What the integration tests and benchmarks share: finding GNU Go's peer
//! data and GNU Go 3.8 itself. Without them a peer test skips loudly on a
//! user's machine, and fails under `CI=true`, so that CI never turns green
//! by skipping.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Whether this run is CI's (`CI=true`), where nothing may be skipped.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Reports that `what` is missing: a failure under `CI=true`, else a loud skip.
pub fn missing(what: &str) {
    if in_ci() {
        panic!("{what} is missing, and CI=true: peer tests may not skip");
    }
    println!("SKIP: {what} is missing (peer comparison not run)");
    eprintln!("SKIP: {what} is missing (peer comparison not run)");
}

/// `../shared/gnugo` beside the checkout: GNU Go's suites, records, pattern
/// databases and conformance fixtures. `None` (after [`missing`]) without it.
pub fn peer_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/gnugo");
    if dir.is_dir() {
        Some(dir)
    } else {
        missing("../shared/gnugo (GNU Go's peer data)");
        None
    }
}

/// A file or folder inside the peer data, which must exist when the peer
/// data does.
pub fn peer_path(rel: &str) -> Option<PathBuf> {
    let path = peer_dir()?.join(rel);
    assert!(
        path.exists(),
        "{} is missing from the peer data",
        path.display()
    );
    Some(path)
}

/// GNU Go 3.8: `TESUJI_GNUGO`, else `gnugo` on the PATH or in /usr/games.
/// `None` (after [`missing`]) when it is not installed.
pub fn gnugo() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TESUJI_GNUGO") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs: Vec<_> = std::env::split_paths(&path).collect();
    dirs.push("/usr/games".into());
    let found = dirs
        .into_iter()
        .map(|d| d.join("gnugo"))
        .find(|p| p.is_file());
    if found.is_none() {
        missing("GNU Go 3.8 (apt-get install gnugo, or set TESUJI_GNUGO)");
    }
    found
}

/// The records of a per-dragon fixture (`ARGS | FIELD | ...` lines, `#`
/// comments), grouped by position in file order: the `loadsgf` arguments
/// and, per dragon, its fields after the first. Every line must have
/// `fields` fields.
pub fn fixture_positions(text: &str, fields: usize) -> Vec<(String, Vec<Vec<String>>)> {
    let mut positions: Vec<(String, Vec<Vec<String>>)> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split(" | ").collect();
        assert_eq!(f.len(), fields, "fixture line: {line}");
        if positions.last().map(|p| p.0.as_str()) != Some(f[0]) {
            positions.push((f[0].to_string(), Vec::new()));
        }
        let rest = f[1..].iter().map(|s| s.trim().to_string()).collect();
        positions.last_mut().unwrap().1.push(rest);
    }
    positions
}
