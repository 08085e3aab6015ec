//! The JUnit XML reporter (`--junit FILE`): one `<testsuite>` per suite,
//! one `<testcase>` per test. Unexpected failures are failures, crashes and
//! timeouts errors; expected failures (`*`), ignored (`&`) and unsupported
//! tests are skipped with the reason. Written in one piece when the run ends.

use super::events::{Event, TestRecord};
use super::report::Reporter;
use super::tst::Status;
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use std::collections::BTreeMap;
use std::io;
use std::path::PathBuf;
use std::time::Duration;

/// Collects records and writes the report at `finish`.
pub struct JunitReporter {
    path: PathBuf,
    suites: Vec<(String, Vec<TestRecord>)>,
}

impl JunitReporter {
    pub fn new(path: PathBuf) -> Self {
        JunitReporter {
            path,
            suites: Vec::new(),
        }
    }
}

fn case(r: &TestRecord) -> TestCase {
    let detail = format!(
        "{}: expected [{}], got '{}'",
        r.command, r.expected, r.answer
    );
    let status = match r.status {
        Status::Passed | Status::UnexpectedPass => TestCaseStatus::success(),
        Status::UnexpectedFail => {
            let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
            s.set_message(detail.clone());
            s
        }
        Status::Crashed | Status::Timeout => {
            let mut s = TestCaseStatus::non_success(NonSuccessKind::Error);
            s.set_message(format!("{}: {}", r.command, r.status));
            s
        }
        Status::Failed | Status::Ignored | Status::Unsupported => {
            let mut s = TestCaseStatus::skipped();
            s.set_message(format!("{}; {detail}", r.status));
            s
        }
    };
    let mut c = TestCase::new(format!("{}:{}", r.suite, r.id), status);
    c.set_classname(r.suite.clone());
    c.set_time(Duration::from_secs_f64(r.seconds.max(0.0)));
    let mut props = BTreeMap::new();
    for (counter, value) in r.nodes.iter() {
        if let Some(v) = value {
            props.insert(counter.field(), v);
        }
    }
    for (name, value) in props {
        c.add_property(quick_junit::Property::new(name, value.to_string()));
    }
    c
}

/// The XML of a run.
pub fn render(suites: &[(String, Vec<TestRecord>)]) -> io::Result<String> {
    let mut report = Report::new("tesuji regress");
    for (name, records) in suites {
        let mut suite = TestSuite::new(name.clone());
        suite.add_test_cases(records.iter().map(case));
        report.add_test_suite(suite);
    }
    report.to_string().map_err(io::Error::other)
}

impl Reporter for JunitReporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::SuiteStarted { suite, .. } => self.suites.push((suite.clone(), Vec::new())),
            Event::TestFinished(r) => {
                if let Some((_, records)) = self.suites.last_mut() {
                    records.push(r.clone());
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        let xml = render(&self.suites)?;
        crate::util::write_result(&self.path, xml.as_bytes())
    }
}
