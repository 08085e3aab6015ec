//! Writes finished match games as SGF (`FF[4]`) text, through the project's one SGF
//! writer ([`crate::sgf::write`]).

use crate::board::{Color, Move};
use crate::sgf::write::{self, SgfTree};
use sgf_parse::go::Prop;

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

/// The SGF text of a game (one move node per line), through the project's SGF writer.
pub fn to_sgf(g: &SgfGame<'_>) -> String {
    let mut root = write::game_header();
    root.extend([
        write::simple_text(Prop::CA, "UTF-8"),
        write::application(),
        write::simple_text(Prop::RU, "Chinese"),
        write::size(g.size),
        Prop::KM(g.komi),
        write::simple_text(Prop::PB, g.black),
        write::simple_text(Prop::PW, g.white),
        write::simple_text(Prop::RE, g.result),
        write::comment(g.comment),
    ]);
    let mut tree = SgfTree::new(root);
    let mut node = SgfTree::ROOT;
    for &(color, mv) in g.moves {
        let at = mv.point().map(|p| (p.col(), p.row()));
        node = tree.add(node, vec![write::stone_move(color, at)]);
    }
    tree.to_text()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sgf_uses_top_left_letters_and_empty_pass() {
        let moves = [
            (Color::Black, Move::Play(crate::board::Point::new(0, 8))),
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
        assert!(text.contains("\n;B[ai]\n;W[])\n"), "{text}");
        let parsed = sgf_parse::go::parse(&text).expect("valid SGF");
        assert_eq!(parsed.len(), 1);
    }
}
