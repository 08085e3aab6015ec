//! Eye spaces: the domains of each colour, the eye spaces they enclose,
//! marginal points, and the topological half eyes and false eyes.
//!
//! Stones that tactical reading (the worm data of [`crate::worms::tactical`])
//! finds capturable and not savable are not *lively*: they are invisible when the domains are grown and become part of
//! the opponent's eye space. A colour's *domain* holds its lively stones, the
//! empty points next to them, and empty points reached diagonally between two
//! adjoining domain points (not leaking under third-line stones, past knight's
//! moves or past two-point jumps). An *eye space* of a colour is a connected
//! region of points (empty or dead opponent stones) in its domain and not in
//! the opponent's, plus contested points bordering it, which are *marginal*.
//! Two marginal points never connect a space directly.

use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::reading::ReadResult;
use crate::worms::{Safety, TacticalReader};

/// One point's membership in an eye space of a colour.
#[derive(Clone, Debug, PartialEq)]
pub struct EyePoint {
    /// The first point (in board order) of the space: its name.
    pub origin: Point,
    pub marginal: bool,
    /// Neighbours in the same space.
    pub neighbors: u8,
    /// Marginal neighbours in the same space.
    pub marginal_neighbors: u8,
}

/// Topological classification of an eye point with at most one neighbour.
#[derive(Clone, Debug, PartialEq)]
pub enum Topology {
    Proper,
    /// A half eye: the attacker takes it away at `attacks[0]`, the defender
    /// secures it at `defenses[0]`.
    Half {
        value: f32,
        attacks: Vec<Point>,
        defenses: Vec<Point>,
    },
    /// A false eye (made marginal in the space).
    False,
}

/// One eye space of a colour.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeSpace {
    pub origin: Point,
    /// Its points in board order.
    pub points: Vec<Point>,
    pub esize: usize,
    pub msize: usize,
}

/// All eye spaces of one colour (the *defender*, whose stones border them).
#[derive(Clone, Debug)]
pub struct EyeSpaces {
    pub owner: Color,
    pub point: Vec<Option<EyePoint>>,
    pub topology: Vec<Topology>,
    pub spaces: Vec<EyeSpace>,
}

impl EyeSpaces {
    /// The space containing `p`, if any.
    pub fn space_at(&self, p: Point) -> Option<&EyeSpace> {
        let origin = self.point[p.index()].as_ref()?.origin;
        self.spaces.iter().find(|s| s.origin == origin)
    }

    pub fn is_marginal(&self, p: Point) -> bool {
        self.point[p.index()].as_ref().is_some_and(|e| e.marginal)
    }
}

/// Liveliness of every stone (indexed by point): not capturable, or savable
/// (a ko counts as either), by the worm data of `tactics`.
pub fn lively_stones(board: &mut Board, tactics: &mut TacticalReader) -> Vec<bool> {
    let mut lively = vec![false; NUM_CELLS];
    let mut done = vec![false; NUM_CELLS];
    for p in board.points().collect::<Vec<_>>() {
        if board.color_at(p).is_none() || done[p.index()] {
            continue;
        }
        let alive = tactics.worm(board, p).lively();
        for s in board.stones(p) {
            done[s.index()] = true;
            lively[s.index()] = alive;
        }
    }
    lively
}

fn on_first_line(board: &Board, p: Point) -> bool {
    let n = board.size() - 1;
    p.row() == 0 || p.col() == 0 || p.row() == n || p.col() == n
}

/// GNU Go's false margin: an empty point next to stones of both colours where
/// `color`'s opponent has an uncapturable lively stone next to it, a dead
/// stone next to it too, and still cannot play there safely.
fn false_margin(
    board: &mut Board,
    tactics: &mut TacticalReader,
    p: Point,
    color: Color,
    lively: &[bool],
) -> bool {
    let other = color.opponent();
    let colors: Vec<Color> = p
        .neighbors()
        .into_iter()
        .filter_map(|n| board.color_at(n))
        .collect();
    if !(colors.contains(&Color::Black) && colors.contains(&Color::White)) {
        return false;
    }
    let has_dead_other = p
        .neighbors()
        .into_iter()
        .any(|n| board.color_at(n) == Some(other) && !lively[n.index()]);
    if !has_dead_other {
        return false;
    }
    let strong = p.neighbors().into_iter().any(|n| {
        board.color_at(n) == Some(other)
            && lively[n.index()]
            && tactics.worm(board, n).attack_code == ReadResult::Lose
    });
    strong && tactics.safety(board, p, other) == Safety::Unsafe
}

