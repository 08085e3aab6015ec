//! A GTP client that drives an engine running as a subprocess.
//!
//! The engine runs in a process group of its own, so that ending it ends
//! whatever it started (a wrapper's children too), and is killed by the
//! kernel if the thread that started it dies first. Its stdin is written by
//! a dedicated thread and its stdout read by another, which cuts it into
//! replies (blocks of lines ended by an empty line, at most
//! [`MAX_REPLY_BYTES`]) and hands them over a channel, so every
//! [`GtpProcess::send`] waits with one timeout for writing the command and
//! reading the reply. A reply cut off by the end of the output is a crash,
//! not an answer. The group is always killed and the child reaped when the
//! client is dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How many bytes of the engine's stderr are kept for error messages.
const STDERR_TAIL_BYTES: usize = 4096;

/// How long to wait for a closing engine to exit before killing it.
const EXIT_GRACE: Duration = Duration::from_millis(500);

/// The longest reply accepted, in bytes. GNU Go's longest replies (a
/// `printsgf` of a full board, `gogui-analyze_commands`) are a few
/// kilobytes; anything beyond this is an engine gone wrong, and reading it
/// on would grow memory without bound.
pub const MAX_REPLY_BYTES: usize = 8 << 20;

/// What can go wrong while talking to an engine.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The command line could not be split or the program could not be started.
    #[error("cannot start engine `{command}`: {reason}")]
    Spawn { command: String, reason: String },
    /// Reading from or writing to the engine failed.
    #[error("i/o error talking to the engine: {0}")]
    Io(#[from] std::io::Error),
    /// No complete reply arrived within the allowed time (the command may
    /// not even have been written: the engine stopped reading).
    #[error("engine did not answer in time")]
    Timeout,
    /// The wait was given up because the caller asked to stop.
    #[error("stopped while waiting for the engine")]
    Stopped,
    /// The engine closed its output (usually: it exited or crashed).
    #[error("engine closed its output ({status}){}", stderr_suffix(.stderr))]
    Crashed { status: String, stderr: String },
    /// The engine closed its output in the middle of a reply.
    #[error("engine closed its output in the middle of a reply ({partial:?} and no empty line; {status}){}", stderr_suffix(.stderr))]
    CutOff {
        partial: String,
        status: String,
        stderr: String,
    },
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

/// A message from the stdout reader or the stdin writer thread.
enum EngineMsg {
    /// A complete reply.
    Block(Vec<String>),
    /// The output ended in the middle of a reply.
    Cut(Vec<String>),
    /// The output ended between replies.
    Eof,
    /// A reply longer than [`MAX_REPLY_BYTES`]; the reader stopped.
    TooLong,
    Failed(std::io::Error),
    /// Writing a command failed.
    WriteFailed(std::io::Error),
}

/// An engine process spoken to over GTP.
pub struct GtpProcess {
    command: String,
    child: Child,
    /// Command lines for the writer thread; `None` once stdin is closed.
    stdin: Option<Sender<Vec<u8>>>,
    replies: Receiver<EngineMsg>,
    stderr_tail: Arc<Mutex<String>>,
    /// Set after a timeout or a crash: replies can no longer be matched to commands.
    broken: Option<String>,
    /// The child has been reaped (its process group is gone or no longer ours).
    reaped: bool,
}

impl GtpProcess {
    /// Spawn `cmdline` (split shell-like on whitespace, quotes honoured) with
    /// `cwd` as working directory, in a process group of its own. A relative
    /// program path containing `/` is resolved against the caller's working
    /// directory, not `cwd`.
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
        let mut command = Command::new(&program_path);
        command
            .args(args)
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0);
        // In a group of its own the engine no longer gets the terminal's
        // SIGINT: have the kernel kill it when the thread that started it
        // dies (the process killed, say), so a hung engine is not left behind.
        let parent = std::process::id();
        // SAFETY: the closure runs in the child between fork and exec and
        // calls only async-signal-safe functions (prctl, getppid, _exit).
        unsafe {
            command.pre_exec(move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                if libc::getppid() as u32 != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
        let mut child = command
            .spawn()
            .map_err(|e| spawn_error(format!("{e} (working directory {})", cwd.display())))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            kill_group(&child);
            let _ = child.wait();
            return Err(spawn_error("no stdin or stdout pipe".into()));
        };
        let (tx, replies) = mpsc::channel();
        let (commands, command_rx) = mpsc::channel::<Vec<u8>>();
        let write_tx = tx.clone();
        thread::spawn(move || write_commands(stdin, command_rx, write_tx));
        thread::spawn(move || read_replies(stdout, MAX_REPLY_BYTES, tx));
        let stderr_tail = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let tail = Arc::clone(&stderr_tail);
            thread::spawn(move || keep_stderr_tail(stderr, tail));
        }
        Ok(GtpProcess {
            command: cmdline.to_string(),
            child,
            stdin: Some(commands),
            replies,
            stderr_tail,
            broken: None,
            reaped: false,
        })
    }

    /// The command line this process was started with.
    pub fn command_line(&self) -> &str {
        &self.command
    }

    /// The engine's process id (also its process group's id).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Send one command line (it may carry a numeric GTP id) and wait for the
    /// reply up to `timeout`, which covers writing the command too. After a
    /// timeout or crash the process is unusable (replies could no longer be
    /// matched to commands): kill it and spawn anew.
    pub fn send(&mut self, command: &str, timeout: Duration) -> Result<Reply, ClientError> {
        self.send_unless(command, timeout, None)
    }

    /// [`GtpProcess::send`], giving up early with [`ClientError::Stopped`]
    /// once `stop` is set (checked a few times a second).
    pub fn send_unless(
        &mut self,
        command: &str,
        timeout: Duration,
        stop: Option<&AtomicBool>,
    ) -> Result<Reply, ClientError> {
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
        let Some(stdin) = self.stdin.as_ref() else {
            return Err(ClientError::Protocol("engine stdin already closed".into()));
        };
        let mut line = Vec::with_capacity(command.len() + 1);
        line.extend_from_slice(command.as_bytes());
        line.push(b'\n');
        if stdin.send(line).is_err() {
            return Err(self.crashed());
        }
        use crate::util::Received;
        match crate::util::recv_until(&self.replies, timeout, stop) {
            Received::Message(EngineMsg::Block(lines)) => {
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
            Received::Message(EngineMsg::Cut(lines)) => {
                let (status, stderr) = self.reap_after_eof();
                Err(ClientError::CutOff {
                    partial: lines.join("\n"),
                    status,
                    stderr,
                })
            }
            Received::Message(EngineMsg::TooLong) => {
                self.broken = Some("an overlong reply".into());
                Err(ClientError::Protocol(format!(
                    "reply longer than {MAX_REPLY_BYTES} bytes"
                )))
            }
            Received::Message(EngineMsg::Failed(e)) => {
                self.broken = Some("a read error".into());
                Err(ClientError::Io(e))
            }
            Received::Message(EngineMsg::WriteFailed(e)) => {
                if e.kind() == std::io::ErrorKind::BrokenPipe {
                    return Err(self.crashed());
                }
                self.broken = Some("a write error".into());
                Err(ClientError::Io(e))
            }
            Received::Message(EngineMsg::Eof) | Received::Disconnected => Err(self.crashed()),
            Received::Timeout => {
                self.broken = Some("a timeout".into());
                Err(ClientError::Timeout)
            }
            Received::Stopped => {
                self.broken = Some("a stop".into());
                Err(ClientError::Stopped)
            }
        }
    }

    /// Kill the engine's process group (if still running) and reap the engine.
    pub fn kill(&mut self) {
        self.stdin = None;
        if !self.reaped {
            // The engine is not reaped yet, so its pid (the group's id)
            // cannot have been reused: the signal reaches only its group.
            kill_group(&self.child);
            let _ = self.child.wait();
            self.reaped = true;
        }
        self.broken.get_or_insert_with(|| "kill".into());
    }

    /// Build the error for an engine that closed its output.
    fn crashed(&mut self) -> ClientError {
        let (status, stderr) = self.reap_after_eof();
        ClientError::Crashed { status, stderr }
    }

    /// For an engine that closed its output: wait a moment for it to exit,
    /// end what is left of its group, reap it, and give its exit status
    /// and the tail of its stderr.
    fn reap_after_eof(&mut self) -> (String, String) {
        self.broken = Some("a crash".into());
        self.stdin = None;
        let deadline = Instant::now() + EXIT_GRACE;
        let status = if self.reaped {
            "already reaped".to_string()
        } else {
            loop {
                match exited_unreaped(&self.child) {
                    Ok(true) => {
                        kill_group(&self.child);
                        break match self.child.wait() {
                            Ok(status) => status.to_string(),
                            Err(e) => format!("exit status unknown: {e}"),
                        };
                    }
                    Ok(false) if Instant::now() < deadline => {
                        thread::sleep(Duration::from_millis(5))
                    }
                    Ok(false) => {
                        kill_group(&self.child);
                        let _ = self.child.wait();
                        break "still running after closing its output; killed".to_string();
                    }
                    Err(e) => {
                        kill_group(&self.child);
                        let _ = self.child.wait();
                        break format!("exit status unknown: {e}");
                    }
                }
            }
        };
        self.reaped = true;
        // Give the stderr thread a moment to drain the last words.
        thread::sleep(Duration::from_millis(10));
        let stderr = self
            .stderr_tail
            .lock()
            .map(|s| s.clone())
            .unwrap_or_default();
        (status, stderr)
    }
}

