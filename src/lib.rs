//! tesuji: a computer-Go analysis engine with a GNU Go-style regression-test runner.
//!
//! See `ARCHITECTURE.md` for the layer graph and the invariants.

pub mod board;
pub mod cli;
pub mod connection;
pub mod dragons;
pub mod engine;
pub mod eyes;
pub mod gtp;
pub mod gtp_client;
pub mod heuristics;
pub mod influence;
pub mod montecarlo;
pub mod owl;
pub mod patterns;
pub mod reading;
pub mod regress;
pub mod search;
pub mod semeai;
pub mod sgf;
pub mod solver;
pub mod util;
pub mod worms;
