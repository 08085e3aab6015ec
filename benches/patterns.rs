//! Pattern matching speed: all matches of the owl attack and defence databases (GNU Go's,
//! when present, and ours) on every position of a full 19x19 game, for both colours.
//!
//! Every run asserts the number of matches found against the count pinned below (measured
//! once, a literal), so a speed-up that changes the result is caught.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;
use tesuji::board::{Board, Point, PointSet};
use tesuji::patterns::game::all_positions;
use tesuji::patterns::{
    Color, LoadOptions, Match, MatchFilter, PatternDb, PreparedBoard, RegionMode, UnavailablePolicy,
};

const GNUGO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gnugo");
const OURS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/patterns");
/// A complete 19x19 game of 351 moves.
const GAME: &str = "regression/games/FSF-neurogo.sgf";
/// Positions of [`GAME`]: before the first move and after each move.
const POSITIONS: usize = 387;
/// Matches of GNU Go's owl attack and defence databases over every position, both colours.
const GNUGO_MATCHES: usize = 833_652;
/// Matches of our three owl databases over every position, both colours. Changes only when
/// the databases do, in the same commit.
const OUR_MATCHES: usize = 147_146;
/// Matches of GNU Go's owl attack and defence databases touching the 5x5 square around the
/// last move of each position (stones or move point inside it), both colours.
const GNUGO_LOCAL_MATCHES: usize = 90_782;

fn load(path: &Path) -> Option<PatternDb> {
    let opts = LoadOptions {
        policy: UnavailablePolicy::AssumeTrue,
        ..Default::default()
    };
    match PatternDb::load(path, &opts) {
        Ok((db, errors)) if errors.is_empty() => Some(db),
        Ok((_, errors)) => panic!("{}: {} errors", path.display(), errors.len()),
        Err(e) => {
            common::missing(&format!("{} ({e})", path.display()));
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

/// The 5x5 square around the last move (empty before the first move).
fn around_last_move(b: &Board) -> PointSet {
    let mut set = PointSet::new();
    if let Some(p) = b.last_move().and_then(|m| m.point()) {
        let n = b.size() as i64;
        for dr in -2..=2i64 {
            for dc in -2..=2i64 {
                let (r, c) = (p.row() as i64 + dr, p.col() as i64 + dc);
                if (0..n).contains(&r) && (0..n).contains(&c) {
                    set.insert(Point::new(c as usize, r as usize));
                }
            }
        }
    }
    set
}

/// Like [`count_all`], limited to the regions (one per position), as an owl search limits
/// matching to the goal's neighbourhood.
fn count_local(
    dbs: &[PatternDb],
    boards: &[Board],
    regions: &[PointSet],
    out: &mut Vec<Match>,
) -> usize {
    let mut total = 0;
    for (b, region) in boards.iter().zip(regions) {
        let prep = PreparedBoard::new(b);
        let filter = MatchFilter::region(region, RegionMode::Touch);
        for db in dbs {
            for color in [Color::Black, Color::White] {
                out.clear();
                db.find_matches_filtered(&prep, color, &filter, out);
                total += out.len();
            }
        }
    }
    total
}

fn bench(c: &mut Criterion) {
    let game = Path::new(GNUGO).join(GAME);
    if !game.is_file() {
        common::missing(&game.display().to_string());
        return;
    }
    let boards: Vec<Board> = all_positions(&game)
        .expect("game loads")
        .into_iter()
        .map(|l| l.board)
        .collect();
    assert_eq!(boards.len(), POSITIONS);
    // A set is measured only when all its databases load (`None` otherwise).
    let sets: Vec<(&str, usize, Option<Vec<PatternDb>>)> = vec![
        (
            "gnugo_owl_attack_defend",
            GNUGO_MATCHES,
            ["owl_attackpats.db", "owl_defendpats.db"]
                .iter()
                .map(|f| load(&Path::new(GNUGO).join("patterns").join(f)))
                .collect(),
        ),
        (
            "ours_owl_attack_defend_vital",
            OUR_MATCHES,
            [
                "owl_attackpats.db",
                "owl_defendpats.db",
                "owl_vital_apats.db",
            ]
            .iter()
            .map(|f| load(&Path::new(OURS).join(f)))
            .collect(),
        ),
    ];
    let mut group = c.benchmark_group("patterns_game_19x19");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.sample_size(20);
    for &(name, expected, ref dbs) in &sets {
        let Some(dbs) = dbs else {
            continue;
        };
        let mut out = Vec::new();
        eprintln!(
            "{name}: {} positions, {} variants, {expected} matches expected (both colours)",
            boards.len(),
            dbs.iter().map(PatternDb::variant_count).sum::<usize>()
        );
        group.bench_function(name, |b| {
            b.iter(|| {
                let n = count_all(black_box(dbs), black_box(&boards), &mut out);
                assert_eq!(n, expected, "match count changed");
                n
            })
        });
    }
    if let Some((_, _, Some(dbs))) = sets.first() {
        let regions: Vec<PointSet> = boards.iter().map(around_last_move).collect();
        let mut out = Vec::new();
        group.bench_function("gnugo_owl_attack_defend_near_last_move", |b| {
            b.iter(|| {
                let n = count_local(black_box(dbs), black_box(&boards), &regions, &mut out);
                assert_eq!(n, GNUGO_LOCAL_MATCHES, "match count changed");
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
