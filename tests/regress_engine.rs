//! External-engine tests with a tiny fake GTP engine written in `sh`: the
//! subprocess client, crash and hang recovery, exit codes, JSON, baselines
//! and `--compare` through the `tesuji regress` command line.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use tesuji::gtp_client::{ClientError, GtpProcess};
use tesuji::regress::NodeCounter;

/// A fake engine. `state` reports the setup it has seen since it started,
/// so a test can check what was replayed after a restart. `crash` exits,
/// `hang` sleeps far beyond any timeout, `nodes` makes it claim node counters.
const FAKE_ENGINE: &str = r#"
set -f
state=""
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1
  [ $# -gt 0 ] && shift
  case "$cmd" in
    list_commands)
      printf '=%s list_commands\necho\nstate\ncrash\nhang\n' "$id"
      if [ -f nodes ]; then
        for k in reading owl connection; do printf 'reset_%s_node_counter\nget_%s_node_counter\n' $k $k; done
      fi
      printf '\n';;
    reset_*) printf '=%s\n\n' "$id";;
    get_owl_node_counter) printf '=%s 42\n\n' "$id";;
    get_*) printf '=%s 1\n\n' "$id";;
    crash) echo "fake engine: crashing" >&2; exit 3;;
    hang) exec sleep 30;;
    echo) printf '=%s %s\n\n' "$id" "$*";;
    multi) printf '=%s first\nsecond\n\n' "$id";;
    loadsgf) state="loadsgf $*"; printf '=%s\n\n' "$id";;
    boardsize|play|komi|clear_board) state="$state;$cmd $*"; printf '=%s\n\n' "$id";;
    state) printf '=%s %s\n\n' "$id" "$state";;
    quit) printf '=%s\n\n' "$id"; exit 0;;
    *) printf '?%s unknown command\n\n' "$id";;
  esac
done
"#;

fn fake_engine(dir: &Path) -> String {
    let script = dir.join("fake_engine.sh");
    std::fs::write(&script, FAKE_ENGINE).unwrap();
    format!("sh '{}'", script.display())
}

fn tesuji() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tesuji"))
}

fn run(cmd: &mut Command) -> (i32, String, String) {
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn client_reads_replies_errors_and_multiple_lines() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    let t = Duration::from_secs(5);
    let r = engine.send("7 echo 1 C18", t).unwrap();
    assert_eq!((r.success, r.id, r.text.as_str()), (true, Some(7), "1 C18"));
    let r = engine.send("bogus", t).unwrap();
    assert_eq!(
        (r.success, r.id, r.text.as_str()),
        (false, None, "unknown command")
    );
    let r = engine.send("multi", t).unwrap();
    assert_eq!(r.text, "first\nsecond");
    let r = engine.send("echo", t).unwrap();
    assert_eq!((r.success, r.text.as_str()), (true, ""));
    // The working directory is the one given.
    std::fs::write(dir.path().join("nodes"), "").unwrap();
    let r = engine.send("list_commands", t).unwrap();
    assert!(r.text.contains("get_owl_node_counter"), "{}", r.text);
    engine.kill();
    assert!(matches!(
        engine.send("echo x", t),
        Err(ClientError::Protocol(_))
    ));
}

#[test]
fn client_reports_timeout_and_crash() {
    let dir = tempfile::tempdir().unwrap();
    let cmdline = fake_engine(dir.path());
    let mut engine = GtpProcess::spawn(&cmdline, dir.path()).unwrap();
    let start = Instant::now();
    assert!(matches!(
        engine.send("1 hang", Duration::from_millis(200)),
        Err(ClientError::Timeout)
    ));
    assert!(start.elapsed() < Duration::from_secs(3));
    drop(engine);

    let mut engine = GtpProcess::spawn(&cmdline, dir.path()).unwrap();
    match engine.send("2 crash", Duration::from_secs(5)) {
        Err(ClientError::Crashed { status, stderr }) => {
            assert!(status.contains('3'), "{status}");
            assert!(stderr.contains("fake engine: crashing"), "{stderr}");
        }
        other => panic!("expected a crash, got {other:?}"),
    }
    assert!(matches!(
        GtpProcess::spawn("/nonexistent/engine --gtp", dir.path()),
        Err(ClientError::Spawn { .. })
    ));
    assert!(matches!(
        GtpProcess::spawn("engine 'open", dir.path()),
        Err(ClientError::Spawn { .. })
    ));
}

