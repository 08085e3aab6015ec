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

use crate::board::{Board, Color, Point, PointSet, NUM_CELLS, STRIDE};
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
    pub topology: Topologies,
    pub spaces: Vec<EyeSpace>,
}

/// The topology of every point, indexed by cell: proper unless listed.
/// Half and false eyes are a few per board, so they are kept in a short
/// list rather than in a table of every cell (which each verdict of owl
/// would fill).
#[derive(Clone, Debug, Default)]
pub struct Topologies {
    listed: Vec<(Point, Topology)>,
}

/// The topology of every point not listed.
static PROPER: Topology = Topology::Proper;

impl std::ops::Index<usize> for Topologies {
    type Output = Topology;

    fn index(&self, cell: usize) -> &Topology {
        self.listed
            .iter()
            .find(|(p, _)| p.index() == cell)
            .map_or(&PROPER, |(_, t)| t)
    }
}

impl std::ops::IndexMut<usize> for Topologies {
    fn index_mut(&mut self, cell: usize) -> &mut Topology {
        let i = match self.listed.iter().position(|(p, _)| p.index() == cell) {
            Some(i) => i,
            None => {
                self.listed
                    .push((Point::from_index(cell), Topology::Proper));
                self.listed.len() - 1
            }
        };
        &mut self.listed[i].1
    }
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

/// GNU Go's false margin: an empty point next to stones of both colours where
/// `color`'s opponent has an uncapturable lively stone next to it, a dead
/// stone next to it too, and still cannot play there safely.
fn false_margin(
    board: &mut Board,
    tactics: &mut TacticalReader,
    p: Point,
    color: Color,
    lively: Rows,
) -> bool {
    let other = color.opponent();
    let neighbors = p.neighbors();
    let touches = |c: Color| neighbors.iter().any(|&n| board.is_color(n, c));
    if !(touches(Color::Black) && touches(Color::White)) {
        return false;
    }
    let has_dead_other = neighbors
        .iter()
        .any(|&n| board.is_color(n, other) && !lively.contains(n));
    if !has_dead_other {
        return false;
    }
    let strong = neighbors.into_iter().any(|n| {
        board.is_color(n, other)
            && lively.contains(n)
            && tactics.worm(board, n).attack_code == ReadResult::Lose
    });
    strong && tactics.safety(board, p, other) == Safety::Unsafe
}

/// A set of cells of the padded board, one bit row per padded row: bit `c`
/// of row `r` stands for the cell with index `r * STRIDE + c`, so a walk
/// over the bits row by row is a walk in board order. The domains are grown
/// and the eye space points picked on these sets, a whole row at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Rows(pub(super) [u32; STRIDE]);

const _: () = assert!(STRIDE <= 32, "a padded row must fit a u32");

/// The bits of a padded row's cells.
const ROW_MASK: u32 = (1 << STRIDE) - 1;

impl Rows {
    #[inline]
    pub(super) fn insert(&mut self, p: Point) {
        self.0[p.index() / STRIDE] |= 1 << (p.index() % STRIDE);
    }

    #[inline]
    pub(super) fn contains(&self, p: Point) -> bool {
        self.0[p.index() / STRIDE] & (1 << (p.index() % STRIDE)) != 0
    }

    /// The members in board (index) order.
    pub(super) fn iter(self) -> impl Iterator<Item = Point> {
        (0..STRIDE).flat_map(move |r| {
            let mut bits = self.0[r];
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Point::from_index(r * STRIDE + c))
            })
        })
    }

    /// The cells with an orthogonal neighbour in the set (border cells
    /// included).
    fn adjacent(&self) -> Rows {
        let mut out = Rows::default();
        for r in 0..STRIDE {
            let mut bits = (self.0[r] << 1) | (self.0[r] >> 1);
            if r > 0 {
                bits |= self.0[r - 1];
            }
            if r + 1 < STRIDE {
                bits |= self.0[r + 1];
            }
            out.0[r] = bits & ROW_MASK;
        }
        out
    }

    fn zip(self, other: Rows, f: impl Fn(u32, u32) -> u32) -> Rows {
        Rows(std::array::from_fn(|r| f(self.0[r], other.0[r])))
    }
}

