//! The registry of helper functions callable from constraints and actions, the
//! [`HelperContext`] trait through which the engine supplies analysis helpers, the helpers
//! that only need the board, and the evaluator of constraint and action trees.

use super::board::{BoardView, Color, Grid, Point};
use super::expr::{Arg, BinOp, Expr, Stmt, UnOp};
use std::fmt;

/// How many arguments a helper takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Exact(usize),
    AtLeast(usize),
}

impl Arity {
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exact(k) => n == k,
            Arity::AtLeast(k) => n >= k,
        }
    }
}

impl fmt::Display for Arity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arity::Exact(k) => write!(f, "{k}"),
            Arity::AtLeast(k) => write!(f, "{k} or more"),
        }
    }
}

/// Who computes a helper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperKind {
    /// Computed here from the stones on the board alone.
    Board,
    /// Needs engine analysis (reading, dragons, eyes, influence); supplied via [`HelperContext`].
    Analysis,
    /// An action with a side effect on move generation; supplied via [`HelperContext`].
    Action,
    /// A hand-written helper named on the `:` line; supplied via [`HelperContext`].
    PatternHelper,
}

/// One registered helper.
#[derive(Clone, Copy, Debug)]
pub struct HelperSpec {
    pub name: &'static str,
    pub arity: Arity,
    pub kind: HelperKind,
}

use Arity::{AtLeast, Exact};
use HelperKind::{Action, Analysis, Board, PatternHelper};

macro_rules! spec {
    ($name:literal, $arity:expr, $kind:expr) => {
        HelperSpec {
            name: $name,
            arity: $arity,
            kind: $kind,
        }
    };
}

