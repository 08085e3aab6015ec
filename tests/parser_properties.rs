//! Properties of the three parsers hostile input reaches first: SGF setup
//! values (the good ones kept, whatever the bad ones around them), `.db`
//! expressions (a tree within the depth bound parses to the tree written,
//! any other text is an error, on a small stack) and `.tst` answer lines
//! (an answer, a warning or an error naming its line).
//!
//! `TESUJI_PROPERTY_SECONDS=600 cargo test --release --test parser_properties`
//! runs each property for that long instead of its fixed number of cases,
//! and prints the cases it ran.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};
use tesuji::board::{Color, Point};
use tesuji::patterns::expr::{parse_action, parse_constraint, BinOp, Expr, RawExpr};
use tesuji::regress::Suite;

/// Runs `test` on values of `strategy`: `cases` of them, or for
/// `TESUJI_PROPERTY_SECONDS` when set. Panics on the first failure, with
/// the shrunk input.
fn check<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let seconds: Option<u64> = std::env::var("TESUJI_PROPERTY_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok());
    let deadline = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    let mut runs = 0u64;
    loop {
        let mut runner = TestRunner::new(Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        });
        if let Err(e) = runner.run(&strategy, &test) {
            panic!("{name}: {e}");
        }
        runs += u64::from(cases);
        match deadline {
            Some(d) if Instant::now() < d => continue,
            _ => break,
        }
    }
    if seconds.is_some() {
        println!("{name}: {runs} cases, no finding");
    }
}

/// A setup value: a point, a rectangle (corners in either order), or text
/// that names no point.
#[derive(Debug, Clone)]
enum Value {
    Point(u8, u8),
    Rect(u8, u8, u8, u8),
    Bad(String),
}

fn value() -> impl Strategy<Value = Value> {
    let c = 0u8..9;
    prop_oneof![
        (c.clone(), c.clone()).prop_map(|(x, y)| Value::Point(x, y)),
        (c.clone(), c.clone(), c.clone(), c).prop_map(|(a, b, x, y)| Value::Rect(a, b, x, y)),
        "([a-i]|[a-i]{3,4}|[0-9]{1,2}|[a-i][0-9]|[a-i]{2}:|:[a-i]{2}|[?!.+-]{1,2})"
            .prop_map(Value::Bad),
    ]
}

fn letter(c: u8) -> char {
    (b'a' + c) as char
}

#[test]
fn sgf_setup_values_keep_every_good_value() {
    check(
        "sgf setup values",
        400,
        prop::collection::vec(value(), 1..8),
        |values| {
            let mut text = String::from("(;SZ[9]AB");
            let mut expected: BTreeSet<(u8, u8)> = BTreeSet::new();
            let mut bad = 0;
            for v in &values {
                match v {
                    Value::Point(x, y) => {
                        text.push_str(&format!("[{}{}]", letter(*x), letter(*y)));
                        expected.insert((*x, *y));
                    }
                    Value::Rect(a, b, x, y) => {
                        text.push_str(&format!(
                            "[{}{}:{}{}]",
                            letter(*a),
                            letter(*b),
                            letter(*x),
                            letter(*y)
                        ));
                        for i in *a.min(x)..=*a.max(x) {
                            for j in *b.min(y)..=*b.max(y) {
                                expected.insert((i, j));
                            }
                        }
                    }
                    Value::Bad(s) => {
                        text.push_str(&format!("[{s}]"));
                        bad += 1;
                    }
                }
            }
            text.push(')');
            // Black stones alone lack liberties only when they fill the
            // board: that one string is removed as captured.
            if expected.len() == 81 {
                expected.clear();
            }
            let loaded = tesuji::sgf::load_str(&text, Path::new("setup.sgf"), None)
                .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            let got: BTreeSet<(u8, u8)> = loaded
                .board
                .stones_of(Color::Black)
                .into_iter()
                .map(|p: Point| (p.col() as u8, p.row() as u8))
                .collect();
            prop_assert_eq!(got, expected, "{}", text);
            prop_assert_eq!(loaded.warnings.is_empty(), bad == 0, "{}", text);
            if bad > 0 {
                let w = loaded.warnings.join("\n");
                prop_assert!(w.contains("setup.sgf") && w.contains("AB"), "{}", w);
            }
            Ok(())
        },
    );
}

