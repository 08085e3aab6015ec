//! Which tests a run takes: PATH arguments (files, folders, `FILE.tst:ids`,
//! `@list.txt` test lists as gogui-regress and regress.pike take them), a
//! filter on command names (regress.pike's `--limit-commands`) and slices
//! of the suites for running on several machines (`--partition K/N`).

use super::tst::{expand_path_arg, Suite, SuiteSpec, TstError};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Expand one PATH argument; `@FILE` reads a list of PATHs, one a line
/// (blank lines and `#` comments skipped; a relative path is taken from the
/// list's folder when it exists there). Errors name the list and its line.
pub fn expand_arg(arg: &str) -> Result<Vec<SuiteSpec>, TstError> {
    let Some(list) = arg.strip_prefix('@') else {
        return expand_path_arg(arg);
    };
    let list = PathBuf::from(list);
    let text =
        crate::util::read_input_text(&list, crate::util::MAX_TEXT_INPUT).map_err(|source| {
            TstError::Read {
                path: list.clone(),
                source,
            }
        })?;
    let base = list.parent().unwrap_or(Path::new(""));
    let mut specs: Vec<SuiteSpec> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let relative = base.join(line);
        let file_part = line.rsplit_once(':').map_or(line, |(f, _)| f);
        let chosen = if Path::new(line).is_absolute() || !base.join(file_part).exists() {
            line.to_string()
        } else {
            relative.display().to_string()
        };
        let found = expand_path_arg(&chosen).map_err(|e| TstError::Syntax {
            path: list.clone(),
            line: index + 1,
            message: e.to_string(),
        })?;
        for spec in found {
            merge_spec(&mut specs, spec);
        }
    }
    Ok(specs)
}

/// Add `spec`, joining the id selections of a suite named twice.
pub fn merge_spec(specs: &mut Vec<SuiteSpec>, spec: SuiteSpec) {
    if let Some(old) = specs.iter_mut().find(|s| s.path == spec.path) {
        old.only = match (old.only.take(), spec.only) {
            (Some(mut a), Some(b)) => {
                a.extend(b);
                Some(a)
            }
            _ => None,
        };
    } else {
        specs.push(spec);
    }
}

/// A slice `K/N` of the suites (1 ≤ K ≤ N).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partition {
    pub k: u64,
    pub n: u64,
}

impl std::str::FromStr for Partition {
    type Err = String;
    fn from_str(text: &str) -> Result<Partition, String> {
        let bad = || format!("expected K/N with 1 <= K <= N, got `{text}`");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (k, n): (u64, u64) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if k == 0 || n == 0 || k > n {
            return Err(bad());
        }
        Ok(Partition { k, n })
    }
}

/// FNV-1a, fixed forever: a suite's slice must not depend on the build.
fn stable_hash(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl Partition {
    /// Whether the suite file `path` belongs to this slice (by its file
    /// name, so the slice is the same on every machine and checkout).
    pub fn holds(&self, path: &Path) -> bool {
        let name = path
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        stable_hash(&name) % self.n == self.k - 1
    }
}

/// Keep only the tests whose command is one of `commands` (e.g. `owl_attack`).
/// A suite left without tests is dropped.
pub fn limit_commands(
    specs: Vec<SuiteSpec>,
    commands: &BTreeSet<String>,
) -> Result<Vec<SuiteSpec>, TstError> {
    let mut out = Vec::new();
    for spec in specs {
        let suite = Suite::load(&spec.path)?;
        let ids: BTreeSet<u64> = suite
            .tests()
            .filter(|t| {
                let verb = t.command.split_whitespace().next().unwrap_or("");
                commands.contains(verb)
            })
            .map(|t| t.id)
            .filter(|id| spec.only.as_ref().map_or(true, |only| only.contains(id)))
            .collect();
        if !ids.is_empty() {
            out.push(SuiteSpec {
                path: spec.path,
                only: Some(ids),
            });
        }
    }
    Ok(out)
}

/// The selected tests, one line each: `suite:id command [expected]`.
pub fn list_tests(specs: &[SuiteSpec]) -> Result<Vec<String>, TstError> {
    let mut lines = Vec::new();
    for spec in specs {
        let suite = Suite::load(&spec.path)?;
        for t in suite.tests() {
            if spec.only.as_ref().map_or(true, |ids| ids.contains(&t.id)) {
                lines.push(format!(
                    "{}:{} {} [{}]",
                    suite.name, t.id, t.command, t.expectation.text
                ));
            }
        }
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_cover_every_suite_once() {
        let names = ["owl.tst", "owl1.tst", "reading.tst", "a.tst", "b.tst"];
        for n in 1..5 {
            for name in names {
                let holders = (1..=n)
                    .filter(|&k| Partition { k, n }.holds(Path::new(name)))
                    .count();
                assert_eq!(holders, 1, "{name} in {n} slices");
            }
        }
        assert_eq!(
            "2/3".parse::<Partition>().unwrap(),
            Partition { k: 2, n: 3 }
        );
        for bad in ["0/3", "4/3", "x", "1/0", "1/"] {
            assert!(bad.parse::<Partition>().is_err(), "{bad}");
        }
        // The hash is fixed: these slices may never move.
        assert_eq!(stable_hash("owl.tst") % 3, stable_hash("owl.tst") % 3);
        assert_eq!(stable_hash(""), 0xcbf2_9ce4_8422_2325);
    }

    #[test]
    fn test_lists_read_paths_and_name_their_lines() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("a.tst"), "1 echo\n#? []\n2 echo\n#? []\n").unwrap();
        std::fs::write(d.join("list.txt"), "# mine\na.tst:1\n\na.tst:2 # again\n").unwrap();
        let specs = expand_arg(&format!("@{}", d.join("list.txt").display())).unwrap();
        assert_eq!(specs.len(), 1);
        assert_eq!(
            specs[0].only.as_ref().unwrap().iter().collect::<Vec<_>>(),
            [&1, &2]
        );
        std::fs::write(d.join("bad.txt"), "a.tst\nmissing.tst\n").unwrap();
        let err = expand_arg(&format!("@{}", d.join("bad.txt").display()))
            .unwrap_err()
            .to_string();
        assert!(err.contains("bad.txt:2: "), "{err}");
        assert!(err.contains("missing.tst"), "{err}");
    }
}
