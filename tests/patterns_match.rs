//! The fast matcher against the naive try-every-point-and-transformation matcher: identical
//! match sets on random boards of several sizes and on positions of real games, with and
//! without region and class limits.

mod common;

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::sync::OnceLock;
use tesuji::board::{Board, PointSet};
use tesuji::patterns::game::all_positions;
use tesuji::patterns::{
    AnchorMode, ClassFilter, Color, LoadOptions, Match, MatchFilter, PatternDb, Point,
    PreparedBoard, RegionMode, UnavailablePolicy,
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
            common::missing(&gnugo.display().to_string());
        }
        dbs
    })
}

fn sorted(mut v: Vec<Match>) -> Vec<Match> {
    v.sort();
    v
}

/// A few regions of a board of `size`: a quadrant block, a scattered lattice, one point.
fn regions(size: usize) -> Vec<PointSet> {
    let mut block = PointSet::new();
    let mut lattice = PointSet::new();
    let mut point = PointSet::new();
    for row in 0..size {
        for col in 0..size {
            let p = Point::new(col, row);
            if row < size / 2 && col >= size / 3 {
                block.insert(p);
            }
            if (row * 7 + col * 3) % 11 == 0 {
                lattice.insert(p);
            }
        }
    }
    point.insert(Point::new(size / 2, size / 2 + 1));
    vec![block, lattice, point]
}

/// Class filters built from the letters a database uses.
fn class_filters(db: &PatternDb) -> Vec<ClassFilter> {
    let mut letters: Vec<char> = db
        .patterns
        .iter()
        .flat_map(|p| p.pattern.class.chars())
        .collect();
    letters.sort_unstable();
    letters.dedup();
    let mut out = vec![ClassFilter::default()];
    if let Some(&first) = letters.first() {
        let last = *letters.last().unwrap_or(&first);
        out.push(ClassFilter::new(&first.to_string(), ""));
        out.push(ClassFilter::new("", &first.to_string()));
        out.push(ClassFilter::new(&last.to_string(), &first.to_string()));
    }
    out
}

/// The fast and naive matchers under one region or class limit per database and colour
/// (rotating through the limits with `k`), and the limited matches a subset of all.
fn compare_limited(
    board: &Board,
    prep: &PreparedBoard,
    db: &PatternDb,
    color: Color,
    k: usize,
) -> usize {
    let regions = regions(board.size());
    let classes = class_filters(db);
    let modes = [RegionMode::Anchor, RegionMode::Touch];
    let region = &regions[k % regions.len()];
    let filter = MatchFilter::region(region, modes[k / regions.len() % 2])
        .with_classes(classes[k % classes.len()]);
    let mut fast = Vec::new();
    db.find_matches_filtered(prep, color, &filter, &mut fast);
    // A board prepared only near the region gives the same matches, in
    // the same order.
    if let Some(r) = &filter.region {
        let mut near = Vec::new();
        let prep_near = PreparedBoard::near(board, r, db.reach());
        db.find_matches_filtered(&prep_near, color, &filter, &mut near);
        assert_eq!(near, fast, "{}: near the region, limit {k}", db.file);
    }
    let fast = sorted(fast);
    let naive = sorted(db.naive_matches_filtered(board, color, &filter));
    assert_eq!(fast, naive, "{}: limit {k} for {color}", db.file);
    let all = db.find_matches(board, color);
    assert!(fast.iter().all(|m| all.contains(m)));
    fast.len()
}

/// Matches found without limits and with them, summed over databases and colours.
fn compare(board: &Board, what: &str) -> (usize, usize) {
    let mut total = 0;
    let mut limited = 0;
    let prep = PreparedBoard::new(board);
    for (i, db) in databases().iter().enumerate() {
        for color in [Color::Black, Color::White] {
            let k = i * 2 + usize::from(color == Color::White) + board.size() + total;
            limited += compare_limited(board, &prep, db, color, k);
            let fast = sorted(db.find_matches(board, color));
            let naive = sorted(db.naive_matches(board, color));
            assert_eq!(fast, naive, "{what}: {} for {color}", db.file);
            let mut shared = Vec::new();
            db.find_matches_prepared(&prep, color, &mut shared);
            assert_eq!(
                sorted(shared),
                fast,
                "{what}: prepared board shared across databases"
            );
            total += fast.len();
        }
    }
    (total, limited)
}

