//! Diagram tests for the tactics the reader must know, plus limits,
//! determinism and stack-safety checks.

use super::{ReadResult, Reader, ReadingConfig};
use crate::board::{parse_diagram, Board, Color, Counter, Point};

/// A 9x9 ladder start: the white stone D4 has two liberties and runs
/// diagonally towards the upper right; `breaker` adds one white stone.
pub(crate) fn ladder(breaker: Option<&str>) -> Board {
    let mut b = Board::new(9);
    let stone = |v: &str| Point::parse_vertex(v, 9).expect("vertex");
    let mut stones = vec![
        (stone("D4"), Some(Color::White)),
        (stone("C4"), Some(Color::Black)),
        (stone("D3"), Some(Color::Black)),
        (stone("E3"), Some(Color::Black)),
    ];
    if let Some(v) = breaker {
        stones.push((stone(v), Some(Color::White)));
    }
    b.set_stones(stones).expect("on board");
    b
}

#[test]
fn results_are_deterministic_and_nodes_counted() {
    let run = || {
        let mut b = ladder(None);
        let mut r = Reader::default();
        let out = r.attack(&mut b, Point::parse_vertex("D4", 9).unwrap(), 0);
        (out, b.nodes(Counter::Reading), r.last_nodes)
    };
    let (a, b) = (run(), run());
    assert_eq!(a, b);
    assert_eq!(a.0.code, ReadResult::Win);
    assert!(a.0.certain);
    assert!(a.1 > 10 && a.1 == a.2, "nodes {a:?}");
}

#[test]
fn node_budget_stops_the_search_conservatively() {
    let mut b = ladder(None);
    let cfg = ReadingConfig {
        node_limit: 5,
        ..ReadingConfig::default()
    };
    let mut r = Reader::new(cfg);
    let (res, _) = r
        .attack(&mut b, Point::parse_vertex("D4", 9).unwrap(), 0)
        .outcome();
    assert_eq!(res, ReadResult::Lose);
    assert!(r.last_nodes <= 5 + 50, "{}", r.last_nodes);
}

/// A call given a small budget stops like a search with a small node
/// limit, and leaves the cache answering for the configured limits: the
/// same reader then reads the ladder as a fresh one does. Budgets never
/// raise the configured limit.
#[test]
fn a_budget_limits_one_call_and_leaves_the_cache_sound() {
    let d4 = Point::parse_vertex("D4", 9).unwrap();
    let mut b = ladder(None);
    let mut r = Reader::default();
    let cut = r.with_budget(5, |r| r.attack(&mut b, d4, 0));
    assert_eq!(cut.code, ReadResult::Lose);
    assert!(!cut.certain);
    assert!(r.last_nodes <= 5 + 50, "{}", r.last_nodes);
    let after = r.attack(&mut b, d4, 0);
    let fresh = Reader::default().attack(&mut ladder(None), d4, 0);
    assert_eq!(after, fresh);
    assert_eq!(after.code, ReadResult::Win);
    assert!(after.certain);
    let mut tight = Reader::new(ReadingConfig {
        node_limit: 5,
        ..ReadingConfig::default()
    });
    let loose = tight.with_budget(1_000_000, |r| r.attack(&mut ladder(None), d4, 0));
    assert_eq!(loose.code, ReadResult::Lose);
    assert!(!loose.certain);
    // The budget ends with the closure, even when it panics.
    let mut r = Reader::default();
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        r.with_budget(5, |_| panic!("inside the budget"))
    }));
    assert!(panicked.is_err());
    assert_eq!(r.attack(&mut ladder(None), d4, 0), fresh);
}

