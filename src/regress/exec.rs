//! Execution: run suites against a fresh engine each and emit events.
//!
//! One engine per suite, working in the suite's folder. Around each numbered
//! test the node counters are reset and read, when the engine knows the
//! commands (asked once per engine with `list_commands`). A crash or hang
//! marks the test, restarts the engine, replays the setup commands since the
//! last `loadsgf`/`boardsize`/`clear_board`, and the suite goes on.

use super::events::{Event, TestRecord};
use super::tst::{normalise_answer, Item, Status, Suite, SuiteSpec};
use super::{Backend, BackendFactory};
use crate::gtp_client::{ClientError, GtpProcess};
use crate::util::{receive_soon, recv_timeout_polled};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// Which engine answers the tests.
#[derive(Clone)]
pub enum EngineChoice {
    /// An external GTP engine command line, one process per suite.
    External(String),
    /// An in-process engine made by the factory for each suite's folder.
    InProcess(BackendFactory),
}

/// How suites are run.
#[derive(Clone)]
pub struct RunOptions {
    pub engine: EngineChoice,
    /// Limit for each command (tests, setup and counter commands).
    pub timeout: Duration,
}

/// The node counters, in the order GNU Go's `regress.pike` resets them.
const COUNTERS: [&str; 3] = ["reading", "owl", "connection"];

/// What became of one command.
enum Answer {
    Reply(Result<String, String>),
    Crash(String),
    Timeout,
}

/// A running engine.
trait Session {
    /// Send `command` (without id) tagged with `id` where the protocol allows.
    fn call(&mut self, id: Option<u64>, command: &str, timeout: Duration) -> Answer;
}

struct External(GtpProcess);

impl Session for External {
    fn call(&mut self, id: Option<u64>, command: &str, timeout: Duration) -> Answer {
        let line = match id {
            Some(id) => format!("{id} {command}"),
            None => command.to_string(),
        };
        match self.0.send(&line, timeout) {
            Ok(reply) if reply.success => Answer::Reply(Ok(reply.text)),
            Ok(reply) => Answer::Reply(Err(reply.text)),
            Err(ClientError::Timeout) => Answer::Timeout,
            Err(e) => Answer::Crash(e.to_string()),
        }
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
    fn call(&mut self, _id: Option<u64>, command: &str, timeout: Duration) -> Answer {
        if self.commands.send(command.to_string()).is_err() {
            return Answer::Crash("engine thread has stopped".into());
        }
        match recv_timeout_polled(&self.replies, timeout) {
            Ok(Ok(reply)) => Answer::Reply(reply),
            Ok(Err(panic)) => Answer::Crash(panic),
            Err(RecvTimeoutError::Timeout) => Answer::Timeout,
            Err(RecvTimeoutError::Disconnected) => {
                Answer::Crash("engine thread has stopped".into())
            }
        }
    }
}

/// A session plus what we learnt about it.
struct Engine {
    session: Box<dyn Session>,
    counters: bool,
    /// The built-in engine knows `clear_cache`: it is sent before each
    /// test, so a test's answer and node counts do not depend on the tests
    /// before it.
    clears: bool,
}

impl Engine {
    fn start(choice: &EngineChoice, dir: &Path, timeout: Duration) -> Result<Engine, String> {
        let mut session: Box<dyn Session> = match choice {
            EngineChoice::External(cmdline) => Box::new(External(
                GtpProcess::spawn(cmdline, dir).map_err(|e| e.to_string())?,
            )),
            EngineChoice::InProcess(factory) => Box::new(InProcess::start(factory, dir)?),
        };
        let (counters, clears) = match session.call(None, "list_commands", timeout) {
            Answer::Reply(Ok(list)) => {
                let known: Vec<&str> = list.split_whitespace().collect();
                let counters = COUNTERS.iter().all(|kind| {
                    known.contains(&format!("reset_{kind}_node_counter").as_str())
                        && known.contains(&format!("get_{kind}_node_counter").as_str())
                });
                // Only the built-in engine: an external engine runs as it
                // would on its own (GNU Go's answers depend on its cache,
                // and clearing it would change its published figures).
                let in_process = matches!(choice, EngineChoice::InProcess(_));
                (counters, in_process && known.contains(&"clear_cache"))
            }
            Answer::Reply(Err(_)) => (false, false),
            Answer::Crash(why) => return Err(format!("engine died on list_commands: {why}")),
            Answer::Timeout => return Err("engine did not answer list_commands in time".into()),
        };
        Ok(Engine {
            session,
            counters,
            clears,
        })
    }
}

/// The verb of a command line.
fn verb(command: &str) -> &str {
    command.split_whitespace().next().unwrap_or("")
}

/// Keep the setup commands (with their lines) needed to rebuild the
/// position after a restart.
fn note_setup(replay: &mut Vec<(usize, String)>, line: usize, command: &str) {
    match verb(command) {
        "loadsgf" => replay.clear(),
        "boardsize" => replay.retain(|(_, c)| verb(c) == "komi"),
        "clear_board" => replay.retain(|(_, c)| matches!(verb(c), "boardsize" | "komi")),
        _ => {}
    }
    replay.push((line, command.to_string()));
}

/// Runs one suite, emitting its events.
struct SuiteRun<'a> {
    options: &'a RunOptions,
    name: String,
    dir: PathBuf,
    emit: &'a mut dyn FnMut(Event),
    engine: Option<Engine>,
    replay: Vec<(usize, String)>,
}

