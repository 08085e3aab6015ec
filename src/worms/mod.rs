//! Worms (strings of one colour) and their static data: size, liberties,
//! cutting stones, effective size, the closest worms of every empty point,
//! tactical attack and defence, and unconditional status.
//!
//! A worm is GNU Go's name for a maximal connected set of stones of one colour.
//! [`Worms::new`] computes the worm data of a position; the attack and defence
//! codes and points come from the reading module through a
//! [`TacticalReader`] (see [`tactical`]).
//!
//! **Effective size** measures what capturing a worm is worth in territory:
//! its stones plus, for each empty point within distance [`EFFECTIVE_DISTANCE`]
//! (counted in steps through empty points), a share `1/k` when the point has
//! `k` closest worms at its least distance.

pub mod tactical;
pub mod unconditional;

use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::reading::ReadResult;
pub use tactical::{Safety, TacticalReader, WormTactics};
pub use unconditional::{unconditional_life, unconditional_status, Settled, UnconditionalStatus};

/// Distance limit for the closest worms of either colour (and effective size).
pub const EFFECTIVE_DISTANCE: u8 = 3;
/// Distance limit for the closest worms of one colour.
pub const COLOR_DISTANCE: u8 = 5;

/// Whether a worm separates opponent strings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cutstone {
    /// Not adjacent to two opponent strings.
    No,
    /// Adjacent to two opponent strings that share a liberty.
    Potential,
    /// Adjacent to two opponent strings that share no liberty.
    Cutting,
}

/// The static data of one worm.
#[derive(Clone, Debug, PartialEq)]
pub struct Worm {
    pub color: Color,
    /// The smallest stone of the worm (its canonical name).
    pub origin: Point,
    pub size: usize,
    pub effective_size: f32,
    pub liberties: usize,
    pub cutstone: Cutstone,
    /// How well the opponent, moving first, captures the worm (tactical
    /// reading; `Lose` when it cannot).
    pub attack_code: ReadResult,
    /// The capturing move, when `attack_code` is not `Lose`.
    pub attack: Option<Point>,
    /// How well the owner, moving first, saves the worm; read only when it
    /// can be attacked (`Lose` otherwise).
    pub defense_code: ReadResult,
    /// The saving move, when `defense_code` is not `Lose`.
    pub defense: Option<Point>,
    pub unconditional: UnconditionalStatus,
}

/// The closest worms of one point with their distance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Closest {
    /// Distance (0 for a stone of the worm itself); meaningless when `worms` is empty.
    pub distance: u8,
    /// Origins of the worms at that least distance.
    pub worms: Vec<Point>,
}

/// All worms of a position and the per-point data derived from them.
#[derive(Clone, Debug)]
pub struct Worms {
    worms: Vec<Worm>,
    /// Index into `worms` for each stone point.
    index: Vec<Option<u16>>,
    /// Per point: the closest worms of either colour (limit [`EFFECTIVE_DISTANCE`]).
    pub close: Vec<Closest>,
    /// Per point and colour: the closest worms of that colour (limit [`COLOR_DISTANCE`]).
    pub close_by_color: [Vec<Closest>; 2],
    /// Per point: the unconditional status.
    pub status: Vec<UnconditionalStatus>,
}

