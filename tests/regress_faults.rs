//! Faults of an external engine and what the runner makes of them: a
//! restart rebuilds exactly the position of a clean run, a reply cut off by
//! a dying engine is a crash (with no node counts), an endless reply is
//! capped, a command to an engine that stopped reading times out, and a
//! hanging engine's children die with it. Each fault comes from a small
//! fake engine written in `sh`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tesuji::gtp_client::{ClientError, GtpProcess};
use tesuji::regress::report::read_json_lines;
use tesuji::regress::NodeCounter;
use tesuji::regress::TestRecord;

/// A fake engine. `state` lists every setup command it has seen since it
/// started. `crash` exits; `crashonce` exits the first time (a marker file
/// remembers it) and is a setup command after that; `cut` and `cutline`
/// answer without the closing empty line (or newline) and exit; `poison`
/// answers and then dies on the next node counter command; `flood` writes
/// 20 MB without a newline; `deaf` answers and stops reading; `hang` waits
/// for a child of its own, whose pid it leaves in `child.pid`.
const FAKE_ENGINE: &str = r#"
set -f
state=""
poisoned=""
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1
  [ $# -gt 0 ] && shift
  case "$cmd" in
    list_commands)
      printf '=%s list_commands\necho\nstate\n' "$id"
      if [ -f nodes ]; then
        for k in reading owl connection; do printf 'reset_%s_node_counter\nget_%s_node_counter\n' $k $k; done
      fi
      printf '\n';;
    reset_*) printf '=%s\n\n' "$id";;
    get_*)
      [ -n "$poisoned" ] && exit 4
      printf '=%s 5\n\n' "$id";;
    crash) exit 3;;
    crashonce)
      if [ ! -f crashed.once ]; then : > crashed.once; exit 3; fi
      state="$state;crashonce"; printf '=%s\n\n' "$id";;
    cut) printf '=%s 0\n' "$id"; exit 0;;
    cutline) printf '=%s 0' "$id"; exit 0;;
    poison) poisoned=1; printf '=%s ok\n\n' "$id";;
    flood) head -c 20000000 /dev/zero; sleep 30;;
    deaf) printf '=%s\n\n' "$id"; exec sleep 30;;
    hang) sleep 30 & echo $! > child.pid; wait;;
    echo) printf '=%s %s\n\n' "$id" "$1";;
    boardsize|play|undo|komi|clear_board|loadsgf)
      state="$state;$cmd"; [ $# -gt 0 ] && state="$state $*"
      printf '=%s\n\n' "$id";;
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

/// Run `tesuji regress --engine FAKE --timeout SECS --json` on `suite`
/// (written to `name.tst` in `dir`): exit code, stdout and the records.
fn regress(dir: &Path, name: &str, suite: &str, timeout: &str) -> (i32, String, Vec<TestRecord>) {
    let path = dir.join(format!("{name}.tst"));
    std::fs::write(&path, suite).unwrap();
    let json = dir.join(format!("{name}.jsonl"));
    let out = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args(["regress", "--timeout", timeout, "--engine"])
        .arg(fake_engine(dir))
        .arg("--json")
        .arg(&json)
        .arg(&path)
        .output()
        .unwrap();
    let stdout =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let records = read_json_lines(&json).unwrap_or_else(|e| panic!("{e}\n{stdout}"));
    (out.status.code().unwrap_or(-1), stdout, records)
}

fn statuses(records: &[TestRecord]) -> Vec<(u64, String)> {
    records
        .iter()
        .map(|r| (r.id, r.status.to_string()))
        .collect()
}

fn pairs(v: &[(u64, &str)]) -> Vec<(u64, String)> {
    v.iter().map(|(i, s)| (*i, s.to_string())).collect()
}

#[test]
fn after_a_restart_each_setup_command_has_been_sent_once() {
    let dir = tempfile::tempdir().unwrap();
    // Test 1 kills the engine; the next setup command starts a new one,
    // which must get `play W B2` once (not replayed and then sent again).
    // `crashonce` kills the engine as a setup command: the restarted engine
    // gets it once too.
    let suite = "\
boardsize 9
play B A1
1 crash
#? [.*]
play W B2
2 state
#? [;boardsize 9;play B A1;play W B2]
undo
crashonce
3 state
#? [;boardsize 9;play B A1;play W B2;undo;crashonce]
play B C3
4 state
#? [;boardsize 9;play B A1;play W B2;undo;crashonce;play B C3]
";
    let (code, stdout, records) = regress(dir.path(), "replay", suite, "5");
    assert_eq!(code, 2, "{stdout}");
    assert_eq!(
        statuses(&records),
        pairs(&[(1, "crashed"), (2, "passed"), (3, "passed"), (4, "passed")]),
        "{stdout}"
    );
    assert!(
        stdout.contains("replay.tst:9: engine `sh ") && stdout.contains("crashed on `crashonce`"),
        "the problem names file, line and engine: {stdout}"
    );
}

#[test]
fn a_reply_cut_off_by_a_dying_engine_is_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    match engine.send("3 cut", Duration::from_secs(5)) {
        Err(ClientError::CutOff { partial, .. }) => assert_eq!(partial, "=3 0"),
        other => panic!("expected a cut-off reply, got {other:?}"),
    }
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    match engine.send("4 cutline", Duration::from_secs(5)) {
        Err(ClientError::CutOff { partial, .. }) => assert_eq!(partial, "=4 0"),
        other => panic!("expected a cut-off reply, got {other:?}"),
    }

    std::fs::write(dir.path().join("nodes"), "").unwrap();
    let suite = "\
1 cut
#? [0]
2 cutline
#? [0]
3 poison
#? [ok]
4 echo fine
#? [fine]
";
    let (code, stdout, records) = regress(dir.path(), "cut", suite, "5");
    assert_eq!(code, 2, "{stdout}");
    assert_eq!(
        statuses(&records),
        pairs(&[(1, "crashed"), (2, "crashed"), (3, "passed"), (4, "passed")]),
        "{stdout}"
    );
    assert!(
        stdout.contains("cut.tst:1: engine `sh ")
            && stdout.contains("in the middle of a reply (\"=1 0\""),
        "{stdout}"
    );
    // Test 3's engine died on its first counter: no count of the restarted engine stands in.
    let nodes = |r: &TestRecord| {
        [
            r.nodes.get(NodeCounter::Reading),
            r.nodes.get(NodeCounter::Owl),
            r.nodes.get(NodeCounter::Connection),
        ]
    };
    for r in &records[..3] {
        assert_eq!(nodes(r), [None; 3], "test {}: {stdout}", r.id);
    }
    assert_eq!(nodes(&records[3]), [Some(5); 3], "{stdout}");
}

