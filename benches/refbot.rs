//! Single-thread play-out speed of the reference bot on an empty 9x9 board.
//!
//! Before timing, the benchmark checks that the play-outs are still the reference play-outs:
//! 20,000 of them must average 111.05 ± 0.3 moves (published: 111.05 at komi 7.5) and give
//! Black 0.4213 ± 0.011 (three standard errors), so a speed-up that changes the play-outs fails.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use tesuji::montecarlo::board::{Board, BLACK};
use tesuji::montecarlo::playout::run_playouts;
use tesuji::montecarlo::rng::Rng;

const PER_ITER: u64 = 1_000;

fn check_playouts_are_unchanged(root: &Board) {
    let n = 20_000;
    let amaf = run_playouts(root, BLACK, 7.5, n, &mut Rng::new(2024));
    let mpp = amaf.nodes as f64 / n as f64;
    let win = (amaf.wins as f64 + 0.5 * amaf.draws as f64) / n as f64;
    println!("check: {mpp:.3} moves per play-out, black wins {win:.4} over {n} play-outs");
    assert!((mpp - 111.05).abs() < 0.3, "moves per play-out {mpp}");
    assert!((win - 0.4213).abs() < 0.011, "black win fraction {win}");
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
}

criterion_group!(benches, playouts);
criterion_main!(benches);