impl Worms {
    /// Computes the worm data of `board`, asking `tactics` for the attack
    /// and defence of every worm; `status` is the unconditional status of
    /// every point ([`unconditional_status`] of the same position).
    pub fn new(
        board: &mut Board,
        tactics: &mut TacticalReader,
        status: Vec<UnconditionalStatus>,
    ) -> Worms {
        let mut worms = Vec::new();
        let mut index = vec![None; NUM_CELLS];
        for p in board.points().collect::<Vec<_>>() {
            let Some(color) = board.color_at(p) else {
                continue;
            };
            if index[p.index()].is_some() {
                continue;
            }
            let origin = board.string_origin(p);
            for s in board.stones(p) {
                index[s.index()] = Some(worms.len() as u16);
            }
            let t = tactics.worm(board, origin);
            worms.push(Worm {
                color,
                origin,
                size: board.string_size(p),
                effective_size: 0.0,
                liberties: board.libs(p),
                cutstone: cutstone(board, p),
                attack_code: t.attack_code,
                attack: t.attack,
                defense_code: t.defense_code,
                defense: t.defense,
                unconditional: UnconditionalStatus::Undecided,
            });
        }
        let board = &*board;
        for w in &mut worms {
            w.unconditional = status[w.origin.index()];
        }
        let close = closest_worms(board, None, EFFECTIVE_DISTANCE);
        let close_by_color = [
            closest_worms(board, Some(Color::Black), COLOR_DISTANCE),
            closest_worms(board, Some(Color::White), COLOR_DISTANCE),
        ];
        let mut result = Worms {
            worms,
            index,
            close,
            close_by_color,
            status,
        };
        result.compute_effective_sizes(board);
        result
    }

    fn compute_effective_sizes(&mut self, board: &Board) {
        let mut sizes: Vec<f32> = self.worms.iter().map(|w| w.size as f32).collect();
        for p in board.points() {
            if !board.is_empty(p) {
                continue;
            }
            let c = &self.close[p.index()];
            if c.worms.is_empty() {
                continue;
            }
            let share = 1.0 / c.worms.len() as f32;
            for o in &c.worms {
                if let Some(i) = self.index[o.index()] {
                    sizes[i as usize] += share;
                }
            }
        }
        for (w, s) in self.worms.iter_mut().zip(sizes) {
            w.effective_size = s;
        }
    }

    /// The worm through the stone on `p`.
    pub fn get(&self, p: Point) -> Option<&Worm> {
        self.index
            .get(p.index())
            .copied()
            .flatten()
            .map(|i| &self.worms[i as usize])
    }

    /// All worms in point order of their first stone.
    pub fn iter(&self) -> impl Iterator<Item = &Worm> {
        self.worms.iter()
    }
}

/// Classifies the string through `p` as a cutting stone or not.
fn cutstone(board: &Board, p: Point) -> Cutstone {
    let enemies = board.adjacent_strings(p);
    let mut result = Cutstone::No;
    for (i, &a) in enemies.iter().enumerate() {
        let la = board.liberties(a);
        for &b in &enemies[i + 1..] {
            let shared = board.liberties(b).iter().any(|l| la.contains(l));
            if !shared {
                return Cutstone::Cutting;
            }
            result = Cutstone::Potential;
        }
    }
    result
}

/// Breadth-first distances from the stones of `color` (either colour for
/// `None`) through empty points, up to `limit`: per point the least distance
/// and the worms (origins) reaching it at that distance.
fn closest_worms(board: &Board, color: Option<Color>, limit: u8) -> Vec<Closest> {
    let mut out = vec![Closest::default(); NUM_CELLS];
    let mut frontier = Vec::new();
    for p in board.points() {
        let Some(c) = board.color_at(p) else { continue };
        if color.is_some_and(|want| want != c) {
            continue;
        }
        out[p.index()] = Closest {
            distance: 0,
            worms: vec![board.string_origin(p)],
        };
        frontier.push(p);
    }
    let mut reached = vec![false; NUM_CELLS];
    for p in &frontier {
        reached[p.index()] = true;
    }
    for d in 1..=limit {
        let mut next = Vec::new();
        for &p in &frontier {
            for n in p.neighbors() {
                if !board.is_empty(n) || (reached[n.index()] && out[n.index()].distance < d) {
                    continue;
                }
                if !reached[n.index()] {
                    reached[n.index()] = true;
                    out[n.index()].distance = d;
                    next.push(n);
                }
                let from = out[p.index()].worms.clone();
                let here = &mut out[n.index()].worms;
                for w in from {
                    if !here.contains(&w) {
                        here.push(w);
                    }
                }
            }
        }
        frontier = next;
    }
    for c in &mut out {
        c.worms.sort();
    }
    out
}

#[cfg(test)]
pub(crate) mod tests;
