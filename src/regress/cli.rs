//! The `tesuji regress` command line: options, wiring of runner, reporters and baselines.

use super::baseline::{self, Change, SuiteResults};
use super::events::{Event, TestRecord};
use super::exec::{run_all, EngineChoice, RunOptions};
use super::report::{read_json_run, JsonReporter, Reporter, TerminalReporter};
use super::tst::{expand_path_arg, SuiteSpec};
use super::{Backend, BackendFactory};
use crate::gtp::{EngineConfig, Gtp};
use signal_hook::consts::{SIGINT, SIGTERM};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Run GNU Go-style regression suites (`.tst` files).
#[derive(Debug, clap::Args)]
pub struct RegressArgs {
    /// `.tst` files, folders (every `*.tst` below), or `FILE.tst:334,340-350`.
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
    /// Run against an external GTP engine (one process per suite).
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// Seconds allowed per command before the engine counts as hung.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    pub timeout: f64,
    /// Run this many suites in parallel (output is the same for any value).
    #[arg(short, long, value_name = "N", default_value_t = 1)]
    pub jobs: usize,
    /// Heuristic setting for the built-in engine (repeatable).
    #[arg(long = "heuristic", value_name = "NAME=VALUE", value_parser = parse_heuristic)]
    pub heuristics: Vec<(String, String)>,
    /// Compare with the results stored in DIR; exit 1 on any change.
    #[arg(long, value_name = "DIR")]
    pub baseline: Option<PathBuf>,
    /// Store this run's results as the new baseline in DIR.
    #[arg(long, requires = "baseline")]
    pub accept: bool,
    /// Compare two `--json` result files A (old) and B (new) instead of running.
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["paths", "baseline", "engine", "json"])]
    pub compare: Option<Vec<PathBuf>>,
}

fn parse_heuristic(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!("expected NAME=VALUE, got `{text}`")),
    }
}

/// The in-process engine used when no `--engine` is given. This is the one
/// place to wire it: return a factory that builds the engine for a suite
/// folder (its base for relative `loadsgf` paths) with these heuristic settings.
fn builtin_backend_factory(heuristics: &[(String, String)]) -> Result<BackendFactory, String> {
    let mut settings = crate::heuristics::Heuristics::default();
    for (name, value) in heuristics {
        settings.set(name, value).map_err(|e| e.to_string())?;
    }
    Ok(Arc::new(move |suite_dir: &Path| -> Box<dyn Backend> {
        Box::new(Gtp::new(EngineConfig {
            heuristics: settings,
            base_dir: Some(suite_dir.to_path_buf()),
            ..EngineConfig::default()
        }))
    }))
}

impl Backend for Gtp {
    fn execute(&mut self, command: &str) -> Result<String, String> {
        Gtp::execute(self, command)
    }
}

const EXIT_ERROR: u8 = 2;

