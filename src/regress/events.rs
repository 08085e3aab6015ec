//! Events emitted while suites run, the per-test record, and plain counters.
//!
//! Execution only emits [`Event`]s; reporters consume them. Every suite's
//! events end with exactly one [`Event::SuiteFinished`].

use super::nodes::{NodeTotals, Nodes};
use super::tst::Status;
use serde::{Deserialize, Serialize};

/// The result of one numbered test. This is also one line of `--json` output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestRecord {
    pub suite: String,
    pub id: u64,
    pub command: String,
    /// The expected answer as printed by GNU Go (`!` kept, markers dropped).
    pub expected: String,
    /// The normalised answer; for a GTP error reply, the error text
    /// prefixed with `? `; empty for crashes and timeouts.
    pub answer: String,
    pub status: Status,
    /// The test's count of each node counter (`reading_nodes`, ... in
    /// JSON), `null` where the engine gave none.
    #[serde(flatten)]
    pub nodes: Nodes,
    pub seconds: f64,
    /// For an owl question asked of an engine that says (`solver_proved`):
    /// whether the answer is the life-and-death solver's proof.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proved: Option<bool>,
}

/// Something that happened while running suites.
#[derive(Debug, Clone)]
pub enum Event {
    /// A suite is about to run `tests` numbered tests; `partial` when a
    /// selection (`FILE.tst:ids`, `--commands`) leaves some of its tests out.
    SuiteStarted {
        suite: String,
        path: String,
        tests: usize,
        partial: bool,
    },
    /// A numbered test has a result.
    TestFinished(TestRecord),
    /// Something a suite file gets away with (read, but said): not a
    /// problem of the run.
    Warning {
        suite: String,
        line: usize,
        message: String,
    },
    /// A setup command was rejected or the engine had to be restarted.
    Problem {
        suite: String,
        line: usize,
        message: String,
    },
    /// The suite is done. `error` is set when it could not run (parse
    /// error) or `ended_early` (the engine could not be (re)started); the
    /// tests not reached then have no records. `interrupted` (with
    /// `ended_early`) when the run was stopped before the suite's end.
    SuiteFinished {
        suite: String,
        error: Option<String>,
        ended_early: bool,
        interrupted: bool,
    },
}

/// Plain counters over test records, summarised once at the end.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Counters {
    pub passed: u64,
    pub unexpected_passes: u64,
    pub failed: u64,
    pub unexpected_failures: u64,
    pub ignored: u64,
    pub crashed: u64,
    pub timeouts: u64,
    /// Tests whose command the engine does not know (not failures).
    pub unsupported: u64,
    /// Problems: rejected setup commands, engine restarts, suites that could not run.
    pub problems: u64,
    /// Node totals per counter.
    pub nodes: NodeTotals,
    /// Whether any test reported node counts at all.
    pub has_nodes: bool,
    pub seconds: f64,
}

impl Counters {
    /// Count one test.
    pub fn add(&mut self, record: &TestRecord) {
        match record.status {
            Status::Passed => self.passed += 1,
            Status::UnexpectedPass => self.unexpected_passes += 1,
            Status::Failed => self.failed += 1,
            Status::UnexpectedFail => self.unexpected_failures += 1,
            Status::Ignored => self.ignored += 1,
            Status::Crashed => self.crashed += 1,
            Status::Timeout => self.timeouts += 1,
            Status::Unsupported => self.unsupported += 1,
        }
        self.nodes.add(&record.nodes);
        self.has_nodes |= record.nodes.any();
        self.seconds += record.seconds;
    }

    /// Add another set of counters.
    pub fn merge(&mut self, other: &Counters) {
        self.passed += other.passed;
        self.unexpected_passes += other.unexpected_passes;
        self.failed += other.failed;
        self.unexpected_failures += other.unexpected_failures;
        self.ignored += other.ignored;
        self.crashed += other.crashed;
        self.timeouts += other.timeouts;
        self.unsupported += other.unsupported;
        self.problems += other.problems;
        self.nodes.merge(&other.nodes);
        self.has_nodes |= other.has_nodes;
        self.seconds += other.seconds;
    }

    /// Tests whose answer matched, expected or not (GNU Go's "passes").
    pub fn passes(&self) -> u64 {
        self.passed + self.unexpected_passes
    }

    /// Tests that were judged: GNU Go's total (ignored, unsupported and
    /// unanswered tests excluded).
    pub fn judged(&self) -> u64 {
        self.passes() + self.failed + self.unexpected_failures
    }

    /// Tests that got no answer.
    pub fn unanswered(&self) -> u64 {
        self.crashed + self.timeouts
    }

    /// The semantic exit code: 0 clean, 1 unexpected failure, 2 error or crash.
    pub fn exit_code(&self) -> u8 {
        if self.unanswered() > 0 || self.problems > 0 {
            2
        } else if self.unexpected_failures > 0 {
            1
        } else {
            0
        }
    }
}
