//! The play-out board: padded 1-D arrays, pseudo-liberties and an empty-point list, built for speed.
//!
//! Layout: a board of side `n` is stored row by row with stride `w = n + 1`; each row starts
//! with one border cell (shared with the previous row's right edge), and one border row lies
//! above and below. Cell `(col, row)` lives at `(row + 1) * w + col + 1`, so the neighbours of
//! `p` are `p ± 1` and `p ± w` and the diagonals never leave the array.
//!
//! Chains keep a representative, a circular stone list and a *pseudo-liberty* count (the
//! number of (stone, empty neighbour) pairs). A chain is captured exactly when that count is
//! zero, and a chain's only liberty is the point `p` exactly when its count equals the number
//! of `p`'s neighbours in the chain; this makes the suicide test exact without real liberties.
//!
//! **Invariant:** after every `play`/`place`, `nbr`, `chain`, `libs`, `size` and the empty list
//! agree with `color` (checked by [`Board::check_invariants`] in tests).
//!
//! **Invariant:** every point the board stores (chain labels, `next` links, empty-list entries)
//! is below `len`, and every point a public query or `play` is given passes a bounds check
//! first; the hot paths index without masks or bounds checks on that basis (`ux`, with a
//! debug assertion). The play-out loop uses the `*_listed` variants, whose points come from
//! the empty list.
//!
//! The hot loops index the four neighbours with `for i in 0..4` on purpose: iterating a
//! `[u16; 4]` by value kept it in memory and reloaded it as one word, a store-forwarding stall
//! that cost about an eighth of the play-out time.
#![allow(clippy::needless_range_loop)]

use super::MAX_SIZE;
use crate::board::{Color, Point};
use thiserror::Error;

/// Why a board diagram could not be read: the one diagram parser's errors
/// (`crate::board::parse_diagram`), and a size this board does not support.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DiagramError {
    #[error(transparent)]
    Diagram(#[from] crate::board::DiagramError),
    #[error("diagram has {0} rows; the play-out board side must be 2 to {max}", max = MAX_SIZE)]
    BadSize(usize),
}

/// Array length: a power of two above `(n + 2) * (n + 1) + 1` for the largest board.
pub const CAP: usize = 512;
const _: () = assert!((MAX_SIZE + 2) * (MAX_SIZE + 1) < CAP && CAP.is_power_of_two());

/// Array index of a point. Masking with `CAP - 1` keeps every index provably in bounds, so the
/// hot loops carry no bounds checks (points are always below `CAP` anyway).
#[inline(always)]
pub fn ix(p: Cell) -> usize {
    p as usize & (CAP - 1)
}

/// Array index of a point the board's invariants keep below `len` (at most `CAP`): an
/// on-board point passed [`Board::check_point`], a neighbour or diagonal of one, a chain label,
/// a `next` link or an empty-list entry. The compiler is told that the index is in bounds,
/// which takes the masks and bounds checks out of the play-out loop (about 12% fewer
/// instructions, about 1.04x play-outs per CPU second); debug builds check it.
#[inline(always)]
fn ux(p: Cell) -> usize {
    debug_assert!((p as usize) < CAP, "point {p} outside the board arrays");
    if p as usize >= CAP {
        // SAFETY: never reached: see above. Every point given from outside goes through
        // `check_point` (or the masking `ix`), and the board only stores points below `len`.
        unsafe { std::hint::unreachable_unchecked() }
    }
    p as usize
}

/// Array index for a position in the empty list (see [`ix`]).
#[inline(always)]
fn ixu(i: usize) -> usize {
    i & (CAP - 1)
}

/// Array index for a position in the empty list below `empty_len` (see [`ux`]).
#[inline(always)]
fn uxu(i: usize) -> usize {
    debug_assert!(i < CAP, "list position {i} outside the board arrays");
    if i >= CAP {
        // SAFETY: never reached: list positions are below `empty_len` <= MAX_SIZE^2 < CAP.
        unsafe { std::hint::unreachable_unchecked() }
    }
    i
}

/// Four 16-bit lanes in a `u64`, one per neighbour (lane `i` = bits `16 i ..`), so that the
/// play-out tests on the four neighbours of a point run as a few word operations.
const LANES_1: u64 = 0x0001_0001_0001_0001;
/// The top bit of each lane.
const LANES_TOP: u64 = 0x8000_8000_8000_8000;

/// The top bit of every lane of `x` that is zero (exact for any lane values).
#[inline(always)]
fn zero_lanes(x: u64) -> u64 {
    !(((x & !LANES_TOP) + !LANES_TOP) | x) & LANES_TOP
}

/// The top bit of every lane of `x` that is zero, for lanes below `0x8000`.
#[inline(always)]
fn small_zero_lanes(x: u64) -> u64 {
    !(x + !LANES_TOP) & LANES_TOP
}

