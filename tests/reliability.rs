//! Hostile input through the command line, one test per family: outputs
//! that never destroy (devices, FIFOs, symlinks, the run's own inputs, a
//! subset accepted), answers that never lie (SGF setup values, suites that
//! did not run, ranges with gaps), and neither a crash nor a hang (long
//! `.db` operator chains, out-of-range and non-finite numbers, endless
//! inputs, `history` revisions, misleading messages).

use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tesuji::gtp::{EngineConfig, Gtp};

/// A suite the built-in engine answers without a position: three tests,
/// numbered with a gap.
const SUITE: &str = "1 name\n#? [tesuji]\n2 name\n#? [tesuji]\n5 version\n#? [.+]\n";

/// `tesuji ARGS` run in `dir`: exit code, standard output, standard error.
fn tesuji(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .current_dir(dir)
        .env("TESUJI_NO_PROGRESS", "1")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn suite_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("toy.tst"), SUITE).unwrap();
    dir
}

fn gtp(dir: &Path) -> Gtp {
    Gtp::new(EngineConfig {
        base_dir: Some(dir.to_path_buf()),
        ..EngineConfig::default()
    })
}

/// Item 1: a device is written through and stays a device; a FIFO is
/// written through to its reader; a symlink is followed and stays one; a
/// folder is refused.
#[test]
fn outputs_write_through_devices_fifos_and_symlinks() {
    let dir = suite_dir();
    let d = dir.path();
    let (code, _, err) = tesuji(d, &["regress", "-q", "--junit", "/dev/null", "toy.tst"]);
    assert_eq!(code, 0, "{err}");
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(meta.file_type().is_char_device(), "/dev/null was replaced");

    let fifo = d.join("results.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut text = String::new();
            std::fs::File::open(fifo)
                .unwrap()
                .read_to_string(&mut text)
                .unwrap();
            text
        })
    };
    let (code, _, err) = tesuji(d, &["regress", "-q", "--json", "results.fifo", "toy.tst"]);
    assert_eq!(code, 0, "{err}");
    let text = reader.join().unwrap();
    assert!(text.contains("\"complete\":true"), "{text}");
    assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());

    std::os::unix::fs::symlink("real.jsonl", d.join("link.jsonl")).unwrap();
    let (code, _, err) = tesuji(d, &["regress", "-q", "--json", "link.jsonl", "toy.tst"]);
    assert_eq!(code, 0, "{err}");
    let link = std::fs::symlink_metadata(d.join("link.jsonl")).unwrap();
    assert!(link.file_type().is_symlink());
    assert!(std::fs::read_to_string(d.join("real.jsonl"))
        .unwrap()
        .contains("\"tests\":3"));

    std::fs::create_dir(d.join("folder")).unwrap();
    let (code, _, err) = tesuji(d, &["regress", "-q", "--junit", "folder", "toy.tst"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a regular file"), "{err}");
    assert!(d.join("folder").is_dir());
}

/// Item 2: an output over one of the run's inputs (a suite, a test list,
/// a baseline file, a saved run), or a results file named like a suite,
/// is refused before anything is written.
#[test]
fn outputs_over_the_runs_inputs_are_refused() {
    let dir = suite_dir();
    let d = dir.path();
    std::fs::write(d.join("other.tst"), SUITE).unwrap();
    std::fs::write(d.join("list.txt"), "toy.tst\n").unwrap();
    std::fs::create_dir(d.join("sub")).unwrap();
    let cases: &[&[&str]] = &[
        &["regress", "--json", "toy.tst", "toy.tst"],
        &["regress", "--junit", "sub/../toy.tst", "toy.tst"],
        &["regress", "--json", "list.txt", "@list.txt"],
        &["regress", "--json", "other.tst", "toy.tst"],
        &["extract", "-o", "toy.tst", "toy.tst:1"],
    ];
    for args in cases {
        let (code, _, err) = tesuji(d, args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("refused"), "{args:?}: {err}");
        assert_eq!(std::fs::read_to_string(d.join("toy.tst")).unwrap(), SUITE);
        assert_eq!(std::fs::read_to_string(d.join("other.tst")).unwrap(), SUITE);
    }
    assert_eq!(
        std::fs::read_to_string(d.join("list.txt")).unwrap(),
        "toy.tst\n"
    );
    // The baseline's own file, and the run merged over itself.
    let (code, _, err) = tesuji(
        d,
        &["regress", "-q", "--accept", "--baseline", "base", "toy.tst"],
    );
    assert_eq!(code, 0, "{err}");
    let before = std::fs::read_to_string(d.join("base/toy.txt")).unwrap();
    let (code, _, err) = tesuji(
        d,
        &[
            "regress",
            "--baseline",
            "base",
            "--json",
            "base/toy.txt",
            "toy.tst",
        ],
    );
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        std::fs::read_to_string(d.join("base/toy.txt")).unwrap(),
        before
    );
    let (code, _, _) = tesuji(d, &["regress", "-q", "--json", "run.jsonl", "toy.tst"]);
    assert_eq!(code, 0);
    let (code, _, err) = tesuji(d, &["merge", "-o", "run.jsonl", "run.jsonl"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("would write over the run"), "{err}");
}

/// Item 3: accepting a subset (ids, a command filter) merges it into the
/// baseline, as `regress --accept` does; a run whose closing line
/// disagrees with its records is refused.
#[test]
fn accepting_a_subset_merges_and_a_short_run_is_refused() {
    let dir = suite_dir();
    let d = dir.path();
    let (code, _, err) = tesuji(
        d,
        &["regress", "-q", "--accept", "--baseline", "base", "toy.tst"],
    );
    assert_eq!(code, 0, "{err}");
    let ids = || -> Vec<String> {
        std::fs::read_to_string(d.join("base/toy.txt"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split('\t').next().unwrap().to_string())
            .collect()
    };
    assert_eq!(ids(), ["1", "2", "5"]);
    for selection in [&["toy.tst:1-2"][..], &["--commands", "version", "toy.tst"]] {
        let mut args = vec!["regress", "-q", "--json", "part.jsonl"];
        args.extend(selection);
        let (code, _, err) = tesuji(d, &args);
        assert_eq!(code, 0, "{err}");
        let (code, out, err) = tesuji(d, &["accept", "part.jsonl", "--baseline", "base"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("Accepted"), "{out}");
        assert_eq!(ids(), ["1", "2", "5"], "{selection:?}");
    }
    // A record lost: 3 claimed, 2 present.
    let (code, _, _) = tesuji(d, &["regress", "-q", "--json", "all.jsonl", "toy.tst"]);
    assert_eq!(code, 0);
    let text = std::fs::read_to_string(d.join("all.jsonl")).unwrap();
    let short: Vec<&str> = text.lines().skip(1).collect();
    std::fs::write(d.join("short.jsonl"), short.join("\n") + "\n").unwrap();
    let (code, _, err) = tesuji(d, &["accept", "short.jsonl", "--baseline", "base"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("short.jsonl"), "{err}");
    assert_eq!(ids(), ["1", "2", "5"]);
}

/// Item 4: one bad value of a setup property keeps the good ones, with a
/// warning naming file and property; a rectangle in the other corner
/// order is the same rectangle.
#[test]
fn sgf_setup_values_are_kept_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("bad.sgf"), "(;SZ[9]AB[aa][b]AW[cc:bb])").unwrap();
    let mut engine = gtp(d);
    assert_eq!(
        engine.handle_line("loadsgf bad.sgf").unwrap(),
        "= black\n\n"
    );
    assert_eq!(engine.handle_line("color A9").unwrap(), "= black\n\n");
    let white = engine.handle_line("list_stones white").unwrap();
    assert_eq!(white.split_whitespace().count(), 5, "{white}");
    let warnings = engine.load_warnings().join("\n");
    assert!(
        warnings.contains("bad.sgf") && warnings.contains("AB"),
        "{warnings}"
    );
}

/// Item 5: a suite that does not parse, or an engine that never starts,
/// makes an unfinished run that a baseline comparison reports as errors.
#[test]
fn suites_that_did_not_run_are_errors_in_the_run_and_the_baseline() {
    let dir = suite_dir();
    let d = dir.path();
    let (code, _, err) = tesuji(
        d,
        &["regress", "-q", "--accept", "--baseline", "base", "toy.tst"],
    );
    assert_eq!(code, 0, "{err}");
    std::fs::write(d.join("toy.tst"), "1 name\n#? tesuji\n").unwrap();
    let (code, out, err) = tesuji(
        d,
        &[
            "regress",
            "-q",
            "--baseline",
            "base",
            "--json",
            "run.jsonl",
            "toy.tst",
        ],
    );
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("did not run"), "{out}");
    assert!(!out.contains("Baseline: no changes"), "{out}");
    let run = std::fs::read_to_string(d.join("run.jsonl")).unwrap();
    assert!(run.contains("\"complete\":false"), "{run}");

    std::fs::write(d.join("toy.tst"), SUITE).unwrap();
    let (code, out, _) = tesuji(
        d,
        &[
            "regress",
            "-q",
            "--engine",
            "/nonexistent/engine",
            "--baseline",
            "base",
            "--json",
            "run.jsonl",
            "toy.tst",
        ],
    );
    assert_eq!(code, 2, "{out}");
    assert!(!out.contains("Baseline: no changes"), "{out}");
    let run = std::fs::read_to_string(d.join("run.jsonl")).unwrap();
    assert!(run.contains("\"complete\":false"), "{run}");
}

/// Item 6: a range takes the ids that exist in it; an empty range or a
/// missing single id is an error.
#[test]
fn ranges_take_the_ids_that_exist() {
    let dir = suite_dir();
    let d = dir.path();
    let (code, out, err) = tesuji(d, &["regress", "toy.tst:1-20"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("3/3"), "{out}");
    let (code, _, err) = tesuji(d, &["regress", "toy.tst:6-9"]);
    assert_eq!(code, 2);
    assert!(err.contains("no test numbered from 6 to 9"), "{err}");
    let (code, _, err) = tesuji(d, &["regress", "toy.tst:3"]);
    assert_eq!(code, 2);
    assert!(err.contains("no test numbered 3"), "{err}");
}

/// Item 7: a constraint of 20,000 terms is an error naming file and line,
/// not a stack overflow.
#[test]
fn long_operator_chains_in_a_database_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for op in ["+", " && "] {
        let chain = vec!["lib(a)"; 20_000].join(op);
        let db = format!(
            "attribute_map none\n\nPattern P1\n\n?O?\n.*.\n\n:8,C\n\n?O?\n.a.\n\n;{chain}\n"
        );
        std::fs::write(d.join("long.db"), db).unwrap();
        let (code, out, err) = tesuji(d, &["patterns", "check", "long.db"]);
        assert!(code == 1 || code == 2, "exit {code}: {out}{err}");
        let all = format!("{out}{err}");
        assert!(all.contains("long.db:13"), "{all}");
        assert!(all.contains("operators deep"), "{all}");
    }
}

/// Items 8 and 10: out-of-range and non-finite numbers are refused with a
/// clear error, never a panic.
#[test]
fn out_of_range_and_non_finite_numbers_are_refused() {
    let dir = suite_dir();
    let d = dir.path();
    for args in [
        &["regress", "--timeout", "1e19", "toy.tst"][..],
        &["regress", "--timeout", "nan", "toy.tst"],
        &[
            "compare",
            "--timeout",
            "inf",
            "--a",
            "x=1",
            "--b",
            "x=2",
            "toy.tst",
        ],
        &["match", "--komi", "nan"],
        &["match", "--komi", "inf"],
    ] {
        let (code, _, err) = tesuji(d, args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        let option = args.iter().find(|a| a.starts_with("--")).unwrap();
        assert!(
            err.contains(option) && err.contains("number"),
            "{args:?}: {err}"
        );
    }
    let mut engine = gtp(d);
    for komi in ["nan", "inf", "-inf", "NaN"] {
        let reply = engine.handle_line(&format!("komi {komi}")).unwrap();
        assert!(reply.starts_with('?'), "komi {komi}: {reply}");
    }
    std::fs::write(d.join("nan.sgf"), "(;SZ[9]KM[nan];B[ee])").unwrap();
    let reply = engine.handle_line("loadsgf nan.sgf").unwrap();
    assert!(reply.starts_with('?') && reply.contains("KM"), "{reply}");
}

/// Item 9: an input that never ends (a device, a FIFO no one writes) fails
/// at once with a clear error.
#[test]
fn endless_inputs_fail_fast() {
    let dir = suite_dir();
    let d = dir.path();
    let made = Command::new("mkfifo")
        .arg(d.join("stuck.tst"))
        .status()
        .unwrap();
    assert!(made.success());
    let started = Instant::now();
    for args in [
        &["regress", "@/dev/zero"][..],
        &["regress", "stuck.tst"],
        &["patterns", "check", "/dev/zero"],
        &["accept", "/dev/zero", "--baseline", "base"],
        &["merge", "/dev/zero"],
    ] {
        let (code, _, err) = tesuji(d, args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("not a regular file"), "{args:?}: {err}");
    }
    let mut engine = gtp(d);
    let reply = engine.handle_line("loadsgf /dev/zero").unwrap();
    assert!(reply.starts_with('?'), "{reply}");
    assert!(started.elapsed() < Duration::from_secs(30));
}

/// Item 11: `--since` never reaches git as an option; a corrupt baseline
/// in one commit is that commit's row.
#[test]
fn history_refuses_option_like_revisions() {
    if Command::new("git").arg("--version").output().is_err() {
        panic!("git is needed for `tesuji history`");
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let git = |args: &[&str]| {
        let ok = Command::new("git")
            .current_dir(d)
            .args(["-c", "user.email=t@example.org", "-c", "user.name=t"])
            .args(args)
            .output()
            .unwrap();
        assert!(
            ok.status.success(),
            "{}",
            String::from_utf8_lossy(&ok.stderr)
        );
    };
    git(&["init", "-q"]);
    std::fs::create_dir(d.join("expected")).unwrap();
    std::fs::write(d.join("expected/toy.txt"), "1\tpassed\t1 C18\t10\t100\t-\n").unwrap();
    git(&["add", "."]);
    git(&["commit", "-q", "-m", "first"]);
    std::fs::write(d.join("expected/toy.txt"), "garbage\n").unwrap();
    git(&["commit", "-q", "-am", "broken"]);
    let (code, _, err) = tesuji(d, &["history", "--since=--output=X"]);
    assert_eq!(code, 2, "{err}");
    assert!(!d.join("X..HEAD").exists());
    let (code, out, err) = tesuji(d, &["history"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1/1") && out.contains("error"), "{out}");
}

/// Item 12: messages that say what is wrong.
#[test]
fn messages_name_the_real_problem() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = tesuji(d, &["match", "--size", "0"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("board size") && !err.contains("player"),
        "{err}"
    );

    // A flat record of 200,000 moves is no nesting.
    let mut flat = String::from("(;SZ[19]");
    for k in 0..200_000 {
        flat.push_str(if k % 2 == 0 { ";B[]" } else { ";W[]" });
    }
    flat.push(')');
    std::fs::write(d.join("flat.sgf"), flat).unwrap();
    let mut engine = gtp(d);
    let reply = engine.handle_line("loadsgf flat.sgf 3").unwrap();
    assert!(reply.starts_with('='), "{reply}");

    // UTF-16 with its byte-order mark is decoded.
    let text = "(;SZ[9]AB[ee])";
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(text.encode_utf16().flat_map(|u| u.to_le_bytes()));
    std::fs::write(d.join("wide.sgf"), utf16).unwrap();
    std::fs::write(d.join("narrow.sgf"), text).unwrap();
    let narrow = engine.handle_line("loadsgf narrow.sgf").unwrap();
    assert_eq!(engine.handle_line("loadsgf wide.sgf").unwrap(), narrow);
    assert_eq!(engine.handle_line("color E5").unwrap(), "= black\n\n");

    // Answer lines: no brackets is a parse error, an unterminated one a
    // warning, each naming file and line.
    std::fs::write(d.join("bare.tst"), "1 name\n#? tesuji\n").unwrap();
    let (code, out, err) = tesuji(d, &["regress", "bare.tst"]);
    assert_eq!(code, 2);
    assert!(format!("{out}{err}").contains("bare.tst:2"), "{out}{err}");
    std::fs::write(d.join("open.tst"), "1 name\n#? [tesuji\n").unwrap();
    let (_, out, err) = tesuji(d, &["regress", "open.tst"]);
    let all = format!("{out}{err}");
    assert!(all.contains("open.tst:2: warning"), "{all}");
}