impl std::ops::BitAnd for Rows {
    type Output = Rows;
    fn bitand(self, other: Rows) -> Rows {
        self.zip(other, |a, b| a & b)
    }
}

impl std::ops::BitOr for Rows {
    type Output = Rows;
    fn bitor(self, other: Rows) -> Rows {
        self.zip(other, |a, b| a | b)
    }
}

/// Set difference: the cells of `self` not in `other`.
impl std::ops::Sub for Rows {
    type Output = Rows;
    fn sub(self, other: Rows) -> Rows {
        self.zip(other, |a, b| a & !b)
    }
}

/// The board's cells as sets, read once for both colours' domains.
pub(super) struct Cells {
    /// The board size.
    size: usize,
    on_board: Rows,
    /// Cells off the board (within the padded rows).
    off_board: Rows,
    /// Stones of each colour, by [`Color::index`].
    stones: [Rows; 2],
    empty: Rows,
    /// Points of the first line.
    edge: Rows,
    /// Points flagged lively (on the board).
    lively: Rows,
}

impl Cells {
    pub(super) fn new(board: &Board, lively: &[bool]) -> Cells {
        let size = board.size();
        let mut cells = Cells {
            size,
            on_board: Rows::default(),
            off_board: Rows::default(),
            stones: [Rows::default(); 2],
            empty: Rows::default(),
            edge: Rows::default(),
            lively: Rows::default(),
        };
        let last = size.saturating_sub(1);
        for p in board.points() {
            cells.on_board.insert(p);
            match board.color_at(p) {
                Some(c) => cells.stones[c.index()].insert(p),
                None => cells.empty.insert(p),
            }
            if lively[p.index()] {
                cells.lively.insert(p);
            }
            if p.row() == 0 || p.col() == 0 || p.row() == last || p.col() == last {
                cells.edge.insert(p);
            }
        }
        cells.off_board = Rows(cells.on_board.0.map(|r| !r & ROW_MASK));
        cells
    }
}

/// One colour's domain while it is grown: per point an influence of -1, 0
/// or 1 (kept as the sets of points with at least 0 and at least 1) and a
/// threshold of 0 or 1.
#[derive(Clone, Debug, Default)]
pub(super) struct Growth {
    pub(super) domain: Rows,
    /// Points with influence at least 1 (on the board).
    pub(super) at_least_one: Rows,
    /// Points with influence at least 0 (on the board).
    pub(super) at_least_zero: Rows,
    /// Points with threshold 1 (the others have 0).
    pub(super) high_threshold: Rows,
    /// Points not in the domain that may still join it.
    pub(super) waiting: Rows,
}

/// The domain of `color`.
fn primary_domain(
    board: &mut Board,
    tactics: &mut TacticalReader,
    cells: &Cells,
    color: Color,
    false_margins: &mut Rows,
    first: bool,
) -> Rows {
    let other = color.opponent();
    let own_stones = cells.stones[color.index()];
    let lively_own = cells.lively & own_stones;
    let lively_enemy = cells.lively - own_stones;
    let dead = cells.on_board - cells.lively;
    let near_own = dead & lively_own.adjacent();
    let near_enemy = dead & lively_enemy.adjacent();
    if first {
        // Read in board order, as the points come.
        for p in (near_own & cells.empty).iter() {
            if false_margin(board, tactics, p, color, cells.lively)
                || false_margin(board, tactics, p, other, cells.lively)
            {
                false_margins.insert(p);
            }
        }
    }
    let grown = near_own - *false_margins;
    let penalty = near_enemy | cells.edge;
    let mut g = Growth {
        domain: lively_own | grown,
        at_least_one: lively_own | (grown - penalty),
        at_least_zero: lively_own | (dead & (grown | (cells.on_board - penalty))),
        high_threshold: near_enemy,
        waiting: dead - near_own,
    };
    grow_domain(&cells.off_board, cells.size, &mut g);
    g.domain
}

