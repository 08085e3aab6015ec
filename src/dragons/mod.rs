//! Dragons: worms joined the way a Go player sees groups, by links that
//! cannot be broken. Each link keeps its reason and the points it rests on.
//!
//! Links, in the order they are looked for:
//! - **shared eye**: worms bordering the same small eye space of their
//!   colour, every point of it a proper eye point (GNU Go's `dragon_eye`):
//!   the eye is theirs whoever plays in it;
//! - **miai** and **shape**: the static links of connection reading
//!   ([`crate::connection::direct_link`]): two shared liberties (a bamboo
//!   joint, an open diagonal), a shared liberty where a cutting stone is
//!   captured at once (a closed tiger's mouth, a false eye), an opponent
//!   string in atari between them that cannot run;
//! - two links of one worm that each rest on one cutting point are
//!   dropped when an opponent stone next to both points makes both cuts
//!   work (a **double cut**): the owner can keep only one of them;
//! - a link resting on one cutting point is dropped when an opponent
//!   move next to that point makes the cut work and, after the owner
//!   connects there, another link of the worm can be cut (a **double
//!   threat**, read once the reading links below are known);
//! - **pattern**: connection shapes of `patterns/conn.db` whose cut
//!   tactical reading refutes ([`shapes`]);
//! - **capture**: worms around a small opponent string that reading
//!   captures: they will share the point it leaves;
//! - **reading**: two worms close together (a stone of one next to a
//!   liberty of the other or to an empty point beside such a liberty: one-
//!   and two-point jumps, knight's moves, diagonals) that connection reading
//!   cannot cut (`crate::connection`, `disconnect` answering 0).
//!
//! A worm in atari joins nothing by a shared eye or a capture (as in the
//! static links, it is captured before the link helps it). Worms that
//! tactical reading captures (attacked and not defended) link
//! nothing to anything else: such a worm joins at most one dragon of its
//! own colour, the first it has a static link to.
//!
//! Per dragon: its stones and worms, size and effective size, the eyes of
//! the eye spaces only it borders (pessimistic and optimistic, from the eye
//! evaluation), its lunches (adjacent opponent worms that reading captures
//! when the dragon's side moves first), its pre-owl surrounding moyo (from
//! the initial influence, sized by the `moyo` heuristic), its escape
//! potential (empty points within [`ESCAPE_DISTANCE`] steps through empty
//! points not next to opponent stones, or the surrounding moyo size if
//! larger), its opponent neighbours, and a crude [`Status`] from those (owl
//! refines it later).

pub mod shapes;
#[cfg(test)]
mod tests;

use crate::board::queries::{libs_of, PointList};
use crate::board::{Board, Color, Counter, Point, PointSet, NUM_CELLS};
use crate::connection::{ConnectionConfig, Connector};
use crate::eyes::{evaluate_space, Detail, EyeSpaces, Topology};
use crate::heuristics::{Heuristics, Moyo};
use crate::influence::moyo::{surrounding_moyo, Groups, SurroundingMoyo};
use crate::influence::Influence;
use crate::reading::{ReadResult, Reader};
use crate::worms::Worms;

/// The largest eye space whose bordering worms are joined by it.
pub const SHARED_EYE_LIMIT: usize = 4;
/// The largest captured string that joins the strings around it (a
/// larger one is a fight, not a shape).
pub const CAPTURE_LINK_SIZE: usize = 2;
/// How far (in steps through empty points) escape potential looks.
pub const ESCAPE_DISTANCE: u8 = 3;
/// Escape potential from which a dragon without eyes still counts as alive.
pub const ESCAPE_ALIVE: usize = 24;
/// Escape potential up to which a dragon without eyes or lunches is dead.
pub const ESCAPE_DEAD: usize = 5;

/// The crude status of a dragon, before any owl reading.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Alive,
    Critical,
    Dead,
    Unknown,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Critical => "critical",
            Status::Dead => "dead",
            Status::Unknown => "unknown",
        }
    }
}

