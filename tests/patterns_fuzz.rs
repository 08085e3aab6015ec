//! The `.db` parser, compiler and matcher never panic, whatever the text.

use proptest::prelude::*;
use tesuji::board::parse_diagram;
use tesuji::patterns::{Color, LoadOptions, PatternDb, UnavailablePolicy};

const OURS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/patterns");

fn seed_texts() -> Vec<String> {
    let mut v = Vec::new();
    for f in [
        "owl_attackpats.db",
        "owl_defendpats.db",
        "owl_vital_apats.db",
    ] {
        v.push(std::fs::read_to_string(format!("{OURS}/{f}")).expect("our database readable"));
    }
    // Small samples of the other formats.
    v.push("Pattern 6141\n\n X\nXX.@x\n\n:1122\n\nPattern 301\n\nX.X\n\n:1222\n".into());
    v.push("oOo\nO*O\n---\n\n:0\n\n?X%\n?*%\n%%%\n\n:10000,ocap1,near\n".into());
    v
}

/// Parse, compile and match: none of it may panic.
fn exercise(text: &str) {
    for policy in [
        UnavailablePolicy::SkipPattern,
        UnavailablePolicy::AssumeTrue,
    ] {
        let opts = LoadOptions {
            policy,
            ..Default::default()
        };
        let (db, errors) = PatternDb::parse("fuzz.db", text, &opts);
        for e in &errors {
            assert!(e.line >= 1, "errors carry a line: {e}");
            assert!(!e.message.is_empty());
        }
        let board = parse_diagram(
            "X . . . . O .\n\
             . O . . . . .\n\
             . . . . . . .\n\
             . . X O . . .\n\
             . . . . . . .\n\
             . . . . . . .\n\
             . . . . . . X",
        )
        .expect("diagram");
        for color in [Color::Black, Color::White] {
            for m in db.find_matches(&board, color) {
                let mut ctx = tesuji::patterns::BoardOnly(&board);
                let _ = db.check_constraint(&m, &mut ctx);
                let _ = db.run_action(&m, &mut ctx);
            }
        }
    }
}

#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Replace(usize, char),
    SwapLines(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let piece = prop::sample::select(vec![
        "Pattern X1\n",
        ":8,-\n",
        ":|,sX,value(3)\n",
        ";lib(a)>1\n",
        ">antisuji(a)\n",
        "|",
        "+--",
        "---\n",
        "*",
        "?",
        "Y",
        "Q",
        "(",
        ")",
        "&&",
        "\n\n",
        "#",
        "a",
        "attack(",
        ",",
        ":",
        "callback_data X\n",
        "\u{e9}",
        "\t",
        ">\n",
        ";\n",
    ]);
    prop_oneof![
        (any::<usize>(), 1usize..20).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), piece).prop_map(|(a, s)| Edit::Insert(a, s.to_string())),
        (any::<usize>(), prop::char::range(' ', '~')).prop_map(|(a, c)| Edit::Replace(a, c)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::SwapLines(a, b)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len().max(1);
        match e {
            Edit::Delete(a, k) => {
                let start = a % n;
                let end = (start + k).min(chars.len());
                if start < end {
                    chars.drain(start..end);
                }
            }
            Edit::Insert(a, s) => {
                let at = a % (chars.len() + 1);
                chars.splice(at..at, s.chars());
            }
            Edit::Replace(a, c) => {
                if !chars.is_empty() {
                    chars[a % n] = *c;
                }
            }
            Edit::SwapLines(a, b) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.lines().collect();
                if !lines.is_empty() {
                    let (i, j) = (a % lines.len(), b % lines.len());
                    lines.swap(i, j);
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn mutated_databases_never_panic(
        which in 0usize..5,
        edits in prop::collection::vec(edit(), 1..12),
    ) {
        let texts = seed_texts();
        let text = apply(&texts[which % texts.len()], &edits);
        exercise(&text);
    }

    #[test]
    fn random_text_never_panics(text in "[.XOxo,!?*QY|+\\-:;>#a-z()&=<>0-9 \n]{0,400}") {
        exercise(&text);
    }

    #[test]
    fn random_unicode_never_panics(text in any::<String>()) {
        exercise(&text);
    }
}

fn expr_piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "lib(a)",
        "olib(*)",
        "xlib(a)",
        "ko(*)",
        "wormsize(a)",
        "attack(a)",
        "x_somewhere(a,b)",
        "1",
        "0",
        "-3",
        "99999999999999999999",
        "2.5",
        "WIN",
        "(",
        ")",
        "!",
        "-",
        "+",
        "*",
        "/",
        "%",
        "<<",
        ">>",
        "<",
        "<=",
        "==",
        "!=",
        "&&",
        "||",
        "&",
        "|",
        "^",
        "~",
        "?",
        ":",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_constraints_evaluate_without_panic(
        pieces in prop::collection::vec(expr_piece(), 1..25),
    ) {
        let expr = pieces.join(" ");
        exercise(&format!("Pattern F\n\nO.*\n\n:8,-\n\nOab\n\n;{expr}\n>{expr};\n"));
    }
}

#[test]
fn pathological_inputs() {
    exercise("");
    exercise("Pattern");
    exercise("Pattern A\n\nO*\n\n:8,-\n\n;");
    exercise(&format!(
        "Pattern A\n\nO*\n\n:8,-\n\n;{}",
        "(".repeat(100_000)
    ));
    exercise(&format!("Pattern A\n\n{}\n\n:8,-\n", "O*".repeat(2000)));
    exercise(&format!("Pattern A\n\n{}:8,-\n", "O\n".repeat(3000)));
    exercise("Pattern A\n\n|O*\n|..|\n+--+\n\n:8,-\n");
}
