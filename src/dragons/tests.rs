//! Diagram tests for each link kind and for groups that stay apart.

use super::*;
use crate::board::diagram::at;
use crate::board::parse_diagram;
use crate::heuristics::Heuristics;
use crate::worms::{unconditional_status, TacticalReader};

/// The dragons of `diagram`, analysed with default limits.
fn dragons_of(diagram: &str) -> (Board, Dragons) {
    let board = parse_diagram(diagram).expect("diagram");
    dragons_made(board, None)
}

/// The dragons of `board` (of `only` one colour, if given), analysed with
/// default limits and fresh caches.
fn dragons_made(mut board: Board, only: Option<Color>) -> (Board, Dragons) {
    let mut reader = Reader::default();
    let mut connector = Connector::default();
    let status = unconditional_status(&mut board);
    let worms = {
        let mut t = TacticalReader::new(&board, &mut reader, 0);
        Worms::new(&mut board, &mut t, status)
    };
    let eyes = {
        let mut t = TacticalReader::new(&board, &mut reader, 0);
        crate::eyes::eye_spaces(&mut board, &mut t)
    };
    let influence = crate::influence::initial_influence(&board, &worms, &Default::default());
    let before = board.clone();
    let dragons = make_dragons(
        &mut board,
        DragonInputs {
            worms: &worms,
            eyes: &eyes,
            reader: &mut reader,
            connector: &mut connector,
            heuristics: &Heuristics::default(),
            stackp: 0,
            influence: &influence,
            only,
        },
    );
    assert!(board == before && board.depth() == before.depth());
    (board, dragons)
}

/// Whether the stones at `x` and `y` are in one dragon, and by which kinds of link.
fn joined(diagram: &str, x: &str, y: &str) -> (bool, Vec<LinkKind>) {
    let (b, d) = dragons_of(diagram);
    let (p, q) = (at(&b, x), at(&b, y));
    let same = d.get(p).map(|d| d.origin) == d.get(q).map(|d| d.origin);
    let kinds = d.links_of(p).map(|l| l.kind).collect();
    (same, kinds)
}

#[test]
fn worms_around_one_eye_are_one_dragon() {
    // Black stones around the eye at B7 in the corner, each its own worm.
    let eye = "X . X . . . .
               . X . X . . .
               X . X . . . .
               . . . . . . .
               . . . . . . .
               . . . . . . .
               . . . . . . .";
    let (same, kinds) = joined(eye, "A7", "C7");
    assert!(same && kinds.contains(&LinkKind::SharedEye), "{kinds:?}");
}

#[test]
fn two_shared_liberties_are_miai() {
    // C3-C4 and E3-E4 with D3 and D4 empty: a bamboo joint.
    let d = ". . . . . . .
             . . . . . . .
             . . . . . . .
             . . X . X . .
             . . X . X . .
             . . . . . . .
             . . . . . . .";
    let (same, kinds) = joined(d, "C3", "E3");
    assert!(same && kinds.contains(&LinkKind::Miai), "{kinds:?}");
}

#[test]
fn a_diagonal_with_both_sides_open_is_miai() {
    let d = ". . . . . . .
             . . . . . . .
             . . . . . . .
             . . . X . . .
             . . X . . . .
             . . . . . . .
             . . . . . . .";
    let (same, kinds) = joined(d, "C3", "D4");
    assert!(same && kinds == [LinkKind::Miai], "{kinds:?}");
}

#[test]
fn a_one_point_jump_that_reading_cannot_cut_is_one_dragon() {
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . X . X . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let (same, kinds) = joined(d, "C5", "E5");
    assert!(same && kinds.contains(&LinkKind::Reading), "{kinds:?}");
}

#[test]
fn a_crosscut_keeps_the_stones_apart() {
    // Black D5/E4 and White D4/E5 cross, the white stones backed up.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . X O O . . .
             . . . O X . . . .
             . . . O . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let (same, kinds) = joined(d, "D5", "E4");
    assert!(!same, "{kinds:?}");
}

