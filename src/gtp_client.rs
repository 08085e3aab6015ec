//! A GTP client that drives an engine running as a subprocess.
//!
//! The engine's stdout is read by a dedicated thread that cuts it into
//! replies (blocks of lines ended by an empty line) and hands them over a
//! channel, so every [`GtpProcess::send`] can wait with a timeout. The
//! child is always killed and reaped when the client is dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How many bytes of the engine's stderr are kept for error messages.
const STDERR_TAIL_BYTES: usize = 4096;

/// How long to wait for a closing engine to exit before killing it.
const EXIT_GRACE: Duration = Duration::from_millis(500);

/// What can go wrong while talking to an engine.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The command line could not be split or the program could not be started.
    #[error("cannot start engine `{command}`: {reason}")]
    Spawn { command: String, reason: String },
    /// Reading from or writing to the engine failed.
    #[error("i/o error talking to the engine: {0}")]
    Io(#[from] std::io::Error),
    /// No complete reply arrived within the allowed time.
    #[error("engine did not answer in time")]
    Timeout,
    /// The engine closed its output (usually: it exited or crashed).
    #[error("engine closed its output ({status}){}", stderr_suffix(.stderr))]
    Crashed { status: String, stderr: String },
    /// The engine wrote something that is not a GTP reply, or the client is unusable.
    #[error("GTP protocol error: {0}")]
    Protocol(String),
}

fn stderr_suffix(stderr: &str) -> String {
    let tail = stderr.trim();
    if tail.is_empty() {
        String::new()
    } else {
        format!("; stderr: {tail}")
    }
}

/// One GTP reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// `true` for `=`, `false` for `?`.
    pub success: bool,
    /// The id echoed by the engine, if any.
    pub id: Option<u64>,
    /// The reply without the `=id ` prefix; lines after the first are kept,
    /// the terminating empty line is not.
    pub text: String,
}

/// A message from the stdout reader thread.
enum ReaderMsg {
    Block(Vec<String>),
    Eof,
    Failed(std::io::Error),
}

/// An engine process spoken to over GTP.
pub struct GtpProcess {
    command: String,
    child: Child,
    stdin: Option<ChildStdin>,
    replies: Receiver<ReaderMsg>,
    stderr_tail: Arc<Mutex<String>>,
    /// Set after a timeout or a crash: replies can no longer be matched to commands.
    broken: Option<String>,
}

