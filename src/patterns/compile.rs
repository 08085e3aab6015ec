//! Compilation of parsed patterns: expansion to the transformations their symmetry declares,
//! anchoring, edge constraints, class letters as a [`ClassSet`], and the load-time policy
//! for helpers the engine lacks (decided on the typed helpers the parser resolved).

use super::ast::{Database, Edges, Element, Entry, Pattern};
use super::filter::ClassSet;
use super::helpers::Helper;
use super::symmetry::Transform;
use crate::board::{Color, Point};
use std::collections::{BTreeMap, BTreeSet};

/// What to do with a pattern whose constraint calls a helper that is not available.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UnavailablePolicy {
    /// Drop the pattern from matching (conservative; the default).
    #[default]
    SkipPattern,
    /// Keep the pattern and treat its whole constraint as true.
    AssumeTrue,
}

/// Which stones may anchor a pattern that marks no `Q`/`Y` point. GNU Go builds its owl,
/// shape, endgame, fuseki and barrier databases with both (`mkpat -b`), `defense.db`,
/// `conn.db` and `influence.db` with `O` only (the default of `mkpat`) and `attack.db` with
/// `X` only (`mkpat -X`). The choice changes the reported anchor, never the set of matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AnchorMode {
    /// The first `O` or `X` in reading order.
    #[default]
    Both,
    /// The first `O` (else the first `X`).
    Friend,
    /// The first `X` (else the first `O`).
    Enemy,
}

/// The anchor of a diagram: the last `Q`/`Y` point, else the first stone `mode` allows, else
/// the first stone of either colour.
pub fn choose_anchor(p: &Pattern, mode: AnchorMode) -> (usize, usize) {
    let cells = || {
        p.diagram
            .rows
            .iter()
            .enumerate()
            .flat_map(|(r, row)| row.iter().enumerate().map(move |(c, &ch)| (r, c, ch)))
    };
    if let Some((r, c, _)) = cells().rev().find(|&(_, _, ch)| ch == b'Q' || ch == b'Y') {
        return (r, c);
    }
    let first = |want: &[u8]| {
        cells()
            .find(|(_, _, ch)| want.contains(ch))
            .map(|(r, c, _)| (r, c))
    };
    let preferred = match mode {
        AnchorMode::Both => first(b"OX"),
        AnchorMode::Friend => first(b"O"),
        AnchorMode::Enemy => first(b"X"),
    };
    preferred.or_else(|| first(b"OX")).unwrap_or(p.anchor)
}

/// Options fixed when a database is loaded.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    pub policy: UnavailablePolicy,
    pub anchor: AnchorMode,
    /// Analysis helpers and actions the engine supplies through `HelperContext`.
    pub supplied: BTreeSet<Helper>,
}

/// How a compiled pattern takes part in matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternStatus {
    /// Matched; its constraint (if any) can be evaluated.
    Active,
    /// Matched; its constraint needs an unavailable helper and is assumed true.
    ConstraintAssumedTrue,
    /// Not matched: its constraint needs an unavailable helper.
    Skipped,
}

/// A pattern with its load-time status.
#[derive(Clone, Debug)]
pub struct CompiledPattern {
    pub pattern: Pattern,
    pub status: PatternStatus,
    /// Helpers of the constraint, `:` line and action that this engine cannot evaluate.
    pub unavailable: BTreeSet<Helper>,
    /// The class letters of the `:` line, as a set.
    pub classes: ClassSet,
}

impl CompiledPattern {
    /// The constraint to evaluate, `None` when there is none or it is assumed true.
    pub fn constraint(&self) -> Option<&super::expr::Expr> {
        match self.status {
            PatternStatus::Active => self.pattern.constraint.as_ref(),
            _ => None,
        }
    }
}

/// One pattern in one orientation, with offsets relative to its anchor stone.
#[derive(Clone, Debug)]
pub struct Variant {
    pub pattern: u32,
    pub transform: Transform,
    /// The anchor is an `O` (else an `X`).
    pub anchor_friend: bool,
    /// `(drow, dcol, element)` of every point except the anchor and `?` points.
    pub elements: Vec<(i32, i32, Element)>,
    /// Bounding box of the whole diagram: min/max row and column offsets.
    pub min_r: i32,
    pub max_r: i32,
    pub min_c: i32,
    pub max_c: i32,
    /// Board edges the transformed diagram must touch.
    pub edges: Edges,
    /// Offset of the `*` point.
    pub mv: Option<(i32, i32)>,
}

