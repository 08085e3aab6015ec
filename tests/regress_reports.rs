//! Patch evaluation and reports through the command line: `compare` of two
//! variants, the terminal and compare reports (snapshots, times redacted),
//! `unsupported` tests, JUnit and HTML output, `--partition` + `merge`,
//! test selection, `accept --only`, `extract`, `--update-marks`, and the
//! awk and full matching of expected answers.

mod common;

use std::path::Path;
use std::process::Command;
use tesuji::regress::NodeCounter;

/// A fake engine whose answers depend on its variant (`a` or `b`): `ask X
/// Y` answers X in variant a and Y in variant b; owl nodes are 100 per test
/// in a and 150 in b. Unknown commands get `? unknown command`.
const VARIANT_ENGINE: &str = r#"
set -f
v=$1
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1
  [ $# -gt 0 ] && shift
  case "$cmd" in
    list_commands)
      printf '=%s list_commands\nask\nloadsgf\n' "$id"
      for k in reading owl connection; do printf 'reset_%s_node_counter\nget_%s_node_counter\n' $k $k; done
      printf '\n';;
    reset_*) printf '=%s\n\n' "$id";;
    get_owl_node_counter) if [ "$v" = a ]; then n=100; else n=150; fi; printf '=%s %s\n\n' "$id" $n;;
    get_*) printf '=%s 7\n\n' "$id";;
    ask) if [ "$v" = a ]; then ans=$1; else ans=$2; fi; printf '=%s %s\n\n' "$id" "$ans";;
    loadsgf|play|boardsize) printf '=%s\n\n' "$id";;
    quit) printf '=%s\n\n' "$id"; exit 0;;
    *) printf '?%s unknown command\n\n' "$id";;
  esac
done
"#;

const SUITE: &str = "loadsgf games/x.sgf 12\n\
    1 ask C18 0\n#? [C18]\n\
    2 ask 0 C18\n#? [C18]\n\
    play B D4\n\
    3 ask B1 B2\n#? [B1|B2]\n\
    4 ask 1 1\n#? [1]\n\
    5 final_score\n#? [B\\+.*]\n";

fn tesuji() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tesuji"));
    cmd.env("TESUJI_NO_PROGRESS", "1");
    cmd
}