/// Every helper name used by GNU Go's databases (and ours), with arity and kind.
pub const REGISTRY: &[HelperSpec] = &[
    // Board-only helpers, implemented in this file.
    spec!("lib", Exact(1), Board),
    spec!("olib", Exact(1), Board),
    spec!("xlib", Exact(1), Board),
    spec!("approx_olib", Exact(1), Board),
    spec!("approx_xlib", Exact(1), Board),
    spec!("legal_omove", Exact(1), Board),
    spec!("legal_xmove", Exact(1), Board),
    spec!("o_suicide", Exact(1), Board),
    spec!("x_suicide", Exact(1), Board),
    spec!("o_somewhere", AtLeast(1), Board),
    spec!("x_somewhere", AtLeast(1), Board),
    spec!("ko", Exact(1), Board),
    spec!("wormsize", Exact(1), Board),
    spec!("same_string", Exact(2), Board),
    spec!("o_captures_something", Exact(1), Board),
    spec!("x_captures_something", Exact(1), Board),
    // Tactical reading.
    spec!("attack", Exact(1), Analysis),
    spec!("defend", Exact(1), Analysis),
    spec!("does_attack", Exact(2), Analysis),
    spec!("does_defend", Exact(2), Analysis),
    spec!("safe_omove", Exact(1), Analysis),
    spec!("safe_xmove", Exact(1), Analysis),
    spec!("odefend_against", Exact(2), Analysis),
    spec!("xdefend_against", Exact(2), Analysis),
    spec!("oplay_attack", AtLeast(2), Analysis),
    spec!("xplay_attack", AtLeast(2), Analysis),
    spec!("oplay_defend", AtLeast(2), Analysis),
    spec!("xplay_defend", AtLeast(2), Analysis),
    spec!("oplay_attack_either", AtLeast(3), Analysis),
    spec!("xplay_attack_either", AtLeast(3), Analysis),
    spec!("oplay_defend_both", AtLeast(3), Analysis),
    spec!("xplay_defend_both", AtLeast(3), Analysis),
    spec!("oplay_break_through", AtLeast(3), Analysis),
    spec!("xplay_break_through", AtLeast(3), Analysis),
    spec!("oplay_connect", AtLeast(2), Analysis),
    spec!("xplay_connect", AtLeast(2), Analysis),
    spec!("oplay_disconnect", AtLeast(2), Analysis),
    spec!("xplay_disconnect", AtLeast(2), Analysis),
    spec!("oplay_lib", AtLeast(2), Analysis),
    spec!("xcut", Exact(1), Analysis),
    spec!("ocut", Exact(1), Analysis),
    spec!("lib2", Exact(1), Analysis),
    spec!("lib3", Exact(1), Analysis),
    spec!("lib4", Exact(1), Analysis),
    spec!("potential_cutstone", Exact(1), Analysis),
    spec!("seki_helper", Exact(1), Analysis),
    spec!("vital_chain", Exact(1), Analysis),
    spec!("adjacent_to_stone_in_atari", Exact(1), Analysis),
    spec!("adjacent_to_defendable_stone_in_atari", Exact(1), Analysis),
    spec!("good_attack_threat", Exact(2), Analysis),
    spec!("finish_ko_helper", Exact(1), Analysis),
    spec!("squeeze_ko_helper", Exact(1), Analysis),
    spec!("backfill_helper", Exact(3), Analysis),
    spec!("connect_and_cut_helper", Exact(3), Analysis),
    spec!("connect_and_cut_helper2", Exact(3), Analysis),
    spec!("disconnect_helper", Exact(2), Analysis),
    spec!("break_mirror_helper", Exact(1), Analysis),
    spec!("distrust_tactics_helper", Exact(1), Analysis),
    spec!("bent_four_helper", Exact(1), Analysis),
    spec!("edge_double_sente", Exact(4), Analysis),
    spec!("x_visible_along_edge", Exact(2), Analysis),
    spec!("o_visible_along_edge", Exact(2), Analysis),
    // Dragons and status.
    spec!("alive", Exact(1), Analysis),
    spec!("dead", Exact(1), Analysis),
    spec!("critical", Exact(1), Analysis),
    spec!("unknown", Exact(1), Analysis),
    spec!("status", Exact(1), Analysis),
    spec!("weak", Exact(1), Analysis),
    spec!("weakness", Exact(1), Analysis),
    spec!("genus", Exact(1), Analysis),
    spec!("dragonsize", Exact(1), Analysis),
    spec!("effective_size", Exact(1), Analysis),
    spec!("same_dragon", Exact(2), Analysis),
    spec!("has_aji", Exact(1), Analysis),
    spec!("o_alive_somewhere", AtLeast(1), Analysis),
    spec!("x_alive_somewhere", AtLeast(1), Analysis),
    spec!("is_surrounded", Exact(1), Analysis),
    spec!("does_surround", Exact(2), Analysis),
    spec!("surround_map", Exact(2), Analysis),
    // Eyes.
    spec!("eye", Exact(1), Analysis),
    spec!("proper_eye", Exact(1), Analysis),
    spec!("marginal_eye", Exact(1), Analysis),
    spec!("halfeye", Exact(1), Analysis),
    spec!("false_eye", Exact(1), Analysis),
    spec!("max_eye_value", Exact(1), Analysis),
    spec!("obvious_false_oeye", Exact(1), Analysis),
    spec!("obvious_false_xeye", Exact(1), Analysis),
    // Owl.
    spec!("owl_escape_value", Exact(1), Analysis),
    spec!("owl_goal_dragon", Exact(1), Analysis),
    spec!("owl_eyespace", Exact(1), Analysis),
    spec!("owl_big_eyespace", Exact(1), Analysis),
    spec!("owl_proper_eye", Exact(1), Analysis),
    spec!("owl_strong_dragon", Exact(1), Analysis),
    spec!("owl_topological_eye", Exact(2), Analysis),
    spec!("owl_threatens", Exact(2), Analysis),
    spec!("owl_maxeye", Exact(1), Analysis),
    spec!("owl_mineye", Exact(1), Analysis),
    spec!("owl_lunch", Exact(1), Analysis),
    spec!("owl_eye_size", Exact(1), Analysis),
    // Influence and territory.
    spec!("xmoyo", Exact(1), Analysis),
    spec!("omoyo", Exact(1), Analysis),
    spec!("omoyo_opposite", Exact(1), Analysis),
    spec!("xarea", Exact(1), Analysis),
    spec!("oarea", Exact(1), Analysis),
    spec!("xterri", Exact(1), Analysis),
    spec!("oterri", Exact(1), Analysis),
    spec!("false_eye_territory", Exact(1), Analysis),
    spec!("remaining_handicap_stones", Exact(0), Analysis),
    // Engine state read as a bare variable name.
    spec!("doing_scoring", Exact(0), Analysis),
    spec!("total_handicap_stones", Exact(0), Analysis),
    // Actions.
    spec!("antisuji", Exact(1), Action),
    spec!("replace", Exact(2), Action),
    spec!("backfill_replace", Exact(2), Action),
    spec!("add_connect_move", Exact(2), Action),
    spec!("add_cut_move", Exact(2), Action),
    spec!("add_defend_both_move", Exact(2), Action),
    spec!("test_attack_either_move", Exact(2), Action),
    spec!("amalgamate", Exact(2), Action),
    spec!("amalgamate_most_valuable_helper", Exact(3), Action),
    spec!("not_lunch", Exact(2), Action),
    spec!("threaten_to_save", Exact(1), Action),
    spec!("threaten_to_capture", Exact(1), Action),
    spec!("prevent_attack_threat", Exact(1), Action),
    spec!("defend_against_atari", Exact(1), Action),
    spec!("known_safe_move", Exact(1), Action),
    spec!("non_oterritory", Exact(1), Action),
    spec!("non_xterritory", Exact(1), Action),
    spec!("make_proper_eye", Exact(1), Action),
    spec!("remove_halfeye", Exact(1), Action),
    spec!("remove_eyepoint", Exact(1), Action),
    spec!("remove_attack", Exact(1), Action),
    // Hand-written helpers named on `:` lines.
    spec!("thrash_around_helper", Exact(0), PatternHelper),
    spec!("jump_out_helper", Exact(0), PatternHelper),
    spec!("jump_out_far_helper", Exact(0), PatternHelper),
    spec!("high_handicap_helper", Exact(0), PatternHelper),
    spec!("reinforce_helper", Exact(0), PatternHelper),
    spec!("throw_in_atari_helper", Exact(0), PatternHelper),
    spec!("cutstone2_helper", Exact(0), PatternHelper),
];

