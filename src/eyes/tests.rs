//! Diagram tests for eye spaces and eye values, and the bulky-eye table.

use super::*;
use crate::board::diagram::at;
use crate::board::parse_diagram;
/// Evaluates the eye space through the vertex of `command` (`eval_eye V`)
/// on the position of `diagram` and compares it with `expected`, in GNU
/// Go's `eval_eye` notation; `-1` outside every eye space.
fn check(diagram: &str, command: &str, expected: &str) {
    let mut board = parse_diagram(diagram).expect("test diagram");
    let vertex = command
        .strip_prefix("eval_eye ")
        .expect("an eval_eye command");
    let p = at(&board, vertex);
    let size = board.size();
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(&board, &mut reader, 0);
    let got = match eval_eye(&mut board, &mut tactics, &Heuristics::default(), p) {
        None => "-1".to_string(),
        Some(ev) => ev.eval_eye_notation(size),
    };
    assert_eq!(got, expected, "{command} on\n{diagram}");
}

/// The eye spaces of `board`, read with default limits and a fresh cache.
fn spaces_of(board: &mut Board) -> [EyeSpaces; 2] {
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(board, &mut reader, 0);
    eye_spaces(board, &mut tactics)
}

const STRAIGHT_THREE: &str = "
    . . . . . . .
    . O O O O O .
    O X X X X X O
    O X . . . X O
    O X X X X X O
    . O O O O O .
    . . . . . . .";

#[test]
fn straight_three_has_its_vital_point_in_the_middle() {
    check(STRAIGHT_THREE, "eval_eye D4", "1 2 D4 D4");
    check(STRAIGHT_THREE, "eval_eye C4", "1 2 D4 D4");
}

#[test]
fn straight_four_is_two_eyes() {
    check(
        "
        . . . . . . . .
        . O O O O O O .
        O X X X X X X O
        O X . . . . X O
        O X X X X X X O
        . O O O O O O .
        . . . . . . . .
        . . . . . . . .",
        "eval_eye D5",
        "2 2",
    );
}

#[test]
fn bent_four_in_the_corner_without_outside_liberties() {
    // The black string has no liberty outside its eye space.
    check(
        "
        . . X O . . .
        . X X O . . .
        . X O O . . .
        X X O . . . .
        O O O . . . .
        . . . . . . .
        . . . . . . .",
        "eval_eye A7",
        "1 2 A6 A6",
    );
}

#[test]
fn bulky_five_is_killed_or_saved_at_its_centre() {
    check(
        "
        . . . . . . . .
        . O O O O O O .
        O X X X X X O .
        O X . . X X O .
        O X . . . X O .
        O X X X X X O .
        . O O O O O . .
        . . . . . . . .",
        "eval_eye C5",
        "1 2 D4 D4",
    );
}

#[test]
fn rabbity_six_is_killed_or_saved_at_its_centre() {
    check(
        "
        . . . . . . . .
        . O O O O O O .
        O X X X X X O .
        O X X . X X O .
        O X . . . X O .
        O X X . . X O .
        O X X X X X O .
        . O O O O O . .",
        "eval_eye D5",
        "1 2 D4 D4",
    );
}

const EDGE_EYES: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    X X X O X X X
    . X . X . X .";

#[test]
fn false_eyes_on_the_edge() {
    // C1 and E1 each have the white stone D2 on a diagonal: false eyes.
    check(EDGE_EYES, "eval_eye C1", "0 0");
    check(EDGE_EYES, "eval_eye E1", "0 0");
    check(EDGE_EYES, "eval_eye A1", "1 1");
    check(EDGE_EYES, "eval_eye G1", "1 1");
    let mut b = parse_diagram(EDGE_EYES).unwrap();
    let [black, _] = spaces_of(&mut b);
    assert_eq!(black.topology[at(&b, "C1").index()], Topology::False);
    assert!(black.is_marginal(at(&b, "C1")));
    assert_eq!(black.topology[at(&b, "A1").index()], Topology::Proper);
}

