//! Parsing of GNU Go-style `.tst` regression suites and classification of answers.
//!
//! The format, as GNU Go's `regress.awk` reads it:
//! - `N command` (first word all digits) is test `N`; `N` is sent as the GTP id.
//! - any other command line is a setup command, sent in order;
//! - `#? [regex]` gives the expected answer of the preceding numbered test.
//!   A trailing `*` marks an expected failure, a trailing `&` means "ignore
//!   the answer". A leading `!` inside the brackets negates the regex.
//!   The regex is wrapped as `^` + regex + `$` *textually*, exactly like
//!   GNU Go does, so `[B1|A2]` means `^B1|A2$` (either alternative anchored
//!   at one end only), not `^(B1|A2)$`.
//! - other lines starting with `#`, and blank lines, are comments.
//!
//! The answer matched is the first line of the reply with the id and the
//! blanks after it removed (GNU Go's script sees only the `=N ...` line).
//! Two deliberate differences from GNU Go's script: a GTP error reply is a
//! failed answer whatever the regex says, and blanks after the `#?` markers
//! are ignored. A numbered test without its `#?` line, a `#?` line that does
//! not follow a numbered test, or a repeated test number is an error.
//!
//! Command lines get GTP's preprocessing (control characters dropped, tabs
//! to spaces, `#` starts a comment) before they are split into id and command.

use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// An error in a `.tst` file or a test selection, naming file and line.
#[derive(Debug, thiserror::Error)]
pub enum TstError {
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{line}: {message}", path.display())]
    Syntax {
        path: PathBuf,
        line: usize,
        message: String,
    },
    #[error("{}: {message}", path.display())]
    Selection { path: PathBuf, message: String },
}

/// How an expected answer's regex is matched against the answer.
///
/// `Awk` is GNU Go's `regress.awk` (and `regress.pike`): the regex is
/// wrapped as `^` + regex + `$` textually, so `[B1|A2]` accepts `B10`; the
/// pass counts GNU Go publishes are of this kind. `Full` is gogui-regress's
/// whole-answer match, `^(?:regex)$`, where `[B1|A2]` accepts only `B1` or
/// `A2`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum MatchMode {
    #[default]
    Awk,
    Full,
}

/// What a test expects, from its `#?` line.
#[derive(Debug, Clone)]
pub struct Expectation {
    /// The expected answer as GNU Go prints it: brackets and trailing markers
    /// stripped, a leading `!` kept.
    pub text: String,
    /// The `!` prefix: the test passes when the regex does *not* match.
    pub negate: bool,
    /// The `*` suffix: the test is known to fail.
    pub expect_failure: bool,
    /// The `&` suffix: the answer is only shown, never judged.
    pub ignore: bool,
    /// `^regex$` as GNU Go's script builds it.
    regex: Regex,
    /// `^(?:regex)$`, gogui-regress's whole-answer match.
    full_regex: Regex,
}

impl Expectation {
    /// Parse the text after `#?` (e.g. `[!1 (C18|D18)]*`): the answer
    /// must be in brackets. An answer without its closing `]` is read as
    /// GNU Go's `regress.awk` reads it (GNU Go's own `unconditional.tst`
    /// has nine such lines), with a warning: the second value.
    pub fn parse(spec: &str) -> Result<(Expectation, Option<String>), String> {
        let spec = spec.trim();
        let ignore = spec.ends_with('&');
        let expect_failure = spec.ends_with('*');
        let Some(mut text) = spec.strip_prefix('[') else {
            return Err(format!(
                "the expected answer must be in brackets (`#? [ANSWER]`), got `{spec}`"
            ));
        };
        // Strip `]` followed by any run of markers, like `sub(/\][&*]*$/, "")`.
        let markers = text.trim_end_matches(['&', '*']);
        let mut warning = None;
        match markers.strip_suffix(']') {
            Some(body) => text = body,
            None => {
                warning = Some(format!(
                    "the expected answer `{spec}` has no closing `]`; read as `{text}`, as GNU Go's regress.awk reads it"
                ))
            }
        }
        let (negate, pattern) = match text.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let bad = |e: regex::Error| format!("bad regex `{pattern}` in expected answer: {e}");
        let regex = Regex::new(&format!("^{pattern}$")).map_err(bad)?;
        let full_regex = Regex::new(&format!("^(?:{pattern})$")).map_err(bad)?;
        let expectation = Expectation {
            text: text.to_string(),
            negate,
            expect_failure,
            ignore,
            regex,
            full_regex,
        };
        Ok((expectation, warning))
    }

