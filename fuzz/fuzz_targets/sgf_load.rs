//! Any bytes given to the SGF loader give a position or an error, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for until in [None, Some("1"), Some("30"), Some("C3")] {
        if let Ok(loaded) = tesuji::sgf::load_str(&text, std::path::Path::new("fuzz.sgf"), until) {
            loaded.board.check_consistency().expect("loaded board is consistent");
        }
    }
});
