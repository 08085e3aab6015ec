//! Diagram tests for worm data and unconditional status.

use super::*;
use crate::board::diagram::at;
use crate::board::parse_diagram;
use crate::reading::ReadResult;

/// The worm data of `b`, read with default limits and a fresh cache.
fn worms_of(b: &mut Board) -> Worms {
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(b, &mut reader, 0);
    let status = unconditional_status(b);
    Worms::new(b, &mut tactics, status)
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

/// The attack and defence data of the worm at `vertex`, written as
/// `worm_data` prints them (GNU Go's codes: 0 fails, 5 WIN, 4 KO_A, 3 KO_B).
fn worm_tactics(mut board: Board, vertex: &str) -> Vec<String> {
    let worms = worms_of(&mut board);
    let w = worms.get(at(&board, vertex)).expect("a worm at the vertex");
    let code = |r: ReadResult| match r {
        ReadResult::Lose => 0,
        ReadResult::KoB => 3,
        ReadResult::KoA => 4,
        ReadResult::Win => 5,
    };
    let point = |p: Option<Point>| p.map_or("PASS".to_string(), |p| p.to_vertex(board.size()));
    vec![
        format!("attack_code {}", code(w.attack_code)),
        format!("attack_point {}", point(w.attack)),
        format!("defense_code {}", code(w.defense_code)),
        format!("defense_point {}", point(w.defense)),
    ]
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
pub(crate) fn ladder(breaker: bool) -> Board {
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

#[test]
fn worm_data_taken_from_elsewhere_answers_without_a_read() {
    // The lone white stone in atari is captured; told it is safe (as owl
    // tells a verdict what a string far from every move read at the
    // root), the reader answers so, reads nothing, and keeps reading the
    // strings it was told nothing about.
    let mut b = parse_diagram(
        ". . . . .
         . . . . .
         . . X . .
         . X O X .
         . . . . .",
    )
    .unwrap();
    let (c2, b2) = (at(&b, "C2"), at(&b, "B2"));
    let mut reader = crate::reading::Reader::default();
    let mut t = TacticalReader::new(&b, &mut reader, 0);
    t.remember(&b, c2, WormTactics::SAFE);
    assert_eq!(t.worm(&mut b, c2), WormTactics::SAFE);
    assert_eq!(b.nodes(crate::board::Counter::Reading), 0);
    let read = t.worm(&mut b, b2);
    assert_eq!(read.attack_code, ReadResult::Lose, "{read:?}");
    let mut fresh_reader = crate::reading::Reader::default();
    let mut fresh = TacticalReader::new(&b, &mut fresh_reader, 0);
    assert_eq!(fresh.worm(&mut b, c2).attack_code, ReadResult::Win);
}
