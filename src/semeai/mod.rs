//! Capturing races (semeai) between two dragons: GNU Go's
//! `analyze_semeai`, read by our own search.
//!
//! [`analyze`] answers for the strings through two stones of opposite
//! colours, A's side moving first: whether A's string survives and
//! whether B's is captured, with A's best move. The search
//! ([`search::Race`]) plays on the real board over both strings'
//! liberties, the strings next to them that are short of liberties and a
//! pass; the classic count ([`count`]) judges the positions where its
//! limits stop a line. Its moves go to the `semeai` node counter. See
//! `docs/semeai.md` for the model and the measurements.

pub mod count;
pub mod search;
#[cfg(test)]
pub(crate) mod tests;

use crate::board::{Board, Color, Point};
use crate::search::Tree;
use search::Race;

/// The race search's limits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SemeaiConfig {
    /// Moves tried per question.
    pub node_limit: u64,
    /// Plies below the root before the classic count judges.
    pub max_depth: usize,
}

impl Default for SemeaiConfig {
    fn default() -> Self {
        SemeaiConfig {
            node_limit: 20_000,
            max_depth: 6,
        }
    }
}

/// The outcome of a race for A.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A's string is captured (GNU Go's `0 0`).
    Lost,
    /// Neither is captured: seki, or both live (`1 0`).
    Seki,
    /// B's string is captured and A's survives (`1 1`).
    Won,
}

impl Outcome {
    fn from_value(v: u8) -> Outcome {
        match v {
            0 => Outcome::Lost,
            1 => Outcome::Seki,
            _ => Outcome::Won,
        }
    }

    /// GNU Go's pair: the result of A's defence and of the attack on B.
    pub fn codes(self) -> (u8, u8) {
        match self {
            Outcome::Lost => (0, 0),
            Outcome::Seki => (1, 0),
            Outcome::Won => (1, 1),
        }
    }
}

/// The answer to a race question.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Semeai {
    pub outcome: Outcome,
    /// A's move when A moves first; `None` for a pass (the outcome holds
    /// without a move, or the race is lost, or B moved first).
    pub mv: Option<Point>,
    /// Whether every line was read to its end (no limit, no repetition).
    pub proved: bool,
}

/// Why a race question has no answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SemeaiError {
    #[error("vertex must not be empty")]
    Empty,
    #[error("the dragons must be of opposite colours")]
    SameColour,
}

/// Whether the strings through `a` and `b` are in a liberty race: next to
/// each other, or sharing a liberty.
pub fn in_contact(board: &Board, a: Point, b: Point) -> bool {
    if board
        .adjacent_strings(a)
        .iter()
        .any(|&s| board.same_string(s, b))
    {
        return true;
    }
    let lb = board.liberties(b);
    board.liberties(a).iter().any(|l| lb.contains(l))
}

/// The race between the strings through `a` and `b`, `to_move` playing
/// first (A's colour for GNU Go's `analyze_semeai`). The board is left as
/// it was; the moves are counted in [`Counter::Semeai`].
pub fn analyze(
    board: &mut Board,
    a: Point,
    b: Point,
    to_move: Color,
    config: &SemeaiConfig,
) -> Result<Semeai, SemeaiError> {
    analyze_with_tree(board, a, b, to_move, config, None)
}

/// [`analyze`], recording the explored tree into `tree` when one is given
/// (each move with the value read below it).
pub fn analyze_with_tree(
    board: &mut Board,
    a: Point,
    b: Point,
    to_move: Color,
    config: &SemeaiConfig,
    tree: Option<&mut Tree>,
) -> Result<Semeai, SemeaiError> {
    let (Some(ca), Some(cb)) = (board.color_at(a), board.color_at(b)) else {
        return Err(SemeaiError::Empty);
    };
    if ca == cb {
        return Err(SemeaiError::SameColour);
    }
    let mover = if to_move == ca { 0 } else { 1 };
    let mut race = Race::new(board, a, b, *config);
    race.tree = tree;
    // The root's children are read with the whole window, a pass first.
    // A won race names a move that wins (a capturing race is won by
    // playing it out) unless a pass is proved to win; a seki names a pass
    // when a pass keeps it. Among moves of the best value a proved one is
    // preferred.
    let mut moves = race.candidates(mover);
    moves.rotate_right(1);
    let goal = if mover == 0 { 2 } else { 0 };
    let mut values: Vec<(u8, Option<Point>, bool)> = Vec::new();
    let mut proved = true;
    for mv in moves {
        race.exact = true;
        let Some(v) = race.child(mover, mv, 0, 0, 2, 1) else {
            continue;
        };
        proved &= race.exact;
        values.push((v, mv, race.exact));
        if v == goal && mv.is_some() && race.exact {
            break;
        }
    }
    let best = |a: u8, b: u8| if mover == 0 { a.max(b) } else { a.min(b) };
    let value = values.iter().map(|v| v.0).reduce(best).unwrap_or(1);
    let pass = values.iter().find(|v| v.1.is_none() && v.0 == value);
    let winners = || values.iter().filter(|v| v.1.is_some() && v.0 == value);
    let first_move = winners()
        .find(|v| v.2)
        .or_else(|| winners().next())
        .map(|v| v.1);
    let mv = match (value, pass, first_move) {
        (1, Some(_), _) => None,
        (2, Some(&(_, _, true)), _) => None,
        (_, _, Some(m)) => m,
        _ => None,
    };
    let outcome = Outcome::from_value(value);
    // A lost race names no move, and a move is A's only when A moves first.
    let mv = if outcome == Outcome::Lost || mover == 1 {
        None
    } else {
        mv
    };
    Ok(Semeai {
        outcome,
        mv,
        proved,
    })
}
