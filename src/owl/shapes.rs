//! Owl candidate moves from our own pattern databases: `patterns/owl_attackpats.db`
//! (the attacker's shapes: ataris, eye-stealing, reductions), `owl_vital_apats.db`
//! (vital points of eye shapes) and `owl_defendpats.db` (the defender's: saving strings,
//! making eye shape, extending). The databases are built into the binary.
//!
//! A match counts when it touches the goal (one of its stones of the goal's colour is a
//! goal stone) and its constraint holds on the board; its move is proposed with the
//! pattern's `value(N)`. Patterns whose constraint asks for analysis that this context does
//! not supply are left out at load time.

use crate::board::{Board, Color, Point, PointSet};
use crate::patterns::ast::Entry;
use crate::patterns::{
    BoardOnly, LoadOptions, Match, MatchFilter, PatternDb, PreparedBoard, RegionMode,
};
use std::sync::OnceLock;

/// The three owl databases: attack, vital points (both for the attacker), defence.
struct OwlDbs {
    attack: PatternDb,
    vital: PatternDb,
    defend: PatternDb,
}

fn dbs() -> &'static OwlDbs {
    static DBS: OnceLock<OwlDbs> = OnceLock::new();
    DBS.get_or_init(|| {
        let load = |file: &str, text: &str| {
            let (db, errors) = PatternDb::parse(file, text, &LoadOptions::default());
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
/// attacker's and the defender's, each with its pattern value.
pub(super) fn pattern_moves(board: &Board, stones: &[Point], color: Color) -> (Scored, Scored) {
    let dbs = dbs();
    let mut goal = PointSet::new();
    for &s in stones {
        goal.insert(s);
    }
    let prep = PreparedBoard::new(board);
    let filter = MatchFilter::region(&goal, RegionMode::Touch);
    let mut found = Vec::new();
    let mut collect = |db: &PatternDb, mover: Color, out: &mut Vec<(i32, Point)>| {
        found.clear();
        db.find_matches_filtered(&prep, mover, &filter, &mut found);
        for m in &found {
            let Some(mv) = m.mv else { continue };
            if db.check_constraint(m, &mut BoardOnly(board)) != Ok(true) {
                continue;
            }
            out.push((value(db, m), mv));
        }
    };
    let (mut attack, mut defend) = (Vec::new(), Vec::new());
    collect(&dbs.attack, color.opponent(), &mut attack);
    collect(&dbs.vital, color.opponent(), &mut attack);
    collect(&dbs.defend, color, &mut defend);
    (attack, defend)
}
