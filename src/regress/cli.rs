//! The runner's command lines: `tesuji regress` (options, wiring of runner,
//! reporters and baselines), `compare`, `merge`, `accept`, `extract` and
//! `history`.

use super::baseline::{self, Change, SuiteResults};
use super::compare::{self, IndexedTest, TestIndex, Variant};
use super::events::{Counters, Event, TestRecord};
use super::exec::{positions, run_all, run_each, EngineChoice, RunOptions};
use super::html::HtmlReporter;
use super::junit::JunitReporter;
use super::progress::ProgressReporter;
use super::report::{read_json_run, JsonReporter, Reporter, RunStatus, TerminalReporter};
use super::select::{self, Partition};
use super::tst::{MatchMode, Suite, SuiteSpec};
use super::{Backend, BackendFactory};
use crate::cli::SettingsArgs;
use crate::engine::Settings;
use crate::gtp::{EngineConfig, Gtp};
use signal_hook::consts::{SIGINT, SIGTERM};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which tests to run: shared by `regress` and `compare`.
#[derive(Debug, Clone, clap::Args)]
pub struct Selection {
    /// Seconds allowed per command before the engine counts as hung.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
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

const EXIT_ERROR: u8 = 2;

fn finish(result: Result<u8, String>, command: &str) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("tesuji {command}: {message}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// Run `tesuji regress`.
pub fn run(args: RegressArgs) -> ExitCode {
    finish(execute(&args), "regress")
}

/// The suites PATH arguments select, and how many named none.
fn select_specs(
    paths: &[String],
    selection: &Selection,
    command: &str,
) -> Result<(Vec<SuiteSpec>, usize), String> {
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
        specs = select::limit_commands(specs, &commands).map_err(|e| e.to_string())?;
    }
    if !(selection.timeout.is_finite() && selection.timeout > 0.0) {
        return Err(format!(
            "--timeout must be a positive number of seconds, got {}",
            selection.timeout
        ));
    }
    if selection.jobs == 0 {
        return Err("--jobs must be at least 1".into());
    }
    Ok((specs, bad_paths))
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
    fn install() -> Result<StopSignal, String> {
        let stop = Arc::new(AtomicBool::new(false));
        let signal = Arc::new(AtomicUsize::new(0));
        for sig in [SIGINT, SIGTERM] {
            let registered =
                signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize)
                    .and_then(|_| signal_hook::flag::register(sig, Arc::clone(&stop)));
            registered.map_err(|e| format!("cannot handle signal {sig}: {e}"))?;
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

fn execute(args: &RegressArgs) -> Result<u8, String> {
    if let Some(files) = &args.compare {
        let variant = |p: &PathBuf| {
            if p.is_dir() {
                Variant::Baseline(p.clone())
            } else {
                Variant::Json(p.clone())
            }
        };
        let compare_args = CompareArgs {
            a: String::new(),
            b: String::new(),
            paths: Vec::new(),
            selection: args.selection.clone(),
            quiet: args.quiet,
            top: compare::TOP,
            html: args.html.clone(),
            settings: args.settings.clone(),
        };
        return compare_variants(&compare_args, variant(&files[0]), variant(&files[1]));
    }
    // A path that names no suite is reported and the others still run;
    // the exit code then says the invocation had an error.
    let (specs, bad_paths) = select_specs(&args.paths, &args.selection, "regress")?;
    if specs.is_empty() && bad_paths > 0 {
        return Err("no suite to run".into());
    }
    if args.list {
        let lines = select::list_tests(&specs).map_err(|e| e.to_string())?;
        let mut out = std::io::stdout().lock();
        for line in &lines {
            writeln!(out, "{line}").map_err(|e| format!("cannot write output: {e}"))?;
        }
        return Ok(if bad_paths > 0 { EXIT_ERROR } else { 0 });
    }
    if args.baseline.is_some() {
        let mut seen: BTreeMap<String, &PathBuf> = BTreeMap::new();
        for spec in &specs {
            let name = suite_name(spec);
            if let Some(other) = seen.insert(name.clone(), &spec.path) {
                return Err(format!(
                    "suites {} and {} share the name `{name}`; their baselines would collide",
                    other.display(),
                    spec.path.display()
                ));
            }
        }
    }
    let engine = match &args.engine {
        Some(cmdline) => {
            if !args.settings.is_empty() {
                eprintln!(
                    "note: --set settings apply to the built-in engine only; ignored for --engine"
                );
            }
            EngineChoice::External(cmdline.clone())
        }
        None => EngineChoice::InProcess(builtin_backend_factory(
            args.settings.settings().map_err(|e| e.to_string())?,
        )),
    };
    let signal = StopSignal::install()?;
    let stop = Arc::clone(&signal.stop);
    let options = RunOptions {
        engine,
        timeout: Duration::from_secs_f64(args.selection.timeout),
        stop: Some(Arc::clone(&stop)),
        match_mode: args.selection.match_mode,
    };

    // With `--json -` (or `--junit -`) the records go to stdout and the report to stderr.
    let dash = Some(Path::new("-"));
    let report_on_stderr = args.json.as_deref() == dash || args.junit.as_deref() == dash;
    let mut progress =
        (progress_wanted() && !args.quiet).then(|| ProgressReporter::new(count_tests(&specs)));
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
    let mut json = match &args.json {
        Some(path) => Some(
            JsonReporter::create(path)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        ),
        None => None,
    };
    let mut junit = args.junit.clone().map(JunitReporter::new);
    let mut html = args.html.clone().map(HtmlReporter::new);
    let mut terminal = TerminalReporter::new(report_to, args.verbose)
        .quiet(args.quiet)
        .colour(tty)
        .highlights(if args.quiet { 0 } else { 5 });
    let mut records: Vec<TestRecord> = Vec::new();
    let mut failed_suites: Vec<String> = Vec::new();
    let mut finished_suites = 0usize;
    let mut write_error: Option<std::io::Error> = None;
    let started = Instant::now();
    run_all(
        &specs,
        &options,
        args.selection.jobs,
        &mut |event: Event| {
            let mut reporters: Vec<&mut dyn Reporter> = vec![&mut terminal];
            if let Some(p) = progress.as_mut() {
                reporters.push(p);
            }
            if let Some(j) = json.as_mut() {
                reporters.push(j);
            }
            if let Some(j) = junit.as_mut() {
                reporters.push(j);
            }
            if let Some(h) = html.as_mut() {
                reporters.push(h);
            }
            for reporter in reporters {
                if let Err(e) = reporter.on_event(&event) {
                    write_error.get_or_insert(e);
                }
            }
            match event {
                Event::TestFinished(record) => records.push(record),
                Event::SuiteFinished {
                    suite,
                    error,
                    interrupted,
                    ..
                } => {
                    if error.is_some() {
                        failed_suites.push(suite);
                    }
                    if !interrupted {
                        finished_suites += 1;
                    }
                }
                _ => {}
            }
        },
    );
    let interrupted = signal.interrupted();
    if let Some(p) = progress.as_mut() {
        let _ = p.finish();
    }
    terminal
        .finish()
        .map_err(|e| format!("cannot write output: {e}"))?;
    let totals = *terminal.totals();
    let mut out = terminal.into_inner();
    let _ = writeln!(out, "Wall time: {:.2} s", started.elapsed().as_secs_f64());
    if let (Some(j), Some(path)) = (json.as_mut(), &args.json) {
        if let Some(signal) = interrupted {
            j.interrupted(&format!("interrupted by {signal}"));
        }
        j.finish()
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    for (reporter, path) in [
        (junit.as_mut().map(|j| j as &mut dyn Reporter), &args.junit),
        (html.as_mut().map(|h| h as &mut dyn Reporter), &args.html),
    ] {
        if let (Some(r), Some(path)) = (reporter, path) {
            r.finish()
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    if let Some(e) = write_error {
        return Err(format!("cannot write output: {e}"));
    }
    if let Some(signal) = interrupted {
        let _ = writeln!(
            out,
            "Interrupted by {signal}: {finished_suites} of {} suites finished{}",
            specs.len(),
            if args.baseline.is_some() {
                "; baseline neither compared nor accepted"
            } else {
                ""
            }
        );
        let _ = out.flush();
        return Ok(EXIT_ERROR);
    }
    let mut code = totals.exit_code();
    if let Some(dir) = &args.baseline {
        let differs = compare_with_baseline(
            &mut out,
            dir,
            &specs,
            &records,
            &failed_suites,
            args.accept,
            &stop,
        )?;
        if code != EXIT_ERROR {
            code = u8::from(differs && !args.accept);
        }
    }
    if args.update_marks {
        update_marks(&mut out, &specs, &records, &failed_suites)?;
    }
    if bad_paths > 0 {
        let _ = writeln!(
            out,
            "{bad_paths} of the paths named no suite (see the errors above)"
        );
        code = EXIT_ERROR;
    }
    let _ = out.flush();
    Ok(code)
}

fn suite_name(spec: &SuiteSpec) -> String {
    spec.path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Rewrite the `*` marks of each suite that ran to its end.
fn update_marks(
    out: &mut impl Write,
    specs: &[SuiteSpec],
    records: &[TestRecord],
    failed_suites: &[String],
) -> Result<(), String> {
    let runs = baseline::by_suite(records);
    for spec in specs {
        let name = suite_name(spec);
        if failed_suites.contains(&name) {
            continue;
        }
        let Some(results) = runs.get(&name) else {
            continue;
        };
        let text = std::fs::read_to_string(&spec.path)
            .map_err(|e| format!("{}: {e}", spec.path.display()))?;
        let suite = Suite::parse(&spec.path, &text).map_err(|e| e.to_string())?;
        let records: Vec<TestRecord> = results.values().cloned().collect();
        let (new, changes) = super::marks::update_marks(&suite, &text, &records);
        if new != text {
            crate::util::write_atomically(&spec.path, new.as_bytes())
                .map_err(|e| format!("cannot write {}: {e}", spec.path.display()))?;
        }
        writeln!(
            out,
            "Marks: {}: {} `*` removed, {} added",
            spec.path.display(),
            changes.removed,
            changes.added
        )
        .map_err(|e| format!("cannot write output: {e}"))?;
    }
    Ok(())
}

/// Print the changes against the baseline in `dir`, store the results with
/// `accept`, and tell whether anything differed.
fn compare_with_baseline(
    out: &mut impl Write,
    dir: &std::path::Path,
    specs: &[SuiteSpec],
    records: &[TestRecord],
    failed_suites: &[String],
    accept: bool,
    stop: &AtomicBool,
) -> Result<bool, String> {
    let runs = baseline::by_suite(records);
    let mut all_changes: Vec<Change> = Vec::new();
    let mut missing = Vec::new();
    let mut to_store: Vec<(String, SuiteResults)> = Vec::new();
    for spec in specs {
        let name = suite_name(spec);
        if failed_suites.contains(&name) {
            continue;
        }
        let new = runs.get(&name).cloned().unwrap_or_default();
        let old = baseline::load_suite(dir, &name).map_err(|e| e.to_string())?;
        if old.is_none() {
            missing.push(name.clone());
        }
        let old = old.unwrap_or_default();
        let partial = spec.only.is_some();
        all_changes.extend(baseline::diff_suite(&name, &old, &new, partial));
        if accept {
            let mut merged = if partial { old } else { SuiteResults::new() };
            merged.extend(new);
            to_store.push((name, merged));
        }
    }
    let io = |e: std::io::Error| format!("cannot write output: {e}");
    writeln!(out, "== Baseline {}", dir.display()).map_err(io)?;
    for name in &missing {
        writeln!(out, "{name}: no baseline yet").map_err(io)?;
    }
    for change in &all_changes {
        writeln!(out, "{change}").map_err(io)?;
    }
    writeln!(out, "Baseline: {}", baseline::summarise(&all_changes)).map_err(io)?;
    if accept {
        baseline::store_suites(dir, &to_store, Some(stop)).map_err(|e| e.to_string())?;
        writeln!(
            out,
            "Accepted: {} suite baselines written to {}",
            to_store.len(),
            dir.display()
        )
        .map_err(io)?;
    }
    Ok(!all_changes.is_empty() || !missing.is_empty())
}

/// Compare two variants on the same suites: run both (interleaved per
/// suite) or read saved runs, and print what flipped and what it cost.
#[derive(Debug, Clone, clap::Args)]
pub struct CompareArgs {
    /// Variant A (before): `NAME=VALUE,...` heuristic switches, `default`,
    /// `engine:CMD`, `bin:TESUJI`, a baseline folder or a `.jsonl` run.
    #[arg(long, value_name = "SPEC", default_value = "default")]
    pub a: String,
    /// Variant B (after), in the same forms as A.
    #[arg(long, value_name = "SPEC", default_value = "default")]
    pub b: String,
    /// The suites to run (as for `regress`); with saved runs they restrict
    /// the comparison and give the tests' positions and expected answers.
    #[arg(value_name = "PATH")]
    pub paths: Vec<String>,
    #[command(flatten)]
    pub selection: Selection,
    /// Print no progress and no problems, only the report.
    #[arg(short, long)]
    pub quiet: bool,
    /// How many of the largest node changes to list.
    #[arg(long, value_name = "N", default_value_t = compare::TOP)]
    pub top: usize,
    /// Write the compare report as HTML into DIR (flipped tests side by side).
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    /// Settings of both built-in variants, before each variant's own.
    #[command(flatten)]
    pub settings: SettingsArgs,
}

/// Run `tesuji compare`.
pub fn run_compare(args: CompareArgs) -> ExitCode {
    let result = Variant::parse(&args.a)
        .map_err(|e| format!("--a: {e}"))
        .and_then(|a| Ok((a, Variant::parse(&args.b).map_err(|e| format!("--b: {e}"))?)))
        .and_then(|(a, b)| compare_variants(&args, a, b));
    finish(result, "compare")
}

/// How a running variant is run: a built-in one with the shared settings
/// `base` and then its own.
fn engine_of(variant: &Variant, base: &SettingsArgs) -> Result<EngineChoice, String> {
    Ok(match variant {
        Variant::Settings(own) => {
            let mut settings = base.settings().map_err(|e| e.to_string())?;
            for (name, value) in own {
                settings.set(name, value).map_err(|e| e.to_string())?;
            }
            EngineChoice::InProcess(builtin_backend_factory(settings))
        }
        Variant::Engine(cmd) => EngineChoice::External(cmd.clone()),
        Variant::Tesuji(bin) => EngineChoice::Tesuji(format!(
            "'{}' gtp",
            bin.display().to_string().replace('\'', "'\\''")
        )),
        Variant::Baseline(_) | Variant::Json(_) => {
            return Err("a saved run is read, not run".into())
        }
    })
}

/// What the `.tst` files say about the selected tests.
fn index_of(specs: &[SuiteSpec]) -> TestIndex {
    let mut index = TestIndex::default();
    for spec in specs {
        let Ok(suite) = Suite::load(&spec.path) else {
            continue;
        };
        let positions: BTreeMap<u64, String> = positions(&suite).into_iter().collect();
        for t in suite.tests() {
            index.tests.insert(
                (suite.name.clone(), t.id),
                IndexedTest {
                    command: t.command.clone(),
                    expected: t.expectation.text.clone(),
                    position: positions.get(&t.id).cloned().unwrap_or_default(),
                },
            );
        }
    }
    index
}

/// The records of a saved run, restricted to the selected tests (when any).
fn load_saved(variant: &Variant, specs: &[SuiteSpec]) -> Result<Vec<TestRecord>, String> {
    let names: Vec<String> = specs.iter().map(suite_name).collect();
    let mut records = match variant {
        Variant::Baseline(dir) => {
            compare::load_baseline(dir, (!names.is_empty()).then_some(names.as_slice()))?
        }
        Variant::Json(path) => {
            let run = read_json_run(path)?;
            if !run.complete() {
                let why = run
                    .status
                    .and_then(|s| s.reason)
                    .unwrap_or_else(|| "no closing status line".into());
                eprintln!(
                    "note: {} holds an unfinished run ({why}); its missing tests count as removed",
                    path.display()
                );
            }
            run.records
        }
        _ => return Err("not a saved run".into()),
    };
    if !specs.is_empty() {
        records.retain(|r| {
            specs.iter().any(|s| {
                suite_name(s) == r.suite && s.only.as_ref().map_or(true, |ids| ids.contains(&r.id))
            })
        });
    }
    Ok(records)
}

fn compare_variants(args: &CompareArgs, a: Variant, b: Variant) -> Result<u8, String> {
    let (specs, bad_paths) = select_specs(&args.paths, &args.selection, "compare")?;
    if bad_paths > 0 {
        return Err(format!("{bad_paths} of the paths named no suite"));
    }
    let variants = [a, b];
    let running: Vec<usize> = (0..2).filter(|&k| !variants[k].is_saved()).collect();
    if !running.is_empty() && specs.is_empty() {
        return Err(format!(
            "{} must run: name the suites to run it on",
            variants[running[0]].label()
        ));
    }
    let index = index_of(&specs);
    let mut records: [Vec<TestRecord>; 2] = [Vec::new(), Vec::new()];
    for k in 0..2 {
        if variants[k].is_saved() {
            records[k] = load_saved(&variants[k], &specs)?;
            index.complete(&mut records[k]);
        }
    }
    let mut problems = Counters::default();
    let mut interrupted = None;
    if !running.is_empty() {
        let signal = StopSignal::install()?;
        let mut options: Vec<(usize, RunOptions)> = Vec::new();
        for &k in &running {
            options.push((
                k,
                RunOptions {
                    engine: engine_of(&variants[k], &args.settings)?,
                    timeout: Duration::from_secs_f64(args.selection.timeout),
                    stop: Some(Arc::clone(&signal.stop)),
                    match_mode: args.selection.match_mode,
                },
            ));
        }
        // Interleaved per suite: A and B of a suite run one after the other
        // (or side by side with --jobs 2), so both see the same machine.
        let list: Vec<(&SuiteSpec, &RunOptions)> = specs
            .iter()
            .flat_map(|s| options.iter().map(move |(_, o)| (s, o)))
            .collect();
        let side_of: Vec<usize> = specs
            .iter()
            .flat_map(|_| options.iter().map(|(k, _)| *k))
            .collect();
        let mut progress = (progress_wanted() && !args.quiet)
            .then(|| ProgressReporter::new(count_tests(&specs) * running.len() as u64));
        let mut err: Box<dyn Write> = match &progress {
            Some(bar) => Box::new(bar.writer(std::io::stderr())),
            None => Box::new(std::io::stderr()),
        };
        let quiet = args.quiet;
        run_each(&list, args.selection.jobs, &mut |index, event| {
            if let Some(p) = progress.as_mut() {
                let _ = p.on_event(&event);
            }
            let side = side_of[index];
            let name = ["A", "B"][side];
            match event {
                Event::TestFinished(record) => {
                    problems.add(&record);
                    records[side].push(record);
                }
                Event::Problem {
                    suite,
                    line,
                    message,
                } => {
                    problems.problems += 1;
                    if !quiet {
                        let _ = writeln!(err, "{name}: {suite}:{line}: {message}");
                    }
                }
                Event::SuiteFinished {
                    suite,
                    error: Some(e),
                    ..
                } => {
                    problems.problems += 1;
                    let _ = writeln!(err, "{name}: {suite}: error: {e}");
                }
                _ => {}
            }
        });
        if let Some(p) = progress.as_mut() {
            let _ = p.finish();
        }
        let _ = err.flush();
        interrupted = signal.interrupted();
    }
    let labels = [variants[0].label(), variants[1].label()];
    let comparison = compare::compare(labels, &records[0], &records[1], &index);
    let mut out = std::io::stdout().lock();
    let io = |e: std::io::Error| format!("cannot write output: {e}");
    write!(out, "{}", comparison.render(args.top)).map_err(io)?;
    if let (Variant::Baseline(da), Variant::Baseline(db)) = (&variants[0], &variants[1]) {
        let mut suites: Vec<String> = compare::baseline_suites(da)?;
        suites.extend(compare::baseline_suites(db)?);
        suites.sort();
        suites.dedup();
        if !specs.is_empty() {
            let names: Vec<String> = specs.iter().map(suite_name).collect();
            suites.retain(|s| names.contains(s));
        }
        let diff = compare::baseline_diff(da, db, &suites)?;
        if !diff.is_empty() {
            write!(out, "\n== Baseline files\n{diff}").map_err(io)?;
        }
    }
    if let Some(dir) = &args.html {
        let paths: BTreeMap<String, PathBuf> = specs
            .iter()
            .map(|s| (suite_name(s), s.path.clone()))
            .collect();
        super::html::write_compare(dir, &comparison, &paths)
            .map_err(|e| format!("cannot write {}: {e}", dir.display()))?;
        writeln!(out, "HTML report: {}", dir.join("index.html").display()).map_err(io)?;
    }
    if let Some(signal) = interrupted {
        writeln!(
            out,
            "Interrupted by {signal}: the comparison is of the tests that finished"
        )
        .map_err(io)?;
        return Ok(EXIT_ERROR);
    }
    if problems.unanswered() > 0 || problems.problems > 0 {
        writeln!(
            out,
            "{} problems and {} unanswered tests while running (see above)",
            problems.problems,
            problems.unanswered()
        )
        .map_err(io)?;
        return Ok(EXIT_ERROR);
    }
    Ok(u8::from(!comparison.changes.is_empty()))
}

/// Combine the JSON Lines runs of several slices (`--partition K/N`) into
/// one run.
#[derive(Debug, clap::Args)]
pub struct MergeArgs {
    /// The runs to merge (`--json` files).
    #[arg(value_name = "RUN.jsonl", required = true)]
    pub runs: Vec<PathBuf>,
    /// Where the merged run goes (`-`: standard output).
    #[arg(short, long, value_name = "FILE", default_value = "-")]
    pub output: PathBuf,
}

/// The merged text of several runs: records grouped by suite (suites by
/// name, each suite's records in the order its run holds them), closed by
/// a status line complete only when every run was. A test in two runs is an
/// error.
pub fn merge_runs(runs: &[PathBuf]) -> Result<String, String> {
    let mut by_suite: BTreeMap<String, Vec<TestRecord>> = BTreeMap::new();
    let mut seen: BTreeMap<(String, u64), &Path> = BTreeMap::new();
    let mut complete = true;
    let mut reasons = Vec::new();
    for path in runs {
        let run = read_json_run(path)?;
        if !run.complete() {
            complete = false;
            reasons.push(format!("{} did not finish", path.display()));
        }
        for r in run.records {
            if let Some(other) = seen.insert((r.suite.clone(), r.id), path) {
                return Err(format!(
                    "{}:{} is in both {} and {}",
                    r.suite,
                    r.id,
                    other.display(),
                    path.display()
                ));
            }
            by_suite.entry(r.suite.clone()).or_default().push(r);
        }
    }
    let mut text = String::new();
    let mut tests = 0;
    for records in by_suite.values() {
        for r in records {
            text.push_str(&serde_json::to_string(r).map_err(|e| e.to_string())?);
            text.push('\n');
            tests += 1;
        }
    }
    let status = RunStatus {
        complete,
        suites: by_suite.len(),
        tests,
        reason: (!complete).then(|| reasons.join("; ")),
    };
    text.push_str(&serde_json::to_string(&status).map_err(|e| e.to_string())?);
    text.push('\n');
    Ok(text)
}

/// Run `tesuji merge`.
pub fn run_merge(args: MergeArgs) -> ExitCode {
    let result = merge_runs(&args.runs).and_then(|text| {
        crate::util::write_result(&args.output, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", args.output.display()))?;
        Ok(0)
    });
    finish(result, "merge")
}

/// Accept (a subset of) a saved run into a baseline folder.
#[derive(Debug, clap::Args)]
pub struct AcceptArgs {
    /// The run to accept (a `--json` file of a finished run).
    #[arg(value_name = "RUN.jsonl")]
    pub run: PathBuf,
    /// The baseline folder to update.
    #[arg(long, value_name = "DIR", default_value = "expected")]
    pub baseline: PathBuf,
    /// Accept only these tests: `SUITE:IDS` (e.g. `owl1:334,340-350`), or
    /// `SUITE` for all of a suite (repeatable).
    #[arg(long, value_name = "SUITE:IDS")]
    pub only: Vec<String>,
}

/// Run `tesuji accept`.
pub fn run_accept(args: AcceptArgs) -> ExitCode {
    finish(accept(&args), "accept")
}

fn accept(args: &AcceptArgs) -> Result<u8, String> {
    let run = read_json_run(&args.run)?;
    if !run.complete() {
        return Err(format!(
            "{} holds an unfinished run; it is never accepted",
            args.run.display()
        ));
    }
    let mut only: BTreeMap<String, Option<BTreeSet<u64>>> = BTreeMap::new();
    for item in &args.only {
        match item.split_once(':') {
            Some((suite, ids)) => {
                let ids =
                    super::tst::parse_id_list(ids).map_err(|e| format!("--only {item}: {e}"))?;
                let entry = only
                    .entry(suite.to_string())
                    .or_insert(Some(BTreeSet::new()));
                if let Some(set) = entry {
                    set.extend(ids);
                }
            }
            None => {
                only.insert(item.clone(), None);
            }
        }
    }
    let runs = baseline::by_suite(&run.records);
    for suite in only.keys() {
        if !runs.contains_key(suite) {
            return Err(format!("{} holds no suite `{suite}`", args.run.display()));
        }
    }
    let mut to_store = Vec::new();
    let mut accepted = 0;
    for (suite, results) in &runs {
        let chosen: SuiteResults = match only.get(suite) {
            _ if only.is_empty() => results.clone(),
            None => continue,
            Some(None) => results.clone(),
            Some(Some(ids)) => {
                let missing: Vec<String> = ids
                    .iter()
                    .filter(|id| !results.contains_key(id))
                    .map(|id| id.to_string())
                    .collect();
                if !missing.is_empty() {
                    return Err(format!(
                        "{} holds no test {suite}:{}",
                        args.run.display(),
                        missing.join(",")
                    ));
                }
                results
                    .iter()
                    .filter(|(id, _)| ids.contains(id))
                    .map(|(id, r)| (*id, r.clone()))
                    .collect()
            }
        };
        let partial = !only.is_empty() && !matches!(only.get(suite), Some(None));
        let mut merged = if partial {
            baseline::load_suite(&args.baseline, suite)
                .map_err(|e| e.to_string())?
                .unwrap_or_default()
        } else {
            SuiteResults::new()
        };
        accepted += chosen.len();
        merged.extend(chosen);
        to_store.push((suite.clone(), merged));
    }
    baseline::store_suites(&args.baseline, &to_store, None).map_err(|e| e.to_string())?;
    println!(
        "Accepted: {accepted} tests of {} suites written to {}",
        to_store.len(),
        args.baseline.display()
    );
    Ok(0)
}

/// Write chosen tests, with the setup lines before them, as a new suite.
#[derive(Debug, clap::Args)]
pub struct ExtractArgs {
    /// `FILE.tst:IDS` (or `@LIST`) selections.
    #[arg(value_name = "FILE.tst:IDS", required = true)]
    pub selections: Vec<String>,
    /// Where the new suite goes (`-`: standard output).
    #[arg(short, long, value_name = "FILE", default_value = "-")]
    pub output: PathBuf,
}

/// Run `tesuji extract`.
pub fn run_extract(args: ExtractArgs) -> ExitCode {
    let result = (|| {
        let mut specs = Vec::new();
        for arg in &args.selections {
            for spec in select::expand_arg(arg).map_err(|e| e.to_string())? {
                select::merge_spec(&mut specs, spec);
            }
        }
        let text = super::marks::extract(&specs).map_err(|e| e.to_string())?;
        crate::util::write_result(&args.output, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", args.output.display()))?;
        Ok(0)
    })();
    finish(result, "extract")
}

/// Passes and node totals of the baselines at each commit that changed them.
#[derive(Debug, clap::Args)]
pub struct HistoryArgs {
    /// Suites to show (all when none).
    #[arg(value_name = "SUITE")]
    pub suites: Vec<String>,
    /// Only commits after REV.
    #[arg(long, value_name = "REV")]
    pub since: Option<String>,
    /// The baseline folder, relative to the repository's top.
    #[arg(long, value_name = "DIR", default_value = "expected")]
    pub baseline: String,
    /// Also write the history with an SVG chart per suite to DIR/history.html.
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
}

/// Run `tesuji history`.
pub fn run_history(args: HistoryArgs) -> ExitCode {
    let result = (|| {
        let history = super::history::history(
            Path::new("."),
            &args.baseline,
            args.since.as_deref(),
            &args.suites,
        )?;
        if history.is_empty() {
            return Err(format!(
                "no commit changed a baseline in `{}`{}",
                args.baseline,
                if args.suites.is_empty() {
                    ""
                } else {
                    " for those suites"
                }
            ));
        }
        print!("{}", super::history::table(&history));
        if let Some(dir) = &args.html {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            let path = dir.join("history.html");
            crate::util::write_atomically(&path, super::history::html(&history).as_bytes())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("HTML report: {}", path.display());
        }
        Ok(0)
    })();
    finish(result, "history")
}
