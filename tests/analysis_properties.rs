//! Property: every analysis leaves the position exactly as it found it.
//! Random positions (random legal games on small boards, some with trial
//! moves on the engine's stack) are given to tactical reading of every
//! string, the eye spaces, the worm data and the unconditional status; the
//! board afterwards must equal the board before: stones, strings, ko point,
//! hash, the moves on its undo stack, and the trial-move stack.

use proptest::prelude::*;
use tesuji::board::{Board, Color, Move, Point};
use tesuji::engine::{Engine, EngineConfig};

/// A position from a random game of up to `moves.len()` moves on a board of
/// `size` (illegal moves are passed over), then `trials` of the moves after
/// that as trial moves on the engine's stack.
fn position(size: usize, moves: &[(u8, u8)], trials: usize) -> Engine {
    let mut e = Engine::new(EngineConfig::default());
    e.clear_board(size);
    let mut color = Color::Black;
    let point = |&(c, r): &(u8, u8)| Point::new(c as usize % size, r as usize % size);
    let (game, rest) = moves.split_at(moves.len().saturating_sub(trials));
    for mv in game {
        if e.play(Move::Play(point(mv)), color).is_ok() {
            color = color.opponent();
        }
    }
    for mv in rest {
        if e.trymove(color, Move::Play(point(mv)), false).is_ok() {
            color = color.opponent();
        }
    }
    e
}

/// Everything about the board an analysis could disturb.
fn snapshot(e: &mut Engine) -> (Board, usize, u64, u64, usize) {
    let b = e.board.clone();
    let (depth, hash, game) = (b.depth(), b.hash(), b.game_hash());
    (b, depth, hash, game, e.stackp())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn analyses_leave_the_position_as_they_found_it(
        size in prop::sample::select(vec![5usize, 7, 9]),
        moves in prop::collection::vec((0u8..19, 0u8..19), 5..70),
        trials in 0usize..3,
    ) {
        let mut e = position(size, &moves, trials);
        let before = snapshot(&mut e);

        let strings: Vec<Point> = e
            .board
            .points()
            .filter(|&p| e.board.color_at(p).is_some() && e.board.string_origin(p) == p)
            .collect();
        for &s in &strings {
            if e.board.libs(s) <= 4 {
                e.attack(s);
                e.defend(s);
            }
        }
        prop_assert!(snapshot(&mut e) == before, "tactical reading changed the position");

        e.unconditional();
        prop_assert!(snapshot(&mut e) == before, "unconditional status changed the position");
        e.eye_spaces();
        prop_assert!(snapshot(&mut e) == before, "eye spaces changed the position");
        e.worms();
        prop_assert!(snapshot(&mut e) == before, "worm data changed the position");
        for p in e.board.points().collect::<Vec<_>>() {
            for color in [Color::Black, Color::White] {
                e.eye_at(color, p);
            }
        }
        prop_assert!(snapshot(&mut e) == before, "eye evaluation changed the position");
    }
}