impl GtpProcess {
    /// Spawn `cmdline` (split shell-like on whitespace, quotes honoured) with
    /// `cwd` as working directory. A relative program path containing `/` is
    /// resolved against the caller's working directory, not `cwd`.
    pub fn spawn(cmdline: &str, cwd: &Path) -> Result<Self, ClientError> {
        let spawn_error = |reason: String| ClientError::Spawn {
            command: cmdline.to_string(),
            reason,
        };
        let argv = split_command_line(cmdline).map_err(spawn_error)?;
        let Some((program, args)) = argv.split_first() else {
            return Err(spawn_error("empty command line".into()));
        };
        let mut program_path = std::path::PathBuf::from(program);
        if program_path.is_relative() && program.contains('/') {
            if let Ok(here) = std::env::current_dir() {
                program_path = here.join(program_path);
            }
        }
        let mut child = Command::new(&program_path)
            .args(args)
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| spawn_error(format!("{e} (working directory {})", cwd.display())))?;
        let stdin = child.stdin.take();
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(spawn_error("no stdout pipe".into()));
        };
        let (tx, replies) = mpsc::channel();
        thread::spawn(move || read_replies(stdout, tx));
        let stderr_tail = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let tail = Arc::clone(&stderr_tail);
            thread::spawn(move || keep_stderr_tail(stderr, tail));
        }
        Ok(GtpProcess {
            command: cmdline.to_string(),
            child,
            stdin,
            replies,
            stderr_tail,
            broken: None,
        })
    }

    /// The command line this process was started with.
    pub fn command_line(&self) -> &str {
        &self.command
    }

    /// Send one command line (it may carry a numeric GTP id) and wait for the
    /// reply up to `timeout`. After a timeout or crash the process is unusable
    /// (replies could no longer be matched to commands): kill it and spawn anew.
    pub fn send(&mut self, command: &str, timeout: Duration) -> Result<Reply, ClientError> {
        if let Some(why) = &self.broken {
            return Err(ClientError::Protocol(format!(
                "engine unusable after {why}"
            )));
        }
        let command = command.trim_end_matches(['\r', '\n']);
        if command.contains('\n') {
            return Err(ClientError::Protocol(format!(
                "command must be a single line: {command:?}"
            )));
        }
        let sent_id = leading_id(command);
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(ClientError::Protocol("engine stdin already closed".into()));
        };
        let written = stdin
            .write_all(command.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if let Err(e) = written {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return Err(self.crashed());
            }
            self.broken = Some("a write error".into());
            return Err(ClientError::Io(e));
        }
        match crate::util::recv_timeout_polled(&self.replies, timeout) {
            Ok(ReaderMsg::Block(lines)) => {
                let reply = parse_reply(&lines).inspect_err(|_| {
                    self.broken = Some("a malformed reply".into());
                })?;
                if sent_id.is_some() && reply.id != sent_id {
                    self.broken = Some("a reply with the wrong id".into());
                    return Err(ClientError::Protocol(format!(
                        "sent id {} but the reply carries {}",
                        sent_id.map_or("none".into(), |i| i.to_string()),
                        reply.id.map_or("none".into(), |i| i.to_string())
                    )));
                }
                Ok(reply)
            }
            Ok(ReaderMsg::Failed(e)) => {
                self.broken = Some("a read error".into());
                Err(ClientError::Io(e))
            }
            Ok(ReaderMsg::Eof) | Err(RecvTimeoutError::Disconnected) => Err(self.crashed()),
            Err(RecvTimeoutError::Timeout) => {
                self.broken = Some("a timeout".into());
                Err(ClientError::Timeout)
            }
        }
    }

    /// Kill the engine (if still running) and reap it.
    pub fn kill(&mut self) {
        self.stdin = None;
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
        self.broken.get_or_insert_with(|| "kill".into());
    }

    /// Build the error for an engine that closed its output, reaping it.
    fn crashed(&mut self) -> ClientError {
        self.broken = Some("a crash".into());
        self.stdin = None;
        let deadline = Instant::now() + EXIT_GRACE;
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break status.to_string(),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
                Ok(None) => {
                    self.kill();
                    break "still running after closing its output; killed".to_string();
                }
                Err(e) => break format!("exit status unknown: {e}"),
            }
        };
        // Give the stderr thread a moment to drain the last words.
        thread::sleep(Duration::from_millis(10));
        let stderr = self
            .stderr_tail
            .lock()
            .map(|s| s.clone())
            .unwrap_or_default();
        ClientError::Crashed { status, stderr }
    }
}

impl Drop for GtpProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The numeric GTP id a command line starts with, if any.
fn leading_id(command: &str) -> Option<u64> {
    let first = command.split_whitespace().next()?;
    if first.bytes().all(|b| b.is_ascii_digit()) {
        first.parse().ok()
    } else {
        None
    }
}

/// Parse the lines of one reply block (without its terminating empty line).
fn parse_reply(lines: &[String]) -> Result<Reply, ClientError> {
    let Some(first) = lines.first() else {
        return Err(ClientError::Protocol("empty reply".into()));
    };
    let success = match first.as_bytes().first() {
        Some(b'=') => true,
        Some(b'?') => false,
        _ => {
            return Err(ClientError::Protocol(format!(
                "reply does not start with '=' or '?': {first:?}"
            )))
        }
    };
    let rest = &first[1..];
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let id = if digits > 0 {
        Some(
            rest[..digits]
                .parse()
                .map_err(|_| ClientError::Protocol(format!("reply id out of range: {first:?}")))?,
        )
    } else {
        None
    };
    let after_id = &rest[digits..];
    if !(after_id.is_empty() || after_id.starts_with([' ', '\t'])) {
        return Err(ClientError::Protocol(format!(
            "reply id not followed by a space: {first:?}"
        )));
    }
    let mut text = after_id.trim_start_matches([' ', '\t']).to_string();
    for line in &lines[1..] {
        text.push('\n');
        text.push_str(line);
    }
    Ok(Reply { success, id, text })
}

