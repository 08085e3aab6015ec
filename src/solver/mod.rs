//! The life-and-death solver: an exact proof-number search for a group
//! whose surroundings are enclosed, which owl asks first.
//!
//! [`region`] closes the problem (the group, the region's points, the
//! frame that makes the outside the attacker's), [`dfpn`] searches it with
//! a transposition table, and [`life`] is the defender's terminal test
//! (unconditional life). [`solve`] answers owl's four questions: it proves
//! a win without ko (the opponent free to retake every ko) or a loss
//! whatever the ko threats (the asker free to retake), and leaves every
//! other case (a ko, a budget or region limit) to owl's heuristic search.
//! See `docs/solver.md` for the model and the measurements.

pub mod dfpn;
pub mod life;
pub mod region;
#[cfg(test)]
mod tests;

use crate::board::{Board, Counter, Point};
pub use dfpn::Side;
use dfpn::{Dfpn, Outcome};
use region::Region;

/// The solver's limits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SolverConfig {
    /// Moves tried per question (over both ko searches).
    pub node_limit: u64,
    /// Empty points a region may have.
    pub max_region: usize,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            node_limit: 20_000,
            max_region: 40,
        }
    }
}

/// What the solver is asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Can `side`, moving first, win?
    Win(Side),
    /// Does `side`'s move on the point win, the other side moving next?
    Does(Side, Point),
}

impl Ask {
    fn asker(self) -> Side {
        match self {
            Ask::Win(s) | Ask::Does(s, _) => s,
        }
    }
}

/// A proved answer: whether the asker wins, and its move (for
/// [`Ask::Win`]; `None` when a pass wins).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    pub wins: bool,
    pub mv: Option<Point>,
}

/// One search of the question under one ko model: whether the asker wins,
/// and whether the answer can be trusted and whether ko mattered.
fn search(
    region: &Region,
    ask: Ask,
    free: Side,
    limit: u64,
    nodes: &mut u64,
) -> Option<(Proved, bool)> {
    let mut s = Dfpn::new(region, free, limit);
    let asker = ask.asker();
    let outcome = match ask {
        Ask::Win(side) => s.run(side),
        Ask::Does(side, m) => {
            if !region.area.contains(m) || !s.play_first(m, side) {
                *nodes += s.nodes();
                return None;
            }
            s.run(side.other())
        }
    };
    *nodes += s.nodes();
    let Outcome::Proved { attacker_wins, mv } = outcome else {
        return None;
    };
    // Lines cut at the ply cap count for the defender: a defender's win
    // found with a cut is not a proof.
    if !attacker_wins && s.cut {
        return None;
    }
    let wins = attacker_wins == (asker == Side::Attacker);
    let mv = if matches!(ask, Ask::Win(_)) && wins {
        mv
    } else {
        None
    };
    Some((Proved { wins, mv }, s.ko_seen))
}

/// Answers `ask` about the string through `target` (its dragon's stones
/// in `dragon`) when the region closes and the search proves it; `None`
/// leaves the question to owl. The nodes go to `board`'s `solver` counter.
pub fn solve(
    board: &mut Board,
    target: Point,
    dragon: &[Point],
    ask: Ask,
    config: &SolverConfig,
) -> Option<Proved> {
    let region = Region::find(board, target, dragon, config.max_region).ok()?;
    let asker = ask.asker();
    let mut nodes = 0;
    let first = search(&region, ask, asker.other(), config.node_limit, &mut nodes);
    let answer = match first {
        Some((p, _)) if p.wins => Some(p),
        Some((p, false)) => Some(p),
        Some((_, true)) => {
            let left = config.node_limit.saturating_sub(nodes);
            match search(&region, ask, asker, left, &mut nodes) {
                Some((p, _)) if !p.wins => Some(p),
                _ => None,
            }
        }
        None => None,
    };
    board.add_nodes(Counter::Solver, nodes);
    answer
}
