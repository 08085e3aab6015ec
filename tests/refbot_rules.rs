//! Rules of the reference bot's board and game: eyes, ko, suicide, superko, scoring, and a
//! cross-check of play-out legality against a naive flood-fill implementation.

use tesuji::board::{Color, IllegalMove, Move, Point};
use tesuji::montecarlo::board::{Board, Cell, BLACK, EMPTY, NO_POINT, WHITE};
use tesuji::montecarlo::playout::playout_observed;
use tesuji::montecarlo::rng::Rng;
use tesuji::montecarlo::Game;

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram is valid")
}

/// The play-out board's cell at a GTP vertex like "C3".
fn at(b: &Board, gtp: &str) -> Cell {
    b.cell_of(vertex(gtp, b.size()))
}

fn vertex(gtp: &str, size: usize) -> Point {
    Point::parse_vertex(gtp, size).unwrap_or_else(|| panic!("bad vertex {gtp}"))
}

/// Checks `is_eye` at `point` for both colours against the expected owner (`None`: no eye).
fn check_eye(diagram: &str, point: &str, owner: Option<u8>) {
    let b = board(diagram);
    let p = at(&b, point);
    for c in [BLACK, WHITE] {
        assert_eq!(
            b.is_eye(p, c),
            owner == Some(c),
            "eye of colour {c} at {point} in\n{diagram}"
        );
    }
}

#[test]
fn centre_eye_allows_one_enemy_diagonal_but_not_two() {
    let clean = ". . . . .\n. . X . .\n. X . X .\n. . X . .\n. . . . .";
    check_eye(clean, "C3", Some(BLACK));
    let one = ". . . . .\n. O X . .\n. X . X .\n. . X . .\n. . . . .";
    check_eye(one, "C3", Some(BLACK));
    let two = ". . . . .\n. O X . .\n. X . X .\n. . X O .\n. . . . .";
    check_eye(two, "C3", None);
    // Own or empty diagonals never spoil an eye.
    let own = ". . . . .\n. X X X .\n. X . X .\n. X X X .\n. . . . .";
    check_eye(own, "C3", Some(BLACK));
    // A missing neighbour is not an eye.
    let open = ". . . . .\n. . X . .\n. X . . .\n. . X . .\n. . . . .";
    check_eye(open, "C3", None);
}

#[test]
fn edge_and_corner_eyes_allow_no_enemy_diagonal() {
    let edge = ". . . . .\n. . . . .\n. . . . .\n. O . . .\nO . O . .";
    check_eye(edge, "B1", Some(WHITE));
    let edge_spoilt = ". . . . .\n. . . . .\n. . . . .\n. O X . .\nO . O . .";
    check_eye(edge_spoilt, "B1", None);
    let corner = ". . . . .\n. . . . .\n. . . . .\nX . . . .\n. X . . .";
    check_eye(corner, "A1", Some(BLACK));
    let corner_spoilt = ". . . . .\n. . . . .\n. . . . .\nX O . . .\n. X . . .";
    check_eye(corner_spoilt, "A1", None);
}

#[test]
fn suicide_is_illegal_unless_it_captures() {
    // White at B1 would have no liberty.
    let b = board(". . .\nX . .\n. X .");
    assert!(!b.is_not_suicide(at(&b, "A1"), WHITE));
    assert!(b.is_not_suicide(at(&b, "A1"), BLACK));
    // Multi-stone suicide: White at C1 joins B1 whose only liberty was C1.
    let b = board(". . . .\nX X X .\nX O . X\n. X X .");
    assert!(!b.is_not_suicide(at(&b, "C2"), WHITE));
    // White B1 is surrounded by black stones but takes the last liberty of A1: legal.
    let b = board(". . .\nO X .\nX . X");
    assert!(b.is_not_suicide(at(&b, "B1"), WHITE));
    // White A2 takes the last liberty of A1 and of A3: legal. Black A2 joins A1, A3 and B2
    // into a chain with no liberty and captures nothing: suicide.
    let b = board("X O .\n. X O\nX O .");
    assert!(b.is_not_suicide(at(&b, "A2"), WHITE));
    assert!(!b.is_not_suicide(at(&b, "A2"), BLACK));
}