#[test]
fn a_stone_reading_captures_links_nothing() {
    // Black C4 is in atari (White B4, C5, D4): it joins nothing, though it
    // shares liberties with C3's neighbour points and D5.
    let d = ". . . . . . .
             . . . . . . .
             . . O X . . .
             . O X O . . .
             . . . X . . .
             . . . . . . .
             . . . . . . .";
    let (b, dr) = dragons_of(d);
    let c4 = dr.get(at(&b, "C4")).unwrap();
    assert_eq!(c4.stones, vec![at(&b, "C4")]);
}

#[test]
fn dragon_data_counts_eyes_lunches_and_escape() {
    // A black group with two eyes in the corner; a white stone inside its
    // wall in atari is a lunch of the black stones around it.
    let d = ". X . X O . .
             X X X X O . .
             O O O O O . .
             . . . . . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .";
    let (b, dr) = dragons_of(d);
    let black = dr.get(at(&b, "A6")).unwrap();
    assert_eq!((black.eyes_min, black.eyes_max), (2, 2), "{black:?}");
    assert_eq!(black.status, Status::Alive);
    assert_eq!(black.escape, 2, "walled in: only its two eye points");
    let white = dr.get(at(&b, "E7")).unwrap();
    assert!(white.escape > ESCAPE_DEAD, "{white:?}");
    assert_eq!(white.neighbors, vec![black.origin]);
    // A lone white stone in atari that cannot run (its extension to D3 is
    // in atari again) is dead, and a lunch of the stones around it.
    let lunch = ". . . . . . .
                 . . . . . . .
                 . . . X . . .
                 . . X O X . .
                 . . X . X . .
                 . . . . . . .
                 . . . . . . .";
    let (b, dr) = dragons_of(lunch);
    let w = dr.get(at(&b, "D4")).unwrap();
    assert_eq!(w.status, Status::Dead);
    let x = dr.get(at(&b, "C4")).unwrap();
    assert_eq!(x.lunches, vec![at(&b, "D4")]);
}

#[test]
fn a_diagonal_whose_cut_is_caught_is_joined_by_a_conn_pattern() {
    // Black C3 and D4 with White on D3: a cut at C4 runs into Black B5
    // and is captured, so the conn.db diagonal shape joins them.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . X . . . . . . .
             . . . X . . . . .
             . . X O . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let (same, kinds) = joined(d, "C3", "D4");
    assert!(same, "{kinds:?}");
    assert!(kinds.contains(&LinkKind::Pattern("CC1")), "{kinds:?}");
}

#[test]
fn a_diagonal_whose_cut_lives_is_not_joined_by_a_pattern() {
    // The same diagonal without B5: the cutting stone at C4 runs free.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . X . . . . .
             . . X O . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let (_, kinds) = joined(d, "C3", "D4");
    assert!(
        !kinds.iter().any(|k| matches!(k, LinkKind::Pattern(_))),
        "{kinds:?}"
    );
}

#[test]
fn strings_around_a_captured_stone_are_one_dragon() {
    // White C4 is in atari and cannot run: B4, C5 and D4 (and C3) will
    // share the point it leaves.
    let d = ". . . . . . .
             . . . . . . .
             . . X . . . .
             . X O X . . .
             . . . . . . .
             . . X . . . .
             . . . . . . .";
    let (b, dr) = dragons_of(d);
    let dragon = dr.get(at(&b, "B4")).unwrap();
    for v in ["C5", "D4"] {
        assert!(dragon.stones.contains(&at(&b, v)), "{v}: {dragon:?}");
    }
    assert!(dr.links.iter().any(|l| l.kind == LinkKind::Capture));
}

/// White's middle stone E7 hangs from two tiger's mouths, D7 and E6.
/// Black D6 (next to both, and safe beside Black's wall) makes both cuts
/// work, and White can fill only one mouth: a double cut.
const DOUBLE_CUT: &str = ". . . . . . . . .
                          . . O O X X . . .
                          . . O . O X . . .
                          . . X . . O . . .
                          . . X . O O . . .
                          . . X . . . . . .
                          . . . . . . . . .
                          . . . . . . . . .
                          . . . . . . . . .";

