//! Pattern databases: a compiler for GNU Go's `.db` pattern language and a fast matcher.
//!
//! # Pipeline
//!
//! `parser` reads a file line by line into the syntax tree of `ast` (constraints and actions
//! through the expression parser of `expr`); errors name file, line and column, and parsing
//! resumes at the next `Pattern` header so one run reports every broken pattern. While a
//! pattern is parsed, each helper name of its constraint and action is resolved once into a
//! typed [`Helper`] (`helpers` holds the registry: name, arity, kind), so a wrong name or
//! argument count is an error naming file and line, and evaluation never looks a name up.
//! `compile` decides, per pattern, whether its constraint can be evaluated with the helpers
//! this engine has (the board-only ones, computed in `helpers` on the engine's
//! [`Board`], and those listed in [`LoadOptions::supplied`]) and applies
//! the load-time [`UnavailablePolicy`]; it expands each pattern into one
//! [`compile::Variant`] per transformation its symmetry class declares (8, 4 or 2),
//! anchored on the `Q`/`Y` point or else on the first `O` or `X` in reading order, with the
//! bounding box and the board edges the diagram's `|`, `-`, `+` markers demand. `matcher`
//! finds matches, optionally limited by a [`MatchFilter`] (`filter`: a region of the board
//! and class letters); [`eval::Evaluator`] evaluates a match's constraint and action
//! against a [`HelperContext`] the engine implements.
//!
//! # Example
//!
//! ```
//! use tesuji::board::parse_diagram;
//! use tesuji::patterns::{BoardOnly, Color, LoadOptions, PatternDb, Point};
//!
//! let text = "Pattern Hane\n\n?X?\nO*.\n---\n\n:8,-\n\n?X?\nO*a\n---\n\n;xlib(a) > 1\n";
//! let (db, errors) = PatternDb::parse("example.db", text, &LoadOptions::default());
//! assert!(errors.is_empty());
//! // X is black, O is white; White to play, so White is the patterns' O.
//! let board = parse_diagram(
//!     ". . . . .\n. . . . .\n. . . . .\n. . X . .\n. O . . .",
//! ).unwrap();
//! let matches = db.find_matches(&board, Color::White);
//! assert_eq!(matches.len(), 1);
//! assert_eq!(matches[0].mv, Some(Point::new(2, 4)));
//! let mut ctx = BoardOnly(&board);
//! assert_eq!(db.check_constraint(&matches[0], &mut ctx), Ok(true));
//! ```
//!
//! # Matching approach
//!
//! GNU Go compiles all patterns into one DFA over a spiral scan. We use a stone index plus
//! bit-parallel filters instead, which is simpler to build, has no state explosion, and is
//! fast because real positions reject almost every candidate at the first test:
//!
//! 1. **Stone index.** Every variant contains a stone (its anchor is one), so only stones are
//!    visited. At compile time each variant chooses the stone of its diagram whose
//!    surroundings are most specific and is filed, in one table for `O` stones and one for `X`
//!    stones, under every key its diagram allows: the states (empty, `O`, `X`, off-board) of
//!    the eight surrounding points, or of the four orthogonal ones when the eight-point key
//!    would admit more than `matcher::CAP8` values. At match time each stone computes both keys
//!    and reads two buckets. A variant has one index stone, so no match is found twice.
//! 2. **Bit-parallel window test.** The position is kept as padded row bitboards (black,
//!    white, empty); for the visited stone three 49-bit masks describe the 7x7 window around
//!    it. Each candidate carries five masks (must be empty / `O` / `X`, must not be `O` / `X`)
//!    and is accepted or rejected with one OR of five ANDs.
//! 3. **Box and edges.** The transformed bounding box must fit on the board and touch exactly
//!    the edges the diagram marks (a few integer comparisons).
//! 4. Elements more than three lines from the index stone are checked one by one.
//!
//! [`PreparedBoard`] computes the windows and keys of every stone once per position, so the
//! several databases an owl search consults, for both colours, share that work.
//!
//! On the 387 positions of a 351-move 19x19 game, GNU Go's owl attack and defence databases
//! (6,944 variants) are filed so that about 27 candidates are tested per visited stone, of
//! which about 3 match.
//!
//! `matcher::naive_matches` tries every pattern, transformation and board point cell by cell
//! straight from the diagram; property tests check that both matchers find identical sets.
//!
//! The matcher is geometric. A [`MatchFilter`] limits it to a region (the anchor, or any
//! required stone or the move point, inside a set of points: GNU Go's restriction to
//! patterns touching the goal dragon) and to patterns whose class letters include or exclude
//! given ones. What else GNU Go's matcher adds is left to the engine, applied to each match:
//! the dragon-status checks of the class letters `O o X x` and the `s`/`n` safety checks.
//!
//! # Helpers
//!
//! Board-only helpers (`lib`, `olib`, `legal_omove`, `ko`, ...) are computed on the engine's
//! [`Board`] with its rules; their trial moves are played on a private
//! clone of the position, so evaluating a constraint changes no node counter. Every other
//! helper is asked of the engine through [`HelperContext::call`], which receives the typed
//! [`Helper`] and its points ([`HelperCall`]); an owl search implements the trait on its own
//! board and reader and exposes its goal through [`HelperContext::goal`].
//!
//! # Unavailable helpers
//!
//! Helpers that need engine analysis (reading, owl, dragons, eyes, influence) are registered
//! but evaluated only through [`HelperContext::call`]. At load time each pattern whose
//! constraint (or `:`-line helper) uses a helper not computed here and not listed in
//! [`LoadOptions::supplied`] is either skipped ([`UnavailablePolicy::SkipPattern`], the
//! default) or kept with its constraint assumed true ([`UnavailablePolicy::AssumeTrue`]).
//!
//! # Formats
//!
//! `eyes.db` (eye shapes with four-digit values) is detected and parsed into
//! [`ast::EyeShape`]s; it is not matched on boards. The Monte Carlo `mc_*.db` files (3x3
//! weights without `Pattern` headers) are detected and reported as a different format,
//! not parsed.