impl Variant {
    /// The element required at `(dr, dc)`, `Any` inside the box, `None` outside it.
    pub fn element_at(&self, dr: i32, dc: i32) -> Option<Element> {
        if dr == 0 && dc == 0 {
            return Some(if self.anchor_friend {
                Element::Friend
            } else {
                Element::Enemy
            });
        }
        if dr < self.min_r || dr > self.max_r || dc < self.min_c || dc > self.max_c {
            return None;
        }
        Some(
            self.elements
                .iter()
                .find(|e| e.0 == dr && e.1 == dc)
                .map_or(Element::Any, |e| e.2),
        )
    }

    /// Can the anchor stand at `(row, col)` on a board of `size` lines, as far as the box and
    /// edge constraints go?
    pub fn fits(&self, size: usize, row: usize, col: usize) -> bool {
        let (r, c, n) = (row as i32, col as i32, size as i32);
        r + self.min_r >= 0
            && c + self.min_c >= 0
            && r + self.max_r < n
            && c + self.max_c < n
            && (!self.edges.north || r + self.min_r == 0)
            && (!self.edges.south || r + self.max_r == n - 1)
            && (!self.edges.west || c + self.min_c == 0)
            && (!self.edges.east || c + self.max_c == n - 1)
    }
}

/// A match of a pattern on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Match {
    pub pattern: u32,
    pub transform: Transform,
    pub anchor: Point,
    /// The colour playing `O`.
    pub color: Color,
    pub mv: Option<Point>,
}

/// Transform the edge set of a diagram.
pub fn transform_edges(edges: Edges, t: Transform) -> Edges {
    let mut out = Edges::default();
    let dirs = [
        (edges.north, (-1, 0)),
        (edges.south, (1, 0)),
        (edges.west, (0, -1)),
        (edges.east, (0, 1)),
    ];
    for (on, (dr, dc)) in dirs {
        if !on {
            continue;
        }
        match t.apply(dr, dc) {
            (-1, 0) => out.north = true,
            (1, 0) => out.south = true,
            (0, -1) => out.west = true,
            _ => out.east = true,
        }
    }
    out
}

/// Expand one pattern into its variants.
pub fn variants_of(index: u32, p: &Pattern) -> Vec<Variant> {
    let (ar, ac) = (p.anchor.0 as i32, p.anchor.1 as i32);
    let anchor_friend = matches!(p.diagram.at(p.anchor.0, p.anchor.1), b'O' | b'Q');
    p.symmetry
        .transforms()
        .into_iter()
        .map(|t| {
            let mut v = Variant {
                pattern: index,
                transform: t,
                anchor_friend,
                elements: Vec::new(),
                min_r: 0,
                max_r: 0,
                min_c: 0,
                max_c: 0,
                edges: transform_edges(p.diagram.edges, t),
                mv: p
                    .move_point
                    .map(|(r, c)| t.apply(r as i32 - ar, c as i32 - ac)),
            };
            for (r, row) in p.diagram.rows.iter().enumerate() {
                for (c, &ch) in row.iter().enumerate() {
                    let (dr, dc) = t.apply(r as i32 - ar, c as i32 - ac);
                    v.min_r = v.min_r.min(dr);
                    v.max_r = v.max_r.max(dr);
                    v.min_c = v.min_c.min(dc);
                    v.max_c = v.max_c.max(dc);
                    let e = Element::from_char(ch).unwrap_or(Element::Any);
                    if (dr, dc) != (0, 0) && e != Element::Any {
                        v.elements.push((dr, dc, e));
                    }
                }
            }
            // Stones first: they reject most placements soonest.
            v.elements.sort_by_key(|&(dr, dc, e)| {
                let rank = match e {
                    Element::Friend | Element::Enemy => 0,
                    Element::Empty => 1,
                    _ => 2,
                };
                (rank, dr.abs() + dc.abs())
            });
            v
        })
        .collect()
}

