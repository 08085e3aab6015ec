//! Diagram tests of the classic races on the board. Each diagram puts the
//! two racing strings between walls with many more liberties than the
//! race has, so that attacking a wall never pays; the expected outcome is
//! the textbook count, said in each test.

use super::{analyze, Outcome, SemeaiConfig};
use crate::board::{diagram, parse_diagram, Board, Color, Counter};

fn race(text: &str, a: &str, b: &str, to_move: Color) -> super::Semeai {
    let mut board: Board = parse_diagram(text).expect("diagram");
    let before = board.clone();
    let (pa, pb) = (diagram::at(&board, a), diagram::at(&board, b));
    let r = analyze(&mut board, pa, pb, to_move, &SemeaiConfig::default()).expect("a race");
    assert!(board == before, "the board is left as it was");
    assert!(board.nodes(Counter::Semeai) > 0, "the moves are counted");
    r
}

/// Black's A8-D8 (liberties A9-D9) against White's A7-D7 (A6-D6): four
/// against four, no shared liberty, walls with eight liberties each.
pub(crate) const FOUR_AGAINST_FOUR: &str = "
. . . . O . . . .
X X X X O O O O .
O O O O X . . . .
. . . . X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .";

#[test]
fn an_equal_race_is_won_by_the_side_to_move() {
    let black = race(FOUR_AGAINST_FOUR, "A8", "A7", Color::Black);
    assert_eq!(black.outcome, Outcome::Won);
    let p = black.mv.expect("a move");
    let board = parse_diagram(FOUR_AGAINST_FOUR).expect("diagram");
    let white_libs: Vec<_> = ["A6", "B6", "C6", "D6"]
        .iter()
        .map(|v| diagram::at(&board, v))
        .collect();
    assert!(white_libs.contains(&p), "Black fills a white liberty");
    let white = race(FOUR_AGAINST_FOUR, "A7", "A8", Color::White);
    assert_eq!(white.outcome, Outcome::Won);
    // Asked about Black with White to move (after a Black move elsewhere).
    let behind = race(FOUR_AGAINST_FOUR, "A8", "A7", Color::White);
    assert_eq!(behind.outcome, Outcome::Lost);
    assert_eq!(behind.mv, None);
}

#[test]
fn one_liberty_more_wins_even_moving_second() {
    // A black stone on A6 takes one of White's liberties: four against
    // three, and Black wins whoever moves first; White moving first
    // cannot save its string.
    let text = "
. . . . O . . . .
X X X X O O O O .
O O O O X . . . .
X . . . X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .";
    let r = race(text, "A8", "A7", Color::White);
    assert_eq!(r.outcome, Outcome::Won, "Black wins moving second");
    let w = race(text, "A7", "A8", Color::White);
    assert_eq!(w.outcome, Outcome::Lost);
    // A won race names a move that wins (the race is won by playing it
    // out), here a white liberty.
    let b = race(text, "A8", "A7", Color::Black);
    assert_eq!(b.outcome, Outcome::Won);
    let board = parse_diagram(text).expect("diagram");
    let white_libs: Vec<_> = ["B6", "C6", "D6"]
        .iter()
        .map(|v| diagram::at(&board, v))
        .collect();
    assert!(white_libs.contains(&b.mv.expect("a move")));
}

#[test]
fn an_eye_is_one_liberty_when_none_is_shared() {
    // Black's string A8-D8 with B9 has an eye at A9 and two outside
    // liberties (C9, D9); White's A7-D7 has four. With no shared
    // liberty the eye counts as one liberty: three against four, and
    // White moving first fills C9, D9 and then A9 to capture.
    let text = "
. X . . O . . . .
X X X X O O O O .
O O O O X . . . .
. . . . X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .";
    let r = race(text, "A8", "A7", Color::White);
    assert_eq!(
        r.outcome,
        Outcome::Lost,
        "three liberties against four, White first"
    );
    // A black stone on A6 leaves White three: three against three, won
    // by the side to move.
    let text = text.replacen(". . . . X . . . .", "X . . . X . . . .", 1);
    assert_eq!(race(&text, "A8", "A7", Color::White).outcome, Outcome::Lost);
    assert_eq!(race(&text, "A8", "A7", Color::Black).outcome, Outcome::Won);
}

#[test]
fn errors_name_the_problem() {
    let mut board: Board = parse_diagram(FOUR_AGAINST_FOUR).expect("diagram");
    let (a, b, e) = (
        diagram::at(&board, "A8"),
        diagram::at(&board, "B8"),
        diagram::at(&board, "J1"),
    );
    let c = SemeaiConfig::default();
    assert_eq!(
        analyze(&mut board, a, b, Color::Black, &c),
        Err(super::SemeaiError::SameColour)
    );
    assert_eq!(
        analyze(&mut board, a, e, Color::Black, &c),
        Err(super::SemeaiError::Empty)
    );
}