pub mod ast;
pub mod cli;
pub mod compile;
pub mod eval;
pub mod expr;
pub mod filter;
pub mod game;
pub mod helpers;
pub mod matcher;
pub mod parser;
pub mod symmetry;

pub use crate::board::{Color, Point};
pub use ast::{Database, DbFormat, EyeShape, Pattern};
pub use compile::{
    AnchorMode, CompiledPattern, LoadOptions, Match, PatternStatus, UnavailablePolicy,
};
pub use eval::{BoardOnly, EvalError, HelperCall, HelperContext};
pub use filter::{ClassFilter, ClassSet, MatchFilter, Region, RegionMode};
pub use helpers::Helper;
pub use matcher::PreparedBoard;
pub use parser::ParseError;

use crate::board::Board;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Directory of the databases shipped with tesuji, relative to the working directory.
pub const DEFAULT_DIR: &str = "patterns";

/// A loaded, compiled pattern database.
#[derive(Clone, Debug)]
pub struct PatternDb {
    pub file: String,
    pub format: DbFormat,
    pub attribute_map: Option<String>,
    pub patterns: Vec<CompiledPattern>,
    pub eye_shapes: Vec<EyeShape>,
    matcher: matcher::Matcher,
}

/// A database file could not be read.
#[derive(Debug, thiserror::Error)]
#[error("{path}: {source}")]
pub struct LoadError {
    pub path: String,
    #[source]
    pub source: std::io::Error,
}