/// Cut the engine's stdout into reply blocks separated by empty lines.
fn read_replies(stdout: impl Read, tx: mpsc::Sender<ReaderMsg>) {
    let mut reader = BufReader::new(stdout);
    let mut block: Vec<String> = Vec::new();
    let mut raw = Vec::new();
    loop {
        raw.clear();
        match reader.read_until(b'\n', &mut raw) {
            Ok(0) => {
                if !block.is_empty() {
                    let _ = tx.send(ReaderMsg::Block(std::mem::take(&mut block)));
                }
                let _ = tx.send(ReaderMsg::Eof);
                return;
            }
            Ok(_) => {
                let line: String = String::from_utf8_lossy(&raw)
                    .chars()
                    .filter(|&c| c != '\r' && c != '\n')
                    .collect();
                if line.trim().is_empty() {
                    if !block.is_empty()
                        && tx
                            .send(ReaderMsg::Block(std::mem::take(&mut block)))
                            .is_err()
                    {
                        return;
                    }
                } else {
                    block.push(line);
                }
            }
            Err(e) => {
                let _ = tx.send(ReaderMsg::Failed(e));
                return;
            }
        }
    }
}

/// Keep the last [`STDERR_TAIL_BYTES`] of the engine's stderr.
fn keep_stderr_tail(stderr: impl Read, tail: Arc<Mutex<String>>) {
    let mut reader = BufReader::new(stderr);
    let mut buf = [0u8; 1024];
    loop {
        match reader.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => {
                let Ok(mut t) = tail.lock() else { return };
                t.push_str(&String::from_utf8_lossy(&buf[..n]));
                if t.len() > STDERR_TAIL_BYTES {
                    let mut cut = t.len() - STDERR_TAIL_BYTES;
                    while !t.is_char_boundary(cut) {
                        cut += 1;
                    }
                    t.drain(..cut);
                }
            }
        }
    }
}

/// Split a command line shell-like: whitespace separates words, single
/// quotes keep everything literal, double quotes allow `\"` and `\\`, and a
/// backslash outside quotes escapes the next character.
pub fn split_command_line(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(ch) => word.push(ch),
                        None => return Err(format!("unterminated single quote in `{line}`")),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(ch @ ('"' | '\\' | '$' | '`')) => word.push(ch),
                            Some(ch) => {
                                word.push('\\');
                                word.push(ch);
                            }
                            None => return Err(format!("unterminated double quote in `{line}`")),
                        },
                        Some(ch) => word.push(ch),
                        None => return Err(format!("unterminated double quote in `{line}`")),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(ch) => word.push(ch),
                    None => return Err(format!("trailing backslash in `{line}`")),
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn splits_like_a_shell() {
        let check = |input: &str, expected: &[&str]| {
            assert_eq!(split_command_line(input).unwrap(), expected, "{input}");
        };
        check("gnugo --mode gtp", &["gnugo", "--mode", "gtp"]);
        check("  a   b  ", &["a", "b"]);
        check("sh -c 'echo a  b'", &["sh", "-c", "echo a  b"]);
        check(r#"x "a \"b\" c" d"#, &["x", r#"a "b" c"#, "d"]);
        check(r"a\ b c", &["a b", "c"]);
        check("''", &[""]);
        check("a'b'\"c\"", &["abc"]);
        check("", &[]);
        assert!(split_command_line("'open").is_err());
        assert!(split_command_line("\"open").is_err());
        assert!(split_command_line("end\\").is_err());
    }

    #[test]
    fn parses_replies() {
        let r = parse_reply(&lines(&["=12 1 C18"])).unwrap();
        assert_eq!(
            r,
            Reply {
                success: true,
                id: Some(12),
                text: "1 C18".into()
            }
        );
        let r = parse_reply(&lines(&["= "])).unwrap();
        assert_eq!(
            r,
            Reply {
                success: true,
                id: None,
                text: String::new()
            }
        );
        let r = parse_reply(&lines(&["=3"])).unwrap();
        assert_eq!(
            r,
            Reply {
                success: true,
                id: Some(3),
                text: String::new()
            }
        );
        let r = parse_reply(&lines(&["?7 unknown command"])).unwrap();
        assert_eq!(
            r,
            Reply {
                success: false,
                id: Some(7),
                text: "unknown command".into()
            }
        );
        let r = parse_reply(&lines(&["=1 first", "second", " third"])).unwrap();
        assert_eq!(r.text, "first\nsecond\n third");
        let r = parse_reply(&lines(&["=1   spaced  "])).unwrap();
        assert_eq!(r.text, "spaced  ");
        assert!(parse_reply(&lines(&["hello"])).is_err());
        assert!(parse_reply(&lines(&["=12x"])).is_err());
        assert!(parse_reply(&[]).is_err());
    }

    #[test]
    fn finds_leading_ids() {
        assert_eq!(leading_id("12 owl_attack A1"), Some(12));
        assert_eq!(leading_id("owl_attack A1"), None);
        assert_eq!(leading_id("12a foo"), None);
        assert_eq!(leading_id(""), None);
    }
}
