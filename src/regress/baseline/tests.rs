//! Unit tests of [`super`].

use super::*;

fn rec(id: u64, status: Status, answer: &str, owl: Option<u64>) -> TestRecord {
    TestRecord {
        suite: "owl".into(),
        id,
        command: format!("owl_attack A{id}"),
        expected: "1 C18".into(),
        answer: answer.into(),
        status,
        nodes: Nodes::new([Some(10), owl, None, None, None]),
        seconds: 1.5,
        proved: None,
    }
}

fn results(records: Vec<TestRecord>) -> SuiteResults {
    records.into_iter().map(|r| (r.id, r)).collect()
}

#[test]
fn round_trip_through_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let original = results(vec![
        rec(334, Status::UnexpectedFail, "0", Some(1200)),
        rec(12, Status::Passed, "tab\there \\ back\nline", None),
        rec(40, Status::Timeout, "", None),
    ]);
    store_suite(dir.path(), "owl", &original).unwrap();
    let text = std::fs::read_to_string(dir.path().join("owl.txt")).unwrap();
    assert_eq!(
        text,
        "# regression baseline of suite owl\n\
         # id\tstatus\tanswer\treading_nodes\towl_nodes\tconnection_nodes\tsolver_nodes\tsemeai_nodes\n\
         12\tpassed\ttab\\there \\\\ back\\nline\t10\t-\t-\t-\t-\n\
         40\ttimeout\t\t10\t-\t-\t-\t-\n\
         334\tFAILED\t0\t10\t1200\t-\t-\t-\n"
    );
    let loaded = load_suite(dir.path(), "owl").unwrap().unwrap();
    assert_eq!(loaded.len(), 3);
    for (id, r) in &original {
        let l = &loaded[id];
        assert_eq!(
            (l.status, &l.answer, l.nodes),
            (r.status, &r.answer, r.nodes)
        );
    }
    // Stored and reloaded results compare equal (seconds and commands are not stored).
    assert!(diff_suite("owl", &loaded, &original, false).is_empty());
    assert!(load_suite(dir.path(), "missing").unwrap().is_none());
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn accepting_several_suites_is_all_or_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("a.txt"), "old a").unwrap();
    std::fs::write(d.join("c.txt"), "old c").unwrap();
    let new = results(vec![rec(1, Status::Passed, "1 C18", None)]);
    let suites: Vec<(String, SuiteResults)> = ["a", "b", "c"]
        .iter()
        .map(|n| (n.to_string(), new.clone()))
        .collect();
    // A stop before the swap: nothing changes, nothing is left behind.
    let stop = AtomicBool::new(true);
    let err = store_suites(d, &suites, Some(&stop)).unwrap_err();
    assert!(matches!(err, BaselineError::Stopped { .. }), "{err}");
    assert_eq!(names_in(d), ["a.txt", "c.txt"]);
    assert_eq!(std::fs::read_to_string(d.join("a.txt")).unwrap(), "old a");

    // The last target is a folder: refused before anything is written.
    std::fs::create_dir(d.join("c.txt.dir")).unwrap();
    std::fs::remove_file(d.join("c.txt")).unwrap();
    std::fs::rename(d.join("c.txt.dir"), d.join("c.txt")).unwrap();
    std::fs::write(d.join("c.txt/inside"), "").unwrap();
    let err = store_suites(d, &suites, None).unwrap_err();
    assert!(err.to_string().contains("not a regular file"), "{err}");
    assert_eq!(names_in(d), ["a.txt", "c.txt"]);
    assert_eq!(std::fs::read_to_string(d.join("a.txt")).unwrap(), "old a");

    // All succeed: every file new, modes kept, symlinks kept and followed.
    std::fs::remove_dir_all(d.join("c.txt")).unwrap();
    std::fs::set_permissions(d.join("a.txt"), std::fs::Permissions::from_mode(0o644)).unwrap();
    std::fs::write(d.join("real-c.txt"), "old c").unwrap();
    std::os::unix::fs::symlink("real-c.txt", d.join("c.txt")).unwrap();
    store_suites(d, &suites, Some(&AtomicBool::new(false))).unwrap();
    assert_eq!(names_in(d), ["a.txt", "b.txt", "c.txt", "real-c.txt"]);
    let text = render_suite("a", &new);
    assert_eq!(std::fs::read_to_string(d.join("a.txt")).unwrap(), text);
    let mode = std::fs::metadata(d.join("a.txt"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o644);
    assert!(std::fs::symlink_metadata(d.join("c.txt"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(
        std::fs::read_to_string(d.join("real-c.txt")).unwrap(),
        render_suite("c", &new)
    );
}

#[test]
fn malformed_baselines_name_file_and_line() {
    let p = Path::new("base/owl.txt");
    let err = |t: &str| parse_suite(p, "owl", t).unwrap_err().to_string();
    assert_eq!(
        err("# c\n1\tpassed\n"),
        "base/owl.txt:2: expected 6 tab-separated fields, found 2"
    );
    assert_eq!(
        err("x\tpassed\ta\t1\t2\t3\n"),
        "base/owl.txt:1: bad test id `x`"
    );
    assert_eq!(
        err("1\tpass\ta\t1\t2\t3\n"),
        "base/owl.txt:1: bad status `pass`"
    );
    assert_eq!(
        err("1\tpassed\ta\t1\tq\t3\n"),
        "base/owl.txt:1: bad node count `q`"
    );
    assert_eq!(
        err("1\tpassed\ta\\q\t1\t2\t3\n"),
        "base/owl.txt:1: bad escape `\\q`"
    );
    assert_eq!(
        err("1\tpassed\ta\t1\t2\t3\n1\tpassed\ta\t1\t2\t3\n"),
        "base/owl.txt:2: test 1 listed twice"
    );
}

#[test]
fn lists_every_kind_of_change() {
    let old = results(vec![
        rec(334, Status::Passed, "1 C18", Some(100)),
        rec(12, Status::UnexpectedFail, "0", Some(100)),
        rec(40, Status::Passed, "1 C18", Some(1200)),
        rec(50, Status::Failed, "0", Some(100)),
        rec(60, Status::Failed, "1 A1", Some(100)),
        rec(70, Status::Passed, "1 C18", Some(100)),
    ]);
    let mut new = results(vec![
        rec(334, Status::UnexpectedFail, "0", Some(100)),
        rec(12, Status::Passed, "1 C18", Some(100)),
        rec(40, Status::Passed, "1 C18", Some(1350)),
        rec(50, Status::UnexpectedFail, "0", Some(100)),
        rec(60, Status::Failed, "1 B1", None),
        rec(80, Status::Crashed, "", None),
    ]);
    let lines: Vec<String> = diff_suite("owl", &old, &new, false)
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(
        lines,
        [
            "owl:12 fixed PASS 1 C18 [1 C18]",
            "owl:40 owl_nodes 1200 -> 1350 (+12.5%)",
            "owl:50 status failed -> FAILED",
            "owl:60 answer '1 A1' -> '1 B1'",
            "owl:60 owl_nodes 100 -> -",
            "owl:80 new crashed (crashed) [1 C18]",
            "owl:334 FAIL 0 [1 C18]",
            "owl:70 removed (was passed)",
            "owl: total owl_nodes 1600 -> 1650 (+3.1%)",
        ]
    );
    // A partial run does not report tests it did not run.
    let partial = diff_suite("owl", &old, &new, true);
    assert!(!partial.iter().any(|c| matches!(c, Change::Removed { .. })));
    // Seconds never count.
    for r in new.values_mut() {
        r.seconds += 10.0;
    }
    assert_eq!(diff_suite("owl", &new.clone(), &new, false), []);
    assert_eq!(
        summarise(&diff_suite("owl", &old, &new, false)),
        "1 broken, 1 fixed, 2 node count changes, 4 other changes"
    );
}

#[test]
fn compares_two_runs_across_suites() {
    let a = vec![rec(1, Status::Passed, "1 C18", Some(5))];
    let mut other = rec(2, Status::Passed, "1 C18", Some(5));
    other.suite = "reading".into();
    let b = vec![rec(1, Status::Passed, "1 C18", Some(5)), other];
    let lines: Vec<String> = diff_runs(&a, &b).iter().map(|c| c.to_string()).collect();
    assert_eq!(lines, ["reading:2 new passed 1 C18 [1 C18]"]);
    assert!(diff_runs(&b, &b).is_empty());
}