/// Stones placed at random as setup (no captures): strings without liberties may occur,
/// which matching, being geometric, does not mind.
fn random_board(size: usize, density: u32, seed: u64) -> Board {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut stones = Vec::new();
    for row in 0..size {
        for col in 0..size {
            if rng.gen_range(0..100) < density {
                let c = if rng.gen() {
                    Color::Black
                } else {
                    Color::White
                };
                stones.push((Point::new(col, row), Some(c)));
            }
        }
    }
    let mut board = Board::new(size);
    board.set_stones(stones).expect("points on the board");
    board
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
    let mut total_limited = 0;
    for seed in 0..6u64 {
        for size in [9usize, 13, 19] {
            let (all, limited) = compare(&random_board(size, 45, seed), "shaped");
            total += all;
            total_limited += limited;
        }
    }
    assert!(
        total > 1000,
        "random boards should produce many matches, got {total}"
    );
    assert!(
        total_limited > 100 && total_limited < total,
        "region and class limits keep some matches and drop others: {total_limited} of {total}"
    );
}

#[test]
fn fast_equals_naive_on_game_positions() {
    let games = Path::new(GNUGO).join("regression/games");
    if !games.is_dir() {
        common::missing(&games.display().to_string());
        return;
    }
    let mut checked = 0;
    let mut matches = 0;
    for name in ["ego.sgf", "9x9-1.sgf", "dublin2.sgf"] {
        let path = games.join(name);
        if !path.is_file() {
            common::missing(&path.display().to_string());
            continue;
        }
        let positions = all_positions(&path).expect("game loads");
        for pos in positions.iter().step_by(15) {
            matches += compare(
                &pos.board,
                &format!("{name} after {} moves", pos.moves_played),
            )
            .0;
            checked += 1;
        }
    }
    assert!(checked > 10, "checked {checked} positions");
    assert!(matches > 0);
}

/// Board placement of a match: every diagram cell with its board point and what it requires
/// (`Q` counts as `O`, `Y` as `X`: they only mark the anchor).
type Placement = (String, Vec<(usize, usize, String)>);

