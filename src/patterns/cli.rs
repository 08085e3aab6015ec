//! `tesuji patterns`: check databases for errors and list the matches of a database on a
//! position of an SGF game.

use super::ast::DbFormat;
use super::compile::{AnchorMode, LoadOptions, PatternStatus, UnavailablePolicy};
use super::eval::{BoardOnly, EvalError};
use super::helpers::Helper;
use super::{resolve_db_path, PatternDb, DEFAULT_DIR};
use crate::board::Color;
use crate::sgf::load_file;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `tesuji patterns`.
#[derive(clap::Args, Debug)]
pub struct PatternsArgs {
    /// Directory holding the pattern databases (default: `patterns/`).
    #[arg(long, global = true, value_name = "DIR")]
    pub patterns: Option<PathBuf>,
    #[command(subcommand)]
    pub command: PatternsCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum PatternsCommand {
    /// Parse databases; print patterns, errors and helpers not available. Exit 1 on errors.
    Check {
        /// Database files (default: every `.db` file of the pattern directory).
        files: Vec<PathBuf>,
    },
    /// Print every match of a database on a position of an SGF game.
    Match {
        /// Database file (looked up in the pattern directory if not found as given).
        #[arg(long)]
        db: PathBuf,
        /// SGF game.
        #[arg(long)]
        sgf: PathBuf,
        /// Stop before this move number or at this vertex, as GTP `loadsgf` does
        /// (default: the end of the game).
        n: Option<String>,
        /// Player for whom patterns are matched (`O`); default: the side to move.
        #[arg(long, value_enum)]
        color: Option<ColorArg>,
        /// What to do with patterns whose constraint needs a helper not available here.
        #[arg(long, value_enum, default_value = "assume-true")]
        unavailable: PolicyArg,
        /// Which stones anchor patterns without a Q/Y mark (GNU Go: `o` for defense.db,
        /// conn.db and influence.db, `x` for attack.db, `both` for the others).
        #[arg(long, value_enum, default_value = "both")]
        anchor: AnchorArg,
    },
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ColorArg {
    Black,
    White,
    B,
    W,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum AnchorArg {
    Both,
    O,
    X,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum PolicyArg {
    Skip,
    AssumeTrue,
}

/// Run `tesuji patterns`. Exit codes: 0 clean, 1 syntax errors found, 2 unreadable input.
pub fn run(args: PatternsArgs) -> ExitCode {
    let dir = args.patterns.as_deref();
    match args.command {
        PatternsCommand::Check { files } => check(dir, files),
        PatternsCommand::Match {
            db,
            sgf,
            n,
            color,
            unavailable,
            anchor,
        } => {
            let color = color.map(|c| match c {
                ColorArg::Black | ColorArg::B => Color::Black,
                ColorArg::White | ColorArg::W => Color::White,
            });
            let policy = match unavailable {
                PolicyArg::Skip => UnavailablePolicy::SkipPattern,
                PolicyArg::AssumeTrue => UnavailablePolicy::AssumeTrue,
            };
            let anchor = match anchor {
                AnchorArg::Both => AnchorMode::Both,
                AnchorArg::O => AnchorMode::Friend,
                AnchorArg::X => AnchorMode::Enemy,
            };
            let opts = LoadOptions {
                policy,
                anchor,
                ..Default::default()
            };
            match_game(&resolve_db_path(&db, dir), &sgf, n, color, &opts)
        }
    }
}

fn db_files(dir: Option<&Path>) -> Result<Vec<PathBuf>, String> {
    let dir = dir.unwrap_or(Path::new(DEFAULT_DIR));
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "db"))
        .collect();
    files.sort();
    Ok(files)
}

/// Totals of a `check` run.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CheckSummary {
    pub patterns: usize,
    pub eye_shapes: usize,
    pub errors: usize,
    /// Patterns whose declared symmetry does not hold.
    pub warnings: usize,
    pub skipped_files: usize,
    /// Helper name -> number of patterns using it, for helpers not available here.
    pub unavailable: BTreeMap<String, usize>,
    /// Helper -> number of patterns using it, for every helper used.
    pub used: BTreeMap<Helper, usize>,
}

/// Check one database, printing its report to `out`.
pub fn check_file(path: &Path, out: &mut String, sum: &mut CheckSummary) -> Result<(), String> {
    let (db, errors) = PatternDb::load(path, &LoadOptions::default()).map_err(|e| e.to_string())?;
    let name = path.display();
    match db.format {
        DbFormat::MonteCarlo => {
            let _ = writeln!(
                out,
                "{name}: different format (Monte Carlo 3x3 weights, no Pattern headers): skipped"
            );
            sum.skipped_files += 1;
            return Ok(());
        }
        DbFormat::EyeShapes => {
            let _ = writeln!(
                out,
                "{name}: eye-shape database: {} shapes, {} errors",
                db.eye_shapes.len(),
                errors.len()
            );
            sum.eye_shapes += db.eye_shapes.len();
        }
        DbFormat::Patterns => {
            let unavailable = db.unavailable_helpers();
            let _ = writeln!(
                out,
                "{name}: {} patterns, {} errors, {} variants usable now, {} helpers not available",
                db.patterns.len(),
                errors.len(),
                db.variant_count(),
                unavailable.len()
            );
            sum.patterns += db.patterns.len();
            for p in &db.patterns {
                if !super::compile::symmetry_holds(&p.pattern) {
                    let _ = writeln!(
                        out,
                        "  warning: {name}:{}: pattern {}: declared symmetry '{}' does not hold \
                         for its diagram; some orientations will not be matched",
                        p.pattern.line,
                        p.pattern.name,
                        p.pattern.symmetry.to_char()
                    );
                    sum.warnings += 1;
                }
            }
            if !unavailable.is_empty() {
                let list: Vec<String> = unavailable
                    .iter()
                    .map(|(h, n)| format!("{h} ({n})"))
                    .collect();
                let _ = writeln!(out, "  helpers not available: {}", list.join(", "));
            }
            for p in &db.patterns {
                for h in super::compile::helpers_used(&p.pattern).into_keys() {
                    *sum.used.entry(h).or_insert(0) += 1;
                }
            }
            for (h, n) in unavailable {
                *sum.unavailable.entry(h).or_insert(0) += n;
            }
        }
    }
    for e in &errors {
        let _ = writeln!(out, "  error: {e}");
    }
    sum.errors += errors.len();
    Ok(())
}

fn check(dir: Option<&Path>, files: Vec<PathBuf>) -> ExitCode {
    let files = if files.is_empty() {
        match db_files(dir) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        files
    };
    let mut sum = CheckSummary::default();
    let mut io_error = false;
    for f in &files {
        let mut out = String::new();
        if let Err(e) = check_file(f, &mut out, &mut sum) {
            eprintln!("error: {e}");
            io_error = true;
        }
        emit(&out);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "total: {} files, {} patterns, {} eye shapes, {} errors, {} warnings, {} files in a different format skipped",
        files.len(),
        sum.patterns,
        sum.eye_shapes,
        sum.errors,
        sum.warnings,
        sum.skipped_files
    );
    let board_only = sum.used.keys().filter(|h| h.is_board_only()).count();
    let _ = writeln!(
        out,
        "helpers used: {} distinct names, {board_only} computed from the board here",
        sum.used.len()
    );
    let _ = writeln!(
        out,
        "helpers not available yet ({} names; patterns using each):",
        sum.unavailable.len()
    );
    for (h, n) in &sum.unavailable {
        let kind =
            Helper::from_name(h).map_or("unknown".to_string(), |h| format!("{:?}", h.kind()));
        let _ = writeln!(out, "  {h:<40} {n:>5}  {kind}");
    }
    emit(&out);
    if io_error {
        ExitCode::from(2)
    } else if sum.errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn match_game(
    db_path: &Path,
    sgf: &Path,
    n: Option<String>,
    color: Option<Color>,
    opts: &LoadOptions,
) -> ExitCode {
    let (db, errors) = match PatternDb::load(db_path, opts) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for e in &errors {
        eprintln!("error: {e}");
    }
    let pos = match load_file(sgf, n.as_deref()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let color = color.unwrap_or(pos.to_move);
    let size = pos.board.size();
    let mut matches = db.find_matches(&pos.board, color);
    matches.sort();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}: {} after {} moves, {color} to play O: {} matches",
        db_path.display(),
        sgf.display(),
        pos.moves_played,
        matches.len()
    );
    out.push_str(&pos.board.to_ascii());
    let mut ctx = BoardOnly(&pos.board);
    for m in &matches {
        let p = db.pattern(m);
        let constraint = match (p.status, &p.pattern.constraint) {
            (_, None) => "none".to_string(),
            (PatternStatus::ConstraintAssumedTrue, Some(_)) => "assumed-true".to_string(),
            _ => match db.check_constraint(m, &mut ctx) {
                Ok(b) => b.to_string(),
                Err(EvalError::Unavailable(h)) => format!("unavailable({h})"),
                Err(e) => format!("error({e})"),
            },
        };
        let _ = writeln!(
            out,
            "{:<12} anchor={:<4} transform={:<9} move={:<4} constraint={constraint}",
            p.pattern.name,
            m.anchor.to_vertex(size),
            m.transform.to_string(),
            m.mv.map_or("-".to_string(), |p| p.to_vertex(size)),
        );
    }
    emit(&out);
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Write to stdout; a closed pipe (`| head`) is not an error worth a panic.
fn emit(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}
