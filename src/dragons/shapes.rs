//! Connection shapes from `patterns/conn.db`: class `C` patterns whose
//! constraint (tactical reading of the cut) holds join their `O` stones.

use crate::board::{Board, Color, Counter, Point};
use crate::patterns::{
    CompiledPattern, Helper, HelperCall, HelperContext, LoadOptions, Match, PatternDb,
    PatternStatus, PreparedBoard,
};
use crate::reading::{ReadResult, Reader};
use std::sync::OnceLock;

/// The connection database, compiled once from the copy built into the
/// binary (so the engine needs no files at run time).
pub fn conn_db() -> &'static PatternDb {
    static DB: OnceLock<PatternDb> = OnceLock::new();
    DB.get_or_init(|| {
        let opts = LoadOptions {
            supplied: ReadingContext::SUPPLIED.iter().copied().collect(),
            ..LoadOptions::default()
        };
        let (db, errors) = PatternDb::parse(
            "patterns/conn.db",
            include_str!("../../patterns/conn.db"),
            &opts,
        );
        debug_assert!(errors.is_empty(), "conn.db: {errors:?}");
        db
    })
}

/// Pattern helpers answered by tactical reading on the board being
/// matched.
pub struct ReadingContext<'a> {
    pub board: &'a mut Board,
    pub reader: &'a mut Reader,
    /// Moves already on the search stack.
    pub stackp: usize,
}

impl ReadingContext<'_> {
    /// The helpers this context evaluates.
    pub const SUPPLIED: &'static [Helper] = &[
        Helper::Attack,
        Helper::Defend,
        Helper::XplayAttack,
        Helper::OplayAttack,
        Helper::XplayDefend,
        Helper::OplayDefend,
    ];

    /// Plays `moves` alternately from `first` (stopping at an illegal
    /// one), asks `attack` (or defend) of the string at `target`, and
    /// takes the moves back. A target that is not a stone counts as
    /// captured.
    fn after_moves(
        &mut self,
        first: Color,
        moves: &[Option<Point>],
        target: Point,
        attack: bool,
    ) -> bool {
        let mut played = 0;
        let mut color = first;
        let mut legal = true;
        for m in moves {
            if let Some(p) = m {
                if !self.board.try_move(*p, color, Counter::Reading) {
                    legal = false;
                    break;
                }
                played += 1;
            }
            color = color.opponent();
        }
        let sp = self.stackp + played;
        let answer = if !legal {
            // An illegal move in the sequence: the shape does not arise.
            false
        } else if self.board.color_at(target).is_none() {
            attack
        } else if attack {
            self.reader.attack(self.board, target, sp).code != ReadResult::Lose
        } else {
            self.reader.defend(self.board, target, sp).code != ReadResult::Lose
        };
        for _ in 0..played {
            self.board.undo();
        }
        answer
    }
}

impl HelperContext for ReadingContext<'_> {
    fn board(&self) -> &Board {
        self.board
    }

    fn call(&mut self, call: &HelperCall<'_>) -> Option<f64> {
        let o = call.color;
        let (first, attack) = match call.helper {
            Helper::Attack | Helper::Defend => {
                let t = call.args.first().copied().flatten()?;
                if self.board.color_at(t).is_none() {
                    return Some(0.0);
                }
                let sp = self.stackp;
                let r = if call.helper == Helper::Attack {
                    self.reader.attack(self.board, t, sp)
                } else {
                    self.reader.defend(self.board, t, sp)
                };
                return Some(f64::from(r.code != ReadResult::Lose));
            }
            Helper::XplayAttack => (o.opponent(), true),
            Helper::OplayAttack => (o, true),
            Helper::XplayDefend => (o.opponent(), false),
            Helper::OplayDefend => (o, false),
            _ => return None,
        };
        let (target, moves) = call.args.split_last()?;
        let target = (*target)?;
        Some(f64::from(self.after_moves(first, moves, target, attack)))
    }
}

/// The `O` stones of a match (in the pattern's diagram, transformed).
fn o_stones(pattern: &CompiledPattern, m: &Match, board: &Board) -> Vec<Point> {
    let p = &pattern.pattern;
    let mut out = Vec::new();
    for (r, row) in p.diagram.rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch == b'O' || ch == b'Q' {
                if let Some(q) = crate::patterns::compile::cell_point(p, m, r, c) {
                    if board.on_board(q) && board.color_at(q) == Some(m.color) {
                        out.push(q);
                    }
                }
            }
        }
    }
    out
}

/// The empty points a match's lower-case labels mark (the cut points its
/// constraint reads).
fn cut_points(db: &PatternDb, m: &Match, board: &Board) -> Vec<Point> {
    let p = &db.pattern(m).pattern;
    p.labels
        .keys()
        .filter(|l| l.is_ascii_lowercase())
        .filter_map(|&l| db.label_point(m, l))
        .filter(|&q| board.on_board(q) && board.is_empty(q))
        .collect()
}

/// A connection shape found on the board.
pub struct ShapeLink {
    /// The pattern's name.
    pub pattern: &'static str,
    /// The `O` stones it joins.
    pub stones: Vec<Point>,
    /// The cut points its reading refuted.
    pub cuts: Vec<Point>,
}

/// Every connection-pattern match on `board` whose constraint holds, for
/// both colours or `only` one.
pub fn shape_links(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    only: Option<Color>,
) -> Vec<ShapeLink> {
    let db = conn_db();
    let mut matches = Vec::new();
    {
        let prep = PreparedBoard::new(board);
        for color in [Color::Black, Color::White] {
            if only.is_some_and(|o| o != color) {
                continue;
            }
            db.find_matches_prepared(&prep, color, &mut matches);
        }
    }
    let mut out = Vec::new();
    // One copy of the board for every constraint's trial moves.
    let mut scratch = None;
    for m in matches {
        let pattern = db.pattern(&m);
        if pattern.status != PatternStatus::Active || !pattern.pattern.class.contains('C') {
            continue;
        }
        let stones = o_stones(pattern, &m, board);
        if stones.len() < 2 {
            continue;
        }
        let mut ctx = ReadingContext {
            board,
            reader,
            stackp,
        };
        if db.check_constraint_on(&m, &mut ctx, &mut scratch) == Ok(true) {
            out.push(ShapeLink {
                pattern: pattern.pattern.name.as_str(),
                cuts: cut_points(db, &m, board),
                stones,
            });
        }
    }
    out
}