const RECOVERY_SUITE: &str = "\
boardsize 19
komi 6.5
loadsgf game.sgf 12
play B A1
1 state
#? [loadsgf game.sgf 12;play B A1]
2 crash
#? [.*]
3 state
#? [loadsgf game.sgf 12;play B A1]
play W B2
4 hang
#? [.*]*
5 state
#? [loadsgf game.sgf 12;play B A1;play W B2]
6 echo alive
#? [alive]
";

#[test]
fn crash_and_hang_restart_the_engine_and_replay_the_setup() {
    let dir = tempfile::tempdir().unwrap();
    let engine = fake_engine(dir.path());
    let suite = dir.path().join("recover.tst");
    std::fs::write(&suite, RECOVERY_SUITE).unwrap();
    let json = dir.path().join("results.jsonl");
    let start = Instant::now();
    let (code, stdout, stderr) = run(tesuji()
        .args(["regress", "--timeout", "1", "--engine", &engine, "--json"])
        .arg(&json)
        .arg(&suite));
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "took {:?}",
        start.elapsed()
    );
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stdout.contains("2 crashed: no answer"), "{stdout}");
    assert!(stdout.contains("4 timeout: no answer in time"), "{stdout}");
    assert!(
        stdout.contains("Summary: 4/4 passes. 0 unexpected passes, 0 unexpected failures"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Possible crash!: 2 tests got no answer (1 crashed, 1 timed out)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Nodes: not reported by the engine"),
        "{stdout}"
    );
    let records = tesuji::regress::report::read_json_lines(&json).unwrap();
    let got: Vec<(u64, String)> = records
        .iter()
        .map(|r| (r.id, r.status.to_string()))
        .collect();
    let want: Vec<(u64, String)> = [
        (1, "passed"),
        (2, "crashed"),
        (3, "passed"),
        (4, "timeout"),
        (5, "passed"),
        (6, "passed"),
    ]
    .into_iter()
    .map(|(i, s)| (i, s.to_string()))
    .collect();
    assert_eq!(got, want);
    assert!(records
        .iter()
        .all(|r| r.nodes.get(NodeCounter::Owl).is_none()
            && r.nodes.get(NodeCounter::Reading).is_none()));
}

fn write_clean_suite(dir: &Path) -> PathBuf {
    let suite = dir.join("clean.tst");
    std::fs::write(
        &suite,
        "1 echo 1 C18\n#? [1 C18]\n2 echo 0\n#? [1 C18]*\n3 echo x\n#? [x]\n",
    )
    .unwrap();
    suite
}

#[test]
fn exit_codes_follow_the_results() {
    let dir = tempfile::tempdir().unwrap();
    let engine = fake_engine(dir.path());
    let suite = write_clean_suite(dir.path());
    let (code, stdout, _) = run(tesuji().args(["regress", "--engine", &engine]).arg(&suite));
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("Summary: 2/3 passes. 0 unexpected passes, 0 unexpected failures"));

    let failing = dir.path().join("failing.tst");
    std::fs::write(&failing, "1 echo 0\n#? [1 C18]\n").unwrap();
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "--engine", &engine])
        .arg(&failing));
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("1 unexpected FAIL: Correct '1 C18', got '0'"));

    let broken = dir.path().join("broken.tst");
    std::fs::write(&broken, "1 echo 0\n#? [(]\n").unwrap();
    let (code, stdout, _) = run(tesuji().args(["regress", "--engine", &engine]).arg(&broken));
    assert_eq!(code, 2, "{stdout}");
    assert!(stdout.contains("broken.tst:2: bad regex"), "{stdout}");

    let (code, _, stderr) = run(tesuji()
        .args(["regress", "--heuristic", "nonsense=1"])
        .arg(&suite));
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown setting 'nonsense'"), "{stderr}");

    let (code, _, stderr) = run(tesuji().args(["regress", "--engine", &engine, "missing.tst"]));
    assert_eq!(code, 2);
    assert!(
        stderr.contains("missing.tst: no such file or folder"),
        "{stderr}"
    );
}

