//! Constraint (`;`) and action (`>`) lines: a small C-like expression language, its syntax
//! tree, lexer and recursive-descent parser.
//!
//! Grammar (C precedence): `?:` < `||` < `&&` < `|` < `^` < `&` < `== !=` < `< <= > >=` <
//! `<< >>` < `+ -` < `* / %` < unary `! - + ~` < primary. Primaries are numbers, the
//! result constants (`WIN`, `KO_A`, ...), parenthesised expressions and helper calls whose
//! arguments are labels from the constraint diagram, `*` (the move) or `?` (a tenuki).
//! Actions are statements: `if (e) s [else s]`, `return e;`, `{ ... }` and `e;`.
//!
//! The parser leaves helper names as text ([`RawExpr`], [`RawStmt`]); compiling a pattern
//! resolves each call once into its typed [`Helper`] ([`Expr::map_calls`], or
//! [`Expr::resolve`] for the name and arity checks alone), which is what the evaluator runs.

use super::helpers::{self, Helper};
use std::fmt;

/// A helper-call argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A letter label of the constraint diagram.
    Label(char),
    /// `*`: the move point.
    Move,
    /// `?`: a tenuki (pass) in a move sequence.
    Tenuki,
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Label(c) => write!(f, "{c}"),
            Arg::Move => f.write_str("*"),
            Arg::Tenuki => f.write_str("?"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Not,
    Neg,
    Plus,
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Or,
    And,
    BitOr,
    BitXor,
    BitAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// An expression; `pos` fields are byte offsets into the joined constraint/action text.
/// `H` is what a call names: the helper's text as parsed ([`RawExpr`]), or the resolved
/// [`Helper`] (the default) once the pattern is compiled.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr<H = Helper> {
    Num(f64),
    /// A named constant such as `WIN`, with its value.
    Const(&'static str, f64),
    Call {
        callee: H,
        args: Vec<Arg>,
        pos: usize,
    },
    Unary(UnOp, Box<Expr<H>>),
    Binary(BinOp, Box<Expr<H>>, Box<Expr<H>>),
    Cond(Box<Expr<H>>, Box<Expr<H>>, Box<Expr<H>>),
}

/// An action statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt<H = Helper> {
    Expr(Expr<H>),
    If(Expr<H>, Box<Stmt<H>>, Option<Box<Stmt<H>>>),
    Return(Expr<H>),
    Block(Vec<Stmt<H>>),
}

/// An expression as parsed, helpers named by text.
pub type RawExpr = Expr<String>;
/// A statement as parsed, helpers named by text.
pub type RawStmt = Stmt<String>;

/// Rebuilds a call tree with new callees; see [`Expr::map_calls`].
type CallMap<'f, A, B> = dyn FnMut(A, &[Arg], usize) -> Option<B> + 'f;

impl<A> Expr<A> {
    /// The same expression with each callee replaced by `f(callee, arguments, position)`,
    /// calls visited in evaluation order. `None` if `f` refused any call; every call is
    /// still visited, so that `f` can report each error.
    pub fn map_calls<B>(self, f: &mut CallMap<'_, A, B>) -> Option<Expr<B>> {
        Some(match self {
            Expr::Num(v) => Expr::Num(v),
            Expr::Const(n, v) => Expr::Const(n, v),
            Expr::Call { callee, args, pos } => {
                let callee = f(callee, &args, pos)?;
                Expr::Call { callee, args, pos }
            }
            Expr::Unary(op, e) => Expr::Unary(op, Box::new(e.map_calls(f)?)),
            Expr::Binary(op, a, b) => {
                let a = a.map_calls(f);
                let b = b.map_calls(f);
                Expr::Binary(op, Box::new(a?), Box::new(b?))
            }
            Expr::Cond(a, b, c) => {
                let a = a.map_calls(f);
                let b = b.map_calls(f);
                let c = c.map_calls(f);
                Expr::Cond(Box::new(a?), Box::new(b?), Box::new(c?))
            }
        })
    }
}

impl<A> Stmt<A> {
    /// [`Expr::map_calls`] for a statement.
    pub fn map_calls<B>(self, f: &mut CallMap<'_, A, B>) -> Option<Stmt<B>> {
        Some(match self {
            Stmt::Expr(e) => Stmt::Expr(e.map_calls(f)?),
            Stmt::Return(e) => Stmt::Return(e.map_calls(f)?),
            Stmt::If(c, t, e) => {
                let c = c.map_calls(f);
                let t = t.map_calls(f);
                let e = e.map(|e| e.map_calls(f));
                let e = match e {
                    Some(e) => Some(Box::new(e?)),
                    None => None,
                };
                Stmt::If(c?, Box::new(t?), e)
            }
            Stmt::Block(body) => {
                let body: Vec<Option<Stmt<B>>> = body.into_iter().map(|s| s.map_calls(f)).collect();
                Stmt::Block(body.into_iter().collect::<Option<Vec<_>>>()?)
            }
        })
    }
}

