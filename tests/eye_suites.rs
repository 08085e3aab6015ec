//! Runs GNU Go's `unconditional.tst` and `optics.tst` through the engine and
//! checks the pass counts (GNU Go 3.8 passes 673 of 673 and 84 of 90), with
//! the bulky-eye heuristic on and off.

use regex::Regex;
use std::path::{Path, PathBuf};
use tesuji::gtp::{Engine, EngineConfig};
use tesuji::heuristics::Heuristics;

fn regression_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/gnugo/regression")
}

/// Plays a suite and returns (passes, tests, failure descriptions). A test
/// passes when its answer matches the expected pattern in full; patterns
/// missing their closing bracket are read to the end of the line.
fn run_suite(name: &str, bulky_eye: &str) -> Option<(usize, usize, Vec<String>)> {
    let dir = regression_dir();
    let text = std::fs::read_to_string(dir.join(name)).ok()?;
    let mut heuristics = Heuristics::default();
    heuristics
        .set("bulky_eye", bulky_eye)
        .expect("known heuristic");
    let mut engine = Engine::new(EngineConfig {
        heuristics,
        base_dir: Some(dir),
        ..EngineConfig::default()
    });
    let numbered = Regex::new(r"^(\d+)\s+(.*)$").expect("regex");
    let expected = Regex::new(r"^#\?\s*\[(.*?)\]?(\*|&)?$").expect("regex");
    let (mut passes, mut total, mut failures) = (0, 0, Vec::new());
    let mut last: Option<(String, Result<String, String>)> = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some(c) = expected.captures(line) {
            let Some((command, answer)) = last.take() else {
                continue;
            };
            let pattern = c[1].trim_end_matches(']');
            total += 1;
            let (negate, pattern) = match pattern.strip_prefix('!') {
                Some(p) => (true, p),
                None => (false, pattern),
            };
            let re = Regex::new(&format!("^(?:{pattern})$")).expect("test pattern");
            let ok = matches!(&answer, Ok(a) if re.is_match(a.trim()) != negate);
            if ok {
                passes += 1;
            } else {
                failures.push(format!("{command}: expected [{pattern}], got {answer:?}"));
            }
        } else if let Some(c) = numbered.captures(line) {
            let command = c[2].to_string();
            let answer = engine.execute(&command);
            last = Some((command, answer));
        } else if !line.is_empty() && !line.starts_with('#') {
            let _ = engine.execute(line);
        }
    }
    Some((passes, total, failures))
}

#[test]
fn unconditional_suite_passes_completely() {
    for bulky in ["on", "off"] {
        let Some((passes, total, failures)) = run_suite("unconditional.tst", bulky) else {
            println!("SKIP: unconditional.tst not found (GNU Go peer data absent)");
            return;
        };
        println!("unconditional.tst, bulky_eye={bulky}: {passes}/{total}");
        assert_eq!(total, 673);
        assert_eq!(passes, total, "failures: {failures:#?}");
    }
}

#[test]
fn optics_suite_passes_at_least_as_gnugo() {
    for bulky in ["on", "off"] {
        let Some((passes, total, failures)) = run_suite("optics.tst", bulky) else {
            println!("SKIP: optics.tst not found (GNU Go peer data absent)");
            return;
        };
        println!("optics.tst, bulky_eye={bulky}: {passes}/{total}");
        assert_eq!(total, 90);
        assert!(passes >= 84, "{passes}/{total}; failures: {failures:#?}");
    }
}
