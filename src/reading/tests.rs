//! Diagram tests for the tactics the reader must know.

use crate::gtp::{Engine, EngineConfig};

/// Sets up `diagram` in an engine and checks the reply to `command`.
fn check(diagram: &str, command: &str, expected: &str) {
    let mut e = Engine::new(EngineConfig::default());
    e.board = crate::board::parse_diagram(diagram).expect("diagram");
    let got = e.execute(command).unwrap_or_else(|err| format!("? {err}"));
    assert_eq!(got, expected, "{command} on\n{diagram}");
}

#[test]
fn atari_capture() {
    check(
        ". . . . .\n\
         . X O . .\n\
         . . X . .\n\
         . . . . .\n\
         . . . . .",
        "attack C4",
        "1 D4",
    );
}
