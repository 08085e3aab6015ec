//! Eyes: eye spaces of each colour, marginal points, half and false eyes, and
//! the value of an eye space as GNU Go's four numbers.
//!
//! **Dead stones and contested points are decided by tactical reading.** Which
//! stones inside an eye space are dead, which margins are false and how safe a
//! stone on an eye point's diagonal would be are asked of the reading module
//! through a [`TacticalReader`] (worm attack and defence codes, safe moves),
//! on the engine's board, so the reading node counter counts every move read.
//! The exact eye-graph solver below plays on an abstract graph and is not
//! counted (see [`solve`]).
//!
//! **Small eye spaces are valued by a local search, not by a pattern
//! database.** Each eye space of up to [`solve::MAX_VERTICES`] vertices
//! (marginal points and the virtual vertex of each half eye included) is
//! turned into an eye graph and solved exactly by a minimax over the local
//! game: the defender fills vertices, the attacker plays stones that are
//! captured unless they connect out through a marginal vertex, and the score
//! counts the sealed components. The four numbers come from four variants of
//! who moves first and who owes a tenuki. Results are cached by graph, so
//! every shape is solved once per process. We chose this over a hand-made
//! shape table because the search covers every shape and every placement of
//! dead stones up to its limit, needs no data that could hold mistakes, and
//! gives the vital points (attack and defence moves) directly; the cost is a
//! few milliseconds for a new shape.
//!
//! **Large eye spaces are estimated.** From the effective size (size plus
//! half eyes, minus twice the margins, minus margins next to margins) we guess
//! the number of eyes and a pessimistic minimum. With the switchable
//! heuristic `bulky_eye=on` (the default) a compact space is recognised by its
//! *bulk score* (per point a coefficient by its number of neighbours in the
//! space, plus a term per own string touching it and per edge contact) and
//! both numbers are lowered: compact spaces are where the attacker's inside
//! moves (nakade) and shortage of liberties bite. See [`bulky`].

pub mod bulky;
pub mod solve;
pub mod space;

use crate::board::{Board, Color, Point};
use crate::heuristics::Heuristics;
use crate::worms::TacticalReader;
pub use solve::Detail;
pub use space::{
    eye_spaces, eye_spaces_of, lively_stones, EyePoint, EyeSpace, EyeSpaces, Topologies, Topology,
};

/// GNU Go's eye value: the number of eyes when the attacker moves first and
/// also gets a tenuki from the defender (`a`), the attacker moves first (`b`),
/// the defender moves first (`c`), the defender moves first and also gets a
/// tenuki (`d`). Always `a <= b <= c <= d`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EyeValue {
    pub a: u8,
    pub b: u8,
    pub c: u8,
    pub d: u8,
}

impl EyeValue {
    pub fn new(a: u8, b: u8, c: u8, d: u8) -> EyeValue {
        EyeValue { a, b, c, d }
    }

    /// Eyes when the attacker moves first (alternating play).
    pub fn min_eyes(self) -> u8 {
        self.b
    }

    /// Eyes when the defender moves first (alternating play).
    pub fn max_eyes(self) -> u8 {
        self.c
    }

    /// How much a vital move matters (0: settled; 2: a half eye; 3: 3/4 or
    /// 5/4 eyes; 4: a chimera), counting at most two eyes.
    pub fn urgency(self) -> u8 {
        let [a, b, c, d] = [self.a, self.b, self.c, self.d].map(|x| x.min(2));
        if b == c {
            0
        } else {
            d + c - b - a
        }
    }
}

impl std::fmt::Display for EyeValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}{}{}", self.a, self.b, self.c, self.d)
    }
}

/// The evaluation of one eye space.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeEval {
    /// The colour whose eye space it is.
    pub owner: Color,
    /// The value; for a solved space evaluated with [`Detail::Alternating`],
    /// `a` and `d` equal `b` and `c`.
    pub value: EyeValue,
    /// A pessimistic lower bound on the eyes (for life-and-death reading).
    pub pessimistic_min: u8,
    /// Where the attacker should play when the value is not settled
    /// (urgency above zero, or for an estimate a pessimistic minimum below
    /// the maximum).
    pub attack: Option<Point>,
    /// Where the defender should play in the same cases.
    pub defense: Option<Point>,
    /// Whether the value was estimated (space too large to solve).
    pub estimated: bool,
}

