//! Diagram tests for eye spaces and eye values.