fn run(cmd: &mut Command) -> (i32, String, String) {
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Times vary from run to run: the reports are compared with them redacted.
fn redact(text: &str, dir: &Path) -> String {
    let secs = regex::Regex::new(r"[0-9]+\.[0-9]+ s\b").unwrap();
    let ratio = regex::Regex::new(r"seconds [0-9.]+ → [0-9.]+( \(x[0-9.]+\))?").unwrap();
    let text = text.replace(&dir.display().to_string(), "[dir]");
    let text = ratio.replace_all(&text, "seconds [redacted]");
    let slowest = regex::Regex::new(r"(?m)^Slowest: .*$").unwrap();
    let text = slowest.replace_all(&text, "Slowest: [redacted]");
    secs.replace_all(&text, "[time] s").into_owned()
}

fn setup(dir: &Path) -> (String, String, std::path::PathBuf) {
    let script = dir.join("engine.sh");
    std::fs::write(&script, VARIANT_ENGINE).unwrap();
    let suite = dir.join("toy.tst");
    std::fs::write(&suite, SUITE).unwrap();
    (
        format!("engine:sh {} a", script.display()),
        format!("engine:sh {} b", script.display()),
        suite,
    )
}

#[test]
fn compare_of_two_engines_lists_flips_answers_and_costs() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b, suite) = setup(dir.path());
    let (code, stdout, stderr) = run(tesuji().args(["compare", "--a", &a, "--b", &b]).arg(&suite));
    assert_eq!(code, 1, "{stdout}{stderr}");
    // regress.pike's layout, suite:id padded to 15 columns.
    assert!(
        stdout.contains("\ntoy:1           FAIL 0 [C18]\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\ntoy:2           PASS C18 [C18]\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("toy:3           PASS B1 → B2 [B1|B2]"),
        "{stdout}"
    );
    // Owl nodes 100 → 150 on each of the five tests (final_score is
    // unsupported by both; its counters are still read).
    assert!(
        stdout.contains("  owl nodes 500 → 750 (+50.0%)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("passes 3 → 3, unsupported 1 → 1"),
        "{stdout}"
    );
    // Summed per position too: tests 1-2 share the loadsgf position.
    assert!(
        stdout.contains("toy:1-2         +100 nodes (228 → 328): loadsgf games/x.sgf 12"),
        "{stdout}"
    );
    insta::assert_snapshot!("compare_two_engines", redact(&stdout, dir.path()));

    // The same comparison from saved runs, `tesuji compare` and `regress --compare`.
    let (ja, jb) = (dir.path().join("a.jsonl"), dir.path().join("b.jsonl"));
    for (engine, json) in [(&a, &ja), (&b, &jb)] {
        let cmd = engine.strip_prefix("engine:").unwrap();
        run(tesuji()
            .args(["regress", "-q", "--engine", cmd, "--json"])
            .arg(json)
            .arg(&suite));
    }
    let (code, saved, _) = run(tesuji()
        .args(["compare", "--a"])
        .arg(&ja)
        .arg("--b")
        .arg(&jb)
        .arg(&suite));
    assert_eq!(code, 1);
    let body = |t: &str| t.lines().skip(2).map(String::from).collect::<Vec<_>>();
    assert_eq!(
        body(&redact(&saved, dir.path())),
        body(&redact(&stdout, dir.path()))
    );
    let (code, old_style, _) = run(tesuji().args(["regress", "--compare"]).arg(&ja).arg(&jb));
    assert_eq!(code, 1);
    assert!(
        old_style.contains("toy:1           FAIL 0 [C18]"),
        "{old_style}"
    );
    let (code, same, _) = run(tesuji().args(["regress", "--compare"]).arg(&ja).arg(&ja));
    assert_eq!(code, 0, "{same}");
    assert!(same.contains("Compare A → B: no changes"), "{same}");

    // Two baseline folders: the report and a unified diff of their files.
    let (ba, bb) = (dir.path().join("base-a"), dir.path().join("base-b"));
    for (json, base) in [(&ja, &ba), (&jb, &bb)] {
        let (code, _, err) = run(tesuji().arg("accept").arg(json).arg("--baseline").arg(base));
        assert_eq!(code, 0, "{err}");
    }
    let (code, out, _) = run(tesuji()
        .args(["compare", "--a"])
        .arg(&ba)
        .arg("--b")
        .arg(&bb)
        .arg(&suite));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("\ntoy:1           FAIL 0 [C18]\n"), "{out}");
    assert!(out.contains("\n== Baseline files\n"), "{out}");
    assert!(
        out.contains("\n-1\tpassed\tC18\t7\t100\t7\t-\t-\n"),
        "{out}"
    );
    assert!(out.contains("\n+1\tFAILED\t0\t7\t150\t7\t-\t-\n"), "{out}");

    // The HTML compare page shows the flipped tests.
    let html = dir.path().join("html");
    let (code, _, _) = run(tesuji()
        .args(["compare", "-q", "--a"])
        .arg(&ja)
        .arg("--b")
        .arg(&jb)
        .arg("--html")
        .arg(&html)
        .arg(&suite));
    assert_eq!(code, 1);
    let page = std::fs::read_to_string(html.join("index.html")).unwrap();
    assert!(page.contains("toy:1           FAIL 0 [C18]"), "{page}");
    assert!(page.contains("<h2>Flipped tests: 2</h2>"), "{page}");
}