/// The eye space of `spaces` containing `p`, evaluated (solved spaces to
/// `detail`).
pub fn evaluate_space(
    board: &Board,
    spaces: &EyeSpaces,
    space: &EyeSpace,
    heuristics: &Heuristics,
    detail: Detail,
) -> EyeEval {
    let owner = spaces.owner;
    if let Some((solved, vertices)) = solve_space(board, spaces, space, detail) {
        let mut solved = solved;
        let mut vertices = vertices;
        // The topology the kept solution was read with: `spaces`' own, or
        // the variant below.
        let mut variant: Option<EyeSpaces> = None;
        // A half eye that is one only because of a ko: see whether winning
        // the ko (a proper eye there) is worth more.
        let ko_half: Vec<Point> = space
            .points
            .iter()
            .copied()
            .filter(|p| matches!(spaces.topology[p.index()], Topology::Half { value, .. } if value < 3.0))
            .collect();
        if ko_half.len() == 1 {
            let mut alt = spaces.clone();
            alt.topology[ko_half[0].index()] = Topology::Proper;
            if let Some((s2, v2)) = solve_space(board, &alt, space, detail) {
                if s2.value.max_eyes() > solved.value.max_eyes() {
                    solved = s2;
                    vertices = v2;
                    variant = Some(alt);
                }
            }
        }
        let topology_used = variant.as_ref().unwrap_or(spaces);
        let (attack, defense) = if solved.value.urgency() > 0 {
            pick_vital(topology_used, &vertices, &solved)
        } else {
            (None, None)
        };
        let margins = margins(topology_used, space);
        return EyeEval {
            owner,
            value: solved.value,
            pessimistic_min: solved.value.b.saturating_sub(margins as u8),
            attack,
            defense,
            estimated: false,
        };
    }
    let bulky_on = heuristics.bulky_eye == crate::heuristics::BulkyEye::On;
    let est = bulky::estimate(board, spaces, space, bulky_on);
    // As for solved spaces, vital points are named when the value is open;
    // for an estimate that includes a pessimistic minimum below the maximum.
    let (attack, defense) = if est.value.max_eyes() != est.pessimistic_min {
        bulky::guess_vital(board, spaces, space)
    } else {
        (None, None)
    };
    EyeEval {
        owner,
        value: est.value,
        pessimistic_min: est.pessimistic_min,
        attack,
        defense,
        estimated: true,
    }
}

/// Solves a space exactly when it is small enough.
fn solve_space(
    board: &Board,
    spaces: &EyeSpaces,
    space: &EyeSpace,
    detail: Detail,
) -> Option<(solve::Solved, Vec<Vertex>)> {
    let (graph, vertices) = build_graph(board, spaces, space)?;
    Some((solve::solve(&graph, detail)?, vertices))
}

/// Number of marginal points and half eyes in a space.
fn margins(spaces: &EyeSpaces, space: &EyeSpace) -> usize {
    space
        .points
        .iter()
        .filter(|p| {
            spaces.is_marginal(**p) || matches!(spaces.topology[p.index()], Topology::Half { .. })
        })
        .count()
}

/// A graph vertex: a point of the space, or the virtual margin of a half eye.
#[derive(Copy, Clone, Debug)]
enum Vertex {
    Point(Point),
    Virtual(Point),
}

fn build_graph(
    board: &Board,
    spaces: &EyeSpaces,
    space: &EyeSpace,
) -> Option<(solve::EyeGraph, Vec<Vertex>)> {
    let mut vertices = Vec::new();
    for &p in &space.points {
        vertices.push(Vertex::Point(p));
        if let Topology::Half { defenses, .. } = &spaces.topology[p.index()] {
            // The half eye hangs on a virtual margin, unless the point that
            // secures it is itself a point of the space: then that point
            // already plays the margin's part.
            let key_inside = defenses.first().is_some_and(|d| space.points.contains(d));
            if !key_inside {
                vertices.push(Vertex::Virtual(p));
            }
        }
    }
    if vertices.len() > solve::MAX_VERTICES {
        return None;
    }
    let index_of = |q: Point| {
        vertices
            .iter()
            .position(|v| matches!(v, Vertex::Point(x) if *x == q))
    };
    let attacker = spaces.owner.opponent();
    let mut g = solve::EyeGraph {
        adjacency: vec![0; vertices.len()],
        marginal: 0,
        stones: 0,
        wall: 0,
        pinned: 0,
        outside_liberties: has_outside_liberties(board, spaces, space),
    };
    for (i, v) in vertices.iter().enumerate() {
        match *v {
            Vertex::Point(p) => {
                if spaces.is_marginal(p) {
                    g.marginal |= 1 << i;
                }
                if board.color_at(p) == Some(attacker) {
                    g.stones |= 1 << i;
                }
                if matches!(spaces.topology[p.index()], Topology::False) {
                    g.pinned |= 1 << i;
                }
                for q in p.neighbors() {
                    if let Some(j) = index_of(q) {
                        g.adjacency[i] |= 1 << j;
                    } else if board.color_at(q) == Some(spaces.owner) {
                        g.wall |= 1 << i;
                    }
                }
            }
            Vertex::Virtual(h) => {
                g.marginal |= 1 << i;
                g.wall |= 1 << i;
                if let Some(j) = index_of(h) {
                    g.adjacency[i] |= 1 << j;
                    g.adjacency[j] |= 1 << i;
                }
            }
        }
    }
    Some((g, vertices))
}