impl PatternDb {
    /// Parse and compile `text`. Patterns with syntax errors are left out; the errors are
    /// returned alongside.
    pub fn parse(file: &str, text: &str, opts: &LoadOptions) -> (PatternDb, Vec<ParseError>) {
        let (db, errors) = parser::parse_database(file, text);
        let patterns = compile::compile_patterns(&db, opts);
        let matcher = matcher::Matcher::new(&patterns);
        (
            PatternDb {
                file: db.file,
                format: db.format,
                attribute_map: db.attribute_map,
                patterns,
                eye_shapes: db.eye_shapes,
                matcher,
            },
            errors,
        )
    }

    /// Read and compile a file (bytes that are not UTF-8 are replaced).
    pub fn load(
        path: &Path,
        opts: &LoadOptions,
    ) -> Result<(PatternDb, Vec<ParseError>), LoadError> {
        let bytes =
            crate::util::read_input(path, crate::util::MAX_TEXT_INPUT).map_err(|source| {
                LoadError {
                    path: path.display().to_string(),
                    source,
                }
            })?;
        let text = String::from_utf8_lossy(&bytes);
        Ok(PatternDb::parse(&path.display().to_string(), &text, opts))
    }

    /// Number of compiled variants (pattern orientations) in the matcher.
    pub fn variant_count(&self) -> usize {
        self.matcher.variant_count()
    }

    /// All matches for the player `color` (who plays the patterns' `O`), fast matcher.
    pub fn find_matches(&self, board: &Board, color: Color) -> Vec<Match> {
        let mut out = Vec::new();
        self.matcher.find_matches(board, color, &mut out);
        out
    }

    /// Same as [`PatternDb::find_matches`], appending to `out` (no allocation when reused).
    pub fn find_matches_into(&self, board: &Board, color: Color, out: &mut Vec<Match>) {
        self.matcher.find_matches(board, color, out);
    }

    /// Matches on a position prepared once with [`PreparedBoard::new`], appended to `out`:
    /// the fastest way to match several databases for both colours.
    pub fn find_matches_prepared(&self, prep: &PreparedBoard, color: Color, out: &mut Vec<Match>) {
        self.matcher.find_matches_prepared(prep, color, out);
    }

    /// How far any pattern reaches from the stone it is filed under, in
    /// rows or columns ([`PreparedBoard::near`]).
    pub fn reach(&self) -> i32 {
        self.matcher.reach()
    }

    /// The matches on a prepared position that `filter` lets through (a region, class
    /// letters), appended to `out`.
    pub fn find_matches_filtered(
        &self,
        prep: &PreparedBoard,
        color: Color,
        filter: &MatchFilter,
        out: &mut Vec<Match>,
    ) {
        self.matcher.find_matches_filtered(prep, color, filter, out);
    }

    /// All matches by the slow reference matcher.
    pub fn naive_matches(&self, board: &Board, color: Color) -> Vec<Match> {
        matcher::naive_matches(&self.patterns, board, color)
    }

    /// The matches `filter` lets through, by the slow reference matcher.
    pub fn naive_matches_filtered(
        &self,
        board: &Board,
        color: Color,
        filter: &MatchFilter,
    ) -> Vec<Match> {
        matcher::naive_matches_filtered(&self.patterns, board, color, filter)
    }

    /// The pattern of a match.
    pub fn pattern(&self, m: &Match) -> &CompiledPattern {
        &self.patterns[m.pattern as usize]
    }

    /// Board point of a constraint-diagram label in a match.
    pub fn label_point(&self, m: &Match, label: char) -> Option<Point> {
        let p = &self.pattern(m).pattern;
        let &(r, c) = p.labels.get(&label)?;
        compile::cell_point(p, m, r, c)
    }

    /// Evaluate the constraint of a match: `Ok(true)` when there is none (or it is assumed
    /// true under [`UnavailablePolicy::AssumeTrue`]).
    pub fn check_constraint(
        &self,
        m: &Match,
        ctx: &mut dyn HelperContext,
    ) -> Result<bool, EvalError> {
        self.check_constraint_on(m, ctx, &mut None)
    }

