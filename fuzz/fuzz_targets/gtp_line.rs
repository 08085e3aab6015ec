//! Any sequence of GTP lines gets responses, never a panic, and leaves a consistent board.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tesuji::gtp::{EngineConfig, Gtp};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut engine = Gtp::new(EngineConfig {
        base_dir: Some(std::env::temp_dir().join("tesuji-fuzz-nonexistent")),
        ..EngineConfig::default()
    });
    // printsgf would write files wherever the input says: not a parser path.
    for line in text.lines().take(200).filter(|l| !l.contains("printsgf")) {
        let _ = engine.handle_line(line);
    }
    engine.board.check_consistency().expect("board stays consistent");
});