#[test]
fn simple_ko_blocks_the_immediate_retake_in_playouts_until_a_pass() {
    // The white stone B2 has one liberty, C2; Black takes it there.
    let mut b = board(". . . .\n. X O .\nX O . O\n. X O .");
    let take = at(&b, "C2");
    assert!(b.is_playout_move(take, BLACK));
    let captured = b.play(take, BLACK);
    assert_eq!(captured, 1);
    let retake = at(&b, "B2");
    assert_eq!(b.ko(), retake, "ko point is the captured stone");
    assert!(
        !b.is_playout_move(retake, WHITE),
        "immediate retake refused"
    );
    b.check_invariants();
    // After a pass the ko may be retaken.
    b.clear_ko();
    assert!(b.is_playout_move(retake, WHITE));
    assert_eq!(b.play(retake, WHITE), 1);
    b.check_invariants();
}

#[test]
fn capturing_two_stones_is_not_ko() {
    let bad = Board::from_diagram("X X X\nX O X\nX X .");
    assert!(bad.is_err(), "a chain without liberties is refused");
    let mut b3 = board(". X X .\nX O O .\n. X X .\n. . . .");
    assert_eq!(b3.play(at(&b3, "D3"), BLACK), 2);
    assert_eq!(b3.ko(), NO_POINT);
    b3.check_invariants();
}

#[test]
fn game_moves_obey_positional_superko() {
    // A ko around C3: Black B3, C4, C2 and White D4, D2, E3, then White C3 and Black D3
    // captures it.
    let mut g = Game::new(5, 0.5).expect("size 5");
    for (c, m) in [
        (Color::Black, "B3"),
        (Color::Black, "C4"),
        (Color::Black, "C2"),
        (Color::White, "D4"),
        (Color::White, "D2"),
        (Color::White, "E3"),
        (Color::White, "C3"),
    ] {
        g.play(c, Move::Play(vertex(m, 5))).expect("set-up move");
    }
    // Black D3 captures C3 (its last liberty).
    g.play(Color::Black, Move::Play(vertex("D3", 5)))
        .expect("capture");
    assert_eq!(g.board().at(g.board().cell_of(vertex("C3", 5))), EMPTY);
    // White retaking at C3 at once would recreate the earlier position: superko.
    assert_eq!(
        g.play(Color::White, Move::Play(vertex("C3", 5))),
        Err(IllegalMove::Superko)
    );
    // After a move elsewhere by each side the position differs, so the retake is legal.
    g.play(Color::White, Move::Play(vertex("A5", 5)))
        .expect("tenuki");
    g.play(Color::Black, Move::Play(vertex("E5", 5)))
        .expect("tenuki");
    g.play(Color::White, Move::Play(vertex("C3", 5)))
        .expect("retake after the position changed");
    // Occupied and suicide are refused too.
    assert!(matches!(
        g.play(Color::Black, Move::Play(vertex("C3", 5))),
        Err(IllegalMove::Occupied)
    ));
    let mut g = Game::new(3, 0.5).expect("size 3");
    g.play(Color::Black, Move::Play(vertex("A2", 3)))
        .expect("A2");
    g.play(Color::Black, Move::Play(vertex("B1", 3)))
        .expect("B1");
    assert_eq!(
        g.play(Color::White, Move::Play(vertex("A1", 3))),
        Err(IllegalMove::Suicide)
    );
    assert_eq!(g.moves().len(), 2, "a refused move is not recorded");
}

#[test]
fn superko_refuses_a_repetition_that_simple_ko_allows() {
    // Ko, then pass, pass: the simple-ko point is cleared, so a play-out could retake, but
    // White's retake would recreate the position before Black's capture: positional superko
    // refuses it in the game.
    let mut g = Game::new(5, 0.5).expect("size 5");
    for (c, m) in [
        (Color::Black, "B3"),
        (Color::Black, "C4"),
        (Color::Black, "C2"),
        (Color::White, "D4"),
        (Color::White, "D2"),
        (Color::White, "E3"),
        (Color::White, "C3"),
        (Color::Black, "D3"),
    ] {
        g.play(c, Move::Play(vertex(m, 5))).expect("set-up move");
    }
    g.play(Color::White, Move::Pass).expect("pass");
    g.play(Color::Black, Move::Pass).expect("pass");
    // The play-out board would allow the retake (a pass cleared the simple-ko point).
    let b = g.board();
    assert!(b.is_playout_move(b.cell_of(vertex("C3", 5)), WHITE));
    assert_eq!(
        g.play(Color::White, Move::Play(vertex("C3", 5))),
        Err(IllegalMove::Superko)
    );
}