    /// [`PatternDb::check_constraint`], with the trial moves of the liberty
    /// helpers played on `scratch`: a copy of the context's board, made when
    /// first needed and kept for the next matches on the same position.
    pub fn check_constraint_on(
        &self,
        m: &Match,
        ctx: &mut dyn HelperContext,
        scratch: &mut Option<Box<Board>>,
    ) -> Result<bool, EvalError> {
        let Some(c) = self.pattern(m).constraint() else {
            return Ok(true);
        };
        let label = |l: char| self.label_point(m, l);
        let mut ev = eval::Evaluator::new(ctx, m.color, m.mv, &label).sharing(scratch);
        Ok(ev.eval(c)? != 0.0)
    }

    /// Run the action of a match; returns the value of a `return` statement, if any.
    pub fn run_action(
        &self,
        m: &Match,
        ctx: &mut dyn HelperContext,
    ) -> Result<Option<f64>, EvalError> {
        let label = |l: char| self.label_point(m, l);
        let mut ev = eval::Evaluator::new(ctx, m.color, m.mv, &label);
        ev.run(&self.pattern(m).pattern.action)
    }

    /// Helpers used by this database that the engine cannot evaluate, with the number of
    /// patterns using each.
    pub fn unavailable_helpers(&self) -> BTreeMap<String, usize> {
        let mut out = BTreeMap::new();
        for p in &self.patterns {
            for h in &p.unavailable {
                *out.entry(h.name().to_string()).or_insert(0) += 1;
            }
        }
        out
    }
}