impl SuiteRun<'_> {
    fn problem(&mut self, line: usize, message: String) {
        (self.emit)(Event::Problem {
            suite: self.name.clone(),
            line,
            message,
        });
    }

    /// Start a fresh engine and replay the setup. On failure the suite must stop.
    fn restart(&mut self) -> Result<(), String> {
        self.engine = None;
        let mut engine = Engine::start(&self.options.engine, &self.dir, self.options.timeout)
            .map_err(|e| format!("engine could not be restarted: {e}"))?;
        for (line, command) in &self.replay {
            match engine.session.call(None, command, self.options.timeout) {
                Answer::Reply(Ok(_)) => {}
                Answer::Reply(Err(e)) => {
                    let message = format!("replayed setup command `{command}` failed: {e}");
                    (self.emit)(Event::Problem {
                        suite: self.name.clone(),
                        line: *line,
                        message,
                    });
                }
                Answer::Crash(why) => {
                    return Err(format!("engine died replaying `{command}`: {why}"))
                }
                Answer::Timeout => return Err(format!("engine hung replaying `{command}`")),
            }
        }
        self.engine = Some(engine);
        Ok(())
    }

    /// Send a command to the current engine, starting one first if needed. A
    /// crash or hang is returned as such and the engine is dropped, to be
    /// restarted (with the setup replayed) before the next command.
    fn call(&mut self, line: usize, id: Option<u64>, command: &str) -> Result<Answer, String> {
        self.ensure_engine()?;
        let Some(engine) = self.engine.as_mut() else {
            return Err("no engine".into());
        };
        let answer = engine.session.call(id, command, self.options.timeout);
        match &answer {
            Answer::Crash(why) => {
                let message = format!("engine crashed on `{command}`: {why}; restarting");
                self.problem(line, message);
                self.engine = None;
            }
            Answer::Timeout => {
                let message = format!(
                    "engine gave no answer to `{command}` within {:?}; restarting",
                    self.options.timeout
                );
                self.problem(line, message);
                self.engine = None;
            }
            Answer::Reply(_) => {}
        }
        Ok(answer)
    }

    /// Start an engine (replaying the setup) if there is none.
    fn ensure_engine(&mut self) -> Result<(), String> {
        if self.engine.is_none() {
            self.restart()?;
        }
        Ok(())
    }

    fn counters_known(&self) -> bool {
        self.engine.as_ref().is_some_and(|e| e.counters)
    }

    fn clears_known(&self) -> bool {
        self.engine.as_ref().is_some_and(|e| e.clears)
    }

    fn run(
        &mut self,
        suite: &Suite,
        only: Option<&std::collections::BTreeSet<u64>>,
    ) -> Result<(), String> {
        self.ensure_engine()?;
        for item in &suite.items {
            match item {
                Item::Setup { line, command } => {
                    note_setup(&mut self.replay, *line, command);
                    if let Answer::Reply(Err(e)) = self.call(*line, None, command)? {
                        self.problem(*line, format!("setup command `{command}` failed: {e}"));
                    }
                }
                Item::Test(test) => {
                    if only.is_some_and(|ids| !ids.contains(&test.id)) {
                        continue;
                    }
                    self.ensure_engine()?;
                    let with_counters = self.counters_known();
                    if self.clears_known() {
                        self.call(test.line, None, "clear_cache")?;
                    }
                    if with_counters {
                        for kind in COUNTERS {
                            self.call(test.line, None, &format!("reset_{kind}_node_counter"))?;
                        }
                    }
                    let start = Instant::now();
                    let answer = self.call(test.line, Some(test.id), &test.command)?;
                    let seconds = start.elapsed().as_secs_f64();
                    let mut nodes = [None; 3];
                    let answered = matches!(answer, Answer::Reply(_));
                    if with_counters && answered && self.counters_known() {
                        for (slot, kind) in nodes.iter_mut().zip(COUNTERS) {
                            let command = format!("get_{kind}_node_counter");
                            if let Answer::Reply(Ok(text)) = self.call(test.line, None, &command)? {
                                *slot = normalise_answer(&text).trim().parse::<u64>().ok();
                            }
                        }
                    }
                    let (status, answer_text) = match &answer {
                        Answer::Reply(Ok(text)) => {
                            (test.expectation.classify(Ok(text)), normalise_answer(text))
                        }
                        Answer::Reply(Err(text)) => (
                            test.expectation.classify(Err(text)),
                            format!("? {}", normalise_answer(text)),
                        ),
                        Answer::Crash(_) => (Status::Crashed, String::new()),
                        Answer::Timeout => (Status::Timeout, String::new()),
                    };
                    (self.emit)(Event::TestFinished(TestRecord {
                        suite: self.name.clone(),
                        id: test.id,
                        command: test.command.clone(),
                        expected: test.expectation.text.clone(),
                        answer: answer_text,
                        status,
                        reading_nodes: nodes[0],
                        owl_nodes: nodes[1],
                        connection_nodes: nodes[2],
                        seconds,
                    }));
                }
            }
        }
        Ok(())
    }
}