/// The domain of `color`, per point.
fn primary_domain(
    board: &mut Board,
    tactics: &mut TacticalReader,
    color: Color,
    lively: &[bool],
    false_margins: &mut [bool],
    first: bool,
) -> Vec<bool> {
    let other = color.opponent();
    let mut domain = vec![false; NUM_CELLS];
    let mut influence = vec![0i8; NUM_CELLS];
    let mut threshold = vec![0i8; NUM_CELLS];
    let mut pending = Vec::new();
    let points: Vec<Point> = board.points().collect();
    for &p in &points {
        let i = p.index();
        if lively[i] {
            if board.color_at(p) == Some(color) {
                domain[i] = true;
                influence[i] = 1;
            } else {
                influence[i] = -1;
            }
            continue;
        }
        let mut own = false;
        let mut enemy = false;
        for n in p.neighbors() {
            if board.on_board(n) && lively[n.index()] {
                if board.color_at(n) == Some(color) {
                    own = true;
                } else {
                    enemy = true;
                }
            }
        }
        if own {
            if first {
                if board.is_empty(p)
                    && (false_margin(board, tactics, p, color, lively)
                        || false_margin(board, tactics, p, other, lively))
                {
                    false_margins[i] = true;
                } else {
                    domain[i] = true;
                    influence[i] = 1;
                }
            } else if !board.is_empty(p) || !false_margins[i] {
                domain[i] = true;
                influence[i] = 1;
            }
        } else {
            pending.push(p);
        }
        if enemy {
            threshold[i] = 1;
            influence[i] -= 1;
        } else if on_first_line(board, p) {
            influence[i] -= 1;
        }
    }
    grow_domain(board, &mut domain, &mut influence, &threshold, pending);
    domain
}

/// Grows `domain` from the `pending` points (those next to no lively stone)
/// through pairs of adjoining influenced points until nothing changes: a
/// point joins when an orthogonal neighbour and a diagonal next to both
/// hold more influence together than its threshold, and then raises its
/// own influence by one. Growing only raises influence, so the points that
/// join are the same in any order (the least fixed point): a point is
/// looked at again only when one of the eight points its test reads joins.
pub(super) fn grow_domain(
    board: &Board,
    domain: &mut [bool],
    influence: &mut [i8],
    threshold: &[i8],
    mut pending: Vec<Point>,
) {
    let mut waiting = vec![false; NUM_CELLS];
    let mut queued = vec![false; NUM_CELLS];
    for &p in &pending {
        waiting[p.index()] = true;
        queued[p.index()] = true;
    }
    pending.reverse();
    while let Some(p) = pending.pop() {
        let i = p.index();
        queued[i] = false;
        if !joins(board, influence, threshold, p) {
            continue;
        }
        domain[i] = true;
        influence[i] += 1;
        waiting[i] = false;
        for q in p.neighbors().into_iter().chain(p.diagonals()) {
            let j = q.index();
            if waiting[j] && !queued[j] {
                queued[j] = true;
                pending.push(q);
            }
        }
    }
}

/// Whether the waiting point `p` joins its domain: an orthogonal
/// neighbour and a diagonal next to both hold more influence together
/// than `p`'s threshold.
pub(super) fn joins(board: &Board, influence: &[i8], threshold: &[i8], p: Point) -> bool {
    let [up, left, right, down] = p.neighbors();
    let [nw, ne, sw, se] = p.diagonals();
    let pairs = [
        (down, se),
        (down, sw),
        (right, se),
        (right, ne),
        (left, sw),
        (left, nw),
        (up, nw),
        (up, ne),
    ];
    let i = p.index();
    pairs.iter().any(|&(a, b)| {
        board.on_board(b) && influence[b.index()] > threshold[i] - influence[a.index()]
    })
}