/// Given four chain labels in lanes, in each lane the number of lanes holding the same label
/// (1 to 4). `e1` flags r[i] == r[i - 1] in lane i, so its rotation by one lane flags
/// r[i] == r[i + 1]; `e2` flags r[i] == r[i + 2].
#[inline(always)]
fn chain_multiplicity(r: u64) -> u64 {
    let e1 = small_zero_lanes(r ^ r.rotate_left(16)) >> 15;
    let e2 = small_zero_lanes(r ^ r.rotate_left(32)) >> 15;
    LANES_1 + e1 + e1.rotate_right(16) + e2
}

/// `v[i]` in lane `i`.
#[inline(always)]
fn lanes(v: [u16; 4]) -> u64 {
    u64::from(v[0]) | u64::from(v[1]) << 16 | u64::from(v[2]) << 32 | u64::from(v[3]) << 48
}

/// The neighbour index of the lowest lane flagged in `mask` (4 when `mask` is zero).
#[inline(always)]
fn first_lane(mask: u64) -> usize {
    (mask.trailing_zeros() >> 4) as usize
}

/// An index into the padded board arrays.
pub type Cell = u16;

/// The "no point" value (index 0 is always a border cell).
pub const NO_POINT: Cell = 0;

/// Contents of a cell.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const BORDER: u8 = 3;

/// The neighbour code of a point: the cell values of its four neighbours, two bits each, the
/// neighbour in direction `i` (`p - w`, `p - 1`, `p + 1`, `p + w`) in bits `2 i ..`. Seen from
/// its neighbour in direction `i`, a point lies in direction `3 - i`.
///
/// `BORDER` has both bits set, so "every neighbour is `c` or border" is `code & m == m` with
/// `m = c * 0x55` (the low bit of every field for black, the high bit for white).
#[inline(always)]
fn own_or_border(code: u8, c: u8) -> bool {
    let m = c.wrapping_mul(0x55);
    code & m == m
}

/// Whether a neighbour code has an empty field.
#[inline(always)]
fn has_empty(code: u8) -> bool {
    (code | code >> 1) & 0x55 != 0x55
}

/// Per cell value (`EMPTY`, `BLACK`, `WHITE`) and neighbour code: the lanes (top bits) whose
/// field holds that value. One load in the play-out paths instead of spreading the code into
/// lanes and comparing: 11% fewer instructions in the play-out loop, with no change in
/// play-outs per CPU second beyond the noise of our measurements.
static FIELD_LANES: [[u64; 256]; 3] = field_lanes();

const fn field_lanes() -> [[u64; 256]; 3] {
    let mut t = [[0u64; 256]; 3];
    let mut v = 0;
    while v < 3 {
        let mut code = 0;
        while code < 256 {
            let mut i = 0;
            while i < 4 {
                if (code >> (2 * i)) & 3 == v {
                    t[v][code] |= 0x8000 << (16 * i);
                }
                i += 1;
            }
            code += 1;
        }
        v += 1;
    }
    t
}

/// The lanes of neighbour code `code` whose field holds cell value `v` (`EMPTY`, `BLACK` or
/// `WHITE`).
#[inline(always)]
fn field_lanes_of(code: u8, v: u8) -> u64 {
    FIELD_LANES[v as usize][code as usize]
}

/// Per neighbour code: the number of empty fields.
static EMPTY_FIELDS: [u8; 256] = empty_fields();

const fn empty_fields() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut code = 0;
    while code < 256 {
        let mut i = 0;
        while i < 4 {
            if (code >> (2 * i)) & 3 == EMPTY as usize {
                t[code] += 1;
            }
            i += 1;
        }
        code += 1;
    }
    t
}

/// Per colour (`BLACK`, `WHITE`, at index `c - 1`) and diagonal code (the four diagonals'
/// cell values, two bits each, see [`Board::eye_diagonals`]): whether the diagonals allow a
/// one-point eye of that colour.
static EYE_DIAGONALS: [[bool; 256]; 2] = eye_diagonal_table();

const fn eye_diagonal_table() -> [[bool; 256]; 2] {
    let mut t = [[false; 256]; 2];
    let mut c = BLACK;
    while c <= WHITE {
        let mut d = 0;
        while d < 256 {
            t[c as usize - 1][d] = eye_diagonals_allow(d as u8, c);
            d += 1;
        }
        c += 1;
    }
    t
}

/// Whether diagonal code `d` allows an eye of `c`: away from the edge at most one diagonal
/// holds an enemy stone, on the edge or in a corner (a border diagonal) none does.
const fn eye_diagonals_allow(d: u8, c: u8) -> bool {
    let t = d ^ (3 - c).wrapping_mul(0x55);
    let enemies = !(t | t >> 1) & 0x55;
    let edge = ((d & d >> 1 & 0x55 != 0) as u8) << 1;
    // At most one of: an enemy diagonal, any enemy diagonal more, the edge.
    let marks = enemies | edge;
    marks & marks.wrapping_sub(1) == 0
}

