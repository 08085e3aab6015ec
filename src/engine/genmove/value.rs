//! The valuation: every legal move against passing, by the area estimate of
//! the influence function with the fates the move's reasons decide.

use super::reasons::{collect, Fates};
use super::{Candidate, MoveList, Reason};
use crate::board::{Board, Color, Counter, Point};
use crate::dragons::{Dragon, Dragons, Status};
use crate::engine::analysis::{OwlStatus, Parts};
use crate::influence::{compute_influence, Influence, InfluenceConfig, Region};
use crate::search::ReadResult;
use std::hash::{Hash, Hasher};
use std::time::Instant;

/// The move's own string is read for capture after the move when it has at
/// most this many liberties.
const SAFETY_LIBERTIES: usize = 3;

/// Stage 9 for `color`: reasons from the earlier stages (owl reads every
/// dragon, as GNU Go's `examine_position` does), then every legal move
/// valued.
pub(in crate::engine) fn generate(parts: &mut Parts, color: Color) -> MoveList {
    let worms = parts.reborrow().worms().clone();
    let dragons = parts.reborrow().dragons().clone();
    let owl = read_owl(parts, &dragons);
    let stackp = parts.stackp;
    let seed = parts.genmove.seed;
    let (board, reader) = (&mut *parts.board, &mut *parts.reader);
    let fates = collect(board, reader, stackp, color, &worms, &dragons, &owl);
    let cfg = InfluenceConfig::default();
    let base_dead = fates_after(&fates, color, &[]);
    let (baseline, base_influence) = estimate(board, &base_dead, color, &cfg);
    let mut moves = Vec::new();
    for p in board.points().collect::<Vec<_>>() {
        if !board.is_legal(p, color) {
            continue;
        }
        let reasons = fates.reasons_at(p);
        if reasons.is_empty() && fills_own_eye(board, p, color) {
            continue;
        }
        let invasion = reasons.is_empty()
            && base_influence.region[p.index()] == Region::Territory(color.opponent())
            && !p
                .neighbors()
                .iter()
                .any(|&q| board.on_board(q) && board.is_color(q, color));
        if !board.try_move(p, color, Counter::Reading) {
            continue;
        }
        let mut dead = fates_after(&fates, color, &reasons);
        let captured = invasion || {
            board.libs(p) <= SAFETY_LIBERTIES
                && reader.attack(board, p, stackp + 1).code == ReadResult::Win
        };
        if captured {
            board.stones(p).for_each(|s| dead[s.index()] = true);
        }
        let (after, _) = estimate(board, &dead, color, &cfg);
        board.undo();
        let ko_share = if reasons.iter().any(|r| reason_code(r) != ReadResult::Win) {
            0.5
        } else {
            1.0
        };
        let mut value = after - baseline;
        if ko_share < 1.0 && value > 0.0 {
            value *= ko_share;
        }
        value += noise(seed, board.depth(), p);
        moves.push(Candidate {
            mv: p,
            value,
            reasons,
            unsafe_stones: captured,
        });
    }
    moves.sort_by(|a, b| {
        b.value
            .total_cmp(&a.value)
            .then_with(|| a.mv.index().cmp(&b.mv.index()))
    });
    MoveList { moves, baseline }
}

/// Owl statuses of the dragons, weakest first (by crude status, then the
/// larger first) while the budgets of [`crate::engine::settings::GenmoveConfig`]
/// last.
fn read_owl(parts: &mut Parts, dragons: &Dragons) -> Vec<(Point, OwlStatus)> {
    let rank = |s: Status| match s {
        Status::Critical => 0,
        Status::Unknown => 1,
        Status::Dead => 2,
        Status::Alive => 3,
    };
    let mut order: Vec<&Dragon> = dragons.iter().collect();
    order.sort_by_key(|d| {
        (
            rank(d.status),
            std::cmp::Reverse(d.stones.len()),
            d.origin.index(),
        )
    });
    let budget = parts.genmove;
    let start_nodes = parts.board.nodes(Counter::Owl);
    let started = Instant::now();
    let mut owl = Vec::new();
    for d in order {
        let spent = parts.board.nodes(Counter::Owl) - start_nodes;
        let late = budget.millis > 0 && started.elapsed().as_millis() as u64 >= budget.millis;
        if spent >= budget.owl_nodes || late {
            break;
        }
        if let Some(status) = parts.reborrow().owl_status(d.origin) {
            owl.push((d.origin, status));
        }
    }
    owl
}

/// The noise of [`crate::engine::settings::GenmoveConfig::seed`] for the
/// move `p` at board depth `depth`: below [`NOISE`], 0 without a seed.
fn noise(seed: u64, depth: usize, p: Point) -> f32 {
    if seed == 0 {
        return 0.0;
    }
    let mut h = crate::search::FxHasher::default();
    (seed, depth, p.index()).hash(&mut h);
    (h.finish() % 1024) as f32 / 1024.0 * NOISE
}

/// The largest noise a seed adds to a move's value, in points.
const NOISE: f32 = 0.5;

/// The code of a reason's reading.
fn reason_code(r: &Reason) -> ReadResult {
    match *r {
        Reason::Capture { code, .. }
        | Reason::Save { code, .. }
        | Reason::Kill { code, .. }
        | Reason::Live { code, .. } => code,
    }
}

/// Per cell, whether the stone there is dead after a move of `color` with
/// `reasons`: dead whatever happens, or in a critical unit the move does
/// not decide for its owner's side (the opponent of the mover moves next).
fn fates_after(fates: &Fates, color: Color, reasons: &[Reason]) -> Vec<bool> {
    let mut dead = fates.dead.clone();
    for unit in &fates.units {
        let decided = reasons.iter().any(|r| match *r {
            Reason::Capture { worm: o, .. } | Reason::Save { worm: o, .. } => o == unit.origin,
            Reason::Kill { dragon: o, .. } | Reason::Live { dragon: o, .. } => o == unit.origin,
        });
        // The mover's unit lives when the move saves it; the opponent's
        // dies when the move kills it; otherwise the opponent decides.
        let dies = if unit.owner == color {
            !decided
        } else {
            decided
        };
        if dies {
            unit.stones.iter().for_each(|s| dead[s.index()] = true);
        }
    }
    dead
}

/// The mover's area estimate: its living stones and territory, the
/// opponent's subtracted, with the stones marked in `dead` radiating for
/// the other side. Stones no longer on the board (captured) are ignored.
fn estimate(board: &Board, dead: &[bool], color: Color, cfg: &InfluenceConfig) -> (f32, Influence) {
    let influence = compute_influence(board, |p| dead[p.index()], cfg);
    let mut sum = 0.0;
    for p in board.points() {
        match board.color_at(p) {
            Some(c) if !dead[p.index()] => sum += if c == color { 1.0 } else { -1.0 },
            // Weak influence counts for little: a point is worth the cube
            // of its territory value (on the tuning sample, the cube beat
            // the value itself and its square).
            _ => sum += influence.territory_for(color, p).powi(3),
        }
    }
    (sum, influence)
}

/// Whether every neighbour of `p` on the board is a stone of `color`: a
/// point of the mover's own eye, which no move without a reason fills.
fn fills_own_eye(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors()
        .iter()
        .filter(|&&q| board.on_board(q))
        .all(|&q| board.is_color(q, color))
}