/// The domains of Black and White (per point) given the lively stones;
/// false margins are decided by reading with `tactics`.
pub fn domains(board: &mut Board, tactics: &mut TacticalReader, lively: &[bool]) -> [Vec<bool>; 2] {
    let mut false_margins = vec![false; NUM_CELLS];
    let black = primary_domain(
        board,
        tactics,
        Color::Black,
        lively,
        &mut false_margins,
        true,
    );
    let white = primary_domain(
        board,
        tactics,
        Color::White,
        lively,
        &mut false_margins,
        false,
    );
    [black, white]
}

/// Eye spaces of both colours: `[black, white]`. Which stones are dead, which
/// margins are false and how contested the diagonals of an eye point are is
/// decided by tactical reading through `tactics`, on `board` itself (its
/// reading node counter counts the searches); `board` is left as it was.
pub fn eye_spaces(board: &mut Board, tactics: &mut TacticalReader) -> [EyeSpaces; 2] {
    let lively = lively_stones(board, tactics);
    let domains = domains(board, tactics, &lively);
    [Color::Black, Color::White]
        .map(|owner| spaces_of(board, tactics, &domains, &lively, owner, None))
}

/// The eye spaces of `owner` alone, with the lively stones given (one flag
/// per cell, as [`lively_stones`] returns them; owl reads the strings near
/// its goal and keeps the root position's word for the rest), for a
/// question about the stones flagged in `goal`. The spaces touching those
/// stones are the ones [`eye_spaces`] gives for `owner` with those lively
/// stones, half and false eyes included. The other spaces are listed, but
/// only those whose points the first ones' diagonals reach (directly or
/// through others) get their half and false eyes worked out: a point's
/// half or false eye reads the marks of its diagonal points, and no others.
/// The other colour's spaces are not worked out.
pub fn eye_spaces_of(
    board: &mut Board,
    tactics: &mut TacticalReader,
    lively: &[bool],
    owner: Color,
    goal: &[bool],
) -> EyeSpaces {
    let domains = domains(board, tactics, lively);
    spaces_of(board, tactics, &domains, lively, owner, Some(goal))
}

/// The origins of the spaces touching a stone flagged in `goal`, and of
/// every space a diagonal of their points reaches, again and again.
fn diagonal_closure(board: &Board, spaces: &EyeSpaces, goal: &[bool]) -> Vec<Point> {
    let mut found: Vec<Point> = spaces
        .spaces
        .iter()
        .filter(|s| {
            s.points.iter().any(|p| {
                p.neighbors()
                    .into_iter()
                    .any(|q| goal[q.index()] && board.color_at(q) == Some(spaces.owner))
            })
        })
        .map(|s| s.origin)
        .collect();
    let mut next = 0;
    while next < found.len() {
        let origin = found[next];
        next += 1;
        let Some(space) = spaces.spaces.iter().find(|s| s.origin == origin) else {
            continue;
        };
        for &p in &space.points {
            for d in p.diagonals() {
                if !board.on_board(d) {
                    continue;
                }
                if let Some(e) = &spaces.point[d.index()] {
                    if !found.contains(&e.origin) {
                        found.push(e.origin);
                    }
                }
            }
        }
    }
    found
}

/// `owner`'s eye spaces from both colours' domains, with their half and
/// false eyes: of every space, or with `goal` of those near the goal
/// ([`diagonal_closure`]).
fn spaces_of(
    board: &mut Board,
    tactics: &mut TacticalReader,
    [black, white]: &[Vec<bool>; 2],
    lively: &[bool],
    owner: Color,
    goal: Option<&[bool]>,
) -> EyeSpaces {
    let (own, opp) = match owner {
        Color::Black => (black, white),
        Color::White => (white, black),
    };
    let mut spaces = build_spaces(board, owner, own, opp, lively);
    let only = goal.map(|goal| diagonal_closure(board, &spaces, goal));
    find_half_and_false_eyes(board, tactics, &mut spaces, only.as_deref());
    spaces
}

