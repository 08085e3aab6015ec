//! The GTP layer: protocol handling (GTP version 2), the one command table,
//! and the command adapters that turn protocol words into calls on the
//! protocol-free [`Engine`] and its typed answers back into GNU Go's replies.
//!
//! One file per analysis area: `basic.rs` (board, SGF, counters, settings),
//! `reading.rs`, `connection.rs`, `dragons.rs`, `gogui.rs`, `worms.rs`, `eyes.rs`, `refbot.rs`,
//! `semeai.rs`, `genmove.rs` (move generation),
//! `game.rs` (scoring, clock and free handicap for game controllers). Commands are plain
//! functions registered in [`command_table`]; adding a command never touches
//! the protocol code. Nothing below this layer imports it.

mod basic;
mod connection;
mod dragons;
mod eyes;
mod game;
mod genmove;
mod gogui;
mod influence;
mod owl;
pub mod player;
mod reading;
mod refbot;
mod semeai;
mod worms;

use crate::board::{Color, Point};
use std::io::{BufRead, Write};

pub use crate::engine::{Engine, EngineConfig};

/// A command handler: the session and the arguments, to a reply or an error text.
pub type Handler = fn(&mut Gtp, &[&str]) -> Result<String, String>;

/// One registered command.
pub struct Command {
    pub name: &'static str,
    pub handler: Handler,
}

/// Every GTP command the engine knows, in registration order.
pub fn command_table() -> Vec<&'static Command> {
    let groups: &[&'static [Command]] = &[
        basic::COMMANDS,
        reading::COMMANDS,
        connection::COMMANDS,
        worms::COMMANDS,
        dragons::COMMANDS,
        influence::COMMANDS,
        owl::COMMANDS,
        semeai::COMMANDS,
        eyes::COMMANDS,
        genmove::COMMANDS,
        refbot::COMMANDS,
        game::COMMANDS,
        gogui::COMMANDS,
    ];
    groups.iter().flat_map(|g| g.iter()).collect()
}

/// A GTP session: an engine plus the protocol's own state (the command
/// table and whether `quit` was given). It dereferences to its [`Engine`].
pub struct Gtp {
    pub engine: Engine,
    commands: Vec<&'static Command>,
    started: std::time::Instant,
    quit: bool,
    /// The time settings and time left a controller gave (recorded, not used for
    /// move generation).
    pub clock: game::Clock,
}

impl std::ops::Deref for Gtp {
    type Target = Engine;
    fn deref(&self) -> &Engine {
        &self.engine
    }
}

impl std::ops::DerefMut for Gtp {
    fn deref_mut(&mut self) -> &mut Engine {
        &mut self.engine
    }
}

impl Gtp {
    pub fn new(config: EngineConfig) -> Gtp {
        Gtp::with_engine(Engine::new(config))
    }

    /// A session around an existing engine.
    pub fn with_engine(engine: Engine) -> Gtp {
        Gtp {
            engine,
            commands: command_table(),
            started: std::time::Instant::now(),
            quit: false,
            clock: game::Clock::default(),
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

    /// Seconds since the session started (GTP `cputime`).
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
///
/// Lines are decoded lossily: a byte that is not UTF-8 (in a comment, a
/// file name) becomes U+FFFD and the line is still answered, as GNU Go
/// answers it.
pub fn serve(
    engine: &mut Gtp,
    mut input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        let line = String::from_utf8_lossy(&bytes);
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

/// GNU Go's reply to a search: `0`, or the code and the move (`PASS` when
/// none is needed).
pub fn search_reply(engine: &Engine, r: crate::search::SearchResult) -> String {
    if r.code == crate::reading::ReadResult::Lose {
        return "0".into();
    }
    let mv =
        r.mv.map_or(crate::board::Move::Pass, crate::board::Move::Play);
    format!(
        "{} {}",
        r.code.gtp_code(),
        mv.to_vertex(engine.board.size())
    )
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
