//! Unit tests of [`super`].

use super::*;

fn rec(suite: &str, id: u64, status: Status, answer: &str, owl: u64) -> TestRecord {
    TestRecord {
        suite: suite.into(),
        id,
        command: "owl_attack C18".into(),
        expected: "1 C18".into(),
        answer: answer.into(),
        status,
        nodes: crate::regress::Nodes::new([Some(10), Some(owl), None, None, None]),
        seconds: 0.5,
        proved: None,
    }
}

#[test]
fn variants_by_form() {
    assert_eq!(
        Variant::parse("bulky_eye=off,moyo=segmentation").unwrap(),
        Variant::Settings(vec![
            ("bulky_eye".into(), "off".into()),
            ("moyo".into(), "segmentation".into())
        ])
    );
    assert_eq!(
        Variant::parse("default").unwrap(),
        Variant::Settings(vec![])
    );
    assert_eq!(
        Variant::parse("/usr/games/gnugo --mode gtp").unwrap(),
        Variant::Engine("/usr/games/gnugo --mode gtp".into())
    );
    assert_eq!(
        Variant::parse("engine:gnugo").unwrap(),
        Variant::Engine("gnugo".into())
    );
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        Variant::parse(&dir.path().display().to_string()).unwrap(),
        Variant::Baseline(dir.path().to_path_buf())
    );
    let run = dir.path().join("a.jsonl");
    std::fs::write(&run, "").unwrap();
    assert_eq!(
        Variant::parse(&run.display().to_string()).unwrap(),
        Variant::Json(run)
    );
    assert!(Variant::parse("bulky_eye=maybe")
        .unwrap_err()
        .contains("bulky_eye"));
    assert!(Variant::parse("nonsense").is_err());
}

#[test]
fn flips_answers_costs_and_positions() {
    let a = vec![
        rec("owl1", 334, Status::UnexpectedFail, "0", 100),
        rec("owl1", 335, Status::Passed, "1 C18", 100),
        rec("owl1", 336, Status::Failed, "1 A1", 50),
        rec("niki", 4, Status::Passed, "Q8", 7),
    ];
    let mut b = vec![
        rec("owl1", 334, Status::Passed, "1 C18", 160),
        rec("owl1", 335, Status::Passed, "1 C18", 40),
        rec("owl1", 336, Status::Failed, "1 B1", 50),
        rec("niki", 4, Status::UnexpectedFail, "Q19", 7),
    ];
    b[3].command = "reg_genmove black".into();
    let mut index = TestIndex::default();
    for (id, pos) in [(334, "loadsgf x.sgf"), (335, "loadsgf x.sgf"), (336, "")] {
        index.tests.insert(
            ("owl1".into(), id),
            IndexedTest {
                position: pos.into(),
                ..Default::default()
            },
        );
    }
    let c = compare(["A".into(), "B".into()], &a, &b, &index);
    let lines: Vec<String> = c.flips.iter().map(flip_line).collect();
    assert_eq!(
        lines,
        [
            "niki:4          FAIL Q19 [1 C18]",
            "owl1:334        PASS 1 C18 [1 C18]"
        ]
    );
    assert_eq!(c.answers.len(), 1);
    assert_eq!(c.answers[0].id, 336);
    assert_eq!(c.total.passes, [2, 2]);
    assert_eq!(c.total.nodes[0][NodeCounter::Owl], 257);
    assert_eq!(c.total.nodes[1][NodeCounter::Owl], 257);
    // Tests 334 and 335 share a position: their changes cancel there.
    assert_eq!(c.nodes.len(), 2);
    assert!(c.positions.is_empty());
    assert_eq!(c.moved_within_position, 2);
    let text = c.render(TOP);
    assert!(text.contains("== Flipped tests A → B: 1 now pass, 1 now fail"));
    assert!(
        text.contains("By command: owl_attack +1 -0, reg_genmove +0 -1"),
        "{text}"
    );
    assert!(
        text.contains("owl1:336        FAIL 1 A1 → 1 B1 [1 C18]"),
        "{text}"
    );
    assert!(text.contains("  owl nodes 250 → 250"), "{text}");
}

#[test]
fn number_formats() {
    assert_eq!(thousands(2_731_519), "2,731,519");
    assert_eq!(thousands(999), "999");
    assert_eq!(percent(2_731_519, 2_772_492), " (+1.5%)");
    assert_eq!(percent(0, 3), " (new)");
    assert_eq!(id_ranges(&[1, 2, 3, 5, 7, 8]), "1-3,5,7-8");
    assert_eq!(signed(-149_426), "-149,426");
    assert_eq!(signed(0), "+0");
}