#[test]
fn half_eye_has_attack_and_defence_points() {
    // B1 on the edge: its diagonal C2 is contested (either side can play
    // there and keep the stone): a half eye.
    let diagram = "
        . . . . . .
        . . . . . .
        X X . O . .
        X X O O . .
        X X . X X .
        X . X X . .";
    let mut b = parse_diagram(diagram).unwrap();
    let [black, _] = spaces_of(&mut b);
    match &black.topology[at(&b, "B1").index()] {
        Topology::Half {
            attacks, defenses, ..
        } => {
            assert_eq!(attacks[0], at(&b, "C2"));
            assert_eq!(defenses[0], at(&b, "C2"));
        }
        other => panic!("B1 should be a half eye, is {other:?}"),
    }
}

#[test]
fn diagonal_stone_that_reading_captures_does_not_spoil_the_eye() {
    // Without White's D4 a white stone on C2 joins C3 D3 with three
    // liberties, but Black captures the three stones (D4 first), so C2 is
    // Black's and B1 a proper eye (GNU Go 3.8 agrees).
    let diagram = "
        . . . . . .
        . . . . . .
        X X . . . .
        X X O O . .
        X X . X X .
        X . X X . .";
    let mut b = parse_diagram(diagram).unwrap();
    let [black, _] = spaces_of(&mut b);
    assert_eq!(black.topology[at(&b, "B1").index()], Topology::Proper);
    check(diagram, "eval_eye B1", "1 1");
}

/// A white stone in atari at D4 on an empty 19x19 board: its only escape,
/// D5, starts a ladder towards the upper right.
pub(crate) fn ladder_position(breaker: bool) -> Board {
    let mut stones = vec![
        ("D4", Color::White),
        ("C4", Color::Black),
        ("D3", Color::Black),
        ("C5", Color::Black),
        ("E4", Color::Black),
        ("A5", Color::Black),
        ("D1", Color::Black),
    ];
    if breaker {
        stones.push(("Q16", Color::White));
    }
    crate::board::board_with_stones(19, &stones).expect("test position")
}

#[test]
fn a_stone_caught_in_a_ladder_is_dead_in_the_eye_space() {
    // No ladder breaker: the ladder works, D4 is dead and lies in Black's
    // eye space (the whole board, as GNU Go 3.8 finds: esize 355).
    let mut b = ladder_position(false);
    let d4 = at(&b, "D4");
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(&b, &mut reader, 0);
    assert!(!space::lively_stones(&mut b, &mut tactics)[d4.index()]);
    let [black, white] = eye_spaces(&mut b, &mut tactics);
    let space = black.space_at(d4).expect("D4 is in a black eye space");
    assert_eq!(space.esize, 355);
    assert!(white.point[d4.index()].is_none());
    // The reading was counted on the board it ran on.
    assert!(b.nodes(crate::board::Counter::Reading) > 0);

    // White's stone on Q16 breaks the ladder: D4 can be saved, so it is
    // lively and in no eye space.
    let mut b = ladder_position(true);
    let mut reader = crate::reading::Reader::default();
    let mut tactics = TacticalReader::new(&b, &mut reader, 0);
    assert!(space::lively_stones(&mut b, &mut tactics)[d4.index()]);
    let [black, _] = eye_spaces(&mut b, &mut tactics);
    assert!(black.point[d4.index()].is_none());
}

pub(crate) const CORNER_TWELVE: &str = "
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    X X X X X O . . .
    O O O O O . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

#[test]
fn twelve_point_corner_space_with_no_outside_liberties() {
    check(CORNER_TWELVE, "eval_eye A9", "2 2");
    let mut b = parse_diagram(CORNER_TWELVE).unwrap();
    let [black, _] = spaces_of(&mut b);
    let space = black.space_at(at(&b, "A9")).unwrap();
    assert_eq!((space.esize, space.msize), (12, 0));
    let mut on = Heuristics::default();
    on.set("bulky_eye", "on").unwrap();
    let mut off = Heuristics::default();
    off.set("bulky_eye", "off").unwrap();
    let with = evaluate_space(&b, &black, space, &on, Detail::Full);
    let without = evaluate_space(&b, &black, space, &off, Detail::Full);
    assert!(with.estimated && without.estimated);
    assert_eq!(
        (with.value, with.pessimistic_min),
        (EyeValue::new(2, 2, 2, 2), 1)
    );
    assert_eq!(
        (without.value, without.pessimistic_min),
        (EyeValue::new(4, 4, 4, 4), 4)
    );
}

