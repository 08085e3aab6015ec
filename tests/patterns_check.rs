//! `patterns check` over GNU Go's databases (when present) and over our own shipped ones.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use tesuji::patterns::cli::{check_file, CheckSummary};
use tesuji::patterns::{DbFormat, LoadOptions, PatternDb};

const GNUGO_PATTERNS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gnugo/patterns");
const OUR_PATTERNS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/patterns");

fn db_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("pattern directory readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "db"))
        .collect();
    v.sort();
    v
}

fn summarize(dir: &Path) -> (CheckSummary, String) {
    let mut sum = CheckSummary::default();
    let mut out = String::new();
    for f in db_files(dir) {
        check_file(&f, &mut out, &mut sum).expect("database readable");
    }
    (sum, out)
}

#[test]
fn gnugo_databases_parse_without_errors() {
    let dir = Path::new(GNUGO_PATTERNS);
    if !dir.is_dir() {
        common::missing(&dir.display().to_string());
        return;
    }
    let (sum, out) = summarize(dir);
    assert_eq!(sum.errors, 0, "{out}");
    // Measured: 2,876 patterns in the 15 pattern-format files, 1,816 eye shapes in eyes.db,
    // and the three mc_*.db files detected as the Monte Carlo format and skipped.
    assert_eq!(sum.patterns, 2876, "{out}");
    assert_eq!(sum.eye_shapes, 1816, "{out}");
    assert_eq!(sum.patterns + sum.eye_shapes, 4692);
    assert_eq!(sum.skipped_files, 3, "{out}");
    // One pattern declares a symmetry its diagram lacks (VA9b, `:-` on `OX / X*`).
    assert_eq!(sum.warnings, 1, "{out}");
    assert!(
        out.contains("pattern VA9b: declared symmetry '-' does not hold"),
        "{out}"
    );
    // Every helper name used is registered; those needing the engine are listed.
    assert!(sum.unavailable.contains_key("owl_escape_value"));
    assert!(
        !sum.unavailable.contains_key("lib"),
        "lib is computed from the board"
    );
}

#[test]
fn gnugo_owl_attack_pattern_details() {
    let path = Path::new(GNUGO_PATTERNS).join("owl_attackpats.db");
    if !path.is_file() {
        common::missing(&path.display().to_string());
        return;
    }
    let (db, errors) = PatternDb::load(&path, &LoadOptions::default()).expect("readable");
    assert!(errors.is_empty());
    assert_eq!(db.format, DbFormat::Patterns);
    assert_eq!(db.attribute_map.as_deref(), Some("owl_attack"));
    let a1 = db
        .patterns
        .iter()
        .find(|p| p.pattern.name == "A1")
        .expect("pattern A1");
    // `?.*Ox / ..OYX / ..... / ..... / -----` with :8,n,value(80): anchored on the Y.
    assert_eq!(a1.pattern.anchor, (1, 3));
    assert_eq!(a1.pattern.move_point, Some((0, 2)));
    assert!(a1.pattern.diagram.edges.south);
    assert_eq!(a1.pattern.class, "n");
}

#[test]
fn our_databases_check_clean() {
    let dir = Path::new(OUR_PATTERNS);
    let (sum, out) = summarize(dir);
    assert_eq!(sum.errors, 0, "{out}");
    assert_eq!(sum.warnings, 0, "{out}");
    for name in [
        "owl_attackpats.db",
        "owl_defendpats.db",
        "owl_vital_apats.db",
    ] {
        let (db, errors) =
            PatternDb::load(&dir.join(name), &LoadOptions::default()).expect("readable");
        assert!(errors.is_empty(), "{name}: {errors:?}");
        assert!(
            db.patterns.len() >= 15,
            "{name}: {} patterns",
            db.patterns.len()
        );
        for p in &db.patterns {
            assert!(
                p.pattern.move_point.is_some(),
                "{name}: {} has no move",
                p.pattern.name
            );
        }
    }
}

#[test]
fn check_command_exit_codes() {
    let exe = env!("CARGO_BIN_EXE_tesuji");
    let ok = Command::new(exe)
        .args(["patterns", "--patterns", OUR_PATTERNS, "check"])
        .output()
        .expect("run tesuji");
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    let stdout = String::from_utf8_lossy(&ok.stdout);
    assert!(stdout.contains("owl_vital_apats.db"), "{stdout}");

    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.db");
    std::fs::write(
        &bad,
        "Pattern B1\n\nO*Z\n\n:8,-\n\nPattern B2\n\nO*.\n\n:8,-\n\nOa.\n\n;lib(a)\n",
    )
    .expect("write");
    let out = Command::new(exe)
        .args(["patterns", "check"])
        .arg(&bad)
        .output()
        .expect("run tesuji");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("bad.db:3:3: pattern B1:"), "{stdout}");
    assert!(stdout.contains("1 patterns, 1 errors"), "{stdout}");
}