/// Does the diagram really have the symmetry its `:` line declares? (Elements compared by
/// meaning, so `Q` equals `O`; edges must map onto edges.) A false declaration makes the
/// matcher miss the orientations it believes redundant.
pub fn symmetry_holds(p: &Pattern) -> bool {
    let d = &p.diagram;
    let (h, w) = (d.height() as i32, d.width() as i32);
    // Doubled coordinates centred on the diagram's middle, so every symmetry is integral.
    let cells = |t: Transform| {
        let mut v: Vec<(i32, i32, Element)> = Vec::new();
        for (r, row) in d.rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let (y, x) = t.apply(2 * r as i32 - (h - 1), 2 * c as i32 - (w - 1));
                v.push((y, x, Element::from_char(ch).unwrap_or(Element::Any)));
            }
        }
        v.sort_by_key(|&(y, x, _)| (y, x));
        v
    };
    let base = cells(Transform::IDENTITY);
    p.symmetry.group().iter().all(|&g| {
        let t = Transform::from_index(g as usize).unwrap_or(Transform::IDENTITY);
        cells(t) == base && transform_edges(d.edges, t) == d.edges
    })
}

/// Helpers used by a pattern (constraint, action and `:` line), with their call counts.
pub fn helpers_used(p: &Pattern) -> BTreeMap<Helper, usize> {
    let mut used = BTreeMap::new();
    let mut add = |h: &Helper, _: &[super::expr::Arg], _: usize| {
        *used.entry(*h).or_insert(0) += 1;
    };
    if let Some(c) = &p.constraint {
        c.for_each_call(&mut add);
    }
    for s in &p.action {
        s.for_each_call(&mut add);
    }
    for e in &p.entries {
        if let Entry::Helper(h) = e {
            add(h, &[], 0);
        }
    }
    used
}

/// Is `helper` evaluable under `opts`?
pub fn available(helper: Helper, opts: &LoadOptions) -> bool {
    helper.is_board_only() || opts.supplied.contains(&helper)
}

/// Decide each pattern's status under `opts`.
pub fn compile_patterns(db: &Database, opts: &LoadOptions) -> Vec<CompiledPattern> {
    db.patterns
        .iter()
        .map(|p| {
            let mut constraint_needs = BTreeSet::new();
            if let Some(c) = &p.constraint {
                c.for_each_call(&mut |&h, _, _| {
                    if !available(h, opts) {
                        constraint_needs.insert(h);
                    }
                });
            }
            for e in &p.entries {
                if let Entry::Helper(h) = *e {
                    if !available(h, opts) {
                        constraint_needs.insert(h);
                    }
                }
            }
            let mut unavailable = constraint_needs.clone();
            for s in &p.action {
                s.for_each_call(&mut |&h, _, _| {
                    if !available(h, opts) {
                        unavailable.insert(h);
                    }
                });
            }
            let status = if constraint_needs.is_empty() {
                PatternStatus::Active
            } else {
                match opts.policy {
                    UnavailablePolicy::SkipPattern => PatternStatus::Skipped,
                    UnavailablePolicy::AssumeTrue => PatternStatus::ConstraintAssumedTrue,
                }
            };
            let mut pattern = p.clone();
            pattern.anchor = choose_anchor(p, opts.anchor);
            CompiledPattern {
                classes: ClassSet::from_letters(&p.class),
                pattern,
                status,
                unavailable,
            }
        })
        .collect()
}