impl RawExpr {
    /// Resolve every helper name (see [`helpers::resolve`]); the errors of all bad calls, in
    /// evaluation order.
    pub fn resolve(self) -> Result<Expr, Vec<ExprError>> {
        let mut errors = Vec::new();
        let resolved = self.map_calls(&mut |name, args, pos| {
            helpers::resolve(&name, args.len())
                .map_err(|message| errors.push(ExprError { pos, message }))
                .ok()
        });
        resolved.ok_or(errors)
    }
}

impl<H> Expr<H> {
    /// Visit every helper call (callee, arguments, position) in evaluation order.
    pub fn for_each_call(&self, f: &mut dyn FnMut(&H, &[Arg], usize)) {
        match self {
            Expr::Num(_) | Expr::Const(..) => {}
            Expr::Call { callee, args, pos } => f(callee, args, *pos),
            Expr::Unary(_, e) => e.for_each_call(f),
            Expr::Binary(_, a, b) => {
                a.for_each_call(f);
                b.for_each_call(f);
            }
            Expr::Cond(a, b, c) => {
                a.for_each_call(f);
                b.for_each_call(f);
                c.for_each_call(f);
            }
        }
    }
}

impl<H> Stmt<H> {
    /// Visit every helper call in the statement.
    pub fn for_each_call(&self, f: &mut dyn FnMut(&H, &[Arg], usize)) {
        match self {
            Stmt::Expr(e) | Stmt::Return(e) => e.for_each_call(f),
            Stmt::If(c, t, e) => {
                c.for_each_call(f);
                t.for_each_call(f);
                if let Some(e) = e {
                    e.for_each_call(f);
                }
            }
            Stmt::Block(b) => b.iter().for_each(|s| s.for_each_call(f)),
        }
    }
}

/// Named constants usable in expressions (GNU Go's reading results and dragon statuses).
pub const CONSTANTS: &[(&str, f64)] = &[
    ("WIN", 5.0),
    ("KO_A", 4.0),
    ("KO_B", 3.0),
    ("GAIN", 2.0),
    ("LOSS", 1.0),
    ("DEAD", 0.0),
    ("ALIVE", 1.0),
    ("CRITICAL", 2.0),
    ("UNKNOWN", 3.0),
];

/// A syntax error at byte offset `pos` of the joined text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    pub pos: usize,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(f64),
    Ident(String),
    Op(&'static str),
    End,
}

const OPS: &[&str] = &[
    "&&", "||", "==", "!=", "<=", ">=", "<<", ">>", "<", ">", "!", "+", "-", "*", "/", "%", "(",
    ")", ",", "?", ":", ";", "&", "|", "^", "~", "{", "}",
];

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ExprError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    'outer: while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
                i += 1;
            }
            let s = &text[start..i];
            let v: f64 = s.parse().map_err(|_| ExprError {
                pos: start,
                message: format!("malformed number '{s}'"),
            })?;
            out.push((Tok::Num(v), start));
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(text[start..i].to_string()), start));
            continue;
        }
        for op in OPS {
            if bytes[i..].starts_with(op.as_bytes()) {
                out.push((Tok::Op(op), i));
                i += op.len();
                continue 'outer;
            }
        }
        let ch = text[i..].chars().next().unwrap_or('?');
        return Err(ExprError {
            pos: i,
            message: format!("unexpected character '{ch}' in expression"),
        });
    }
    out.push((Tok::End, text.len()));
    Ok(out)
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    i: usize,
    /// Current nesting of the parser's calls, bounded by [`MAX_DEPTH`].
    depth: usize,
    /// The height of the tree the last parse function returned: a chain of
    /// operators (`1+1+…`) is as deep as it is long, parentheses or not.
    height: usize,
}

/// Deepest nesting accepted, in the parser's calls and in the trees it
/// builds (which the resolver, the evaluator and their drop walk
/// recursively), so that hostile input cannot exhaust the stack.
const MAX_DEPTH: usize = 200;

