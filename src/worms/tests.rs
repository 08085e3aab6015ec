//! Diagram tests for worm data and unconditional status.

use super::*;
use crate::board::parse_diagram;

fn at(b: &Board, v: &str) -> Point {
    Point::parse_vertex(v, b.size()).expect("test vertex")
}

#[test]
fn sizes_liberties_and_cutting_stones() {
    let b = parse_diagram(
        ". . . . .
         . X O . .
         . O X . .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let w = Worms::new(&b);
    let x = w.get(at(&b, "B4")).unwrap();
    assert_eq!((x.size, x.liberties), (1, 2));
    // B4 touches the white stones C4 and B3, which share the liberty... none: C4's
    // liberties are C5 D4, B3's are A3 B2; so B4 is a cutting stone.
    assert_eq!(x.cutstone, Cutstone::Cutting);
    assert_eq!(x.attack, None);
    let total: f32 = w.iter().map(|w| w.effective_size).sum();
    // Every stone plus every empty point within distance 3 is shared out.
    let reached = b
        .points()
        .filter(|&p| !w.close[p.index()].worms.is_empty())
        .count();
    assert!(
        (total - reached as f32).abs() < 1e-3,
        "{total} vs {reached}"
    );
}

#[test]
fn closest_worms_by_colour() {
    let b = parse_diagram(
        "X . . . O
         . . . . .
         . . . . .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let w = Worms::new(&b);
    let mid = at(&b, "C5");
    assert_eq!(w.close[mid.index()].distance, 2);
    assert_eq!(w.close[mid.index()].worms.len(), 2);
    let black = &w.close_by_color[Color::Black.index()][at(&b, "E1").index()];
    assert!(
        black.worms.is_empty(),
        "E1 is 8 steps from A5, beyond the limit"
    );
    let white = &w.close_by_color[Color::White.index()][at(&b, "E1").index()];
    assert_eq!((white.distance, white.worms.len()), (4, 1));
}

#[test]
fn two_eyes_are_unconditionally_alive() {
    let b = parse_diagram(
        ". X . X O .
         X X X X O .
         O O O O O .
         . . . . . .
         . . . . . .
         . . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&b);
    assert_eq!(s[at(&b, "B6").index()], UnconditionalStatus::Alive);
    assert_eq!(
        s[at(&b, "A6").index()],
        UnconditionalStatus::Territory(Color::Black)
    );
    assert_eq!(s[at(&b, "E5").index()], UnconditionalStatus::Undecided);
    assert_eq!(s[at(&b, "A2").index()], UnconditionalStatus::Undecided);
}

#[test]
fn one_eye_is_not_unconditional() {
    let b = parse_diagram(
        ". . X O .
         X X X O .
         O O O O .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&b);
    assert_eq!(s[at(&b, "C5").index()], UnconditionalStatus::Undecided);
}

#[test]
fn dead_stones_in_unconditional_territory() {
    let b = parse_diagram(
        ". X . . X O .
         X X . O X O .
         . X . . X O .
         X X X X X O .
         O O O O O O .
         . . . . . . .
         . . . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&b);
    assert_eq!(s[at(&b, "D6").index()], UnconditionalStatus::Dead);
    assert_eq!(
        s[at(&b, "C6").index()],
        UnconditionalStatus::Territory(Color::Black)
    );
    assert_eq!(s[at(&b, "E6").index()], UnconditionalStatus::Alive);
}

#[test]
fn gtp_unconditional_status_and_worm_data() {
    use crate::gtp::{Engine, EngineConfig};
    let mut e = Engine::new(EngineConfig::default());
    e.board = parse_diagram(
        ". X . X O .
         X X X X O .
         O O O O O .
         . . . . . .
         . . . . . .
         . . . . . .",
    )
    .unwrap();
    let run = |e: &mut Engine, c: &str| e.execute(c).expect(c);
    assert_eq!(run(&mut e, "unconditional_status B6"), "alive");
    assert_eq!(run(&mut e, "unconditional_status C6"), "black_territory");
    assert_eq!(run(&mut e, "unconditional_status F1"), "undecided");
    let data = run(&mut e, "worm_data B6");
    // The origin is the first stone in board order (top row first).
    assert!(data.starts_with("B6:"), "{data}");
    assert!(data.contains("size            6"), "{data}");
    assert!(data.contains("liberties       2"), "{data}");
    // Six stones, the two eye points and nothing else within reach.
    assert!(data.contains("effective_size  8.00"), "{data}");
    assert!(data.contains("unconditional_status alive"), "{data}");
    assert!(e.execute("worm_data C6").is_err());
    assert!(e.execute("unconditional_status Z9").is_err());
    let all = run(&mut e, "worm_data");
    assert_eq!(all.matches("color ").count(), 2, "{all}");
}