    /// Does `answer` (a normalised successful answer) satisfy the regex
    /// as GNU Go's script matches it, negation included?
    pub fn accepts(&self, answer: &str) -> bool {
        self.accepts_with(MatchMode::Awk, answer)
    }

    /// Does `answer` satisfy the regex matched in `mode`, negation included?
    pub fn accepts_with(&self, mode: MatchMode, answer: &str) -> bool {
        let regex = match mode {
            MatchMode::Awk => &self.regex,
            MatchMode::Full => &self.full_regex,
        };
        regex.is_match(answer) != self.negate
    }

    /// Classify an engine reply as GNU Go's script does: `Ok(answer)` or
    /// `Err(error text)`. See [`Expectation::classify_with`].
    pub fn classify(&self, reply: Result<&str, &str>) -> Status {
        self.classify_with(MatchMode::Awk, reply)
    }

    /// Classify an engine reply, matching in `mode`. A GTP error reply is
    /// a failed answer whatever the regex says, except `unknown command`:
    /// the engine lacks the command, and the test is `unsupported`.
    pub fn classify_with(&self, mode: MatchMode, reply: Result<&str, &str>) -> Status {
        if let Err(text) = reply {
            if is_unknown_command(text) {
                return Status::Unsupported;
            }
        }
        if self.ignore {
            return Status::Ignored;
        }
        let pass = match reply {
            Ok(answer) => self.accepts_with(mode, &normalise_answer(answer)),
            Err(_) => false,
        };
        match (pass, self.expect_failure) {
            (true, false) => Status::Passed,
            (true, true) => Status::UnexpectedPass,
            (false, true) => Status::Failed,
            (false, false) => Status::UnexpectedFail,
        }
    }
}

/// Whether a GTP error reply says the engine does not know the command
/// (GNU Go, GoGui and tesuji all answer `? unknown command`).
pub fn is_unknown_command(error: &str) -> bool {
    let text = normalise_answer(error);
    let text = text.trim().to_ascii_lowercase();
    text == "unknown command" || text.starts_with("unknown command:")
}

/// The answer text that is matched and printed: the first line of the reply,
/// carriage returns removed, leading blanks removed (GNU Go's script keeps
/// only the `=N ` line and strips the id and the spaces after it).
pub fn normalise_answer(reply: &str) -> String {
    let first = reply.split('\n').next().unwrap_or("");
    first.replace('\r', "").trim_start_matches(' ').to_string()
}

/// The outcome of one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Status {
    /// Matched, as expected.
    #[serde(rename = "passed")]
    Passed,
    /// Matched although marked `*`.
    #[serde(rename = "PASSED")]
    UnexpectedPass,
    /// Did not match, as the `*` marker expects.
    #[serde(rename = "failed")]
    Failed,
    /// Did not match although expected to.
    #[serde(rename = "FAILED")]
    UnexpectedFail,
    /// Marked `&`: answer shown, not judged.
    #[serde(rename = "ignored")]
    Ignored,
    /// The engine died on this test.
    #[serde(rename = "crashed")]
    Crashed,
    /// The engine did not answer in time.
    #[serde(rename = "timeout")]
    Timeout,
    /// The engine does not know the command (`? unknown command`):
    /// counted apart from failures.
    #[serde(rename = "unsupported")]
    Unsupported,
}

