//! Positions of a recorded game for pattern matching, through the project's SGF loader.

use crate::sgf::{self, Loaded, SgfError};
use std::path::Path;

/// Every position of the main line of `path`: before the first move, after each move.
///
/// Replays the record once per position with GNU Go's `loadsgf N` semantics (stop before
/// move N), so a game of M moves costs M replays; fine for tests, tools and benchmarks.
pub fn all_positions(path: &Path) -> Result<Vec<Loaded>, SgfError> {
    let text =
        crate::util::read_input(path, sgf::MAX_SGF_BYTES).map_err(|source| SgfError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    let text = String::from_utf8_lossy(&text);
    let end = sgf::load_str(&text, path, None)?;
    let mut out = Vec::with_capacity(end.moves_played + 1);
    for n in 1..=end.moves_played {
        out.push(sgf::load_str(&text, path, Some(&n.to_string()))?);
    }
    out.push(end);
    Ok(out)
}