/// Whether the defender strings bordering `space` have a liberty outside it.
fn has_outside_liberties(board: &Board, spaces: &EyeSpaces, space: &EyeSpace) -> bool {
    let mut seen: Vec<Point> = Vec::new();
    for &p in &space.points {
        for q in p.neighbors() {
            if board.color_at(q) != Some(spaces.owner) {
                continue;
            }
            let origin = board.string_origin(q);
            if seen.contains(&origin) {
                continue;
            }
            seen.push(origin);
            let inside = |l: &Point| {
                spaces.point[l.index()]
                    .as_ref()
                    .is_some_and(|e| e.origin == space.origin)
            };
            let outside = board.stones(q).any(|s| {
                s.neighbors()
                    .into_iter()
                    .any(|l| board.is_empty(l) && !inside(&l))
            });
            if outside {
                return true;
            }
        }
    }
    false
}

/// Chooses the attack and defence points among the best first moves,
/// preferring a vital point that is best for both sides.
fn pick_vital(
    spaces: &EyeSpaces,
    vertices: &[Vertex],
    solved: &solve::Solved,
) -> (Option<Point>, Option<Point>) {
    let shared = solved
        .attacks
        .iter()
        .find(|v| solved.defenses.contains(v))
        .copied();
    let attack = shared.or(solved.attacks.first().copied());
    let defense = shared.or(solved.defenses.first().copied());
    let to_point = |v: usize, for_attack: bool| match vertices[v] {
        Vertex::Point(p) => Some(p),
        Vertex::Virtual(h) => match &spaces.topology[h.index()] {
            Topology::Half {
                attacks, defenses, ..
            } => {
                if for_attack {
                    attacks.first().copied()
                } else {
                    defenses.first().copied()
                }
            }
            _ => None,
        },
    };
    (
        attack.and_then(|v| to_point(v, true)),
        defense.and_then(|v| to_point(v, false)),
    )
}

impl EyeEval {
    /// GNU Go's `eval_eye` notation of this evaluation: the least and most
    /// eyes (capped at two), then the attack and defence points when a
    /// vital move matters (`PASS` for none), on a board of `size`.
    pub fn eval_eye_notation(&self, size: usize) -> String {
        let mut out = format!(
            "{} {}",
            self.value.min_eyes().min(2),
            self.value.max_eyes().min(2)
        );
        if self.value.urgency() > 0 {
            let v = |q: Option<Point>| q.map_or("PASS".to_string(), |q| q.to_vertex(size));
            out.push_str(&format!(" {} {}", v(self.attack), v(self.defense)));
        }
        out
    }
}

/// `eval_eye`: the evaluation of the eye space through `p`, `None` if `p` is
/// not in an eye space of exactly one colour. The eye spaces are found with
/// tactical reading on `board` (see [`eye_spaces`]).
pub fn eval_eye(
    board: &mut Board,
    tactics: &mut TacticalReader,
    heuristics: &Heuristics,
    p: Point,
) -> Option<EyeEval> {
    let [black, white] = eye_spaces(board, tactics);
    for spaces in [&black, &white] {
        if let Some(space) = spaces.space_at(p) {
            return Some(evaluate_space(
                board,
                spaces,
                space,
                heuristics,
                Detail::Full,
            ));
        }
    }
    None
}

#[cfg(test)]
pub(crate) mod tests;
