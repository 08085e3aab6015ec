//! Eye spaces and eye values.
pub mod gtp;
