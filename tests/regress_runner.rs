//! Runner tests against a small in-process mock engine: reporter snapshots
//! (times redacted), identical output for any number of jobs, JSON records.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tesuji::regress::events::{Event, TestRecord};
use tesuji::regress::report::{read_json_lines, JsonReporter, Reporter, TerminalReporter};
use tesuji::regress::NodeCounter;
use tesuji::regress::{
    run_all, Backend, BackendFactory, EngineChoice, RunOptions, Status, SuiteSpec,
};

/// A tiny GTP-ish engine: `echo WORDS`, `fail`, `lines`, `cat FILE` (relative
/// to its base folder), `sleep MS`, `panic`, `play ...` (kept, and listed
/// by `moves`), and node counters that grow by 7 owl nodes per `echo`.
struct Mock {
    base: PathBuf,
    owl: u64,
    moves: Vec<String>,
}

impl Backend for Mock {
    fn execute(&mut self, command: &str) -> Result<String, String> {
        let mut words = command.split_whitespace();
        let verb = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        match verb {
            "list_commands" => Ok([
                "echo",
                "fail",
                "reset_reading_node_counter",
                "get_reading_node_counter",
                "reset_owl_node_counter",
                "get_owl_node_counter",
                "reset_connection_node_counter",
                "get_connection_node_counter",
            ]
            .join("\n")),
            "reset_owl_node_counter" => {
                self.owl = 0;
                Ok(String::new())
            }
            "reset_reading_node_counter" | "reset_connection_node_counter" => Ok(String::new()),
            "get_owl_node_counter" => Ok(self.owl.to_string()),
            "get_reading_node_counter" => Ok("3".into()),
            "get_connection_node_counter" => Ok("0".into()),
            "echo" => {
                self.owl += 7;
                Ok(rest.join(" "))
            }
            "lines" => Ok("first\nsecond".into()),
            "play" => {
                self.moves.push(rest.join(" "));
                Ok(String::new())
            }
            "moves" => Ok(self.moves.join(";")),
            "cat" => std::fs::read_to_string(self.base.join(rest.first().copied().unwrap_or("")))
                .map(|s| s.trim().to_string())
                .map_err(|e| e.to_string()),
            "sleep" => {
                let ms = rest.first().and_then(|s| s.parse().ok()).unwrap_or(0);
                std::thread::sleep(Duration::from_millis(ms));
                Ok(String::new())
            }
            "panic" => panic!("mock engine gave up"),
            "fail" => Err("cannot do that".into()),
            _ => Err("unknown command".into()),
        }
    }
}

fn mock_factory() -> BackendFactory {
    Arc::new(|base: &Path| {
        Box::new(Mock {
            base: base.to_path_buf(),
            owl: 0,
            moves: Vec::new(),
        }) as Box<dyn Backend>
    })
}

const ALPHA: &str = "\
# A suite exercising every verdict.
echo setup
1 echo 1 C18
#? [1 C18]

2 echo 0
# comments may sit between a test and its answer
#? [1 C18]
3 echo 1 C18
#? [1 C18]*
4 echo 0
#? [1 C18]*
5 echo anything
#? [0]&
6 fail
#? [.*]
7 lines
#? [first]
8 cat data.txt
#? [from file]
9 echo 1 B2
#? [!1 C18]
";

const BETA: &str = "\
bogus_setup
1 echo ok
#? [ok]
2 panic
#? [.*]
3 echo still here
#? [still here]
";

/// Write the two suites (beta in a sub-folder) and return their specs.
fn write_suites(dir: &Path) -> Vec<SuiteSpec> {
    std::fs::write(dir.join("alpha.tst"), ALPHA).unwrap();
    std::fs::write(dir.join("data.txt"), "from file\n").unwrap();
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/beta.tst"), BETA).unwrap();
    tesuji::regress::tst::expand_path_arg(dir.to_str().unwrap()).unwrap()
}

fn options() -> RunOptions {
    RunOptions {
        engine: EngineChoice::InProcess(mock_factory()),
        timeout: Duration::from_secs(10),
        stop: None,
        match_mode: Default::default(),
    }
}

/// Run and render, with the temporary folder and all times redacted.
fn render(
    specs: &[SuiteSpec],
    jobs: usize,
    verbose: bool,
    dir: &Path,
) -> (String, Vec<TestRecord>) {
    let mut terminal = TerminalReporter::new(Vec::new(), verbose);
    let mut records = Vec::new();
    run_all(specs, &options(), jobs, &mut |event: Event| {
        terminal.on_event(&event).unwrap();
        if let Event::TestFinished(r) = event {
            records.push(r);
        }
    });
    terminal.finish().unwrap();
    let text = String::from_utf8(terminal.into_inner()).unwrap();
    let text = text.replace(dir.to_str().unwrap(), "[dir]");
    let times = regex::Regex::new(r"\d+\.\d\d s").unwrap();
    (times.replace_all(&text, "[time] s").into_owned(), records)
}

