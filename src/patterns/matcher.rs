//! The fast matcher: anchor-indexed candidate lists and bit-parallel 7x7 window filters, plus
//! an independent naive matcher used to check it.
//!
//! Every variant is anchored on a stone. For each stone on the board the matcher reads the
//! states of its four neighbours (empty, `O`, `X`, off-board: 256 keys) and takes the variants
//! filed under that key for an `O` or `X` anchor. A candidate must fit its bounding box and
//! edge constraints, then pass five 64-bit mask tests over the 7x7 window around the anchor
//! (points that must be empty / `O` / `X`, must not be `O` / `X`); elements farther than three
//! lines from the anchor are checked one by one.

use super::ast::Element;
use super::board::{BoardView, Color, Point};
use super::compile::{CompiledPattern, Match, PatternStatus, Variant};

const W: i32 = 3;
const WSIZE: i32 = 2 * W + 1;

fn bit(dr: i32, dc: i32) -> Option<u64> {
    (dr.abs() <= W && dc.abs() <= W).then(|| 1u64 << ((dr + W) * WSIZE + dc + W))
}

#[derive(Clone, Debug)]
struct Filter {
    need_empty: u64,
    need_friend: u64,
    need_enemy: u64,
    forbid_friend: u64,
    forbid_enemy: u64,
    /// Elements outside the window.
    outside: Vec<(i32, i32, Element)>,
}

/// A database compiled for matching.
#[derive(Clone, Debug, Default)]
pub struct Matcher {
    variants: Vec<Variant>,
    filters: Vec<Filter>,
    /// `buckets[0]` for `O` anchors, `buckets[1]` for `X` anchors, by neighbour key.
    buckets: [Vec<Vec<u32>>; 2],
}

/// Neighbour state codes used in keys.
const EMPTY: u8 = 0;
const FRIEND: u8 = 1;
const ENEMY: u8 = 2;
const OFF: u8 = 3;
const NEIGHBOURS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

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

impl Matcher {
    /// Compile the variants of every pattern that is not skipped.
    pub fn new(patterns: &[CompiledPattern]) -> Matcher {
        let mut m = Matcher {
            variants: Vec::new(),
            filters: Vec::new(),
            buckets: [vec![Vec::new(); 256], vec![Vec::new(); 256]],
        };
        for (i, p) in patterns.iter().enumerate() {
            if p.status == PatternStatus::Skipped {
                continue;
            }
            for v in super::compile::variants_of(i as u32, &p.pattern) {
                m.add(v);
            }
        }
        m
    }

    fn add(&mut self, v: Variant) {
        let id = self.variants.len() as u32;
        let mut f = Filter {
            need_empty: 0,
            need_friend: 0,
            need_enemy: 0,
            forbid_friend: 0,
            forbid_enemy: 0,
            outside: Vec::new(),
        };
        for &(dr, dc, e) in &v.elements {
            let Some(b) = bit(dr, dc) else {
                f.outside.push((dr, dc, e));
                continue;
            };
            match e {
                Element::Empty => f.need_empty |= b,
                Element::Friend => f.need_friend |= b,
                Element::Enemy => f.need_enemy |= b,
                Element::FriendOrEmpty => f.forbid_enemy |= b,
                Element::EnemyOrEmpty => f.forbid_friend |= b,
                Element::Any => {}
            }
        }
        let sets: Vec<&[u8]> = NEIGHBOURS
            .iter()
            .map(|&(dr, dc)| allowed_states(v.element_at(dr, dc)))
            .collect();
        let table = usize::from(!v.anchor_friend);
        for &n in sets[0] {
            for &e in sets[1] {
                for &s in sets[2] {
                    for &w in sets[3] {
                        let key = n | e << 2 | s << 4 | w << 6;
                        self.buckets[table][key as usize].push(id);
                    }
                }
            }
        }
        self.variants.push(v);
        self.filters.push(f);
    }

    /// Number of compiled variants (pattern orientations).
    pub fn variant_count(&self) -> usize {
        self.variants.len()
    }