/// Grows `g.domain` from its waiting points until nothing changes: a point
/// joins when an orthogonal neighbour (on the board or not; off the board
/// it has influence 0) and a diagonal on the board next to both hold more
/// influence together than its threshold, and then raises its own
/// influence by one. Growing only raises influence, so the points that join
/// are the same in any order (the least fixed point): here a row at a time,
/// again until it is stable, in sweeps down and up the board until a sweep
/// changes nothing.
pub(super) fn grow_domain(off_board: &Rows, size: usize, g: &mut Growth) {
    let mut down = true;
    loop {
        let mut changed = false;
        for k in 0..size {
            let r = if down { 1 + k } else { size - k };
            if g.waiting.0[r] == 0 {
                continue;
            }
            loop {
                let joining = g.waiting.0[r] & joining_in_row(off_board, g, r);
                if joining == 0 {
                    break;
                }
                changed = true;
                g.domain.0[r] |= joining;
                g.at_least_one.0[r] |= joining & g.at_least_zero.0[r];
                g.at_least_zero.0[r] |= joining;
                g.waiting.0[r] &= !joining;
            }
        }
        if !changed {
            return;
        }
        down = !down;
    }
}

/// The points of padded row `r` (a board row) that would join by the test
/// of [`grow_domain`], waiting or not.
#[inline]
fn joining_in_row(off_board: &Rows, g: &Growth, r: usize) -> u32 {
    let one = &g.at_least_one.0;
    let zero = &g.at_least_zero.0;
    // Orthogonal neighbours: off the board they count as influence 0.
    let (up1, up0) = (one[r - 1], zero[r - 1] | off_board.0[r - 1]);
    let (down1, down0) = (one[r + 1], zero[r + 1] | off_board.0[r + 1]);
    let (row1, row0) = (one[r], zero[r] | off_board.0[r]);
    let (left1, left0) = (row1 << 1, row0 << 1);
    let (right1, right0) = (row1 >> 1, row0 >> 1);
    // Diagonals: on the board only.
    let (nw1, nw0) = (one[r - 1] << 1, zero[r - 1] << 1);
    let (ne1, ne0) = (one[r - 1] >> 1, zero[r - 1] >> 1);
    let (sw1, sw0) = (one[r + 1] << 1, zero[r + 1] << 1);
    let (se1, se0) = (one[r + 1] >> 1, zero[r + 1] >> 1);
    // Each diagonal pairs with the two orthogonal neighbours next to it.
    let (nw_a1, nw_a0) = (left1 | up1, left0 | up0);
    let (ne_a1, ne_a0) = (right1 | up1, right0 | up0);
    let (sw_a1, sw_a0) = (left1 | down1, left0 | down0);
    let (se_a1, se_a0) = (right1 | down1, right0 | down0);
    // Influence 2 together beats threshold 1; 1 beats threshold 0.
    let two = (nw_a1 & nw1) | (ne_a1 & ne1) | (sw_a1 & sw1) | (se_a1 & se1);
    let one_or_more = (nw_a1 & nw0)
        | (nw_a0 & nw1)
        | (ne_a1 & ne0)
        | (ne_a0 & ne1)
        | (sw_a1 & sw0)
        | (sw_a0 & sw1)
        | (se_a1 & se0)
        | (se_a0 & se1);
    let high = g.high_threshold.0[r];
    (two & high) | (one_or_more & !high)
}

/// The domains of Black and White given the lively stones (one flag per
/// cell), and the lively stones as a set; false margins are decided by
/// reading with `tactics`.
pub(super) fn domains(
    board: &mut Board,
    tactics: &mut TacticalReader,
    lively: &[bool],
) -> ([Rows; 2], Rows) {
    let cells = Cells::new(board, lively);
    let mut false_margins = Rows::default();
    let black = primary_domain(
        board,
        tactics,
        &cells,
        Color::Black,
        &mut false_margins,
        true,
    );
    let white = primary_domain(
        board,
        tactics,
        &cells,
        Color::White,
        &mut false_margins,
        false,
    );
    let stones = cells.stones[0] | cells.stones[1];
    ([black, white], cells.lively & stones)
}