impl Drop for GtpProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Send SIGKILL to the process group led by `child` (spawned with
/// `process_group(0)`, so the group's id is the child's pid).
fn kill_group(child: &Child) {
    let Ok(pgid) = libc::pid_t::try_from(child.id()) else {
        return;
    };
    // SAFETY: kill(2) with a negative pid signals a process group; it has
    // no memory-safety preconditions.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}

/// Whether `child` has exited, leaving it unreaped (so its pid stays ours).
fn exited_unreaped(child: &Child) -> std::io::Result<bool> {
    let pid: libc::id_t = child.id();
    // SAFETY: waitid(2) writes only into the zeroed siginfo_t we own.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let r = libc::waitid(
            libc::P_PID,
            pid,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        );
        if r != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(info.si_pid() != 0)
    }
}

/// Write each command to the engine's stdin, reporting a failed write.
/// Ends (closing stdin) when the client drops its sender.
fn write_commands(
    mut stdin: std::process::ChildStdin,
    commands: Receiver<Vec<u8>>,
    tx: Sender<EngineMsg>,
) {
    while let Ok(line) = commands.recv() {
        if let Err(e) = stdin.write_all(&line).and_then(|()| stdin.flush()) {
            let _ = tx.send(EngineMsg::WriteFailed(e));
            return;
        }
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

/// Cut the engine's stdout into reply blocks separated by empty lines, each
/// at most `limit` bytes.
fn read_replies(stdout: impl Read, limit: usize, tx: Sender<EngineMsg>) {
    let mut reader = BufReader::new(stdout);
    let mut block: Vec<String> = Vec::new();
    let mut block_bytes = 0usize;
    let mut raw = Vec::new();
    loop {
        raw.clear();
        // Never buffer more than the rest of the allowance (plus one byte
        // to see that it was exceeded), even for a line without newline.
        let room = (limit - block_bytes) as u64 + 1;
        match reader.by_ref().take(room).read_until(b'\n', &mut raw) {
            Ok(0) => {
                let last = if block.is_empty() {
                    EngineMsg::Eof
                } else {
                    EngineMsg::Cut(block)
                };
                let _ = tx.send(last);
                return;
            }
            Ok(n) => {
                block_bytes += n;
                if block_bytes > limit {
                    let _ = tx.send(EngineMsg::TooLong);
                    return;
                }
                if raw.last() != Some(&b'\n') {
                    // The output ends within a line: keep it, the next read says EOF.
                    block.push(String::from_utf8_lossy(&raw).replace('\r', ""));
                    continue;
                }
                let line: String = String::from_utf8_lossy(&raw)
                    .chars()
                    .filter(|&c| c != '\r' && c != '\n')
                    .collect();
                if line.trim().is_empty() {
                    block_bytes = 0;
                    if !block.is_empty()
                        && tx
                            .send(EngineMsg::Block(std::mem::take(&mut block)))
                            .is_err()
                    {
                        return;
                    }
                } else {
                    block.push(line);
                }
            }
            Err(e) => {
                let _ = tx.send(EngineMsg::Failed(e));
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
