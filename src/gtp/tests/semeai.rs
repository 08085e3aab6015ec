//! GTP race commands: `analyze_semeai`, `analyze_semeai_after_move`,
//! `gogui-semeai` and the `semeai` node counter.

use super::*;
use crate::board::parse_diagram;
use crate::semeai::tests::FOUR_AGAINST_FOUR;

/// Black's A8-D8 against White's A7-D7: four liberties each, none shared.
const RACE: &str = FOUR_AGAINST_FOUR;

#[test]
fn an_equal_race_over_gtp() {
    // The side to move wins by filling one of the other's liberties.
    check_any(
        RACE,
        "analyze_semeai A8 A7",
        &["1 1 A6", "1 1 B6", "1 1 C6", "1 1 D6"],
    );
    check_any(
        RACE,
        "analyze_semeai A7 A8",
        &["1 1 A9", "1 1 B9", "1 1 C9", "1 1 D9"],
    );
    // After Black fills A6 White is a liberty behind: White loses moving
    // first, and no move is named for a lost race.
    check(RACE, "analyze_semeai_after_move A6 black B7 B8", "0 0 PASS");
}

#[test]
fn race_errors_and_the_counter() {
    let mut g = Gtp::new(EngineConfig::default());
    g.set_board(parse_diagram(RACE).expect("diagram"));
    assert_eq!(
        g.execute("analyze_semeai A8 B8"),
        Err("the dragons must be of opposite colours".to_string())
    );
    assert_eq!(
        g.execute("analyze_semeai A8 J1"),
        Err("vertex must not be empty".to_string())
    );
    assert!(g.execute("analyze_semeai A8").is_err());
    assert!(g
        .execute("analyze_semeai_after_move A8 black A8 A7")
        .is_err());
    g.execute("reset_semeai_node_counter").expect("reset");
    assert_eq!(g.execute("get_semeai_node_counter").as_deref(), Ok("0"));
    g.execute("analyze_semeai A8 A7").expect("an answer");
    let nodes: u64 = g
        .execute("get_semeai_node_counter")
        .expect("a count")
        .parse()
        .expect("a number");
    assert!(nodes > 0);
    // GoGui's view: both dragons coloured, the move labelled, the answer.
    let gfx = g.execute("gogui-semeai A8 A7").expect("gfx");
    assert!(gfx.contains("COLOR green A8 B8 C8 D8"), "{gfx}");
    assert!(gfx.contains("COLOR red A7 B7 C7 D7"), "{gfx}");
    assert!(gfx.contains("LABEL "), "{gfx}");
    assert!(gfx.contains("TEXT 1 1 "), "{gfx}");
    assert!(g.execute("gogui-semeai A8").is_err());
}

#[test]
fn semeai_tree_writes_the_race_as_sgf() {
    let mut g = Gtp::new(EngineConfig::default());
    g.set_board(parse_diagram(RACE).expect("diagram"));
    let file = std::env::temp_dir().join(format!("semeai-tree-{}.sgf", std::process::id()));
    let command = format!("semeai_tree {} A8 A7", file.display());
    let answer = g.execute(&command).expect("an answer");
    assert!(answer.starts_with("1 1 "), "{answer}");
    assert_eq!(g.execute("analyze_semeai A8 A7"), Ok(answer.clone()));
    let sgf = std::fs::read_to_string(&file).expect("tree written");
    std::fs::remove_file(&file).ok();
    // The root names the question and the answer; the first variation is
    // Black's move, with the value the search read below it.
    assert!(
        sgf.contains(&format!("analyze_semeai A8 A7 -> {answer}")),
        "{sgf}"
    );
    assert!(sgf.contains(";B["), "{sgf}");
    assert!(
        sgf.contains("race value 2 (the second string captured)"),
        "{sgf}"
    );
    assert!(g.execute("semeai_tree - A8 A7").is_err());
}
