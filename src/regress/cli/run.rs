//! A run of suites as events in, results out: the reporters a command
//! asked for are built once into one fan-out ([`Reporters`]), every event
//! goes through it, and [`run_suites`] returns what the command needs
//! afterwards ([`RunResults`]).

use super::CliError;
use crate::regress::events::{Counters, Event, TestRecord};
use crate::regress::exec::{run_all, RunOptions};
use crate::regress::html::HtmlReporter;
use crate::regress::junit::JunitReporter;
use crate::regress::progress::ProgressReporter;
use crate::regress::report::{JsonReporter, Reporter, TerminalReporter};
use crate::regress::tst::SuiteSpec;
use std::io::Write;
use std::path::PathBuf;

/// Every reporter of a run, fed each event in turn.
pub struct Reporters {
    pub terminal: TerminalReporter<Box<dyn Write>>,
    pub progress: Option<ProgressReporter>,
    pub json: Option<(PathBuf, JsonReporter)>,
    pub junit: Option<(PathBuf, JunitReporter)>,
    pub html: Option<(PathBuf, HtmlReporter)>,
    /// The first error a reporter met while writing.
    write_error: Option<std::io::Error>,
}

impl Reporters {
    /// The terminal reporter, and the others when given.
    pub fn new(
        terminal: TerminalReporter<Box<dyn Write>>,
        progress: Option<ProgressReporter>,
    ) -> Reporters {
        Reporters {
            terminal,
            progress,
            json: None,
            junit: None,
            html: None,
            write_error: None,
        }
    }

    fn each(&mut self) -> Vec<&mut dyn Reporter> {
        let mut all: Vec<&mut dyn Reporter> = vec![&mut self.terminal];
        if let Some(p) = self.progress.as_mut() {
            all.push(p);
        }
        if let Some((_, j)) = self.json.as_mut() {
            all.push(j);
        }
        if let Some((_, j)) = self.junit.as_mut() {
            all.push(j);
        }
        if let Some((_, h)) = self.html.as_mut() {
            all.push(h);
        }
        all
    }

    /// Hands `event` to every reporter; a write error is kept for later.
    fn on_event(&mut self, event: &Event) {
        let mut error = None;
        for reporter in self.each() {
            if let Err(e) = reporter.on_event(event) {
                error.get_or_insert(e);
            }
        }
        if let Some(e) = error {
            self.write_error.get_or_insert(e);
        }
    }

    /// Ends the run's reports: the progress bar and the terminal summary,
    /// the JSON file (closed as unfinished when `interrupted` names the
    /// signal), and the JUnit and HTML reports. The terminal's counters and
    /// its writer, for what the command prints after the summary.
    pub fn finish(
        mut self,
        interrupted: Option<&str>,
    ) -> Result<(Counters, Box<dyn Write>), CliError> {
        if let Some(p) = self.progress.as_mut() {
            let _ = p.finish();
        }
        self.terminal.finish().map_err(CliError::Output)?;
        if let Some((path, j)) = self.json.as_mut() {
            if let Some(signal) = interrupted {
                j.interrupted(&format!("interrupted by {signal}"));
            }
            j.finish().map_err(CliError::write(path))?;
        }
        if let Some((path, j)) = self.junit.as_mut() {
            j.finish().map_err(CliError::write(path))?;
        }
        if let Some((path, h)) = self.html.as_mut() {
            h.finish().map_err(CliError::write(path))?;
        }
        if let Some(e) = self.write_error {
            return Err(CliError::Output(e));
        }
        let totals = *self.terminal.totals();
        Ok((totals, self.terminal.into_inner()))
    }
}

/// What a run leaves for the command that ran it.
#[derive(Default)]
pub struct RunResults {
    /// Every test's record, in event order.
    pub records: Vec<TestRecord>,
    /// The suites that could not run to their end (parse error, engine
    /// that could not be started), with why.
    pub failed_suites: Vec<(String, String)>,
    /// Suites that ran to their end (not interrupted).
    pub finished_suites: usize,
}

impl RunResults {
    /// Whether the suite `name` could not run to its end.
    pub fn failed(&self, name: &str) -> bool {
        self.failed_suites.iter().any(|(s, _)| s == name)
    }
}

/// Runs `specs` with `options` on `jobs` threads, every event through
/// `reporters`.
pub fn run_suites(
    specs: &[SuiteSpec],
    options: &RunOptions,
    jobs: usize,
    reporters: &mut Reporters,
) -> RunResults {
    let mut results = RunResults::default();
    run_all(specs, options, jobs, &mut |event: Event| {
        reporters.on_event(&event);
        match event {
            Event::TestFinished(record) => results.records.push(record),
            Event::SuiteFinished {
                suite,
                error,
                interrupted,
                ..
            } => {
                if let Some(error) = error {
                    results.failed_suites.push((suite, error));
                }
                if !interrupted {
                    results.finished_suites += 1;
                }
            }
            _ => {}
        }
    });
    results
}