/// Run `tesuji regress`.
pub fn run(args: RegressArgs) -> ExitCode {
    match execute(&args) {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("tesuji regress: {message}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

fn execute(args: &RegressArgs) -> Result<u8, String> {
    if let Some(files) = &args.compare {
        return compare_files(&files[0], &files[1]);
    }
    // A path that names no suite is reported and the others still run;
    // the exit code then says the invocation had an error.
    let mut specs: Vec<SuiteSpec> = Vec::new();
    let mut bad_paths = 0usize;
    for arg in &args.paths {
        match expand_path_arg(arg) {
            Ok(found) => specs.extend(found),
            Err(e) => {
                eprintln!("tesuji regress: {e}");
                bad_paths += 1;
            }
        }
    }
    if specs.is_empty() && bad_paths > 0 {
        return Err("no suite to run".into());
    }
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        return Err(format!(
            "--timeout must be a positive number of seconds, got {}",
            args.timeout
        ));
    }
    if args.jobs == 0 {
        return Err("--jobs must be at least 1".into());
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
            if !args.heuristics.is_empty() {
                eprintln!("note: --heuristic settings apply to the built-in engine only; ignored for --engine");
            }
            EngineChoice::External(cmdline.clone())
        }
        None => EngineChoice::InProcess(builtin_backend_factory(&args.heuristics)?),
    };
    // SIGINT and SIGTERM stop the run instead of killing the process, so
    // that the results so far are written, marked unfinished, and no
    // baseline is half replaced.
    let stop = Arc::new(AtomicBool::new(false));
    let signal = Arc::new(AtomicUsize::new(0));
    for sig in [SIGINT, SIGTERM] {
        let registered = signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize)
            .and_then(|_| signal_hook::flag::register(sig, Arc::clone(&stop)));
        registered.map_err(|e| format!("cannot handle signal {sig}: {e}"))?;
    }
    let options = RunOptions {
        engine,
        timeout: Duration::from_secs_f64(args.timeout),
        stop: Some(Arc::clone(&stop)),
    };

    // With `--json -` the records go to stdout and the report to stderr.
    let json_to_stdout = args.json.as_deref() == Some(Path::new("-"));
    let report_to: Box<dyn Write> = if json_to_stdout {
        Box::new(std::io::stderr())
    } else {
        Box::new(std::io::stdout().lock())
    };
    let mut json = match &args.json {
        Some(path) => Some(
            JsonReporter::create(path)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        ),
        None => None,
    };
    let mut terminal = TerminalReporter::new(report_to, args.verbose).quiet(args.quiet);
    let mut records: Vec<TestRecord> = Vec::new();
    let mut failed_suites: Vec<String> = Vec::new();
    let mut finished_suites = 0usize;
    let mut write_error: Option<std::io::Error> = None;
    let started = Instant::now();
    run_all(&specs, &options, args.jobs, &mut |event: Event| {
        let mut reporters: Vec<&mut dyn Reporter> = vec![&mut terminal];
        if let Some(j) = json.as_mut() {
            reporters.push(j);
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
    });
    let interrupted = stop
        .load(Ordering::SeqCst)
        .then(|| match signal.load(Ordering::SeqCst) {
            s if s == SIGTERM as usize => "SIGTERM",
            _ => "SIGINT",
        });
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

/// `--compare A B`: list the changes from run A to run B.
/// Tests, then passes, reading nodes and seconds of the first and second run.
type SuiteCost = (usize, [usize; 2], [u64; 2], [f64; 2]);

/// Per suite, the tests both runs hold: passes, reading nodes and seconds
/// of the first run against the second, with the ratio of seconds.
fn cost_lines(a: &[TestRecord], b: &[TestRecord]) -> Vec<String> {
    let index = |records: &[TestRecord]| -> BTreeMap<(String, u64), TestRecord> {
        records
            .iter()
            .map(|r| ((r.suite.clone(), r.id), r.clone()))
            .collect()
    };
    let (a, b) = (index(a), index(b));
    let mut sums: BTreeMap<&str, SuiteCost> = BTreeMap::new();
    for (key, ra) in &a {
        let Some(rb) = b.get(key) else { continue };
        let e = sums.entry(&key.0).or_default();
        e.0 += 1;
        for (k, r) in [ra, rb].into_iter().enumerate() {
            e.1[k] += usize::from(r.status.is_pass());
            e.2[k] += r.reading_nodes.unwrap_or(0);
            e.3[k] += r.seconds;
        }
    }
    sums.into_iter()
        .map(|(suite, (n, passes, nodes, secs))| {
            let ratio = if secs[0] > 0.0 {
                format!(" (x{:.2})", secs[1] / secs[0])
            } else {
                String::new()
            };
            format!(
                "{suite}: {n} tests, passes {} -> {}, reading nodes {} -> {}, seconds {:.3} -> {:.3}{ratio}",
                passes[0], passes[1], nodes[0], nodes[1], secs[0], secs[1]
            )
        })
        .collect()
}

fn compare_files(a: &std::path::Path, b: &std::path::Path) -> Result<u8, String> {
    let read = |path: &Path| -> Result<Vec<TestRecord>, String> {
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
        Ok(run.records)
    };
    let old = read(a)?;
    let new = read(b)?;
    let changes = baseline::diff_runs(&old, &new);
    let mut out = std::io::stdout().lock();
    let io = |e: std::io::Error| format!("cannot write output: {e}");
    for change in &changes {
        writeln!(out, "{change}").map_err(io)?;
    }
    for line in cost_lines(&old, &new) {
        writeln!(out, "{line}").map_err(io)?;
    }
    writeln!(
        out,
        "Compare {} -> {}: {}",
        a.display(),
        b.display(),
        baseline::summarise(&changes)
    )
    .map_err(io)?;
    Ok(u8::from(!changes.is_empty()))
}
