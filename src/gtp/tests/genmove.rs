//! GTP move-generation commands: `reg_genmove`, `genmove`,
//! `restricted_genmove`, `move_reasons`, `top_moves`, `gogui-top_moves`.

use super::*;
use crate::board::parse_diagram;
use crate::engine::genmove::tests::SHARED_ATARI;

/// Black and White pairs each in atari on the one liberty D4, on a
/// board otherwise settled: D4 captures two stones and saves two.
const ATARI: &str = SHARED_ATARI;

#[test]
fn the_shared_atari_point_is_generated_without_playing_it() {
    check(ATARI, "reg_genmove black", "D4");
    check(ATARI, "reg_genmove white", "D4");
    check(ATARI, "restricted_genmove black A7 D4", "D4");
    check(ATARI, "restricted_genmove black F2", "PASS");
}

#[test]
fn reasons_and_top_moves_explain_the_choice() {
    let mut g = Gtp::new(EngineConfig::default());
    let mut board = parse_diagram(ATARI).expect("diagram");
    board.set_to_move(Color::Black);
    g.set_board(board);
    let reasons = g.execute("move_reasons D4").expect("reasons");
    let lines: Vec<&str> = reasons.lines().collect();
    assert!(lines[0].starts_with("black D4: value "), "{reasons}");
    assert!(lines.contains(&"attack C5 (3)"), "{reasons}");
    assert!(lines.contains(&"defend E5 (3)"), "{reasons}");
    assert!(lines.contains(&"owl attack C5 (3)"), "{reasons}");
    let top = g.execute("top_moves black").expect("top moves");
    assert!(top.starts_with("D4 "), "{top}");
    let gfx = g.execute("gogui-top_moves black").expect("graphics");
    assert!(
        gfx.starts_with("LABEL D4 ") && gfx.ends_with("MARK D4"),
        "{gfx}"
    );
    assert!(g
        .execute("gogui-analyze_commands")
        .expect("menu")
        .contains("gfx/Top Moves/gogui-top_moves %c"));
    // genmove plays it: the white pair is gone and White is to move.
    assert_eq!(g.execute("genmove black"), Ok("D4".to_string()));
    assert_eq!(g.execute("color C5"), Ok("empty".to_string()));
}

#[test]
fn bad_move_generation_arguments_are_refused() {
    let mut g = Gtp::new(EngineConfig::default());
    g.set_board(parse_diagram(ATARI).expect("diagram"));
    assert!(g.execute("reg_genmove").is_err());
    assert!(g.execute("reg_genmove purple").is_err());
    assert_eq!(
        g.execute("restricted_genmove black"),
        Err("missing vertex list".to_string())
    );
    assert!(g.execute("restricted_genmove black Z99").is_err());
    assert_eq!(
        g.execute("move_reasons A7 black"),
        Err("illegal move".to_string())
    );
}