#[test]
fn terminal_report_counts_unsupported_apart_and_lists_costly_tests() {
    let dir = tempfile::tempdir().unwrap();
    let (a, _, suite) = setup(dir.path());
    let engine = a.strip_prefix("engine:").unwrap();
    let junit = dir.path().join("run.xml");
    let json = dir.path().join("run.jsonl");
    let (code, stdout, stderr) = run(tesuji()
        .args(["regress", "-v", "--engine", engine, "--junit"])
        .arg(&junit)
        .arg("--json")
        .arg(&json)
        .arg(&suite));
    // An unknown command is not a failure: the run is clean.
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(
        stdout.contains("5 unsupported: ? unknown command"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Unsupported: 1 test whose command the engine does not know"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Summary: 3/4 passes. 0 unexpected passes, 1 unexpected failure"),
        "{stdout}"
    );
    insta::assert_snapshot!("terminal_verbose", redact(&stdout, dir.path()));
    let records = std::fs::read_to_string(&json).unwrap();
    assert!(records.contains(r#""status":"unsupported""#), "{records}");
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(
        xml.contains(r#"<testsuite name="toy" tests="5" skipped="1" errors="0" failures="1""#),
        "{xml}"
    );
    assert!(xml.contains(r#"<testcase name="toy:2""#), "{xml}");
    // Piped output carries no colour codes.
    assert!(!stdout.contains('\x1b'));
}

#[test]
fn html_report_has_index_suite_and_test_pages_with_boards() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("b.tst"),
        "boardsize 9\nplay B C3\nplay W D4\n1 color C3\n#? [black]\n2 is_legal B D4\n#? [1]\n",
    )
    .unwrap();
    let html = d.join("html");
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "-q", "--html"])
        .arg(&html)
        .arg(d.join("b.tst")));
    assert_eq!(code, 1, "{stdout}");
    let index = std::fs::read_to_string(html.join("index.html")).unwrap();
    assert!(index.contains("<a href=\"b/index.html\">b</a>"), "{index}");
    let page = std::fs::read_to_string(html.join("b/2.html")).unwrap();
    // Two stones and the last move's dot; the answers (`1`, `0`) name no point.
    assert_eq!(page.matches("<circle").count(), 3, "{page}");
    // The point the command asks about: D4.
    assert_eq!(page.matches("<polygon").count(), 1, "{page}");
    assert!(
        page.contains("boardsize 9\nplay B C3\nplay W D4\n2 is_legal B D4\n=2 0"),
        "{page}"
    );
    assert!(page.contains("AB[cg]") && page.contains("AW[df]"), "{page}");
    assert!(std::fs::read_to_string(html.join("b/index.html"))
        .unwrap()
        .contains("FAILED"));
}

/// The project's own suites.
fn own_suites() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("regression")
}

#[test]
fn partitions_merged_equal_the_single_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let single = d.join("single.jsonl");
    let (code, out, _) = run(tesuji()
        .args(["regress", "-q", "--json"])
        .arg(&single)
        .arg(own_suites()));
    assert!(code == 0 || code == 1, "{out}");
    let mut slices = Vec::new();
    let mut suites_seen = 0;
    for k in 1..=3 {
        let part = d.join(format!("part{k}.jsonl"));
        let (code, out, _) = run(tesuji()
            .args(["regress", "-q", "--partition", &format!("{k}/3"), "--json"])
            .arg(&part)
            .arg(own_suites()));
        assert!(code == 0 || code == 1, "{out}");
        suites_seen += out.matches("\n== ").count() + usize::from(out.starts_with("== "));
        slices.push(part);
    }
    let merged = d.join("merged.jsonl");
    let (code, _, err) = run(tesuji().arg("merge").args(&slices).arg("-o").arg(&merged));
    assert_eq!(code, 0, "{err}");
    let read = |p: &Path| {
        let run = tesuji::regress::report::read_json_run(p).unwrap();
        assert!(run.complete());
        let mut records: Vec<_> = run
            .records
            .into_iter()
            .map(|mut r| {
                r.seconds = 0.0;
                r
            })
            .collect();
        records.sort_by(|a, b| (&a.suite, a.id).cmp(&(&b.suite, b.id)));
        (records, run.status.unwrap().suites)
    };
    let (want, want_suites) = read(&single);
    let (got, got_suites) = read(&merged);
    assert!(!want.is_empty());
    assert_eq!(got, want);
    assert_eq!(got_suites, want_suites);
    // Every suite ran in exactly one slice (a "== Total" line per slice too).
    assert_eq!(suites_seen, want_suites + 3);
    // A test in two slices is an error.
    let (code, _, err) = run(tesuji().arg("merge").arg(&single).arg(&merged));
    assert_eq!(code, 2);
    assert!(err.contains("is in both"), "{err}");
}

#[test]
fn selection_by_list_file_and_command_and_listing() {
    let dir = tempfile::tempdir().unwrap();
    let (_, _, suite) = setup(dir.path());
    let list = dir.path().join("list.txt");
    std::fs::write(&list, "# chosen\ntoy.tst:2,3\ntoy.tst:5\n").unwrap();
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "--list"])
        .arg(format!("@{}", list.display())));
    assert_eq!(code, 0, "{stdout}");
    assert_eq!(
        stdout,
        "toy:2 ask 0 C18 [C18]\ntoy:3 ask B1 B2 [B1|B2]\ntoy:5 final_score [B\\+.*]\n"
    );
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "--list", "--commands", "final_score,loadsgf"])
        .arg(&suite));
    assert_eq!(code, 0);
    assert_eq!(stdout, "toy:5 final_score [B\\+.*]\n");
}

