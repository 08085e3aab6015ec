//! Tests of the static parts of owl: room to run, how the goal grows,
//! the verdict's outlook, the lone stone a ko grows from, and which
//! strings a verdict keeps from the root.

use super::{engine, verdict};
use crate::board::diagram::at;
use crate::board::{parse_diagram, Color, Counter, Point};

#[test]
fn room_to_run_passes_through_friendly_stones() {
    let diagram = |e3: char| {
        format!(
            "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X {e3} X X X X
X X X . . . X X X
X X X X O X X X X"
        )
    };
    let room = |e3: char| {
        let board = parse_diagram(&diagram(e3)).expect("diagram");
        let e1 = Point::parse_vertex("E1", 9).expect("vertex");
        crate::owl::verdict::room_to_run(&board, &[e1], crate::board::Color::White)
    };
    // E2; E3 at no cost; E4, E5; then D5 F5 E6 and C5 D6 G5 F6 E7. D2, F2,
    // D4 and F4 touch black stones and do not count.
    assert_eq!(room('O'), 11);
    // An empty E3 touches black: the walk stops at E2.
    assert_eq!(room('.'), 1);
    // A black E3 takes E2 too.
    assert_eq!(room('X'), 0);
}

#[test]
fn room_to_run_through_two_gaps_survives_one_block() {
    let diagram = |f3: char| {
        format!(
            "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . X {f3} X X X
X X X O O O X X X
X X X X X X X X X"
        )
    };
    let room = |f3: char| {
        let board = parse_diagram(&diagram(f3)).expect("diagram");
        let goal: Vec<Point> = ["D2", "E2", "F2"]
            .iter()
            .map(|v| Point::parse_vertex(v, 9).expect("vertex"))
            .collect();
        crate::owl::verdict::room_to_run(&board, &goal, crate::board::Color::White)
    };
    // Black blocks at D3; through F3: F4, F5, then E5 G5 F6, then D5 E6 H5
    // G6 F7. E4 and G4 touch black stones and do not count.
    assert_eq!(room('.'), 10);
    // One gap: black blocks it, and no liberty of the goal is open.
    assert_eq!(room('X'), 0);
}

#[test]
fn a_diagonal_joins_the_goal_unless_both_points_between_are_enemy_stones() {
    let e = engine(
        "
. . . . .
. O X . .
. X . . .
. . . O .
. . . . .",
    );
    let goal = crate::owl::goal::Goal::new(&[at(&e.board, "B4")]);
    let white = crate::board::Color::White;
    // C3 is diagonal to B4 through B3 and C4, both black: cut.
    assert!(!crate::owl::goal::joins_goal(
        &e.board,
        &goal,
        at(&e.board, "C3"),
        white
    ));
    // A3 is diagonal to B4 through A4 (empty) and B3: joined.
    assert!(crate::owl::goal::joins_goal(
        &e.board,
        &goal,
        at(&e.board, "A3"),
        white
    ));
    // A4 touches B4.
    assert!(crate::owl::goal::joins_goal(
        &e.board,
        &goal,
        at(&e.board, "A4"),
        white
    ));
    // D2 is far away.
    assert!(!crate::owl::goal::joins_goal(
        &e.board,
        &goal,
        at(&e.board, "D2"),
        white
    ));
}

#[test]
fn the_outlook_ranks_settled_goals_by_class_and_open_ones_by_eyes_and_room() {
    let alive = verdict(true, false, false, (2, 2, 0), 3).outlook();
    let richer = verdict(true, false, false, (3, 4, 2), 40).outlook();
    assert_eq!(alive, richer, "once alive, more eyes add nothing");
    let open_rich = verdict(false, false, false, (1, 4, 2), 60);
    let open_poor = verdict(false, false, false, (0, 1, 0), 10);
    assert!(alive > open_rich.outlook());
    assert!(open_rich.outlook() > open_poor.outlook());
    // Room to run counts up to a cap.
    let roomy = verdict(false, false, false, (0, 1, 0), 40).outlook();
    assert!(roomy > open_poor.outlook());
    assert_eq!(
        roomy,
        verdict(false, false, false, (0, 1, 0), 400).outlook()
    );
    let dead = verdict(false, true, false, (0, 1, 0), 3).outlook();
    let hopeless = verdict(false, true, true, (0, 0, 0), 3).outlook();
    assert!(open_poor.outlook() > dead && dead > hopeless);
}

#[test]
fn a_lone_stone_has_two_liberties_no_friend_and_takes_nothing() {
    // The shape after which an `owl_defend` answer is checked for a ko.
    let board = parse_diagram(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . . . . . .
O O X . . . . O .
. X . . X . . X O",
    )
    .expect("diagram");
    let p = |v: &str| Point::parse_vertex(v, board.size()).expect("vertex");
    let lone = |v: &str, c: Color| crate::owl::lone_stone(&board, p(v), c);
    // Beside an enemy stone with liberties to spare, two empty neighbours.
    assert!(lone("F1", Color::White));
    // Capturing the stone in atari at H1 is no lone stone.
    assert!(!lone("G1", Color::White));
    // A friendly neighbour.
    assert!(!lone("A1", Color::White));
    assert!(!lone("D1", Color::Black));
    // Three empty neighbours, or one.
    assert!(!lone("D2", Color::White));
    assert!(!lone("C1", Color::White));
    // An occupied point.
    assert!(!lone("B1", Color::White));
}

#[test]
fn strings_away_from_the_goal_keep_their_root_reading_while_they_keep_their_liberties() {
    use crate::owl::lively::Keeping;
    use crate::owl::node::RootStone;
    use crate::worms::WormTactics;
    let mut board = parse_diagram(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X . . . . . . .
. O O . X . . . .
. . . . . . . . .",
    )
    .expect("diagram");
    let v = |s: &str| Point::parse_vertex(s, 9).expect("vertex");
    let root: Vec<Option<RootStone>> = (0..crate::board::NUM_CELLS)
        .map(|i| {
            let p = Point::from_index(i);
            board.color_at(p).map(|color| RootStone {
                color,
                libs: board.libs(p),
                tactics: WormTactics::SAFE,
            })
        })
        .collect();
    let goal = [v("B2"), v("C2")];
    let kept =
        |board: &crate::board::Board, s: &str| Keeping::new(board, &root, &goal).kept(board, v(s));
    // Nothing changed: every string reads as at the root.
    for s in ["B2", "B3", "E2"] {
        assert!(kept(&board, s), "{s}");
    }
    // A black stone near all three, touching none: the goal and the
    // enemy string next to it are read again; the enemy string one point
    // away from the goal, with its liberties, is kept.
    assert!(board.try_move(v("D4"), Color::Black, Counter::Reading));
    assert!(!kept(&board, "B2"));
    assert!(!kept(&board, "B3"));
    assert!(kept(&board, "E2"));
    // Once its liberties change, it is read again too.
    assert!(board.try_move(v("F2"), Color::White, Counter::Reading));
    assert!(!kept(&board, "E2"));
}
