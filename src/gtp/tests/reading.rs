//! The reading commands as GTP speaks them: the trymove stack, depth
//! adjustment and `reading_tree`.

use crate::board::{board_with_stones, Board, Color};
use crate::gtp::{EngineConfig, Gtp};
use crate::reading::ReadingConfig;

/// A 9x9 ladder start: the white stone D4 has two liberties.
fn ladder() -> Board {
    let stones = [
        ("D4", Color::White),
        ("C4", Color::Black),
        ("D3", Color::Black),
        ("E3", Color::Black),
    ];
    board_with_stones(9, &stones).expect("test position")
}

#[test]
fn trymove_popgo_and_depths() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    assert_eq!(e.execute("trymove white G7"), Ok(String::new()));
    assert_eq!(e.execute("attack D4").as_deref(), Ok("0"));
    assert_eq!(e.execute("popgo"), Ok(String::new()));
    assert_eq!(e.execute("attack D4").as_deref(), Ok("1 D5"));
    assert!(e.execute("popgo").is_err());
    assert_eq!(e.execute("increase_depths"), Ok(String::new()));
    assert_eq!(e.reader.config.depth, ReadingConfig::default().depth + 1);
    assert_eq!(e.execute("decrease_depths"), Ok(String::new()));
    assert_eq!(e.reader.config, ReadingConfig::default());
}

#[test]
fn reading_tree_is_written_as_sgf() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("tree.sgf");
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    let cmd = format!("reading_tree {} attack D4", file.display());
    assert_eq!(e.execute(&cmd).as_deref(), Ok("1 D5"));
    let text = std::fs::read_to_string(&file).expect("tree file");
    assert!(text.starts_with("(;GM[1]FF[4]SZ[9]"), "{text}");
    assert!(
        text.contains(";B[de]"),
        "the ladder's first atari D5 is in the tree"
    );
    assert!(text.contains("attack D4 -> 1 D5"));
}

#[test]
fn results_of_a_cut_search_are_marked_uncertain() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    let d4 = crate::board::Point::parse_vertex("D4", 9).unwrap();
    let full = e.attack(d4);
    assert!(full.certain, "{full:?}");
    e.set_setting("reading_node_limit", "2").unwrap();
    e.reader.clear_cache();
    let cut = e.attack(d4);
    assert!(!cut.certain, "{cut:?}");
    // A budget too small to read the ladder out answers conservatively.
    assert_eq!(e.execute("attack D4").as_deref(), Ok("0"));
}

#[test]
fn reading_commands_refuse_empty_vertices_and_mixed_colours() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    assert_eq!(
        e.execute("attack A1"),
        Err("vertex must not be empty".to_string())
    );
    assert!(e.execute("defend_both D4 C4").is_err());
    assert!(e.execute("does_attack D4 C4").is_err());
    assert_eq!(e.execute("does_attack D5 D4").as_deref(), Ok("1"));
}

#[test]
fn connection_commands_answer_as_gnu_go_and_check_their_arguments() {
    let mut e = Gtp::new(EngineConfig::default());
    // A one-point jump on an empty board: Black connects at the gap, and
    // White's wedge there is captured in a ladder towards the edge.
    e.board = board_with_stones(9, &[("C5", Color::Black), ("E5", Color::Black)]).unwrap();
    assert_eq!(e.execute("disconnect C5 E5").as_deref(), Ok("0"));
    let connect = e.execute("connect C5 E5").unwrap();
    assert!(connect.starts_with("1 "), "{connect}");
    assert!(e.execute("connect C5 A1").is_err(), "an empty vertex");
    e.board = board_with_stones(9, &[("C5", Color::Black), ("E5", Color::White)]).unwrap();
    assert!(
        e.execute("connect C5 E5").is_err(),
        "strings of two colours"
    );
}

#[test]
fn reading_tree_records_connection_moves_with_their_tactics() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("connect.sgf");
    let mut e = Gtp::new(EngineConfig::default());
    // A wedge into a one-point jump, captured in a ladder.
    e.board = board_with_stones(
        9,
        &[
            ("C5", Color::Black),
            ("E5", Color::Black),
            ("D5", Color::White),
        ],
    )
    .unwrap();
    let cmd = format!("reading_tree {} connect C5 E5", file.display());
    let answer = e.execute(&cmd).expect("connect");
    let text = std::fs::read_to_string(&file).expect("tree file");
    assert!(
        text.contains(&format!("connect C5 E5 -> {answer}")),
        "{text}"
    );
    // Node comments read "disconnect: CODE" (the writer escapes the colon).
    assert!(
        text.contains("disconnect\\: "),
        "connection nodes are annotated: {text}"
    );
    assert!(text.contains(";B["), "{text}");
}