#[test]
fn accept_only_extract_and_update_marks() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (a, _, suite) = setup(d);
    let engine = a.strip_prefix("engine:").unwrap().to_string();
    let json = d.join("a.jsonl");
    run(tesuji()
        .args(["regress", "-q", "--engine", &engine, "--json"])
        .arg(&json)
        .arg(&suite));
    // accept --only: just the tests named.
    let base = d.join("expected");
    let (code, stdout, err) = run(tesuji()
        .arg("accept")
        .arg(&json)
        .arg("--baseline")
        .arg(&base)
        .args(["--only", "toy:1,3"]));
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("Accepted: 2 tests of 1 suites"), "{stdout}");
    let text = std::fs::read_to_string(base.join("toy.txt")).unwrap();
    let ids: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(ids, ["1", "3"]);
    let (code, _, err) = run(tesuji()
        .arg("accept")
        .arg(&json)
        .arg("--baseline")
        .arg(&base)
        .args(["--only", "toy:9"]));
    assert_eq!(code, 2);
    assert!(
        err.contains("--only toy:9") && err.contains("holds no test numbered 9"),
        "{err}"
    );

    // extract: the chosen tests after their setup, as a suite that runs.
    let (code, extracted, _) = run(tesuji()
        .arg("extract")
        .arg(format!("{}:2,3", suite.display())));
    assert_eq!(code, 0);
    assert_eq!(
        extracted.lines().skip(1).collect::<Vec<_>>(),
        [
            "loadsgf games/x.sgf 12",
            "2 ask 0 C18",
            "#? [C18]",
            "loadsgf games/x.sgf 12",
            "play B D4",
            "3 ask B1 B2",
            "#? [B1|B2]"
        ]
    );

    // --update-marks: test 1 fails unexpectedly in variant b, gains a `*`;
    // then variant a passes it unexpectedly (it loses the `*` again) and
    // fails test 2 (which gains one).
    let b_engine = engine.replace(" a", " b");
    let (_, stdout, _) = run(tesuji()
        .args(["regress", "-q", "--update-marks", "--engine", &b_engine])
        .arg(&suite));
    assert!(stdout.contains("0 `*` removed, 1 added"), "{stdout}");
    let marked = std::fs::read_to_string(&suite).unwrap();
    assert!(marked.contains("1 ask C18 0\n#? [C18]*\n"), "{marked}");
    let (_, stdout, _) = run(tesuji()
        .args(["regress", "-q", "--update-marks", "--engine", &engine])
        .arg(&suite));
    assert!(stdout.contains("1 `*` removed, 1 added"), "{stdout}");
    let marked = std::fs::read_to_string(&suite).unwrap();
    assert!(
        marked.contains("1 ask C18 0\n#? [C18]\n2 ask 0 C18\n#? [C18]*\n"),
        "{marked}"
    );
}

#[test]
fn compare_of_two_moyo_variants_on_real_positions() {
    let Some(games) = common::peer_path("regression/games") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let g = games.display();
    // Three dragons whose crude status the moyo switch changes.
    let suite = dir.path().join("moyo.tst");
    std::fs::write(
        &suite,
        format!(
            "loadsgf {g}/9x9-6.sgf\n1 crude_status E9\n#? [dead]\n\
             loadsgf {g}/TSa.sgf\n2 crude_status S1\n#? [alive]\n\
             loadsgf {g}/connection4.sgf\n3 crude_status K13\n#? [dead]\n"
        ),
    )
    .unwrap();
    let (code, stdout, stderr) = run(tesuji()
        .args([
            "compare",
            "--a",
            "moyo=closest-worm",
            "--b",
            "moyo=segmentation",
        ])
        .arg(&suite));
    assert_eq!(code, 1, "{stdout}{stderr}");
    let flips: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("moyo:") && l.contains(" ["))
        .collect();
    assert_eq!(
        flips,
        [
            "moyo:1          FAIL unknown [dead]",
            "moyo:2          PASS alive [alive]",
            "moyo:3          FAIL unknown [dead]",
        ]
    );
    assert!(stdout.contains("moyo: 3 tests, passes 2 → 1"), "{stdout}");
    // The node totals are those of two separate runs of the variants.
    let mut totals = Vec::new();
    for h in ["moyo=closest-worm", "moyo=segmentation"] {
        let json = dir.path().join(format!("{h}.jsonl"));
        run(tesuji()
            .args(["regress", "-q", "--heuristic", h, "--json"])
            .arg(&json)
            .arg(&suite));
        let run = tesuji::regress::report::read_json_run(&json).unwrap();
        let sum: u64 = run
            .records
            .iter()
            .map(|r| r.nodes.get(NodeCounter::Reading).unwrap())
            .sum();
        totals.push(tesuji::regress::compare::thousands(sum));
    }
    let line = format!("  reading nodes {} → {}", totals[0], totals[1]);
    assert!(stdout.contains(&line), "{line}\n{stdout}");
}

