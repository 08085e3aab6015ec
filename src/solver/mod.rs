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
mod proof;
pub mod region;
#[cfg(test)]
mod tests;

use crate::board::{Board, Counter, Point};
use crate::search::tree::Tree;
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

/// One finished search of the question under one ko model.
struct Searched<'r> {
    /// Boxed: a search's board is large, and callers hold two searches
    /// while the second one recurses.
    dfpn: Box<Dfpn<'r>>,
    /// The proved answer, and whether a ko mattered; `None` when unproved.
    answer: Option<(Proved, bool)>,
    /// The side to move where the search started.
    to_move: Side,
    attacker_wins: bool,
}

/// One search of the question under one ko model: the finished search
/// (for its proof tree), and its answer when it proved one.
fn search<'r>(
    region: &'r Region,
    ask: Ask,
    free: Side,
    limit: u64,
    nodes: &mut u64,
) -> Searched<'r> {
    let mut s = Box::new(Dfpn::new(region, free, limit));
    let asker = ask.asker();
    let to_move = match ask {
        Ask::Win(side) => side,
        Ask::Does(side, _) => side.other(),
    };
    let unproved = |dfpn| Searched {
        dfpn,
        answer: None,
        to_move,
        attacker_wins: false,
    };
    let outcome = match ask {
        Ask::Win(side) => s.run(side),
        Ask::Does(side, m) => {
            if !region.area.contains(m) || !s.play_first(m, side) {
                *nodes += s.nodes();
                return unproved(s);
            }
            s.run(to_move)
        }
    };
    *nodes += s.nodes();
    let Outcome::Proved { attacker_wins, mv } = outcome else {
        return unproved(s);
    };
    // Lines cut at the ply cap count for the defender: a defender's win
    // found with a cut is not a proof.
    if !attacker_wins && s.cut {
        return unproved(s);
    }
    let wins = attacker_wins == (asker == Side::Attacker);
    let mv = if matches!(ask, Ask::Win(_)) && wins {
        mv
    } else {
        None
    };
    let ko = s.ko_seen;
    Searched {
        dfpn: s,
        answer: Some((Proved { wins, mv }, ko)),
        to_move,
        attacker_wins,
    }
}

/// Moves a proof tree written into an owl tree may visit.
const PROOF_TREE_MOVES: usize = 20_000;

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
    solve_with_tree(board, target, dragon, ask, config, None)
}

/// [`solve`], writing the proof of a proved answer into `tree` (below its
/// current node) when one is given.
pub fn solve_with_tree(
    board: &mut Board,
    target: Point,
    dragon: &[Point],
    ask: Ask,
    config: &SolverConfig,
    tree: Option<&mut Tree>,
) -> Option<Proved> {
    let region = Region::find(board, target, dragon, config.max_region).ok()?;
    let asker = ask.asker();
    let mut nodes = 0;
    let first = search(&region, ask, asker.other(), config.node_limit, &mut nodes);
    let decided = match first.answer {
        Some((p, _)) if p.wins => Some(first),
        Some((_, false)) => Some(first),
        Some((_, true)) => {
            let left = config.node_limit.saturating_sub(nodes);
            let second = search(&region, ask, asker, left, &mut nodes);
            match second.answer {
                Some((p, _)) if !p.wins => Some(second),
                _ => None,
            }
        }
        None => None,
    };
    board.add_nodes(Counter::Solver, nodes);
    let mut decided = decided?;
    let (proved, _) = decided.answer?;
    if let Some(tree) = tree {
        tree.annotate_root(&format!(
            "solver: proved {} ({} empty points in the region, {} frame stones)",
            if proved.wins { "win" } else { "loss" },
            region.points.iter().filter(|&&p| board.is_empty(p)).count(),
            region.frame.len(),
        ));
        if let Ask::Does(side, m) = ask {
            tree.enter(m, region.color(side));
        }
        proof::write(
            &mut decided.dfpn,
            decided.to_move,
            decided.attacker_wins,
            tree,
            PROOF_TREE_MOVES,
        );
        if matches!(ask, Ask::Does(..)) {
            tree.leave();
        }
    }
    Some(proved)
}