/// Board point of pattern cell `(row, col)` for a match of `p` anchored at `m.anchor`.
pub fn cell_point(p: &Pattern, m: &Match, row: usize, col: usize) -> Option<Point> {
    let (dr, dc) = m.transform.apply(
        row as i32 - p.anchor.0 as i32,
        col as i32 - p.anchor.1 as i32,
    );
    let r = m.anchor.row() as i32 + dr;
    let c = m.anchor.col() as i32 + dc;
    (r >= 0 && c >= 0).then(|| Point::new(c as usize, r as usize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::parser::parse_database;

    fn pattern(text: &str) -> Pattern {
        let (db, errs) = parse_database("t.db", text);
        assert_eq!(errs, vec![]);
        db.patterns[0].clone()
    }

    #[test]
    fn edge_pattern_variants_point_at_all_four_edges() {
        let p = pattern("Pattern E\n\n.*O\n...\n---\n\n:8,-\n");
        let vs = variants_of(0, &p);
        assert_eq!(vs.len(), 8);
        let mut sides = [0; 4];
        for v in &vs {
            let e = v.edges;
            assert_eq!(
                [e.north, e.south, e.west, e.east]
                    .iter()
                    .filter(|&&b| b)
                    .count(),
                1
            );
            for (i, on) in [e.north, e.south, e.west, e.east].into_iter().enumerate() {
                sides[i] += usize::from(on);
            }
        }
        assert_eq!(sides, [2, 2, 2, 2]);
        // Identity: anchor O at (0,2), move at (0,1); the bottom row is the first line.
        let v = &vs[0];
        assert_eq!(v.mv, Some((0, -1)));
        assert!(v.fits(9, 7, 5) && !v.fits(9, 6, 5) && !v.fits(9, 7, 1));
    }

    #[test]
    fn symmetric_pattern_has_fewer_variants() {
        let p = pattern("Pattern S\n\n.O.\n.*.\n\n:|,-\n");
        assert_eq!(variants_of(0, &p).len(), 4);
        assert!(symmetry_holds(&p));
        assert!(!symmetry_holds(&pattern("Pattern S\n\nOO.\n.*.\n\n:|,-\n")));
        assert!(!symmetry_holds(&pattern("Pattern S\n\n.O.\n.*.\n\n:-,-\n")));
        assert!(symmetry_holds(&pattern("Pattern S\n\n|O.\n|O.\n\n:-,-\n")));
        assert!(!symmetry_holds(&pattern(
            "Pattern S\n\n|.O.\n|.O.\n\n:|,-\n"
        )));
        assert!(symmetry_holds(&pattern(
            "Pattern S\n\n.O.\n.*.\n---\n\n:|,-\n"
        )));
        assert!(symmetry_holds(&pattern(
            "Pattern S\n\nX.X\n.*.\nX.X\n\n:X,-\n"
        )));
        assert!(!symmetry_holds(&pattern(
            "Pattern S\n\nX.X\n.*.\nX.O\n\n:X,-\n"
        )));
    }

    #[test]
    fn anchor_modes() {
        let p = pattern("Pattern A\n\n.X*\nO.X\n\n:8,-\n");
        assert_eq!(p.anchor, (0, 1));
        assert_eq!(choose_anchor(&p, AnchorMode::Both), (0, 1));
        assert_eq!(choose_anchor(&p, AnchorMode::Friend), (1, 0));
        assert_eq!(choose_anchor(&p, AnchorMode::Enemy), (0, 1));
        let only_x = pattern("Pattern B\n\n.X*\n\n:8,-\n");
        assert_eq!(choose_anchor(&only_x, AnchorMode::Friend), (0, 1));
        let q = pattern("Pattern C\n\nOQ*\nX..\n\n:8,-\n");
        assert_eq!(choose_anchor(&q, AnchorMode::Enemy), (0, 1));
    }

    #[test]
    fn policy_decides_status() {
        let (db, errs) = parse_database(
            "t.db",
            "Pattern A\n\nO*\n\n:8,-\n\nOa\n\n;lib(a)>1\n\nPattern B\n\nO*\n\n:8,-\n\nOa\n\n;attack(a)\n",
        );
        assert!(errs.is_empty());
        let skip = compile_patterns(&db, &LoadOptions::default());
        assert_eq!(skip[0].status, PatternStatus::Active);
        assert_eq!(skip[1].status, PatternStatus::Skipped);
        let assume = compile_patterns(
            &db,
            &LoadOptions {
                policy: UnavailablePolicy::AssumeTrue,
                ..Default::default()
            },
        );
        assert_eq!(assume[1].status, PatternStatus::ConstraintAssumedTrue);
        let supplied = compile_patterns(
            &db,
            &LoadOptions {
                supplied: [Helper::Attack].into(),
                ..Default::default()
            },
        );
        assert_eq!(supplied[1].status, PatternStatus::Active);
    }
}
