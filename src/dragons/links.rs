//! The links that join worms into dragons, one method of [`Linker`] per
//! kind (shared eyes, static links, connection shapes, captures, captured
//! strings, double cuts, reading links and double threats), and the
//! union of worms they make.

use super::{shapes, Link, LinkKind, CAPTURE_LINK_SIZE, SHARED_EYE_LIMIT};
use crate::board::queries::{chain_links, is_liberty_of, libs_of, PointList};
use crate::board::{Board, Color, Counter, Point, NUM_CELLS};
use crate::connection::{ConnectionConfig, Connector};
use crate::eyes::{EyeSpaces, Topology};
use crate::reading::{ReadResult, Reader};
use crate::worms::Worms;

/// Union-find over worm origins.
pub(super) struct Sets {
    parent: Vec<u16>,
}

impl Sets {
    fn new() -> Sets {
        Sets {
            parent: (0..NUM_CELLS as u16).collect(),
        }
    }

    pub(super) fn find(&mut self, p: Point) -> Point {
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

/// The links made so far and the sets of worms they join, while the
/// dragons of one position are made: each method looks for one kind of
/// link, in the order [`super::make_dragons`] calls them.
pub(super) struct Linker<'w> {
    worms: &'w Worms,
    /// Make only this colour's links (`None`: both colours).
    only: Option<Color>,
    pub(super) sets: Sets,
    pub(super) links: Vec<Link>,
}

impl<'w> Linker<'w> {
    pub(super) fn new(worms: &'w Worms, only: Option<Color>) -> Linker<'w> {
        Linker {
            worms,
            only,
            sets: Sets::new(),
            links: Vec::new(),
        }
    }

    /// Whether worms of `color` are left out of this computation.
    pub(super) fn left_out(&self, color: Color) -> bool {
        self.only.is_some_and(|o| o != color)
    }

    /// A worm that reading captures outright: it links nothing.
    fn dead(&self, p: Point) -> bool {
        self.worms
            .get(p)
            .is_some_and(|w| w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose)
    }

    /// Records a link between the worms at `a` and `b` unless they are
    /// joined already.
    fn join(&mut self, a: Point, b: Point, kind: LinkKind, points: Vec<Point>) {
        if self.sets.union(a, b) {
            self.links.push(Link { a, b, kind, points });
        }
    }

    /// Joins each pair of neighbouring `around` strings (sorted first).
    fn join_around(&mut self, mut around: Vec<Point>, kind: LinkKind, points: &[Point]) {
        around.sort();
        for w in around.windows(2) {
            self.join(w[0], w[1], kind, points.to_vec());
        }
    }

    /// Shared eyes: small spaces whose every point is a proper eye point
    /// (not marginal, not a half or false eye). Larger or looser spaces are
    /// often open ground between separate groups. A string in atari is
    /// captured before the eye helps it, so it joins nothing by the eye
    /// (as in the static links).
    pub(super) fn shared_eyes(&mut self, board: &Board, eyes: &[EyeSpaces; 2]) {
        for spaces in eyes.iter() {
            if self.left_out(spaces.owner) {
                continue;
            }
            for space in &spaces.spaces {
                let proper = space.points.iter().all(|&p| {
                    !spaces.is_marginal(p) && spaces.topology[p.index()] == Topology::Proper
                });
                if space.esize > SHARED_EYE_LIMIT || !proper {
                    continue;
                }
                let mut around: Vec<Point> = Vec::new();
                for &p in &space.points {
                    for q in p.neighbors() {
                        if board.on_board(q)
                            && board.color_at(q) == Some(spaces.owner)
                            && !self.dead(q)
                            && board.libs(q) >= 2
                        {
                            let o = board.string_origin(q);
                            if !around.contains(&o) {
                                around.push(o);
                            }
                        }
                    }
                }
                self.join_around(around, LinkKind::SharedEye, &space.points);
            }
        }
    }

    /// Static links between the `linked` worms: two shared liberties
    /// (miai), or a cut that would be captured at once.
    pub(super) fn static_links(&mut self, board: &Board, linked: &[Point]) {
        for (i, &a) in linked.iter().enumerate() {
            if self.dead(a) {
                continue;
            }
            let Some(color) = board.color_at(a) else {
                continue;
            };
            let la = libs_of::<64>(board, a);
            // The strings touching an opponent string in atari next to `a`.
            let beyond_atari: Vec<PointList<64>> = chain_links(board, a, 1)
                .as_slice()
                .iter()
                .map(|&n| chain_links(board, n, 64))
                .collect();
            for &b in &linked[i + 1..] {
                if board.color_at(b) != Some(color) || self.dead(b) {
                    continue;
                }
                let near = la.as_slice().iter().any(|&l| is_liberty_of(board, l, b))
                    || beyond_atari
                        .iter()
                        .any(|links| links.as_slice().iter().any(|&m| board.same_string(m, b)));
                if !near {
                    continue;
                }
                if let Some((kind, points)) = static_link(board, a, b, color) {
                    self.join(a, b, kind, points);
                }
            }
        }
    }

    /// Connection shapes of `patterns/conn.db` whose cut reading refutes.
    pub(super) fn shapes(&mut self, board: &mut Board, reader: &mut Reader, stackp: usize) {
        for shape in shapes::shape_links(board, reader, stackp, self.only) {
            let mut live: Vec<Point> = shape
                .stones
                .iter()
                .filter(|&&p| !self.dead(p))
                .map(|&p| board.string_origin(p))
                .collect();
            live.sort();
            live.dedup();
            for w in live.windows(2) {
                let kind = LinkKind::Pattern(shape.pattern);
                self.join(w[0], w[1], kind, shape.cuts.clone());
            }
        }
    }

    /// A small captured string joins the strings around it: they will
    /// share the space it leaves. A string around it that is in atari
    /// itself may be captured first, and joins nothing this way.
    pub(super) fn captures(&mut self, board: &Board, origins: &[Point]) {
        for &d in origins {
            // The strings around `d` are of the other colour.
            let around_left_out = board
                .color_at(d)
                .is_some_and(|c| self.left_out(c.opponent()));
            if !self.dead(d) || board.string_size(d) > CAPTURE_LINK_SIZE || around_left_out {
                continue;
            }
            let mut around: Vec<Point> = Vec::new();
            for s in board.stones(d) {
                for q in s.neighbors() {
                    if board.on_board(q)
                        && board
                            .color_at(q)
                            .is_some_and(|c| Some(c) != board.color_at(d))
                        && !self.dead(q)
                        && board.libs(q) >= 2
                    {
                        let o = board.string_origin(q);
                        if !around.contains(&o) {
                            around.push(o);
                        }
                    }
                }
            }
            let stones: Vec<Point> = board.stones(d).collect();
            self.join_around(around, LinkKind::Capture, &stones);
        }
    }

    /// A captured string stays with the dragon next to it that a static
    /// link joins it to (the first in board order): it is part of that
    /// group's shape, but links nothing to anything else.
    pub(super) fn captured_strings(&mut self, board: &Board, linked: &[Point], origins: &[Point]) {
        for &d in linked {
            if !self.dead(d) {
                continue;
            }
            let Some(color) = board.color_at(d) else {
                continue;
            };
            for &b in origins {
                if b == d || board.color_at(b) != Some(color) || self.dead(b) {
                    continue;
                }
                if let Some((kind, points)) = static_link(board, d, b, color) {
                    self.join(d, b, kind, points);
                    break;
                }
            }
        }
    }

    /// Double cuts: two cutting points that one opponent stone makes work
    /// together. The owner keeps one link at most, so neither joins a
    /// dragon, and reading does not rejoin their worms: the pairs of worms
    /// they joined are returned.
    pub(super) fn drop_double_cuts(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        stackp: usize,
    ) -> Vec<(Point, Point)> {
        let cut = double_cuts(board, reader, stackp, &self.links);
        let pairs = cut
            .iter()
            .map(|&k| (self.links[k].a, self.links[k].b))
            .collect();
        if !cut.is_empty() {
            self.sets = drop_links(&mut self.links, &cut);
        }
        pairs
    }

    /// The pairs of `linked` worms, not joined yet and not a double cut's,
    /// close enough for a reading link: a stone of one next to a liberty of
    /// the other or to an empty point beside such a liberty.
    fn close_pairs(
        &mut self,
        board: &Board,
        linked: &[Point],
        cut_pairs: &[(Point, Point)],
    ) -> Vec<(Point, Point)> {
        let mut pairs: Vec<(Point, Point)> = Vec::new();
        for (i, &a) in linked.iter().enumerate() {
            if self.dead(a) {
                continue;
            }
            let color = board.color_at(a);
            let near = near_points(board, a);
            for &b in &linked[i + 1..] {
                if board.color_at(b) != color
                    || self.dead(b)
                    || self.sets.find(a) == self.sets.find(b)
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
        pairs
    }

    /// Close pairs of `linked` worms that connection reading cannot cut,
    /// then the one-point links a double threat breaks, both read with the
    /// reading links' own limits.
    ///
    /// Reading links are read with limits of their own, the ones measured
    /// against GNU Go's dragons (tests/dragon_conformance.rs): a link that
    /// rests on capturing a two-liberty cutting string joins no dragon, and
    /// the cutter's candidates come from shorter paths than in the
    /// connection reader's own questions. Only the code of each answer
    /// counts here, not its move, so the root checks that make `connect`
    /// and `disconnect` name moves confirmed by each other are left out.
    ///
    /// Double threats: an opponent move next to the cutting point of a
    /// one-point link makes that cut work and, once the owner connects
    /// there, leaves another link of the same worm to be cut. The owner
    /// saves one of them; the one-point link is the one counted as lost
    /// (the other may rest on several points, or on reading).
    pub(super) fn reading_links(
        &mut self,
        board: &mut Board,
        (reader, connector): (&mut Reader, &mut Connector),
        stackp: usize,
        linked: &[Point],
        cut_pairs: &[(Point, Point)],
    ) {
        let pairs = self.close_pairs(board, linked, cut_pairs);
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
            if self.sets.find(a) == self.sets.find(b) {
                continue;
            }
            let r = connector.disconnect(board, reader, a, b, stackp);
            if r.code == ReadResult::Lose {
                self.join(a, b, LinkKind::Reading, Vec::new());
            }
        }
        let threatened = double_threats(board, reader, connector, stackp, &self.links);
        if !threatened.is_empty() {
            self.sets = drop_links(&mut self.links, &threatened);
        }
        connector.config = saved;
    }
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