/// Why two worms are in one dragon.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// Both border the same eye space.
    SharedEye,
    /// They share two liberties.
    Miai,
    /// A cut between them would be captured at once: a shared liberty
    /// where the cutting stone has no second liberty, or a cutting string
    /// in atari that cannot run.
    Shape,
    /// Connection reading cannot cut them.
    Reading,
    /// Both touch an opponent string that reading captures.
    Capture,
    /// A connection shape of `patterns/conn.db` (the pattern's name) whose
    /// cut reading refutes.
    Pattern(&'static str),
}

impl LinkKind {
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::SharedEye => "shared_eye",
            LinkKind::Miai => "miai",
            LinkKind::Shape => "shape",
            LinkKind::Reading => "reading",
            LinkKind::Capture => "capture",
            LinkKind::Pattern(name) => name,
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
    /// Sum of its worms' effective sizes.
    pub effective_size: f32,
    /// Eyes of the eye spaces only it borders: pessimistic and optimistic.
    pub eyes_min: u8,
    pub eyes_max: u8,
    /// Origins of adjacent opponent worms that reading captures, the
    /// dragon's side moving first.
    pub lunches: Vec<Point>,
    /// Escape potential: the empty points within [`ESCAPE_DISTANCE`] of it
    /// not next to an opponent stone, or its pre-owl surrounding moyo size
    /// if that is larger.
    pub escape: usize,
    /// Its surrounding moyo in the initial influence, sized by the
    /// `moyo` heuristic's variant.
    pub moyo_pre_owl: SurroundingMoyo,
    /// Origins of adjacent opponent dragons (none when only one colour's
    /// dragons are made).
    pub neighbors: Vec<Point>,
    pub status: Status,
}

/// The dragons of a position and the links that made them: of both
/// colours, or of one ([`DragonInputs::only`]).
#[derive(Clone, Debug)]
pub struct Dragons {
    dragons: Vec<Dragon>,
    index: Vec<Option<u16>>,
    pub links: Vec<Link>,
    /// The one colour whose dragons these are (`None`: both colours). The
    /// other colour's stones then belong to no dragon, and the dragons'
    /// [`Dragon::neighbors`] are empty.
    pub only: Option<Color>,
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

