//! Reporters: turn run events into terminal text or JSON Lines.
//!
//! The terminal reporter prints GNU Go's lines for unexpected results (all
//! results with `verbose`), then a summary per suite and in total.

use super::events::{Counters, Event, TestRecord};
use super::tst::Status;
use std::io::{self, Write};
use std::path::Path;

/// Something that consumes run events.
pub trait Reporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()>;
    /// Called once after the last event.
    fn finish(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Human-readable output in GNU Go's words.
pub struct TerminalReporter<W: Write> {
    out: W,
    verbose: bool,
    quiet: bool,
    suite: Counters,
    total: Counters,
    suites: usize,
    path: String,
    last_answered: Option<u64>,
    /// Tests announced and tests seen in the current suite.
    announced: usize,
    seen: usize,
}

impl<W: Write> TerminalReporter<W> {
    pub fn new(out: W, verbose: bool) -> Self {
        TerminalReporter {
            out,
            verbose,
            quiet: false,
            suite: Counters::default(),
            total: Counters::default(),
            suites: 0,
            path: String::new(),
            last_answered: None,
            announced: 0,
            seen: 0,
        }
    }

    /// Print no per-test lines, only the summaries (for gates that read a baseline diff).
    pub fn quiet(mut self, quiet: bool) -> Self {
        self.quiet = quiet;
        self
    }

    /// The counters over every suite seen so far.
    pub fn totals(&self) -> &Counters {
        &self.total
    }

    /// Give back the writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    fn test_line(&mut self, r: &TestRecord) -> io::Result<()> {
        if self.quiet {
            return Ok(());
        }
        let (id, expected, answer) = (r.id, &r.expected, &r.answer);
        match (r.status, self.verbose) {
            (Status::UnexpectedPass, false) => writeln!(self.out, "{id} unexpected PASS!"),
            (Status::UnexpectedPass, true) => writeln!(self.out, "{id} PASSED"),
            (Status::UnexpectedFail, false) => writeln!(
                self.out,
                "{id} unexpected FAIL: Correct '{expected}', got '{answer}'"
            ),
            (Status::UnexpectedFail, true) => {
                writeln!(
                    self.out,
                    "{id} FAILED: Correct '{expected}', got '{answer}'"
                )
            }
            (Status::Passed, true) => writeln!(self.out, "{id} passed"),
            (Status::Failed, true) => {
                writeln!(
                    self.out,
                    "{id} failed: Correct '{expected}', got '{answer}'"
                )
            }
            (Status::Ignored, true) => writeln!(self.out, "{id} {answer}"),
            (Status::Crashed, _) => writeln!(self.out, "{id} crashed: no answer"),
            (Status::Timeout, _) => writeln!(self.out, "{id} timeout: no answer in time"),
            (Status::Passed | Status::Failed | Status::Ignored, false) => Ok(()),
        }
    }

    fn summary(&mut self, label: &str, c: Counters) -> io::Result<()> {
        let plural =
            |n: u64, one: &'static str, many: &'static str| if n == 1 { one } else { many };
        writeln!(
            self.out,
            "{label}Summary: {}/{} passes. {} unexpected {}, {} unexpected {}",
            c.passes(),
            c.judged(),
            c.unexpected_passes,
            plural(c.unexpected_passes, "pass", "passes"),
            c.unexpected_failures,
            plural(c.unexpected_failures, "failure", "failures"),
        )?;
        if c.has_nodes {
            writeln!(
                self.out,
                "{label}Nodes: reading {}, owl {}, connection {}; {:.2} s",
                c.reading_nodes, c.owl_nodes, c.connection_nodes, c.seconds
            )?;
        } else {
            writeln!(
                self.out,
                "{label}Nodes: not reported by the engine; {:.2} s",
                c.seconds
            )?;
        }
        if c.unanswered() > 0 {
            writeln!(
                self.out,
                "{label}Possible crash!: {} tests got no answer ({} crashed, {} timed out)",
                c.unanswered(),
                c.crashed,
                c.timeouts
            )?;
        }
        if c.problems > 0 {
            writeln!(self.out, "{label}{} problems (see above)", c.problems)?;
        }
        Ok(())
    }
}

impl<W: Write> Reporter for TerminalReporter<W> {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::SuiteStarted { suite, path, tests } => {
                self.suite = Counters::default();
                self.announced = *tests;
                self.seen = 0;
                self.path = path.clone();
                self.last_answered = None;
                self.suites += 1;
                writeln!(self.out, "== {suite} ({path})")
            }
            Event::TestFinished(record) => {
                self.suite.add(record);
                self.seen += 1;
                if !record.status.is_crash() {
                    self.last_answered = Some(record.id);
                }
                self.test_line(record)
            }
            Event::Problem { line, message, .. } => {
                self.suite.problems += 1;
                if *line > 0 {
                    writeln!(self.out, "{}:{line}: {message}", self.path)
                } else {
                    writeln!(self.out, "{}: {message}", self.path)
                }
            }
            Event::SuiteFinished {
                error,
                ended_early,
                interrupted,
                ..
            } => {
                if let Some(error) = error {
                    self.suite.problems += 1;
                    writeln!(self.out, "error: {error}")?;
                }
                if *interrupted {
                    writeln!(
                        self.out,
                        "Interrupted: expected {} results, got {}.",
                        self.announced, self.seen
                    )?;
                } else if *ended_early {
                    let last = match self.last_answered {
                        Some(id) => format!("Last successful test was {id}."),
                        None => "Crash in first test.".to_string(),
                    };
                    writeln!(
                        self.out,
                        "Possible crash!: expected {} results, got {}. {last}",
                        self.announced, self.seen
                    )?;
                }
                let suite = self.suite;
                self.total.merge(&suite);
                self.summary("", suite)
            }
        }
    }

    fn finish(&mut self) -> io::Result<()> {
        writeln!(
            self.out,
            "== Total ({} {})",
            self.suites,
            if self.suites == 1 { "suite" } else { "suites" }
        )?;
        let total = self.total;
        self.summary("", total)?;
        self.out.flush()
    }
}

/// Collects test records and writes them as JSON Lines, atomically, at the end.
pub struct JsonReporter {
    path: std::path::PathBuf,
    records: Vec<TestRecord>,
}

impl JsonReporter {
    pub fn new(path: &Path) -> Self {
        JsonReporter {
            path: path.to_path_buf(),
            records: Vec::new(),
        }
    }
}

impl Reporter for JsonReporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        if let Event::TestFinished(record) = event {
            self.records.push(record.clone());
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        let mut text = String::new();
        for record in &self.records {
            text.push_str(&serde_json::to_string(record).map_err(io::Error::other)?);
            text.push('\n');
        }
        crate::util::write_atomically(&self.path, text.as_bytes())
    }
}

/// Read JSON Lines written by [`JsonReporter`]; errors name file and line.
pub fn read_json_lines(path: &Path) -> Result<Vec<TestRecord>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut records = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let record = serde_json::from_str(line)
            .map_err(|e| format!("{}:{}: not a test record: {e}", path.display(), index + 1))?;
        records.push(record);
    }
    Ok(records)
}
