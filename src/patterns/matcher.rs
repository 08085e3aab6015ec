//! The fast matcher: stone-indexed candidate lists and bit-parallel 7x7 window filters, plus
//! an independent naive matcher used to check it.
//!
//! Every variant contains at least one stone (its anchor is one). At compile time each variant
//! picks an *index stone*: the stone whose neighbourhood is most specific. It is filed under
//! every neighbourhood key its diagram allows: the states (empty, `O`, `X`, off-board) of the
//! eight surrounding points (65,536 keys) when that admits at most [`CAP8`] keys, otherwise of
//! the four orthogonal neighbours (256 keys). At match time the matcher visits each stone,
//! computes both keys and takes the candidates of the two buckets for an `O` or `X` stone. A
//! candidate must fit its bounding box and edge constraints, then pass five 64-bit mask tests
//! over the 7x7 window around the stone (points that must be empty / `O` / `X`, must not be
//! `O` / `X`); elements farther than three lines away are checked one by one. Each variant has
//! one index stone and is filed once per key, so every match is found exactly once.
//!
//! A [`MatchFilter`] limits a run to a region of the board and to patterns of some classes:
//! stones from which no filed variant reaches the region's bounding box are not visited, the
//! class test comes first for each candidate (one AND), then the variant's box is tested
//! against the region's bounding box, and the exact region test (anchor, or stones and move
//! point) is applied to each match found. [`naive_matches_filtered`] applies the same limits
//! independently, cell by cell.

use super::ast::Element;
use super::compile::{CompiledPattern, Match, PatternStatus, Variant};
use super::filter::{ClassSet, MatchFilter, Region};
use crate::board::{Board, Color, Point};

const W: i32 = 3;
const WSIZE: i32 = 2 * W + 1;
/// Lines of the largest board; a variant at least this tall or wide never fits.
const MAX_EXTENT: i32 = 25;
/// Largest number of 8-neighbour keys a variant may be filed under.
pub const CAP8: u64 = 729;

fn bit(dr: i32, dc: i32) -> Option<u64> {
    (dr.abs() <= W && dc.abs() <= W).then(|| 1u64 << ((dr + W) * WSIZE + dc + W))
}

/// The part of a variant tested for every candidate, offsets relative to its index stone.
/// Variants that cannot fit on a 25x25 board are never filed, so offsets fit in `i8`.
#[derive(Clone, Debug)]
struct Candidate {
    need_empty: u64,
    need_friend: u64,
    need_enemy: u64,
    forbid_friend: u64,
    forbid_enemy: u64,
    min_r: i8,
    max_r: i8,
    min_c: i8,
    max_c: i8,
    /// Edge flags: 1 north, 2 south, 4 west, 8 east.
    edges: u8,
    /// Some elements lie outside the 7x7 window.
    has_outside: bool,
}

impl Candidate {
    #[inline]
    fn fits(&self, size: i32, r: i32, c: i32) -> bool {
        let (top, bottom) = (r + self.min_r as i32, r + self.max_r as i32);
        let (left, right) = (c + self.min_c as i32, c + self.max_c as i32);
        top >= 0
            && left >= 0
            && bottom < size
            && right < size
            && (self.edges & 1 == 0 || top == 0)
            && (self.edges & 2 == 0 || bottom == size - 1)
            && (self.edges & 4 == 0 || left == 0)
            && (self.edges & 8 == 0 || right == size - 1)
    }

    /// The five window tests at once: no required point missing, no forbidden point present.
    #[inline]
    fn window_ok(&self, wf: u64, we: u64, wm: u64) -> bool {
        (self.need_empty & !wm
            | self.need_friend & !wf
            | self.need_enemy & !we
            | self.forbid_friend & wf
            | self.forbid_enemy & we)
            == 0
    }
}

/// The rest of a filed variant, read only for candidates that pass the window test.
#[derive(Clone, Debug)]
struct Filed {
    variant: u32,
    /// Offset of the reporting anchor from the index stone.
    anchor: (i32, i32),
    /// Range of elements outside the window in `Matcher::outside`.
    outside: (u32, u32),
}