    /// Per cell, the number of the dragon through the stone there (the
    /// same number for every stone of one dragon).
    pub fn numbers(&self) -> &[Option<u16>] {
        &self.index
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
    /// The heuristics eye spaces are evaluated with.
    pub heuristics: &'a Heuristics,
    /// Moves already on the search stack (trial moves).
    pub stackp: usize,
    /// The initial influence (stage `initial influence`), for the pre-owl
    /// surrounding moyo.
    pub influence: &'a Influence,
    /// Make only this colour's dragons (`None`: both colours). Every link
    /// joins two worms of one colour, and a dragon's eyes, lunches, escape
    /// and surrounding moyo depend on its own colour's dragons only, so
    /// the dragons of that colour are those of both colours made apart
    /// (as far as the reading cache, filled in another order, reads the
    /// same). Owl asks about one dragon, and needs no more.
    pub only: Option<Color>,
}

/// Computes the dragons of `board`.
pub fn make_dragons(board: &mut Board, inputs: DragonInputs) -> Dragons {
    let DragonInputs {
        worms,
        eyes,
        reader,
        connector,
        heuristics,
        stackp,
        influence,
        only,
    } = inputs;
    // Whether worms of `color` are left out of this computation.
    let left_out = |color: Color| only.is_some_and(|o| o != color);
    let mut sets = Sets::new();
    let mut links = Vec::new();
    // A worm that reading captures outright links nothing.
    let dead = |p: Point| {
        worms
            .get(p)
            .is_some_and(|w| w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose)
    };
    let join = |sets: &mut Sets,
                links: &mut Vec<Link>,
                a: Point,
                b: Point,
                kind: LinkKind,
                points: Vec<Point>| {
        if sets.union(a, b) {
            links.push(Link { a, b, kind, points });
        }
    };

    // Shared eyes: small spaces whose every point is a proper eye point
    // (not marginal, not a half or false eye). Larger or looser spaces are
    // often open ground between separate groups. A string in atari is
    // captured before the eye helps it, so it joins nothing by the eye
    // (as in the static links).
    for spaces in eyes.iter().filter(|s| !left_out(s.owner)) {
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
                    if board.on_board(q)
                        && board.color_at(q) == Some(spaces.owner)
                        && !dead(q)
                        && board.libs(q) >= 2
                    {
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
                    &mut links,
                    w[0],
                    w[1],
                    LinkKind::SharedEye,
                    space.points.clone(),
                );
            }
        }
    }

    let origins: Vec<Point> = worms.iter().map(|w| w.origin).collect();
    // The worms whose links are made: every worm, or `only` one colour's.
    let linked: Vec<Point> = origins
        .iter()
        .copied()
        .filter(|&o| board.color_at(o).is_some_and(|c| !left_out(c)))
        .collect();
    // Static links: two shared liberties (miai), or a cut that would be
    // captured at once.
    for (i, &a) in linked.iter().enumerate() {
        if dead(a) {
            continue;
        }
        let Some(color) = board.color_at(a) else {
            continue;
        };
        let la = libs_of::<64>(board, a);
        // The strings touching an opponent string in atari next to `a`.
        let beyond_atari: Vec<PointList<64>> = crate::board::queries::chain_links(board, a, 1)
            .as_slice()
            .iter()
            .map(|&n| crate::board::queries::chain_links(board, n, 64))
            .collect();
        for &b in &linked[i + 1..] {
            if board.color_at(b) != Some(color) || dead(b) {
                continue;
            }
            let near = la
                .as_slice()
                .iter()
                .any(|&l| crate::board::queries::is_liberty_of(board, l, b))
                || beyond_atari
                    .iter()
                    .any(|links| links.as_slice().iter().any(|&m| board.same_string(m, b)));
            if !near {
                continue;
            }
            if let Some((kind, points)) = static_link(board, a, b, color) {
                join(&mut sets, &mut links, a, b, kind, points);
            }
        }
    }

    // Connection shapes whose cut reading refutes.
    for shape in shapes::shape_links(board, reader, stackp, only) {
        let mut live: Vec<Point> = shape
            .stones
            .iter()
            .filter(|&&p| !dead(p))
            .map(|&p| board.string_origin(p))
            .collect();
        live.sort();
        live.dedup();
        for w in live.windows(2) {
            join(
                &mut sets,
                &mut links,
                w[0],
                w[1],
                LinkKind::Pattern(shape.pattern),
                shape.cuts.clone(),
            );
        }
    }

    // A small captured string joins the strings around it: they will
    // share the space it leaves. A string around it that is in atari
    // itself may be captured first, and joins nothing this way.
    for &d in &origins {
        // The strings around `d` are of the other colour.
        let around_left_out = board.color_at(d).is_some_and(|c| left_out(c.opponent()));
        if !dead(d) || board.string_size(d) > CAPTURE_LINK_SIZE || around_left_out {
            continue;
        }
        let mut around: Vec<Point> = Vec::new();
        for s in board.stones(d) {
            for q in s.neighbors() {
                if board.on_board(q)
                    && board
                        .color_at(q)
                        .is_some_and(|c| Some(c) != board.color_at(d))
                    && !dead(q)
                    && board.libs(q) >= 2
                {
                    let o = board.string_origin(q);
                    if !around.contains(&o) {
                        around.push(o);
                    }
                }
            }
        }
        around.sort();
        let stones: Vec<Point> = board.stones(d).collect();
        for w in around.windows(2) {
            join(
                &mut sets,
                &mut links,
                w[0],
                w[1],
                LinkKind::Capture,
                stones.clone(),
            );
        }
    }

    // A captured string stays with the dragon next to it that a static
    // link joins it to (the first in board order): it is part of that
    // group's shape, but links nothing to anything else.
    for &d in &linked {
        if !dead(d) {
            continue;
        }
        let Some(color) = board.color_at(d) else {
            continue;
        };
        for &b in &origins {
            if b == d || board.color_at(b) != Some(color) || dead(b) {
                continue;
            }
            if let Some((kind, points)) = static_link(board, d, b, color) {
                join(&mut sets, &mut links, d, b, kind, points);
                break;
            }
        }
    }

    // Double cuts: two cutting points that one opponent stone makes work
    // together. The owner keeps one link at most, so neither joins a
    // dragon, and reading does not rejoin their worms.
    let cut = double_cuts(board, reader, stackp, &links);
    let cut_pairs: Vec<(Point, Point)> = cut.iter().map(|&k| (links[k].a, links[k].b)).collect();
    if !cut.is_empty() {
        sets = drop_links(&mut links, &cut);
    }

    // Close pairs that connection reading cannot cut.
    let mut pairs: Vec<(Point, Point)> = Vec::new();
    for (i, &a) in linked.iter().enumerate() {
        if dead(a) {
            continue;
        }
        let color = board.color_at(a);
        let near = near_points(board, a);
        for &b in &linked[i + 1..] {
            if board.color_at(b) != color
                || dead(b)
                || sets.find(a) == sets.find(b)
                || cut_pairs.contains(&(a, b))
                || cut_pairs.contains(&(b, a))
            {
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
    // Reading links are read with limits of their own, the ones measured
    // against GNU Go's dragons (tests/dragon_conformance.rs): a link that
    // rests on capturing a two-liberty cutting string joins no dragon, and
    // the cutter's candidates come from shorter paths than in the
    // connection reader's own questions. Only the code of each answer
    // counts here, not its move, so the root checks that make `connect`
    // and `disconnect` name moves confirmed by each other are left out.
    let saved = connector.config.clone();
    connector.config = ConnectionConfig {
        capture_path_libs: READING_LINK_CAPTURE_LIBS,
        path_limit: READING_LINK_PATH_LIMIT,
        depth: READING_LINK_DEPTH,
        width: READING_LINK_WIDTH,
        node_limit: READING_LINK_NODE_LIMIT,
        root_checks: false,
        ..saved.clone()
    };
    for (a, b) in pairs {
        if sets.find(a) == sets.find(b) {
            continue;
        }
        let r = connector.disconnect(board, reader, a, b, stackp);
        if r.code == ReadResult::Lose {
            join(&mut sets, &mut links, a, b, LinkKind::Reading, Vec::new());
        }
    }
    // Double threats: an opponent move next to the cutting point of a
    // one-point link makes that cut work and, once the owner connects
    // there, leaves another link of the same worm to be cut. The owner
    // saves one of them; the one-point link is the one counted as lost
    // (the other may rest on several points, or on reading).
    let threatened = double_threats(board, reader, connector, stackp, &links);
    if !threatened.is_empty() {
        sets = drop_links(&mut links, &threatened);
    }
    connector.config = saved;

    // Collect the dragons.
    let mut index = vec![None; NUM_CELLS];
    let mut dragons: Vec<Dragon> = Vec::new();
    let mut by_root: Vec<Option<u16>> = vec![None; NUM_CELLS];
    for p in board.points() {
        let Some(color) = board.color_at(p).filter(|&c| !left_out(c)) else {
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
                    effective_size: 0.0,
                    eyes_min: 0,
                    eyes_max: 0,
                    lunches: Vec::new(),
                    escape: 0,
                    moyo_pre_owl: SurroundingMoyo::default(),
                    neighbors: Vec::new(),
                    status: Status::Unknown,
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
    let mut out = Dragons {
        dragons,
        index,
        links,
        only,
    };
    describe_dragons(board, worms, eyes, heuristics, influence, &mut out);
    out
}

/// The point a link rests on when it is a single cutting point (a tiger's
/// mouth, a cut captured at once, an opponent string in atari), else none.
fn mouth(l: &Link) -> Option<Point> {
    match (l.kind, l.points.as_slice()) {
        (LinkKind::Shape, &[p]) => Some(p),
        _ => None,
    }
}

/// Whether the worms of a link are still joined: one string, or a static
/// link of connection reading between them.
fn holds(board: &Board, l: &Link, color: Color) -> bool {
    board.color_at(l.a) == Some(color)
        && board.color_at(l.b) == Some(color)
        && (board.same_string(l.a, l.b)
            || crate::connection::direct_link(board, l.a, l.b, color).is_some())
}

/// Whether a cutting stone of `other` on `p` is legal and survives:
/// tactical reading does not capture it, the owner moving first.
fn cut_survives(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    p: Point,
    other: Color,
) -> bool {
    if !board.is_legal(p, other) || !board.try_move(p, other, Counter::Reading) {
        return false;
    }
    let safe = board.color_at(p) == Some(other)
        && reader.attack(board, p, stackp + 1).code == ReadResult::Lose;
    board.undo();
    safe
}

/// Whether an opponent stone on `q` cuts both `links` (each resting on
/// its point of `points`): it stands and is not captured, neither link
/// holds, both cutting stones survive, and no owner reply on either point
/// restores both links.
fn cuts_both(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    links: [&Link; 2],
    points: [Point; 2],
    q: Point,
) -> bool {
    let Some(color) = board.color_at(links[0].a) else {
        return false;
    };
    let other = color.opponent();
    if !board.is_legal(q, other) || !board.try_move(q, other, Counter::Reading) {
        return false;
    }
    let both_hold = |board: &Board| links.iter().all(|l| holds(board, l, color));
    let cut = board.color_at(q) == Some(other)
        && !links.iter().any(|l| holds(board, l, color))
        && reader.attack(board, q, stackp + 1).code == ReadResult::Lose
        && points
            .iter()
            .all(|&p| cut_survives(board, reader, stackp + 1, p, other))
        && !points.into_iter().any(|r| {
            if !board.is_legal(r, color) || !board.try_move(r, color, Counter::Reading) {
                return false;
            }
            let both = both_hold(board);
            board.undo();
            both
        });
    board.undo();
    cut
}

/// Removes the links at indices `drop` and returns the worm sets the
/// remaining links make.
fn drop_links(links: &mut Vec<Link>, drop: &[usize]) -> Sets {
    let mut k = 0;
    links.retain(|_| {
        k += 1;
        !drop.contains(&(k - 1))
    });
    let mut sets = Sets::new();
    for l in links.iter() {
        sets.union(l.a, l.b);
    }
    sets
}

/// The indices (in `links`) of the double cuts: two links of one worm,
/// each resting on one cutting point, and an empty point next to both
/// cutting points where an opponent stone (one the owner cannot capture)
/// makes both cuts work, with no reply on either point that restores
/// both links. The owner keeps one of them at most, so neither joins a
/// dragon.
fn double_cuts(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    links: &[Link],
) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, l1) in links.iter().enumerate() {
        let Some(p1) = mouth(l1) else {
            continue;
        };
        if board.color_at(l1.a).is_none() {
            continue;
        }
        for (j, l2) in links.iter().enumerate().skip(i + 1) {
            let Some(p2) = mouth(l2) else {
                continue;
            };
            if p1 == p2 || ![l2.a, l2.b].iter().any(|w| *w == l1.a || *w == l1.b) {
                continue;
            }
            let cut = p1
                .neighbors()
                .into_iter()
                .filter(|q| board.on_board(*q) && board.is_empty(*q) && p2.neighbors().contains(q))
                .collect::<Vec<Point>>()
                .into_iter()
                .any(|q| cuts_both(board, reader, stackp, [l1, l2], [p1, p2], q));
            if cut {
                for k in [i, j] {
                    if !out.contains(&k) {
                        out.push(k);
                    }
                }
            }
        }
    }
    out
}

/// The indices (in `links`) of the one-point links broken by a double
/// threat: a link resting on one cutting point `p` (a tiger's mouth, a
/// cut captured at once) and another link of one of its worms, and an
/// empty point `q` next to `p` where an opponent stone (that the owner
/// cannot capture) makes the cut at `p` work, while after the owner's
/// connection at `p` the opponent, moving again, cuts the other link
/// (connection reading; a link to a worm that reading then captures does
/// not count: that is a fight for the worm, not a cut). Whatever the owner
/// answers, one link breaks. A point two links rest on is left alone: the
/// owner connects there and keeps both.
fn double_threats(
    board: &mut Board,
    reader: &mut Reader,
    connector: &mut Connector,
    stackp: usize,
    links: &[Link],
) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, l1) in links.iter().enumerate() {
        let Some(p) = mouth(l1) else {
            continue;
        };
        let Some(color) = board.color_at(l1.a) else {
            continue;
        };
        if links
            .iter()
            .enumerate()
            .any(|(j, l2)| j != i && mouth(l2) == Some(p))
        {
            continue;
        }
        let other = color.opponent();
        let others: Vec<&Link> = links
            .iter()
            .enumerate()
            .filter(|&(j, l2)| j != i && [l2.a, l2.b].iter().any(|w| *w == l1.a || *w == l1.b))
            .map(|(_, l2)| l2)
            .collect();
        if others.is_empty() {
            continue;
        }
        let threats: Vec<Point> = p
            .neighbors()
            .into_iter()
            .filter(|&q| board.on_board(q) && board.is_empty(q))
            .collect();
        let broken = threats.into_iter().any(|q| {
            if !board.is_legal(q, other) || !board.try_move(q, other, Counter::Reading) {
                return false;
            }
            let threat = board.color_at(q) == Some(other)
                && !holds(board, l1, color)
                && reader.attack(board, q, stackp + 1).code == ReadResult::Lose
                && cut_survives(board, reader, stackp + 1, p, other);
            let double = threat
                && board.is_legal(p, color)
                && board.try_move(p, color, Counter::Reading)
                && {
                    let cut = others.iter().any(|l2| {
                        board.color_at(l2.a) == Some(color)
                            && board.color_at(l2.b) == Some(color)
                            && !board.same_string(l2.a, l2.b)
                            && [l2.a, l2.b].iter().all(|&w| {
                                reader.attack(board, w, stackp + 2).code == ReadResult::Lose
                            })
                            && connector
                                .disconnect(board, reader, l2.a, l2.b, stackp + 2)
                                .code
                                != ReadResult::Lose
                    });
                    board.undo();
                    cut
                };
            board.undo();
            double
        });
        if broken {
            out.push(i);
        }
    }
    out
}