/// The folder a suite runs in.
fn suite_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Run one suite with a fresh engine, emitting its events.
pub fn run_suite(spec: &SuiteSpec, options: &RunOptions, emit: &mut dyn FnMut(Event)) {
    let fallback_name = spec
        .path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let suite = match Suite::load(&spec.path) {
        Ok(suite) => suite,
        Err(e) => {
            emit(Event::SuiteStarted {
                suite: fallback_name.clone(),
                path: spec.path.display().to_string(),
                tests: 0,
            });
            emit(Event::SuiteFinished {
                suite: fallback_name,
                error: Some(e.to_string()),
                ended_early: false,
            });
            return;
        }
    };
    let tests = suite
        .tests()
        .filter(|t| spec.only.as_ref().map_or(true, |ids| ids.contains(&t.id)))
        .count();
    emit(Event::SuiteStarted {
        suite: suite.name.clone(),
        path: spec.path.display().to_string(),
        tests,
    });
    if let Some(only) = &spec.only {
        let missing: Vec<String> = only
            .iter()
            .filter(|id| !suite.tests().any(|t| t.id == **id))
            .map(|id| id.to_string())
            .collect();
        if !missing.is_empty() {
            emit(Event::Problem {
                suite: suite.name.clone(),
                line: 0,
                message: format!(
                    "no test numbered {} in {}",
                    missing.join(","),
                    spec.path.display()
                ),
            });
        }
    }
    let mut run = SuiteRun {
        options,
        name: suite.name.clone(),
        dir: suite_dir(&spec.path),
        emit,
        engine: None,
        replay: Vec::new(),
    };
    let error = run.run(&suite, spec.only.as_ref()).err();
    drop(run.engine.take());
    let ended_early = error.is_some();
    emit(Event::SuiteFinished {
        suite: suite.name.clone(),
        error,
        ended_early,
    });
}

/// Run suites on up to `jobs` threads. Events reach `sink` grouped by suite,
/// in the order of `specs`, whatever `jobs` is; the first unfinished suite's
/// events are passed on as they happen.
pub fn run_all(
    specs: &[SuiteSpec],
    options: &RunOptions,
    jobs: usize,
    sink: &mut dyn FnMut(Event),
) {
    let (tx, rx) = mpsc::channel::<(usize, Event)>();
    let next = AtomicUsize::new(0);
    let workers = jobs.clamp(1, specs.len().max(1));
    thread::scope(|scope| {
        for _ in 0..workers {
            let tx = tx.clone();
            let next = &next;
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                let Some(spec) = specs.get(index) else { break };
                run_suite(spec, options, &mut |event| {
                    let _ = tx.send((index, event));
                });
            });
        }
        drop(tx);
        let mut buffered: Vec<Vec<Event>> = vec![Vec::new(); specs.len()];
        let mut finished = vec![false; specs.len()];
        let mut current = 0;
        for (index, event) in rx {
            let ends = matches!(event, Event::SuiteFinished { .. });
            if index == current {
                sink(event);
            } else {
                buffered[index].push(event);
            }
            if ends {
                finished[index] = true;
            }
            while current < specs.len() && finished[current] {
                current += 1;
                if current < specs.len() {
                    for event in buffered[current].drain(..) {
                        sink(event);
                    }
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_keeps_what_rebuilds_the_position() {
        let mut replay = Vec::new();
        let commands =
            |r: &Vec<(usize, String)>| r.iter().map(|(_, c)| c.clone()).collect::<Vec<_>>();
        for (line, c) in [
            "komi 5.5",
            "boardsize 9",
            "play B A1",
            "clear_board",
            "play W B2",
        ]
        .into_iter()
        .enumerate()
        {
            note_setup(&mut replay, line + 1, c);
        }
        assert_eq!(
            commands(&replay),
            ["komi 5.5", "boardsize 9", "clear_board", "play W B2"]
        );
        assert_eq!(replay[2].0, 4);
        note_setup(&mut replay, 9, "loadsgf games/x.sgf 12");
        note_setup(&mut replay, 10, "play B C3");
        assert_eq!(commands(&replay), ["loadsgf games/x.sgf 12", "play B C3"]);
        note_setup(&mut replay, 11, "boardsize 13");
        assert_eq!(commands(&replay), ["boardsize 13"]);
    }

    #[test]
    fn suites_run_in_their_folder() {
        assert_eq!(suite_dir(Path::new("a/b/owl.tst")), PathBuf::from("a/b"));
        assert_eq!(suite_dir(Path::new("owl.tst")), PathBuf::from("."));
    }
}
