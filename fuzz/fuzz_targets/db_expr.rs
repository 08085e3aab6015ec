//! Any text parsed as a constraint (`;`) or an action (`>`) gives a tree or
//! an error, never a panic or a stack overflow: trees deeper than the
//! parser's bound are refused, the rest resolve, print and drop.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tesuji::patterns::expr::{parse_action, parse_constraint};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(e) = parse_constraint(&text) {
        let mut calls = 0;
        e.for_each_call(&mut |_, _, _| calls += 1);
        let _ = e.resolve();
    }
    if let Ok(stmts) = parse_action(&text) {
        for s in &stmts {
            s.for_each_call(&mut |_, _, _| {});
        }
    }
});