/// The connection reader's `capture_path_libs` for the reading links of
/// dragons: only cutting strings in atari are passable, so a link that
/// needs two moves to capture a cutter does not join a dragon.
const READING_LINK_CAPTURE_LIBS: usize = 1;

/// The connection reader's `depth` and `width` for the reading links of
/// dragons: the limits the dragons were measured with against GNU Go's
/// (the reader's own questions read shallower and wider; with their depth,
/// 11 fewer crude statuses agree).
const READING_LINK_DEPTH: usize = 20;
const READING_LINK_WIDTH: usize = 10;

/// The connection reader's node budget for the reading links of dragons,
/// the one they were measured with (the reader's own questions have a
/// larger one).
const READING_LINK_NODE_LIMIT: u64 = 5_000;

/// The connection reader's `path_limit` for the reading links of dragons:
/// the cutter's candidates come from paths of at most four moves.
const READING_LINK_PATH_LIMIT: u8 = 4;

/// The static link of connection reading between the worms at `a` and
/// `b` ([`crate::connection::direct_link`]), as a link kind (miai when it
/// rests on two points, shape otherwise) and its points.
fn static_link(board: &Board, a: Point, b: Point, color: Color) -> Option<(LinkKind, Vec<Point>)> {
    let points = crate::connection::direct_link(board, a, b, color)?;
    let kind = if points.len() >= 2 {
        LinkKind::Miai
    } else {
        LinkKind::Shape
    };
    Some((kind, points.as_slice().to_vec()))
}