/// Look a helper up by name.
pub fn lookup(name: &str) -> Option<&'static HelperSpec> {
    REGISTRY.iter().find(|s| s.name == name)
}

/// What the engine offers to constraint and action evaluation.
///
/// Board-only helpers are computed from [`HelperContext::board`]; every other helper is asked
/// for through [`HelperContext::call`], which returns `None` for helpers this engine does not
/// (yet) supply.
pub trait HelperContext {
    /// The position being matched.
    fn board(&self) -> &dyn BoardView;
    /// A point where the side to move may not play because of a ko, if any.
    fn ko_ban(&self) -> Option<Point> {
        None
    }
    /// Evaluate the analysis helper or action `name` for the player `color` (the pattern's `O`).
    /// Arguments are board points, `None` for a tenuki; `mv` is the pattern's move point.
    fn call(
        &mut self,
        name: &str,
        color: Color,
        mv: Option<Point>,
        args: &[Option<Point>],
    ) -> Option<f64>;
}

/// A context that knows only the board: every analysis helper is unavailable.
pub struct BoardOnly<'a>(pub &'a dyn BoardView);

impl HelperContext for BoardOnly<'_> {
    fn board(&self) -> &dyn BoardView {
        self.0
    }

    fn call(&mut self, _: &str, _: Color, _: Option<Point>, _: &[Option<Point>]) -> Option<f64> {
        None
    }
}

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("helper {0} is not available in this engine")]
    Unavailable(String),
    #[error("helper {name} called with {got} arguments, expected {expected}")]
    Arity {
        name: String,
        got: usize,
        expected: Arity,
    },
    #[error("division by zero")]
    DivisionByZero,
}

