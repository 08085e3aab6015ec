//! `tesuji patterns`: check databases for errors and list the matches of a database on a
//! position of an SGF game.

use super::ast::DbFormat;
use super::board::Color;
use super::compile::{LoadOptions, PatternStatus, UnavailablePolicy};
use super::game::game_positions;
use super::helpers::{self, BoardOnly, EvalError};
use super::{resolve_db_path, PatternDb, DEFAULT_DIR};
use std::collections::BTreeMap;
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
        /// Position after this many moves (default: the end of the game).
        n: Option<usize>,
        /// Player for whom patterns are matched (`O`); default: the side to move.
        #[arg(long, value_enum)]
        color: Option<ColorArg>,
        /// What to do with patterns whose constraint needs a helper not available here.
        #[arg(long, value_enum, default_value = "assume-true")]
        unavailable: PolicyArg,
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
        } => {
            let color = color.map(|c| match c {
                ColorArg::Black | ColorArg::B => Color::Black,
                ColorArg::White | ColorArg::W => Color::White,
            });
            let policy = match unavailable {
                PolicyArg::Skip => UnavailablePolicy::SkipPattern,
                PolicyArg::AssumeTrue => UnavailablePolicy::AssumeTrue,
            };
            match_game(&resolve_db_path(&db, dir), &sgf, n, color, policy)
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
    pub skipped_files: usize,
    /// Helper name -> number of patterns using it, for helpers not available here.
    pub unavailable: BTreeMap<String, usize>,
}

/// Check one database, printing its report to `out`.
pub fn check_file(path: &Path, out: &mut String, sum: &mut CheckSummary) -> Result<(), String> {
    use std::fmt::Write;
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
                "{name}: {} patterns, {} errors, {} variants, {} helpers not available",
                db.patterns.len(),
                errors.len(),
                db.variant_count(),
                unavailable.len()
            );
            sum.patterns += db.patterns.len();
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
        print!("{out}");
    }
    println!(
        "total: {} files, {} patterns, {} eye shapes, {} errors, {} files in a different format skipped",
        files.len(),
        sum.patterns,
        sum.eye_shapes,
        sum.errors,
        sum.skipped_files
    );
    println!(
        "helpers not available yet ({} names; patterns using each):",
        sum.unavailable.len()
    );
    for (h, n) in &sum.unavailable {
        let kind = helpers::lookup(h).map_or("unknown".to_string(), |s| format!("{:?}", s.kind));
        println!("  {h:<40} {n:>5}  {kind}");
    }
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
    n: Option<usize>,
    color: Option<Color>,
    policy: UnavailablePolicy,
) -> ExitCode {
    let opts = LoadOptions {
        policy,
        ..Default::default()
    };
    let (db, errors) = match PatternDb::load(db_path, &opts) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for e in &errors {
        eprintln!("error: {e}");
    }
    let text = match std::fs::read(sgf) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            eprintln!("error: {}: {e}", sgf.display());
            return ExitCode::from(2);
        }
    };
    let positions = match game_positions(&sgf.display().to_string(), &text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let pos = match n {
        None => positions.last(),
        Some(k) => positions.iter().find(|p| p.moves == k),
    };
    let Some(pos) = pos else {
        eprintln!(
            "error: {}: no position after {} moves (the game has {})",
            sgf.display(),
            n.unwrap_or(0),
            positions.last().map_or(0, |p| p.moves)
        );
        return ExitCode::from(2);
    };
    let color = color.unwrap_or(pos.to_move);
    let size = super::board::BoardView::size(&pos.grid);
    let mut matches = db.find_matches(&pos.grid, color);
    matches.sort();
    println!(
        "{}: {} after {} moves, {color} to play O: {} matches",
        db_path.display(),
        sgf.display(),
        pos.moves,
        matches.len()
    );
    print!("{}", pos.grid);
    let mut ctx = BoardOnly(&pos.grid);
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
        println!(
            "{:<12} anchor={:<4} transform={:<9} move={:<4} constraint={constraint}",
            p.pattern.name,
            m.anchor.to_gtp(size),
            m.transform.to_string(),
            m.mv.map_or("-".to_string(), |p| p.to_gtp(size)),
        );
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