#[test]
fn node_counters_are_read_when_the_engine_has_them() {
    let dir = tempfile::tempdir().unwrap();
    let engine = fake_engine(dir.path());
    std::fs::write(dir.path().join("nodes"), "").unwrap();
    let suite = write_clean_suite(dir.path());
    let json = dir.path().join("r.jsonl");
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "--engine", &engine, "--json"])
        .arg(&json)
        .arg(&suite));
    assert_eq!(code, 0, "{stdout}");
    assert!(
        stdout.contains("Nodes: reading 3, owl 126, connection 3, solver 0, semeai 0;"),
        "{stdout}"
    );
    let records = tesuji::regress::report::read_json_lines(&json).unwrap();
    assert!(records
        .iter()
        .all(|r| r.nodes.get(NodeCounter::Owl) == Some(42)
            && r.nodes.get(NodeCounter::Reading) == Some(1)));
}

#[test]
fn baseline_accept_compare_and_json_compare() {
    let dir = tempfile::tempdir().unwrap();
    let engine = fake_engine(dir.path());
    let suite = write_clean_suite(dir.path());
    let base = dir.path().join("expected");
    let regress = |extra: &[&str]| {
        let mut cmd = tesuji();
        cmd.args(["regress", "--engine", &engine, "--baseline"])
            .arg(&base)
            .args(extra)
            .arg(&suite);
        run(&mut cmd)
    };
    // No baseline yet: that is a difference.
    let (code, stdout, _) = regress(&[]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("clean: no baseline yet"), "{stdout}");
    assert!(
        !base.join("clean.txt").exists(),
        "a run must not write the baseline unasked"
    );
    let (code, stdout, _) = regress(&["--accept"]);
    assert_eq!(code, 0, "{stdout}");
    assert_eq!(
        std::fs::read_to_string(base.join("clean.txt")).unwrap(),
        "# regression baseline of suite clean\n\
         # id\tstatus\tanswer\treading_nodes\towl_nodes\tconnection_nodes\tsolver_nodes\tsemeai_nodes\n\
         1\tpassed\t1 C18\t-\t-\t-\t-\t-\n\
         2\tfailed\t0\t-\t-\t-\t-\t-\n\
         3\tpassed\tx\t-\t-\t-\t-\t-\n"
    );
    let (code, stdout, _) = regress(&[]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("Baseline: no changes"), "{stdout}");

    // Change the suite: test 1 breaks, test 2 gets fixed.
    std::fs::write(
        &suite,
        "1 echo 0\n#? [1 C18]\n2 echo 1 C18\n#? [1 C18]*\n3 echo x\n#? [x]\n",
    )
    .unwrap();
    let (code, stdout, _) = regress(&[]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("clean:1 FAIL 0 [1 C18]\n"), "{stdout}");
    assert!(
        stdout.contains("clean:2 fixed PASS 1 C18 [1 C18]\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Baseline: 1 broken, 1 fixed, 0 node count changes, 0 other changes"),
        "{stdout}"
    );

    // A partial run compares only the selected tests.
    let mut cmd = tesuji();
    cmd.args(["regress", "--engine", &engine, "--baseline"])
        .arg(&base)
        .arg(format!("{}:3", suite.display()));
    let (code, stdout, _) = run(&mut cmd);
    assert_eq!(code, 0, "{stdout}");

    // Two JSON runs compared directly.
    let a = dir.path().join("a.jsonl");
    let b = dir.path().join("b.jsonl");
    std::fs::write(
        &suite,
        "1 echo 1 C18\n#? [1 C18]\n2 echo 0\n#? [1 C18]*\n3 echo x\n#? [x]\n",
    )
    .unwrap();
    run(tesuji()
        .args(["regress", "--engine", &engine, "--json"])
        .arg(&a)
        .arg(&suite));
    std::fs::write(
        &suite,
        "1 echo 0\n#? [1 C18]\n2 echo 0\n#? [1 C18]*\n3 echo x\n#? [x]\n",
    )
    .unwrap();
    run(tesuji()
        .args(["regress", "--engine", &engine, "--json"])
        .arg(&b)
        .arg(&suite));
    let (code, stdout, _) = run(tesuji().args(["regress", "--compare"]).arg(&a).arg(&b));
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("\nclean:1         FAIL 0 [1 C18]\n"),
        "{stdout}"
    );
    // The cost lines: both runs' passes, nodes and seconds per suite.
    assert!(stdout.contains("clean: 3 tests, passes 2 → 1"), "{stdout}");
    assert!(stdout.contains("  seconds "), "{stdout}");
    let (code, stdout, _) = run(tesuji().args(["regress", "--compare"]).arg(&a).arg(&a));
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains(": no changes"), "{stdout}");
}