fn placements(db: &PatternDb, board: &Board, color: Color) -> Vec<Placement> {
    let mut out: Vec<Placement> = db
        .find_matches(board, color)
        .iter()
        .map(|m| {
            let p = &db.pattern(m).pattern;
            let mut cells = Vec::new();
            for (r, row) in p.diagram.rows.iter().enumerate() {
                for (c, &ch) in row.iter().enumerate() {
                    let pt = tesuji::patterns::compile::cell_point(p, m, r, c).expect("on board");
                    let e = tesuji::patterns::ast::Element::from_char(ch).expect("diagram char");
                    cells.push((pt.col(), pt.row(), format!("{e:?}")));
                }
            }
            cells.sort_unstable();
            (p.name.clone(), cells)
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Every `:` line rewritten to symmetry `8` (all eight transformations).
fn all_eight(text: &str) -> String {
    text.lines()
        .map(|l| match l.strip_prefix(':') {
            Some(rest) if rest.len() > 1 && rest.as_bytes()[1] == b',' => {
                format!(":8{}", &rest[1..])
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn declared_symmetries_lose_no_placement() {
    // A pattern expanded only to the transformations its symmetry class declares must cover
    // the same board placements as all eight: this checks the choice of transformations and
    // the symmetry declared in each of our databases.
    for f in [
        "owl_attackpats.db",
        "owl_defendpats.db",
        "owl_vital_apats.db",
    ] {
        let text = std::fs::read_to_string(Path::new(OURS).join(f)).expect("readable");
        let (declared, e1) = PatternDb::parse(f, &text, &opts());
        let (eight, e2) = PatternDb::parse(f, &all_eight(&text), &opts());
        assert!(e1.is_empty() && e2.is_empty());
        assert!(eight.variant_count() > declared.variant_count(), "{f}");
        let mut compared = 0;
        for seed in 0..40u64 {
            let board = random_board([9, 13, 19][seed as usize % 3], 20 + seed as u32, seed);
            for color in [Color::Black, Color::White] {
                let a = placements(&declared, &board, color);
                let b = placements(&eight, &board, color);
                assert_eq!(a, b, "{f}: seed {seed} {color}");
                compared += a.len();
            }
        }
        assert!(compared > 0, "{f}: no placements compared");
    }
}

#[test]
fn anchor_modes_change_anchors_not_placements() {
    let mut texts = vec![(
        "owl_defendpats.db".to_string(),
        std::fs::read_to_string(Path::new(OURS).join("owl_defendpats.db")).expect("readable"),
    )];
    let gnugo = Path::new(GNUGO).join("patterns");
    for f in ["attack.db", "defense.db"] {
        if let Ok(t) = std::fs::read_to_string(gnugo.join(f)) {
            texts.push((f.to_string(), t));
        }
    }
    for (f, text) in &texts {
        let dbs: Vec<PatternDb> = [AnchorMode::Both, AnchorMode::Friend, AnchorMode::Enemy]
            .into_iter()
            .map(|anchor| {
                let o = LoadOptions { anchor, ..opts() };
                PatternDb::parse(f, text, &o).0
            })
            .collect();
        for seed in 0..12u64 {
            let board = random_board([9, 13, 19][seed as usize % 3], 35, seed);
            for color in [Color::Black, Color::White] {
                let reference = placements(&dbs[0], &board, color);
                for db in &dbs {
                    let fast = sorted(db.find_matches(&board, color));
                    assert_eq!(fast, sorted(db.naive_matches(&board, color)), "{f}");
                    assert_eq!(placements(db, &board, color), reference, "{f}");
                }
            }
        }
    }
}

/// Matches summed over every tenth position of a full 19x19 game, both colours: pins the
/// matcher's behaviour (perft-style) on GNU Go's owl databases.
#[test]
fn match_counts_over_a_game_are_pinned() {
    let game = Path::new(GNUGO).join("regression/games/FSF-neurogo.sgf");
    if !game.is_file() {
        common::missing(&game.display().to_string());
        return;
    }
    let positions = all_positions(&game).expect("game loads");
    let count = |dir: &Path, files: &[&str]| -> usize {
        let dbs: Vec<PatternDb> = files.iter().map(|f| load(&dir.join(f))).collect();
        let mut n = 0;
        for pos in positions.iter().step_by(10) {
            for db in &dbs {
                for color in [Color::Black, Color::White] {
                    n += db.find_matches(&pos.board, color).len();
                }
            }
        }
        n
    };
    let ours = count(
        Path::new(OURS),
        &[
            "owl_attackpats.db",
            "owl_defendpats.db",
            "owl_vital_apats.db",
        ],
    );
    let gnugo = count(
        &Path::new(GNUGO).join("patterns"),
        &[
            "owl_attackpats.db",
            "owl_defendpats.db",
            "owl_vital_apats.db",
        ],
    );
    // Ours change as the databases grow; GNU Go's are fixed data, so their count is pinned.
    assert!(ours > 0);
    assert_eq!((positions.len(), gnugo), (387, 108_334));
}

/// Under the skip policy every pattern left in play has a constraint the board alone can
/// decide: evaluating them on real positions always succeeds, and both outcomes occur.
#[test]
fn board_only_constraints_evaluate_on_game_positions() {
    let game = Path::new(GNUGO).join("regression/games/FSF-neurogo.sgf");
    let dir = Path::new(GNUGO).join("patterns");
    if !game.is_file() || !dir.is_dir() {
        common::missing("GNU Go's games and pattern databases");
        return;
    }
    let positions = all_positions(&game).expect("game loads");
    let (mut accepted, mut rejected) = (0, 0);
    for f in [
        "patterns.db",
        "conn.db",
        "owl_attackpats.db",
        "owl_defendpats.db",
        "endgame.db",
    ] {
        let (db, errors) =
            PatternDb::load(&dir.join(f), &LoadOptions::default()).expect("readable");
        assert!(errors.is_empty());
        for pos in positions.iter().step_by(25) {
            let mut ctx = tesuji::patterns::BoardOnly(&pos.board);
            for color in [Color::Black, Color::White] {
                for m in db.find_matches(&pos.board, color) {
                    if db.pattern(&m).pattern.constraint.is_none() {
                        continue;
                    }
                    match db.check_constraint(&m, &mut ctx) {
                        Ok(true) => accepted += 1,
                        Ok(false) => rejected += 1,
                        Err(e) => panic!("{f}: {}: {e}", db.pattern(&m).pattern.name),
                    }
                }
            }
        }
    }
    eprintln!("board-only constraints: {accepted} accepted, {rejected} rejected");
    assert!(
        accepted > 0 && rejected > 0,
        "accepted {accepted}, rejected {rejected}"
    );
}
