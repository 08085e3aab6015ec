//! The GTP engine: protocol handling (GTP version 2) and the one command table.
//!
//! [`Engine`] holds a position and everything the analysis commands need.
//! Commands are plain functions registered in [`command_table`]; analysis
//! modules contribute their own slices of commands there, so adding a command
//! never touches the protocol code.

mod basic;

use crate::board::{Board, Color, Point};
use crate::heuristics::Heuristics;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// A command handler: the engine and the arguments, to a reply or an error text.
pub type Handler = fn(&mut Engine, &[&str]) -> Result<String, String>;

/// One registered command.
pub struct Command {
    pub name: &'static str,
    pub handler: Handler,
}

/// Every GTP command the engine knows, in registration order.
pub fn command_table() -> Vec<&'static Command> {
    let groups: &[&'static [Command]] = &[
        basic::COMMANDS,
        crate::reading::gtp::COMMANDS,
        crate::worms::gtp::COMMANDS,
        crate::eyes::gtp::COMMANDS,
        crate::montecarlo::gtp::COMMANDS,
    ];
    groups.iter().flat_map(|g| g.iter()).collect()
}

/// Settings an engine starts with.
#[derive(Clone, Debug, Default)]
pub struct EngineConfig {
    pub heuristics: Heuristics,
    /// Folder against which relative file names (loadsgf, printsgf) resolve;
    /// the process working directory when `None`.
    pub base_dir: Option<PathBuf>,
    /// Where pattern databases are read from (`patterns/` when `None`).
    pub patterns_dir: Option<PathBuf>,
    /// Play-outs, seed and threads of the reference bot behind `genmove`.
    pub refbot: crate::montecarlo::RefBotConfig,
}

/// A GTP engine: a position plus settings.
pub struct Engine {
    pub board: Board,
    pub komi: f64,
    pub handicap: usize,
    pub heuristics: Heuristics,
    pub config: EngineConfig,
    /// Reading limits, cache and trymove stack.
    pub reading: crate::reading::gtp::ReadingState,
    /// Eye spaces of the last position analysed.
    pub eyes: crate::eyes::gtp::EyeState,
    /// The reference bot behind `genmove`.
    pub refbot: crate::montecarlo::gtp::RefBotState,
    commands: Vec<&'static Command>,
    started: std::time::Instant,
    quit: bool,
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        Engine {
            board: Board::new(19),
            komi: 0.0,
            handicap: 0,
            heuristics: config.heuristics.clone(),
            reading: Default::default(),
            eyes: Default::default(),
            refbot: crate::montecarlo::gtp::RefBotState::new(config.refbot),
            config,
            commands: command_table(),
            started: std::time::Instant::now(),
            quit: false,
        }
    }

    /// Resolves a file name given over GTP against the engine's base folder.
    pub fn resolve(&self, name: &str) -> PathBuf {
        match &self.config.base_dir {
            Some(dir) if Path::new(name).is_relative() => dir.join(name),
            _ => PathBuf::from(name),
        }
    }

    /// Whether a `quit` command has been executed.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    fn find(&self, name: &str) -> Option<&'static Command> {
        self.commands.iter().copied().find(|c| c.name == name)
    }

    /// Executes one command line without a GTP id: `Ok(reply)` or `Err(error)`.
    pub fn execute(&mut self, line: &str) -> Result<String, String> {
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else {
            return Err("empty command".into());
        };
        let args: Vec<&str> = words.collect();
        match self.find(name) {
            Some(cmd) => (cmd.handler)(self, &args),
            None => Err("unknown command".into()),
        }
    }

    /// Handles one raw protocol line and returns the full response text
    /// (`=id reply\n\n` or `?id error\n\n`), or `None` for lines that are
    /// empty or comments.
    pub fn handle_line(&mut self, raw: &str) -> Option<String> {
        let line = preprocess(raw);
        let line = line.trim();
        if line.is_empty() {
            return None;
        }
        let (id, command) = split_id(line);
        let result = self.execute(command);
        let id = id.map(|n| n.to_string()).unwrap_or_default();
        Some(match result {
            Ok(text) => format!("={id} {}\n\n", text.trim_end()),
            Err(text) => format!("?{id} {}\n\n", text.trim_end()),
        })
    }

    /// Seconds of CPU time (wall time since start where CPU time is not available).
    pub fn cputime(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }
}

/// GTP preprocessing: drop control characters except tab/newline, turn tabs
/// into spaces, and cut comments.
fn preprocess(raw: &str) -> String {
    let no_comment = raw.split('#').next().unwrap_or("");
    no_comment
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

/// Splits an optional numeric id from the front of a command line.
fn split_id(line: &str) -> (Option<u64>, &str) {
    let end = line
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(line.len());
    if end == 0 {
        return (None, line);
    }
    match line[..end].parse() {
        Ok(id) => (Some(id), line[end..].trim_start()),
        Err(_) => (None, line),
    }
}

/// Speaks GTP on `input`/`output` until `quit` or end of input.
pub fn serve(
    engine: &mut Engine,
    input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if let Some(response) = engine.handle_line(&line) {
            output.write_all(response.as_bytes())?;
            output.flush()?;
        }
        if engine.has_quit() {
            break;
        }
    }
    Ok(())
}

// ---- argument helpers shared by command modules ----------------------------

/// The argument at `i`, or the GTP error for a missing one.
pub fn arg<'a>(args: &[&'a str], i: usize) -> Result<&'a str, String> {
    args.get(i)
        .copied()
        .ok_or_else(|| "missing argument".to_string())
}

/// Parses a colour argument.
pub fn color_arg(args: &[&str], i: usize) -> Result<Color, String> {
    Color::parse(arg(args, i)?).ok_or_else(|| "invalid color".to_string())
}

/// Parses a vertex argument on the engine's board.
pub fn vertex_arg(engine: &Engine, args: &[&str], i: usize) -> Result<Point, String> {
    Point::parse_vertex(arg(args, i)?, engine.board.size())
        .ok_or_else(|| "invalid coordinate".to_string())
}

/// Parses a vertex argument that must hold a stone.
pub fn stone_arg(engine: &Engine, args: &[&str], i: usize) -> Result<Point, String> {
    let p = vertex_arg(engine, args, i)?;
    if engine.board.color_at(p).is_none() {
        return Err("vertex must not be empty".into());
    }
    Ok(p)
}

/// Formats points as GTP vertices separated by spaces.
pub fn vertices(engine: &Engine, points: impl IntoIterator<Item = Point>) -> String {
    let size = engine.board.size();
    points
        .into_iter()
        .map(|p| p.to_vertex(size))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests;
