//! `tesuji regress`: its options, and the steps of a run: select the
//! suites, build the engine and the reporters, run, then compare with (and
//! accept into) a baseline and rewrite the `*` marks when asked.

use super::compare::{compare_variants, CompareOptions};
use super::guard::{self, Output};
use super::run::{run_suites, Reporters, RunResults};
use super::{
    builtin_backend_factory, count_tests, finish, progress_wanted, select_specs, suite_name,
    CliError, Ending, Selection, StopSignal,
};
use crate::cli::SettingsArgs;
use crate::regress::baseline::{self, Change, SuiteResults};
use crate::regress::compare::{self, Variant};
use crate::regress::events::TestRecord;
use crate::regress::exec::{EngineChoice, RunOptions};
use crate::regress::html::HtmlReporter;
use crate::regress::junit::JunitReporter;
use crate::regress::progress::ProgressReporter;
use crate::regress::report::{JsonReporter, TerminalReporter};
use crate::regress::select;
use crate::regress::tst::{Suite, SuiteSpec};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Run GNU Go-style regression suites (`.tst` files).
#[derive(Debug, clap::Args)]
pub struct RegressArgs {
    /// `.tst` files, folders (every `*.tst` below), `FILE.tst:334,340-350`,
    /// or `@LIST` (a file of such paths, one a line).
    #[arg(value_name = "PATH", required_unless_present = "compare")]
    pub paths: Vec<String>,
    /// Show every test, not only unexpected results.
    #[arg(short, long, conflicts_with = "quiet")]
    pub verbose: bool,
    /// Print only the summaries (and, with --baseline, the changes).
    #[arg(short, long)]
    pub quiet: bool,
    /// Write one JSON object per test to FILE (JSON Lines, as the tests
    /// finish, closed by a run status line); `-` is standard output.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write a JUnit XML report to FILE when the run ends; `-` is standard output.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Write an HTML report (index, a page per suite and per test) into DIR.
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    /// Run against an external GTP engine (one process per suite).
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    #[command(flatten)]
    pub selection: Selection,
    /// The built-in engine's settings.
    #[command(flatten)]
    pub settings: SettingsArgs,
    /// List the selected tests instead of running them.
    #[arg(long)]
    pub list: bool,
    /// Compare with the results stored in DIR; exit 1 on any change.
    #[arg(long, value_name = "DIR")]
    pub baseline: Option<PathBuf>,
    /// Store this run's results as the new baseline in DIR.
    #[arg(long, requires = "baseline")]
    pub accept: bool,
    /// Rewrite the `*` marks of the suites from this run: an unexpected
    /// pass loses its `*`, an unexpected failure gains one.
    #[arg(long)]
    pub update_marks: bool,
    /// Compare two saved runs A (old) and B (new) instead of running (as
    /// `tesuji compare --a A --b B`).
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["paths", "baseline", "engine", "json"])]
    pub compare: Option<Vec<PathBuf>>,
}

/// Run `tesuji regress`.
pub fn run(args: RegressArgs) -> ExitCode {
    finish(execute(&args), "regress")
}

fn execute(args: &RegressArgs) -> Result<Ending, CliError> {
    if let Some(files) = &args.compare {
        return compare_saved(args, &files[0], &files[1]);
    }
    // A path that names no suite is reported and the others still run;
    // the exit code then says the invocation had an error.
    let (specs, bad_paths) = select_specs(&args.paths, &args.selection, "regress")?;
    if specs.is_empty() && bad_paths > 0 {
        return Err(CliError::Usage("no suite to run".into()));
    }
    if args.list {
        return list(&specs, bad_paths);
    }
    if args.baseline.is_some() {
        check_distinct_names(&specs)?;
    }
    refuse_writing_inputs(args, &specs)?;
    let signal = StopSignal::install()?;
    let options = RunOptions {
        engine: engine_choice(args)?,
        timeout: Duration::from_secs_f64(args.selection.timeout),
        stop: Some(Arc::clone(&signal.stop)),
        match_mode: args.selection.match_mode,
    };
    let mut reporters = reporters(args, &specs)?;
    let started = Instant::now();
    let results = run_suites(&specs, &options, args.selection.jobs, &mut reporters);
    let wall = started.elapsed().as_secs_f64();
    let interrupted = signal.interrupted();
    let (totals, mut out) = reporters.finish(interrupted)?;
    let _ = writeln!(out, "Wall time: {wall:.2} s");
    if let Some(signal) = interrupted {
        let _ = writeln!(
            out,
            "Interrupted by {signal}: {} of {} suites finished{}",
            results.finished_suites,
            specs.len(),
            if args.baseline.is_some() {
                "; baseline neither compared nor accepted"
            } else {
                ""
            }
        );
        let _ = out.flush();
        return Ok(Ending::Problems);
    }
    let mut ending = Ending::of_code(totals.exit_code());
    if let Some(dir) = &args.baseline {
        let baseline = Baseline {
            dir,
            accept: args.accept,
            stop: &signal.stop,
        };
        let differs = baseline.compare(&mut out, &specs, &results)?;
        if ending != Ending::Problems && differs && !args.accept {
            ending = Ending::Changed;
        } else if ending != Ending::Problems {
            ending = Ending::Clean;
        }
    }
    if args.update_marks {
        update_marks(&mut out, &specs, &results)?;
    }
    if bad_paths > 0 {
        let _ = writeln!(
            out,
            "{bad_paths} of the paths named no suite (see the errors above)"
        );
        ending = Ending::Problems;
    }
    let _ = out.flush();
    Ok(ending)
}

