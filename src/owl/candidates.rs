//! Owl's candidate moves and their scores: the eye spaces' vital points
//! and the lunches' captures and rescues (found by the verdict), saving or
//! capturing goal strings in danger, points inside the small eye spaces,
//! the goal's liberties and the owl pattern databases' moves; at the root,
//! when few, the points two steps from the goal. Every score is in one
//! table, [`SCORES`] (`scores`).

use super::goal::Goal;
use super::node::Node;
use super::scores::{add_candidate, Candidate, SCORES};
use super::shapes;
use super::verdict::Verdict;
use crate::board::queries::is_self_atari;
use crate::board::{Board, Color, Point, PointSet};
use crate::heuristics::OwlPatterns;
use crate::reading::ReadResult;

/// The root adds the points two steps from the goal ([`widen`])
/// when the verdict proposes fewer candidates than this (one more than the
/// root's default width).
pub(super) const WIDEN_BELOW: usize = 6;

impl Node<'_> {
    /// Completes the candidate lists of `v`, judged here: the goal
    /// strings in danger saved or captured, the points of the small eye
    /// spaces and the goal's liberties, the owl patterns' moves; then
    /// self-ataris last, illegal moves out (a banned ko retake stays, after
    /// the rest) and each list sorted by score.
    pub(super) fn complete(&mut self, goal: &Goal, v: &mut Verdict) {
        let depth = self.depth;
        let color = self.color;
        let other = color.opponent();
        let board = &mut *self.board;
        let stones = goal.stones(board, color);
        let (mut attack, mut defend) =
            (std::mem::take(&mut v.attack), std::mem::take(&mut v.defend));
        let mut in_space = PointSet::new();
        for p in std::mem::take(&mut v.in_space) {
            in_space.insert(p);
        }
        let mut goal_strings: Vec<Point> = Vec::new();
        for &s in &stones {
            let o = board.string_origin(s);
            if !goal_strings.contains(&o) {
                goal_strings.push(o);
            }
        }
        // Goal strings in danger: save or capture them. The named string
        // is read at three liberties too, its capture and rescue scored
        // lower.
        let named = board.string_origin(self.target);
        for &g in &goal_strings {
            let (capture, rescue) = match board.libs(g) {
                0..=2 => (SCORES.string_in_danger, SCORES.string_in_danger),
                3 if g == named => (SCORES.named_capture, SCORES.named_rescue),
                _ => continue,
            };
            let a = self.reader.attack(board, g, depth);
            if a.code == ReadResult::Lose {
                continue;
            }
            if let Some(m) = a.mv {
                add_candidate(&mut attack, capture, m);
            }
            let d = self.reader.defend(board, g, depth);
            if let Some(m) = d.mv {
                add_candidate(&mut defend, rescue, m);
            }
        }
        // The region: eye space points and the goal's liberties.
        for p in board.points() {
            if !board.is_empty(p) {
                continue;
            }
            if in_space.contains(p) {
                add_candidate(&mut attack, SCORES.space_attack, p);
                add_candidate(&mut defend, SCORES.space_defend, p);
            } else if goal.touches(board, p, color) {
                let room = p
                    .neighbors()
                    .into_iter()
                    .filter(|&q| board.is_empty(q))
                    .count() as i32;
                let score = SCORES.liberty + SCORES.liberty_room * room;
                add_candidate(&mut attack, score, p);
                add_candidate(&mut defend, score, p);
            }
        }
        if self.heuristics.owl_patterns == OwlPatterns::On {
            let (a, d) = shapes::pattern_moves(board, self.reader, depth, &stones, color);
            for (v, p) in a {
                add_candidate(&mut attack, v, p);
            }
            for (v, p) in d {
                add_candidate(&mut defend, v, p);
            }
        }
        // Self-ataris come last (throw-ins inside eye spaces are still read).
        for (list, mover) in [(&mut attack, other), (&mut defend, color)] {
            for e in list.iter_mut() {
                if !board.is_legal(e.1, mover) {
                    // A banned ko retake stays a candidate, after the rest.
                    e.0 = if board.ko() == Some((e.1, mover)) {
                        e.0 + SCORES.banned_retake
                    } else {
                        i32::MIN
                    };
                } else if is_self_atari(board, e.1, mover) && !in_space.contains(e.1) {
                    e.0 += SCORES.self_atari;
                }
            }
            list.retain(|e| e.0 > i32::MIN);
            list.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        }
        v.attack = attack;
        v.defend = defend;
        v.complete = true;
    }
}

/// The judgement and candidate lists of a complete verdict, as the search
/// tree's comments give them.
pub(super) fn describe_lists(v: &Verdict, size: usize) -> String {
    let list = |l: &[Candidate]| {
        l.iter()
            .map(|&(v, q)| format!("{}:{v}", q.to_vertex(size)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{}\nattack: {}\ndefend: {}",
        v.describe(),
        list(&v.attack),
        list(&v.defend)
    )
}

/// `candidates` and, after them at the widened score of [`SCORES`], the
/// points two steps from the goal (of `color`'s stones) that `mover` may
/// play: the empty neighbours of the goal's liberties (extensions, diagonal
/// steps, hanes) and the empty neighbours of friendly stones beside those
/// liberties (connections). The root reads them when the verdict proposes
/// fewer than [`WIDEN_BELOW`] moves.
pub(super) fn widen(
    board: &Board,
    goal: &Goal,
    color: Color,
    candidates: &[Candidate],
    mover: Color,
) -> Vec<Candidate> {
    let mut near = Vec::new();
    for s in goal.stones(board, color) {
        let liberties = s
            .neighbors()
            .into_iter()
            .filter(|&l| board.on_board(l) && board.is_empty(l));
        for l in liberties {
            for q in l.neighbors() {
                if !board.on_board(q) {
                    continue;
                }
                if board.is_empty(q) {
                    near.push(q);
                } else if board.color_at(q) == Some(color) && !goal.contains(q) {
                    let libs = q.neighbors().into_iter();
                    near.extend(libs.filter(|&r| board.on_board(r) && board.is_empty(r)));
                }
            }
        }
    }
    near.sort();
    near.dedup();
    let mut out = candidates.to_vec();
    for q in near {
        if !out.iter().any(|e| e.1 == q) && board.is_legal(q, mover) {
            out.push((SCORES.widened, q));
        }
    }
    out
}
