//! The evaluator of constraint and action trees ([`Evaluator`]) and what
//! the engine offers it ([`HelperContext`]).
//!
//! Board-only helpers ([`super::helpers::HelperKind::Board`]) are computed here on the engine's
//! [`Board`]: liberties, legality and captures come from its rules, and
//! trial moves are played on a private clone of the position (made once per evaluated match,
//! when a helper first needs one), so they change no node counter of the caller. Every other
//! helper is answered by the engine through [`HelperContext`].

use super::expr::{Arg, BinOp, Expr, Stmt, UnOp};
use super::helpers::Helper;
use crate::board::{Board, Color, Counter, Point, PointSet};

/// One call of an analysis helper or action, as the engine receives it.
#[derive(Clone, Copy, Debug)]
pub struct HelperCall<'a> {
    pub helper: Helper,
    /// The player the pattern is matched for (its `O`).
    pub color: Color,
    /// The pattern's move point (`*`), if it has one.
    pub mv: Option<Point>,
    /// The arguments as board points; `None` for a tenuki (`?`).
    pub args: &'a [Option<Point>],
}

/// What the engine offers to constraint and action evaluation.
///
/// Board-only helpers are computed from [`HelperContext::board`]; every other helper is asked
/// for through [`HelperContext::call`] with its typed [`Helper`], which returns `None` for
/// helpers this engine does not (yet) supply.
///
/// The trait is shaped for the analyses that will implement it: a static-analysis context
/// holds the position and the engine's tactical reader and answers `attack`, `defend`,
/// `oplay_attack`... by reading; an owl search implements it on the board it is searching
/// (trial moves included), with its reader, and returns the set of stones it is reading
/// from [`HelperContext::goal`], which the `owl_*` helpers consult. [`BoardOnly`] is the
/// context that knows the board alone.
pub trait HelperContext {
    /// The position being matched.
    fn board(&self) -> &Board;
    /// The goal of an owl search: the stones whose life is being read. `None` outside owl.
    fn goal(&self) -> Option<&PointSet> {
        None
    }
    /// Evaluate an analysis helper or action; `None` if this context does not supply it.
    fn call(&mut self, call: &HelperCall<'_>) -> Option<f64>;
}

/// A context that knows only the board: every analysis helper is unavailable.
pub struct BoardOnly<'a>(pub &'a Board);

impl HelperContext for BoardOnly<'_> {
    fn board(&self) -> &Board {
        self.0
    }

    fn call(&mut self, _: &HelperCall<'_>) -> Option<f64> {
        None
    }
}

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("helper {0} is not available in this engine")]
    Unavailable(Helper),
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
    /// A copy of the position for trial moves, made when first needed.
    scratch: Scratch<'c>,
}

/// The copy of the position an [`Evaluator`] plays trial moves on: its
/// own, or one its caller keeps for several evaluations on the same
/// position (a copy of the board is most of the cost of a constraint that
/// asks a liberty helper).
enum Scratch<'c> {
    Own(Option<Box<Board>>),
    Shared(&'c mut Option<Box<Board>>),
}

