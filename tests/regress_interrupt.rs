//! Interrupted runs and output files: SIGINT or SIGTERM in the middle of a
//! run leaves the baselines as they were and a JSON file holding the suites
//! that finished, marked unfinished; plain outputs (`--json`, `reading_tree`)
//! are written in place (symlinks followed, modes kept, `-` for stdout).

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tesuji::regress::report::read_json_run;

/// `echo WORD` answers WORD; `hang` waits for a child of its own, whose
/// pid it leaves in `child.pid` (and its own in `engine.pid`).
const FAKE_ENGINE: &str = r#"
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  case "$1" in
    echo) printf '=%s %s\n\n' "$id" "$2";;
    hang) echo $$ > engine.pid; sleep 30 & echo $! > child.pid; wait;;
    *) printf '?%s unknown command\n\n' "$id";;
  esac
done
"#;

fn tesuji() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tesuji"))
}

fn wait_for(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !ready() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Run two suites, the second of which hangs, and send `signal` once the
/// first has been written to the JSON file: exit code, stdout and the
/// folder after the run.
fn interrupt(signal: libc::c_int, accept: bool) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("fake.sh"), FAKE_ENGINE).unwrap();
    std::fs::write(d.join("one.tst"), "1 echo a\n#? [a]\n2 echo b\n#? [b]\n").unwrap();
    std::fs::write(d.join("two.tst"), "1 echo c\n#? [c]\n2 hang\n#? [.*]\n").unwrap();
    let expected = d.join("expected");
    std::fs::create_dir(&expected).unwrap();
    std::fs::write(expected.join("one.txt"), "# old one\n").unwrap();
    std::fs::write(expected.join("two.txt"), "# old two\n").unwrap();
    let json = d.join("run.jsonl");
    std::fs::write(&json, "stale content of an earlier run\n").unwrap();

    let mut cmd = tesuji();
    cmd.current_dir(d)
        .args(["regress", "--timeout", "30", "--engine", "sh fake.sh"])
        .args(["--json", "run.jsonl"]);
    if accept {
        cmd.args(["--baseline", "expected", "--accept"]);
    }
    let mut child = cmd
        .args(["one.tst", "two.tst"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // The stale content is gone as soon as the run starts, and suite one
    // is in the file once it has finished.
    wait_for("suite one in the JSON file", || {
        std::fs::read_to_string(&json).is_ok_and(|t| t.contains(r#""suite":"one","id":2"#))
    });
    wait_for("the hanging test", || d.join("child.pid").exists());
    let started = Instant::now();
    // SAFETY: kill(2) has no memory-safety preconditions.
    assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, signal) }, 0);
    wait_for("the run to end", || child.try_wait().unwrap().is_some());
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let name = if signal == libc::SIGINT {
        "SIGINT"
    } else {
        "SIGTERM"
    };
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        stdout.contains(&format!("Interrupted by {name}: 1 of 2 suites finished")),
        "{stdout}"
    );
    assert!(
        stdout.contains("Interrupted: expected 2 results, got 1."),
        "{stdout}"
    );

    let run = read_json_run(&json).unwrap();
    let got: Vec<String> = run
        .records
        .iter()
        .map(|r| format!("{}:{}:{}", r.suite, r.id, r.status))
        .collect();
    assert_eq!(got, ["one:1:passed", "one:2:passed", "two:1:passed"]);
    assert!(!run.complete());
    let status = run.status.unwrap();
    assert_eq!(
        status.reason.as_deref(),
        Some(&*format!("interrupted by {name}"))
    );

    // The baselines are as they were, with nothing left beside them.
    let mut names: Vec<String> = std::fs::read_dir(&expected)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["one.txt", "two.txt"]);
    assert_eq!(
        std::fs::read_to_string(expected.join("one.txt")).unwrap(),
        "# old one\n"
    );
    if accept {
        assert!(
            stdout.contains("baseline neither compared nor accepted"),
            "{stdout}"
        );
    }
    // The engine of the stopped suite has been ended with its child.
    let pid = std::fs::read_to_string(d.join("child.pid")).unwrap();
    let stat = format!("/proc/{}/stat", pid.trim());
    wait_for("the engine's child to end", || {
        std::fs::read_to_string(&stat).map_or(true, |s| {
            let state = s.rsplit(')').next().unwrap_or("").trim_start();
            state.starts_with('Z')
        })
    });
}

#[test]
fn sigint_during_an_accepting_run_changes_no_baseline() {
    interrupt(libc::SIGINT, true);
}

#[test]
fn sigterm_leaves_the_finished_suites_in_a_json_file_marked_unfinished() {
    interrupt(libc::SIGTERM, false);
}