/// Fills in the data of every dragon: effective size, eyes, lunches,
/// escape, neighbours and the crude status.
fn describe_dragons(
    board: &Board,
    worms: &Worms,
    eyes: &[EyeSpaces; 2],
    heuristics: &Heuristics,
    influence: &Influence,
    out: &mut Dragons,
) {
    let captured = |p: Point| {
        worms
            .get(p)
            .is_some_and(|w| w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose)
    };
    // Eyes: each space bordered by one dragon only counts for it.
    let mut eyes_of: Vec<(u8, u8)> = vec![(0, 0); out.dragons.len()];
    for spaces in eyes {
        for space in &spaces.spaces {
            let mut owner: Option<u16> = None;
            let mut shared = false;
            for &p in &space.points {
                for q in p.neighbors() {
                    if board.on_board(q) && board.color_at(q) == Some(spaces.owner) && !captured(q)
                    {
                        let d = out.index[q.index()];
                        if owner.is_some() && d != owner {
                            shared = true;
                        }
                        owner = owner.or(d);
                    }
                }
            }
            if let (Some(d), false) = (owner, shared) {
                let ev = evaluate_space(board, spaces, space, heuristics, Detail::Alternating);
                let e = &mut eyes_of[d as usize];
                e.0 = e.0.saturating_add(ev.value.min_eyes());
                e.1 = e.1.saturating_add(ev.value.max_eyes());
            }
        }
    }
    let moyo = dragon_moyo(board, worms, influence, heuristics.moyo, out);
    let origins: Vec<Point> = out.dragons.iter().map(|d| d.origin).collect();
    let index = &out.index;
    for (i, d) in out.dragons.iter_mut().enumerate() {
        d.effective_size = d
            .worms
            .iter()
            .filter_map(|&w| worms.get(w))
            .map(|w| w.effective_size)
            .sum();
        (d.eyes_min, d.eyes_max) = eyes_of[i];
        let other = d.color.opponent();
        let mut lunches = Vec::new();
        let mut neighbors = Vec::new();
        for &s in &d.stones {
            for q in s.neighbors() {
                if board.on_board(q) && board.color_at(q) == Some(other) {
                    let o = board.string_origin(q);
                    let capturable = worms
                        .get(o)
                        .is_some_and(|w| w.attack_code == ReadResult::Win);
                    if capturable && !lunches.contains(&o) {
                        lunches.push(o);
                    }
                    if let Some(n) = index[q.index()] {
                        let origin = origins[n as usize];
                        if !neighbors.contains(&origin) {
                            neighbors.push(origin);
                        }
                    }
                }
            }
        }
        lunches.sort();
        neighbors.sort();
        d.lunches = lunches;
        d.neighbors = neighbors;
        d.moyo_pre_owl = moyo[i];
        // A weak dragon with a big surrounding moyo can make its eyes there.
        d.escape = escape_potential(board, &d.stones, d.color).max(d.moyo_pre_owl.size as usize);
        let alive_worm = d.worms.iter().any(|&w| {
            worms
                .get(w)
                .is_some_and(|w| w.unconditional == crate::worms::UnconditionalStatus::Alive)
        });
        let all_captured = d.worms.iter().all(|&w| captured(w));
        d.status = crude_status(d, alive_worm, all_captured);
    }
}

