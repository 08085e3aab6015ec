//! Estimates for eye spaces too large to solve, with the bulky-eye heuristic.
//!
//! The base guess works from the *effective size*: the number of points,
//! plus one per half eye, minus two per margin (marginal point or half eye),
//! minus one more per marginal point next to another marginal point. Above 3
//! it means two eyes (more for very large spaces), above 0 one eye, else none;
//! the pessimistic minimum is one less when margins leave room to attack.
//!
//! The *bulk score* measures how compact a space is: per point a coefficient
//! by its number of neighbours inside the space ([`NEIGHBOR_COEFFICIENT`]),
//! plus [`STRING_BONUS`] per distinct defender string touching the space
//! (each is a possible cutting point or shortage of liberties) and
//! [`EDGE_BONUS`] per contact of a point with the board edge. A space is
//! *bulky* when its score exceeds [`threshold`] for its size. With
//! `bulky_eye=on`, a bulky space's eye estimate is lowered to two (never
//! below two) and its pessimistic minimum to at most one: compact spaces can
//! be reduced by placements inside, and a large compact space leaves the
//! attacker room to fight on the outside liberties.

use super::{EyeSpace, EyeSpaces, EyeValue, Topology};
use crate::board::{Board, Point};

/// Coefficient of a point by its number of neighbours in the space (0..=4).
pub const NEIGHBOR_COEFFICIENT: [i32; 5] = [-1, -1, 1, 4, 12];
/// Added per distinct defender string touching the space.
pub const STRING_BONUS: i32 = 4;
/// Added per contact of a space point with the board edge.
pub const EDGE_BONUS: i32 = 2;

/// The bulk score above which a space of `size` points is bulky.
pub fn threshold(size: usize) -> i32 {
    4 * size as i32 + 4
}

/// An estimate with the numbers it was made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub value: EyeValue,
    pub pessimistic_min: u8,
    pub effective_size: i32,
    pub bulk: i32,
    pub bulky: bool,
}

/// The bulk score of `space`.
pub fn bulk_score(board: &Board, spaces: &EyeSpaces, space: &EyeSpace) -> i32 {
    let mut score = 0;
    let mut strings: Vec<Point> = Vec::new();
    for &p in &space.points {
        let neighbors = spaces.point[p.index()]
            .as_ref()
            .map_or(0, |e| e.neighbors as usize);
        score += NEIGHBOR_COEFFICIENT[neighbors.min(4)];
        for q in p.neighbors() {
            if !board.on_board(q) {
                score += EDGE_BONUS;
            } else if board.color_at(q) == Some(spaces.owner) {
                let origin = board.string_origin(q);
                if !strings.contains(&origin) {
                    strings.push(origin);
                }
            }
        }
    }
    score + STRING_BONUS * strings.len() as i32
}

/// Estimates the eyes of a space, lowering the estimate of bulky spaces when
/// `bulky_eye` is on.
pub fn estimate(board: &Board, spaces: &EyeSpaces, space: &EyeSpace, bulky_eye: bool) -> Estimate {
    let mut margins = 0;
    let mut half_eyes = 0;
    let mut margins_next_to_margin = 0;
    for &p in &space.points {
        let Some(e) = &spaces.point[p.index()] else {
            continue;
        };
        let half = matches!(spaces.topology[p.index()], Topology::Half { .. });
        if e.marginal || half {
            margins += 1;
            if e.marginal && e.marginal_neighbors > 0 {
                margins_next_to_margin += 1;
            }
            if half {
                half_eyes += 1;
            }
        }
    }
    let effective = space.esize as i32 + half_eyes - 2 * margins - margins_next_to_margin;
    let (mut eyes, mut pessimistic) = if effective > 3 {
        if (margins == 0 && effective > 7) || (margins > 0 && effective > 9) {
            let eyes = 2 + (effective - 2 * i32::from(margins > 0) - 8) / 2;
            (eyes as u8, eyes as u8)
        } else {
            (2, 1)
        }
    } else if effective > 0 {
        (1, u8::from(margins == 0))
    } else {
        (0, 0)
    };
    let bulk = bulk_score(board, spaces, space);
    let bulky = bulk > threshold(space.esize);
    if bulky_eye && bulky {
        eyes = eyes.min(2);
        pessimistic = pessimistic.min(2).saturating_sub(1);
    }
    let value = if effective <= 0 && space.esize as i32 - margins > 2 {
        EyeValue::new(0, 0, 1, 1)
    } else {
        EyeValue::new(eyes, eyes, eyes, eyes)
    };
    Estimate {
        value,
        pessimistic_min: pessimistic.min(value.b),
        effective_size: effective,
        bulk,
        bulky,
    }
}

/// For an estimated space that is not settled: a marginal point to fight
/// over (preferring ones with more neighbours in the space, not on the edge),
/// or a half eye's key points.
pub fn guess_vital(
    board: &Board,
    spaces: &EyeSpaces,
    space: &EyeSpace,
) -> (Option<Point>, Option<Point>) {
    let mut best: Option<(f32, Point, Point)> = None;
    let n = board.size() - 1;
    for &p in &space.points {
        let Some(e) = &spaces.point[p.index()] else {
            continue;
        };
        let candidate = if e.marginal && board.is_empty(p) {
            let mut score = e.neighbors as f32;
            if p.row() == 0 || p.col() == 0 || p.row() == n || p.col() == n {
                score -= 0.1;
            }
            Some((score, p, p))
        } else if let Topology::Half {
            attacks, defenses, ..
        } = &spaces.topology[p.index()]
        {
            match (attacks.first(), defenses.first()) {
                (Some(&a), Some(&d)) => Some((0.75, a, d)),
                _ => None,
            }
        } else {
            None
        };
        if let Some(c) = candidate {
            if c.0 > 0.0 && best.as_ref().map_or(true, |b| c.0 > b.0) {
                best = Some(c);
            }
        }
    }
    best.map_or((None, None), |(_, a, d)| (Some(a), Some(d)))
}