fn build_spaces(
    board: &Board,
    owner: Color,
    own: &[bool],
    opp: &[bool],
    lively: &[bool],
) -> EyeSpaces {
    let mut member = vec![false; NUM_CELLS];
    let mut marginal = vec![false; NUM_CELLS];
    for p in board.points() {
        let i = p.index();
        if !board.is_empty(p) && lively[i] {
            continue;
        }
        let exclusive = |q: Point, mine: &[bool], theirs: &[bool]| {
            board.on_board(q) && mine[q.index()] && !theirs[q.index()]
        };
        if own[i] && !opp[i] {
            member[i] = true;
            marginal[i] = p.neighbors().into_iter().any(|q| exclusive(q, opp, own));
        } else if own[i] && opp[i] && p.neighbors().into_iter().any(|q| exclusive(q, own, opp)) {
            member[i] = true;
            marginal[i] = true;
        }
    }
    let mut point: Vec<Option<EyePoint>> = vec![None; NUM_CELLS];
    let mut spaces = Vec::new();
    for start in board.points() {
        if !member[start.index()] || point[start.index()].is_some() {
            continue;
        }
        let mut stack = vec![start];
        let mut pts = Vec::new();
        point[start.index()] = Some(EyePoint {
            origin: start,
            marginal: marginal[start.index()],
            neighbors: 0,
            marginal_neighbors: 0,
        });
        while let Some(p) = stack.pop() {
            pts.push(p);
            for q in p.neighbors() {
                if board.on_board(q)
                    && member[q.index()]
                    && point[q.index()].is_none()
                    && !(marginal[p.index()] && marginal[q.index()])
                {
                    point[q.index()] = Some(EyePoint {
                        origin: start,
                        marginal: marginal[q.index()],
                        neighbors: 0,
                        marginal_neighbors: 0,
                    });
                    stack.push(q);
                }
            }
        }
        pts.sort();
        let msize = pts.iter().filter(|p| marginal[p.index()]).count();
        spaces.push(EyeSpace {
            origin: start,
            esize: pts.len(),
            msize,
            points: pts,
        });
    }
    for p in board.points() {
        let Some(origin) = point[p.index()].as_ref().map(|e| e.origin) else {
            continue;
        };
        let (mut n, mut m) = (0, 0);
        for q in p.neighbors() {
            if let Some(e) = &point[q.index()] {
                if e.origin == origin {
                    n += 1;
                    if e.marginal {
                        m += 1;
                    }
                }
            }
        }
        if let Some(e) = &mut point[p.index()] {
            e.neighbors = n;
            e.marginal_neighbors = m;
        }
    }
    EyeSpaces {
        owner,
        point,
        topology: vec![Topology::Proper; NUM_CELLS],
        spaces,
    }
}

/// Diagonal value of a point the defender controls unless it loses a ko.
const KO_GOOD: f32 = 0.75;
/// Diagonal value of a point the defender can take only by winning a ko.
const KO_BAD: f32 = 2.0 - KO_GOOD;

/// The value of a diagonal of an eye point for `color` (0 ours, 1 contested,
/// 2 the opponent's; off the board 1, off the corner 0), with the points where
/// the attacker and defender fight for a contested one.
fn diagonal_value(
    board: &mut Board,
    tactics: &mut TacticalReader,
    spaces: &EyeSpaces,
    from: Point,
    (dr, dc): (isize, isize),
) -> (f32, Option<(Point, Point)>) {
    let color = spaces.owner;
    let other = color.opponent();
    let size = board.size() as isize;
    let row = from.row() as isize + dr;
    let col = from.col() as isize + dc;
    let off = usize::from(row < 0 || row >= size) + usize::from(col < 0 || col >= size);
    if off > 0 {
        return ((off % 2) as f32, None);
    }
    let d = Point::new(col as usize, row as usize);
    if let Some(e) = &spaces.point[d.index()] {
        if !e.marginal
            && e.marginal_neighbors < 2
            && !(board.is_empty(d) && captures_something(board, d, other))
        {
            return (0.0, None);
        }
    }
    match board.color_at(d) {
        None => {
            let value = match tactics.safety(board, d, other) {
                Safety::Unsafe => 0.0,
                Safety::Ko => KO_GOOD,
                Safety::Safe => match tactics.safety(board, d, color) {
                    Safety::Unsafe => 2.0,
                    Safety::Safe => 1.0,
                    Safety::Ko => KO_BAD,
                },
            };
            (value, (value > 0.0 && value < 2.0).then_some((d, d)))
        }
        Some(c) if c == color => (0.0, None),
        Some(_) => {
            // An opponent stone: contested when it can be captured and saved;
            // a side that needs a ko for its part is worse off.
            let t = tactics.worm(board, d);
            let (Some(apos), Some(dpos)) = (t.attack, t.defense) else {
                let captured = t.attack_code != ReadResult::Lose && t.attack.is_some();
                return (if captured { 0.0 } else { 2.0 }, None);
            };
            let value = match (
                t.attack_code == ReadResult::Win,
                t.defense_code == ReadResult::Win,
            ) {
                (true, false) => KO_GOOD,
                (false, true) => KO_BAD,
                _ => 1.0,
            };
            // The half eye is attacked by defending the diagonal stone.
            (value, Some((dpos, apos)))
        }
    }
}

