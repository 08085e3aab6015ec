//! A minimal SGF stone reader for `patterns match`, the tests and the benchmark: replays the
//! main line of a game (setup stones, moves with captures) into [`Grid`] positions.
//!
//! It does not check ko or legality; the engine's own SGF loader replaces it once available.

use super::board::{Color, Grid, Point};
use sgf_parse::go::{Move, Prop};

/// Why a game could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("{file}: SGF syntax error: {message}")]
    Syntax { file: String, message: String },
    #[error("{file}: no game tree")]
    Empty { file: String },
    #[error("{file}: board size {size} is not supported (1..=25, square)")]
    Size { file: String, size: String },
    #[error("{file}: move {number} at {x},{y} is off the {size}x{size} board")]
    OffBoard {
        file: String,
        number: usize,
        x: u8,
        y: u8,
        size: usize,
    },
}

/// A position of a replayed game.
#[derive(Clone, Debug)]
pub struct GamePosition {
    /// Number of moves played to reach it (0: after the setup).
    pub moves: usize,
    pub grid: Grid,
    /// The colour to play next.
    pub to_move: Color,
}

/// Replay the main variation of the first game in `text`; one position per move, starting
/// with the setup position.
pub fn game_positions(file: &str, text: &str) -> Result<Vec<GamePosition>, GameError> {
    let nodes = sgf_parse::go::parse(text).map_err(|e| GameError::Syntax {
        file: file.to_string(),
        message: e.to_string(),
    })?;
    let root = nodes.first().ok_or_else(|| GameError::Empty {
        file: file.to_string(),
    })?;
    let size = match root.get_property("SZ") {
        Some(Prop::SZ((w, h))) if w == h && (1..=25).contains(w) => *w as usize,
        Some(Prop::SZ((w, h))) => {
            return Err(GameError::Size {
                file: file.to_string(),
                size: format!("{w}x{h}"),
            })
        }
        _ => 19,
    };
    let mut grid = Grid::new(size).map_err(|_| GameError::Size {
        file: file.to_string(),
        size: size.to_string(),
    })?;
    let mut out = Vec::new();
    let mut to_move = Color::Black;
    let mut moves = 0;
    let point = |x: u8, y: u8, number: usize| {
        if (x as usize) < size && (y as usize) < size {
            Ok(Point::new(x as usize, y as usize))
        } else {
            Err(GameError::OffBoard {
                file: file.to_string(),
                number,
                x,
                y,
                size,
            })
        }
    };
    for (i, node) in root.main_variation().enumerate() {
        let mut played = false;
        for prop in node.properties() {
            match prop {
                Prop::AB(set) | Prop::AW(set) => {
                    let c = if matches!(prop, Prop::AB(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    for p in set {
                        grid.set(point(p.x, p.y, moves)?, Some(c));
                    }
                }
                Prop::AE(set) => {
                    for p in set {
                        grid.set(point(p.x, p.y, moves)?, None);
                    }
                }
                Prop::PL(c) => {
                    to_move = match c {
                        sgf_parse::Color::Black => Color::Black,
                        sgf_parse::Color::White => Color::White,
                    }
                }
                Prop::B(m) | Prop::W(m) => {
                    let c = if matches!(prop, Prop::B(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    if let Move::Move(p) = m {
                        // A move onto an occupied point (broken record) is ignored.
                        let _ = grid.play(c, point(p.x, p.y, moves + 1)?);
                    }
                    to_move = c.opponent();
                    played = true;
                }
                _ => {}
            }
        }
        if played {
            moves += 1;
        }
        if i == 0 || played {
            out.push(GamePosition {
                moves,
                grid: grid.clone(),
                to_move,
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_moves_with_captures() {
        let sgf = "(;SZ[5]AB[ba]AW[aa];W[cc];B[ab])";
        let ps = game_positions("t.sgf", sgf).unwrap();
        assert_eq!(ps.len(), 3);
        assert_eq!(ps[0].grid.get(Point::new(0, 0)), Some(Color::White));
        assert_eq!(ps[2].grid.get(Point::new(0, 0)), None, "white corner stone captured");
        assert_eq!(ps[2].to_move, Color::White);
        assert!(matches!(
            game_positions("bad.sgf", "(;SZ[5];B[zz])"),
            Err(GameError::OffBoard { .. })
        ));
        assert!(game_positions("bad.sgf", "(;SZ[5").is_err());
    }
}
