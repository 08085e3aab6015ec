//! Pattern matching speed: all matches of the owl attack and defence databases (GNU Go's,
//! when present, and ours) on every position of a full 19x19 game, for both colours.
//!
//! Each benchmark first counts the matches once and then asserts every timed run finds the
//! same number, so a speed-up that changes the result is caught.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;
use tesuji::board::Board;
use tesuji::patterns::game::all_positions;
use tesuji::patterns::{Color, LoadOptions, Match, PatternDb, PreparedBoard, UnavailablePolicy};

const GNUGO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gnugo");
const OURS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/patterns");
/// A complete 19x19 game of 351 moves.
const GAME: &str = "regression/games/FSF-neurogo.sgf";

fn load(path: &Path) -> Option<PatternDb> {
    let opts = LoadOptions {
        policy: UnavailablePolicy::AssumeTrue,
        ..Default::default()
    };
    match PatternDb::load(path, &opts) {
        Ok((db, errors)) if errors.is_empty() => Some(db),
        Ok((_, errors)) => panic!("{}: {} errors", path.display(), errors.len()),
        Err(e) => {
            eprintln!("skipping {}: {e}", path.display());
            None
        }
    }
}

/// Every match of every database for both colours on every position; each position is
/// prepared once and shared by the databases, as the engine does.
fn count_all(dbs: &[PatternDb], boards: &[Board], out: &mut Vec<Match>) -> usize {
    let mut total = 0;
    for b in boards {
        let prep = PreparedBoard::new(b);
        for db in dbs {
            for color in [Color::Black, Color::White] {
                out.clear();
                db.find_matches_prepared(&prep, color, out);
                total += out.len();
            }
        }
    }
    total
}

fn bench(c: &mut Criterion) {
    let game = Path::new(GNUGO).join(GAME);
    if !game.is_file() {
        eprintln!(
            "skipping pattern benchmarks: {} not present",
            game.display()
        );
        return;
    }
    let boards: Vec<Board> = all_positions(&game)
        .expect("game loads")
        .into_iter()
        .map(|l| l.board)
        .collect();
    let sets: Vec<(&str, Vec<PatternDb>)> = vec![
        (
            "gnugo_owl_attack_defend",
            ["owl_attackpats.db", "owl_defendpats.db"]
                .iter()
                .filter_map(|f| load(&Path::new(GNUGO).join("patterns").join(f)))
                .collect(),
        ),
        (
            "ours_owl_attack_defend_vital",
            [
                "owl_attackpats.db",
                "owl_defendpats.db",
                "owl_vital_apats.db",
            ]
            .iter()
            .filter_map(|f| load(&Path::new(OURS).join(f)))
            .collect(),
        ),
    ];
    let mut group = c.benchmark_group("patterns_game_19x19");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.sample_size(20);
    for (name, dbs) in &sets {
        if dbs.is_empty() {
            continue;
        }
        let mut out = Vec::new();
        let expected = count_all(dbs, &boards, &mut out);
        eprintln!(
            "{name}: {} positions, {} variants, {expected} matches (both colours)",
            boards.len(),
            dbs.iter().map(PatternDb::variant_count).sum::<usize>()
        );
        group.bench_function(*name, |b| {
            b.iter(|| {
                let n = count_all(black_box(dbs), black_box(&boards), &mut out);
                assert_eq!(n, expected, "match count changed");
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