/// The surrounding moyo of every dragon in `influence`, sized by `variant`.
pub fn dragon_moyo(
    board: &Board,
    worms: &Worms,
    influence: &Influence,
    variant: Moyo,
    dragons: &Dragons,
) -> Vec<SurroundingMoyo> {
    let colors: Vec<Color> = dragons.dragons.iter().map(|d| d.color).collect();
    let stones: Vec<&[Point]> = dragons
        .dragons
        .iter()
        .map(|d| d.stones.as_slice())
        .collect();
    let index = |p: Point| dragons.index[p.index()].map(usize::from);
    let groups = Groups {
        colors: &colors,
        stones: &stones,
        index: &index,
    };
    surrounding_moyo(board, influence, worms, &groups, variant)
}

/// The crude status from eyes, lunches and escape potential.
fn crude_status(d: &Dragon, alive_worm: bool, all_captured: bool) -> Status {
    let lunch = !d.lunches.is_empty();
    if all_captured {
        return Status::Dead;
    }
    if alive_worm || d.eyes_min >= 2 || (d.eyes_min >= 1 && lunch) || d.escape >= ESCAPE_ALIVE {
        return Status::Alive;
    }
    if d.eyes_max == 0 && !lunch && d.escape <= ESCAPE_DEAD {
        return Status::Dead;
    }
    if d.eyes_max >= 2 && d.escape <= ESCAPE_DEAD {
        return Status::Critical;
    }
    Status::Unknown
}