/// One row of the bulky-eye table: a diagram, a point of the black space,
/// and the expected (size, bulk, bulky, estimate on, estimate off) where an
/// estimate is (eyes, pessimistic minimum).
struct Row {
    diagram: &'static str,
    vertex: &'static str,
    size: usize,
    bulk: i32,
    bulky: bool,
    on: (u8, u8),
    off: (u8, u8),
}

#[test]
fn bulky_eye_table() {
    let rows = [
        // 3x4 in the corner, no outside liberties: 52 + 4 + 7 edge contacts.
        Row {
            diagram: CORNER_TWELVE,
            vertex: "A9",
            size: 12,
            bulk: 70,
            bulky: true,
            on: (2, 1),
            off: (4, 4),
        },
        // 2x6 in the corner: 36 + 4 + 8 edge contacts, just above 52.
        Row {
            diagram: "
                . . . . . . X O .
                . . . . . . X O .
                X X X X X X X O .
                O O O O O O O O .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .",
            vertex: "A9",
            size: 12,
            bulk: 56,
            bulky: true,
            on: (2, 1),
            off: (4, 4),
        },
        // 1x11 along the top edge: a thin line.
        Row {
            diagram: "
                . . . . . . . . . . . X O
                X X X X X X X X X X X X O
                O O O O O O O O O O O O O
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .
                . . . . . . . . . . . . .",
            vertex: "A13",
            size: 11,
            bulk: 35,
            bulky: false,
            on: (3, 3),
            off: (3, 3),
        },
        // 3x4 in the centre: 52 + 4.
        Row {
            diagram: "
                . . . . . . . . .
                . O O O O O O . .
                O X X X X X X O .
                O X . . . . X O .
                O X . . . . X O .
                O X . . . . X O .
                O X X X X X X O .
                . O O O O O O . .
                . . . . . . . . .",
            vertex: "C6",
            size: 12,
            bulk: 56,
            bulky: true,
            on: (2, 1),
            off: (4, 4),
        },
    ];
    for row in rows {
        let mut b = parse_diagram(row.diagram).unwrap();
        let [black, _] = spaces_of(&mut b);
        let space = black.space_at(at(&b, row.vertex)).unwrap();
        let on = bulky::estimate(&b, &black, space, true);
        let off = bulky::estimate(&b, &black, space, false);
        let got = (
            space.esize,
            on.bulk,
            on.bulky,
            (on.value.b, on.pessimistic_min),
            (off.value.b, off.pessimistic_min),
        );
        assert_eq!(
            got,
            (row.size, row.bulk, row.bulky, row.on, row.off),
            "{}",
            row.diagram
        );
        assert_eq!(on.bulk, off.bulk);
        assert!(on.value.b >= 2 || off.value.b < 2, "never below two");
    }
}

#[test]
fn eye_values_are_monotone_and_urgency_matches() {
    let v = EyeValue::new(0, 1, 1, 2);
    assert_eq!(v.urgency(), 0);
    assert_eq!(EyeValue::new(1, 1, 2, 2).urgency(), 2);
    assert_eq!(EyeValue::new(0, 0, 2, 2).urgency(), 4);
    assert_eq!(v.to_string(), "0112");
}

#[test]
fn points_outside_eye_spaces_answer_minus_one() {
    // Stones of living strings are in no eye space.
    check(STRAIGHT_THREE, "eval_eye B3", "-1");
    check(STRAIGHT_THREE, "eval_eye C5", "-1");
}

#[test]
fn solver_counts_each_shape_once_and_respects_the_limit() {
    let line = |n: usize| solve::EyeGraph {
        adjacency: (0..n)
            .map(|i| {
                let mut m = 0u16;
                if i > 0 {
                    m |= 1 << (i - 1);
                }
                if i + 1 < n {
                    m |= 1 << (i + 1);
                }
                m
            })
            .collect(),
        marginal: 0,
        stones: 0,
        wall: ((1u32 << n) - 1) as u16,
        pinned: 0,
        outside_liberties: true,
    };
    let three = solve::solve(&line(3), Detail::Full).unwrap();
    assert_eq!(three.value, EyeValue::new(1, 1, 2, 2));
    assert_eq!(
        (three.attacks.clone(), three.defenses.clone()),
        (vec![1], vec![1])
    );
    assert_eq!(
        solve::solve(&line(4), Detail::Full).unwrap().value,
        EyeValue::new(2, 2, 2, 2)
    );
    assert!(solve::solve(&line(solve::MAX_VERTICES + 1), Detail::Full).is_none());
}