/// Buckets in compressed form: `entries[offsets[k]..offsets[k + 1]]` for key `k`.
#[derive(Clone, Debug, Default)]
struct Table {
    offsets: Vec<u32>,
    entries: Vec<u32>,
}

impl Table {
    fn build(keys: usize, filed: &[(usize, u32)]) -> Table {
        let mut offsets = vec![0u32; keys + 1];
        for &(k, _) in filed {
            offsets[k + 1] += 1;
        }
        for k in 0..keys {
            offsets[k + 1] += offsets[k];
        }
        let mut fill = offsets.clone();
        let mut entries = vec![0u32; filed.len()];
        for &(k, id) in filed {
            entries[fill[k] as usize] = id;
            fill[k] += 1;
        }
        Table { offsets, entries }
    }

    #[inline]
    fn bucket(&self, key: usize) -> &[u32] {
        match (self.offsets.get(key), self.offsets.get(key + 1)) {
            (Some(&a), Some(&b)) => &self.entries[a as usize..b as usize],
            _ => &[],
        }
    }
}

/// A database compiled for matching.
#[derive(Clone, Debug, Default)]
pub struct Matcher {
    variants: Vec<Variant>,
    candidates: Vec<Candidate>,
    filed: Vec<Filed>,
    outside: Vec<(i32, i32, Element)>,
    /// Class letters of each candidate's pattern.
    classes: Vec<ClassSet>,
    /// How far any candidate's box reaches from its index stone (rows or columns).
    reach: i32,
    /// 8-neighbour tables for a friendly and an opponent index stone.
    t8: [Table; 2],
    /// 4-neighbour tables for a friendly and an opponent index stone.
    t4: [Table; 2],
}

/// Neighbour state codes used in keys.
const EMPTY: u8 = 0;
const FRIEND: u8 = 1;
const ENEMY: u8 = 2;
const OFF: u8 = 3;
const RING8: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const RING4: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

fn allowed_states(e: Option<Element>) -> &'static [u8] {
    match e {
        None => &[EMPTY, FRIEND, ENEMY, OFF],
        Some(Element::Empty) => &[EMPTY],
        Some(Element::Friend) => &[FRIEND],
        Some(Element::Enemy) => &[ENEMY],
        Some(Element::FriendOrEmpty) => &[EMPTY, FRIEND],
        Some(Element::EnemyOrEmpty) => &[EMPTY, ENEMY],
        Some(Element::Any) => &[EMPTY, FRIEND, ENEMY],
    }
}

/// Every key a variant admits around the stone at `(sr, sc)` for the given ring.
fn keys(v: &Variant, sr: i32, sc: i32, ring: &[(i32, i32)]) -> Vec<usize> {
    let mut out = vec![0usize];
    for (k, &(dr, dc)) in ring.iter().enumerate() {
        let states = allowed_states(v.element_at(sr + dr, sc + dc));
        out = out
            .iter()
            .flat_map(|&key| states.iter().map(move |&s| key | (s as usize) << (2 * k)))
            .collect();
    }
    out
}

fn key_count(v: &Variant, sr: i32, sc: i32, ring: &[(i32, i32)]) -> u64 {
    ring.iter()
        .map(|&(dr, dc)| allowed_states(v.element_at(sr + dr, sc + dc)).len() as u64)
        .product()
}