/// Evaluation of one matched pattern: colour, move and label positions are fixed.
pub struct Evaluator<'c> {
    pub ctx: &'c mut dyn HelperContext,
    pub color: Color,
    pub mv: Option<Point>,
    /// Board point of each label.
    pub label: &'c dyn Fn(char) -> Option<Point>,
    grid: Option<Grid>,
}

impl<'c> Evaluator<'c> {
    pub fn new(
        ctx: &'c mut dyn HelperContext,
        color: Color,
        mv: Option<Point>,
        label: &'c dyn Fn(char) -> Option<Point>,
    ) -> Evaluator<'c> {
        Evaluator {
            ctx,
            color,
            mv,
            label,
            grid: None,
        }
    }

    fn point(&self, a: Arg) -> Option<Point> {
        match a {
            Arg::Label(c) => (self.label)(c),
            Arg::Move => self.mv,
            Arg::Tenuki => None,
        }
    }

    /// Evaluate an expression to a number (booleans are 0 and 1, as in C).
    pub fn eval(&mut self, e: &Expr) -> Result<f64, EvalError> {
        Ok(match e {
            Expr::Num(v) | Expr::Const(_, v) => *v,
            Expr::Call { name, args, .. } => self.call(name, args)?,
            Expr::Unary(op, a) => {
                let v = self.eval(a)?;
                match op {
                    UnOp::Not => b(v == 0.0),
                    UnOp::Neg => -v,
                    UnOp::Plus => v,
                    UnOp::BitNot => !(v as i64) as f64,
                }
            }
            Expr::Binary(BinOp::And, a, c) => b(self.eval(a)? != 0.0 && self.eval(c)? != 0.0),
            Expr::Binary(BinOp::Or, a, c) => b(self.eval(a)? != 0.0 || self.eval(c)? != 0.0),
            Expr::Binary(op, a, c) => {
                let (x, y) = (self.eval(a)?, self.eval(c)?);
                match op {
                    BinOp::Eq => b(x == y),
                    BinOp::Ne => b(x != y),
                    BinOp::Lt => b(x < y),
                    BinOp::Le => b(x <= y),
                    BinOp::Gt => b(x > y),
                    BinOp::Ge => b(x >= y),
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Div if y == 0.0 => return Err(EvalError::DivisionByZero),
                    BinOp::Div => x / y,
                    BinOp::Rem if y as i64 == 0 => return Err(EvalError::DivisionByZero),
                    BinOp::Rem => (x as i64).wrapping_rem(y as i64) as f64,
                    BinOp::BitOr => ((x as i64) | (y as i64)) as f64,
                    BinOp::BitXor => ((x as i64) ^ (y as i64)) as f64,
                    BinOp::BitAnd => ((x as i64) & (y as i64)) as f64,
                    BinOp::Shl => ((x as i64).wrapping_shl(y as u32)) as f64,
                    BinOp::Shr => ((x as i64).wrapping_shr(y as u32)) as f64,
                    BinOp::And | BinOp::Or => unreachable!("handled above"),
                }
            }
            Expr::Cond(c, t, f) => {
                if self.eval(c)? != 0.0 {
                    self.eval(t)?
                } else {
                    self.eval(f)?
                }
            }
        })
    }

    /// Run action statements; returns the value of a `return`, if one ran.
    pub fn run(&mut self, stmts: &[Stmt]) -> Result<Option<f64>, EvalError> {
        for s in stmts {
            if let Some(v) = self.stmt(s)? {
                return Ok(Some(v));
            }
        }
        Ok(None)
    }

    fn stmt(&mut self, s: &Stmt) -> Result<Option<f64>, EvalError> {
        match s {
            Stmt::Expr(e) => {
                self.eval(e)?;
                Ok(None)
            }
            Stmt::Return(e) => Ok(Some(self.eval(e)?)),
            Stmt::If(c, t, e) => {
                if self.eval(c)? != 0.0 {
                    self.stmt(t)
                } else if let Some(e) = e {
                    self.stmt(e)
                } else {
                    Ok(None)
                }
            }
            Stmt::Block(body) => self.run(body),
        }
    }

    fn call(&mut self, name: &str, args: &[Arg]) -> Result<f64, EvalError> {
        let spec = lookup(name).ok_or_else(|| EvalError::Unavailable(name.to_string()))?;
        if !spec.arity.accepts(args.len()) {
            return Err(EvalError::Arity {
                name: name.to_string(),
                got: args.len(),
                expected: spec.arity,
            });
        }
        let points: Vec<Option<Point>> = args.iter().map(|&a| self.point(a)).collect();
        if spec.kind != HelperKind::Board {
            let (color, mv) = (self.color, self.mv);
            return self
                .ctx
                .call(name, color, mv, &points)
                .ok_or_else(|| EvalError::Unavailable(name.to_string()));
        }
        let ko_ban = self.ctx.ko_ban();
        let grid = self
            .grid
            .get_or_insert_with(|| Grid::from_view(self.ctx.board()));
        Ok(board_helper(grid, name, self.color, ko_ban, &points))
    }
}