impl Status {
    /// The word used in JSON and baselines.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::UnexpectedPass => "PASSED",
            Status::Failed => "failed",
            Status::UnexpectedFail => "FAILED",
            Status::Ignored => "ignored",
            Status::Crashed => "crashed",
            Status::Timeout => "timeout",
            Status::Unsupported => "unsupported",
        }
    }

    /// Parse the word written by [`Status::as_str`].
    pub fn from_word(word: &str) -> Option<Status> {
        [
            Status::Passed,
            Status::UnexpectedPass,
            Status::Failed,
            Status::UnexpectedFail,
            Status::Ignored,
            Status::Crashed,
            Status::Timeout,
            Status::Unsupported,
        ]
        .into_iter()
        .find(|s| s.as_str() == word)
    }

    /// Did the answer match (expected or not)?
    pub fn is_pass(self) -> bool {
        matches!(self, Status::Passed | Status::UnexpectedPass)
    }

    /// Did the engine fail to answer?
    pub fn is_crash(self) -> bool {
        matches!(self, Status::Crashed | Status::Timeout)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One numbered test of a suite.
#[derive(Debug, Clone)]
pub struct TestCase {
    /// 1-based line of the command in the `.tst` file.
    pub line: usize,
    pub id: u64,
    /// The command without its id, preprocessed.
    pub command: String,
    pub expectation: Expectation,
}

/// One executable line of a suite, in file order.
#[derive(Debug, Clone)]
pub enum Item {
    /// An un-numbered command, e.g. `loadsgf games/foo.sgf 12`.
    Setup {
        line: usize,
        command: String,
    },
    Test(TestCase),
}

/// A parsed `.tst` file.
#[derive(Debug, Clone)]
pub struct Suite {
    pub path: PathBuf,
    /// The file stem, e.g. `owl` for `regression/owl.tst`.
    pub name: String,
    pub items: Vec<Item>,
    /// What the file gets away with, by line: read, but said.
    pub warnings: Vec<(usize, String)>,
}

impl Suite {
    /// Read and parse a `.tst` file.
    pub fn load(path: &Path) -> Result<Suite, TstError> {
        let bytes =
            crate::util::read_input(path, crate::util::MAX_TEXT_INPUT).map_err(|source| {
                TstError::Read {
                    path: path.to_path_buf(),
                    source,
                }
            })?;
        Suite::parse(path, &String::from_utf8_lossy(&bytes))
    }

    /// Parse the text of a `.tst` file; `path` is used for the name and errors.
    pub fn parse(path: &Path, text: &str) -> Result<Suite, TstError> {
        let syntax = |line: usize, message: String| TstError::Syntax {
            path: path.to_path_buf(),
            line,
            message,
        };
        let mut items: Vec<Item> = Vec::new();
        let mut warnings: Vec<(usize, String)> = Vec::new();
        let mut first_line_of: BTreeMap<u64, usize> = BTreeMap::new();
        // The last numbered test, until its `#?` line: (id, line, command).
        let mut pending: Option<(u64, usize, String)> = None;
        let missing = |(id, line, _): &(u64, usize, String)| {
            syntax(
                *line,
                format!("test {id} has no `#?` line with its expected answer"),
            )
        };
        for (index, raw) in text.split('\n').enumerate() {
            let line_no = index + 1;
            let raw = raw.strip_suffix('\r').unwrap_or(raw);
            if let Some(spec) = raw.strip_prefix("#?") {
                let Some((id, line, command)) = pending.take() else {
                    return Err(syntax(
                        line_no,
                        "`#?` line does not follow a numbered test".into(),
                    ));
                };
                let (expectation, warning) =
                    Expectation::parse(spec).map_err(|m| syntax(line_no, m))?;
                if let Some(w) = warning {
                    warnings.push((line_no, w));
                }
                items.push(Item::Test(TestCase {
                    line,
                    id,
                    command,
                    expectation,
                }));
                continue;
            }
            let cleaned = preprocess(raw);
            if cleaned.is_empty() {
                continue;
            }
            if let Some(waiting) = &pending {
                return Err(missing(waiting));
            }
            if let Some((id_word, rest)) = split_id(&cleaned) {
                let id: u64 = id_word
                    .parse()
                    .map_err(|_| syntax(line_no, format!("test id `{id_word}` is too large")))?;
                if rest.is_empty() {
                    return Err(syntax(line_no, format!("test {id} has no command")));
                }
                if let Some(first) = first_line_of.insert(id, line_no) {
                    return Err(syntax(
                        line_no,
                        format!("test number {id} repeated (first on line {first})"),
                    ));
                }
                pending = Some((id, line_no, rest.to_string()));
            } else {
                items.push(Item::Setup {
                    line: line_no,
                    command: cleaned,
                });
            }
        }
        if let Some(waiting) = &pending {
            return Err(missing(waiting));
        }
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());
        Ok(Suite {
            path: path.to_path_buf(),
            name,
            items,
            warnings,
        })
    }

    /// The numbered tests, in file order.
    pub fn tests(&self) -> impl Iterator<Item = &TestCase> {
        self.items.iter().filter_map(|item| match item {
            Item::Test(t) => Some(t),
            Item::Setup { .. } => None,
        })
    }
}

/// GTP preprocessing of a command line: drop control characters other than
/// tab, turn tabs into spaces, cut at `#`, trim.
pub fn preprocess(line: &str) -> String {
    let no_comment = line.split('#').next().unwrap_or("");
    no_comment
        .chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// Split `12 owl_attack A1` into `("12", "owl_attack A1")` when the first
/// word is all digits.
fn split_id(cleaned: &str) -> Option<(&str, &str)> {
    let (first, rest) = match cleaned.split_once(' ') {
        Some((first, rest)) => (first, rest.trim_start()),
        None => (cleaned, ""),
    };
    if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) {
        Some((first, rest))
    } else {
        None
    }
}

