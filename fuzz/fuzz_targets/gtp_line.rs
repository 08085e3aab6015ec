//! The stdin GTP loop of `tesuji gtp` (`gtp::serve` on a search-stack
//! thread), fed the input as its byte stream: every line gets a response or
//! is skipped, never a panic, and the board stays consistent.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tesuji::gtp::{serve, EngineConfig, Gtp};

/// Commands that write files (at paths the input names) or run for long
/// (play-outs of the reference bot, move generation: owl for every dragon),
/// and device files, are left out; lines naming them are dropped before the
/// stream reaches the loop.
const SKIPPED: [&str; 8] = [
    "printsgf",
    "reading_tree",
    "genmove",
    "top_moves",
    "move_reasons",
    "ref-",
    "/dev",
    "/proc",
];

fuzz_target!(|data: &[u8]| {
    let mut input = Vec::with_capacity(data.len());
    for line in data.split_inclusive(|&b| b == b'\n').take(100) {
        let lossy = String::from_utf8_lossy(line);
        if !SKIPPED.iter().any(|s| lossy.contains(s)) {
            input.extend_from_slice(line);
        }
    }
    let thread = tesuji::search::spawn_with_search_stack("gtp", move || {
        let mut engine = Gtp::new(EngineConfig {
            // `loadsgf games/...` reaches the repository's own records.
            base_dir: Some(concat!(env!("CARGO_MANIFEST_DIR"), "/../regression").into()),
            ..EngineConfig::default()
        });
        engine
            .set_setting("reading_node_limit", "1000")
            .expect("a known setting");
        engine
            .set_setting("connection_node_limit", "300")
            .expect("a known setting");
        let mut output = Vec::new();
        serve(&mut engine, &input[..], &mut output).expect("in-memory streams do not fail");
        engine
            .board
            .check_consistency()
            .expect("board stays consistent");
    })
    .expect("thread starts");
    if let Err(panic) = thread.join() {
        std::panic::resume_unwind(panic);
    }
});
