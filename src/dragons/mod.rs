//! Dragons: worms joined the way a Go player sees groups, by links that
//! cannot be broken. Each link keeps its reason and the points it rests on.
//!
//! Links, in the order they are looked for:
//! - **shared eye**: worms bordering the same small eye space of their
//!   colour, every point of it a proper eye point (GNU Go's `dragon_eye`):
//!   the eye is theirs whoever plays in it;
//! - **miai**: two worms sharing two liberties (a bamboo joint, a diagonal
//!   with both side points empty); one move cannot take both;
//! - **reading**: two worms close together (a stone of one next to a
//!   liberty of the other or to an empty point beside such a liberty: one-
//!   and two-point jumps, knight's moves, diagonals) that connection reading
//!   cannot cut (`crate::connection`, `disconnect` answering 0).
//!
//! Worms that tactical reading captures (attacked and not defended) stay
//! out of the links: a dead stone connects nothing.

#[cfg(test)]
mod tests;

use crate::board::queries::{libs_of, PointList};
use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::connection::Connector;
use crate::eyes::{EyeSpaces, Topology};
use crate::reading::{ReadResult, Reader};
use crate::worms::Worms;

/// The largest eye space whose bordering worms are joined by it.
pub const SHARED_EYE_LIMIT: usize = 4;

/// Why two worms are in one dragon.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// Both border the same eye space.
    SharedEye,
    /// They share two liberties.
    Miai,
    /// Connection reading cannot cut them.
    Reading,
}

impl LinkKind {
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::SharedEye => "shared_eye",
            LinkKind::Miai => "miai",
            LinkKind::Reading => "reading",
        }
    }
}

/// A link between two worms (by origin) and the points it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub a: Point,
    pub b: Point,
    pub kind: LinkKind,
    pub points: Vec<Point>,
}

/// One dragon.
#[derive(Clone, Debug, PartialEq)]
pub struct Dragon {
    /// The smallest stone (board order) of the dragon.
    pub origin: Point,
    pub color: Color,
    /// Its stones in board order.
    pub stones: Vec<Point>,
    /// Origins of its worms in board order.
    pub worms: Vec<Point>,
}

/// The dragons of a position and the links that made them.
#[derive(Clone, Debug)]
pub struct Dragons {
    dragons: Vec<Dragon>,
    index: Vec<Option<u16>>,
    pub links: Vec<Link>,
}

impl Dragons {
    /// The dragon through the stone on `p`.
    pub fn get(&self, p: Point) -> Option<&Dragon> {
        self.index
            .get(p.index())
            .copied()
            .flatten()
            .map(|i| &self.dragons[i as usize])
    }

    /// Every dragon, in order of their origins.
    pub fn iter(&self) -> impl Iterator<Item = &Dragon> {
        self.dragons.iter()
    }

    /// The links inside the dragon through `p`.
    pub fn links_of(&self, p: Point) -> impl Iterator<Item = &Link> {
        let d = self.index.get(p.index()).copied().flatten();
        self.links
            .iter()
            .filter(move |l| d.is_some() && self.index[l.a.index()] == d)
    }
}

/// Union-find over worm origins.
struct Sets {
    parent: Vec<u16>,
}

impl Sets {
    fn new() -> Sets {
        Sets {
            parent: (0..NUM_CELLS as u16).collect(),
        }
    }

    fn find(&mut self, p: Point) -> Point {
        let mut i = p.index() as u16;
        while self.parent[i as usize] != i {
            let up = self.parent[self.parent[i as usize] as usize];
            self.parent[i as usize] = up;
            i = up;
        }
        Point::from_index(i as usize)
    }

    /// Joins the sets of `a` and `b`; false when they were one already.
    fn union(&mut self, a: Point, b: Point) -> bool {
        let (x, y) = (self.find(a), self.find(b));
        if x == y {
            return false;
        }
        let (lo, hi) = if x < y { (x, y) } else { (y, x) };
        self.parent[hi.index()] = lo.index() as u16;
        true
    }
}

/// What the dragon stage needs besides the board.
pub struct DragonInputs<'a> {
    pub worms: &'a Worms,
    pub eyes: &'a [EyeSpaces; 2],
    pub reader: &'a mut Reader,
    pub connector: &'a mut Connector,
    /// Moves already on the search stack (trial moves).
    pub stackp: usize,
}

