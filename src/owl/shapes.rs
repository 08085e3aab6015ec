//! Owl candidate moves from our own pattern databases: `patterns/owl_attackpats.db`
//! (the attacker's shapes: ataris, eye-stealing, reductions), `owl_vital_apats.db`
//! (vital points of eye shapes) and `owl_defendpats.db` (the defender's: saving strings,
//! making eye shape, extending). The databases are built into the binary.
//!
//! A match counts when it touches the goal (one of its stones of the goal's colour is a
//! goal stone) and its constraint holds; its move is proposed with the pattern's
//! `value(N)`. Constraints are evaluated on the searched board ([`OwlHelpers`]): the
//! board-only helpers, tactical reading (`attack`, `defend`, `oplay_*`, `xplay_*`,
//! `safe_omove`, `safe_xmove`) and `owl_escape_value`. Patterns whose constraint asks for
//! anything else are left out at load time.

use crate::board::{Board, Color, Counter, Point, PointSet};
use crate::dragons::shapes::ReadingContext;
use crate::patterns::ast::Entry;
use crate::patterns::{
    Helper, HelperCall, HelperContext, LoadOptions, Match, MatchFilter, PatternDb, PreparedBoard,
    Region, RegionMode,
};
use crate::reading::{ReadResult, Reader};
use std::sync::OnceLock;

/// Steps from a point within which [`escape_value`] counts open points.
const ESCAPE_VALUE_STEPS: usize = 3;

/// `owl_escape_value(p)` for a goal of colour `color`: the empty points
/// within [`ESCAPE_VALUE_STEPS`] of `p` (itself included when empty) that
/// touch no enemy stone, reached through such points only. Open points
/// around a move are where the goal could run to.
fn escape_value(board: &Board, p: Point, color: Color) -> usize {
    if !board.on_board(p) {
        return 0;
    }
    let own = usize::from(crate::dragons::open_point(board, p, color));
    own + crate::dragons::room_to_run(board, &[p], color, ESCAPE_VALUE_STEPS, false)
}

/// The helpers owl's pattern constraints may call, answered on the board
/// being searched: tactical reading through [`ReadingContext`], the safety
/// of a move, and the goal's escape value.
struct OwlHelpers<'a> {
    board: &'a mut Board,
    reader: &'a mut Reader,
    stackp: usize,
    /// The goal's colour.
    goal: Color,
}

impl OwlHelpers<'_> {
    /// The helpers this context evaluates beyond [`ReadingContext::SUPPLIED`].
    const EXTRA: &'static [Helper] =
        &[Helper::SafeOmove, Helper::SafeXmove, Helper::OwlEscapeValue];

    /// Whether a stone of `color` on `p` is legal and cannot be captured.
    fn safe(&mut self, p: Point, color: Color) -> bool {
        if !self.board.try_move(p, color, Counter::Reading) {
            return false;
        }
        let r = self.reader.attack(self.board, p, self.stackp + 1);
        self.board.undo();
        r.code == ReadResult::Lose
    }
}

impl HelperContext for OwlHelpers<'_> {
    fn board(&self) -> &Board {
        self.board
    }

    fn call(&mut self, call: &HelperCall<'_>) -> Option<f64> {
        let first = || call.args.first().copied().flatten();
        match call.helper {
            Helper::OwlEscapeValue => Some(escape_value(self.board, first()?, self.goal) as f64),
            Helper::SafeOmove => Some(f64::from(self.safe(first()?, call.color))),
            Helper::SafeXmove => Some(f64::from(self.safe(first()?, call.color.opponent()))),
            _ => ReadingContext {
                board: self.board,
                reader: self.reader,
                stackp: self.stackp,
            }
            .call(call),
        }
    }
}

/// The three owl databases: attack, vital points (both for the attacker), defence.
struct OwlDbs {
    attack: PatternDb,
    vital: PatternDb,
    defend: PatternDb,
}

fn dbs() -> &'static OwlDbs {
    static DBS: OnceLock<OwlDbs> = OnceLock::new();
    DBS.get_or_init(|| {
        let opts = LoadOptions {
            supplied: ReadingContext::SUPPLIED
                .iter()
                .chain(OwlHelpers::EXTRA)
                .copied()
                .collect(),
            ..LoadOptions::default()
        };
        let load = |file: &str, text: &str| {
            let (db, errors) = PatternDb::parse(file, text, &opts);
            debug_assert!(errors.is_empty(), "{file}: {errors:?}");
            db
        };
        OwlDbs {
            attack: load(
                "patterns/owl_attackpats.db",
                include_str!("../../patterns/owl_attackpats.db"),
            ),
            vital: load(
                "patterns/owl_vital_apats.db",
                include_str!("../../patterns/owl_vital_apats.db"),
            ),
            defend: load(
                "patterns/owl_defendpats.db",
                include_str!("../../patterns/owl_defendpats.db"),
            ),
        }
    })
}

/// A pattern's `value(N)`, or 0.
fn value(db: &PatternDb, m: &Match) -> i32 {
    db.pattern(m)
        .pattern
        .entries
        .iter()
        .find_map(|e| match e {
            Entry::Value { name, value } if name == "value" => Some(*value as i32),
            _ => None,
        })
        .unwrap_or(0)
}

/// Candidate moves with their values; a point may come once per pattern that
/// proposes it (the owl's candidate lists keep the highest value).
pub(super) type Scored = Vec<(i32, Point)>;

/// Moves the databases propose around the goal `stones` (of colour `color`): the
/// attacker's and the defender's, each with its pattern value. Constraints read
/// tactically with `reader` (`stackp` moves on the stack).
pub(super) fn pattern_moves(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    stones: &[Point],
    color: Color,
) -> (Scored, Scored) {
    let dbs = dbs();
    let mut goal = PointSet::new();
    for &s in stones {
        goal.insert(s);
    }
    // Matches first (on a snapshot of the board), constraints after, since
    // reading them plays moves on the board.
    let mut found: Vec<(&PatternDb, bool, Match, Point)> = Vec::new();
    {
        let region = Region::new(&goal, RegionMode::Touch);
        let filter = MatchFilter {
            region: Some(region),
            ..MatchFilter::default()
        };
        let reach = [&dbs.attack, &dbs.vital, &dbs.defend]
            .iter()
            .map(|db| db.reach())
            .max()
            .unwrap_or(0);
        let prep = PreparedBoard::near(board, &region, reach);
        let mut batch = Vec::new();
        for (db, defends, mover) in [
            (&dbs.attack, false, color.opponent()),
            (&dbs.vital, false, color.opponent()),
            (&dbs.defend, true, color),
        ] {
            batch.clear();
            db.find_matches_filtered(&prep, mover, &filter, &mut batch);
            found.extend(
                batch
                    .drain(..)
                    .filter_map(|m| m.mv.map(|mv| (db, defends, m, mv))),
            );
        }
    }
    let mut ctx = OwlHelpers {
        board,
        reader,
        stackp,
        goal: color,
    };
    let (mut attack, mut defend) = (Vec::new(), Vec::new());
    // One copy of the board for every constraint's trial moves.
    let mut scratch = None;
    for (db, defends, m, mv) in found {
        if db.check_constraint_on(&m, &mut ctx, &mut scratch) == Ok(true) {
            let out = if defends { &mut defend } else { &mut attack };
            out.push((value(db, &m), mv));
        }
    }
    (attack, defend)
}
