//! Execution: run suites against a fresh engine each and emit events.
//!
//! One engine per suite, working in the suite's folder. Around each numbered
//! test the node counters are reset and read, when the engine knows the
//! commands (asked once per engine with `list_commands`). A crash or hang
//! marks the test, restarts the engine, replays the setup commands since the
//! last `loadsgf`/`boardsize`/`clear_board` (each exactly once, so the
//! restarted engine holds the position a clean run holds there), and the
//! suite goes on. Node counts come only from the engine that answered the
//! test: if it dies before they are read, the test has none.
//!
//! A stop flag (set on SIGINT/SIGTERM by the command line) ends the run
//! early: waits give up, no new test or suite starts, and every suite that
//! started ends with `interrupted`.

mod session;

use super::events::{Event, TestRecord};
use super::nodes::{NodeCounter, Nodes};
use super::tst::{normalise_answer, Item, MatchMode, Status, Suite, SuiteSpec};
use super::BackendFactory;
use session::{Answer, Engine};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// Which engine answers the tests.
#[derive(Clone)]
pub enum EngineChoice {
    /// An external GTP engine command line, one process per suite.
    External(String),
    /// Another tesuji binary's `gtp` command line, run like an external
    /// engine but, like the built-in engine, sent `clear_cache` before
    /// each test (so its node counts compare with the built-in engine's).
    Tesuji(String),
    /// An in-process engine made by the factory for each suite's folder.
    InProcess(BackendFactory),
}

/// How suites are run.
#[derive(Clone)]
pub struct RunOptions {
    pub engine: EngineChoice,
    /// Limit for each command (tests, setup and counter commands).
    pub timeout: Duration,
    /// Once set, the run ends as soon as it can (see the module doc).
    pub stop: Option<Arc<AtomicBool>>,
    /// How expected answers are matched (GNU Go's script by default).
    pub match_mode: MatchMode,
}

impl RunOptions {
    fn stopped(&self) -> bool {
        self.stop.as_ref().is_some_and(|s| s.load(Ordering::SeqCst))
    }
}

/// A command as messages show it: long ones cut to their start and length.
fn shown(command: &str) -> std::borrow::Cow<'_, str> {
    const SHOWN: usize = 80;
    if command.len() <= SHOWN {
        return command.into();
    }
    let mut end = SHOWN;
    while !command.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... ({} bytes)", &command[..end], command.len()).into()
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

/// Why a suite ended before its last item.
#[derive(Debug)]
enum Stop {
    /// The engine could not be (re)started or its setup not replayed.
    Error(String),
    /// The run was stopped.
    Interrupted,
}

