//! GNU Go-style regression runner: parse `.tst` suites, run them against an
//! engine, and report.
//!
//! The pipeline is parse ([`tst`], [`select`]) → execute ([`exec`]) →
//! events ([`events`]) → reporters ([`report`]: terminal and JSON Lines;
//! [`progress`], [`junit`], [`html`]), with [`baseline`] comparing the
//! results to stored ones, [`compare`] two runs, [`marks`] editing suites
//! from results and [`history`] reading the baselines' git history. The four verdicts `passed`, `PASSED`, `failed`
//! and `FAILED` come from the `.tst` data, never from code.

pub mod baseline;
pub mod cli;
pub mod compare;
pub mod events;
pub mod exec;
pub mod history;
pub mod html;
pub mod junit;
pub mod marks;
pub mod nodes;
pub mod progress;
pub mod report;
pub mod select;
pub mod tst;

use std::path::Path;
use std::sync::Arc;

/// An engine running in this process, spoken to one GTP command at a time.
pub trait Backend: Send {
    /// Execute one GTP command line (without id); `Ok(reply text)` or
    /// `Err(error text)`, both without the `=`/`?` prefix.
    fn execute(&mut self, command: &str) -> Result<String, String>;
}

/// Makes a fresh in-process engine (each runs on its own thread; after a
/// timeout that thread is abandoned and finishes on its own) for the suite folder given (relative
/// `loadsgf` paths are resolved against it; the process cwd is not changed).
pub type BackendFactory = Arc<dyn Fn(&Path) -> Box<dyn Backend> + Send + Sync>;

pub use events::{Counters, Event, TestRecord};
pub use exec::{run_all, run_suite, EngineChoice, RunOptions};
pub use nodes::{NodeCounter, NodeTotals, Nodes};
pub use tst::{Expectation, MatchMode, Status, Suite, SuiteSpec};