/// `regress --compare A B`: two saved runs compared as `compare` does.
fn compare_saved(args: &RegressArgs, a: &Path, b: &Path) -> Result<Ending, CliError> {
    let saved = |p: &Path| {
        if p.is_dir() {
            Variant::Baseline(p.to_path_buf())
        } else {
            Variant::Json(p.to_path_buf())
        }
    };
    let options = CompareOptions {
        paths: &[],
        selection: &args.selection,
        settings: &args.settings,
        quiet: args.quiet,
        top: compare::TOP,
        html: args.html.as_deref(),
    };
    compare_variants(&options, saved(a), saved(b))
}

/// `--list`: the selected tests, one a line.
fn list(specs: &[SuiteSpec], bad_paths: usize) -> Result<Ending, CliError> {
    let lines = select::list_tests(specs).map_err(|e| CliError::Input(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    for line in &lines {
        writeln!(out, "{line}").map_err(CliError::Output)?;
    }
    Ok(if bad_paths > 0 {
        Ending::Problems
    } else {
        Ending::Clean
    })
}

/// Suites compared with a baseline must have distinct names: the baseline
/// holds one file per name.
fn check_distinct_names(specs: &[SuiteSpec]) -> Result<(), CliError> {
    let mut seen: BTreeMap<String, &PathBuf> = BTreeMap::new();
    for spec in specs {
        let name = suite_name(spec);
        if let Some(other) = seen.insert(name.clone(), &spec.path) {
            return Err(CliError::Usage(format!(
                "suites {} and {} share the name `{name}`; their baselines would collide",
                other.display(),
                spec.path.display()
            )));
        }
    }
    Ok(())
}

/// Refuse, before anything is written, an output over one of the run's
/// inputs: `--json`, `--junit` and `--html` against the suites, the test
/// lists and the baseline; the baseline files `--accept` replaces against
/// the suites and the test lists.
fn refuse_writing_inputs(args: &RegressArgs, specs: &[SuiteSpec]) -> Result<(), CliError> {
    let inputs = guard::run_inputs(&args.paths, specs, args.baseline.as_deref());
    let mut outputs: Vec<(&str, Output)> = Vec::new();
    if let Some(p) = &args.json {
        outputs.push(("--json", Output::Results(p)));
    }
    if let Some(p) = &args.junit {
        outputs.push(("--junit", Output::Results(p)));
    }
    if let Some(p) = &args.html {
        outputs.push(("--html", Output::HtmlFolder(p)));
    }
    guard::refuse_clashes(&outputs, &inputs)?;
    if let (Some(dir), true) = (&args.baseline, args.accept) {
        let written: Vec<PathBuf> = specs
            .iter()
            .map(|s| dir.join(format!("{}.txt", suite_name(s))))
            .collect();
        let outputs: Vec<(&str, Output)> = written
            .iter()
            .map(|p| ("--accept", Output::File(p)))
            .collect();
        let others: Vec<_> = inputs
            .into_iter()
            .filter(|i| i.kind != "baseline")
            .collect();
        guard::refuse_clashes(&outputs, &others)?;
    }
    Ok(())
}

/// The engine the suites run on: an external command, or the built-in
/// engine with the settings given.
fn engine_choice(args: &RegressArgs) -> Result<EngineChoice, CliError> {
    Ok(match &args.engine {
        Some(cmdline) => {
            if !args.settings.is_empty() {
                eprintln!(
                    "note: --set settings apply to the built-in engine only; ignored for --engine"
                );
            }
            EngineChoice::External(cmdline.clone())
        }
        None => EngineChoice::InProcess(builtin_backend_factory(args.settings.settings()?)),
    })
}

/// The reporters the options ask for. With `--json -` (or `--junit -`) the
/// records go to standard output and the report to standard error.
fn reporters(args: &RegressArgs, specs: &[SuiteSpec]) -> Result<Reporters, CliError> {
    let dash = Some(Path::new("-"));
    let report_on_stderr = args.json.as_deref() == dash || args.junit.as_deref() == dash;
    let progress =
        (progress_wanted() && !args.quiet).then(|| ProgressReporter::new(count_tests(specs)));
    let tty = if report_on_stderr {
        std::io::stderr().is_terminal()
    } else {
        std::io::stdout().is_terminal()
    };
    let plain: Box<dyn Write> = if report_on_stderr {
        Box::new(std::io::stderr())
    } else {
        Box::new(std::io::stdout().lock())
    };
    let report_to: Box<dyn Write> = match &progress {
        Some(bar) => Box::new(bar.writer(plain)),
        None => plain,
    };
    let terminal = TerminalReporter::new(report_to, args.verbose)
        .quiet(args.quiet)
        .colour(tty)
        .highlights(if args.quiet { 0 } else { 5 });
    let mut reporters = Reporters::new(terminal, progress);
    if let Some(path) = &args.json {
        let json = JsonReporter::create(path).map_err(CliError::write(path))?;
        reporters.json = Some((path.clone(), json));
    }
    reporters.junit = args
        .junit
        .clone()
        .map(|p| (p.clone(), JunitReporter::new(p)));
    reporters.html = args.html.clone().map(|p| (p.clone(), HtmlReporter::new(p)));
    Ok(reporters)
}

/// Rewrite the `*` marks of each suite that ran to its end.
fn update_marks(
    out: &mut impl Write,
    specs: &[SuiteSpec],
    results: &RunResults,
) -> Result<(), CliError> {
    let runs = baseline::by_suite(&results.records);
    for spec in specs {
        let name = suite_name(spec);
        if results.failed(&name) {
            continue;
        }
        let Some(suite_results) = runs.get(&name) else {
            continue;
        };
        let text = crate::util::read_input_text(&spec.path, crate::util::MAX_TEXT_INPUT)
            .map_err(|e| CliError::Input(format!("{}: {e}", spec.path.display())))?;
        let suite = Suite::parse(&spec.path, &text).map_err(|e| CliError::Input(e.to_string()))?;
        let records: Vec<TestRecord> = suite_results.values().cloned().collect();
        let (new, changes) = crate::regress::marks::update_marks(&suite, &text, &records);
        if new != text {
            crate::util::write_atomically(&spec.path, new.as_bytes())
                .map_err(CliError::write(&spec.path))?;
        }
        writeln!(
            out,
            "Marks: {}: {} `*` removed, {} added",
            spec.path.display(),
            changes.removed,
            changes.added
        )
        .map_err(CliError::Output)?;
    }
    Ok(())
}

/// A baseline folder a run is compared with, and accepted into when asked.
struct Baseline<'a> {
    dir: &'a Path,
    accept: bool,
    stop: &'a AtomicBool,
}

impl Baseline<'_> {
    /// Prints the changes against the baseline, stores the results when
    /// accepting (a run of selected tests merges into the suite's file),
    /// and tells whether anything differed.
    fn compare(
        &self,
        out: &mut impl Write,
        specs: &[SuiteSpec],
        results: &RunResults,
    ) -> Result<bool, CliError> {
        let runs = baseline::by_suite(&results.records);
        let mut all_changes: Vec<Change> = Vec::new();
        let mut missing = Vec::new();
        let mut to_store: Vec<(String, SuiteResults)> = Vec::new();
        for spec in specs {
            let name = suite_name(spec);
            if results.failed(&name) {
                // Compared with nothing and never accepted: reported below.
                continue;
            }
            let new = runs.get(&name).cloned().unwrap_or_default();
            let old = baseline::load_suite(self.dir, &name)?;
            if old.is_none() {
                missing.push(name.clone());
            }
            let old = old.unwrap_or_default();
            let partial = spec.only.is_some();
            all_changes.extend(baseline::diff_suite(&name, &old, &new, partial));
            if self.accept {
                let mut merged = if partial { old } else { SuiteResults::new() };
                merged.extend(new);
                to_store.push((name, merged));
            }
        }
        let dir = self.dir.display();
        writeln!(out, "== Baseline {dir}").map_err(CliError::Output)?;
        for name in &missing {
            writeln!(out, "{name}: no baseline yet").map_err(CliError::Output)?;
        }
        for (name, error) in &results.failed_suites {
            writeln!(out, "{name}: error: the suite did not run: {error}")
                .map_err(CliError::Output)?;
        }
        for change in &all_changes {
            writeln!(out, "{change}").map_err(CliError::Output)?;
        }
        let summary = match results.failed_suites.len() {
            0 => baseline::summarise(&all_changes),
            n => format!(
                "{n} {} did not run; {}",
                if n == 1 { "suite" } else { "suites" },
                baseline::summarise(&all_changes)
            ),
        };
        writeln!(out, "Baseline: {summary}").map_err(CliError::Output)?;
        if self.accept {
            baseline::store_suites(self.dir, &to_store, Some(self.stop))?;
            let n = to_store.len();
            writeln!(out, "Accepted: {n} suite baselines written to {dir}")
                .map_err(CliError::Output)?;
        }
        Ok(!all_changes.is_empty() || !missing.is_empty() || !results.failed_suites.is_empty())
    }
}