fn describe(t: &Tok) -> String {
    match t {
        Tok::Num(v) => format!("number {v}"),
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Op(o) => format!("'{o}'"),
        Tok::End => "end of line".to_string(),
    }
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.i].0
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.i + k).min(self.toks.len() - 1)].0
    }

    fn pos(&self) -> usize {
        self.toks[self.i].1
    }

    fn bump(&mut self) {
        if self.i + 1 < self.toks.len() {
            self.i += 1;
        }
    }

    fn eat(&mut self, op: &str) -> bool {
        if matches!(self.peek(), Tok::Op(o) if *o == op) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn err<T>(&self, expected: &str) -> Result<T, ExprError> {
        Err(ExprError {
            pos: self.pos(),
            message: format!("expected {expected}, found {}", describe(self.peek())),
        })
    }

    fn expect(&mut self, op: &str) -> Result<(), ExprError> {
        if self.eat(op) {
            Ok(())
        } else {
            self.err(&format!("'{op}'"))
        }
    }

    fn expr(&mut self) -> Result<RawExpr, ExprError> {
        self.depth += 1;
        let r = self.expr_inner();
        self.depth -= 1;
        r
    }

    /// Records a new node over children of the given heights as the last
    /// height; refused when the tree would grow deeper than [`MAX_DEPTH`].
    fn node(&mut self, children: &[usize]) -> Result<(), ExprError> {
        self.height = 1 + children.iter().copied().max().unwrap_or(0);
        if self.height > MAX_DEPTH {
            return Err(ExprError {
                pos: self.pos(),
                message: format!(
                    "expression more than {MAX_DEPTH} operators deep (a chain of operators counts each one)"
                ),
            });
        }
        Ok(())
    }

    fn too_deep(&self) -> Result<(), ExprError> {
        if self.depth > MAX_DEPTH {
            return Err(ExprError {
                pos: self.pos(),
                message: format!("expression nested more than {MAX_DEPTH} levels deep"),
            });
        }
        Ok(())
    }

    fn expr_inner(&mut self) -> Result<RawExpr, ExprError> {
        self.too_deep()?;
        let cond = self.binary(0)?;
        let hc = self.height;
        if self.eat("?") {
            let a = self.expr()?;
            let ha = self.height;
            self.expect(":")?;
            let b = self.expr()?;
            self.node(&[hc, ha, self.height])?;
            return Ok(Expr::Cond(Box::new(cond), Box::new(a), Box::new(b)));
        }
        Ok(cond)
    }

    fn binary(&mut self, level: usize) -> Result<RawExpr, ExprError> {
        const LEVELS: &[&[(&str, BinOp)]] = &[
            &[("||", BinOp::Or)],
            &[("&&", BinOp::And)],
            &[("|", BinOp::BitOr)],
            &[("^", BinOp::BitXor)],
            &[("&", BinOp::BitAnd)],
            &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
            &[
                ("<", BinOp::Lt),
                ("<=", BinOp::Le),
                (">", BinOp::Gt),
                (">=", BinOp::Ge),
            ],
            &[("<<", BinOp::Shl), (">>", BinOp::Shr)],
            &[("+", BinOp::Add), ("-", BinOp::Sub)],
            &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        'more: loop {
            let hl = self.height;
            for (op, bin) in LEVELS[level] {
                if self.eat(op) {
                    let rhs = self.binary(level + 1)?;
                    self.node(&[hl, self.height])?;
                    lhs = Expr::Binary(*bin, Box::new(lhs), Box::new(rhs));
                    continue 'more;
                }
            }
            return Ok(lhs);
        }
    }

    /// A unary operator nests one level deeper, as a parenthesis does.
    fn unary(&mut self) -> Result<RawExpr, ExprError> {
        for (op, un) in [
            ("!", UnOp::Not),
            ("-", UnOp::Neg),
            ("+", UnOp::Plus),
            ("~", UnOp::BitNot),
        ] {
            if self.eat(op) {
                self.depth += 1;
                let e = self.too_deep().and_then(|_| self.unary());
                self.depth -= 1;
                let e = e?;
                self.node(&[self.height])?;
                return Ok(Expr::Unary(un, Box::new(e)));
            }
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<RawExpr, ExprError> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Num(v) => {
                self.bump();
                self.height = 1;
                Ok(Expr::Num(v))
            }
            Tok::Op("(") => {
                self.bump();
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Ident(name) => {
                self.height = 1;
                if let Some(&(cname, v)) = CONSTANTS.iter().find(|(c, _)| *c == name) {
                    self.bump();
                    return Ok(Expr::Const(cname, v));
                }
                if !matches!(self.peek_at(1), Tok::Op("(")) {
                    // A bare name is an engine variable such as `doing_scoring`: a call
                    // without arguments.
                    self.bump();
                    return Ok(Expr::Call {
                        callee: name,
                        args: Vec::new(),
                        pos,
                    });
                }
                self.bump();
                self.bump();
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        args.push(self.arg(&name)?);
                        if self.eat(")") {
                            break;
                        }
                        if !self.eat(",") {
                            return self.err(&format!("',' or ')' in the arguments of {name}"));
                        }
                    }
                }
                Ok(Expr::Call {
                    callee: name,
                    args,
                    pos,
                })
            }
            _ => self.err("an expression"),
        }
    }

    fn arg(&mut self, name: &str) -> Result<Arg, ExprError> {
        let closes = matches!(self.peek_at(1), Tok::Op(",") | Tok::Op(")"));
        let arg = match self.peek() {
            Tok::Op("*") if closes => Arg::Move,
            Tok::Op("?") if closes => Arg::Tenuki,
            Tok::Ident(s) if closes && s.len() == 1 && s.as_bytes()[0].is_ascii_alphabetic() => {
                Arg::Label(s.as_bytes()[0] as char)
            }
            _ => {
                return self.err(&format!(
                    "a label (a letter of the constraint diagram), '*' or '?' as argument of {name}"
                ))
            }
        };
        self.bump();
        Ok(arg)
    }

    fn stmt(&mut self) -> Result<RawStmt, ExprError> {
        self.depth += 1;
        let r = self.stmt_inner();
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self) -> Result<RawStmt, ExprError> {
        self.too_deep()?;
        if matches!(self.peek(), Tok::Ident(s) if s == "if") {
            self.bump();
            self.expect("(")?;
            let c = self.expr()?;
            let hc = self.height;
            self.expect(")")?;
            let then = self.stmt()?;
            let ht = self.height;
            let els = if matches!(self.peek(), Tok::Ident(s) if s == "else") {
                self.bump();
                Some(Box::new(self.stmt()?))
            } else {
                self.height = 0;
                None
            };
            self.node(&[hc, ht, self.height])?;
            return Ok(Stmt::If(c, Box::new(then), els));
        }
        if matches!(self.peek(), Tok::Ident(s) if s == "return") {
            self.bump();
            let e = self.expr()?;
            self.node(&[self.height])?;
            self.end_of_statement()?;
            return Ok(Stmt::Return(e));
        }
        if self.eat("{") {
            let mut body = Vec::new();
            let mut highest = 0;
            while !self.eat("}") {
                if matches!(self.peek(), Tok::End) {
                    return self.err("'}'");
                }
                body.push(self.stmt()?);
                highest = highest.max(self.height);
            }
            self.node(&[highest])?;
            return Ok(Stmt::Block(body));
        }
        let e = self.expr()?;
        self.node(&[self.height])?;
        self.end_of_statement()?;
        Ok(Stmt::Expr(e))
    }

    /// A statement ends with `;`, or without one at the end of the text or before `}`/`else`.
    fn end_of_statement(&mut self) -> Result<(), ExprError> {
        if self.eat(";") {
            return Ok(());
        }
        match self.peek() {
            Tok::End | Tok::Op("}") => Ok(()),
            Tok::Ident(s) if s == "else" => Ok(()),
            // GNU Go's files sometimes put one statement per `>` line without a semicolon.
            Tok::Ident(_) => Ok(()),
            _ => self.err("';' after the statement"),
        }
    }
}

