//! Bad input never panics: random and mutated SGF text and GTP command lines.

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
