//! Any text parsed as a `.tst` suite gives a suite or an error naming a line, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = tesuji::regress::Suite::parse(std::path::Path::new("fuzz.tst"), &text);
});