#[test]
fn a_suite_that_cannot_go_on_reports_a_possible_crash() {
    let dir = tempfile::tempdir().unwrap();
    let engine = fake_engine(dir.path());
    let suite = dir.path().join("early.tst");
    // The setup command kills the engine, and again when it is replayed.
    std::fs::write(
        &suite,
        "1 echo a\n#? [a]\ncrash\n2 echo b\n#? [b]\n3 echo c\n#? [c]\n",
    )
    .unwrap();
    let (code, stdout, _) = run(tesuji().args(["regress", "--engine", &engine]).arg(&suite));
    assert_eq!(code, 2, "{stdout}");
    assert!(
        stdout.contains(&format!(
            "early.tst:3: engine `{engine}` crashed on `crash`"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "error: engine `{engine}` died replaying `crash` (line 3)"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains("Possible crash!: expected 3 results, got 1. Last successful test was 1."),
        "{stdout}"
    );
}

/// The JSON records of `tesuji regress --json` on `spec`: id, answer and
/// the three node counts of each test.
fn records(spec: &str, dir: &Path) -> Vec<(u64, String, u64, u64, u64)> {
    let json = dir.join(format!("r{}.json", spec.len()));
    let (code, out, err) = run(tesuji()
        .args(["regress", "--quiet", "--json"])
        .arg(&json)
        .arg(spec));
    assert!(code == 0 || code == 1, "{out}{err}");
    let text = std::fs::read_to_string(&json).unwrap();
    text.lines()
        .filter(|l| !l.starts_with(r#"{"complete":"#))
        .map(|l| {
            let field = |name: &str| -> String {
                let start = l.find(&format!("\"{name}\":")).unwrap() + name.len() + 3;
                let rest = &l[start..];
                let end = rest.find([',', '}']).unwrap();
                rest[..end].trim_matches('"').to_string()
            };
            (
                field("id").parse().unwrap(),
                field("answer"),
                field("reading_nodes").parse().unwrap(),
                field("owl_nodes").parse().unwrap(),
                field("connection_nodes").parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_test_alone_answers_and_counts_as_in_the_whole_suite() {
    // The caches are cleared before every test, so the reading of the
    // tests before it cannot save (or cost) it nodes.
    let dir = std::env::temp_dir().join(format!("tesuji-alone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("regression/tactics.tst");
    let all = records(&suite.display().to_string(), &dir);
    assert!(all.len() >= 4, "{all:?}");
    assert!(all.iter().any(|r| r.2 > 0), "the suite reads: {all:?}");
    for r in &all {
        let alone = records(&format!("{}:{}", suite.display(), r.0), &dir);
        assert_eq!(alone, vec![r.clone()], "test {} alone", r.0);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_missing_suite_is_reported_and_the_others_run() {
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("regression/tactics.tst");
    let (code, out, err) = run(tesuji()
        .args(["regress", "--quiet"])
        .arg(&suite)
        .arg("no-such-suite.tst")
        .arg("no-such-either.tst:3"));
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("== tactics"), "the other suite ran: {out}");
    assert!(out.contains("Summary: 4/4 passes"), "{out}");
    assert!(
        err.contains("no-such-suite.tst: no such file or folder"),
        "{err}"
    );
    assert!(
        err.contains("no-such-either.tst: no such test file"),
        "{err}"
    );
    assert!(out.contains("2 of the paths named no suite"), "{out}");
}
