//! SGF loader unit tests: until-strings, setup, passes, errors naming the file.

use super::*;
use crate::board::diagram::at;

/// The colour at the vertex `v` of a loaded position.
fn color(l: &Loaded, v: &str) -> Option<Color> {
    l.board.color_at(at(&l.board, v))
}

fn load(text: &str, until: Option<&str>) -> Result<Loaded, SgfError> {
    load_str(text, Path::new("test.sgf"), until)
}

#[test]
fn loads_to_move_number_and_vertex() {
    let sgf = "(;GM[1]FF[4]SZ[9];B[ee];W[ce];B[gc];W[cg])";
    let l = load(sgf, Some("3")).unwrap();
    assert_eq!(l.moves_played, 2);
    assert_eq!(l.to_move, Color::Black);
    assert_eq!(color(&l, "E5"), Some(Color::Black));
    assert_eq!(color(&l, "G7"), None);
    let l = load(sgf, Some("C3")).unwrap();
    assert_eq!(l.moves_played, 3);
    assert_eq!(l.to_move, Color::White);
    let l = load(sgf, None).unwrap();
    assert_eq!(l.moves_played, 4);
    assert_eq!(l.to_move, Color::Black);
}

#[test]
fn setup_handicap_pass_and_player() {
    let sgf = "(;GM[1]FF[4]SZ[19]HA[2]AB[dd][pp];W[tt];B[];W[qd]AE[dd];PL[W])";
    let l = load(sgf, None).unwrap();
    assert_eq!(l.handicap, 2);
    assert_eq!(l.komi, 0.5);
    assert_eq!(color(&l, "D16"), None);
    assert_eq!(color(&l, "Q4"), Some(Color::Black));
    assert_eq!(color(&l, "R16"), Some(Color::White));
    assert_eq!(l.moves_played, 3);
    assert_eq!(l.to_move, Color::White);
}

#[test]
fn compressed_point_lists_and_mixed_case_ff3() {
    let sgf = "(;GaMe[1]FF[3]SiZe[5]AddBlack[aa:bb];White[cc])";
    let l = load(sgf, None).unwrap();
    assert_eq!(l.board.stones_of(Color::Black).len(), 4);
    assert_eq!(color(&l, "C3"), Some(Color::White));
}

#[test]
fn captures_and_ko_from_the_record() {
    // Black captures white's corner stone; then a ko is taken and retaken at
    // once, which the record is allowed to do (it is authoritative).
    let l = load("(;GM[1]SZ[5];B[ba];W[aa];B[ab])", None).unwrap();
    assert_eq!(color(&l, "A5"), None, "white A5 was captured");
    assert_eq!(l.board.captures(Color::Black), 1);
    let ko = "(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])";
    let l = load(ko, None).unwrap();
    assert_eq!(color(&l, "B4"), Some(Color::White));
    assert_eq!(color(&l, "C4"), None);
    assert_eq!(l.board.captures(Color::White), 1);
}

#[test]
fn bad_files_are_errors_naming_the_file() {
    for bad in [
        "(;GM[1]SZ[9];B[ee];W[e",
        "no tree here",
        "(;GM[2]SZ[8];B[aa])",
        "(;GM[1]SZ[9];B[zz])",
        "(;GM[1]SZ[99];B[aa])",
    ] {
        let err = load(bad, None).expect_err(bad);
        assert_eq!(err.path(), Path::new("test.sgf"));
        assert!(err.to_string().contains("test.sgf"), "{err}");
    }
}

#[test]
fn occupied_point_stops_the_replay() {
    let l = load("(;GM[1]SZ[9];B[ee];W[ee];B[aa])", None).unwrap();
    assert_eq!(l.moves_played, 1);
    assert_eq!(l.to_move, Color::White);
}

#[test]
fn position_round_trips_through_sgf() {
    let l = load("(;GM[1]SZ[9];B[ee];W[ce];B[gc])", None).unwrap();
    let text = position_to_sgf(&l.board, 6.5, l.to_move);
    let again = load(&text, None).unwrap();
    assert_eq!(
        again.board.stones_of(Color::Black),
        l.board.stones_of(Color::Black)
    );
    assert_eq!(
        again.board.stones_of(Color::White),
        l.board.stones_of(Color::White)
    );
    assert_eq!(again.to_move, Color::White);
    assert_eq!(again.komi, 6.5);
}

