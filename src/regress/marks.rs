//! Editing suites from results: `extract` writes chosen tests with the
//! setup lines they are asked after into a new suite (GNU Go's
//! `breakage2tst`), and `update_marks` rewrites the `*` (expected failure)
//! marks of a suite from a run.

use super::events::TestRecord;
use super::exec::positions_with_lines;
use super::tst::{Item, Status, Suite, SuiteSpec, TstError};
use std::collections::BTreeMap;

/// The line number (1-based) of each test's `#?` line.
fn answer_lines(text: &str, suite: &Suite) -> BTreeMap<u64, usize> {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out = BTreeMap::new();
    for t in suite.tests() {
        if let Some(offset) = lines.iter().skip(t.line).position(|l| l.starts_with("#?")) {
            out.insert(t.id, t.line + offset + 1);
        }
    }
    out
}

/// The text of a suite holding the tests `specs` select, each after the
/// setup commands that rebuild its position (written once for a run of
/// tests asked in the same position). Lines are copied as they are.
pub fn extract(specs: &[SuiteSpec]) -> Result<String, TstError> {
    let mut out = String::new();
    for spec in specs {
        let text = crate::util::read_input_text(&spec.path, crate::util::MAX_TEXT_INPUT).map_err(
            |source| TstError::Read {
                path: spec.path.clone(),
                source,
            },
        )?;
        let suite = Suite::parse(&spec.path, &text)?;
        let lines: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches('\r')).collect();
        let answers = answer_lines(&text, &suite);
        out.push_str(&format!("# extracted from {}\n", spec.path.display()));
        let mut last_setup: Option<Vec<(usize, String)>> = None;
        for (test, setup) in suite.tests().zip(positions_with_lines(&suite)) {
            if spec
                .only
                .as_ref()
                .is_some_and(|ids| !ids.contains(&test.id))
            {
                continue;
            }
            if last_setup.as_ref() != Some(&setup) {
                // A position built by moves alone starts from an empty board.
                let resets = setup.iter().any(|(_, c)| {
                    matches!(
                        c.split_whitespace().next(),
                        Some("loadsgf" | "boardsize" | "clear_board")
                    )
                });
                if !resets && last_setup.is_some() {
                    out.push_str("clear_board\n");
                }
                for (line, _) in &setup {
                    out.push_str(lines.get(line - 1).copied().unwrap_or(""));
                    out.push('\n');
                }
                last_setup = Some(setup);
            }
            let end = answers.get(&test.id).copied().unwrap_or(test.line);
            for line in test.line..=end {
                out.push_str(lines.get(line - 1).copied().unwrap_or(""));
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// What [`update_marks`] changed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MarkChanges {
    /// `*` removed: the test passes now.
    pub removed: usize,
    /// `*` added: the test fails now.
    pub added: usize,
}

/// The suite `text` with its `*` marks set from `records` (of this suite):
/// an unexpected pass loses its `*`, an unexpected failure gains one.
/// Other tests and every other line are left as they are.
pub fn update_marks(suite: &Suite, text: &str, records: &[TestRecord]) -> (String, MarkChanges) {
    let answers = answer_lines(text, suite);
    let mut edits: BTreeMap<usize, Status> = BTreeMap::new();
    for r in records {
        if let Some(&line) = answers.get(&r.id) {
            if matches!(r.status, Status::UnexpectedPass | Status::UnexpectedFail) {
                edits.insert(line, r.status);
            }
        }
    }
    let mut changes = MarkChanges::default();
    let mut out: Vec<String> = Vec::new();
    for (index, raw) in text.split('\n').enumerate() {
        let (body, cr) = match raw.strip_suffix('\r') {
            Some(b) => (b, "\r"),
            None => (raw, ""),
        };
        let new = match edits.get(&(index + 1)) {
            Some(Status::UnexpectedPass) => {
                let trimmed = body.trim_end();
                match trimmed.strip_suffix('*') {
                    Some(rest) => {
                        changes.removed += 1;
                        format!("{rest}{cr}")
                    }
                    None => raw.to_string(),
                }
            }
            Some(Status::UnexpectedFail) => {
                changes.added += 1;
                format!("{}*{cr}", body.trim_end())
            }
            _ => raw.to_string(),
        };
        out.push(new);
    }
    (out.join("\n"), changes)
}

/// Whether an item list has the tests in `records` (used by callers that
/// check a run belongs to a suite).
pub fn holds_tests(suite: &Suite, records: &[TestRecord]) -> bool {
    records.iter().all(|r| {
        suite
            .items
            .iter()
            .any(|i| matches!(i, Item::Test(t) if t.id == r.id))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    const SUITE: &str = "# header\n\
        loadsgf games/a.sgf 12\n\
        1 owl_attack C3\n\
        #? [1 B2]*\n\
        2 owl_defend C3\n\
        #? [0]\n\
        play B D4\n\
        3 attack D4\n\
        #? [0]\n\
        loadsgf games/b.sgf\n\
        4 attack A1\n\
        #? [1 B1]\n";

    fn record(id: u64, status: Status) -> TestRecord {
        TestRecord {
            suite: "s".into(),
            id,
            command: String::new(),
            expected: String::new(),
            answer: String::new(),
            status,
            nodes: Default::default(),
            seconds: 0.0,
            proved: None,
        }
    }

    #[test]
    fn extract_writes_each_test_after_its_setup() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.tst");
        std::fs::write(&path, SUITE).unwrap();
        let spec = |ids: &[u64]| SuiteSpec {
            path: path.clone(),
            only: Some(ids.iter().copied().collect()),
        };
        let text = extract(&[spec(&[2, 3])]).unwrap();
        let body: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(
            body,
            [
                "loadsgf games/a.sgf 12",
                "2 owl_defend C3",
                "#? [0]",
                "loadsgf games/a.sgf 12",
                "play B D4",
                "3 attack D4",
                "#? [0]"
            ]
        );
        // The new suite parses, and its tests are the chosen ones.
        let new = Suite::parse(Path::new("new.tst"), &text).unwrap();
        assert_eq!(new.tests().map(|t| t.id).collect::<Vec<_>>(), [2, 3]);
        let text = extract(&[spec(&[1, 2])]).unwrap();
        assert_eq!(text.matches("loadsgf").count(), 1, "{text}");
    }

    #[test]
    fn marks_follow_the_run() {
        let suite = Suite::parse(Path::new("s.tst"), SUITE).unwrap();
        let records = [
            record(1, Status::UnexpectedPass),
            record(2, Status::UnexpectedFail),
            record(3, Status::Passed),
        ];
        let (text, changes) = update_marks(&suite, SUITE, &records);
        assert_eq!(
            changes,
            MarkChanges {
                removed: 1,
                added: 1
            }
        );
        assert!(text.contains("1 owl_attack C3\n#? [1 B2]\n"), "{text}");
        assert!(text.contains("2 owl_defend C3\n#? [0]*\n"), "{text}");
        assert!(text.contains("3 attack D4\n#? [0]\n"), "{text}");
        let again = Suite::parse(Path::new("s.tst"), &text).unwrap();
        let failing: Vec<u64> = again
            .tests()
            .filter(|t| t.expectation.expect_failure)
            .map(|t| t.id)
            .collect();
        assert_eq!(failing, [2]);
        assert!(holds_tests(&suite, &records));
        assert!(!holds_tests(&suite, &[record(9, Status::Passed)]));
    }
}