impl Scratch<'_> {
    fn get(&mut self) -> &mut Option<Box<Board>> {
        match self {
            Scratch::Own(b) => b,
            Scratch::Shared(b) => b,
        }
    }
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
            scratch: Scratch::Own(None),
        }
    }

    /// This evaluator with its trial moves played on `scratch`, a copy of
    /// the context's board made by the first evaluation that needs one
    /// (or `None` until then). The board must not change while the copy
    /// is shared: trial moves are always taken back.
    pub fn sharing(self, scratch: &'c mut Option<Box<Board>>) -> Evaluator<'c> {
        Evaluator {
            scratch: Scratch::Shared(scratch),
            ..self
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
            Expr::Call { callee, args, .. } => self.call(*callee, args)?,
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

    fn call(&mut self, helper: Helper, args: &[Arg]) -> Result<f64, EvalError> {
        debug_assert!(
            helper.arity().accepts(args.len()),
            "resolved calls have the right arity"
        );
        // The arguments' points, in a buffer on the stack for the usual few.
        let mut few = [None; 8];
        let many: Vec<Option<Point>>;
        let points: &[Option<Point>] = if args.len() <= few.len() {
            for (slot, &a) in few.iter_mut().zip(args) {
                *slot = self.point(a);
            }
            &few[..args.len()]
        } else {
            many = args.iter().map(|&a| self.point(a)).collect();
            &many
        };
        if !helper.is_board_only() {
            let call = HelperCall {
                helper,
                color: self.color,
                mv: self.mv,
                args: points,
            };
            return self.ctx.call(&call).ok_or(EvalError::Unavailable(helper));
        }
        let board = self.ctx.board();
        Ok(board_helper(
            board,
            self.scratch.get(),
            helper,
            self.color,
            points,
        ))
    }
}

fn b(x: bool) -> f64 {
    if x {
        1.0
    } else {
        0.0
    }
}

/// What a trial move did: liberties and size of the string it made, stones it captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Trial {
    libs: usize,
    stones: usize,
    captured: usize,
}

/// Play `color` at `p` on the scratch copy of `board` (ko ignored, as the liberty helpers
/// ask what the stone would have), note the result and take the move back. `None` when `p`
/// is occupied or the move is suicide.
fn trial(board: &Board, scratch: &mut Option<Box<Board>>, color: Color, p: Point) -> Option<Trial> {
    if !board.is_empty(p) || board.is_suicide(p, color) {
        return None;
    }
    let s = scratch.get_or_insert_with(|| Box::new(board.detached()));
    let before = s.captures(color);
    // The copy's node counter is never read: the caller's counts do not change.
    if !s.try_ko_move(p, color, Counter::Reading) {
        return None;
    }
    let t = Trial {
        libs: s.stone_libs(p),
        stones: s.string_size(p),
        captured: (s.captures(color) - before) as usize,
    };
    s.undo();
    Some(t)
}

/// The board-only helpers. `color` is the pattern's `O`. Legality (`legal_omove`,
/// `legal_xmove`) follows [`Board::is_legal`]: occupied points, suicide and the board's
/// simple-ko point are illegal. The liberty and capture helpers ignore ko.
fn board_helper(
    board: &Board,
    scratch: &mut Option<Box<Board>>,
    helper: Helper,
    color: Color,
    args: &[Option<Point>],
) -> f64 {
    let o = color;
    let x = color.opponent();
    let arg = |i: usize| args.get(i).copied().flatten();
    let Some(p) = arg(0) else {
        return 0.0;
    };
    let libs_after =
        |s: &mut Option<Box<Board>>, c: Color| trial(board, s, c, p).map_or(0, |t| t.libs) as f64;
    let somewhere = |c: Color| args.iter().flatten().any(|&q| board.color_at(q) == Some(c));
    let suicide = |c: Color| board.is_empty(p) && board.is_suicide(p, c);
    match helper {
        Helper::Lib => board.libs(p) as f64,
        Helper::Olib | Helper::ApproxOlib => libs_after(scratch, o),
        Helper::Xlib | Helper::ApproxXlib => libs_after(scratch, x),
        Helper::LegalOmove => b(board.is_legal(p, o)),
        Helper::LegalXmove => b(board.is_legal(p, x)),
        Helper::OSuicide => b(suicide(o)),
        Helper::XSuicide => b(suicide(x)),
        Helper::OSomewhere => b(somewhere(o)),
        Helper::XSomewhere => b(somewhere(x)),
        Helper::Ko => b(is_ko_point(board, scratch, p)),
        Helper::Wormsize => board.string_size(p) as f64,
        Helper::SameString => b(arg(1).is_some_and(|q| board.same_string(p, q))),
        Helper::OCapturesSomething => b(captures(board, scratch, o, p)),
        Helper::XCapturesSomething => b(captures(board, scratch, x, p)),
        // Only board-only helpers are evaluated here.
        _ => 0.0,
    }
}

fn captures(board: &Board, scratch: &mut Option<Box<Board>>, color: Color, p: Point) -> bool {
    trial(board, scratch, color, p).is_some_and(|t| t.captured > 0)
}

/// Is `p` an empty point where a ko capture is possible, or a lone stone that can be taken
/// back by a ko capture?
fn is_ko_point(board: &Board, scratch: &mut Option<Box<Board>>, p: Point) -> bool {
    let single = Some(Trial {
        libs: 1,
        stones: 1,
        captured: 1,
    });
    let mut ko_capture_at = |q: Point, c: Color| trial(board, scratch, c, q) == single;
    match board.color_at(p) {
        None => ko_capture_at(p, Color::Black) || ko_capture_at(p, Color::White),
        Some(c) => {
            board.string_size(p) == 1
                && board.libs(p) == 1
                && board
                    .liberties(p)
                    .first()
                    .is_some_and(|&lib| ko_capture_at(lib, c.opponent()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::parse_diagram;
    use crate::patterns::expr::parse_constraint;

    fn eval(
        board: &str,
        color: Color,
        text: &str,
        labels: &[(char, (usize, usize))],
    ) -> Result<f64, EvalError> {
        let board = parse_diagram(board).unwrap();
        let mut ctx = BoardOnly(&board);
        let map: Vec<(char, Point)> = labels
            .iter()
            .map(|&(c, (col, row))| (c, Point::new(col, row)))
            .collect();
        let label = move |c: char| map.iter().find(|l| l.0 == c).map(|l| l.1);
        let mut ev = Evaluator::new(&mut ctx, color, None, &label);
        let expr = parse_constraint(text).unwrap().resolve().unwrap();
        ev.eval(&expr)
    }

    #[test]
    fn evaluators_sharing_a_scratch_board_answer_as_fresh_ones() {
        // Trial moves are taken back, so one copy of the board serves every
        // evaluation on the same position.
        let board = parse_diagram(". X O .\n. X O .\n. . . .\n. . . .").unwrap();
        let cases = [
            ("olib(a)", (3, 0), Color::White),
            ("xlib(a)", (3, 0), Color::White),
            ("olib(a) + xlib(a)", (0, 0), Color::Black),
            ("o_captures_something(a)", (3, 0), Color::Black),
            ("xlib(a)", (0, 2), Color::Black),
        ];
        let mut shared = None;
        for (text, (col, row), color) in cases {
            let expr = parse_constraint(text).unwrap().resolve().unwrap();
            let label = move |c: char| (c == 'a').then(|| Point::new(col, row));
            let mut ctx = BoardOnly(&board);
            let fresh = Evaluator::new(&mut ctx, color, None, &label).eval(&expr);
            let mut ctx = BoardOnly(&board);
            let reused = Evaluator::new(&mut ctx, color, None, &label)
                .sharing(&mut shared)
                .eval(&expr);
            assert_eq!(fresh, reused, "{text}");
            let copy = shared.as_ref().expect("a liberty helper made the copy");
            assert_eq!(copy.hash(), board.hash(), "{text}");
        }
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
        assert_eq!(r, Err(EvalError::Unavailable(Helper::Attack)));
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
    fn ko_point_of_the_board_is_not_legal() {
        // Black has just taken the ko: white may not retake at once, though the move would
        // capture one stone and have a liberty.
        let mut board = parse_diagram(". X O .\nX O . O\n. X O .\n. . . .").unwrap();
        let capture = Point::new(2, 1);
        board
            .play(crate::board::Move::Play(capture), Color::Black)
            .unwrap();
        let retake = Point::new(1, 1);
        assert_eq!(board.color_at(retake), None);
        let mut ctx = BoardOnly(&board);
        let label = |c: char| (c == 'a').then_some(retake);
        let mut ev = Evaluator::new(&mut ctx, Color::White, None, &label);
        let e = |t: &str| parse_constraint(t).unwrap().resolve().unwrap();
        assert_eq!(ev.eval(&e("legal_omove(a)")), Ok(0.0));
        assert_eq!(
            ev.eval(&e("olib(a) == 1 && o_captures_something(a) && ko(a)")),
            Ok(1.0)
        );
    }

    #[test]
    fn trial_moves_leave_the_counters_alone() {
        let board = parse_diagram(". X O .\nX O . O\n. X O .\n. . . .").unwrap();
        let mut ctx = BoardOnly(&board);
        let label = |c: char| (c == 'a').then_some(Point::new(2, 1));
        let mut ev = Evaluator::new(&mut ctx, Color::Black, None, &label);
        let e = parse_constraint("olib(a) + xlib(a) + ko(a)")
            .unwrap()
            .resolve()
            .unwrap();
        assert_eq!(ev.eval(&e), Ok(1.0 + 3.0 + 1.0));
        for c in Counter::ALL {
            assert_eq!(board.nodes(c), 0);
        }
    }
}