/// Test ids as a selection writes them (`334,340-350`): single ids, each
/// of which must exist, and ranges, which take the ids that exist within
/// them (GNU Go's suites number their tests with gaps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdSelection {
    singles: BTreeSet<u64>,
    ranges: Vec<(u64, u64)>,
    /// The selection as written, for messages.
    text: String,
}

impl IdSelection {
    /// The ids selected among `existing`: every single id (an error names
    /// those missing) and the existing ids of each range (an error names a
    /// range that holds none).
    pub fn resolve(&self, existing: &BTreeSet<u64>) -> Result<BTreeSet<u64>, String> {
        let missing: Vec<String> = self
            .singles
            .iter()
            .filter(|id| !existing.contains(id))
            .map(u64::to_string)
            .collect();
        if !missing.is_empty() {
            return Err(format!("no test numbered {}", missing.join(",")));
        }
        let mut ids = self.singles.clone();
        for &(a, b) in &self.ranges {
            let within: Vec<u64> = existing.range(a..=b).copied().collect();
            if within.is_empty() {
                return Err(format!("no test numbered from {a} to {b}"));
            }
            ids.extend(within);
        }
        Ok(ids)
    }
}

impl fmt::Display for IdSelection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Parses a list of test ids like `334,340-350` (see [`IdSelection`]).
pub fn parse_id_list(list: &str) -> Result<IdSelection, String> {
    let mut singles = BTreeSet::new();
    let mut ranges = Vec::new();
    for part in list.split(',') {
        let part = part.trim();
        let number = |s: &str| {
            s.trim()
                .parse::<u64>()
                .map_err(|_| format!("`{s}` is not a test number in `{list}`"))
        };
        match part.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if b < a {
                    return Err(format!("empty range `{part}` in `{list}`"));
                }
                ranges.push((a, b));
            }
            None => {
                singles.insert(number(part)?);
            }
        }
    }
    Ok(IdSelection {
        singles,
        ranges,
        text: list.trim().to_string(),
    })
}

/// A suite to run: its path and, optionally, the only test ids to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuiteSpec {
    pub path: PathBuf,
    pub only: Option<BTreeSet<u64>>,
}

/// Expand one command-line PATH: a `.tst` file, a folder (every `*.tst`
/// below it, sorted) or `FILE.tst:ids`.
pub fn expand_path_arg(arg: &str) -> Result<Vec<SuiteSpec>, TstError> {
    if let Some((file, ids)) = arg.rsplit_once(':') {
        if file.ends_with(".tst") && !Path::new(arg).exists() {
            let path = PathBuf::from(file);
            let selection = parse_id_list(ids).map_err(|message| TstError::Selection {
                path: path.clone(),
                message,
            })?;
            if !path.is_file() {
                return Err(TstError::Selection {
                    path,
                    message: "no such test file".into(),
                });
            }
            let existing: BTreeSet<u64> = Suite::load(&path)?.tests().map(|t| t.id).collect();
            let only = selection
                .resolve(&existing)
                .map_err(|message| TstError::Selection {
                    path: path.clone(),
                    message,
                })?;
            return Ok(vec![SuiteSpec {
                path,
                only: Some(only),
            }]);
        }
    }
    let path = PathBuf::from(arg);
    if path.is_dir() {
        let mut found = Vec::new();
        for entry in walkdir::WalkDir::new(&path).sort_by_file_name() {
            let entry = entry.map_err(|e| TstError::Selection {
                path: path.clone(),
                message: format!("cannot walk folder: {e}"),
            })?;
            if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "tst") {
                found.push(SuiteSpec {
                    path: entry.into_path(),
                    only: None,
                });
            }
        }
        found.sort_by(|a, b| a.path.cmp(&b.path));
        if found.is_empty() {
            return Err(TstError::Selection {
                path,
                message: "folder holds no .tst files".into(),
            });
        }
        Ok(found)
    } else if path.is_file() {
        Ok(vec![SuiteSpec { path, only: None }])
    } else if path.exists() {
        // A device or a FIFO would never end, or never start.
        Err(TstError::Selection {
            path,
            message: "not a regular file (a suite is read whole, never from a device or FIFO)"
                .into(),
        })
    } else {
        Err(TstError::Selection {
            path,
            message: "no such file or folder".into(),
        })
    }
}

#[cfg(test)]
mod tests;