fn b(x: bool) -> f64 {
    if x {
        1.0
    } else {
        0.0
    }
}

/// Liberties a stone of `color` would have after being played at `p` (0 if occupied or suicide),
/// and the number of stones it would capture.
fn play_result(grid: &Grid, color: Color, p: Point) -> Option<(usize, usize, usize)> {
    let mut g = grid.clone();
    let captured = g.play(color, p)?;
    let (stones, libs) = g.string_and_liberties(p);
    Some((libs.len(), captured, stones.len()))
}

/// The board-only helpers. `color` is the pattern's `O`.
fn board_helper(
    grid: &Grid,
    name: &str,
    color: Color,
    ko_ban: Option<Point>,
    args: &[Option<Point>],
) -> f64 {
    let o = color;
    let x = color.opponent();
    let arg = |i: usize| args.get(i).copied().flatten();
    let Some(p) = arg(0) else {
        return 0.0;
    };
    let libs_after = |c: Color| play_result(grid, c, p).map_or(0, |r| r.0) as f64;
    let legal = |c: Color| {
        play_result(grid, c, p).is_some_and(|(libs, _, _)| libs > 0)
            && !(c == o && ko_ban == Some(p))
    };
    let suicide = |c: Color| play_result(grid, c, p).is_some_and(|(libs, _, _)| libs == 0);
    let captures = |c: Color| play_result(grid, c, p).map_or(0, |r| r.1) > 0;
    let somewhere = |c: Color| args.iter().flatten().any(|&q| grid.get(q) == Some(c));
    match name {
        "lib" => grid.string_and_liberties(p).1.len() as f64,
        "olib" | "approx_olib" => libs_after(o),
        "xlib" | "approx_xlib" => libs_after(x),
        "legal_omove" => b(legal(o)),
        "legal_xmove" => b(legal(x)),
        "o_suicide" => b(suicide(o)),
        "x_suicide" => b(suicide(x)),
        "o_somewhere" => b(somewhere(o)),
        "x_somewhere" => b(somewhere(x)),
        "ko" => b(is_ko_point(grid, p)),
        "wormsize" => grid.string_and_liberties(p).0.len() as f64,
        "same_string" => {
            let stones = grid.string_and_liberties(p).0;
            b(arg(1).is_some_and(|q| stones.contains(&q)))
        }
        "o_captures_something" => b(captures(o)),
        "x_captures_something" => b(captures(x)),
        _ => 0.0,
    }
}