/// A stone's contribution to [`Board`]'s black-minus-white balance.
#[inline(always)]
fn stone_sign(c: u8) -> i16 {
    i16::from(c == BLACK) - i16::from(c == WHITE)
}

/// Cell value of a colour.
#[inline]
pub fn cell(c: Color) -> u8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// The play-out board. `Clone` copies the whole value; [`Board::copy_from`] copies only the
/// used prefix of the arrays and is what play-outs use to restart from a root position.
#[derive(Clone)]
pub struct Board {
    size: u8,
    width: u16,
    len: u16,
    color: [u8; CAP],
    nbr: [u8; CAP],
    chain: [u16; CAP],
    next: [u16; CAP],
    libs: [u16; CAP],
    chain_size: [u16; CAP],
    empty: [u16; CAP],
    empty_pos: [u16; CAP],
    empty_len: u16,
    ko: Cell,
    /// Black stones minus white stones.
    balance: i16,
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.to_diagram())
    }
}

impl Board {
    /// An empty board of side `size` (2..=[`MAX_SIZE`]); `None` for other sizes.
    pub fn new(size: usize) -> Option<Board> {
        if !(2..=MAX_SIZE).contains(&size) {
            return None;
        }
        let width = size + 1;
        let len = (size + 2) * width + 1;
        let mut b = Board {
            size: size as u8,
            width: width as u16,
            len: len as u16,
            color: [BORDER; CAP],
            nbr: [0; CAP],
            chain: [0; CAP],
            next: [0; CAP],
            libs: [0; CAP],
            chain_size: [0; CAP],
            empty: [0; CAP],
            empty_pos: [0; CAP],
            empty_len: 0,
            ko: NO_POINT,
            balance: 0,
        };
        for row in 0..size {
            for col in 0..size {
                let p = b.at_col_row(col, row);
                b.color[ux(p)] = EMPTY;
                b.empty_pos[ux(p)] = b.empty_len;
                b.empty[b.empty_len as usize] = p;
                b.empty_len += 1;
            }
        }
        b.recompute_neighbour_codes();
        Some(b)
    }

    /// A board from an ASCII diagram, read by the one diagram parser
    /// (`crate::board::parse_diagram`: top row first, `X` black, `O` white,
    /// `.` or `+` empty; every string must have a liberty).
    ///
    /// ```
    /// use tesuji::montecarlo::board::Board;
    /// let b = Board::from_diagram(". X .\nX . X\n. X .").unwrap();
    /// assert_eq!(b.area_score(), 9);
    /// ```
    pub fn from_diagram(text: &str) -> Result<Board, DiagramError> {
        let parsed = crate::board::parse_diagram(text)?;
        let size = parsed.size();
        let mut board = Board::new(size).ok_or(DiagramError::BadSize(size))?;
        for p in parsed.points() {
            let c = match parsed.color_at(p) {
                Some(crate::board::Color::Black) => BLACK,
                Some(crate::board::Color::White) => WHITE,
                None => continue,
            };
            let v = board.cell_of(p);
            board.place(v, c);
        }
        board.ko = NO_POINT;
        Ok(board)
    }

    /// Puts a stone on empty `p` without capturing anything (diagram set-up only): the tables
    /// stay consistent even if a chain is left without liberties.
    fn place(&mut self, p: Cell, c: u8) {
        self.remove_empty(p);
        self.color[ux(p)] = c;
        self.balance += stone_sign(c);
        let ns = self.neighbours(p);
        for i in 0..4 {
            let q = ux(ns[i]);
            self.nbr[q] = self.nbr[q].wrapping_add(c << (2 * (3 - i)));
        }
        self.chain[ux(p)] = p;
        self.next[ux(p)] = p;
        self.chain_size[ux(p)] = 1;
        self.libs[ux(p)] = self.empty_neighbours(p);
        for q in ns {
            let r = ux(self.chain[ux(q)]);
            self.libs[r] = self.libs[r].wrapping_sub(1);
        }
        for q in ns {
            if self.color[ux(q)] == c {
                let a = self.chain[ux(q)];
                let b = self.chain[ux(p)];
                if a != b {
                    self.merge(a, b);
                }
            }
        }
    }

    fn recompute_neighbour_codes(&mut self) {
        for p in 0..self.len {
            self.nbr[ux(p)] = self.neighbour_code(p);
        }
    }

    /// The neighbour code of `p` computed from the colours (see [`own_or_border`]). Border
    /// cells have codes too (the eye test reads the diagonals of a point from the codes of the
    /// cells above and below it); cells outside the arrays count as border.
    fn neighbour_code(&self, p: Cell) -> u8 {
        let w = self.width;
        let ns = [p.wrapping_sub(w), p.wrapping_sub(1), p + 1, p + w];
        (0..4).fold(0, |code, i| {
            let x = self.color.get(ns[i] as usize).copied().unwrap_or(BORDER);
            code | x << (2 * i)
        })
    }