/// Runs the suite `tst` (as `one.tst`) against the fake engine in `d` to
/// completion, with `--json json`.
fn run_to_json(d: &Path, tst: &str, json: &str) {
    std::fs::write(d.join("fake.sh"), FAKE_ENGINE).unwrap();
    std::fs::write(d.join("one.tst"), tst).unwrap();
    let out = tesuji()
        .current_dir(d)
        .args([
            "regress",
            "--engine",
            "sh fake.sh",
            "--json",
            json,
            "one.tst",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_finished_run_says_so_in_its_last_json_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run_to_json(d, "1 echo a\n#? [a]\n", "r.jsonl");
    let text = std::fs::read_to_string(d.join("r.jsonl")).unwrap();
    assert_eq!(
        text.lines().last(),
        Some(r#"{"complete":true,"suites":1,"tests":1}"#)
    );
    assert!(read_json_run(&d.join("r.jsonl")).unwrap().complete());
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

fn is_symlink(path: &Path) -> bool {
    std::fs::symlink_metadata(path)
        .unwrap()
        .file_type()
        .is_symlink()
}

#[test]
fn json_output_follows_symlinks_keeps_the_mode_and_takes_dash_for_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("fake.sh"), FAKE_ENGINE).unwrap();
    std::fs::write(d.join("one.tst"), "1 echo a\n#? [a]\n").unwrap();
    std::fs::create_dir(d.join("results")).unwrap();
    let real = d.join("results/real.jsonl");
    std::fs::write(&real, "old").unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
    std::os::unix::fs::symlink("results/real.jsonl", d.join("link.jsonl")).unwrap();
    let run = |json: &str| {
        tesuji()
            .current_dir(d)
            .args([
                "regress",
                "--engine",
                "sh fake.sh",
                "--json",
                json,
                "one.tst",
            ])
            .output()
            .unwrap()
    };
    let out = run("link.jsonl");
    assert_eq!(out.status.code(), Some(0));
    assert!(is_symlink(&d.join("link.jsonl")));
    assert_eq!(mode(&real), 0o640);
    let text = std::fs::read_to_string(&real).unwrap();
    assert!(text.starts_with(r#"{"suite":"one","id":1,"#), "{text}");

    // `-`: the records on stdout, the report on stderr, no file named `-`.
    let out = run("-");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stdout.starts_with(r#"{"suite":"one","id":1,"#), "{stdout}");
    assert!(
        stdout.ends_with("{\"complete\":true,\"suites\":1,\"tests\":1}\n"),
        "{stdout}"
    );
    assert!(stderr.contains("Summary: 1/1 passes"), "{stderr}");
    assert!(!d.join("-").exists());
}

#[test]
fn reading_tree_writes_through_symlinks_and_refuses_dash() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let real = d.join("real.sgf");
    std::fs::write(&real, "old").unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o604)).unwrap();
    std::os::unix::fs::symlink("real.sgf", d.join("tree.sgf")).unwrap();
    let mut gtp = tesuji()
        .current_dir(d)
        .arg("gtp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    gtp.stdin
        .take()
        .unwrap()
        .write_all(
            b"boardsize 9\nplay B C3\nplay W C4\nplay B D4\n\
              reading_tree tree.sgf attack C4\nreading_tree - attack C4\nquit\n",
        )
        .unwrap();
    let out = gtp.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let replies: Vec<&str> = stdout.split("\n\n").collect();
    assert!(replies[4].starts_with("= "), "{stdout}");
    assert!(
        replies[5].starts_with("? '-' would be standard output"),
        "{stdout}"
    );
    assert!(is_symlink(&d.join("tree.sgf")));
    assert_eq!(mode(&real), 0o604);
    assert!(std::fs::read_to_string(&real).unwrap().starts_with("(;"));
    assert!(!d.join("-").exists());
}

#[test]
fn a_run_killed_mid_line_reads_as_unfinished_and_compare_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run_to_json(d, "1 echo a\n#? [a]\n2 echo b\n#? [b]\n", "full.jsonl");
    let full = std::fs::read_to_string(d.join("full.jsonl")).unwrap();
    let first = full.lines().next().unwrap();
    // A killed run: one whole record, then half of the next line.
    let killed = format!("{first}\n{}", &full.lines().nth(1).unwrap()[..20]);
    std::fs::write(d.join("killed.jsonl"), killed).unwrap();
    let run = read_json_run(&d.join("killed.jsonl")).unwrap();
    assert_eq!(run.records.len(), 1);
    assert!(run.status.is_none() && !run.complete());
    let out = tesuji()
        .current_dir(d)
        .args(["regress", "--compare", "killed.jsonl", "full.jsonl"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("note: killed.jsonl holds an unfinished run (no closing status line)"),
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(1));
}

fn gone(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).map_or(true, |s| {
        let state = s.rsplit(')').next().unwrap_or("").trim_start();
        state.starts_with('Z')
    })
}

#[test]
fn an_engine_dies_with_a_killed_runner() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("fake.sh"), FAKE_ENGINE).unwrap();
    std::fs::write(d.join("hang.tst"), "1 hang\n#? [.*]\n").unwrap();
    let mut child = tesuji()
        .current_dir(d)
        .args([
            "regress",
            "--timeout",
            "30",
            "--engine",
            "sh fake.sh",
            "hang.tst",
        ])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    wait_for("the hanging test", || d.join("child.pid").exists());
    child.kill().unwrap();
    child.wait().unwrap();
    let engine = std::fs::read_to_string(d.join("engine.pid")).unwrap();
    wait_for("the engine to end", || gone(&engine));
    // Its own child is an orphan now; end it here.
    let orphan = std::fs::read_to_string(d.join("child.pid")).unwrap();
    if let Ok(pid) = orphan.trim().parse::<libc::pid_t>() {
        // SAFETY: kill(2) has no memory-safety preconditions.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}