/// Is `p` an empty point where a ko capture is possible, or a lone stone that can be taken
/// back by a ko capture?
fn is_ko_point(grid: &Grid, p: Point) -> bool {
    let ko_capture_at = |q: Point, c: Color| matches!(play_result(grid, c, q), Some((1, 1, 1)));
    match grid.get(p) {
        None => ko_capture_at(p, Color::Black) || ko_capture_at(p, Color::White),
        Some(c) => {
            let (stones, libs) = grid.string_and_liberties(p);
            stones.len() == 1 && libs.len() == 1 && ko_capture_at(libs[0], c.opponent())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::expr::parse_constraint;

    fn eval(
        board: &str,
        color: Color,
        text: &str,
        labels: &[(char, (usize, usize))],
    ) -> Result<f64, EvalError> {
        let grid = Grid::from_diagram(board).unwrap();
        let mut ctx = BoardOnly(&grid);
        let map: Vec<(char, Point)> = labels
            .iter()
            .map(|&(c, (col, row))| (c, Point::new(col, row)))
            .collect();
        let label = move |c: char| map.iter().find(|l| l.0 == c).map(|l| l.1);
        let mut ev = Evaluator::new(&mut ctx, color, None, &label);
        ev.eval(&parse_constraint(text).unwrap())
    }

    #[test]
    fn liberty_helpers() {
        let board = ". X O .\n. X O .\n. . . .\n. . . .";
        assert_eq!(
            eval(board, Color::White, "lib(a)", &[('a', (1, 0))]),
            Ok(3.0)
        );
        assert_eq!(
            eval(
                board,
                Color::White,
                "lib(a) + wormsize(a)*10",
                &[('a', (2, 1))]
            ),
            Ok(23.0)
        );
        // White playing at 3,0 joins the white string, which then has 2 liberties.
        assert_eq!(
            eval(board, Color::White, "olib(a)", &[('a', (3, 0))]),
            Ok(2.0)
        );
        assert_eq!(
            eval(board, Color::White, "xlib(a)", &[('a', (3, 0))]),
            Ok(1.0)
        );
        assert_eq!(
            eval(
                board,
                Color::Black,
                "o_somewhere(a,b) && !x_somewhere(a)",
                &[('a', (1, 0)), ('b', (0, 0))]
            ),
            Ok(1.0)
        );
    }

    #[test]
    fn ko_and_suicide() {
        let board = ". X O .\nX O . O\n. X O .\n. . . .";
        // Black captures at 2,1 by ko; the white stone at 1,1 is a ko stone.
        assert_eq!(
            eval(
                board,
                Color::Black,
                "ko(a) && ko(b)",
                &[('a', (2, 1)), ('b', (1, 1))]
            ),
            Ok(1.0)
        );
        assert_eq!(
            eval(
                board,
                Color::Black,
                "o_captures_something(a)",
                &[('a', (2, 1))]
            ),
            Ok(1.0)
        );
        let corner = ". X\nX .";
        assert_eq!(
            eval(
                corner,
                Color::White,
                "o_suicide(a) && !legal_omove(a) && legal_xmove(a)",
                &[('a', (0, 0))]
            ),
            Ok(1.0)
        );
    }

    #[test]
    fn analysis_helpers_are_unavailable_on_a_bare_board() {
        let r = eval(
            ". .\n. .",
            Color::Black,
            "lib(a) > 5 || attack(a)",
            &[('a', (0, 0))],
        );
        assert_eq!(r, Err(EvalError::Unavailable("attack".into())));
        // Short-circuit: the analysis helper is never reached.
        assert_eq!(
            eval(
                ". .\n. .",
                Color::Black,
                "lib(a) < 5 || attack(a)",
                &[('a', (0, 0))]
            ),
            Ok(1.0)
        );
    }

    #[test]
    fn arithmetic_never_panics() {
        let e = |t: &str| eval(". .\n. .", Color::Black, t, &[]);
        assert_eq!(e("-99999999999999999999999 % -1"), Ok(0.0));
        assert_eq!(e("7 % 0"), Err(EvalError::DivisionByZero));
        assert_eq!(e("1 / 0"), Err(EvalError::DivisionByZero));
        assert_eq!(e("1 << 99 >> 99"), e("1 << 99 >> 99"));
        assert_eq!(e("2 * 3 + 4 == 10 ? ~0 : 5"), Ok(-1.0));
    }

    #[test]
    fn registry_has_unique_names() {
        let mut names: Vec<_> = REGISTRY.iter().map(|s| s.name).collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len());
    }
}
