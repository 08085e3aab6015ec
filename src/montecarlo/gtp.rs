//! GTP commands of the reference bot: `genmove`, `ref-nodes`, `ref-score`, and
//! its settings. The bot keeps its own fast play-out board; before each
//! `genmove` it is set to the engine's position by replaying the engine
//! board's history, so positional superko covers the game's moves.

use super::refbot::{RefBot, RefBotConfig};
use super::{Color as McColor, Move as McMove, Vertex};
use crate::board::{Board, Color, Move, Point};
use crate::gtp::{arg, color_arg, Command, Engine};

/// The bot and its settings, held by the engine; created on first use.
#[derive(Default)]
pub struct RefBotState {
    config: RefBotConfig,
    bot: Option<RefBot>,
}

impl RefBotState {
    pub fn new(config: RefBotConfig) -> Self {
        RefBotState { config, bot: None }
    }

    fn bot(&mut self) -> &mut RefBot {
        let config = self.config;
        self.bot.get_or_insert_with(|| RefBot::new(config))
    }
}

pub static COMMANDS: &[Command] = &[
    Command {
        name: "genmove",
        handler: genmove,
    },
    Command {
        name: "ref-nodes",
        handler: |e, _| Ok(e.refbot.bot().last_nodes().to_string()),
    },
    Command {
        name: "ref-score",
        handler: |e, _| Ok(format!("{:.6}", e.refbot.bot().last_score())),
    },
    Command {
        name: "refbot_playouts",
        handler: set_playouts,
    },
];

fn mc_color(c: Color) -> McColor {
    match c {
        Color::Black => McColor::Black,
        Color::White => McColor::White,
    }
}

fn mc_move(mv: Move, size: usize) -> McMove {
    match mv {
        Move::Pass => McMove::Pass,
        Move::Play(p) => McMove::Play(Vertex {
            col: p.col() as u8,
            row: (size - 1 - p.row()) as u8,
        }),
    }
}

/// Sets the bot to the engine's position: the last setup's stones, then the
/// moves since. Falls back to the stones alone if the record does not replay
/// (a record may hold a ko retake the bot's rules refuse).
fn sync(bot: &mut RefBot, board: &Board, komi: f64) -> Result<(), String> {
    let size = board.size();
    let unsupported = |e: super::refbot::UnsupportedSize| e.to_string();
    let place_stones = |bot: &mut RefBot, b: &Board| -> Result<(), String> {
        bot.clear(size).map_err(unsupported)?;
        bot.set_komi(komi);
        // Stones of a legal position can be put down in any order without a capture.
        for p in b.points() {
            if let Some(c) = b.color_at(p) {
                bot.play(mc_color(c), mc_move(Move::Play(p), size))
                    .map_err(|e| format!("cannot set up the position: {e}"))?;
            }
        }
        Ok(())
    };
    let (base, moves) = board.history();
    place_stones(bot, &base)?;
    for (color, mv) in moves {
        if bot.play(mc_color(color), mc_move(mv, size)).is_err() {
            return place_stones(bot, board);
        }
    }
    Ok(())
}

fn genmove(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let size = e.board.size();
    let komi = e.komi;
    let board = e.board.clone();
    let bot = e.refbot.bot();
    sync(bot, &board, komi)?;
    let mv = match bot.genmove(mc_color(color)) {
        McMove::Pass => Move::Pass,
        McMove::Play(v) => Move::Play(Point::new(v.col as usize, size - 1 - v.row as usize)),
    };
    e.board
        .play(mv, color)
        .map_err(|err| format!("generated an illegal move ({err})"))?;
    Ok(mv.to_vertex(size))
}

fn set_playouts(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let n: u64 = arg(args, 0)?
        .parse()
        .map_err(|_| "playouts not an integer")?;
    if n == 0 {
        return Err("playouts must be positive".into());
    }
    e.refbot.config.playouts = n;
    if let Some(bot) = e.refbot.bot.as_mut() {
        bot.set_playouts(n);
    }
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use crate::gtp::{Engine, EngineConfig};

    fn engine(playouts: u64) -> Engine {
        let mut config = EngineConfig::default();
        config.refbot.playouts = playouts;
        config.refbot.seed = 7;
        Engine::new(config)
    }

    #[test]
    fn genmove_plays_a_legal_move_and_reports_statistics() {
        let mut e = engine(500);
        e.execute("boardsize 9").unwrap();
        e.execute("komi 7.5").unwrap();
        e.execute("play black E5").unwrap();
        let mv = e.execute("genmove white").unwrap();
        assert_ne!(mv, "E5");
        assert_eq!(e.execute(&format!("color {mv}")), Ok("white".into()));
        let nodes: u64 = e.execute("ref-nodes").unwrap().parse().unwrap();
        assert!(nodes >= 500, "{nodes}");
        let score: f64 = e.execute("ref-score").unwrap().parse().unwrap();
        assert!((0.0..=1.0).contains(&score));
    }

    #[test]
    fn same_seed_same_move_and_bad_sizes_fail() {
        let moves: Vec<String> = (0..2)
            .map(|_| {
                let mut e = engine(300);
                e.execute("boardsize 9").unwrap();
                e.execute("genmove black").unwrap()
            })
            .collect();
        assert_eq!(moves[0], moves[1]);
        let mut e = engine(300);
        e.execute("boardsize 21").unwrap();
        assert!(e.execute("genmove black").is_err());
        assert!(e.execute("refbot_playouts 0").is_err());
    }
}
