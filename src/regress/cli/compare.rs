//! `tesuji compare` (and `regress --compare`): two variants on the same
//! suites, run interleaved per suite or read from saved runs, and the
//! report of what flipped and what it cost.

use super::guard::{self, Input, Output};
use super::{
    builtin_backend_factory, count_tests, finish, progress_wanted, select_specs, suite_name,
    CliError, Ending, Selection, StopSignal,
};
use crate::cli::SettingsArgs;
use crate::regress::compare::{self, IndexedTest, TestIndex, Variant};
use crate::regress::events::{Counters, Event, TestRecord};
use crate::regress::exec::{positions, run_each, EngineChoice, RunOptions};
use crate::regress::progress::ProgressReporter;
use crate::regress::report::{read_json_run, Reporter};
use crate::regress::tst::{Suite, SuiteSpec};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// Compare two variants on the same suites: run both (interleaved per
/// suite) or read saved runs, and print what flipped and what it cost.
#[derive(Debug, Clone, clap::Args)]
pub struct CompareArgs {
    /// Variant A (before): `NAME=VALUE,...` settings (heuristic switches
    /// and limits), `default`, `engine:CMD`, `bin:TESUJI`, a baseline
    /// folder or a `.jsonl` run.
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

/// What a comparison reads besides its two variants.
pub struct CompareOptions<'a> {
    pub paths: &'a [String],
    pub selection: &'a Selection,
    pub settings: &'a SettingsArgs,
    pub quiet: bool,
    pub top: usize,
    pub html: Option<&'a Path>,
}

/// Run `tesuji compare`.
pub fn run_compare(args: CompareArgs) -> ExitCode {
    let parse = |flag: &str, spec: &str| {
        Variant::parse(spec).map_err(|e| CliError::Usage(format!("{flag}: {e}")))
    };
    let options = CompareOptions {
        paths: &args.paths,
        selection: &args.selection,
        settings: &args.settings,
        quiet: args.quiet,
        top: args.top,
        html: args.html.as_deref(),
    };
    let result = parse("--a", &args.a)
        .and_then(|a| Ok((a, parse("--b", &args.b)?)))
        .and_then(|(a, b)| compare_variants(&options, a, b));
    finish(result, "compare")
}