#[test]
fn long_games_and_deep_variations_load_without_a_deep_structure() {
    // Half a million nodes on one line, as a sequence and as variations
    // nested within each other: the main line is read node by node, so
    // neither builds a deep tree (nor overflows the stack dropping one).
    let n = 500_000;
    let sequence = format!("(;GM[1]SZ[9]{};B[ee])", ";C[x]".repeat(n));
    let nested = format!("(;GM[1]SZ[9]{};B[ee]{})", "(;C[a]".repeat(n), ")".repeat(n));
    for text in [sequence, nested] {
        let l = load_str(&text, Path::new("long.sgf"), None).expect("loads");
        assert_eq!(color(&l, "E5"), Some(Color::Black));
    }
    // Brackets inside property values are values, escaped or not; the
    // main line takes the first variation at each branch.
    let text = "(;GM[1]SZ[9]C[;;;(\\];;)](;B[aa](;W[bb])(;W[cc]))(;B[dd]))";
    let l = load_str(text, Path::new("ok.sgf"), None).unwrap();
    assert_eq!(l.moves_played, 2);
    assert_eq!(color(&l, "B8"), Some(Color::White));
    assert_eq!(color(&l, "D6"), None);
}

#[test]
fn a_bad_setup_value_costs_only_itself_and_is_said() {
    // GNU Go keeps the good values of `AB[aa][b]`; so do we, with a
    // warning naming the file and the property. A compressed rectangle
    // may give its corners in either order.
    let l = load_str(
        "(;GM[1]SZ[9]AB[aa][b][cc]AW[ee:dd]AE[cc])",
        Path::new("setup.sgf"),
        None,
    )
    .unwrap();
    assert_eq!(color(&l, "A9"), Some(Color::Black));
    assert_eq!(color(&l, "C7"), None);
    for v in ["D6", "E6", "D5", "E5"] {
        assert_eq!(color(&l, v), Some(Color::White), "{v}");
    }
    assert_eq!(
        l.warnings,
        ["'setup.sgf': AB: ignored the values [b] that name no point"]
    );
    let plain = load_str("(;GM[1]SZ[9]AB[aa][cc])", Path::new("p.sgf"), None).unwrap();
    assert!(plain.warnings.is_empty());
}

#[test]
fn komi_must_be_a_finite_number() {
    let err = load_str("(;GM[1]SZ[9]KM[nan])", Path::new("k.sgf"), None).unwrap_err();
    assert!(
        err.to_string().contains("KM[NaN] is not a finite number"),
        "{err}"
    );
    let ok = load_str("(;GM[1]SZ[9]KM[6.5])", Path::new("k.sgf"), None).unwrap();
    assert_eq!(ok.komi, 6.5);
}

#[test]
fn utf16_records_are_decoded() {
    let text = "(;GM[1]SZ[9];B[ee])";
    for big in [false, true] {
        let mut bytes = if big {
            vec![0xFE, 0xFF]
        } else {
            vec![0xFF, 0xFE]
        };
        for unit in text.encode_utf16() {
            let pair = if big {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            };
            bytes.extend(pair);
        }
        let decoded = super::decode(&bytes).unwrap();
        assert_eq!(decoded, text);
    }
}

#[test]
fn setup_strings_without_liberties_are_captured() {
    let libs = |l: &Loaded, v: &str| {
        l.board
            .libs(Point::parse_vertex(v, l.board.size()).expect("vertex"))
    };
    // White A9 has no liberty: it goes, the black stones get it back.
    let l = load("(;SZ[9]AB[ab][ba]AW[aa])", None).unwrap();
    assert_eq!(color(&l, "A9"), None);
    assert_eq!((color(&l, "B9"), libs(&l, "B9")), (Some(Color::Black), 3));
    assert_eq!(libs(&l, "A8"), 3);
    assert_eq!(l.board.captures(Color::Black), 0);
    // The setup of a node is judged as a whole: A9 has a liberty once AE
    // has cleared A8 in the same node.
    let l = load("(;SZ[9]AW[aa]AB[ab][ba]AE[ab])", None).unwrap();
    assert_eq!(color(&l, "A9"), Some(Color::White));
    assert_eq!(color(&l, "B9"), Some(Color::Black));
    // Strings of both colours without liberties all go at once.
    let l = load("(;SZ[2]AB[aa][bb]AW[ab][ba])", None).unwrap();
    assert!(l.board.points().all(|p| l.board.is_empty(p)));
    // In a later node, before that node's move.
    let l = load("(;SZ[9];B[ee];AB[ab][ba]AW[aa]W[cc])", None).unwrap();
    assert_eq!(color(&l, "A9"), None);
    assert_eq!(color(&l, "C7"), Some(Color::White));
    assert_eq!(l.board.check_consistency(), Ok(()));
}