/// Eye spaces of both colours: `[black, white]`. Which stones are dead, which
/// margins are false and how contested the diagonals of an eye point are is
/// decided by tactical reading through `tactics`, on `board` itself (its
/// reading node counter counts the searches); `board` is left as it was.
pub fn eye_spaces(board: &mut Board, tactics: &mut TacticalReader) -> [EyeSpaces; 2] {
    let lively = lively_stones(board, tactics);
    let (domains, lively_stones) = domains(board, tactics, &lively);
    [Color::Black, Color::White]
        .map(|owner| spaces_of(board, tactics, &domains, lively_stones, owner, None))
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
    goal: &PointSet,
) -> EyeSpaces {
    let (domains, lively_stones) = domains(board, tactics, lively);
    spaces_of(board, tactics, &domains, lively_stones, owner, Some(goal))
}

/// The origins of the spaces touching a stone flagged in `goal`, and of
/// every space a diagonal of their points reaches, again and again.
fn diagonal_closure(board: &Board, spaces: &EyeSpaces, goal: &PointSet) -> Vec<Point> {
    let mut found: Vec<Point> = spaces
        .spaces
        .iter()
        .filter(|s| {
            s.points.iter().any(|p| {
                p.neighbors()
                    .into_iter()
                    .any(|q| goal.contains(q) && board.color_at(q) == Some(spaces.owner))
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
    [black, white]: &[Rows; 2],
    lively_stones: Rows,
    owner: Color,
    goal: Option<&PointSet>,
) -> EyeSpaces {
    let (own, opp) = match owner {
        Color::Black => (black, white),
        Color::White => (white, black),
    };
    let (mut spaces, members) = build_spaces(owner, own, opp, lively_stones);
    let only = goal.map(|goal| diagonal_closure(board, &spaces, goal));
    find_half_and_false_eyes(board, tactics, &mut spaces, members, only.as_deref());
    spaces
}

/// `owner`'s eye spaces (all topology proper) and the set of their points.
fn build_spaces(owner: Color, own: &Rows, opp: &Rows, lively_stones: Rows) -> (EyeSpaces, Rows) {
    let own_only = *own - *opp;
    let opp_only = *opp - *own;
    // Contested points next to an exclusive own point are marginal members.
    let contested = (*own & *opp) & own_only.adjacent();
    // Lively stones are never eye space.
    let member = (own_only | contested) - lively_stones;
    let marginal = ((own_only & opp_only.adjacent()) | contested) - lively_stones;
    let mut point: Vec<Option<EyePoint>> = vec![None; NUM_CELLS];
    let mut spaces = Vec::new();
    let mut stack = Vec::new();
    for start in member.iter() {
        if point[start.index()].is_some() {
            continue;
        }
        let mut pts = Vec::new();
        point[start.index()] = Some(EyePoint {
            origin: start,
            marginal: marginal.contains(start),
            neighbors: 0,
            marginal_neighbors: 0,
        });
        stack.push(start);
        while let Some(p) = stack.pop() {
            pts.push(p);
            let p_marginal = marginal.contains(p);
            for q in p.neighbors() {
                if member.contains(q)
                    && point[q.index()].is_none()
                    && !(p_marginal && marginal.contains(q))
                {
                    point[q.index()] = Some(EyePoint {
                        origin: start,
                        marginal: marginal.contains(q),
                        neighbors: 0,
                        marginal_neighbors: 0,
                    });
                    stack.push(q);
                }
            }
        }
        pts.sort_unstable();
        let msize = pts.iter().filter(|&&p| marginal.contains(p)).count();
        spaces.push(EyeSpace {
            origin: start,
            esize: pts.len(),
            msize,
            points: pts,
        });
    }
    for p in member.iter() {
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
    let spaces = EyeSpaces {
        owner,
        point,
        topology: Topologies::default(),
        spaces,
    };
    (spaces, member)
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

/// Marks the half and false eyes of `spaces`, whose points are `members`
/// (looked at in board order); with `only`, of the spaces with those
/// origins alone.
fn find_half_and_false_eyes(
    board: &mut Board,
    tactics: &mut TacticalReader,
    spaces: &mut EyeSpaces,
    members: Rows,
    only: Option<&[Point]>,
) {
    let other = spaces.owner.opponent();
    for p in members.iter() {
        let Some(e) = &spaces.point[p.index()] else {
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
