//! Any text parsed as a pattern database gives patterns and errors, never a panic;
//! whatever compiles can be matched on an empty board.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tesuji::board::parse_diagram;
use tesuji::patterns::{Color, LoadOptions, PatternDb};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (db, _errors) = PatternDb::parse("fuzz.db", &text, &LoadOptions::default());
    if let Ok(board) = parse_diagram(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .") {
        let _ = db.find_matches(&board, Color::White);
    }
});
