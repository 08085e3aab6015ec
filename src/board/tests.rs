//! Board unit and property tests: captures, ko, suicide, undo, incremental data.

use super::diagram::at;
use super::*;
use proptest::prelude::*;

#[test]
fn capture_in_the_corner_and_counts() {
    let mut b = parse_diagram(
        "O X . .
         . . . .
         . . . .
         . . . .",
    )
    .unwrap();
    assert_eq!(b.libs(at(&b, "A4")), 1);
    b.play(Move::Play(at(&b, "A3")), Color::Black).unwrap();
    assert_eq!(b.color_at(at(&b, "A4")), None);
    assert_eq!(b.captures(Color::Black), 1);
    assert_eq!(b.libs(at(&b, "A3")), 3);
    b.check_consistency().unwrap();
    assert!(b.undo());
    assert_eq!(b.color_at(at(&b, "A4")), Some(Color::White));
    assert_eq!(b.captures(Color::Black), 0);
    b.check_consistency().unwrap();
}

#[test]
fn suicide_is_illegal_but_capturing_is_not() {
    let b = parse_diagram(
        ". X . .
         X . . .
         . . O .
         . O . O",
    )
    .unwrap();
    assert!(!b.is_legal(at(&b, "A4"), Color::White));
    assert!(b.is_legal(at(&b, "A4"), Color::Black));
    assert!(!b.is_legal(at(&b, "C1"), Color::Black));
    assert!(b.is_legal(at(&b, "C1"), Color::White));
}

/// A ko on B4/C4: Black to capture at C4.
fn ko_shape() -> Board {
    parse_diagram(
        ". X O . .
         X O . O .
         . X O . .
         . . . . .
         . . . . .",
    )
    .unwrap()
}

#[test]
fn simple_ko_is_refused_then_allowed_after_a_move_elsewhere() {
    let mut b = ko_shape();
    // Black captures at C4 (the white stone on B4 has one liberty: C4).
    b.play(Move::Play(at(&b, "C4")), Color::Black).unwrap();
    assert_eq!(b.color_at(at(&b, "B4")), None);
    assert_eq!(b.ko(), Some((at(&b, "B4"), Color::White)));
    assert_eq!(
        b.play(Move::Play(at(&b, "B4")), Color::White),
        Err(IllegalMove::Ko)
    );
    b.play(Move::Play(at(&b, "E1")), Color::White).unwrap();
    b.play(Move::Play(at(&b, "E2")), Color::Black).unwrap();
    assert!(b.is_legal(at(&b, "B4"), Color::White));
    b.check_consistency().unwrap();
}

#[test]
fn superko_detects_a_repetition() {
    let mut b = ko_shape();
    let start = b.stone_hash();
    b.play(Move::Play(at(&b, "C4")), Color::Black).unwrap();
    b.play(Move::Pass, Color::White).unwrap();
    b.play(Move::Pass, Color::Black).unwrap();
    // Retaking after the passes is legal under simple ko, and repeats
    // the position before C4 only if C4 is captured: it is.
    let retake = at(&b, "B4");
    assert!(b.is_legal(retake, Color::White));
    assert!(b.violates_superko(retake, Color::White));
    assert_ne!(b.stone_hash(), start);
}

#[test]
fn with_move_counts_nodes_and_restores() {
    let mut b = Board::new(9);
    let before = b.clone();
    let p = at(&b, "E5");
    let libs = b.with_move(p, Color::Black, Counter::Reading, |b| b.libs(p));
    assert_eq!(libs, Some(4));
    assert_eq!(b.nodes(Counter::Reading), 1);
    assert_eq!(b, before);
    b.play(Move::Play(p), Color::Black).unwrap();
    assert_eq!(b.with_move(p, Color::White, Counter::Owl, |_| ()), None);
    assert_eq!(b.nodes(Counter::Owl), 0);
}

