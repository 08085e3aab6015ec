//! Unit tests of [`super`].

use super::*;
use std::collections::BTreeSet;

fn exp(spec: &str) -> Expectation {
    Expectation::parse(spec).unwrap().0
}

/// One check per case: expectation spec, reply, expected status.
fn check(spec: &str, reply: Result<&str, &str>, status: Status) {
    assert_eq!(exp(spec).classify(reply), status, "{spec} vs {reply:?}");
}

#[test]
fn every_marker_combination() {
    check(" [1 C18]", Ok("1 C18"), Status::Passed);
    check(" [1 C18]", Ok("0"), Status::UnexpectedFail);
    check(" [1 C18]*", Ok("1 C18"), Status::UnexpectedPass);
    check(" [1 C18]*", Ok("0"), Status::Failed);
    check(" [1 C18]&", Ok("0"), Status::Ignored);
    check(" [1 C18]&", Ok("1 C18"), Status::Ignored);
    check(" [!1 C18]", Ok("0"), Status::Passed);
    check(" [!1 C18]", Ok("1 C18"), Status::UnexpectedFail);
    check(" [!1 C18]*", Ok("0"), Status::UnexpectedPass);
    check(" [!1 C18]*", Ok("1 C18"), Status::Failed);
    check(" [!0]&", Ok("0"), Status::Ignored);
    // Marker runs behave as GNU Go's script: the last character decides.
    check(" [0]*&", Ok("1"), Status::Ignored);
    check(" [0]&*", Ok("1"), Status::Failed);
}

#[test]
fn expectation_text_keeps_negation_and_drops_markers() {
    let e = exp(" [!1 (C18|D18)]*");
    assert_eq!(e.text, "!1 (C18|D18)");
    assert!(e.negate && e.expect_failure && !e.ignore);
    assert_eq!(exp("[0]").text, "0");
    assert_eq!(exp("  [0]&").text, "0");
    // A missing closing bracket is tolerated, like GNU Go's script does.
    assert_eq!(exp(" [undecided").text, "undecided");
    assert!(exp(" [undecided").accepts("undecided"));
    assert_eq!(exp(" []").text, "");
    assert!(exp(" []").accepts(""));
}

#[test]
fn regex_is_anchored_textually() {
    // Whole answer must match a plain pattern.
    check(" [1 C1]", Ok("1 C18"), Status::UnexpectedFail);
    check(" [1 C18]", Ok("11 C18"), Status::UnexpectedFail);
    check(" [1 (C1|C18)]", Ok("1 C18"), Status::Passed);
    // `^B1|A2$`: each alternative is anchored at one end only, as in GNU Go.
    check(" [B1|A2]", Ok("B1"), Status::Passed);
    check(" [B1|A2]", Ok("B10"), Status::Passed);
    check(" [B1|A2]", Ok("A2"), Status::Passed);
    check(" [B1|A2]", Ok("1 A2"), Status::Passed);
    check(" [B1|A2]", Ok("A20"), Status::UnexpectedFail);
    check(" [1 T15|O13|P12]", Ok("1 P12"), Status::Passed);
}

#[test]
fn regex_special_characters() {
    check(r" [W\+36.5]", Ok("W+36.5"), Status::Passed);
    check(r" [W\+36.5]", Ok("WW+36.5"), Status::UnexpectedFail);
    check(" [W+36.5]", Ok("WW36.5"), Status::Passed);
    check(" [W+36.5]", Ok("W+36.5"), Status::UnexpectedFail);
    check(" [1 .*]", Ok("1 N8"), Status::Passed);
    check(" [1 .+]", Ok("1 "), Status::UnexpectedFail);
    check(" [(2|3) P5]", Ok("3 P5"), Status::Passed);
    check(" [[AB]1]", Ok("B1"), Status::Passed);
    check(" [a?b]", Ok("b"), Status::Passed);
    assert!(Expectation::parse(" [1 (C18]").is_err());
}

#[test]
fn error_replies_fail_whatever_the_regex() {
    check(" [.*]", Err("no such vertex"), Status::UnexpectedFail);
    check(" [!1 C18]", Err("illegal move"), Status::UnexpectedFail);
    check(" [.*]*", Err("boom"), Status::Failed);
    check(" [.*]&", Err("boom"), Status::Ignored);
}

#[test]
fn unknown_commands_are_unsupported_whatever_the_markers() {
    for spec in [" [.*]", " [0]*", " [0]&", " [!0]"] {
        check(spec, Err("unknown command"), Status::Unsupported);
    }
    check(
        " [0]",
        Err("unknown command: final_score"),
        Status::Unsupported,
    );
    check(" [0]", Err("unknown commander"), Status::UnexpectedFail);
}

#[test]
fn awk_and_full_matching_differ_on_alternatives() {
    let e = exp(" [B1|A2]");
    let both = |answer: &str| {
        (
            e.accepts_with(MatchMode::Awk, answer),
            e.accepts_with(MatchMode::Full, answer),
        )
    };
    assert_eq!(both("B1"), (true, true));
    assert_eq!(both("A2"), (true, true));
    assert_eq!(both("B10"), (true, false));
    assert_eq!(both("1 A2"), (true, false));
    assert_eq!(both("C3"), (false, false));
    let neg = exp(" [!1 B2|C3]");
    assert!(!neg.accepts_with(MatchMode::Awk, "1 B2 x"));
    assert!(neg.accepts_with(MatchMode::Full, "1 B2 x"));
    assert_eq!(
        e.classify_with(MatchMode::Full, Ok("B10")),
        Status::UnexpectedFail
    );
}