/// Computes the dragons of `board`.
pub fn make_dragons(board: &mut Board, inputs: DragonInputs) -> Dragons {
    let DragonInputs {
        worms,
        eyes,
        reader,
        connector,
        stackp,
    } = inputs;
    let mut sets = Sets::new();
    let mut links = Vec::new();
    // A worm that reading captures outright links nothing.
    let dead = |p: Point| {
        worms
            .get(p)
            .is_some_and(|w| w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose)
    };
    let mut join = |sets: &mut Sets, a: Point, b: Point, kind: LinkKind, points: Vec<Point>| {
        if sets.union(a, b) {
            links.push(Link { a, b, kind, points });
        }
    };

    // Shared eyes: small spaces whose every point is a proper eye point
    // (not marginal, not a half or false eye). Larger or looser spaces are
    // often open ground between separate groups.
    for spaces in eyes {
        for space in &spaces.spaces {
            let proper = space
                .points
                .iter()
                .all(|&p| !spaces.is_marginal(p) && spaces.topology[p.index()] == Topology::Proper);
            if space.esize > SHARED_EYE_LIMIT || !proper {
                continue;
            }
            let mut around: Vec<Point> = Vec::new();
            for &p in &space.points {
                for q in p.neighbors() {
                    if board.on_board(q) && board.color_at(q) == Some(spaces.owner) && !dead(q) {
                        let o = board.string_origin(q);
                        if !around.contains(&o) {
                            around.push(o);
                        }
                    }
                }
            }
            around.sort();
            for w in around.windows(2) {
                join(
                    &mut sets,
                    w[0],
                    w[1],
                    LinkKind::SharedEye,
                    space.points.clone(),
                );
            }
        }
    }

    let origins: Vec<Point> = worms.iter().map(|w| w.origin).collect();
    // Miai: two shared liberties.
    for (i, &a) in origins.iter().enumerate() {
        if dead(a) {
            continue;
        }
        let color = board.color_at(a);
        let la = libs_of::<64>(board, a);
        for &b in &origins[i + 1..] {
            if board.color_at(b) != color || dead(b) {
                continue;
            }
            let shared: Vec<Point> = la
                .as_slice()
                .iter()
                .copied()
                .filter(|&l| crate::board::queries::is_liberty_of(board, l, b))
                .collect();
            if shared.len() >= 2 {
                join(&mut sets, a, b, LinkKind::Miai, shared);
            }
        }
    }

    // Close pairs that connection reading cannot cut.
    let mut pairs: Vec<(Point, Point)> = Vec::new();
    for (i, &a) in origins.iter().enumerate() {
        if dead(a) {
            continue;
        }
        let color = board.color_at(a);
        let near = near_points(board, a);
        for &b in &origins[i + 1..] {
            if board.color_at(b) != color || dead(b) || sets.find(a) == sets.find(b) {
                continue;
            }
            let close = board.stones(b).any(|s| {
                s.neighbors()
                    .into_iter()
                    .any(|n| board.on_board(n) && near.as_slice().contains(&n))
            });
            if close {
                pairs.push((a, b));
            }
        }
    }
    for (a, b) in pairs {
        if sets.find(a) == sets.find(b) {
            continue;
        }
        let r = connector.disconnect(board, reader, a, b, stackp);
        if r.code == ReadResult::Lose {
            join(&mut sets, a, b, LinkKind::Reading, Vec::new());
        }
    }

    // Collect the dragons.
    let mut index = vec![None; NUM_CELLS];
    let mut dragons: Vec<Dragon> = Vec::new();
    let mut by_root: Vec<Option<u16>> = vec![None; NUM_CELLS];
    for p in board.points() {
        let Some(color) = board.color_at(p) else {
            continue;
        };
        let root = sets.find(board.string_origin(p));
        let i = match by_root[root.index()] {
            Some(i) => i,
            None => {
                let i = dragons.len() as u16;
                by_root[root.index()] = Some(i);
                dragons.push(Dragon {
                    origin: p,
                    color,
                    stones: Vec::new(),
                    worms: Vec::new(),
                });
                i
            }
        };
        let d = &mut dragons[i as usize];
        d.stones.push(p);
        let o = board.string_origin(p);
        if o == p {
            d.worms.push(o);
        }
        index[p.index()] = Some(i);
    }
    Dragons {
        dragons,
        index,
        links,
    }
}

/// The liberties of the string at `a` and the empty points next to them.
fn near_points(board: &Board, a: Point) -> PointList<64> {
    let mut out = PointList::<64>::new();
    for &l in libs_of::<64>(board, a).as_slice() {
        if out.len() < 64 {
            out.push_unique(l);
        }
        for q in l.neighbors() {
            if board.on_board(q) && board.is_empty(q) && out.len() < 64 {
                out.push_unique(q);
            }
        }
    }
    out
}
