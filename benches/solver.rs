//! The life-and-death solver on the development set: nodes per second and
//! the share of questions it proves.
//!
//! A fixed sample of `../shared/tsumego-dev/` (every `STRIDE`-th test of
//! each file, in file order) is asked of the solver alone, as owl asks it
//! first: `owl_attack` is "can the attacker, moving first, capture?",
//! `owl_defend` "can the defender, moving first, live?", at the default
//! limits. Before the timed runs the benchmark prints, once, the sample's
//! size, the share of questions proved, the share proved with the book's
//! answer (a proved win naming one of the listed moves) and the nodes per
//! second of that pass. The timed unit is the whole sample.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tesuji::board::{Board, Counter, Point};
use tesuji::regress::tst::{Item, Suite};
use tesuji::solver::{self, Ask, Side, SolverConfig};

/// One test in five of each file.
const STRIDE: usize = 5;

/// One question of the sample.
struct Question {
    board: Board,
    target: Point,
    ask: Ask,
    /// Whether an answer is the book's.
    accepts: Box<dyn Fn(&str) -> bool>,
}

fn dev_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/tsumego-dev");
    if dir.is_dir() {
        Some(dir)
    } else {
        common::missing("../shared/tsumego-dev (the development set)");
        None
    }
}

/// The sample: every `STRIDE`-th owl question of each suite.
fn sample(dir: &Path) -> Vec<Question> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("development set readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tst"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let suite = Suite::load(&file).expect("development suite parses");
        let mut board: Option<Board> = None;
        let mut n = 0;
        for item in &suite.items {
            match item {
                Item::Setup { command, .. } => {
                    let sgf = command.split_whitespace().nth(1).expect("loadsgf FILE");
                    board = Some(
                        tesuji::sgf::load_file(&dir.join(sgf), None)
                            .expect("development SGF loads")
                            .board,
                    );
                }
                Item::Test(t) => {
                    n += 1;
                    if n % STRIDE != 1 {
                        continue;
                    }
                    let b = board.clone().expect("a test after its loadsgf");
                    let mut words = t.command.split_whitespace();
                    let side = match words.next() {
                        Some("owl_attack") => Side::Attacker,
                        Some("owl_defend") => Side::Defender,
                        _ => continue,
                    };
                    let vertex = words.next().expect("a target");
                    let target = Point::parse_vertex(vertex, b.size()).expect("a vertex");
                    let expectation = t.expectation.clone();
                    out.push(Question {
                        board: b,
                        target,
                        ask: Ask::Win(side),
                        accepts: Box::new(move |a| expectation.accepts(a)),
                    });
                }
            }
        }
    }
    out
}

/// Solves the whole sample: (nodes, proved, proved with the book's answer).
fn solve_all(questions: &[Question], config: &SolverConfig) -> (u64, usize, usize) {
    let (mut nodes, mut proved, mut right) = (0, 0, 0);
    for q in questions {
        let mut board = q.board.clone();
        board.reset_nodes(Counter::Solver);
        let answer = solver::solve(&mut board, q.target, &[q.target], q.ask, config);
        nodes += board.nodes(Counter::Solver);
        if let Some(p) = answer {
            proved += 1;
            let text = match (p.wins, p.mv) {
                (false, _) => "0".to_string(),
                (true, None) => "1 PASS".to_string(),
                (true, Some(m)) => format!("1 {}", m.to_vertex(board.size())),
            };
            right += usize::from((q.accepts)(&text));
        }
    }
    (nodes, proved, right)
}

fn dev_sample(c: &mut Criterion) {
    let Some(dir) = dev_dir() else { return };
    let questions = sample(&dir);
    let config = SolverConfig::default();
    let start = Instant::now();
    let (nodes, proved, right) = solve_all(&questions, &config);
    let secs = start.elapsed().as_secs_f64();
    let pct = |k: usize| 100.0 * k as f64 / questions.len() as f64;
    println!(
        "solver on the development set: {} questions (1 in {STRIDE}), proved {proved} ({:.1}%), \
         with the book's answer {right} ({:.1}%); {nodes} nodes in {secs:.2} s, {:.0} nodes/s",
        questions.len(),
        pct(proved),
        pct(right),
        nodes as f64 / secs,
    );
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(40));
    group.bench_function("development set, 1 question in 5", |b| {
        b.iter(|| assert_eq!(solve_all(&questions, &config).1, proved))
    });
    group.finish();
}

criterion_group!(benches, dev_sample);
criterion_main!(benches);