#[test]
fn a_double_cut_joins_neither_side() {
    let (with_left, _) = joined(DOUBLE_CUT, "E7", "C8");
    let (with_right, _) = joined(DOUBLE_CUT, "E7", "F6");
    assert!(!with_left && !with_right);
}

#[test]
fn a_double_cut_with_its_point_taken_is_one_dragon() {
    // White holds D6: each mouth is closed on all sides, so both links hold.
    let closed = DOUBLE_CUT.replacen(". . X . . O", ". . X O . O", 1);
    let (same, kinds) = joined(&closed, "C8", "F6");
    assert!(same, "{kinds:?}");
}

/// Black C4 (with C3-D3) hangs from E4-F4 by the tiger's mouth D4 (White
/// E3 closes the other side) and from C7-D6 by a jump that reading cannot
/// cut. White D5, next to D4 and safe beside E5, makes the cut at D4 work;
/// after Black connects there White cuts the jump at C5 (B5 stops Black
/// going round): a double threat, and the tiger's mouth is the link lost.
const DOUBLE_THREAT: &str = ". . . . . . . . .
                             . . . . . . . . .
                             . . X . . . . . .
                             . . . X . . . . .
                             . O . . O . . . .
                             . . X . X X . . .
                             . . X X O O . . .
                             . . . . . . . . .
                             . . . . . . . . .";

#[test]
fn a_double_threat_drops_the_tigers_mouth() {
    let (with_jump, kinds) = joined(DOUBLE_THREAT, "C4", "C7");
    assert!(with_jump && kinds.contains(&LinkKind::Reading), "{kinds:?}");
    let (with_mouth, kinds) = joined(DOUBLE_THREAT, "C4", "E4");
    assert!(
        !with_mouth && !kinds.contains(&LinkKind::Shape),
        "{kinds:?}"
    );
}

#[test]
fn a_double_threat_with_its_point_taken_is_one_dragon() {
    // Black holds D5: the tiger's mouth is closed and the jump solid.
    let taken = DOUBLE_THREAT.replacen(". O . . O . . . .", ". O . X O . . . .", 1);
    let (same, kinds) = joined(&taken, "C4", "E4");
    assert!(same && kinds.contains(&LinkKind::Shape), "{kinds:?}");
}

/// One colour's dragons made apart are the dragons of both colours made
/// together, restricted to that colour (but for their neighbours, which
/// a one-colour view leaves out), and the other colour's stones belong to
/// none of them. Positions of a whole game, from the opening to the
/// endgame.
#[test]
fn one_colours_dragons_are_those_of_both() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games/selfplay1.sgf");
    for n in ["40", "90", "140", "206", "260"] {
        let board = crate::sgf::load_file(&path, Some(n)).expect("game").board;
        let (_, both) = dragons_made(board.clone(), None);
        for color in [Color::Black, Color::White] {
            let (_, one) = dragons_made(board.clone(), Some(color));
            assert_eq!(one.only, Some(color));
            let ours: Vec<&Dragon> = both.iter().filter(|d| d.color == color).collect();
            let made: Vec<&Dragon> = one.iter().collect();
            assert_eq!(made.len(), ours.len(), "move {n}, {color:?}");
            for (a, b) in made.iter().zip(&ours) {
                let b = Dragon {
                    neighbors: Vec::new(),
                    ..(*b).clone()
                };
                assert_eq!(**a, b, "move {n}, {color:?}");
            }
            for p in board.points() {
                match board.color_at(p) {
                    Some(c) if c == color => {
                        let (a, b) = (one.get(p).unwrap(), both.get(p).unwrap());
                        assert_eq!(a.origin, b.origin, "move {n}, {color:?}");
                    }
                    _ => assert!(one.get(p).is_none(), "move {n}, {color:?}"),
                }
            }
        }
    }
}
