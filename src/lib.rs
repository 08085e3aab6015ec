//! tesuji: a computer-Go analysis engine with a GNU Go-style regression-test runner.
//!
//! See `ARCHITECTURE.md` for the layer graph and the invariants.

pub mod board;
pub mod gtp;
pub mod heuristics;
pub mod reading;
pub mod sgf;
pub mod util;