    /// Copies `other` (same size) into `self`, touching only the used part of the arrays.
    pub fn copy_from(&mut self, other: &Board) {
        let n = other.len as usize;
        self.size = other.size;
        self.width = other.width;
        self.len = other.len;
        self.color[..n].copy_from_slice(&other.color[..n]);
        self.nbr[..n].copy_from_slice(&other.nbr[..n]);
        self.chain[..n].copy_from_slice(&other.chain[..n]);
        self.next[..n].copy_from_slice(&other.next[..n]);
        self.libs[..n].copy_from_slice(&other.libs[..n]);
        self.chain_size[..n].copy_from_slice(&other.chain_size[..n]);
        let e = other.empty_len as usize;
        self.empty[..e].copy_from_slice(&other.empty[..e]);
        self.empty_pos[..n].copy_from_slice(&other.empty_pos[..n]);
        self.empty_len = other.empty_len;
        self.ko = other.ko;
        self.balance = other.balance;
    }

    /// Board side.
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// Length of the used part of the arrays (every point index is below it).
    pub fn array_len(&self) -> usize {
        self.len as usize
    }

    /// The array index of column `col` and row `row` counted from the
    /// bottom (which must be on the board).
    #[inline]
    fn at_col_row(&self, col: usize, row: usize) -> Cell {
        (row as u16 + 1) * self.width + col as u16 + 1
    }

    /// The array index of the point `p` of the analysis board's vocabulary
    /// (rows counted from the top, as GTP's numbers count from the bottom),
    /// which must lie on this board ([`Board::contains`]).
    #[inline]
    pub fn cell_of(&self, p: Point) -> Cell {
        self.at_col_row(p.col(), self.size() - 1 - p.row())
    }

    /// The point of an on-board cell.
    pub fn point_of(&self, c: Cell) -> Point {
        let row = (c / self.width - 1) as usize;
        let col = (c % self.width - 1) as usize;
        Point::new(col, self.size() - 1 - row)
    }

    /// Whether `p` lies on this board.
    pub fn contains(&self, p: Point) -> bool {
        p.col() < self.size() && p.row() < self.size()
    }

