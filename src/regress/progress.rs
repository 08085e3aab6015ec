//! The progress bar of a run on a terminal: the current suite, tests done
//! of those announced, passes and elapsed time (indicatif, on standard
//! error). Lines other reporters print go through [`BarWriter`], so they
//! appear above the bar instead of through it.

use super::events::Event;
use super::report::Reporter;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{self, Write};

/// A reporter drawing one bar for the whole run.
pub struct ProgressReporter {
    bar: ProgressBar,
    suite: String,
    done: u64,
    passes: u64,
}

impl ProgressReporter {
    /// A bar on standard error (drawn only when it is a terminal), for
    /// `tests` tests in all (0 when unknown: the length grows as suites start).
    pub fn new(tests: u64) -> Self {
        let bar = ProgressBar::with_draw_target(Some(tests), ProgressDrawTarget::stderr());
        let style =
            ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} tests {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> ");
        bar.set_style(style);
        ProgressReporter {
            bar,
            suite: String::new(),
            done: 0,
            passes: 0,
        }
    }

    /// A writer that prints above the bar.
    pub fn writer<W: Write>(&self, inner: W) -> BarWriter<W> {
        BarWriter {
            inner,
            bar: self.bar.clone(),
            pending: Vec::new(),
        }
    }

    fn message(&self) {
        self.bar
            .set_message(format!("{}: {} passes", self.suite, self.passes));
    }
}

impl Reporter for ProgressReporter {
    fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::SuiteStarted { suite, .. } => {
                self.suite = suite.clone();
                self.message();
            }
            Event::TestFinished(record) => {
                self.done += 1;
                self.passes += u64::from(record.status.is_pass());
                if self.bar.length().is_some_and(|l| l < self.done) {
                    self.bar.set_length(self.done);
                }
                self.bar.set_position(self.done);
                self.message();
            }
            _ => {}
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        self.bar.finish_and_clear();
        Ok(())
    }
}

/// Writes whole lines through `bar.suspend`, so text and bar do not mix.
pub struct BarWriter<W: Write> {
    inner: W,
    bar: ProgressBar,
    pending: Vec<u8>,
}

impl<W: Write> Write for BarWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        if let Some(end) = self.pending.iter().rposition(|&b| b == b'\n') {
            let lines: Vec<u8> = self.pending.drain(..=end).collect();
            let inner = &mut self.inner;
            self.bar
                .suspend(|| inner.write_all(&lines).and_then(|_| inner.flush()))?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let rest = std::mem::take(&mut self.pending);
        let inner = &mut self.inner;
        self.bar
            .suspend(|| inner.write_all(&rest).and_then(|_| inner.flush()))
    }
}
