//! The commands on saved runs and baselines: `merge` (the runs of
//! several partitions as one), `accept` (a saved run, or some of its
//! tests, into a baseline folder), `extract` (chosen tests as a new
//! suite) and `history` (the baselines' passes and node totals at each
//! commit that changed them).

use super::guard::{self, Input, Output};
use super::{finish, CliError, Ending};
use crate::regress::baseline::{self, SuiteResults};
use crate::regress::events::TestRecord;
use crate::regress::report::{read_json_run, RunStatus};
use crate::regress::select;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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
/// a status line complete only when every run was, with every run's
/// partial suites and suite errors. A test in two runs is an error.
pub fn merge_runs(runs: &[PathBuf]) -> Result<String, CliError> {
    let mut by_suite: BTreeMap<String, Vec<TestRecord>> = BTreeMap::new();
    let mut seen: BTreeMap<(String, u64), &Path> = BTreeMap::new();
    let mut complete = true;
    let mut reasons = Vec::new();
    let (mut partial, mut errors) = (Vec::new(), Vec::new());
    for path in runs {
        let run = read_json_run(path).map_err(CliError::Input)?;
        if !run.complete() {
            complete = false;
            reasons.push(format!("{} did not finish", path.display()));
        }
        if let Some(status) = run.status {
            partial.extend(status.partial);
            errors.extend(status.errors);
        }
        for r in run.records {
            if let Some(other) = seen.insert((r.suite.clone(), r.id), path) {
                return Err(CliError::Input(format!(
                    "{}:{} is in both {} and {}",
                    r.suite,
                    r.id,
                    other.display(),
                    path.display()
                )));
            }
            by_suite.entry(r.suite.clone()).or_default().push(r);
        }
    }
    let mut text = String::new();
    let mut tests = 0;
    for records in by_suite.values() {
        for r in records {
            text.push_str(&json_line(r)?);
            text.push('\n');
            tests += 1;
        }
    }
    let status = RunStatus {
        complete,
        suites: by_suite.len(),
        tests,
        reason: (!complete).then(|| reasons.join("; ")),
        partial,
        errors,
    };
    text.push_str(&json_line(&status)?);
    text.push('\n');
    Ok(text)
}

/// Run `tesuji merge`.
pub fn run_merge(args: MergeArgs) -> ExitCode {
    let inputs: Vec<Input> = args.runs.iter().map(|r| Input::new("run", r)).collect();
    let result = guard::refuse_clashes(&[("-o", Output::Results(&args.output))], &inputs)
        .and_then(|_| merge_runs(&args.runs))
        .and_then(|text| {
            crate::util::write_result(&args.output, text.as_bytes())
                .map_err(CliError::write(&args.output))?;
            Ok(Ending::Clean)
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

fn accept(args: &AcceptArgs) -> Result<Ending, CliError> {
    let run = read_json_run(&args.run).map_err(CliError::Input)?;
    if !run.complete() {
        return Err(CliError::Input(format!(
            "{} holds an unfinished run; it is never accepted",
            args.run.display()
        )));
    }
    let mut only: BTreeMap<String, Option<BTreeSet<u64>>> = BTreeMap::new();
    for item in &args.only {
        match item.split_once(':') {
            Some((suite, ids)) => {
                let selection = crate::regress::tst::parse_id_list(ids)
                    .map_err(|e| CliError::Usage(format!("--only {item}: {e}")))?;
                let in_run: BTreeSet<u64> = run
                    .records
                    .iter()
                    .filter(|r| r.suite == suite)
                    .map(|r| r.id)
                    .collect();
                let ids = selection.resolve(&in_run).map_err(|e| {
                    CliError::Usage(format!("--only {item}: {} holds {e}", args.run.display()))
                })?;
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
            return Err(CliError::Usage(format!(
                "{} holds no suite `{suite}`",
                args.run.display()
            )));
        }
    }
    let mut to_store = Vec::new();
    let mut accepted = 0;
    for (suite, results) in &runs {
        let chosen: SuiteResults = match only.get(suite) {
            _ if only.is_empty() => results.clone(),
            None => continue,
            Some(None) => results.clone(),
            Some(Some(ids)) => results
                .iter()
                .filter(|(id, _)| ids.contains(id))
                .map(|(id, r)| (*id, r.clone()))
                .collect(),
        };
        // A suite the run took in part, or a part of it chosen here, is
        // merged: its other tests keep their recorded results.
        let run_partial = run
            .status
            .as_ref()
            .is_some_and(|s| s.partial.contains(suite));
        let chosen_partial = !only.is_empty() && !matches!(only.get(suite), Some(None));
        let mut merged = if run_partial || chosen_partial {
            baseline::load_suite(&args.baseline, suite)?.unwrap_or_default()
        } else {
            SuiteResults::new()
        };
        accepted += chosen.len();
        merged.extend(chosen);
        to_store.push((suite.clone(), merged));
    }
    let written: Vec<PathBuf> = to_store
        .iter()
        .map(|(suite, _)| args.baseline.join(format!("{suite}.txt")))
        .collect();
    let outputs: Vec<(&str, Output)> = written
        .iter()
        .map(|p| ("--baseline", Output::File(p)))
        .collect();
    guard::refuse_clashes(&outputs, &[Input::new("run", &args.run)])?;
    baseline::store_suites(&args.baseline, &to_store, None)?;
    println!(
        "Accepted: {accepted} tests of {} suites written to {}",
        to_store.len(),
        args.baseline.display()
    );
    Ok(Ending::Clean)
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
            for spec in select::expand_arg(arg).map_err(|e| CliError::Input(e.to_string()))? {
                select::merge_spec(&mut specs, spec);
            }
        }
        let inputs = guard::run_inputs(&args.selections, &specs, None);
        guard::refuse_clashes(&[("-o", Output::File(&args.output))], &inputs)?;
        let text =
            crate::regress::marks::extract(&specs).map_err(|e| CliError::Input(e.to_string()))?;
        crate::util::write_result(&args.output, text.as_bytes())
            .map_err(CliError::write(&args.output))?;
        Ok(Ending::Clean)
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
        let history = crate::regress::history::history(
            Path::new("."),
            &args.baseline,
            args.since.as_deref(),
            &args.suites,
        )
        .map_err(CliError::Input)?;
        if history.is_empty() {
            return Err(CliError::Input(format!(
                "no commit changed a baseline in `{}`{}",
                args.baseline,
                if args.suites.is_empty() {
                    ""
                } else {
                    " for those suites"
                }
            )));
        }
        print!("{}", crate::regress::history::table(&history));
        if let Some(dir) = &args.html {
            std::fs::create_dir_all(dir).map_err(CliError::write(dir))?;
            let path = dir.join("history.html");
            let page = crate::regress::history::html(&history);
            crate::util::write_atomically(&path, page.as_bytes())
                .map_err(CliError::write(&path))?;
            println!("HTML report: {}", path.display());
        }
        Ok(Ending::Clean)
    })();
    finish(result, "history")
}

/// One JSON line of a merged run.
fn json_line(value: &impl serde::Serialize) -> Result<String, CliError> {
    serde_json::to_string(value).map_err(|e| CliError::Input(e.to_string()))
}