    /// Every on-board point, row by row.
    pub fn points(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.len).filter(move |&p| self.color[ux(p)] != BORDER)
    }

    /// The cell value at `p` ([`EMPTY`], [`BLACK`], [`WHITE`] or [`BORDER`]).
    #[inline]
    pub fn at(&self, p: Cell) -> u8 {
        self.color[ix(p)]
    }

    /// The four neighbours of `p`.
    #[inline]
    pub fn neighbours(&self, p: Cell) -> [Cell; 4] {
        self.neighbours_w::<0>(p)
    }

    /// The row stride for code specialised on the stride `W` (0: not specialised, read from the
    /// board). Play-outs are specialised on the common sizes' strides, which turns the
    /// neighbour offsets into constants.
    #[inline(always)]
    fn stride<const W: u16>(&self) -> u16 {
        if W == 0 {
            self.width
        } else {
            debug_assert_eq!(W, self.width, "play-out code specialised on another size");
            W
        }
    }

    /// [`Board::neighbours`] with the stride `W` (see [`Board::stride`]).
    #[inline(always)]
    fn neighbours_w<const W: u16>(&self, p: Cell) -> [Cell; 4] {
        let w = self.stride::<W>();
        [p - w, p - 1, p + 1, p + w]
    }

    /// The row stride (side + 1).
    pub fn stride_len(&self) -> u16 {
        self.width
    }

    /// Panics unless every neighbour and diagonal of `p` lies inside the used part of the
    /// arrays (true of every on-board point), which is what the unchecked indexing of the
    /// queries and of `play` relies on. One comparison.
    #[inline(always)]
    fn check_point(&self, p: Cell) {
        let w = self.width;
        assert!(
            p.wrapping_sub(w + 1) < self.len - 2 * (w + 1),
            "point {p} is not on the board"
        );
    }

    /// The simple-ko point (the point the side to move may not retake), or [`NO_POINT`].
    pub fn ko(&self) -> Cell {
        self.ko
    }

    /// Clears the simple-ko point (after a pass the ko may be retaken).
    pub fn clear_ko(&mut self) {
        self.ko = NO_POINT;
    }

    /// Number of empty points.
    pub fn empty_count(&self) -> usize {
        self.empty_len as usize
    }

    /// The empty point at position `i` of the empty list.
    #[inline]
    pub fn empty_at(&self, i: usize) -> Cell {
        self.empty[ixu(i)]
    }

    /// Swaps two entries of the empty list (play-outs use this to sample without repeats).
    #[inline]
    pub fn swap_empty(&mut self, i: usize, j: usize) {
        let n = self.empty_len as usize;
        assert!(i < n && j < n, "empty-list positions {i}, {j} of {n}");
        self.swap_listed(i, j);
    }

    /// [`Board::swap_empty`] for positions the caller knows are below [`Board::empty_count`].
    #[inline(always)]
    pub(super) fn swap_listed(&mut self, i: usize, j: usize) {
        debug_assert!(i < self.empty_len as usize && j < self.empty_len as usize);
        let a = self.empty[uxu(i)];
        let b = self.empty[uxu(j)];
        self.empty[uxu(i)] = b;
        self.empty[uxu(j)] = a;
        self.empty_pos[ux(b)] = i as u16;
        self.empty_pos[ux(a)] = j as u16;
    }

    /// Number of empty neighbours of `p`.
    #[inline(always)]
    fn empty_neighbours(&self, p: Cell) -> u16 {
        u16::from(EMPTY_FIELDS[usize::from(self.nbr[ux(p)])])
    }

    /// Whether empty point `p` is a one-point eye of `c` by the reference-bot definition: all
    /// on-board neighbours are `c`; away from the edge at most one diagonal holds an enemy
    /// stone, on the edge or in a corner none does.
    #[inline(always)]
    pub fn is_eye(&self, p: Cell, c: u8) -> bool {
        self.check_point(p);
        self.eye_at::<0>(p, c)
    }

    /// [`Board::is_eye`] for a point known to be on the board.
    #[inline(always)]
    fn eye_at<const W: u16>(&self, p: Cell, c: u8) -> bool {
        own_or_border(self.nbr[ux(p)], c) && self.eye_diagonals::<W>(p, c)
    }

    /// The diagonal half of [`Board::is_eye`]: whether the diagonals of `p` allow an eye of `c`.
    #[inline(always)]
    fn eye_diagonals<const W: u16>(&self, p: Cell, c: u8) -> bool {
        // The diagonals are the side fields of the neighbours above and below: fields 1 and 2
        // of `nbr[p - w]` and `nbr[p + w]`.
        let w = self.stride::<W>();
        let d = (self.nbr[ux(p - w)] >> 2 & 0x0f) | (self.nbr[ux(p + w)] << 2 & 0xf0);
        EYE_DIAGONALS[usize::from(c == WHITE)][usize::from(d)]
    }

    /// Whether a stone of colour `c` on empty point `p` would have a liberty after captures,
    /// i.e. is not suicide. Ignores ko.
    #[inline]
    pub fn is_not_suicide(&self, p: Cell, c: u8) -> bool {
        self.check_point(p);
        has_empty(self.nbr[ux(p)]) || self.surrounded_not_suicide::<0>(p, c)
    }

    /// Whether a play-out may play `c` at empty point `p`: not a one-point eye of `c`, not the
    /// simple-ko point, not suicide. The common case, a point with an empty neighbour, is decided
    /// by one test (such a point is never an eye, never suicide and never the ko point, since a
    /// ko point is surrounded by the capturing side).
    #[inline(always)]
    pub fn is_playout_move(&self, p: Cell, c: u8) -> bool {
        self.check_point(p);
        self.is_playout_listed::<0>(p, c)
    }

    /// [`Board::is_playout_move`] for a point taken from the empty list (so on the board).
    #[inline(always)]
    pub(super) fn is_playout_listed<const W: u16>(&self, p: Cell, c: u8) -> bool {
        debug_assert!(self.color[ux(p)] == EMPTY);
        has_empty(self.nbr[ux(p)])
            || (!self.eye_at::<W>(p, c) && p != self.ko && self.surrounded_not_suicide::<W>(p, c))
    }

    /// [`Board::is_not_suicide`] for a point with no empty neighbour.
    #[inline(always)]
    fn surrounded_not_suicide<const W: u16>(&self, p: Cell, c: u8) -> bool {
        // No empty neighbour: legal iff an own neighbouring chain keeps a liberty other than
        // `p`, or an enemy neighbouring chain has `p` as its last liberty. A chain's pseudo-
        // liberties at `p` number exactly its stones next to `p`, i.e. the neighbours of `p`
        // carrying its label, so both tests compare `libs` with that count.
        let ns = self.neighbours_w::<W>(p);
        let enemy = 3 - c;
        let mut r = [NO_POINT; 4];
        let mut l = [0u16; 4];
        for i in 0..4 {
            r[i] = self.chain[ux(ns[i])];
            l[i] = self.libs[ux(r[i])];
        }
        let (code, l, r) = (self.nbr[ux(p)], lanes(l), lanes(r));
        // adj, lane i: neighbours of `p` in the chain of neighbour i.
        let adj = chain_multiplicity(r);
        let own = field_lanes_of(code, c);
        let theirs = field_lanes_of(code, enemy);
        // Own lanes hold real liberty counts (below 2^15), so `(l | top) - (adj + 1)` keeps
        // the top bit exactly when l > adj, without borrowing across lanes. Lanes of other
        // colours (a border's "chain" 0) may hold anything and are masked off.
        let spare = ((l | LANES_TOP) - (adj + LANES_1)) & LANES_TOP;
        let last = zero_lanes(l ^ adj);
        (own & spare) | (theirs & last) != 0
    }

    /// Whether `c` may play at `p` under play-out rules: empty, not the simple-ko point, not suicide.
    #[inline]
    pub fn is_legal(&self, p: Cell, c: u8) -> bool {
        self.check_point(p);
        self.color[ux(p)] == EMPTY && p != self.ko && self.is_not_suicide(p, c)
    }

    fn remove_empty(&mut self, p: Cell) {
        self.remove_listed(self.empty_pos[ux(p)] as usize);
    }

    /// Removes the entry at position `i` (below `empty_len`) of the empty list.
    #[inline(always)]
    fn remove_listed(&mut self, i: usize) {
        self.empty_len -= 1;
        let last = self.empty[uxu(self.empty_len as usize)];
        self.empty[uxu(i)] = last;
        self.empty_pos[ux(last)] = i as u16;
    }

    fn add_empty(&mut self, p: Cell) {
        self.empty[uxu(self.empty_len as usize)] = p;
        self.empty_pos[ux(p)] = self.empty_len;
        self.empty_len += 1;
    }

    /// Plays a stone of colour `c` at `p`, which must be legal ([`Board::is_legal`]).
    /// Removes captured chains, sets the simple-ko point, and returns the number of stones captured.
    #[inline(always)]
    pub fn play(&mut self, p: Cell, c: u8) -> u32 {
        self.check_point(p);
        debug_assert_eq!(self.color[ux(p)], EMPTY, "point {p} is not empty");
        self.play_listed::<0>(self.empty_pos[ux(p)] as usize, c)
    }

    /// [`Board::play`] for the point at position `i` of the empty list (so an empty point on
    /// the board): the list position is known, which saves looking it up.
    #[inline(always)]
    pub(super) fn play_listed<const W: u16>(&mut self, i: usize, c: u8) -> u32 {
        let p = self.empty[uxu(i)];
        debug_assert!(self.color[ux(p)] == EMPTY);
        let enemy = 3 - c;
        let code = self.nbr[ux(p)];
        self.remove_listed(i);
        self.color[ux(p)] = c;
        self.balance += stone_sign(c);
        // Neighbours are handled by index loops over plain arrays rather than array iterators:
        // the iterators kept the four `u16`s in memory and reloaded them as one word, which
        // stalls on store forwarding (removing it made play-outs about 14% faster).
        let ns = self.neighbours_w::<W>(p);
        let mut r = [NO_POINT; 4];
        for i in 0..4 {
            let q = ux(ns[i]);
            self.nbr[q] = self.nbr[q].wrapping_add(c << (2 * (3 - i)));
            r[i] = self.chain[q];
        }
        // Each neighbouring chain loses one pseudo-liberty per stone it has next to `p`; the
        // new counts are computed in lanes (as in `surrounded_not_suicide`) and stored, rather
        // than decremented in memory one neighbour at a time and read back, which chained up
        // to four read-modify-writes of one counter. More instructions (11%), but about 3%
        // more play-outs per CPU second in interleaved runs (at the edge of their noise).
        let mut l = [0u16; 4];
        for i in 0..4 {
            l[i] = self.libs[ux(r[i])];
        }
        let rl = lanes(r);
        let l = lanes(l).wrapping_sub(chain_multiplicity(rl));
        for i in 0..4 {
            self.libs[ux(r[i])] = (l >> (16 * i)) as u16;
        }
        // Which neighbours are own stones and which enemy chains lost their last liberty, as
        // lane masks computed without branches (a colour test per neighbour mispredicts often).
        let own = field_lanes_of(code, c);
        let mut dead = field_lanes_of(code, enemy) & zero_lanes(l);
        // Join the chain `a` of the first own neighbour, or start a new chain `a = p` when
        // there is none; both cases run the same branch-free code.
        self.next[ux(p)] = p;
        self.libs[ux(p)] = 0;
        self.chain_size[ux(p)] = 0;
        // The lane of the first own neighbour shifted down (its top bit is bit 15 of the lane).
        // Selected with a mask, not a branch (which mispredicts often).
        let first = (rl >> (own.trailing_zeros().wrapping_sub(15) & 63)) as u16;
        let none = u16::from(own == 0).wrapping_neg();
        let a = first ^ ((first ^ p) & none);
        self.chain[ux(p)] = a;
        self.next[ux(p)] = self.next[ux(a)];
        self.next[ux(a)] = p;
        self.libs[ux(a)] += u16::from(EMPTY_FIELDS[usize::from(code)]);
        self.chain_size[ux(a)] += 1;
        // Other own chains (rarer) are merged in.
        let same = small_zero_lanes(rl ^ (u64::from(a) * LANES_1));
        let mut others = own & !same;
        while others != 0 {
            let q = ns[first_lane(others) & 3];
            others &= others - 1;
            let a = self.chain[ux(p)];
            let b = self.chain[ux(q)];
            if a != b {
                self.merge(a, b);
            }
        }
        // Captures: pseudo-liberties are additive over stones, so refunding liberties after the
        // merges above gives the same counts as before them.
        let mut captured = 0;
        let mut last_capture = NO_POINT;
        while dead != 0 {
            let q = ns[first_lane(dead) & 3];
            dead &= dead - 1;
            // Two neighbours may belong to the same dead chain: remove it once.
            if self.color[ux(q)] == enemy {
                captured += self.remove_chain::<W>(q, enemy);
                last_capture = q;
            }
        }
        let rep = self.chain[ux(p)] as usize;
        self.ko = if captured == 1 && self.chain_size[rep] == 1 && self.libs[rep] == 1 {
            last_capture
        } else {
            NO_POINT
        };
        captured
    }

    /// Merges chains with representatives `a` and `b`, relabelling the smaller.
    fn merge(&mut self, a: Cell, b: Cell) {
        let (keep, gone) = if self.chain_size[ux(a)] >= self.chain_size[ux(b)] {
            (a, b)
        } else {
            (b, a)
        };
        self.libs[ux(keep)] += self.libs[ux(gone)];
        self.chain_size[ux(keep)] += self.chain_size[ux(gone)];
        let mut s = gone;
        loop {
            self.chain[ux(s)] = keep;
            s = self.next[ux(s)];
            if s == gone {
                break;
            }
        }
        self.next.swap(keep as usize, gone as usize);
    }

    /// Removes the chain containing `start` (colour `c`); returns its stone count.
    fn remove_chain<const W: u16>(&mut self, start: Cell, c: u8) -> u32 {
        let mut n = 0;
        let mut s = start;
        loop {
            self.color[ux(s)] = EMPTY;
            self.chain[ux(s)] = 0;
            self.add_empty(s);
            let ns = self.neighbours_w::<W>(s);
            for i in 0..4 {
                let q = ns[i];
                self.nbr[ux(q)] = self.nbr[ux(q)].wrapping_sub(c << (2 * (3 - i)));
                let r = ux(self.chain[ux(q)]);
                self.libs[r] = self.libs[r].wrapping_add(1);
            }
            n += 1;
            s = self.next[ux(s)];
            if s == start {
                break;
            }
        }
        self.balance -= stone_sign(c) * n as i16;
        n
    }

    /// Area score, black minus white: stones plus empty regions bordered by one colour only.
    ///
    /// Fast path: when no empty point touches another empty point (the normal end of a
    /// play-out), each empty point is judged by its four neighbours.
    pub fn area_score(&self) -> i32 {
        // The stones are counted as they are played and captured; the empty points are judged
        // by their neighbour codes, without branches.
        let mut score = i32::from(self.balance);
        let mut open = false;
        for &p in &self.empty[..self.empty_len as usize] {
            let code = self.nbr[ux(p)];
            score += own_or_border(code, BLACK) as i32 - own_or_border(code, WHITE) as i32;
            open |= has_empty(code);
        }
        if open {
            self.area_score_by_regions()
        } else {
            score
        }
    }

    /// Area score by flood-filling every empty region.
    pub fn area_score_by_regions(&self) -> i32 {
        let mut score = 0i32;
        let mut seen = [false; CAP];
        let mut stack: Vec<Cell> = Vec::with_capacity(self.len as usize);
        for p in 0..self.len {
            match self.color[ux(p)] {
                BLACK => score += 1,
                WHITE => score -= 1,
                EMPTY if !seen[ux(p)] => {
                    let mut region = 0i32;
                    let mut touches = 0u8;
                    seen[ux(p)] = true;
                    stack.push(p);
                    while let Some(s) = stack.pop() {
                        region += 1;
                        for q in self.neighbours(s) {
                            match self.color[ux(q)] {
                                EMPTY if !seen[ux(q)] => {
                                    seen[ux(q)] = true;
                                    stack.push(q);
                                }
                                BLACK => touches |= 1,
                                WHITE => touches |= 2,
                                _ => {}
                            }
                        }
                    }
                    match touches {
                        1 => score += region,
                        2 => score -= region,
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        score
    }

    /// The board as rows of `X` (black), `O` (white), `.` (empty), top row first.
    pub fn to_diagram(&self) -> String {
        let mut s = String::new();
        for row in (0..self.size).rev() {
            for col in 0..self.size {
                let p = self.at_col_row(col as usize, row as usize);
                s.push(match self.color[ux(p)] {
                    BLACK => 'X',
                    WHITE => 'O',
                    _ => '.',
                });
                if col + 1 < self.size {
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        s
    }

    /// Recomputes every derived table from `color` and panics with a message if one disagrees.
    /// For tests and debugging: O(points^2) in the worst case.
    pub fn check_invariants(&self) {
        let mut empties = 0;
        for p in 0..self.len {
            assert_eq!(
                self.neighbour_code(p),
                self.nbr[ux(p)],
                "neighbour code at {p}"
            );
            let x = self.color[ux(p)];
            if x == BORDER {
                continue;
            }
            if x == EMPTY {
                assert_eq!(self.chain[ux(p)], 0, "empty point {p} keeps a chain label");
                empties += 1;
                let i = self.empty_pos[ux(p)] as usize;
                assert!(
                    i < self.empty_len as usize && self.empty[uxu(i)] == p,
                    "empty list at {p}"
                );
                continue;
            }
            let rep = self.chain[ux(p)];
            assert_eq!(self.color[ux(rep)], x, "chain representative colour at {p}");
            // Walk the chain from its representative: every stone must be connected, same colour,
            // and the pseudo-liberty count must match.
            if rep == p {
                let mut stones = Vec::new();
                let mut s = p;
                loop {
                    stones.push(s);
                    assert_eq!(self.chain[ux(s)], rep, "chain label at {s}");
                    s = self.next[ux(s)];
                    if s == p {
                        break;
                    }
                }
                assert_eq!(stones.len() as u16, self.chain_size[ux(rep)], "chain size");
                let pseudo: u16 = stones.iter().map(|&s| self.empty_neighbours(s)).sum();
                assert_eq!(
                    pseudo,
                    self.libs[ux(rep)],
                    "pseudo-liberties of chain {rep}"
                );
                assert!(pseudo > 0, "chain {rep} on board with no liberty");
                // Flood fill from the representative finds exactly the listed stones.
                let mut seen = vec![p];
                let mut i = 0;
                while i < seen.len() {
                    for q in self.neighbours(seen[i]) {
                        if self.color[ux(q)] == x && !seen.contains(&q) {
                            seen.push(q);
                        }
                    }
                    i += 1;
                }
                assert_eq!(seen.len(), stones.len(), "chain {rep} list vs flood fill");
            }
        }
        assert_eq!(empties, self.empty_len as usize, "empty count");
        let balance: i32 = self
            .points()
            .map(|p| i32::from(stone_sign(self.at(p))))
            .sum();
        assert_eq!(balance, i32::from(self.balance), "stone balance");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbour_code_tables_match_the_fields() {
        for code in 0..=255u8 {
            let fields: Vec<u8> = (0..4).map(|i| code >> (2 * i) & 3).collect();
            for v in [EMPTY, BLACK, WHITE] {
                let lanes = field_lanes_of(code, v);
                for (i, &f) in fields.iter().enumerate() {
                    assert_eq!(lanes >> (16 * i + 15) & 1 == 1, f == v, "{code:#x} {v} {i}");
                }
                assert_eq!(lanes & !LANES_TOP, 0);
            }
            let empties = fields.iter().filter(|&&f| f == EMPTY).count();
            assert_eq!(usize::from(EMPTY_FIELDS[usize::from(code)]), empties);
            assert_eq!(has_empty(code), empties > 0);
        }
    }

    #[test]
    fn chain_multiplicity_counts_equal_labels() {
        let labels = [0u16, 7, 7, 300];
        for a in labels {
            for b in labels {
                for c in labels {
                    for d in [0u16, 7, 12] {
                        let v = [a, b, c, d];
                        let m = chain_multiplicity(lanes(v));
                        for i in 0..4 {
                            let n = v.iter().filter(|&&x| x == v[i]).count() as u64;
                            assert_eq!(m >> (16 * i) & 0xffff, n, "{v:?} lane {i}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn lane_helpers_flag_exactly_the_zero_lanes() {
        let values = [0u16, 1, 2, 3, 4, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff];
        for &a in &values {
            for &b in &values {
                for &c in &values {
                    let v = [a, b, c, a ^ b];
                    let mask = zero_lanes(lanes(v));
                    for (i, &x) in v.iter().enumerate() {
                        assert_eq!(mask >> (16 * i + 15) & 1 == 1, x == 0, "{v:?} lane {i}");
                    }
                    assert_eq!(mask & !LANES_TOP, 0);
                    let first = v.iter().position(|&x| x == 0).unwrap_or(4);
                    assert_eq!(first_lane(mask), first, "{v:?}");
                }
            }
        }
    }
}
