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
    colour: bool,
    /// How many of the slowest and most node-hungry tests `finish` lists.
    highlights: usize,
    /// (seconds, nodes, suite:id) of every test, for the highlights.
    costs: Vec<(f64, u64, String)>,
}

/// ANSI colours for a terminal.
const RED: &str = "\x1b[31m";
const GREEN: &str = "\x1b[32m";
const YELLOW: &str = "\x1b[33m";
const RESET: &str = "\x1b[0m";

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
            colour: false,
            highlights: 0,
            costs: Vec::new(),
        }
    }

    /// Colour unexpected results (for a terminal).
    pub fn colour(mut self, colour: bool) -> Self {
        self.colour = colour;
        self
    }

    /// List the `n` slowest and the `n` most node-hungry tests at the end.
    pub fn highlights(mut self, n: usize) -> Self {
        self.highlights = n;
        self
    }

    fn paint(&self, colour: &'static str) -> (&'static str, &'static str) {
        if self.colour {
            (colour, RESET)
        } else {
            ("", "")
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
        let (g, gr) = self.paint(GREEN);
        let (red, rr) = self.paint(RED);
        let (y, yr) = self.paint(YELLOW);
        match (r.status, self.verbose) {
            (Status::UnexpectedPass, false) => writeln!(self.out, "{g}{id} unexpected PASS!{gr}"),
            (Status::UnexpectedPass, true) => writeln!(self.out, "{g}{id} PASSED{gr}"),
            (Status::UnexpectedFail, false) => writeln!(
                self.out,
                "{red}{id} unexpected FAIL: Correct '{expected}', got '{answer}'{rr}"
            ),
            (Status::UnexpectedFail, true) => {
                writeln!(
                    self.out,
                    "{red}{id} FAILED: Correct '{expected}', got '{answer}'{rr}"
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
            (Status::Crashed, _) => writeln!(self.out, "{red}{id} crashed: no answer{rr}"),
            (Status::Timeout, _) => {
                writeln!(self.out, "{red}{id} timeout: no answer in time{rr}")
            }
            (Status::Unsupported, _) => writeln!(self.out, "{y}{id} unsupported: {answer}{yr}"),
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
        if c.unsupported > 0 {
            writeln!(
                self.out,
                "{label}Unsupported: {} {} the engine does not know",
                c.unsupported,
                plural(c.unsupported, "test whose command", "tests whose command"),
            )?;
        }
        if c.has_nodes {
            let totals: Vec<String> = c
                .nodes
                .iter()
                .map(|(counter, n)| format!("{} {n}", counter.name()))
                .collect();
            writeln!(
                self.out,
                "{label}Nodes: {}; {:.2} s",
                totals.join(", "),
                c.seconds
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

impl<W: Write> TerminalReporter<W> {
    fn write_highlights(&mut self) -> io::Result<()> {
        let n = self.highlights.min(self.costs.len());
        if n == 0 {
            return Ok(());
        }
        let mut by_time = self.costs.clone();
        by_time.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.2.cmp(&b.2)));
        let slowest: Vec<String> = by_time[..n]
            .iter()
            .map(|(s, _, name)| format!("{name} {s:.2} s"))
            .collect();
        writeln!(self.out, "Slowest: {}", slowest.join(", "))?;
        let mut by_nodes = self.costs.clone();
        by_nodes.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.2.cmp(&b.2)));
        let hungry: Vec<String> = by_nodes[..n]
            .iter()
            .filter(|(_, nodes, _)| *nodes > 0)
            .map(|(_, nodes, name)| format!("{name} {nodes}"))
            .collect();
        if !hungry.is_empty() {
            writeln!(self.out, "Most nodes: {}", hungry.join(", "))?;
        }
        Ok(())
    }
}

impl<W: Write> Reporter for TerminalReporter<W> {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::SuiteStarted {
                suite, path, tests, ..
            } => {
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
                if self.highlights > 0 && !record.status.is_crash() {
                    let nodes = record.nodes.or_zero().sum();
                    self.costs.push((
                        record.seconds,
                        nodes,
                        format!("{}:{}", record.suite, record.id),
                    ));
                }
                if !record.status.is_crash() {
                    self.last_answered = Some(record.id);
                }
                self.test_line(record)
            }
            Event::Warning { line, message, .. } => {
                writeln!(self.out, "{}:{line}: warning: {message}", self.path)
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
        self.write_highlights()?;
        self.out.flush()
    }
}

/// Writes each test record as a line of JSON as it comes (flushed when a
/// suite finishes), then one closing status line `{"complete": true,
/// "suites": N, "tests": M}`, with the suites a selection ran in part
/// (`"partial"`). A stopped run, or one in which a suite could not run (its
/// `.tst` file did not parse, its engine did not start), closes with
/// `"complete": false`, a `"reason"` and the suites' `"errors"`. The output
/// is opened (emptied) when the reporter is made, so a stale file never
/// survives a run, and a file without a closing status line holds a run
/// that did not finish.
pub struct JsonReporter {
    out: Box<dyn Write + Send>,
    suites: usize,
    tests: usize,
    partial: Vec<String>,
    errors: Vec<SuiteError>,
    interrupted: Option<String>,
}

/// A suite that could not run to its end, and why.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SuiteError {
    pub suite: String,
    pub error: String,
}

/// The closing line of a JSON Lines run.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RunStatus {
    pub complete: bool,
    pub suites: usize,
    pub tests: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The suites run in part: accepting the run merges their tests into
    /// the baseline instead of replacing it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partial: Vec<String>,
    /// The suites that could not run to their end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<SuiteError>,
}

impl JsonReporter {
    /// Report to `path`, a plain output (see [`crate::util::create_output`]: `-` is stdout).
    pub fn create(path: &Path) -> io::Result<Self> {
        Ok(Self::to_writer(crate::util::create_output(path)?))
    }

    /// Report to any writer.
    pub fn to_writer(out: Box<dyn Write + Send>) -> Self {
        JsonReporter {
            out,
            suites: 0,
            tests: 0,
            partial: Vec::new(),
            errors: Vec::new(),
            interrupted: None,
        }
    }

    /// Close the output as an unfinished run, saying why.
    pub fn interrupted(&mut self, reason: &str) {
        self.interrupted = Some(reason.to_string());
    }
}

impl Reporter for JsonReporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::TestFinished(record) => {
                self.tests += 1;
                let line = serde_json::to_string(record).map_err(io::Error::other)?;
                writeln!(self.out, "{line}")
            }
            Event::SuiteStarted {
                suite,
                partial: true,
                ..
            } => {
                self.partial.push(suite.clone());
                Ok(())
            }
            Event::SuiteFinished { suite, error, .. } => {
                self.suites += 1;
                if let Some(error) = error {
                    self.errors.push(SuiteError {
                        suite: suite.clone(),
                        error: error.clone(),
                    });
                }
                self.out.flush()
            }
            _ => Ok(()),
        }
    }

    fn finish(&mut self) -> io::Result<()> {
        let failed = (!self.errors.is_empty()).then(|| {
            let names: Vec<&str> = self.errors.iter().map(|e| e.suite.as_str()).collect();
            format!("suites that did not run: {}", names.join(", "))
        });
        let status = RunStatus {
            complete: self.interrupted.is_none() && self.errors.is_empty(),
            suites: self.suites,
            tests: self.tests,
            reason: self.interrupted.clone().or(failed),
            partial: std::mem::take(&mut self.partial),
            errors: self.errors.clone(),
        };
        let line = serde_json::to_string(&status).map_err(io::Error::other)?;
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }
}

