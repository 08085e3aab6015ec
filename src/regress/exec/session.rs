//! The engines a suite runs on, as sessions that answer one command at a
//! time within a timeout: an external GTP process, or the built-in engine
//! on a thread of its own (so that a hung command can be abandoned and a
//! panic becomes a crash of the test, not of the run); and what a new
//! engine says it knows (its node counters, `clear_cache`).

use super::{EngineChoice, Stop};
use crate::gtp_client::{ClientError, GtpProcess};
use crate::regress::nodes::NodeCounter;
use crate::regress::{Backend, BackendFactory};
use crate::util::{receive_soon, recv_until, Received};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::time::Duration;

/// What became of one command.
pub(super) enum Answer {
    Reply(Result<String, String>),
    Crash(String),
    Timeout,
    /// The run was stopped while waiting.
    Stopped,
}

/// A running engine.
pub(super) trait Session {
    /// Send `command` (without id) tagged with `id` where the protocol allows.
    fn call(
        &mut self,
        id: Option<u64>,
        command: &str,
        timeout: Duration,
        stop: Option<&AtomicBool>,
    ) -> Answer;
    /// The engine as messages name it.
    fn name(&self) -> String;
}

struct External(GtpProcess);

impl Session for External {
    fn call(
        &mut self,
        id: Option<u64>,
        command: &str,
        timeout: Duration,
        stop: Option<&AtomicBool>,
    ) -> Answer {
        let line = match id {
            Some(id) => format!("{id} {command}"),
            None => command.to_string(),
        };
        match self.0.send_unless(&line, timeout, stop) {
            Ok(reply) if reply.success => Answer::Reply(Ok(reply.text)),
            Ok(reply) => Answer::Reply(Err(reply.text)),
            Err(ClientError::Timeout) => Answer::Timeout,
            Err(ClientError::Stopped) => Answer::Stopped,
            Err(e) => Answer::Crash(e.to_string()),
        }
    }

    fn name(&self) -> String {
        format!("engine `{}`", self.0.command_line())
    }
}

/// An in-process backend living on its own thread, so a hung command can be
/// abandoned (the thread is detached and finishes on its own).
struct InProcess {
    commands: Sender<String>,
    replies: Receiver<Result<Result<String, String>, String>>,
}

impl InProcess {
    fn start(factory: &BackendFactory, base: &Path) -> Result<InProcess, String> {
        let (commands, command_rx) = mpsc::channel::<String>();
        let (reply_tx, replies) = mpsc::channel();
        let factory = Arc::clone(factory);
        let base = base.to_path_buf();
        crate::search::spawn_with_search_stack("regress-engine", move || {
            let made = catch_unwind(AssertUnwindSafe(|| factory(&base)));
            let mut backend: Box<dyn Backend> = match made {
                Ok(backend) => backend,
                Err(panic) => {
                    let _ = reply_tx.send(Err(panic_text(&panic)));
                    return;
                }
            };
            while let Some(command) = receive_soon(&command_rx) {
                match catch_unwind(AssertUnwindSafe(|| backend.execute(&command))) {
                    Ok(reply) => {
                        if reply_tx.send(Ok(reply)).is_err() {
                            return;
                        }
                    }
                    Err(panic) => {
                        let _ = reply_tx.send(Err(panic_text(&panic)));
                        return;
                    }
                }
            }
        })
        .map_err(|e| format!("cannot start engine thread: {e}"))?;
        Ok(InProcess { commands, replies })
    }
}

fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    let text = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown payload".into());
    format!("engine panicked: {text}")
}

impl Session for InProcess {
    fn call(
        &mut self,
        _id: Option<u64>,
        command: &str,
        timeout: Duration,
        stop: Option<&AtomicBool>,
    ) -> Answer {
        if self.commands.send(command.to_string()).is_err() {
            return Answer::Crash("engine thread has stopped".into());
        }
        match recv_until(&self.replies, timeout, stop) {
            Received::Message(Ok(reply)) => Answer::Reply(reply),
            Received::Message(Err(panic)) => Answer::Crash(panic),
            Received::Timeout => Answer::Timeout,
            Received::Stopped => Answer::Stopped,
            Received::Disconnected => Answer::Crash("engine thread has stopped".into()),
        }
    }

    fn name(&self) -> String {
        "the built-in engine".into()
    }
}

/// A session plus what we learnt about it.
pub(super) struct Engine {
    pub(super) session: Box<dyn Session>,
    /// The node counters the engine can reset and read, in the order of
    /// [`NodeCounter::ALL`] (GNU Go's `regress.pike` order).
    pub(super) counters: Vec<NodeCounter>,
    /// The built-in engine knows `clear_cache`: it is sent before each
    /// test, so a test's answer and node counts do not depend on the tests
    /// before it.
    pub(super) clears: bool,
    /// The engine knows `solver_proved`: owl answers are marked proved or
    /// not.
    pub(super) proves: bool,
}

impl Engine {
    pub(super) fn start(
        choice: &EngineChoice,
        dir: &Path,
        timeout: Duration,
        stop: Option<&AtomicBool>,
    ) -> Result<Engine, Stop> {
        let mut session: Box<dyn Session> = match choice {
            EngineChoice::External(cmdline) | EngineChoice::Tesuji(cmdline) => Box::new(External(
                GtpProcess::spawn(cmdline, dir).map_err(|e| Stop::Error(e.to_string()))?,
            )),
            EngineChoice::InProcess(factory) => {
                Box::new(InProcess::start(factory, dir).map_err(Stop::Error)?)
            }
        };
        let (counters, clears, proves) = match session.call(None, "list_commands", timeout, stop) {
            Answer::Reply(Ok(list)) => {
                let known: Vec<&str> = list.split_whitespace().collect();
                let counters = NodeCounter::ALL
                    .into_iter()
                    .filter(|c| {
                        let kind = c.name();
                        known.contains(&format!("reset_{kind}_node_counter").as_str())
                            && known.contains(&format!("get_{kind}_node_counter").as_str())
                    })
                    .collect();
                // Only the built-in engine: an external engine runs as it
                // would on its own (GNU Go's answers depend on its cache,
                // and clearing it would change its published figures).
                let clears = matches!(choice, EngineChoice::InProcess(_) | EngineChoice::Tesuji(_));
                let proves = known.contains(&"solver_proved");
                (counters, clears && known.contains(&"clear_cache"), proves)
            }
            Answer::Reply(Err(_)) => (Vec::new(), false, false),
            Answer::Crash(why) => {
                return Err(Stop::Error(format!(
                    "{} died on list_commands: {why}",
                    session.name()
                )))
            }
            Answer::Timeout => {
                return Err(Stop::Error(format!(
                    "{} did not answer list_commands in time",
                    session.name()
                )))
            }
            Answer::Stopped => return Err(Stop::Interrupted),
        };
        Ok(Engine {
            session,
            counters,
            clears,
            proves,
        })
    }
}