/// Marks the half and false eyes of `spaces`; with `only`, of the spaces
/// with those origins alone.
fn find_half_and_false_eyes(
    board: &mut Board,
    tactics: &mut TacticalReader,
    spaces: &mut EyeSpaces,
    only: Option<&[Point]>,
) {
    let other = spaces.owner.opponent();
    for p in board.points().collect::<Vec<_>>() {
        let Some(e) = spaces.point[p.index()].clone() else {
            continue;
        };
        if e.marginal || e.neighbors > 1 {
            continue;
        }
        if only.is_some_and(|o| !o.contains(&e.origin)) {
            continue;
        }
        let mut sum = 0.0;
        // (attack point, defence point, attack rank, defence rank)
        let mut fights: Vec<(Point, Point, u8, u8)> = Vec::new();
        // South-west, north-west, north-east, south-east.
        for delta in [(1, -1), (-1, -1), (-1, 1), (1, 1)] {
            let (v, points) = diagonal_value(board, tactics, spaces, p, delta);
            sum += v;
            if let Some((a, def)) = points {
                // Fights without ko first, then those the side wins outright.
                let (ra, rd) = if v == 1.0 {
                    (3, 3)
                } else if v < 1.0 {
                    (2, 1)
                } else {
                    (1, 2)
                };
                fights.push((a, def, ra, rd));
            }
        }
        if sum >= 4.0 {
            spaces.topology[p.index()] = Topology::False;
            let esize = spaces.space_at(p).map_or(0, |s| s.esize);
            if esize == 1 || board.is_legal(p, other) || board.color_at(p) == Some(other) {
                add_false_eye(spaces, p);
            }
        } else if sum > 2.0 {
            let mut by_attack = fights.clone();
            by_attack.sort_by_key(|f| std::cmp::Reverse(f.2));
            let mut by_defense = fights;
            by_defense.sort_by_key(|f| std::cmp::Reverse(f.3));
            let attacks = by_attack.iter().map(|f| f.0).collect();
            let defenses = by_defense.iter().map(|f| f.1).collect();
            spaces.topology[p.index()] = Topology::Half {
                value: sum,
                attacks,
                defenses,
            };
        }
    }
}

/// Whether a move of `color` at empty `p` would capture something.
fn captures_something(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors()
        .into_iter()
        .any(|n| board.color_at(n) == Some(color.opponent()) && board.libs(n) == 1)
}

/// Turns a false eye point into a marginal point of its space.
fn add_false_eye(spaces: &mut EyeSpaces, p: Point) {
    let Some(e) = &mut spaces.point[p.index()] else {
        return;
    };
    if e.marginal {
        return;
    }
    e.marginal = true;
    let origin = e.origin;
    for s in &mut spaces.spaces {
        if s.origin == origin {
            s.msize += 1;
        }
    }
    for q in p.neighbors() {
        if let Some(n) = &mut spaces.point[q.index()] {
            if n.origin == origin {
                n.marginal_neighbors += 1;
            }
        }
    }
}