/// Where to find database `name`: the path itself if it exists, else inside `dir`
/// (default [`DEFAULT_DIR`]).
pub fn resolve_db_path(name: &Path, dir: Option<&Path>) -> PathBuf {
    if name.exists() {
        return name.to_path_buf();
    }
    dir.unwrap_or(Path::new(DEFAULT_DIR)).join(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PointSet;

    const DB: &str = "\
Pattern Hane
# Hane under a lone stone.

?X?
O*.
---

:8,-

?X?
O*a
---

;xlib(a) > 1

Pattern Wrong

O

:8,-

b

;lib(c)>1
";

    /// The same cutting shape twice, under two class letters.
    const REGION_DB: &str = "Pattern Cut\n\nXO\nO*\n\n:8,s\n\nPattern CutX\n\nXO\nO*\n\n:8,X\n";

    const TWO_CUTS: &str = "\
        . . . . . . . . .\n\
        . X O . . . . . .\n\
        . O . . . . . . .\n\
        . . . . . . . . .\n\
        . . . . . . . . .\n\
        . . . . . . . . .\n\
        . . . . . . X O .\n\
        . . . . . . O . .\n\
        . . . . . . . . .";

    /// Matches for White under `filter` as (pattern, move) pairs; both matchers must agree.
    fn limited(db: &PatternDb, board: &Board, filter: &MatchFilter) -> Vec<(String, String)> {
        let prep = PreparedBoard::new(board);
        let mut fast = Vec::new();
        db.find_matches_filtered(&prep, Color::White, filter, &mut fast);
        fast.sort();
        let mut naive = db.naive_matches_filtered(board, Color::White, filter);
        naive.sort();
        assert_eq!(fast, naive, "fast and naive matchers disagree");
        let mut out: Vec<(String, String)> = fast
            .iter()
            .map(|m| {
                let mv = m.mv.map_or("-".into(), |p| p.to_vertex(board.size()));
                (db.pattern(m).pattern.name.clone(), mv)
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|&(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn matching_limited_to_a_region() {
        let (db, errs) = PatternDb::parse("r.db", REGION_DB, &LoadOptions::default());
        assert!(errs.is_empty(), "{errs:?}");
        let board = crate::board::parse_diagram(TWO_CUTS).unwrap();
        // The cuts are at C7 (top left) and H2 (bottom right).
        assert_eq!(
            limited(&db, &board, &MatchFilter::default()),
            pairs(&[("Cut", "C7"), ("Cut", "H2"), ("CutX", "C7"), ("CutX", "H2")])
        );
        let mut top_left = PointSet::new();
        for row in 0..4 {
            for col in 0..4 {
                top_left.insert(Point::new(col, row));
            }
        }
        for mode in [RegionMode::Anchor, RegionMode::Touch] {
            assert_eq!(
                limited(&db, &board, &MatchFilter::region(&top_left, mode)),
                pairs(&[("Cut", "C7"), ("CutX", "C7")]),
                "{mode:?}"
            );
        }
        // Only the move point of the bottom-right cut: it touches the region, but its
        // anchor (the X stone on G3) lies outside.
        let mut h2 = PointSet::new();
        h2.insert(Point::parse_vertex("H2", 9).unwrap());
        assert_eq!(
            limited(&db, &board, &MatchFilter::region(&h2, RegionMode::Touch)),
            pairs(&[("Cut", "H2"), ("CutX", "H2")])
        );
        assert!(limited(&db, &board, &MatchFilter::region(&h2, RegionMode::Anchor)).is_empty());
        // A stone of the match other than the anchor: the white stone on G2.
        let mut g2 = PointSet::new();
        g2.insert(Point::parse_vertex("G2", 9).unwrap());
        assert_eq!(
            limited(&db, &board, &MatchFilter::region(&g2, RegionMode::Touch)),
            pairs(&[("Cut", "H2"), ("CutX", "H2")])
        );
        let empty = PointSet::new();
        for mode in [RegionMode::Anchor, RegionMode::Touch] {
            assert!(limited(&db, &board, &MatchFilter::region(&empty, mode)).is_empty());
        }
    }

    #[test]
    fn matching_limited_by_class() {
        let (db, _) = PatternDb::parse("r.db", REGION_DB, &LoadOptions::default());
        let board = crate::board::parse_diagram(TWO_CUTS).unwrap();
        let classes = |required: &str, forbidden: &str| MatchFilter {
            classes: ClassFilter::new(required, forbidden),
            ..MatchFilter::default()
        };
        assert_eq!(
            limited(&db, &board, &classes("s", "")),
            pairs(&[("Cut", "C7"), ("Cut", "H2")])
        );
        assert_eq!(
            limited(&db, &board, &classes("", "s")),
            pairs(&[("CutX", "C7"), ("CutX", "H2")])
        );
        assert!(limited(&db, &board, &classes("sX", "")).is_empty());
        assert!(limited(&db, &board, &classes("", "sX")).is_empty());
        let mut top_left = PointSet::new();
        top_left.insert(Point::parse_vertex("B8", 9).unwrap());
        let both = MatchFilter::region(&top_left, RegionMode::Anchor)
            .with_classes(ClassFilter::new("X", ""));
        assert_eq!(limited(&db, &board, &both), pairs(&[("CutX", "C7")]));
    }

    #[test]
    fn end_to_end_match_and_constraint() {
        let (db, errs) = PatternDb::parse("t.db", DB, &LoadOptions::default());
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].message.contains("label 'c'"));
        let board =
            crate::board::parse_diagram(". . . . .\n. . . . .\n. . . . .\n. . X . .\n. O . . .")
                .unwrap();
        let ms = db.find_matches(&board, Color::White);
        assert_eq!(ms.len(), 1, "{ms:?}");
        let m = ms[0];
        assert_eq!(
            m.anchor,
            Point::new(2, 3),
            "anchored on the X, first stone in reading order"
        );
        assert_eq!(m.mv, Some(Point::new(2, 4)));
        assert_eq!(db.label_point(&m, 'a'), Some(Point::new(3, 4)));
        assert_eq!(db.naive_matches(&board, Color::White), ms);
        assert!(db.find_matches(&board, Color::Black).is_empty());
        let mut ctx = BoardOnly(&board);
        assert_eq!(db.check_constraint(&m, &mut ctx), Ok(true));
    }
}
