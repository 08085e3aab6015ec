//! Move generation on small settled boards, where the right move is
//! clear by a one-line Go reason given beside each test.

use super::Reason;
use crate::board::{diagram, parse_diagram, Color, Move};
use crate::engine::{Engine, EngineConfig};

/// Both sides alive with one-point eyes only; in the middle a white pair
/// (C5 D5) and a black pair (E5 E4) each in atari with the one liberty
/// D4: whoever plays D4 captures two stones and saves two.
pub(crate) const SHARED_ATARI: &str = "
. X . X O . O
X X X X O O O
. X O O X O .
X X X . X O O
. X . X O O .
X X X X O . O
. X . X O O O";

/// Every point filled but the one-point eyes of two living groups.
const SETTLED: &str = "
. X O . O
X X O O O
. X O . O
X X O O O
. X O . O";

fn engine(text: &str, to_move: Color) -> Engine {
    let mut board = parse_diagram(text).expect("diagram");
    board.set_to_move(to_move);
    let mut e = Engine::new(EngineConfig::default());
    e.set_board(board);
    e
}

fn vertex(e: &Engine, v: &str) -> crate::board::Point {
    diagram::at(&e.board, v)
}

#[test]
fn both_sides_take_the_shared_atari_point() {
    for color in [Color::Black, Color::White] {
        let mut e = engine(SHARED_ATARI, color);
        let d4 = vertex(&e, "D4");
        assert_eq!(e.reg_genmove(color), Move::Play(d4), "{color:?}");
        let best = e.move_list(color).best().expect("a move").clone();
        let (mine, theirs) = match color {
            Color::Black => ("E5", "C5"),
            Color::White => ("C5", "E5"),
        };
        let saves = Reason::Save {
            worm: e.board.string_origin(vertex(&e, mine)),
            code: crate::search::ReadResult::Win,
        };
        let captures = Reason::Capture {
            worm: e.board.string_origin(vertex(&e, theirs)),
            code: crate::search::ReadResult::Win,
        };
        assert!(best.reasons.contains(&saves), "{:?}", best.reasons);
        assert!(best.reasons.contains(&captures), "{:?}", best.reasons);
        assert!(
            best.value >= 4.0,
            "two stones saved and two taken: {}",
            best.value
        );
    }
}

#[test]
fn nothing_is_played_when_every_legal_move_fills_an_own_eye() {
    for color in [Color::Black, Color::White] {
        let mut e = engine(SETTLED, color);
        assert_eq!(e.reg_genmove(color), Move::Pass, "{color:?}");
        assert!(e.move_list(color).moves.is_empty());
    }
}

#[test]
fn restricted_generation_chooses_among_the_listed_moves_only() {
    let mut e = engine(SHARED_ATARI, Color::Black);
    let (a7, d4, f2) = (vertex(&e, "A7"), vertex(&e, "D4"), vertex(&e, "F2"));
    assert_eq!(
        e.restricted_genmove(Color::Black, &[a7, d4]),
        Move::Play(d4)
    );
    // A7 fills Black's own eye and F2 is suicide: nothing listed is a candidate.
    assert_eq!(e.restricted_genmove(Color::Black, &[a7, f2]), Move::Pass);
}

#[test]
fn a_tiny_owl_budget_still_finds_the_tactical_move_and_is_deterministic() {
    let mut runs = Vec::new();
    for _ in 0..2 {
        let mut e = engine(SHARED_ATARI, Color::Black);
        e.set_setting("genmove_owl_nodes", "1").expect("a limit");
        let list = e.move_list(Color::Black).clone();
        assert_eq!(e.reg_genmove(Color::Black), Move::Play(vertex(&e, "D4")));
        runs.push(list);
    }
    assert_eq!(runs[0], runs[1]);
}

#[test]
fn genmove_plays_the_move_and_the_next_list_is_for_the_new_position() {
    let mut e = engine(SHARED_ATARI, Color::Black);
    assert_eq!(e.genmove(Color::Black), Ok(Move::Play(vertex(&e, "D4"))));
    assert!(
        e.board.color_at(vertex(&e, "C5")).is_none(),
        "C5 D5 captured"
    );
    assert_ne!(e.reg_genmove(Color::White), Move::Play(vertex(&e, "D4")));
}

#[test]
fn final_score_removes_a_dead_stone_in_an_eye() {
    // White's A6 sits in Black's eye with one liberty and cannot live.
    // Removed: Black has 14 stones and 4 points, White 15 stones and 3.
    let text = "
O . X O . O
X X X O O O
. X X O . O
X X X O O O
. X X O . O
X X X O O O";
    let mut e = engine(text, Color::Black);
    let a6 = vertex(&e, "A6");
    assert_eq!(e.dead_stones(), vec![a6]);
    assert_eq!(e.final_score(), 0.0);
    // Without removal A6 counts for White and B6 for nobody.
    assert_eq!(e.area_score(), -3.0);
}

#[test]
fn a_seed_adds_less_than_half_a_point_and_varies_with_the_seed() {
    let values = |seed: &str| {
        let mut e = engine(SHARED_ATARI, Color::Black);
        e.set_setting("genmove_seed", seed).expect("a limit");
        assert_eq!(e.reg_genmove(Color::Black), Move::Play(vertex(&e, "D4")));
        let mut list: Vec<(usize, f32)> = e
            .move_list(Color::Black)
            .moves
            .iter()
            .map(|c| (c.mv.index(), c.value))
            .collect();
        list.sort_by_key(|&(p, _)| p);
        list
    };
    let (plain, one, two) = (values("0"), values("1"), values("2"));
    assert_eq!(one, values("1"), "deterministic for a seed");
    assert_ne!(one, two);
    for (a, b) in plain.iter().zip(&one) {
        assert_eq!(a.0, b.0);
        assert!((0.0..0.5).contains(&(b.1 - a.1)), "{a:?} {b:?}");
    }
}
