//! Play-out speed of the reference bot on an empty 9x9 board, beside libego when it is available.
//!
//! Before timing, the benchmark checks that the play-outs are still the reference play-outs:
//! 200,000 of them must average 111.05 ± 0.1 moves (published: 111.048 at komi 7.5) and give
//! Black the published 0.421281 within three standard errors, so a speed-up that changes the
//! play-outs fails.
//!
//! After the Criterion timing it prints play-outs per CPU second at 1 and 2 threads (checking
//! that a seed gives the same figures twice), and, when `../shared/peers/build-libego` exists,
//! builds libego and runs it beside us in interleaved pairs (us, libego, us, ...), printing
//! each side's play-outs per CPU second and the median ratio. libego's light play-outs follow
//! easier rules (see its README), so the ratio flatters libego, not us.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;
use tesuji::board::Color;
use tesuji::montecarlo::board::{Board, BLACK};
use tesuji::montecarlo::cputime::measure;
use tesuji::montecarlo::playout::run_playouts;
use tesuji::montecarlo::rng::Rng;
use tesuji::montecarlo::{RefBot, RefBotConfig};

const PER_ITER: u64 = 1_000;
/// Play-outs per timed run outside Criterion (and per libego run).
const RUN: u64 = 200_000;
/// Interleaved pairs against libego.
const PAIRS: usize = 5;

fn check_playouts_are_unchanged(root: &Board) {
    let n = RUN;
    let amaf = run_playouts(root, BLACK, 7.5, n, &mut Rng::new(2024));
    let mpp = amaf.nodes as f64 / n as f64;
    let win = (amaf.wins as f64 + 0.5 * amaf.draws as f64) / n as f64;
    let se = (win * (1.0 - win) / n as f64).sqrt();
    println!(
        "check: {mpp:.3} moves per play-out, black wins {win:.4} ± {se:.4} over {n} play-outs"
    );
    assert!((mpp - 111.05).abs() < 0.1, "moves per play-out {mpp}");
    assert!(
        (win - 0.421281).abs() < 3.0 * se,
        "black win fraction {win} (published 0.421281)"
    );
}

fn playouts(c: &mut Criterion) {
    let root = Board::new(9).expect("9x9");
    check_playouts_are_unchanged(&root);
    let mut group = c.benchmark_group("refbot");
    group.throughput(Throughput::Elements(PER_ITER));
    let mut rng = Rng::new(1);
    let mut nodes = 0u64;
    let mut played = 0u64;
    group.bench_function("9x9 empty board play-outs (1000 per iteration)", |b| {
        b.iter(|| {
            let amaf = run_playouts(black_box(&root), BLACK, 7.5, PER_ITER, &mut rng);
            nodes += amaf.nodes;
            played += amaf.playouts;
            amaf.nodes
        })
    });
    group.finish();
    let mpp = nodes as f64 / played.max(1) as f64;
    println!("timed play-outs: {played}, {mpp:.3} moves per play-out");
    // Play-out lengths have a standard deviation of about 16 moves: allow five
    // standard errors of the mean (a single iteration in `--test` mode is only
    // 1,000 play-outs), but never less than 0.3.
    let tolerance = (5.0 * 16.2 / (played.max(1) as f64).sqrt()).max(0.3);
    assert!(
        (mpp - 111.05).abs() < tolerance,
        "moves per play-out while timing {mpp} (tolerance {tolerance:.2})"
    );
    if std::env::args().any(|a| a == "--test") {
        return;
    }
    threads();
    beside_libego(&root);
}

/// Play-outs per CPU and wall second through the bot's search at 1 and 2 threads; the same
/// seed and thread count must give the same totals.
fn threads() {
    for threads in [1, 2] {
        let run = || {
            let mut bot = RefBot::new(RefBotConfig {
                playouts: RUN,
                seed: 7,
                threads,
            });
            bot.search(Color::Black);
            bot.last_stats()
        };
        let (a, b) = (run(), run());
        assert_eq!(
            (a.nodes, a.wins, a.draws),
            (b.nodes, b.wins, b.draws),
            "same seed, {threads} threads: different play-outs"
        );
        let cpu = a.playouts_per_cpu_second().unwrap_or(f64::NAN);
        println!(
            "{threads} thread(s): {cpu:.0} play-outs per CPU second, {:.0} per wall second, \
             {:.3} moves per play-out (deterministic)",
            a.playouts_per_second(),
            a.moves_per_playout()
        );
    }
}

/// libego's binary, built by the peers' script, if it is there and builds.
fn libego() -> Option<PathBuf> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers/build-libego");
    if !script.exists() {
        return None;
    }
    let out = Command::new(&script).output().ok()?;
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    (out.status.success() && path.exists()).then_some(path)
}

/// libego's light play-outs per CPU second over `RUN` play-outs (it reports kpps by user CPU).
fn libego_rate(binary: &Path, commands: &Path) -> Option<f64> {
    let out = Command::new(binary).arg(commands).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.trim_end().ends_with(" kpps"))?;
    let kpps: f64 = line.split_whitespace().next()?.parse().ok()?;
    Some(kpps * 1000.0)
}

fn beside_libego(root: &Board) {
    let Some(binary) = libego() else {
        println!("libego: not available (no ../shared/peers/build-libego), no ratio");
        return;
    };
    let commands = std::env::temp_dir().join(format!("tesuji-libego-{}.gtp", std::process::id()));
    if std::fs::write(&commands, format!("benchmark {RUN}\nquit\n")).is_err() {
        println!("libego: cannot write its command file, no ratio");
        return;
    }
    let mut ratios = Vec::new();
    let mut rng = Rng::new(3);
    for pair in 1..=PAIRS {
        let (amaf, cpu) = measure(|| run_playouts(root, BLACK, 7.5, RUN, &mut rng));
        let Some(cpu) = cpu else {
            println!("libego: no CPU time on this platform, no ratio");
            break;
        };
        let ours = amaf.playouts as f64 / cpu.as_secs_f64();
        let Some(theirs) = libego_rate(&binary, &commands) else {
            println!("libego: no kpps line in its output, no ratio");
            break;
        };
        println!(
            "pair {pair}: tesuji {ours:.0}, libego {theirs:.0} play-outs per CPU second, \
             ratio {:.3} ({:.2} moves per play-out)",
            ours / theirs,
            amaf.nodes as f64 / amaf.playouts as f64
        );
        ratios.push(ours / theirs);
    }
    let _ = std::fs::remove_file(&commands);
    if !ratios.is_empty() {
        ratios.sort_by(f64::total_cmp);
        println!(
            "tesuji / libego play-outs per CPU second: median {:.3} of {} pairs",
            ratios[ratios.len() / 2],
            ratios.len()
        );
    }
}

criterion_group!(benches, playouts);
criterion_main!(benches);
