//! The fast matcher against the naive try-every-point-and-transformation matcher: identical
//! match sets on random boards of several sizes and on positions of real games.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::sync::OnceLock;
use tesuji::patterns::game::all_positions;
use tesuji::patterns::{
    BoardView, Color, Grid, LoadOptions, Match, PatternDb, Point, UnavailablePolicy,
};

const GNUGO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gnugo");
const OURS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/patterns");

/// Every pattern takes part (constraints assumed true) so that nothing is filtered out.
fn opts() -> LoadOptions {
    LoadOptions {
        policy: UnavailablePolicy::AssumeTrue,
        ..Default::default()
    }
}

fn load(path: &Path) -> PatternDb {
    let (db, errors) = PatternDb::load(path, &opts()).expect("database readable");
    assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    db
}

/// Our databases, plus GNU Go's pattern-format databases when present.
fn databases() -> &'static Vec<PatternDb> {
    static DBS: OnceLock<Vec<PatternDb>> = OnceLock::new();
    DBS.get_or_init(|| {
        let mut dbs: Vec<PatternDb> = [
            "owl_attackpats.db",
            "owl_defendpats.db",
            "owl_vital_apats.db",
        ]
        .iter()
        .map(|f| load(&Path::new(OURS).join(f)))
        .collect();
        let gnugo = Path::new(GNUGO).join("patterns");
        if gnugo.is_dir() {
            for f in [
                "owl_attackpats.db",
                "owl_defendpats.db",
                "owl_vital_apats.db",
                "conn.db",
                "barriers.db",
                "attack.db",
                "defense.db",
                "endgame.db",
                "influence.db",
                "fuseki.db",
                "handicap.db",
                "patterns2.db",
            ] {
                dbs.push(load(&gnugo.join(f)));
            }
        } else {
            eprintln!(
                "note: {} absent; checking our databases only",
                gnugo.display()
            );
        }
        dbs
    })
}

fn sorted(mut v: Vec<Match>) -> Vec<Match> {
    v.sort();
    v
}

fn compare(board: &dyn BoardView, what: &str) -> usize {
    let mut total = 0;
    for db in databases() {
        for color in [Color::Black, Color::White] {
            let fast = sorted(db.find_matches(board, color));
            let naive = sorted(db.naive_matches(board, color));
            assert_eq!(fast, naive, "{what}: {} for {color}", db.file);
            total += fast.len();
        }
    }
    total
}

fn random_board(size: usize, density: u32, seed: u64) -> Grid {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = Grid::new(size).expect("valid size");
    for row in 0..size {
        for col in 0..size {
            if rng.gen_range(0..100) < density {
                let c = if rng.gen() {
                    Color::Black
                } else {
                    Color::White
                };
                g.set(Point::new(col, row), Some(c));
            }
        }
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn fast_equals_naive_on_random_boards(
        size in prop::sample::select(vec![5usize, 7, 9, 13, 19]),
        density in 5u32..75,
        seed in any::<u64>(),
    ) {
        let board = random_board(size, density, seed);
        compare(&board, &format!("random {size}x{size} density {density} seed {seed}"));
    }
}

#[test]
fn fast_equals_naive_on_shaped_boards() {
    // Dense boards built from a few shapes hit many patterns; check they really match.
    let mut total = 0;
    for seed in 0..6u64 {
        for size in [9usize, 13, 19] {
            total += compare(&random_board(size, 45, seed), "shaped");
        }
    }
    assert!(
        total > 1000,
        "random boards should produce many matches, got {total}"
    );
}

#[test]
fn fast_equals_naive_on_game_positions() {
    let games = Path::new(GNUGO).join("regression/games");
    if !games.is_dir() {
        eprintln!("skipping: {} not present", games.display());
        return;
    }
    let mut checked = 0;
    let mut matches = 0;
    for name in ["ego.sgf", "9x9-1.sgf", "dublin2.sgf"] {
        let path = games.join(name);
        if !path.is_file() {
            eprintln!("skipping missing game {}", path.display());
            continue;
        }
        let positions = all_positions(&path).expect("game loads");
        for pos in positions.iter().step_by(15) {
            matches += compare(
                &pos.board,
                &format!("{name} after {} moves", pos.moves_played),
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "checked {checked} positions");
    assert!(matches > 0);
}