#[test]
fn area_scoring_counts_stones_and_single_colour_regions() {
    // Black owns the left two columns and its territory, white the right; D-column dame.
    let b = board(". X . O .\n. X . O .\n. X . O .\n. X . O .\n. X . O .");
    // Black: 5 stones + 5 (A column). White: 5 stones + 5 (E column). C column touches both.
    assert_eq!(b.area_score(), 0);
    assert_eq!(b.area_score_by_regions(), 0);
    let b = board("X X X\nX . X\nX X .");
    assert_eq!(b.area_score(), 9);
    let b = board("O . O\n. O .\nO . .");
    assert_eq!(b.area_score(), -9);
    let b = board(". . .\n. . .\n. . .");
    assert_eq!(b.area_score(), 0, "an empty board is nobody's");
    let mut g = Game::new(3, 0.5).expect("size 3");
    g.play(Color::Black, Move::Play(vertex("B2", 3)))
        .expect("B2");
    assert_eq!(g.area_score(), 9);
    assert_eq!(g.black_margin(), 8.5);
}

/// Naive liberties of the chain at `p` by flood fill.
fn naive_chain(b: &Board, p: Cell) -> (Vec<Cell>, usize) {
    let c = b.at(p);
    let mut stones = vec![p];
    let mut libs = Vec::new();
    let mut i = 0;
    while i < stones.len() {
        for q in b.neighbours(stones[i]) {
            if b.at(q) == c && !stones.contains(&q) {
                stones.push(q);
            } else if b.at(q) == EMPTY && !libs.contains(&q) {
                libs.push(q);
            }
        }
        i += 1;
    }
    (stones, libs.len())
}

/// Naive legality: a stone at `p` captures enemy chains left without liberties; it is suicide
/// if its own chain then has none.
fn naive_not_suicide(b: &Board, p: Cell, c: u8) -> bool {
    let enemy = 3 - c;
    for q in b.neighbours(p) {
        if b.at(q) == EMPTY {
            return true;
        }
        if b.at(q) == enemy {
            let (_, libs) = naive_chain(b, q);
            if libs == 1 {
                return true;
            }
        }
        if b.at(q) == c {
            let (_, libs) = naive_chain(b, q);
            if libs > 1 {
                return true;
            }
        }
    }
    false
}

#[test]
fn playout_moves_agree_with_a_naive_rules_implementation() {
    for seed in 0..40u64 {
        let size = [5usize, 7, 9][seed as usize % 3];
        let mut b = Board::new(size).expect("size");
        let mut rng = Rng::new(seed);
        let mut c = BLACK;
        let mut passes = 0;
        for _ in 0..3 * size * size {
            let pts: Vec<Cell> = b.points().filter(|&p| b.at(p) == EMPTY).collect();
            let ok: Vec<Cell> = pts
                .iter()
                .copied()
                .filter(|&p| b.is_playout_move(p, c))
                .collect();
            for &p in &pts {
                assert_eq!(
                    b.is_not_suicide(p, c),
                    naive_not_suicide(&b, p, c),
                    "suicide test at {p} for {c}\n{}",
                    b.to_diagram()
                );
            }
            if ok.is_empty() {
                b.clear_ko();
                passes += 1;
                if passes == 2 {
                    break;
                }
            } else {
                passes = 0;
                let p = ok[rng.below(ok.len() as u32) as usize];
                let enemies_before: usize = b.points().filter(|&q| b.at(q) == 3 - c).count();
                let expected: usize = b
                    .neighbours(p)
                    .iter()
                    .filter(|&&q| b.at(q) == 3 - c)
                    .map(|&q| naive_chain(&b, q))
                    .filter(|(_, libs)| *libs == 1)
                    .flat_map(|(stones, _)| stones)
                    .collect::<std::collections::HashSet<_>>()
                    .len();
                let captured = b.play(p, c) as usize;
                assert_eq!(captured, expected, "captures at {p}");
                let enemies_after: usize = b.points().filter(|&q| b.at(q) == 3 - c).count();
                assert_eq!(enemies_before - enemies_after, captured);
                b.check_invariants();
                assert_eq!(b.area_score(), b.area_score_by_regions());
            }
            c = 3 - c;
        }
    }
}