#[test]
fn game_hash_ignores_search_moves_on_top() {
    let mut b = Board::new(9);
    b.play(Move::Play(at(&b, "E5")), Color::Black).unwrap();
    let game = b.hash();
    assert_eq!(b.game_hash(), game);
    assert!(b.try_move(at(&b, "D5"), Color::White, Counter::Reading));
    assert!(b.try_move(at(&b, "C5"), Color::Black, Counter::Reading));
    assert_ne!(b.hash(), game);
    assert_eq!(b.game_hash(), game);
    b.undo();
    b.undo();
    b.play(Move::Play(at(&b, "D5")), Color::White).unwrap();
    assert_ne!(b.game_hash(), game);
    assert_eq!(b.game_hash(), b.hash());
}

#[test]
fn handicap_points_follow_gtp() {
    let b = Board::new(19);
    let v = |n| {
        Board::fixed_handicap_points(19, n)
            .unwrap()
            .iter()
            .map(|p| p.to_vertex(b.size()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(v(2), "Q16 D4");
    assert_eq!(v(9), "Q16 D4 Q4 D16 D10 Q10 K16 K4 K10");
    assert_eq!(Board::fixed_handicap_points(19, 10), None);
    assert_eq!(Board::fixed_handicap_points(10, 5), None);
}

#[test]
fn diagram_errors_name_the_line() {
    assert!(matches!(
        parse_diagram(". X\n. Q"),
        Err(DiagramError::BadChar { line: 2, ch: 'Q' })
    ));
    assert!(matches!(
        parse_diagram(". X .\n. .\n. . ."),
        Err(DiagramError::Ragged { line: 2, .. })
    ));
    // The white stone at B2 has no liberty: a diagram of no position.
    assert_eq!(
        parse_diagram(". X .\nX O X\n. X ."),
        Err(DiagramError::NoLiberty { line: 2, col: 2 })
    );
}

#[test]
fn liberty_lists_follow_a_string_across_the_listing_limit() {
    // A black line on the fourth row grows past MAX_LISTED_LIBS liberties;
    // white stones under it take them away again, then everything is undone.
    let mut b = Board::new(19);
    let mut moves = 0;
    for col in 0..12 {
        assert!(b.try_move(Point::new(col, 3), Color::Black, Counter::Reading));
        moves += 1;
        b.check_consistency().unwrap();
    }
    let line = Point::new(0, 3);
    assert_eq!(b.libs(line), 25);
    assert!(b.listed_libs(line).is_none());
    for col in 0..12 {
        assert!(b.try_move(Point::new(col, 2), Color::White, Counter::Reading));
        moves += 1;
        b.check_consistency().unwrap();
    }
    assert_eq!(b.libs(line), 13);
    assert_eq!(b.listed_libs(line).map(<[u16]>::len), Some(13));
    for _ in 0..moves {
        assert!(b.undo());
        b.check_consistency().unwrap();
    }
    assert_eq!(b, Board::new(19));
}

/// A random game of up to `len` moves on a `size` board, driven by `seed` choices.
fn random_moves(size: usize) -> impl Strategy<Value = Vec<(usize, usize, bool)>> {
    proptest::collection::vec((0..size, 0..size, any::<bool>()), 0..200)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn play_then_undo_restores_exactly(size in 2usize..=9, moves in random_moves(9)) {
        let mut b = Board::new(size);
        let mut snapshots = Vec::new();
        for (c, r, black) in moves {
            if c >= size || r >= size { continue; }
            let color = if black { Color::Black } else { Color::White };
            let before = b.clone();
            if b.play(Move::Play(Point::new(c, r)), color).is_ok() {
                snapshots.push(before);
                prop_assert_eq!(b.check_consistency(), Ok(()));
            }
        }
        while let Some(before) = snapshots.pop() {
            prop_assert!(b.undo());
            prop_assert_eq!(&b, &before);
            prop_assert_eq!(b.hash(), before.hash());
            prop_assert_eq!(b.check_consistency(), Ok(()));
        }
        prop_assert!(!b.undo());
    }

    #[test]
    fn a_detached_copy_tries_moves_as_the_board_does(size in 2usize..=9, moves in random_moves(9), tries in random_moves(9)) {
        let mut b = Board::new(size);
        for (c, r, black) in moves {
            if c < size && r < size {
                let color = if black { Color::Black } else { Color::White };
                let _ = b.play(Move::Play(Point::new(c, r)), color);
            }
        }
        let mut d = b.detached();
        prop_assert_eq!(&d, &b);
        prop_assert_eq!(d.depth(), 0);
        prop_assert_eq!(d.check_consistency(), Ok(()));
        for (c, r, black) in tries {
            if c >= size || r >= size { continue; }
            let (p, color) = (Point::new(c, r), if black { Color::Black } else { Color::White });
            let tried = b.try_ko_move(p, color, Counter::Reading);
            prop_assert_eq!(d.try_ko_move(p, color, Counter::Reading), tried);
            if tried {
                prop_assert_eq!(&d, &b);
                prop_assert_eq!(d.hash(), b.hash());
                prop_assert_eq!(d.libs(p), b.libs(p));
                prop_assert!(d.undo() && b.undo());
            }
            prop_assert_eq!(&d, &b);
            prop_assert_eq!(d.hash(), b.hash());
        }
        prop_assert_eq!(d.depth(), 0);
        prop_assert_eq!(d.check_consistency(), Ok(()));
    }

    #[test]
    fn history_replays_to_the_same_position(size in 2usize..=9, moves in random_moves(9), setup in any::<bool>()) {
        let mut b = Board::new(size);
        if setup {
            b.set_stone(Point::new(0, 0), Some(Color::White)).unwrap();
        }
        for (c, r, black) in moves {
            let color = if black { Color::Black } else { Color::White };
            if c < size && r < size {
                let _ = b.play(Move::Play(Point::new(c, r)), color);
            } else {
                let _ = b.play(Move::Pass, color);
            }
        }
        let (mut base, history) = b.history();
        prop_assert_eq!(base.depth(), 0);
        for (color, mv) in history {
            base.play_recorded(mv, color);
        }
        prop_assert_eq!(base.stone_hash(), b.stone_hash());
        prop_assert_eq!(base.to_move(), b.to_move());
        prop_assert_eq!(base.ko(), b.ko());
    }

    #[test]
    fn recorded_moves_with_suicides_keep_liberties_exact(size in 2usize..=7, moves in random_moves(7)) {
        // Records may suicide: the liberty count of a new string (computed
        // without a walk when it joins at most one string) must still be exact.
        let mut b = Board::new(size);
        for (c, r, black) in moves {
            if c >= size || r >= size { continue; }
            let color = if black { Color::Black } else { Color::White };
            b.play_recorded(Move::Play(Point::new(c, r)), color);
            prop_assert_eq!(b.check_consistency(), Ok(()));
        }
        while b.undo() {
            prop_assert_eq!(b.check_consistency(), Ok(()));
        }
    }

    #[test]
    fn liberty_lists_stay_exact_across_the_listing_limit(
        moves in proptest::collection::vec((0usize..13, 0usize..13, 0u8..5), 0..250),
    ) {
        // Mostly black stones on 13x13 make long strings whose liberty
        // counts cross MAX_LISTED_LIBS in both directions (merges, white
        // stones taking liberties, captures giving them back, undo).
        let mut b = Board::new(13);
        for (c, r, k) in moves {
            let color = if k == 0 { Color::White } else { Color::Black };
            if b.try_move(Point::new(c, r), color, Counter::Reading) {
                prop_assert_eq!(b.check_consistency(), Ok(()));
            }
        }
        while b.undo() {
            prop_assert_eq!(b.check_consistency(), Ok(()));
        }
    }

    #[test]
    fn incremental_data_matches_recomputation_on_19(moves in proptest::collection::vec((0usize..19, 0usize..19), 0..400)) {
        let mut b = Board::new(19);
        let mut color = Color::Black;
        for (c, r) in moves {
            if b.play(Move::Play(Point::new(c, r)), color).is_ok() {
                color = color.opponent();
            }
        }
        prop_assert_eq!(b.check_consistency(), Ok(()));
        let mut fresh = Board::new(19);
        let stones: Vec<_> = b.points().map(|p| (p, b.color_at(p))).collect();
        fresh.set_stones(stones).unwrap();
        prop_assert_eq!(fresh.stone_hash(), b.stone_hash());
    }
}