#[test]
fn terminal_report_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let specs = write_suites(dir.path());
    let (text, _) = render(&specs, 1, false, dir.path());
    assert_eq!(
        text,
        "\
== alpha ([dir]/alpha.tst)
2 unexpected FAIL: Correct '1 C18', got '0'
3 unexpected PASS!
6 unexpected FAIL: Correct '.*', got '? cannot do that'
Summary: 5/8 passes. 1 unexpected pass, 2 unexpected failures
Nodes: reading 27, owl 42, connection 0, solver 0, semeai 0; [time] s
== beta ([dir]/sub/beta.tst)
[dir]/sub/beta.tst:1: setup command `bogus_setup` failed: unknown command
[dir]/sub/beta.tst:4: the built-in engine crashed on `panic`: engine panicked: mock engine gave up; restarting
2 crashed: no answer
[dir]/sub/beta.tst:1: replayed setup command `bogus_setup` failed: unknown command
Summary: 2/2 passes. 0 unexpected passes, 0 unexpected failures
Nodes: reading 6, owl 14, connection 0, solver 0, semeai 0; [time] s
Possible crash!: 1 tests got no answer (1 crashed, 0 timed out)
3 problems (see above)
== Total (2 suites)
Summary: 7/10 passes. 1 unexpected pass, 2 unexpected failures
Nodes: reading 33, owl 56, connection 0, solver 0, semeai 0; [time] s
Possible crash!: 1 tests got no answer (1 crashed, 0 timed out)
3 problems (see above)
"
    );
}

#[test]
fn verbose_report_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let specs = write_suites(dir.path());
    let (text, _) = render(&specs[..1], 1, true, dir.path());
    assert_eq!(
        text,
        "\
== alpha ([dir]/alpha.tst)
1 passed
2 FAILED: Correct '1 C18', got '0'
3 PASSED
4 failed: Correct '1 C18', got '0'
5 anything
6 FAILED: Correct '.*', got '? cannot do that'
7 passed
8 passed
9 passed
Summary: 5/8 passes. 1 unexpected pass, 2 unexpected failures
Nodes: reading 27, owl 42, connection 0, solver 0, semeai 0; [time] s
== Total (1 suite)
Summary: 5/8 passes. 1 unexpected pass, 2 unexpected failures
Nodes: reading 27, owl 42, connection 0, solver 0, semeai 0; [time] s
"
    );
}

#[test]
fn output_is_identical_for_any_number_of_jobs() {
    let dir = tempfile::tempdir().unwrap();
    write_suites(dir.path());
    // Suites that finish in reverse order when run in parallel.
    for (i, ms) in [(0, 120), (1, 60), (2, 0)] {
        let text = format!("sleep {ms}\n1 echo s{i}\n#? [s{i}]\n2 echo x\n#? [y]\n");
        std::fs::write(dir.path().join(format!("slow{i}.tst")), text).unwrap();
    }
    let specs = tesuji::regress::tst::expand_path_arg(dir.path().to_str().unwrap()).unwrap();
    assert_eq!(specs.len(), 5);
    let (one, records_one) = render(&specs, 1, true, dir.path());
    let (three, records_three) = render(&specs, 3, true, dir.path());
    assert_eq!(one, three);
    let strip = |rs: Vec<TestRecord>| -> Vec<(String, u64, Status)> {
        rs.into_iter().map(|r| (r.suite, r.id, r.status)).collect()
    };
    assert_eq!(strip(records_one), strip(records_three));
    let order: Vec<&str> = one.lines().filter(|l| l.starts_with("== ")).collect();
    assert_eq!(
        order,
        [
            "== alpha ([dir]/alpha.tst)",
            "== slow0 ([dir]/slow0.tst)",
            "== slow1 ([dir]/slow1.tst)",
            "== slow2 ([dir]/slow2.tst)",
            "== beta ([dir]/sub/beta.tst)",
            "== Total (5 suites)",
        ]
    );
}

#[test]
fn json_lines_hold_one_record_per_test() {
    let dir = tempfile::tempdir().unwrap();
    let specs = write_suites(dir.path());
    let path = dir.path().join("out/results.jsonl");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut json = JsonReporter::create(&path).unwrap();
    run_all(&specs, &options(), 2, &mut |event: Event| {
        json.on_event(&event).unwrap()
    });
    json.finish().unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 13);
    assert_eq!(
        text.lines().last(),
        Some(r#"{"complete":true,"suites":2,"tests":12}"#)
    );
    let first: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    let keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    for key in [
        "suite",
        "id",
        "command",
        "expected",
        "answer",
        "status",
        "reading_nodes",
        "owl_nodes",
        "connection_nodes",
        "seconds",
    ] {
        assert!(keys.contains(&key), "missing {key} in {first}");
    }
    assert_eq!(first["suite"], "alpha");
    assert_eq!(first["command"], "echo 1 C18");
    assert_eq!(first["status"], "passed");
    assert_eq!(first["owl_nodes"], 7);
    let records = read_json_lines(&path).unwrap();
    let statuses: Vec<String> = records
        .iter()
        .map(|r| format!("{}:{}:{}", r.suite, r.id, r.status))
        .collect();
    assert_eq!(
        statuses,
        [
            "alpha:1:passed",
            "alpha:2:FAILED",
            "alpha:3:PASSED",
            "alpha:4:failed",
            "alpha:5:ignored",
            "alpha:6:FAILED",
            "alpha:7:passed",
            "alpha:8:passed",
            "alpha:9:passed",
            "beta:1:passed",
            "beta:2:crashed",
            "beta:3:passed",
        ]
    );
    let crashed = &records[10];
    assert_eq!(
        (crashed.nodes.get(NodeCounter::Owl), crashed.answer.as_str()),
        (None, "")
    );
    // Nothing but the result file is left in its folder (the temp file was renamed).
    assert_eq!(
        std::fs::read_dir(path.parent().unwrap()).unwrap().count(),
        1
    );
}