/// Expression trees: numbers, calls with labels and binary operators,
/// small trees joined in chains of up to 400 terms (as deep as they are
/// long), and chains of chains.
fn tree() -> impl Strategy<Value = RawExpr> {
    let leaf = prop_oneof![
        (0u8..50).prop_map(|n| Expr::Num(f64::from(n))),
        "[a-e]".prop_map(|l| Expr::Call {
            callee: "lib".to_string(),
            args: vec![tesuji::patterns::expr::Arg::Label(
                l.chars().next().unwrap()
            )],
            pos: 0,
        }),
    ];
    let ops = prop::sample::select(vec![
        BinOp::Or,
        BinOp::And,
        BinOp::Add,
        BinOp::Mul,
        BinOp::Lt,
        BinOp::Eq,
        BinOp::BitXor,
    ]);
    let small = leaf.prop_recursive(4, 16, 2, {
        let ops = ops.clone();
        move |inner| {
            (ops.clone(), inner.clone(), inner)
                .prop_map(|(op, a, b)| Expr::Binary(op, Box::new(a), Box::new(b)))
        }
    });
    let chain = |terms: BoxedStrategy<RawExpr>, most: usize| {
        (ops.clone(), prop::collection::vec(terms, 1..most)).prop_map(|(op, terms)| {
            let mut it = terms.into_iter();
            let first = it.next().unwrap();
            it.fold(first, |a, b| Expr::Binary(op, Box::new(a), Box::new(b)))
        })
    };
    let one = chain(small.boxed(), 400).boxed();
    prop_oneof![one.clone(), chain(one, 3)]
}

fn symbol(op: BinOp) -> &'static str {
    match op {
        BinOp::Or => "||",
        BinOp::And => "&&",
        BinOp::Add => "+",
        BinOp::Mul => "*",
        BinOp::Lt => "<",
        BinOp::Eq => "==",
        BinOp::BitXor => "^",
        _ => unreachable!("not generated"),
    }
}

/// The text of a tree: a left operand in parentheses only when its
/// operator differs (so chains are written flat, `1+1+…`), a right one
/// always.
fn text(e: &RawExpr) -> String {
    match e {
        Expr::Num(n) => format!("{n}"),
        Expr::Call { callee, args, .. } => format!("{callee}({})", args[0]),
        Expr::Binary(op, a, b) => {
            let left = match &**a {
                Expr::Binary(inner, ..) if inner == op => text(a),
                Expr::Binary(..) => format!("({})", text(a)),
                _ => text(a),
            };
            let right = match &**b {
                Expr::Binary(..) => format!("({})", text(b)),
                _ => text(b),
            };
            format!("{left} {} {right}", symbol(*op))
        }
        _ => unreachable!("not generated"),
    }
}

/// Height of a generated tree, without recursion (the trees may be deep).
fn height(e: &RawExpr) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(e, 1)];
    while let Some((e, h)) = stack.pop() {
        deepest = deepest.max(h);
        if let Expr::Binary(_, a, b) = e {
            stack.push((a, h + 1));
            stack.push((b, h + 1));
        }
    }
    deepest
}

fn strip(e: RawExpr) -> RawExpr {
    match e {
        Expr::Call { callee, args, .. } => Expr::Call {
            callee,
            args,
            pos: 0,
        },
        Expr::Binary(op, a, b) => Expr::Binary(op, Box::new(strip(*a)), Box::new(strip(*b))),
        other => other,
    }
}

#[test]
fn db_expressions_parse_to_their_tree_within_the_depth_bound() {
    let run = || {
        check("db expressions", 200, tree(), |tree| {
            let written = text(&tree);
            let tall = height(&tree);
            let deep = tall > 200;
            match parse_constraint(&written) {
                Ok(parsed) => {
                    prop_assert!(!deep, "a tree of height {} parsed", tall);
                    prop_assert_eq!(strip(parsed), tree);
                }
                Err(e) => {
                    prop_assert!(deep, "{}: {}", written, e.message);
                    prop_assert!(e.message.contains("deep"), "{}", e.message);
                }
            }
            let action = format!("if ({written}) {{ return 1; }}");
            prop_assert_eq!(parse_action(&action).is_ok(), tall < 200);
            Ok(())
        });
    };
    // The generated trees themselves may be deep: walked and dropped
    // recursively by this test (not by the parser), they get room.
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn tst_answer_lines_are_answers_warnings_or_errors_naming_their_line() {
    let answer = prop_oneof![
        "#\\? \\[[!a-z0-9 |()*.]{0,8}\\][*&]{0,2}",
        "#\\? \\[[a-z0-9 |]{0,8}",
        "#\\? [a-z0-9 ]{0,8}",
        "#\\?\\[?[a-z0-9]{0,3}\\]?",
    ];
    let test = (1u64..99, "[a-z_]{1,8}", answer);
    check(
        "tst answer lines",
        400,
        prop::collection::vec(test, 1..10),
        |tests| {
            let mut lines = Vec::new();
            for (id, command, answer) in &tests {
                lines.push(format!("{id} {command}"));
                lines.push(answer.clone());
            }
            let text = lines.join("\n") + "\n";
            match Suite::parse(Path::new("lines.tst"), &text) {
                Ok(suite) => {
                    for (line, message) in &suite.warnings {
                        prop_assert!(*line >= 1 && *line <= lines.len(), "{}", message);
                        prop_assert!(lines[line - 1].starts_with("#?"), "{}", message);
                        prop_assert!(!lines[line - 1].contains(']'), "{}", message);
                    }
                    prop_assert!(suite.tests().count() <= tests.len());
                }
                Err(e) => {
                    let message = e.to_string();
                    prop_assert!(message.contains("lines.tst:"), "{}", message);
                }
            }
            Ok(())
        },
    );
}
