//! Board and SGF benchmarks: replaying every `loadsgf` call of GNU Go's
//! suites (when the peer data is present) and random play/undo sequences.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use tesuji::board::{Board, Color, Counter, Point};

/// A `loadsgf` call: file name and optional until-string.
type Call = (String, Option<String>);

fn fixture_calls() -> Option<(PathBuf, Vec<Call>)> {
    let peer = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/gnugo");
    let text = std::fs::read_to_string(peer.join("loadsgf-expected.txt")).ok()?;
    let calls = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let mut args = l.split(" | ").next()?.split_whitespace();
            Some((args.next()?.to_string(), args.next().map(String::from)))
        })
        .collect();
    Some((peer.join("regression"), calls))
}

/// Moves replayed by the 3,196 fixture calls together (measured once; GNU
/// Go 3.8 agrees call by call, see tests/loadsgf_conformance.rs).
const FIXTURE_MOVES: usize = 257_959;
/// Stones on the board and its hash after the 250 play/undo moves.
const PLAYED_STONES: usize = 247;
const PLAYED_HASH: u64 = 7_224_692_128_053_581_597;

fn load_fixture(c: &mut Criterion) {
    let Some((dir, calls)) = fixture_calls() else {
        common::missing("../shared/gnugo/loadsgf-expected.txt");
        return;
    };
    // The benchmark checks what it measures: every call replays the same way.
    let count = |calls: &[Call]| {
        calls
            .iter()
            .filter_map(|(f, n)| tesuji::sgf::load_file(&dir.join(f), n.as_deref()).ok())
            .map(|l| l.moves_played)
            .sum::<usize>()
    };
    assert_eq!(calls.len(), 3196, "fixture size changed");
    assert_eq!(count(&calls), FIXTURE_MOVES, "moves replayed");
    c.bench_function("loadsgf: all 3,196 fixture calls", |b| {
        b.iter(|| assert_eq!(count(&calls), FIXTURE_MOVES))
    });
}

fn play_undo(c: &mut Criterion) {
    // A fixed pseudo-random sequence of legal moves on 19x19, played and taken back.
    let mut board = Board::new(19);
    let mut moves = Vec::new();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut color = Color::Black;
    while moves.len() < 250 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let p = Point::new((state % 19) as usize, ((state >> 8) % 19) as usize);
        if board.try_move(p, color, Counter::Reading) {
            moves.push((p, color));
            color = color.opponent();
        }
    }
    let stones = board
        .points()
        .filter(|&p| board.color_at(p).is_some())
        .count();
    assert_eq!(
        (stones, board.hash()),
        (PLAYED_STONES, PLAYED_HASH),
        "position after the moves"
    );
    while board.undo() {}
    c.bench_function("board: 250 moves played and undone", |b| {
        b.iter(|| {
            for &(p, col) in &moves {
                assert!(board.try_move(p, col, Counter::Reading));
            }
            assert_eq!(board.hash(), PLAYED_HASH);
            while board.undo() {}
        })
    });
}

criterion_group!(benches, load_fixture, play_undo);
criterion_main!(benches);
