//! tesuji: a computer-Go analysis engine with a GNU Go-style regression-test runner.
//!
//! See `ARCHITECTURE.md` for the layer graph and the invariants.

pub mod gtp_client;
pub mod montecarlo;