mod properties {
    use super::super::solve::{solve, Detail, EyeGraph};
    use proptest::prelude::*;

    /// A random connected-ish eye graph of `n` vertices: a random spanning
    /// path plus extra edges, random margins, dead stones and wall contacts.
    fn graph() -> impl Strategy<Value = EyeGraph> {
        (2usize..=7).prop_flat_map(|n| {
            let full = (1u32 << n) - 1;
            (
                Just(n),
                proptest::collection::vec((0..n, 0..n), 0..4),
                0..=full,
                0..=full,
                1..=full,
                any::<bool>(),
            )
                .prop_map(|(n, extra, marginal, stones, wall, outside)| {
                    let mut adjacency = vec![0u16; n];
                    let mut link = |a: usize, b: usize| {
                        if a != b {
                            adjacency[a] |= 1 << b;
                            adjacency[b] |= 1 << a;
                        }
                    };
                    for i in 1..n {
                        link(i - 1, i);
                    }
                    for (a, b) in extra {
                        link(a, b);
                    }
                    // Dead stones sit on interior vertices only.
                    let stones = (stones & !marginal) as u16;
                    EyeGraph {
                        adjacency,
                        marginal: marginal as u16,
                        stones,
                        wall: wall as u16,
                        pinned: 0,
                        outside_liberties: outside,
                    }
                })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// Moving first is never worse than moving second, values count at
        /// most two eyes, and the listed first moves are vertices.
        #[test]
        fn moving_first_is_never_worse(g in graph()) {
            let s = solve(&g, Detail::Full).expect("small graph");
            let v = s.value;
            prop_assert!(v.b <= v.c, "{v}");
            prop_assert!(v.d <= 2, "{v}");
            // The attacker's best first moves reach b; the defender's reach c.
            prop_assert!(v.b == v.c || !s.attacks.is_empty() || !s.defenses.is_empty());
            // Listed first moves are legal vertices of the graph.
            prop_assert!(s.attacks.iter().chain(&s.defenses).all(|&i| i < g.adjacency.len()));
        }

        /// Alternating play alone gives the full solve's b, c and first
        /// moves, with a and d given as b and c.
        #[test]
        fn alternating_detail_matches_full(g in graph()) {
            // Before and after the full solve is in the shape cache.
            let before = solve(&g, Detail::Alternating).expect("small graph");
            let full = solve(&g, Detail::Full).expect("small graph");
            let alt = solve(&g, Detail::Alternating).expect("small graph");
            prop_assert_eq!(&before, &alt);
            prop_assert_eq!((alt.value.b, alt.value.c), (full.value.b, full.value.c));
            prop_assert_eq!((alt.value.a, alt.value.d), (alt.value.b, alt.value.c));
            prop_assert_eq!((&alt.attacks, &alt.defenses), (&full.attacks, &full.defenses));
            prop_assert_eq!(alt.detail, Detail::Alternating);
        }
    }
}

mod near_goal {
    use super::*;
    use proptest::prelude::*;

    /// Whether the waiting point `p` joins its domain, as first written: an
    /// orthogonal neighbour and a diagonal (on the board) next to both hold
    /// more influence together than `p`'s threshold.
    fn joins(board: &Board, influence: &[i8], threshold: &[i8], p: Point) -> bool {
        let [up, left, right, down] = p.neighbors();
        let [nw, ne, sw, se] = p.diagonals();
        let pairs = [
            (down, se),
            (down, sw),
            (right, se),
            (right, ne),
            (left, sw),
            (left, nw),
            (up, nw),
            (up, ne),
        ];
        let i = p.index();
        pairs.iter().any(|&(a, b)| {
            board.on_board(b) && influence[b.index()] > threshold[i] - influence[a.index()]
        })
    }

    /// The domains' growth as it was first written: sweeps over the points
    /// not yet grown, in board order, until a sweep grows none.
    fn grow_by_sweeps(
        board: &Board,
        domain: &mut [bool],
        influence: &mut [i8],
        threshold: &[i8],
        mut pending: Vec<Point>,
    ) {
        loop {
            let mut changed = false;
            pending.retain(|&p| {
                let i = p.index();
                let grows = joins(board, influence, threshold, p);
                if grows {
                    domain[i] = true;
                    influence[i] += 1;
                    changed = true;
                }
                !grows
            });
            if !changed {
                return;
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]

        /// The domains grow to the same points, with the same influence,
        /// whatever order the points are looked at in.
        #[test]
        fn domain_growth_does_not_depend_on_the_order(
            cells in prop::collection::vec((0u8..4, -1i8..=1, 0i8..=1), 81),
        ) {
            let board = Board::new(9);
            let mut domain = vec![false; crate::board::NUM_CELLS];
            let mut influence = vec![0i8; crate::board::NUM_CELLS];
            let mut threshold = vec![0i8; crate::board::NUM_CELLS];
            let mut pending = Vec::new();
            for (p, &(kind, inf, thr)) in board.points().zip(&cells) {
                let i = p.index();
                threshold[i] = thr;
                match kind {
                    // Not grown yet: its influence is at most zero.
                    0 | 1 => {
                        pending.push(p);
                        influence[i] = inf.min(0);
                    }
                    _ => {
                        domain[i] = inf > 0;
                        influence[i] = inf;
                    }
                }
            }
            // The same growth on sets, a row at a time.
            use super::super::space::{grow_domain, Growth, Rows};
            let mut g = Growth::default();
            let mut off_board = Rows::default();
            for i in 0..crate::board::NUM_CELLS {
                let p = Point::from_index(i);
                if !board.on_board(p) {
                    off_board.insert(p);
                    continue;
                }
                if domain[i] {
                    g.domain.insert(p);
                }
                if influence[i] >= 1 {
                    g.at_least_one.insert(p);
                }
                if influence[i] >= 0 {
                    g.at_least_zero.insert(p);
                }
                if threshold[i] >= 1 {
                    g.high_threshold.insert(p);
                }
            }
            for &p in &pending {
                g.waiting.insert(p);
            }
            grow_domain(&off_board, board.size(), &mut g);
            grow_by_sweeps(&board, &mut domain, &mut influence, &threshold, pending);
            for p in board.points() {
                let i = p.index();
                prop_assert_eq!(g.domain.contains(p), domain[i]);
                let inf = i8::from(g.at_least_one.contains(p)) + i8::from(g.at_least_zero.contains(p)) - 1;
                prop_assert_eq!(inf, influence[i]);
            }
        }

        /// The spaces touching a goal string, as `eye_spaces_of` works them
        /// out for owl, are those of the whole-board `eye_spaces`, half and
        /// false eyes included.
        #[test]
        fn spaces_near_the_goal_are_the_whole_board_ones(
            moves in prop::collection::vec((0usize..9, 0usize..9), 20..90),
            pick in any::<prop::sample::Index>(),
        ) {
            let mut board = Board::new(9);
            let mut color = Color::Black;
            for (c, r) in moves {
                if board.play(crate::board::Move::Play(Point::new(c, r)), color).is_ok() {
                    color = color.opponent();
                }
            }
            let origins: Vec<Point> = board
                .points()
                .filter(|&p| board.color_at(p).is_some() && board.string_origin(p) == p)
                .collect();
            prop_assume!(!origins.is_empty());
            let target = origins[pick.index(origins.len())];
            let owner = board.color_at(target).expect("a stone");
            let mut goal = crate::board::PointSet::new();
            for s in board.stones(target) {
                goal.insert(s);
            }
            let whole = spaces_of(&mut board)[owner.index()].clone();
            let mut reader = crate::reading::Reader::default();
            let mut tactics = TacticalReader::new(&board, &mut reader, 0);
            let lively = lively_stones(&mut board, &mut tactics);
            let near = eye_spaces_of(&mut board, &mut tactics, &lively, owner, &goal);
            for space in &whole.spaces {
                let touches = space.points.iter().any(|p| {
                    p.neighbors().into_iter().any(|q| goal.contains(q))
                });
                if !touches {
                    continue;
                }
                prop_assert_eq!(near.space_at(space.origin), Some(space));
                for p in &space.points {
                    prop_assert_eq!(&near.point[p.index()], &whole.point[p.index()]);
                    prop_assert_eq!(&near.topology[p.index()], &whole.topology[p.index()]);
                }
            }
        }
    }
}