#[test]
fn awk_and_full_matching_on_reading_tst() {
    let Some(reading) = common::peer_path("regression/reading.tst") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut passes = Vec::new();
    for mode in ["awk", "full"] {
        let json = dir.path().join(format!("{mode}.jsonl"));
        let (_, stdout, _) = run(tesuji()
            .args(["regress", "-q", "--match", mode, "--json"])
            .arg(&json)
            .arg(&reading));
        let summary = stdout
            .lines()
            .find(|l| l.starts_with("Summary:"))
            .unwrap()
            .to_string();
        println!("--match {mode}: {summary}");
        passes.push(
            tesuji::regress::report::read_json_run(&json)
                .unwrap()
                .records,
        );
    }
    let count = |records: &[tesuji::regress::TestRecord]| {
        records.iter().filter(|r| r.status.is_pass()).count()
    };
    let (awk, full) = (count(&passes[0]), count(&passes[1]));
    println!("reading.tst: {awk} passes by regress.awk's match, {full} by gogui-regress's");
    // Same answers; only the verdicts of alternations like `[1 T15|O13|P12]`
    // differ: awk anchors the first alternative at the start and the last at
    // the end only, so `1 O13` passes there and fails a whole-answer match.
    assert!(full <= awk);
    for (a, f) in passes[0].iter().zip(&passes[1]) {
        assert_eq!((&a.suite, a.id, &a.answer), (&f.suite, f.id, &f.answer));
        if a.status.is_pass() != f.status.is_pass() {
            assert!(a.status.is_pass() && a.expected.contains('|'), "{a:?}");
        }
    }
    assert!(
        awk > full,
        "reading.tst has answers only the awk match accepts"
    );
}

#[test]
fn compare_of_bulky_eye_variants_on_owl_tests() {
    let Some(owl) = common::peer_path("regression/owl.tst") else {
        return;
    };
    // Two owl tests where the bulky-eye estimate matters: 102 flips,
    // 196 costs far fewer nodes without it.
    let selection = format!("{}:102,196", owl.display());
    let (code, stdout, stderr) = run(tesuji()
        .args(["compare", "--a", "bulky_eye=on", "--b", "bulky_eye=off"])
        .arg(&selection));
    assert_eq!(code, 1, "{stdout}{stderr}");
    // The report agrees with two separate runs of the variants.
    let dir = tempfile::tempdir().unwrap();
    let mut runs = Vec::new();
    for h in ["bulky_eye=on", "bulky_eye=off"] {
        let json = dir.path().join(format!("{h}.jsonl"));
        run(tesuji()
            .args(["regress", "-q", "--heuristic", h, "--json"])
            .arg(&json)
            .arg(&selection));
        runs.push(
            tesuji::regress::report::read_json_run(&json)
                .unwrap()
                .records,
        );
    }
    let index = tesuji::regress::compare::TestIndex::default();
    let expected =
        tesuji::regress::compare::compare(["a".into(), "b".into()], &runs[0], &runs[1], &index);
    assert!(!expected.flips.is_empty(), "the variants no longer differ");
    assert!(
        !expected.nodes.is_empty(),
        "the variants no longer differ in nodes"
    );
    for flip in &expected.flips {
        let line = tesuji::regress::compare::flip_line(flip);
        assert!(stdout.contains(&format!("\n{line}\n")), "{line}\n{stdout}");
    }
    for change in &expected.nodes {
        let line = change.node_line();
        assert!(stdout.contains(&format!("\n{line}\n")), "{line}\n{stdout}");
    }
    let c = &expected.total;
    let owl_line = format!(
        "  owl nodes {} → {}{}",
        tesuji::regress::compare::thousands(c.nodes[0][NodeCounter::Owl]),
        tesuji::regress::compare::thousands(c.nodes[1][NodeCounter::Owl]),
        tesuji::regress::compare::percent(
            c.nodes[0][NodeCounter::Owl],
            c.nodes[1][NodeCounter::Owl]
        )
    );
    assert!(stdout.contains(&owl_line), "{owl_line}\n{stdout}");
    println!("{stdout}");
}

