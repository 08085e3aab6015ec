//! Writes finished match games as SGF (`FF[4]`) text.

use super::{Color, Move};

/// What an SGF game record needs.
pub struct SgfGame<'a> {
    pub size: usize,
    pub komi: f64,
    pub black: &'a str,
    pub white: &'a str,
    /// SGF result, e.g. `B+3.5`, `W+R`, `W+F`, `0`.
    pub result: &'a str,
    pub moves: &'a [(Color, Move)],
    /// Free-text comment on the root node (how the game ended).
    pub comment: &'a str,
}

/// Escapes `]` and `\` in an SGF text value.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The SGF text of a game (one move node per line).
pub fn to_sgf(g: &SgfGame<'_>) -> String {
    let mut s = format!(
        "(;GM[1]FF[4]CA[UTF-8]AP[tesuji]RU[Chinese]SZ[{}]KM[{}]PB[{}]PW[{}]RE[{}]C[{}]\n",
        g.size,
        g.komi,
        escape(g.black),
        escape(g.white),
        escape(g.result),
        escape(g.comment)
    );
    for (color, mv) in g.moves {
        let coord = match mv {
            Move::Pass => String::new(),
            Move::Play(v) => {
                let x = (b'a' + v.col) as char;
                let y = (b'a' + (g.size as u8 - 1 - v.row)) as char;
                format!("{x}{y}")
            }
        };
        s.push_str(&format!(";{}[{}]\n", color.letter(), coord));
    }
    s.push_str(")\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::montecarlo::Vertex;

    #[test]
    fn sgf_uses_top_left_letters_and_empty_pass() {
        let moves = [
            (Color::Black, Move::Play(Vertex { col: 0, row: 0 })),
            (Color::White, Move::Pass),
        ];
        let text = to_sgf(&SgfGame {
            size: 9,
            komi: 7.5,
            black: "a]b",
            white: "w",
            result: "B+1.5",
            moves: &moves,
            comment: "two passes",
        });
        assert!(text.starts_with("(;GM[1]FF[4]"));
        assert!(text.contains("PB[a\\]b]"));
        assert!(text.contains(";B[ai]\n;W[]\n)"));
        let parsed = sgf_parse::go::parse(&text).expect("valid SGF");
        assert_eq!(parsed.len(), 1);
    }
}
