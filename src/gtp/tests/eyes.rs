//! The eye commands as GTP speaks them, and the bulky-eye switch.

use crate::board::{parse_diagram, Board, Counter};
use crate::gtp::{EngineConfig, Gtp};

fn ladder_position() -> Board {
    crate::eyes::tests::ladder_position(false)
}

#[test]
fn eye_reading_is_counted_on_the_engine_board() {
    let count = || {
        let mut engine = Gtp::new(EngineConfig::default());
        engine.board = ladder_position();
        let before = engine.board.clone();
        let reply = engine.execute("eval_eye A1").expect("eval_eye");
        assert!(engine.board == before && engine.board.depth() == before.depth());
        (reply, engine.board.nodes(Counter::Reading))
    };
    let (reply, nodes) = count();
    assert_eq!(reply, "2 2");
    // Every string was read (the ladder alone takes a dozen moves)...
    assert!(nodes > 12, "{nodes}");
    // ...and the count is the same every time.
    assert_eq!(count().1, nodes);
}

// A twelve-point corner space without outside liberties: large and
// compact (bulky).
use crate::eyes::tests::CORNER_TWELVE;

/// The `value` and `pessimistic_min` lines of `eye_data black A9` with the
/// bulky-eye switch at `setting`.
fn bulky_corner(setting: &str) -> Vec<String> {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = parse_diagram(CORNER_TWELVE).unwrap();
    e.execute(&format!("set_heuristic bulky_eye {setting}"))
        .expect("set_heuristic");
    let data = e.execute("eye_data black A9").expect("eye_data");
    data.lines()
        .filter(|l| {
            l.starts_with("value") || l.starts_with("pessimistic_min") || l.starts_with("estimated")
        })
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn the_bulky_eye_switch_changes_eye_data_of_a_bulky_space() {
    // On: a compact space counts as two eyes at most, pessimistically one.
    assert_eq!(
        bulky_corner("on"),
        ["value 2222", "pessimistic_min 1", "estimated true"]
    );
    // Off: the size alone makes it four eyes.
    assert_eq!(
        bulky_corner("off"),
        ["value 4444", "pessimistic_min 4", "estimated true"]
    );
}

#[test]
fn switching_a_heuristic_starts_a_new_analysis() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = parse_diagram(CORNER_TWELVE).unwrap();
    let before = e.analysis_key();
    e.execute("eval_eye A9").unwrap();
    e.execute("set_heuristic bulky_eye off").unwrap();
    assert_ne!(e.analysis_key(), before);
    assert!(e.stages_ready().is_empty());
}