#[test]
fn another_tesuji_binary_compares_equal_to_the_built_in_engine() {
    // The same binary run as `BIN gtp`, sent `clear_cache` before each test
    // like the built-in engine: same answers, same node counts.
    let bin = format!("bin:{}", env!("CARGO_BIN_EXE_tesuji"));
    let (code, stdout, stderr) = run(tesuji()
        .args(["compare", "--a", &bin, "--b", "default"])
        .arg(own_suites().join("tactics.tst")));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("Compare A → B: no changes"), "{stdout}");
    assert!(stdout.contains("  reading nodes "), "{stdout}");
}

#[test]
fn compare_of_two_owl_node_limits_lists_the_flip_and_the_owl_nodes() {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("limits.tst");
    let game = own_suites().join("games/selfplay1.sgf");
    std::fs::write(
        &suite,
        format!("loadsgf {}\n1 owl_attack E19\n#? [1 C18]\n", game.display())
            .replace(".sgf\n", ".sgf 206\n"),
    )
    .unwrap();
    let (code, stdout, stderr) = run(tesuji()
        .args([
            "compare",
            "--a",
            "owl_node_limit=40",
            "--b",
            "owl_node_limit=1000",
        ])
        .arg(&suite));
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("owl_node_limit=40"), "{stdout}");
    assert!(
        stdout.contains("\nlimits:1        PASS 1 C18 [1 C18]\n"),
        "{stdout}"
    );
    // The owl nodes are those of two separate runs with `--set`.
    let mut owl = Vec::new();
    for limit in ["40", "1000"] {
        let json = dir.path().join(format!("{limit}.jsonl"));
        let set = format!("owl_node_limit={limit}");
        run(tesuji()
            .args(["regress", "-q", "--set", &set, "--json"])
            .arg(&json)
            .arg(&suite));
        let run = tesuji::regress::report::read_json_run(&json).unwrap();
        owl.push(run.records[0].nodes.get(NodeCounter::Owl).unwrap());
    }
    assert!(owl[0] <= 40 && owl[1] > 40, "{owl:?}");
    let line = format!(
        "  owl nodes {} → {}",
        tesuji::regress::compare::thousands(owl[0]),
        tesuji::regress::compare::thousands(owl[1])
    );
    assert!(stdout.contains(&line), "{line}\n{stdout}");
}

#[test]
fn owl_answers_are_marked_proved_or_not_in_json_and_html() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A straight three on the edge: B1 kills.
    std::fs::write(
        d.join("three.sgf"),
        "(;GM[1]FF[4]SZ[7]AB[ae][be][ce][de][ee][fe][ff][fg]AW[af][bf][cf][df][ef][dg][eg])",
    )
    .unwrap();
    std::fs::write(
        d.join("p.tst"),
        "loadsgf three.sgf\n\
         1 owl_attack A2\n#? [1 B1]\n\
         2 color A2\n#? [white]\n\
         set_heuristic owl_solver off\n\
         3 owl_attack A2\n#? [1 B1]\n",
    )
    .unwrap();
    let json = d.join("run.jsonl");
    let html = d.join("html");
    let (code, stdout, _) = run(tesuji()
        .args(["regress", "-q", "--json"])
        .arg(&json)
        .arg("--html")
        .arg(&html)
        .arg(d.join("p.tst")));
    assert_eq!(code, 0, "{stdout}");
    let run = tesuji::regress::report::read_json_run(&json).unwrap();
    let proved: Vec<Option<bool>> = run.records.iter().map(|r| r.proved).collect();
    assert_eq!(proved, [Some(true), None, Some(false)]);
    let suite = std::fs::read_to_string(html.join("p/index.html")).unwrap();
    assert_eq!(suite.matches("class=\"proved\"").count(), 1, "{suite}");
    let first = std::fs::read_to_string(html.join("p/1.html")).unwrap();
    assert!(
        first.contains("the life-and-death solver's proof"),
        "{first}"
    );
    let third = std::fs::read_to_string(html.join("p/3.html")).unwrap();
    assert!(third.contains("not proved"), "{third}");
    let second = std::fs::read_to_string(html.join("p/2.html")).unwrap();
    assert!(
        !second.contains("class=\"proved\"") && !second.contains("not proved"),
        "{second}"
    );
}
