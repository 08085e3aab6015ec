//! Bad input never panics: random and mutated SGF text and GTP command lines,
//! and setup that leaves strings without liberties.

use proptest::prelude::*;
use std::path::Path;
use tesuji::gtp::{EngineConfig, Gtp};

const SEED_SGF: &str = "(;GM[1]FF[4]SZ[9]KM[6.5]AB[cc][gg]AW[cg];B[ee];W[ef];B[tt];W[])";

/// SGF-ish text: fragments of real syntax glued at random.
fn sgf_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "(", ")", ";", "B[", "W[", "AB[", "AE[", "AW[", "SZ[", "HA[", "PL[", "GM[", "]", "aa",
        "tt", "zz", "ee", "19", "9", "0", "-3", ":", "\\", "C[", "x", " ", "\n",
    ]);
    prop::collection::vec(pieces, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn sgf_loader_never_panics(text in sgf_text(), cut in 0usize..80, until in prop::option::of("[0-9A-Z]{1,3}")) {
        let mut t = SEED_SGF.to_string();
        t.truncate(cut.min(t.len()));
        t.push_str(&text);
        for input in [t.as_str(), text.as_str()] {
            if let Ok(l) = tesuji::sgf::load_str(input, Path::new("x.sgf"), until.as_deref()) {
                prop_assert_eq!(l.board.check_consistency(), Ok(()));
                let b = &l.board;
                prop_assert!(b.points().all(|p| b.is_empty(p) || b.libs(p) > 0), "{}", b.to_ascii());
            }
        }
    }

    #[test]
    fn gtp_engine_never_panics(lines in prop::collection::vec(
        (prop::sample::select(vec!["play", "boardsize", "undo", "is_legal", "countlib", "findlib",
            "fixed_handicap", "komi", "loadsgf", "list_stones", "color", "captures", "showboard",
            "set_heuristic", "known_command", "clear_board"]),
         "[ -~]{0,12}"), 0..40)) {
        let mut engine = Gtp::new(EngineConfig {
            base_dir: Some(std::env::temp_dir().join("tesuji-robustness-nonexistent")),
            ..EngineConfig::default()
        });
        for (cmd, rest) in lines {
            let response = engine.handle_line(&format!("{cmd} {rest}"));
            prop_assert!(response.is_some());
        }
        prop_assert_eq!(engine.board.check_consistency(), Ok(()));
    }
}

/// Positions whose setup leaves strings without liberties: loaded, they
/// hold those strings captured, and every analysis answers on them.
#[test]
fn setup_without_liberties_is_a_capture_and_every_analysis_answers() {
    let dir = tempfile::tempdir().unwrap();
    let records = [
        "(;SZ[9]AB[ab][ba]AW[aa])",
        "(;SZ[9]AW[ab][ba]AB[aa]AW[cc])",
        "(;SZ[5]AB[aa][ba][ca][da][ab][eb][ac][ec][ad][ed][ae][be][ce][de][ee]\
         AW[bb][cb][db][bc][cc][dc][bd][cd][dd])",
        "(;SZ[2]AB[aa][bb]AW[ab][ba])",
    ];
    for (n, record) in records.iter().enumerate() {
        let file = dir.path().join(format!("s{n}.sgf"));
        std::fs::write(&file, record).unwrap();
        let mut engine = Gtp::new(EngineConfig::default());
        let loaded = engine
            .handle_line(&format!("loadsgf {}", file.display()))
            .unwrap();
        assert!(loaded.starts_with('='), "{record}: {loaded}");
        assert_eq!(engine.board.check_consistency(), Ok(()));
        let b = &engine.board;
        assert!(
            b.points().all(|p| b.is_empty(p) || b.libs(p) > 0),
            "{record}:\n{}",
            b.to_ascii()
        );
        let vertices: Vec<String> = b.points().map(|p| p.to_vertex(b.size())).collect();
        for v in &vertices {
            for command in [
                format!("attack {v}"),
                format!("defend {v}"),
                format!("eval_eye {v}"),
                format!("worm_data {v}"),
                format!("eye_data black {v}"),
                format!("eye_data white {v}"),
                format!("unconditional_status {v}"),
                format!("dragon_data {v}"),
                format!("countlib {v}"),
            ] {
                let reply = engine.handle_line(&command).unwrap();
                assert!(
                    reply.starts_with('=') || reply.starts_with('?'),
                    "{record}: {command}: {reply}"
                );
            }
        }
    }
    // The first record: A9 is empty, so neither colour's status there is "alive".
    let file = dir.path().join("s0.sgf");
    let mut engine = Gtp::new(EngineConfig::default());
    engine.handle_line(&format!("loadsgf {}", file.display()));
    assert_eq!(engine.handle_line("color A9").unwrap().trim(), "= empty");
    assert_eq!(engine.handle_line("countlib B9").unwrap().trim(), "= 3");
    let status = engine.handle_line("unconditional_status A9").unwrap();
    assert!(!status.contains("alive"), "{status}");

    // A board set up in code is taken the same way by the engine.
    let mut board = tesuji::board::Board::new(9);
    let p = |v: &str| tesuji::board::Point::parse_vertex(v, 9).unwrap();
    use tesuji::board::Color::{Black, White};
    board
        .set_stones([
            (p("B9"), Some(Black)),
            (p("A8"), Some(Black)),
            (p("A9"), Some(White)),
        ])
        .unwrap();
    let mut engine = Gtp::new(EngineConfig::default());
    engine.set_board(board);
    for command in ["attack B9", "defend B9", "eval_eye A9", "worm_data B9"] {
        let reply = engine.handle_line(command).unwrap();
        assert!(reply.starts_with('='), "{command}: {reply}");
    }
    assert_eq!(engine.handle_line("color A9").unwrap().trim(), "= empty");
}
