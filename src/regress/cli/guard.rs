//! Outputs never written over the run's own inputs: before anything is
//! written, every output path (`--json`, `--junit`, `--html`, `-o`, the
//! baseline files `--accept` replaces) is compared with every input (the
//! suites, the `@lists`, the baseline files, the saved runs) as the file
//! each names, symlinks followed, and a clash is refused.

use super::CliError;
use crate::regress::tst::SuiteSpec;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// What an output writes: one file, a file of results (JSON, JUnit: never
/// named like an input of ours, so that a forgotten `--json` name does not
/// eat the suite after it), or a folder of `.html` pages.
#[derive(Debug, Clone, Copy)]
pub enum Output<'a> {
    File(&'a Path),
    Results(&'a Path),
    HtmlFolder(&'a Path),
}

/// The kinds of file a results output is never written over: suites,
/// game records, pattern databases.
const INPUT_EXTENSIONS: [&str; 3] = ["tst", "sgf", "db"];

/// A named input of a run: what it is (`suite`, `test list`, `baseline`,
/// `run`) and its path.
#[derive(Debug, Clone)]
pub struct Input {
    pub kind: &'static str,
    pub path: PathBuf,
}

impl Input {
    pub fn new(kind: &'static str, path: impl Into<PathBuf>) -> Input {
        Input {
            kind,
            path: path.into(),
        }
    }
}

/// The inputs of a run over `specs` chosen by `args` (`@lists` among
/// them), with the baseline folder's files for those suites.
pub fn run_inputs(args: &[String], specs: &[SuiteSpec], baseline: Option<&Path>) -> Vec<Input> {
    let mut inputs: Vec<Input> = args
        .iter()
        .filter_map(|a| a.strip_prefix('@'))
        .map(|list| Input::new("test list", list))
        .collect();
    for spec in specs {
        inputs.push(Input::new("suite", &spec.path));
        if let Some(dir) = baseline {
            let name = super::suite_name(spec);
            inputs.push(Input::new("baseline", dir.join(format!("{name}.txt"))));
        }
    }
    if let Some(dir) = baseline {
        inputs.push(Input::new("baseline", dir));
    }
    inputs
}

/// Refuse the first output (named by its option `flag`) that would write
/// over one of `inputs`. `-` (standard output) never clashes.
pub fn refuse_clashes(outputs: &[(&str, Output)], inputs: &[Input]) -> Result<(), CliError> {
    for (flag, output) in outputs {
        if let Output::Results(path) = output {
            if let Some(ext) = path.extension().and_then(|e| e.to_str()) {
                if INPUT_EXTENSIONS.contains(&ext) {
                    return Err(CliError::Usage(format!(
                        "{flag} {}: a .{ext} file is an input, never a results file; refused before anything was written",
                        path.display()
                    )));
                }
            }
        }
        for input in inputs {
            if clashes(*output, &input.path) {
                let path = match output {
                    Output::File(p) | Output::Results(p) | Output::HtmlFolder(p) => p,
                };
                return Err(CliError::Usage(format!(
                    "{flag} {} would write over the {} {}: refused before anything was written",
                    path.display(),
                    input.kind,
                    input.path.display()
                )));
            }
        }
    }
    Ok(())
}

fn clashes(output: Output, input: &Path) -> bool {
    match output {
        Output::File(path) | Output::Results(path) => {
            path != Path::new("-") && same_file(path, input)
        }
        Output::HtmlFolder(dir) => {
            same_file(dir, input)
                || (input.extension().is_some_and(|e| e == "html")
                    && identity(input)
                        .zip(identity(dir))
                        .is_some_and(|(i, d)| i.starts_with(d)))
        }
    }
}

/// Whether `a` and `b` name the same file: the same device and inode when
/// both exist, else the same canonical path (a missing file's canonical
/// folder and name).
pub fn same_file(a: &Path, b: &Path) -> bool {
    if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
        return x.dev() == y.dev() && x.ino() == y.ino();
    }
    match (identity(a), identity(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// The canonical path of `path`, or of its folder joined with its name
/// when it does not exist yet.
fn identity(path: &Path) -> Option<PathBuf> {
    if let Ok(p) = std::fs::canonicalize(path) {
        return Some(p);
    }
    let name = path.file_name()?;
    let folder = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::canonicalize(folder).ok().map(|d| d.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_clash_with_inputs_by_the_file_they_name() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("a.tst"), "").unwrap();
        std::os::unix::fs::symlink("a.tst", d.join("link.tst")).unwrap();
        std::fs::create_dir(d.join("sub")).unwrap();
        let inputs = [Input::new("suite", d.join("a.tst"))];
        let refused = |o: Output| refuse_clashes(&[("--json", o)], &inputs).is_err();
        assert!(refused(Output::File(&d.join("a.tst"))));
        assert!(refused(Output::File(&d.join("sub/../a.tst"))));
        assert!(refused(Output::File(&d.join("link.tst"))));
        assert!(!refused(Output::File(&d.join("b.json"))));
        assert!(!refused(Output::File(Path::new("-"))));
        // A file that does not exist yet clashes by its canonical path.
        let missing = [Input::new("baseline", d.join("sub/x.txt"))];
        assert!(refuse_clashes(&[("-o", Output::File(&d.join("x.txt")))], &missing).is_ok());
        assert!(refuse_clashes(&[("-o", Output::File(&d.join("./sub/x.txt")))], &missing).is_err());
        // An HTML folder clashes with the pages it would write.
        let page = [Input::new("test list", d.join("sub/index.html"))];
        assert!(refuse_clashes(&[("--html", Output::HtmlFolder(&d.join("sub")))], &page).is_err());
        assert!(refuse_clashes(&[("--html", Output::HtmlFolder(d))], &inputs).is_ok());
    }
}
