//! The runner's command lines: `tesuji regress` ([`regress`]), `compare`
//! ([`compare`]), and `merge`, `accept`, `extract` and `history`
//! ([`files`]). A run is events in, results out ([`run`]): the suites run,
//! one fan-out hands each event to every reporter, and what the commands
//! need afterwards (the records, the suites that failed) is collected.
//!
//! Every command ends in an [`Ending`] (exit code 0 clean, 1 a change or
//! an unexpected failure, 2 problems while running) or a [`CliError`]
//! (exit code 2), printed as `tesuji COMMAND: message`.

pub mod compare;
pub mod files;
pub mod guard;
pub mod regress;
pub mod run;

pub use compare::{run_compare, CompareArgs};
pub use files::{merge_runs, run_accept, run_extract, run_history, run_merge};
pub use files::{AcceptArgs, ExtractArgs, HistoryArgs, MergeArgs};
pub use regress::{run, RegressArgs};

use super::baseline::BaselineError;
use super::select::{self, Partition};
use super::tst::{MatchMode, Suite, SuiteSpec};
use super::{Backend, BackendFactory};
use crate::engine::{SettingError, Settings};
use crate::gtp::{EngineConfig, Gtp};
use signal_hook::consts::{SIGINT, SIGTERM};
use std::collections::BTreeSet;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// Which tests to run: shared by `regress` and `compare`.
#[derive(Debug, Clone, clap::Args)]
pub struct Selection {
    /// Seconds allowed per command before the engine counts as hung.
    #[arg(long, value_name = "SECS", default_value_t = 60.0,
          value_parser = crate::cli::timeout_seconds)]
    pub timeout: f64,
    /// Run this many suites in parallel (output is the same for any value).
    #[arg(short, long, value_name = "N", default_value_t = 1)]
    pub jobs: usize,
    /// How expected answers match: `awk` is GNU Go's regress.awk (`^A|B$`,
    /// the numbers GNU Go publishes), `full` gogui-regress's whole answer.
    #[arg(long = "match", value_enum, default_value_t = MatchMode::Awk)]
    pub match_mode: MatchMode,
    /// Run only the K-th of N slices of the suites (stable by suite file name).
    #[arg(long, value_name = "K/N")]
    pub partition: Option<Partition>,
    /// Run only tests of these commands, e.g. `owl_attack,owl_defend`.
    #[arg(long, value_name = "CMD,...", value_delimiter = ',')]
    pub commands: Vec<String>,
}