/// Parse a constraint: one expression, optionally ending with `;`.
pub fn parse_constraint(text: &str) -> Result<RawExpr, ExprError> {
    let mut p = Parser {
        toks: lex(text)?,
        i: 0,
        depth: 0,
        height: 0,
    };
    let e = p.expr()?;
    p.eat(";");
    if !matches!(p.peek(), Tok::End) {
        return p.err("an operator or the end of the constraint");
    }
    Ok(e)
}

/// Parse an action: a sequence of statements.
pub fn parse_action(text: &str) -> Result<Vec<RawStmt>, ExprError> {
    let mut p = Parser {
        toks: lex(text)?,
        i: 0,
        depth: 0,
        height: 0,
    };
    let mut out = Vec::new();
    while !matches!(p.peek(), Tok::End) {
        if p.eat(";") {
            continue;
        }
        out.push(p.stmt()?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_calls() {
        let e = parse_constraint("lib(a)>1 && !attack(B) || oplay_attack(*,?,b,B)").unwrap();
        let Expr::Binary(BinOp::Or, lhs, rhs) = e else {
            panic!("top must be ||")
        };
        assert!(matches!(*lhs, Expr::Binary(BinOp::And, ..)));
        let Expr::Call { callee, args, .. } = *rhs else {
            panic!("rhs must be a call")
        };
        assert_eq!(callee, "oplay_attack");
        assert_eq!(
            args,
            vec![Arg::Move, Arg::Tenuki, Arg::Label('b'), Arg::Label('B')]
        );
    }

    #[test]
    fn ternary_constants_and_actions() {
        let e = parse_constraint("x_somewhere(b) ? !oplay_defend(*,b) : lib(a)==WIN").unwrap();
        assert!(matches!(e, Expr::Cond(..)));
        let a = parse_action("if (!false_eye(a)) non_oterritory(a); replace(a,*)").unwrap();
        assert_eq!(a.len(), 2);
        let r = parse_action("return (lib(a)>2 || lib(a) == 2);").unwrap();
        assert!(matches!(r[0], Stmt::Return(_)));
    }

    #[test]
    fn resolution_types_every_call_and_reports_every_bad_one() {
        let e = parse_constraint("lib(a) > 1 && oplay_attack(*,a)")
            .unwrap()
            .resolve()
            .unwrap();
        let mut seen = Vec::new();
        e.for_each_call(&mut |&h, _, _| seen.push(h));
        assert_eq!(seen, [Helper::Lib, Helper::OplayAttack]);
        let errs = parse_constraint("nosuch(a) || lib(a,b) || lib(a)")
            .unwrap()
            .resolve()
            .unwrap_err();
        assert_eq!(errs.len(), 2, "{errs:?}");
        assert_eq!(errs[0].pos, 0);
        assert!(errs[0].message.contains("unknown helper 'nosuch'"));
        assert_eq!(errs[1].pos, 13);
        assert!(errs[1].message.contains("lib takes 1 argument(s), found 2"));
        let stmts = parse_action("if (ko(a)) { antisuji(a); } else replace(a,*)").unwrap();
        let typed: Vec<Stmt> = stmts
            .into_iter()
            .map(|s| s.map_calls(&mut |n, a, _| helpers::resolve(&n, a.len()).ok()))
            .collect::<Option<_>>()
            .unwrap();
        let mut seen = Vec::new();
        typed[0].for_each_call(&mut |&h, _, _| seen.push(h));
        assert_eq!(seen, [Helper::Ko, Helper::Antisuji, Helper::Replace]);
    }

    #[test]
    fn errors_say_what_was_expected() {
        let err = parse_constraint("lib(a) &&").unwrap_err();
        assert_eq!(err.pos, 9);
        assert!(
            err.message.contains("expected an expression"),
            "{}",
            err.message
        );
        let err = parse_constraint("lib(ab)").unwrap_err();
        assert!(err.message.contains("label"), "{}", err.message);
        let err = parse_constraint("lib(a) lib(b)").unwrap_err();
        assert!(err.message.contains("operator"), "{}", err.message);
        assert!(parse_constraint("lib(a) $ 2").is_err());
        let deep = format!("{}1{}", "(".repeat(5000), ")".repeat(5000));
        assert!(parse_constraint(&deep)
            .unwrap_err()
            .message
            .contains("nested"));
        assert!(parse_constraint(&"!".repeat(5000)).is_err());
    }

    /// Chains of operators build trees as deep as they are long: long ones
    /// are refused by their depth, in a thread with a small stack, before
    /// anything walks or drops them; chains of a usual length parse.
    #[test]
    fn long_operator_chains_are_refused_by_their_depth() {
        let run = || {
            let chain = |op: &str, n: usize| vec!["1"; n].join(op);
            for op in ["+", " && ", " || ", "*", " == "] {
                let err = parse_constraint(&chain(op, 20_000)).unwrap_err();
                assert!(err.message.contains("operators deep"), "{}", err.message);
                assert!(parse_constraint(&chain(op, 150)).is_ok());
            }
            // Parentheses do not reset the count: a tree 200 deep parses,
            // one 201 deep does not.
            assert!(parse_constraint(&format!("({}) + 1", chain("+", 199))).is_ok());
            assert!(parse_constraint(&format!("({}) + 1", chain("+", 200))).is_err());
            assert!(parse_constraint(&vec!["1*1"; 300].join("+")).is_err());
            let ternaries = format!("{}0", "1 ? 2 : ".repeat(20_000));
            assert!(parse_constraint(&ternaries).is_err());
            let action = format!("if (1) {{ {}; }}", chain("&&", 20_000));
            assert!(parse_action(&action).is_err());
            let ok = format!("if (1) {{ {}; }}", chain("&&", 100));
            let parsed = parse_action(&ok).unwrap();
            assert_eq!(parsed.len(), 1);
        };
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(run)
            .unwrap()
            .join()
            .unwrap();
    }
}