impl Matcher {
    /// Compile the variants of every pattern that is not skipped.
    pub fn new(patterns: &[CompiledPattern]) -> Matcher {
        let mut m = Matcher::default();
        let mut filed8: [Vec<(usize, u32)>; 2] = [Vec::new(), Vec::new()];
        let mut filed4: [Vec<(usize, u32)>; 2] = [Vec::new(), Vec::new()];
        for (i, p) in patterns.iter().enumerate() {
            if p.status == PatternStatus::Skipped {
                continue;
            }
            for v in super::compile::variants_of(i as u32, &p.pattern) {
                if v.max_r - v.min_r >= MAX_EXTENT || v.max_c - v.min_c >= MAX_EXTENT {
                    // Larger than any board: can never match.
                    continue;
                }
                let id = m.candidates.len() as u32;
                let mut stones = vec![(0, 0, v.anchor_friend)];
                for &(dr, dc, e) in &v.elements {
                    match e {
                        Element::Friend => stones.push((dr, dc, true)),
                        Element::Enemy => stones.push((dr, dc, false)),
                        _ => {}
                    }
                }
                let best8 = stones
                    .iter()
                    .min_by_key(|s| key_count(&v, s.0, s.1, &RING8))
                    .copied()
                    .unwrap_or((0, 0, v.anchor_friend));
                let (stone, ring8) = if key_count(&v, best8.0, best8.1, &RING8) <= CAP8 {
                    (best8, true)
                } else {
                    let best4 = stones
                        .iter()
                        .min_by_key(|s| key_count(&v, s.0, s.1, &RING4))
                        .copied()
                        .unwrap_or(best8);
                    (best4, false)
                };
                let table = usize::from(!stone.2);
                if ring8 {
                    for k in keys(&v, stone.0, stone.1, &RING8) {
                        filed8[table].push((k, id));
                    }
                } else {
                    for k in keys(&v, stone.0, stone.1, &RING4) {
                        filed4[table].push((k, id));
                    }
                }
                m.add(v, stone.0, stone.1, p.classes);
            }
        }
        m.t8 = [
            Table::build(1 << 16, &filed8[0]),
            Table::build(1 << 16, &filed8[1]),
        ];
        m.t4 = [
            Table::build(1 << 8, &filed4[0]),
            Table::build(1 << 8, &filed4[1]),
        ];
        m
    }

    /// Record variant `v` indexed on its stone at `(sr, sc)`.
    fn add(&mut self, v: Variant, sr: i32, sc: i32, classes: ClassSet) {
        let start = self.outside.len() as u32;
        let mut c = Candidate {
            need_empty: 0,
            need_friend: 0,
            need_enemy: 0,
            forbid_friend: 0,
            forbid_enemy: 0,
            min_r: (v.min_r - sr) as i8,
            max_r: (v.max_r - sr) as i8,
            min_c: (v.min_c - sc) as i8,
            max_c: (v.max_c - sc) as i8,
            edges: u8::from(v.edges.north)
                | u8::from(v.edges.south) << 1
                | u8::from(v.edges.west) << 2
                | u8::from(v.edges.east) << 3,
            has_outside: false,
        };
        let anchor = if v.anchor_friend {
            Element::Friend
        } else {
            Element::Enemy
        };
        for (dr, dc, e) in std::iter::once((0, 0, anchor)).chain(v.elements.iter().copied()) {
            let (dr, dc) = (dr - sr, dc - sc);
            let Some(b) = bit(dr, dc) else {
                self.outside.push((dr, dc, e));
                continue;
            };
            match e {
                Element::Empty => c.need_empty |= b,
                Element::Friend => c.need_friend |= b,
                Element::Enemy => c.need_enemy |= b,
                Element::FriendOrEmpty => c.forbid_enemy |= b,
                Element::EnemyOrEmpty => c.forbid_friend |= b,
                Element::Any => {}
            }
        }
        let len = self.outside.len() as u32 - start;
        c.has_outside = len > 0;
        let reach = [c.min_r, c.max_r, c.min_c, c.max_c]
            .iter()
            .map(|&d| (d as i32).abs())
            .max()
            .unwrap_or(0);
        self.reach = self.reach.max(reach);
        self.candidates.push(c);
        self.classes.push(classes);
        self.filed.push(Filed {
            variant: self.variants.len() as u32,
            anchor: (-sr, -sc),
            outside: (start, len),
        });
        self.variants.push(v);
    }

    /// How far any candidate's box reaches from the stone it is filed
    /// under, in rows or columns.
    pub fn reach(&self) -> i32 {
        self.reach
    }

    /// Number of compiled variants (pattern orientations).
    pub fn variant_count(&self) -> usize {
        self.variants.len()
    }