/// Empty points within [`ESCAPE_DISTANCE`] steps of `stones` through empty
/// points that no stone of the opponent touches.
pub fn escape_potential(board: &Board, stones: &[Point], color: Color) -> usize {
    room_to_run(board, stones, color, ESCAPE_DISTANCE as usize, false)
}

/// An empty point that no stone of `color`'s opponent touches: room for
/// `color` to run into.
pub fn open_point(board: &Board, p: Point, color: Color) -> bool {
    let other = color.opponent();
    board.is_empty(p)
        && !p
            .neighbors()
            .into_iter()
            .any(|q| board.on_board(q) && board.color_at(q) == Some(other))
}

/// Room to run: the empty points within `steps` steps of `stones` that no
/// stone of the opponent touches, walking through such points only. With
/// `through_friends`, the walk also passes through `color`'s other stones at
/// no cost (a group that reaches them shares their room: owl's measure).
pub fn room_to_run(
    board: &Board,
    stones: &[Point],
    color: Color,
    steps: usize,
    through_friends: bool,
) -> usize {
    let walk = Walk {
        through_friends,
        ..Walk::default()
    };
    room_walk(board, stones, color, steps, walk)
}

/// What a [`room_walk`] may pass besides the open points.
#[derive(Clone, Copy, Debug, Default)]
pub struct Walk<'a> {
    /// `color`'s other stones, at no cost.
    pub through_friends: bool,
    /// These empty points, at no cost and without counting them, even when
    /// an enemy stone touches them.
    pub through: &'a [Point],
    /// A point read as an enemy stone (a block the opponent might play).
    pub block: Option<Point>,
}