#[test]
fn selected_ids_run_with_all_setup() {
    let dir = tempfile::tempdir().unwrap();
    let suite = "echo a\n1 echo x\n#? [x]\ncat data.txt\n2 cat data.txt\n#? [from file]\n3 echo z\n#? [z]\n";
    std::fs::write(dir.path().join("sel.tst"), suite).unwrap();
    std::fs::write(dir.path().join("data.txt"), "from file").unwrap();
    // A single id that the suite does not hold is an error before anything runs.
    let missing = format!("{}:2-3,9", dir.path().join("sel.tst").display());
    let err = tesuji::regress::tst::expand_path_arg(&missing).unwrap_err();
    assert!(err.to_string().contains("no test numbered 9"), "{err}");
    // A range takes the ids that exist in it.
    let arg = format!("{}:2-8", dir.path().join("sel.tst").display());
    let specs = tesuji::regress::tst::expand_path_arg(&arg).unwrap();
    let (_, records) = render(&specs, 1, true, dir.path());
    let ids: Vec<u64> = records.iter().map(|r| r.id).collect();
    assert_eq!(ids, [2, 3]);
    assert_eq!(records[0].answer, "from file");
}

#[test]
fn in_process_hang_times_out_and_the_suite_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let suite = "echo setup\n1 sleep 5000\n#? [.*]\n2 echo fine\n#? [fine]\n";
    std::fs::write(dir.path().join("hang.tst"), suite).unwrap();
    let specs = tesuji::regress::tst::expand_path_arg(dir.path().to_str().unwrap()).unwrap();
    let options = RunOptions {
        engine: EngineChoice::InProcess(mock_factory()),
        timeout: Duration::from_millis(300),
        stop: None,
        match_mode: Default::default(),
    };
    let mut records = Vec::new();
    let start = std::time::Instant::now();
    run_all(&specs, &options, 1, &mut |event: Event| {
        if let Event::TestFinished(r) = event {
            records.push((r.id, r.status));
        }
    });
    assert!(start.elapsed() < Duration::from_secs(4));
    assert_eq!(records, [(1, Status::Timeout), (2, Status::Passed)]);
}

#[test]
fn after_a_panic_the_new_engine_gets_each_setup_command_once() {
    let dir = tempfile::tempdir().unwrap();
    let suite = "play B A1\n1 panic\n#? [.*]\nplay W B2\n2 moves\n#? [B A1;W B2]\n";
    std::fs::write(dir.path().join("panic.tst"), suite).unwrap();
    let specs = tesuji::regress::tst::expand_path_arg(dir.path().to_str().unwrap()).unwrap();
    let mut records = Vec::new();
    run_all(&specs, &options(), 1, &mut |event: Event| {
        if let Event::TestFinished(r) = event {
            records.push((r.id, r.status, r.answer));
        }
    });
    assert_eq!(
        records,
        [
            (1, Status::Crashed, String::new()),
            (2, Status::Passed, "B A1;W B2".to_string())
        ]
    );
}

#[test]
fn a_stop_ends_the_running_suite_and_starts_no_other() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.tst"),
        "1 echo x\n#? [x]\n2 sleep 20000\n#? [.*]\n3 echo y\n#? [y]\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("b.tst"), "1 echo z\n#? [z]\n").unwrap();
    let specs = tesuji::regress::tst::expand_path_arg(dir.path().to_str().unwrap()).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let options = RunOptions {
        engine: EngineChoice::InProcess(mock_factory()),
        timeout: Duration::from_secs(30),
        stop: Some(Arc::clone(&stop)),
        match_mode: Default::default(),
    };
    let setter = Arc::clone(&stop);
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        setter.store(true, Ordering::SeqCst);
    });
    let start = std::time::Instant::now();
    let mut seen = Vec::new();
    run_all(&specs, &options, 1, &mut |event: Event| match event {
        Event::TestFinished(r) => seen.push(format!("{}:{}", r.suite, r.id)),
        Event::SuiteFinished {
            suite, interrupted, ..
        } => seen.push(format!("{suite} ended, interrupted {interrupted}")),
        _ => {}
    });
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(seen, ["a:1", "a ended, interrupted true"]);
}
