//! The reference bot as an engine player: it keeps its own fast play-out
//! board (see `crate::montecarlo`); before each move it is set to the
//! engine's position by replaying the engine board's history, so positional
//! superko covers the game's moves.

use crate::board::{Board, Color, Move};
use crate::montecarlo::refbot::{RefBot, RefBotConfig};

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

    /// The bot, created with the current settings on first use.
    pub fn bot(&mut self) -> &mut RefBot {
        let config = self.config;
        self.bot.get_or_insert_with(|| RefBot::new(config))
    }

    /// Sets the play-outs per move, for the bot and any bot made later.
    pub fn set_playouts(&mut self, n: u64) {
        self.config.playouts = n;
        if let Some(bot) = self.bot.as_mut() {
            bot.set_playouts(n);
        }
    }

    /// The bot's move for `color` in the position of `board` (not played).
    pub fn genmove(&mut self, board: &Board, komi: f64, color: Color) -> Result<Move, String> {
        let bot = self.bot();
        sync(bot, board, komi)?;
        Ok(bot.genmove(color))
    }
}

/// Sets the bot to the engine's position: the last setup's stones, then the
/// moves since. Falls back to the stones alone if the record does not replay
/// (a record may hold a ko retake the bot's rules refuse).
fn sync(bot: &mut RefBot, board: &Board, komi: f64) -> Result<(), String> {
    let size = board.size();
    let unsupported = |e: crate::montecarlo::refbot::UnsupportedSize| e.to_string();
    let place_stones = |bot: &mut RefBot, b: &Board| -> Result<(), String> {
        bot.clear(size).map_err(unsupported)?;
        bot.set_komi(komi);
        // Stones of a legal position can be put down in any order without a capture.
        for p in b.points() {
            if let Some(c) = b.color_at(p) {
                bot.play(c, Move::Play(p))
                    .map_err(|e| format!("cannot set up the position: {e}"))?;
            }
        }
        Ok(())
    };
    let (base, moves) = board.history();
    place_stones(bot, &base)?;
    for (color, mv) in moves {
        if bot.play(color, mv).is_err() {
            return place_stones(bot, board);
        }
    }
    Ok(())
}