/// [`room_to_run`] with the passes of `walk`: the open points (empty, touched
/// by no enemy stone nor by `walk.block`) within `steps` steps of `stones`.
pub fn room_walk(board: &Board, stones: &[Point], color: Color, steps: usize, walk: Walk) -> usize {
    let blocked = |p: Point| walk.block == Some(p);
    let free = |p: Point| {
        open_point(board, p, color) && !blocked(p) && !p.neighbors().into_iter().any(blocked)
    };
    let passable = |p: Point| board.is_empty(p) && !blocked(p) && walk.through.contains(&p);
    let mut seen = PointSet::new();
    for &s in stones {
        seen.insert(s);
    }
    let mut frontier: Vec<Point> = stones.to_vec();
    let mut next: Vec<Point> = Vec::with_capacity(64);
    let mut count = 0;
    for _ in 0..steps {
        while let Some(p) = frontier.pop() {
            for q in p.neighbors() {
                if !board.on_board(q) || seen.contains(q) {
                    continue;
                }
                if walk.through_friends && board.color_at(q) == Some(color) {
                    seen.insert(q);
                    frontier.push(q);
                } else if free(q) {
                    seen.insert(q);
                    count += 1;
                    next.push(q);
                } else if passable(q) {
                    seen.insert(q);
                    next.push(q);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        // The next step starts from the points just reached.
        std::mem::swap(&mut frontier, &mut next);
    }
    count
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
