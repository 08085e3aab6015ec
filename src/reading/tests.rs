//! Diagram tests for the tactics the reader must know, plus limits,
//! determinism and stack-safety checks.

use super::{ReadResult, Reader, ReadingConfig};
use crate::board::{parse_diagram, Board, Color, Counter, Point};

/// Asks `command` (`attack S`, `defend S`, `attack_either A B`,
/// `defend_both A B`, `does_attack M S` or `does_defend M S`) of a fresh
/// reader on `board` and answers as GNU Go prints it (`0`, or the code and
/// the move for `attack` and `defend`; the code alone for the others).
fn ask(board: &mut Board, command: &str) -> String {
    let words: Vec<&str> = command.split_whitespace().collect();
    let size = board.size();
    let at = |i: usize| Point::parse_vertex(words[i], size).expect("vertex in command");
    let mut reader = Reader::default();
    let print = |r: crate::search::SearchResult| match r.code {
        ReadResult::Lose => "0".to_string(),
        code => {
            let mv =
                r.mv.map_or(crate::board::Move::Pass, crate::board::Move::Play);
            format!("{} {}", code.gtp_code(), mv.to_vertex(size))
        }
    };
    match words[0] {
        "attack" => print(reader.attack(board, at(1), 0)),
        "defend" => print(reader.defend(board, at(1), 0)),
        "attack_either" => reader
            .attack_either(board, at(1), at(2), 0)
            .code
            .gtp_code()
            .to_string(),
        "defend_both" => reader
            .defend_both(board, at(1), at(2), 0)
            .code
            .gtp_code()
            .to_string(),
        "does_attack" => reader
            .does_attack(board, at(1), at(2), 0)
            .gtp_code()
            .to_string(),
        "does_defend" => reader
            .does_defend(board, at(1), at(2), 0)
            .gtp_code()
            .to_string(),
        other => panic!("unknown test command {other}"),
    }
}

/// Sets up `diagram` and checks the answer to `command` (see [`ask`]).
fn check(diagram: &str, command: &str, expected: &str) {
    check_any(diagram, command, &[expected]);
}

/// Like [`check`], for positions with several correct answers.
fn check_any(diagram: &str, command: &str, expected: &[&str]) {
    let mut board = parse_diagram(diagram).expect("diagram");
    let got = ask(&mut board, command);
    assert!(
        expected.contains(&got.as_str()),
        "{command} on\n{diagram}\ngot {got}, expected one of {expected:?}"
    );
}

/// A 9x9 ladder start: the white stone D4 has two liberties and runs
/// diagonally towards the upper right; `breaker` adds one white stone.
fn ladder(breaker: Option<&str>) -> Board {
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

fn ladder_reply(breaker: Option<&str>, command: &str) -> String {
    ask(&mut ladder(breaker), command)
}

#[test]
fn atari_capture() {
    check(
        ". . . . .\n\
         . X O . .\n\
         . . X . .\n\
         . . . . .\n\
         . . . . .",
        "attack C4",
        "1 D4",
    );
}

#[test]
fn ladder_works() {
    assert_eq!(ladder_reply(None, "attack D4"), "1 D5");
    // A ladder breaker far away but on the same diagonal does not help ...
    assert_eq!(ladder_reply(Some("J9"), "attack D4"), "1 D5");
}

#[test]
fn ladder_broken_by_breaker() {
    for breaker in ["G7", "G8", "H7", "F8"] {
        assert_eq!(ladder_reply(Some(breaker), "attack D4"), "0", "{breaker}");
    }
}

#[test]
fn net_captures_where_atari_fails() {
    check(
        ". . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . X O . . . .\n\
         . . . X O X . . .\n\
         . . . . X . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .",
        "attack E5",
        "1 E6",
    );
    check(
        ". . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . X . . . .\n\
         . . . X O . . . .\n\
         . . . X O . . . .\n\
         . . . . X . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .",
        "attack E5",
        "1 F5",
    );
}

const SNAPBACK: &str = ". . . . . . .\n\
                        . . . . . . .\n\
                        . . . . . . .\n\
                        X X X X O . .\n\
                        X O O . X O .\n\
                        X O . X O O .\n\
                        X O O X O . .";

#[test]
fn snapback_throw_in() {
    // White throws in at D3: if black captures, white recaptures the lot.
    check(SNAPBACK, "attack D1", "1 D3");
    check(SNAPBACK, "defend D1", "1 D3");
}

#[test]
fn capture_into_snapback_is_no_attack() {
    // Taking the lone white stone at C1 (at B1) leaves the five black
    // stones in atari: White takes them back at C1.
    check(
        ". . . . .\n\
         . . . . .\n\
         O O O O .\n\
         X X X O .\n\
         X . O X .",
        "attack C1",
        "0",
    );
}

const KO: &str = ". . . . . . .\n\
                  . . . . . . .\n\
                  . . . . . . .\n\
                  . . . . . . .\n\
                  . X O . . . .\n\
                  X O . O . . .\n\
                  . X O . . . .";

#[test]
fn ko_capture_is_ko_a() {
    check(KO, "attack B2", "2 C2");
    // Connecting out, or taking the stone that keeps B2 short of liberties.
    check_any(KO, "defend B2", &["1 C2", "1 A1"]);
}

#[test]
fn backfilling_attack() {
    check(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         X X X X X . .\n\
         O O O O X . .\n\
         . X . O X . .\n\
         X . . O X . .",
        "attack D1",
        "1 C1",
    );
}

#[test]
fn break_the_chain_defence() {
    check(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . O O O . . .\n\
         . . X X O . .\n\
         . O X O . . .\n\
         . . O X . . .",
        "defend C3",
        "1 E2",
    );
}

#[test]
fn two_string_goals_and_move_checks() {
    check(KO, "does_attack C2 B2", "1");
    check(KO, "does_defend C2 B2", "1");
    // Two white stones in atari: one of them falls; both can be saved only one at a time.
    let two = ". . . . .\n\
               X O X . .\n\
               . X . . .\n\
               . . X O X\n\
               . . . X .";
    check(two, "attack_either B4 D2", "1");
    check(two, "defend_both B4 D2", "0");
    check(two, "defend_both B3 D1", "1");
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