    /// Append every match for the player `color` (who plays `O`) to `out`.
    pub fn find_matches(&self, board: &dyn BoardView, color: Color, out: &mut Vec<Match>) {
        let planes = Planes::new(board);
        let size = planes.size;
        let (fp, ep) = match color {
            Color::Black => (&planes.black, &planes.white),
            Color::White => (&planes.white, &planes.black),
        };
        for row in 0..size {
            for col in 0..size {
                let friend_here = fp[row] >> (col + 3) & 1 == 1;
                let enemy_here = ep[row] >> (col + 3) & 1 == 1;
                if !friend_here && !enemy_here {
                    continue;
                }
                let wf = window(fp, size, row, col);
                let we = window(ep, size, row, col);
                let wm = window(&planes.empty, size, row, col);
                let mut key = 0usize;
                for (k, &(dr, dc)) in NEIGHBOURS.iter().enumerate() {
                    let b = bit(dr, dc).unwrap_or(0);
                    let s = if wm & b != 0 {
                        EMPTY
                    } else if wf & b != 0 {
                        FRIEND
                    } else if we & b != 0 {
                        ENEMY
                    } else {
                        OFF
                    };
                    key |= (s as usize) << (2 * k);
                }
                let table = usize::from(enemy_here);
                for &vi in &self.buckets[table][key] {
                    let v = &self.variants[vi as usize];
                    let f = &self.filters[vi as usize];
                    if !v.fits(size, row, col)
                        || f.need_empty & !wm != 0
                        || f.need_friend & !wf != 0
                        || f.need_enemy & !we != 0
                        || f.forbid_friend & wf != 0
                        || f.forbid_enemy & we != 0
                    {
                        continue;
                    }
                    let outside_ok = f.outside.iter().all(|&(dr, dc, e)| {
                        let r = (row as i32 + dr) as usize;
                        let c = (col as i32 + dc) as usize;
                        let s = match board.stone(c, r) {
                            None => None,
                            Some(s) => Some(s == color),
                        };
                        e.accepts(s)
                    });
                    if !outside_ok {
                        continue;
                    }
                    out.push(Match {
                        pattern: v.pattern,
                        transform: v.transform,
                        anchor: Point::new(col, row),
                        color,
                        mv: v.mv.map(|(dr, dc)| {
                            Point::new((col as i32 + dc) as usize, (row as i32 + dr) as usize)
                        }),
                    });
                }
            }
        }
    }
}

/// Row bitboards of a position; bit `col + 3` of `black[row]` is a black stone.
struct Planes {
    size: usize,
    black: [u32; 25],
    white: [u32; 25],
    empty: [u32; 25],
}

impl Planes {
    fn new(board: &dyn BoardView) -> Planes {
        let size = board.size().min(25);
        let mut p = Planes {
            size,
            black: [0; 25],
            white: [0; 25],
            empty: [0; 25],
        };
        for row in 0..size {
            for col in 0..size {
                let b = 1u32 << (col + 3);
                match board.stone(col, row) {
                    None => p.empty[row] |= b,
                    Some(Color::Black) => p.black[row] |= b,
                    Some(Color::White) => p.white[row] |= b,
                }
            }
        }
        p
    }
}

/// The 7x7 window of a plane around `(row, col)`; off-board points are 0.
fn window(plane: &[u32; 25], size: usize, row: usize, col: usize) -> u64 {
    let mut w = 0u64;
    for dr in -W..=W {
        let r = row as i32 + dr;
        if r < 0 || r >= size as i32 {
            continue;
        }
        let bits = (plane[r as usize] >> col) & 0x7f;
        w |= (bits as u64) << ((dr + W) * WSIZE);
    }
    w
}

/// Reference matcher: every pattern, every declared transformation, every board point,
/// checked cell by cell straight from the diagram. Slow; used to test [`Matcher`].
pub fn naive_matches(
    patterns: &[CompiledPattern],
    board: &dyn BoardView,
    color: Color,
) -> Vec<Match> {
    let n = board.size() as i32;
    let mut out = Vec::new();
    for (pi, cp) in patterns.iter().enumerate() {
        if cp.status == PatternStatus::Skipped {
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
                            let s = board.stone(bc as usize, br as usize).map(|s| s == color);
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
                    out.push(Match {
                        pattern: pi as u32,
                        transform: t,
                        anchor: Point::new(col as usize, row as usize),
                        color,
                        mv: p.move_point.map(|(r, c)| {
                            let (br, bc) = place(r as i32, c as i32);
                            Point::new(bc as usize, br as usize)
                        }),
                    });
                }
            }
        }
    }
    out
}