/// Why a command could not do its job (exit code 2).
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The arguments ask for something that cannot be done.
    #[error("{0}")]
    Usage(String),
    /// A setting of the built-in engine was refused.
    #[error(transparent)]
    Setting(#[from] SettingError),
    /// An input (a suite, a saved run, a baseline folder, the history)
    /// could not be read or understood.
    #[error("{0}")]
    Input(String),
    /// A baseline file could not be read or replaced.
    #[error(transparent)]
    Baseline(#[from] BaselineError),
    /// A file could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Standard output or error could not be written.
    #[error("cannot write output: {0}")]
    Output(std::io::Error),
    /// The process could not set up what a run needs (signal handlers).
    #[error("{0}")]
    System(String),
}

impl CliError {
    /// The exit code of an error: 2, as for any error or crash.
    pub fn exit_code(&self) -> u8 {
        EXIT_ERROR
    }

    /// A writer's error on `path`.
    pub fn write(path: &Path) -> impl FnOnce(std::io::Error) -> CliError + '_ {
        move |source| CliError::Write {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// How a command that did its job ended.
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Nothing unexpected (exit code 0).
    Clean,
    /// An unexpected failure, or a change against a baseline or between
    /// variants (exit code 1).
    Changed,
    /// A test got no answer, an engine had to be restarted, a suite could
    /// not run, a path named no suite, or the run was interrupted (exit
    /// code 2).
    Problems,
}

impl Ending {
    pub fn exit_code(self) -> u8 {
        match self {
            Ending::Clean => 0,
            Ending::Changed => 1,
            Ending::Problems => EXIT_ERROR,
        }
    }

    /// The ending of a run's counters ([`super::Counters::exit_code`]).
    pub fn of_code(code: u8) -> Ending {
        match code {
            0 => Ending::Clean,
            1 => Ending::Changed,
            _ => Ending::Problems,
        }
    }

    /// The worse of two endings.
    pub fn max(self, other: Ending) -> Ending {
        if other.exit_code() > self.exit_code() {
            other
        } else {
            self
        }
    }
}

const EXIT_ERROR: u8 = 2;

/// The exit code of a command's result; an error is printed first.
pub fn finish(result: Result<Ending, CliError>, command: &str) -> ExitCode {
    match result {
        Ok(ending) => ExitCode::from(ending.exit_code()),
        Err(e) => {
            eprintln!("tesuji {command}: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// The in-process engine used when no `--engine` is given. This is the one
/// place to wire it: a factory that builds the engine for a suite folder
/// (its base for relative `loadsgf` paths) with these settings.
fn builtin_backend_factory(settings: Settings) -> BackendFactory {
    Arc::new(move |suite_dir: &Path| -> Box<dyn Backend> {
        Box::new(Gtp::new(EngineConfig {
            settings: settings.clone(),
            base_dir: Some(suite_dir.to_path_buf()),
            ..EngineConfig::default()
        }))
    })
}

impl Backend for Gtp {
    fn execute(&mut self, command: &str) -> Result<String, String> {
        Gtp::execute(self, command)
    }
}

/// The suites PATH arguments select, and how many named none (each
/// reported on standard error as `tesuji COMMAND: ...`).
fn select_specs(
    paths: &[String],
    selection: &Selection,
    command: &str,
) -> Result<(Vec<SuiteSpec>, usize), CliError> {
    let mut specs: Vec<SuiteSpec> = Vec::new();
    let mut bad_paths = 0usize;
    for arg in paths {
        match select::expand_arg(arg) {
            Ok(found) => {
                for spec in found {
                    select::merge_spec(&mut specs, spec);
                }
            }
            Err(e) => {
                eprintln!("tesuji {command}: {e}");
                bad_paths += 1;
            }
        }
    }
    if let Some(part) = selection.partition {
        specs.retain(|s| part.holds(&s.path));
    }
    if !selection.commands.is_empty() {
        let commands: BTreeSet<String> = selection
            .commands
            .iter()
            .map(|c| c.trim().to_string())
            .collect();
        specs =
            select::limit_commands(specs, &commands).map_err(|e| CliError::Input(e.to_string()))?;
    }
    // The parser took the timeout in range; a selection built in code too.
    if let Err(e) = crate::cli::timeout_seconds(&selection.timeout.to_string()) {
        return Err(CliError::Usage(format!("--timeout {e}")));
    }
    if selection.jobs == 0 {
        return Err(CliError::Usage("--jobs must be at least 1".into()));
    }
    Ok((specs, bad_paths))
}

/// A suite's name: its file name without `.tst`.
fn suite_name(spec: &SuiteSpec) -> String {
    spec.path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The stop flag set by SIGINT and SIGTERM, and which signal set it.
struct StopSignal {
    stop: Arc<AtomicBool>,
    signal: Arc<AtomicUsize>,
}

impl StopSignal {
    /// SIGINT and SIGTERM stop the run instead of killing the process, so
    /// that the results so far are written, marked unfinished, and no
    /// baseline is half replaced.
    fn install() -> Result<StopSignal, CliError> {
        let stop = Arc::new(AtomicBool::new(false));
        let signal = Arc::new(AtomicUsize::new(0));
        for sig in [SIGINT, SIGTERM] {
            let registered =
                signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize)
                    .and_then(|_| signal_hook::flag::register(sig, Arc::clone(&stop)));
            registered.map_err(|e| CliError::System(format!("cannot handle signal {sig}: {e}")))?;
        }
        Ok(StopSignal { stop, signal })
    }

    fn interrupted(&self) -> Option<&'static str> {
        self.stop
            .load(Ordering::SeqCst)
            .then(|| match self.signal.load(Ordering::SeqCst) {
                s if s == SIGTERM as usize => "SIGTERM",
                _ => "SIGINT",
            })
    }
}

/// How many tests the specs select (for the progress bar).
fn count_tests(specs: &[SuiteSpec]) -> u64 {
    specs
        .iter()
        .filter_map(|s| {
            Suite::load(&s.path).ok().map(|suite| {
                suite
                    .tests()
                    .filter(|t| s.only.as_ref().map_or(true, |ids| ids.contains(&t.id)))
                    .count() as u64
            })
        })
        .sum()
}

/// Whether a progress bar is drawn: standard error is a terminal.
fn progress_wanted() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("TESUJI_NO_PROGRESS").is_none()
}