#[test]
fn playout_reports_first_plays_and_counts_passes() {
    let root = Board::new(9).expect("size");
    for seed in 0..20u64 {
        let mut b = root.clone();
        let mut first = [EMPTY; tesuji::montecarlo::board::CAP];
        let mut log: Vec<(u8, Cell)> = Vec::new();
        let r = playout_observed(
            &mut b,
            BLACK,
            &mut Rng::new(seed),
            243,
            &mut first,
            |c, p| log.push((c, p)),
        );
        assert_eq!(r.moves as usize, log.len(), "every move and pass counted");
        assert!(log.len() <= 243);
        // Colours alternate starting with Black.
        for (i, (c, _)) in log.iter().enumerate() {
            assert_eq!(*c, if i % 2 == 0 { BLACK } else { WHITE });
        }
        if log.len() < 243 {
            let n = log.len();
            assert_eq!(log[n - 1].1, NO_POINT);
            assert_eq!(log[n - 2].1, NO_POINT, "a play-out ends on two passes");
            // No playable point remains for either side.
            for c in [BLACK, WHITE] {
                assert!(b
                    .points()
                    .all(|p| b.at(p) != EMPTY || !b.is_playout_move(p, c)));
            }
        }
        // `first` holds the colour of the first play at each point.
        let mut expected = [EMPTY; tesuji::montecarlo::board::CAP];
        for &(c, p) in &log {
            if p != NO_POINT && expected[p as usize] == EMPTY {
                expected[p as usize] = c;
            }
        }
        assert_eq!(first.to_vec(), expected.to_vec());
        assert_eq!(r.score, b.area_score_by_regions());
    }
}

#[test]
fn diagram_errors_name_the_line() {
    let e = Board::from_diagram(". . .\n. Z .\n. . .").unwrap_err();
    assert_eq!(
        e.to_string(),
        "diagram line 2: unexpected character 'Z' (expected X, O, . or +)"
    );
    let e = Board::from_diagram(". . .\n. .\n. . .").unwrap_err();
    assert_eq!(
        e.to_string(),
        "diagram line 2: 2 points, expected 3 (diagrams are square)"
    );
    // A string without liberties is no position.
    let e = Board::from_diagram("X O .\nO . .\n. . .").unwrap_err();
    assert_eq!(
        e.to_string(),
        "diagram line 1: the stone at column 1 is in a string without liberties"
    );
}

proptest::proptest! {
    #[test]
    fn parsers_never_panic(text in "[XO.+ \n]{0,120}|.{0,60}") {
        let _ = Board::from_diagram(&text);
        let _ = Move::parse(&text, 9);
        let _ = tesuji::montecarlo::players::parse_refbot_spec(&format!("refbot:{text}"));
    }

    #[test]
    fn copy_from_equals_clone_after_random_moves(seed in 0u64..1000, moves in 0usize..120) {
        let mut b = Board::new(9).expect("size");
        let mut rng = Rng::new(seed);
        let mut c = BLACK;
        for _ in 0..moves {
            let ok: Vec<Cell> = b.points().filter(|&p| b.at(p) == EMPTY && b.is_playout_move(p, c)).collect();
            if ok.is_empty() { break; }
            b.play(ok[rng.below(ok.len() as u32) as usize], c);
            c = 3 - c;
        }
        let mut copy = Board::new(9).expect("size");
        copy.copy_from(&b);
        copy.check_invariants();
        proptest::prop_assert_eq!(copy.to_diagram(), b.to_diagram());
        proptest::prop_assert_eq!(copy.ko(), b.ko());
        proptest::prop_assert_eq!(copy.area_score(), b.area_score());
    }
}