#[test]
fn answers_are_normalised_like_gnu_go() {
    assert_eq!(normalise_answer("1 C18"), "1 C18");
    assert_eq!(normalise_answer("  1 C18"), "1 C18");
    assert_eq!(normalise_answer("1 C18\r"), "1 C18");
    assert_eq!(normalise_answer("A1 B2\nC3 D4"), "A1 B2");
    assert_eq!(normalise_answer(""), "");
    // Trailing blanks are kept, as GNU Go's script keeps them.
    check(" [1 C18]", Ok("1 C18 "), Status::UnexpectedFail);
    check(" [A1 B2]", Ok("A1 B2\nC3"), Status::Passed);
}

fn parse(text: &str) -> Result<Suite, TstError> {
    Suite::parse(Path::new("dir/sample.tst"), text)
}

#[test]
fn parses_setup_tests_and_comments() {
    let suite = parse(
        "# a comment\n\
         \n\
         loadsgf games/a.sgf 12\n\
         boardsize\t9   # trailing comment\n\
         12 owl_attack C3\n\
         # comment between test and answer\n\
         #? [1 B2]*\r\n\
         13  owl_defend   C3\n\
         #? [!0]\n",
    )
    .unwrap();
    assert_eq!(suite.name, "sample");
    let shape: Vec<String> = suite
        .items
        .iter()
        .map(|item| match item {
            Item::Setup { line, command } => format!("{line}: setup {command}"),
            Item::Test(t) => format!(
                "{}: test {} `{}` [{}] neg={} fail={}",
                t.line,
                t.id,
                t.command,
                t.expectation.text,
                t.expectation.negate,
                t.expectation.expect_failure
            ),
        })
        .collect();
    assert_eq!(
        shape,
        [
            "3: setup loadsgf games/a.sgf 12",
            "4: setup boardsize 9",
            "5: test 12 `owl_attack C3` [1 B2] neg=false fail=true",
            "8: test 13 `owl_defend   C3` [!0] neg=true fail=false",
        ]
    );
}

fn error_of(text: &str) -> String {
    parse(text).unwrap_err().to_string()
}

#[test]
fn bad_suites_name_file_and_line() {
    assert_eq!(
        error_of("1 foo\n"),
        "dir/sample.tst:1: test 1 has no `#?` line with its expected answer"
    );
    assert_eq!(
        error_of("1 foo\nloadsgf x\n#? [0]\n"),
        "dir/sample.tst:1: test 1 has no `#?` line with its expected answer"
    );
    assert_eq!(
        error_of("loadsgf x\n#? [0]\n"),
        "dir/sample.tst:2: `#?` line does not follow a numbered test"
    );
    assert_eq!(
        error_of("1 foo\n#? [0]\n#? [1]\n"),
        "dir/sample.tst:3: `#?` line does not follow a numbered test"
    );
    assert_eq!(
        error_of("1 foo\n#? [0]\n1 bar\n#? [0]\n"),
        "dir/sample.tst:3: test number 1 repeated (first on line 1)"
    );
    assert_eq!(
        error_of("7\n#? [0]\n"),
        "dir/sample.tst:1: test 7 has no command"
    );
    assert!(error_of("1 foo\n#? [(]\n").starts_with("dir/sample.tst:2: bad regex `(`"));
    assert!(error_of("99999999999999999999999 foo\n#? [0]\n").contains(":1: test id"));
}

#[test]
fn id_lists() {
    let all: BTreeSet<u64> = (1..=400).collect();
    let ids = parse_id_list("334,340-343, 7").unwrap();
    assert_eq!(
        ids.resolve(&all).unwrap().into_iter().collect::<Vec<_>>(),
        [7, 334, 340, 341, 342, 343]
    );
    // Suites number their tests with gaps: a range takes the ids it holds,
    // a single id must exist, and a range holding none is an error.
    let gaps: BTreeSet<u64> = [1, 2, 3, 4, 6, 10, 20].into_iter().collect();
    let range = parse_id_list("1-8,20").unwrap();
    assert_eq!(
        range
            .resolve(&gaps)
            .unwrap()
            .into_iter()
            .collect::<Vec<_>>(),
        [1, 2, 3, 4, 6, 20]
    );
    let missing = parse_id_list("5,1-2").unwrap().resolve(&gaps).unwrap_err();
    assert_eq!(missing, "no test numbered 5");
    let empty = parse_id_list("11-19").unwrap().resolve(&gaps).unwrap_err();
    assert_eq!(empty, "no test numbered from 11 to 19");
    assert!(parse_id_list("5-3").is_err());
    assert!(parse_id_list("a").is_err());
    assert!(parse_id_list("").is_err());
    assert!(parse_id_list("1-").is_err());
}

#[test]
fn status_words_round_trip() {
    for word in [
        "passed",
        "PASSED",
        "failed",
        "FAILED",
        "ignored",
        "crashed",
        "timeout",
        "unsupported",
    ] {
        assert_eq!(Status::from_word(word).unwrap().as_str(), word);
    }
    assert_eq!(Status::from_word("pass"), None);
}

proptest::proptest! {
    #[test]
    fn parser_never_panics(text in "(?s).{0,300}") {
        let _ = parse(&text);
    }

    #[test]
    fn parser_never_panics_on_tst_like_lines(
        lines in proptest::collection::vec(
            "(#\\? \\[[!a-z0-9 |()*.]{0,8}\\][*&]{0,2}|[0-9]{1,3} [a-z_ ]{1,8}|#.{0,5}|loadsgf x| *)",
            0..12)
    ) {
        let _ = parse(&lines.join("\n"));
    }
}