    /// Append every match for the player `color` (who plays `O`) to `out`.
    pub fn find_matches(&self, board: &Board, color: Color, out: &mut Vec<Match>) {
        self.find_matches_prepared(&PreparedBoard::new(board), color, out);
    }

    /// Same as [`Matcher::find_matches`] on a position prepared once for many databases.
    pub fn find_matches_prepared(&self, prep: &PreparedBoard, color: Color, out: &mut Vec<Match>) {
        self.find_matches_filtered(prep, color, &MatchFilter::default(), out);
    }

    /// The matches that `filter` lets through, appended to `out`.
    pub fn find_matches_filtered(
        &self,
        prep: &PreparedBoard,
        color: Color,
        filter: &MatchFilter,
        out: &mut Vec<Match>,
    ) {
        let size = prep.size as i32;
        let all_classes = filter.classes.is_all();
        let persp = usize::from(color == Color::White);
        for s in &prep.stones {
            let (wf, we) = match color {
                Color::Black => (s.wb, s.ww),
                Color::White => (s.ww, s.wb),
            };
            let wm = s.wm;
            let table = usize::from(s.black != (color == Color::Black));
            let bucket8 = self.t8[table].bucket(s.key8[persp] as usize);
            let bucket4 = self.t4[table].bucket(s.key4[persp] as usize);
            let (row, col) = (s.row as i32, s.col as i32);
            if let Some(region) = &filter.region {
                // No candidate filed under this stone reaches the region.
                let r = self.reach;
                if !region.may_meet(row - r, row + r, col - r, col + r) {
                    continue;
                }
            }
            for &ci in bucket8.iter().chain(bucket4) {
                let c = &self.candidates[ci as usize];
                if !all_classes && !filter.classes.accepts(self.classes[ci as usize]) {
                    continue;
                }
                if let Some(region) = &filter.region {
                    let (top, bottom) = (row + c.min_r as i32, row + c.max_r as i32);
                    let (left, right) = (col + c.min_c as i32, col + c.max_c as i32);
                    if !region.may_meet(top, bottom, left, right) {
                        continue;
                    }
                }
                if !c.window_ok(wf, we, wm) || !c.fits(size, row, col) {
                    continue;
                }
                let f = &self.filed[ci as usize];
                if c.has_outside {
                    let (start, len) = (f.outside.0 as usize, f.outside.1 as usize);
                    let ok = self.outside[start..start + len].iter().all(|&(dr, dc, e)| {
                        let r = (row + dr) as usize;
                        let cc = (col + dc) as usize;
                        let stone = prep.board.color_at(Point::new(cc, r));
                        e.accepts(stone.map(|s| s == color))
                    });
                    if !ok {
                        continue;
                    }
                }
                let v = &self.variants[f.variant as usize];
                let ar = row + f.anchor.0;
                let ac = col + f.anchor.1;
                let at = |dr: i32, dc: i32| Point::new((ac + dc) as usize, (ar + dr) as usize);
                let anchor = at(0, 0);
                let mv = v.mv.map(|(dr, dc)| at(dr, dc));
                if filter.region.is_some() {
                    let stones = v
                        .elements
                        .iter()
                        .filter(|e| matches!(e.2, Element::Friend | Element::Enemy))
                        .map(|e| at(e.0, e.1));
                    if !filter.region_accepts(anchor, stones, mv) {
                        continue;
                    }
                }
                out.push(Match {
                    pattern: v.pattern,
                    transform: v.transform,
                    anchor,
                    color,
                    mv,
                });
            }
        }
    }
}

/// A position prepared for matching: for every stone, the 7x7 windows of black, white and
/// empty points around it and its neighbourhood keys from both players' points of view.
/// Preparing once and matching several databases for both colours saves the per-stone work.
pub struct PreparedBoard<'b> {
    board: &'b Board,
    size: usize,
    stones: Vec<PreparedStone>,
}

struct PreparedStone {
    row: u8,
    col: u8,
    black: bool,
    wb: u64,
    ww: u64,
    wm: u64,
    /// Keys with black as `O` (index 0) and with white as `O` (index 1).
    key8: [u16; 2],
    key4: [u8; 2],
}