/// The contents of a JSON Lines run.
#[derive(Debug, Clone, PartialEq)]
pub struct JsonRun {
    pub records: Vec<TestRecord>,
    /// The closing status line; `None` when the run never closed its output.
    pub status: Option<RunStatus>,
}

impl JsonRun {
    /// Whether the run finished.
    pub fn complete(&self) -> bool {
        self.status.as_ref().is_some_and(|s| s.complete)
    }
}

/// Read a run written by [`JsonReporter`]; errors name file and line.
pub fn read_json_run(path: &Path) -> Result<JsonRun, String> {
    let text = crate::util::read_input_text(path, crate::util::MAX_TEXT_INPUT)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut run = JsonRun {
        records: Vec::new(),
        status: None,
    };
    // A last line without its newline is a write the run did not finish
    // (the process was killed): the run is unfinished, the line ignored.
    let whole = match text.rfind('\n') {
        Some(end) => &text[..=end],
        None => "",
    };
    for (index, line) in whole.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = || format!("{}:{}", path.display(), index + 1);
        if run.status.is_some() {
            return Err(format!("{}: text after the closing status line", at()));
        }
        let value: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("{}: not JSON: {e}", at()))?;
        if value.get("complete").is_some() {
            let status: RunStatus = serde_json::from_value(value)
                .map_err(|e| format!("{}: not a run status: {e}", at()))?;
            if status.tests != run.records.len() {
                return Err(format!(
                    "{}: the closing line counts {} tests, the run holds {}",
                    at(),
                    status.tests,
                    run.records.len()
                ));
            }
            run.status = Some(status);
        } else {
            let record = serde_json::from_value(value)
                .map_err(|e| format!("{}: not a test record: {e}", at()))?;
            run.records.push(record);
        }
    }
    Ok(run)
}

/// The test records of a run written by [`JsonReporter`] (finished or
/// not); errors name file and line.
pub fn read_json_lines(path: &Path) -> Result<Vec<TestRecord>, String> {
    read_json_run(path).map(|run| run.records)
}