/// 25x25: a ladder running the full diagonal, and a huge comb of strings
/// in atari, read with very deep limits.
fn read_pathological_ladder() {
    let mut b = Board::new(25);
    let stone = |v: &str| Point::parse_vertex(v, 25).expect("vertex");
    b.set_stones([
        (stone("B2"), Some(Color::White)),
        (stone("A2"), Some(Color::Black)),
        (stone("B1"), Some(Color::Black)),
        (stone("C1"), Some(Color::Black)),
    ])
    .unwrap();
    let cfg = ReadingConfig {
        depth: 200,
        branch_depth: 200,
        backfill_depth: 200,
        fourlib_depth: 200,
        ko_depth: 200,
        node_limit: 2_000_000,
        max_ply: 1000,
        ..ReadingConfig::default()
    };
    let mut r = Reader::new(cfg);
    let before = b.clone();
    let (res, mv) = r.attack(&mut b, stone("B2"), 0).outcome();
    assert_eq!(res, ReadResult::Win, "{mv:?}");
    assert!(b == before, "search restored the board");
    assert!(r.last_nodes > 40, "the ladder runs the whole diagonal");
    let (res, _) = r.defend(&mut b, stone("B2"), 0).outcome();
    assert_eq!(res, ReadResult::Win, "white to move escapes");
}

#[test]
fn pathological_long_ladders_do_not_overflow_the_stack() {
    // From an ordinary thread: the search runs on the reader's helper thread.
    read_pathological_ladder();
}

#[test]
fn pathological_long_ladders_read_in_place_on_a_search_stack_thread() {
    // From a thread made for searches, the reading runs in place.
    crate::search::spawn_with_search_stack("test", read_pathological_ladder)
        .expect("thread starts")
        .join()
        .expect("no panic");
}

#[test]
fn one_reader_serves_many_boards_like_fresh_readers() {
    // The reader's helper thread reads on the caller's board and hands it
    // back: each answer, node count and board must be as with a new reader,
    // whatever the board sizes in between.
    let d4 = Point::parse_vertex("D4", 9).unwrap();
    let mut shared = Reader::default();
    for breaker in [None, Some("F6"), None, Some("E6")] {
        for size in [9, 19] {
            let mut b = if size == 9 {
                ladder(breaker)
            } else {
                let mut b = Board::new(19);
                b.set_stone(d4, Some(Color::White)).unwrap();
                b
            };
            let before = b.clone();
            let mut fresh_board = b.clone();
            let fresh = Reader::default().attack(&mut fresh_board, d4, 0);
            let got = shared.attack(&mut b, d4, 0);
            assert_eq!(got, fresh, "{breaker:?} on {size}x{size}");
            assert!(b == before, "the board comes back unchanged");
            assert_eq!(
                b.nodes(Counter::Reading),
                fresh_board.nodes(Counter::Reading)
            );
            assert_eq!(b.depth(), before.depth());
        }
    }
}

/// The defender's candidates after the edge generator, for the string at `s`.
fn edge_candidates(diagram: &str, s: &str) -> Vec<String> {
    let board = parse_diagram(diagram).expect("diagram");
    let n = board.size();
    let s = Point::parse_vertex(s, n).expect("vertex");
    let color = board.color_at(s).expect("a stone");
    let libs = crate::board::queries::libs_of::<4>(&board, s);
    let mut moves = super::moves::Moves::new();
    for &l in libs.as_slice() {
        moves.add(l, 0);
    }
    moves.edge_moves(&board, s, libs.as_slice(), color);
    let mut out = Vec::new();
    while let Some(p) = moves.next_untried() {
        out.push(p.to_vertex(n));
    }
    out.sort();
    out
}

#[test]
fn no_first_line_crawl_under_a_strong_wall_without_a_friend_ahead() {
    // D1 only crawls along the first line under the black wall towards an
    // empty corner: not a candidate.
    let alone = edge_candidates(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . X X X X X .\n\
         . O O . . . .",
        "B1",
    );
    assert_eq!(alone, ["A1"]);
    // With a white stone ahead on the second line the crawl can link up.
    let friend = edge_candidates(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . X X X X X O\n\
         . O O . . . .",
        "B1",
    );
    assert_eq!(friend, ["A1", "D1"]);
}