impl<'b> PreparedBoard<'b> {
    pub fn new(board: &'b Board) -> PreparedBoard<'b> {
        PreparedBoard::prepare(board, |_, _| true)
    }

    /// The position prepared only at the stones from which a box reaching
    /// `reach` rows and columns can meet `region`: enough for matching with
    /// a filter limited to `region` any matcher whose [`Matcher::reach`] is
    /// at most `reach` (it visits no other stone).
    pub fn near(board: &'b Board, region: &Region, reach: i32) -> PreparedBoard<'b> {
        PreparedBoard::prepare(board, |row, col| {
            let (row, col) = (row as i32, col as i32);
            region.may_meet(row - reach, row + reach, col - reach, col + reach)
        })
    }

    fn prepare(board: &'b Board, keep: impl Fn(usize, usize) -> bool) -> PreparedBoard<'b> {
        let planes = Planes::new(board);
        let mut stones = Vec::new();
        for row in 0..planes.size {
            let mut bits = (planes.black[row + 3] | planes.white[row + 3]) >> 3;
            while bits != 0 {
                let col = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if !keep(row, col) {
                    continue;
                }
                let [wb, ww, wm] = windows([&planes.black, &planes.white, &planes.empty], row, col);
                stones.push(PreparedStone {
                    row: row as u8,
                    col: col as u8,
                    black: planes.black[row + 3] >> (col + 3) & 1 == 1,
                    wb,
                    ww,
                    wm,
                    key8: [
                        ring_key(&RING8_BITS, wb, ww, wm) as u16,
                        ring_key(&RING8_BITS, ww, wb, wm) as u16,
                    ],
                    key4: [
                        ring_key(&RING4_BITS, wb, ww, wm) as u8,
                        ring_key(&RING4_BITS, ww, wb, wm) as u8,
                    ],
                });
            }
        }
        PreparedBoard {
            board,
            size: planes.size,
            stones,
        }
    }
}

/// Window bit index of each ring point.
const RING8_BITS: [u32; 8] = ring_bits(&RING8);
const RING4_BITS: [u32; 4] = ring_bits(&RING4);

const fn ring_bits<const N: usize>(ring: &[(i32, i32); N]) -> [u32; N] {
    let mut out = [0u32; N];
    let mut k = 0;
    while k < N {
        out[k] = ((ring[k].0 + W) * WSIZE + ring[k].1 + W) as u32;
        k += 1;
    }
    out
}

/// Neighbourhood key: two bits per ring point, 0 empty, 1 `O`, 2 `X`, 3 off-board.
#[inline]
fn ring_key<const N: usize>(bits: &[u32; N], wf: u64, we: u64, wm: u64) -> usize {
    let mut key = 0usize;
    for (k, &b) in bits.iter().enumerate() {
        let f = (wf >> b) & 1;
        let e = (we >> b) & 1;
        let m = (wm >> b) & 1;
        let off = 1 ^ (f | e | m);
        let state = f | (e << 1) | (off * 3);
        key |= (state as usize) << (2 * k);
    }
    key
}

/// Row bitboards of a position with three empty rows of padding above and below: bit
/// `col + 3` of `black[row + 3]` is a black stone at `(col, row)`.
struct Planes {
    size: usize,
    black: [u32; 31],
    white: [u32; 31],
    empty: [u32; 31],
}

impl Planes {
    fn new(board: &Board) -> Planes {
        let size = board.size().min(25);
        let mut p = Planes {
            size,
            black: [0; 31],
            white: [0; 31],
            empty: [0; 31],
        };
        for row in 0..size {
            for col in 0..size {
                let b = 1u32 << (col + 3);
                match board.color_at(Point::new(col, row)) {
                    None => p.empty[row + 3] |= b,
                    Some(Color::Black) => p.black[row + 3] |= b,
                    Some(Color::White) => p.white[row + 3] |= b,
                }
            }
        }
        p
    }
}

/// The 7x7 windows of three planes around `(row, col)`; off-board points are 0 in all.
#[inline]
fn windows(planes: [&[u32; 31]; 3], row: usize, col: usize) -> [u64; 3] {
    let mut w = [0u64; 3];
    for k in 0..WSIZE as usize {
        for (wi, plane) in w.iter_mut().zip(planes) {
            *wi |= (((plane[row + k] >> col) & 0x7f) as u64) << (k * WSIZE as usize);
        }
    }
    w
}

/// Reference matcher: every pattern, every declared transformation, every board point,
/// checked cell by cell straight from the diagram. Slow; used to test [`Matcher`].
pub fn naive_matches(patterns: &[CompiledPattern], board: &Board, color: Color) -> Vec<Match> {
    naive_matches_filtered(patterns, board, color, &MatchFilter::default())
}

/// [`naive_matches`] limited by `filter`, applied straight from the diagrams: the class
/// letters of each pattern, then the region test on the placed anchor, the placed `O`, `X`,
/// `Q`, `Y` cells and the placed move point.
pub fn naive_matches_filtered(
    patterns: &[CompiledPattern],
    board: &Board,
    color: Color,
    filter: &MatchFilter,
) -> Vec<Match> {
    let n = board.size() as i32;
    let mut out = Vec::new();
    for (pi, cp) in patterns.iter().enumerate() {
        if cp.status == PatternStatus::Skipped {
            continue;
        }
        if !filter
            .classes
            .accepts(super::filter::ClassSet::from_letters(&cp.pattern.class))
        {
            continue;
        }
        let p = &cp.pattern;
        let (ar, ac) = (p.anchor.0 as i32, p.anchor.1 as i32);
        let h = p.diagram.height() as i32;
        let w = p.diagram.width() as i32;
        for t in p.symmetry.transforms() {
            for row in 0..n {
                'anchor: for col in 0..n {
                    let place = |r: i32, c: i32| {
                        let (dr, dc) = t.apply(r - ar, c - ac);
                        (row + dr, col + dc)
                    };
                    let on_board = |(r, c): (i32, i32)| r >= 0 && c >= 0 && r < n && c < n;
                    for r in 0..h {
                        for c in 0..w {
                            let (br, bc) = place(r, c);
                            if !on_board((br, bc)) {
                                continue 'anchor;
                            }
                            let ch = p.diagram.at(r as usize, c as usize);
                            let e = Element::from_char(ch).unwrap_or(Element::Any);
                            let s = board
                                .color_at(Point::new(bc as usize, br as usize))
                                .map(|s| s == color);
                            if !e.accepts(s) {
                                continue 'anchor;
                            }
                        }
                    }
                    // An edge marker says the points just beyond that side are off the board.
                    let e = p.diagram.edges;
                    let beyond: Vec<(i32, i32)> = (0..w)
                        .filter(|_| e.north)
                        .map(|c| (-1, c))
                        .chain((0..w).filter(|_| e.south).map(|c| (h, c)))
                        .chain((0..h).filter(|_| e.west).map(|r| (r, -1)))
                        .chain((0..h).filter(|_| e.east).map(|r| (r, w)))
                        .collect();
                    if beyond.iter().any(|&(r, c)| on_board(place(r, c))) {
                        continue 'anchor;
                    }
                    let point = |(br, bc): (i32, i32)| Point::new(bc as usize, br as usize);
                    let anchor = Point::new(col as usize, row as usize);
                    let mv = p.move_point.map(|(r, c)| point(place(r as i32, c as i32)));
                    let stones = (0..h)
                        .flat_map(|r| (0..w).map(move |c| (r, c)))
                        .filter(|&(r, c)| b"OXQY".contains(&p.diagram.at(r as usize, c as usize)))
                        .map(|(r, c)| point(place(r, c)));
                    if !filter.region_accepts(anchor, stones, mv) {
                        continue 'anchor;
                    }
                    out.push(Match {
                        pattern: pi as u32,
                        transform: t,
                        anchor,
                        color,
                        mv,
                    });
                }
            }
        }
    }
    out
}