/// Runs one suite, emitting its events.
struct SuiteRun<'a> {
    options: &'a RunOptions,
    name: String,
    dir: PathBuf,
    emit: &'a mut dyn FnMut(Event),
    engine: Option<Engine>,
    /// The setup commands a restarted engine replays, with their lines:
    /// those sent so far since the last position-setting command.
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
    fn restart(&mut self) -> Result<(), Stop> {
        self.engine = None;
        let stop = self.options.stop.as_deref();
        let mut engine =
            match Engine::start(&self.options.engine, &self.dir, self.options.timeout, stop) {
                Ok(engine) => engine,
                Err(Stop::Error(e)) => {
                    return Err(Stop::Error(format!("engine could not be restarted: {e}")))
                }
                Err(stop) => return Err(stop),
            };
        let name = engine.session.name();
        for (line, command) in &self.replay {
            match engine
                .session
                .call(None, command, self.options.timeout, stop)
            {
                Answer::Reply(Ok(_)) => {}
                Answer::Reply(Err(e)) => {
                    let message =
                        format!("replayed setup command `{}` failed: {e}", shown(command));
                    (self.emit)(Event::Problem {
                        suite: self.name.clone(),
                        line: *line,
                        message,
                    });
                }
                Answer::Crash(why) => {
                    return Err(Stop::Error(format!(
                        "{name} died replaying `{}` (line {line}): {why}",
                        shown(command)
                    )))
                }
                Answer::Timeout => {
                    return Err(Stop::Error(format!(
                        "{name} hung replaying `{}` (line {line})",
                        shown(command)
                    )))
                }
                Answer::Stopped => return Err(Stop::Interrupted),
            }
        }
        self.engine = Some(engine);
        Ok(())
    }

    /// Send a command to the current engine, starting one first if needed. A
    /// crash or hang is returned as such and the engine is dropped, to be
    /// restarted (with the setup replayed) before the next command.
    fn call(&mut self, line: usize, id: Option<u64>, command: &str) -> Result<Answer, Stop> {
        self.ensure_engine()?;
        let Some(engine) = self.engine.as_mut() else {
            return Err(Stop::Error("no engine".into()));
        };
        let answer = engine.session.call(
            id,
            command,
            self.options.timeout,
            self.options.stop.as_deref(),
        );
        let name = engine.session.name();
        match &answer {
            Answer::Crash(why) => {
                let message = format!("{name} crashed on `{}`: {why}; restarting", shown(command));
                self.problem(line, message);
                self.engine = None;
            }
            Answer::Timeout => {
                let message = format!(
                    "{name} gave no answer to `{}` within {:?}; restarting",
                    shown(command),
                    self.options.timeout
                );
                self.problem(line, message);
                self.engine = None;
            }
            Answer::Stopped => {
                self.engine = None;
                return Err(Stop::Interrupted);
            }
            Answer::Reply(_) => {}
        }
        Ok(answer)
    }

    /// Start an engine (replaying the setup) if there is none.
    fn ensure_engine(&mut self) -> Result<(), Stop> {
        if self.options.stopped() {
            return Err(Stop::Interrupted);
        }
        if self.engine.is_none() {
            self.restart()?;
        }
        Ok(())
    }

    fn counters_known(&self) -> Vec<NodeCounter> {
        self.engine
            .as_ref()
            .map_or_else(Vec::new, |e| e.counters.clone())
    }

    fn clears_known(&self) -> bool {
        self.engine.as_ref().is_some_and(|e| e.clears)
    }

    /// Clear the cache and reset the counters before a test. The counters
    /// that can be trusted: those the engine that got the resets knows,
    /// while it is alive (after a crash here the engine is restarted and
    /// the resets sent again, once).
    fn prepare_test(&mut self, line: usize) -> Result<Vec<NodeCounter>, Stop> {
        for _ in 0..2 {
            self.ensure_engine()?;
            let counters = self.counters_known();
            if self.clears_known() {
                self.call(line, None, "clear_cache")?;
            }
            for c in &counters {
                if self.engine.is_none() {
                    break;
                }
                self.call(line, None, &format!("reset_{}_node_counter", c.name()))?;
            }
            if self.engine.is_some() {
                return Ok(counters);
            }
        }
        Ok(Vec::new())
    }

    /// The node counters of the engine that answered the test, all or none:
    /// a counter command that fails ends the reading, and an engine that
    /// dies on one is not replaced for the next.
    fn read_counters(&mut self, line: usize, counters: &[NodeCounter]) -> Result<Nodes, Stop> {
        let mut nodes = Nodes::default();
        for &c in counters {
            if self.engine.is_none() {
                return Ok(Nodes::default());
            }
            let command = format!("get_{}_node_counter", c.name());
            match self.call(line, None, &command)? {
                Answer::Reply(Ok(text)) => {
                    nodes.set(c, normalise_answer(&text).trim().parse::<u64>().ok());
                }
                Answer::Reply(Err(_)) => {}
                Answer::Crash(_) | Answer::Timeout | Answer::Stopped => return Ok(Nodes::default()),
            }
        }
        Ok(nodes)
    }

    /// Whether the answer to an owl question is the solver's proof, when
    /// the engine says (`solver_proved`); `None` for other commands and
    /// engines.
    fn read_proved(&mut self, line: usize, command: &str) -> Result<Option<bool>, Stop> {
        const OWL: [&str; 4] = [
            "owl_attack",
            "owl_defend",
            "owl_does_attack",
            "owl_does_defend",
        ];
        let asks_owl = command
            .split_whitespace()
            .next()
            .is_some_and(|c| OWL.contains(&c));
        if !asks_owl || !self.engine.as_ref().is_some_and(|e| e.proves) {
            return Ok(None);
        }
        Ok(match self.call(line, None, "solver_proved")? {
            Answer::Reply(Ok(text)) => match normalise_answer(&text).trim() {
                "1" => Some(true),
                "0" => Some(false),
                _ => None,
            },
            _ => None,
        })
    }

    fn run(
        &mut self,
        suite: &Suite,
        only: Option<&std::collections::BTreeSet<u64>>,
    ) -> Result<(), Stop> {
        self.ensure_engine()?;
        for item in &suite.items {
            match item {
                Item::Setup { line, command } => {
                    // Start (and replay into) an engine first: the command
                    // joins the replay only once it has been sent, so it
                    // is never both replayed and sent.
                    self.ensure_engine()?;
                    let answer = self.call(*line, None, command)?;
                    note_setup(&mut self.replay, *line, command);
                    if let Answer::Reply(Err(e)) = answer {
                        self.problem(
                            *line,
                            format!("setup command `{}` failed: {e}", shown(command)),
                        );
                    }
                }
                Item::Test(test) => {
                    if only.is_some_and(|ids| !ids.contains(&test.id)) {
                        continue;
                    }
                    let counters = self.prepare_test(test.line)?;
                    let start = Instant::now();
                    let answer = self.call(test.line, Some(test.id), &test.command)?;
                    let seconds = start.elapsed().as_secs_f64();
                    let nodes = match answer {
                        Answer::Reply(_) => self.read_counters(test.line, &counters)?,
                        _ => Nodes::default(),
                    };
                    let proved = match answer {
                        Answer::Reply(Ok(_)) => self.read_proved(test.line, &test.command)?,
                        _ => None,
                    };
                    let mode = self.options.match_mode;
                    let (status, answer_text) = match &answer {
                        Answer::Reply(Ok(text)) => (
                            test.expectation.classify_with(mode, Ok(text)),
                            normalise_answer(text),
                        ),
                        Answer::Reply(Err(text)) => (
                            test.expectation.classify_with(mode, Err(text)),
                            format!("? {}", normalise_answer(text)),
                        ),
                        Answer::Crash(_) | Answer::Stopped => (Status::Crashed, String::new()),
                        Answer::Timeout => (Status::Timeout, String::new()),
                    };
                    (self.emit)(Event::TestFinished(TestRecord {
                        suite: self.name.clone(),
                        id: test.id,
                        command: test.command.clone(),
                        expected: test.expectation.text.clone(),
                        answer: answer_text,
                        status,
                        nodes,
                        seconds,
                        proved,
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
                partial: spec.only.is_some(),
            });
            emit(Event::SuiteFinished {
                suite: fallback_name,
                error: Some(e.to_string()),
                ended_early: false,
                interrupted: false,
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
        partial: spec.only.is_some(),
    });
    for (line, message) in &suite.warnings {
        emit(Event::Warning {
            suite: suite.name.clone(),
            line: *line,
            message: message.clone(),
        });
    }
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
    let outcome = run.run(&suite, spec.only.as_ref());
    drop(run.engine.take());
    let (error, ended_early, interrupted) = match outcome {
        Ok(()) => (None, false, false),
        Err(Stop::Error(e)) => (Some(e), true, false),
        Err(Stop::Interrupted) => (None, true, true),
    };
    emit(Event::SuiteFinished {
        suite: suite.name.clone(),
        error,
        ended_early,
        interrupted,
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
    let list: Vec<(&SuiteSpec, &RunOptions)> = specs.iter().map(|s| (s, options)).collect();
    run_each(&list, jobs, &mut |_, event| sink(event));
}

/// Run each suite with its own options (e.g. two variants of the same suites,
/// interleaved) on up to `jobs` threads. Events reach `sink` with the index
/// of their entry, grouped by entry in the order of `list`, whatever `jobs` is.
pub fn run_each(
    list: &[(&SuiteSpec, &RunOptions)],
    jobs: usize,
    sink: &mut dyn FnMut(usize, Event),
) {
    let (tx, rx) = mpsc::channel::<(usize, Event)>();
    let next = AtomicUsize::new(0);
    let workers = jobs.clamp(1, list.len().max(1));
    thread::scope(|scope| {
        for _ in 0..workers {
            let tx = tx.clone();
            let next = &next;
            scope.spawn(move || loop {
                // Suites are taken in order, so those started are a prefix
                // of `list` and the ordered hand-over below ends cleanly.
                let index = next.fetch_add(1, Ordering::SeqCst);
                let Some((spec, options)) = list.get(index) else {
                    break;
                };
                if options.stopped() {
                    break;
                }
                run_suite(spec, options, &mut |event| {
                    let _ = tx.send((index, event));
                });
            });
        }
        drop(tx);
        let mut buffered: Vec<Vec<Event>> = vec![Vec::new(); list.len()];
        let mut finished = vec![false; list.len()];
        let mut current = 0;
        for (index, event) in rx {
            let ends = matches!(event, Event::SuiteFinished { .. });
            if index == current {
                sink(index, event);
            } else {
                buffered[index].push(event);
            }
            if ends {
                finished[index] = true;
            }
            while current < list.len() && finished[current] {
                current += 1;
                if current < list.len() {
                    for event in buffered[current].drain(..) {
                        sink(current, event);
                    }
                }
            }
        }
    });
}

/// The position each numbered test of `suite` is asked in: the setup
/// commands since the last position-setting command (what a restarted
/// engine replays), joined with `; `. Tests of one position share caches.
pub fn positions(suite: &Suite) -> Vec<(u64, String)> {
    suite
        .tests()
        .zip(positions_with_lines(suite))
        .map(|(test, setup)| {
            let text: Vec<&str> = setup.iter().map(|(_, c)| c.as_str()).collect();
            (test.id, text.join("; "))
        })
        .collect()
}

/// For each numbered test in file order, the setup commands (with their
/// lines) a restarted engine would replay before it.
pub fn positions_with_lines(suite: &Suite) -> Vec<Vec<(usize, String)>> {
    let mut replay: Vec<(usize, String)> = Vec::new();
    let mut out = Vec::new();
    for item in &suite.items {
        match item {
            Item::Setup { line, command } => note_setup(&mut replay, *line, command),
            Item::Test(_) => out.push(replay.clone()),
        }
    }
    out
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