#[test]
fn an_endless_reply_is_cut_at_the_size_limit() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    let start = Instant::now();
    match engine.send("flood", Duration::from_secs(20)) {
        Err(ClientError::Protocol(why)) => assert!(why.contains("longer than"), "{why}"),
        other => panic!("expected an overlong reply, got {other:?}"),
    }
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    drop(engine);

    let suite = "1 flood\n#? [.*]\n2 echo fine\n#? [fine]\n";
    let (code, stdout, records) = regress(dir.path(), "flood", suite, "20");
    assert_eq!(code, 2, "{stdout}");
    assert_eq!(
        statuses(&records),
        pairs(&[(1, "crashed"), (2, "passed")]),
        "{stdout}"
    );
    assert!(stdout.contains("flood.tst:1: engine `sh "), "{stdout}");
    assert!(
        stdout.contains("reply longer than 8388608 bytes"),
        "{stdout}"
    );
}

#[test]
fn the_timeout_covers_writing_to_an_engine_that_stopped_reading() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    assert!(engine.send("deaf", Duration::from_secs(5)).is_ok());
    // Far more than a pipe holds.
    let big = format!("echo {}", "x".repeat(1 << 20));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let start = Instant::now();
        let result = engine.send(&big, Duration::from_millis(300));
        let _ = tx.send((result.map(|r| r.text.len()), start.elapsed()));
    });
    let (result, took) = rx
        .recv_timeout(Duration::from_secs(10))
        .expect("send blocked on a full pipe");
    assert!(matches!(result, Err(ClientError::Timeout)), "{result:?}");
    assert!(took < Duration::from_secs(3), "{took:?}");

    let suite = format!(
        "1 deaf\n#? [.*]\n2 echo {}\n#? [.*]\n3 echo fine\n#? [fine]\n",
        "y".repeat(1 << 20)
    );
    let (code, stdout, records) = regress(dir.path(), "deaf", &suite, "1");
    assert_eq!(code, 2, "{stdout}");
    // The message shows the start of the long command and its length.
    assert!(
        stdout.contains(&format!(
            "deaf.tst:3: engine `{}` gave no answer to `echo yyy",
            fake_engine(dir.path())
        )) && stdout.contains("... (1048581 bytes)` within 1s"),
        "{}",
        &stdout[..stdout.len().min(2000)]
    );
    assert!(stdout.len() < 10_000, "{} bytes of output", stdout.len());
    assert_eq!(
        statuses(&records),
        pairs(&[(1, "passed"), (2, "timeout"), (3, "passed")]),
        "{stdout}"
    );
}

/// Whether process `pid` is still running (a zombie counts as gone).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => {
            let state = stat.rsplit(')').next().unwrap_or("").trim_start();
            !state.starts_with('Z')
        }
        Err(_) => false,
    }
}

fn child_pid(dir: &Path) -> u32 {
    let file: PathBuf = dir.join("child.pid");
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Ok(text) = std::fs::read_to_string(&file) {
            if let Ok(pid) = text.trim().parse() {
                return pid;
            }
        }
        assert!(Instant::now() < deadline, "no child.pid");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn gone_soon(pid: u32) -> bool {
    let deadline = Instant::now() + Duration::from_secs(3);
    while alive(pid) {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}

#[test]
fn a_hanging_engine_is_ended_with_its_children() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = GtpProcess::spawn(&fake_engine(dir.path()), dir.path()).unwrap();
    assert!(matches!(
        engine.send("hang", Duration::from_millis(300)),
        Err(ClientError::Timeout)
    ));
    let child = child_pid(dir.path());
    assert!(alive(child));
    drop(engine);
    assert!(gone_soon(child), "the engine's child {child} outlived it");

    std::fs::remove_file(dir.path().join("child.pid")).unwrap();
    let suite = "1 hang\n#? [.*]\n2 echo fine\n#? [fine]\n";
    let (code, stdout, records) = regress(dir.path(), "hang", suite, "1");
    assert_eq!(code, 2, "{stdout}");
    assert_eq!(
        statuses(&records),
        pairs(&[(1, "timeout"), (2, "passed")]),
        "{stdout}"
    );
    let child = child_pid(dir.path());
    assert!(
        gone_soon(child),
        "the engine's child {child} outlived the run"
    );
}