/// How a running variant is run: a built-in one with the shared settings
/// `base` and then its own.
fn engine_of(variant: &Variant, base: &SettingsArgs) -> Result<EngineChoice, CliError> {
    Ok(match variant {
        Variant::Settings(own) => {
            let mut settings = base.settings()?;
            for (name, value) in own {
                settings.set(name, value)?;
            }
            EngineChoice::InProcess(builtin_backend_factory(settings))
        }
        Variant::Engine(cmd) => EngineChoice::External(cmd.clone()),
        Variant::Tesuji(bin) => EngineChoice::Tesuji(format!(
            "'{}' gtp",
            bin.display().to_string().replace('\'', "'\\''")
        )),
        Variant::Baseline(_) | Variant::Json(_) => {
            return Err(CliError::Usage("a saved run is read, not run".into()))
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
fn load_saved(variant: &Variant, specs: &[SuiteSpec]) -> Result<Vec<TestRecord>, CliError> {
    let names: Vec<String> = specs.iter().map(suite_name).collect();
    let mut records = match variant {
        Variant::Baseline(dir) => {
            compare::load_baseline(dir, (!names.is_empty()).then_some(names.as_slice()))
                .map_err(CliError::Input)?
        }
        Variant::Json(path) => {
            let run = read_json_run(path).map_err(CliError::Input)?;
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
        _ => return Err(CliError::Usage("not a saved run".into())),
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

/// The records of the running variants (those at `running`), run
/// interleaved per suite, with the problems met (counted in `problems`)
/// reported on standard error, and the signal that interrupted the run.
fn run_variants(
    options: &CompareOptions,
    variants: &[Variant; 2],
    running: &[usize],
    specs: &[SuiteSpec],
    records: &mut [Vec<TestRecord>; 2],
    problems: &mut Counters,
) -> Result<Option<&'static str>, CliError> {
    let signal = StopSignal::install()?;
    let mut run_options: Vec<(usize, RunOptions)> = Vec::new();
    for &k in running {
        run_options.push((
            k,
            RunOptions {
                engine: engine_of(&variants[k], options.settings)?,
                timeout: Duration::from_secs_f64(options.selection.timeout),
                stop: Some(Arc::clone(&signal.stop)),
                match_mode: options.selection.match_mode,
            },
        ));
    }
    // Interleaved per suite: A and B of a suite run one after the other
    // (or side by side with --jobs 2), so both see the same machine.
    let list: Vec<(&SuiteSpec, &RunOptions)> = specs
        .iter()
        .flat_map(|s| run_options.iter().map(move |(_, o)| (s, o)))
        .collect();
    let side_of: Vec<usize> = specs
        .iter()
        .flat_map(|_| run_options.iter().map(|(k, _)| *k))
        .collect();
    let mut progress = (progress_wanted() && !options.quiet)
        .then(|| ProgressReporter::new(count_tests(specs) * running.len() as u64));
    let mut err: Box<dyn Write> = match &progress {
        Some(bar) => Box::new(bar.writer(std::io::stderr())),
        None => Box::new(std::io::stderr()),
    };
    let quiet = options.quiet;
    run_each(&list, options.selection.jobs, &mut |index, event| {
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
            Event::Warning {
                suite,
                line,
                message,
            } if !quiet => {
                let _ = writeln!(err, "{name}: {suite}:{line}: warning: {message}");
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
    Ok(signal.interrupted())
}

/// Compares variants `a` and `b` and prints the report: running variants
/// are run on the selected suites, saved ones read.
pub fn compare_variants(
    options: &CompareOptions,
    a: Variant,
    b: Variant,
) -> Result<Ending, CliError> {
    let (specs, bad_paths) = select_specs(options.paths, options.selection, "compare")?;
    if bad_paths > 0 {
        return Err(CliError::Usage(format!(
            "{bad_paths} of the paths named no suite"
        )));
    }
    let variants = [a, b];
    if let Some(dir) = options.html {
        let mut inputs = guard::run_inputs(options.paths, &specs, None);
        for v in &variants {
            match v {
                Variant::Baseline(d) => inputs.push(Input::new("baseline", d)),
                Variant::Json(p) => inputs.push(Input::new("run", p)),
                _ => {}
            }
        }
        guard::refuse_clashes(&[("--html", Output::HtmlFolder(dir))], &inputs)?;
    }
    let running: Vec<usize> = (0..2).filter(|&k| !variants[k].is_saved()).collect();
    if !running.is_empty() && specs.is_empty() {
        return Err(CliError::Usage(format!(
            "{} must run: name the suites to run it on",
            variants[running[0]].label()
        )));
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
    let interrupted = if running.is_empty() {
        None
    } else {
        run_variants(
            options,
            &variants,
            &running,
            &specs,
            &mut records,
            &mut problems,
        )?
    };
    let labels = [variants[0].label(), variants[1].label()];
    let comparison = compare::compare(labels, &records[0], &records[1], &index);
    let mut out = std::io::stdout().lock();
    write!(out, "{}", comparison.render(options.top)).map_err(CliError::Output)?;
    if let (Variant::Baseline(da), Variant::Baseline(db)) = (&variants[0], &variants[1]) {
        write_baseline_diff(&mut out, da, db, &specs)?;
    }
    if let Some(dir) = options.html {
        let paths: BTreeMap<String, PathBuf> = specs
            .iter()
            .map(|s| (suite_name(s), s.path.clone()))
            .collect();
        crate::regress::html::write_compare(dir, &comparison, &paths)
            .map_err(CliError::write(dir))?;
        writeln!(out, "HTML report: {}", dir.join("index.html").display())
            .map_err(CliError::Output)?;
    }
    if let Some(signal) = interrupted {
        writeln!(
            out,
            "Interrupted by {signal}: the comparison is of the tests that finished"
        )
        .map_err(CliError::Output)?;
        return Ok(Ending::Problems);
    }
    if problems.unanswered() > 0 || problems.problems > 0 {
        writeln!(
            out,
            "{} problems and {} unanswered tests while running (see above)",
            problems.problems,
            problems.unanswered()
        )
        .map_err(CliError::Output)?;
        return Ok(Ending::Problems);
    }
    Ok(if comparison.changes.is_empty() {
        Ending::Clean
    } else {
        Ending::Changed
    })
}

/// The `similar` diff of the baseline files of two baseline folders.
fn write_baseline_diff(
    out: &mut impl Write,
    da: &Path,
    db: &Path,
    specs: &[SuiteSpec],
) -> Result<(), CliError> {
    let mut suites: Vec<String> = compare::baseline_suites(da).map_err(CliError::Input)?;
    suites.extend(compare::baseline_suites(db).map_err(CliError::Input)?);
    suites.sort();
    suites.dedup();
    if !specs.is_empty() {
        let names: Vec<String> = specs.iter().map(suite_name).collect();
        suites.retain(|s| names.contains(s));
    }
    let diff = compare::baseline_diff(da, db, &suites).map_err(CliError::Input)?;
    if !diff.is_empty() {
        write!(out, "\n== Baseline files\n{diff}").map_err(CliError::Output)?;
    }
    Ok(())
}
