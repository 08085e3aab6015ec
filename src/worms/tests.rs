//! Diagram tests for worm data and unconditional status.

use super::*;
use crate::board::parse_diagram;
use crate::reading::ReadResult;

/// The worm data of `b`, read with default limits and a fresh cache.
fn worms_of(b: &mut Board) -> Worms {
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(b, &mut reader, 0);
    Worms::new(b, &mut tactics)
}

fn at(b: &Board, v: &str) -> Point {
    Point::parse_vertex(v, b.size()).expect("test vertex")
}

#[test]
fn sizes_liberties_and_cutting_stones() {
    let mut b = parse_diagram(
        ". . . . .
         . X O . .
         . O X . .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let w = worms_of(&mut b);
    let x = w.get(at(&b, "B4")).unwrap();
    assert_eq!((x.size, x.liberties), (1, 2));
    // B4 touches the white stones C4 and B3, which share the liberty... none: C4's
    // liberties are C5 D4, B3's are A3 B2; so B4 is a cutting stone.
    assert_eq!(x.cutstone, Cutstone::Cutting);
    // With two liberties on this small board, White captures it at B5.
    assert_eq!(
        (x.attack_code, x.attack),
        (ReadResult::Win, Some(at(&b, "B5")))
    );
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
    let mut b = parse_diagram(
        "X . . . O
         . . . . .
         . . . . .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let w = worms_of(&mut b);
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
    let mut b = parse_diagram(
        ". X . X O .
         X X X X O .
         O O O O O .
         . . . . . .
         . . . . . .
         . . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&mut b);
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
    let mut b = parse_diagram(
        ". . X O .
         X X X O .
         O O O O .
         . . . . .
         . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&mut b);
    assert_eq!(s[at(&b, "C5").index()], UnconditionalStatus::Undecided);
}

#[test]
fn dead_stones_in_unconditional_territory() {
    let mut b = parse_diagram(
        ". X . . X O .
         X X . O X O .
         . X . . X O .
         X X X X X O .
         O O O O O O .
         . . . . . . .
         . . . . . . .",
    )
    .unwrap();
    let s = unconditional_status(&mut b);
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
    assert!(data.starts_with("B6:\norigin               B6\n"), "{data}");
    assert!(data.contains("\nsize                 6\n"), "{data}");
    assert!(data.contains("\nliberties            2\n"), "{data}");
    // Six stones, the two eye points and nothing else within reach.
    assert!(data.contains("\neffective_size       8.00\n"), "{data}");
    // Two eyes: reading finds no attack.
    assert!(data.contains("\nattack_code          0\n"), "{data}");
    assert!(data.contains("\nattack_point         PASS\n"), "{data}");
    assert!(data.ends_with("\nunconditional_status alive"), "{data}");
    assert!(e.execute("worm_data C6").is_err());
    assert!(e.execute("unconditional_status Z9").is_err());
    let all = run(&mut e, "worm_data");
    assert_eq!(all.matches("color ").count(), 2, "{all}");
}

/// The attack and defence lines of `worm_data VERTEX` on a position.
fn worm_tactics(board: Board, vertex: &str) -> Vec<String> {
    use crate::gtp::{Engine, EngineConfig};
    let mut e = Engine::new(EngineConfig::default());
    e.board = board;
    let data = e
        .execute(&format!("worm_data {vertex}"))
        .expect("worm_data");
    data.lines()
        .filter(|l| l.starts_with("attack_") || l.starts_with("defense_"))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn worm_data_of_a_string_in_atari() {
    // C6 is in atari: White takes it at C5, Black saves it there.
    let b = parse_diagram(
        ". . . . . . . . .
         . . . . . . . . .
         . . O . . . . . .
         . O X O X . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    )
    .unwrap();
    assert_eq!(
        worm_tactics(b.clone(), "C6"),
        [
            "attack_code 5",
            "attack_point C5",
            "defense_code 5",
            "defense_point C5"
        ]
    );
    // A white stone with three liberties and room: no attack, no defence read.
    assert_eq!(
        worm_tactics(b, "C7"),
        [
            "attack_code 0",
            "attack_point PASS",
            "defense_code 0",
            "defense_point PASS"
        ]
    );
}

/// White D4 in atari on 19x19; its escape D5 runs into a ladder towards the
/// upper right unless a white stone on Q16 breaks it.
fn ladder(breaker: bool) -> Board {
    let mut stones = vec![
        ("D4", Color::White),
        ("C4", Color::Black),
        ("D3", Color::Black),
        ("C5", Color::Black),
        ("E4", Color::Black),
    ];
    if breaker {
        stones.push(("Q16", Color::White));
    }
    crate::board::board_with_stones(19, &stones).expect("test position")
}

#[test]
fn worm_data_of_a_ladder() {
    // The ladder works: White's extension at D5 does not save the stone.
    assert_eq!(
        worm_tactics(ladder(false), "D4"),
        [
            "attack_code 5",
            "attack_point D5",
            "defense_code 0",
            "defense_point PASS"
        ]
    );
    // With the ladder breaker the extension saves it.
    assert_eq!(
        worm_tactics(ladder(true), "D4"),
        [
            "attack_code 5",
            "attack_point D5",
            "defense_code 5",
            "defense_point D5"
        ]
    );
}

#[test]
fn worm_data_counts_its_reading_on_the_engine_board() {
    use crate::board::Counter;
    use crate::gtp::{Engine, EngineConfig};
    let mut e = Engine::new(EngineConfig::default());
    e.board = ladder(false);
    let before = e.board.clone();
    e.execute("worm_data D4").expect("worm_data");
    let reading = e.board.nodes(Counter::Reading);
    let life = e.board.nodes(Counter::Life);
    // The ladder is read move by move; the unconditional analysis tries moves too.
    assert!(reading > 10, "{reading}");
    assert!(life > 0, "{life}");
    // Every trial move was taken back.
    assert!(e.board == before && e.board.depth() == before.depth());
    // The same question on a fresh engine costs the same.
    let mut again = Engine::new(EngineConfig::default());
    again.board = ladder(false);
    again.execute("worm_data D4").expect("worm_data");
    assert_eq!(again.board.nodes(Counter::Reading), reading);
    assert_eq!(again.board.nodes(Counter::Life), life);
}

#[test]
fn safety_of_a_new_stone_distinguishes_ko() {
    // Black C2 takes the ko at B2: White can retake only after a threat.
    let mut b = parse_diagram(
        ". . . . .
         . . . . .
         . X O . .
         X O . O .
         . X O . .",
    )
    .unwrap();
    let before = b.clone();
    let (c2, a1, b2) = (at(&b, "C2"), at(&b, "A1"), at(&b, "B2"));
    let mut reader = crate::reading::Reader::default();
    let mut t = TacticalReader::new(&b, &mut reader, 0);
    assert_eq!(t.safety(&mut b, c2, Color::Black), Safety::Ko);
    // White connecting at C2 keeps all its stones.
    assert_eq!(t.safety(&mut b, c2, Color::White), Safety::Safe);
    // Black A1 is a self-atari White captures at once; B2 is occupied.
    assert_eq!(t.safety(&mut b, a1, Color::Black), Safety::Unsafe);
    assert_eq!(t.safety(&mut b, b2, Color::Black), Safety::Unsafe);
    assert!(b == before && b.depth() == before.depth());
    // The trial stones and the reading were counted.
    assert!(b.nodes(crate::board::Counter::Reading) >= 3);
}
